import { decodeEvictions, type StoredEviction } from '../db/version-data.ts';
import type { Cluster, Prisma, PrismaClient, ProcessStatus } from '../generated/prisma/client.ts';
import type { ClusterClientRegistry } from '../kube/client-registry.ts';
import type { ClusterClient } from '../kube/cluster-client.ts';
import { ClusterError } from '../kube/cluster-error.ts';
import { Informer } from '../kube/informer.ts';
import { desiredStatus, jobFinished, type KubeCondition, type KubeObject } from '../kube/job-status.ts';
import { attemptOf, deleteJob, jobIsGone, jobNameFor, OURS_SELECTOR, versionIdOf } from '../kube/jobs.ts';
import type { KueueCache } from '../kube/kueue-cache.ts';
import type { KueueCaches } from '../kube/kueue-caches.ts';
import { evictionOf } from '../kube/kueue-reasons.ts';
import { type AssignedFlavor, assignedFlavorsOf, sameAssignedFlavors } from '../kube/kueue-workloads.ts';
import { slimJob, slimPod } from '../kube/slim.ts';
import type { Logger } from '../logger.ts';
import type { Metrics } from '../observe/metrics.ts';
import { ACTIVE_STATUSES, applyTransition, isTerminal } from '../services/lifecycle.ts';
import { archiveLogs } from '../services/logs.ts';
import { podIntervals, podKeyPrefix } from '../services/usage/intervals.ts';
import {
  closeVanished,
  type Inserted,
  type Observation,
  recordIntervals,
  resolveObservations,
} from '../services/usage/ledger.ts';
import type { VersionEventBus } from '../services/version-events.ts';

export interface MonitorOptions {
  prisma: PrismaClient;
  kube: ClusterClientRegistry;
  /** The clusters' watch-fed Kueue caches: the monitor reads Workloads from there (no watch of its own). */
  caches: KueueCaches;
  logger: Logger;
  versionEvents?: VersionEventBus;
  clusterId: string;
  idleTimeoutMs: number;
  watchTimeoutSeconds: number;
  /** Resync period: queue-wait limits, pending cancels, a full reconcile from the caches. */
  sweepMs: number;
  now: () => number;
  metrics?: Metrics;
  /** Told when a version's Workload was preempted (failover may move it, ARCHITECTURE §17). */
  onPreempted?: (versionId: string) => void;
}

interface VersionRow {
  id: string;
  status: ProcessStatus;
  statusReason: string | null;
  jobName: string | null;
  queuedAt: Date | null;
  cancelRequestedAt: Date | null;
  message: string | null;
  assignedFlavors: unknown;
  evictions: unknown;
  attempt: number;
  failover: unknown;
}

const START_RETRY_BASE_MS = 500;
const START_RETRY_MAX_MS = 10_000;

/**
 * What is known when our Job is gone without a cancel from us: how we learnt it (the watch saw it deleted, or the
 * cluster simply no longer has it), what the version was doing when last seen, and that its ending is unknown.
 */
export function lostMessage(
  jobName: string,
  clusterName: string,
  status: string,
  sawDeletion: boolean,
): string {
  const was = status.toLowerCase();
  const how = sawDeletion
    ? `the cluster reported it deleted while it was ${was}, by someone or something other than us`
    : `it was ${was} when last seen, and the cluster answers 404 for it now (deleted while we were not watching, or the cluster lost it)`;
  return `its Job ${jobName} disappeared from cluster ${clusterName} without a cancel from us: ${how}; how it ended is unknown`;
}

const VERSION_SELECT = {
  id: true,
  status: true,
  statusReason: true,
  jobName: true,
  queuedAt: true,
  cancelRequestedAt: true,
  message: true,
  assignedFlavors: true,
  evictions: true,
  attempt: true,
  failover: true,
} as const;

/**
 * Watches one cluster: one informer each over our Jobs and their pods (label selector), and the Workloads of the
 * cluster's shared Kueue cache (kube/kueue-cache.ts, also read by limits and estimates), and turns what they show
 * into version transitions. Runs only while this server holds the cluster's
 * lease. No request per job per tick: changes arrive on the watches; the periodic sweep reads the database and
 * the caches, and calls the cluster only to act (delete a Job) or to confirm that a Job vanished.
 */
export class ClusterMonitor {
  readonly #o: MonitorOptions;
  #cluster: Cluster | undefined;
  #informers: Informer[] = [];
  #jobs: Informer | undefined;
  #pods: Informer | undefined;
  #kueue: KueueCache | undefined;
  #unsubscribe: (() => void) | undefined;
  #workloadByJob = new Map<string, string>();
  #podsByVersion = new Map<string, Set<string>>();
  #dirty = new Set<string>();
  #deletedJobs = new Set<string>();
  /** Pods whose running intervals the ledger is still to be told of (the last object seen; gone: when). */
  #usagePods = new Map<string, { pod: KubeObject; goneAt: number | null }>();
  /** Interval keys written by this monitor, per pod (not written again; forgotten with the pod). */
  #usageWritten = new Map<string, Set<string>>();
  #checkVanished = false;
  #flushTimer: NodeJS.Timeout | undefined;
  #flushing: Promise<void> = Promise.resolve();
  #sweepTimer: NodeJS.Timeout | undefined;
  #running = false;
  #deleting = new Set<string>();
  #archivedBeforeCancel = new Set<string>();
  #startPromise: Promise<void> | undefined;
  #stopWaiting: (() => void) | undefined;
  problem: string | null = null;

  constructor(options: MonitorOptions) {
    this.#o = options;
  }

  get clusterId(): string {
    return this.#o.clusterId;
  }

  /** The monitor's own watches (2 once started): jobs, pods; Workloads come from the shared Kueue cache. */
  get informers(): readonly Informer[] {
    return this.#informers;
  }

  start(): Promise<void> {
    this.#running = true;
    this.#startPromise ??= this.#startWithRetries();
    return this.#startPromise;
  }

  /**
   * Starts, and keeps trying while this server holds the lease: a database hiccup or a cluster that does not answer
   * Kueue's API discovery must not leave the cluster unwatched until the process restarts (nor pin a guessed
   * Workload API version).
   */
  async #startWithRetries(): Promise<void> {
    for (let attempt = 0; this.#running; attempt++) {
      try {
        await this.#start();
        return;
      } catch (error) {
        this.problem = error instanceof ClusterError ? error.message : 'the monitor could not start';
        const delay = Math.min(START_RETRY_MAX_MS, START_RETRY_BASE_MS * 2 ** attempt);
        this.#o.logger.warn(
          {
            err: error instanceof Error ? error.message : String(error),
            delay,
          },
          'monitor could not start; retrying',
        );
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, delay);
          timer.unref();
          this.#stopWaiting = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        this.#stopWaiting = undefined;
      }
    }
  }

  async #start(): Promise<void> {
    const cluster = await this.#o.prisma.cluster.findUnique({ where: { id: this.#o.clusterId } });
    if (!cluster || !this.#running) return;
    this.#cluster = cluster;
    // Which Kueue API the cluster serves (the shared cache discovers it); a failure is retried by the caller.
    const kueue = this.#o.caches.get(cluster);
    await kueue.ready(this.#o.idleTimeoutMs);
    if (kueue.startError) throw kueue.startError;
    if (!this.#running) return;
    this.problem = null;
    const ns = encodeURIComponent(cluster.namespace);
    const common = {
      client: () => this.#client(),
      logger: this.#o.logger,
      idleTimeoutMs: this.#o.idleTimeoutMs,
      watchTimeoutSeconds: this.#o.watchTimeoutSeconds,
      onProblem: (message: string | null) => {
        this.problem = message;
      },
      onReconnect: (resource: string) =>
        this.#o.metrics?.watchReconnects.inc({ cluster: cluster.name, resource }),
    };
    this.#jobs = new Informer({
      ...common,
      path: `/apis/batch/v1/namespaces/${ns}/jobs`,
      labelSelector: OURS_SELECTOR,
      keep: slimJob,
      onEvent: (type, job) => {
        const id = versionIdOf(job.metadata.labels);
        if (!id) return;
        if (type === 'DELETED') this.#deletedJobs.add(job.metadata.name);
        this.#mark(id);
      },
      onList: () => this.#reconcileSoon(),
    });
    this.#pods = new Informer({
      ...common,
      path: `/api/v1/namespaces/${ns}/pods`,
      labelSelector: OURS_SELECTOR,
      keep: slimPod,
      onEvent: (type, pod) => {
        const id = versionIdOf(pod.metadata.labels);
        if (!id) return;
        const names = this.#podsByVersion.get(id) ?? new Set<string>();
        if (type === 'DELETED') names.delete(pod.metadata.name);
        else names.add(pod.metadata.name);
        this.#usagePods.set(pod.metadata.name, {
          pod,
          goneAt: type === 'DELETED' ? this.#o.now() : null,
        });
        if (names.size > 0) this.#podsByVersion.set(id, names);
        else this.#podsByVersion.delete(id);
        this.#mark(id);
      },
      onList: () => {
        this.#podsByVersion.clear();
        for (const pod of this.#pods?.cache.values() ?? []) {
          const id = versionIdOf(pod.metadata.labels);
          if (!id) continue;
          const names = this.#podsByVersion.get(id) ?? new Set<string>();
          names.add(pod.metadata.name);
          this.#podsByVersion.set(id, names);
          this.#usagePods.set(pod.metadata.name, { pod, goneAt: null });
        }
        // What ran while no one watched: the pods listed now tell their runs; open intervals of pods no longer
        // listed are closed once these are written.
        this.#usageWritten.clear();
        this.#checkVanished = true;
        this.#reconcileSoon();
      },
    });
    this.#kueue = kueue;
    const indexWorkloads = () => {
      this.#workloadByJob.clear();
      for (const w of kueue.workloads?.cache.values() ?? []) {
        const jobName = w.metadata.namespace === cluster.namespace ? ownerJob(w) : undefined;
        if (jobName) this.#workloadByJob.set(jobName, w.metadata.name);
      }
    };
    this.#unsubscribe = kueue.subscribe({
      onEvent: (type, workload) => {
        if (workload.metadata.namespace !== cluster.namespace) return;
        const jobName = ownerJob(workload);
        if (!jobName) return;
        if (type === 'DELETED') this.#workloadByJob.delete(jobName);
        else this.#workloadByJob.set(jobName, workload.metadata.name);
        const id = versionIdOf(this.#jobs?.cache.get(jobName)?.metadata.labels);
        if (id) this.#mark(id);
      },
      onList: () => {
        indexWorkloads();
        this.#reconcileSoon();
      },
    });
    if (kueue.workloads?.synced) indexWorkloads();
    if (!this.#running) return;
    this.#informers = [this.#jobs, this.#pods];
    for (const informer of this.#informers) informer.start();
    this.#scheduleSweep();
  }

  async stop(): Promise<void> {
    this.#running = false;
    this.#stopWaiting?.();
    clearTimeout(this.#flushTimer);
    clearTimeout(this.#sweepTimer);
    await this.#startPromise;
    this.#unsubscribe?.();
    await Promise.all(this.#informers.map((i) => i.stop()));
    await this.#flushing.catch(() => {});
  }

  /**
   * A launch of this version on this cluster: reconcile it soon (an adopted Job brings no watch event; a new one's
   * event may have come before its launch was recorded). Only this version: the others have their own events.
   */
  poke(versionId: string): void {
    if (this.#running) this.#mark(versionId);
  }

  #reconcileSoon(): void {
    this.#reconcileAll().catch((error) => {
      this.#o.logger.warn({ err: String(error) }, 'reconcile failed; retried at the next sweep');
    });
  }

  #client(): ClusterClient {
    return this.#o.kube.get(this.#cluster!);
  }

  get #synced(): boolean {
    return (
      this.#informers.length > 0 &&
      this.#informers.every((i) => i.synced) &&
      this.#kueue?.workloads?.synced === true
    );
  }

  #mark(versionId: string): void {
    this.#dirty.add(versionId);
    this.#flushSoon();
  }

  #flushSoon(): void {
    if (!this.#flushTimer && this.#running) {
      this.#flushTimer = setTimeout(() => {
        this.#flushTimer = undefined;
        this.#flushing = this.#flushing
          .then(() => this.#flush())
          .catch((error) => {
            // The monitor's logger carries clusterId already (one key once per line).
            this.#o.logger.error({ err: String(error) }, 'reconcile failed');
          });
      }, 5);
    }
  }

  async #reconcileAll(): Promise<void> {
    if (!this.#synced || !this.#running) return;
    const active = await this.#o.prisma.processVersion.findMany({
      where: {
        clusterId: this.#o.clusterId,
        OR: [{ status: { in: [...ACTIVE_STATUSES] }, jobName: { not: null } }, { status: 'QUEUED' }],
      },
      select: { id: true },
    });
    for (const v of active) this.#mark(v.id);
    // Jobs still going whose version may have ended (to delete them); finished ones matter only for active
    // versions, which the query above found — so the sweep does not grow with the cluster's history.
    for (const job of this.#jobs?.cache.values() ?? []) {
      if (jobFinished(job)) continue;
      const id = versionIdOf(job.metadata.labels);
      if (id) this.#mark(id);
    }
  }

  async #flush(): Promise<void> {
    if (!this.#synced || !this.#running) {
      // Keep them for the reconcile that follows the first list.
      return;
    }
    const ids = [...this.#dirty];
    this.#dirty.clear();
    for (let i = 0; i < ids.length; i += 500) {
      const versions = await this.#o.prisma.processVersion.findMany({
        where: { id: { in: ids.slice(i, i + 500) }, clusterId: this.#o.clusterId },
        select: VERSION_SELECT,
      });
      await Promise.all(versions.map((v) => this.#reconcile(v).catch((e) => this.#reconcileFailed(v.id, e))));
    }
    await this.#recordUsage().catch((error) => {
      this.#o.logger.warn({ err: String(error) }, 'recording usage failed; retried at the next sweep');
    });
  }

  /**
   * The usage ledger (ARCHITECTURE §18): every pod run seen since the last flush, as the pod reports it, with the
   * flavors its Workload was admitted to (the version's last known ones once evicted). Idempotent: a run written
   * before — by this server, another replica or before a restart — adds nothing.
   */
  async #recordUsage(): Promise<void> {
    const where = { clusterId: this.#o.clusterId, namespace: this.#cluster!.namespace };
    const pending = [...this.#usagePods];
    this.#usagePods.clear();
    const observations: Observation[] = [];
    for (const [name, { pod, goneAt }] of pending) {
      const versionId = versionIdOf(pod.metadata.labels);
      if (!versionId) continue;
      const written = this.#usageWritten.get(name) ?? new Set<string>();
      const workloadName = this.#workloadByJob.get(podJobName(pod) ?? jobNameFor(versionId));
      const workload = workloadName ? this.#kueue?.namespaceWorkload(workloadName) : undefined;
      const flavors = workload ? assignedFlavorsOf(workload) : null;
      for (const interval of podIntervals(pod, where, goneAt)) {
        const mark = `${interval.key}${interval.endedAt ? ' closed' : ' open'}`;
        if (written.has(mark)) continue;
        observations.push({ versionId, attempt: attemptOf(pod.metadata.labels), interval, flavors });
        written.add(mark);
      }
      if (goneAt === null) this.#usageWritten.set(name, written);
      else this.#usageWritten.delete(name);
    }
    try {
      if (observations.length > 0) {
        const resolved = await resolveObservations(this.#o.prisma, this.#o.clusterId, observations);
        this.#countUsage(await recordIntervals(this.#o.prisma, this.#o.clusterId, resolved));
      }
      if (this.#checkVanished && this.#synced) {
        this.#checkVanished = false;
        const live = new Set<string>();
        for (const pod of this.#pods?.cache.values() ?? []) live.add(podKeyPrefix(where, pod.metadata.name));
        this.#countUsage(
          await closeVanished(this.#o.prisma, this.#o.clusterId, live, new Date(this.#o.now())),
        );
      }
    } catch (error) {
      // Seen again at the next flush: nothing is lost, and nothing counted twice.
      for (const [name, entry] of pending) if (!this.#usagePods.has(name)) this.#usagePods.set(name, entry);
      for (const [name] of pending) this.#usageWritten.delete(name);
      throw error;
    }
  }

  #countUsage(inserted: Inserted[]): void {
    const cluster = this.#cluster?.name ?? this.#o.clusterId;
    for (const i of inserted) {
      this.#o.metrics?.usageResourceSeconds.inc(
        { cluster, flavor: i.flavor || 'unknown', resource: i.resource },
        i.resourceSeconds,
      );
    }
  }

  #reconcileFailed(versionId: string, error: unknown): void {
    this.#o.logger.warn(
      { versionId, err: error instanceof ClusterError ? error.message : String(error) },
      'reconcile of a version failed; retried at the next sweep',
    );
  }

  async #reconcile(v: VersionRow): Promise<void> {
    const cluster = this.#cluster!;
    const jobName = v.jobName ?? jobNameFor(v.id, v.attempt);
    const job = this.#jobs!.cache.get(jobName);
    const deleted = this.#deletedJobs.delete(jobName);
    if (isTerminal(v.status)) {
      this.#archivedBeforeCancel.delete(v.id);
      // We ended it (never admissible, queue wait, image pull) or it was cancelled: make sure the Job goes.
      if (job && !jobFinished(job) && !job.metadata.deletionTimestamp) await this.#deleteJob(jobName);
      return;
    }
    if (!job) {
      if (!v.jobName) return; // not launched yet: the launcher's business
      const gone = deleted || (await jobIsGone(this.#client(), cluster.namespace, jobName));
      if (!gone) return;
      if (v.cancelRequestedAt) {
        await applyTransition(this.#o, v.id, {
          attempt: v.attempt,
          status: 'CANCELLED',
          reason: 'Cancelled',
          message: 'cancelled; its Job was deleted',
        });
      } else {
        await applyTransition(this.#o, v.id, {
          attempt: v.attempt,
          status: 'LOST',
          reason: 'JobDeleted',
          message: lostMessage(jobName, cluster.name, v.status, deleted),
        });
      }
      return;
    }
    if (v.cancelRequestedAt) {
      if (job.metadata.deletionTimestamp) return;
      // A cancel deferred while the cluster was away: keep the logs first, as the cancel itself does.
      // Once: a log too large to read in time must not hold the delete back on every sweep.
      if (v.status === 'RUNNING' && !this.#archivedBeforeCancel.has(v.id)) {
        this.#archivedBeforeCancel.add(v.id);
        await archiveLogs(this.#o, v.id);
      }
      await this.#deleteJob(jobName);
      return;
    }
    const workloadName = this.#workloadByJob.get(jobName);
    const workload = workloadName ? this.#kueue!.namespaceWorkload(workloadName) : undefined;
    const pods: KubeObject[] = [];
    for (const name of this.#podsByVersion.get(v.id) ?? []) {
      const pod = this.#pods!.cache.get(name);
      // Only this attempt's pods: an earlier attempt's Job may still be on this cluster (failover, ARCHITECTURE §17).
      if (pod && (podJobName(pod) ?? jobName) === jobName) pods.push(pod);
    }
    if (workload && (await this.#recordEviction(v, workload))) return;
    const assigned = newAssignedFlavors(v, workload);
    const desired = desiredStatus({ job, workload, pods });
    if (desired.status === 'QUEUED' && this.#queueWaitExceeded(v)) {
      if (assigned) await this.#recordAssignedFlavors(v, assigned);
      await this.#endQueueWait(v, jobName);
      return;
    }
    const unchanged =
      desired.status === v.status && desired.reason === v.statusReason && desired.message === v.message;
    // What Kueue assigned goes with the step it comes with (one statement), or alone when the step is the same.
    if (!unchanged) {
      await applyTransition(this.#o, v.id, {
        attempt: v.attempt,
        ...desired,
        assignedFlavors: assigned,
      });
      if (assigned) v.assignedFlavors = assigned;
    } else if (assigned) {
      await this.#recordAssignedFlavors(v, assigned);
    }
    if (desired.endJob) await this.#deleteJob(jobName);
  }

  /**
   * An eviction Kueue reports on the version's Workload (`Evicted=True`; for a preemption with `Preempted`'s reason
   * and message), recorded once (by its time) in the version's evictions, with a timeline step: the version is
   * back in QUEUED (Kueue suspended its Job and requeued the Workload). True when it was recorded now.
   */
  async #recordEviction(v: VersionRow, workload: KubeObject): Promise<boolean> {
    const eviction = evictionOf(
      (workload.status as { conditions?: KubeCondition[] } | undefined)?.conditions,
    );
    if (!eviction?.at) return false;
    const stored = decodeEvictions(v.evictions);
    if (stored.some((e) => e.at === eviction.at)) return false;
    const cluster = this.#cluster!;
    const entry: StoredEviction = {
      at: eviction.at,
      clusterId: cluster.id,
      reason: eviction.reason,
      message: eviction.message,
      ...(eviction.preemptionReason ? { preemptionReason: eviction.preemptionReason } : {}),
    };
    const evictions = [...stored, entry];
    const head =
      eviction.reason === 'Preempted'
        ? `Preempted on ${cluster.name} by a higher-priority workload; queued again`
        : `Evicted on ${cluster.name} (${eviction.reason}); queued again`;
    await applyTransition(this.#o, v.id, {
      attempt: v.attempt,
      status: 'QUEUED',
      reason: eviction.reason === 'Preempted' ? 'Preempted' : 'Evicted',
      message: `${head}: ${eviction.message}`,
      also: (tx) =>
        tx.processVersion.update({
          where: { id: v.id },
          data: { evictions: evictions as unknown as Prisma.InputJsonValue },
        }),
    });
    v.evictions = evictions;
    if (eviction.reason === 'Preempted' && v.failover) this.#o.onPreempted?.(v.id);
    return true;
  }

  async #recordAssignedFlavors(v: VersionRow, assigned: AssignedFlavor[]): Promise<void> {
    await this.#o.prisma.processVersion.updateMany({
      where: { id: v.id, attempt: v.attempt },
      data: { assignedFlavors: assigned as unknown as Prisma.InputJsonValue },
    });
    v.assignedFlavors = assigned;
  }

  #queueWaitExceeded(v: VersionRow): boolean {
    const max = this.#cluster?.maxQueueWaitSeconds;
    if (!max || !v.queuedAt || v.status !== 'QUEUED' || v.statusReason === 'Admitted') return false;
    return this.#o.now() - v.queuedAt.getTime() > max * 1000;
  }

  async #endQueueWait(v: VersionRow, jobName: string): Promise<void> {
    const cluster = this.#cluster!;
    await applyTransition(this.#o, v.id, {
      attempt: v.attempt,
      status: 'FAILED',
      reason: 'MaxQueueWaitExceeded',
      message: `waited in the queue of cluster ${cluster.name} longer than its limit of ${cluster.maxQueueWaitSeconds} s`,
    });
    await this.#deleteJob(jobName);
  }

  async #deleteJob(jobName: string): Promise<void> {
    if (this.#deleting.has(jobName)) return;
    this.#deleting.add(jobName);
    try {
      await deleteJob(this.#client(), this.#cluster!.namespace, jobName);
    } finally {
      this.#deleting.delete(jobName);
    }
  }

  #scheduleSweep(): void {
    if (!this.#running) return;
    this.#sweepTimer = setTimeout(() => {
      void this.#sweep().finally(() => this.#scheduleSweep());
    }, this.#o.sweepMs);
    this.#sweepTimer.unref();
  }

  async #sweep(): Promise<void> {
    try {
      const cluster = await this.#o.prisma.cluster.findUnique({ where: { id: this.#o.clusterId } });
      if (!cluster) return;
      this.#cluster = cluster;
      await this.#reconcileAll();
      if (this.#usagePods.size > 0 || this.#checkVanished) this.#flushSoon();
    } catch (error) {
      this.#o.logger.warn({ err: String(error) }, 'monitor sweep failed');
    }
  }
}

/**
 * What Kueue assigned on admission (a flavor per group) when it is there and differs from what the version has
 * (first admission, or a re-admission elsewhere); an eviction keeps the last one (what it ran on): undefined.
 */
function newAssignedFlavors(v: VersionRow, workload: KubeObject | undefined): AssignedFlavor[] | undefined {
  if (!workload) return undefined;
  const assigned = assignedFlavorsOf(workload);
  if (assigned.length === 0 || sameAssignedFlavors(assigned, v.assignedFlavors)) return undefined;
  return assigned;
}

/** The Job a pod of ours belongs to: its version's, of the attempt its label names (1 without one). */
function podJobName(pod: KubeObject): string | undefined {
  const id = versionIdOf(pod.metadata.labels);
  return id ? jobNameFor(id, attemptOf(pod.metadata.labels)) : undefined;
}

function ownerJob(workload: KubeObject): string | undefined {
  return workload.metadata.ownerReferences?.find((r) => r.kind === 'Job')?.name;
}
