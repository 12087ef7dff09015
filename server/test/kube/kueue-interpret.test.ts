import { checkFit, fitsFlavor, maxima } from '@kueue-batch/rules';
import { describe, expect, it } from 'vitest';
import {
  flavorNodeLabels,
  interpretClusterQueue,
  MalformedClusterQueueError,
} from '../../src/kube/cluster-queue.ts';

const GiB = 1024n ** 3n;

// biome-ignore lint/suspicious/noExplicitAny: fixtures patch arbitrary (also invalid) shapes
type Obj = Record<string, any>;

// Builder in the style of Kueue's testing wrappers: clusterQueue().flavor(name, { cpu, memory }).
function clusterQueue() {
  const flavors: Array<Record<string, unknown>> = [];
  const object: Obj = {
    apiVersion: 'kueue.x-k8s.io/v1beta2',
    kind: 'ClusterQueue',
    metadata: { name: 'team' },
    spec: { resourceGroups: [{ coveredResources: ['cpu', 'memory'], flavors }] },
    status: {},
  };
  const builder = {
    flavor(name: string, quota: { cpu: string; memory: string; borrowCpu?: string; borrowMemory?: string }) {
      flavors.push({
        name,
        resources: [
          {
            name: 'cpu',
            nominalQuota: quota.cpu,
            ...(quota.borrowCpu ? { borrowingLimit: quota.borrowCpu } : {}),
          },
          {
            name: 'memory',
            nominalQuota: quota.memory,
            ...(quota.borrowMemory ? { borrowingLimit: quota.borrowMemory } : {}),
          },
        ],
      });
      return builder;
    },
    patch(fn: (o: Obj) => void) {
      fn(object);
      return builder;
    },
    build: () => object,
  };
  return builder;
}

describe('interpretClusterQueue', () => {
  it('reads exact per-flavor ceilings from nominalQuota', () => {
    const reading = interpretClusterQueue(
      clusterQueue()
        .flavor('small', { cpu: '8', memory: '32Gi' })
        .flavor('big', { cpu: '64500m', memory: '1.5Ti' })
        .build(),
      'v1beta2',
      'c1',
    );
    expect(reading.flavors).toEqual([
      {
        name: 'small',
        cpuMillis: 8000n,
        memoryBytes: 32n * GiB,
        resources: [
          { name: 'cpu', amount: 8000n },
          { name: 'memory', amount: 32n * GiB },
        ],
        nodeLabels: {},
      },
      {
        name: 'big',
        cpuMillis: 64_500n,
        memoryBytes: 1536n * GiB,
        resources: [
          { name: 'cpu', amount: 64_500n },
          { name: 'memory', amount: 1536n * GiB },
        ],
        nodeLabels: {},
      },
    ]);
    expect(reading.active).toBe(true);
    expect(maxima(reading.flavors)).toEqual({ cpuMillis: 64_500n, memoryBytes: 1536n * GiB });
  });

  it('counts borrowingLimit only when asked and the queue is in a cohort', () => {
    const object = clusterQueue()
      .flavor('f', { cpu: '4', memory: '8Gi', borrowCpu: '2', borrowMemory: '8Gi' })
      .patch((o) => {
        o.spec.cohortName = 'org';
      })
      .build();
    expect(interpretClusterQueue(object, 'v1beta2', 'c1').flavors[0]).toMatchObject({ cpuMillis: 4000n });
    expect(interpretClusterQueue(object, 'v1beta2', 'c1', true).flavors[0]).toMatchObject({
      name: 'f',
      cpuMillis: 6000n,
      memoryBytes: 16n * GiB,
    });
    // v1beta1 names the cohort `cohort`: read as v1beta1, `cohortName` is not a cohort.
    expect(interpretClusterQueue(object, 'v1beta1', 'c1', true).flavors[0]).toMatchObject({
      cpuMillis: 4000n,
    });
  });

  it('pairs flavors when cpu and memory are in different resource groups', () => {
    const object = clusterQueue()
      .patch((o) => {
        o.spec.resourceGroups = [
          {
            coveredResources: ['cpu'],
            flavors: [
              { name: 'amd', resources: [{ name: 'cpu', nominalQuota: '16' }] },
              { name: 'arm', resources: [{ name: 'cpu', nominalQuota: '96' }] },
            ],
          },
          {
            coveredResources: ['memory'],
            flavors: [{ name: 'ram', resources: [{ name: 'memory', nominalQuota: '64Gi' }] }],
          },
        ];
      })
      .build();
    expect(interpretClusterQueue(object, 'v1beta2', 'c1').flavors).toEqual([
      {
        name: 'amd+ram',
        cpuMillis: 16_000n,
        memoryBytes: 64n * GiB,
        resources: [
          { name: 'cpu', amount: 16_000n },
          { name: 'memory', amount: 64n * GiB },
        ],
        nodeLabels: {},
      },
      {
        name: 'arm+ram',
        cpuMillis: 96_000n,
        memoryBytes: 64n * GiB,
        resources: [
          { name: 'cpu', amount: 96_000n },
          { name: 'memory', amount: 64n * GiB },
        ],
        nodeLabels: {},
      },
    ]);
  });

  it.each(['v1beta2', 'v1beta1'] as const)(
    'reads every resource group (%s): covered resources, flavors in order, quota with borrowing in a cohort, ResourceFlavors’ nodeLabels',
    (version) => {
      const object = clusterQueue()
        .patch((o) => {
          o.spec[version === 'v1beta2' ? 'cohortName' : 'cohort'] = 'org';
          o.spec.resourceGroups = [
            {
              coveredResources: ['cpu', 'memory'],
              flavors: [
                {
                  name: 'host',
                  resources: [
                    { name: 'cpu', nominalQuota: '32' },
                    { name: 'memory', nominalQuota: '128Gi' },
                  ],
                },
              ],
            },
            {
              coveredResources: ['nvidia.com/gpu'],
              flavors: [
                {
                  name: 'a100',
                  resources: [{ name: 'nvidia.com/gpu', nominalQuota: 8, borrowingLimit: '2' }],
                },
                { name: 'h100', resources: [{ name: 'nvidia.com/gpu', nominalQuota: '4' }] },
              ],
            },
          ];
        })
        .build();
      const labels = flavorNodeLabels({
        items: [
          { metadata: { name: 'host' }, spec: {} },
          { metadata: { name: 'a100' }, spec: { nodeLabels: { 'nvidia.com/gpu.product': 'A100' } } },
          {
            metadata: { name: 'h100' },
            spec: { nodeLabels: { 'nvidia.com/gpu.product': 'H100', zone: 'b' } },
          },
          { metadata: { name: 'unused' }, spec: { nodeLabels: { x: 'y' } } },
        ],
      });
      const reading = interpretClusterQueue(object, version, 'c1', true, labels);
      expect(reading.resourceGroups).toEqual([
        {
          coveredResources: ['cpu', 'memory'],
          flavors: [{ name: 'host', quota: { cpu: 32_000n, memory: 128n * GiB }, nodeLabels: {} }],
        },
        {
          coveredResources: ['nvidia.com/gpu'],
          flavors: [
            {
              name: 'a100',
              quota: { 'nvidia.com/gpu': 10n },
              nodeLabels: { 'nvidia.com/gpu.product': 'A100' },
            },
            {
              name: 'h100',
              quota: { 'nvidia.com/gpu': 4n },
              nodeLabels: { 'nvidia.com/gpu.product': 'H100', zone: 'b' },
            },
          ],
        },
      ]);
      // The cpu/memory view is the cpu/memory group alone.
      expect(reading.flavors.map((f) => f.name)).toEqual(['host']);
      // Without borrowing, nominal quota only; unread flavors: labels unknown (empty).
      expect(interpretClusterQueue(object, version, 'c1').resourceGroups[1]!.flavors[0]).toEqual({
        name: 'a100',
        quota: { 'nvidia.com/gpu': 8n },
        nodeLabels: {},
      });
    },
  );

  it('reads no labels from a list that is not a ResourceFlavor list', () => {
    expect(flavorNodeLabels({ unreadable: new Error('403') })).toBeNull();
    expect(flavorNodeLabels(null)).toBeNull();
    expect(
      flavorNodeLabels({
        items: [{ metadata: {} }, { metadata: { name: 'a' }, spec: { nodeLabels: { k: 1 } } }],
      }),
    ).toEqual(new Map([['a', {}]]));
  });

  it('reads queue state: usage per flavor and resource, pending and admitted workloads', () => {
    const object = clusterQueue()
      .flavor('f', { cpu: '8', memory: '32Gi' })
      .patch((o) => {
        o.status = {
          pendingWorkloads: 3,
          admittedWorkloads: 2,
          reservingWorkloads: 2,
          flavorsUsage: [
            {
              name: 'f',
              resources: [
                { name: 'cpu', total: '1500m', borrowed: '0' },
                { name: 'memory', total: '3Gi', borrowed: '0' },
              ],
            },
          ],
          conditions: [{ type: 'Active', status: 'True', reason: 'Ready' }],
        };
      })
      .build();
    expect(interpretClusterQueue(object, 'v1beta2', 'c1').queue).toEqual({
      pendingWorkloads: 3,
      admittedWorkloads: 2,
      reservingWorkloads: 2,
      usage: [
        { flavor: 'f', resource: 'cpu', used: 1500n, borrowed: 0n, nominal: 8000n },
        { flavor: 'f', resource: 'memory', used: 3n * GiB, borrowed: 0n, nominal: 32n * GiB },
      ],
    });
  });

  it('reports an inactive or stopped queue', () => {
    const inactive = clusterQueue()
      .flavor('f', { cpu: '1', memory: '1Gi' })
      .patch((o) => {
        o.status.conditions = [{ type: 'Active', status: 'False', reason: 'FlavorNotFound', message: 'x' }];
      })
      .build();
    expect(interpretClusterQueue(inactive, 'v1beta2', 'c1')).toMatchObject({
      active: false,
      inactiveReason: 'ClusterQueue is not active (FlavorNotFound)',
    });
    const stopped = clusterQueue()
      .flavor('f', { cpu: '1', memory: '1Gi' })
      .patch((o) => {
        o.spec.stopPolicy = 'Hold';
      })
      .build();
    expect(interpretClusterQueue(stopped, 'v1beta2', 'c1')).toMatchObject({ active: false });
  });

  it.each([
    ['no spec', (o: Obj) => delete o.spec, 'spec is not an object'],
    ['no resource groups', (o: Obj) => delete o.spec.resourceGroups, 'spec.resourceGroups is missing'],
    [
      'a bad quantity',
      (o: Obj) => {
        o.spec.resourceGroups[0].flavors[0].resources[0].nominalQuota = 'lots';
      },
      'spec.resourceGroups[0].flavors[0].resources[0].nominalQuota is not a quantity',
    ],
    [
      'a flavor missing a covered resource',
      (o: Obj) => {
        o.spec.resourceGroups[0].flavors[0].resources.pop();
      },
      'spec.resourceGroups[0].flavors[0] has no quota for memory',
    ],
    [
      'resource groups that are not a list',
      (o: Obj) => {
        o.spec.resourceGroups = 'cpu';
      },
      'spec.resourceGroups is not a list',
    ],
  ])('rejects a ClusterQueue with %s as malformed', (_what, patch, field) => {
    const object = clusterQueue().flavor('f', { cpu: '1', memory: '1Gi' }).patch(patch).build();
    expect(() => interpretClusterQueue(object, 'v1beta2', 'c1')).toThrowError(MalformedClusterQueueError);
    expect(() => interpretClusterQueue(object, 'v1beta2', 'c1')).toThrowError(`(${field})`);
  });
});

describe('the fit rule', () => {
  const flavors = [
    { name: 'wide', cpuMillis: 64_000n, memoryBytes: 16n * GiB },
    { name: 'tall', cpuMillis: 8_000n, memoryBytes: 256n * GiB },
  ];

  it('fits when one flavor holds both cpu and memory, at the exact boundary too', () => {
    expect(fitsFlavor(flavors[0]!, { cpuMillis: 64_000n, memoryBytes: 16n * GiB })).toBe(true);
    expect(fitsFlavor(flavors[0]!, { cpuMillis: 64_001n, memoryBytes: 0n })).toBe(false);
    expect(checkFit(flavors, { cpuMillis: 8_000n, memoryBytes: 200n * GiB })).toMatchObject({
      fits: true,
      flavor: { name: 'tall' },
    });
  });

  it('does not fit a request under both maxima that no single flavor holds', () => {
    const result = checkFit(flavors, { cpuMillis: 32_000n, memoryBytes: 128n * GiB });
    expect(result).toEqual({
      fits: false,
      violations: [{ resource: 'memory', requested: 128n * GiB, limit: 16n * GiB, flavor: 'wide' }],
    });
  });

  it('lists both violations when a request exceeds every flavor on both resources', () => {
    const result = checkFit(flavors, { cpuMillis: 100_000n, memoryBytes: 300n * GiB });
    expect(result.fits).toBe(false);
    if (!result.fits) expect(result.violations.map((v) => v.resource)).toEqual(['cpu', 'memory']);
  });

  it('fits nothing when there is no flavor', () => {
    expect(checkFit([], { cpuMillis: 1n, memoryBytes: 1n }).fits).toBe(false);
  });
});
