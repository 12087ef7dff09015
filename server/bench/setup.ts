import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stringify } from 'yaml';
import { createApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import type { AppServices } from '../src/context.ts';
import type { Cluster, PrismaClient } from '../src/generated/prisma/client.ts';
import type { ClusterClientRegistry } from '../src/kube/client-registry.ts';
import { KueueCaches } from '../src/kube/kueue-caches.ts';
import { createLogger } from '../src/logger.ts';
import { HookRegistry } from '../src/plugins/registry.ts';
import { ADMIN_CLI } from '../src/services/audit.ts';
import { ClusterStates } from '../src/services/cluster-states.ts';
import { registerCluster } from '../src/services/clusters.ts';
import { generateSecretKey, type Keyring, parseSecretKey } from '../src/services/secrets.ts';
import { createApiToken } from '../src/services/tokens.ts';
import { benchDatabase } from './database.ts';

export const QUERY = JSON.stringify({
  query: '{ availableClusters { id name limits { maxCpuCores maxMemoryBytes source } health { status } } }',
});

/** The same with every resource group selected (issue 14): covered resources, quotas, ResourceFlavor labels. */
export const GROUPS_QUERY = JSON.stringify({
  query:
    '{ availableClusters { id name limits { maxCpuCores maxMemoryBytes source maxima { name quantity } resourceGroups { coveredResources flavors { name resources { name quantity amount } nodeLabels { key value } } } } health { status } } }',
});

export interface BenchApp {
  /** One availableClusters request through the whole HTTP handler (auth, Yoga, DataLoader, cache). */
  query: () => Promise<{ limits: { source: string } }[]>;
  /** The same request selecting every resource group. */
  queryGroups: () => Promise<{ limits: { source: string; resourceGroups: unknown[] } }[]>;
  /** Starts a cold round: a new, empty limits cache (connections and discovery stay warm). */
  emptyCache: () => void;
  /** Any GraphQL document through the same handler (for breakdowns). */
  run: (body: string) => Promise<unknown>;
}

export interface AvailableClustersFixture {
  db: Awaited<ReturnType<typeof benchDatabase>>;
  keyring: Keyring;
  config: Config;
  token: string;
  healthy: Cluster[];
  hanging: Cluster | undefined;
  /** The simulator's process id (its CPU can be read from /proc). */
  simPid: number | undefined;
  /** `prisma` replaces the database client (experiments: e.g. one that logs or caches queries). */
  makeApp: (kube: ClusterClientRegistry, options?: { prisma?: PrismaClient }) => BenchApp;
  stop: () => Promise<void>;
}

/**
 * The availableClusters set-up shared by `pnpm bench` and `bench/profile.ts`: kube-sim in a child process with
 * `clusters` healthy clusters (plus one hanging one when asked) of `latencyMs` API latency each, all registered in a
 * throw-away database, and an API token to call the app with.
 */
export async function availableClustersFixture(options: {
  clusters: number;
  latencyMs: number;
  timeoutMs: number;
  withHanging: boolean;
}): Promise<AvailableClustersFixture> {
  const count = options.clusters + (options.withHanging ? 1 : 0);
  const sim = await startSimProcess(
    Array.from({ length: count }, (_, i) => ({
      name: i === options.clusters ? 'hanging' : `c${String(i).padStart(2, '0')}`,
      latencyMs: options.latencyMs,
      namespaces: ['jobs'],
      // Every other cluster a GPU cluster as they are set up: a cpu/memory group and a GPU group whose flavors
      // carry node labels (its ResourceFlavors are read with its ClusterQueue).
      clusterQueues: [
        i % 2 === 0
          ? { name: 'team', flavors: [{ name: 'default', cpu: '16', memory: '64Gi' }] }
          : {
              name: 'team',
              resourceGroups: [
                { flavors: [{ name: 'gpu-host', cpu: '64', memory: '512Gi' }] },
                {
                  flavors: [
                    {
                      name: 'a100',
                      resources: { 'nvidia.com/gpu': 8 },
                      nodeLabels: { 'nvidia.com/gpu.product': 'NVIDIA-A100-SXM4-80GB' },
                    },
                    {
                      name: 'h100',
                      resources: { 'nvidia.com/gpu': 4 },
                      nodeLabels: { 'nvidia.com/gpu.product': 'NVIDIA-H100-80GB-HBM3' },
                    },
                  ],
                },
              ],
            },
      ],
      localQueues: [{ namespace: 'jobs', name: 'team', clusterQueue: 'team' }],
      ...(i === options.clusters ? { faults: { hang: true } } : {}),
    })),
  );
  const db = await benchDatabase().catch(async (error: unknown) => {
    await sim.stop();
    throw error;
  });
  try {
    const keyring = parseSecretKey(generateSecretKey());
    const rows: Cluster[] = [];
    for (const [i, c] of sim.clusters.entries()) {
      rows.push(
        await registerCluster({ prisma: db.prisma, keyring }, ADMIN_CLI, {
          name: c.name,
          kubeconfig: c.kubeconfig,
          clusterQueue: 'team',
          localQueue: 'team',
          namespace: 'jobs',
          sortOrder: i,
        }),
      );
    }
    const hanging = rows.find((r) => r.name === 'hanging');
    const healthy = rows.filter((r) => r !== hanging);
    const { token } = await createApiToken(db.prisma, { email: 'bench@example.com' });
    const config = {
      ...loadConfig({ LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: '1000000' }),
      clusterTimeoutMs: options.timeoutMs,
    };

    // One app (one Yoga instance) per registry, as in the server.
    const makeApp = (kube: ClusterClientRegistry, options: { prisma?: PrismaClient } = {}): BenchApp => {
      const services: AppServices = {
        config,
        prisma: options.prisma ?? db.prisma,
        logger: createLogger('silent'),
        keyring,
        hooks: new HookRegistry(),
        kube,
        clusterStates: freshStates(options.prisma ?? db.prisma, kube),
      };
      const app = createApp(services);
      const run = async (body: string) => {
        const res = await app.fetch(
          new Request('http://bench/graphql', {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body,
          }),
        );
        return res.json();
      };
      const query = async () => {
        const body = (await run(QUERY)) as { data?: { availableClusters: { limits: { source: string } }[] } };
        if (!body.data) throw new Error(`availableClusters failed: ${JSON.stringify(body)}`);
        return body.data.availableClusters;
      };
      const queryGroups = async () => {
        const body = (await run(GROUPS_QUERY)) as {
          data?: { availableClusters: { limits: { source: string; resourceGroups: unknown[] } }[] };
        };
        if (!body.data) throw new Error(`availableClusters failed: ${JSON.stringify(body)}`);
        return body.data.availableClusters;
      };
      const emptyCache = () => {
        void services.clusterStates.close();
        services.clusterStates = freshStates(options.prisma ?? db.prisma, kube);
      };
      return { query, queryGroups, emptyCache, run };
    };
    return {
      db,
      keyring,
      config,
      token,
      healthy,
      hanging,
      simPid: sim.pid,
      makeApp,
      stop: async () => {
        await db.drop();
        await sim.stop();
      },
    };
  } catch (error) {
    await db.drop();
    await sim.stop();
    throw error;
  }
}

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * kube-sim in its own process, as real clusters are elsewhere: the simulator's TLS and JSON work does not share
 * an event loop with the server being measured.
 */
export async function startSimProcess(
  clusters: object[],
  extra: { controlPort?: number; clock?: { speed: number } } = {},
): Promise<{
  clusters: { name: string; kubeconfig: string }[];
  pid: number | undefined;
  stop: () => Promise<void>;
}> {
  const dir = await mkdtemp(path.join(tmpdir(), 'kb-bench-sim-'));
  await writeFile(path.join(dir, 'sim.yaml'), stringify({ ...extra, clusters }));
  // Node itself with tsx's loader (no wrapper process): the pid is the simulator's, and
  // KUBE_SIM_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/sim-prof" profiles it.
  const nodeArgs = (process.env.KUBE_SIM_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child: ChildProcess = spawn(
    process.execPath,
    [
      ...nodeArgs,
      '--import',
      'tsx',
      'src/cli.ts',
      '--config',
      path.join(dir, 'sim.yaml'),
      '--kubeconfig-dir',
      path.join(dir, 'kube'),
    ],
    { cwd: path.join(repoRoot, 'kube-sim'), stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let output = '';
  child.stdout?.on('data', (d) => {
    output += String(d);
  });
  const names = clusters.map((c) => (c as { name: string }).name);
  const deadline = Date.now() + 60_000;
  while (
    !output.includes('Try:') ||
    !names.every((n) => existsSync(path.join(dir, 'kube', `${n}.kubeconfig`)))
  ) {
    if (child.exitCode !== null) throw new Error(`kube-sim exited early:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error('kube-sim did not start within 60 s');
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    clusters: await Promise.all(
      names.map(async (name) => ({
        name,
        kubeconfig: await readFile(path.join(dir, 'kube', `${name}.kubeconfig`), 'utf8'),
      })),
    ),
    pid: child.pid,
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** Cluster states with empty caches (a server just started): the first reading of each cluster lists it. */
export function freshStates(
  prisma: PrismaClient,
  kube: ClusterClientRegistry,
  now?: () => Date,
): ClusterStates {
  return new ClusterStates({
    caches: new KueueCaches({ registry: kube, timeoutMs: kube.defaultTimeoutMs }),
    prisma,
    now,
  });
}

/** One read of a cluster's ClusterQueue (the baseline of a single request: what one reading used to cost). */
export function readClusterQueueOnce(
  kube: ClusterClientRegistry,
  row: { clusterQueue: string } & Parameters<ClusterClientRegistry['get']>[0],
) {
  return kube
    .get(row)
    .getJson(`/apis/kueue.x-k8s.io/v1beta2/clusterqueues/${encodeURIComponent(row.clusterQueue)}`, {
      what: `ClusterQueue "${row.clusterQueue}"`,
    });
}
