import type { Cluster, PrismaClient } from '../generated/prisma/client.ts';
import type { ClusterClientRegistry } from '../kube/client-registry.ts';
import type { ClusterClient } from '../kube/cluster-client.ts';
import { ClusterError } from '../kube/cluster-error.ts';
import { Informer } from '../kube/informer.ts';
import type { KubeObject } from '../kube/job-status.ts';
import { attemptOf, OURS_SELECTOR, versionIdOf } from '../kube/jobs.ts';
import type { KueueCache } from '../kube/kueue-cache.ts';
import type { KueueCaches } from '../kube/kueue-caches.ts';
import { assignedFlavorsOf } from '../kube/kueue-workloads.ts';
import { slimJob, slimPod } from '../kube/slim.ts';
import type { WorkloadKind } from '../kube/workloads/kind.ts';
import { workloadKindOf } from '../kube/workloads/registry.ts';
import type { Logger } from '../logger.ts';
import type { Metrics } from '../observe/metrics.ts';
import { ACTIVE_STATUSES } from '../services/lifecycle.ts';
import { TaskSync } from '../services/task-sync.ts';
import { TransitionBatcher } from '../services/transition-batch.ts';
import type { VersionEventBus } from '../services/version-events.ts';
import { readVersions, reconcileVersion, type StatusContext } from './monitor-status.ts';
import { UsageRecorder } from './monitor-usage.ts';

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

const START_RETRY_BASE_MS = 500;
const START_RETRY_MAX_MS = 10_000;

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
  readonly #kind: WorkloadKind = workloadKindOf();
  readonly #usage: UsageRecorder;
  readonly #tasks: TaskSync;
  readonly #steps: TransitionBatcher;
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
    this.#tasks = new TaskSync(options.prisma);
    this.#steps = new TransitionBatcher(options);
    this.#usage = new UsageRecorder({
      prisma: options.prisma,
      clusterId: options.clusterId,
      metrics: options.metrics,
      now: options.now,
      cluster: () => this.#cluster,
      flavorsOf: (pod) => {
        const id = versionIdOf(pod.metadata.labels);
        const workloadName = id ? this.#workloadByJob.get(podJobName(this.#kind, pod)!) : undefined;
        const workload = workloadName ? this.#kueue?.namespaceWorkload(workloadName) : undefined;
        return workload ? sharedAssignedFlavors(workload) : null;
      },
      livePods: () => this.#pods?.cache.values() ?? [],
      synced: () => this.#synced,
    });
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
      path: this.#kind.collectionPath(cluster.namespace),
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
        this.#usage.saw(pod, type === 'DELETED');
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
        }
        // What ran while no one watched: the pods listed now tell their runs; open intervals of pods no longer
        // listed are closed once these are written.
        this.#usage.relisted(this.#pods?.cache.values() ?? []);
        this.#reconcileSoon();
      },
    });
    this.#kueue = kueue;
    const indexWorkloads = () => {
      this.#workloadByJob.clear();
      for (const w of kueue.workloads?.cache.values() ?? []) {
        const jobName = w.metadata.namespace === cluster.namespace ? ownerOf(this.#kind, w) : undefined;
        if (jobName) this.#workloadByJob.set(jobName, w.metadata.name);
      }
    };
    this.#unsubscribe = kueue.subscribe({
      onEvent: (type, workload) => {
        if (workload.metadata.namespace !== cluster.namespace) return;
        const jobName = ownerOf(this.#kind, workload);
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
  poke(versionId: string, jobName: string): void {
    if (!this.#running) return;
    // A Job not in the cache yet: its ADDED event (or, after a broken watch, the relist) marks the version, with its
    // launch recorded by then — a reconcile now would only find it missing and ask the cluster for it.
    if (this.#synced && !this.#jobs?.cache.get(jobName)) return;
    this.#mark(versionId);
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
      if (this.#kind.finished(job)) continue;
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
      const versions = await readVersions(this.#o.prisma, ids.slice(i, i + 500), this.#o.clusterId);
      const context = this.#statusContext();
      await Promise.all(
        versions.map((v) => reconcileVersion(context, v).catch((e) => this.#reconcileFailed(v.id, e))),
      );
    }
    await this.#usage.record().catch((error) => {
      this.#o.logger.warn({ err: String(error) }, 'recording usage failed; retried at the next sweep');
    });
  }

  #reconcileFailed(versionId: string, error: unknown): void {
    this.#o.logger.warn(
      { versionId, err: error instanceof ClusterError ? error.message : String(error) },
      'reconcile of a version failed; retried at the next sweep',
    );
  }

  /** What the status mapping (monitor-status.ts) reads of this monitor's caches, and how it acts. */
  #statusContext(): StatusContext {
    const cluster = this.#cluster!;
    return {
      deps: this.#o,
      cluster,
      kind: this.#kind,
      now: this.#o.now,
      workload: (name) => this.#jobs!.cache.get(name),
      sawDeleted: (name) => this.#deletedJobs.delete(name),
      kueueWorkload: (name) => {
        const workloadName = this.#workloadByJob.get(name);
        return workloadName ? this.#kueue!.namespaceWorkload(workloadName) : undefined;
      },
      pods: (versionId, name) => {
        const pods: KubeObject[] = [];
        for (const podName of this.#podsByVersion.get(versionId) ?? []) {
          const pod = this.#pods!.cache.get(podName);
          // Only this attempt's pods: an earlier attempt's Job may still be on this cluster (failover, §17).
          if (pod && (podJobName(this.#kind, pod) ?? name) === name) pods.push(pod);
        }
        return pods;
      },
      stop: (name) => this.#deleteJob(name),
      isGone: (name) => this.#kind.isGone(this.#client(), cluster.namespace, name),
      archivedBeforeCancel: this.#archivedBeforeCancel,
      onPreempted: this.#o.onPreempted,
      tasks: this.#tasks,
      step: (versionId, change) => this.#steps.step(versionId, change),
    };
  }

  async #deleteJob(jobName: string): Promise<void> {
    if (this.#deleting.has(jobName)) return;
    this.#deleting.add(jobName);
    try {
      await this.#kind.stop(this.#client(), this.#cluster!.namespace, jobName);
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
      if (this.#usage.hasWork) this.#flushSoon();
    } catch (error) {
      this.#o.logger.warn({ err: String(error) }, 'monitor sweep failed');
    }
  }
}

/** The workload object a pod of ours belongs to: its version's, of the attempt its label names (1 without one). */
function podJobName(kind: WorkloadKind, pod: KubeObject): string | undefined {
  const id = versionIdOf(pod.metadata.labels);
  return id ? kind.nameFor(id, attemptOf(pod.metadata.labels)) : undefined;
}

/**
 * The flavors a cached Workload is admitted to, one array per Workload object (the cache replaces the object on
 * every change): the 10,000 pods of an array share it instead of holding a copy each.
 */
const flavorsByWorkload = new WeakMap<KubeObject, ReturnType<typeof assignedFlavorsOf>>();
function sharedAssignedFlavors(workload: KubeObject) {
  let flavors = flavorsByWorkload.get(workload);
  if (!flavors) {
    flavors = assignedFlavorsOf(workload);
    flavorsByWorkload.set(workload, flavors);
  }
  return flavors;
}

function ownerOf(kind: WorkloadKind, workload: KubeObject): string | undefined {
  return workload.metadata.ownerReferences?.find((r) => r.kind === kind.ownerKind)?.name;
}
