import type { V1EnvVar, V1Job } from '@kubernetes/client-node';
import { MAX_EXEC_TIME_LABEL } from '../jobs.ts';
import type { KubeManifest } from '../manifest.ts';

/**
 * An array or gang as one batch/v1 Indexed Job (ARCHITECTURE §19). Kubernetes gives every pod its completion index
 * (annotation and label `batch.kubernetes.io/job-completion-index`); the container sees it as `KB_TASK_INDEX`, with
 * `KB_TASK_COUNT`, and `KB_TASK_PARAMS` (the path of its index's JSON object, from a ConfigMap per attempt owned by
 * the Job). A gang's pods get hostnames under a headless Service per attempt (owned by the Job), the rank-0 address
 * and PyTorch's variables; one failed pod fails the whole Job.
 */

export interface TaskShape {
  taskCount: number | null;
  taskParallelism: number | null;
  gang: boolean;
  retriesPerTask: number;
  maxFailedTasks: number | null;
  /** How many tasks this attempt runs (null: all); see `taskRunCount` in prisma/schema.prisma. */
  taskRunCount?: number | null;
}

export const COMPLETION_INDEX_ANNOTATION = 'batch.kubernetes.io/job-completion-index';
/** Where a task's parameters file is mounted (one file per index: `<index>.json`). */
export const TASK_PARAMS_DIR = '/var/run/kueue-batch/tasks';
/** PyTorch's rendezvous port on rank 0. */
export const MASTER_PORT = 29500;
/** Kubernetes' bound for a Job's backoffLimit: with backoffLimitPerIndex, only the per-index limit counts. */
const NO_JOB_BACKOFF_LIMIT = 2_147_483_647;

/**
 * The tasks' Kueue-facing and Kubernetes-facing numbers; null for a one-pod version. `count`: the array's size
 * (KB_TASK_COUNT); `run`: the Job's completions (fewer when only the tasks that had not succeeded run again).
 */
export function taskCounts(v: TaskShape): { count: number; run: number; parallelism: number } | null {
  if (v.taskCount == null) return null;
  const count = v.taskCount;
  const run = v.gang ? count : Math.min(v.taskRunCount ?? count, count);
  return { count, run, parallelism: v.gang ? count : Math.min(v.taskParallelism ?? count, run) };
}

/** The env variable holding a pod's completion index in a subset run (its slot; KB_TASK_INDEX is the task's). */
export const TASK_SLOT_ENV = 'KB_TASK_SLOT';

/**
 * The POSIX sh lines a subset run's container starts with (ARCHITECTURE §19): KB_TASK_INDEX read from the
 * attempt's ConfigMap, the file of its slot (`<slot>.index`, the task's original index). Kubernetes cannot run
 * chosen indexes of an Indexed Job, and the kubelet's `$(VAR)` expansion is one level only, so a program must
 * map the slot to the index; this is the smallest one, and it runs only in subset runs. No `$(` in it: the
 * kubelet's expansion leaves it as written.
 */
export const TASK_INDEX_PRELUDE =
  `read KB_TASK_INDEX < "${TASK_PARAMS_DIR}/$${TASK_SLOT_ENV}.index" || ` +
  `{ echo "kueue-batch: no task index for slot $${TASK_SLOT_ENV}" >&2; exit 125; }; export KB_TASK_INDEX\n`;

const SHELLS = new Set([
  'sh',
  'bash',
  'ash',
  'dash',
  '/bin/sh',
  '/bin/bash',
  '/bin/ash',
  '/bin/dash',
  '/usr/bin/bash',
]);
const INDEX_REF = '$(KB_TASK_INDEX)';

/**
 * `$(KB_TASK_INDEX)` of a script as the shell's `${KB_TASK_INDEX}` (the kubelet would have put the index there;
 * in a subset run the shell does), with Kubernetes' escapes (`$$`) and other references left for the kubelet.
 */
export function shellIndexRefs(script: string): string {
  let out = '';
  for (let i = 0; i < script.length; i++) {
    if (script.startsWith('$$', i)) {
      out += '$$';
      i++;
    } else if (script.startsWith(INDEX_REF, i)) {
      out += '${KB_TASK_INDEX}';
      i += INDEX_REF.length - 1;
    } else out += script[i];
  }
  return out;
}

/**
 * The argv of a subset run's container, or null when it cannot be wrapped (no command: the image's entrypoint is
 * not known here). A shell script (`sh -c SCRIPT …`, `bash -c …`) gets the prelude in front of its script, in the
 * same shell; any other command runs under `/bin/sh -c PRELUDE exec "$@"`, its `$(KB_TASK_INDEX)` arguments
 * replaced by the index. Either way the image needs a POSIX shell.
 */
export function subsetArgv(command: readonly string[], args: readonly string[]): string[] | null {
  if (command.length === 0) return null;
  const argv = [...command, ...args];
  if (SHELLS.has(argv[0]!) && argv[1] === '-c' && argv[2] !== undefined) {
    return [argv[0]!, '-c', TASK_INDEX_PRELUDE + shellIndexRefs(argv[2]), ...argv.slice(3)];
  }
  // `$$(` is the kubelet's escape for a literal `$(` (the prelude's own text goes through its expansion too).
  const replace = argv.some((a) => a.includes(INDEX_REF))
    ? 'for a do shift; r=; while :; do case $a in ' +
      "*'$$(KB_TASK_INDEX)'*) r=$r${a%%'$$(KB_TASK_INDEX)'*}$KB_TASK_INDEX; a=${a#*'$$(KB_TASK_INDEX)'};; " +
      '*) break;; esac; done; set -- "$@" "$r$a"; done\n'
    : '';
  return ['/bin/sh', '-c', `${TASK_INDEX_PRELUDE}${replace}exec "$@"`, 'kb-task', ...argv];
}

/** Whether a version's array can run a subset of its tasks keeping their indexes (not a gang; a command to wrap). */
export function canRunSubset(v: Pick<TaskShape, 'gang' | 'taskCount'> & { command: readonly string[] }) {
  return v.taskCount != null && !v.gang && v.command.length > 0;
}

/** The name of an attempt's parameters ConfigMap and gang Service: the Job's own (a DNS label already). */
export const ownedNameFor = (jobName: string) => jobName;

/**
 * Turns a one-pod Job into the version's Indexed Job: completions, parallelism, per-index retries (arrays) or
 * fail-whole (gangs), the per-task deadline on the pod, the env, the parameters volume and the gang's subdomain.
 * Answers the objects the Job owns (created after it).
 *
 * `slots` (a subset run: only the tasks that had not succeeded, ARCHITECTURE §19): the original index of each of
 * the Job's completion indexes, ascending. The attempt's ConfigMap then holds, per slot, the task's index
 * (`<slot>.index`) and parameters (`<slot>.json`); the container sees KB_TASK_SLOT, KB_TASK_PARAMS by slot, and
 * KB_TASK_INDEX from the prelude (`subsetArgv`).
 */
export function makeIndexed(
  job: V1Job,
  v: TaskShape,
  selectorLabels: Record<string, string>,
  parameters: readonly Record<string, unknown>[] | null,
  slots: readonly number[] | null = null,
): KubeManifest[] {
  const counts = taskCounts(v);
  if (!counts) return [];
  const subset = slots !== null && !v.gang;
  if (subset && slots.length !== counts.run)
    throw new Error(`a subset run of ${counts.run} tasks was given ${slots.length} indexes`);
  const spec = job.spec!;
  const pod = spec.template.spec!;
  const container = pod.containers[0]!;
  const name = job.metadata!.name!;
  const namespace = job.metadata!.namespace!;
  spec.completionMode = 'Indexed';
  spec.completions = counts.run;
  spec.parallelism = counts.parallelism;
  // Each task has the deadline (the pod's), not the whole array: an array of 100 runs longer than one task.
  if (spec.activeDeadlineSeconds) {
    pod.activeDeadlineSeconds = spec.activeDeadlineSeconds;
    delete spec.activeDeadlineSeconds;
    // Nor Kueue's maximum execution time (it would bound the whole array).
    if (job.metadata?.labels) delete job.metadata.labels[MAX_EXEC_TIME_LABEL];
  }
  const completionIndex = {
    valueFrom: { fieldRef: { fieldPath: `metadata.annotations['${COMPLETION_INDEX_ANNOTATION}']` } },
  };
  // The variable the parameters' path is built from: the task's index, or in a subset run its slot.
  const keyVar = subset ? TASK_SLOT_ENV : 'KB_TASK_INDEX';
  const env: V1EnvVar[] = [
    { name: keyVar, ...completionIndex },
    { name: 'KB_TASK_COUNT', value: String(counts.count) },
  ];
  const owned: KubeManifest[] = [];
  if (v.gang) {
    // All or nothing: any failed pod fails the Job (no per-pod retry makes a partial gang); a disruption (Kueue's
    // preemption, a drained node) is not the program's failure.
    spec.backoffLimit = 0;
    spec.podFailurePolicy = {
      rules: [
        { action: 'Ignore', onPodConditions: [{ type: 'DisruptionTarget', status: 'True' }] },
        // onPodConditions: [] as well: the OpenAPI of Kubernetes ≤ 1.30 lists it as required beside onExitCodes.
        {
          action: 'FailJob',
          onExitCodes: { containerName: 'main', operator: 'NotIn', values: [0] },
          onPodConditions: [],
        },
      ],
    };
    const service = ownedNameFor(name);
    pod.subdomain = service;
    const leader = `${name}-0.${service}.${namespace}.svc`;
    env.push(
      { name: 'KB_WORLD_SIZE', value: String(counts.count) },
      { name: 'KB_RANK', value: '$(KB_TASK_INDEX)' },
      { name: 'KB_LEADER_ADDR', value: leader },
      { name: 'MASTER_ADDR', value: '$(KB_LEADER_ADDR)' },
      { name: 'MASTER_PORT', value: String(MASTER_PORT) },
      { name: 'WORLD_SIZE', value: String(counts.count) },
      { name: 'RANK', value: '$(KB_TASK_INDEX)' },
    );
    owned.push({
      apiVersion: 'v1',
      kind: 'Service',
      metadata: { name: service, namespace, labels: { ...selectorLabels } },
      spec: {
        clusterIP: 'None',
        // Ranks find each other before they are ready (a rendezvous waits for all of them).
        publishNotReadyAddresses: true,
        selector: { ...selectorLabels },
      },
    });
  } else {
    spec.backoffLimitPerIndex = v.retriesPerTask;
    spec.backoffLimit = NO_JOB_BACKOFF_LIMIT;
    // Kubernetes holds maxFailedIndexes to at most completions (a subset run counts its own failures).
    if (v.maxFailedTasks != null) spec.maxFailedIndexes = Math.min(v.maxFailedTasks, counts.run);
  }
  const hasParameters = parameters !== null && parameters.length > 0 && !v.gang;
  if (subset) {
    const argv = subsetArgv(container.command ?? [], container.args ?? []);
    if (!argv)
      throw new Error('a subset run needs the version’s command (the image’s entrypoint cannot be wrapped)');
    container.command = argv;
    delete container.args;
  }
  if (hasParameters || subset) {
    const configMap = ownedNameFor(name);
    const data: Record<string, string> = {};
    if (subset) {
      slots.forEach((index, slot) => {
        data[`${slot}.index`] = `${index}\n`;
        if (hasParameters) data[`${slot}.json`] = JSON.stringify(parameters[index] ?? {});
      });
    } else {
      parameters!.forEach((p, i) => {
        data[`${i}.json`] = JSON.stringify(p);
      });
    }
    owned.push({
      apiVersion: 'v1',
      kind: 'ConfigMap',
      metadata: { name: configMap, namespace, labels: { ...selectorLabels } },
      data,
    });
    if (hasParameters) env.push({ name: 'KB_TASK_PARAMS', value: `${TASK_PARAMS_DIR}/$(${keyVar}).json` });
    pod.volumes = [...(pod.volumes ?? []), { name: 'kb-task-params', configMap: { name: configMap } }];
    container.volumeMounts = [
      ...(container.volumeMounts ?? []),
      { name: 'kb-task-params', mountPath: TASK_PARAMS_DIR, readOnly: true },
    ];
  }
  // Ours first, so the user's own variables (and their $(KB_…) references) see them.
  container.env = [...env, ...(container.env ?? [])];
  return owned;
}
