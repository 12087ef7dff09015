/** Kueue feature gates the simulator honours (Kueue's `--feature-gates`). */
export interface KueueFeatureGates {
  /**
   * Kueue v0.19's KEP-10852 (with its companion gate UnadmittedWorkloadsExplicitStatus, which follows it here):
   * on, `QuotaReserved=False` carries the granular reasons (`WaitingForQuota`, `ExceedsMaxQuota`,
   * `NoMatchingFlavor`, `Misconfigured`, `Suspended`) and pending workloads carry `Admitted=False`
   * (`NoReservation`); off, the reasons are the legacy `Pending` (quota) and `Inadmissible` (queues).
   */
  UnadmittedWorkloadsObservability: boolean;
}

export const DEFAULT_KUEUE_FEATURE_GATES: KueueFeatureGates = { UnadmittedWorkloadsObservability: true };

/** The legacy reason Kueue writes for each granular one when UnadmittedWorkloadsObservability is off. */
const LEGACY_REASON: Record<string, string> = {
  Misconfigured: 'Inadmissible',
  Suspended: 'Inadmissible',
  WaitingForQuota: 'Pending',
  ExceedsMaxQuota: 'Pending',
  NoMatchingFlavor: 'Pending',
  PendingEvaluation: 'Pending',
  WaitingForPreemptedWorkloads: 'Pending',
};

/** The reason Kueue writes for a granular reason under the given gates. */
export function reasonUnder(gates: KueueFeatureGates, granular: string): string {
  return gates.UnadmittedWorkloadsObservability ? granular : (LEGACY_REASON[granular] ?? granular);
}
