import { BatchV1Api, KubeConfig } from '@kubernetes/client-node';
import type { KubeSim, SimCluster } from 'kube-sim';
import { QUEUE_LABEL, startKubeSim } from 'kube-sim';
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
 * The cluster picture is live (ARCHITECTURE §16): what availableClusters and a queued version show follows the
 * cluster within a second of a change — the watches bring it, no cache has to expire. Real parts throughout:
 * GraphQL, PostgreSQL, the runner launching on kube-sim (frozen clock), kube-sim's Kueue. The deadlines are
 * polls (a second at most), never wall-clock assertions.
 */

const Available = graphql(`
  query LiveStateTest_Available($projectId: ID, $requests: ResourceRequestsInput) {
    availableClusters(projectId: $projectId, requests: $requests) {
      name
      queue { pendingWorkloads admittedWorkloads reservingWorkloads }
      startEstimate { basis workloadsAhead message }
    }
  }
`);

const Create = graphql(`
  mutation LiveStateTest_Create($input: CreateProcessInput!) {
    createProcess(input: $input) {
      __typename
      ... on CreateProcessPayload { version { id } }
      ... on Error { message }
    }
  }
`);

const Position = graphql(`
  query LiveStateTest_Position($id: ID!) {
    processVersion(id: $id) {
      status
      waitingReason
      queuePosition { positionInClusterQueue workloadsAhead estimate { basis } }
    }
  }
`);

const Classes = graphql(`
  query LiveStateTest_Classes($projectId: ID, $requests: ResourceRequestsInput) {
    availableClusters(projectId: $projectId, requests: $requests) {
      name
      fitsRequest
      limits { priorityClasses { name value description } }
      startEstimate { basis message }
    }
  }
`);

const CreateWithClass = graphql(`
  mutation LiveStateTest_CreateWithClass($input: CreateProcessInput!) {
    createProcess(input: $input) {
      __typename
      ... on CreateProcessPayload { version { id resources { priorityClass } } }
      ... on ValidationError { issues { field message } }
      ... on Error { message }
    }
  }
`);

const GPU = 'nvidia.com/gpu';
const PRODUCT = 'nvidia.com/gpu.product';
const FRESH = { timeout: 1_000, interval: 20 };

let sim: KubeSim;
let db: TestDatabase;
let kube: ClusterClientRegistry;
let runner: Runner;
let t: TestApp;
let token: string;
let projectId: string;
const clusterIds: Record<string, string> = {};

function batch(cluster: SimCluster): BatchV1Api {
  const kc = new KubeConfig();
  kc.loadFromString(cluster.kubeconfig);
  return kc.makeApiClient(BatchV1Api);
}

/** Another tenant's Job through Kueue, holding its quota until its deadline. */
async function foreignJob(
  cluster: SimCluster,
  name: string,
  resources: Record<string, string>,
  deadlineSeconds: number,
  nodeSelector?: Record<string, string>,
) {
  await batch(cluster).createNamespacedJob({
    namespace: 'jobs',
    body: {
      metadata: { name, labels: { [QUEUE_LABEL]: 'team' } },
      spec: {
        activeDeadlineSeconds: deadlineSeconds,
        backoffLimit: 0,
        template: {
          spec: {
            restartPolicy: 'Never',
            ...(nodeSelector ? { nodeSelector } : {}),
            containers: [
              {
                name: 'main',
                image: 'busybox:1.36',
                command: ['sh', '-c', 'sleep 100000'],
                resources: {
                  requests: { memory: '1Gi', ...resources },
                  limits: { memory: '1Gi', ...resources },
                },
              },
            ],
          },
        },
      },
    },
  });
}

const workloadOf = (cluster: SimCluster, job: string) =>
  cluster
    .listObjects('workloads', 'jobs')
    .find((w) => (w.metadata.ownerReferences ?? []).some((o: { name: string }) => o.name === job));
const admitted = (cluster: SimCluster, job: string) =>
  (workloadOf(cluster, job)?.status?.conditions ?? []).some(
    (c: { type: string; status: string }) => c.type === 'QuotaReserved' && c.status === 'True',
  );

async function available(name: string, requests: Record<string, unknown>) {
  const res = await t.execute(Available, { projectId, requests }, { token });
  expect(res.errors).toBeUndefined();
  return res.data!.availableClusters.find((c) => c.name === name)!;
}

describePostgres('the cluster picture follows the cluster within a second', () => {
  beforeAll(async () => {
    db = await createTestDatabase();
    sim = await startKubeSim({
      clock: { speed: 0 },
      clusters: [
        simCluster('positions', [{ name: 'default', cpu: '4', memory: '16Gi' }]),
        simCluster('counts', [{ name: 'default', cpu: '4', memory: '16Gi' }]),
        simCluster('classes', [{ name: 'default', cpu: '4', memory: '16Gi' }], {
          workloadPriorityClasses: [
            { name: 'low', value: 0, description: 'batch work, may wait' },
            { name: 'high', value: 100, description: 'interactive work' },
          ],
        }),
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
                      nodeLabels: { [PRODUCT]: 'NVIDIA-A100-SXM4-80GB' },
                    },
                    {
                      name: 'h100',
                      resources: { [GPU]: 4 },
                      nodeLabels: { [PRODUCT]: 'NVIDIA-H100-80GB-HBM3' },
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
    const now = () => new Date(sim.clock.now());
    t = createTestApp(db.prisma, { kube, now, versionEvents });
    runner = new Runner({
      prisma: db.prisma,
      kube,
      caches: t.services.clusterStates.caches,
      keyring: TEST_KEYRING,
      logger: createLogger('silent'),
      versionEvents,
      settings: { launchPollMs: 100, leaseTtlMs: 3_000, sweepMs: 100, watchIdleTimeoutMs: 5_000 },
    });
    for (const c of sim.clusters) clusterIds[c.name] = (await seedCluster(db.prisma, c)).id;
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

  it('shows a version’s position and estimate within a second of it becoming QUEUED', async () => {
    const c = sim.cluster('positions');
    await foreignJob(c, 'holder', { cpu: '4' }, 600);
    await expect.poll(() => admitted(c, 'holder'), { timeout: 10_000 }).toBe(true);
    const created = await t.execute(
      Create,
      {
        input: {
          projectId,
          clusterId: clusterIds.positions!,
          name: `queued-${Date.now()}`,
          image: 'busybox:1.36',
          command: ['sh', '-c', 'sleep 60'],
          resources: { cpu: '2', memory: '1Gi', deadlineSeconds: 300 },
        },
      },
      { token },
    );
    const payload = created.data!.createProcess;
    if (payload.__typename !== 'CreateProcessPayload') throw new Error(JSON.stringify(payload));
    const id = payload.version!.id;
    runner.wake();
    await waitForVersion(db.prisma, id, (v) => v.status === 'QUEUED' && v.jobName !== null);
    await expect
      .poll(
        async () => (await t.execute(Position, { id }, { token })).data?.processVersion?.queuePosition,
        FRESH,
      )
      .toMatchObject({ positionInClusterQueue: 0, workloadsAhead: 0, estimate: { basis: 'QUEUE' } });
    const sentence = (await t.execute(Position, { id }, { token })).data!.processVersion!.waitingReason;
    expect(sentence).toMatch(/it is next in line; expected to start in about/);
  });

  it('follows an admission, a finish and a cancel in its counts and estimates within a second', async () => {
    const c = sim.cluster('counts');
    const two = { cpu: '2', memory: '1Gi', deadlineSeconds: 600 };
    expect(await available('counts', two)).toMatchObject({
      queue: { pendingWorkloads: 0, admittedWorkloads: 0 },
      startEstimate: { basis: 'NOW' },
    });

    // An admission: the queue is full.
    await foreignJob(c, 'first', { cpu: '4' }, 300);
    await expect.poll(() => admitted(c, 'first'), { timeout: 10_000 }).toBe(true);
    await expect
      .poll(() => available('counts', two), FRESH)
      .toMatchObject({
        queue: { pendingWorkloads: 0, admittedWorkloads: 1, reservingWorkloads: 1 },
        startEstimate: { basis: 'QUEUE', workloadsAhead: 0 },
      });

    // One waits behind it.
    await foreignJob(c, 'second', { cpu: '2' }, 600);
    await expect.poll(() => workloadOf(c, 'second') !== undefined, { timeout: 10_000 }).toBe(true);
    await expect
      .poll(() => available('counts', two), FRESH)
      .toMatchObject({
        queue: { pendingWorkloads: 1, admittedWorkloads: 1 },
        startEstimate: { basis: 'QUEUE', workloadsAhead: 1 },
      });

    // A finish: the first passes its deadline, the second is admitted, two cores are free.
    sim.clock.advance(301_000);
    await expect.poll(() => admitted(c, 'second'), { timeout: 10_000 }).toBe(true);
    await expect
      .poll(() => available('counts', two), FRESH)
      .toMatchObject({
        queue: { pendingWorkloads: 0, admittedWorkloads: 1 },
        startEstimate: { basis: 'NOW' },
      });

    // A cancel: the second's Job is deleted, the whole queue is free.
    const four = { ...two, cpu: '4' };
    expect((await available('counts', four)).startEstimate!.basis).toBe('QUEUE');
    await batch(c).deleteNamespacedJob({
      namespace: 'jobs',
      name: 'second',
      propagationPolicy: 'Background',
    });
    await expect
      .poll(() => available('counts', four), FRESH)
      .toMatchObject({
        queue: { pendingWorkloads: 0, admittedWorkloads: 0 },
        startEstimate: { basis: 'NOW' },
      });
  });

  it('honours a pinned flavor: h100 full and a100 free is no “starts now (a100)”', async () => {
    const c = sim.cluster('gpus');
    await foreignJob(c, 'h100-holder', { cpu: '1', [GPU]: '4' }, 900, { [PRODUCT]: 'NVIDIA-H100-80GB-HBM3' });
    await expect.poll(() => admitted(c, 'h100-holder'), { timeout: 10_000 }).toBe(true);
    const gpus = { cpu: '1', memory: '1Gi', deadlineSeconds: 600, extended: [{ name: GPU, quantity: '2' }] };
    await expect
      .poll(async () => (await available('gpus', { ...gpus, flavor: 'h100' })).startEstimate, FRESH)
      .toMatchObject({ basis: 'QUEUE', workloadsAhead: 0 });
    const pinned = (await available('gpus', { ...gpus, flavor: 'h100' })).startEstimate!;
    expect(pinned.message).not.toMatch(/a100/);
    // Unpinned, Kueue would give the same request the free a100 at once.
    expect((await available('gpus', gpus)).startEstimate).toMatchObject({
      basis: 'NOW',
      message: 'starts now (flavor host, a100)',
    });
    // A workload pinned by node affinity to h100 (another tenant's, pending) is not counted on a100 either.
    await foreignJob(c, 'h100-waiter', { cpu: '1', [GPU]: '2' }, 600, { [PRODUCT]: 'NVIDIA-H100-80GB-HBM3' });
    await expect.poll(() => workloadOf(c, 'h100-waiter') !== undefined, { timeout: 10_000 }).toBe(true);
    await expect
      .poll(async () => (await available('gpus', gpus)).startEstimate, FRESH)
      .toMatchObject({ basis: 'NOW', message: 'starts now (flavor host, a100)' });
  });

  it('offers the cluster’s priority classes, refuses an unknown one listing them, and labels the Job with the chosen one', async () => {
    const requests = { cpu: '1', memory: '1Gi', deadlineSeconds: 600 };
    const res = await t.execute(
      Classes,
      { projectId, requests: { ...requests, priorityClass: 'high' } },
      { token },
    );
    const byName = Object.fromEntries(res.data!.availableClusters.map((c) => [c.name, c]));
    expect(byName.classes!.limits.priorityClasses).toEqual([
      { name: 'high', value: 100, description: 'interactive work' },
      { name: 'low', value: 0, description: 'batch work, may wait' },
    ]);
    expect(byName.classes).toMatchObject({ fitsRequest: true, startEstimate: { basis: 'NOW' } });
    // A cluster without that class: it does not fit, and the estimate says why.
    expect(byName.counts).toMatchObject({
      fitsRequest: false,
      startEstimate: {
        basis: 'NEVER',
        message:
          'cannot start: cluster counts has no priority class "high": it has no WorkloadPriorityClasses',
      },
    });
    const input = (priorityClass: string) => ({
      projectId,
      clusterId: clusterIds.classes!,
      name: `classed-${priorityClass}-${Date.now()}`,
      image: 'busybox:1.36',
      command: ['sh', '-c', 'sleep 60'],
      resources: { ...requests, priorityClass },
    });
    const refused = await t.execute(CreateWithClass, { input: input('urgent') }, { token });
    expect(refused.data!.createProcess).toMatchObject({
      __typename: 'ValidationError',
      issues: [
        {
          field: 'resources.priorityClass',
          message: 'cluster classes has no priority class "urgent": its classes are high (100), low (0)',
        },
      ],
    });
    const created = await t.execute(CreateWithClass, { input: input('high') }, { token });
    const payload = created.data!.createProcess;
    if (payload.__typename !== 'CreateProcessPayload') throw new Error(JSON.stringify(payload));
    expect(payload.version!.resources.priorityClass).toBe('high');
    runner.wake();
    const c = sim.cluster('classes');
    const job = () =>
      c
        .listObjects('jobs', 'jobs')
        .find((j) => j.metadata.labels?.['kueue-batch.io/version-id'] === payload.version!.id);
    await expect
      .poll(() => job()?.metadata.labels?.['kueue.x-k8s.io/priority-class'], { timeout: 10_000 })
      .toBe('high');
    await expect
      .poll(() => workloadOf(c, job()!.metadata.name)?.spec?.priority, { timeout: 10_000 })
      .toBe(100);
  });
});
