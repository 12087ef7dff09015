import type { FlavorUsage, GroupRequest } from '@kueue-batch/rules';
import { evictionOf, type WorkloadEviction } from './kueue-reasons.ts';
import { parseQuantity } from './quantity.ts';
import { requiredNodeLabels } from './slim.ts';

/**
 * What a Workload says, as start estimates, positions and the monitor need it (ARCHITECTURE §12, §16), pure: its
 * requests, priority, queue, admission (flavors and usage, time), deadline and eviction; and the flavors Kueue
 * assigned it. The objects come from the cluster's watch-fed cache (kueue-cache.ts), slim or full alike.
 */

export interface ObservedWorkload {
  namespace: string;
  name: string;
  /** The owning Job, when the workload belongs to one. */
  jobName: string | null;
  queueName: string | null;
  priority: number;
  /** The WorkloadPriorityClass it names, if any. */
  priorityClass: string | null;
  createdAt: Date;
  /** Kueue's queue-ordering time: the last eviction's, else creation (requeuingStrategy timestamp `Eviction`). */
  queuedAt: Date;
  /** False when `spec.active` is false (deactivated: not queued). */
  active: boolean;
  /** The last eviction its conditions show, while it is evicted or requeued after one. */
  eviction: WorkloadEviction | null;
  /** Summed over pod sets (count × per-pod request). */
  request: GroupRequest;
  /** Set once admitted (quota reserved) to a ClusterQueue. */
  admission: { clusterQueue: string; at: Date; usage: FlavorUsage[] } | null;
  finished: boolean;
  /** maximumExecutionTimeSeconds, else the Job's (or pod's) activeDeadlineSeconds; null when none is known. */
  deadlineSeconds: number | null;
}

type Dict = Record<string, unknown>;
const isDict = (v: unknown): v is Dict => typeof v === 'object' && v !== null && !Array.isArray(v);
const dict = (v: unknown): Dict => (isDict(v) ? v : {});
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
const int = (v: unknown): number | null =>
  typeof v === 'number' && Number.isFinite(v) ? Math.floor(v) : null;

function amountOf(resource: string, value: unknown): bigint | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  try {
    const q = parseQuantity(String(value));
    if (q.isNegative()) return null;
    return resource === 'cpu' ? q.toMilli() : q.toUnits();
  } catch {
    return null;
  }
}

/** One flavor Kueue assigned to a workload, with the resources it holds (grouped as the admission lists them). */
export interface AssignedFlavor {
  coveredResources: string[];
  flavor: string;
}

/**
 * The flavors Kueue assigned a Workload on admission (`status.admission.podSetAssignments[].flavors`, resource →
 * flavor), one entry per flavor with the resources it holds, in the admission's order; [] when it holds no quota.
 */
export function assignedFlavorsOf(workload: unknown): AssignedFlavor[] {
  const w = dict(workload);
  if (!(conditionTrue(w, 'QuotaReserved') ?? conditionTrue(w, 'Admitted'))) return [];
  const byFlavor = new Map<string, string[]>();
  for (const a of list(dict(dict(w.status).admission).podSetAssignments).filter(isDict)) {
    for (const [resource, flavor] of Object.entries(dict(a.flavors))) {
      if (typeof flavor !== 'string' || flavor === '') continue;
      const resources = byFlavor.get(flavor) ?? [];
      if (!resources.includes(resource)) resources.push(resource);
      byFlavor.set(flavor, resources);
    }
  }
  return [...byFlavor].map(([flavor, coveredResources]) => ({ coveredResources, flavor }));
}

/**
 * Whether a stored `assignedFlavors` value (JSON as read back: PostgreSQL's jsonb orders an object's keys its own
 * way, so the text differs from what was written) holds the same assignments, in the same order.
 */
export function sameAssignedFlavors(assigned: readonly AssignedFlavor[], stored: unknown): boolean {
  if (!Array.isArray(stored) || stored.length !== assigned.length) return false;
  return assigned.every((a, i) => {
    const s = dict(stored[i]);
    const covered = s.coveredResources;
    return (
      s.flavor === a.flavor &&
      Array.isArray(covered) &&
      covered.length === a.coveredResources.length &&
      a.coveredResources.every((r, j) => covered[j] === r)
    );
  });
}

function conditionTrue(object: Dict, type: string): Dict | undefined {
  return list(dict(object.status).conditions)
    .filter(isDict)
    .find((c) => c.type === type && c.status === 'True');
}

/** A pod set's request per resource: containers summed (requests, else limits), init containers by max, × count. */
function podSetRequest(podSet: Dict, into: Map<string, bigint>): void {
  const count = BigInt(Math.max(1, int(podSet.count) ?? 1));
  const spec = dict(dict(podSet.template).spec);
  const perPod = new Map<string, bigint>();
  const containerAmounts = (c: unknown) => {
    const resources = dict(dict(c).resources);
    const requests = dict(resources.requests);
    const limits = dict(resources.limits);
    const out = new Map<string, bigint>();
    for (const name of new Set([...Object.keys(requests), ...Object.keys(limits)])) {
      const amount = amountOf(name, requests[name] ?? limits[name]);
      if (amount !== null && amount > 0n) out.set(name, amount);
    }
    return out;
  };
  for (const c of list(spec.containers)) {
    for (const [name, amount] of containerAmounts(c)) perPod.set(name, (perPod.get(name) ?? 0n) + amount);
  }
  for (const c of list(spec.initContainers)) {
    for (const [name, amount] of containerAmounts(c))
      if (amount > (perPod.get(name) ?? 0n)) perPod.set(name, amount);
  }
  for (const [name, amount] of perPod) into.set(name, (into.get(name) ?? 0n) + amount * count);
}

function toGroupRequest(
  amounts: Map<string, bigint>,
  nodeSelector: Record<string, string> | null,
): GroupRequest {
  const extended = [...amounts]
    .filter(([name]) => name !== 'cpu' && name !== 'memory' && name !== 'pods')
    .map(([name, quantity]) => ({ name, quantity }));
  return {
    cpuMillis: amounts.get('cpu') ?? 0n,
    memoryBytes: amounts.get('memory') ?? 0n,
    extended,
    ...(nodeSelector ? { nodeSelector } : {}),
  };
}

const interpreted = new WeakMap<object, ObservedWorkload | null>();

/** One Workload object, as the estimate needs it; remembered per object (cached objects are never changed). */
export function interpretWorkload(object: unknown): ObservedWorkload | null {
  if (typeof object === 'object' && object !== null) {
    const known = interpreted.get(object);
    if (known !== undefined) return known;
    const result = interpretWorkloadNow(object);
    interpreted.set(object, result);
    return result;
  }
  return null;
}

function interpretWorkloadNow(object: unknown): ObservedWorkload | null {
  const w = dict(object);
  const meta = dict(w.metadata);
  const spec = dict(w.spec);
  const status = dict(w.status);
  const name = str(meta.name);
  const namespace = str(meta.namespace);
  if (!name || !namespace) return null;
  const owner = list(meta.ownerReferences)
    .filter(isDict)
    .find((o) => o.kind === 'Job');
  const amounts = new Map<string, bigint>();
  let podDeadline: number | null = null;
  let nodeSelector: Record<string, string> | null = null;
  for (const ps of list(spec.podSets).filter(isDict)) {
    podSetRequest(ps, amounts);
    const required = requiredNodeLabels(dict(dict(ps.template).spec));
    if (required) nodeSelector = { ...(nodeSelector ?? {}), ...required };
    const d = int(dict(dict(ps.template).spec).activeDeadlineSeconds);
    if (d !== null && (podDeadline === null || d > podDeadline)) podDeadline = d;
  }
  const reserved = conditionTrue(w, 'QuotaReserved') ?? conditionTrue(w, 'Admitted');
  const admissionObj = dict(status.admission);
  let admission: ObservedWorkload['admission'] = null;
  const cq = str(admissionObj.clusterQueue);
  if (reserved && cq) {
    const usage: FlavorUsage[] = [];
    for (const a of list(admissionObj.podSetAssignments).filter(isDict)) {
      const flavors = dict(a.flavors);
      const used = dict(a.resourceUsage);
      for (const [resource, flavor] of Object.entries(flavors)) {
        const amount = amountOf(resource, used[resource]);
        if (typeof flavor === 'string' && amount !== null) usage.push({ flavor, resource, amount });
      }
    }
    const at = str(reserved.lastTransitionTime);
    admission = {
      clusterQueue: cq,
      at: at ? new Date(at) : new Date(str(meta.creationTimestamp) ?? 0),
      usage,
    };
  }
  const created = str(meta.creationTimestamp);
  const createdAt = created ? new Date(created) : new Date(0);
  const eviction = evictionOf(list(status.conditions).filter(isDict) as never);
  const requeued = list(status.conditions)
    .filter(isDict)
    .find((c) => c.type === 'Requeued' && c.status === 'True');
  const evictedAt = eviction?.at || str(requeued?.lastTransitionTime);
  const priorityClassRef = dict(spec.priorityClassRef);
  return {
    namespace,
    name,
    jobName: owner ? str(owner.name) : null,
    queueName: str(spec.queueName),
    priority: int(spec.priority) ?? 0,
    priorityClass: str(priorityClassRef.name) ?? str(spec.priorityClassName),
    createdAt,
    queuedAt: evictedAt ? new Date(evictedAt) : createdAt,
    active: spec.active !== false,
    eviction,
    request: toGroupRequest(amounts, nodeSelector),
    admission,
    finished: conditionTrue(w, 'Finished') !== undefined,
    deadlineSeconds: int(spec.maximumExecutionTimeSeconds) ?? podDeadline,
  };
}
