/**
 * The simulated cluster the differential replay runs against: Kueue's v0.17 behaviour (the real control plane runs
 * Kueue v0.17.0, which has no UnadmittedWorkloadsObservability gate: its reasons are `Pending` / `Inadmissible`),
 * the namespace `work` of the real seed, and the product's ServiceAccount with exactly the rules
 * docs/operations.md lists for a registered cluster (a Role in the jobs' namespace, a ClusterRole for the queues).
 */

import type { ServiceAccountConfig } from '../api/rbac.ts';
import type { ClusterConfig } from '../config.ts';

const read = ['get', 'list', 'watch'];

export const PRODUCT_SERVICE_ACCOUNT: ServiceAccountConfig = {
  namespace: 'work',
  name: 'kueue-batch',
  rules: [
    { apiGroups: ['batch'], resources: ['jobs'], verbs: ['create', ...read, 'delete'] },
    { apiGroups: [''], resources: ['pods', 'pods/log'], verbs: read },
    { apiGroups: ['kueue.x-k8s.io'], resources: ['workloads', 'localqueues'], verbs: read },
    { apiGroups: [''], resources: ['secrets'], verbs: ['create'] },
    { apiGroups: ['visibility.kueue.x-k8s.io'], resources: ['localqueues/pendingworkloads'], verbs: ['get'] },
  ],
  clusterRules: [
    { apiGroups: ['kueue.x-k8s.io'], resources: ['clusterqueues', 'resourceflavors'], verbs: read },
    { apiGroups: ['visibility.kueue.x-k8s.io'], resources: ['clusterqueues/pendingworkloads'], verbs: ['get'] },
  ],
};

export const FIDELITY_CLUSTER: ClusterConfig = {
  name: 'fidelity',
  namespaces: ['work'],
  kueueFeatureGates: { UnadmittedWorkloadsObservability: false },
  bookmarkIntervalMs: 600_000,
  serviceAccounts: [PRODUCT_SERVICE_ACCOUNT],
};
