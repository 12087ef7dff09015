import type { PrismaClient } from '../../generated/prisma/client.ts';
import type { FinishedRuntimes } from '../../kube/finished-runtimes.ts';
import type { KueueCaches } from '../../kube/kueue-caches.ts';
import { type QueueObservation, queueObservationOf } from '../../kube/kueue-readings.ts';
import { ACTIVE_STATUSES } from '../lifecycle.ts';
import { type ClusterForLimits, healthForError } from '../limits.ts';
import { type HistoryRow, readOwnHistory, runtimeSeconds } from './history.ts';

/**
 * One cluster's queue as a start estimate reads it (ARCHITECTURE §12, §16): the watch-fed cache's observation (no
 * call to the cluster) joined with our database — which Workloads are our versions (immutable: remembered per Job
 * name) and how long processes, users and the cluster ran (re-read at most every second, in the background once
 * known). A reading never throws: what could not be read becomes the reason of an UNKNOWN estimate.
 */

export interface ClusterForEstimate extends ClusterForLimits {
  namespace: string;
  localQueue: string;
}

/** Our version behind a workload, with what the model needs of it. */
export interface OwnVersion {
  id: string;
  jobName: string;
  processId: string;
  createdById: string;
  deadlineSeconds: number | null;
}

export interface RuntimeHistories {
  byProcess: Map<string, number[]>;
  userRatios: Map<string, number[]>;
  clusterRatios: number[];
}

export interface QueueReading {
  clusterId: string;
  clusterName: string;
  observation: QueueObservation | null;
  /** Why the queue could not be read (our words), when it could not. */
  problem: string | null;
  /** Our versions on this cluster by Job name, and the runtime history of their processes and users. */
  own: Map<string, OwnVersion>;
  history: RuntimeHistories;
  /**
   * The other tenants' runtimes ÷ bounds, from the Workloads the cluster was seen to finish (absent: none known).
   * Not read by the model: measured, they made the expected start worse at the median (server/bench/README.md,
   * "Other traces"); the start-estimates bench replays with them as a diagnostic.
   */
  finished?: Pick<FinishedRuntimes, 'ratiosFor'>;
  fetchedAt: Date;
}

export interface QueueReadingDeps {
  prisma: PrismaClient;
  caches: KueueCaches;
  includeBorrowing?: boolean;
  now?: () => Date;
}

const HISTORY_REFRESH_MS = 1_000;

interface ClusterHistory {
  own: Map<string, OwnVersion>;
  processRows: Map<string, HistoryRow>;
  userRows: Map<string, HistoryRow>;
  clusterRows: HistoryRow[];
  histories: RuntimeHistories;
  at: number;
}

/** Our history per cluster, shared by every reading (one refresh in flight per cluster). */
export class OwnHistories {
  readonly #entries = new Map<string, ClusterHistory>();
  readonly #refreshing = new Map<string, Promise<ClusterHistory>>();
  readonly #prisma: PrismaClient;
  readonly #notOurs = new Set<string>();

  constructor(prisma: PrismaClient) {
    this.#prisma = prisma;
  }

  /** The cluster's history, with our versions among `jobNames` known (one query for any not seen before). */
  async get(clusterId: string, jobNames: readonly string[]): Promise<ClusterHistory> {
    let entry = this.#entries.get(clusterId);
    if (!entry) entry = await this.#refresh(clusterId);
    else if (Date.now() - entry.at > HISTORY_REFRESH_MS) void this.#refresh(clusterId).catch(() => {});
    const missing = jobNames.filter((name) => !entry!.own.has(name) && !this.#notOurs.has(name));
    if (missing.length > 0) {
      const late = await readOwnHistory(this.#prisma, clusterId, { jobName: { in: missing } });
      for (const row of late.ownRows)
        if (row.jobName) entry.own.set(row.jobName, { ...row, jobName: row.jobName });
      // Our Jobs are named after their versions (`kb-…`, jobNameFor) and recorded just after they are created:
      // only other names are known for good not to be ours.
      if (this.#notOurs.size > 10_000) this.#notOurs.clear();
      for (const name of missing)
        if (!entry.own.has(name) && !name.startsWith('kb-')) this.#notOurs.add(name);
      for (const r of late.byProcessRows) entry.processRows.set(r.id!, r);
      for (const r of late.byUserRows) entry.userRows.set(r.id!, r);
      if (late.ownRows.length > 0) entry.histories = histories(entry);
    }
    return entry;
  }

  #refresh(clusterId: string): Promise<ClusterHistory> {
    const running = this.#refreshing.get(clusterId);
    if (running) return running;
    const promise = (async () => {
      const finished = { finishedAt: { not: null }, startedAt: { not: null } } as const;
      const [active, clusterRows] = await Promise.all([
        readOwnHistory(this.#prisma, clusterId, { status: { in: [...ACTIVE_STATUSES] } }),
        this.#prisma.processVersion.findMany({
          where: { clusterId, deadlineSeconds: { not: null }, ...finished },
          orderBy: { finishedAt: 'desc' },
          take: 200,
          select: {
            processId: true,
            createdById: true,
            deadlineSeconds: true,
            startedAt: true,
            finishedAt: true,
          },
        }),
      ]);
      const previous = this.#entries.get(clusterId);
      const entry: ClusterHistory = {
        own: previous?.own ?? new Map(),
        processRows: new Map(active.byProcessRows.map((r) => [r.id!, r])),
        userRows: new Map(active.byUserRows.map((r) => [r.id!, r])),
        clusterRows,
        histories: { byProcess: new Map(), userRatios: new Map(), clusterRatios: [] },
        at: Date.now(),
      };
      for (const row of active.ownRows)
        if (row.jobName) entry.own.set(row.jobName, { ...row, jobName: row.jobName });
      entry.histories = histories(entry);
      this.#entries.set(clusterId, entry);
      return entry;
    })().finally(() => this.#refreshing.delete(clusterId));
    this.#refreshing.set(clusterId, promise);
    return promise;
  }
}

function histories(entry: ClusterHistory): RuntimeHistories {
  const byProcess = new Map<string, number[]>();
  for (const row of entry.processRows.values()) {
    const s = runtimeSeconds(row);
    if (s !== null) byProcess.set(row.processId, [...(byProcess.get(row.processId) ?? []), s]);
  }
  const ratio = (row: HistoryRow) => {
    const s = runtimeSeconds(row);
    return s === null || !row.deadlineSeconds ? null : s / row.deadlineSeconds;
  };
  const userRatios = new Map<string, number[]>();
  for (const row of entry.userRows.values()) {
    const r = ratio(row);
    if (r !== null) userRatios.set(row.createdById, [...(userRatios.get(row.createdById) ?? []), r]);
  }
  const clusterRatios = entry.clusterRows.map(ratio).filter((r): r is number => r !== null);
  return { byProcess, userRatios, clusterRatios };
}

/** One cluster's queue reading now, from its cache and our history. Never throws. */
export async function readQueue(
  deps: QueueReadingDeps,
  histories: OwnHistories,
  cluster: ClusterForEstimate,
): Promise<QueueReading> {
  const now = deps.now ?? (() => new Date());
  let observation: QueueObservation | null = null;
  let problem: string | null = null;
  const cache = deps.caches.get(cluster);
  // The database is read while the cache lists (a cold start), not after.
  const known = histories.get(cluster.id, []);
  await cache.ready(deps.caches.timeoutMs);
  try {
    observation = queueObservationOf(
      cache,
      cluster.clusterQueue,
      deps.caches.timeoutMs,
      deps.includeBorrowing,
    );
  } catch (error) {
    problem =
      healthForError(error, cluster).message ?? `the queue of cluster ${cluster.name} could not be read`;
  }
  await known;
  const jobNames = (observation?.workloads ?? [])
    .filter((w) => w.namespace === cluster.namespace && w.jobName && !w.finished)
    .map((w) => w.jobName!);
  const entry = await histories.get(cluster.id, jobNames);
  const own = new Map<string, OwnVersion>();
  for (const name of jobNames) {
    const mine = entry.own.get(name);
    if (mine) own.set(name, mine);
  }
  return {
    clusterId: cluster.id,
    clusterName: cluster.name,
    observation,
    problem,
    own,
    history: entry.histories,
    finished: cache.finishedRuntimes,
    fetchedAt: now(),
  };
}
