import type { ClusterClient } from '../cluster-client.ts';
import { ClusterError, isTransient } from '../cluster-error.ts';
import type { CreateOutcome } from '../jobs.ts';
import type { KubeManifest, WorkloadManifests } from './kind.ts';

const COLLECTIONS: Record<string, string> = {
  'v1/Secret': 'secrets',
  'v1/ConfigMap': 'configmaps',
  'v1/Service': 'services',
};

function collectionOf(object: KubeManifest): string {
  const collection = COLLECTIONS[`${object.apiVersion}/${object.kind}`];
  if (!collection) throw new Error(`no collection known for ${object.apiVersion} ${object.kind}`);
  return `/api/v1/namespaces/${encodeURIComponent(object.metadata!.namespace!)}/${collection}`;
}

/**
 * Creates the workload, then each object it owns with the workload's uid as its ownerReference (the garbage
 * collector deletes them with it). The workload first: an owned object never exists without its owner, so nothing
 * is ever orphaned; its pods cannot start without them either (Kueue creates the Job suspended, and a pod whose
 * `secretKeyRef` or volume names a missing object waits for it). A retry of the launch adopts the workload and
 * meets its own owned objects (409, kept). An owned object that cannot be created for a reason a retry will not
 * change deletes the workload again, so no half-created launch stays behind.
 */
export async function createWithOwned(
  client: ClusterClient,
  manifests: WorkloadManifests,
  createWorkload: () => Promise<CreateOutcome>,
  stopWorkload: () => Promise<unknown>,
  timeoutMs?: number,
): Promise<CreateOutcome> {
  const outcome = await createWorkload();
  if (outcome.kind === 'taken' || manifests.owned.length === 0) return outcome;
  const workload = manifests.workload;
  if (!outcome.uid) {
    throw new ClusterError(
      client.clusterName,
      'SERVER_ERROR',
      `the cluster did not give ${workload.kind} a uid`,
    );
  }
  const ownerReferences = [
    {
      apiVersion: workload.apiVersion!,
      kind: workload.kind!,
      name: workload.metadata!.name!,
      uid: outcome.uid,
      controller: true,
    },
  ];
  try {
    for (const object of manifests.owned) {
      const body = { ...object, metadata: { ...object.metadata, ownerReferences } };
      try {
        await client.request((_, http) => http.sendJson('POST', collectionOf(object), body), {
          timeoutMs,
          what: `${object.kind} "${object.metadata?.name}"`,
        });
      } catch (error) {
        if (!(error instanceof ClusterError && error.statusCode === 409)) throw error;
      }
    }
  } catch (error) {
    if (!(error instanceof ClusterError && isTransient(error))) {
      await stopWorkload().catch(() => {
        // Its launch fails; the Job is found by its labels and fenced like any other.
      });
    }
    throw error;
  }
  return outcome;
}
