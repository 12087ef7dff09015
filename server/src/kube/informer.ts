import { Watch } from '@kubernetes/client-node';
import type { Logger } from '../logger.ts';
import type { ClusterClient } from './cluster-client.ts';
import { ClusterError, ClusterHttpStatusError, clusterProblem, toClusterError } from './cluster-error.ts';
import type { KubeObject } from './job-status.ts';

export type InformerEvent = 'ADDED' | 'MODIFIED' | 'DELETED';

export interface InformerOptions {
  client: () => ClusterClient;
  /** Collection path, e.g. `/apis/batch/v1/namespaces/jobs/jobs`. */
  path: string;
  labelSelector?: string;
  logger: Logger;
  /** No byte from an open watch for this long (bookmarks included) → reconnect. */
  idleTimeoutMs: number;
  /**
   * No answer to the watch request (its response headers) for this long → a TIMEOUT, retried after the backoff
   * (default: the cluster client's call budget, at least 5 s, at most `idleTimeoutMs`). A request a half-dead server accepted and
   * never answered must not leave the cache stale for a whole idle timeout once the server is back.
   */
  connectTimeoutMs?: number;
  /** Server-side watch timeout (the API server ends the watch; we resume from the last resourceVersion). */
  watchTimeoutSeconds: number;
  onEvent: (type: InformerEvent, object: KubeObject) => void;
  /** After every (re)list: the cache was replaced. */
  onList: () => void;
  /** What the cache keeps of each object (default: all of it). */
  keep?: (object: KubeObject) => KubeObject;
  /** Problems, for the monitor's health (message names the cluster). */
  onProblem?: (message: string | null) => void;
  /** Every watch opened after the first (metrics), with the resource's name (`jobs`, `pods`, `workloads`). */
  onReconnect?: (resource: string) => void;
  /** The cache's key of an object (default: its name; `namespace/name` for a cluster-wide list of namespaced kinds). */
  keyOf?: (object: KubeObject) => string;
  /** What is listed, in our words, for error messages (default: `the list at <path>`). */
  what?: string;
  /** The budget of one list page (default 15 s). */
  listTimeoutMs?: number;
}

/** `namespace/name`: the key of a namespaced object in a cluster-wide cache. */
export const namespacedKey = (object: KubeObject) =>
  `${object.metadata.namespace ?? ''}/${object.metadata.name}`;

const BACKOFF_MIN_MS = 500;
const LIST_TIMEOUT_MS = 15_000;
const BACKOFF_MAX_MS = 10_000;
/** A loaded API server (or event loop) may take a while to answer a watch: never give up sooner than this. */
const MIN_CONNECT_TIMEOUT_MS = 5_000;

/**
 * List, then watch from the list's resourceVersion (bookmarks on), resume from the last seen version after a
 * timeout or a dropped connection, relist on 410 Expired. One list and one open watch per resource, whatever the
 * number of objects. Lists go through the cluster client (timeout, breaker); the watch through client-node's
 * Watch over the same connection pool, its connect bounded by `connectTimeoutMs` and its idle time by `idleTimeoutMs`.
 */
export class Informer {
  readonly cache = new Map<string, KubeObject>();
  #o: InformerOptions;
  #running = false;
  #resourceVersion: string | undefined;
  #abort: AbortController | undefined;
  /** Ends the current watch at once (stop() must not wait for a connect to a hung cluster). */
  #endWatch: (() => void) | undefined;
  #wake: (() => void) | undefined;
  #loop: Promise<void> | undefined;
  #synced = false;
  #keyOf: (object: KubeObject) => string;
  /** The last failure of a list or watch (cleared by a successful one): what a reader that needs the cache says. */
  lastError: ClusterError | undefined;
  /** Counters for tests and benchmarks. */
  readonly stats = { lists: 0, watches: 0, events: 0, relistsOn410: 0 };

  constructor(options: InformerOptions) {
    this.#o = options;
    this.#keyOf = options.keyOf ?? ((o) => o.metadata.name);
  }

  #clusterName(): string {
    try {
      return this.#o.client().clusterName;
    } catch (error) {
      return error instanceof ClusterError ? error.clusterName : 'unknown';
    }
  }

  get synced(): boolean {
    return this.#synced;
  }

  start(): void {
    if (this.#running) return;
    this.#running = true;
    this.#loop = this.#run();
  }

  async stop(): Promise<void> {
    this.#running = false;
    this.#abort?.abort();
    this.#endWatch?.();
    this.#wake?.();
    await this.#loop;
  }

  async #run(): Promise<void> {
    let backoff = BACKOFF_MIN_MS;
    while (this.#running) {
      try {
        if (!this.#resourceVersion) await this.#list();
        if (!this.#running) break;
        const outcome = await this.#watch();
        if (outcome === 'expired') {
          this.stats.relistsOn410 += 1;
          this.#resourceVersion = undefined;
        }
        if (outcome !== 'error') {
          backoff = BACKOFF_MIN_MS;
          this.lastError = undefined;
          this.#o.onProblem?.(null);
          continue;
        }
      } catch (error) {
        // Getting the client can itself fail (e.g. credentials that cannot be decrypted): never ask it again here.
        const clusterError =
          error instanceof ClusterError
            ? error
            : toClusterError(error, this.#clusterName(), { timeoutMs: this.#o.idleTimeoutMs });
        if (clusterError.statusCode === 410) this.#resourceVersion = undefined;
        this.lastError = clusterError;
        this.#o.onProblem?.(clusterProblem(clusterError));
        this.#o.logger.debug(
          { path: this.#o.path, cluster: clusterError.clusterName, kind: clusterError.kind },
          'watch interrupted',
        );
      }
      if (!this.#running) break;
      await this.#sleep(backoff * (0.75 + Math.random() / 2));
      backoff = Math.min(BACKOFF_MAX_MS, backoff * 2);
    }
  }

  #sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, ms);
      timer.unref?.();
      this.#wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  }

  #query(extra: Record<string, string>): string {
    const params = new URLSearchParams(extra);
    if (this.#o.labelSelector) params.set('labelSelector', this.#o.labelSelector);
    return params.toString();
  }

  async #list(): Promise<void> {
    const client = this.#o.client();
    this.stats.lists += 1;
    const items: KubeObject[] = [];
    let continueToken: string | undefined;
    let resourceVersion: string | undefined;
    do {
      const query = this.#query({ limit: '500', ...(continueToken ? { continue: continueToken } : {}) });
      // A page of 500 objects can take longer than one small read: lists get their own, longer budget.
      const page = (await client.getJson(`${this.#o.path}?${query}`, {
        what: this.#o.what ?? `the list at ${this.#o.path}`,
        timeoutMs: this.#o.listTimeoutMs ?? LIST_TIMEOUT_MS,
      })) as { items?: KubeObject[]; metadata?: { resourceVersion?: string; continue?: string } };
      items.push(...(page.items ?? []));
      resourceVersion = page.metadata?.resourceVersion;
      continueToken = page.metadata?.continue || undefined;
    } while (continueToken && this.#running);
    this.cache.clear();
    const keep = this.#o.keep ?? ((o: KubeObject) => o);
    for (const item of items) this.cache.set(this.#keyOf(item), keep(item));
    this.#resourceVersion = resourceVersion;
    this.#synced = true;
    this.lastError = undefined;
    this.#o.onProblem?.(null);
    this.#o.onList();
  }

  #watch(): Promise<'ended' | 'expired' | 'error'> {
    const client = this.#o.client();
    const kc = client.kubeConfig();
    // Same authentication as the KubeConfig, over the cluster's pooled agent (connection reuse, closed with it).
    const config = {
      getCurrentCluster: () => kc.getCurrentCluster(),
      applySecurityAuthentication: async (context: { setDispatcher(d: unknown): void }) => {
        await kc.applySecurityAuthentication(context as never);
        context.setDispatcher(client.dispatcher);
      },
    };
    const watch = new Watch(config as never);
    (watch as unknown as { requestTimeoutMs: number }).requestTimeoutMs = this.#o.idleTimeoutMs;
    this.stats.watches += 1;
    if (this.stats.watches > 1) this.#o.onReconnect?.(this.#o.path.slice(this.#o.path.lastIndexOf('/') + 1));
    const budget = this.#o.connectTimeoutMs ?? Math.max(client.timeoutMs, MIN_CONNECT_TIMEOUT_MS);
    const connectTimeoutMs = Number.isFinite(budget)
      ? Math.min(this.#o.idleTimeoutMs, budget)
      : this.#o.idleTimeoutMs;
    return new Promise((resolve) => {
      let expired = false;
      let settled = false;
      let connected = false;
      const finish = (outcome: 'ended' | 'expired' | 'error') => {
        if (settled) return;
        settled = true;
        clearTimeout(connectTimer);
        this.#endWatch = undefined;
        resolve(outcome);
      };
      // The request is left to client-node's own timer (it aborts it after `idleTimeoutMs`); whatever it says after
      // this is ignored.
      const connectTimer = setTimeout(() => {
        if (connected || settled) return;
        const clusterError = toClusterError(
          new DOMException('The operation was aborted due to timeout', 'TimeoutError'),
          client.clusterName,
          { timeoutMs: connectTimeoutMs, what: `the watch of ${this.#o.path}` },
        );
        this.lastError = clusterError;
        this.#o.onProblem?.(clusterProblem(clusterError));
        finish('error');
      }, connectTimeoutMs);
      connectTimer.unref?.();
      this.#endWatch = () => finish('ended');
      const params: Record<string, string | number | boolean> = {
        resourceVersion: this.#resourceVersion ?? '',
        allowWatchBookmarks: true,
        timeoutSeconds: this.#o.watchTimeoutSeconds,
      };
      if (this.#o.labelSelector) params.labelSelector = this.#o.labelSelector;
      watch
        .watch(
          this.#o.path,
          params,
          (type: string, object: KubeObject & { code?: number }) => {
            if (settled) return;
            if (type === 'ERROR') {
              if (object?.code === 410) expired = true;
              return;
            }
            const rv = object?.metadata?.resourceVersion;
            if (rv) this.#resourceVersion = rv;
            if (type === 'BOOKMARK') return;
            if (type !== 'ADDED' && type !== 'MODIFIED' && type !== 'DELETED') return;
            this.stats.events += 1;
            const kept = this.#o.keep ? this.#o.keep(object) : object;
            const key = this.#keyOf(object);
            // The name as first seen (the cache's key, and what the monitor's own maps hold): each event parses a
            // new copy of it, which 10,000 kept objects would otherwise each hold beside the key.
            const before = this.cache.get(key);
            if (before && before.metadata.name === kept.metadata.name)
              kept.metadata.name = before.metadata.name;
            if (type === 'DELETED') this.cache.delete(key);
            else this.cache.set(key, kept);
            try {
              this.#o.onEvent(type, kept);
            } catch (error) {
              this.#o.logger.error({ err: String(error) }, 'informer handler failed');
            }
          },
          (error: unknown) => {
            if (settled) return;
            if (expired) return finish('expired');
            if (!error) return finish('ended');
            const status = (error as { statusCode?: number }).statusCode;
            if (status === 410) return finish('expired');
            // A refused watch reads like any refused call (one vocabulary: cluster-error.ts).
            const clusterError = toClusterError(
              status && !(error instanceof ClusterError) ? new ClusterHttpStatusError(status, '') : error,
              client.clusterName,
              { timeoutMs: this.#o.idleTimeoutMs, what: `the watch of ${this.#o.path}` },
            );
            if (clusterError.kind === 'TIMEOUT' && connected && this.#running) {
              // Idle past the bookmark period: resume from where we were.
              this.#o.logger.debug(
                { path: this.#o.path, cluster: client.clusterName },
                'watch idle; resuming',
              );
              return finish('ended');
            }
            this.lastError = clusterError;
            // A watch we may not open (RBAC allows list only): degrade to reads, a relist after each backoff.
            if (clusterError.kind === 'UNAUTHORIZED') this.#resourceVersion = undefined;
            this.#o.onProblem?.(clusterProblem(clusterError));
            finish('error');
          },
        )
        .then((controller) => {
          if (settled) {
            // Answered after its connect budget (or ended meanwhile): this watch is over.
            controller.abort();
            return;
          }
          connected = true;
          clearTimeout(connectTimer);
          // Answered: whatever failed before is over (a watch can stay open for minutes).
          if (this.lastError) {
            this.lastError = undefined;
            this.#o.onProblem?.(null);
          }
          this.#abort = controller;
          if (!this.#running) controller.abort();
        })
        .catch(() => finish('error'));
    });
  }
}
