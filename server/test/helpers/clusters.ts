import { Writable } from 'node:stream';
import type { ClusterConfig, KubeSim, SimCluster } from 'kube-sim';
import pino from 'pino';
import type { PrismaClient } from '../../src/generated/prisma/client.ts';
import { type ClientRegistryOptions, ClusterClientRegistry } from '../../src/kube/client-registry.ts';
import type { Logger } from '../../src/logger.ts';
import { ADMIN_CLI } from '../../src/services/audit.ts';
import { clusterKubeconfig, registerCluster } from '../../src/services/clusters.ts';
import { encryptWithKeyring, type Keyring, parseSecretKey } from '../../src/services/secrets.ts';

/*
 * The one set of cluster fixtures of the server tests: the test keyring, the simulated-cluster builder, cluster rows
 * for the registry, seeded clusters (through the real admin service) and a registry reading them.
 */

/** The keyring every server test encrypts cluster credentials with (fixed, so failures reproduce). */
export const TEST_KEYRING: Keyring = parseSecretKey(`v1:${Buffer.alloc(32, 7).toString('base64')}`);

type Flavor = { name: string; cpu: string; memory: string };

/**
 * Kueue-style builder for a simulated cluster: `simCluster('a', [{ name: 'big', cpu: '64', memory: '512Gi' }])`.
 * One ClusterQueue "team" (flavors as given, one 16-core 64 GiB "default" flavor otherwise) and a LocalQueue "team"
 * in namespace "jobs", which is what `seedCluster` registers.
 */
export function simCluster(
  name: string,
  flavors?: Flavor[],
  extra: Partial<ClusterConfig> = {},
): ClusterConfig {
  return {
    name,
    namespaces: ['jobs'],
    clusterQueues: [{ name: 'team', flavors: flavors ?? [{ name: 'default', cpu: '16', memory: '64Gi' }] }],
    localQueues: [{ namespace: 'jobs', name: 'team', clusterQueue: 'team' }],
    ...extra,
  };
}

/** A cluster row as the registry and the limits need it, with the kubeconfig of a simulated cluster, encrypted. */
export interface SimClusterRow {
  id: string;
  name: string;
  clusterQueue: string;
  maxRuntimeSeconds: number | null;
  kubeconfigEncrypted: Uint8Array;
  credentialsUpdatedAt: Date;
}

/** A cluster row for a simulated cluster, not stored anywhere (registry and limits tests with no database). */
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
    kubeconfigEncrypted: encryptWithKeyring(kubeconfig, TEST_KEYRING, id),
    credentialsUpdatedAt: new Date('2026-01-01T00:00:00Z'),
    ...rest,
  };
}

/** The registry as the server builds it, reading credentials encrypted with TEST_KEYRING. */
export function createTestRegistry(
  options: Partial<ClientRegistryOptions> & { keyring?: Keyring } = {},
): ClusterClientRegistry {
  const { keyring = TEST_KEYRING, ...rest } = options;
  return new ClusterClientRegistry({
    kubeconfigOf: (cluster) => clusterKubeconfig(cluster, keyring),
    ...rest,
  });
}

const OFFLINE_CA = Buffer.from('-----BEGIN CERTIFICATE-----\nAA==\n-----END CERTIFICATE-----\n').toString(
  'base64',
);
let offline = 0;

/** A kubeconfig that passes the policy but names no server that answers: for clusters no test contacts. */
export function offlineKubeconfig(): string {
  return [
    'apiVersion: v1',
    'kind: Config',
    'clusters: [{ name: c, cluster: { server: "https://127.0.0.1:9", certificate-authority-data: ' +
      `"${OFFLINE_CA}" } }]`,
    'users: [{ name: u, user: { token: offline-token } }]',
    'contexts: [{ name: x, context: { cluster: c, user: u } }]',
    'current-context: x',
  ].join('\n');
}

/**
 * Registers a cluster through the real admin service (policy check, encryption): the simulated cluster `sim`
 * (named like it unless `name` says), or with no `sim` an offline cluster that is never contacted.
 */
export async function seedCluster(
  prisma: PrismaClient,
  sim?: SimCluster | null,
  opts: {
    name?: string;
    description?: string;
    sortOrder?: number;
    active?: boolean;
    maxRuntimeSeconds?: number | null;
    clusterQueue?: string;
    localQueue?: string;
    namespace?: string;
    keyring?: Keyring;
  } = {},
) {
  const cluster = await registerCluster({ prisma, keyring: opts.keyring ?? TEST_KEYRING }, ADMIN_CLI, {
    name: opts.name ?? sim?.name ?? `offline-${++offline}`,
    description: opts.description ?? null,
    kubeconfig: sim ? sim.kubeconfig : offlineKubeconfig(),
    clusterQueue: opts.clusterQueue ?? 'team',
    localQueue: opts.localQueue ?? 'team',
    namespace: opts.namespace ?? 'jobs',
    sortOrder: opts.sortOrder ?? 0,
    maxRuntimeSeconds: opts.maxRuntimeSeconds ?? null,
  });
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
