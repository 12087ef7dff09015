import { BatchV1Api, KubeConfig } from '@kubernetes/client-node';
import type { KubeSim, SimCluster } from 'kube-sim';
import { QUEUE_LABEL, startKubeSim } from 'kube-sim';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { graphql } from '../gql/index.ts';
import { createTestApp, seedProject, seedUser, type TestApp } from '../helpers/app.ts';
import { createTestRegistry, seedCluster, simCluster } from '../helpers/clusters.ts';
import { createTestDatabase, describePostgres, type TestDatabase } from '../helpers/database.ts';
import { seedVersion } from '../helpers/versions.ts';

const Estimates = graphql(`
  query StartEstimatesTest_Clusters($projectId: ID, $requests: ResourceRequestsInput) {
    availableClusters(projectId: $projectId, requests: $requests) {
      name
      fitsRequest
      startEstimate {
        basis
        expectedStartAt
        latestStartAt
        expectedWaitSeconds
        latestWaitSeconds
        workloadsAhead
        message
        computedAt
      }
    }
  }
`);

const Create = graphql(`
  mutation StartEstimatesTest_Create($input: CreateProcessInput!) {
    createProcess(input: $input) {
      __typename
      ... on CreateProcessPayload { dryRun placementReason cluster { name } version { id cluster { name } } }
      ... on Error { message }
    }
  }
`);

const Queued = graphql(`
  query StartEstimatesTest_Queued($id: ID!) {
    processVersion(id: $id) {
      status
      waitingReason
      queuePosition {
        positionInClusterQueue
        positionInLocalQueue
        workloadsAhead
        estimate { basis expectedWaitSeconds latestWaitSeconds message }
      }
    }
  }
`);

let sim: KubeSim;
let db: TestDatabase;
let t: TestApp;
let token: string;
let projectId: string;
let userId: string;

function batch(cluster: SimCluster): BatchV1Api {
  const kc = new KubeConfig();
  kc.loadFromString(cluster.kubeconfig);
  return kc.makeApiClient(BatchV1Api);
}

/** A Job that is not ours (another tenant's), queued through Kueue, with a deadline. */
async function foreignJob(
  cluster: SimCluster,
  name: string,
  cpu: string,
  deadlineSeconds: number | null,
  priorityClass?: string,
) {
  await batch(cluster).createNamespacedJob({
    namespace: 'jobs',
    body: {
      metadata: {
        name,
        labels: {
          [QUEUE_LABEL]: 'team',
          ...(priorityClass ? { 'kueue.x-k8s.io/priority-class': priorityClass } : {}),
        },
      },
      spec: {
        ...(deadlineSeconds === null ? {} : { activeDeadlineSeconds: deadlineSeconds }),
        backoffLimit: 0,
        template: {
          spec: {
            restartPolicy: 'Never',
            containers: [
              {
                name: 'main',
                image: 'busybox:1.36',
                // A script: it really runs until its deadline (a bare `sleep` is a stand-in that ends in 10 s).
                command: ['sh', '-c', 'sleep 100000'],
                resources: { requests: { cpu, memory: '1Gi' }, limits: { cpu, memory: '1Gi' } },
              },
            ],
          },
        },
      },
    },
  });
}

function workloadOf(cluster: SimCluster, job: string) {
  return cluster
    .listObjects('workloads', 'jobs')
    .find((w) => (w.metadata.ownerReferences ?? []).some((o: { name: string }) => o.name === job)) as
    | { status?: { conditions?: Array<{ type: string; status: string; lastTransitionTime: string }> } }
    | undefined;
}

const admittedAt = (cluster: SimCluster, job: string) => {
  const c = workloadOf(cluster, job)?.status?.conditions?.find(
    (x) => x.type === 'QuotaReserved' && x.status === 'True',
  );
  return c ? new Date(c.lastTransitionTime).getTime() : null;
};

/** Cores held by the admitted, unfinished workloads of a simulated cluster. */
function admittedCores(cluster: SimCluster): number {
  let millis = 0;
  for (const w of cluster.listObjects('workloads', 'jobs') as Array<{
    status?: {
      conditions?: Array<{ type: string; status: string }>;
      admission?: { podSetAssignments?: Array<{ resourceUsage?: { cpu?: string } }> };
    };
  }>) {
    const conditions = w.status?.conditions ?? [];
    if (!conditions.some((c) => c.type === 'QuotaReserved' && c.status === 'True')) continue;
    if (conditions.some((c) => c.type === 'Finished' && c.status === 'True')) continue;
    for (const a of w.status?.admission?.podSetAssignments ?? []) {
      const cpu = a.resourceUsage?.cpu ?? '0';
      millis += cpu.endsWith('m') ? Number(cpu.slice(0, -1)) : Number(cpu) * 1000;
    }
  }
  return millis / 1000;
}

async function estimates(requests: { cpu: string; memory: string; deadlineSeconds?: number }) {
  const res = await t.execute(Estimates, { projectId, requests }, { token });
  expect(res.errors).toBeUndefined();
  return Object.fromEntries(res.data!.availableClusters.map((c) => [c.name, c]));
}

describePostgres('start estimates through GraphQL', () => {
  beforeAll(async () => {
    db = await createTestDatabase();
    sim = await startKubeSim({
      clock: { speed: 0 },
      clusters: [
        simCluster('busy', [{ name: 'default', cpu: '4', memory: '16Gi' }]),
        simCluster('idle', [{ name: 'default', cpu: '16', memory: '64Gi' }]),
        simCluster('nodeadline', [{ name: 'default', cpu: '4', memory: '16Gi' }]),
        simCluster('strict', [{ name: 'default', cpu: '4', memory: '16Gi' }], {
          clusterQueues: [
            {
              name: 'team',
              queueingStrategy: 'StrictFIFO',
              flavors: [{ name: 'default', cpu: '4', memory: '16Gi' }],
            },
          ],
          workloadPriorityClasses: [{ name: 'urgent', value: 1000 }],
        }),
        simCluster('hidden', [{ name: 'default', cpu: '4', memory: '16Gi' }], { visibility: 'forbidden' }),
        simCluster('absent', [{ name: 'default', cpu: '4', memory: '16Gi' }], { visibility: 'absent' }),
      ],
    });
    const kube = createTestRegistry({ timeoutMs: 2_000, breakerHalfOpenAfterMs: 60_000 });
    const now = () => new Date(sim.clock.now());
    t = createTestApp(db.prisma, {
      kube,
      now,
    });
    for (const [i, c] of sim.clusters.entries()) await seedCluster(db.prisma, c, { sortOrder: i });
    const user = await seedUser(db.prisma);
    token = user.token;
    userId = user.user.id;
    projectId = (await seedProject(db.prisma, [{ userId: user.user.id }])).id;
  }, 60_000);

  afterAll(async () => {
    await sim?.stop();
    await db?.drop();
  });

  it('an empty cluster starts now; a request above every quota never starts', async () => {
    const now = await estimates({ cpu: '2', memory: '1Gi' });
    expect(now.idle!.startEstimate).toMatchObject({
      basis: 'NOW',
      expectedWaitSeconds: 0,
      workloadsAhead: 0,
    });
    expect(now.idle!.startEstimate!.message).toMatch(/^starts now/);
    const never = await estimates({ cpu: '32', memory: '1Gi' });
    expect(never.idle!.startEstimate).toMatchObject({ basis: 'NEVER', expectedStartAt: null });
    expect(never.idle!.startEstimate!.message).toMatch(
      /^cannot start: .*32 cores requested, 16 cores at most/,
    );
  });

  it('without requests there is no estimate', async () => {
    const res = await t.execute(Estimates, { projectId }, { token });
    expect(res.data!.availableClusters.every((c) => c.startEstimate === null)).toBe(true);
  });

  it('a full cluster: the estimate is the end of the running deadlines, and the real start is not later than the bound', async () => {
    const busy = sim.cluster('busy');
    await foreignJob(busy, 'other-a', '2', 600);
    await foreignJob(busy, 'other-b', '2', 1200);
    await expect.poll(() => admittedAt(busy, 'other-b'), { timeout: 10_000 }).not.toBeNull();

    const e = (await estimates({ cpu: '2', memory: '1Gi' })).busy!.startEstimate!;
    expect(e.basis).toBe('QUEUE');
    expect(e.workloadsAhead).toBe(0);
    // Foreign workloads run to their deadlines in both runs (we have no history of them).
    // (Kubernetes timestamps have whole seconds: the admission may read up to a second earlier.)
    expect(e.expectedWaitSeconds).toBeGreaterThanOrEqual(599);
    expect(e.expectedWaitSeconds).toBeLessThanOrEqual(600);
    expect(e.latestWaitSeconds).toBeGreaterThanOrEqual(600);
    expect(e.message).toMatch(/^about 10 min, at the latest 1\d min, 0 ahead$/);

    // Submit it and let the simulated time pass: it starts, at the latest by latestStartAt.
    await foreignJob(busy, 'mine', '2', 600);
    const latest = new Date(e.latestStartAt as string).getTime();
    for (let i = 0; i < 40 && admittedAt(busy, 'mine') === null; i++) sim.clock.advance(30_000);
    const started = admittedAt(busy, 'mine');
    expect(started).not.toBeNull();
    expect(started!).toBeLessThanOrEqual(latest);
  });

  it('EARLIEST_START places on an emptier cluster over a lower sort order, and says why', async () => {
    // busy full: one-core fillers with long deadlines until its 4 cores are in use.
    const busy = sim.cluster('busy');
    for (let i = 0; i < 4 && admittedCores(busy) < 4; i++) {
      await foreignJob(busy, `filler-${i}`, '1', 7200);
      await expect.poll(() => admittedAt(busy, `filler-${i}`), { timeout: 10_000 }).not.toBeNull();
    }
    expect(admittedCores(busy)).toBe(4);
    const input = {
      projectId,
      name: `placed-${Date.now()}`,
      image: 'busybox:1.36',
      resources: { cpu: '2', memory: '1Gi', deadlineSeconds: 600 },
    };
    const first = await t.execute(Create, { input: { ...input, dryRun: true } }, { token });
    expect(first.data!.createProcess).toMatchObject({
      __typename: 'CreateProcessPayload',
      cluster: { name: 'busy' },
      placementReason: 'the first allowed cluster by sort order',
    });
    const placed = await t.execute(Create, { input: { ...input, placement: 'EARLIEST_START' } }, { token });
    expect(placed.data!.createProcess).toMatchObject({
      __typename: 'CreateProcessPayload',
      dryRun: false,
      cluster: { name: 'idle' },
      version: { cluster: { name: 'idle' } },
    });
    const reason = (placed.data!.createProcess as { placementReason: string }).placementReason;
    expect(reason).toMatch(/^earliest expected start: now on idle \(/);
    // A named cluster wins over placement.
    const named = await t.execute(
      Create,
      {
        input: {
          ...input,
          name: `${input.name}-b`,
          dryRun: true,
          placement: 'EARLIEST_START',
          clusterId: (await db.prisma.cluster.findFirstOrThrow({ where: { name: 'busy' } })).id,
        },
      },
      { token },
    );
    expect(named.data!.createProcess).toMatchObject({ cluster: { name: 'busy' }, placementReason: null });
  });

  it('running workloads without any deadline: unknown, with the reason; the query still answers for the others', async () => {
    const c = sim.cluster('nodeadline');
    await foreignJob(c, 'forever', '4', null);
    await expect.poll(() => admittedAt(c, 'forever'), { timeout: 10_000 }).not.toBeNull();
    const all = await estimates({ cpu: '1', memory: '1Gi' });
    expect(all.nodeadline!.startEstimate).toMatchObject({ basis: 'UNKNOWN' });
    expect(all.nodeadline!.startEstimate!.message).toBe(
      'unknown: 1 running workload has no deadline and no history',
    );
    expect(all.idle!.startEstimate!.basis).toBe('NOW');
  });

  it('StrictFIFO with the visibility API: the queue ahead in Kueue’s order, priorities first', async () => {
    const c = sim.cluster('strict');
    await foreignJob(c, 'running', '4', 600);
    await expect.poll(() => admittedAt(c, 'running'), { timeout: 10_000 }).not.toBeNull();
    sim.clock.advance(1_000);
    await foreignJob(c, 'head', '3', 300);
    sim.clock.advance(1_000);
    await foreignJob(c, 'vip', '2', 120, 'urgent');
    await expect.poll(() => workloadOf(c, 'vip') !== undefined, { timeout: 10_000 }).toBe(true);
    // Queue: vip (priority 1000) then head; ours (1 core) waits behind both under StrictFIFO.
    const e = (await estimates({ cpu: '1', memory: '1Gi' })).strict!.startEstimate!;
    expect(e).toMatchObject({ basis: 'QUEUE', workloadsAhead: 2 });
    // running ends at ~600 s → vip (2) and head (3) cannot both run on 4 cores: vip runs 600→720, head after it.
    expect(e.expectedWaitSeconds).toBeGreaterThanOrEqual(715);
    expect(e.expectedWaitSeconds).toBeLessThanOrEqual(720);
    expect(e.message).toMatch(/, 2 ahead$/);
  });

  it('pending workloads while the visibility API is forbidden or absent: the order of the watched Workloads, in Kueue’s rule', async () => {
    for (const name of ['hidden', 'absent']) {
      const c = sim.cluster(name);
      await foreignJob(c, 'running', '4', 600);
      await expect.poll(() => admittedAt(c, 'running'), { timeout: 10_000 }).not.toBeNull();
      await foreignJob(c, 'waiting', '1', 600);
      await expect.poll(() => workloadOf(c, 'waiting') !== undefined, { timeout: 10_000 }).toBe(true);
    }
    const all = await estimates({ cpu: '1', memory: '1Gi' });
    // Every Workload is watched: the order is Kueue's rule (priority, then time) applied to them.
    for (const name of ['hidden', 'absent']) {
      expect(all[name]!.startEstimate, name).toMatchObject({ basis: 'QUEUE', workloadsAhead: 1 });
      expect(all[name]!.startEstimate!.message, name).toMatch(/^about .*, 1 ahead$/);
    }
    expect(all.idle!.startEstimate!.basis).toBe('NOW');
  });

  it('a queued version: its position, estimate and one plain sentence, in both of Kueue’s vocabularies', async () => {
    // busy is full (other-b and mine run on its 4 cores): a 2-core job waits for quota, first in line.
    const c = sim.cluster('busy');
    const cluster = await db.prisma.cluster.findFirstOrThrow({ where: { name: 'busy' } });
    const version = await seedVersion(db.prisma, {
      userId,
      projectId,
      cluster,
      cpu: '2',
      deadlineSeconds: 300,
      launch: false,
    });
    const jobName = `kb-queued-${Date.now()}`;
    await foreignJob(c, jobName, '2', 300);
    await expect.poll(() => workloadOf(c, jobName) !== undefined, { timeout: 10_000 }).toBe(true);
    const sentences: string[] = [];
    for (const gate of [true, false]) {
      c.setKueueFeatureGates({ UnadmittedWorkloadsObservability: gate });
      const condition = () =>
        (workloadOf(c, jobName)?.status?.conditions ?? []).find((x) => x.type === 'QuotaReserved') as
          | { reason: string; message: string }
          | undefined;
      await expect
        .poll(() => condition()?.reason, { timeout: 10_000 })
        .toBe(gate ? 'WaitingForQuota' : 'Pending');
      // What the runner stores for a QUEUED version: Kueue's reason and message.
      await db.prisma.processVersion.update({
        where: { id: version.id },
        data: { status: 'QUEUED', jobName, statusReason: condition()!.reason, message: condition()!.message },
      });
      const res = await t.execute(Queued, { id: version.id }, { token });
      expect(res.errors).toBeUndefined();
      const v = res.data!.processVersion!;
      expect(v.queuePosition).toMatchObject({
        positionInClusterQueue: 0,
        workloadsAhead: 0,
        estimate: { basis: 'QUEUE' },
      });
      sentences.push(v.waitingReason!);
    }
    expect(sentences[0]).toMatch(
      /^Waiting for quota on cluster busy: needs 2 more CPU in flavor default; it is next in line; expected to start in about [\w ]+ \(at the latest in [\w ]+\)\.$/,
    );
    expect(sentences[1]).toBe(sentences[0]);
    const running = await db.prisma.processVersion.update({
      where: { id: version.id },
      data: { status: 'RUNNING' },
    });
    const after = await t.execute(Queued, { id: running.id }, { token });
    expect(after.data!.processVersion).toMatchObject({ queuePosition: null, waitingReason: null });
  });
});
