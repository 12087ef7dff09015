import { hasCondition, setCondition } from '../../cluster-core.ts';
import type { KubeObject } from '../../store.ts';
import type { KueueContext } from './context.ts';
import type { PreemptionPossibility } from './flavor-assigner.ts';
import type { AdmittedWorkload, ClusterQueueNode, QuotaSnapshot } from './quota.ts';
import type { WorkloadController } from './workload-controller.ts';
import { type Amounts, JOB_UID_LABEL, WL } from './workloads.ts';

/** A workload to evict so that the preemptor fits, and why (Kueue's preemption.Target). */
export interface PreemptionTarget {
  admitted: AdmittedWorkload;
  /** `InClusterQueue`, `InCohortReclamation` or `InCohortReclaimWhileBorrowing`. */
  reason: string;
}

/** Kueue's classical preemption variants (preemption/classical/hierarchical_preemption.go). */
type Variant = 'WithinCQ' | 'HierarchicalReclaim' | 'ReclaimWithoutBorrowing' | 'ReclaimWhileBorrowing';

const REASON: Record<Variant, string> = {
  WithinCQ: 'InClusterQueue',
  HierarchicalReclaim: 'InCohortReclamation',
  ReclaimWithoutBorrowing: 'InCohortReclamation',
  ReclaimWhileBorrowing: 'InCohortReclaimWhileBorrowing',
};

/** Kueue's HumanReadablePreemptionReasons. */
const HUMAN_REASON: Record<string, string> = {
  InClusterQueue: 'prioritization in the ClusterQueue',
  InCohortReclamation: 'reclamation within the cohort',
  InCohortFairSharing: 'Fair Sharing within the cohort',
  InCohortReclaimWhileBorrowing: 'reclamation within the cohort while borrowing',
};

interface Candidate {
  admitted: AdmittedWorkload;
  variant: Variant;
}

/** What a preemption is for: the preemptor, its ClusterQueue, the resources that need room and its requests. */
export interface PreemptionRequest {
  preemptor: KubeObject;
  cq: ClusterQueueNode;
  /** `flavor/resource` keys whose quota is short (the assignment's Preempt-mode resources). */
  needPreemption: Set<string>;
  /** The preemptor's requests per `flavor/resource`. */
  requests: Amounts;
}

function priority(w: KubeObject): number {
  return w.spec?.priority ?? 0;
}

function isEvicted(w: KubeObject): boolean {
  return hasCondition(w, 'Evicted');
}

function usesResources(a: AdmittedWorkload, frs: Set<string>): boolean {
  for (const fr of a.usage.keys()) if (frs.has(fr)) return true;
  return false;
}

/** When the workload's quota was reserved (the QuotaReserved condition's time; now when it has none). */
function quotaReservationTime(w: KubeObject, now: number): number {
  const c = (w.status?.conditions ?? []).find(
    (x: { type: string; status: string }) => x.type === 'QuotaReserved' && x.status === 'True',
  );
  return c ? Date.parse(c.lastTransitionTime) : now;
}

/**
 * Kueue's SatisfiesPreemptionPolicy: LowerPriority takes strictly lower priorities; LowerOrNewerEqualPriority
 * also equal priorities queued later (by creation time: Kueue's queue-order timestamp); Any takes all.
 */
function satisfiesPolicy(preemptor: KubeObject, candidate: KubeObject, policy: string | undefined): boolean {
  const p = priority(preemptor);
  const c = priority(candidate);
  if (policy === 'LowerPriority') return p > c;
  if (policy === 'LowerOrNewerEqualPriority') {
    const newer =
      p === c &&
      Date.parse(preemptor.metadata.creationTimestamp) < Date.parse(candidate.metadata.creationTimestamp);
    return p > c || newer;
  }
  return policy === 'Any';
}

/** The ClusterQueue's path in its cohort tree, as Kueue's preemption messages give it (`/cohort/cq`). */
function cqPath(cq: ClusterQueueNode): string {
  return cq.cohort ? `/${cq.cohort.name}/${cq.name}` : `/${cq.name}`;
}

/**
 * Kueue's preemptor (pkg/scheduler/preemption, classical preemption without fair sharing), for flat cohorts:
 * candidates are the admitted workloads using a resource that needs room which the ClusterQueue's
 * `withinClusterQueue` policy allows in its own queue, and — with `reclaimWithinCohort` — those of cohort members
 * that borrow it; they are taken in Kueue's order (already evicted first, other queues before the own one, lower
 * priority first, the most recently admitted first) until the preemptor fits, then those not needed are given back.
 */
export class Preemptor {
  constructor(
    private readonly ctx: KueueContext,
    private readonly workloads: WorkloadController,
  ) {}

  private policies(cq: ClusterQueueNode) {
    const p = cq.object.spec?.preemption ?? {};
    const bwc = p.borrowWithinCohort;
    return {
      withinClusterQueue: (p.withinClusterQueue ?? 'Never') as string,
      reclaimWithinCohort: (p.reclaimWithinCohort ?? 'Never') as string,
      borrowForbidden: !bwc?.policy || bwc.policy === 'Never',
      maxPriorityThreshold: bwc?.maxPriorityThreshold as number | undefined,
    };
  }

  /** Whether `borrowWithinCohort` lets this ClusterQueue preempt while it borrows. */
  canPreemptWhileBorrowing(cq: ClusterQueueNode): boolean {
    return !this.policies(cq).borrowForbidden;
  }

  /** Kueue's CanAlwaysReclaim. */
  canAlwaysReclaim(cq: ClusterQueueNode): boolean {
    return this.policies(cq).reclaimWithinCohort === 'Any';
  }

  /** Kueue's CandidatesOrdering. */
  private order(cq: ClusterQueueNode, now: number) {
    return (a: Candidate, b: Candidate): number => {
      const ea = isEvicted(a.admitted.workload);
      const eb = isEvicted(b.admitted.workload);
      if (ea !== eb) return ea ? -1 : 1;
      const sa = a.admitted.clusterQueue === cq.name;
      const sb = b.admitted.clusterQueue === cq.name;
      if (sa !== sb) return sa ? 1 : -1;
      const pa = priority(a.admitted.workload);
      const pb = priority(b.admitted.workload);
      if (pa !== pb) return pa - pb;
      const ta = quotaReservationTime(a.admitted.workload, now);
      const tb = quotaReservationTime(b.admitted.workload, now);
      if (ta !== tb) return tb - ta;
      const ua = a.admitted.workload.metadata.uid as string;
      const ub = b.admitted.workload.metadata.uid as string;
      return ua < ub ? -1 : ua > ub ? 1 : 0;
    };
  }

  private classify(
    req: PreemptionRequest,
    a: AdmittedWorkload,
    hierarchicalAdvantage: boolean,
  ): Variant | undefined {
    if (!usesResources(a, req.needPreemption)) return undefined;
    const pol = this.policies(req.cq);
    const same = a.clusterQueue === req.cq.name;
    if (!satisfiesPolicy(req.preemptor, a.workload, same ? pol.withinClusterQueue : pol.reclaimWithinCohort))
      return undefined;
    if (same) return 'WithinCQ';
    if (hierarchicalAdvantage) return 'HierarchicalReclaim';
    if (pol.borrowForbidden) return 'ReclaimWithoutBorrowing';
    const cand = priority(a.workload);
    const incoming = priority(req.preemptor);
    const aboveThreshold =
      cand >= incoming || (pol.maxPriorityThreshold !== undefined && cand > pol.maxPriorityThreshold);
    return aboveThreshold ? 'ReclaimWithoutBorrowing' : 'ReclaimWhileBorrowing';
  }

  private candidatesOf(req: PreemptionRequest, cq: ClusterQueueNode, advantage: boolean): Candidate[] {
    const out: Candidate[] = [];
    for (const a of cq.workloads.values()) {
      const variant = this.classify(req, a, advantage);
      if (variant) out.push({ admitted: a, variant });
    }
    return out;
  }

  /** Whether the preemptor's requests fit now (without borrowing, unless allowed). */
  private fits(snap: QuotaSnapshot, req: PreemptionRequest, allowBorrowing: boolean): boolean {
    for (const [fr, v] of req.requests) {
      if (!allowBorrowing && snap.borrowingWith(req.cq, fr, v)) return false;
      if (v > snap.available(req.cq, fr)) return false;
    }
    return true;
  }

  /**
   * Kueue's classicalPreemptions: the workloads to evict for `req`, or none when evicting cannot make room. The
   * snapshot is left as it was.
   */
  getTargets(snap: QuotaSnapshot, req: PreemptionRequest): PreemptionTarget[] {
    const pol = this.policies(req.cq);
    const now = this.ctx.core.now();
    const sameQueue = pol.withinClusterQueue === 'Never' ? [] : this.candidatesOf(req, req.cq, false);
    const hierarchy: Candidate[] = [];
    const byPriority: Candidate[] = [];
    const cohort = req.cq.cohort;
    if (cohort && pol.reclaimWithinCohort !== 'Never') {
      // QuantitiesFitInQuota at the ClusterQueue: the preemptor has the advantage over borrowers when its own
      // nominal quota holds it.
      let advantage = true;
      for (const [fr, v] of req.requests)
        if ((req.cq.usage.get(fr) ?? 0) + v > snap.nominal(req.cq, fr)) advantage = false;
      for (const member of cohort.members) {
        if (member === req.cq || snap.withinNominal(member, req.needPreemption)) continue;
        (advantage ? hierarchy : byPriority).push(...this.candidatesOf(req, member, advantage));
      }
    }
    const order = this.order(req.cq, now);
    const split = (list: Candidate[]) => {
      list.sort(order);
      return [
        list.filter((c) => isEvicted(c.admitted.workload)),
        list.filter((c) => !isEvicted(c.admitted.workload)),
      ];
    };
    const [eh, nh] = split(hierarchy);
    const [ep, np] = split(byPriority);
    const [es, ns] = split(sameQueue);
    const all = [...eh!, ...ep!, ...es!, ...nh!, ...np!, ...ns!];
    const noneFromOthers = hierarchy.length === 0 && byPriority.length === 0;
    let underNominal = true;
    for (const fr of req.needPreemption)
      if ((req.cq.usage.get(fr) ?? 0) >= snap.nominal(req.cq, fr)) underNominal = false;
    const attempts =
      noneFromOthers || (pol.borrowForbidden && !underNominal)
        ? [true]
        : pol.borrowForbidden && hierarchy.length === 0
          ? [false, true]
          : [true, false];
    for (const borrowing of attempts) {
      let targets: PreemptionTarget[] = [];
      for (const c of all) {
        if (!this.valid(snap, req, c, borrowing)) continue;
        snap.removeWorkload(c.admitted);
        targets.push({ admitted: c.admitted, reason: REASON[c.variant] });
        if (this.fits(snap, req, borrowing)) {
          targets = this.fillBack(snap, req, targets, borrowing);
          for (const t of targets) snap.addWorkload(t.admitted);
          return targets;
        }
      }
      for (const t of targets) snap.addWorkload(t.admitted);
    }
    return [];
  }

  /** Kueue's candidateIsValid: a candidate of another queue only while that queue still borrows what is needed. */
  private valid(snap: QuotaSnapshot, req: PreemptionRequest, c: Candidate, borrowing: boolean): boolean {
    if (c.admitted.clusterQueue === req.cq.name) return true;
    if (borrowing && c.variant === 'ReclaimWithoutBorrowing') return false;
    const cq = snap.clusterQueue(c.admitted.clusterQueue)!;
    return !snap.withinNominal(cq, req.needPreemption);
  }

  /** Kueue's fillBackWorkloads: in reverse order, gives back every target the preemptor fits without. */
  private fillBack(
    snap: QuotaSnapshot,
    req: PreemptionRequest,
    targets: PreemptionTarget[],
    borrowing: boolean,
  ): PreemptionTarget[] {
    for (let i = targets.length - 2; i >= 0; i--) {
      snap.addWorkload(targets[i]!.admitted);
      if (this.fits(snap, req, borrowing)) {
        targets[i] = targets[targets.length - 1]!;
        targets.pop();
      } else snap.removeWorkload(targets[i]!.admitted);
    }
    return targets;
  }

  /**
   * Kueue's PreemptionOracle.SimulatePreemption for one resource of a flavor: whether evicting would make room
   * for `val` of it, in the own queue (preempt) or only in the cohort (reclaim), and the borrowing left after.
   */
  simulate(
    snap: QuotaSnapshot,
    preemptor: KubeObject,
    cq: ClusterQueueNode,
    fr: string,
    val: number,
  ): { possibility: PreemptionPossibility; borrow: number } {
    const pol = this.policies(cq);
    if (pol.withinClusterQueue === 'Never' && (!cq.cohort || pol.reclaimWithinCohort === 'Never'))
      return { possibility: 'noCandidates', borrow: cq.cohort && snap.borrowingWith(cq, fr, val) ? 1 : 0 };
    const req: PreemptionRequest = {
      preemptor,
      cq,
      needPreemption: new Set([fr]),
      requests: new Map([[fr, val]]),
    };
    const targets = this.getTargets(snap, req);
    const borrowAfter = () => (cq.cohort && snap.borrowingWith(cq, fr, val) ? 1 : 0);
    if (targets.length === 0) return { possibility: 'noCandidates', borrow: borrowAfter() };
    for (const t of targets) snap.removeWorkload(t.admitted);
    const borrow = borrowAfter();
    for (const t of targets) snap.addWorkload(t.admitted);
    return {
      possibility: targets.some((t) => t.admitted.clusterQueue === cq.name) ? 'preempt' : 'reclaim',
      borrow,
    };
  }

  /**
   * Kueue's IssuePreemptions: each target not already evicted gets `Preempted` (the target's reason) and
   * `Evicted` (reason `Preempted`) with Kueue's message; the job integration then stops its job and, once no pod
   * is left, releases its quota and requeues it. Answers how many are being preempted.
   */
  issuePreemptions(
    preemptor: KubeObject,
    cq: ClusterQueueNode,
    targets: PreemptionTarget[],
    snap: QuotaSnapshot,
  ) {
    let preempted = 0;
    for (const t of targets) {
      const w = t.admitted.workload;
      const current = this.ctx.core.store.get(WL, w.metadata.namespace, w.metadata.name);
      if (!current) continue;
      preempted++;
      if (isEvicted(current)) continue;
      const victimCq = snap.clusterQueue(t.admitted.clusterQueue)!;
      const message =
        `Preempted to accommodate a workload (UID: ${preemptor.metadata.uid || 'UNKNOWN'}, JobUID: ` +
        `${preemptor.metadata.labels?.[JOB_UID_LABEL] || 'UNKNOWN'}) due to ${HUMAN_REASON[t.reason] ?? 'UNKNOWN'}; ` +
        `preemptor path: ${cqPath(cq)}; preemptee path: ${cqPath(victimCq)}`;
      const now = this.ctx.core.nowTime();
      this.workloads.evict(current, 'Preempted', message, {
        prepare: (x) => {
          x.status.conditions = setCondition(
            x.status.conditions,
            { type: 'Preempted', status: 'True', reason: t.reason, message },
            now,
          );
        },
      });
    }
    return preempted;
  }
}
