import { createHash } from 'node:crypto';
import type { V1Secret } from '@kubernetes/client-node';
import type { ClusterClient } from './cluster-client.ts';
import { ClusterError } from './cluster-error.ts';
import type { KubeManifest } from './manifest.ts';

/** Labels that mark a Job (and its pods) as ours and tie it to its version. */
export const MANAGED_BY_LABEL = 'app.kubernetes.io/managed-by';
export const MANAGED_BY = 'kueue-batch';
export const VERSION_LABEL = 'kueue-batch.io/version-id';
export const PROCESS_LABEL = 'kueue-batch.io/process-id';
/** The attempt of the version a Job is (ARCHITECTURE §17): 1 unless it failed over. */
export const ATTEMPT_LABEL = 'kueue-batch.io/attempt';
export const QUEUE_LABEL = 'kueue.x-k8s.io/queue-name';
/** Kueue's label naming a Job's WorkloadPriorityClass. */
export const PRIORITY_CLASS_LABEL = 'kueue.x-k8s.io/priority-class';
/**
 * Kueue's maximum execution time of a Job (copied to its Workload's `maximumExecutionTimeSeconds`): counted across
 * evictions and re-admissions, unlike the Job's own `activeDeadlineSeconds` (issue 39).
 */
export const MAX_EXEC_TIME_LABEL = 'kueue.x-k8s.io/max-exec-time-seconds';
/** The selector of every informer: our Jobs and their pods, nothing else in the namespace. */
export const OURS_SELECTOR = `${MANAGED_BY_LABEL}=${MANAGED_BY}`;

/**
 * Deterministic: a retry of the same version meets its own Job (409) instead of creating a second one. Attempts
 * after a failover get their own name (`-a2`, …): an old attempt's Job left on a cluster never meets a new one.
 */
export function jobNameFor(versionId: string, attempt = 1): string {
  const suffix = attempt > 1 ? `-a${attempt}` : '';
  const base = `kb-${versionId.toLowerCase().replace(/[^a-z0-9-]/g, '-')}`.slice(0, 63 - suffix.length);
  return `${base.replace(/-+$/, '')}${suffix}`;
}

export function versionIdOf(labels: Record<string, string> | undefined | null): string | undefined {
  if (!labels || labels[MANAGED_BY_LABEL] !== MANAGED_BY) return undefined;
  return labels[VERSION_LABEL];
}

/** The attempt a Job or pod of ours belongs to (its attempt label; 1 for Jobs from before attempts were labelled). */
export function attemptOf(labels: Record<string, string> | undefined | null): number {
  const n = Number(labels?.[ATTEMPT_LABEL] ?? 1);
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

/** Name of the image pull secret holding these registry credentials: content-addressed, so creation is idempotent. */
export function pullSecretName(dockerConfigJson: string): string {
  return `kueue-batch-registry-${createHash('sha256').update(dockerConfigJson).digest('hex').slice(0, 16)}`;
}

/** Creates the image pull secret unless it exists (its name is derived from its content). */
export async function ensurePullSecret(
  client: ClusterClient,
  namespace: string,
  dockerConfigJson: string,
  timeoutMs?: number,
): Promise<string> {
  const name = pullSecretName(dockerConfigJson);
  const body: V1Secret = {
    apiVersion: 'v1',
    kind: 'Secret',
    metadata: { name, namespace, labels: { [MANAGED_BY_LABEL]: MANAGED_BY } },
    type: 'kubernetes.io/dockerconfigjson',
    data: { '.dockerconfigjson': Buffer.from(dockerConfigJson).toString('base64') },
  };
  try {
    await client.request(
      (_, http) => http.sendJson('POST', `/api/v1/namespaces/${encodeURIComponent(namespace)}/secrets`, body),
      {
        timeoutMs,
        what: 'the image pull secret',
      },
    );
  } catch (error) {
    if (!(error instanceof ClusterError && error.statusCode === 409)) throw error;
  }
  return name;
}

// Job calls go the direct path (one buffer, one timer: about a quarter of client-node's CPU per call).
export const jobsPath = (namespace: string) =>
  `/apis/batch/v1/namespaces/${encodeURIComponent(namespace)}/jobs`;
const jobPath = (namespace: string, name: string) => `${jobsPath(namespace)}/${encodeURIComponent(name)}`;

export type CreateOutcome =
  | { kind: 'created'; uid?: string }
  | { kind: 'adopted'; uid?: string }
  | { kind: 'taken'; owner?: string };

/** Creates the Job; a 409 adopts the existing one only when its labels say it is this version's. */
export async function createOrAdoptJob(
  client: ClusterClient,
  job: KubeManifest,
  versionId: string,
  timeoutMs?: number,
): Promise<CreateOutcome> {
  const namespace = job.metadata!.namespace!;
  const name = job.metadata!.name!;
  try {
    const created = (await client.request((_, http) => http.sendJson('POST', jobsPath(namespace), job), {
      timeoutMs,
      what: `Job "${name}"`,
    })) as KubeManifest | undefined;
    return { kind: 'created', uid: uidOf(created) };
  } catch (error) {
    if (!(error instanceof ClusterError && error.statusCode === 409)) throw error;
  }
  const existing = (await client.getJson(jobPath(namespace, name), {
    timeoutMs,
    what: `Job "${name}"`,
  })) as KubeManifest;
  const owner = versionIdOf(existing.metadata?.labels);
  return owner === versionId ? { kind: 'adopted', uid: uidOf(existing) } : { kind: 'taken', owner };
}

/** Deletes the Job with background propagation (pods are collected after). Throws ClusterError; 404 = gone. */
export async function deleteJob(
  client: ClusterClient,
  namespace: string,
  name: string,
  timeoutMs?: number,
  /** Foreground: the Job stays (terminating) until its pods are gone, so its absence means theirs (fencing). */
  propagation: 'Background' | 'Foreground' = 'Background',
): Promise<'deleted' | 'gone'> {
  try {
    await client.request(
      (_, http) =>
        http.sendJson('DELETE', jobPath(namespace, name), {
          apiVersion: 'v1',
          kind: 'DeleteOptions',
          propagationPolicy: propagation,
        }),
      { timeoutMs, what: `Job "${name}"` },
    );
    return 'deleted';
  } catch (error) {
    if (error instanceof ClusterError && error.kind === 'NOT_FOUND') return 'gone';
    throw error;
  }
}

/** True when the Job no longer exists (a bounded GET). */
export async function jobIsGone(
  client: ClusterClient,
  namespace: string,
  name: string,
  timeoutMs?: number,
): Promise<boolean> {
  try {
    const job = await client.getJson(jobPath(namespace, name), { timeoutMs, what: `Job "${name}"` });
    return !job;
  } catch (error) {
    if (error instanceof ClusterError && error.kind === 'NOT_FOUND') return true;
    throw error;
  }
}

function uidOf(object: KubeManifest | undefined | null): string | undefined {
  const uid = (object?.metadata as { uid?: unknown } | undefined)?.uid;
  return typeof uid === 'string' ? uid : undefined;
}

/**
 * Creates the objects a workload owns (a ConfigMap, a Service), each with it as controller owner so Kubernetes'
 * garbage collector deletes them with it; one that exists already (a retried launch) is kept.
 */
export async function createOwned(
  client: ClusterClient,
  owned: readonly KubeManifest[],
  owner: { apiVersion: string; kind: string; name: string; uid: string },
  timeoutMs?: number,
): Promise<void> {
  for (const object of owned) {
    const namespace = object.metadata!.namespace!;
    const plural =
      object.kind === 'Service' ? 'services' : object.kind === 'ConfigMap' ? 'configmaps' : 'secrets';
    const body = {
      ...object,
      metadata: { ...object.metadata, ownerReferences: [{ ...owner, controller: true }] },
    };
    try {
      await client.request(
        (_, http) =>
          http.sendJson('POST', `/api/v1/namespaces/${encodeURIComponent(namespace)}/${plural}`, body),
        { timeoutMs, what: `${object.kind} "${object.metadata?.name}"` },
      );
    } catch (error) {
      if (!(error instanceof ClusterError && error.statusCode === 409)) throw error;
    }
  }
}
