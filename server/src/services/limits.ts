import {
  checkGroupsRequest,
  checkRequest,
  type ExtendedRequest,
  type GroupsRequestCheck,
  maxima,
  type RequestCheck,
  type RequestedResources,
  resourceMaxima,
} from '@kueue-batch/rules';
import DataLoader from 'dataloader';
import type { ClusterClientRegistry } from '../kube/client-registry.ts';
import { ClusterError, healthStatusOf } from '../kube/cluster-error.ts';
import {
  type ClusterQueueReading,
  cpuMemoryView,
  type FlavorLimits,
  MalformedClusterQueueError,
  type QueueFlavor,
  type QueueResourceGroup,
  type QueueState,
  type ResourceAmount,
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
/** The fallback's one group: cpu and memory only (an extended resource cannot be checked, so never fits). */
export const FALLBACK_GROUPS: QueueResourceGroup[] = [
  {
    coveredResources: ['cpu', 'memory'],
    flavors: [
      {
        name: 'fallback',
        quota: { cpu: FALLBACK_CPU_MILLIS, memory: FALLBACK_MEMORY_BYTES },
        nodeLabels: {},
      },
    ],
  },
];
export const FALLBACK_FLAVOR: FlavorLimits = cpuMemoryView(FALLBACK_GROUPS)[0]!;

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
  /** Every resource group of the ClusterQueue, flavors in order (FALLBACK: one cpu/memory group). */
  resourceGroups: QueueResourceGroup[];
  /** Per covered resource, the largest quota a flavor of its group offers (what sliders use), exact. */
  maxima: ResourceAmount[];
  /** The cpu/memory view of the groups (one entry per flavor or cpu × memory pairing). */
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
  resourceGroups: QueueResourceGroup[],
  maxRuntimeSeconds: number | null,
  flavors: FlavorLimits[] = cpuMemoryView(resourceGroups),
): ClusterLimits {
  const max = maxima(flavors);
  return {
    source,
    resourceGroups,
    maxima: [...resourceMaxima(resourceGroups)].map(([name, amount]) => ({ name, amount })),
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
      limits: toClusterLimits('KUEUE', reading.resourceGroups, cluster.maxRuntimeSeconds, reading.flavors),
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
    limits: toClusterLimits('FALLBACK', FALLBACK_GROUPS, cluster.maxRuntimeSeconds),
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

/** A request as checked against a cluster: cpu, memory, deadline, extended resources and a pinned flavor. */
export interface ClusterRequest extends RequestedResources {
  /** Whole units per extended resource (input.ts guarantees names and amounts). */
  extended?: readonly ExtendedRequest[] | null;
  /** Run only on this flavor; omitted: the first fitting flavor of each group, as Kueue assigns. */
  flavor?: string | null;
}

/** The check of one request on one cluster: the shared rule over every group, and the cpu/memory view of it. */
export interface ClusterRequestCheck extends Omit<RequestCheck<FlavorLimits>, 'ok' | 'violations'> {
  /** The shared rule (ARCHITECTURE §11): every group covering a requested resource gives one flavor. */
  ok: boolean;
  groups: GroupsRequestCheck<QueueFlavor>;
  /** Every violation, each resource named (EXTENDED with its name), exact; RUNTIME in seconds. */
  violations: GroupsRequestCheck['violations'];
  /** Per group covering a requested resource, the flavor chosen (the first in order that holds it). */
  assignments: Array<{ coveredResources: string[]; flavor: string }>;
  /** The name of the flavor holding cpu and memory (`a+b` when different groups cover them); null if none. */
  flavorName: string | null;
  /** Extended resources asked of FALLBACK limits: they cannot be checked, so they are refused. */
  uncheckable: string[];
  /** The flavor the request is pinned to (null: Kueue assigns). */
  pinnedFlavor: string | null;
}

/**
 * The creation-time rule (ARCHITECTURE §4, §11) on a cluster's limits: the shared `checkGroupsRequest` over
 * every resource group, with the cpu/memory view (`flavorFits`, `crossFlavor`) the refusal shows per flavor.
 */
export function checkRequestAgainstLimits(
  limits: ClusterLimits,
  requested: ClusterRequest,
): ClusterRequestCheck {
  const legacy = checkRequest(limits, requested);
  const groups = checkGroupsRequest(limits, {
    cpuMillis: requested.cpuMillis ?? null,
    memoryBytes: requested.memoryBytes ?? null,
    extended: requested.extended ?? null,
    flavor: requested.flavor ?? null,
    deadlineSeconds: requested.deadlineSeconds ?? null,
  });
  const assignments = groups.fit.assignments.map((a) => ({
    coveredResources: [...a.coveredResources],
    flavor: a.flavor.name,
  }));
  const cpuMemory = assignments.filter(
    (a) => a.coveredResources.includes('cpu') || a.coveredResources.includes('memory'),
  );
  const flavorName = groups.fit.fits
    ? cpuMemory.map((a) => a.flavor).join('+') || (assignments[0]?.flavor ?? null)
    : null;
  const uncheckable =
    limits.source === 'FALLBACK'
      ? (requested.extended ?? []).filter((e) => e.quantity > 0n).map((e) => e.name)
      : [];
  return {
    ...legacy,
    ok: groups.ok,
    groups,
    violations: groups.violations,
    assignments,
    flavorName,
    uncheckable,
    pinnedFlavor: requested.flavor ?? null,
  };
}
