import { formatAmount } from '@kueue-batch/rules';
import type { StoredMount } from '../../db/version-data.ts';
import type { Cluster } from '../../generated/prisma/client.ts';
import { formatBytes, formatCpu } from '../../kube/quantity.ts';
import type { PluginUser } from '../../plugins/types.ts';
import { ECHO_MAX_CHARS, formatDuration, quote } from '../../text.ts';
import { classesAllowedOn, getAllowedClusterGrants } from '../allowed-clusters.ts';
import { ValidationError } from '../errors.ts';
import { type ClusterLimitsResult, type ClusterRequestCheck, checkRequestAgainstLimits } from '../limits.ts';
import { priorityClassProblem, restrictReading } from '../priority-classes.ts';
import {
  ClusterNotAllowedError,
  type LimitViolation,
  NoClustersAvailableError,
  ResourceLimitExceededError,
} from '../process-errors.ts';
import { clustersHoldingMounts, mountsOnCluster, volumesOf } from '../volumes/placement.ts';
import { placeCheapest } from './cheapest.ts';
import { demandOf } from './demand.ts';
import type { ProcessSpec } from './input.ts';
import { placeEarliest } from './placement.ts';
import type { Placement, ProcessDeps } from './types.ts';

/** The request as the policy hook (`selectClusters`) is asked with it. */
export function hookRequestOf(spec: ProcessSpec) {
  return {
    cpu: spec.cpu,
    memory: spec.memory,
    deadlineSeconds: spec.requested.deadlineSeconds ?? null,
    ...(spec.requested.extended.length > 0
      ? { extended: spec.requested.extended.map((e) => ({ name: e.name, quantity: e.quantity.toString() })) }
      : {}),
    ...(spec.requested.flavor !== null ? { flavor: spec.requested.flavor } : {}),
    ...(spec.requested.priorityClass !== null ? { priorityClass: spec.requested.priorityClass } : {}),
  };
}

/** Allowed clusters → the chosen one → its fresh limits → the fit rule. */
export async function chooseCluster(
  deps: ProcessDeps,
  user: PluginUser,
  projectId: string,
  spec: ProcessSpec,
  clusterId: string | null | undefined,
  placement: Placement | null = null,
  options: { maxWaitSeconds?: number | null } = {},
): Promise<ChosenCluster> {
  const grants = await getAllowedClusterGrants(deps, user, projectId, hookRequestOf(spec));
  const allowed = grants.clusters;
  if (allowed.length === 0) {
    throw new NoClustersAvailableError(
      'No cluster is available to you for this project and request. Ask an administrator to register a cluster or to grant this project one.',
    );
  }
  // Placement knows where the data is (ARCHITECTURE §21): it chooses only among clusters with every volume mounted.
  const holding = await clustersHoldingMounts(deps.prisma, allowed, spec.mounts);
  if (clusterId == null && holding.length === 0) throw await nowhereToMount(deps, allowed, spec);
  const placeable = { ...grants, clusters: holding };
  if (clusterId == null && placement === 'EARLIEST_START') {
    const placed = await placeEarliest(deps, placeable, spec);
    if (placed) return { ...placed, mounts: await mountsOn(deps, placed.cluster, spec) };
  }
  if (clusterId == null && placement === 'CHEAPEST') {
    const placed = await placeCheapest(deps, placeable, spec, options.maxWaitSeconds ?? null);
    if (placed) return { ...placed, mounts: await mountsOn(deps, placed.cluster, spec) };
  }
  const cluster = clusterId == null ? (holding[0] ?? allowed[0]!) : allowed.find((c) => c.id === clusterId);
  if (!cluster) {
    // Whatever was sent comes back cut (an answer never grows with its input); a real id is far shorter.
    const id = String(clusterId);
    throw new ClusterNotAllowedError(
      `Cluster ${quote(id)} is not one you may use for this project and request (it is unknown, retired or not granted to you). Pick one of the available clusters.`,
      Array.from(id).slice(0, ECHO_MAX_CHARS).join(''),
    );
  }
  // A volume the cluster lacks is an input issue (on mounts[i].volume), before any limit.
  const mounts = await mountsOn(deps, cluster, spec);
  // Through the policy: the classes it withholds here are refused as the cluster's missing ones are.
  const reading = restrictReading(await deps.states.limits(cluster), classesAllowedOn(grants, cluster.id));
  const check = checkRequestAgainstLimits(reading.limits, demandOf(spec));
  if (check.groups.fit.unknownFlavor !== null) throw unknownFlavorError(cluster, reading, check);
  const classProblem = priorityClassProblem(reading.limits, cluster.name, spec.requested.priorityClass);
  if (classProblem) throw ValidationError.of([{ field: 'resources.priorityClass', message: classProblem }]);
  if (!check.ok) {
    const violations = check.violations.map(
      (v): LimitViolation => ({
        resource: v.resource,
        resourceName: v.resourceName,
        requested: v.resource === 'CPU' ? Number(v.requested) / 1000 : Number(v.requested),
        limit: v.resource === 'CPU' ? Number(v.limit) / 1000 : Number(v.limit),
        flavor: v.flavor,
      }),
    );
    throw new ResourceLimitExceededError(
      limitMessage(cluster, reading, check),
      cluster,
      violations,
      check.flavorFits,
    );
  }
  const withVolumes =
    spec.mounts.length > 0 && cluster.id !== allowed[0]!.id
      ? ` with volume${spec.mounts.length > 1 ? 's' : ''} ${spec.mounts.map((m) => m.volume).join(', ')}`
      : '';
  const placementReason =
    clusterId != null
      ? null
      : placement === 'EARLIEST_START' || placement === 'CHEAPEST'
        ? `no allowed cluster holds the request; the first allowed cluster by sort order${withVolumes}`
        : `the first allowed cluster by sort order${withVolumes}`;
  return { cluster, check, reading, placementReason, mounts };
}

export interface ChosenCluster {
  cluster: Cluster;
  check: ClusterRequestCheck;
  reading: ClusterLimitsResult;
  placementReason: string | null;
  /** The spec's mounts as they run there: each volume its own, read-only ones forced read-only. */
  mounts: StoredMount[];
}

/** No allowed cluster has every volume: the volumes none has (or, when each is somewhere, that none has all). */
async function nowhereToMount(
  deps: ProcessDeps,
  allowed: readonly Cluster[],
  spec: ProcessSpec,
): Promise<ValidationError> {
  const volumes = await volumesOf(
    deps.prisma,
    allowed.map((c) => c.id),
  );
  const somewhere = new Set([...volumes.values()].flat().map((v) => v.name));
  const issues = spec.mounts.flatMap((m, i) =>
    somewhere.has(m.volume)
      ? []
      : [{ field: `mounts[${i}].volume`, message: `no cluster you may use has a volume ${quote(m.volume)}` }],
  );
  return ValidationError.of(
    issues.length > 0
      ? issues
      : [
          {
            field: 'mounts',
            message: 'no cluster you may use has all of these volumes: mount them in separate processes',
          },
        ],
  );
}

/** The spec's mounts on the cluster; a volume it lacks is a ValidationError on `mounts[i].volume`. */
async function mountsOn(deps: ProcessDeps, cluster: Cluster, spec: ProcessSpec): Promise<StoredMount[]> {
  if (spec.mounts.length === 0) return [];
  const volumes = (await volumesOf(deps.prisma, [cluster.id])).get(cluster.id) ?? [];
  const { mounts, issues } = mountsOnCluster(cluster, volumes, spec.mounts);
  if (issues.length > 0) throw ValidationError.of(issues);
  return mounts;
}

/** A pinned flavor the chosen cluster does not have: an input issue on `resources.flavor`, naming those it has. */
function unknownFlavorError(
  cluster: Cluster,
  reading: ClusterLimitsResult,
  check: ClusterRequestCheck,
): ValidationError {
  const pinned = check.groups.fit.unknownFlavor!;
  const groups = reading.limits.resourceGroups;
  const has = groups
    .map((g) => `${g.flavors.map((f) => f.name).join(', ')} (${g.coveredResources.join(', ')})`)
    .join('; ');
  const why =
    reading.limits.source === 'FALLBACK'
      ? `; its queue could not be read, so only the fallback cpu/memory limits are known`
      : '';
  return ValidationError.of([
    {
      field: 'resources.flavor',
      message: `cluster ${cluster.name} has no flavor ${quote(pinned)}: its flavors are ${has}${why}`,
    },
  ]);
}

/** Why the request does not fit, in plain words: one part per group (each violated resource exact). */
function limitMessage(cluster: Cluster, reading: ClusterLimitsResult, check: ClusterRequestCheck): string {
  const parts: string[] = [];
  const fallback = reading.limits.source === 'FALLBACK';
  const source = fallback ? ' (fallback limits: its queue could not be read)' : '';
  const fit = check.groups.fit;
  if (check.uncheckable.length > 0) {
    parts.push(
      `${check.uncheckable.join(', ')} cannot be requested on fallback limits, which know only cpu and memory (the cluster's ClusterQueue could not be read to learn what else it offers)`,
    );
  }
  for (const group of fit.groups) {
    if (group.flavor) continue;
    const covered = group.group.coveredResources;
    const cpuMemoryOnly = covered.every((r) => r === 'cpu' || r === 'memory');
    const pinned =
      check.pinnedFlavor !== null && group.group.flavors.some((f) => f.name === check.pinnedFlavor)
        ? check.pinnedFlavor
        : null;
    if (group.crossFlavor && cpuMemoryOnly && !pinned) {
      const holders = check.flavorFits
        .map(
          (f) =>
            `${f.flavor.name} holds ${formatCpu(f.flavor.cpuMillis)} cpu / ${formatBytes(f.flavor.memoryBytes)}`,
        )
        .join(', ');
      parts.push(
        `no single flavor holds both the cpu and the memory (a process runs on one flavor): ${holders}`,
      );
      continue;
    }
    const where = pinned
      ? `the pinned flavor ${pinned}`
      : group.crossFlavor
        ? `any single flavor of the ${covered.join('/')} group (closest: ${group.violations[0]?.flavor})`
        : `the ${covered.join('/')} group (${group.candidates.map((f) => f.name).join(', ') || 'no flavor matches the node labels'})`;
    const amounts = group.violations.map((v) =>
      v.resource === 'MEMORY'
        ? `memory ${formatBytes(v.requested)} exceeds ${formatBytes(v.limit)}`
        : v.resource === 'CPU'
          ? `cpu ${formatCpu(v.requested)} exceeds ${formatCpu(v.limit)}`
          : `${formatAmount(v.resourceName, v.requested)} requested, ${v.limit} at most`,
    );
    const alternatives = pinned
      ? group.group.flavors
          .filter(
            (f) => f.name !== pinned && group.requested.every((r) => r.amount <= (f.quota[r.name] ?? 0n)),
          )
          .map((f) => f.name)
      : [];
    parts.push(
      `${amounts.join(', ')} on ${where}${alternatives.length > 0 ? ` (${alternatives.join(', ')} would hold it)` : ''}`,
    );
  }
  if (!(fallback && check.uncheckable.length > 0)) {
    for (const name of fit.uncovered) {
      parts.push(
        `no resource group of this cluster covers ${name}, so Kueue would never admit a request for it`,
      );
    }
  }
  if (check.deadlineViolation) {
    parts.push(
      `a deadline of ${formatDuration(check.deadlineViolation.requested)} exceeds the maximum runtime of ${formatDuration(check.deadlineViolation.limit)}`,
    );
  }
  return `The request does not fit cluster ${cluster.name}${source}: ${parts.join('; ')}.`;
}
