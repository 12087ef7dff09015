import { encodeAssignments } from '../db/version-data.ts';
import type { Cluster, PrismaClient, ProcessStatus } from '../generated/prisma/client.ts';
import type { Desired, KubeCondition, KubeObject } from '../kube/job-status.ts';
import { executionTimeExceeded } from '../kube/kueue-reasons.ts';
import { type AssignedFlavor, assignedFlavorsOf, sameAssignedFlavors } from '../kube/kueue-workloads.ts';
import type { WorkloadKind } from '../kube/workloads/kind.ts';
import { formatIndexes, type TaskOutcome } from '../kube/workloads/task-status.ts';
import { recordEviction } from '../services/evictions.ts';
import { isTerminal, type Transition, type TransitionDeps } from '../services/lifecycle.ts';
import { archiveLogs, type LogDeps } from '../services/logs.ts';
import { queueWaitEnded, queueWaitExceeded } from '../services/queue-wait.ts';
import { closeTasks, outcomesBySlot, type TaskSync } from '../services/task-sync.ts';

/** The columns of a version the monitor reads. */
export interface VersionRow {
  id: string;
  status: ProcessStatus;
  statusReason: string | null;
  jobName: string | null;
  queuedAt: Date | null;
  cancelRequestedAt: Date | null;
  message: string | null;
  assignedFlavors: unknown;
  evictions: unknown;
  attempt: number;
  failover: unknown;
  /** An array's or gang's task count (ARCHITECTURE §19); null: one pod. */
  taskCount: number | null;
  /** How many of them this attempt runs (a subset run, ARCHITECTURE §19); null: all. */
  taskRunCount: number | null;
  /** The deadline asked for (Kueue's maximum execution time of the Job), for the message when it is exceeded. */
  deadlineSeconds: number | null;
}

/**
 * The versions of these ids on this cluster, as the monitor reads them at each flush: raw SQL (the same columns as
 * the Prisma model gives, decoded the same way) at about half the client's CPU of a `findMany`, on the hot path.
 */
export function readVersions(
  prisma: PrismaClient,
  ids: readonly string[],
  clusterId: string,
): Promise<VersionRow[]> {
  return prisma.$queryRaw<VersionRow[]>`
    SELECT id, status, "statusReason", "jobName", "queuedAt", "cancelRequestedAt", message, "assignedFlavors",
      evictions, attempt, failover, "taskCount", "taskRunCount", "deadlineSeconds"
    FROM "ProcessVersion" WHERE id = ANY(${ids}::text[]) AND "clusterId" = ${clusterId}`;
}

/** What the status mapping reads of the monitor's caches, and how it acts on the cluster. */
export interface StatusContext {
  deps: TransitionDeps & LogDeps;
  cluster: Cluster;
  kind: WorkloadKind;
  now: () => number;
  /** The workload object of that name in the informer's cache. */
  workload(name: string): KubeObject | undefined;
  /** True (once) when the watch saw the object deleted. */
  sawDeleted(name: string): boolean;
  /** Kueue's Workload of the object. */
  kueueWorkload(name: string): KubeObject | undefined;
  /** The object's pods (this attempt's only). */
  pods(versionId: string, name: string): KubeObject[];
  /** Deletes the object (once at a time). */
  stop(name: string): Promise<void>;
  isGone(name: string): Promise<boolean>;
  /** Versions whose logs were kept before a deferred cancel's delete (once per version). */
  archivedBeforeCancel: Set<string>;
  onPreempted?: (versionId: string) => void;
  /** Task rows of arrays and gangs (ARCHITECTURE §19). */
  tasks: TaskSync;
  /** `applyTransition` of the version, grouped with the other versions' steps of the flush (transition-batch.ts). */
  step(versionId: string, change: Transition): Promise<boolean>;
}

/**
 * What is known when our Job is gone without a cancel from us: how we learnt it (the watch saw it deleted, or the
 * cluster simply no longer has it), what the version was doing when last seen, and that its ending is unknown.
 */
export function lostMessage(
  jobName: string,
  clusterName: string,
  status: string,
  sawDeletion: boolean,
): string {
  const was = status.toLowerCase();
  const how = sawDeletion
    ? `the cluster reported it deleted while it was ${was}, by someone or something other than us`
    : `it was ${was} when last seen, and the cluster answers 404 for it now (deleted while we were not watching, or the cluster lost it)`;
  return `its Job ${jobName} disappeared from cluster ${clusterName} without a cancel from us: ${how}; how it ended is unknown`;
}

/** One version against what the cluster shows: its status, an eviction, the queue-wait rule, a pending cancel. */
export async function reconcileVersion(c: StatusContext, v: VersionRow): Promise<void> {
  const { cluster, kind, deps } = c;
  const jobName = v.jobName ?? kind.nameFor(v.id, v.attempt);
  const job = c.workload(jobName);
  const deleted = c.sawDeleted(jobName);
  if (isTerminal(v.status)) {
    c.archivedBeforeCancel.delete(v.id);
    if (v.taskCount != null) c.tasks.forget(v.id);
    // We ended it (never admissible, queue wait, image pull) or it was cancelled: make sure the Job goes.
    if (job && !kind.finished(job) && !job.metadata.deletionTimestamp) await c.stop(jobName);
    return;
  }
  if (!job) {
    if (!v.jobName) return; // not launched yet: the launcher's business
    const gone = deleted || (await c.isGone(jobName));
    if (!gone) return;
    const step: Transition = v.cancelRequestedAt
      ? {
          attempt: v.attempt,
          status: 'CANCELLED',
          reason: 'Cancelled',
          message: 'cancelled; its Job was deleted',
        }
      : {
          attempt: v.attempt,
          status: 'LOST',
          reason: 'JobDeleted',
          message: lostMessage(jobName, cluster.name, v.status, deleted),
        };
    // An array's or gang's unfinished tasks end with it, in the same transaction.
    if (v.taskCount != null) step.also = (tx) => closeTasks(tx, v.id);
    await c.step(v.id, step);
    if (v.taskCount != null) c.tasks.forget(v.id);
    return;
  }
  if (v.cancelRequestedAt) {
    if (job.metadata.deletionTimestamp) return;
    // A cancel deferred while the cluster was away: keep the logs first, as the cancel itself does.
    // Once: a log too large to read in time must not hold the delete back on every sweep.
    if (v.status === 'RUNNING' && !c.archivedBeforeCancel.has(v.id)) {
      c.archivedBeforeCancel.add(v.id);
      await archiveLogs(deps, v.id);
    }
    await c.stop(jobName);
    return;
  }
  const workload = c.kueueWorkload(jobName);
  if (
    workload &&
    executionTimeExceeded((workload.status as { conditions?: KubeCondition[] } | undefined)?.conditions)
  ) {
    // Its deadline, counted across its restarts (Kueue's maximum execution time): it ends, not queued again.
    const step: Transition = {
      attempt: v.attempt,
      status: 'FAILED',
      // One reason for a deadline, whichever enforced it (the Job's activeDeadlineSeconds on a first run).
      reason: 'DeadlineExceeded',
      message: `ran past its deadline of ${v.deadlineSeconds ?? '?'} s, all its runs together (Kueue's maximum execution time); Kueue deactivated its Workload`,
    };
    if (v.taskCount != null) step.also = (tx) => closeTasks(tx, v.id);
    await c.step(v.id, step);
    if (v.taskCount != null) c.tasks.forget(v.id);
    await c.stop(jobName);
    return;
  }
  if (workload) {
    const evicted = await recordEviction(deps, cluster, v, workload);
    if (evicted) {
      v.evictions = evicted.evictions;
      if (evicted.preempted) c.onPreempted?.(v.id);
      return;
    }
  }
  const assigned = newAssignedFlavors(v, workload);
  const pods = c.pods(v.id, jobName);
  let desired = kind.status({ job, workload, pods });
  if (v.taskCount != null) {
    // The tasks first: whoever the version's step wakes reads their final counts.
    // A subset run's Job counts slots: each is the task of its index in the attempt's slots.
    const outcomes =
      v.taskRunCount == null
        ? kind.taskOutcomes(job, pods, v.taskCount)
        : outcomesBySlot(kind.taskOutcomes(job, pods, v.taskRunCount), await c.tasks.slots(v.id, v.attempt));
    await c.tasks.sync(v.id, v.attempt, outcomes, v.taskCount);
    desired = withTaskSummary(desired, outcomes, v.taskCount);
  }
  if (desired.status === 'QUEUED' && queueWaitExceeded(cluster, v, c.now())) {
    if (assigned) await recordAssignedFlavors(c, v, assigned);
    await c.step(v.id, { attempt: v.attempt, ...queueWaitEnded(cluster) });
    await c.stop(jobName);
    return;
  }
  const unchanged =
    desired.status === v.status && desired.reason === v.statusReason && desired.message === v.message;
  // What Kueue assigned goes with the step it comes with (one statement), or alone when the step is the same.
  if (!unchanged) {
    // An ended array's or gang's unfinished tasks end with it, in the same transaction (its readers see both).
    const closing = v.taskCount != null && isTerminal(desired.status);
    await c.step(v.id, {
      attempt: v.attempt,
      ...desired,
      assignedFlavors: assigned,
      ...(closing ? { also: (tx) => closeTasks(tx, v.id) } : {}),
    });
    if (assigned) v.assignedFlavors = assigned;
    if (closing) c.tasks.forget(v.id);
  } else if (assigned) {
    await recordAssignedFlavors(c, v, assigned);
  }
  if (desired.endJob) await c.stop(jobName);
}

async function recordAssignedFlavors(c: StatusContext, v: VersionRow, assigned: AssignedFlavor[]) {
  await c.deps.prisma.processVersion.updateMany({
    where: { id: v.id, attempt: v.attempt },
    data: { assignedFlavors: encodeAssignments(assigned) },
  });
  v.assignedFlavors = assigned;
}

/**
 * What Kueue assigned on admission (a flavor per group) when it is there and differs from what the version has
 * (first admission, or a re-admission elsewhere); an eviction keeps the last one (what it ran on): undefined.
 */
function newAssignedFlavors(v: VersionRow, workload: KubeObject | undefined): AssignedFlavor[] | undefined {
  if (!workload) return undefined;
  const assigned = assignedFlavorsOf(workload);
  if (assigned.length === 0 || sameAssignedFlavors(assigned, v.assignedFlavors)) return undefined;
  return assigned;
}

/**
 * An array's or gang's final step says how its tasks ended (ARCHITECTURE §19): counts and the failed indexes. A
 * subset run (fewer outcomes than `total`) says how many had succeeded before.
 */
export function withTaskSummary(
  desired: Desired,
  outcomes: readonly TaskOutcome[],
  total: number = outcomes.length,
): Desired {
  if (desired.status !== 'SUCCEEDED' && desired.status !== 'FAILED') return desired;
  const failed = outcomes.filter((o) => o.status === 'FAILED').map((o) => o.index);
  const earlier = total - outcomes.length;
  const succeeded = outcomes.filter((o) => o.status === 'SUCCEEDED').length + earlier;
  const n = total;
  if (desired.status === 'SUCCEEDED' && failed.length === 0)
    return {
      ...desired,
      message:
        earlier > 0
          ? `all ${n} tasks succeeded (${outcomes.length} in this run, ${earlier} before)`
          : `all ${n} tasks succeeded`,
    };
  const firstFailed = outcomes.find((o) => o.status === 'FAILED' && o.exitCode !== null && o.exitCode !== 0);
  return {
    ...desired,
    exitCode: firstFailed?.exitCode ?? desired.exitCode,
    message: `${failed.length} of ${n} tasks failed${failed.length > 0 ? ` (indexes ${formatIndexes(failed)})` : ''}, ${succeeded} succeeded: ${desired.message ?? desired.reason ?? ''}`,
  };
}
