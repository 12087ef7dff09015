import { randomUUID } from 'node:crypto';
import { formatWait, type StartEstimate } from '@kueue-batch/rules';
import { encodeLimits } from '../../db/version-data.ts';
import type { Cluster, Prisma, ProcessStatus } from '../../generated/prisma/client.ts';
import type { ClusterClientRegistry } from '../../kube/client-registry.ts';
import { canRunSubset } from '../../kube/workloads/indexed-job.ts';
import { workloadKindOf } from '../../kube/workloads/registry.ts';
import type { Logger } from '../../logger.ts';
import type { PluginUser } from '../../plugins/types.ts';
import { classesAllowedOn, getAllowedClusterGrants } from '../allowed-clusters.ts';
import { recordAudit } from '../audit.ts';
import { ValidationError } from '../errors.ts';
import { ACTIVE_STATUSES, isTerminal } from '../lifecycle.ts';
import { enqueueNotifications } from '../notify/outbox.ts';
import { hookRequestOf } from '../process/cluster-choice.ts';
import { costDemandOf } from '../process/demand.ts';
import { checkProcessSpec, type ProcessSpec } from '../process/input.ts';
import { type Candidate, candidateOn } from '../process/placement.ts';
import { limitsSnapshot, newVersion } from '../process/store.ts';
import { withTaskRun } from '../process/tasks.ts';
import type { ProcessDeps } from '../process/types.ts';
import { inputOfVersion } from '../process/version-spec.ts';
import { closeTasks } from '../task-sync.ts';
import { type Costing, costRequest, specRequests } from '../usage/admission.ts';
import { BudgetExceededError } from '../usage/errors.ts';
import type { VersionEventBus } from '../version-events.ts';
import { clustersHoldingMounts } from '../volumes/placement.ts';
import { type FailoverTrigger, failoverPolicyOf, mayFailOver } from './policy.ts';

/**
 * Failover (ARCHITECTURE §17): the current attempt of a version ends (PREEMPTED or CLUSTER_LOST) and the next one
 * is placed by EARLIEST_START among the clusters the policy hook allows now, its limits checked again, with the
 * same input. One transaction, conditional on the attempt and cluster it decided on, switches the version to the
 * next attempt (the ended one kept as a `ProcessAttempt` row); two servers deciding at once make one switch.
 *
 * Fencing: the launch of the next attempt is queued in that transaction only when nothing of the old attempt may
 * still run as far as the platform knows (no launch of it ever began, or its cluster is lost: its Job is deleted
 * when the cluster answers again, fencing.ts). After PREEMPTED the old Job is deleted first and its absence
 * confirmed (fencing.ts), then the launch is queued. An attempt whose launch began (LAUNCHING) but recorded no Job
 * may still have one — the request in flight, or its server killed after the cluster stored the Job — so it is
 * fenced by the Job's name like a launched one.
 */

export interface FailoverDeps extends ProcessDeps {
  kube: ClusterClientRegistry;
  logger: Logger;
  versionEvents?: VersionEventBus;
}

export type FailoverResult =
  | { kind: 'moved'; from: Cluster; to: Cluster; attempt: number; trigger: FailoverTrigger; fenced: boolean }
  | { kind: 'stayed'; why: string }
  | { kind: 'failed'; why: string };

const FAILOVER_EVENT_REASON: Record<FailoverTrigger, string> = {
  PREEMPTED: 'FailedOverPreempted',
  CLUSTER_LOST: 'FailedOverClusterLost',
};

/** Another server switched the version first (or it ended, or a cancel came): nothing is written. */
class Superseded extends Error {}

const whenText = (e: StartEstimate | null) =>
  !e
    ? 'unknown'
    : e.basis === 'NOW'
      ? 'now'
      : e.expectedWaitSeconds === null
        ? 'unknown'
        : `in about ${formatWait(e.expectedWaitSeconds)}`;

const startAt = (c: Candidate | null) =>
  !c || !c.estimate || c.estimate.basis === 'NEVER'
    ? Number.POSITIVE_INFINITY
    : c.estimate.basis === 'NOW'
      ? 0
      : (c.estimate.expectedStartAtMs ?? Number.POSITIVE_INFINITY);

/**
 * Ends the version's current attempt by `trigger` and starts the next one elsewhere, when its policy allows and a
 * cluster takes it (PREEMPTED: only one that would start it earlier than its own cluster). `reason`: what happened,
 * in words (kept on the ended attempt).
 */
export async function failOver(
  deps: FailoverDeps,
  versionId: string,
  trigger: FailoverTrigger,
  reason: string,
): Promise<FailoverResult> {
  const v = await deps.prisma.processVersion.findUnique({
    where: { id: versionId },
    include: {
      cluster: true,
      process: { select: { projectId: true } },
      createdBy: { select: { id: true, email: true, name: true, isAdmin: true, active: true } },
    },
  });
  if (!v || isTerminal(v.status)) return { kind: 'stayed', why: 'the version has ended' };
  if (v.cancelRequestedAt) return { kind: 'stayed', why: 'a cancel was asked for' };
  const allowedNow = mayFailOver(failoverPolicyOf(v.failover), trigger, v.attempt);
  if (!allowedNow.ok) return { kind: 'stayed', why: allowedNow.why };

  const issues: { field: string; message: string }[] = [];
  const checked = checkProcessSpec({ ...inputOfVersion(v), failover: null }, issues);
  if (!checked)
    return { kind: 'stayed', why: `its input no longer passes: ${issues[0]?.message ?? 'invalid'}` };
  // An array moves only its tasks that have not succeeded (ARCHITECTURE §19); a gang moves whole.
  const remaining = await remainingTasks(deps, v);
  if (remaining === 0) return { kind: 'stayed', why: 'every task has succeeded; its Job’s end is awaited' };
  const spec = remaining === null ? checked : withTaskRun(checked, remaining);
  spec.failover = failoverPolicyOf(v.failover);
  const user: PluginUser = {
    id: v.createdBy.id,
    email: v.createdBy.email,
    name: v.createdBy.name,
    isAdmin: v.createdBy.isAdmin,
  };
  const nowMs = (deps.now?.() ?? new Date()).getTime();
  const ranked = await rankedElsewhere(deps, user, v.process.projectId, v.clusterId, spec, nowMs);
  // Every attempt passes the budget check a creation passes (its own ended attempt commits nothing more).
  const { chosen, costing, refusals } = await firstAffordable(deps, v.process.projectId, v.id, spec, ranked);
  const elsewhere = chosen;
  const overBudget =
    refusals.length > 0
      ? `no other allowed cluster is within the project's hard budget (${refusals.join('; ')})`
      : null;

  if (trigger === 'PREEMPTED') {
    if (!elsewhere)
      return { kind: 'stayed', why: overBudget ?? 'no other allowed cluster takes this request' };
    const own = await candidateOn(deps, v.cluster, 0, spec, nowMs).catch(() => null);
    if (!(startAt(elsewhere) < startAt(own))) {
      return {
        kind: 'stayed',
        why: `it would not start earlier elsewhere (${v.cluster.name}: ${whenText(own?.estimate ?? null)}; ${elsewhere.cluster.name}: ${whenText(elsewhere.estimate)})`,
      };
    }
  }
  if (!elsewhere) {
    // The cluster is lost and no other allowed cluster holds the request: the version ends, saying why.
    const why = `${reason}; ${overBudget ?? 'no other allowed cluster takes this request (failover found none that fits)'}`;
    await switchAttempt(deps, v, trigger, reason, null, why).catch((error) => {
      if (!(error instanceof Superseded)) throw error;
    });
    return { kind: 'failed', why };
  }
  const why = `${reason}; attempt ${v.attempt + 1} goes to ${elsewhere.cluster.name}, which would start it ${whenText(elsewhere.estimate)}`;
  let fenced: boolean;
  try {
    fenced = await switchAttempt(
      deps,
      v,
      trigger,
      reason,
      { candidate: elsewhere, spec, user, costing },
      why,
    );
  } catch (error) {
    if (error instanceof Superseded) return { kind: 'stayed', why: 'another server decided first' };
    // Another creation took the last of the budget meanwhile: decided again on the next pass.
    if (error instanceof BudgetExceededError) return { kind: 'stayed', why: error.message };
    throw error;
  }
  deps.launchQueue?.wake();
  return { kind: 'moved', from: v.cluster, to: elsewhere.cluster, attempt: v.attempt + 1, trigger, fenced };
}

/**
 * The first of `ranked` whose worst case the project's budget allows (a hard budget refuses as for a creation; a
 * soft one never does), with its costing to re-check under the budget row's lock; and why the others were refused.
 */
async function firstAffordable(
  deps: FailoverDeps,
  projectId: string,
  versionId: string,
  spec: ProcessSpec,
  ranked: Candidate[],
): Promise<{ chosen: Candidate | null; costing: Costing | null; refusals: string[] }> {
  const refusals: string[] = [];
  for (const candidate of ranked) {
    const costing = await costRequest(
      deps,
      projectId,
      candidate.cluster.id,
      specRequests({ requested: costDemandOf(spec) }),
      candidate.check,
      candidate.check.deadlineSeconds,
    );
    if (!costing.hasBudget) return { chosen: candidate, costing: null, refusals };
    try {
      await costing.check(deps.prisma, { lock: false, excludeVersionId: versionId });
      return { chosen: candidate, costing, refusals };
    } catch (error) {
      if (!(error instanceof BudgetExceededError || error instanceof ValidationError)) throw error;
      refusals.push(`${candidate.cluster.name}: ${error.message}`);
    }
  }
  return { chosen: null, costing: null, refusals };
}

/** Among the clusters allowed now other than `exceptId`: those that fit, earliest start first (ties: sort order). */
async function rankedElsewhere(
  deps: FailoverDeps,
  user: PluginUser,
  projectId: string,
  exceptId: string,
  spec: ProcessSpec,
  nowMs: number,
): Promise<Candidate[]> {
  const allowed = await getAllowedClusterGrants(deps, user, projectId, hookRequestOf(spec));
  // Only clusters with every volume the version mounts (ARCHITECTURE §21).
  const others = await clustersHoldingMounts(
    deps.prisma,
    allowed.clusters.filter((c) => c.id !== exceptId),
    spec.mounts,
  );
  const candidates = await Promise.all(
    others.map((cluster, order) =>
      candidateOn(deps, cluster, order, spec, nowMs, classesAllowedOn(allowed, cluster.id)).catch(() => null),
    ),
  );
  return candidates
    .filter(
      (c): c is Candidate =>
        c !== null &&
        c.estimate?.basis !== 'NEVER' &&
        // A cluster that does not answer now is no place to go.
        c.reading.health.status !== 'UNREACHABLE' &&
        c.reading.health.status !== 'UNAUTHORIZED',
    )
    .sort((a, b) => startAt(a) - startAt(b) || a.order - b.order);
}

interface VersionToSwitch {
  id: string;
  processId: string;
  attempt: number;
  clusterId: string;
  cluster: Cluster;
  jobName: string | null;
  createdAt: Date;
  attemptCreatedAt: Date | null;
  startedAt: Date | null;
}

/**
 * The switch, in one transaction: the version row locked and checked to be still the attempt decided on; the
 * ended attempt written; then either the next attempt (cluster, limits snapshot, times reset, PENDING, its launch
 * queued when nothing of the ended attempt needs fencing first) or, with no next cluster, FAILED. A timeline row
 * and an audit row go with it. Returns whether the next attempt's launch was queued.
 */
async function switchAttempt(
  deps: FailoverDeps,
  v: VersionToSwitch,
  trigger: FailoverTrigger,
  reason: string,
  next: { candidate: Candidate; spec: ProcessSpec; user: PluginUser; costing: Costing | null } | null,
  message: string,
): Promise<boolean> {
  const now = new Date();
  const status: ProcessStatus = next ? 'PENDING' : 'FAILED';
  const eventReason = next ? FAILOVER_EVENT_REASON[trigger] : 'NoClusterForFailover';
  const published = await deps.prisma.$transaction(async (tx) => {
    const rows = await tx.$queryRaw<
      {
        status: ProcessStatus;
        attempt: number;
        clusterId: string;
        jobName: string | null;
        cancel: boolean;
        projectId: string;
      }[]
    >`
      SELECT v.status, v.attempt, v."clusterId", v."jobName", v."cancelRequestedAt" IS NOT NULL AS cancel,
        p."projectId"
      FROM "ProcessVersion" v JOIN "Process" p ON p.id = v."processId"
      WHERE v.id = ${v.id} FOR UPDATE OF v`;
    const row = rows[0];
    if (
      !row ||
      row.attempt !== v.attempt ||
      row.clusterId !== v.clusterId ||
      row.cancel ||
      !ACTIVE_STATUSES.includes(row.status)
    ) {
      throw new Superseded();
    }
    // Read under the lock (a launch may have been recorded since `v` was read). Past PENDING, a launcher has begun
    // creating the Job (it steps to LAUNCHING first, for this attempt only): it may exist though no name is
    // recorded, so the attempt is fenced by its name. Still PENDING: no launch of it began, nothing to fence.
    const mayHoldJob = row.jobName !== null || row.status !== 'PENDING';
    const jobName = row.jobName ?? (mayHoldJob ? workloadKindOf().nameFor(v.id, v.attempt) : null);
    const queueNext = trigger === 'CLUSTER_LOST' || !mayHoldJob;
    // The ended attempt is kept as a row when a next one begins; without one, the version (FAILED) is its record.
    if (next)
      await tx.processAttempt.create({
        data: {
          versionId: v.id,
          number: v.attempt,
          clusterId: v.clusterId,
          jobName,
          createdAt: v.attemptCreatedAt ?? v.createdAt,
          startedAt: v.startedAt,
          endedAt: now,
          outcome: trigger,
          reason: reason.slice(0, 2_000),
          jobDeletedAt: mayHoldJob ? null : now,
        },
      });
    if (next) {
      const { candidate, spec, user, costing } = next;
      // The budget row locked, as a creation locks it: attempts and creations racing for its last are ordered.
      if (costing) await costing.check(tx, { lock: true, excludeVersionId: v.id });
      const data = newVersion(user, candidate.cluster, spec, candidate.check, candidate.reading);
      await tx.processVersion.update({
        where: { id: v.id },
        data: {
          cluster: { connect: { id: candidate.cluster.id } },
          attempt: v.attempt + 1,
          attemptCreatedAt: now,
          limitsSnapshot: encodeLimits(limitsSnapshot(candidate.check, candidate.reading, spec)),
          deadlineSeconds: candidate.check.deadlineSeconds,
          flavorNodeLabels: data.flavorNodeLabels,
          taskRunCount: spec.tasks?.run ?? null,
          assignedFlavors: [],
          status,
          statusReason: eventReason,
          message: message.slice(0, 2_000),
          jobName: null,
          launchedAt: null,
          startedAt: null,
          queuedAt: null,
          exitCode: null,
        },
      });
      // A launch row of the ended attempt (a launch in flight, or one waiting on a retired cluster) goes: the next
      // attempt's is a new row, so nothing the old one's holder still does touches it.
      await tx.launchJob.deleteMany({ where: { versionId: v.id } });
      if (queueNext) await queueLaunch(tx, v.id);
      // The next attempt's Indexed Job runs the tasks that have not succeeded (an array's subset run: their rows
      // carry the next attempt, its slots), or every task (a gang moves whole) (ARCHITECTURE §19).
      const subset = next.spec.tasks?.run != null;
      await tx.processTask.updateMany({
        where: { versionId: v.id, ...(subset ? { status: { not: 'SUCCEEDED' } } : {}) },
        data: {
          status: 'PENDING',
          exitCode: null,
          restarts: 0,
          startedAt: null,
          finishedAt: null,
          message: null,
          attempt: v.attempt + 1,
        },
      });
    } else {
      await tx.launchJob.deleteMany({ where: { versionId: v.id } });
      await closeTasks(tx, v.id);
      await tx.processVersion.update({
        where: { id: v.id },
        data: { status, statusReason: eventReason, message: message.slice(0, 2_000), finishedAt: now },
      });
    }
    await tx.processVersionEvent.create({
      data: {
        versionId: v.id,
        status,
        reason: eventReason,
        message: message.slice(0, 2_000),
        createdAt: now,
      },
    });
    await enqueueNotifications(tx, v.id, next ? 'FAILED_OVER' : 'FAILED', {
      reason: eventReason,
      message,
      fromCluster: v.cluster.name,
      toCluster: next?.candidate.cluster.name ?? null,
    });
    await recordAudit(tx, 'failover', {
      action: 'version.failover',
      targetType: 'ProcessVersion',
      targetId: v.id,
      summary: next
        ? `attempt ${v.attempt} on ${v.cluster.name} ended ${trigger}; attempt ${v.attempt + 1} on ${next.candidate.cluster.name}`
        : `attempt ${v.attempt} on ${v.cluster.name} ended ${trigger}; no other cluster takes it: FAILED`,
    });
    return { projectId: row.projectId, queued: next !== null && queueNext };
  });
  deps.logger.info(
    { versionId: v.id, trigger, attempt: v.attempt, to: next?.candidate.cluster.name ?? null },
    next ? 'failed over' : 'failover found no cluster',
  );
  try {
    deps.versionEvents?.publish({
      versionId: v.id,
      processId: v.processId,
      projectId: published.projectId,
      status,
    });
  } catch (error) {
    deps.logger.warn({ versionId: v.id, err: String(error) }, 'publishing a version event failed');
  }
  return published.queued;
}

/**
 * How many of an array's tasks have not succeeded (what its next attempt runs, each keeping its index); null when
 * it moves whole: a one-pod version, a gang, or an array without a command to wrap (subsetArgv).
 */
async function remainingTasks(
  deps: FailoverDeps,
  v: { id: string; taskCount: number | null; gang: boolean; command: string[] },
): Promise<number | null> {
  if (!canRunSubset(v)) return null;
  return deps.prisma.processTask.count({ where: { versionId: v.id, status: { not: 'SUCCEEDED' } } });
}

/** The next attempt's launch (idempotent: a version has one launch row at most). */
export async function queueLaunch(tx: Prisma.TransactionClient, versionId: string): Promise<void> {
  await tx.$executeRaw`
    INSERT INTO "LaunchJob" (id, "versionId", attempts, "runAfter", "createdAt")
    VALUES (${randomUUID()}, ${versionId}, 0, (now() AT TIME ZONE 'UTC'), (now() AT TIME ZONE 'UTC'))
    ON CONFLICT ("versionId") DO NOTHING`;
}
