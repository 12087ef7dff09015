import type * as k8s from '@kubernetes/client-node';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configProblems } from '../src/config.ts';
import { ANNOTATIONS, DEMO_CONFIG, GPU_PRODUCT_LABEL, startKubeSim } from '../src/index.ts';
import { type Clients, clientsFor, condition, jobManifest, type KubeSim } from './helpers.ts';

type Obj = Record<string, any>;
const KUEUE = { group: 'kueue.x-k8s.io', version: 'v1beta2' };
const A100 = 'NVIDIA-A100-SXM4-80GB';
const H100 = 'NVIDIA-H100-80GB-HBM3';

/** The GPU demo cluster ("delta"): a cpu/memory group and an nvidia.com/gpu group with a100 ×8, h100 ×4. */
function gpuCluster() {
  const delta = DEMO_CONFIG.clusters.find((c) => c.name === 'delta');
  if (!delta) throw new Error('the demo has no GPU cluster');
  return structuredClone(delta);
}

function gpuJob(
  name: string,
  gpus: string | undefined,
  o: {
    cpu?: string;
    nodeSelector?: Record<string, string>;
    affinity?: k8s.V1Affinity;
    extra?: Record<string, string>;
  } = {},
): k8s.V1Job {
  const job = jobManifest({ name, queue: 'team', cpu: o.cpu ?? '2', memory: '8Gi' });
  const spec = job.spec!.template.spec!;
  const res = spec.containers[0]!.resources!;
  if (gpus !== undefined) {
    res.limits = { ...res.limits, 'nvidia.com/gpu': gpus };
    res.requests = { ...res.requests, 'nvidia.com/gpu': gpus };
  }
  for (const [r, q] of Object.entries(o.extra ?? {})) {
    res.limits = { ...res.limits, [r]: q };
    res.requests = { ...res.requests, [r]: q };
  }
  if (o.nodeSelector) spec.nodeSelector = o.nodeSelector;
  if (o.affinity) spec.affinity = o.affinity;
  return job;
}

function requireProduct(operator: 'In' | 'NotIn', values: string[]): k8s.V1Affinity {
  return {
    nodeAffinity: {
      requiredDuringSchedulingIgnoredDuringExecution: {
        nodeSelectorTerms: [{ matchExpressions: [{ key: GPU_PRODUCT_LABEL, operator, values }] }],
      },
    },
  };
}

describe('Kueue flavor assignment per resource group (GPU demo cluster)', () => {
  let sim: KubeSim;
  let c: Clients;
  beforeEach(async () => {
    sim = await startKubeSim({ clock: { speed: 0 }, clusters: [gpuCluster()] });
    c = clientsFor(sim.cluster('delta'));
  });
  afterEach(async () => {
    await sim.stop();
  });

  const create = (job: k8s.V1Job) => c.batch.createNamespacedJob({ namespace: 'jobs', body: job });
  const workloadOf = async (job: string): Promise<Obj> => {
    const j = await c.batch.readNamespacedJob({ namespace: 'jobs', name: job });
    const list = (await c.custom.listNamespacedCustomObject({
      ...KUEUE,
      namespace: 'jobs',
      plural: 'workloads',
    })) as { items: Obj[] };
    const wl = list.items.find((w) =>
      w.metadata.ownerReferences?.some((r: Obj) => r.uid === j.metadata?.uid),
    );
    if (!wl) throw new Error(`no workload for job ${job}`);
    return wl;
  };
  const flavorsOf = async (job: string) =>
    (await workloadOf(job)).status?.admission?.podSetAssignments?.[0]?.flavors;
  const clusterQueue = async (version = 'v1beta2'): Promise<Obj> =>
    (await c.custom.getClusterCustomObject({
      group: 'kueue.x-k8s.io',
      version,
      plural: 'clusterqueues',
      name: 'team',
    })) as Obj;
  const apiError = async (p: Promise<unknown>) => {
    const err = (await p.then(
      () => undefined,
      (e) => e,
    )) as { code?: number; body?: string } | undefined;
    if (!err) throw new Error('the request was accepted');
    return { code: err.code, ...(JSON.parse(err.body ?? '{}') as Obj) } as Obj;
  };

  it('serves two resource groups and assigns one flavor per group, with usage per flavor', async () => {
    const cq = await clusterQueue();
    expect(cq.spec.resourceGroups).toEqual([
      {
        coveredResources: ['cpu', 'memory'],
        flavors: [
          {
            name: 'gpu-host',
            resources: [
              { name: 'cpu', nominalQuota: '64' },
              { name: 'memory', nominalQuota: '512Gi' },
            ],
          },
        ],
      },
      {
        coveredResources: ['nvidia.com/gpu'],
        flavors: [
          { name: 'a100', resources: [{ name: 'nvidia.com/gpu', nominalQuota: '8' }] },
          { name: 'h100', resources: [{ name: 'nvidia.com/gpu', nominalQuota: '4' }] },
        ],
      },
    ]);
    const rf = (await c.custom.getClusterCustomObject({
      ...KUEUE,
      plural: 'resourceflavors',
      name: 'h100',
    })) as Obj;
    expect(rf.spec.nodeLabels).toEqual({ [GPU_PRODUCT_LABEL]: H100 });

    await create(gpuJob('train', '2'));
    const wl = await workloadOf('train');
    expect(wl.status.admission.podSetAssignments[0]).toEqual({
      name: 'main',
      flavors: { cpu: 'gpu-host', memory: 'gpu-host', 'nvidia.com/gpu': 'a100' },
      resourceUsage: { cpu: '2', memory: '8Gi', 'nvidia.com/gpu': '2' },
      count: 1,
    });
    // Kueue injects the assigned flavors' nodeLabels into the unsuspended job's pod template.
    const job = await c.batch.readNamespacedJob({ namespace: 'jobs', name: 'train' });
    expect(job.spec?.suspend).toBe(false);
    expect(job.spec?.template.spec?.nodeSelector).toEqual({ [GPU_PRODUCT_LABEL]: A100 });

    const status = (await clusterQueue()).status;
    const usage = [
      {
        name: 'gpu-host',
        resources: [
          { name: 'cpu', total: '2', borrowed: '0' },
          { name: 'memory', total: '8Gi', borrowed: '0' },
        ],
      },
      { name: 'a100', resources: [{ name: 'nvidia.com/gpu', total: '2', borrowed: '0' }] },
      { name: 'h100', resources: [{ name: 'nvidia.com/gpu', total: '0', borrowed: '0' }] },
    ];
    expect(status.flavorsUsage).toEqual(usage);
    expect(status.flavorsReservation).toEqual(usage);
    const lq = (await c.custom.getNamespacedCustomObject({
      ...KUEUE,
      namespace: 'jobs',
      plural: 'localqueues',
      name: 'team',
    })) as Obj;
    expect(lq.status.flavorsUsage.find((f: Obj) => f.name === 'a100').resources).toEqual([
      { name: 'nvidia.com/gpu', total: '2' },
    ]);
    // The same usage through v1beta1.
    expect((await clusterQueue('v1beta1')).status.flavorsUsage).toEqual(usage);
  });

  it('takes the second GPU flavor when only it holds the request', async () => {
    await create(gpuJob('six', '6'));
    expect((await flavorsOf('six'))['nvidia.com/gpu']).toBe('a100');
    await create(gpuJob('four', '4'));
    expect(await flavorsOf('four')).toEqual({
      cpu: 'gpu-host',
      memory: 'gpu-host',
      'nvidia.com/gpu': 'h100',
    });
    // Neither flavor has 3 free GPUs now (a100: 2, h100: 0): the job waits, and the message names both.
    await create(gpuJob('three', '3'));
    const wl = await workloadOf('three');
    expect(condition(wl, 'QuotaReserved')).toMatchObject({
      status: 'False',
      reason: 'WaitingForQuota',
      message:
        "couldn't assign flavors to pod set main: insufficient unused quota for nvidia.com/gpu in flavor a100, 1 more needed, insufficient unused quota for nvidia.com/gpu in flavor h100, 3 more needed",
    });
    const cq = (await clusterQueue()).status;
    expect(cq.flavorsUsage.map((f: Obj) => [f.name, f.resources.map((r: Obj) => r.total)])).toEqual([
      ['gpu-host', ['4', '16Gi']],
      ['a100', ['6']],
      ['h100', ['4']],
    ]);
    expect(cq).toMatchObject({ pendingWorkloads: 1, admittedWorkloads: 2 });
  });

  it('matches flavors nodeLabels against the pod’s node selector and required node affinity', async () => {
    await create(gpuJob('pinned-h100', '1', { affinity: requireProduct('In', [H100]) }));
    expect((await flavorsOf('pinned-h100'))['nvidia.com/gpu']).toBe('h100');
    const pinned = await c.batch.readNamespacedJob({ namespace: 'jobs', name: 'pinned-h100' });
    expect(pinned.spec?.template.spec?.nodeSelector).toEqual({ [GPU_PRODUCT_LABEL]: H100 });

    await create(gpuJob('not-a100', '1', { affinity: requireProduct('NotIn', [A100]) }));
    expect((await flavorsOf('not-a100'))['nvidia.com/gpu']).toBe('h100');

    await create(gpuJob('selector-a100', '1', { nodeSelector: { [GPU_PRODUCT_LABEL]: A100 } }));
    expect((await flavorsOf('selector-a100'))['nvidia.com/gpu']).toBe('a100');

    // Keys no flavor labels are ignored (they are for the node scheduler, not for Kueue).
    await create(gpuJob('other-key', '1', { nodeSelector: { 'topology.kubernetes.io/zone': 'z1' } }));
    expect((await flavorsOf('other-key'))['nvidia.com/gpu']).toBe('a100');

    // Pinned to h100 (4 GPUs) while asking for 6: only the a100 would hold it, and it is excluded.
    await create(gpuJob('too-big', '6', { affinity: requireProduct('In', [H100]) }));
    expect(condition(await workloadOf('too-big'), 'QuotaReserved')).toMatchObject({
      status: 'False',
      reason: 'ExceedsMaxQuota',
      message:
        "couldn't assign flavors to pod set main: flavor a100 doesn't match node affinity, insufficient quota for nvidia.com/gpu in flavor h100, previously considered podsets requests (0) + current podset request (6) > maximum capacity (4)",
    });

    await create(gpuJob('no-such-gpu', '1', { nodeSelector: { [GPU_PRODUCT_LABEL]: 'NVIDIA-B200' } }));
    expect(condition(await workloadOf('no-such-gpu'), 'QuotaReserved')).toMatchObject({
      status: 'False',
      reason: 'NoMatchingFlavor',
      message:
        "couldn't assign flavors to pod set main: flavor a100 doesn't match node affinity, flavor h100 doesn't match node affinity",
    });
    expect((await c.batch.readNamespacedJob({ namespace: 'jobs', name: 'no-such-gpu' })).spec?.suspend).toBe(
      true,
    );
  });

  it('leaves a request for a resource no group covers pending with Kueue’s message, under both reason vocabularies', async () => {
    await create(gpuJob('fpga', undefined, { extra: { 'example.com/fpga': '1' } }));
    let wl = await workloadOf('fpga');
    expect(condition(wl, 'QuotaReserved')).toMatchObject({
      status: 'False',
      reason: 'NoMatchingFlavor',
      message:
        "couldn't assign flavors to pod set main: resource example.com/fpga unavailable in ClusterQueue",
    });
    expect(wl.status.resourceRequests).toEqual([
      { name: 'main', resources: { cpu: '2', 'example.com/fpga': '1', memory: '8Gi' } },
    ]);
    sim.cluster('delta').setKueueFeatureGates({ UnadmittedWorkloadsObservability: false });
    wl = await workloadOf('fpga');
    expect(condition(wl, 'QuotaReserved')).toMatchObject({
      reason: 'Pending',
      message:
        "couldn't assign flavors to pod set main: resource example.com/fpga unavailable in ClusterQueue",
    });
    sim.clock.advance(600_000);
    expect((await c.batch.readNamespacedJob({ namespace: 'jobs', name: 'fpga' })).spec?.suspend).toBe(true);
    expect((await clusterQueue()).status.pendingWorkloads).toBe(1);
  });

  it('runs GPU pods like any other, and refuses extended resources the API server refuses', async () => {
    const job = gpuJob('gpu-run', '2');
    job.metadata!.annotations = { [ANNOTATIONS.duration]: '30s' };
    await create(job);
    sim.clock.advance(2_000);
    const pods = await c.core.listNamespacedPod({ namespace: 'jobs', labelSelector: 'job-name=gpu-run' });
    expect(pods.items.map((p) => p.status?.phase)).toEqual(['Running']);
    expect(pods.items[0]?.spec?.containers[0]?.resources?.limits?.['nvidia.com/gpu']).toBe('2');
    expect(pods.items[0]!.status?.qosClass).toBe('Guaranteed');
    sim.clock.advance(30_000);
    const done = await c.batch.readNamespacedJob({ namespace: 'jobs', name: 'gpu-run' });
    expect(condition(done, 'Complete')?.status).toBe('True');
    expect((await clusterQueue()).status.flavorsUsage[1].resources[0].total).toBe('0');

    // A GPU-only pod is BestEffort: only cpu and memory decide the QoS class.
    const gpuOnly = gpuJob('gpu-only', '1');
    gpuOnly.spec!.template.spec!.containers[0]!.resources = { limits: { 'nvidia.com/gpu': '1' } };
    await create(gpuOnly);
    sim.clock.advance(2_000);
    const [only] = (await c.core.listNamespacedPod({ namespace: 'jobs', labelSelector: 'job-name=gpu-only' }))
      .items;
    expect(only?.spec?.containers[0]?.resources?.requests).toEqual({ 'nvidia.com/gpu': '1' });
    expect(only!.status?.qosClass).toBe('BestEffort');

    const half = await apiError(create(gpuJob('half', '500m')));
    expect(half).toMatchObject({ code: 422, reason: 'Invalid' });
    expect(half.message).toContain(
      'spec.template.spec.containers[0].resources.limits[nvidia.com/gpu]: Invalid value: "500m": must be an integer',
    );

    const unequal = gpuJob('unequal', '1');
    unequal.spec!.template.spec!.containers[0]!.resources!.limits!['nvidia.com/gpu'] = '2';
    const e2 = await apiError(create(unequal));
    expect(e2.code).toBe(422);
    expect(e2.message).toContain(
      'spec.template.spec.containers[0].resources.requests: Invalid value: "1": must be equal to nvidia.com/gpu limit of 2',
    );

    const noLimit = gpuJob('no-limit', '1');
    delete noLimit.spec!.template.spec!.containers[0]!.resources!.limits!['nvidia.com/gpu'];
    const e3 = await apiError(create(noLimit));
    expect(e3.message).toContain(
      'spec.template.spec.containers[0].resources.limits: Required value: Limit must be set for non overcommitable resources',
    );

    const bare = await apiError(create(gpuJob('bare', undefined, { extra: { gpu: '1' } })));
    expect(bare.message).toContain(
      'spec.template.spec.containers[0].resources.limits[gpu]: Invalid value: "gpu": must be a standard resource for containers',
    );
    // cpu and memory may still be overcommitted.
    const burst = jobManifest({ name: 'burst', queue: 'team', cpu: '1', memory: '1Gi' });
    burst.spec!.template.spec!.containers[0]!.resources!.limits = { cpu: '4', memory: '2Gi' };
    await create(burst);
  });
});

describe('ResourceFlavor taints and tolerations', () => {
  it('skips a tainted flavor for pods that do not tolerate it and adds the flavor’s tolerations on admission', async () => {
    const cfg = gpuCluster();
    const gpuGroup = cfg.clusterQueues![0]!.resourceGroups![1]!;
    gpuGroup.flavors[0]!.nodeTaints = [{ key: 'reserved', value: 'ml', effect: 'NoSchedule' }];
    gpuGroup.flavors[1]!.tolerations = [{ key: 'nvidia.com/gpu', operator: 'Exists', effect: 'NoSchedule' }];
    const sim = await startKubeSim({ clock: { speed: 0 }, clusters: [cfg] });
    try {
      const c = clientsFor(sim.cluster('delta'));
      const flavorOf = (name: string) =>
        sim
          .cluster('delta')
          .listObjects('workloads', 'jobs')
          .find((w) => w.metadata.name.startsWith(`job-${name}-`))?.status?.admission?.podSetAssignments[0]
          .flavors;
      await c.batch.createNamespacedJob({ namespace: 'jobs', body: gpuJob('plain', '1') });
      expect(flavorOf('plain')?.['nvidia.com/gpu']).toBe('h100');
      const plain = await c.batch.readNamespacedJob({ namespace: 'jobs', name: 'plain' });
      expect(plain.spec?.template.spec?.tolerations).toEqual([
        { key: 'nvidia.com/gpu', operator: 'Exists', effect: 'NoSchedule' },
      ]);
      const tolerant = gpuJob('tolerant', '1');
      tolerant.spec!.template.spec!.tolerations = [
        { key: 'reserved', operator: 'Equal', value: 'ml', effect: 'NoSchedule' },
      ];
      await c.batch.createNamespacedJob({ namespace: 'jobs', body: tolerant });
      expect(flavorOf('tolerant')?.['nvidia.com/gpu']).toBe('a100');
      await c.batch.createNamespacedJob({ namespace: 'jobs', body: gpuJob('many', '6') });
      const wl = sim
        .cluster('delta')
        .listObjects('workloads', 'jobs')
        .find((w) => w.metadata.name.startsWith('job-many-'));
      expect(condition(wl as Obj, 'QuotaReserved')?.message).toBe(
        "couldn't assign flavors to pod set main: insufficient quota for nvidia.com/gpu in flavor h100, previously considered podsets requests (0) + current podset request (6) > maximum capacity (4), untolerated taint reserved=ml:NoSchedule in flavor a100",
      );
    } finally {
      await sim.stop();
    }
  });
});

describe('configured resource groups', () => {
  it('checks that a resource belongs to one group and a flavor to one place', () => {
    expect(configProblems(DEMO_CONFIG)).toEqual([]);
    expect(
      configProblems({
        clusters: [
          {
            name: 'x',
            clusterQueues: [
              {
                name: 'q',
                resourceGroups: [
                  { flavors: [{ name: 'a', cpu: 4, memory: '8Gi' }] },
                  { flavors: [{ name: 'a', cpu: 2, resources: { 'nvidia.com/gpu': 'two' } }] },
                ],
              },
              { name: 'neither' },
            ],
          },
        ],
      }),
    ).toEqual([
      'clusters[0].clusterQueues[0].resourceGroups[1].flavors[0]: flavor "a" is used twice in this ClusterQueue',
      'clusters[0].clusterQueues[0].resourceGroups[1].flavors[0]: resource cpu is already covered by resource group 0',
      'clusters[0].clusterQueues[0].resourceGroups[1].flavors[0].nvidia.com/gpu: "two" is not a Kubernetes quantity',
      'clusters[0].clusterQueues[1] needs either flavors (one resource group) or resourceGroups',
    ]);
  });
});
