import type { Context } from '../context.ts';
import type { Cluster, DataVolume } from '../generated/prisma/client.ts';
import { HEALTH_STATUSES } from '../kube/cluster-error.ts';
import type {
  FlavorLimits as FlavorLimitsData,
  QueueFlavor,
  QueueResourceGroup,
  QueueState,
  ResourceUsage,
} from '../kube/cluster-queue.ts';
import type { PriorityClass as PriorityClassData } from '../kube/kueue-readings.ts';
import { bytesToGiB, formatBytes, formatCpu, millisToCores } from '../kube/quantity.ts';
import { availableClusters, listAllClusters } from '../services/allowed-clusters.ts';
import { type ClusterAdminDeps, registerCluster, updateCluster } from '../services/clusters.ts';
import {
  type ClusterHealth as ClusterHealthData,
  type ClusterLimits as ClusterLimitsData,
  checkRequestAgainstLimits,
} from '../services/limits.ts';
import { priorityClassProblem, restrictPriorityClasses } from '../services/priority-classes.ts';
import { enforceRateLimit } from '../services/rate-limit.ts';
import type { ParsedRequests } from '../services/requests.ts';
import { builder } from './builder.ts';
import { InputValidationError } from './errors.ts';
import { MountInput } from './mounts.ts';
import {
  formatResource,
  LabelRef,
  labelList,
  ResourceQuantityInput,
  ResourceQuantityRef,
} from './resources.ts';
import { TasksInput } from './tasks.ts';

export const LimitsSourceEnum = builder.enumType('LimitsSource', {
  description:
    'Where limits come from: the cluster’s Kueue ClusterQueue, or the fallback (8 cores / 32 GiB) when it cannot be read.',
  values: ['KUEUE', 'FALLBACK'] as const,
});

export const ClusterHealthStatusEnum = builder.enumType('ClusterHealthStatus', {
  values: HEALTH_STATUSES,
});

/** A cluster as the GraphQL layer carries it: the row plus the request it is being offered for. */
export interface ClusterEntry {
  cluster: Cluster;
  /** The podsets' total (count × per-pod) the fit and the estimate check. */
  requests: ParsedRequests | null;
  /** What the cost multiplies: every task's pod (ARCHITECTURE §19); absent: `requests`. */
  costRequests?: ParsedRequests | null;
  /** In availableClusters: the priority classes the policy hook allows here (null or absent: every class). */
  allowedClasses?: readonly string[] | null;
  /** Its data volumes, when already read (availableClusters reads every cluster's at once). */
  volumes?: DataVolume[];
  /** With mounts given to availableClusters: the volumes they name that this cluster lacks (ARCHITECTURE §21). */
  missingVolumes?: string[] | null;
}

/** A cluster's live limits as this entry offers them: through the priority classes the policy allows here. */
export async function entryLimits(e: ClusterEntry, ctx: Context): Promise<ClusterLimitsData> {
  return restrictPriorityClasses((await ctx.clusterStatus(e.cluster)).limits, e.allowedClasses);
}

const FlavorLimits = builder.objectRef<FlavorLimitsData>('FlavorLimits').implement({
  description:
    'Ceilings of one Kueue resource flavor: a pod set gets one flavor per resource group, so a request must fit one flavor of each group it asks of. cpu/memory fields are 0 when the flavor’s group covers neither.',
  fields: (t) => ({
    resources: t.field({
      type: [ResourceQuantityRef],
      description:
        'The quota of every resource the flavor’s group covers (nominal, plus borrowing when counted).',
      resolve: (f) =>
        f.resources ?? [
          { name: 'cpu', amount: f.cpuMillis },
          { name: 'memory', amount: f.memoryBytes },
        ],
    }),
    nodeLabels: t.field({
      type: [LabelRef],
      description:
        'The ResourceFlavor’s nodeLabels (a pinned flavor becomes a required node affinity on them), sorted by key; empty when it has none or they could not be read.',
      resolve: (f) => labelList(f.nodeLabels),
    }),
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

/** A flavor of a resource group in the cpu/memory shape `FlavorLimits` also has. */
export function groupFlavorView(group: QueueResourceGroup, flavor: QueueFlavor): FlavorLimitsData {
  return {
    name: flavor.name,
    cpuMillis: group.coveredResources.includes('cpu') ? (flavor.quota.cpu ?? 0n) : 0n,
    memoryBytes: group.coveredResources.includes('memory') ? (flavor.quota.memory ?? 0n) : 0n,
    resources: group.coveredResources.map((name) => ({ name, amount: flavor.quota[name] ?? 0n })),
    nodeLabels: flavor.nodeLabels,
  };
}

/** The GraphQL view of a group's flavors, built once per reading (readings are shared through the cache). */
const flavorViews = new WeakMap<QueueResourceGroup, FlavorLimitsData[]>();
function flavorsOf(group: QueueResourceGroup): FlavorLimitsData[] {
  let views = flavorViews.get(group);
  if (!views) {
    views = group.flavors.map((f) => groupFlavorView(group, f));
    flavorViews.set(group, views);
  }
  return views;
}

const ResourceGroupLimits = builder.objectRef<QueueResourceGroup>('ResourceGroupLimits').implement({
  description:
    'One resource group of the ClusterQueue: the resources it covers and its flavors in Kueue’s order (the first that holds the request is assigned).',
  fields: (t) => ({
    coveredResources: t.exposeStringList('coveredResources'),
    flavors: t.field({ type: [FlavorLimits], resolve: flavorsOf }),
  }),
});

const PriorityClassRef = builder.objectRef<PriorityClassData>('PriorityClass').implement({
  description:
    'One of the cluster’s Kueue WorkloadPriorityClasses: a request naming it (`priorityClass`) gets its value as priority; higher values are admitted first and, where the ClusterQueue preempts, may evict lower ones.',
  fields: (t) => ({
    name: t.exposeString('name'),
    value: t.exposeInt('value'),
    description: t.exposeString('description', { nullable: true }),
  }),
});

const ClusterLimits = builder.objectRef<ClusterLimitsData>('ClusterLimits').implement({
  description:
    'Ceilings for a process on this cluster: maxima per resource (for sliders), every resource group with its flavors, and the cpu/memory flavors.',
  fields: (t) => ({
    resourceGroups: t.field({
      type: [ResourceGroupLimits],
      description:
        'Every resource group, in order. FALLBACK: one cpu/memory group (extended resources are refused).',
      resolve: (l) => l.resourceGroups,
    }),
    maxima: t.field({
      type: [ResourceQuantityRef],
      description: 'Per covered resource, the largest quota one flavor of its group offers.',
      resolve: (l) => l.maxima,
    }),
    maxCpuCores: t.exposeFloat('maxCpuCores'),
    maxMemoryBytes: t.float({ resolve: (l) => Number(l.maxMemoryBytes) }),
    maxMemoryGiB: t.exposeFloat('maxMemoryGiB'),
    maxRuntimeSeconds: t.exposeInt('maxRuntimeSeconds', { nullable: true, description: 'Null: unbounded.' }),
    source: t.field({ type: LimitsSourceEnum, resolve: (l) => l.source }),
    priorityClasses: t.field({
      type: [PriorityClassRef],
      description:
        'The cluster’s WorkloadPriorityClasses, highest value first (empty when it has none, or FALLBACK). In availableClusters, only those the policy hook allows for the project.',
      resolve: (l) => l.priorityClasses,
    }),
    flavors: t.field({
      type: [FlavorLimits],
      description:
        'The cpu/memory flavors (each flavor of the group covering cpu and memory, or every cpu × memory pairing "a+b" when different groups cover them).',
      resolve: (l) => l.flavors,
    }),
  }),
});

const ClusterHealth = builder.objectRef<ClusterHealthData>('ClusterHealth').implement({
  fields: (t) => ({
    status: t.field({ type: ClusterHealthStatusEnum, resolve: (h) => h.status }),
    message: t.exposeString('message', { nullable: true }),
    checkedAt: t.expose('checkedAt', { type: 'DateTime' }),
  }),
});

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
      resolve: (e, _args, ctx) => entryLimits(e, ctx),
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
        'With `requests` or `mounts` given to availableClusters: whether they fit this cluster (for every resource group covering a requested resource, one flavor — the pinned one, when `flavor` is given — holds all its requested resources; deadline within maxRuntimeSeconds; the priorityClass, when given, is one of its classes the policy allows; it has every volume mounted). Null otherwise.',
      resolve: async (e, _args, ctx) => {
        if (e.missingVolumes && e.missingVolumes.length > 0) return false;
        if (!e.requests) return e.missingVolumes ? true : null;
        const limits = await entryLimits(e, ctx);
        return (
          checkRequestAgainstLimits(limits, e.requests).ok &&
          priorityClassProblem(limits, e.cluster.name, e.requests.priorityClass) === null
        );
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
    'What a process asks for: Kubernetes quantities ("500m", "2", "1.5Gi"), a deadline in seconds, extended resources (whole numbers) and optionally one flavor to run on.',
  fields: (t) => ({
    cpu: t.string({ required: false }),
    memory: t.string({ required: false }),
    deadlineSeconds: t.int({ required: false }),
    extended: t.field({
      type: [ResourceQuantityInput],
      required: false,
      description:
        'Extended resources, e.g. [{ name: "nvidia.com/gpu", quantity: "2" }]: domain-prefixed names, whole numbers above zero, each name once (requests = limits).',
    }),
    flavor: t.string({
      required: false,
      description:
        'Run only on this flavor (its resource group): the Job gets its nodeLabels as a required node affinity. Omitted: Kueue assigns.',
    }),
    priorityClass: t.string({
      required: false,
      description:
        'One of the cluster’s WorkloadPriorityClasses that the policy allows (ClusterLimits.priorityClasses in availableClusters): the Job is labelled kueue.x-k8s.io/priority-class with it. Omitted: priority 0. In availableClusters, what the start estimate is for.',
    }),
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
      tasks: t.arg({
        type: TasksInput,
        required: false,
        description:
          'An array or gang: fit and estimate for its podset (parallelism or count pods), cost for count.',
      }),
      mounts: t.arg({
        type: [MountInput],
        required: false,
        description:
          'Data volumes to mount: a cluster without one of them does not fit (fitsRequest false, a NEVER estimate naming it).',
      }),
    },
    resolve: async (_root, args, ctx) => {
      enforceRateLimit(ctx.services.rateLimiter, ctx.viewer!.id, 'availableClusters');
      const { clusters, classes, requests, costRequests, volumes, missingVolumes } = await availableClusters(
        { prisma: ctx.prisma, hooks: ctx.services.hooks },
        ctx.viewer!,
        args.projectId == null ? null : String(args.projectId),
        args.requests ?? null,
        args.tasks ?? null,
        ctx.services.config.maxTasks,
        args.mounts ?? null,
      );
      return clusters.map((cluster) => ({
        cluster,
        requests,
        costRequests,
        allowedClasses: classes.get(cluster.id) ?? null,
        volumes: volumes?.get(cluster.id),
        missingVolumes: missingVolumes?.get(cluster.id) ?? null,
      }));
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
      const cluster = await registerCluster(clusterDeps(ctx), ctx.viewer!, input);
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
      const cluster = await updateCluster(clusterDeps(ctx), ctx.viewer!, String(id), patch);
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
