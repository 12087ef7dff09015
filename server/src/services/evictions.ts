import { decodeEvictions, encodeEvictions, type StoredEviction } from '../db/version-data.ts';
import type { Cluster } from '../generated/prisma/client.ts';
import type { KubeCondition, KubeObject } from '../kube/job-status.ts';
import { evictionCount, evictionOf, pastEvictionOf, type WorkloadEviction } from '../kube/kueue-reasons.ts';
import { applyTransition, type TransitionDeps } from './lifecycle.ts';

/** The columns of a version the eviction rule reads and updates. */
export interface EvictableVersion {
  id: string;
  attempt: number;
  evictions: unknown;
  failover: unknown;
}

/**
 * The evictions Kueue reports on the version's Workload, each recorded once in the version's evictions, with a
 * timeline step: the version is back in QUEUED (Kueue suspended its Job and requeued the Workload). The one going on
 * shows as `Evicted=True` (for a preemption with `Preempted`'s reason and message; recorded once, by its time); one
 * the monitor missed — the Workload evicted and admitted again between two looks, issue 39 — shows in the Workload's
 * count of evictions (`status.schedulingStats.evictions`) being above the ones recorded for it, told by its
 * `Requeued` condition. Answers what was recorded now (null: nothing new); `preempted` tells the caller failover may
 * move it (ARCHITECTURE §16–§17).
 */
export async function recordEviction(
  deps: TransitionDeps,
  cluster: Pick<Cluster, 'id' | 'name'>,
  v: EvictableVersion,
  workload: KubeObject,
): Promise<{ evictions: StoredEviction[]; preempted: boolean } | null> {
  const conditions = (workload.status as { conditions?: KubeCondition[] } | undefined)?.conditions;
  const stored = decodeEvictions(v.evictions);
  const name = workload.metadata.name;
  const entry = (e: WorkloadEviction): StoredEviction => ({
    at: e.at,
    clusterId: cluster.id,
    reason: e.reason,
    message: e.message,
    ...(e.preemptionReason ? { preemptionReason: e.preemptionReason } : {}),
    workload: name,
  });
  const fresh: StoredEviction[] = [];
  const current = evictionOf(conditions);
  if (current?.at && !stored.some((e) => e.at === current.at)) fresh.push(entry(current));
  // Entries of before this field (no Workload named) on this cluster count as this Workload's: never twice.
  const known =
    stored.filter((e) => e.workload === name || (e.workload === undefined && e.clusterId === cluster.id))
      .length + fresh.length;
  const total = evictionCount(workload.status);
  const past = total !== null && total > known ? pastEvictionOf(conditions) : null;
  if (past?.at) for (let i = known; i < total!; i++) fresh.unshift(entry(past));
  const last = fresh.at(-1);
  if (!last) return null;
  const evictions = [...stored, ...fresh];
  const head =
    last.reason === 'Preempted'
      ? `Preempted on ${cluster.name} by a higher-priority workload; queued again`
      : `Evicted on ${cluster.name} (${last.reason}); queued again`;
  await applyTransition(deps, v.id, {
    attempt: v.attempt,
    status: 'QUEUED',
    reason: last.reason === 'Preempted' ? 'Preempted' : 'Evicted',
    message: `${head}: ${last.message}`,
    also: (tx) =>
      tx.processVersion.update({
        where: { id: v.id },
        data: { evictions: encodeEvictions(evictions) },
      }),
  });
  return { evictions, preempted: fresh.some((e) => e.reason === 'Preempted') && !!v.failover };
}
