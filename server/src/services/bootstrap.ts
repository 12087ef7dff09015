import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FlavorConfig, PreemptionConfig } from 'kube-sim';
import type { Config } from '../config.ts';
import type { PrismaClient } from '../generated/prisma/client.ts';
import { inClusterTokenFile, readInClusterKubeconfig } from '../kube/in-cluster.ts';
import { validateKubeconfig } from '../kube/kubeconfig-policy.ts';
import type { Logger } from '../logger.ts';
import { ADMIN_CLI } from './audit.ts';
import {
  type ClusterAdminDeps,
  clusterKubeconfig,
  normalizeKubeconfig,
  registerCluster,
  updateCluster,
} from './clusters.ts';
import { createProjectAs } from './project-admin.ts';

/**
 * The demo clusters of the zero-configuration start: different sizes, sort orders and API speeds; each has the
 * WorkloadPriorityClasses `low` (0) and `high` (100), and all but the slow one preempt lower priority within their
 * ClusterQueue (as the real control plane's seed does), so a demo shows preemption and its absence.
 */
export const DEMO_CLUSTERS = [
  {
    name: 'Alpha',
    withinClusterQueue: 'LowerPriority',
    sortOrder: 0,
    maxRuntimeSeconds: 3600,
    latencyMs: 0,
    flavors: [
      { name: 'standard', cpu: '16', memory: '64Gi' },
      { name: 'highmem', cpu: '4', memory: '256Gi' },
    ],
  },
  {
    name: 'Batch Large',
    withinClusterQueue: 'LowerPriority',
    sortOrder: 10,
    maxRuntimeSeconds: null,
    latencyMs: 30,
    flavors: [{ name: 'default', cpu: '64', memory: '256Gi' }],
  },
  {
    name: 'Edge (slow API)',
    withinClusterQueue: 'Never',
    sortOrder: 20,
    maxRuntimeSeconds: 600,
    latencyMs: 600,
    flavors: [{ name: 'default', cpu: '4', memory: '8Gi' }],
  },
  {
    // Two resource groups, as GPU clusters are set up: cpu/memory, and nvidia.com/gpu with one flavor per GPU model
    // (ResourceFlavors with node labels).
    name: 'GPU',
    withinClusterQueue: 'LowerPriority',
    sortOrder: 30,
    maxRuntimeSeconds: 7200,
    latencyMs: 0,
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
] as const;

export const DEMO_NAMESPACE = 'jobs';
export const DEMO_QUEUE = 'team';
export const DEMO_PROJECT = 'Demo';
export const DEMO_ADMIN = 'admin@example.com';

export type Simulation = { stop: () => Promise<void> };

/**
 * First-start cluster setup. KUBECONFIG given and no cluster registered → "Default Cluster". No cluster and no
 * KUBECONFIG → in-process kube-sim demo clusters (re-attached on every later start, since a simulator's CA and
 * tokens are new each run; on the embedded database their state is kept in DATA_DIR/kube-sim across restarts).
 */
export async function bootstrapClusters(
  config: Config,
  deps: ClusterAdminDeps,
  logger: Logger,
): Promise<{ simulation: Simulation | null; notes: string[] }> {
  const { prisma } = deps;
  const inClusterNotes = config.inCluster ? await registerInCluster(config, deps, logger) : [];
  const registered = await prisma.cluster.count();
  const simulatedNames = DEMO_CLUSTERS.map((c) => c.name);
  const simulatedRows = await prisma.cluster.findMany({ where: { simulated: true }, select: { name: true } });

  if (registered === 0 && config.kubeconfigPath) {
    const kubeconfig = await readFile(config.kubeconfigPath, 'utf8');
    const cluster = await registerCluster(deps, 'start-up', {
      name: 'Default Cluster',
      kubeconfig,
      clusterQueue: config.defaultClusterQueue,
      localQueue: config.defaultLocalQueue,
      namespace: config.defaultNamespace,
      sortOrder: 0,
      maxRuntimeSeconds: null,
      description: 'Registered from KUBECONFIG at first start',
    });
    logger.info({ cluster: cluster.name }, 'registered the Default Cluster from KUBECONFIG');
    return { simulation: null, notes: [`Registered "Default Cluster" from KUBECONFIG.`] };
  }

  const wantSimulation = config.simulatedClusters && (registered === 0 || simulatedRows.length > 0);
  if (!wantSimulation) return { simulation: null, notes: inClusterNotes };

  const { startKubeSim, DEMO_PRIORITY_CLASSES, DEMO_PREEMPTION } = await import('kube-sim');
  const preemption = (c: (typeof DEMO_CLUSTERS)[number]): PreemptionConfig =>
    c.withinClusterQueue === 'Never' ? { withinClusterQueue: 'Never' } : DEMO_PREEMPTION;
  const sim = await startKubeSim({
    // The embedded default keeps the simulated clusters beside its database, so a restart finds its jobs still
    // running (as a real cluster would) instead of marking them LOST. With DATABASE_URL the folder may be shared by
    // servers that do not share a database: the simulation starts fresh there.
    stateDir: config.databaseUrl ? undefined : path.join(config.dataDir, 'kube-sim'),
    clusters: DEMO_CLUSTERS.map((c, i) => ({
      name: `demo-${i + 1}`,
      latencyMs: c.latencyMs,
      namespaces: [DEMO_NAMESPACE],
      workloadPriorityClasses: DEMO_PRIORITY_CLASSES,
      clusterQueues: [
        'resourceGroups' in c
          ? {
              name: DEMO_QUEUE,
              preemption: preemption(c),
              resourceGroups: c.resourceGroups.map((g) => ({
                flavors: g.flavors.map((f) => structuredClone(f) as FlavorConfig),
              })),
            }
          : { name: DEMO_QUEUE, preemption: preemption(c), flavors: c.flavors.map((f) => ({ ...f })) },
      ],
      localQueues: [{ namespace: DEMO_NAMESPACE, name: DEMO_QUEUE, clusterQueue: DEMO_QUEUE }],
    })),
  });
  try {
    for (const [i, demo] of DEMO_CLUSTERS.entries()) {
      const kubeconfig = sim.cluster(`demo-${i + 1}`).kubeconfig;
      const existing = await prisma.cluster.findUnique({ where: { name: demo.name } });
      if (existing?.simulated) {
        await updateCluster(deps, 'start-up', existing.id, { kubeconfig });
      } else if (!existing && registered === 0) {
        const created = await registerCluster(deps, 'start-up', {
          name: demo.name,
          kubeconfig,
          clusterQueue: DEMO_QUEUE,
          localQueue: DEMO_QUEUE,
          namespace: DEMO_NAMESPACE,
          sortOrder: demo.sortOrder,
          maxRuntimeSeconds: demo.maxRuntimeSeconds,
          description: `Simulated cluster (kube-sim), API latency ${demo.latencyMs} ms`,
        });
        await prisma.cluster.update({ where: { id: created.id }, data: { simulated: true } });
      }
    }
    const notes = [`Simulated clusters (kube-sim, in-process): ${simulatedNames.join(', ')}.`];
    if (registered === 0) notes.push(...(await seedDemoProject(prisma)));
    logger.info({ clusters: simulatedNames }, 'simulated clusters running');
    return { simulation: { stop: () => sim.stop() }, notes };
  } catch (error) {
    await sim.stop();
    throw error;
  }
}

async function seedDemoProject(prisma: PrismaClient): Promise<string[]> {
  const admin = await prisma.user.upsert({
    where: { email: DEMO_ADMIN },
    create: { email: DEMO_ADMIN, name: 'Demo Admin', isAdmin: true },
    update: {},
  });
  const existing = await prisma.project.findUnique({ where: { name: DEMO_PROJECT } });
  if (!existing) {
    await createProjectAs({ prisma, projectCreation: 'admins' }, ADMIN_CLI, {
      name: DEMO_PROJECT,
      description: 'A project to try the platform on the simulated clusters',
      members: [{ email: admin.email, role: 'OWNER' }],
    });
  }
  return [`Demo project "${DEMO_PROJECT}" with owner ${DEMO_ADMIN}.`];
}

/**
 * IN_CLUSTER=true, at every start: the cluster this server runs in, registered from its ServiceAccount when no
 * cluster of that name exists, its server address and CA brought up to date otherwise (the token is read from its
 * file by each server, never stored). Replicas starting together may race to register: the loser finds the row.
 */
async function registerInCluster(config: Config, deps: ClusterAdminDeps, logger: Logger): Promise<string[]> {
  const settings = config.inCluster!;
  const { kubeconfig, namespace, server } = await readInClusterKubeconfig(settings);
  const tokenFile = inClusterTokenFile(settings.serviceAccountDir);
  const inDeps: ClusterAdminDeps = { ...deps, inClusterTokenFile: tokenFile };
  const existing = await deps.prisma.cluster.findUnique({ where: { name: settings.name } });
  if (!existing) {
    try {
      await registerCluster(inDeps, 'start-up', {
        name: settings.name,
        kubeconfig,
        clusterQueue: config.defaultClusterQueue,
        localQueue: config.defaultLocalQueue,
        namespace: settings.namespace ?? namespace,
        sortOrder: 0,
        maxRuntimeSeconds: null,
        description: 'The cluster this server runs in (IN_CLUSTER), through its ServiceAccount',
      });
      logger.info(
        { cluster: settings.name, server },
        'registered the cluster this server runs in (IN_CLUSTER)',
      );
      return [`Registered "${settings.name}", the cluster this server runs in, from its ServiceAccount.`];
    } catch (error) {
      if (!(await deps.prisma.cluster.findUnique({ where: { name: settings.name } }))) throw error;
      return []; // another replica registered it at the same moment
    }
  }
  const current = clusterKubeconfig(existing, deps.keyring);
  let ours = false;
  try {
    ours = 'tokenFile' in validateKubeconfig(current, { inClusterTokenFile: tokenFile }).auth;
  } catch {
    // not the in-cluster credentials (or not readable as such)
  }
  if (!ours) {
    logger.warn(
      { cluster: settings.name },
      'IN_CLUSTER: a cluster of this name is registered with other credentials; left as it is (set IN_CLUSTER_NAME)',
    );
    return [];
  }
  if (current !== normalizeKubeconfig(kubeconfig, false, tokenFile)) {
    await updateCluster(inDeps, 'start-up', existing.id, { kubeconfig });
    logger.info({ cluster: settings.name, server }, 'updated the in-cluster credentials (IN_CLUSTER)');
  }
  return [`"${settings.name}" is the cluster this server runs in (IN_CLUSTER).`];
}
