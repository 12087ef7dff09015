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
}

export const COMPLETION_INDEX_ANNOTATION = 'batch.kubernetes.io/job-completion-index';
/** Where a task's parameters file is mounted (one file per index: `<index>.json`). */
export const TASK_PARAMS_DIR = '/var/run/kueue-batch/tasks';
/** PyTorch's rendezvous port on rank 0. */
export const MASTER_PORT = 29500;
/** Kubernetes' bound for a Job's backoffLimit: with backoffLimitPerIndex, only the per-index limit counts. */
const NO_JOB_BACKOFF_LIMIT = 2_147_483_647;

/** The tasks' Kueue-facing and Kubernetes-facing numbers; null for a one-pod version. */
export function taskCounts(v: TaskShape): { count: number; parallelism: number } | null {
  if (v.taskCount == null) return null;
  const count = v.taskCount;
  return { count, parallelism: v.gang ? count : Math.min(v.taskParallelism ?? count, count) };
}

/** The name of an attempt's parameters ConfigMap and gang Service: the Job's own (a DNS label already). */
export const ownedNameFor = (jobName: string) => jobName;

/**
 * Turns a one-pod Job into the version's Indexed Job: completions, parallelism, per-index retries (arrays) or
 * fail-whole (gangs), the per-task deadline on the pod, the env, the parameters volume and the gang's subdomain.
 * Answers the objects the Job owns (created after it).
 */
export function makeIndexed(
  job: V1Job,
  v: TaskShape,
  selectorLabels: Record<string, string>,
  parameters: readonly Record<string, unknown>[] | null,
): KubeManifest[] {
  const counts = taskCounts(v);
  if (!counts) return [];
  const spec = job.spec!;
  const pod = spec.template.spec!;
  const container = pod.containers[0]!;
  const name = job.metadata!.name!;
  const namespace = job.metadata!.namespace!;
  spec.completionMode = 'Indexed';
  spec.completions = counts.count;
  spec.parallelism = counts.parallelism;
  // Each task has the deadline (the pod's), not the whole array: an array of 100 runs longer than one task.
  if (spec.activeDeadlineSeconds) {
    pod.activeDeadlineSeconds = spec.activeDeadlineSeconds;
    delete spec.activeDeadlineSeconds;
    // Nor Kueue's maximum execution time (it would bound the whole array).
    if (job.metadata?.labels) delete job.metadata.labels[MAX_EXEC_TIME_LABEL];
  }
  const env: V1EnvVar[] = [
    {
      name: 'KB_TASK_INDEX',
      valueFrom: { fieldRef: { fieldPath: `metadata.annotations['${COMPLETION_INDEX_ANNOTATION}']` } },
    },
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
    if (v.maxFailedTasks != null) spec.maxFailedIndexes = v.maxFailedTasks;
  }
  if (parameters && parameters.length > 0 && !v.gang) {
    const configMap = ownedNameFor(name);
    const data: Record<string, string> = {};
    parameters.forEach((p, i) => {
      data[`${i}.json`] = JSON.stringify(p);
    });
    owned.push({
      apiVersion: 'v1',
      kind: 'ConfigMap',
      metadata: { name: configMap, namespace, labels: { ...selectorLabels } },
      data,
    });
    env.push({ name: 'KB_TASK_PARAMS', value: `${TASK_PARAMS_DIR}/$(KB_TASK_INDEX).json` });
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
