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
import { ClusterError, type HealthStatus, healthStatusOf } from '../kube/cluster-error.ts';
import {
  type ClusterQueueReading,
  cpuMemoryView,
  type FlavorLimits,
  MalformedClusterQueueError,
  type QueueFlavor,
  type QueueResourceGroup,
  type QueueState,
  type ResourceAmount,
} from '../kube/cluster-queue.ts';
import type { KueueCaches } from '../kube/kueue-caches.ts';
import { type PriorityClass, queueReadingOf } from '../kube/kueue-readings.ts';
import { bytesToGiB, millisToCores } from '../kube/quantity.ts';

/**
 * Live limits of clusters (ARCHITECTURE §3, §16): from each cluster's watch-fed Kueue cache (its ClusterQueue, the
 * ResourceFlavors' node labels, its WorkloadPriorityClasses), with fallback limits (8 cores / 32 GiB,
 * `source: FALLBACK`) and a health telling why whenever the queue cannot be read. The watches keep the cache
 * current, so a reading costs no call to the cluster; only the first one waits (at most the client's timeout) for
 * the cache's first lists. `createLimitsLoader` gives each GraphQL request a DataLoader over it (one reading per
 * cluster per request). A cluster that stops answering after its first lists keeps its last limits, its health
 * saying why.
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
export type { HealthStatus };

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
  /**
   * The cluster's WorkloadPriorityClasses, by value (highest first), then name; [] for FALLBACK. Seen through the
   * policy (`restrictPriorityClasses`): only those it allows.
   */
  priorityClasses: PriorityClass[];
  /** Seen through the policy: the names of the cluster's classes it does not allow here (absent: none withheld). */
  withheldPriorityClasses?: readonly string[];
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
  namespace?: string;
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
    priorityClasses: [],
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

export interface LimitsOptions {
  includeBorrowing?: boolean;
  now?: () => Date;
}

/**
 * One cluster's limits from its Kueue cache. Never throws: failures become FALLBACK limits with a health.
 */
export async function readClusterLimits(
  caches: KueueCaches,
  cluster: ClusterForLimits,
  options: LimitsOptions = {},
): Promise<ClusterLimitsResult> {
  const now = options.now ?? (() => new Date());
  try {
    const cache = caches.get(cluster);
    await cache.ready(caches.timeoutMs);
    const reading = queueReadingOf(cache, cluster.clusterQueue, caches.timeoutMs, options.includeBorrowing);
    const stale = cache.clusterQueues?.lastError;
    const health: Omit<ClusterHealth, 'checkedAt'> = stale
      ? {
          status: healthStatusOf(stale.kind),
          message: `${stale.message}; showing what its queue last reported`,
        }
      : reading.active
        ? { status: 'REACHABLE', message: null }
        : { status: 'DEGRADED', message: reading.inactiveReason ?? 'ClusterQueue is not active' };
    return {
      clusterId: cluster.id,
      clusterName: cluster.name,
      limits: {
        ...toClusterLimits('KUEUE', reading.resourceGroups, cluster.maxRuntimeSeconds, reading.flavors),
        priorityClasses: reading.priorityClasses,
      },
      health: { ...health, checkedAt: now() },
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

/** A per-request DataLoader over the caches: one reading per cluster per request, all clusters in parallel. */
export function createLimitsLoader(states: {
  limits(cluster: ClusterForLimits): Promise<ClusterLimitsResult>;
}): DataLoader<ClusterForLimits, ClusterLimitsResult, string> {
  return new DataLoader((clusters) => Promise.all(clusters.map((c) => states.limits(c))), {
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
  /** The WorkloadPriorityClass asked for (checked by services/priority-classes.ts, not by the fit rule). */
  priorityClass?: string | null;
}

/** The flavors of one resource group a request may be admitted to. */
export type AdmissibleFlavors = { coveredResources: string[]; flavors: string[] };

/** The check of one request on one cluster: the shared rule over every group, and the cpu/memory view of it. */
export interface ClusterRequestCheck extends Omit<RequestCheck<FlavorLimits>, 'ok' | 'violations'> {
  /** The shared rule (ARCHITECTURE §11): every group covering a requested resource gives one flavor. */
  ok: boolean;
  groups: GroupsRequestCheck<QueueFlavor>;
  /** Every violation, each resource named (EXTENDED with its name), exact; RUNTIME in seconds. */
  violations: GroupsRequestCheck['violations'];
  /** Per group covering a requested resource, the flavor chosen (the first in order that holds it). */
  assignments: Array<{ coveredResources: string[]; flavor: string }>;
  /**
   * Per group covering a requested resource, every flavor Kueue may admit the request to (each one that holds it,
   * in order; the pinned one only). When the first is full, Kueue assigns the next: the worst case prices the
   * dearest of them (ARCHITECTURE §18).
   */
  admissible: AdmissibleFlavors[];
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
  const admissible = groups.fit.groups.map((g) => ({
    coveredResources: [...g.group.coveredResources],
    flavors: g.flavorFits.filter((f) => f.short.length === 0).map((f) => f.flavor.name),
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
    admissible,
    flavorName,
    uncheckable,
    pinnedFlavor: requested.flavor ?? null,
  };
}
