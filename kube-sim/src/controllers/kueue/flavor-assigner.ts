import { formatAmount } from '../../quantity.ts';
import type { KubeObject } from '../../store.ts';
import { flavorMatchesPod, untoleratedTaint } from '../node-affinity.ts';
import { podRequests } from '../pod-requests.ts';

/** Kueue's severity of the granular no-fit reasons (pkg/scheduler/flavorassigner `reasonSeverity`). */
const SEVERITY: Record<string, number> = { WaitingForQuota: 2, ExceedsMaxQuota: 3, NoMatchingFlavor: 4 };

/** The quota a ClusterQueue offers, as the scheduler's snapshot sees it. */
export interface QuotaView {
  /** Index of the resource group covering `resource`, or -1. */
  covered(resource: string): number;
  group(index: number): { coveredResources: string[]; flavors: { name: string }[] };
  nominal(flavor: string, resource: string): number;
  /** Nominal quota plus what may be borrowed from the cohort (Kueue's `PotentialAvailable`). */
  maxCapacity(flavor: string, resource: string): number;
  /** Unused quota now, borrowing included (Kueue's `Available`). */
  available(flavor: string, resource: string): number;
  /** Whether usage plus `val` goes past the nominal quota. */
  borrowingWith(flavor: string, resource: string, val: number): boolean;
  /** Whether the ClusterQueue is in a cohort. */
  inCohort: boolean;
}

/** Kueue's preemption possibilities (preemption/common), from the preemption oracle's simulation. */
export type PreemptionPossibility = 'noCandidates' | 'preempt' | 'reclaim';

/** What the ClusterQueue's policies let the assigner do, and the preemption oracle it asks. */
export interface AssignPolicy {
  /** `flavorFungibility.whenCanBorrow`: `MayStopSearch` (default) or `TryNextFlavor`. */
  whenCanBorrow: string;
  /** `flavorFungibility.whenCanPreempt`: `TryNextFlavor` (default) or `MayStopSearch`. */
  whenCanPreempt: string;
  /** `flavorFungibility.preference`: `BorrowingOverPreemption` (default) or `PreemptionOverBorrowing`. */
  preference?: string;
  /** `borrowWithinCohort.policy` is not Never. */
  canPreemptWhileBorrowing: boolean;
  /** Whether preempting would free `val` of the resource in the flavor, and the borrowing left then (0 or 1). */
  simulatePreemption(
    flavor: string,
    resource: string,
    val: number,
  ): { possibility: PreemptionPossibility; borrow: number };
}

/** The assigner's modes, ordered worst to best (Kueue's preemptionMode). */
const NO_FIT = 0;
const NO_CANDIDATES = 1;
const PREEMPT = 2;
const RECLAIM = 3;
const FIT = 4;
type PreemptionMode = typeof NO_FIT | typeof NO_CANDIDATES | typeof PREEMPT | typeof RECLAIM | typeof FIT;
const MODE_OF: Record<PreemptionPossibility, PreemptionMode> = {
  noCandidates: NO_CANDIDATES,
  preempt: PREEMPT,
  reclaim: RECLAIM,
};

/** A mode with how far the quota comes from (0: the ClusterQueue's own, 1: borrowed from the cohort). */
interface Granular {
  mode: PreemptionMode;
  borrow: number;
  /** The no-fit reason this resource gives (granular vocabulary). */
  reason?: string;
}

/** Kueue's isPreferred: whether mode a is better than b under the fungibility preference. */
function isPreferred(a: Granular, b: Granular, preference: string | undefined): boolean {
  if (a.mode === NO_FIT) return false;
  if (b.mode === NO_FIT) return true;
  if (preference === 'PreemptionOverBorrowing') {
    if (a.borrow !== b.borrow) return a.borrow < b.borrow;
    return a.mode > b.mode;
  }
  if (a.mode !== b.mode) return a.mode > b.mode;
  return a.borrow < b.borrow;
}

/** Kueue's shouldTryNextFlavor under the ClusterQueue's flavorFungibility. */
function shouldTryNextFlavor(rep: Granular, policy: AssignPolicy): boolean {
  if (rep.mode === NO_FIT || rep.mode === NO_CANDIDATES) return true;
  if ((rep.mode === PREEMPT || rep.mode === RECLAIM) && policy.whenCanPreempt === 'TryNextFlavor')
    return true;
  if (rep.borrow > 0 && policy.whenCanBorrow === 'TryNextFlavor') return true;
  return false;
}

/**
 * Kueue's fitsResourceQuota: no fit beyond the maximum capacity; a fit within what is unused now; otherwise, where
 * the request fits the nominal quota, the cohort could give it back, or the queue may preempt while borrowing, the
 * preemption oracle says whether evicting would make room (else no fit). Reasons go to `reasons`.
 */
function fitsResourceQuota(
  view: QuotaView,
  policy: AssignPolicy,
  flavor: string,
  res: string,
  before: number,
  req: number,
  reasons: string[],
): Granular {
  const val = before + req;
  const maxCap = view.maxCapacity(flavor, res);
  if (val > maxCap) {
    reasons.push(
      `insufficient quota for ${res} in flavor ${flavor}, previously considered podsets requests (${formatAmount(res, before)}) + current podset request (${formatAmount(res, req)}) > maximum capacity (${formatAmount(res, maxCap)})`,
    );
    return { mode: NO_FIT, borrow: 0, reason: 'ExceedsMaxQuota' };
  }
  const borrowing = view.borrowingWith(flavor, res, val);
  const borrow = view.inCohort && borrowing ? 1 : 0;
  const mayReclaimInHierarchy = view.inCohort && !borrowing;
  const avail = view.available(flavor, res);
  if (val <= avail) return { mode: FIT, borrow };
  reasons.push(
    `insufficient unused quota for ${res} in flavor ${flavor}, ${formatAmount(res, val - avail)} more needed`,
  );
  if (val <= view.nominal(flavor, res) || mayReclaimInHierarchy || policy.canPreemptWhileBorrowing) {
    const sim = policy.simulatePreemption(flavor, res, val);
    return { mode: MODE_OF[sim.possibility], borrow: sim.borrow, reason: 'WaitingForQuota' };
  }
  return { mode: NO_FIT, borrow, reason: 'WaitingForQuota' };
}

export interface PodSetAssignment {
  name: string;
  count: number;
  flavors: Record<string, string>;
  amounts: Record<string, number>;
}

export type AssignResult =
  | { fit: true; assignments: PodSetAssignment[]; requests: Record<string, string>[]; borrows: number }
  | {
      fit: false;
      reason: string;
      message: string;
      requests: Record<string, string>[];
      /**
       * Set when the assignment is in Kueue's Preempt mode: every pod set got a flavor, but some resources (by
       * `flavor/resource`) need quota that is in use — freed by preemption, or by waiting when no candidate exists.
       */
      preempt?: { assignments: PodSetAssignment[]; needPreemption: Set<string>; borrows: number };
    };

function fk(flavor: string, resource: string): string {
  return `${flavor}/${resource}`;
}

function moreSevere(a: string, b: string): string {
  return (SEVERITY[a] ?? 0) >= (SEVERITY[b] ?? 0) ? a : b;
}

/**
 * Kueue's flavor assignment for one workload (pkg/scheduler/flavorassigner `assignFlavors`): per pod set, the
 * requested resources in name order; for the group covering each one, the flavors in order — a flavor is skipped
 * when its ResourceFlavor is missing, has a `nodeTaints` entry the pod does not tolerate, or its `nodeLabels`
 * contradict the pod's node selector / required affinity;
 * each remaining flavor gets a mode (fit, preempt/reclaim when the preemption oracle finds workloads to evict,
 * no candidates, no fit) and the search stops or goes on as the ClusterQueue's flavorFungibility says (by default
 * it stops at a fit, borrowing or not, and tries the next flavor when preemption would be needed); the best mode
 * tried wins. A resource no group covers stops the assignment (`resource X unavailable in ClusterQueue`); so does a
 * group where no flavor could ever fit. The message lists every reason of every flavor tried, sorted, as Kueue's.
 */
export function assignFlavors(
  wl: KubeObject,
  view: QuotaView,
  resourceFlavor: (name: string) => KubeObject | undefined,
  policy: AssignPolicy,
): AssignResult {
  const assumed = new Map<string, number>();
  const needPreemption = new Set<string>();
  let borrows = 0;
  const assignments: PodSetAssignment[] = [];
  const requestsOut: Record<string, string>[] = [];
  const messages: string[] = [];
  let overall = '';
  let waiting = false;
  const coversPods = view.covered('pods') >= 0;
  for (const ps of wl.spec?.podSets ?? []) {
    const count: number = ps.count ?? 1;
    const perPod = podRequests(ps.template?.spec);
    const total = new Map<string, number>();
    for (const [r, v] of perPod) if (v > 0) total.set(r, v * count);
    if (coversPods) total.set('pods', count);
    // status.resourceRequests: the pod set's total (count × per pod), as Kueue's PodSetRequest (a gang of 4 × 500m: 2).
    requestsOut.push(Object.fromEntries([...perPod].map(([r, v]) => [r, formatAmount(r, v * count)])));
    const flavors: Record<string, string> = {};
    let reasons: string[] = [];
    let psReason = '';
    let failed = false;
    let psWaiting = false;
    for (const r of [...total.keys()].sort()) {
      if (flavors[r]) continue;
      const gi = view.covered(r);
      if (gi < 0) {
        reasons = [`resource ${r} unavailable in ClusterQueue`];
        psReason = 'NoMatchingFlavor';
        failed = true;
        break;
      }
      const group = view.group(gi);
      const resources = [...total.keys()].filter((x) => group.coveredResources.includes(x)).sort();
      const groupReasons: string[] = [];
      let best: { flavor: string; mode: Granular; modes: Record<string, PreemptionMode> } | undefined;
      let minReason = '';
      const noFit = (reason: string) => {
        if (!minReason || SEVERITY[reason]! < SEVERITY[minReason]!) minReason = reason;
      };
      for (const f of group.flavors ?? []) {
        const rf = resourceFlavor(f.name);
        if (!rf) {
          groupReasons.push(`flavor ${f.name} not found`);
          noFit('NoMatchingFlavor');
          continue;
        }
        const taint = untoleratedTaint(ps.template?.spec?.tolerations, rf.spec);
        if (taint) {
          groupReasons.push(`untolerated taint ${taint} in flavor ${f.name}`);
          noFit('NoMatchingFlavor');
          continue;
        }
        if (!flavorMatchesPod(ps.template?.spec, rf.spec?.nodeLabels)) {
          groupReasons.push(`flavor ${f.name} doesn't match node affinity`);
          noFit('NoMatchingFlavor');
          continue;
        }
        // The flavor's mode is the worst of its resources' (Kueue's representativeMode).
        let rep: Granular = { mode: FIT, borrow: 0 };
        let flavorReason = '';
        const modes: Record<string, PreemptionMode> = {};
        for (const res of resources) {
          const req = total.get(res)!;
          const before = assumed.get(fk(f.name, res)) ?? 0;
          const m = fitsResourceQuota(view, policy, f.name, res, before, req, groupReasons);
          if (m.reason) flavorReason = m.reason;
          if (isPreferred(rep, m, policy.preference)) rep = m;
          if (rep.mode === NO_FIT) break;
          modes[res] = m.mode;
        }
        if (rep.mode === NO_FIT) noFit(flavorReason);
        if (!shouldTryNextFlavor(rep, policy)) {
          best = { flavor: f.name, mode: rep, modes };
          break;
        }
        if (!best || isPreferred(rep, best.mode, policy.preference))
          best = { flavor: f.name, mode: rep, modes };
      }
      if (best) borrows = Math.max(borrows, best.mode.borrow);
      if (best && best.mode.mode === FIT) {
        for (const res of resources) flavors[res] = best.flavor;
        continue;
      }
      if (best && best.mode.mode !== NO_FIT) {
        // Preemption (or quota in use): the assignment goes on with this flavor.
        for (const res of resources) {
          flavors[res] = best.flavor;
          if (best.modes[res] !== FIT) needPreemption.add(fk(best.flavor, res));
        }
        reasons.push(...groupReasons);
        psWaiting = true;
        continue;
      }
      reasons = groupReasons;
      psReason = minReason || 'NoMatchingFlavor';
      failed = true;
      break;
    }
    if (failed || psWaiting) {
      messages.push(`couldn't assign flavors to pod set ${ps.name ?? 'main'}: ${reasons.sort().join(', ')}`);
    }
    if (failed) {
      overall = moreSevere(overall, psReason);
      break;
    }
    const amounts: Record<string, number> = {};
    for (const [r, v] of total) {
      amounts[r] = v;
      assumed.set(fk(flavors[r]!, r), (assumed.get(fk(flavors[r]!, r)) ?? 0) + v);
    }
    if (psWaiting) waiting = true;
    assignments.push({ name: ps.name ?? 'main', count, flavors, amounts });
  }
  if (overall) return { fit: false, reason: overall, message: messages.join('; '), requests: requestsOut };
  if (waiting)
    return {
      fit: false,
      reason: 'WaitingForQuota',
      message: messages.join('; '),
      requests: requestsOut,
      preempt: { assignments, needPreemption, borrows },
    };
  return { fit: true, assignments, requests: requestsOut, borrows };
}
