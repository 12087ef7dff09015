import { estimateStart, type GroupRequest, type StartEstimate } from '@kueue-batch/rules';
import DataLoader from 'dataloader';
import { formatDuration } from '../../text.ts';
import { type ClusterLimits, checkRequestAgainstLimits, type RequestedResources } from '../limits.ts';
import { priorityClassProblem, priorityOf } from '../priority-classes.ts';
import { preemptionEstimate } from './preemption.ts';
import type { ClusterForEstimate, QueueReading } from './queue-reading.ts';
import { toSnapshot } from './snapshot.ts';

/**
 * Start estimates (ARCHITECTURE §12, §16): for a new request on a cluster, and for a queued version of ours (with
 * Kueue's positions), from one reading of the cluster's queue. A reading that could not be had becomes UNKNOWN with
 * the reason; a request the cluster can never hold, NEVER.
 */

export function unknownEstimate(reason: string, nowMs: number): StartEstimate {
  return {
    basis: 'UNKNOWN',
    expectedStartAtMs: null,
    latestStartAtMs: null,
    expectedWaitSeconds: null,
    latestWaitSeconds: null,
    workloadsAhead: null,
    assignments: [],
    message: `unknown: ${reason}`,
    reason,
    assumptions: [],
    computedAtMs: nowMs,
  };
}

/** The estimate for a new request on a cluster. */
export function estimateForRequest(
  reading: QueueReading,
  cluster: ClusterForEstimate,
  request: GroupRequest,
  nowMs: number,
  priority = 0,
): StartEstimate {
  const { snapshot, unknown } = toSnapshot(reading, cluster, nowMs);
  if (!snapshot) return unknownEstimate(unknown!, nowMs);
  const estimate = estimateStart(snapshot, { request, priority });
  if (estimate.basis === 'QUEUE' || estimate.basis === 'UNKNOWN')
    return preemptionEstimate(reading, cluster.clusterQueue, request, priority, nowMs) ?? estimate;
  return estimate;
}

export interface QueuedVersionPosition {
  positionInClusterQueue: number | null;
  positionInLocalQueue: number | null;
  workloadsAhead: number | null;
  estimate: StartEstimate;
}

/** Where a queued version of ours stands: Kueue's positions and our estimate. */
export function positionOfVersion(
  reading: QueueReading,
  cluster: ClusterForEstimate,
  jobName: string,
  nowMs: number,
): QueuedVersionPosition {
  const { snapshot, unknown, positions, workloadOfJob, observed } = toSnapshot(reading, cluster, nowMs);
  const key = workloadOfJob.get(jobName);
  const position = key ? positions.get(key) : undefined;
  if (!snapshot) {
    return {
      positionInClusterQueue: null,
      positionInLocalQueue: null,
      workloadsAhead: null,
      estimate: unknownEstimate(unknown!, nowMs),
    };
  }
  const listed = key !== undefined && snapshot.pending.some((p) => p.name === key);
  const arrived = key === undefined || listed ? undefined : observed.get(key);
  const estimate = !key
    ? unknownEstimate('its Workload is not visible in the queue yet', nowMs)
    : arrived?.active && !arrived.admission && !arrived.finished
      ? // Pending, but Kueue's order (read after changes) does not list it yet: it has just arrived, so it is
        // estimated as a request arriving now, behind those listed at its priority.
        estimateStart(snapshot, { request: arrived.request, priority: arrived.priority })
      : estimateStart(snapshot, { name: key });
  return {
    positionInClusterQueue: position?.positionInClusterQueue ?? null,
    positionInLocalQueue: position?.positionInLocalQueue ?? null,
    workloadsAhead: estimate.workloadsAhead,
    estimate,
  };
}

/**
 * The estimate shown on a cluster for a request: NEVER when the request breaks the cluster's limits (the same
 * rule as `fitsRequest`), else the replay of its queue.
 */
export function estimateForCluster(
  reading: QueueReading,
  cluster: ClusterForEstimate,
  limits: ClusterLimits,
  requests: RequestedResources & { priorityClass?: string | null },
  nowMs: number,
): StartEstimate {
  const classProblem = priorityClassProblem(limits, cluster.name, requests.priorityClass);
  if (classProblem) {
    return {
      ...unknownEstimate(classProblem, nowMs),
      basis: 'NEVER',
      message: `cannot start: ${classProblem}`,
    };
  }
  const check = checkRequestAgainstLimits(limits, requests);
  const runtime = check.deadlineViolation;
  if (runtime) {
    const reason = `its deadline (${formatDuration(runtime.requested)}) is above this cluster's maximum runtime (${formatDuration(runtime.limit)})`;
    return { ...unknownEstimate(reason, nowMs), basis: 'NEVER', message: `cannot start: ${reason}` };
  }
  return estimateForRequest(
    reading,
    cluster,
    toGroupRequest(requests),
    nowMs,
    priorityOf(limits, requests.priorityClass),
  );
}

/** A request as the fit rule and the model take it. */
export function toGroupRequest(requests: RequestedResources): GroupRequest {
  const r = requests as RequestedResources & { extended?: GroupRequest['extended']; flavor?: string | null };
  return {
    cpuMillis: r.cpuMillis ?? null,
    memoryBytes: r.memoryBytes ?? null,
    extended: r.extended ?? null,
    flavor: r.flavor ?? null,
  };
}

/** A per-request DataLoader over the clusters' states: one queue reading per cluster per request, in parallel. */
export function createQueueLoader(states: {
  queue(cluster: ClusterForEstimate): Promise<QueueReading>;
}): DataLoader<ClusterForEstimate, QueueReading, string> {
  return new DataLoader((clusters) => Promise.all(clusters.map((c) => states.queue(c))), {
    cacheKeyFn: (cluster) => cluster.id,
  });
}
