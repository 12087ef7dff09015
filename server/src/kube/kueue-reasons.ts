/**
 * Kueue's reason vocabulary, interpreted in one place (ARCHITECTURE §5, §12, §16). A Workload's `QuotaReserved=False`
 * condition speaks one of two vocabularies, chosen by Kueue's UnadmittedWorkloadsObservability gate: granular
 * (`WaitingForQuota`, `ExceedsMaxQuota`, `NoMatchingFlavor`, `Misconfigured`, `Suspended`) when on, legacy
 * (`Pending`, `Inadmissible`, telling only by the message) when off; the messages are the same in both. An eviction
 * sets `Evicted` (reason `Preempted`, `PodsReadyTimeout`, `InactiveWorkload`, …) and, for a preemption, `Preempted`
 * (reason `InClusterQueue`, `InCohortReclamation`, `InCohortFairSharing`, `InCohortReclaimWhileBorrowing`).
 */

/** What a pending workload's condition says about its wait. */
export type PendingSituation =
  | 'QUOTA'
  | 'PREEMPTING'
  | 'NEVER'
  | 'MISCONFIGURED'
  | 'STOPPED'
  | 'NOT_QUEUED_YET'
  | 'QUEUE';

const PREEMPTING = /Pending the preemption of (\d+) workload/i;

/** How many workloads Kueue is preempting for this one (`… Pending the preemption of N workload(s)`), or 0. */
export function preemptingCount(message: string | null): number {
  const m = message ? PREEMPTING.exec(message) : null;
  return m ? Number(m[1]) : 0;
}

/**
 * Kueue says a workload can never be admitted (its request exceeds what the ClusterQueue can ever hold), in either
 * vocabulary: a "maximum capacity" or "unavailable in ClusterQueue" verdict with no flavor merely short of unused
 * quota decides for the legacy reason.
 */
export function neverAdmissible(reason: string | undefined, message: string | undefined): boolean {
  if (reason === 'ExceedsMaxQuota' || reason === 'NoMatchingFlavor') return true;
  if (!message) return false;
  if (/insufficient unused quota/i.test(message)) return false;
  return /maximum capacity|unavailable in ClusterQueue/i.test(message);
}

/** The one reason for a never-admissible workload, whichever vocabulary Kueue speaks. */
export function neverAdmissibleReason(reason: string | undefined, message: string | undefined): string {
  if (reason === 'ExceedsMaxQuota' || reason === 'NoMatchingFlavor') return reason;
  return /unavailable in ClusterQueue/i.test(message ?? '') ? 'NoMatchingFlavor' : 'ExceedsMaxQuota';
}

/** What a version's stored reason and message (Kueue's, or ours: `Suspended` before Kueue queued it) say. */
export function pendingSituation(reason: string | null, message: string | null): PendingSituation {
  const m = message ?? '';
  // Kueue's preemptor: WaitingForPreemptedWorkloads (granular) or Pending with the same message (legacy).
  if (reason === 'WaitingForPreemptedWorkloads' || PREEMPTING.test(m)) return 'PREEMPTING';
  switch (reason) {
    case 'WaitingForQuota':
      return 'QUOTA';
    case 'ExceedsMaxQuota':
    case 'NoMatchingFlavor':
      return 'NEVER';
    case 'Misconfigured':
      return 'MISCONFIGURED';
    case 'Suspended':
      // Kueue's "queue stopped", or ours before Kueue created the workload.
      return /inactive|stopped/i.test(m) ? 'STOPPED' : 'NOT_QUEUED_YET';
    case 'Inadmissible':
      return /inactive|stopped/i.test(m) ? 'STOPPED' : 'MISCONFIGURED';
    default:
      if (/insufficient unused quota/i.test(m)) return 'QUOTA';
      if (/maximum capacity|unavailable in ClusterQueue/i.test(m)) return 'NEVER';
      if (/doesn't exist|does not exist/i.test(m)) return 'MISCONFIGURED';
      if (/is inactive/i.test(m)) return 'STOPPED';
      return 'QUEUE';
  }
}

const SHORT = /insufficient unused quota for ([^\s,;]+) in flavor ([^\s,;]+), ([^\s,;]+) more needed/g;

/** Each shortfall Kueue's message names: resource, flavor and the amount more needed (as Kueue prints it). */
export function quotaShortfalls(
  message: string | null,
): Array<{ resource: string; flavor: string; amount: string }> {
  if (!message) return [];
  return [...message.matchAll(SHORT)].map((m) => ({ resource: m[1]!, flavor: m[2]!, amount: m[3]! }));
}

/** One eviction of a Workload, as its conditions tell it. */
export interface WorkloadEviction {
  /** When Kueue evicted it (the `Evicted` condition's transition). */
  at: string;
  /** `Evicted`'s reason (`Preempted`, `PodsReadyTimeout`, `InactiveWorkload`, …). */
  reason: string;
  /** Kueue's message: the `Preempted` condition's for a preemption (it names the preemptor), else `Evicted`'s. */
  message: string;
  /** For a preemption, the `Preempted` condition's reason (`InClusterQueue`, `InCohortReclamation`, …). */
  preemptionReason: string | null;
}

interface Condition {
  type: string;
  status: string;
  reason?: string;
  message?: string;
  lastTransitionTime?: string;
}

/** The eviction a Workload's conditions show (`Evicted=True`), or null. */
export function evictionOf(conditions: readonly Condition[] | undefined): WorkloadEviction | null {
  const evicted = conditions?.find((c) => c.type === 'Evicted' && c.status === 'True');
  if (!evicted) return null;
  const preempted = conditions?.find((c) => c.type === 'Preempted' && c.status === 'True');
  const reason = evicted.reason || 'Evicted';
  return {
    at: evicted.lastTransitionTime ?? preempted?.lastTransitionTime ?? '',
    reason,
    message:
      (reason === 'Preempted' ? preempted?.message : undefined) || evicted.message || 'evicted by Kueue',
    preemptionReason: reason === 'Preempted' ? (preempted?.reason ?? null) : null,
  };
}
