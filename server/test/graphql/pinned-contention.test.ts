import type { KubeSim, SimCluster } from 'kube-sim';
import { startKubeSim } from 'kube-sim';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ClusterClientRegistry } from '../../src/kube/client-registry.ts';
import { createLogger } from '../../src/logger.ts';
import { Runner } from '../../src/runner/index.ts';
import { createInProcessVersionEventBus } from '../../src/services/version-events.ts';
import { graphql } from '../gql/index.ts';
import { createTestApp, seedProject, seedUser, TEST_KEYRING, type TestApp } from '../helpers/app.ts';
import { createTestRegistry, seedCluster, simCluster } from '../helpers/clusters.ts';
import { createTestDatabase, describePostgres, type TestDatabase } from '../helpers/database.ts';
import { seedVersion, waitForVersion } from '../helpers/versions.ts';

/**
 * A pinned flavor under contention (issue 40): h100 full, a request pinned to h100 queued behind it. What the
 * editor shows (availableClusters) and what the process page shows once it is queued (queuePosition) agree with
 * each other, and the real start comes within the bound. GraphQL, PostgreSQL, the runner and kube-sim's Kueue.
 */

const Available = graphql(`
  query PinnedContentionTest_Available($projectId: ID, $requests: ResourceRequestsInput) {
    availableClusters(projectId: $projectId, requests: $requests) {
      name
      startEstimate { basis expectedStartAt latestStartAt expectedWaitSeconds message }
    }
  }
`);

const Create = graphql(`
  mutation PinnedContentionTest_Create($input: CreateProcessInput!) {
    createProcess(input: $input) {
      __typename
      ... on CreateProcessPayload { version { id } }
      ... on Error { message }
    }
  }
`);

const Position = graphql(`
  query PinnedContentionTest_Position($id: ID!) {
    processVersion(id: $id) {
      status
      queuePosition { estimate { basis expectedStartAt latestStartAt expectedWaitSeconds message } }
    }
  }
`);

const GPU = 'nvidia.com/gpu';

let sim: KubeSim;
let db: TestDatabase;
let kube: ClusterClientRegistry;
let runner: Runner;
let t: TestApp;
let token: string;
let userId: string;
let projectId: string;
let clusterId: string;

const workloadOf = (cluster: SimCluster, job: string) =>
  cluster
    .listObjects('workloads', 'jobs')
    .find((w) => (w.metadata.ownerReferences ?? []).some((o: { name: string }) => o.name === job));
const admittedAt = (cluster: SimCluster, job: string): number | null => {
  const c = (workloadOf(cluster, job)?.status?.conditions ?? []).find(
    (x: { type: string; status: string }) => x.type === 'QuotaReserved' && x.status === 'True',
  ) as { lastTransitionTime: string } | undefined;
  return c ? new Date(c.lastTransitionTime).getTime() : null;
};

async function create(name: string, command: string[], gpus: number, deadlineSeconds: number) {
  const res = await t.execute(
    Create,
    {
      input: {
        projectId,
        name,
        image: 'busybox:1.36',
        command,
        clusterId,
        resources: {
          cpu: '1',
          memory: '1Gi',
          deadlineSeconds,
          extended: [{ name: GPU, quantity: String(gpus) }],
          flavor: 'h100',
        },
      },
    },
    { token },
  );
  const created = res.data!.createProcess as {
    __typename: string;
    message?: string;
    version: { id: string };
  };
  expect(created.__typename, created.message).toBe('CreateProcessPayload');
  return created.version.id;
}

describePostgres('a pinned flavor under contention', () => {
  beforeAll(async () => {
    db = await createTestDatabase();
    sim = await startKubeSim({
      clock: { speed: 0 },
      clusters: [
        {
          ...simCluster('gpus'),
          clusterQueues: [
            {
              name: 'team',
              resourceGroups: [
                { flavors: [{ name: 'host', cpu: '32', memory: '128Gi' }] },
                {
                  flavors: [
                    {
                      name: 'a100',
                      resources: { [GPU]: 4 },
                      nodeLabels: { 'nvidia.com/gpu.product': 'NVIDIA-A100-SXM4-80GB' },
                    },
                    {
                      name: 'h100',
                      resources: { [GPU]: 4 },
                      nodeLabels: { 'nvidia.com/gpu.product': 'NVIDIA-H100-80GB-HBM3' },
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    });
    kube = createTestRegistry({ timeoutMs: 2_000, breakerHalfOpenAfterMs: 60_000 });
    const versionEvents = createInProcessVersionEventBus();
    t = createTestApp(db.prisma, { kube, now: () => new Date(sim.clock.now()), versionEvents });
    runner = new Runner({
      prisma: db.prisma,
      kube,
      caches: t.services.clusterStates.caches,
      keyring: TEST_KEYRING,
      logger: createLogger('silent'),
      versionEvents,
      settings: { launchPollMs: 100, leaseTtlMs: 3_000, sweepMs: 100, watchIdleTimeoutMs: 5_000 },
    });
    const cluster = await seedCluster(db.prisma, sim.clusters[0]!);
    clusterId = cluster.id;
    runner.start();
    await runner.leases.refresh();
    const user = await seedUser(db.prisma);
    token = user.token;
    userId = user.user.id;
    projectId = (await seedProject(db.prisma, [{ userId }])).id;
    // The user's habit: runs take a tenth of their deadline (three finished runs on this cluster).
    for (let i = 0; i < 3; i++) {
      const v = await seedVersion(db.prisma, {
        userId,
        projectId,
        cluster,
        deadlineSeconds: 600,
        launch: false,
      });
      const end = sim.clock.now() - 3_600_000;
      await db.prisma.processVersion.update({
        where: { id: v.id },
        data: { status: 'SUCCEEDED', startedAt: new Date(end - 60_000), finishedAt: new Date(end) },
      });
    }
  }, 60_000);

  afterAll(async () => {
    await runner?.stop();
    await t?.services.clusterStates.close();
    await kube?.close();
    await sim?.stop();
    await db?.drop();
  });

  it('h100 full: the editor’s and the process page’s estimates for a pinned request agree, and it starts within the bound', async () => {
    const c = sim.cluster('gpus');
    // Our own run holds all of h100 (a100 stays free): it really runs 3 min of its 30-min deadline, as the user's
    // runs do (a tenth of the deadline).
    const holder = await create('holder', ['sh', '-c', 'echo start; sleep 180; echo done'], 4, 1800);
    await waitForVersion(db.prisma, holder, (v) => v.status === 'QUEUED' || v.status === 'RUNNING');
    // Its pod starts on the clusters' clock.
    await expect
      .poll(
        async () => {
          sim.clock.advance(1_000);
          return (await db.prisma.processVersion.findUniqueOrThrow({ where: { id: holder } })).status;
        },
        { timeout: 15_000, interval: 100 },
      )
      .toBe('RUNNING');
    sim.clock.advance(60_000);
    const requests = {
      cpu: '1',
      memory: '1Gi',
      deadlineSeconds: 600,
      extended: [{ name: GPU, quantity: '2' }],
      flavor: 'h100',
    };
    const editor = async () => {
      const res = await t.execute(Available, { projectId, requests }, { token });
      expect(res.errors).toBeUndefined();
      return res.data!.availableClusters[0]!.startEstimate!;
    };
    const shown = await editor();
    expect(shown.basis).toBe('QUEUE');
    expect(shown.message).not.toMatch(/a100/);

    const pinned = await create('pinned', ['sh', '-c', 'echo start; sleep 30; echo done'], 2, 600);
    const v = await waitForVersion(db.prisma, pinned, (x) => x.status === 'QUEUED');
    let page: Awaited<ReturnType<typeof editor>> | null = null;
    await expect
      .poll(
        async () => {
          const res = await t.execute(Position, { id: pinned }, { token });
          page = res.data!.processVersion!.queuePosition?.estimate ?? null;
          return page?.basis;
        },
        { timeout: 15_000 },
      )
      .toBe('QUEUE');
    // The same moment on the clusters' clock, the same queue: the same answer on both pages.
    expect(page!.expectedStartAt).toBe(shown.expectedStartAt);
    expect(page!.latestStartAt).toBe(shown.latestStartAt);
    const latest = new Date(shown.latestStartAt as string).getTime();
    const expected = new Date(shown.expectedStartAt as string).getTime();
    for (let i = 0; i < 200 && admittedAt(c, v.jobName!) === null; i++) {
      sim.clock.advance(5_000);
      await new Promise((r) => setTimeout(r, 10));
    }
    const started = admittedAt(c, v.jobName!);
    expect(started).not.toBeNull();
    expect(started!).toBeLessThanOrEqual(latest + 1_000);
    // The expected start (from the user's habit) is within a minute of the real one, not the holder's deadline.
    expect(Math.abs(started! - expected)).toBeLessThanOrEqual(60_000);
  });
});
