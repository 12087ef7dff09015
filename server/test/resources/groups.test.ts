import type { KubeSim, SimCluster } from 'kube-sim';
import { startKubeSim } from 'kube-sim';
import { Agent, fetch } from 'undici';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RateLimiter } from '../../src/services/rate-limit.ts';
import type { CreateProcessInput } from '../gql/graphql.ts';
import { graphql } from '../gql/index.ts';
import { createTestApp, seedProject, seedUser, type TestApp } from '../helpers/app.ts';
import { createTestRegistry, seedCluster, simCluster } from '../helpers/clusters.ts';
import { createTestDatabase, describePostgres, type TestDatabase } from '../helpers/database.ts';

// Issue 14 / ARCHITECTURE §11 through GraphQL, on real PostgreSQL and kube-sim: every resource group of a
// ClusterQueue read (with its ResourceFlavors' nodeLabels), the fit rule over groups at display and enforcement,
// the input rules of extended resources and pinned flavors.

const Available = graphql(`
  query ResourcesTest_Available($projectId: ID, $requests: ResourceRequestsInput) {
    availableClusters(projectId: $projectId, requests: $requests) {
      name
      fitsRequest
      limits {
        source
        maxCpuCores
        maxima { name quantity amount }
        resourceGroups {
          coveredResources
          flavors {
            name
            cpu
            memory
            cpuCores
            memoryBytes
            resources { name quantity amount }
            nodeLabels { key value }
          }
        }
        flavors { name cpu memory }
      }
    }
  }
`);

const Create = graphql(`
  mutation ResourcesTest_Create($input: CreateProcessInput!) {
    createProcess(input: $input) {
      __typename
      ... on CreateProcessPayload {
        dryRun
        flavor
        assignedFlavors { coveredResources flavor }
        cluster { name }
        version {
          id
          resources { cpu memory extended { name quantity amount } flavor }
          assignedFlavors { coveredResources flavor }
        }
      }
      ... on ValidationError { message issues { field message } }
      ... on ResourceLimitExceededError {
        message
        violations { resource resourceName requested limit flavor }
      }
    }
  }
`);

const Rerun = graphql(`
  mutation ResourcesTest_Rerun($input: RerunProcessInput!) {
    rerunProcess(input: $input) {
      __typename
      ... on CreateProcessPayload {
        cluster { name }
        assignedFlavors { coveredResources flavor }
        version { resources { extended { name quantity } flavor } }
      }
      ... on ValidationError { message issues { field message } }
      ... on ResourceLimitExceededError { message violations { resource resourceName requested limit flavor } }
    }
  }
`);

const GPU = 'nvidia.com/gpu';
const PRODUCT = 'nvidia.com/gpu.product';
let sim: KubeSim;
let db: TestDatabase;

/** A GPU cluster as they are usually set up: a cpu/memory group, and a GPU group whose flavors select nodes. */
function gpuCluster(name: string) {
  return {
    ...simCluster(name),
    clusterQueues: [
      {
        name: 'team',
        resourceGroups: [
          { flavors: [{ name: 'host', cpu: '32', memory: '128Gi' }] },
          {
            flavors: [
              { name: 'a100', resources: { [GPU]: 2 }, nodeLabels: { [PRODUCT]: 'NVIDIA-A100-SXM4-80GB' } },
              { name: 'h100', resources: { [GPU]: 4 }, nodeLabels: { [PRODUCT]: 'NVIDIA-H100-80GB-HBM3' } },
            ],
          },
        ],
      },
    ],
  };
}

function app(): TestApp {
  const kube = createTestRegistry({ timeoutMs: 2_000, breakerHalfOpenAfterMs: 60_000 });
  return createTestApp(db.prisma, {
    kube,
    rateLimiter: new RateLimiter(100_000),
    launchQueue: { wake: () => {} },
  });
}

let seq = 0;
function input(
  projectId: string,
  clusterId: string,
  resources: Partial<CreateProcessInput['resources']>,
): CreateProcessInput {
  seq += 1;
  return {
    projectId,
    clusterId,
    name: `gpu-job-${seq}`,
    image: 'busybox:1.36',
    command: ['sh', '-c', 'echo hi'],
    resources: { cpu: '4', memory: '16Gi', ...resources },
  };
}

/** Sets the nominal GPU quota of one flavor of the GPU group, as a cluster administrator would. */
async function setGpuQuota(cluster: SimCluster, flavorIndex: number, gpus: number) {
  const dispatcher = new Agent({ connect: { ca: cluster.caPem } });
  const res = await fetch(`${cluster.url}/apis/kueue.x-k8s.io/v1beta2/clusterqueues/team`, {
    method: 'PATCH',
    dispatcher,
    headers: { authorization: `Bearer ${cluster.token}`, 'content-type': 'application/json-patch+json' },
    body: JSON.stringify([
      {
        op: 'replace',
        path: `/spec/resourceGroups/1/flavors/${flavorIndex}/resources/0/nominalQuota`,
        value: String(gpus),
      },
    ]),
  });
  expect(res.status).toBe(200);
  await dispatcher.close();
}

describePostgres('resource groups, extended resources and flavors (issue 14)', () => {
  let token: string;
  let projectId: string;
  let gpu: { id: string };
  let plain: { id: string };
  let unreadable: { id: string };

  beforeAll(async () => {
    db = await createTestDatabase();
    sim = await startKubeSim({
      clusters: [
        gpuCluster('gpu'),
        gpuCluster('shrinking'),
        simCluster('plain', [{ name: 'default', cpu: '16', memory: '64Gi' }]),
        simCluster('unreadable'),
      ],
    });
    sim.cluster('unreadable').faults.set({ refuse: true });
  });

  afterAll(async () => {
    await sim?.stop();
    await db?.drop();
  });

  beforeEach(async () => {
    await db.prisma.process.deleteMany();
    await db.prisma.cluster.deleteMany();
    gpu = await seedCluster(db.prisma, sim.cluster('gpu'), { sortOrder: 1 });
    plain = await seedCluster(db.prisma, sim.cluster('plain'), { sortOrder: 2 });
    unreadable = await seedCluster(db.prisma, sim.cluster('unreadable'), { sortOrder: 3 });
    const member = await seedUser(db.prisma);
    token = member.token;
    projectId = (await seedProject(db.prisma, [{ userId: member.user.id }])).id;
  });

  it('reads every resource group with its flavors in order, their quotas, the ResourceFlavors’ nodeLabels and the maxima', async () => {
    const res = await app().execute(Available, { projectId }, { token });
    expect(res.errors).toBeUndefined();
    const [g, p, u] = res.data!.availableClusters;
    expect(g!.name).toBe('gpu');
    expect(g!.limits.source).toBe('KUEUE');
    expect(g!.limits.resourceGroups).toEqual([
      {
        coveredResources: ['cpu', 'memory'],
        flavors: [
          {
            name: 'host',
            cpu: '32',
            memory: '128Gi',
            cpuCores: 32,
            memoryBytes: 128 * 2 ** 30,
            resources: [
              { name: 'cpu', quantity: '32', amount: 32 },
              { name: 'memory', quantity: '128Gi', amount: 128 * 2 ** 30 },
            ],
            nodeLabels: [],
          },
        ],
      },
      {
        coveredResources: [GPU],
        flavors: [
          {
            name: 'a100',
            cpu: '0',
            memory: '0',
            cpuCores: 0,
            memoryBytes: 0,
            resources: [{ name: GPU, quantity: '2', amount: 2 }],
            nodeLabels: [{ key: PRODUCT, value: 'NVIDIA-A100-SXM4-80GB' }],
          },
          {
            name: 'h100',
            cpu: '0',
            memory: '0',
            cpuCores: 0,
            memoryBytes: 0,
            resources: [{ name: GPU, quantity: '4', amount: 4 }],
            nodeLabels: [{ key: PRODUCT, value: 'NVIDIA-H100-80GB-HBM3' }],
          },
        ],
      },
    ]);
    expect(g!.limits.maxima).toEqual([
      { name: 'cpu', quantity: '32', amount: 32 },
      { name: 'memory', quantity: '128Gi', amount: 128 * 2 ** 30 },
      { name: GPU, quantity: '4', amount: 4 },
    ]);
    // The cpu/memory view is unchanged: the one flavor of the cpu/memory group.
    expect(g!.limits.flavors).toEqual([{ name: 'host', cpu: '32', memory: '128Gi' }]);
    expect(p!.limits.resourceGroups.map((x) => x.coveredResources)).toEqual([['cpu', 'memory']]);
    // A fallback cluster: cpu and memory only.
    expect(u!.limits.source).toBe('FALLBACK');
    expect(u!.limits.resourceGroups).toMatchObject([
      { coveredResources: ['cpu', 'memory'], flavors: [{ name: 'fallback', nodeLabels: [] }] },
    ]);
    expect(u!.limits.maxima.map((m) => m.name)).toEqual(['cpu', 'memory']);
  });

  it('shows fitsRequest by the rule over groups: 3 GPUs fit only the second flavor, and only on the GPU cluster', async () => {
    const t = app();
    const fits = async (requests: Record<string, unknown>) =>
      Object.fromEntries(
        (await t.execute(Available, { projectId, requests }, { token })).data!.availableClusters.map((c) => [
          c.name,
          c.fitsRequest,
        ]),
      );
    const three = { cpu: '4', memory: '16Gi', extended: [{ name: GPU, quantity: '3' }] };
    expect(await fits(three)).toEqual({ gpu: true, plain: false, unreadable: false });
    expect(await fits({ ...three, flavor: 'a100' })).toEqual({ gpu: false, plain: false, unreadable: false });
    expect(await fits({ ...three, flavor: 'h100' })).toEqual({ gpu: true, plain: false, unreadable: false });
    expect(await fits({ ...three, extended: [{ name: GPU, quantity: '5' }] })).toMatchObject({ gpu: false });
    expect(await fits({ cpu: '4', memory: '16Gi' })).toEqual({ gpu: true, plain: true, unreadable: true });
  });

  it('creates a request that fits only the second GPU flavor: Kueue’s choice per group, the version keeps what it asked for', async () => {
    const res = await app().execute(
      Create,
      { input: input(projectId, gpu.id, { extended: [{ name: GPU, quantity: '3' }] }) },
      { token },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.createProcess).toMatchObject({
      __typename: 'CreateProcessPayload',
      flavor: 'host',
      assignedFlavors: [
        { coveredResources: ['cpu', 'memory'], flavor: 'host' },
        { coveredResources: [GPU], flavor: 'h100' },
      ],
      cluster: { name: 'gpu' },
      version: {
        resources: {
          cpu: '4',
          memory: '16Gi',
          extended: [{ name: GPU, quantity: '3', amount: 3 }],
          flavor: null,
        },
        assignedFlavors: [], // nothing admitted yet
      },
    });
    const stored = await db.prisma.processVersion.findFirstOrThrow({
      select: { extendedResources: true, flavor: true, flavorNodeLabels: true },
    });
    expect(stored).toEqual({
      extendedResources: [{ name: GPU, quantity: '3' }],
      flavor: null,
      flavorNodeLabels: null,
    });
  });

  it('stores a pinned flavor with the nodeLabels it was checked with', async () => {
    const res = await app().execute(
      Create,
      { input: input(projectId, gpu.id, { extended: [{ name: GPU, quantity: '2' }], flavor: 'h100' }) },
      { token },
    );
    expect(res.data!.createProcess).toMatchObject({
      __typename: 'CreateProcessPayload',
      assignedFlavors: [
        { coveredResources: ['cpu', 'memory'], flavor: 'host' },
        { coveredResources: [GPU], flavor: 'h100' },
      ],
      version: { resources: { flavor: 'h100', extended: [{ name: GPU, quantity: '2' }] } },
    });
    const stored = await db.prisma.processVersion.findFirstOrThrow({ select: { flavorNodeLabels: true } });
    expect(stored.flavorNodeLabels).toEqual({ [PRODUCT]: 'NVIDIA-H100-80GB-HBM3' });
  });

  it('refuses a pinned flavor that is too small while another would fit, naming the pinned one', async () => {
    const res = await app().execute(
      Create,
      { input: input(projectId, gpu.id, { extended: [{ name: GPU, quantity: '3' }], flavor: 'a100' }) },
      { token },
    );
    const result = res.data!.createProcess;
    expect(result).toMatchObject({
      __typename: 'ResourceLimitExceededError',
      violations: [{ resource: 'EXTENDED', resourceName: GPU, requested: 3, limit: 2, flavor: 'a100' }],
    });
    if (result.__typename !== 'ResourceLimitExceededError') throw new Error('unreachable');
    expect(result.message).toBe(
      'The request does not fit cluster gpu: 3 nvidia.com/gpu requested, 2 at most on the pinned flavor a100 (h100 would hold it).',
    );
    expect(await db.prisma.processVersion.count()).toBe(0);
  });

  it('refuses a GPU request on a cluster without GPUs, and on a fallback cluster saying its limits know only cpu and memory', async () => {
    const t = app();
    const onPlain = await t.execute(
      Create,
      { input: input(projectId, plain.id, { extended: [{ name: GPU, quantity: '1' }] }) },
      { token },
    );
    expect(onPlain.data!.createProcess).toEqual({
      __typename: 'ResourceLimitExceededError',
      message:
        'The request does not fit cluster plain: no resource group of this cluster covers nvidia.com/gpu, so Kueue would never admit a request for it.',
      violations: [{ resource: 'EXTENDED', resourceName: GPU, requested: 1, limit: 0, flavor: null }],
    });
    const onFallback = await t.execute(
      Create,
      { input: input(projectId, unreadable.id, { extended: [{ name: GPU, quantity: '1' }] }) },
      { token },
    );
    expect(onFallback.data!.createProcess).toEqual({
      __typename: 'ResourceLimitExceededError',
      message:
        "The request does not fit cluster unreadable (fallback limits: its queue could not be read): nvidia.com/gpu cannot be requested on fallback limits, which know only cpu and memory (the cluster's ClusterQueue could not be read to learn what else it offers).",
      violations: [{ resource: 'EXTENDED', resourceName: GPU, requested: 1, limit: 0, flavor: null }],
    });
    expect(await db.prisma.processVersion.count()).toBe(0);
  });

  it('refuses a flavor the cluster does not have on resources.flavor, listing those it has', async () => {
    const res = await app().execute(
      Create,
      { input: input(projectId, gpu.id, { extended: [{ name: GPU, quantity: '1' }], flavor: 'v100' }) },
      { token },
    );
    expect(res.data!.createProcess).toMatchObject({
      __typename: 'ValidationError',
      issues: [
        {
          field: 'resources.flavor',
          message:
            'cluster gpu has no flavor "v100": its flavors are host (cpu, memory); a100, h100 (nvidia.com/gpu)',
        },
      ],
    });
  });

  it('refuses fractional, zero, negative, unknown-name, native and duplicated extended resources, each on its field', async () => {
    const res = await app().execute(
      Create,
      {
        input: input(projectId, gpu.id, {
          extended: [
            { name: GPU, quantity: '0.5' },
            { name: 'example.com/fpga', quantity: '0' },
            { name: 'example.com/tpu', quantity: '-1' },
            { name: 'gpu', quantity: '1' },
            { name: 'memory', quantity: '1' },
            { name: 'example.com/dup', quantity: '1' },
            { name: 'example.com/dup', quantity: '2' },
            { name: 'kubernetes.io/batteries', quantity: '1' },
          ],
        }),
      },
      { token },
    );
    const result = res.data!.createProcess;
    expect(result.__typename).toBe('ValidationError');
    if (result.__typename !== 'ValidationError') throw new Error('unreachable');
    expect(result.issues).toEqual([
      {
        field: 'resources.extended[0].quantity',
        message:
          '"0.5" is not a whole number: nvidia.com/gpu is counted in whole units (Kubernetes refuses fractions of an extended resource), e.g. "1" or "2"',
      },
      {
        field: 'resources.extended[1].quantity',
        message: '"0": ask for at least 1 example.com/fpga, or leave it out',
      },
      {
        field: 'resources.extended[2].quantity',
        message: '"-1": a count of example.com/tpu must be above zero',
      },
      {
        field: 'resources.extended[3].name',
        message: '"gpu" has no domain prefix: extended resources are named like "nvidia.com/gpu"',
      },
      {
        field: 'resources.extended[4].name',
        message: '"memory" is not an extended resource (set cpu and memory with their own fields)',
      },
      { field: 'resources.extended[6].name', message: '"example.com/dup" is requested twice' },
      {
        field: 'resources.extended[7].name',
        message: '"kubernetes.io/batteries" is in a domain Kubernetes keeps for its own resources',
      },
    ]);
    const many = await app().execute(
      Create,
      {
        input: input(projectId, gpu.id, {
          extended: Array.from({ length: 17 }, (_, i) => ({ name: `example.com/r${i}`, quantity: '1' })),
        }),
      },
      { token },
    );
    expect(many.data!.createProcess).toMatchObject({
      __typename: 'ValidationError',
      issues: [{ field: 'resources.extended', message: 'at most 16 extended resources (got 17)' }],
    });
    expect(await db.prisma.processVersion.count()).toBe(0);
  });

  it('enforces the quota as it is at submission: shrunk between display and submit, the request is refused', async () => {
    const shrinking = await seedCluster(db.prisma, sim.cluster('shrinking'), { sortOrder: 0 });
    const t = app();
    const requests = { cpu: '4', memory: '16Gi', extended: [{ name: GPU, quantity: '3' }] };
    const fits = async () =>
      (await t.execute(Available, { projectId, requests }, { token })).data!.availableClusters.find(
        (c) => c.name === 'shrinking',
      )!.fitsRequest;
    expect(await fits()).toBe(true);
    await setGpuQuota(sim.cluster('shrinking'), 1, 2); // h100: 4 → 2
    // The cluster's watch brings the new quota within a second; submission checks against it.
    await expect.poll(fits, { timeout: 1_000, interval: 20 }).toBe(false);
    const res = await t.execute(
      Create,
      { input: input(projectId, shrinking.id, { extended: [{ name: GPU, quantity: '3' }] }) },
      { token },
    );
    expect(res.data!.createProcess).toMatchObject({
      __typename: 'ResourceLimitExceededError',
      violations: [{ resource: 'EXTENDED', resourceName: GPU, requested: 3, limit: 2 }],
    });
    await setGpuQuota(sim.cluster('shrinking'), 1, 4);
  });

  describe('rerunProcess', () => {
    it('copies the extended resources and the flavor; a cluster override re-checks them', async () => {
      const t = app();
      const created = await t.execute(
        Create,
        { input: input(projectId, gpu.id, { extended: [{ name: GPU, quantity: '2' }], flavor: 'h100' }) },
        { token },
      );
      const source = created.data!.createProcess;
      if (source.__typename !== 'CreateProcessPayload') throw new Error(JSON.stringify(source));
      const again = await t.execute(Rerun, { input: { processVersionId: source.version!.id } }, { token });
      expect(again.data!.rerunProcess).toMatchObject({
        __typename: 'CreateProcessPayload',
        cluster: { name: 'gpu' },
        assignedFlavors: [
          { coveredResources: ['cpu', 'memory'], flavor: 'host' },
          { coveredResources: [GPU], flavor: 'h100' },
        ],
        version: { resources: { extended: [{ name: GPU, quantity: '2' }], flavor: 'h100' } },
      });
      // To a cluster without that flavor: the copied flavor is an input issue there.
      const moved = await t.execute(
        Rerun,
        { input: { processVersionId: source.version!.id, clusterId: plain.id } },
        { token },
      );
      expect(moved.data!.rerunProcess).toMatchObject({
        __typename: 'ValidationError',
        issues: [
          {
            field: 'resources.flavor',
            message: expect.stringContaining('cluster plain has no flavor "h100"'),
          },
        ],
      });
      // Unpinned, the copied GPUs still do not fit a cluster without GPUs.
      const unpinned = await t.execute(
        Rerun,
        { input: { processVersionId: source.version!.id, clusterId: plain.id, resources: { flavor: null } } },
        { token },
      );
      expect(unpinned.data!.rerunProcess).toMatchObject({
        __typename: 'ResourceLimitExceededError',
        violations: [{ resource: 'EXTENDED', resourceName: GPU, requested: 2, limit: 0, flavor: null }],
      });
      // Dropping them moves it.
      const dropped = await t.execute(
        Rerun,
        {
          input: {
            processVersionId: source.version!.id,
            clusterId: plain.id,
            resources: { flavor: null, extended: [] },
          },
        },
        { token },
      );
      expect(dropped.data!.rerunProcess).toMatchObject({
        __typename: 'CreateProcessPayload',
        cluster: { name: 'plain' },
        version: { resources: { extended: [], flavor: null } },
      });
    });
  });
});
