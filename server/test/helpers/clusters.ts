import { Writable } from 'node:stream';
import type { ClusterConfig, KubeSim, SimCluster } from 'kube-sim';
import pino from 'pino';
import type { PrismaClient } from '../../src/generated/prisma/client.ts';
import type { Logger } from '../../src/logger.ts';
import { registerCluster } from '../../src/services/clusters.ts';
import type { Keyring } from '../../src/services/secrets.ts';
import { simCluster } from '../kube/sim-fixtures.ts';
import { TEST_KEYRING } from './app.ts';

/**
 * Kueue-style builder for a simulated cluster: `simClusterConfig('a', [{ name: 'big', cpu: '64', memory: '512Gi' }])`,
 * with the LocalQueue named like its ClusterQueue ("team"), as registered clusters here expect.
 */
export function simClusterConfig(
  name: string,
  flavors?: { name: string; cpu: string; memory: string }[],
  extra: Partial<ClusterConfig> = {},
): ClusterConfig {
  return simCluster(name, flavors, {
    localQueues: [{ namespace: 'jobs', name: 'team', clusterQueue: 'team' }],
    ...extra,
  });
}

/** Registers a simulated cluster through the real admin service (policy check, encryption). */
export async function seedCluster(
  prisma: PrismaClient,
  sim: SimCluster,
  opts: {
    name?: string;
    sortOrder?: number;
    active?: boolean;
    maxRuntimeSeconds?: number | null;
    keyring?: Keyring;
  } = {},
) {
  const cluster = await registerCluster(
    { prisma, keyring: opts.keyring ?? TEST_KEYRING },
    {
      name: opts.name ?? sim.name,
      kubeconfig: sim.kubeconfig,
      clusterQueue: 'team',
      localQueue: 'team',
      namespace: 'jobs',
      sortOrder: opts.sortOrder ?? 0,
      maxRuntimeSeconds: opts.maxRuntimeSeconds ?? null,
    },
  );
  if (opts.active === false)
    return prisma.cluster.update({ where: { id: cluster.id }, data: { active: false } });
  return cluster;
}

/** A logger at trace level whose every line is kept, to check what reaches the logs. */
export function capturingLogger(): { logger: Logger; lines: string[] } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { logger: pino({ level: 'trace' }, stream), lines };
}

/** Every secret a simulated cluster's kubeconfig carries. */
export function secretsOf(sim: KubeSim): string[] {
  return sim.clusters.flatMap((c) => [c.token]);
}
