import type { Context } from '../context.ts';
import type { Cluster } from '../generated/prisma/client.ts';
import type { FlavorLimits as FlavorLimitsData, QueueState, ResourceUsage } from '../kube/kueue.ts';
import { bytesToGiB, formatBytes, formatCpu, millisToCores } from '../kube/quantity.ts';
import { availableClusters, listAllClusters } from '../services/allowed-clusters.ts';
import { auditClusterRegistered, auditClusterUpdated } from '../services/cluster-audit.ts';
import { type ClusterAdminDeps, registerCluster, updateCluster } from '../services/clusters.ts';
import {
  type ClusterHealth as ClusterHealthData,
  type ClusterLimits as ClusterLimitsData,
  checkRequestAgainstLimits,
  type RequestedResources,
} from '../services/limits.ts';
import { enforceRateLimit } from '../services/rate-limit.ts';
import { builder } from './builder.ts';
import { InputValidationError } from './errors.ts';

export const LimitsSourceEnum = builder.enumType('LimitsSource', {
  description:
    'Where limits come from: the cluster’s Kueue ClusterQueue, or the fallback (8 cores / 32 GiB) when it cannot be read.',
  values: ['KUEUE', 'FALLBACK'] as const,
});

export const ClusterHealthStatusEnum = builder.enumType('ClusterHealthStatus', {
  values: ['REACHABLE', 'UNREACHABLE', 'UNAUTHORIZED', 'QUEUE_NOT_FOUND', 'DEGRADED'] as const,
});

/** A cluster as the GraphQL layer carries it: the row plus the request it is being offered for. */
export interface ClusterEntry {
  cluster: Cluster;
  requests: RequestedResources | null;
}

const FlavorLimits = builder.objectRef<FlavorLimitsData>('FlavorLimits').implement({
  description:
    'Ceilings of one Kueue resource flavor: a pod set gets one flavor, so a request must fit one of them.',
  fields: (t) => ({
    name: t.exposeString('name'),
    cpuCores: t.float({ resolve: (f) => millisToCores(f.cpuMillis) }),
    cpu: t.string({
      description: 'CPU ceiling as a Kubernetes quantity.',
      resolve: (f) => formatCpu(f.cpuMillis),
    }),
    memoryBytes: t.float({ resolve: (f) => Number(f.memoryBytes) }),
    memoryGiB: t.float({ resolve: (f) => bytesToGiB(f.memoryBytes) }),
    memory: t.string({
      description: 'Memory ceiling as a Kubernetes quantity.',
      resolve: (f) => formatBytes(f.memoryBytes),
    }),
  }),
});

const ClusterLimits = builder.objectRef<ClusterLimitsData>('ClusterLimits').implement({
  description: 'Ceilings for a process on this cluster: maxima over flavors (for sliders) and each flavor.',
  fields: (t) => ({
    maxCpuCores: t.exposeFloat('maxCpuCores'),
    maxMemoryBytes: t.float({ resolve: (l) => Number(l.maxMemoryBytes) }),
    maxMemoryGiB: t.exposeFloat('maxMemoryGiB'),
    maxRuntimeSeconds: t.exposeInt('maxRuntimeSeconds', { nullable: true, description: 'Null: unbounded.' }),
    source: t.field({ type: LimitsSourceEnum, resolve: (l) => l.source }),
    flavors: t.field({ type: [FlavorLimits], resolve: (l) => l.flavors }),
  }),
});

const ClusterHealth = builder.objectRef<ClusterHealthData>('ClusterHealth').implement({
  fields: (t) => ({
    status: t.field({ type: ClusterHealthStatusEnum, resolve: (h) => h.status }),
    message: t.exposeString('message', { nullable: true }),
    checkedAt: t.expose('checkedAt', { type: 'DateTime' }),
  }),
});

/** Kueue quantities back to Kubernetes notation: cpu in milli-units, everything else in whole units. */
function formatResource(resource: string, value: bigint): string {
  if (resource === 'cpu') return formatCpu(value);
  if (resource === 'memory' || resource.endsWith('storage')) return formatBytes(value);
  return value.toString();
}

const QueueUsage = builder.objectRef<ResourceUsage>('QueueResourceUsage').implement({
  fields: (t) => ({
    flavor: t.exposeString('flavor'),
    resource: t.exposeString('resource'),
    used: t.string({
      description: 'Reserved by admitted workloads.',
      resolve: (u) => formatResource(u.resource, u.used),
    }),
    borrowed: t.string({ resolve: (u) => formatResource(u.resource, u.borrowed) }),
    nominalQuota: t.string({
      nullable: true,
      resolve: (u) => (u.nominal === null ? null : formatResource(u.resource, u.nominal)),
    }),
  }),
});

const ClusterQueueState = builder.objectRef<QueueState>('ClusterQueueState').implement({
  fields: (t) => ({
    pendingWorkloads: t.exposeInt('pendingWorkloads'),
    reservingWorkloads: t.exposeInt('reservingWorkloads'),
    admittedWorkloads: t.exposeInt('admittedWorkloads'),
    usage: t.field({ type: [QueueUsage], resolve: (q) => q.usage }),
  }),
});

export const ClusterRef = builder.objectRef<ClusterEntry>('Cluster').implement({
  description: 'A Kubernetes cluster with Kueue that processes can run on.',
  fields: (t) => ({
    id: t.id({ resolve: (e) => e.cluster.id }),
    name: t.string({ resolve: (e) => e.cluster.name }),
    description: t.string({ nullable: true, resolve: (e) => e.cluster.description }),
    sortOrder: t.int({ resolve: (e) => e.cluster.sortOrder }),
    active: t.boolean({ resolve: (e) => e.cluster.active }),
    maxRuntimeSeconds: t.int({
      nullable: true,
      description: 'Null: unbounded.',
      resolve: (e) => e.cluster.maxRuntimeSeconds,
    }),
    limits: t.field({
      type: ClusterLimits,
      resolve: async (e, _args, ctx) => (await ctx.clusterStatus(e.cluster)).limits,
    }),
    health: t.field({
      type: ClusterHealth,
      resolve: async (e, _args, ctx) => (await ctx.clusterStatus(e.cluster)).health,
    }),
    queue: t.field({
      type: ClusterQueueState,
      nullable: true,
      resolve: async (e, _args, ctx) => (await ctx.clusterStatus(e.cluster)).queue,
    }),
    fitsRequest: t.boolean({
      nullable: true,
      description:
        'With `requests` given to availableClusters: whether they fit this cluster (cpu and memory in one flavor, deadline within maxRuntimeSeconds). Null otherwise.',
      resolve: async (e, _args, ctx) => {
        if (!e.requests) return null;
        return checkRequestAgainstLimits((await ctx.clusterStatus(e.cluster)).limits, e.requests).ok;
      },
    }),
    // Administration details: admins only.
    namespace: t.string({ authScopes: { admin: true }, resolve: (e) => e.cluster.namespace }),
    localQueue: t.string({ authScopes: { admin: true }, resolve: (e) => e.cluster.localQueue }),
    clusterQueue: t.string({ authScopes: { admin: true }, resolve: (e) => e.cluster.clusterQueue }),
    maxQueueWaitSeconds: t.int({
      nullable: true,
      authScopes: { admin: true },
      resolve: (e) => e.cluster.maxQueueWaitSeconds,
    }),
    hasRegistryAuth: t.boolean({
      authScopes: { admin: true },
      resolve: (e) => e.cluster.registryAuthEncrypted !== null,
    }),
    simulated: t.boolean({ authScopes: { admin: true }, resolve: (e) => e.cluster.simulated }),
    credentialsUpdatedAt: t.field({
      type: 'DateTime',
      authScopes: { admin: true },
      resolve: (e) => e.cluster.credentialsUpdatedAt,
    }),
    createdAt: t.field({ type: 'DateTime', resolve: (e) => e.cluster.createdAt }),
  }),
});

export const ResourceRequestsInput = builder.inputType('ResourceRequestsInput', {
  description:
    'What a process asks for: Kubernetes quantities ("500m", "2", "1.5Gi") and a deadline in seconds.',
  fields: (t) => ({
    cpu: t.string({ required: false }),
    memory: t.string({ required: false }),
    deadlineSeconds: t.int({ required: false }),
  }),
});

builder.queryFields((t) => ({
  availableClusters: t.field({
    type: [ClusterRef],
    description:
      'The clusters the viewer may use for this project and request, sorted by sortOrder then name, each with its live limits and health. Members of the project only (any signed-in user when projectId is omitted).',
    authScopes: (_root, args) =>
      args.projectId == null ? { authenticated: true } : { projectMember: String(args.projectId) },
    args: {
      projectId: t.arg.id({ required: false }),
      requests: t.arg({ type: ResourceRequestsInput, required: false }),
    },
    resolve: async (_root, args, ctx) => {
      enforceRateLimit(ctx.services.rateLimiter, ctx.viewer!.id, 'availableClusters');
      const { clusters, requests } = await availableClusters(
        { prisma: ctx.prisma, hooks: ctx.services.hooks },
        ctx.viewer!,
        args.projectId == null ? null : String(args.projectId),
        args.requests ?? null,
      );
      return clusters.map((cluster) => ({ cluster, requests }));
    },
  }),
  clusters: t.field({
    type: [ClusterRef],
    description: 'Every registered cluster, active or not (admins only). Credentials are never readable.',
    authScopes: { admin: true },
    resolve: async (_root, _args, ctx) =>
      (await listAllClusters(ctx.prisma)).map((cluster) => ({ cluster, requests: null })),
  }),
}));

const RegisterClusterInput = builder.inputType('RegisterClusterInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    description: t.string({ required: false }),
    kubeconfig: t.string({
      required: true,
      description:
        'Kubeconfig YAML: https server, inline CA data, token or client certificate data. Never readable back.',
    }),
    clusterQueue: t.string({ required: true }),
    localQueue: t.string({ required: true }),
    namespace: t.string({ required: true }),
    sortOrder: t.int({ required: false }),
    maxRuntimeSeconds: t.int({ required: false }),
    maxQueueWaitSeconds: t.int({ required: false }),
    registryAuth: t.string({
      required: false,
      description: 'Docker config JSON for image pulls. Never readable back.',
    }),
  }),
});

const UpdateClusterInput = builder.inputType('UpdateClusterInput', {
  description: 'Absent fields are left as they are; maxRuntimeSeconds: null makes the runtime unbounded.',
  fields: (t) => ({
    id: t.id({ required: true }),
    description: t.string({ required: false }),
    sortOrder: t.int({ required: false }),
    active: t.boolean({ required: false }),
    maxRuntimeSeconds: t.int({ required: false }),
    maxQueueWaitSeconds: t.int({ required: false }),
    kubeconfig: t.string({ required: false }),
    registryAuth: t.string({
      required: false,
      description: 'Empty string removes the registry credentials.',
    }),
    clusterQueue: t.string({ required: false }),
    localQueue: t.string({ required: false }),
    namespace: t.string({ required: false }),
  }),
});

builder.mutationFields((t) => ({
  registerCluster: t.field({
    type: ClusterRef,
    authScopes: { admin: true },
    errors: { types: [InputValidationError], directResult: true },
    args: { input: t.arg({ type: RegisterClusterInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const cluster = await registerCluster(clusterDeps(ctx), input);
      await auditClusterRegistered(ctx.prisma, ctx.viewer!, cluster);
      ctx.services.logger.info({ cluster: cluster.name, by: ctx.viewer!.id }, 'cluster registered');
      return { cluster, requests: null };
    },
  }),
  updateCluster: t.field({
    type: ClusterRef,
    authScopes: { admin: true },
    errors: { types: [InputValidationError], directResult: true },
    args: { input: t.arg({ type: UpdateClusterInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const { id, ...patch } = input;
      const before = await ctx.prisma.cluster.findUnique({ where: { id: String(id) } });
      const cluster = await updateCluster(clusterDeps(ctx), String(id), patch);
      if (before) await auditClusterUpdated(ctx.prisma, ctx.viewer!, before, cluster, patch);
      ctx.services.logger.info(
        { cluster: cluster.name, by: ctx.viewer!.id, fields: Object.keys(patch) },
        'cluster updated',
      );
      return { cluster, requests: null };
    },
  }),
}));

function clusterDeps(ctx: Pick<Context, 'prisma' | 'services'>): ClusterAdminDeps {
  return {
    prisma: ctx.prisma,
    keyring: ctx.services.keyring,
    allowUnsafeKubeconfig: ctx.services.config.allowUnsafeKubeconfig,
  };
}
