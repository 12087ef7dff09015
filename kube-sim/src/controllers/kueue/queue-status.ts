import { type ClusterCore, hasCondition, setCondition } from '../../cluster-core.ts';
import { formatAmount, resourceAmount } from '../../quantity.ts';
import type { KubeObject, ObjectStore } from '../../store.ts';
import { usageByClusterQueue } from './quota.ts';
import { admittedAmount } from './reclaimable.ts';
import { type Amounts, CQ, fk, LQ, quotaReserved, RF, WL, workloadFinished } from './workloads.ts';

/** Why a ClusterQueue cannot admit (its `Active=False` reason and message), if it cannot. */
export function clusterQueueProblem(
  store: ObjectStore,
  cq: KubeObject,
): { reason: string; message: string } | undefined {
  const stop = cq.spec?.stopPolicy;
  if (stop === 'Hold' || stop === 'HoldAndDrain')
    return { reason: 'Stopped', message: "Can't admit new workloads: is stopped." };
  const missing: string[] = [];
  for (const rg of cq.spec?.resourceGroups ?? []) {
    for (const f of rg.flavors ?? [])
      if (!store.get(RF, undefined, f.name) && !missing.includes(f.name)) missing.push(f.name);
  }
  if (missing.length > 0)
    return {
      reason: 'FlavorNotFound',
      message: `Can't admit new workloads: references missing ResourceFlavor(s): ${missing.join(', ')}.`,
    };
  return undefined;
}

/**
 * Kueue's ClusterQueue and LocalQueue reconcilers: usage per flavor, workload counts and the `Active` condition.
 */
export function updateQueueStatuses(core: ClusterCore): void {
  const now = core.nowTime();
  const usage = usageByClusterQueue(core.store);
  const lqs = core.store.list(LQ);
  const lqToCq = new Map<string, string>();
  for (const lq of lqs) lqToCq.set(`${lq.metadata.namespace}/${lq.metadata.name}`, lq.spec?.clusterQueue);
  const counts = new Map<string, { pending: number; reserving: number; admitted: number }>();
  const lqCounts = new Map<
    string,
    { pending: number; reserving: number; admitted: number; usage: Amounts }
  >();
  for (const w of core.store.list(WL)) {
    if (workloadFinished(w) || w.metadata.deletionTimestamp) continue;
    const lqKey = `${w.metadata.namespace}/${w.spec?.queueName}`;
    const cqName = quotaReserved(w) ? w.status.admission.clusterQueue : lqToCq.get(lqKey);
    const bump = (
      m: Map<string, { pending: number; reserving: number; admitted: number }>,
      k: string | undefined,
    ) => {
      if (!k) return;
      const c = m.get(k) ?? { pending: 0, reserving: 0, admitted: 0 };
      if (quotaReserved(w)) {
        c.reserving++;
        if (hasCondition(w, 'Admitted')) c.admitted++;
      } else if (w.spec?.active !== false) c.pending++;
      m.set(k, c);
    };
    bump(counts, cqName);
    if (lqToCq.has(lqKey)) {
      const c = lqCounts.get(lqKey) ?? { pending: 0, reserving: 0, admitted: 0, usage: new Map() };
      lqCounts.set(lqKey, c);
      bump(
        lqCounts as unknown as Map<string, { pending: number; reserving: number; admitted: number }>,
        lqKey,
      );
      if (quotaReserved(w)) {
        for (const psa of w.status.admission.podSetAssignments ?? []) {
          for (const [r, q] of Object.entries((psa.resourceUsage ?? {}) as Record<string, string>)) {
            const f = psa.flavors?.[r];
            if (f)
              c.usage.set(
                fk(f, r),
                (c.usage.get(fk(f, r)) ?? 0) + admittedAmount(w, psa, resourceAmount(r, q)),
              );
          }
        }
      }
    }
  }
  for (const cq of core.store.list(CQ)) {
    const u = usage.get(cq.metadata.name) ?? new Map<string, number>();
    const c = counts.get(cq.metadata.name) ?? { pending: 0, reserving: 0, admitted: 0 };
    const flavorsUsage = (cq.spec?.resourceGroups ?? []).flatMap(
      (rg: {
        coveredResources?: string[];
        flavors?: { name: string; resources?: { name: string; nominalQuota?: string }[] }[];
      }) =>
        (rg.flavors ?? []).map((f) => ({
          name: f.name,
          resources: (rg.coveredResources ?? []).map((r) => {
            const total = u.get(fk(f.name, r)) ?? 0;
            const nominalQ = (f.resources ?? []).find((x) => x.name === r)?.nominalQuota;
            const nominal = nominalQ !== undefined ? resourceAmount(r, nominalQ) : 0;
            return {
              name: r,
              total: formatAmount(r, total),
              borrowed: formatAmount(r, Math.max(0, total - nominal)),
            };
          }),
        })),
    );
    const problem = clusterQueueProblem(core.store, cq);
    core.store.mutate(CQ, undefined, cq.metadata.name, (q) => {
      const prevConds = q.status?.conditions;
      q.status = {
        ...(q.status ?? {}),
        flavorsReservation: flavorsUsage,
        flavorsUsage,
        pendingWorkloads: c.pending,
        reservingWorkloads: c.reserving,
        admittedWorkloads: c.admitted,
      };
      q.status.conditions = setCondition(
        prevConds,
        problem
          ? { type: 'Active', status: 'False', ...problem }
          : { type: 'Active', status: 'True', reason: 'Ready', message: 'Can admit new workloads' },
        now,
        { observedGeneration: q.metadata.generation },
      );
    });
  }
  for (const lq of lqs) {
    const key = `${lq.metadata.namespace}/${lq.metadata.name}`;
    const c = lqCounts.get(key) ?? {
      pending: 0,
      reserving: 0,
      admitted: 0,
      usage: new Map<string, number>(),
    };
    const cq = core.store.get(CQ, undefined, lq.spec?.clusterQueue);
    const flavors = cq
      ? (cq.spec?.resourceGroups ?? []).flatMap(
          (rg: { coveredResources?: string[]; flavors?: { name: string }[] }) =>
            (rg.flavors ?? []).map((f) => ({
              name: f.name,
              resources: (rg.coveredResources ?? []).map((r) => ({
                name: r,
                total: formatAmount(r, c.usage.get(fk(f.name, r)) ?? 0),
              })),
            })),
        )
      : [];
    let cond: { type: string; status: string; reason: string; message: string };
    if (lq.spec?.stopPolicy === 'Hold' || lq.spec?.stopPolicy === 'HoldAndDrain')
      cond = { type: 'Active', status: 'False', reason: 'Stopped', message: 'LocalQueue is stopped' };
    else if (!cq)
      cond = {
        type: 'Active',
        status: 'False',
        reason: 'ClusterQueueDoesNotExist',
        message: "Can't submit new workloads to clusterQueue",
      };
    else if (clusterQueueProblem(core.store, cq))
      cond = {
        type: 'Active',
        status: 'False',
        reason: 'ClusterQueueIsInactive',
        message: "Can't submit new workloads to clusterQueue",
      };
    else
      cond = {
        type: 'Active',
        status: 'True',
        reason: 'Ready',
        message: 'Can submit new workloads to localQueue',
      };
    core.store.mutate(LQ, lq.metadata.namespace, lq.metadata.name, (q) => {
      const prevConds = q.status?.conditions;
      q.status = {
        ...(q.status ?? {}),
        pendingWorkloads: c.pending,
        reservingWorkloads: c.reserving,
        admittedWorkloads: c.admitted,
        flavorsReservation: flavors,
        flavorsUsage: flavors,
      };
      q.status.conditions = setCondition(prevConds, cond, now, {
        observedGeneration: q.metadata.generation,
      });
    });
  }
}
