import { resourceAmount } from '../../quantity.ts';
import type { KubeObject, ObjectStore } from '../../store.ts';
import type { QuotaView } from './flavor-assigner.ts';
import { type Amounts, CQ, fk, quotaReserved, WL, workloadFinished } from './workloads.ts';

/** Quota arithmetic for one ClusterQueue, including what it may borrow from its cohort. */
export function quotaView(
  store: ObjectStore,
  cq: KubeObject,
  usageByCq: Map<string, Amounts>,
): QuotaView & { used(flavor: string, resource: string): number } {
  const nominal = (
    q: KubeObject,
    f: string,
    r: string,
  ): { nominal: number; borrowingLimit?: number; lendingLimit?: number } | undefined => {
    for (const rg of q.spec?.resourceGroups ?? []) {
      for (const fl of rg.flavors ?? []) {
        if (fl.name !== f) continue;
        for (const res of fl.resources ?? []) {
          if (res.name !== r) continue;
          return {
            nominal: resourceAmount(r, res.nominalQuota ?? 0),
            borrowingLimit:
              res.borrowingLimit !== undefined ? resourceAmount(r, res.borrowingLimit) : undefined,
            lendingLimit: res.lendingLimit !== undefined ? resourceAmount(r, res.lendingLimit) : undefined,
          };
        }
      }
    }
    return undefined;
  };
  const cohort: string | undefined = cq.spec?.cohortName;
  const peers = cohort
    ? store.list(CQ).filter((o) => o.metadata.name !== cq.metadata.name && o.spec?.cohortName === cohort)
    : [];
  const usage = usageByCq.get(cq.metadata.name) ?? new Map();
  const lendable = (f: string, r: string) => {
    let unused = 0;
    let capacity = 0;
    for (const p of peers) {
      const q = nominal(p, f, r);
      if (!q) continue;
      const lend = Math.min(q.lendingLimit ?? q.nominal, q.nominal);
      capacity += lend;
      const used = usageByCq.get(p.metadata.name)?.get(fk(f, r)) ?? 0;
      const usedOfLendable = Math.max(0, used - (q.nominal - lend));
      unused += Math.max(0, lend - usedOfLendable);
    }
    return { unused, capacity };
  };
  return {
    covered: (r: string) =>
      (cq.spec?.resourceGroups ?? []).findIndex((rg: { coveredResources?: string[] }) =>
        (rg.coveredResources ?? []).includes(r),
      ),
    group: (i: number) =>
      cq.spec.resourceGroups[i] as { coveredResources: string[]; flavors: { name: string }[] },
    nominal: (f: string, r: string) => nominal(cq, f, r)?.nominal ?? 0,
    used: (f: string, r: string) => usage.get(fk(f, r)) ?? 0,
    maxCapacity: (f: string, r: string) => {
      const q = nominal(cq, f, r);
      if (!q) return 0;
      if (!cohort) return q.nominal;
      const { capacity } = lendable(f, r);
      return q.nominal + Math.min(q.borrowingLimit ?? Number.POSITIVE_INFINITY, capacity);
    },
    available: (f: string, r: string) => {
      const q = nominal(cq, f, r);
      if (!q) return 0;
      const used = usage.get(fk(f, r)) ?? 0;
      if (!cohort) return q.nominal - used;
      const { unused } = lendable(f, r);
      const borrowedNow = Math.max(0, used - q.nominal);
      const canBorrow = Math.min((q.borrowingLimit ?? Number.POSITIVE_INFINITY) - borrowedNow, unused);
      return Math.max(0, q.nominal - used) + Math.max(0, canBorrow);
    },
  };
}

/** Quota in use per ClusterQueue: what admitted, unfinished workloads reserve. */
export function usageByClusterQueue(store: ObjectStore): Map<string, Amounts> {
  const byCq = new Map<string, Amounts>();
  for (const w of store.list(WL)) {
    if (!quotaReserved(w) || workloadFinished(w)) continue;
    const cqName = w.status.admission.clusterQueue as string;
    const m = byCq.get(cqName) ?? new Map<string, number>();
    for (const psa of w.status.admission.podSetAssignments ?? []) {
      for (const [r, q] of Object.entries((psa.resourceUsage ?? {}) as Record<string, string>)) {
        const f = psa.flavors?.[r];
        if (!f) continue;
        m.set(fk(f, r), (m.get(fk(f, r)) ?? 0) + resourceAmount(r, q));
      }
    }
    byCq.set(cqName, m);
  }
  return byCq;
}
