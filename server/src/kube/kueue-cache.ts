import type { ClusterClient } from './cluster-client.ts';
import { ClusterError, isHttpStatus, noAnswerWithin } from './cluster-error.ts';
import { FinishedRuntimes } from './finished-runtimes.ts';
import { Informer, type InformerEvent, namespacedKey } from './informer.ts';
import type { KubeObject } from './job-status.ts';
import { MANAGED_BY, MANAGED_BY_LABEL } from './jobs.ts';
import { discoverKueueVersion, KUEUE_GROUP, type KueueVersion } from './kueue-discovery.ts';
import { slimWorkload } from './slim.ts';

/**
 * One cluster's Kueue objects, fed by watches (ARCHITECTURE §16): its ClusterQueues, LocalQueues, ResourceFlavors,
 * WorkloadPriorityClasses and Workloads (slim), and the deadlines of the other tenants' Jobs of our namespace. Each
 * kind is listed once, then watched from the list's resourceVersion (resumed after a timeout, relisted on 410; a
 * watch we may not open degrades to a relist after each backoff). Limits, `Cluster.queue`, start estimates, queue
 * positions, waiting sentences and the monitor all read these caches: no second ClusterQueue read, no Workloads
 * list per estimate. Workloads are watched cluster-wide when allowed, else in our namespace only (said in
 * `workloadsProblem`).
 */

/** How long the ClusterQueues' watch stays open before it is reopened (and so re-authorized). */
const HEALTH_WATCH_TIMEOUT_SECONDS = 30;
export interface KueueCacheOptions {
  client: () => ClusterClient;
  clusterName: string;
  clusterQueue: string;
  namespace: string;
  /** Budget of each list and of discovery (the client's read timeout). */
  timeoutMs: number;
  /** No byte from an open watch for this long → reconnect. Default 60 s (watches send bookmarks). */
  idleTimeoutMs?: number;
  watchTimeoutSeconds?: number;
  logger: {
    debug(o: object, m: string): void;
    error(o: object, m: string): void;
    warn(o: object, m: string): void;
  };
  onReconnect?: (resource: string) => void;
}

/** Told of every change of the cached Workloads (the monitor), and of every relist. */
export interface WorkloadListener {
  onEvent(type: InformerEvent, workload: KubeObject): void;
  onList(): void;
}

/** A foreign Job's deadline: all the cache keeps of it. */
const slimDeadlineJob = (job: KubeObject): KubeObject => ({
  metadata: { name: job.metadata.name },
  spec:
    typeof job.spec?.activeDeadlineSeconds === 'number'
      ? { activeDeadlineSeconds: job.spec.activeDeadlineSeconds }
      : undefined,
});

const slimName = (o: KubeObject): KubeObject => ({
  metadata: { name: o.metadata.name },
  spec: o.spec,
  status: o.status,
});

const START_RETRY_MS = 1_000;
const VISIBILITY_DEBOUNCE_MS = 20;
/**
 * After a read, the next waits this long more per pending workload it returned: a read costs the API server, Kueue
 * and us in proportion to its items, and a burst of launches changes Workloads every millisecond — without this a
 * queue of 500 pending was read whole about every 30 ms (a quarter of a read per launch, most of the API server's
 * extra work for our launches). At the 500 read at most: 250 ms between the end of one read and the next, well within the cluster picture's 1 s.
 */
const VISIBILITY_GAP_MS_PER_ITEM = 0.5;
export const VISIBILITY_GROUP = 'visibility.kueue.x-k8s.io';
const VISIBILITY_VERSIONS = ['v1beta2', 'v1beta1'] as const;
/** At most this many pending workloads are read from the visibility API. */
export const MAX_PENDING_READ = 500;

export interface VisibilityItem {
  namespace: string;
  name: string;
  priority: number;
  localQueueName: string | null;
  positionInClusterQueue: number | null;
  positionInLocalQueue: number | null;
}

type Dict = Record<string, unknown>;
const isDict = (v: unknown): v is Dict => typeof v === 'object' && v !== null && !Array.isArray(v);
const dict = (v: unknown): Dict => (isDict(v) ? v : {});
const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
const int = (v: unknown): number | null =>
  typeof v === 'number' && Number.isFinite(v) ? Math.floor(v) : null;

/** Why a degraded read is degraded, in our words. */
export function degradedReason(error: unknown, what: string): string {
  if (isHttpStatus(error, 403) || (error instanceof ClusterError && error.kind === 'UNAUTHORIZED')) {
    return `${what} is forbidden to our credentials`;
  }
  if (isHttpStatus(error, 404) || (error instanceof ClusterError && error.kind === 'NOT_FOUND')) {
    return `${what} is not served by this cluster`;
  }
  return `${what} could not be read`;
}

/** Kueue's pending workloads of a ClusterQueue in its order (visibility API, v1beta2 else v1beta1). */
async function readPendingOrder(
  client: ClusterClient,
  clusterQueue: string,
  timeoutMs: number,
): Promise<{ items: VisibilityItem[]; truncated: boolean }> {
  return client.request(
    async (_, http) => {
      let lastError: unknown;
      for (const version of VISIBILITY_VERSIONS) {
        const path = `/apis/${VISIBILITY_GROUP}/${version}/clusterqueues/${encodeURIComponent(clusterQueue)}/pendingworkloads?limit=${MAX_PENDING_READ}`;
        try {
          const items: VisibilityItem[] = [];
          for (const item of (dict(await http.getJson(path)).items as unknown[] | undefined) ?? []) {
            const meta = dict(dict(item).metadata);
            const name = str(meta.name);
            const namespace = str(meta.namespace);
            if (!name || !namespace) continue;
            items.push({
              namespace,
              name,
              priority: int(dict(item).priority) ?? 0,
              localQueueName: str(dict(item).localQueueName),
              positionInClusterQueue: int(dict(item).positionInClusterQueue),
              positionInLocalQueue: int(dict(item).positionInLocalQueue),
            });
          }
          return { items, truncated: items.length >= MAX_PENDING_READ };
        } catch (error) {
          lastError = error;
          if (!isHttpStatus(error, 404)) throw error; // 403 and the rest: no point asking the other version
        }
      }
      throw lastError;
    },
    { timeoutMs, what: "Kueue's visibility API" },
  );
}

export class KueueCache {
  readonly #o: KueueCacheOptions;
  #version: KueueVersion | undefined;
  #running = false;
  #startError: ClusterError | undefined;
  #started: Promise<void> | undefined;
  #informers: Informer[] = [];
  clusterQueues: Informer | undefined;
  resourceFlavors: Informer | undefined;
  localQueues: Informer | undefined;
  priorityClasses: Informer | undefined;
  workloads: Informer | undefined;
  foreignJobs: Informer | undefined;
  /** How long the other tenants' finished Workloads ran against their bounds (learned from the Workload watch). */
  readonly finishedRuntimes: FinishedRuntimes;
  /** Why only some Workloads are visible (watch limited to our namespace), or null. */
  workloadsProblem: string | null = null;
  /** When any cache last changed (`performance.now()`): benchmarks wait for the watches to go quiet. */
  lastChangeAt = 0;
  /** Bumped on every change of any cache: readings derived from it are memoized by it. */
  generation = 0;
  readonly #listeners = new Set<WorkloadListener>();
  readonly #changeListeners = new Set<() => void>();
  #waiters: Array<() => void> = [];
  /** Bumped on every Workload change: a visibility answer is current only if none came while it was read. */
  workloadGeneration = 0;
  /** Kueue's own pending order (visibility API), with the Workload generation it was read at; null until read. */
  visibility:
    | { generation: number; items: VisibilityItem[]; truncated: boolean }
    | { generation: number; unavailable: string }
    | null = null;
  #visibilityReading = false;
  #visibilityAgain = false;
  #visibilityTimer: NodeJS.Timeout | undefined;
  /** When the next visibility read may start (`performance.now()`), by the size of the last one. */
  #visibilityNotBefore = 0;
  #retryTimer: NodeJS.Timeout | undefined;
  #wakeRetry: (() => void) | undefined;

  constructor(options: KueueCacheOptions) {
    this.#o = options;
    this.finishedRuntimes = new FinishedRuntimes({
      // Our Jobs are named `kb-…` (jobNameFor) and are not among the foreign Jobs of our namespace.
      isOurs: (namespace, jobName) =>
        namespace === options.namespace &&
        jobName !== null &&
        jobName.startsWith('kb-') &&
        !this.foreignJobs?.cache.has(jobName),
      jobDeadline: (namespace, jobName) => this.foreignJobDeadline(namespace, jobName),
    });
  }

  get kueueVersion(): KueueVersion | undefined {
    return this.#version;
  }

  /** Why the cache could not start (Kueue's API discovery failed), while it has not. */
  get startError(): ClusterError | undefined {
    return this.#startError;
  }

  get clusterName(): string {
    return this.#o.clusterName;
  }

  /** Starts the watches (once); discovery failures are retried while running. */
  start(): void {
    if (this.#running) return;
    this.#running = true;
    this.#started = this.#startLoop();
  }

  async stop(): Promise<void> {
    this.#running = false;
    this.#wakeRetry?.();
    clearTimeout(this.#visibilityTimer);
    this.#wakeWaiters();
    await this.#started;
    await Promise.all(this.#informers.map((i) => i.stop()));
  }

  /** Every Workload change and relist (the monitor reconciles from them). */
  subscribe(listener: WorkloadListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Any change of any cached kind (subscriptions answer again). */
  onChange(listener: () => void): () => void {
    this.#changeListeners.add(listener);
    return () => this.#changeListeners.delete(listener);
  }

  /** All informers listed at least once. */
  get synced(): boolean {
    return this.#informers.length > 0 && this.#informers.every((i) => i.synced);
  }

  /** The informers that must have listed before a reading is possible: the ClusterQueues. */
  get queueSynced(): boolean {
    return this.clusterQueues?.synced === true;
  }

  /**
   * Waits (at most `budgetMs`) until every cache has listed once, or one of those a reading needs has failed.
   * Never throws: the caller reads `problem()`.
   */
  async ready(budgetMs: number): Promise<void> {
    this.start();
    if (this.#settled()) return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(done, budgetMs);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.#waiters.push(done);
    });
  }

  /** Nothing more to wait for: discovery failed, or the ClusterQueues and every other kind listed or failed. */
  #settled(): boolean {
    if (this.#startError) return true;
    const cq = this.clusterQueues;
    if (!cq || (!cq.synced && !cq.lastError)) return false;
    return this.#informers.every((i) => i.synced || i.lastError);
  }

  #wakeIfSettled(): void {
    if (this.#settled()) this.#wakeWaiters();
  }

  /** Why the ClusterQueues cannot be read now (a `ClusterError`), or undefined when they can. */
  problem(budgetMs: number): ClusterError | undefined {
    if (this.queueSynced) return undefined;
    return this.#startError ?? this.clusterQueues?.lastError ?? noAnswerWithin(this.#o.clusterName, budgetMs);
  }

  /** The ClusterQueue object by name (undefined: not on the cluster, or not listed yet). */
  clusterQueue(name: string): KubeObject | undefined {
    return this.clusterQueues?.cache.get(name);
  }

  #wakeWaiters(): void {
    const waiters = this.#waiters;
    this.#waiters = [];
    for (const w of waiters) w();
  }

  #changed(): void {
    this.generation += 1;
    this.lastChangeAt = performance.now();
    this.#wakeIfSettled();
    for (const l of this.#changeListeners) {
      try {
        l();
      } catch (error) {
        this.#o.logger.error({ err: String(error) }, 'cluster cache listener failed');
      }
    }
  }

  async #startLoop(): Promise<void> {
    while (this.#running) {
      try {
        this.#version = await discoverKueueVersion(this.#o.client(), { timeoutMs: this.#o.timeoutMs });
        this.#startError = undefined;
        break;
      } catch (error) {
        this.#startError =
          error instanceof ClusterError
            ? error
            : new ClusterError(
                this.#o.clusterName,
                'UNREACHABLE',
                `cluster ${this.#o.clusterName} is not reachable`,
              );
        this.#wakeWaiters();
        await new Promise<void>((resolve) => {
          this.#retryTimer = setTimeout(resolve, START_RETRY_MS);
          this.#retryTimer.unref?.();
          this.#wakeRetry = () => {
            clearTimeout(this.#retryTimer);
            resolve();
          };
        });
        this.#wakeRetry = undefined;
      }
    }
    if (!this.#running || !this.#version) return;
    this.#openInformers(this.#version, true);
  }

  #openInformers(version: KueueVersion, clusterWideWorkloads: boolean): void {
    const base = `/apis/${KUEUE_GROUP}/${version}`;
    const ns = encodeURIComponent(this.#o.namespace);
    const common = {
      client: this.#o.client,
      logger: this.#o.logger as never,
      idleTimeoutMs: this.#o.idleTimeoutMs ?? 60_000,
      watchTimeoutSeconds: this.#o.watchTimeoutSeconds ?? 300,
      listTimeoutMs: Math.max(this.#o.timeoutMs, 1),
      onEvent: () => this.#changed(),
      onList: () => this.#changed(),
      onProblem: () => this.#wakeIfSettled(),
      onReconnect: this.#o.onReconnect,
    };
    this.clusterQueues = new Informer({
      ...common,
      // An open watch outlives a permission taken away (the API server authorizes a watch once, when it opens):
      // the ClusterQueues' watch, which the cluster's health is read from, reopens often enough that a 403 shows
      // within about this long.
      watchTimeoutSeconds: Math.min(this.#o.watchTimeoutSeconds ?? 300, HEALTH_WATCH_TIMEOUT_SECONDS),
      path: `${base}/clusterqueues`,
      what: `ClusterQueue "${this.#o.clusterQueue}"`,
      keep: slimName,
    });
    this.resourceFlavors = new Informer({
      ...common,
      path: `${base}/resourceflavors`,
      what: 'ResourceFlavors',
      keep: slimName,
    });
    this.localQueues = new Informer({
      ...common,
      path: `${base}/localqueues`,
      what: 'LocalQueues',
      keyOf: namespacedKey,
      keep: (o) => ({ metadata: { name: o.metadata.name, namespace: o.metadata.namespace }, spec: o.spec }),
    });
    this.priorityClasses = new Informer({
      ...common,
      path: `${base}/workloadpriorityclasses`,
      what: 'WorkloadPriorityClasses',
      keep: (o) =>
        ({
          metadata: { name: o.metadata.name },
          value: (o as { value?: unknown }).value,
          description: (o as { description?: unknown }).description,
        }) as never,
    });
    this.workloads = this.#workloadInformer(base, clusterWideWorkloads ? undefined : ns);
    this.foreignJobs = new Informer({
      ...common,
      path: `/apis/batch/v1/namespaces/${ns}/jobs`,
      labelSelector: `${MANAGED_BY_LABEL}!=${MANAGED_BY}`,
      what: 'Jobs',
      keep: slimDeadlineJob,
      // Finished Workloads listed before their Jobs had no bound yet: counted now.
      onList: () => {
        for (const w of this.workloads?.cache.values() ?? []) this.finishedRuntimes.observe(w);
        this.#changed();
      },
    });
    this.#informers = [
      this.clusterQueues,
      this.resourceFlavors,
      this.localQueues,
      this.priorityClasses,
      this.workloads,
      this.foreignJobs,
    ];
    for (const i of this.#informers) i.start();
  }

  #workloadInformer(base: string, namespace: string | undefined): Informer {
    const informer: Informer = new Informer({
      client: this.#o.client,
      logger: this.#o.logger as never,
      idleTimeoutMs: this.#o.idleTimeoutMs ?? 60_000,
      watchTimeoutSeconds: this.#o.watchTimeoutSeconds ?? 300,
      listTimeoutMs: Math.max(this.#o.timeoutMs, 1),
      path: namespace ? `${base}/namespaces/${namespace}/workloads` : `${base}/workloads`,
      what: 'Workloads',
      keyOf: namespacedKey,
      keep: slimWorkload,
      onReconnect: this.#o.onReconnect,
      onEvent: (type, w) => {
        this.workloadGeneration += 1;
        if (type === 'DELETED') this.finishedRuntimes.forget(w);
        else this.finishedRuntimes.observe(w);
        this.#changed();
        this.#readVisibilitySoon();
        for (const l of this.#listeners) l.onEvent(type, w);
      },
      onList: () => {
        for (const w of informer.cache.values()) this.finishedRuntimes.observe(w);
        this.workloadGeneration += 1;
        this.#changed();
        this.#readVisibilitySoon();
        for (const l of this.#listeners) l.onList();
      },
      onProblem: () => {
        // Listing every namespace's Workloads is forbidden: watch our namespace only, and say so.
        if (!namespace && informer.lastError?.kind === 'UNAUTHORIZED' && !informer.synced) {
          this.workloadsProblem = `listing Workloads of every namespace is forbidden to our credentials; only namespace ${this.#o.namespace} is watched`;
          void informer.stop();
          const narrowed = this.#workloadInformer(base, encodeURIComponent(this.#o.namespace));
          this.#informers = this.#informers.map((i) => (i === informer ? narrowed : i));
          this.workloads = narrowed;
          if (this.#running) narrowed.start();
          return;
        }
        this.#wakeIfSettled();
      },
    });
    return informer;
  }

  /**
   * Reads Kueue's pending order from its visibility API after Workload changes (one read in flight, one more after
   * it when changes came meanwhile). Forbidden or not served: remembered, and positions come from the cache's order.
   */
  #readVisibilitySoon(): void {
    if (!this.#running || this.#visibilityTimer) return;
    if (this.#visibilityReading) {
      this.#visibilityAgain = true;
      return;
    }
    if (this.visibility && 'unavailable' in this.visibility && this.visibility.generation > 0) {
      // Asked once and refused: ask again only now and then (RBAC may change), not at every change.
      if (this.workloadGeneration - this.visibility.generation < 100) return;
    }
    const delay = Math.max(VISIBILITY_DEBOUNCE_MS, this.#visibilityNotBefore - performance.now());
    this.#visibilityTimer = setTimeout(() => {
      this.#visibilityTimer = undefined;
      void this.#readVisibility();
    }, delay);
    this.#visibilityTimer.unref?.();
  }

  async #readVisibility(): Promise<void> {
    this.#visibilityReading = true;
    const generation = this.workloadGeneration;
    try {
      const read = await readPendingOrder(this.#o.client(), this.#o.clusterQueue, this.#o.timeoutMs);
      this.visibility = { generation, ...read };
      this.#visibilityNotBefore = performance.now() + read.items.length * VISIBILITY_GAP_MS_PER_ITEM;
      this.#changed();
    } catch (error) {
      this.visibility = { generation, unavailable: degradedReason(error, "Kueue's visibility API") };
    } finally {
      this.#visibilityReading = false;
    }
    if (this.#visibilityAgain) {
      this.#visibilityAgain = false;
      this.#readVisibilitySoon();
    }
  }

  /** The cached Workloads of our namespace, by name (the monitor's view). */
  namespaceWorkload(name: string): KubeObject | undefined {
    return this.workloads?.cache.get(`${this.#o.namespace}/${name}`);
  }

  /** The ClusterQueue a Workload's LocalQueue points at (null when the LocalQueue is not known). */
  clusterQueueOfLocalQueue(namespace: string, localQueue: string): string | null {
    const lq = this.localQueues?.cache.get(`${namespace}/${localQueue}`);
    const cq = (lq?.spec as { clusterQueue?: unknown } | undefined)?.clusterQueue;
    return typeof cq === 'string' ? cq : null;
  }

  /** A foreign Job's activeDeadlineSeconds in our namespace, when known. */
  foreignJobDeadline(namespace: string, jobName: string): number | null {
    if (namespace !== this.#o.namespace) return null;
    const d = this.foreignJobs?.cache.get(jobName)?.spec?.activeDeadlineSeconds;
    return typeof d === 'number' ? d : null;
  }

  /** Counters of every informer (tests, benchmarks). */
  get stats(): { lists: number; watches: number; events: number } {
    const s = { lists: 0, watches: 0, events: 0 };
    for (const i of this.#informers) {
      s.lists += i.stats.lists;
      s.watches += i.stats.watches;
      s.events += i.stats.events;
    }
    return s;
  }
}
