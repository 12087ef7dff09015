import type { ProcessStatus } from '../../generated/prisma/client.ts';
import { canRunSubset } from '../../kube/workloads/indexed-job.ts';
import type { PluginUser } from '../../plugins/types.ts';
import { can, roleOf } from '../access.ts';
import { type FieldIssue, ForbiddenError, ValidationError } from '../errors.ts';
import { isTerminal } from '../lifecycle.ts';
import { enforceRateLimit } from '../rate-limit.ts';
import { costRequest, specRequests } from '../usage/admission.ts';
import { requestWords } from './audit-words.ts';
import { chooseCluster } from './cluster-choice.ts';
import { costDemandOf } from './demand.ts';
import { checkEnvSecrets } from './env-secrets.ts';
import { idempotency, replayIdempotent, specFingerprint } from './idempotency.ts';
import { checkIdempotencyKey, checkProcessSpec } from './input.ts';
import { recordedEstimate } from './recorded-estimate.ts';
import { insertNextVersion, isUniqueViolation, newVersion } from './store.ts';
import { type CarriedTask, type TasksInput, withTaskRun } from './tasks.ts';
import {
  OPERATION,
  type ProcessCreated,
  type ProcessDeps,
  payload,
  type RerunProcessRequest,
} from './types.ts';
import { inputOfVersion } from './version-spec.ts';

/** A new version of an existing process from one of its versions, with overrides (see create.ts for the order of the rules). */
export async function rerunProcess(
  deps: ProcessDeps,
  user: PluginUser,
  input: RerunProcessRequest,
): Promise<ProcessCreated> {
  const source = await deps.prisma.processVersion.findUnique({
    where: { id: input.processVersionId },
    include: {
      process: {
        select: {
          id: true,
          name: true,
          projectId: true,
          project: { select: { name: true } },
        },
      },
    },
  });
  const role = source ? await roleOf(deps.prisma, user.id, source.process.projectId) : null;
  if (!source || !can(user, 'view', role)) {
    throw new ForbiddenError(
      'You are not a member of the project of this process version (or it does not exist).',
    );
  }
  if (!can(user, 'run', role)) {
    throw new ForbiddenError('Only owners and members of this project may do this (viewers may only look).');
  }
  enforceRateLimit(deps.rateLimiter, user.id, OPERATION);

  const overrides = input.resources ?? {};
  const stored = inputOfVersion(source);
  const merged = {
    image: input.image ?? stored.image,
    command: input.command ?? stored.command,
    args: input.args ?? stored.args,
    env: input.env ?? stored.env,
    mounts: input.mounts ?? stored.mounts,
    resources: {
      cpu: overrides.cpu ?? stored.resources.cpu,
      memory: overrides.memory ?? stored.resources.memory,
      deadlineSeconds:
        overrides.deadlineSeconds !== undefined
          ? overrides.deadlineSeconds
          : stored.resources.deadlineSeconds,
      // Copied from the source unless overridden (null clears them); the chosen cluster re-checks them.
      extended: overrides.extended !== undefined ? overrides.extended : stored.resources.extended,
      flavor: overrides.flavor !== undefined ? overrides.flavor : stored.resources.flavor,
      priorityClass:
        overrides.priorityClass !== undefined ? overrides.priorityClass : stored.resources.priorityClass,
    },
    // Asked of each run (off when null), not copied: a re-run is a new decision.
    failover: input.failover ?? null,
    notify: input.notify !== undefined ? input.notify : source.notify,
    ...(await sourceTasks(deps, source, input)),
  };
  const issues: FieldIssue[] = [];
  checkIdempotencyKey(input.idempotencyKey, issues);
  const subset = input.onlyFailedTasks ? await failedTasksOf(deps, source, input, issues) : null;
  const checked = checkProcessSpec(merged, issues, { maxTasks: deps.maxTasks });
  // Only the tasks that did not succeed run; the others are carried over as SUCCEEDED (ARCHITECTURE §19).
  const spec = checked && subset ? withTaskRun(checked, subset.run, subset.carried) : checked;
  if (spec) await checkEnvSecrets(deps.prisma, source.process.projectId, spec.env, issues);
  if (issues.length > 0 || !spec) throw ValidationError.of(issues);
  const placeAnew =
    input.clusterId == null && (input.placement === 'EARLIEST_START' || input.placement === 'CHEAPEST');
  const clusterId = placeAnew ? null : (input.clusterId ?? source.clusterId);
  const key = idempotency(user, 'rerunProcess', input.idempotencyKey, {
    processVersionId: source.id,
    ...specFingerprint(merged),
    ...(input.onlyFailedTasks ? { onlyFailedTasks: true } : {}),
    clusterId,
    ...(placeAnew ? { placement: input.placement } : {}),
  });
  if (key) {
    const replayed = await replayIdempotent(deps.prisma, key);
    if (replayed) return replayed;
  }

  const { cluster, check, reading, placementReason, mounts } = await chooseCluster(
    deps,
    user,
    source.process.projectId,
    spec,
    clusterId,
    placeAnew ? (input.placement ?? null) : null,
    { maxWaitSeconds: input.maxWaitSeconds ?? null },
  );
  spec.mounts = mounts;
  const [costing, estimate] = await Promise.all([
    costRequest(
      deps,
      source.process.projectId,
      cluster.id,
      specRequests({ requested: costDemandOf(spec) }),
      check,
      check.deadlineSeconds,
      deps.states.expectedRuntime?.(
        cluster.id,
        { processId: source.processId, userId: user.id },
        check.deadlineSeconds,
      ) ?? null,
    ),
    input.dryRun ? null : recordedEstimate(deps, cluster, spec, reading),
  ]);
  const costEstimate = costing.estimate;
  if (input.dryRun) {
    const budgetWarning = costing.hasBudget ? await costing.check(deps.prisma, { lock: false }) : null;
    return { ...payload(true, cluster, check, null, null, placementReason), costEstimate, budgetWarning };
  }

  const versionData = newVersion(user, cluster, spec, check, reading, costEstimate, estimate);
  try {
    let budgetWarning: string | null = null;
    const versionId = await insertNextVersion(
      deps.prisma,
      {
        cluster,
        processId: source.process.id,
        rerunOfId: source.id,
        data: versionData,
        key,
        audit: {
          userId: user.id,
          summary: (n) =>
            `re-ran ${JSON.stringify(source.process.name)} in project ${JSON.stringify(source.process.project.name)} as version ${n} (from version ${source.version}) ${requestWords(spec, cluster.name)}`,
        },
      },
      costing.hasBudget
        ? async (tx) => {
            budgetWarning = await costing.check(tx, { lock: true });
          }
        : undefined,
    );
    deps.launchQueue?.wake();
    return {
      ...payload(false, cluster, check, source.process.id, versionId, placementReason),
      costEstimate,
      budgetWarning,
    };
  } catch (error) {
    if (!(key && isUniqueViolation(error))) throw error;
    const replayed = await replayIdempotent(deps.prisma, key);
    if (replayed) return replayed;
    throw error;
  }
}

/**
 * The tasks of a re-run (ARCHITECTURE §19): those given, else the source's (its count, parallelism, gang, retries
 * and bound) with its parameters, read from its task rows; parameters given without tasks apply to the source's.
 */
async function sourceTasks(
  deps: ProcessDeps,
  source: {
    id: string;
    taskCount: number | null;
    taskParallelism: number | null;
    gang: boolean;
    retriesPerTask: number;
    maxFailedTasks: number | null;
  },
  input: RerunProcessRequest,
): Promise<{ tasks: TasksInput | null; taskParameters: readonly unknown[] | null }> {
  // onlyFailedTasks keeps the source's parameters (each task its own), whatever else changes.
  if (input.tasks !== undefined && input.tasks !== null && !input.onlyFailedTasks)
    return { tasks: input.tasks, taskParameters: input.taskParameters ?? null };
  if (source.taskCount == null) return { tasks: null, taskParameters: input.taskParameters ?? null };
  const tasks: TasksInput = input.tasks ?? {
    count: source.taskCount,
    parallelism: source.gang ? null : source.taskParallelism,
    gang: source.gang,
    retriesPerTask: source.retriesPerTask,
    maxFailedTasks: source.maxFailedTasks,
  };
  if (input.taskParameters != null && !input.onlyFailedTasks)
    return { tasks, taskParameters: input.taskParameters };
  const rows = await deps.prisma.processTask.findMany({
    where: { versionId: source.id },
    select: { parameters: true },
    orderBy: { index: 'asc' },
  });
  const parameters = rows.every((r) => r.parameters === null) ? null : rows.map((r) => r.parameters ?? {});
  return { tasks, taskParameters: parameters };
}

/**
 * `onlyFailedTasks` (ARCHITECTURE §19): the source's tasks that did not succeed run again, each keeping its index
 * and parameters; the ones that succeeded are carried over. Only for an array that has ended, with a command to
 * wrap (subsetArgv), and at least one task that did not succeed. Issues on `onlyFailedTasks` (and on `tasks` /
 * `taskParameters` when they would change what the indexes mean).
 */
async function failedTasksOf(
  deps: ProcessDeps,
  source: {
    id: string;
    version: number;
    status: string;
    taskCount: number | null;
    gang: boolean;
    command: string[];
  },
  input: RerunProcessRequest,
  issues: FieldIssue[],
): Promise<{ run: number; carried: Map<number, CarriedTask> } | null> {
  const refuse = (message: string, field = 'onlyFailedTasks') => {
    issues.push({ field, message });
    return null;
  };
  if (source.taskCount == null) return refuse('the source version has no tasks: re-run it whole');
  if (source.gang) return refuse('a gang re-runs whole: leave onlyFailedTasks out');
  if (input.tasks != null && (input.tasks.count !== source.taskCount || input.tasks.gang === true))
    return refuse(
      `with onlyFailedTasks the tasks keep their indexes: count must stay ${source.taskCount} (an array)`,
      'tasks.count',
    );
  if (input.taskParameters != null)
    return refuse(
      'with onlyFailedTasks each task keeps its parameters: leave taskParameters out',
      'taskParameters',
    );
  if (!isTerminal(source.status as ProcessStatus))
    return refuse(
      `version ${source.version} has not ended (its tasks may still succeed): wait for it or cancel it first`,
    );
  if (!canRunSubset({ ...source, command: source.command }))
    return refuse(
      'the source version has no command: a task keeps its index through a POSIX sh prelude wrapping the command, and the image’s own entrypoint cannot be wrapped; re-run it whole, or give the command',
    );
  const done = await deps.prisma.processTask.findMany({
    where: { versionId: source.id, status: 'SUCCEEDED' },
    select: { index: true, exitCode: true, startedAt: true, finishedAt: true },
  });
  const run = source.taskCount - done.length;
  if (run === 0) return refuse(`every task of version ${source.version} succeeded: nothing to re-run`);
  const carried = new Map<number, CarriedTask>();
  for (const t of done)
    carried.set(t.index, {
      exitCode: t.exitCode,
      startedAt: t.startedAt,
      finishedAt: t.finishedAt,
      fromVersion: source.version,
    });
  return { run, carried };
}
