import { LIMITED_RESOURCES } from '@kueue-batch/rules';
import type { Context } from '../context.ts';
import {
  decodeAssignments,
  decodeEnv,
  decodeExtendedAmounts,
  decodeLimits,
  type StoredEnvVar,
} from '../db/version-data.ts';
import type { Cluster, ProcessVersion } from '../generated/prisma/client.ts';
import { ProcessStatus } from '../generated/prisma/enums.ts';
import { bytesToGiB, formatBytes, formatCpu, millisToCores } from '../kube/quantity.ts';
import { visibleProcesses, visibleVersions } from '../services/access.ts';
import {
  createProcess,
  type LimitsSnapshot,
  type ProcessCreated,
  type ProcessDeps,
  rerunProcess,
} from '../services/process/index.ts';
import {
  ClusterNotAllowedError,
  type FlavorFit as FlavorFitData,
  type LimitViolation as LimitViolationData,
  NoClustersAvailableError,
  ResourceLimitExceededError,
} from '../services/process-errors.ts';
import { type ProcessListFilter, processListWhere } from '../services/process-list.ts';
import { BudgetExceededError } from '../services/usage/errors.ts';
import { builder } from './builder.ts';
import { ClusterRef, ResourceRequestsInput } from './cluster.ts';
import { ErrorInterface, InputValidationError } from './errors.ts';
import { PlacementEnum } from './estimate.ts';
import { FailoverInput } from './failover.ts';
import { MountInput } from './mounts.ts';
import { checkIdCursors } from './page-cursor.ts';
import { FlavorAssignmentRef, ResourceQuantityRef } from './resources.ts';
import { TasksInput } from './tasks.ts';
import { CostEstimateRef } from './usage.ts';

// The contract of issue 8 / ARCHITECTURE §4. Resolvers map; the rules live in services/process/.

export const ProcessStatusEnum = builder.enumType(ProcessStatus, { name: 'ProcessStatus' });

export const LimitedResourceEnum = builder.enumType('LimitedResource', {
  description:
    'CPU in cores, MEMORY in bytes, RUNTIME in seconds, EXTENDED (any other resource, e.g. nvidia.com/gpu; see resourceName) in units.',
  values: LIMITED_RESOURCES,
});

const EnvVar = builder.objectRef<StoredEnvVar>('EnvVar').implement({
  description: 'A literal value, or the name of a project secret (its value is never returned).',
  fields: (t) => ({
    name: t.exposeString('name'),
    value: t.string({ nullable: true, resolve: (e) => ('value' in e ? e.value : null) }),
    secret: t.string({ nullable: true, resolve: (e) => ('secret' in e ? e.secret : null) }),
  }),
});

export const EnvVarInput = builder.inputType('EnvVarInput', {
  description: 'Exactly one of value (a literal) and secret (the name of a secret of the project).',
  fields: (t) => ({
    name: t.string({ required: true }),
    value: t.string({ required: false }),
    secret: t.string({ required: false }),
  }),
});

const ProcessResources = builder.objectRef<ProcessVersion>('ProcessResources').implement({
  description: 'What a version asked for (requests = limits of its container).',
  fields: (t) => ({
    cpu: t.string({ description: 'Kubernetes quantity as submitted.', resolve: (v) => v.cpu }),
    memory: t.string({ description: 'Kubernetes quantity as submitted.', resolve: (v) => v.memory }),
    cpuCores: t.float({ resolve: (v) => millisToCores(v.cpuMillis) }),
    memoryBytes: t.float({ resolve: (v) => Number(v.memoryBytes) }),
    deadlineSeconds: t.int({ nullable: true, resolve: (v) => v.deadlineSeconds }),
    extended: t.field({
      type: [ResourceQuantityRef],
      description: 'Extended resources asked for (whole units; requests = limits).',
      resolve: (v) => decodeExtendedAmounts(v.extendedResources),
    }),
    flavor: t.string({
      nullable: true,
      description: 'The flavor the version was pinned to; null: Kueue assigns.',
      resolve: (v) => v.flavor,
    }),
    priorityClass: t.string({
      nullable: true,
      description:
        'The WorkloadPriorityClass the Job names (kueue.x-k8s.io/priority-class); null: priority 0.',
      resolve: (v) => v.priorityClass,
    }),
  }),
});

/** The limits snapshot stored on a version (`limitsSnapshot` JSON), as written by services/process/store.ts. */
export type CheckedLimitsData = LimitsSnapshot;

const CheckedFlavor = builder
  .objectRef<{ name: string; cpuMillis: string; memoryBytes: string }>('CheckedFlavor')
  .implement({
    fields: (t) => ({
      name: t.exposeString('name'),
      cpu: t.string({ resolve: (f) => formatCpu(BigInt(f.cpuMillis)) }),
      memory: t.string({ resolve: (f) => formatBytes(BigInt(f.memoryBytes)) }),
      cpuCores: t.float({ resolve: (f) => millisToCores(BigInt(f.cpuMillis)) }),
      memoryBytes: t.float({ resolve: (f) => Number(f.memoryBytes) }),
    }),
  });

const CheckedLimits = builder.objectRef<CheckedLimitsData>('CheckedLimits').implement({
  description: 'The cluster limits a version was validated against when it was created.',
  fields: (t) => ({
    source: t.exposeString('source'),
    flavor: t.exposeString('flavor', { nullable: true, description: 'The flavor that holds the request.' }),
    maxCpuCores: t.exposeFloat('maxCpuCores'),
    maxMemoryBytes: t.exposeFloat('maxMemoryBytes'),
    maxRuntimeSeconds: t.exposeInt('maxRuntimeSeconds', { nullable: true }),
    flavors: t.field({ type: [CheckedFlavor], resolve: (l) => l.flavors }),
    checkedAt: t.field({ type: 'DateTime', resolve: (l) => new Date(l.checkedAt) }),
  }),
});

export const ProcessRef = builder.prismaObject('Process', {
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    project: t.relation('project'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    createdBy: t.relation('createdBy'),
    versions: t.relatedConnection(
      'versions',
      {
        description: 'Newest first, a page at a time (first: at most 100, 20 when omitted).',
        cursor: 'id',
        totalCount: true,
        query: (args) => {
          checkIdCursors(args);
          return { orderBy: { version: 'desc' } };
        },
      },
      { name: 'ProcessVersionConnection' },
      { name: 'ProcessVersionEdge' },
    ),
    latestVersion: t.prismaField({
      type: 'ProcessVersion',
      nullable: true,
      resolve: (query, process, _args, ctx) =>
        ctx.prisma.processVersion.findFirst({
          ...query,
          where: { processId: process.id },
          orderBy: { version: 'desc' },
        }),
    }),
  }),
});

export const ProcessVersionRef = builder.prismaObject('ProcessVersion', {
  fields: (t) => ({
    id: t.exposeID('id'),
    version: t.exposeInt('version'),
    process: t.relation('process'),
    image: t.exposeString('image'),
    command: t.exposeStringList('command'),
    args: t.exposeStringList('args'),
    env: t.field({
      type: [EnvVar],
      select: { env: true },
      resolve: (v) => decodeEnv(v.env),
    }),
    resources: t.field({
      type: ProcessResources,
      select: {
        cpu: true,
        memory: true,
        cpuMillis: true,
        memoryBytes: true,
        deadlineSeconds: true,
        extendedResources: true,
        flavor: true,
      },
      resolve: (v) => v as ProcessVersion,
    }),
    cluster: t.field({
      type: ClusterRef,
      select: { cluster: true },
      resolve: (v) => ({ cluster: (v as unknown as { cluster: Cluster }).cluster, requests: null }),
    }),
    status: t.expose('status', { type: ProcessStatusEnum }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    createdBy: t.relation('createdBy'),
    assignedFlavors: t.field({
      type: [FlavorAssignmentRef],
      description:
        'The flavor Kueue assigned per resource group when it admitted the workload (from the Workload’s admission); empty before admission.',
      select: { assignedFlavors: true },
      resolve: (v) => decodeAssignments(v.assignedFlavors),
    }),
    checkedLimits: t.field({
      type: CheckedLimits,
      select: { limitsSnapshot: true, createdAt: true },
      resolve: (v) => decodeLimits(v.limitsSnapshot, v.createdAt),
    }),
  }),
});

const LimitViolation = builder.objectRef<LimitViolationData>('LimitViolation').implement({
  fields: (t) => ({
    resource: t.field({ type: LimitedResourceEnum, resolve: (v) => v.resource }),
    resourceName: t.exposeString('resourceName', {
      description: '"cpu", "memory", "runtime", or the extended resource’s name ("nvidia.com/gpu").',
    }),
    requested: t.exposeFloat('requested', {
      description: 'Cores, bytes, units or seconds (exact integers but cpu).',
    }),
    limit: t.exposeFloat('limit', { description: 'Cores, bytes, units or seconds.' }),
    flavor: t.string({
      nullable: true,
      description:
        'The flavor whose quota `limit` is: the pinned one; else the largest of its group for a resource above every flavor, the closest flavor when each resource fits some flavor but none holds them all. Null for RUNTIME and for a resource no group covers.',
      resolve: (v) => v.flavor ?? null,
    }),
  }),
});

const FlavorFit = builder.objectRef<FlavorFitData>('FlavorFit').implement({
  description: 'How one flavor of the cluster compares with the request (a request must fit one flavor).',
  fields: (t) => ({
    name: t.string({ resolve: (f) => f.flavor.name }),
    cpu: t.string({ resolve: (f) => formatCpu(f.flavor.cpuMillis) }),
    memory: t.string({ resolve: (f) => formatBytes(f.flavor.memoryBytes) }),
    cpuCores: t.float({ resolve: (f) => millisToCores(f.flavor.cpuMillis) }),
    memoryBytes: t.float({ resolve: (f) => Number(f.flavor.memoryBytes) }),
    memoryGiB: t.float({ resolve: (f) => bytesToGiB(f.flavor.memoryBytes) }),
    fitsCpu: t.exposeBoolean('fitsCpu'),
    fitsMemory: t.exposeBoolean('fitsMemory'),
  }),
});

builder.objectType(NoClustersAvailableError, {
  name: 'NoClustersAvailableError',
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof NoClustersAvailableError,
});

builder.objectType(ClusterNotAllowedError, {
  name: 'ClusterNotAllowedError',
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof ClusterNotAllowedError,
  fields: (t) => ({ clusterId: t.exposeID('clusterId') }),
});

builder.objectType(ResourceLimitExceededError, {
  name: 'ResourceLimitExceededError',
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof ResourceLimitExceededError,
  fields: (t) => ({
    cluster: t.field({ type: ClusterRef, resolve: (e) => ({ cluster: e.cluster, requests: null }) }),
    violations: t.field({ type: [LimitViolation], resolve: (e) => e.violations }),
    flavors: t.field({
      type: [FlavorFit],
      description: 'Each flavor of the cluster and which of cpu and memory it would hold.',
      resolve: (e) => e.flavorFits,
    }),
  }),
});

/** A successful (or dry-run) createProcess / rerunProcess. */
export type CreateProcessPayloadData = ProcessCreated;

const CreateProcessPayload = builder.objectRef<CreateProcessPayloadData>('CreateProcessPayload').implement({
  isTypeOf: (value) => (value as { kind?: string }).kind === 'CreateProcessPayload',
  fields: (t) => ({
    dryRun: t.exposeBoolean('dryRun'),
    cluster: t.field({ type: ClusterRef, resolve: (p) => ({ cluster: p.cluster, requests: null }) }),
    placementReason: t.string({
      nullable: true,
      description:
        'Why this cluster, when the server chose it ("earliest expected start: about 3 min on Beta"); null when the request named the cluster.',
      resolve: (p) => p.placementReason ?? null,
    }),
    flavor: t.exposeString('flavor', {
      nullable: true,
      description: 'The flavor that holds cpu and memory ("a+b" when different groups cover them).',
    }),
    costEstimate: t.field({
      type: CostEstimateRef,
      nullable: true,
      description: 'What the request costs on the chosen cluster (ARCHITECTURE §18).',
      resolve: (p) => p.costEstimate ?? null,
    }),
    budgetWarning: t.string({
      nullable: true,
      description: 'Set when the project’s soft budget would be overrun (the process is created anyway).',
      resolve: (p) => p.budgetWarning ?? null,
    }),
    assignedFlavors: t.field({
      type: [FlavorAssignmentRef],
      description:
        'Per resource group the request asks of, the flavor the fit rule chose against quota (the first in order that holds it, or the pinned one): the flavor Kueue assigns when that quota is free. The version’s assignedFlavors records what Kueue did assign.',
      resolve: (p) => p.assignedFlavors,
    }),
    process: t.prismaField({
      type: 'Process',
      nullable: true,
      description: 'Null on a dry run.',
      resolve: (query, p, _args, ctx) =>
        (p.process && isScalarOnly(query) ? p.process : null) ||
        (p.processId ? ctx.prisma.process.findUnique({ ...query, where: { id: p.processId } }) : null),
    }),
    version: t.prismaField({
      type: 'ProcessVersion',
      nullable: true,
      description: 'Null on a dry run.',
      resolve: (query, p, _args, ctx) =>
        (p.version && isScalarOnly(query) ? p.version : null) ||
        (p.versionId ? ctx.prisma.processVersion.findUnique({ ...query, where: { id: p.versionId } }) : null),
    }),
  }),
});

/** A selection needing no relation: the rows the service just wrote answer it without a read. */
function isScalarOnly(query: object): boolean {
  return Object.keys({ ...query }).length === 0;
}

export const CreateProcessResult = builder.unionType('CreateProcessResult', {
  types: [
    CreateProcessPayload,
    NoClustersAvailableError,
    ClusterNotAllowedError,
    ResourceLimitExceededError,
    BudgetExceededError,
    InputValidationError,
  ],
  // The errors plugin turns these refusals, thrown by the services, into results of every field of this union.
  extensions: {
    pothosErrorTypes: [
      NoClustersAvailableError,
      ClusterNotAllowedError,
      ResourceLimitExceededError,
      BudgetExceededError,
      InputValidationError,
    ],
  },
});

export const CreateProcessInput = builder.inputType('CreateProcessInput', {
  fields: (t) => ({
    projectId: t.id({ required: true }),
    name: t.string({ required: true }),
    image: t.string({ required: true }),
    command: t.stringList({ required: false }),
    args: t.stringList({ required: false }),
    env: t.field({ type: [EnvVarInput], required: false }),
    mounts: t.field({
      type: [MountInput],
      required: false,
      description:
        'Data volumes of the cluster to mount (ARCHITECTURE §21): the chosen cluster must have each; placement chooses only among clusters that have them all.',
    }),
    resources: t.field({ type: ResourceRequestsInput, required: true }),
    clusterId: t.id({ required: false, description: 'Omitted: chosen by `placement`.' }),
    placement: t.field({
      type: PlacementEnum,
      required: false,
      description: 'Used only when clusterId is omitted; default FIRST_ALLOWED.',
    }),
    maxWaitSeconds: t.int({
      required: false,
      description: 'CHEAPEST: the longest expected wait a cluster may have to be chosen for its price.',
    }),
    dryRun: t.boolean({
      required: false,
      description: 'Answer exactly as the real call would; write nothing.',
    }),
    idempotencyKey: t.string({
      required: false,
      description: 'The same key from the same user within 24 h returns the first result.',
    }),
    failover: t.field({
      type: FailoverInput,
      required: false,
      description: 'Failover to another allowed cluster (ARCHITECTURE §17); null: off.',
    }),
    notify: t.boolean({
      required: false,
      description:
        "Notifications (ARCHITECTURE §22): null, the creator's channels as they are set; false, none for this process.",
    }),
    tasks: t.field({
      type: TasksInput,
      required: false,
      description: 'An array or gang of count pods (ARCHITECTURE §19); null: one pod, as before.',
    }),
    taskParameters: t.field({
      type: ['JSON'],
      required: false,
      description:
        'Arrays only: one JSON object per task (length = tasks.count); each task reads its own from the file KB_TASK_PARAMS names.',
    }),
  }),
});

export const RerunProcessInput = builder.inputType('RerunProcessInput', {
  description: 'Copies a version into the next version of its process, with these overrides.',
  fields: (t) => ({
    processVersionId: t.id({ required: true }),
    clusterId: t.id({
      required: false,
      description: 'Omitted: the source version’s cluster, or by `placement`.',
    }),
    placement: t.field({
      type: PlacementEnum,
      required: false,
      description:
        'Used only when clusterId is omitted: EARLIEST_START or CHEAPEST places the new version anew.',
    }),
    maxWaitSeconds: t.int({ required: false, description: 'As in CreateProcessInput.' }),
    resources: t.field({ type: ResourceRequestsInput, required: false }),
    image: t.string({ required: false }),
    command: t.stringList({ required: false }),
    args: t.stringList({ required: false }),
    env: t.field({ type: [EnvVarInput], required: false }),
    mounts: t.field({
      type: [MountInput],
      required: false,
      description: 'Omitted: the source version’s mounts (the cluster chosen must have each volume).',
    }),
    dryRun: t.boolean({ required: false }),
    idempotencyKey: t.string({ required: false }),
    failover: t.field({
      type: FailoverInput,
      required: false,
      description: 'As in CreateProcessInput (not copied from the source: null is off).',
    }),
    notify: t.boolean({
      required: false,
      description: 'As in CreateProcessInput; omitted: the source version’s setting.',
    }),
    tasks: t.field({
      type: TasksInput,
      required: false,
      description: 'Omitted: the source version’s tasks (or one pod).',
    }),
    taskParameters: t.field({
      type: ['JSON'],
      required: false,
      description: 'Omitted: the source version’s parameters (when its count is kept).',
    }),
    onlyFailedTasks: t.boolean({
      required: false,
      description:
        'An array: only the tasks of the source that did not succeed run, each keeping its index and parameters; the succeeded ones are carried over as SUCCEEDED (ARCHITECTURE §19). A ValidationError for a gang (it re-runs whole), a source that has not ended or has nothing failed, or one without a command.',
    }),
  }),
});

export const ProcessFilterInput = builder.inputType('ProcessFilter', {
  description: 'Narrows a project’s process list; every field optional, all given ones must hold.',
  fields: (t) => ({
    statuses: t.field({
      type: [ProcessStatusEnum],
      required: false,
      description: 'The status of the latest version is one of these.',
    }),
    name: t.string({ required: false, description: 'A part of the name, any case.' }),
    createdBy: t.id({ required: false, description: 'The user who created the process.' }),
    clusterId: t.id({ required: false, description: 'The cluster of the latest version.' }),
  }),
});

builder.prismaObjectField('Project', 'processes', (t) =>
  t.prismaConnection(
    {
      type: 'Process',
      cursor: 'id',
      description: 'Newest first; `filter` narrows the list (totalCount counts what it keeps).',
      args: { filter: t.arg({ type: ProcessFilterInput, required: false }) },
      totalCount: async (project, args, ctx) =>
        ctx.prisma.process.count({
          where: await processListWhere(ctx.prisma, project.id, filterOf(args.filter)),
        }),
      resolve: async (query, project, args, ctx) => {
        checkIdCursors(args);
        return ctx.prisma.process.findMany({
          ...query,
          where: await processListWhere(ctx.prisma, project.id, filterOf(args.filter)),
          orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        });
      },
    },
    { name: 'ProcessConnection' },
    { name: 'ProcessEdge' },
  ),
);

function filterOf(
  filter:
    | {
        statuses?: ProcessStatus[] | null;
        name?: string | null;
        createdBy?: string | number | null;
        clusterId?: string | number | null;
      }
    | null
    | undefined,
): ProcessListFilter | null {
  if (!filter) return null;
  return {
    statuses: filter.statuses ?? null,
    name: filter.name ?? null,
    createdById: filter.createdBy == null ? null : String(filter.createdBy),
    clusterId: filter.clusterId == null ? null : String(filter.clusterId),
  };
}

builder.prismaObjectField('Project', 'processByName', (t) =>
  t.prismaField({
    type: 'Process',
    nullable: true,
    description:
      'The process of this name in the project, or null: where "already exists: re-run it instead" leads (names are unique per project).',
    args: { name: t.arg.string({ required: true }) },
    resolve: (query, project, { name }, ctx) =>
      ctx.prisma.process.findUnique({ ...query, where: { projectId_name: { projectId: project.id, name } } }),
  }),
);

builder.queryFields((t) => ({
  process: t.prismaField({
    type: 'Process',
    nullable: true,
    description: 'A process, visible to members of its project only (null otherwise).',
    authScopes: { authenticated: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (query, _root, args, ctx) =>
      ctx.prisma.process.findFirst({
        ...query,
        where: { id: String(args.id), ...visibleProcesses(ctx.viewer!.id) },
      }),
  }),
  processVersion: t.prismaField({
    type: 'ProcessVersion',
    nullable: true,
    description: 'A process version, visible to members of its project only (null otherwise).',
    authScopes: { authenticated: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (query, _root, args, ctx) =>
      ctx.prisma.processVersion.findFirst({
        ...query,
        where: {
          id: String(args.id),
          ...visibleVersions(ctx.viewer!.id),
        },
      }),
  }),
}));

builder.mutationFields((t) => ({
  createProcess: t.field({
    type: CreateProcessResult,
    description:
      'Creates a process and its version 1 on an allowed cluster, after checking the request against that cluster’s live limits.',
    authScopes: (_root, args) => ({ projectContributor: String(args.input.projectId) }),
    args: { input: t.arg({ type: CreateProcessInput, required: true }) },
    resolve: (_root, { input }, ctx) =>
      createProcess(processDeps(ctx), ctx.viewer!, {
        ...input,
        taskParameters: input.taskParameters as unknown[] | null | undefined,
        projectId: String(input.projectId),
        clusterId: input.clusterId == null ? null : String(input.clusterId),
      }),
  }),
  rerunProcess: t.field({
    type: CreateProcessResult,
    description: 'Creates the next version of a process from an existing version, through the same rules.',
    authScopes: { authenticated: true },
    args: { input: t.arg({ type: RerunProcessInput, required: true }) },
    resolve: (_root, { input }, ctx) =>
      rerunProcess(processDeps(ctx), ctx.viewer!, {
        ...input,
        taskParameters: input.taskParameters as unknown[] | null | undefined,
        processVersionId: String(input.processVersionId),
        clusterId: input.clusterId == null ? null : String(input.clusterId),
      }),
  }),
}));

function processDeps(ctx: Context): ProcessDeps {
  return {
    prisma: ctx.prisma,
    hooks: ctx.services.hooks,
    states: ctx.services.clusterStates,
    rateLimiter: ctx.services.rateLimiter,
    launchQueue: ctx.services.launchQueue,
    now: ctx.services.now,
    currency: ctx.services.config.usageCurrency,
    maxTasks: ctx.services.config.maxTasks,
  };
}
