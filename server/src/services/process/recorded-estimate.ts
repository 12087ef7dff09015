import type { Cluster } from '../../generated/prisma/client.ts';
import { estimateForRequest, toGroupRequest } from '../estimates/estimate.ts';
import type { ClusterLimitsResult } from '../limits.ts';
import { priorityOf } from '../priority-classes.ts';
import type { ProcessSpec } from './input.ts';
import type { ProcessDeps } from './types.ts';

/** The start estimate a new version is created with, kept for the cluster's calibration (ARCHITECTURE §23). */
export interface RecordedEstimate {
  estimatedAt: Date;
  estimatedStartAt: Date | null;
  estimatedLatestStartAt: Date | null;
}

/**
 * The estimate on the chosen cluster at creation, as the picker showed it (the clusters' clock). Never fails the
 * creation: a reading that cannot be had records no estimate.
 */
export async function recordedEstimate(
  deps: ProcessDeps,
  cluster: Cluster,
  spec: ProcessSpec,
  limits: ClusterLimitsResult,
): Promise<RecordedEstimate | null> {
  if (!deps.states.queue) return null;
  try {
    const nowMs = (deps.now?.() ?? new Date()).getTime();
    const reading = await deps.states.queue(cluster);
    const e = estimateForRequest(
      reading,
      cluster,
      toGroupRequest(spec.requested),
      nowMs,
      priorityOf(limits.limits, spec.requested.priorityClass),
    );
    if (e.expectedStartAtMs === null) return null;
    return {
      estimatedAt: new Date(e.computedAtMs),
      estimatedStartAt: new Date(e.expectedStartAtMs),
      estimatedLatestStartAt: e.latestStartAtMs === null ? null : new Date(e.latestStartAtMs),
    };
  } catch {
    return null;
  }
}
