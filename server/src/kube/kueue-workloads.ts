import type { FlavorUsage, GroupRequest, QueueingStrategy, ResourceGroup } from '@kueue-batch/rules';
import type { ClusterClient, RequestOptions } from './cluster-client.ts';
import { ClusterError, isHttpStatus } from './cluster-error.ts';
import { discoverKueueVersion, interpretClusterQueue, KUEUE_GROUP, type KueueVersion } from './kueue.ts';
import { parseQuantity } from './quantity.ts';

/**
 * Reading what a start estimate needs of one ClusterQueue (ARCHITECTURE §12), in one time budget:
 * - the ClusterQueue itself: resource groups with each flavor's quota, `queueingStrategy`, cohort, usage;
 * - the pending workloads in Kueue's order, from the on-demand visibility API
 *   (`visibility.kueue.x-k8s.io` v1beta2, else v1beta1); forbidden or not served → said so, never an error;
 * - the Workloads our credentials may list (cluster-wide, else the cluster's namespace): requests, priority,
 *   admission (flavors and usage, time), `spec.maximumExecutionTimeSeconds`, and the Jobs' `activeDeadlineSeconds`
 *   for those that have none.
 * Only the ClusterQueue read may fail the whole reading (it throws `ClusterError`); the rest degrades.
 */

export const VISIBILITY_GROUP = 'visibility.kueue.x-k8s.io';
const VISIBILITY_VERSIONS = ['v1beta2', 'v1beta1'] as const;
/** At most this many pending workloads are read (the estimate of one further back says so). */
export const MAX_PENDING_READ = 500;
/** At most this many Workloads are listed per reading. */
export const MAX_WORKLOADS_READ = 2_000;
/** At most this many namespaces' Jobs are listed to find deadlines of workloads that carry none. */
const MAX_JOB_NAMESPACES = 4;

export interface ObservedWorkload {
  namespace: string;
  name: string;
  /** The owning Job, when the workload belongs to one. */
  jobName: string | null;
  queueName: string | null;
  priority: number;
  createdAt: Date;
  /** Summed over pod sets (count × per-pod request). */
  request: GroupRequest;
  /** Set once admitted (quota reserved) to a ClusterQueue. */
  admission: { clusterQueue: string; at: Date; usage: FlavorUsage[] } | null;
  finished: boolean;
  /** maximumExecutionTimeSeconds, else the Job's (or pod's) activeDeadlineSeconds; null when none is known. */
  deadlineSeconds: number | null;
}

export interface PendingOrderItem {
  namespace: string;
  name: string;
  priority: number;
  localQueueName: string | null;
  positionInClusterQueue: number | null;
  positionInLocalQueue: number | null;
}

export type PendingOrder =
  | {
      available: true;
      version: (typeof VISIBILITY_VERSIONS)[number];
      items: PendingOrderItem[];
      truncated: boolean;
    }
  | { available: false; reason: string };

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
  /** Workloads that could be listed (any queue); `workloadsProblem` says why some could not. */
  workloads: ObservedWorkload[];
  workloadsComplete: boolean;
  workloadsProblem: string | null;
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

function toGroupRequest(amounts: Map<string, bigint>): GroupRequest {
  const extended = [...amounts]
    .filter(([name]) => name !== 'cpu' && name !== 'memory' && name !== 'pods')
    .map(([name, quantity]) => ({ name, quantity }));
  return { cpuMillis: amounts.get('cpu') ?? 0n, memoryBytes: amounts.get('memory') ?? 0n, extended };
}

/** One Workload object, as the estimate needs it (exported for tests). */
export function interpretWorkload(object: unknown): ObservedWorkload | null {
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
  for (const ps of list(spec.podSets).filter(isDict)) {
    podSetRequest(ps, amounts);
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
  return {
    namespace,
    name,
    jobName: owner ? str(owner.name) : null,
    queueName: str(spec.queueName),
    priority: int(spec.priority) ?? 0,
    createdAt: created ? new Date(created) : new Date(0),
    request: toGroupRequest(amounts),
    admission,
    finished: conditionTrue(w, 'Finished') !== undefined,
    deadlineSeconds: int(spec.maximumExecutionTimeSeconds) ?? podDeadline,
  };
}

function interpretPendingOrder(object: unknown, version: (typeof VISIBILITY_VERSIONS)[number]): PendingOrder {
  const items: PendingOrderItem[] = [];
  for (const item of list(dict(object).items).filter(isDict)) {
    const meta = dict(item.metadata);
    const name = str(meta.name);
    const namespace = str(meta.namespace);
    if (!name || !namespace) continue;
    items.push({
      namespace,
      name,
      priority: int(item.priority) ?? 0,
      localQueueName: str(item.localQueueName),
      positionInClusterQueue: int(item.positionInClusterQueue),
      positionInLocalQueue: int(item.positionInLocalQueue),
    });
  }
  return { available: true, version, items, truncated: items.length >= MAX_PENDING_READ };
}

/** Why a degraded read is degraded, in our words. */
function degradedReason(error: unknown, what: string): string {
  if (isHttpStatus(error, 403) || (error instanceof ClusterError && error.kind === 'UNAUTHORIZED')) {
    return `${what} is forbidden to our credentials`;
  }
  if (isHttpStatus(error, 404) || (error instanceof ClusterError && error.kind === 'NOT_FOUND')) {
    return `${what} is not served by this cluster`;
  }
  return `${what} could not be read`;
}

export interface ReadQueueOptions extends RequestOptions {
  includeBorrowing?: boolean;
  /** The namespace to list Workloads in when cluster-wide listing is forbidden. */
  namespace: string;
  /** Which of that namespace's Jobs to list for deadlines (e.g. not ours, whose deadlines the caller knows). */
  jobsSelector?: string;
}

/** Reads everything above for one ClusterQueue. Throws `ClusterError` only when the ClusterQueue cannot be read. */
export async function readQueueObservation(
  client: ClusterClient,
  clusterQueue: string,
  options: ReadQueueOptions,
): Promise<QueueObservation> {
  // The version the limits already discovered (cached per client for a few minutes).
  const version = await discoverKueueVersion(client, { timeoutMs: options.timeoutMs });
  const cqPath = `/apis/${KUEUE_GROUP}/${version}/clusterqueues/${encodeURIComponent(clusterQueue)}`;
  const [cqObject, pendingOrder, workloads] = await Promise.all([
    client.getJson(cqPath, { ...options, what: `ClusterQueue "${clusterQueue}"` }),
    readPendingOrder(client, clusterQueue, options).catch(
      (error): PendingOrder => ({
        available: false,
        reason: degradedReason(error, "Kueue's visibility API"),
      }),
    ),
    listWorkloads(client, version, options),
  ]);
  const interpreted = interpretClusterQueue(cqObject, version, client.clusterName, options.includeBorrowing);
  const spec = dict(dict(cqObject).spec);
  const status = dict(dict(cqObject).status);
  const strategy: QueueingStrategy = spec.queueingStrategy === 'StrictFIFO' ? 'StrictFIFO' : 'BestEffortFIFO';
  return {
    kueueVersion: version,
    resourceGroups: interpreted.resourceGroups,
    queueingStrategy: strategy,
    cohort: interpreted.cohort,
    active: interpreted.active,
    usage: interpreted.queue.usage.map((u) => ({ flavor: u.flavor, resource: u.resource, amount: u.used })),
    pendingCount: int(status.pendingWorkloads) ?? 0,
    admittedCount: int(status.reservingWorkloads) ?? int(status.admittedWorkloads) ?? 0,
    pendingOrder,
    ...workloads,
  };
}

async function readPendingOrder(
  client: ClusterClient,
  clusterQueue: string,
  options: RequestOptions,
): Promise<PendingOrder> {
  return client.request(
    async (_, http) => {
      let lastError: unknown;
      for (const version of VISIBILITY_VERSIONS) {
        const path = `/apis/${VISIBILITY_GROUP}/${version}/clusterqueues/${encodeURIComponent(clusterQueue)}/pendingworkloads?limit=${MAX_PENDING_READ}`;
        try {
          return interpretPendingOrder(await http.getJson(path), version);
        } catch (error) {
          lastError = error;
          if (!isHttpStatus(error, 404)) throw error; // 403 and the rest: no point asking the other version
        }
      }
      throw lastError;
    },
    { ...options, what: "Kueue's visibility API" },
  );
}

async function listWorkloads(
  client: ClusterClient,
  version: KueueVersion,
  options: ReadQueueOptions,
): Promise<Pick<QueueObservation, 'workloads' | 'workloadsComplete' | 'workloadsProblem'>> {
  const base = `/apis/${KUEUE_GROUP}/${version}`;
  const read = async (path: string) => {
    const answer = dict(
      await client.getJson(`${path}?limit=${MAX_WORKLOADS_READ}`, { ...options, what: 'Workloads' }),
    );
    const items = list(answer.items)
      .map(interpretWorkload)
      .filter((w): w is ObservedWorkload => w !== null);
    return { items, complete: !str(dict(answer.metadata).continue) };
  };
  // The Jobs of our namespace (their activeDeadlineSeconds) are read at the same time: no second round trip.
  const ownNamespaceJobs = readJobDeadlines(client, options.namespace, options, options.jobsSelector).catch(
    () => null,
  );
  let listed: { items: ObservedWorkload[]; complete: boolean };
  let problem: string | null = null;
  try {
    listed = await read(`${base}/workloads`);
  } catch (error) {
    try {
      listed = await read(`${base}/namespaces/${encodeURIComponent(options.namespace)}/workloads`);
      listed.complete = false;
      problem = `${degradedReason(error, 'listing Workloads of every namespace')}; only namespace ${options.namespace} was read`;
    } catch (inner) {
      return {
        workloads: [],
        workloadsComplete: false,
        workloadsProblem: degradedReason(inner, 'listing Workloads'),
      };
    }
  }
  if (!listed.complete && !problem)
    problem = `more than ${MAX_WORKLOADS_READ} Workloads; only the first were read`;
  await addJobDeadlines(client, listed.items, options, options.namespace, ownNamespaceJobs);
  return { workloads: listed.items, workloadsComplete: listed.complete, workloadsProblem: problem };
}

/** The activeDeadlineSeconds of a namespace's Jobs, by Job name. */
async function readJobDeadlines(
  client: ClusterClient,
  namespace: string,
  options: RequestOptions,
  labelSelector?: string,
): Promise<Map<string, number>> {
  const answer = dict(
    await client.getJson(
      `/apis/batch/v1/namespaces/${encodeURIComponent(namespace)}/jobs?limit=${MAX_WORKLOADS_READ}${
        labelSelector ? `&labelSelector=${encodeURIComponent(labelSelector)}` : ''
      }`,
      { ...options, what: 'Jobs' },
    ),
  );
  const deadlines = new Map<string, number>();
  for (const job of list(answer.items).filter(isDict)) {
    const name = str(dict(job.metadata).name);
    const d = int(dict(job.spec).activeDeadlineSeconds);
    if (name && d !== null) deadlines.set(name, d);
  }
  return deadlines;
}

/**
 * Workloads without maximumExecutionTimeSeconds: their Job's activeDeadlineSeconds, a few namespaces at most (the
 * one already being read, `prefetched`, counts without a further request).
 */
async function addJobDeadlines(
  client: ClusterClient,
  workloads: ObservedWorkload[],
  options: RequestOptions,
  prefetchedNamespace: string,
  prefetched: Promise<Map<string, number> | null>,
) {
  const missing = workloads.filter((w) => w.deadlineSeconds === null && w.jobName && !w.finished);
  const namespaces = [...new Set(missing.map((w) => w.namespace))].slice(0, MAX_JOB_NAMESPACES);
  await Promise.all(
    namespaces.map(async (namespace) => {
      const deadlines =
        namespace === prefetchedNamespace
          ? await prefetched
          : await readJobDeadlines(client, namespace, options).catch(() => null);
      // Unreadable: the deadlines stay unknown, and the estimate says what that costs.
      if (!deadlines) return;
      for (const w of missing) {
        if (w.namespace === namespace && w.jobName && deadlines.has(w.jobName))
          w.deadlineSeconds = deadlines.get(w.jobName)!;
      }
    }),
  );
  await prefetched; // never left running past the reading
}
