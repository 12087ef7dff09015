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

/**
 * How many times Kueue evicted this Workload (`status.schedulingStats.evictions`, one count per reason and cause),
 * or null when it does not say (a Kueue before schedulingStats).
 */
export function evictionCount(status: unknown): number | null {
  const evictions = (status as { schedulingStats?: { evictions?: unknown } } | undefined)?.schedulingStats
    ?.evictions;
  if (!Array.isArray(evictions)) return null;
  let total = 0;
  for (const e of evictions) {
    const count = (e as { count?: unknown } | null)?.count;
    if (typeof count === 'number' && Number.isFinite(count) && count > 0) total += count;
  }
  return total;
}

const PREVIOUSLY = /^Previously: /;

/**
 * The last eviction of a Workload admitted again since (its `Evicted` and `Preempted` now False, reason
 * `QuotaReserved`, message `Previously: …`; `Requeued` names the eviction's reason), or null. What a monitor that
 * missed the `Evicted=True` moment — a re-admission within the same second — can still tell.
 */
export function pastEvictionOf(conditions: readonly Condition[] | undefined): WorkloadEviction | null {
  const requeued = conditions?.find((c) => c.type === 'Requeued');
  const evicted = conditions?.find((c) => c.type === 'Evicted');
  if (!requeued?.reason && !evicted) return null;
  const preempted = conditions?.find((c) => c.type === 'Preempted');
  const reason =
    requeued?.reason && requeued.reason !== 'QuotaReserved'
      ? requeued.reason
      : evicted?.reason && evicted.reason !== 'QuotaReserved'
        ? evicted.reason
        : 'Evicted';
  const message = (c: Condition | undefined) => c?.message?.replace(PREVIOUSLY, '') || undefined;
  return {
    at: requeued?.lastTransitionTime ?? evicted?.lastTransitionTime ?? '',
    reason,
    message:
      (reason === 'Preempted' ? message(preempted) : undefined) ||
      message(evicted) ||
      message(requeued) ||
      'evicted by Kueue',
    preemptionReason: null,
  };
}

/**
 * Kueue deactivated the Workload for running past its maximum execution time (all its runs together): the
 * `Evicted=True` reason `DeactivatedDueToMaximumExecutionTimeExceeded` (Kueue's reason with cause), or an older
 * Kueue's deactivation message saying so.
 */
export function executionTimeExceeded(conditions: readonly Condition[] | undefined): boolean {
  const evicted = conditions?.find((c) => c.type === 'Evicted' && c.status === 'True');
  if (!evicted) return false;
  return (
    evicted.reason === 'DeactivatedDueToMaximumExecutionTimeExceeded' ||
    /exceeding the maximum execution time/i.test(evicted.message ?? '')
  );
}
