import { checkRequest, type RequestCheck } from '@kueue-batch/rules';
import type { Cluster } from '../../generated/prisma/client.ts';
import type { FlavorLimits } from '../../kube/kueue.ts';
import { formatBytes, formatCpu } from '../../kube/quantity.ts';
import type { PluginUser } from '../../plugins/types.ts';
import { ECHO_MAX_CHARS, quote } from '../../text.ts';
import { getAllowedClusters } from '../allowed-clusters.ts';
import type { ClusterLimitsResult } from '../limits.ts';
import {
  ClusterNotAllowedError,
  type LimitViolation,
  NoClustersAvailableError,
  ResourceLimitExceededError,
} from '../process-errors.ts';
import type { ProcessSpec } from './input.ts';
import { type Placement, placeEarliest } from './placement.ts';
import type { ProcessDeps } from './types.ts';

/** Allowed clusters → the chosen one → its fresh limits → the fit rule. */
export async function chooseCluster(
  deps: ProcessDeps,
  user: PluginUser,
  projectId: string,
  spec: ProcessSpec,
  clusterId: string | null | undefined,
  placement: Placement | null = null,
): Promise<{
  cluster: Cluster;
  check: RequestCheck<FlavorLimits>;
  reading: ClusterLimitsResult;
  placementReason: string | null;
}> {
  const allowed = await getAllowedClusters(deps, user, projectId, {
    cpu: spec.cpu,
    memory: spec.memory,
    deadlineSeconds: spec.requested.deadlineSeconds ?? null,
  });
  if (allowed.length === 0) {
    throw new NoClustersAvailableError(
      'No cluster is available to you for this project and request. Ask an administrator to register a cluster or to grant this project one.',
    );
  }
  if (clusterId == null && placement === 'EARLIEST_START') {
    const placed = await placeEarliest(deps, allowed, spec);
    if (placed) return placed;
  }
  const cluster = clusterId == null ? allowed[0]! : allowed.find((c) => c.id === clusterId);
  if (!cluster) {
    // Whatever was sent comes back cut (an answer never grows with its input); a real id is far shorter.
    const id = String(clusterId);
    throw new ClusterNotAllowedError(
      `Cluster ${quote(id)} is not one you may use for this project and request (it is unknown, retired or not granted to you). Pick one of the available clusters.`,
      Array.from(id).slice(0, ECHO_MAX_CHARS).join(''),
    );
  }
  const reading = await deps.limits.get(cluster, { maxAgeMs: deps.enforcementMaxAgeMs });
  const check = checkRequest(reading.limits, spec.requested);
  if (!check.ok) {
    const violations = check.violations.map(
      (v): LimitViolation => ({
        resource: v.resource,
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
  const placementReason =
    clusterId != null
      ? null
      : placement === 'EARLIEST_START'
        ? 'no allowed cluster holds the request; the first allowed cluster by sort order'
        : 'the first allowed cluster by sort order';
  return { cluster, check, reading, placementReason };
}

function limitMessage(
  cluster: Cluster,
  reading: ClusterLimitsResult,
  check: RequestCheck<FlavorLimits>,
): string {
  const parts: string[] = [];
  const source =
    reading.limits.source === 'FALLBACK' ? ' (fallback limits: its queue could not be read)' : '';
  if (check.crossFlavor) {
    const holders = check.flavorFits
      .map(
        (f) =>
          `${f.flavor.name} holds ${formatCpu(f.flavor.cpuMillis)} cpu / ${formatBytes(f.flavor.memoryBytes)}`,
      )
      .join(', ');
    parts.push(
      `no single flavor holds both the cpu and the memory (a process runs on one flavor): ${holders}`,
    );
  } else {
    for (const v of check.violations) {
      if (v.resource === 'CPU') parts.push(`cpu ${formatCpu(v.requested)} exceeds ${formatCpu(v.limit)}`);
      if (v.resource === 'MEMORY') {
        parts.push(
          `memory ${formatBytes(v.requested)} (${v.requested} bytes) exceeds ${formatBytes(v.limit)}`,
        );
      }
    }
  }
  if (check.deadlineViolation) {
    parts.push(
      `a deadline of ${check.deadlineViolation.requested} s exceeds the maximum runtime of ${check.deadlineViolation.limit} s`,
    );
  }
  return `The request does not fit cluster ${cluster.name}${source}: ${parts.join('; ')}.`;
}
