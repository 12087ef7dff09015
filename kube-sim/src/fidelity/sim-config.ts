/**
 * The simulated cluster the differential replay runs against: Kueue's v0.17 behaviour (the real control plane runs
 * Kueue v0.17.0, which has no UnadmittedWorkloadsObservability gate: its reasons are `Pending` / `Inadmissible`),
 * the namespace `work` of the real seed, and the product's ServiceAccount with the rules docs/operations.md lists.
 */

import type { ClusterConfig } from '../config.ts';

export const PRODUCT_SERVICE_ACCOUNT = { namespace: 'work', name: 'kueue-batch' };

export const FIDELITY_CLUSTER: ClusterConfig = {
  name: 'fidelity',
  namespaces: ['work'],
  kueueFeatureGates: { UnadmittedWorkloadsObservability: false },
  bookmarkIntervalMs: 600_000,
};
