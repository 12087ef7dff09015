import { resourceAmount } from '../../quantity.ts';
import type { KubeObject, ObjectStore } from '../../store.ts';
import type { QuotaView } from './flavor-assigner.ts';
import { admittedAmount } from './reclaimable.ts';
import { type Amounts, CQ, fk, quotaReserved, WL, workloadFinished, workloadKey } from './workloads.ts';

interface ResourceQuota {
  nominal: number;
  borrowingLimit?: number;
  lendingLimit?: number;
}

/** An admitted workload as the scheduler's snapshot holds it: what it reserves, per `flavor/resource`. */
export interface AdmittedWorkload {
  workload: KubeObject;
  clusterQueue: string;
  usage: Amounts;
}

/** A ClusterQueue in the snapshot (Kueue's ClusterQueueSnapshot and its resourceNode). */
export interface ClusterQueueNode {
  name: string;
  object: KubeObject;
  cohort?: CohortNode;
  quotas: Map<string, ResourceQuota>;
  usage: Amounts;
  workloads: Map<string, AdmittedWorkload>;
}

/** A cohort (flat: its ClusterQueues only). SubtreeQuota is what its members lend; usage what they use of it. */
export interface CohortNode {
  name: string;
  members: ClusterQueueNode[];
  subtreeQuota: Amounts;
  usage: Amounts;
}

function admittedUsage(w: KubeObject): Amounts {
  const m: Amounts = new Map();
  for (const psa of w.status.admission.podSetAssignments ?? []) {
    for (const [r, q] of Object.entries((psa.resourceUsage ?? {}) as Record<string, string>)) {
      const f = psa.flavors?.[r];
      if (f) m.set(fk(f, r), (m.get(fk(f, r)) ?? 0) + admittedAmount(w, psa, resourceAmount(r, q)));
    }
  }
  return m;
}

/**
 * The quota picture the scheduler works on in one pass (Kueue's pkg/cache/scheduler snapshot and
 * resource_node.go, for flat cohorts): per ClusterQueue its nominal quota, limits, usage and admitted workloads;
 * per cohort the quota its members lend and how much of it is used. Usage can be added (an admission in this pass)
 * and workloads removed and added back (preemption simulations).
 */
export class QuotaSnapshot {
  private readonly cqs = new Map<string, ClusterQueueNode>();

  constructor(store: ObjectStore) {
    const cohorts = new Map<string, CohortNode>();
    for (const cq of store.list(CQ)) {
      const quotas = new Map<string, ResourceQuota>();
      for (const rg of cq.spec?.resourceGroups ?? [])
        for (const fl of rg.flavors ?? [])
          for (const res of fl.resources ?? [])
            quotas.set(fk(fl.name, res.name), {
              nominal: resourceAmount(res.name, res.nominalQuota ?? 0),
              ...(res.borrowingLimit !== undefined
                ? { borrowingLimit: resourceAmount(res.name, res.borrowingLimit) }
                : {}),
              ...(res.lendingLimit !== undefined
                ? { lendingLimit: resourceAmount(res.name, res.lendingLimit) }
                : {}),
            });
      const node: ClusterQueueNode = {
        name: cq.metadata.name,
        object: cq,
        quotas,
        usage: new Map(),
        workloads: new Map(),
      };
      const cohortName: string | undefined = cq.spec?.cohortName || undefined;
      if (cohortName) {
        let cohort = cohorts.get(cohortName);
        if (!cohort) {
          cohort = { name: cohortName, members: [], subtreeQuota: new Map(), usage: new Map() };
          cohorts.set(cohortName, cohort);
        }
        cohort.members.push(node);
        node.cohort = cohort;
        for (const [k, q] of quotas)
          cohort.subtreeQuota.set(
            k,
            (cohort.subtreeQuota.get(k) ?? 0) + q.nominal - this.localQuota(node, k),
          );
      }
      this.cqs.set(node.name, node);
    }
    for (const w of store.list(WL)) {
      if (!quotaReserved(w) || workloadFinished(w)) continue;
      const node = this.cqs.get(w.status.admission.clusterQueue);
      if (!node) continue;
      this.addWorkload({ workload: w, clusterQueue: node.name, usage: admittedUsage(w) });
    }
  }

  clusterQueue(name: string): ClusterQueueNode | undefined {
    return this.cqs.get(name);
  }

  nominal(cq: ClusterQueueNode, fr: string): number {
    return cq.quotas.get(fr)?.nominal ?? 0;
  }

  /** Quota only this ClusterQueue sees: what its lendingLimit keeps back. */
  localQuota(cq: ClusterQueueNode, fr: string): number {
    const q = cq.quotas.get(fr);
    return q?.lendingLimit !== undefined ? Math.max(0, q.nominal - q.lendingLimit) : 0;
  }

  private localAvailable(cq: ClusterQueueNode, fr: string): number {
    return Math.max(0, this.localQuota(cq, fr) - (cq.usage.get(fr) ?? 0));
  }

  /** Unused quota now, what may be borrowed included (Kueue's `Available`, never negative). */
  available(cq: ClusterQueueNode, fr: string): number {
    const used = cq.usage.get(fr) ?? 0;
    if (!cq.cohort) return Math.max(0, this.nominal(cq, fr) - used);
    let parent = (cq.cohort.subtreeQuota.get(fr) ?? 0) - (cq.cohort.usage.get(fr) ?? 0);
    const bl = cq.quotas.get(fr)?.borrowingLimit;
    if (bl !== undefined) {
      const local = this.localQuota(cq, fr);
      const stored = this.nominal(cq, fr) - local;
      const usedInParent = Math.max(0, used - local);
      parent = Math.min(stored - usedInParent + bl, parent);
    }
    return Math.max(0, this.localAvailable(cq, fr) + parent);
  }

  /** The most this ClusterQueue could ever hold (Kueue's `PotentialAvailable`). */
  potentialAvailable(cq: ClusterQueueNode, fr: string): number {
    if (!cq.cohort) return this.nominal(cq, fr);
    const avail = this.localQuota(cq, fr) + (cq.cohort.subtreeQuota.get(fr) ?? 0);
    const bl = cq.quotas.get(fr)?.borrowingLimit;
    return bl !== undefined ? Math.min(this.nominal(cq, fr) + bl, avail) : avail;
  }

  /** Whether usage plus `val` goes past the nominal quota (Kueue's `BorrowingWith`). */
  borrowingWith(cq: ClusterQueueNode, fr: string, val: number): boolean {
    return (cq.usage.get(fr) ?? 0) + val > this.nominal(cq, fr);
  }

  /** No resource of `frs` is used past its nominal quota (Kueue's `IsWithinNominalInResources`). */
  withinNominal(cq: ClusterQueueNode, frs: Iterable<string>): boolean {
    for (const fr of frs) if ((cq.usage.get(fr) ?? 0) > this.nominal(cq, fr)) return false;
    return true;
  }

  addUsage(cq: ClusterQueueNode, amounts: Amounts): void {
    for (const [fr, v] of amounts) {
      const localAvailable = this.localAvailable(cq, fr);
      cq.usage.set(fr, (cq.usage.get(fr) ?? 0) + v);
      if (cq.cohort && v > localAvailable)
        cq.cohort.usage.set(fr, (cq.cohort.usage.get(fr) ?? 0) + v - localAvailable);
    }
  }

  removeUsage(cq: ClusterQueueNode, amounts: Amounts): void {
    for (const [fr, v] of amounts) {
      const storedInParent = (cq.usage.get(fr) ?? 0) - this.localQuota(cq, fr);
      cq.usage.set(fr, (cq.usage.get(fr) ?? 0) - v);
      if (storedInParent > 0 && cq.cohort)
        cq.cohort.usage.set(fr, (cq.cohort.usage.get(fr) ?? 0) - Math.min(v, storedInParent));
    }
  }

  addWorkload(w: AdmittedWorkload): void {
    const cq = this.cqs.get(w.clusterQueue)!;
    cq.workloads.set(workloadKey(w.workload), w);
    this.addUsage(cq, w.usage);
  }

  removeWorkload(w: AdmittedWorkload): void {
    const cq = this.cqs.get(w.clusterQueue)!;
    cq.workloads.delete(workloadKey(w.workload));
    this.removeUsage(cq, w.usage);
  }

  /** The flavor assigner's view of one ClusterQueue. */
  view(cq: ClusterQueueNode): QuotaView {
    const spec = cq.object.spec ?? {};
    return {
      covered: (r: string) =>
        (spec.resourceGroups ?? []).findIndex((rg: { coveredResources?: string[] }) =>
          (rg.coveredResources ?? []).includes(r),
        ),
      group: (i: number) =>
        spec.resourceGroups[i] as { coveredResources: string[]; flavors: { name: string }[] },
      nominal: (f: string, r: string) => this.nominal(cq, fk(f, r)),
      maxCapacity: (f: string, r: string) => this.potentialAvailable(cq, fk(f, r)),
      available: (f: string, r: string) => this.available(cq, fk(f, r)),
      borrowingWith: (f: string, r: string, val: number) => this.borrowingWith(cq, fk(f, r), val),
      inCohort: !!cq.cohort,
    };
  }
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
        m.set(fk(f, r), (m.get(fk(f, r)) ?? 0) + admittedAmount(w, psa, resourceAmount(r, q)));
      }
    }
    byCq.set(cqName, m);
  }
  return byCq;
}
