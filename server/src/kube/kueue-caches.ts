import type { ClusterClientRegistry, ClusterCredentialsRecord } from './client-registry.ts';
import { KueueCache, type KueueCacheOptions } from './kueue-cache.ts';

/** What the caches need of a `Cluster` row. */
export interface ClusterForCache extends ClusterCredentialsRecord {
  clusterQueue: string;
  namespace?: string;
}

export interface KueueCachesOptions {
  registry: ClusterClientRegistry;
  /** Budget of discovery, of each list and of the first reading's wait (default: 2 000 ms). */
  timeoutMs?: number;
  idleTimeoutMs?: number;
  watchTimeoutSeconds?: number;
  logger?: KueueCacheOptions['logger'];
  onReconnect?: (cluster: string, resource: string) => void;
}

const SILENT = { debug() {}, error() {}, warn() {} };

/**
 * The watch-fed Kueue caches of every registered cluster (ARCHITECTURE §16), one per cluster, started on first use
 * (a request, or the cluster's monitor) and replaced when the cluster's credentials, queue or namespace change.
 */
export class KueueCaches {
  readonly #o: KueueCachesOptions;
  readonly #caches = new Map<string, { key: string; cache: KueueCache }>();
  readonly timeoutMs: number;

  constructor(options: KueueCachesOptions) {
    this.#o = options;
    this.timeoutMs = options.timeoutMs ?? 2_000;
  }

  get registry(): ClusterClientRegistry {
    return this.#o.registry;
  }

  /** The cluster's cache, started. */
  get(cluster: ClusterForCache): KueueCache {
    const namespace = cluster.namespace ?? 'default';
    const key = `${cluster.credentialsUpdatedAt.getTime()}|${cluster.clusterQueue}|${namespace}`;
    const entry = this.#caches.get(cluster.id);
    if (entry && entry.key === key) return entry.cache;
    if (entry) void entry.cache.stop();
    const registry = this.#o.registry;
    const cache = new KueueCache({
      client: () => registry.get(cluster),
      clusterName: cluster.name,
      clusterQueue: cluster.clusterQueue,
      namespace,
      timeoutMs: this.timeoutMs,
      idleTimeoutMs: this.#o.idleTimeoutMs,
      watchTimeoutSeconds: this.#o.watchTimeoutSeconds,
      logger: this.#o.logger ?? SILENT,
      onReconnect: (resource) => this.#o.onReconnect?.(cluster.name, resource),
    });
    this.#caches.set(cluster.id, { key, cache });
    cache.start();
    return cache;
  }

  /** Stops a cluster's watches (a deleted cluster). */
  async forget(clusterId: string): Promise<void> {
    const entry = this.#caches.get(clusterId);
    this.#caches.delete(clusterId);
    await entry?.cache.stop();
  }

  async close(): Promise<void> {
    const entries = [...this.#caches.values()];
    this.#caches.clear();
    await Promise.all(entries.map((e) => e.cache.stop()));
  }
}
