import { decodeEvictions, type StoredEviction } from '../db/version-data.ts';
import type { Cluster, Prisma } from '../generated/prisma/client.ts';
import type { KubeCondition, KubeObject } from '../kube/job-status.ts';
import { evictionOf } from '../kube/kueue-reasons.ts';
import { applyTransition, type TransitionDeps } from './lifecycle.ts';

/** The columns of a version the eviction rule reads and updates. */
export interface EvictableVersion {
  id: string;
  attempt: number;
  evictions: unknown;
  failover: unknown;
}

/**
 * An eviction Kueue reports on the version's Workload (`Evicted=True`; for a preemption with `Preempted`'s reason
 * and message), recorded once (by its time) in the version's evictions, with a timeline step: the version is back
 * in QUEUED (Kueue suspended its Job and requeued the Workload). Answers what was recorded now (null: nothing new);
 * `preempted` tells the caller failover may move it (ARCHITECTURE §16–§17).
 */
export async function recordEviction(
  deps: TransitionDeps,
  cluster: Pick<Cluster, 'id' | 'name'>,
  v: EvictableVersion,
  workload: KubeObject,
): Promise<{ evictions: StoredEviction[]; preempted: boolean } | null> {
  const eviction = evictionOf((workload.status as { conditions?: KubeCondition[] } | undefined)?.conditions);
  if (!eviction?.at) return null;
  const stored = decodeEvictions(v.evictions);
  if (stored.some((e) => e.at === eviction.at)) return null;
  const entry: StoredEviction = {
    at: eviction.at,
    clusterId: cluster.id,
    reason: eviction.reason,
    message: eviction.message,
    ...(eviction.preemptionReason ? { preemptionReason: eviction.preemptionReason } : {}),
  };
  const evictions = [...stored, entry];
  const head =
    eviction.reason === 'Preempted'
      ? `Preempted on ${cluster.name} by a higher-priority workload; queued again`
      : `Evicted on ${cluster.name} (${eviction.reason}); queued again`;
  await applyTransition(deps, v.id, {
    attempt: v.attempt,
    status: 'QUEUED',
    reason: eviction.reason === 'Preempted' ? 'Preempted' : 'Evicted',
    message: `${head}: ${eviction.message}`,
    also: (tx) =>
      tx.processVersion.update({
        where: { id: v.id },
        data: { evictions: evictions as unknown as Prisma.InputJsonValue },
      }),
  });
  return { evictions, preempted: eviction.reason === 'Preempted' && !!v.failover };
}
