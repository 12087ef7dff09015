// A cluster's resource groups (ARCHITECTURE §11) as the picker reads them, put to the shared fit rule of
// @kueue-batch/rules (`fitGroups`, `resourceMaxima`, `formatAmount`): the same rule the server enforces, so what the
// editor says fits is what createProcess accepts. Amounts arrive as the schema's floats (cores, bytes, units) and
// become the rule's exact integers here, in one place.

import {
  fitGroups,
  formatAmount,
  type GroupFlavor,
  type GroupRequest,
  type ResourceGroup,
  resourceMaxima,
} from '@kueue-batch/rules';

/** `ResourceQuantity`: a Kubernetes quantity and its amount in cores, bytes or units. */
export interface QuantityLike {
  name: string;
  quantity: string;
  amount: number;
}

export interface GroupFlavorLike {
  name: string;
  resources: readonly QuantityLike[];
  nodeLabels: readonly { key: string; value: string }[];
}

/** `ResourceGroupLimits`. */
export interface GroupLike {
  coveredResources: readonly string[];
  flavors: readonly GroupFlavorLike[];
}

/** The cpu/memory flavors of the first version's `ClusterLimits.flavors`. */
export interface CpuMemoryFlavorLike {
  name: string;
  cpu?: string;
  memory?: string;
  cpuCores: number;
  memoryBytes: number;
}

export interface GroupLimitsLike {
  flavors: readonly CpuMemoryFlavorLike[];
  /** Absent or empty: the cpu/memory flavors are the one group (fallback limits, an older server). */
  resourceGroups?: readonly GroupLike[] | null;
}

export const GPU = 'nvidia.com/gpu';
export const CPU_MEMORY = ['cpu', 'memory'] as const;
export const isExtended = (name: string) => name !== 'cpu' && name !== 'memory';

/** The exact integer of a schema amount: milli-cores for cpu, bytes for memory, whole units otherwise. */
export function exactAmount(resource: string, amount: number): bigint {
  return BigInt(Math.round(resource === 'cpu' ? amount * 1000 : amount));
}

export type RuleFlavor = GroupFlavor & { of: GroupFlavorLike };

/** The cluster's groups as the rule takes them. */
export function groupsOf(limits: GroupLimitsLike): GroupLike[] {
  if (limits.resourceGroups && limits.resourceGroups.length > 0) return [...limits.resourceGroups];
  if (limits.flavors.length === 0) return [];
  return [
    {
      coveredResources: [...CPU_MEMORY],
      flavors: limits.flavors.map((f) => ({
        name: f.name,
        resources: [
          { name: 'cpu', quantity: f.cpu ?? String(f.cpuCores), amount: f.cpuCores },
          { name: 'memory', quantity: f.memory ?? String(f.memoryBytes), amount: f.memoryBytes },
        ],
        nodeLabels: [],
      })),
    },
  ];
}

export function ruleGroups(groups: readonly GroupLike[]): ResourceGroup<RuleFlavor>[] {
  return groups.map((group) => ({
    coveredResources: group.coveredResources,
    flavors: group.flavors.map((flavor) => ({
      name: flavor.name,
      quota: Object.fromEntries(flavor.resources.map((r) => [r.name, exactAmount(r.name, r.amount)])),
      nodeLabels: Object.fromEntries(flavor.nodeLabels.map((l) => [l.key, l.value])),
      of: flavor,
    })),
  }));
}

/** Per resource, the most one flavor of its group offers (what a slider goes up to), exact. */
export function maximaOf(limits: GroupLimitsLike): Map<string, bigint> {
  return resourceMaxima(ruleGroups(groupsOf(limits)));
}

/** The extended resources a cluster offers (in group order) with their maxima in whole units. */
export function extendedOffered(limits: GroupLimitsLike): Array<{ name: string; max: number }> {
  return [...maximaOf(limits)]
    .filter(([name, max]) => isExtended(name) && max > 0n)
    .map(([name, max]) => ({ name, max: Number(max) }));
}

/** "a", "a and b", "a, b and c". */
export function joinPhrases(phrases: readonly string[]): string {
  if (phrases.length <= 1) return phrases.join('');
  return `${phrases.slice(0, -1).join(', ')} and ${phrases[phrases.length - 1]}`;
}

/** "CPU and memory", "nvidia.com/gpu". */
export function groupLabel(covered: readonly string[]): string {
  return joinPhrases(covered.map((r) => (r === 'cpu' ? 'CPU' : r)));
}

/** All flavors of all groups, in order. */
export const flavorNames = (limits: GroupLimitsLike) =>
  groupsOf(limits).flatMap((g) => g.flavors.map((f) => f.name));

/** "GPUs" for nvidia.com/gpu, the resource's own name otherwise. */
export const resourceNoun = (name: string) => (name === GPU ? 'GPUs' : name);

/** "2 GPUs", "1 GPU", "3 example.com/fpga". */
export function formatUnits(name: string, units: number): string {
  if (name === GPU) return `${units} ${units === 1 ? 'GPU' : 'GPUs'}`;
  return formatAmount(name, BigInt(units));
}

/** What one flavor holds: "64 cores · 512 GiB", "4 GPUs". */
export function describeHolds(flavor: GroupFlavorLike): string {
  return flavor.resources
    .map((r) =>
      isExtended(r.name)
        ? formatUnits(r.name, Math.round(r.amount))
        : formatAmount(r.name, exactAmount(r.name, r.amount)),
    )
    .join(' · ');
}

export interface FlavorRow {
  flavor: GroupFlavorLike;
  /** The group's requested resources this flavor cannot hold (empty: it holds them all). */
  short: string[];
  /** Another flavor of the same group is pinned, so this one is not considered. */
  excluded: boolean;
}

export interface GroupRows {
  group: GroupLike;
  /** Whether the request asks for any resource this group covers. */
  requested: boolean;
  rows: FlavorRow[];
}

/** Per group, per flavor: how it compares with the request (the rule's per-flavor comparison). */
export function flavorRows(limits: GroupLimitsLike, request: GroupRequest): GroupRows[] {
  const groups = groupsOf(limits);
  const rules = ruleGroups(groups);
  return groups.map((group, i) => {
    const rule = rules[i]!;
    const pinnedHere = request.flavor != null && group.flavors.some((f) => f.name === request.flavor);
    const rows = rule.flavors.map((flavor) => {
      const check = fitGroups([{ coveredResources: rule.coveredResources, flavors: [flavor] }], {
        ...request,
        flavor: null,
        nodeSelector: null,
      });
      return {
        flavor: flavor.of,
        short: check.groups[0]?.flavorFits[0]?.short ?? [],
        excluded: pinnedHere && flavor.name !== request.flavor,
      };
    });
    const requested =
      fitGroups([{ coveredResources: rule.coveredResources, flavors: [] }], { ...request, flavor: null })
        .groups.length > 0;
    return { group, requested, rows };
  });
}
