import {
  type PendingWorkload,
  predictRuntime,
  type QueueSnapshot,
  type RunningWorkload,
  type RuntimeHistory,
} from '@kueue-batch/rules';
import type { ObservedWorkload } from '../../kube/kueue-workloads.ts';
import type { ClusterForEstimate, OwnVersion, QueueReading } from './queue-reading.ts';

/**
 * A queue reading as the pure model's `QueueSnapshot` (ARCHITECTURE §12): the running workloads of the ClusterQueue
 * with what they hold and until when, the pending ones in Kueue's order, our history for our own, and what is hidden.
 */

/** Time between a Job's deadline and its quota's release (pod termination, Kueue finishing the workload). */
export const END_SLACK_SECONDS = 35;

function historyFor(reading: QueueReading, version: OwnVersion): RuntimeHistory {
  return {
    sameProcessSeconds: reading.history.byProcess.get(version.processId) ?? [],
    userRatios: reading.history.userRatios.get(version.createdById) ?? [],
    clusterRatios: reading.history.clusterRatios,
  };
}

export const workloadKey = (w: { namespace: string; name: string }) => `${w.namespace}/${w.name}`;

export interface SnapshotResult {
  snapshot: QueueSnapshot | null;
  /** Why there is no snapshot at all (the estimate is UNKNOWN with it). */
  unknown: string | null;
  /** Kueue's positions by workload key (its visibility API's, else the cache's in Kueue's order). */
  positions: Map<string, { positionInClusterQueue: number | null; positionInLocalQueue: number | null }>;
  /** Workload keys of our versions' workloads, by Job name. */
  workloadOfJob: Map<string, string>;
  /** The watched Workloads (all of them), by key: a workload the pending order does not list yet is still known. */
  observed: Map<string, ObservedWorkload>;
}

/** The model's input from a reading (pure, exported for tests). */
export function toSnapshot(
  reading: QueueReading,
  cluster: ClusterForEstimate,
  nowMs: number,
): SnapshotResult {
  const positions: SnapshotResult['positions'] = new Map();
  const workloadOfJob = new Map<string, string>();
  const byKey = new Map<string, ObservedWorkload>();
  const empty = (unknown: string): SnapshotResult => ({
    snapshot: null,
    unknown,
    positions,
    workloadOfJob,
    observed: byKey,
  });
  const o = reading.observation;
  if (!o) return empty(reading.problem ?? `the queue of cluster ${cluster.name} could not be read`);
  if (!o.active) return empty(`the ClusterQueue "${cluster.clusterQueue}" is not active`);
  for (const w of o.workloads) {
    byKey.set(workloadKey(w), w);
    if (w.namespace === cluster.namespace && w.jobName && !w.finished)
      workloadOfJob.set(w.jobName, workloadKey(w));
  }
  const ownOf = (w: ObservedWorkload) =>
    w.namespace === cluster.namespace && w.jobName ? reading.own.get(w.jobName) : undefined;
  const deadlineOf = (w: ObservedWorkload) => ownOf(w)?.deadlineSeconds ?? w.deadlineSeconds;
  const samplesOf = (w: ObservedWorkload) => {
    const mine = ownOf(w);
    const deadline = deadlineOf(w);
    return mine ? predictRuntime(deadline, historyFor(reading, mine)).samplesSeconds : [];
  };

  const running: RunningWorkload[] = o.workloads
    .filter((w) => !w.finished && w.admission?.clusterQueue === cluster.clusterQueue)
    .map((w) => ({
      name: workloadKey(w),
      usage: w.admission!.usage,
      admittedAtMs: w.admission!.at.getTime(),
      deadlineSeconds: deadlineOf(w),
      runtimeSamplesSeconds: samplesOf(w),
    }));

  const hidden: string[] = [];
  if (o.pendingOrder.truncated) hidden.push(`more than ${o.pendingOrder.items.length} workloads are pending`);
  const pending: PendingWorkload[] = o.pendingOrder.items.map((item, index) => {
    const w = byKey.get(workloadKey(item));
    positions.set(workloadKey(item), {
      positionInClusterQueue: item.positionInClusterQueue,
      positionInLocalQueue: item.positionInLocalQueue,
    });
    return {
      name: workloadKey(item),
      priority: item.priority,
      // Kueue's own order is kept: the model sorts by priority, then this.
      createdAtMs: index,
      request: w ? w.request : null,
      deadlineSeconds: w ? deadlineOf(w) : null,
      runtimeSamplesSeconds: w ? samplesOf(w) : [],
    };
  });
  if (o.pendingOrder.source === 'CACHE' && !o.workloadsComplete && o.pendingCount > pending.length) {
    const unseen = o.pendingCount - pending.length;
    hidden.push(
      `${o.workloadsProblem ?? 'some Workloads are not visible'}, so the order of ${unseen} pending workload${unseen === 1 ? '' : 's'} is unknown`,
    );
  }
  const snapshot: QueueSnapshot = {
    nowMs,
    resourceGroups: o.resourceGroups,
    queueingStrategy: o.queueingStrategy,
    usage: o.usage,
    running,
    pending,
    hidden,
    endSlackSeconds: END_SLACK_SECONDS,
  };
  return { snapshot, unknown: null, positions, workloadOfJob, observed: byKey };
}
