import type { KubeObject } from '../../store.ts';
import type { KueueContext } from './context.ts';

/** A workload to evict so that the preemptor fits, and why (Kueue's preemption.Target). */
export interface PreemptionTarget {
  workload: KubeObject;
  /** `InClusterQueue`, `InCohortReclamation` or `InCohortReclaimWhileBorrowing`. */
  reason: string;
}

/**
 * Kueue's preemptor (pkg/scheduler/preemption). No ClusterQueue preempts yet: every workload that does not fit
 * waits for quota.
 */
export class Preemptor {
  constructor(readonly ctx: KueueContext) {}

  getTargets(_preemptor: KubeObject): PreemptionTarget[] {
    return [];
  }
}
