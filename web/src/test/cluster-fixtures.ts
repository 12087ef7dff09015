// Limits as the server answers them (ARCHITECTURE §11), built like Kueue's test wrappers: one cpu/memory group from
// `[flavor, cores, GiB]` rows, or explicit groups with extended resources and node labels.

export const GiB = 1024 ** 3;

export interface Quantity {
  name: string;
  quantity: string;
  amount: number;
}

export interface GroupFlavorFixture {
  name: string;
  cpu: string;
  memory: string;
  cpuCores: number;
  memoryBytes: number;
  memoryGiB: number;
  resources: Quantity[];
  nodeLabels: { key: string; value: string }[];
}

export interface GroupFixture {
  coveredResources: string[];
  flavors: GroupFlavorFixture[];
}

/** A flavor holding `resources` (cores for cpu, GiB for memory, units otherwise). */
export function flavor(
  name: string,
  resources: Record<string, number>,
  nodeLabels: Record<string, string> = {},
): GroupFlavorFixture {
  const cores = resources.cpu ?? 0;
  const gib = resources.memory ?? 0;
  return {
    name,
    cpu: String(cores),
    memory: `${gib}Gi`,
    cpuCores: cores,
    memoryBytes: gib * GiB,
    memoryGiB: gib,
    resources: Object.entries(resources).map(([resource, amount]) => ({
      name: resource,
      quantity: resource === 'memory' ? `${amount}Gi` : String(amount),
      amount: resource === 'memory' ? amount * GiB : amount,
    })),
    nodeLabels: Object.entries(nodeLabels).map(([key, value]) => ({ key, value })),
  };
}

export const group = (coveredResources: string[], flavors: GroupFlavorFixture[]): GroupFixture => ({
  coveredResources,
  flavors,
});

/** One cpu/memory group of `[name, cores, GiB]` flavors. */
export const cpuMemoryGroup = (flavors: [string, number, number][]) =>
  group(
    ['cpu', 'memory'],
    flavors.map(([name, cpu, memory]) => flavor(name, { cpu, memory })),
  );

/** The limits fields of §11 for `groups`: the groups, the per-resource maxima and the cpu/memory flavors. */
export function groupLimits(groups: GroupFixture[]) {
  const maxima: Quantity[] = [];
  for (const g of groups) {
    for (const resource of g.coveredResources) {
      if (maxima.some((m) => m.name === resource)) continue;
      const best = g.flavors.reduce<Quantity | null>((top, f) => {
        const q = f.resources.find((r) => r.name === resource);
        return q && (!top || q.amount > top.amount) ? q : top;
      }, null);
      if (best) maxima.push(best);
    }
  }
  const cpuMemory = groups.find((g) => g.coveredResources.includes('cpu'));
  const flavors = (cpuMemory?.flavors ?? []).map(({ resources: _r, nodeLabels: _l, ...f }) => f);
  return {
    resourceGroups: groups,
    maxima,
    flavors,
    maxCpuCores: Math.max(0, ...flavors.map((f) => f.cpuCores)),
    maxMemoryBytes: Math.max(0, ...flavors.map((f) => f.memoryBytes)),
    maxMemoryGiB: Math.max(0, ...flavors.map((f) => f.memoryGiB)),
    /** The cluster's WorkloadPriorityClasses (ARCHITECTURE §16): none unless a fixture sets them. */
    priorityClasses: [] as { name: string; value: number; description: string | null }[],
  };
}

export const GPU_PRODUCT = 'nvidia.com/gpu.product';

/** The demo's GPU cluster: a cpu/memory group and an nvidia.com/gpu group with a100 ×8 and h100 ×4. */
export const gpuGroups = () => [
  cpuMemoryGroup([['gpu-host', 64, 512]]),
  group(
    ['nvidia.com/gpu'],
    [
      flavor('a100', { 'nvidia.com/gpu': 8 }, { [GPU_PRODUCT]: 'NVIDIA-A100-SXM4-80GB' }),
      flavor('h100', { 'nvidia.com/gpu': 4 }, { [GPU_PRODUCT]: 'NVIDIA-H100-80GB-HBM3' }),
    ],
  ),
];
