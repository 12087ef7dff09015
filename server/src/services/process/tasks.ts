import type { FieldIssue } from '../errors.ts';

/**
 * Arrays and gangs (ARCHITECTURE §19): a version of `count` tasks, one Indexed Job. An array runs its tasks
 * independently, at most `parallelism` at once; a gang runs `count` pods that start together and fail whole.
 */

export interface TasksInput {
  count: number;
  parallelism?: number | null;
  gang?: boolean | null;
  retriesPerTask?: number | null;
  maxFailedTasks?: number | null;
}

/** A checked task plan (what the version stores and the Indexed Job runs). */
export interface TaskPlan {
  count: number;
  /** Arrays: at most this many at once; gangs: count. */
  parallelism: number;
  gang: boolean;
  /** backoffLimitPerIndex (arrays); 0 for gangs. */
  retriesPerTask: number;
  /** Arrays: the version fails once more than this failed; null: every task runs. */
  maxFailedTasks: number | null;
  /** One JSON object per index (arrays), or null. */
  parameters: Record<string, unknown>[] | null;
  /**
   * How many of the tasks this version's current attempt runs: those that had not succeeded (a re-run with
   * onlyFailedTasks, an array's failover); null: all `count`. The Job's completions and Kueue's podset follow it.
   */
  run?: number | null;
  /** A re-run with onlyFailedTasks: the source's succeeded tasks, carried over as SUCCEEDED (they do not run). */
  carried?: ReadonlyMap<number, CarriedTask> | null;
}

/** A task a re-run with onlyFailedTasks does not run again: it succeeded in the source version. */
export interface CarriedTask {
  exitCode: number | null;
  startedAt: Date | null;
  finishedAt: Date | null;
  /** The source version's number, for the task's message. */
  fromVersion: number;
}

/** MAX_TASKS' default. */
export const DEFAULT_MAX_TASKS = 10_000;
/** An array's default parallelism: all of them, up to 100 at once. */
export const DEFAULT_PARALLELISM = 100;
/** The most retries per task (Kubernetes' backoffLimitPerIndex has no bound of its own; a sweep needs few). */
export const MAX_RETRIES_PER_TASK = 100;
/**
 * The parameters of one version, as JSON: they go into one ConfigMap per attempt, which Kubernetes holds to
 * 1 MiB; the rest is left for the keys and the object's metadata.
 */
export const TASK_PARAMETERS_MAX_BYTES = 900 * 1024;

/** The Kueue podset count of a plan: an array's parallelism, a gang's size. */
export function podSetCount(plan: Pick<TaskPlan, 'count' | 'parallelism' | 'gang' | 'run'> | null): number {
  if (!plan) return 1;
  return plan.gang ? plan.count : Math.min(plan.parallelism, plan.run ?? plan.count);
}

/** How many task pods a plan runs in all (what the cost and the budget's worst case count). */
export function runCount(plan: Pick<TaskPlan, 'count' | 'run'> | null | undefined): number {
  return plan ? (plan.run ?? plan.count) : 1;
}

/**
 * A checked spec whose attempt runs only `run` of its tasks (ARCHITECTURE §19: onlyFailedTasks, an array's
 * failover): the plan says so and Kueue's podset is re-counted, so the fit, estimate, cost and budget are honest.
 */
export function withTaskRun<S extends { tasks: TaskPlan | null; podSets: { count: number }[] }>(
  spec: S,
  run: number | null,
  carried: ReadonlyMap<number, CarriedTask> | null = null,
): S {
  if (!spec.tasks) return spec;
  const tasks: TaskPlan = { ...spec.tasks, run: run === spec.tasks.count ? null : run, carried };
  const count = podSetCount(tasks);
  return { ...spec, tasks, podSets: spec.podSets.map((p) => ({ ...p, count })) };
}

/**
 * Checks `tasks` and `taskParameters` (each problem on its field), before anything is written: count 1..maxTasks,
 * parallelism 1..count (a gang's is its count), retries and the failure bound within range, parameters only for an
 * array and exactly one JSON object per index. Null when there are no tasks (one pod, as before) or on issues.
 */
export function checkTasks(
  tasks: TasksInput | null | undefined,
  parameters: readonly unknown[] | null | undefined,
  maxTasks: number,
  issues: FieldIssue[],
): TaskPlan | null {
  const before = issues.length;
  if (tasks == null) {
    if (parameters != null)
      issues.push({
        field: 'taskParameters',
        message: 'parameters need tasks: set tasks.count to their number',
      });
    return null;
  }
  const gang = tasks.gang === true;
  const count = tasks.count;
  if (!Number.isInteger(count) || count < 1 || count > maxTasks)
    issues.push({
      field: 'tasks.count',
      message: `count must be from 1 to ${maxTasks} (got ${count})`,
    });
  const countOk = issues.length === before;
  let parallelism = gang ? count : Math.min(count, DEFAULT_PARALLELISM);
  if (tasks.parallelism != null) {
    if (tasks.parallelism < 1)
      issues.push({ field: 'tasks.parallelism', message: 'parallelism must be at least 1' });
    else if (countOk && tasks.parallelism > count)
      issues.push({
        field: 'tasks.parallelism',
        message: `parallelism must be at most the count (${count}): more tasks than there are cannot run at once`,
      });
    else if (gang && countOk && tasks.parallelism !== count)
      issues.push({
        field: 'tasks.parallelism',
        message: `a gang starts all its ${count} pods at once: leave parallelism out (or set it to ${count})`,
      });
    else parallelism = tasks.parallelism;
  }
  const retriesPerTask = tasks.retriesPerTask ?? 0;
  if (retriesPerTask < 0 || retriesPerTask > MAX_RETRIES_PER_TASK)
    issues.push({
      field: 'tasks.retriesPerTask',
      message: `retriesPerTask must be from 0 to ${MAX_RETRIES_PER_TASK}`,
    });
  else if (gang && retriesPerTask > 0)
    issues.push({
      field: 'tasks.retriesPerTask',
      message: 'a gang fails whole when one of its pods fails: re-run it instead of retrying one pod',
    });
  const maxFailedTasks = tasks.maxFailedTasks ?? null;
  if (maxFailedTasks !== null) {
    if (gang)
      issues.push({
        field: 'tasks.maxFailedTasks',
        message: 'a gang fails at its first failed pod: maxFailedTasks is for arrays',
      });
    else if (maxFailedTasks < 0 || (countOk && maxFailedTasks >= count))
      issues.push({
        field: 'tasks.maxFailedTasks',
        message: `maxFailedTasks must be from 0 to ${countOk ? count - 1 : 'count - 1'} (leave it out to run every task)`,
      });
  }
  const checked =
    parameters == null ? null : checkParameters(parameters, gang, countOk ? count : null, issues);
  if (issues.length > before) return null;
  return { count, parallelism, gang, retriesPerTask, maxFailedTasks, parameters: checked };
}

function checkParameters(
  parameters: readonly unknown[],
  gang: boolean,
  count: number | null,
  issues: FieldIssue[],
): Record<string, unknown>[] | null {
  if (gang) {
    issues.push({
      field: 'taskParameters',
      message: 'a gang’s pods share one input (KB_RANK tells them apart): parameters are for arrays',
    });
    return null;
  }
  if (count !== null && parameters.length !== count) {
    issues.push({
      field: 'taskParameters',
      message: `one parameters object per task: ${count} expected, ${parameters.length} given`,
    });
    return null;
  }
  const out: Record<string, unknown>[] = [];
  let bytes = 0;
  for (let i = 0; i < parameters.length; i++) {
    const p = parameters[i];
    if (p === null || typeof p !== 'object' || Array.isArray(p)) {
      issues.push({ field: `taskParameters[${i}]`, message: 'each task’s parameters must be a JSON object' });
      return null;
    }
    bytes += Buffer.byteLength(JSON.stringify(p));
    out.push(p as Record<string, unknown>);
  }
  if (bytes > TASK_PARAMETERS_MAX_BYTES) {
    issues.push({
      field: 'taskParameters',
      message: `the parameters take ${Math.ceil(bytes / 1024)} KiB as JSON; at most ${TASK_PARAMETERS_MAX_BYTES / 1024} KiB (they go into one ConfigMap)`,
    });
    return null;
  }
  return out;
}
