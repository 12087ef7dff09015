import {
  estimateStart,
  type GroupRequest,
  type PendingWorkload,
  predictRuntime,
  type QueueSnapshot,
  type RunningWorkload,
  type RuntimeHistory,
  type StartEstimate,
} from '@kueue-batch/rules';
import DataLoader from 'dataloader';
import type { PrismaClient, ProcessStatus } from '../generated/prisma/client.ts';
import type { ClusterClientRegistry } from '../kube/client-registry.ts';
import { MANAGED_BY, MANAGED_BY_LABEL } from '../kube/jobs.ts';
import {
  type ObservedWorkload,
  type QueueObservation,
  readQueueObservation,
} from '../kube/kueue-workloads.ts';
import { formatDuration } from '../text.ts';
import { ACTIVE_STATUSES } from './lifecycle.ts';
import {
  type ClusterForLimits,
  type ClusterLimits,
  checkRequestAgainstLimits,
  healthForError,
  type RequestedResources,
} from './limits.ts';

/**
 * Start estimates (ARCHITECTURE §12): per cluster, a reading of its queue (the ClusterQueue, Kueue's pending order,
 * the visible Workloads) joined with our own database (our versions' deadlines and how long their processes, users
 * and this cluster really ran), turned into the pure model's `QueueSnapshot`. Cached across requests exactly like
 * the limits (stale-while-revalidate, short TTL, one read in flight per cluster), with a DataLoader per request;
 * every read is bounded by the client registry's timeout and breaker, so one slow cluster never delays the others.
 * A reading never throws: what could not be read becomes an UNKNOWN estimate with the reason.
 */

/** Time between a Job's deadline and its quota's release (pod termination, Kueue finishing the workload). */
export const END_SLACK_SECONDS = 35;
const HISTORY_ROWS = 200;

/** Our version behind a workload, with what the model needs of it. */
interface OwnVersion {
  id: string;
  jobName: string;
  processId: string;
  createdById: string;
  deadlineSeconds: number | null;
}

export interface QueueReading {
  clusterId: string;
  clusterName: string;
  observation: QueueObservation | null;
  /** Why the queue could not be read (our words), when it could not. */
  problem: string | null;
  /** Our versions on this cluster by Job name, and the runtime history of their processes and users. */
  own: Map<string, OwnVersion>;
  history: {
    byProcess: Map<string, number[]>;
    userRatios: Map<string, number[]>;
    clusterRatios: number[];
  };
  fetchedAt: Date;
}

export interface ClusterForEstimate extends ClusterForLimits {
  namespace: string;
  localQueue: string;
}

export interface EstimateDeps {
  prisma: PrismaClient;
  registry: ClusterClientRegistry;
  timeoutMs?: number;
  includeBorrowing?: boolean;
  now?: () => Date;
}

const runtimeSeconds = (v: { startedAt: Date | null; finishedAt: Date | null }) =>
  v.startedAt && v.finishedAt ? Math.max(0, (v.finishedAt.getTime() - v.startedAt.getTime()) / 1000) : null;

/** Our versions on a cluster with the runtime history of their processes and users, and the cluster's. */
async function readOwnHistory(
  prisma: PrismaClient,
  clusterId: string,
  where: { jobName: { in: string[] } } | { status: { in: ProcessStatus[] } },
) {
  const ownRows = await prisma.processVersion.findMany({
    where: { clusterId, jobName: { not: null }, ...where },
    select: { id: true, jobName: true, processId: true, createdById: true, deadlineSeconds: true },
  });
  const processIds = [...new Set(ownRows.map((r) => r.processId))];
  const userIds = [...new Set(ownRows.map((r) => r.createdById))];
  const finished = { finishedAt: { not: null }, startedAt: { not: null } } as const;
  const select = {
    id: true,
    processId: true,
    createdById: true,
    deadlineSeconds: true,
    startedAt: true,
    finishedAt: true,
  } as const;
  const [byProcessRows, byUserRows] = await Promise.all([
    processIds.length === 0
      ? []
      : prisma.processVersion.findMany({
          where: { processId: { in: processIds }, ...finished },
          orderBy: { finishedAt: 'desc' },
          take: HISTORY_ROWS,
          select,
        }),
    userIds.length === 0
      ? []
      : prisma.processVersion.findMany({
          where: { createdById: { in: userIds }, deadlineSeconds: { not: null }, ...finished },
          orderBy: { finishedAt: 'desc' },
          take: HISTORY_ROWS,
          select,
        }),
  ]);
  return { ownRows, byProcessRows, byUserRows };
}

type HistoryRow = {
  id?: string;
  processId: string;
  createdById: string;
  deadlineSeconds: number | null;
  startedAt: Date | null;
  finishedAt: Date | null;
};

/**
 * Reads one cluster's queue and our history for it now (no cache). Never throws. The database is read while the
 * cluster answers (our active versions there and their history), so a reading costs one cluster round trip; only
 * a Workload of ours the database did not list as active (e.g. a status written a moment ago) costs a second query.
 */
export async function readQueue(deps: EstimateDeps, cluster: ClusterForEstimate): Promise<QueueReading> {
  const now = deps.now ?? (() => new Date());
  let observation: QueueObservation | null = null;
  let problem: string | null = null;
  const finished = { finishedAt: { not: null }, startedAt: { not: null } } as const;
  const select = {
    processId: true,
    createdById: true,
    deadlineSeconds: true,
    startedAt: true,
    finishedAt: true,
  } as const;
  const [, active, byClusterRows] = await Promise.all([
    readQueueObservation(deps.registry.get(cluster), cluster.clusterQueue, {
      timeoutMs: deps.timeoutMs,
      includeBorrowing: deps.includeBorrowing,
      namespace: cluster.namespace,
      // Our own Jobs' deadlines are in our database: only the other tenants' Jobs are listed for theirs.
      jobsSelector: `${MANAGED_BY_LABEL}!=${MANAGED_BY}`,
    }).then(
      (o) => {
        observation = o;
      },
      (error: unknown) => {
        problem =
          healthForError(error, cluster).message ?? `the queue of cluster ${cluster.name} could not be read`;
      },
    ),
    readOwnHistory(deps.prisma, cluster.id, { status: { in: [...ACTIVE_STATUSES] } }),
    deps.prisma.processVersion.findMany({
      where: { clusterId: cluster.id, deadlineSeconds: { not: null }, ...finished },
      orderBy: { finishedAt: 'desc' },
      take: HISTORY_ROWS,
      select,
    }),
  ]);
  const observed = observation as QueueObservation | null;
  const jobNames = new Set(
    (observed?.workloads ?? [])
      .filter((w) => w.namespace === cluster.namespace && w.jobName && !w.finished)
      .map((w) => w.jobName!),
  );
  const known = new Set(active.ownRows.map((r) => r.jobName));
  const missing = [...jobNames].filter((name) => !known.has(name));
  const late =
    missing.length === 0 ? null : await readOwnHistory(deps.prisma, cluster.id, { jobName: { in: missing } });
  const ownRows = [...active.ownRows, ...(late?.ownRows ?? [])].filter((r) => jobNames.has(r.jobName!));
  const own = new Map<string, OwnVersion>();
  for (const row of ownRows) if (row.jobName) own.set(row.jobName, { ...row, jobName: row.jobName });
  const unique = (rows: HistoryRow[]) => [...new Map(rows.map((r) => [r.id, r])).values()];
  const byProcessRows: HistoryRow[] = unique([...active.byProcessRows, ...(late?.byProcessRows ?? [])]);
  const byUserRows: HistoryRow[] = unique([...active.byUserRows, ...(late?.byUserRows ?? [])]);
  const byProcess = new Map<string, number[]>();
  for (const row of byProcessRows) {
    const s = runtimeSeconds(row);
    if (s !== null) byProcess.set(row.processId, [...(byProcess.get(row.processId) ?? []), s]);
  }
  const ratio = (row: HistoryRow) => {
    const s = runtimeSeconds(row);
    return s === null || !row.deadlineSeconds ? null : s / row.deadlineSeconds;
  };
  const userRatios = new Map<string, number[]>();
  for (const row of byUserRows) {
    const r = ratio(row);
    if (r !== null) userRatios.set(row.createdById, [...(userRatios.get(row.createdById) ?? []), r]);
  }
  const clusterRatios = byClusterRows.map(ratio).filter((r): r is number => r !== null);
  return {
    clusterId: cluster.id,
    clusterName: cluster.name,
    observation: observed,
    problem,
    own,
    history: { byProcess, userRatios, clusterRatios },
    fetchedAt: now(),
  };
}

function historyFor(reading: QueueReading, version: OwnVersion): RuntimeHistory {
  return {
    sameProcessSeconds: reading.history.byProcess.get(version.processId) ?? [],
    userRatios: reading.history.userRatios.get(version.createdById) ?? [],
    clusterRatios: reading.history.clusterRatios,
  };
}

const workloadKey = (w: { namespace: string; name: string }) => `${w.namespace}/${w.name}`;

export interface SnapshotResult {
  snapshot: QueueSnapshot | null;
  /** Why there is no snapshot at all (the estimate is UNKNOWN with it). */
  unknown: string | null;
  /** Kueue's positions by workload key, when the visibility API answered. */
  positions: Map<string, { positionInClusterQueue: number | null; positionInLocalQueue: number | null }>;
  /** Workload keys of our versions' workloads, by Job name. */
  workloadOfJob: Map<string, string>;
}

/** The model's input from a reading (pure, exported for tests). */
export function toSnapshot(
  reading: QueueReading,
  cluster: ClusterForEstimate,
  nowMs: number,
): SnapshotResult {
  const positions: SnapshotResult['positions'] = new Map();
  const workloadOfJob = new Map<string, string>();
  const empty = (unknown: string): SnapshotResult => ({ snapshot: null, unknown, positions, workloadOfJob });
  const o = reading.observation;
  if (!o) return empty(reading.problem ?? `the queue of cluster ${cluster.name} could not be read`);
  if (!o.active) return empty(`the ClusterQueue "${cluster.clusterQueue}" is not active`);
  const byKey = new Map<string, ObservedWorkload>();
  for (const w of o.workloads) {
    byKey.set(workloadKey(w), w);
    if (w.namespace === cluster.namespace && w.jobName && !w.finished)
      workloadOfJob.set(w.jobName, workloadKey(w));
  }
  const ownOf = (w: ObservedWorkload) =>
    w.namespace === cluster.namespace && w.jobName ? reading.own.get(w.jobName) : undefined;
  const deadlineOf = (w: ObservedWorkload) => ownOf(w)?.deadlineSeconds ?? w.deadlineSeconds;
  const samplesOf = (w: ObservedWorkload) => {
    const mine = ownOf(w);
    const deadline = deadlineOf(w);
    return mine ? predictRuntime(deadline, historyFor(reading, mine)).samplesSeconds : [];
  };

  const running: RunningWorkload[] = o.workloads
    .filter((w) => !w.finished && w.admission?.clusterQueue === cluster.clusterQueue)
    .map((w) => ({
      name: workloadKey(w),
      usage: w.admission!.usage,
      admittedAtMs: w.admission!.at.getTime(),
      deadlineSeconds: deadlineOf(w),
      runtimeSamplesSeconds: samplesOf(w),
    }));

  const hidden: string[] = [];
  let pending: PendingWorkload[] = [];
  if (o.pendingOrder.available) {
    if (o.pendingOrder.truncated)
      hidden.push(`more than ${o.pendingOrder.items.length} workloads are pending`);
    pending = o.pendingOrder.items.map((item, index) => {
      const w = byKey.get(workloadKey(item));
      positions.set(workloadKey(item), {
        positionInClusterQueue: item.positionInClusterQueue,
        positionInLocalQueue: item.positionInLocalQueue,
      });
      return {
        name: workloadKey(item),
        priority: item.priority,
        // Kueue's own order is kept: the model sorts by priority, then this.
        createdAtMs: index,
        request: w ? w.request : null,
        deadlineSeconds: w ? deadlineOf(w) : null,
        runtimeSamplesSeconds: w ? samplesOf(w) : [],
      };
    });
  } else if (o.pendingCount > 0) {
    hidden.push(
      `${o.pendingOrder.reason}, so the order of the ${o.pendingCount} pending workload${o.pendingCount === 1 ? '' : 's'} is unknown`,
    );
  }
  const snapshot: QueueSnapshot = {
    nowMs,
    resourceGroups: o.resourceGroups,
    queueingStrategy: o.queueingStrategy,
    usage: o.usage,
    running,
    pending,
    hidden,
    endSlackSeconds: END_SLACK_SECONDS,
  };
  return { snapshot, unknown: null, positions, workloadOfJob };
}

function unknownEstimate(reason: string, nowMs: number): StartEstimate {
  return {
    basis: 'UNKNOWN',
    expectedStartAtMs: null,
    latestStartAtMs: null,
    expectedWaitSeconds: null,
    latestWaitSeconds: null,
    workloadsAhead: null,
    assignments: [],
    message: `unknown: ${reason}`,
    reason,
    assumptions: [],
    computedAtMs: nowMs,
  };
}

/** The estimate for a new request on a cluster. */
export function estimateForRequest(
  reading: QueueReading,
  cluster: ClusterForEstimate,
  request: GroupRequest,
  nowMs: number,
): StartEstimate {
  const { snapshot, unknown } = toSnapshot(reading, cluster, nowMs);
  if (!snapshot) return unknownEstimate(unknown!, nowMs);
  return estimateStart(snapshot, { request });
}

export interface QueuedVersionPosition {
  positionInClusterQueue: number | null;
  positionInLocalQueue: number | null;
  workloadsAhead: number | null;
  estimate: StartEstimate;
}

/** Where a queued version of ours stands: Kueue's positions and our estimate. */
export function positionOfVersion(
  reading: QueueReading,
  cluster: ClusterForEstimate,
  jobName: string,
  nowMs: number,
): QueuedVersionPosition {
  const { snapshot, unknown, positions, workloadOfJob } = toSnapshot(reading, cluster, nowMs);
  const key = workloadOfJob.get(jobName);
  const position = key ? positions.get(key) : undefined;
  if (!snapshot) {
    return {
      positionInClusterQueue: null,
      positionInLocalQueue: null,
      workloadsAhead: null,
      estimate: unknownEstimate(unknown!, nowMs),
    };
  }
  const estimate = key
    ? estimateStart(snapshot, { name: key })
    : unknownEstimate('its Workload is not visible in the queue yet', nowMs);
  return {
    positionInClusterQueue: position?.positionInClusterQueue ?? null,
    positionInLocalQueue: position?.positionInLocalQueue ?? null,
    workloadsAhead: estimate.workloadsAhead,
    estimate,
  };
}

export interface QueueCacheOptions extends EstimateDeps {
  /** How long a reading is fresh, in ms. Default 5 000. */
  ttlMs?: number;
  /** How long a stale reading may be served while it is refreshed, in ms. Default 60 000. */
  maxStaleMs?: number;
}

/** Cross-request stale-while-revalidate cache of queue readings (the limits cache's rules). */
export class QueueCache {
  readonly #entries = new Map<string, { key: string; reading: QueueReading; at: number }>();
  readonly #inFlight = new Map<string, Promise<QueueReading>>();
  readonly #deps: EstimateDeps;
  readonly #ttlMs: number;
  readonly #maxStaleMs: number;
  readonly #clock: () => number;
  readonly stats = { hits: 0, staleHits: 0, misses: 0, fetches: 0 };

  constructor(options: QueueCacheOptions) {
    this.#deps = options;
    this.#ttlMs = options.ttlMs ?? 5_000;
    this.#maxStaleMs = options.maxStaleMs ?? 60_000;
    this.#clock = options.now ? () => options.now!().getTime() : Date.now;
  }

  async get(cluster: ClusterForEstimate, options: { maxAgeMs?: number } = {}): Promise<QueueReading> {
    const key = `${cluster.id}|${cluster.credentialsUpdatedAt.getTime()}|${cluster.clusterQueue}|${cluster.namespace}`;
    const entry = this.#entries.get(cluster.id);
    const age = entry ? this.#clock() - entry.at : Number.POSITIVE_INFINITY;
    const usable = entry && entry.key === key;
    if (usable && age < Math.min(this.#ttlMs, options.maxAgeMs ?? Number.POSITIVE_INFINITY)) {
      this.stats.hits += 1;
      return entry.reading;
    }
    if (usable && options.maxAgeMs === undefined && age < this.#maxStaleMs) {
      this.stats.staleHits += 1;
      void this.#refresh(cluster, key).catch(() => {});
      return entry.reading;
    }
    this.stats.misses += 1;
    return this.#refresh(cluster, key);
  }

  /** Forget a cluster's reading (after we changed its queue, e.g. created a Job there). */
  invalidate(clusterId: string): void {
    this.#entries.delete(clusterId);
  }

  #refresh(cluster: ClusterForEstimate, key: string): Promise<QueueReading> {
    const running = this.#inFlight.get(key);
    if (running) return running;
    this.stats.fetches += 1;
    const promise = readQueue(this.#deps, cluster)
      .then((reading) => {
        this.#entries.set(cluster.id, { key, reading, at: this.#clock() });
        return reading;
      })
      .finally(() => this.#inFlight.delete(key));
    this.#inFlight.set(key, promise);
    return promise;
  }
}

/** The services' queue cache, built on first use from the cluster clients and the database. */
export function queueCacheOf(services: {
  queues?: QueueCache;
  prisma: PrismaClient;
  kube: ClusterClientRegistry;
  config: { limitsCacheTtlMs?: number };
}): QueueCache {
  services.queues ??= new QueueCache({
    prisma: services.prisma,
    registry: services.kube,
    ttlMs: services.config.limitsCacheTtlMs,
  });
  return services.queues;
}

/**
 * The estimate shown on a cluster for a request: NEVER when the request breaks the cluster's limits (the same
 * rule as `fitsRequest`), else the replay of its queue.
 */
export function estimateForCluster(
  reading: QueueReading,
  cluster: ClusterForEstimate,
  limits: ClusterLimits,
  requests: RequestedResources,
  nowMs: number,
): StartEstimate {
  const check = checkRequestAgainstLimits(limits, requests);
  const runtime = check.deadlineViolation;
  if (runtime) {
    const reason = `its deadline (${formatDuration(runtime.requested)}) is above this cluster's maximum runtime (${formatDuration(runtime.limit)})`;
    return { ...unknownEstimate(reason, nowMs), basis: 'NEVER', message: `cannot start: ${reason}` };
  }
  return estimateForRequest(reading, cluster, toGroupRequest(requests), nowMs);
}

/** A request as the fit rule and the model take it. */
export function toGroupRequest(requests: RequestedResources): GroupRequest {
  const r = requests as RequestedResources & { extended?: GroupRequest['extended']; flavor?: string | null };
  return {
    cpuMillis: r.cpuMillis ?? null,
    memoryBytes: r.memoryBytes ?? null,
    extended: r.extended ?? null,
    flavor: r.flavor ?? null,
  };
}

/** A per-request DataLoader over the cache: one reading per cluster per request, all clusters in parallel. */
export function createQueueLoader(cache: QueueCache): DataLoader<ClusterForEstimate, QueueReading, string> {
  return new DataLoader((clusters) => Promise.all(clusters.map((c) => cache.get(c))), {
    cacheKeyFn: (cluster) => cluster.id,
  });
}
