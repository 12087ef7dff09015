import type { KubeSim } from 'kube-sim';
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
import { waitForVersion } from '../helpers/versions.ts';

/**
 * Preemption as the product shows it (ARCHITECTURE §16), on kube-sim's Kueue: a high-priority version on a full
 * LowerPriority queue evicts the low ones (each recorded with Kueue's reason and message, back in QUEUED with a
 * timeline step) and runs; on a Never queue it waits instead. GraphQL, PostgreSQL, the runner, kube-sim.
 */

const Create = graphql(`
  mutation PreemptionTest_Create($input: CreateProcessInput!) {
    createProcess(input: $input) {
      __typename
      ... on CreateProcessPayload { version { id } }
      ... on Error { message }
    }
  }
`);

const Version = graphql(`
  query PreemptionTest_Version($id: ID!) {
    processVersion(id: $id) {
      status
      statusReason
      evictions { at reason message cluster { name } }
      history { status reason message }
    }
  }
`);

const Estimate = graphql(`
  query PreemptionTest_Estimate($projectId: ID, $requests: ResourceRequestsInput) {
    availableClusters(projectId: $projectId, requests: $requests) {
      name
      startEstimate { basis preempts message }
    }
  }
`);

const CLASSES = [
  { name: 'low', value: 0, description: 'batch' },
  { name: 'high', value: 100, description: 'urgent' },
];

let sim: KubeSim;
let db: TestDatabase;
let kube: ClusterClientRegistry;
let runner: Runner;
let t: TestApp;
let token: string;
let projectId: string;
const ids: Record<string, string> = {};

async function create(cluster: string, cpu: string, priorityClass: string) {
  const res = await t.execute(
    Create,
    {
      input: {
        projectId,
        clusterId: ids[cluster]!,
        name: `${priorityClass}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}`,
        image: 'busybox:1.36',
        command: ['sh', '-c', 'sleep 3000'],
        resources: { cpu, memory: '1Gi', deadlineSeconds: 3600, priorityClass },
      },
    },
    { token },
  );
  const payload = res.data!.createProcess;
  if (payload.__typename !== 'CreateProcessPayload') throw new Error(JSON.stringify(payload));
  runner.wake();
  return payload.version!.id;
}

const version = async (id: string) => (await t.execute(Version, { id }, { token })).data!.processVersion!;

describePostgres('preemption, recorded and shown', () => {
  beforeAll(async () => {
    db = await createTestDatabase();
    const cluster = (name: string, withinClusterQueue: 'LowerPriority' | 'Never') => ({
      ...simCluster(name, [{ name: 'default', cpu: '4', memory: '16Gi' }], {
        workloadPriorityClasses: CLASSES,
      }),
      clusterQueues: [
        {
          name: 'team',
          flavors: [{ name: 'default', cpu: '4', memory: '16Gi' }],
          preemption: { withinClusterQueue },
        },
      ],
    });
    sim = await startKubeSim({
      clock: { speed: 0 },
      clusters: [cluster('lower', 'LowerPriority'), cluster('never', 'Never')],
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
    for (const c of sim.clusters) ids[c.name] = (await seedCluster(db.prisma, c)).id;
    runner.start();
    await runner.leases.refresh();
    const user = await seedUser(db.prisma);
    token = user.token;
    projectId = (await seedProject(db.prisma, [{ userId: user.user.id }])).id;
  }, 60_000);

  afterAll(async () => {
    await runner?.stop();
    await t?.services.clusterStates.close();
    await kube?.close();
    await sim?.stop();
    await db?.drop();
  });

  async function fillWithLow(cluster: string) {
    const low = [await create(cluster, '2', 'low'), await create(cluster, '2', 'low')];
    for (const id of low) await waitForVersion(db.prisma, id, (v) => v.statusReason === 'Admitted', 15_000);
    sim.clock.advance(2_000);
    for (const id of low) await waitForVersion(db.prisma, id, (v) => v.status === 'RUNNING', 15_000);
    return low;
  }

  it('on a LowerPriority queue, a high-priority version evicts the two low ones, which are recorded and queued again', async () => {
    const low = await fillWithLow('lower');
    const estimates = async (priorityClass: string) =>
      Object.fromEntries(
        (
          await t.execute(
            Estimate,
            { projectId, requests: { cpu: '4', memory: '1Gi', deadlineSeconds: 3600, priorityClass } },
            { token },
          )
        ).data!.availableClusters.map((c) => [c.name, c.startEstimate]),
      );
    // What the editor shows before: high starts by evicting both low ones; low waits.
    await expect
      .poll(async () => (await estimates('high')).lower, { timeout: 1_000, interval: 20 })
      .toMatchObject({
        basis: 'PREEMPTION',
        preempts: 2,
        message: 'starts by preempting 2 lower-priority workloads (flavor default)',
      });
    expect((await estimates('low')).lower!.basis).toBe('QUEUE');
    const high = await create('lower', '4', 'high');
    for (const id of low) {
      await waitForVersion(db.prisma, id, (v) => v.status === 'QUEUED' && v.statusReason !== null, 15_000);
      await expect
        .poll(async () => (await version(id)).evictions, { timeout: 10_000 })
        .toMatchObject([
          {
            reason: 'Preempted',
            cluster: { name: 'lower' },
            message: expect.stringMatching(/Preempted to accommodate a workload/),
          },
        ]);
      const v = await version(id);
      expect(v.status).toBe('QUEUED');
      expect(v.history.map((h) => h.reason)).toContain('Preempted');
      expect(v.history.find((h) => h.reason === 'Preempted')!.message).toMatch(
        /^Preempted on lower by a higher-priority workload; queued again: /,
      );
    }
    await waitForVersion(db.prisma, high, (v) => v.statusReason === 'Admitted', 15_000);
    sim.clock.advance(2_000);
    await waitForVersion(db.prisma, high, (v) => v.status === 'RUNNING', 15_000);
    expect((await version(high)).evictions).toEqual([]);
  });

  it('on a Never queue, nothing is preempted: the high-priority version waits', async () => {
    const low = await fillWithLow('never');
    const before = await t.execute(
      Estimate,
      { projectId, requests: { cpu: '4', memory: '1Gi', deadlineSeconds: 3600, priorityClass: 'high' } },
      { token },
    );
    expect(before.data!.availableClusters.find((c) => c.name === 'never')!.startEstimate!.basis).toBe(
      'QUEUE',
    );
    const high = await create('never', '4', 'high');
    await waitForVersion(db.prisma, high, (v) => v.status === 'QUEUED' && v.statusReason !== null, 15_000);
    sim.clock.advance(2_000);
    await new Promise((r) => setTimeout(r, 500));
    for (const id of low) {
      const v = await version(id);
      expect(v.status).toBe('RUNNING');
      expect(v.evictions).toEqual([]);
    }
    expect((await version(high)).status).toBe('QUEUED');
  });
});
