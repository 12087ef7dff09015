import { checkRequest, maxima, type RequestCheck, type RequestedResources } from '@kueue-batch/rules';
import DataLoader from 'dataloader';
import type { ClusterClientRegistry } from '../kube/client-registry.ts';
import { ClusterError, healthStatusOf } from '../kube/cluster-error.ts';
import {
  type ClusterQueueReading,
  type FlavorLimits,
  MalformedClusterQueueError,
  type QueueState,
  readClusterQueue,
} from '../kube/kueue.ts';
import { bytesToGiB, millisToCores } from '../kube/quantity.ts';

/**
 * Live limits of clusters (ARCHITECTURE §3): read from each cluster's Kueue ClusterQueue, with fallback limits
 * (8 cores / 32 GiB, `source: FALLBACK`) and a health telling why whenever the queue cannot be read.
 *
 * Two layers of caching: `LimitsCache` lives across requests (stale-while-revalidate: a fresh entry is served, a
 * stale one is served while one background refresh runs, a missing or too old one is awaited), and
 * `createLimitsLoader` gives each GraphQL request a DataLoader over it (batching, dedupe). Every read has the
 * client registry's timeout and goes through the cluster's circuit breaker, all clusters in parallel, so a
 * hanging cluster answers FALLBACK within one timeout and costs nothing while its breaker is open.
 */

export const FALLBACK_CPU_MILLIS = 8_000n;
export const FALLBACK_MEMORY_BYTES = 32n * 1024n ** 3n;
export const FALLBACK_FLAVOR: FlavorLimits = {
  name: 'fallback',
  cpuMillis: FALLBACK_CPU_MILLIS,
  memoryBytes: FALLBACK_MEMORY_BYTES,
};

export type LimitsSource = 'KUEUE' | 'FALLBACK';
export type HealthStatus = 'REACHABLE' | 'UNREACHABLE' | 'UNAUTHORIZED' | 'QUEUE_NOT_FOUND' | 'DEGRADED';

export interface ClusterHealth {
  status: HealthStatus;
  /** Why, in our words (never text from the cluster's answer); null when all is well. */
  message: string | null;
  checkedAt: Date;
}

export interface ClusterLimits {
  source: LimitsSource;
  flavors: FlavorLimits[];
  /** Maxima over flavors, exact. */
  maxCpuMillis: bigint;
  maxMemoryBytes: bigint;
  /** The same maxima as display numbers. */
  maxCpuCores: number;
  maxMemoryGiB: number;
  /** The admin's bound on `deadlineSeconds` (null = unbounded), from the cluster row. */
  maxRuntimeSeconds: number | null;
}

export interface ClusterLimitsResult {
  clusterId: string;
  clusterName: string;
  limits: ClusterLimits;
  health: ClusterHealth;
  /** Queue usage and workloads, when the ClusterQueue was readable. */
  queue: QueueState | null;
  /** The Kueue version read, when readable. */
  kueueVersion: ClusterQueueReading['version'] | null;
  /** When this reading was taken (it may be served from cache). */
  fetchedAt: Date;
}

/** What the limits need of a `Cluster` row. */
export interface ClusterForLimits {
  id: string;
  name: string;
  clusterQueue: string;
  maxRuntimeSeconds: number | null;
  kubeconfigEncrypted: Uint8Array;
  credentialsUpdatedAt: Date;
}

export function toClusterLimits(
  source: LimitsSource,
  flavors: FlavorLimits[],
  maxRuntimeSeconds: number | null,
): ClusterLimits {
  const max = maxima(flavors);
  return {
    source,
    flavors,
    maxCpuMillis: max.cpuMillis,
    maxMemoryBytes: max.memoryBytes,
    maxCpuCores: millisToCores(max.cpuMillis),
    maxMemoryGiB: bytesToGiB(max.memoryBytes),
    maxRuntimeSeconds,
  };
}

/** Health for a failed read: the status and our own message. */
export function healthForError(
  error: unknown,
  cluster: { name: string; clusterQueue: string },
): Omit<ClusterHealth, 'checkedAt'> {
  if (error instanceof MalformedClusterQueueError) return { status: 'DEGRADED', message: error.message };
  if (error instanceof ClusterError) return { status: healthStatusOf(error.kind), message: error.message };
  return {
    status: 'DEGRADED',
    message: `the ClusterQueue "${cluster.clusterQueue}" of cluster ${cluster.name} could not be read`,
  };
}

export interface FetchLimitsOptions {
  timeoutMs?: number;
  includeBorrowing?: boolean;
  now?: () => Date;
}

/** Reads one cluster's limits now (no cache). Never throws: failures become FALLBACK limits with a health. */
export async function fetchClusterLimits(
  registry: ClusterClientRegistry,
  cluster: ClusterForLimits,
  options: FetchLimitsOptions = {},
): Promise<ClusterLimitsResult> {
  const now = options.now ?? (() => new Date());
  try {
    const client = registry.get(cluster);
    const reading = await readClusterQueue(client, cluster.clusterQueue, {
      timeoutMs: options.timeoutMs,
      includeBorrowing: options.includeBorrowing,
    });
    return {
      clusterId: cluster.id,
      clusterName: cluster.name,
      limits: toClusterLimits('KUEUE', reading.flavors, cluster.maxRuntimeSeconds),
      health: {
        status: reading.active ? 'REACHABLE' : 'DEGRADED',
        message: reading.active ? null : (reading.inactiveReason ?? 'ClusterQueue is not active'),
        checkedAt: now(),
      },
      queue: reading.queue,
      kueueVersion: reading.version,
      fetchedAt: now(),
    };
  } catch (error) {
    return fallbackResult(cluster, healthForError(error, cluster), now());
  }
}

export function fallbackResult(
  cluster: Pick<ClusterForLimits, 'id' | 'name' | 'maxRuntimeSeconds'>,
  health: Omit<ClusterHealth, 'checkedAt'>,
  at: Date,
): ClusterLimitsResult {
  return {
    clusterId: cluster.id,
    clusterName: cluster.name,
    limits: toClusterLimits('FALLBACK', [FALLBACK_FLAVOR], cluster.maxRuntimeSeconds),
    health: { ...health, checkedAt: at },
    queue: null,
    kueueVersion: null,
    fetchedAt: at,
  };
}

export interface LimitsCacheOptions extends FetchLimitsOptions {
  registry: ClusterClientRegistry;
  /** How long a reading is fresh, in ms. Default 5 000. */
  ttlMs?: number;
  /** How long a stale reading may still be served while it is refreshed, in ms. Default 300 000. */
  maxStaleMs?: number;
}

interface Entry {
  key: string;
  result: ClusterLimitsResult;
  at: number;
}

/** Cross-request stale-while-revalidate cache of cluster limits. */
export class LimitsCache {
  readonly #entries = new Map<string, Entry>();
  readonly #inFlight = new Map<string, Promise<ClusterLimitsResult>>();
  readonly #registry: ClusterClientRegistry;
  readonly #ttlMs: number;
  readonly #maxStaleMs: number;
  readonly #fetchOptions: FetchLimitsOptions;
  readonly #clock: () => number;
  /** Counters for tests and benchmarks. */
  readonly stats = { hits: 0, staleHits: 0, misses: 0, fetches: 0 };

  constructor(options: LimitsCacheOptions) {
    this.#registry = options.registry;
    this.#ttlMs = options.ttlMs ?? 5_000;
    this.#maxStaleMs = options.maxStaleMs ?? 300_000;
    this.#fetchOptions = {
      timeoutMs: options.timeoutMs,
      includeBorrowing: options.includeBorrowing,
      now: options.now,
    };
    this.#clock = options.now ? () => options.now!().getTime() : Date.now;
  }

  /**
   * Limits of one cluster. `maxAgeMs` demands a reading at most that old (validation at creation uses it);
   * otherwise a stale reading is served while a refresh runs in the background.
   */
  async get(cluster: ClusterForLimits, options: { maxAgeMs?: number } = {}): Promise<ClusterLimitsResult> {
    const key = `${cluster.id}|${cluster.credentialsUpdatedAt.getTime()}|${cluster.clusterQueue}`;
    const entry = this.#entries.get(cluster.id);
    const age = entry ? this.#clock() - entry.at : Number.POSITIVE_INFINITY;
    const usable = entry && entry.key === key;
    if (usable && age < Math.min(this.#ttlMs, options.maxAgeMs ?? Number.POSITIVE_INFINITY)) {
      this.stats.hits += 1;
      return this.#withRow(entry.result, cluster);
    }
    if (usable && options.maxAgeMs === undefined && age < this.#maxStaleMs) {
      this.stats.staleHits += 1;
      void this.#refresh(cluster, key);
      return this.#withRow(entry.result, cluster);
    }
    this.stats.misses += 1;
    return this.#withRow(await this.#refresh(cluster, key), cluster);
  }

  /** Limits of several clusters, all fetched in parallel, in the given order. */
  getMany(
    clusters: readonly ClusterForLimits[],
    options: { maxAgeMs?: number } = {},
  ): Promise<ClusterLimitsResult[]> {
    return Promise.all(clusters.map((cluster) => this.get(cluster, options)));
  }

  #refresh(cluster: ClusterForLimits, key: string): Promise<ClusterLimitsResult> {
    const running = this.#inFlight.get(key);
    if (running) return running;
    this.stats.fetches += 1;
    const promise = fetchClusterLimits(this.#registry, cluster, this.#fetchOptions)
      .then((result) => {
        this.#entries.set(cluster.id, { key, result, at: this.#clock() });
        return result;
      })
      .finally(() => {
        this.#inFlight.delete(key);
      });
    this.#inFlight.set(key, promise);
    return promise;
  }

  // The admin's runtime bound comes from the row as it is now, not from when the queue was read.
  #withRow(result: ClusterLimitsResult, cluster: ClusterForLimits): ClusterLimitsResult {
    if (
      result.limits.maxRuntimeSeconds === cluster.maxRuntimeSeconds &&
      result.clusterName === cluster.name
    ) {
      return result;
    }
    return {
      ...result,
      clusterName: cluster.name,
      limits: { ...result.limits, maxRuntimeSeconds: cluster.maxRuntimeSeconds },
    };
  }
}

/** A per-request DataLoader over the cache: one reading per cluster per request, all clusters in parallel. */
export function createLimitsLoader(
  cache: LimitsCache,
  options: { maxAgeMs?: number } = {},
): DataLoader<ClusterForLimits, ClusterLimitsResult, string> {
  return new DataLoader((clusters) => cache.getMany(clusters, options), {
    cacheKeyFn: (cluster) => cluster.id,
  });
}

export type { RequestedResources };

/** The creation-time rule (ARCHITECTURE §4) on a cluster's limits: the shared `checkRequest` of the rules package. */
export function checkRequestAgainstLimits(
  limits: ClusterLimits,
  requested: RequestedResources,
): RequestCheck<FlavorLimits> {
  return checkRequest(limits, requested);
}
