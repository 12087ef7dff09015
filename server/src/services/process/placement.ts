import { compareStarts, formatWait, type StartEstimate } from '@kueue-batch/rules';
import type { Cluster } from '../../generated/prisma/client.ts';
import { type AllowedClusters, classesAllowedOn } from '../allowed-clusters.ts';
import { estimateForRequest, toGroupRequest } from '../estimates/estimate.ts';
import { type ClusterLimitsResult, type ClusterRequestCheck, checkRequestAgainstLimits } from '../limits.ts';
import { priorityClassProblem, priorityOf, restrictReading } from '../priority-classes.ts';
import { demandOf } from './demand.ts';
import type { ProcessSpec } from './input.ts';
import type { ProcessDeps } from './types.ts';

export interface Placed {
  cluster: Cluster;
  check: ClusterRequestCheck;
  reading: ClusterLimitsResult;
  placementReason: string;
}

const when = (e: StartEstimate) =>
  e.basis === 'NOW'
    ? 'now'
    : e.expectedWaitSeconds === null
      ? 'unknown'
      : `about ${formatWait(e.expectedWaitSeconds)}`;

/** One allowed cluster as a placement sees it: null when its limits or its priority classes refuse the request. */
export interface Candidate {
  cluster: Cluster;
  order: number;
  check: ClusterRequestCheck;
  reading: ClusterLimitsResult;
  estimate: StartEstimate | null;
}

/**
 * The one reading of a cluster that every placement ranks by: limits (through the priority classes the policy
 * allows there, `allowedClasses`; null: all), the request checked, its start estimate.
 */
export async function candidateOn(
  deps: ProcessDeps,
  cluster: Cluster,
  order: number,
  spec: ProcessSpec,
  nowMs: number,
  allowedClasses: readonly string[] | null = null,
): Promise<Candidate | null> {
  const reading = restrictReading(await deps.states.limits(cluster), allowedClasses);
  const demand = demandOf(spec);
  const check = checkRequestAgainstLimits(reading.limits, demand);
  if (!check.ok) return null;
  if (priorityClassProblem(reading.limits, cluster.name, spec.requested.priorityClass)) return null;
  const estimate = deps.states.queue
    ? estimateForRequest(
        await deps.states.queue(cluster),
        cluster,
        toGroupRequest(demand),
        nowMs,
        priorityOf(reading.limits, spec.requested.priorityClass),
      )
    : null;
  return { cluster, order, check, reading, estimate };
}

/** The allowed cluster that fits and starts earliest; null when none fits (the caller then refuses as usual). */
export async function placeEarliest(
  deps: ProcessDeps,
  allowed: AllowedClusters,
  spec: ProcessSpec,
): Promise<Placed | null> {
  const nowMs = (deps.now?.() ?? new Date()).getTime();
  const candidates = await Promise.all(
    allowed.clusters.map((cluster, order) =>
      candidateOn(deps, cluster, order, spec, nowMs, classesAllowedOn(allowed, cluster.id)),
    ),
  );
  const ranked = candidates
    .filter((c): c is NonNullable<typeof c> => c !== null && c.estimate?.basis !== 'NEVER')
    .map((c) => ({ ...c, at: c.estimate?.expectedStartAtMs ?? Number.POSITIVE_INFINITY }))
    .sort((a, b) => compareStarts(a.estimate, b.estimate) || a.order - b.order);
  const best = ranked[0];
  if (!best) return null;
  const others = ranked
    .slice(1, 4)
    .map((c) => `${c.cluster.name}: ${c.estimate ? when(c.estimate) : 'unknown'}`)
    .join(', ');
  const placementReason = Number.isFinite(best.at)
    ? `earliest expected start: ${when(best.estimate!)} on ${best.cluster.name}${others ? ` (${others})` : ''}`
    : `no start estimate is known on any allowed cluster that fits${best.estimate ? ` (${best.estimate.message})` : ''}; the first of them by sort order`;
  return { cluster: best.cluster, check: best.check, reading: best.reading, placementReason };
}
