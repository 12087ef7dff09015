import type { Config } from '../config.ts';
import type { Cluster } from '../generated/prisma/client.ts';
import { ClusterClientRegistry } from '../kube/client-registry.ts';
import { inClusterTokenFile } from '../kube/in-cluster.ts';
import { KueueCaches } from '../kube/kueue-caches.ts';
import { clusterKubeconfig } from '../services/clusters.ts';
import { readClusterLimits } from '../services/limits.ts';
import type { Keyring } from '../services/secrets.ts';
import { type FlavorResources, flavorResourcesOf } from '../services/usage/admin.ts';

type ClientConfig = Pick<Config, 'clusterTimeoutMs' | 'allowUnsafeKubeconfig' | 'inCluster'>;

/** The cluster clients of one command, built as the server builds them (policy-checked, every call bounded). */
export function commandRegistry(keyring: Keyring, config: ClientConfig): ClusterClientRegistry {
  return new ClusterClientRegistry({
    kubeconfigOf: (c) => clusterKubeconfig(c, keyring),
    timeoutMs: config.clusterTimeoutMs,
    allowUnsafeKubeconfigs: config.allowUnsafeKubeconfig,
    inClusterTokenFile: config.inCluster && inClusterTokenFile(config.inCluster.serviceAccountDir),
  });
}

/**
 * What a cluster's ClusterQueue offers (flavors and their resources), read once for a command (`price:set`) through
 * the same client rules as the server (policy-checked kubeconfig, timeouts); null when it does not answer.
 */
export async function readClusterOffer(
  cluster: Cluster,
  keyring: Keyring,
  config: ClientConfig,
): Promise<FlavorResources | null> {
  const kube = commandRegistry(keyring, config);
  const caches = new KueueCaches({ registry: kube, timeoutMs: config.clusterTimeoutMs });
  try {
    return flavorResourcesOf(await readClusterLimits(caches, cluster));
  } finally {
    await caches.close();
    await kube.close();
  }
}
