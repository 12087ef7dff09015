import type { KubeObject } from '../../store.ts';
import { parseIndexes, totalIndexes } from '../job/intervals.ts';

export interface ReclaimablePod {
  name: string;
  count: number;
}

/**
 * Kueue v0.17's batch/v1 Job ReclaimablePods: once pods have succeeded and what remains no longer fills every
 * parallel slot, the slots left over are reclaimable (an Indexed job counts its completedIndexes below completions).
 */
export function jobReclaimablePods(job: KubeObject): ReclaimablePod[] {
  const parallelism: number = job.spec?.parallelism ?? 1;
  const completions: number = job.spec?.completions ?? parallelism;
  const succeeded =
    job.spec?.completionMode === 'Indexed'
      ? completions > 0
        ? totalIndexes(parseIndexes(job.status?.completedIndexes, completions))
        : 0
      : (job.status?.succeeded ?? 0);
  let reclaimable = 0;
  if (parallelism > 1 && succeeded > 0) {
    const remaining = Math.max(completions - succeeded, 0);
    if (remaining < parallelism) reclaimable = parallelism - remaining;
  }
  return reclaimable === 0 ? [] : [{ name: 'main', count: reclaimable }];
}

/** LimitReclaimablePodsToPodSetSizes: never more than a pod set's count. */
export function limitToPodSets(wl: KubeObject, pods: ReclaimablePod[]): ReclaimablePod[] {
  return pods.map((p) => {
    const ps = (wl.spec?.podSets ?? []).find((s: { name: string }) => s.name === p.name);
    return ps ? { name: p.name, count: Math.min(p.count, ps.count ?? 1) } : p;
  });
}

/** ReclaimablePodsAreEqual: the same counts per pod set (none and an empty list alike). */
export function sameReclaimable(a: ReclaimablePod[] | undefined, b: ReclaimablePod[] | undefined): boolean {
  const x = a ?? [];
  const y = b ?? [];
  return x.length === y.length && x.every((p) => y.some((q) => q.name === p.name && q.count === p.count));
}

/** How many pods of each pod set still count against quota (podSetsCountsAfterReclaim). */
export function countsAfterReclaim(wl: KubeObject): Map<string, number> {
  const out = new Map<string, number>();
  for (const ps of wl.spec?.podSets ?? []) out.set(ps.name, ps.count ?? 1);
  for (const r of (wl.status?.reclaimablePods ?? []) as ReclaimablePod[]) {
    const total = out.get(r.name);
    if (total !== undefined) out.set(r.name, total - Math.min(r.count, total));
  }
  return out;
}

/**
 * An admitted pod set's resourceUsage as Kueue counts it (totalRequestsFromAdmission): scaled down to the pods not
 * reclaimable.
 */
export function admittedAmount(wl: KubeObject, psa: Record<string, any>, amount: number): number {
  const admittedCount: number =
    psa.count ?? (wl.spec?.podSets ?? []).find((s: { name: string }) => s.name === psa.name)?.count ?? 1;
  const after = countsAfterReclaim(wl).get(psa.name);
  if (after === undefined || after >= admittedCount || admittedCount === 0) return amount;
  return (amount / admittedCount) * after;
}
