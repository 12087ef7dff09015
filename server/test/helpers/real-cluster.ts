import { readFileSync } from 'node:fs';
import { inject } from 'vitest';

/*
 * The real control plane's side of the cluster fixtures (real-cluster/README.md): what the global setup brought up
 * (REAL_CLUSTER=1), the two clusters the product registers on it (one per ClusterQueue), and an API-server restart.
 * Suites take it through cluster-peer.ts, which gives them kube-sim instead when it is not up.
 */

export interface RealClusterInfo {
  name: string;
  dir: string;
  /** The product's kubeconfig: a ServiceAccount token with deploy/kubernetes/rbac.yaml's rules. */
  kubeconfig: string;
  /** system:masters, for the tests' own checks. */
  adminKubeconfig: string;
  upSeconds: number;
}

export const realCluster: RealClusterInfo | null = inject('realCluster');

/** A cluster as the product registers it on the real control plane. */
export interface RealTestCluster {
  name: string;
  kubeconfig: string;
  clusterQueue: string;
  localQueue: string;
  namespace: string;
}

/** The two registered clusters §15 names: `small` (cpu/memory) and `gpu` (cpu/memory + nvidia.com/gpu). */
export function realTestClusters(info: RealClusterInfo = mustBeUp()): {
  small: RealTestCluster;
  gpu: RealTestCluster;
} {
  const kubeconfig = readFileSync(info.kubeconfig, 'utf8');
  return {
    small: {
      name: 'real-small',
      kubeconfig,
      clusterQueue: 'small',
      localQueue: 'small-lq',
      namespace: 'work',
    },
    gpu: { name: 'real-gpu', kubeconfig, clusterQueue: 'gpu', localQueue: 'gpu-lq', namespace: 'work' },
  };
}

function mustBeUp(): RealClusterInfo {
  if (!realCluster) throw new Error('the real control plane is not up (REAL_CLUSTER=1)');
  return realCluster;
}

/** Stops and starts the real API server (same ports, data and certificates). */
export async function restartRealApiserver(downMs = 0): Promise<void> {
  const info = mustBeUp();
  // @ts-expect-error plain .mjs module of the harness, no types
  const cp = await import('../../../scripts/real-cluster/control-plane.mjs');
  await cp.restartApiserver({ name: info.name, downMs });
}
