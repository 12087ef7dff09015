import type { Cluster, Prisma } from '../generated/prisma/client.ts';
import { type Actor, recordAudit, type SystemActor } from './audit.ts';

// What the audit log says about cluster administration: the settings before → after; credentials only as
// "replaced" or "removed" (never their content).

const SETTINGS = [
  'description',
  'sortOrder',
  'active',
  'maxRuntimeSeconds',
  'maxQueueWaitSeconds',
  'namespace',
  'localQueue',
  'clusterQueue',
] as const;

const show = (value: unknown) => (value === null || value === undefined ? 'none' : JSON.stringify(value));

export async function auditClusterRegistered(
  tx: Prisma.TransactionClient,
  actor: Actor | SystemActor,
  cluster: Cluster,
): Promise<void> {
  await recordAudit(tx, actor, {
    action: 'cluster.register',
    targetType: 'Cluster',
    targetId: cluster.id,
    summary:
      `registered cluster ${JSON.stringify(cluster.name)} (namespace ${cluster.namespace}, ` +
      `queue ${cluster.localQueue} → ${cluster.clusterQueue}, sortOrder ${cluster.sortOrder})`,
  });
}

/** Records an update; `patch` says which fields were sent (credentials are compared by their update time only). */
export async function auditClusterUpdated(
  tx: Prisma.TransactionClient,
  actor: Actor | SystemActor,
  before: Cluster,
  after: Cluster,
  patch: { kubeconfig?: unknown; registryAuth?: unknown },
): Promise<void> {
  const changes: string[] = SETTINGS.filter((key) => before[key] !== after[key]).map(
    (key) => `${key} ${show(before[key])} → ${show(after[key])}`,
  );
  if (patch.kubeconfig != null) changes.push('kubeconfig replaced');
  if (patch.registryAuth != null)
    changes.push(
      patch.registryAuth === '' ? 'registry credentials removed' : 'registry credentials replaced',
    );
  if (changes.length === 0) return;
  const retired = before.active && !after.active;
  await recordAudit(tx, actor, {
    action: retired ? 'cluster.retire' : 'cluster.update',
    targetType: 'Cluster',
    targetId: after.id,
    summary: `cluster ${JSON.stringify(after.name)}: ${changes.join('; ')}`,
  });
}
