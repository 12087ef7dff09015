import { describe, expect, it } from 'vitest';
import {
  checkGroupsRequest,
  fitGroups,
  type GroupFlavor,
  type GroupRequest,
  type ResourceGroup,
  resourceMaxima,
} from '../src/index.ts';

const GiB = 1024n ** 3n;
const GPU = 'nvidia.com/gpu';

const flavor = (
  name: string,
  quota: Record<string, bigint>,
  nodeLabels?: Record<string, string>,
): GroupFlavor => ({
  name,
  quota,
  ...(nodeLabels ? { nodeLabels } : {}),
});

const cpuMemory: ResourceGroup = {
  coveredResources: ['cpu', 'memory'],
  flavors: [
    flavor('standard', { cpu: 16_000n, memory: 64n * GiB }, { pool: 'standard' }),
    flavor('highmem', { cpu: 8_000n, memory: 512n * GiB }, { pool: 'highmem' }),
  ],
};
const gpus: ResourceGroup = {
  coveredResources: [GPU],
  flavors: [
    flavor('a100', { [GPU]: 8n }, { 'gpu.example.com/type': 'a100' }),
    flavor('h100', { [GPU]: 4n }, { 'gpu.example.com/type': 'h100' }),
  ],
};
const twoGroups = [cpuMemory, gpus];

const gpu = (n: bigint) => [{ name: GPU, quantity: n }];

type Row = {
  name: string;
  groups: ResourceGroup[];
  request: GroupRequest;
  fits: boolean;
  assigned?: string[];
  violations?: Array<[string, string, bigint, bigint, string | null]>;
  message?: RegExp;
};

const rows: Row[] = [
  {
    name: 'cpu and memory only: the first flavor holding both',
    groups: twoGroups,
    request: { cpuMillis: 4_000n, memoryBytes: 100n * GiB },
    fits: true,
    assigned: ['highmem'],
  },
  {
    name: 'one flavor per group: cpu/memory from the first group, GPUs from the second',
    groups: twoGroups,
    request: { cpuMillis: 2_000n, memoryBytes: 8n * GiB, extended: gpu(2n) },
    fits: true,
    assigned: ['standard', 'a100'],
  },
  {
    name: 'GPUs alone: only the GPU group is consulted',
    groups: twoGroups,
    request: { extended: gpu(8n) },
    fits: true,
    assigned: ['a100'],
  },
  {
    name: 'a GPU request above every flavor is reported against the best one',
    groups: twoGroups,
    request: { cpuMillis: 1_000n, extended: gpu(9n) },
    fits: false,
    assigned: ['standard'],
    violations: [['EXTENDED', GPU, 9n, 8n, 'a100']],
    message: /nvidia\.com\/gpu group: 9 nvidia\.com\/gpu requested, 8 nvidia\.com\/gpu at most/,
  },
  {
    name: 'a pinned flavor too small while another would fit is refused, naming the pinned one',
    groups: twoGroups,
    request: { cpuMillis: 1_000n, extended: gpu(6n), flavor: 'h100' },
    fits: false,
    violations: [['EXTENDED', GPU, 6n, 4n, 'h100']],
    message: /pinned flavor h100/,
  },
  {
    name: 'a pinned flavor that holds it is chosen over an earlier one',
    groups: twoGroups,
    request: { extended: gpu(2n), flavor: 'h100' },
    fits: true,
    assigned: ['h100'],
  },
  {
    name: 'a pinned cpu flavor confines its own group only',
    groups: twoGroups,
    request: { cpuMillis: 10_000n, extended: gpu(1n), flavor: 'highmem' },
    fits: false,
    violations: [['CPU', 'cpu', 10_000n, 8_000n, 'highmem']],
  },
  {
    name: 'an unknown pinned flavor never fits and lists the flavors the cluster has',
    groups: twoGroups,
    request: { cpuMillis: 1_000n, flavor: 'v100' },
    fits: false,
    violations: [],
    message: /no flavor "v100" \(it has standard, highmem, a100, h100\)/,
  },
  {
    name: 'a requested resource no group covers never fits, with a message naming it',
    groups: [cpuMemory],
    request: { cpuMillis: 1_000n, extended: gpu(1n) },
    fits: false,
    assigned: ['standard'],
    violations: [['EXTENDED', GPU, 1n, 0n, null]],
    message: /no resource group of this cluster covers nvidia\.com\/gpu/,
  },
  {
    name: 'memory not covered by any group: MEMORY violation against 0',
    groups: [gpus],
    request: { memoryBytes: 1n },
    fits: false,
    violations: [['MEMORY', 'memory', 1n, 0n, null]],
  },
  {
    name: 'a zero quota holds nothing, a zero request asks for nothing',
    groups: [
      { coveredResources: ['cpu', 'memory'], flavors: [flavor('empty', { cpu: 0n, memory: 0n })] },
      { coveredResources: [GPU], flavors: [flavor('none-left', { [GPU]: 0n })] },
    ],
    request: { cpuMillis: 1n, memoryBytes: 0n, extended: gpu(0n) },
    fits: false,
    violations: [['CPU', 'cpu', 1n, 0n, 'empty']],
  },
  {
    name: 'each resource within some flavor but no single flavor holds both: the closest flavor',
    groups: twoGroups,
    request: { cpuMillis: 12_000n, memoryBytes: 100n * GiB },
    fits: false,
    violations: [['MEMORY', 'memory', 100n * GiB, 64n * GiB, 'standard']],
    message: /any single flavor of the cpu\/memory group \(closest: standard\)/,
  },
  {
    name: 'exact big integers: one byte over a petabyte-scale quota',
    groups: [
      {
        coveredResources: ['cpu', 'memory'],
        flavors: [flavor('huge', { cpu: 9_007_199_254_740_993_000n, memory: 2n ** 70n })],
      },
    ],
    request: { cpuMillis: 9_007_199_254_740_993_000n, memoryBytes: 2n ** 70n + 1n },
    fits: false,
    violations: [['MEMORY', 'memory', 2n ** 70n + 1n, 2n ** 70n, 'huge']],
  },
  {
    name: 'exact big integers: exactly at the boundary fits',
    groups: [
      {
        coveredResources: ['cpu', 'memory'],
        flavors: [flavor('huge', { cpu: 9_007_199_254_740_993_000n, memory: 2n ** 70n })],
      },
    ],
    request: { cpuMillis: 9_007_199_254_740_993_000n, memoryBytes: 2n ** 70n },
    fits: true,
    assigned: ['huge'],
  },
  {
    name: 'several failing groups list every violation, in group order',
    groups: twoGroups,
    request: { cpuMillis: 20_000n, memoryBytes: 600n * GiB, extended: gpu(16n) },
    fits: false,
    violations: [
      ['CPU', 'cpu', 20_000n, 16_000n, 'standard'],
      ['MEMORY', 'memory', 600n * GiB, 512n * GiB, 'highmem'],
      ['EXTENDED', GPU, 16n, 8n, 'a100'],
    ],
  },
  {
    name: 'a pinned GPU flavor whose node labels clash with a cpu flavor skips that cpu flavor',
    groups: [
      {
        coveredResources: ['cpu', 'memory'],
        flavors: [
          flavor('cpu-only', { cpu: 64_000n, memory: 256n * GiB }, { zone: 'a' }),
          flavor('gpu-nodes', { cpu: 32_000n, memory: 256n * GiB }, { zone: 'b' }),
        ],
      },
      { coveredResources: [GPU], flavors: [flavor('h100', { [GPU]: 4n }, { zone: 'b' })] },
    ],
    request: { cpuMillis: 4_000n, extended: gpu(1n), flavor: 'h100' },
    fits: true,
    assigned: ['gpu-nodes', 'h100'],
  },
  {
    name: 'a group with two resources where the second flavor alone holds both',
    groups: [
      {
        coveredResources: [GPU, 'example.com/nic'],
        flavors: [
          flavor('small', { [GPU]: 8n, 'example.com/nic': 1n }),
          flavor('big', { [GPU]: 4n, 'example.com/nic': 4n }),
        ],
      },
    ],
    request: { extended: [...gpu(2n), { name: 'example.com/nic', quantity: 2n }] },
    fits: true,
    assigned: ['big'],
  },
  {
    name: 'duplicated extended entries are summed before the check',
    groups: twoGroups,
    request: { extended: [...gpu(5n), ...gpu(4n)] },
    fits: false,
    violations: [['EXTENDED', GPU, 9n, 8n, 'a100']],
  },
];

describe('the fit rule over resource groups', () => {
  for (const row of rows) {
    it(row.name, () => {
      const result = fitGroups(row.groups, row.request);
      expect(result.fits).toBe(row.fits);
      if (row.assigned) expect(result.assignments.map((a) => a.flavor.name)).toEqual(row.assigned);
      if (row.violations) {
        expect(
          result.violations.map((v) => [v.resource, v.resourceName, v.requested, v.limit, v.flavor]),
        ).toEqual(row.violations);
      }
      if (row.fits) expect(result.messages).toEqual([]);
      else expect(result.messages.length).toBeGreaterThan(0);
      if (row.message) expect(result.messages.join(' | ')).toMatch(row.message);
    });
  }

  it('fits an empty request anywhere, even on a cluster without groups', () => {
    expect(fitGroups([], {}).fits).toBe(true);
    expect(fitGroups(twoGroups, { cpuMillis: 0n }).assignments).toEqual([]);
  });

  it('gives the maxima per resource over its group', () => {
    expect(Object.fromEntries(resourceMaxima(twoGroups))).toEqual({
      cpu: 16_000n,
      memory: 512n * GiB,
      [GPU]: 8n,
    });
  });

  it('adds the runtime bound: deadline within it, or the bound as the deadline', () => {
    const limits = { resourceGroups: twoGroups, maxRuntimeSeconds: 3600 };
    expect(checkGroupsRequest(limits, { extended: gpu(1n) })).toMatchObject({
      ok: true,
      deadlineSeconds: 3600,
    });
    const over = checkGroupsRequest(limits, { extended: gpu(9n), deadlineSeconds: 3601 });
    expect(over.ok).toBe(false);
    expect(over.violations.map((v) => [v.resource, v.resourceName, v.requested, v.limit])).toEqual([
      ['EXTENDED', GPU, 9n, 8n],
      ['RUNTIME', 'runtime', 3601n, 3600n],
    ]);
  });
});
