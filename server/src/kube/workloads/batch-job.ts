import type { V1Affinity, V1EnvVar, V1Job, V1Volume, V1VolumeMount } from '@kubernetes/client-node';
import {
  decodeEnv,
  decodeExtended,
  decodeExtendedAmounts,
  decodeMounts,
  decodeNodeLabels,
  envSecretNames,
  type StoredEnvVar,
} from '../../db/version-data.ts';
import type { VersionShape } from '../../db/version-shape.ts';
import { desiredStatus, jobFinished } from '../job-status.ts';
import {
  ATTEMPT_LABEL,
  createOrAdoptJob,
  createOwned,
  deleteJob,
  jobIsGone,
  jobNameFor,
  jobsPath,
  MANAGED_BY,
  MANAGED_BY_LABEL,
  MAX_EXEC_TIME_LABEL,
  PRIORITY_CLASS_LABEL,
  PROCESS_LABEL,
  QUEUE_LABEL,
  VERSION_LABEL,
} from '../jobs.ts';
import { makeIndexed, taskCounts } from './indexed-job.ts';
import type {
  BuildOptions,
  KubeManifest,
  VolumeClaim,
  WorkloadCluster,
  WorkloadKind,
  WorkloadManifests,
} from './kind.ts';
import type { PodSet } from './pod-sets.ts';
import { COMPLETION_INDEX_LABEL, taskOutcomes } from './task-status.ts';

/** The container's resources: cpu, memory and every extended resource, requests = limits (ARCHITECTURE §11). */
export function containerResources(version: VersionShape): Record<string, string> {
  const resources: Record<string, string> = { cpu: version.cpu, memory: version.memory };
  for (const e of decodeExtended(version.extendedResources)) resources[e.name] = e.quantity;
  return resources;
}

/**
 * A pinned flavor as a required node affinity on its nodeLabels (one term, one `In` per label), so Kueue can
 * assign only that flavor and the scheduler places the pod only on its nodes. Undefined when not pinned, or when
 * the flavor has no labels (then nothing on the pod can tell it apart).
 */
export function pinnedFlavorAffinity(version: VersionShape): V1Affinity | undefined {
  if (version.flavor === null) return undefined;
  const labels = decodeNodeLabels(version.flavorNodeLabels);
  if (!labels) return undefined;
  const expressions = Object.entries(labels)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => ({ key, operator: 'In', values: [value] }));
  if (expressions.length === 0) return undefined;
  return {
    nodeAffinity: {
      requiredDuringSchedulingIgnoredDuringExecution: {
        nodeSelectorTerms: [{ matchExpressions: expressions }],
      },
    },
  };
}

/** The labels of the Job and of its pods: ours, the version's, its process's and the attempt's. */
export function versionLabels(version: VersionShape): Record<string, string> {
  return {
    [MANAGED_BY_LABEL]: MANAGED_BY,
    [VERSION_LABEL]: version.id,
    [PROCESS_LABEL]: version.processId,
    [ATTEMPT_LABEL]: String(version.attempt ?? 1),
  };
}

/**
 * The pod's volumes and the container's mounts of the version's data volumes (ARCHITECTURE §21): one
 * persistentVolumeClaim volume per mount, read-only when the mount or the volume is. A mount whose volume has no
 * claim here is an error (the launcher looks every one up on the attempt's cluster first).
 */
export function dataVolumes(
  version: VersionShape,
  claims: ReadonlyMap<string, VolumeClaim> = new Map(),
): { volumes: V1Volume[]; volumeMounts: V1VolumeMount[] } {
  const volumes: V1Volume[] = [];
  const volumeMounts: V1VolumeMount[] = [];
  decodeMounts(version.mounts).forEach((m, i) => {
    const claim = claims.get(m.volume);
    if (!claim) throw new Error(`no claim is known for volume "${m.volume}"`);
    const readOnly = m.readOnly || claim.readOnly;
    const name = `kb-data-${i}`;
    volumes.push({
      name,
      persistentVolumeClaim: { claimName: claim.claimName, ...(readOnly ? { readOnly } : {}) },
    });
    volumeMounts.push({ name, mountPath: m.path, ...(readOnly ? { readOnly } : {}) });
  });
  return { volumes, volumeMounts };
}

/** The batch/v1 Job of a version: one pod, requests = limits, the queue and priority class labels. */
export function buildJob(
  version: VersionShape,
  cluster: WorkloadCluster,
  imagePullSecret?: string,
  envSecret?: string,
  volumeClaims?: ReadonlyMap<string, VolumeClaim>,
): V1Job {
  const labels = versionLabels(version);
  const resources = containerResources(version);
  const affinity = pinnedFlavorAffinity(version);
  const env = decodeEnv(version.env);
  const data = dataVolumes(version, volumeClaims);
  return {
    apiVersion: 'batch/v1',
    kind: 'Job',
    metadata: {
      name: jobNameFor(version.id, version.attempt ?? 1),
      namespace: cluster.namespace,
      // The WorkloadPriorityClass, when one was asked for: Kueue gives the Workload its value as priority.
      labels: {
        ...labels,
        [QUEUE_LABEL]: cluster.localQueue,
        ...(version.priorityClass ? { [PRIORITY_CLASS_LABEL]: version.priorityClass } : {}),
        // The deadline counted across restarts: Kueue deactivates the Workload once its runs add up to it.
        ...(version.deadlineSeconds ? { [MAX_EXEC_TIME_LABEL]: String(version.deadlineSeconds) } : {}),
      },
    },
    spec: {
      backoffLimit: version.backoffLimit,
      ...(version.deadlineSeconds ? { activeDeadlineSeconds: version.deadlineSeconds } : {}),
      template: {
        metadata: { labels },
        spec: {
          restartPolicy: 'Never',
          ...(affinity ? { affinity } : {}),
          ...(imagePullSecret ? { imagePullSecrets: [{ name: imagePullSecret }] } : {}),
          ...(data.volumes.length > 0 ? { volumes: data.volumes } : {}),
          containers: [
            {
              name: 'main',
              image: version.image,
              ...(version.command.length > 0 ? { command: version.command } : {}),
              ...(version.args.length > 0 ? { args: version.args } : {}),
              ...(env.length > 0 ? { env: containerEnv(env, envSecret) } : {}),
              resources: { requests: resources, limits: resources },
              ...(data.volumeMounts.length > 0 ? { volumeMounts: data.volumeMounts } : {}),
            },
          ],
        },
      },
    },
  };
}

/** The name of the Secret holding a Job's env secrets (one per attempt, as the Job's name is). */
export function envSecretNameFor(jobName: string): string {
  return `${jobName}-env`;
}

/** Literal values as they are; a project secret by `secretKeyRef` into the Job's own Secret, key = its name. */
function containerEnv(env: readonly StoredEnvVar[], envSecret: string | undefined): V1EnvVar[] {
  return env.map((e) =>
    'secret' in e
      ? { name: e.name, valueFrom: { secretKeyRef: { name: envSecret ?? '', key: e.secret } } }
      : { name: e.name, value: e.value },
  );
}

/** The Secret a Job owns (created after it, with its uid): exactly the values its env names. */
export function envSecretManifest(
  version: VersionShape,
  cluster: WorkloadCluster,
  name: string,
  values: ReadonlyMap<string, string>,
): KubeManifest {
  const data: Record<string, string> = {};
  for (const key of envSecretNames(decodeEnv(version.env))) {
    const value = values.get(key);
    if (value !== undefined) data[key] = Buffer.from(value, 'utf8').toString('base64');
  }
  return {
    apiVersion: 'v1',
    kind: 'Secret',
    metadata: { name, namespace: cluster.namespace, labels: versionLabels(version) },
    type: 'Opaque',
    data,
  };
}

/** Kueue's podset of a batch/v1 Job: `main`, one pod per the version's requests. */
export function jobPodSets(version: VersionShape): PodSet[] {
  return [
    {
      name: 'main',
      count: taskCounts(version)?.parallelism ?? 1,
      perPod: {
        cpuMillis: version.cpuMillis,
        memoryBytes: version.memoryBytes,
        extended: decodeExtendedAmounts(version.extendedResources).map((e) => ({
          name: e.name,
          quantity: e.amount,
        })),
      },
      flavor: version.flavor,
    },
  ];
}

/** The batch/v1 Job kind (Kueue's `pkg/controller/jobs/job`). */
export const batchJob: WorkloadKind = {
  kind: 'batch/v1 Job',
  ownerKind: 'Job',
  nameFor: jobNameFor,
  podSets: jobPodSets,
  build(version, cluster, options: BuildOptions = {}): WorkloadManifests {
    const usesSecrets = envSecretNames(decodeEnv(version.env)).length > 0;
    const secretName = usesSecrets
      ? envSecretNameFor(jobNameFor(version.id, version.attempt ?? 1))
      : undefined;
    const job = buildJob(version, cluster, options.imagePullSecret, secretName, options.volumeClaims);
    const owned = makeIndexed(
      job,
      version,
      versionLabels(version),
      options.taskParameters ?? null,
      version.taskRunCount != null ? (options.taskSlots ?? []) : null,
    );
    if (secretName) {
      owned.push(envSecretManifest(version, cluster, secretName, options.secretValues ?? new Map()));
    }
    return { workload: job as WorkloadManifests['workload'], owned };
  },
  async create(client, manifests, versionId) {
    const outcome = await createOrAdoptJob(client, manifests.workload, versionId);
    if (outcome.kind === 'taken' || manifests.owned.length === 0) return outcome;
    const name = manifests.workload.metadata!.name!;
    const namespace = manifests.workload.metadata!.namespace!;
    try {
      if (!outcome.uid) throw new Error(`the cluster answered no uid for Job "${name}"`);
      await createOwned(client, manifests.owned, {
        apiVersion: 'batch/v1',
        kind: 'Job',
        name,
        uid: outcome.uid,
      });
    } catch (error) {
      // Nothing half-created: the Job goes (and with it whatever it owns already); the launch is retried whole.
      await deleteJob(client, namespace, name).catch(() => {});
      throw error;
    }
    return outcome;
  },
  collectionPath: jobsPath,
  status: desiredStatus,
  finished: jobFinished,
  podSelector: (name, taskIndex) =>
    taskIndex === undefined ? `job-name=${name}` : `job-name=${name},${COMPLETION_INDEX_LABEL}=${taskIndex}`,
  taskOutcomes,
  stop: (client, namespace, name, options = {}) =>
    deleteJob(client, namespace, name, options.timeoutMs, options.propagation),
  isGone: jobIsGone,
};
