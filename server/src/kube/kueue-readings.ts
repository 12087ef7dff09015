import type { FlavorUsage, QueueingStrategy, ResourceGroup } from '@kueue-batch/rules';
import { ClusterError } from './cluster-error.ts';
import { type ClusterQueueReading, flavorNodeLabels, interpretClusterQueue } from './cluster-queue.ts';
import type { KueueCache, VisibilityItem } from './kueue-cache.ts';
import type { KueueVersion } from './kueue-discovery.ts';
import { interpretWorkload, type ObservedWorkload } from './kueue-workloads.ts';

/**
 * What one cluster's Kueue cache says (ARCHITECTURE §3, §12, §16), derived on read and remembered while the objects
 * it comes from are unchanged: the ClusterQueue's groups, quota, usage and state with the ResourceFlavors' node
 * labels; the WorkloadPriorityClasses; the visible Workloads with their deadlines; the pending order — Kueue's own
 * (visibility API) when it was read since the last Workload change, else the cache's, in Kueue's order.
 */

export interface PriorityClass {
  name: string;
  value: number;
  description: string | null;
}

export type QueueReadingWithClasses = ClusterQueueReading & { priorityClasses: PriorityClass[] };

const readings = new WeakMap<
  object,
  { flavorsGeneration: unknown; borrowing: boolean; reading: ClusterQueueReading }
>();

/** The cluster's WorkloadPriorityClasses, highest value first, then by name. */
export function priorityClassesOf(cache: KueueCache): PriorityClass[] {
  const classes: PriorityClass[] = [];
  for (const o of cache.priorityClasses?.cache.values() ?? []) {
    const raw = o as unknown as { value?: unknown; description?: unknown };
    if (typeof raw.value !== 'number') continue;
    classes.push({
      name: o.metadata.name,
      value: raw.value,
      description: typeof raw.description === 'string' && raw.description !== '' ? raw.description : null,
    });
  }
  return classes.sort((a, b) => b.value - a.value || a.name.localeCompare(b.name));
}

/**
 * The ClusterQueue as limits and estimates read it. Throws `ClusterError` when the cache cannot say (not listed:
 * why; listed: the queue is not there) or `MalformedClusterQueueError`.
 */
export function queueReadingOf(
  cache: KueueCache,
  clusterQueue: string,
  budgetMs: number,
  includeBorrowing = false,
): QueueReadingWithClasses {
  const problem = cache.problem(budgetMs);
  if (problem) throw problem;
  const object = cache.clusterQueue(clusterQueue);
  if (!object) {
    throw new ClusterError(
      cache.clusterName,
      'NOT_FOUND',
      `ClusterQueue "${clusterQueue}" was not found on cluster ${cache.clusterName}`,
      { statusCode: 404 },
    );
  }
  const flavors = cache.resourceFlavors;
  // The flavors' labels are unknown (not empty) while their list cannot be read.
  const flavorsGeneration = flavors?.synced ? [...flavors.cache.values()] : null;
  const known = readings.get(object);
  let reading: ClusterQueueReading;
  if (
    known &&
    known.borrowing === includeBorrowing &&
    sameList(known.flavorsGeneration as unknown[] | null, flavorsGeneration)
  ) {
    reading = known.reading;
  } else {
    reading = interpretClusterQueue(
      object,
      cache.kueueVersion as KueueVersion,
      cache.clusterName,
      includeBorrowing,
      flavorsGeneration ? flavorNodeLabels({ items: flavorsGeneration }) : null,
    );
    readings.set(object, { flavorsGeneration, borrowing: includeBorrowing, reading });
  }
  return { ...reading, priorityClasses: priorityClassesOf(cache) };
}

function sameList(a: unknown[] | null, b: unknown[] | null): boolean {
  if (a === null || b === null) return a === b;
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

/** A pending workload in Kueue's order, as the visibility API gives it (or our cache in the same shape). */
export type PendingOrderItem = VisibilityItem;

/** Where the pending order comes from: Kueue's visibility API, or our cache in Kueue's order. */
export type PendingOrderSource = 'VISIBILITY' | 'CACHE';

export interface PendingOrder {
  source: PendingOrderSource;
  items: PendingOrderItem[];
  truncated: boolean;
  /** Why the visibility API was not used, when it was not. */
  visibilityProblem: string | null;
}

export interface QueueObservation {
  kueueVersion: KueueVersion;
  resourceGroups: ResourceGroup[];
  queueingStrategy: QueueingStrategy;
  cohort: string | null;
  active: boolean;
  /** status.flavorsUsage totals. */
  usage: FlavorUsage[];
  pendingCount: number;
  admittedCount: number;
  pendingOrder: PendingOrder;
  /** Workloads that are visible (any queue), deadlines filled in from their Jobs where known. */
  workloads: ObservedWorkload[];
  workloadsComplete: boolean;
  workloadsProblem: string | null;
  priorityClasses: PriorityClass[];
  /** `spec.preemption.withinClusterQueue` (Kueue's default: Never). */
  withinClusterQueue: 'Never' | 'LowerPriority' | 'LowerOrNewerEqualPriority';
}

const key = (w: { namespace: string; name: string }) => `${w.namespace}/${w.name}`;

/** Kueue's queue order: priority (higher first), then the queue-ordering time, then the key. */
export function byKueueOrder(a: ObservedWorkload, b: ObservedWorkload): number {
  return (
    b.priority - a.priority ||
    a.queuedAt.getTime() - b.queuedAt.getTime() ||
    (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0)
  );
}

/** A Workload waiting for quota in this ClusterQueue (through a LocalQueue that points at it). */
function pendingIn(cache: KueueCache, clusterQueue: string, w: ObservedWorkload): boolean {
  if (w.finished || w.admission || !w.active || !w.queueName) return false;
  return cache.clusterQueueOfLocalQueue(w.namespace, w.queueName) === clusterQueue;
}

const observations = new WeakMap<
  KueueCache,
  { generation: number; cq: string; observation: QueueObservation }
>();

/**
 * Everything a start estimate needs of one ClusterQueue, from the cache. Throws like `queueReadingOf` when the
 * ClusterQueue cannot be read; the rest degrades (said in the fields).
 */
export function queueObservationOf(
  cache: KueueCache,
  clusterQueue: string,
  budgetMs: number,
  includeBorrowing = false,
): QueueObservation {
  const reading = queueReadingOf(cache, clusterQueue, budgetMs, includeBorrowing);
  const known = observations.get(cache);
  if (known && known.generation === cache.generation && known.cq === clusterQueue) return known.observation;
  const spec = (cache.clusterQueue(clusterQueue)?.spec ?? {}) as {
    queueingStrategy?: unknown;
    preemption?: { withinClusterQueue?: unknown };
  };
  const within = spec.preemption?.withinClusterQueue;
  const strategy: QueueingStrategy = spec.queueingStrategy === 'StrictFIFO' ? 'StrictFIFO' : 'BestEffortFIFO';
  const workloads: ObservedWorkload[] = [];
  const pending: ObservedWorkload[] = [];
  for (const object of cache.workloads?.cache.values() ?? []) {
    let w = interpretWorkload(object);
    if (!w) continue;
    if (w.deadlineSeconds === null && w.jobName && !w.finished) {
      const deadline = cache.foreignJobDeadline(w.namespace, w.jobName);
      if (deadline !== null) w = { ...w, deadlineSeconds: deadline };
    }
    workloads.push(w);
    if (pendingIn(cache, clusterQueue, w)) pending.push(w);
  }
  const observation: QueueObservation = {
    kueueVersion: reading.version,
    resourceGroups: reading.resourceGroups,
    queueingStrategy: strategy,
    cohort: reading.cohort,
    active: reading.active,
    usage: reading.queue.usage.map((u) => ({ flavor: u.flavor, resource: u.resource, amount: u.used })),
    pendingCount: reading.queue.pendingWorkloads,
    admittedCount: reading.queue.reservingWorkloads || reading.queue.admittedWorkloads,
    pendingOrder: pendingOrderOf(cache, pending),
    workloads,
    workloadsComplete: cache.workloads?.synced === true && !cache.workloadsProblem,
    workloadsProblem: cache.workloads?.synced
      ? cache.workloadsProblem
      : (cache.workloads?.lastError?.message ?? 'the Workloads have not been listed yet'),
    priorityClasses: reading.priorityClasses,
    withinClusterQueue:
      within === 'LowerPriority' || within === 'LowerOrNewerEqualPriority' ? within : 'Never',
  };
  observations.set(cache, { generation: cache.generation, cq: clusterQueue, observation });
  return observation;
}

function pendingOrderOf(cache: KueueCache, pending: ObservedWorkload[]): PendingOrder {
  const v = cache.visibility;
  if (v && 'items' in v && v.generation === cache.workloadGeneration) {
    return { source: 'VISIBILITY', items: v.items, truncated: v.truncated, visibilityProblem: null };
  }
  const sorted = [...pending].sort(byKueueOrder);
  const perLocalQueue = new Map<string, number>();
  const items = sorted.map((w, index) => {
    const lq = `${w.namespace}/${w.queueName}`;
    const inLocal = perLocalQueue.get(lq) ?? 0;
    perLocalQueue.set(lq, inLocal + 1);
    return {
      namespace: w.namespace,
      name: w.name,
      priority: w.priority,
      localQueueName: w.queueName,
      positionInClusterQueue: index,
      positionInLocalQueue: inLocal,
    };
  });
  return {
    source: 'CACHE',
    items,
    truncated: false,
    visibilityProblem: v && 'unavailable' in v ? v.unavailable : null,
  };
}
