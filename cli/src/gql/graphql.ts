/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/** COST: in USAGE_CURRENCY at the flavors’ prices; GPU_HOURS: hours of resources named …/gpu. */
export type BudgetUnit =
  | 'COST'
  | 'GPU_HOURS';

export type ClusterErrorKind =
  | 'INVALID'
  | 'NOT_FOUND'
  | 'SERVER_ERROR'
  | 'TIMEOUT'
  | 'UNAUTHORIZED'
  | 'UNREACHABLE';

export type ClusterHealthStatus =
  | 'DEGRADED'
  | 'QUEUE_NOT_FOUND'
  | 'REACHABLE'
  | 'UNAUTHORIZED'
  | 'UNREACHABLE';

export type CreateProcessInput = {
  args?: Array<string> | null | undefined;
  /** Omitted: chosen by `placement`. */
  clusterId?: string | number | null | undefined;
  command?: Array<string> | null | undefined;
  /** Answer exactly as the real call would; write nothing. */
  dryRun?: boolean | null | undefined;
  env?: Array<EnvVarInput> | null | undefined;
  /** Failover to another allowed cluster (ARCHITECTURE §17); null: off. */
  failover?: FailoverInput | null | undefined;
  /** The same key from the same user within 24 h returns the first result. */
  idempotencyKey?: string | null | undefined;
  image: string;
  /** CHEAPEST: the longest expected wait a cluster may have to be chosen for its price. */
  maxWaitSeconds?: number | null | undefined;
  /** Data volumes of the cluster to mount (ARCHITECTURE §21): the chosen cluster must have each; placement chooses only among clusters that have them all. */
  mounts?: Array<MountInput> | null | undefined;
  name: string;
  /** Notifications (ARCHITECTURE §22): null, the creator's channels as they are set; false, none for this process. */
  notify?: boolean | null | undefined;
  /** Used only when clusterId is omitted; default FIRST_ALLOWED. */
  placement?: Placement | null | undefined;
  projectId: string | number;
  resources: ResourceRequestsInput;
  /** Arrays only: one JSON object per task (length = tasks.count); each task reads its own from the file KB_TASK_PARAMS names. */
  taskParameters?: Array<unknown> | null | undefined;
  /** An array or gang of count pods (ARCHITECTURE §19); null: one pod, as before. */
  tasks?: TasksInput | null | undefined;
};

/** Exactly one of value (a literal) and secret (the name of a secret of the project). */
export type EnvVarInput = {
  name: string;
  secret?: string | null | undefined;
  value?: string | null | undefined;
};

/** What a start estimate rests on. NOW: fits the free quota at once; QUEUE: a replay of the queue; PREEMPTION: starts at once by evicting lower-priority workloads (preempts says how many); UNKNOWN: the cluster hides what the estimate needs (see message); NEVER: cannot ever fit. */
export type EstimateBasis =
  | 'NEVER'
  | 'NOW'
  | 'PREEMPTION'
  | 'QUEUE'
  | 'UNKNOWN';

/** Failover: when the cluster fails an attempt (preempted there, or the cluster lost), the next attempt runs on another allowed cluster (placed by earliest start, limits checked again). */
export type FailoverInput = {
  /** Attempts in all, the first included (1 to 10). */
  maxAttempts?: number;
  /** Move when its cluster does not answer for CLUSTER_LOST_AFTER_SECONDS (default 300) or is retired while it is unfinished. */
  onClusterLost?: boolean;
  /** Move when its Workload is preempted and another allowed cluster would start it earlier than its own. */
  onPreemption?: boolean;
};

/** CPU in cores, MEMORY in bytes, RUNTIME in seconds, EXTENDED (any other resource, e.g. nvidia.com/gpu; see resourceName) in units. */
export type LimitedResource =
  | 'CPU'
  | 'EXTENDED'
  | 'MEMORY'
  | 'RUNTIME';

/** Where limits come from: the cluster’s Kueue ClusterQueue, or the fallback (8 cores / 32 GiB) when it cannot be read. */
export type LimitsSource =
  | 'FALLBACK'
  | 'KUEUE';

/** Where `logs` came from: the pod on the cluster, the copy kept when the version finished, or none. */
export type LogSource =
  | 'ARCHIVE'
  | 'CLUSTER'
  | 'NONE';

/** A data volume of the cluster mounted into every pod of the process at an absolute path. readOnly is forced on a read-only volume. */
export type MountInput = {
  /** Absolute, normal (no "..", "//" or trailing "/"), not over the container’s own files (/dev, /proc, /sys, /etc/hosts, /var/run/secrets, /var/run/kueue-batch …); at most one mount per path, none nested. */
  path: string;
  /** Default false; always true on a read-only volume. */
  readOnly?: boolean | null | undefined;
  /** The volume’s name on the cluster (Cluster.volumes). */
  volume: string;
};

/** How the server chooses a cluster when clusterId is omitted. FIRST_ALLOWED (default): the first allowed cluster by sortOrder. EARLIEST_START: the allowed cluster that holds the request and whose expected start is earliest (ties: sortOrder). CHEAPEST: the allowed cluster that holds the request at the lowest price per hour whose expected start is within maxWaitSeconds (ties: sortOrder). */
export type Placement =
  | 'CHEAPEST'
  | 'EARLIEST_START'
  | 'FIRST_ALLOWED';

export type ProcessStatus =
  | 'CANCELLED'
  | 'FAILED'
  | 'LAUNCHING'
  | 'LOST'
  | 'PENDING'
  | 'QUEUED'
  | 'RUNNING'
  | 'SUCCEEDED';

export type ProjectRole =
  | 'MEMBER'
  | 'OWNER'
  | 'VIEWER';

/** Copies a version into the next version of its process, with these overrides. */
export type RerunProcessInput = {
  args?: Array<string> | null | undefined;
  /** Omitted: the source version’s cluster, or by `placement`. */
  clusterId?: string | number | null | undefined;
  command?: Array<string> | null | undefined;
  dryRun?: boolean | null | undefined;
  env?: Array<EnvVarInput> | null | undefined;
  /** As in CreateProcessInput (not copied from the source: null is off). */
  failover?: FailoverInput | null | undefined;
  idempotencyKey?: string | null | undefined;
  image?: string | null | undefined;
  /** As in CreateProcessInput. */
  maxWaitSeconds?: number | null | undefined;
  /** Omitted: the source version’s mounts (the cluster chosen must have each volume). */
  mounts?: Array<MountInput> | null | undefined;
  /** As in CreateProcessInput; omitted: the source version’s setting. */
  notify?: boolean | null | undefined;
  /** An array: only the tasks of the source that did not succeed run, each keeping its index and parameters; the succeeded ones are carried over as SUCCEEDED (ARCHITECTURE §19). A ValidationError for a gang (it re-runs whole), a source that has not ended or has nothing failed, or one without a command. */
  onlyFailedTasks?: boolean | null | undefined;
  /** Used only when clusterId is omitted: EARLIEST_START or CHEAPEST places the new version anew. */
  placement?: Placement | null | undefined;
  processVersionId: string | number;
  resources?: ResourceRequestsInput | null | undefined;
  /** Omitted: the source version’s parameters (when its count is kept). */
  taskParameters?: Array<unknown> | null | undefined;
  /** Omitted: the source version’s tasks (or one pod). */
  tasks?: TasksInput | null | undefined;
};

/** An extended resource and how many of it, e.g. { name: "nvidia.com/gpu", quantity: "2" }: a domain-prefixed name and a whole number above zero. */
export type ResourceQuantityInput = {
  name: string;
  quantity: string;
};

/** What a process asks for: Kubernetes quantities ("500m", "2", "1.5Gi"), a deadline in seconds, extended resources (whole numbers) and optionally one flavor to run on. */
export type ResourceRequestsInput = {
  cpu?: string | null | undefined;
  deadlineSeconds?: number | null | undefined;
  /** Extended resources, e.g. [{ name: "nvidia.com/gpu", quantity: "2" }]: domain-prefixed names, whole numbers above zero, each name once (requests = limits). */
  extended?: Array<ResourceQuantityInput> | null | undefined;
  /** Run only on this flavor (its resource group): the Job gets its nodeLabels as a required node affinity. Omitted: Kueue assigns. */
  flavor?: string | null | undefined;
  memory?: string | null | undefined;
  /** One of the cluster’s WorkloadPriorityClasses that the policy allows (ClusterLimits.priorityClasses in availableClusters): the Job is labelled kueue.x-k8s.io/priority-class with it. Omitted: priority 0. In availableClusters, what the start estimate is for. */
  priorityClass?: string | null | undefined;
};

export type TaskStatus =
  | 'CANCELLED'
  | 'FAILED'
  | 'PENDING'
  | 'RUNNING'
  | 'SUCCEEDED';

/** Many pods in one version: an array of independent tasks (a sweep), or a gang that starts together (distributed training). One Indexed Job. */
export type TasksInput = {
  /** How many tasks, 1 to MAX_TASKS (default 10000); indexes 0..count-1. */
  count: number;
  /** All count pods admitted and started together, reachable by name; one failed pod fails the gang. */
  gang?: boolean;
  /** Arrays: the version fails once more tasks than this failed (null: every task runs). */
  maxFailedTasks?: number | null | undefined;
  /** Arrays: at most this many at once (default min(count, 100)); gangs: always count. */
  parallelism?: number | null | undefined;
  /** Arrays: retries of each task (backoffLimitPerIndex). A gang fails whole (0). */
  retriesPerTask?: number;
};

export type UsageDimension =
  | 'CLUSTER'
  | 'DAY'
  | 'FLAVOR'
  | 'PROJECT'
  | 'RESOURCE'
  | 'USER';

export type Cancel_CancelVersionMutationMutationVariables = Exact<{
  id: string | number;
}>;


export type Cancel_CancelVersionMutationMutation = { cancelProcessVersion:
    | { __typename: 'ClusterUnavailableError', message: string, clusterName: string, kind: ClusterErrorKind, retrying: boolean }
    | { __typename: 'NotFoundError', message: string }
    | { __typename: 'ProcessVersion', id: string, version: number, status: ProcessStatus, statusReason: string | null, statusMessage: string | null, waitingReason: string | null, exitCode: number | null, image: string, command: Array<string>, args: Array<string>, createdAt: string, launchedAt: string | null, startedAt: string | null, finishedAt: string | null, jobName: string | null, cancelRequestedAt: string | null, env: Array<{ name: string, value: string | null, secret: string | null }>, mounts: Array<{ volume: string, path: string, readOnly: boolean }>, cluster: { id: string, name: string }, process: { id: string, name: string, project: { id: string, name: string } }, resources: { cpu: string, memory: string, deadlineSeconds: number | null, flavor: string | null, priorityClass: string | null, extended: Array<{ name: string, quantity: string }> }, tasks: { count: number, parallelism: number, gang: boolean, pending: number, running: number, succeeded: number, failed: number, failedIndexes: string } | null, queuePosition: { positionInClusterQueue: number | null, positionInLocalQueue: number | null, workloadsAhead: number | null, estimate: { message: string, expectedWaitSeconds: number | null } | null } | null }
    | { __typename: 'VersionNotCancellableError', message: string, status: ProcessStatus }
   };

export type Clusters_AvailableClustersQueryQueryVariables = Exact<{
  projectId?: string | number | null | undefined;
  requests?: ResourceRequestsInput | null | undefined;
  tasks?: TasksInput | null | undefined;
  mounts?: Array<MountInput> | MountInput | null | undefined;
}>;


export type Clusters_AvailableClustersQueryQuery = { availableClusters: Array<{ id: string, name: string, description: string | null, sortOrder: number, maxRuntimeSeconds: number | null, fitsRequest: boolean | null, health: { status: ClusterHealthStatus, message: string | null }, limits: { source: LimitsSource, maxCpuCores: number, maxMemoryBytes: number, maxMemoryGiB: number, maxRuntimeSeconds: number | null, maxima: Array<{ name: string, quantity: string, amount: number }>, priorityClasses: Array<{ name: string, value: number }>, flavors: Array<{ name: string, cpu: string, memory: string }> }, queue: { pendingWorkloads: number, admittedWorkloads: number } | null, volumes: Array<{ name: string, description: string | null, readOnly: boolean }>, startEstimate: { basis: EstimateBasis, message: string, expectedWaitSeconds: number | null, latestWaitSeconds: number | null, expectedStartAt: string | null, workloadsAhead: number | null } | null, costEstimate: { currency: string, perHour: number, worstCase: number, expected: number | null } | null }> };

export type Whoami_ViewerQueryQueryVariables = Exact<{ [key: string]: never; }>;


export type Whoami_ViewerQueryQuery = { viewer: { id: string, email: string, name: string | null, isAdmin: boolean, canCreateProjects: boolean } };

export type Logs_VersionLogsQueryQueryVariables = Exact<{
  id: string | number;
  tailLines?: number | null | undefined;
}>;


export type Logs_VersionLogsQueryQuery = { processVersion: { id: string, status: ProcessStatus, logs: string | null, logSource: LogSource, logMessage: string | null, logsTruncated: boolean } | null };

export type Logs_TaskLogsQueryQueryVariables = Exact<{
  id: string | number;
  after?: string | null | undefined;
  tailLines?: number | null | undefined;
}>;


export type Logs_TaskLogsQueryQuery = { processVersion: { id: string, status: ProcessStatus, tasks: { count: number, items: { edges: Array<{ node: { index: number, status: TaskStatus, exitCode: number | null, message: string | null, logs: string | null } }> } } | null } | null };

export type Ls_ProcessesQueryQueryVariables = Exact<{
  projectId: string | number;
  first: number;
}>;


export type Ls_ProcessesQueryQuery = { project: { id: string, name: string, processes: { totalCount: number, edges: Array<{ node: { id: string, name: string, createdAt: string, latestVersion: { id: string, version: number, status: ProcessStatus, exitCode: number | null, createdAt: string, startedAt: string | null, finishedAt: string | null, cluster: { id: string, name: string } } | null } }> } } | null };

export type Projects_ProjectsQueryQueryVariables = Exact<{ [key: string]: never; }>;


export type Projects_ProjectsQueryQuery = { projects: Array<{ id: string, name: string, description: string | null, viewerRole: ProjectRole, memberCount: number, createdAt: string, statusCounts: { queued: number, running: number, succeeded: number, failed: number, cancelled: number }, budget: { unit: BudgetUnit, limit: number, used: number, remaining: number, hard: boolean } | null }> };

export type Rerun_RerunProcessMutationMutationVariables = Exact<{
  input: RerunProcessInput;
}>;


export type Rerun_RerunProcessMutationMutation = { rerunProcess:
    | { __typename: 'BudgetExceededError', message: string, remaining: number, required: number, unit: BudgetUnit }
    | { __typename: 'ClusterNotAllowedError', message: string, clusterId: string }
    | { __typename: 'CreateProcessPayload', dryRun: boolean, flavor: string | null, placementReason: string | null, budgetWarning: string | null, cluster: { id: string, name: string }, process: { id: string, name: string } | null, version: { id: string, version: number, status: ProcessStatus, statusReason: string | null, statusMessage: string | null, waitingReason: string | null, exitCode: number | null, image: string, command: Array<string>, args: Array<string>, createdAt: string, launchedAt: string | null, startedAt: string | null, finishedAt: string | null, jobName: string | null, cancelRequestedAt: string | null, env: Array<{ name: string, value: string | null, secret: string | null }>, mounts: Array<{ volume: string, path: string, readOnly: boolean }>, cluster: { id: string, name: string }, process: { id: string, name: string, project: { id: string, name: string } }, resources: { cpu: string, memory: string, deadlineSeconds: number | null, flavor: string | null, priorityClass: string | null, extended: Array<{ name: string, quantity: string }> }, tasks: { count: number, parallelism: number, gang: boolean, pending: number, running: number, succeeded: number, failed: number, failedIndexes: string } | null, queuePosition: { positionInClusterQueue: number | null, positionInLocalQueue: number | null, workloadsAhead: number | null, estimate: { message: string, expectedWaitSeconds: number | null } | null } | null } | null, costEstimate: { currency: string, perHour: number, worstCase: number, expected: number | null } | null }
    | { __typename: 'NoClustersAvailableError', message: string }
    | { __typename: 'ResourceLimitExceededError', message: string, cluster: { id: string, name: string }, violations: Array<{ resource: LimitedResource, resourceName: string, requested: number, limit: number, flavor: string | null }> }
    | { __typename: 'ValidationError', message: string, issues: Array<{ field: string, message: string }> }
   };

export type Run_CreateProcessMutationMutationVariables = Exact<{
  input: CreateProcessInput;
}>;


export type Run_CreateProcessMutationMutation = { createProcess:
    | { __typename: 'BudgetExceededError', message: string, remaining: number, required: number, unit: BudgetUnit }
    | { __typename: 'ClusterNotAllowedError', message: string, clusterId: string }
    | { __typename: 'CreateProcessPayload', dryRun: boolean, flavor: string | null, placementReason: string | null, budgetWarning: string | null, cluster: { id: string, name: string }, process: { id: string, name: string } | null, version: { id: string, version: number, status: ProcessStatus, statusReason: string | null, statusMessage: string | null, waitingReason: string | null, exitCode: number | null, image: string, command: Array<string>, args: Array<string>, createdAt: string, launchedAt: string | null, startedAt: string | null, finishedAt: string | null, jobName: string | null, cancelRequestedAt: string | null, env: Array<{ name: string, value: string | null, secret: string | null }>, mounts: Array<{ volume: string, path: string, readOnly: boolean }>, cluster: { id: string, name: string }, process: { id: string, name: string, project: { id: string, name: string } }, resources: { cpu: string, memory: string, deadlineSeconds: number | null, flavor: string | null, priorityClass: string | null, extended: Array<{ name: string, quantity: string }> }, tasks: { count: number, parallelism: number, gang: boolean, pending: number, running: number, succeeded: number, failed: number, failedIndexes: string } | null, queuePosition: { positionInClusterQueue: number | null, positionInLocalQueue: number | null, workloadsAhead: number | null, estimate: { message: string, expectedWaitSeconds: number | null } | null } | null } | null, costEstimate: { currency: string, perHour: number, worstCase: number, expected: number | null } | null }
    | { __typename: 'NoClustersAvailableError', message: string }
    | { __typename: 'ResourceLimitExceededError', message: string, cluster: { id: string, name: string }, violations: Array<{ resource: LimitedResource, resourceName: string, requested: number, limit: number, flavor: string | null }> }
    | { __typename: 'ValidationError', message: string, issues: Array<{ field: string, message: string }> }
   };

export type CreatePayloadFieldsFragment = { dryRun: boolean, flavor: string | null, placementReason: string | null, budgetWarning: string | null, cluster: { id: string, name: string }, process: { id: string, name: string } | null, version: { id: string, version: number, status: ProcessStatus, statusReason: string | null, statusMessage: string | null, waitingReason: string | null, exitCode: number | null, image: string, command: Array<string>, args: Array<string>, createdAt: string, launchedAt: string | null, startedAt: string | null, finishedAt: string | null, jobName: string | null, cancelRequestedAt: string | null, env: Array<{ name: string, value: string | null, secret: string | null }>, mounts: Array<{ volume: string, path: string, readOnly: boolean }>, cluster: { id: string, name: string }, process: { id: string, name: string, project: { id: string, name: string } }, resources: { cpu: string, memory: string, deadlineSeconds: number | null, flavor: string | null, priorityClass: string | null, extended: Array<{ name: string, quantity: string }> }, tasks: { count: number, parallelism: number, gang: boolean, pending: number, running: number, succeeded: number, failed: number, failedIndexes: string } | null, queuePosition: { positionInClusterQueue: number | null, positionInLocalQueue: number | null, workloadsAhead: number | null, estimate: { message: string, expectedWaitSeconds: number | null } | null } | null } | null, costEstimate: { currency: string, perHour: number, worstCase: number, expected: number | null } | null };

type RefusalFields_BudgetExceededError_Fragment = { message: string, remaining: number, required: number, unit: BudgetUnit };

type RefusalFields_ClusterNotAllowedError_Fragment = { message: string, clusterId: string };

type RefusalFields_NoClustersAvailableError_Fragment = { message: string };

type RefusalFields_ResourceLimitExceededError_Fragment = { message: string, cluster: { id: string, name: string }, violations: Array<{ resource: LimitedResource, resourceName: string, requested: number, limit: number, flavor: string | null }> };

type RefusalFields_ValidationError_Fragment = { message: string, issues: Array<{ field: string, message: string }> };

export type RefusalFieldsFragment =
  | RefusalFields_BudgetExceededError_Fragment
  | RefusalFields_ClusterNotAllowedError_Fragment
  | RefusalFields_NoClustersAvailableError_Fragment
  | RefusalFields_ResourceLimitExceededError_Fragment
  | RefusalFields_ValidationError_Fragment
;

export type Status_VersionQueryQueryVariables = Exact<{
  id: string | number;
}>;


export type Status_VersionQueryQuery = { processVersion: { id: string, version: number, status: ProcessStatus, statusReason: string | null, statusMessage: string | null, waitingReason: string | null, exitCode: number | null, image: string, command: Array<string>, args: Array<string>, createdAt: string, launchedAt: string | null, startedAt: string | null, finishedAt: string | null, jobName: string | null, cancelRequestedAt: string | null, history: Array<{ status: ProcessStatus, reason: string | null, message: string | null, createdAt: string }>, env: Array<{ name: string, value: string | null, secret: string | null }>, mounts: Array<{ volume: string, path: string, readOnly: boolean }>, cluster: { id: string, name: string }, process: { id: string, name: string, project: { id: string, name: string } }, resources: { cpu: string, memory: string, deadlineSeconds: number | null, flavor: string | null, priorityClass: string | null, extended: Array<{ name: string, quantity: string }> }, tasks: { count: number, parallelism: number, gang: boolean, pending: number, running: number, succeeded: number, failed: number, failedIndexes: string } | null, queuePosition: { positionInClusterQueue: number | null, positionInLocalQueue: number | null, workloadsAhead: number | null, estimate: { message: string, expectedWaitSeconds: number | null } | null } | null } | null };

export type Status_LatestVersionQueryQueryVariables = Exact<{
  id: string | number;
}>;


export type Status_LatestVersionQueryQuery = { process: { latestVersion: { id: string } | null } | null };

export type Logs_TaskFollowQueryQueryVariables = Exact<{
  id: string | number;
  after?: string | null | undefined;
}>;


export type Logs_TaskFollowQueryQuery = { processVersion: { id: string, tasks: { count: number, items: { edges: Array<{ node: { index: number, status: TaskStatus, logs: string | null } }> } } | null } | null };

export type Usage_ReportQueryQueryVariables = Exact<{
  from: string;
  to: string;
  groupBy: Array<UsageDimension> | UsageDimension;
  projectId?: string | number | null | undefined;
}>;


export type Usage_ReportQueryQuery = { usage: { currency: string | null, totalCost: number | null, rows: Array<{ resource: string | null, resourceSeconds: number, cost: number | null, project: { id: string, name: string } | null, cluster: { id: string, name: string } | null }> } };

export type Usage_ViewerProjectsQueryQueryVariables = Exact<{ [key: string]: never; }>;


export type Usage_ViewerProjectsQueryQuery = { viewer: { id: string, isAdmin: boolean }, projects: Array<{ id: string }> };

export type VersionFieldsFragment = { id: string, version: number, status: ProcessStatus, statusReason: string | null, statusMessage: string | null, waitingReason: string | null, exitCode: number | null, image: string, command: Array<string>, args: Array<string>, createdAt: string, launchedAt: string | null, startedAt: string | null, finishedAt: string | null, jobName: string | null, cancelRequestedAt: string | null, env: Array<{ name: string, value: string | null, secret: string | null }>, mounts: Array<{ volume: string, path: string, readOnly: boolean }>, cluster: { id: string, name: string }, process: { id: string, name: string, project: { id: string, name: string } }, resources: { cpu: string, memory: string, deadlineSeconds: number | null, flavor: string | null, priorityClass: string | null, extended: Array<{ name: string, quantity: string }> }, tasks: { count: number, parallelism: number, gang: boolean, pending: number, running: number, succeeded: number, failed: number, failedIndexes: string } | null, queuePosition: { positionInClusterQueue: number | null, positionInLocalQueue: number | null, workloadsAhead: number | null, estimate: { message: string, expectedWaitSeconds: number | null } | null } | null };

export type Resolve_ProjectsQueryQueryVariables = Exact<{ [key: string]: never; }>;


export type Resolve_ProjectsQueryQuery = { projects: Array<{ id: string, name: string }> };

export type Resolve_ClustersQueryQueryVariables = Exact<{
  projectId?: string | number | null | undefined;
}>;


export type Resolve_ClustersQueryQuery = { availableClusters: Array<{ id: string, name: string }> };

export type Wait_VersionUpdatedSubscriptionSubscriptionVariables = Exact<{
  id: string | number;
}>;


export type Wait_VersionUpdatedSubscriptionSubscription = { processVersionUpdated: { id: string, version: number, status: ProcessStatus, statusReason: string | null, statusMessage: string | null, waitingReason: string | null, exitCode: number | null, image: string, command: Array<string>, args: Array<string>, createdAt: string, launchedAt: string | null, startedAt: string | null, finishedAt: string | null, jobName: string | null, cancelRequestedAt: string | null, env: Array<{ name: string, value: string | null, secret: string | null }>, mounts: Array<{ volume: string, path: string, readOnly: boolean }>, cluster: { id: string, name: string }, process: { id: string, name: string, project: { id: string, name: string } }, resources: { cpu: string, memory: string, deadlineSeconds: number | null, flavor: string | null, priorityClass: string | null, extended: Array<{ name: string, quantity: string }> }, tasks: { count: number, parallelism: number, gang: boolean, pending: number, running: number, succeeded: number, failed: number, failedIndexes: string } | null, queuePosition: { positionInClusterQueue: number | null, positionInLocalQueue: number | null, workloadsAhead: number | null, estimate: { message: string, expectedWaitSeconds: number | null } | null } | null } | null };

export type Logs_ChunksSubscriptionSubscriptionVariables = Exact<{
  id: string | number;
  after?: string | null | undefined;
  tailLines?: number | null | undefined;
}>;


export type Logs_ChunksSubscriptionSubscription = { processVersionLogChunks: { text: string, cursor: string, finished: boolean } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const VersionFieldsFragmentDoc = new TypedDocumentString(`
    fragment VersionFields on ProcessVersion {
  id
  version
  status
  statusReason
  statusMessage
  waitingReason
  exitCode
  image
  command
  args
  env {
    name
    value
    secret
  }
  mounts {
    volume
    path
    readOnly
  }
  createdAt
  launchedAt
  startedAt
  finishedAt
  jobName
  cancelRequestedAt
  cluster {
    id
    name
  }
  process {
    id
    name
    project {
      id
      name
    }
  }
  resources {
    cpu
    memory
    deadlineSeconds
    flavor
    priorityClass
    extended {
      name
      quantity
    }
  }
  tasks {
    count
    parallelism
    gang
    pending
    running
    succeeded
    failed
    failedIndexes
  }
  queuePosition {
    positionInClusterQueue
    positionInLocalQueue
    workloadsAhead
    estimate {
      message
      expectedWaitSeconds
    }
  }
}
    `, {"fragmentName":"VersionFields"}) as unknown as TypedDocumentString<VersionFieldsFragment, unknown>;
export const CreatePayloadFieldsFragmentDoc = new TypedDocumentString(`
    fragment CreatePayloadFields on CreateProcessPayload {
  dryRun
  flavor
  placementReason
  budgetWarning
  cluster {
    id
    name
  }
  process {
    id
    name
  }
  version {
    ...VersionFields
  }
  costEstimate {
    currency
    perHour
    worstCase
    expected
  }
}
    fragment VersionFields on ProcessVersion {
  id
  version
  status
  statusReason
  statusMessage
  waitingReason
  exitCode
  image
  command
  args
  env {
    name
    value
    secret
  }
  mounts {
    volume
    path
    readOnly
  }
  createdAt
  launchedAt
  startedAt
  finishedAt
  jobName
  cancelRequestedAt
  cluster {
    id
    name
  }
  process {
    id
    name
    project {
      id
      name
    }
  }
  resources {
    cpu
    memory
    deadlineSeconds
    flavor
    priorityClass
    extended {
      name
      quantity
    }
  }
  tasks {
    count
    parallelism
    gang
    pending
    running
    succeeded
    failed
    failedIndexes
  }
  queuePosition {
    positionInClusterQueue
    positionInLocalQueue
    workloadsAhead
    estimate {
      message
      expectedWaitSeconds
    }
  }
}`, {"fragmentName":"CreatePayloadFields"}) as unknown as TypedDocumentString<CreatePayloadFieldsFragment, unknown>;
export const RefusalFieldsFragmentDoc = new TypedDocumentString(`
    fragment RefusalFields on CreateProcessResult {
  ... on Error {
    message
  }
  ... on ValidationError {
    issues {
      field
      message
    }
  }
  ... on ClusterNotAllowedError {
    clusterId
  }
  ... on ResourceLimitExceededError {
    cluster {
      id
      name
    }
    violations {
      resource
      resourceName
      requested
      limit
      flavor
    }
  }
  ... on BudgetExceededError {
    remaining
    required
    unit
  }
}
    `, {"fragmentName":"RefusalFields"}) as unknown as TypedDocumentString<RefusalFieldsFragment, unknown>;
export const Cancel_CancelVersionMutationDocument = new TypedDocumentString(`
    mutation Cancel_CancelVersionMutation($id: ID!) {
  cancelProcessVersion(id: $id) {
    __typename
    ... on ProcessVersion {
      ...VersionFields
    }
    ... on Error {
      message
    }
    ... on ClusterUnavailableError {
      clusterName
      kind
      retrying
    }
    ... on VersionNotCancellableError {
      status
    }
  }
}
    fragment VersionFields on ProcessVersion {
  id
  version
  status
  statusReason
  statusMessage
  waitingReason
  exitCode
  image
  command
  args
  env {
    name
    value
    secret
  }
  mounts {
    volume
    path
    readOnly
  }
  createdAt
  launchedAt
  startedAt
  finishedAt
  jobName
  cancelRequestedAt
  cluster {
    id
    name
  }
  process {
    id
    name
    project {
      id
      name
    }
  }
  resources {
    cpu
    memory
    deadlineSeconds
    flavor
    priorityClass
    extended {
      name
      quantity
    }
  }
  tasks {
    count
    parallelism
    gang
    pending
    running
    succeeded
    failed
    failedIndexes
  }
  queuePosition {
    positionInClusterQueue
    positionInLocalQueue
    workloadsAhead
    estimate {
      message
      expectedWaitSeconds
    }
  }
}`) as unknown as TypedDocumentString<Cancel_CancelVersionMutationMutation, Cancel_CancelVersionMutationMutationVariables>;
export const Clusters_AvailableClustersQueryDocument = new TypedDocumentString(`
    query Clusters_AvailableClustersQuery($projectId: ID, $requests: ResourceRequestsInput, $tasks: TasksInput, $mounts: [MountInput!]) {
  availableClusters(
    projectId: $projectId
    requests: $requests
    tasks: $tasks
    mounts: $mounts
  ) {
    id
    name
    description
    sortOrder
    maxRuntimeSeconds
    fitsRequest
    health {
      status
      message
    }
    limits {
      source
      maxCpuCores
      maxMemoryBytes
      maxMemoryGiB
      maxRuntimeSeconds
      maxima {
        name
        quantity
        amount
      }
      priorityClasses {
        name
        value
      }
      flavors {
        name
        cpu
        memory
      }
    }
    queue {
      pendingWorkloads
      admittedWorkloads
    }
    volumes {
      name
      description
      readOnly
    }
    startEstimate {
      basis
      message
      expectedWaitSeconds
      latestWaitSeconds
      expectedStartAt
      workloadsAhead
    }
    costEstimate {
      currency
      perHour
      worstCase
      expected
    }
  }
}
    `) as unknown as TypedDocumentString<Clusters_AvailableClustersQueryQuery, Clusters_AvailableClustersQueryQueryVariables>;
export const Whoami_ViewerQueryDocument = new TypedDocumentString(`
    query Whoami_ViewerQuery {
  viewer {
    id
    email
    name
    isAdmin
    canCreateProjects
  }
}
    `) as unknown as TypedDocumentString<Whoami_ViewerQueryQuery, Whoami_ViewerQueryQueryVariables>;
export const Logs_VersionLogsQueryDocument = new TypedDocumentString(`
    query Logs_VersionLogsQuery($id: ID!, $tailLines: Int) {
  processVersion(id: $id) {
    id
    status
    logs(tailLines: $tailLines)
    logSource
    logMessage
    logsTruncated
  }
}
    `) as unknown as TypedDocumentString<Logs_VersionLogsQueryQuery, Logs_VersionLogsQueryQueryVariables>;
export const Logs_TaskLogsQueryDocument = new TypedDocumentString(`
    query Logs_TaskLogsQuery($id: ID!, $after: String, $tailLines: Int) {
  processVersion(id: $id) {
    id
    status
    tasks {
      count
      items(first: 1, after: $after) {
        edges {
          node {
            index
            status
            exitCode
            message
            logs(tailLines: $tailLines)
          }
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<Logs_TaskLogsQueryQuery, Logs_TaskLogsQueryQueryVariables>;
export const Ls_ProcessesQueryDocument = new TypedDocumentString(`
    query Ls_ProcessesQuery($projectId: ID!, $first: Int!) {
  project(id: $projectId) {
    id
    name
    processes(first: $first) {
      totalCount
      edges {
        node {
          id
          name
          createdAt
          latestVersion {
            id
            version
            status
            exitCode
            createdAt
            startedAt
            finishedAt
            cluster {
              id
              name
            }
          }
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<Ls_ProcessesQueryQuery, Ls_ProcessesQueryQueryVariables>;
export const Projects_ProjectsQueryDocument = new TypedDocumentString(`
    query Projects_ProjectsQuery {
  projects {
    id
    name
    description
    viewerRole
    memberCount
    createdAt
    statusCounts {
      queued
      running
      succeeded
      failed
      cancelled
    }
    budget {
      unit
      limit
      used
      remaining
      hard
    }
  }
}
    `) as unknown as TypedDocumentString<Projects_ProjectsQueryQuery, Projects_ProjectsQueryQueryVariables>;
export const Rerun_RerunProcessMutationDocument = new TypedDocumentString(`
    mutation Rerun_RerunProcessMutation($input: RerunProcessInput!) {
  rerunProcess(input: $input) {
    __typename
    ... on CreateProcessPayload {
      ...CreatePayloadFields
    }
    ...RefusalFields
  }
}
    fragment CreatePayloadFields on CreateProcessPayload {
  dryRun
  flavor
  placementReason
  budgetWarning
  cluster {
    id
    name
  }
  process {
    id
    name
  }
  version {
    ...VersionFields
  }
  costEstimate {
    currency
    perHour
    worstCase
    expected
  }
}
fragment RefusalFields on CreateProcessResult {
  ... on Error {
    message
  }
  ... on ValidationError {
    issues {
      field
      message
    }
  }
  ... on ClusterNotAllowedError {
    clusterId
  }
  ... on ResourceLimitExceededError {
    cluster {
      id
      name
    }
    violations {
      resource
      resourceName
      requested
      limit
      flavor
    }
  }
  ... on BudgetExceededError {
    remaining
    required
    unit
  }
}
fragment VersionFields on ProcessVersion {
  id
  version
  status
  statusReason
  statusMessage
  waitingReason
  exitCode
  image
  command
  args
  env {
    name
    value
    secret
  }
  mounts {
    volume
    path
    readOnly
  }
  createdAt
  launchedAt
  startedAt
  finishedAt
  jobName
  cancelRequestedAt
  cluster {
    id
    name
  }
  process {
    id
    name
    project {
      id
      name
    }
  }
  resources {
    cpu
    memory
    deadlineSeconds
    flavor
    priorityClass
    extended {
      name
      quantity
    }
  }
  tasks {
    count
    parallelism
    gang
    pending
    running
    succeeded
    failed
    failedIndexes
  }
  queuePosition {
    positionInClusterQueue
    positionInLocalQueue
    workloadsAhead
    estimate {
      message
      expectedWaitSeconds
    }
  }
}`) as unknown as TypedDocumentString<Rerun_RerunProcessMutationMutation, Rerun_RerunProcessMutationMutationVariables>;
export const Run_CreateProcessMutationDocument = new TypedDocumentString(`
    mutation Run_CreateProcessMutation($input: CreateProcessInput!) {
  createProcess(input: $input) {
    __typename
    ... on CreateProcessPayload {
      ...CreatePayloadFields
    }
    ...RefusalFields
  }
}
    fragment CreatePayloadFields on CreateProcessPayload {
  dryRun
  flavor
  placementReason
  budgetWarning
  cluster {
    id
    name
  }
  process {
    id
    name
  }
  version {
    ...VersionFields
  }
  costEstimate {
    currency
    perHour
    worstCase
    expected
  }
}
fragment RefusalFields on CreateProcessResult {
  ... on Error {
    message
  }
  ... on ValidationError {
    issues {
      field
      message
    }
  }
  ... on ClusterNotAllowedError {
    clusterId
  }
  ... on ResourceLimitExceededError {
    cluster {
      id
      name
    }
    violations {
      resource
      resourceName
      requested
      limit
      flavor
    }
  }
  ... on BudgetExceededError {
    remaining
    required
    unit
  }
}
fragment VersionFields on ProcessVersion {
  id
  version
  status
  statusReason
  statusMessage
  waitingReason
  exitCode
  image
  command
  args
  env {
    name
    value
    secret
  }
  mounts {
    volume
    path
    readOnly
  }
  createdAt
  launchedAt
  startedAt
  finishedAt
  jobName
  cancelRequestedAt
  cluster {
    id
    name
  }
  process {
    id
    name
    project {
      id
      name
    }
  }
  resources {
    cpu
    memory
    deadlineSeconds
    flavor
    priorityClass
    extended {
      name
      quantity
    }
  }
  tasks {
    count
    parallelism
    gang
    pending
    running
    succeeded
    failed
    failedIndexes
  }
  queuePosition {
    positionInClusterQueue
    positionInLocalQueue
    workloadsAhead
    estimate {
      message
      expectedWaitSeconds
    }
  }
}`) as unknown as TypedDocumentString<Run_CreateProcessMutationMutation, Run_CreateProcessMutationMutationVariables>;
export const Status_VersionQueryDocument = new TypedDocumentString(`
    query Status_VersionQuery($id: ID!) {
  processVersion(id: $id) {
    ...VersionFields
    history {
      status
      reason
      message
      createdAt
    }
  }
}
    fragment VersionFields on ProcessVersion {
  id
  version
  status
  statusReason
  statusMessage
  waitingReason
  exitCode
  image
  command
  args
  env {
    name
    value
    secret
  }
  mounts {
    volume
    path
    readOnly
  }
  createdAt
  launchedAt
  startedAt
  finishedAt
  jobName
  cancelRequestedAt
  cluster {
    id
    name
  }
  process {
    id
    name
    project {
      id
      name
    }
  }
  resources {
    cpu
    memory
    deadlineSeconds
    flavor
    priorityClass
    extended {
      name
      quantity
    }
  }
  tasks {
    count
    parallelism
    gang
    pending
    running
    succeeded
    failed
    failedIndexes
  }
  queuePosition {
    positionInClusterQueue
    positionInLocalQueue
    workloadsAhead
    estimate {
      message
      expectedWaitSeconds
    }
  }
}`) as unknown as TypedDocumentString<Status_VersionQueryQuery, Status_VersionQueryQueryVariables>;
export const Status_LatestVersionQueryDocument = new TypedDocumentString(`
    query Status_LatestVersionQuery($id: ID!) {
  process(id: $id) {
    latestVersion {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<Status_LatestVersionQueryQuery, Status_LatestVersionQueryQueryVariables>;
export const Logs_TaskFollowQueryDocument = new TypedDocumentString(`
    query Logs_TaskFollowQuery($id: ID!, $after: String) {
  processVersion(id: $id) {
    id
    tasks {
      count
      items(first: 1, after: $after) {
        edges {
          node {
            index
            status
            logs
          }
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<Logs_TaskFollowQueryQuery, Logs_TaskFollowQueryQueryVariables>;
export const Usage_ReportQueryDocument = new TypedDocumentString(`
    query Usage_ReportQuery($from: DateTime!, $to: DateTime!, $groupBy: [UsageDimension!]!, $projectId: ID) {
  usage(from: $from, to: $to, groupBy: $groupBy, projectId: $projectId) {
    currency
    totalCost
    rows {
      project {
        id
        name
      }
      cluster {
        id
        name
      }
      resource
      resourceSeconds
      cost
    }
  }
}
    `) as unknown as TypedDocumentString<Usage_ReportQueryQuery, Usage_ReportQueryQueryVariables>;
export const Usage_ViewerProjectsQueryDocument = new TypedDocumentString(`
    query Usage_ViewerProjectsQuery {
  viewer {
    id
    isAdmin
  }
  projects {
    id
  }
}
    `) as unknown as TypedDocumentString<Usage_ViewerProjectsQueryQuery, Usage_ViewerProjectsQueryQueryVariables>;
export const Resolve_ProjectsQueryDocument = new TypedDocumentString(`
    query Resolve_ProjectsQuery {
  projects {
    id
    name
  }
}
    `) as unknown as TypedDocumentString<Resolve_ProjectsQueryQuery, Resolve_ProjectsQueryQueryVariables>;
export const Resolve_ClustersQueryDocument = new TypedDocumentString(`
    query Resolve_ClustersQuery($projectId: ID) {
  availableClusters(projectId: $projectId) {
    id
    name
  }
}
    `) as unknown as TypedDocumentString<Resolve_ClustersQueryQuery, Resolve_ClustersQueryQueryVariables>;
export const Wait_VersionUpdatedSubscriptionDocument = new TypedDocumentString(`
    subscription Wait_VersionUpdatedSubscription($id: ID!) {
  processVersionUpdated(id: $id) {
    ...VersionFields
  }
}
    fragment VersionFields on ProcessVersion {
  id
  version
  status
  statusReason
  statusMessage
  waitingReason
  exitCode
  image
  command
  args
  env {
    name
    value
    secret
  }
  mounts {
    volume
    path
    readOnly
  }
  createdAt
  launchedAt
  startedAt
  finishedAt
  jobName
  cancelRequestedAt
  cluster {
    id
    name
  }
  process {
    id
    name
    project {
      id
      name
    }
  }
  resources {
    cpu
    memory
    deadlineSeconds
    flavor
    priorityClass
    extended {
      name
      quantity
    }
  }
  tasks {
    count
    parallelism
    gang
    pending
    running
    succeeded
    failed
    failedIndexes
  }
  queuePosition {
    positionInClusterQueue
    positionInLocalQueue
    workloadsAhead
    estimate {
      message
      expectedWaitSeconds
    }
  }
}`) as unknown as TypedDocumentString<Wait_VersionUpdatedSubscriptionSubscription, Wait_VersionUpdatedSubscriptionSubscriptionVariables>;
export const Logs_ChunksSubscriptionDocument = new TypedDocumentString(`
    subscription Logs_ChunksSubscription($id: ID!, $after: String, $tailLines: Int) {
  processVersionLogChunks(id: $id, after: $after, tailLines: $tailLines) {
    text
    cursor
    finished
  }
}
    `) as unknown as TypedDocumentString<Logs_ChunksSubscriptionSubscription, Logs_ChunksSubscriptionSubscriptionVariables>;