import { type ClusterConfig, type KubeSim, type SimCluster, startKubeSim } from 'kube-sim';
import {
  encryptWithKeyring,
  generateSecretKey,
  type Keyring,
  parseSecretKey,
} from '../../src/services/secrets.ts';

/** A cluster row as the registry and the limits need it, with the kubeconfig of a simulated cluster, encrypted. */
export interface SimClusterRow {
  id: string;
  name: string;
  clusterQueue: string;
  maxRuntimeSeconds: number | null;
  kubeconfigEncrypted: Uint8Array;
  credentialsUpdatedAt: Date;
}

export const testKeyring: Keyring = parseSecretKey(generateSecretKey());

export function rowFor(
  cluster: SimCluster,
  overrides: Partial<SimClusterRow> & { kubeconfig?: string } = {},
): SimClusterRow {
  const id = overrides.id ?? `id-${cluster.name}`;
  const { kubeconfig = cluster.kubeconfig, ...rest } = overrides;
  return {
    id,
    name: cluster.name,
    clusterQueue: 'team',
    maxRuntimeSeconds: null,
    kubeconfigEncrypted: encryptWithKeyring(kubeconfig, testKeyring, id),
    credentialsUpdatedAt: new Date('2026-01-01T00:00:00Z'),
    ...rest,
  };
}

/** A simulated cluster with one ClusterQueue "team" (flavors as given) and a LocalQueue "lq" in namespace "jobs". */
export function simCluster(
  name: string,
  flavors: Array<{ name: string; cpu: string; memory: string }> = [
    { name: 'default', cpu: '16', memory: '64Gi' },
  ],
  extra: Partial<ClusterConfig> = {},
): ClusterConfig {
  return {
    name,
    namespaces: ['jobs'],
    clusterQueues: [{ name: 'team', flavors }],
    localQueues: [{ namespace: 'jobs', name: 'lq', clusterQueue: 'team' }],
    ...extra,
  };
}

export { type KubeSim, startKubeSim };
