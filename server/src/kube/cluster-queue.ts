import type { FlavorCeiling, GroupFlavor, ResourceGroup } from '@kueue-batch/rules';
import type { KueueVersion } from './kueue-discovery.ts';
import { parseQuantity, QuantityError } from './quantity.ts';

/**
 * What a ClusterQueue object says (ARCHITECTURE §3, §11), pure: every resource group with its covered resources and
 * flavors in order, each flavor's quota per resource (nominal, plus `borrowingLimit` in a cohort when asked) and its
 * ResourceFlavor's `nodeLabels`; the cpu/memory view of the groups; the queue's usage and state. kueue.ts reads the
 * objects from the cluster.
 */

/** One resource and its exact amount: milli-cores for cpu, bytes for memory, whole units for the rest. */
export interface ResourceAmount {
  name: string;
  amount: bigint;
}

/**
 * The exact cpu/memory ceilings of one flavor (or flavor pairing), with every resource it holds and its
 * ResourceFlavor's `nodeLabels` when known.
 */
export type FlavorLimits = FlavorCeiling & {
  resources?: ResourceAmount[];
  nodeLabels?: Record<string, string>;
};

/** One flavor of a resource group: quota per covered resource (nominal, plus borrowing when counted). */
export interface QueueFlavor extends GroupFlavor {
  quota: Record<string, bigint>;
  nodeLabels: Record<string, string>;
}

/** A resource group of a ClusterQueue: covered resources and flavors in Kueue's order. */
export interface QueueResourceGroup extends ResourceGroup<QueueFlavor> {
  coveredResources: string[];
  flavors: QueueFlavor[];
}

export interface ResourceUsage {
  flavor: string;
  resource: string;
  /** Milli-units for cpu, whole units (bytes) for everything else. */
  used: bigint;
  borrowed: bigint;
  /** The flavor's nominal quota for this resource, when the spec lists it. */
  nominal: bigint | null;
}

export interface QueueState {
  pendingWorkloads: number;
  admittedWorkloads: number;
  reservingWorkloads: number;
  usage: ResourceUsage[];
}

export interface ClusterQueueReading {
  version: KueueVersion;
  /** Every resource group, flavors in order (what the fit rule of ARCHITECTURE §11 takes). */
  resourceGroups: QueueResourceGroup[];
  /** The cpu/memory view of the groups: one entry per flavor (or cpu × memory flavor pairing). */
  flavors: FlavorLimits[];
  queue: QueueState;
  /** False when the queue reports `Active=False` or has a stop policy; `inactiveReason` says why. */
  active: boolean;
  inactiveReason?: string;
  cohort: string | null;
}

/** The ClusterQueue exists but does not have the shape Kueue's schema promises. */
export class MalformedClusterQueueError extends Error {
  override readonly name = 'MalformedClusterQueueError';
  constructor(
    readonly clusterName: string,
    readonly field: string,
  ) {
    super(`the ClusterQueue of cluster ${clusterName} is malformed (${field})`);
  }
}

/**
 * `spec.nodeLabels` of each ResourceFlavor of a list answer, by name. Null when the list could not be read
 * (the labels are then unknown, not empty).
 */
export function flavorNodeLabels(list: unknown): Map<string, Record<string, string>> | null {
  if (!isDict(list) || !Array.isArray(list.items)) return null;
  const labels = new Map<string, Record<string, string>>();
  for (const item of list.items) {
    if (!isDict(item) || !isDict(item.metadata) || typeof item.metadata.name !== 'string') continue;
    const spec = isDict(item.spec) ? item.spec : {};
    const nodeLabels: Record<string, string> = {};
    if (isDict(spec.nodeLabels)) {
      for (const [key, value] of Object.entries(spec.nodeLabels))
        if (typeof value === 'string') nodeLabels[key] = value;
    }
    labels.set(item.metadata.name, nodeLabels);
  }
  return labels;
}

type Dict = Record<string, unknown>;
const isDict = (value: unknown): value is Dict =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function listAt(parent: Dict, key: string, path: string, clusterName: string, required = false): unknown[] {
  const value = parent[key];
  if (value === undefined || value === null) {
    if (required) throw new MalformedClusterQueueError(clusterName, `${path}.${key} is missing`);
    return [];
  }
  if (!Array.isArray(value))
    throw new MalformedClusterQueueError(clusterName, `${path}.${key} is not a list`);
  return value;
}

function dictAt(value: unknown, path: string, clusterName: string): Dict {
  if (!isDict(value)) throw new MalformedClusterQueueError(clusterName, `${path} is not an object`);
  return value;
}

function stringAt(parent: Dict, key: string, path: string, clusterName: string): string {
  const value = parent[key];
  if (typeof value !== 'string' || value === '') {
    throw new MalformedClusterQueueError(clusterName, `${path}.${key} is missing`);
  }
  return value;
}

function amount(resource: string, value: unknown, path: string, clusterName: string): bigint {
  if (typeof value !== 'string' && typeof value !== 'number') {
    throw new MalformedClusterQueueError(clusterName, `${path} is not a quantity`);
  }
  try {
    const quantity = parseQuantity(String(value));
    if (quantity.isNegative()) throw new MalformedClusterQueueError(clusterName, `${path} is negative`);
    return resource === 'cpu' ? quantity.toMilli() : quantity.toUnits();
  } catch (error) {
    if (error instanceof QuantityError)
      throw new MalformedClusterQueueError(clusterName, `${path} is not a quantity`);
    throw error;
  }
}

function count(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.floor(value) : 0;
}

/**
 * Turns a ClusterQueue object into its resource groups, the cpu/memory view of them and the queue state
 * (exported for tests and tools). `flavorLabels`: each ResourceFlavor's `nodeLabels`, when they were read.
 */
export function interpretClusterQueue(
  object: unknown,
  version: KueueVersion,
  clusterName: string,
  includeBorrowing = false,
  flavorLabels: ReadonlyMap<string, Record<string, string>> | null = null,
): ClusterQueueReading {
  const cq = dictAt(object, 'clusterqueue', clusterName);
  const spec = dictAt(cq.spec, 'spec', clusterName);
  const status = cq.status === undefined ? {} : dictAt(cq.status, 'status', clusterName);
  const cohortValue = version === 'v1beta2' ? spec.cohortName : spec.cohort;
  const cohort = typeof cohortValue === 'string' && cohortValue !== '' ? cohortValue : null;
  const borrow = includeBorrowing && cohort !== null;

  // Every resource group: covered resources, flavors in order, each flavor's quota per covered resource.
  const groups: QueueResourceGroup[] = [];
  const nominal = new Map<string, bigint>(); // `${flavor}/${resource}` → nominal quota
  listAt(spec, 'resourceGroups', 'spec', clusterName, true).forEach((groupValue, g) => {
    const groupPath = `spec.resourceGroups[${g}]`;
    const group = dictAt(groupValue, groupPath, clusterName);
    const covered = listAt(group, 'coveredResources', groupPath, clusterName, true);
    if (!covered.every((r) => typeof r === 'string')) {
      throw new MalformedClusterQueueError(
        clusterName,
        `${groupPath}.coveredResources is not a list of names`,
      );
    }
    const flavors = listAt(group, 'flavors', groupPath, clusterName, true).map((flavorValue, f) => {
      const flavorPath = `${groupPath}.flavors[${f}]`;
      const flavor = dictAt(flavorValue, flavorPath, clusterName);
      const name = stringAt(flavor, 'name', flavorPath, clusterName);
      const quota: Record<string, bigint> = {};
      listAt(flavor, 'resources', flavorPath, clusterName, true).forEach((resourceValue, r) => {
        const resourcePath = `${flavorPath}.resources[${r}]`;
        const resource = dictAt(resourceValue, resourcePath, clusterName);
        const resourceName = stringAt(resource, 'name', resourcePath, clusterName);
        const amountOfQuota = amount(
          resourceName,
          resource.nominalQuota,
          `${resourcePath}.nominalQuota`,
          clusterName,
        );
        nominal.set(`${name}/${resourceName}`, amountOfQuota);
        let ceiling = amountOfQuota;
        if (borrow && resource.borrowingLimit !== undefined && resource.borrowingLimit !== null) {
          ceiling += amount(
            resourceName,
            resource.borrowingLimit,
            `${resourcePath}.borrowingLimit`,
            clusterName,
          );
        }
        quota[resourceName] = ceiling;
      });
      for (const resource of covered as string[]) {
        if (!(resource in quota)) {
          throw new MalformedClusterQueueError(clusterName, `${flavorPath} has no quota for ${resource}`);
        }
      }
      return { name, quota, nodeLabels: { ...(flavorLabels?.get(name) ?? {}) } };
    });
    groups.push({ coveredResources: [...(covered as string[])], flavors });
  });

  const flavors = cpuMemoryView(groups);
  const usage: ResourceUsage[] = [];
  listAt(status, 'flavorsUsage', 'status', clusterName).forEach((flavorValue, f) => {
    const flavorPath = `status.flavorsUsage[${f}]`;
    const flavor = dictAt(flavorValue, flavorPath, clusterName);
    const name = stringAt(flavor, 'name', flavorPath, clusterName);
    listAt(flavor, 'resources', flavorPath, clusterName).forEach((resourceValue, r) => {
      const resourcePath = `${flavorPath}.resources[${r}]`;
      const resource = dictAt(resourceValue, resourcePath, clusterName);
      const resourceName = stringAt(resource, 'name', resourcePath, clusterName);
      usage.push({
        flavor: name,
        resource: resourceName,
        used:
          resource.total === undefined
            ? 0n
            : amount(resourceName, resource.total, `${resourcePath}.total`, clusterName),
        borrowed:
          resource.borrowed === undefined
            ? 0n
            : amount(resourceName, resource.borrowed, `${resourcePath}.borrowed`, clusterName),
        nominal: nominal.get(`${name}/${resourceName}`) ?? null,
      });
    });
  });

  let active = true;
  let inactiveReason: string | undefined;
  const activeCondition = listAt(status, 'conditions', 'status', clusterName)
    .filter(isDict)
    .find((condition) => condition.type === 'Active');
  if (activeCondition && activeCondition.status === 'False') {
    active = false;
    const reason = typeof activeCondition.reason === 'string' ? activeCondition.reason : 'unknown reason';
    inactiveReason = `ClusterQueue is not active (${reason})`;
  }
  if (typeof spec.stopPolicy === 'string' && spec.stopPolicy !== 'None') {
    active = false;
    inactiveReason = `ClusterQueue is stopped (${spec.stopPolicy})`;
  }

  return {
    version,
    resourceGroups: groups,
    flavors,
    cohort,
    active,
    ...(inactiveReason ? { inactiveReason } : {}),
    queue: {
      pendingWorkloads: count(status.pendingWorkloads),
      admittedWorkloads: count(status.admittedWorkloads),
      reservingWorkloads: count(status.reservingWorkloads),
      usage,
    },
  };
}

/**
 * The cpu/memory view of resource groups (`ClusterLimits.flavors`): each flavor of the group covering cpu and
 * memory, or — when they are covered by different groups — every pairing of a cpu flavor with a memory flavor
 * (named `cpuFlavor+memoryFlavor`). A resource not covered at all has a ceiling of 0.
 */
export function cpuMemoryView(groups: readonly QueueResourceGroup[]): FlavorLimits[] {
  const cpuGroup = groups.find((group) => group.coveredResources.includes('cpu'));
  const memoryGroup = groups.find((group) => group.coveredResources.includes('memory'));
  const resourcesOf = (group: QueueResourceGroup | undefined, flavor: QueueFlavor | undefined) =>
    group && flavor ? group.coveredResources.map((name) => ({ name, amount: flavor.quota[name] ?? 0n })) : [];
  if (cpuGroup && cpuGroup === memoryGroup) {
    return cpuGroup.flavors.map((flavor) => ({
      name: flavor.name,
      cpuMillis: flavor.quota.cpu ?? 0n,
      memoryBytes: flavor.quota.memory ?? 0n,
      resources: resourcesOf(cpuGroup, flavor),
      nodeLabels: { ...flavor.nodeLabels },
    }));
  }
  const cpuOptions: Array<QueueFlavor | undefined> = cpuGroup?.flavors ?? [undefined];
  const memoryOptions: Array<QueueFlavor | undefined> = memoryGroup?.flavors ?? [undefined];
  const flavors: FlavorLimits[] = [];
  for (const cpuFlavor of cpuOptions) {
    for (const memoryFlavor of memoryOptions) {
      flavors.push({
        name: [cpuFlavor?.name, memoryFlavor?.name].filter(Boolean).join('+') || 'none',
        cpuMillis: cpuFlavor?.quota.cpu ?? 0n,
        memoryBytes: memoryFlavor?.quota.memory ?? 0n,
        resources: [...resourcesOf(cpuGroup, cpuFlavor), ...resourcesOf(memoryGroup, memoryFlavor)],
        nodeLabels: { ...(cpuFlavor?.nodeLabels ?? {}), ...(memoryFlavor?.nodeLabels ?? {}) },
      });
    }
  }
  return flavors;
}
