import type { ClusterCore } from '../../cluster-core.ts';
import type { KueueFeatureGates } from './feature-gates.ts';

/** What Kueue's parts share: the cluster, the gates and the ways to ask each other for another pass. */
export interface KueueContext {
  readonly core: ClusterCore;
  readonly gates: KueueFeatureGates;
  /** The reason Kueue writes for a granular reason under the current gates. */
  reason(granular: string): string;
  /** Another scheduling pass and queue-status update are needed. */
  requestPass(): void;
  /** The job `namespace/name` needs its integration reconciled (Kueue's job reconciler). */
  syncJob(key: string): void;
}
