/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type AddProjectMemberInput = {
  /** Someone who has not signed in yet is invited: they join at their first sign-in. */
  email: string;
  projectId: string | number;
  role: ProjectRole;
};

export type AttemptOutcome =
  /** The current attempt, not finished. */
  | 'ACTIVE'
  | 'CANCELLED'
  /** Its cluster did not answer (or was retired); the next attempt went elsewhere. */
  | 'CLUSTER_LOST'
  /** It failed (or was lost with failover off, or no cluster took it). */
  | 'FAILED'
  /** Preempted on its cluster; the next attempt went where it would start earlier. */
  | 'PREEMPTED'
  | 'SUCCEEDED';

/** Narrows auditEvents; both given: rows matching both. */
export type AuditEventFilter = {
  /** Exactly this action, e.g. member.add (see auditActions). */
  action?: string | null | undefined;
  /** A part of the actor's email, any case; "command line" for the admin command line; failover, start-up or oidc-sign-in for what the server did by itself. */
  actor?: string | null | undefined;
};

/** MONTH: a calendar month, UTC. */
export type BudgetPeriod =
  | 'MONTH';

/** COST: in USAGE_CURRENCY at the flavors’ prices; GPU_HOURS: hours of resources named …/gpu. */
export type BudgetUnit =
  | 'COST'
  | 'GPU_HOURS';

export type ChannelKind =
  /** An email address, verified by a mailed 6-digit code. */
  | 'EMAIL'
  /** A Slack incoming-webhook URL (Slack's JSON). */
  | 'SLACK'
  /** An https URL receiving signed JSON (X-KB-Signature: sha256=<HMAC of the body>). */
  | 'WEBHOOK';

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

export type CreateProjectInput = {
  description?: string | null | undefined;
  /** 1 to 100 characters, unique. */
  name: string;
};

export type DeliveryStatus =
  | 'DELIVERED'
  /** Given up: refused for good, or not delivered within 24 hours. */
  | 'FAILED'
  /** Not delivered yet: waiting for its first try or for the next after a failure. */
  | 'PENDING';

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

export type NotificationChannelInput = {
  events: Array<NotifyEvent>;
  kind: ChannelKind;
  /** EMAIL: the address; WEBHOOK and SLACK: an https URL that resolves to public addresses. */
  target: string;
};

export type NotifyEvent =
  /** The project's budget is used up this period (project owners). */
  | 'BUDGET_EXHAUSTED'
  /** The project's budget is 80 % used this period (project owners). */
  | 'BUDGET_WARNING'
  | 'CANCELLED'
  | 'FAILED'
  /** Moved to another cluster (failover), with both clusters named. */
  | 'FAILED_OVER'
  /** Preempted on its cluster by a higher-priority workload and queued again. */
  | 'PREEMPTED'
  /** The version started running. */
  | 'STARTED'
  | 'SUCCEEDED';

/** How the server chooses a cluster when clusterId is omitted. FIRST_ALLOWED (default): the first allowed cluster by sortOrder. EARLIEST_START: the allowed cluster that holds the request and whose expected start is earliest (ties: sortOrder). CHEAPEST: the allowed cluster that holds the request at the lowest price per hour whose expected start is within maxWaitSeconds (ties: sortOrder). */
export type Placement =
  | 'CHEAPEST'
  | 'EARLIEST_START'
  | 'FIRST_ALLOWED';

/** Narrows a project’s process list; every field optional, all given ones must hold. */
export type ProcessFilter = {
  /** The cluster of the latest version. */
  clusterId?: string | number | null | undefined;
  /** The user who created the process. */
  createdBy?: string | number | null | undefined;
  /** A part of the name, any case. */
  name?: string | null | undefined;
  /** The status of the latest version is one of these. */
  statuses?: Array<ProcessStatus> | null | undefined;
};

export type ProcessStatus =
  | 'CANCELLED'
  | 'FAILED'
  | 'LAUNCHING'
  | 'LOST'
  | 'PENDING'
  | 'QUEUED'
  | 'RUNNING'
  | 'SUCCEEDED';

export type ProjectBudgetInput = {
  hard: boolean;
  limit: number;
  period: BudgetPeriod;
  unit: BudgetUnit;
};

export type ProjectRole =
  | 'MEMBER'
  | 'OWNER'
  | 'VIEWER';

export type RegisterClusterInput = {
  clusterQueue: string;
  description?: string | null | undefined;
  /** Kubeconfig YAML: https server, inline CA data, token or client certificate data. Never readable back. */
  kubeconfig: string;
  localQueue: string;
  maxQueueWaitSeconds?: number | null | undefined;
  maxRuntimeSeconds?: number | null | undefined;
  name: string;
  namespace: string;
  /** Docker config JSON for image pulls. Never readable back. */
  registryAuth?: string | null | undefined;
  sortOrder?: number | null | undefined;
};

export type RemoveProjectMemberInput = {
  projectId: string | number;
  userId: string | number;
};

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

/** Absent fields are left as they are; maxRuntimeSeconds: null makes the runtime unbounded. */
export type UpdateClusterInput = {
  active?: boolean | null | undefined;
  clusterQueue?: string | null | undefined;
  description?: string | null | undefined;
  id: string | number;
  kubeconfig?: string | null | undefined;
  localQueue?: string | null | undefined;
  maxQueueWaitSeconds?: number | null | undefined;
  maxRuntimeSeconds?: number | null | undefined;
  namespace?: string | null | undefined;
  /** Empty string removes the registry credentials. */
  registryAuth?: string | null | undefined;
  sortOrder?: number | null | undefined;
};

export type UpdateProjectMemberInput = {
  projectId: string | number;
  role: ProjectRole;
  userId: string | number;
};

export type UsageDimension =
  | 'CLUSTER'
  | 'DAY'
  | 'FLAVOR'
  | 'PROJECT'
  | 'RESOURCE'
  | 'USER';

export type AdminClustersPage_ClustersQueryQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminClustersPage_ClustersQueryQuery = { clusters: Array<{ id: string, name: string, description: string | null, sortOrder: number, active: boolean, maxRuntimeSeconds: number | null, namespace: string, localQueue: string, clusterQueue: string, hasRegistryAuth: boolean, simulated: boolean, limits: { source: LimitsSource, maxCpuCores: number, maxMemoryBytes: number, maxRuntimeSeconds: number | null, flavors: Array<{ name: string, cpuCores: number, memoryBytes: number }>, resourceGroups: Array<{ coveredResources: Array<string>, flavors: Array<{ name: string, resources: Array<{ name: string, quantity: string, amount: number }>, nodeLabels: Array<{ key: string, value: string }> }> }> }, health: { status: ClusterHealthStatus, message: string | null }, prices: Array<{ flavor: string, resource: string, pricePerHour: number, currency: string }> }> };

export type AdminClustersPage_UpdateClusterMutationMutationVariables = Exact<{
  input: UpdateClusterInput;
}>;


export type AdminClustersPage_UpdateClusterMutationMutation = { updateCluster:
    | { __typename: 'Cluster', id: string, sortOrder: number, active: boolean, maxRuntimeSeconds: number | null }
    | { __typename: 'ValidationError', message: string, issues: Array<{ field: string, message: string }> }
   };

export type PriceTable_SetFlavorPriceMutationMutationVariables = Exact<{
  clusterId: string | number;
  flavor: string;
  resource: string;
  pricePerHour?: number | null | undefined;
}>;


export type PriceTable_SetFlavorPriceMutationMutation = { setFlavorPrice:
    | { __typename: 'Cluster', id: string, prices: Array<{ flavor: string, resource: string, pricePerHour: number, currency: string }> }
    | { __typename: 'NotFoundError', message: string }
    | { __typename: 'ValidationError', message: string, issues: Array<{ field: string, message: string }> }
   };

export type AdminClustersPage_RegisterClusterMutationMutationVariables = Exact<{
  input: RegisterClusterInput;
}>;


export type AdminClustersPage_RegisterClusterMutationMutation = { registerCluster:
    | { __typename: 'Cluster', id: string, name: string }
    | { __typename: 'ValidationError', message: string, issues: Array<{ field: string, message: string }> }
   };

export type ClusterPicker_AvailableClustersQueryQueryVariables = Exact<{
  projectId: string | number;
}>;


export type ClusterPicker_AvailableClustersQueryQuery = { availableClusters: Array<{ id: string, name: string, description: string | null, limits: { maxCpuCores: number, maxMemoryBytes: number, maxMemoryGiB: number, maxRuntimeSeconds: number | null, source: LimitsSource, priorityClasses: Array<{ name: string, value: number, description: string | null }>, flavors: Array<{ name: string, cpu: string, memory: string, cpuCores: number, memoryBytes: number, memoryGiB: number }>, resourceGroups: Array<{ coveredResources: Array<string>, flavors: Array<{ name: string, resources: Array<{ name: string, quantity: string, amount: number }>, nodeLabels: Array<{ key: string, value: string }> }> }> }, health: { status: ClusterHealthStatus, message: string | null, checkedAt: string }, queue: { pendingWorkloads: number, admittedWorkloads: number } | null, volumes: Array<{ name: string, description: string | null, readOnly: boolean }> }> };

export type ClusterPicker_FitQueryQueryVariables = Exact<{
  projectId: string | number;
  requests: ResourceRequestsInput;
  tasks?: TasksInput | null | undefined;
  mounts?: Array<MountInput> | MountInput | null | undefined;
}>;


export type ClusterPicker_FitQueryQuery = { availableClusters: Array<{ id: string, name: string, fitsRequest: boolean | null, startEstimate: { basis: EstimateBasis, expectedWaitSeconds: number | null, latestWaitSeconds: number | null, workloadsAhead: number | null, message: string, calibration: { samples: number, withinBound: number, medianError: number } | null } | null, costEstimate: { worstCase: number, expected: number | null, perHour: number, currency: string } | null }> };

export type ChannelCard_VerifyMutationMutationVariables = Exact<{
  id: string | number;
  code: string;
}>;


export type ChannelCard_VerifyMutationMutation = { verifyNotificationChannel:
    | { __typename: 'NotFoundError', message: string }
    | { __typename: 'ValidationError', message: string, issues: Array<{ field: string, message: string }> }
    | { __typename: 'VerifyNotificationChannelPayload', channel: { id: string, verified: boolean } }
   };

export type ChannelCard_TestMutationMutationVariables = Exact<{
  id: string | number;
}>;


export type ChannelCard_TestMutationMutation = { testNotificationChannel:
    | { __typename: 'NotFoundError', message: string }
    | { __typename: 'TestNotificationChannelPayload', delivered: boolean, error: string | null }
    | { __typename: 'ValidationError', message: string }
   };

export type ChannelCard_RemoveMutationMutationVariables = Exact<{
  id: string | number;
}>;


export type ChannelCard_RemoveMutationMutation = { removeNotificationChannel:
    | { __typename: 'NotFoundError', message: string }
    | { __typename: 'RemoveNotificationChannelPayload', id: string }
   };

export type NotificationsPage_ChannelsQueryQueryVariables = Exact<{ [key: string]: never; }>;


export type NotificationsPage_ChannelsQueryQuery = { viewer: { id: string, notificationChannels: Array<{ id: string, kind: ChannelKind, target: string, verified: boolean, events: Array<NotifyEvent>, deliveries: Array<{ id: string, event: NotifyEvent, status: DeliveryStatus, attempts: number, lastError: string | null, deliveredAt: string | null, createdAt: string }> }> } };

export type NotificationsPage_AddMutationMutationVariables = Exact<{
  input: NotificationChannelInput;
}>;


export type NotificationsPage_AddMutationMutation = { addNotificationChannel:
    | { __typename: 'AddNotificationChannelPayload', signingSecret: string | null, channel: { id: string, kind: ChannelKind, target: string, verified: boolean } }
    | { __typename: 'ValidationError', message: string, issues: Array<{ field: string, message: string }> }
   };

export type ExistingProcessLink_ProcessByNameQueryVariables = Exact<{
  projectId: string | number;
  name: string;
}>;


export type ExistingProcessLink_ProcessByNameQuery = { project: { id: string, processByName: { id: string, name: string } | null } | null };

export type ProcessFilters_ClustersQueryQueryVariables = Exact<{
  projectId: string | number;
}>;


export type ProcessFilters_ClustersQueryQuery = { availableClusters: Array<{ id: string, name: string }> };

export type ProcessList_ProcessesQueryQueryVariables = Exact<{
  projectId: string | number;
  first: number;
  after?: string | null | undefined;
  filter?: ProcessFilter | null | undefined;
}>;


export type ProcessList_ProcessesQueryQuery = { project: { id: string, processes: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ cursor: string, node: { id: string, name: string, createdAt: string, createdBy: { id: string, name: string | null, email: string }, latestVersion: { id: string, version: number, status: ProcessStatus, createdAt: string, cluster: { id: string, name: string }, resources: { cpuCores: number, memoryBytes: number, flavor: string | null, extended: Array<{ name: string, amount: number }> }, assignedFlavors: Array<{ coveredResources: Array<string>, flavor: string }> } | null } }> } } | null };

export type ProcessList_ProjectProcessesUpdatedSubscriptionSubscriptionVariables = Exact<{
  projectId: string | number;
}>;


export type ProcessList_ProjectProcessesUpdatedSubscriptionSubscription = { projectProcessesUpdated: { id: string, status: ProcessStatus } | null };

export type ProcessPage_ProcessQueryQueryVariables = Exact<{
  id: string | number;
  first: number;
  versionId: string | number;
  withVersion: boolean;
}>;


export type ProcessPage_ProcessQueryQuery = { process: { id: string, name: string, createdAt: string, createdBy: { id: string, name: string | null, email: string }, project: { id: string, name: string, viewerRole: ProjectRole }, versions: { totalCount: number, edges: Array<{ node: { ' $fragmentRefs'?: { 'VersionPanel_VersionFragment': VersionPanel_VersionFragment } } }> } } | null, chosen?: { ' $fragmentRefs'?: { 'VersionPanel_VersionFragment': VersionPanel_VersionFragment } } | null };

export type ProcessPage_VersionUpdatedSubscriptionSubscriptionVariables = Exact<{
  id: string | number;
}>;


export type ProcessPage_VersionUpdatedSubscriptionSubscription = { processVersionUpdated: { ' $fragmentRefs'?: { 'VersionPanel_VersionFragment': VersionPanel_VersionFragment } } | null };

export type RerunPage_VersionQueryQueryVariables = Exact<{
  id: string | number;
}>;


export type RerunPage_VersionQueryQuery = { processVersion: { id: string, version: number, image: string, command: Array<string>, args: Array<string>, env: Array<{ name: string, value: string | null, secret: string | null }>, mounts: Array<{ volume: string, path: string, readOnly: boolean }>, tasks: { count: number, parallelism: number, gang: boolean } | null, resources: { cpuCores: number, memoryBytes: number, deadlineSeconds: number | null, flavor: string | null, priorityClass: string | null, extended: Array<{ name: string, quantity: string, amount: number }> }, cluster: { id: string, name: string }, process: { id: string, name: string, project: { id: string, name: string, viewerRole: ProjectRole } } } | null };

export type TaskGrid_TaskDetailQueryQueryVariables = Exact<{
  id: string | number;
  after?: string | null | undefined;
  tailLines?: number | null | undefined;
}>;


export type TaskGrid_TaskDetailQueryQuery = { processVersion: { id: string, tasks: { items: { edges: Array<{ node: { index: number, status: TaskStatus, exitCode: number | null, restarts: number, startedAt: string | null, finishedAt: string | null, parameters: unknown, message: string | null, logs: string | null } }> } } | null } | null };

export type VersionLogs_LogsQueryQueryVariables = Exact<{
  id: string | number;
  tailLines?: number | null | undefined;
}>;


export type VersionLogs_LogsQueryQuery = { processVersion: { id: string, logs: string | null, logSource: LogSource, logMessage: string | null, logsTruncated: boolean } | null };

export type VersionLogs_LogsSubscriptionSubscriptionVariables = Exact<{
  id: string | number;
  tailLines?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type VersionLogs_LogsSubscriptionSubscription = { processVersionLogChunks: { text: string, cursor: string, finished: boolean } };

export type VersionPanel_VersionFragment = { id: string, version: number, status: ProcessStatus, createdAt: string, image: string, command: Array<string>, args: Array<string>, statusReason: string | null, statusMessage: string | null, waitingReason: string | null, cancelRequestedAt: string | null, startedAt: string | null, finishedAt: string | null, exitCode: number | null, createdBy: { id: string, name: string | null, email: string }, cluster: { id: string, name: string }, env: Array<{ name: string, value: string | null, secret: string | null }>, mounts: Array<{ volume: string, path: string, readOnly: boolean }>, resources: { cpu: string, memory: string, cpuCores: number, memoryBytes: number, deadlineSeconds: number | null, flavor: string | null, priorityClass: string | null, extended: Array<{ name: string, quantity: string, amount: number }> }, assignedFlavors: Array<{ coveredResources: Array<string>, flavor: string }>, checkedLimits: { source: string, flavor: string | null, maxCpuCores: number, maxMemoryBytes: number, maxRuntimeSeconds: number | null, checkedAt: string }, queuePosition: { positionInClusterQueue: number | null, workloadsAhead: number | null, estimate: { basis: EstimateBasis, message: string, calibration: { samples: number, withinBound: number, medianError: number } | null } | null } | null, tasks: { count: number, parallelism: number, gang: boolean, pending: number, running: number, succeeded: number, failed: number } | null, history: Array<{ id: string, createdAt: string, status: ProcessStatus, reason: string | null, message: string | null }>, failover: { maxAttempts: number } | null, attempts: Array<{ number: number, outcome: AttemptOutcome, reason: string | null, createdAt: string, startedAt: string | null, endedAt: string | null, jobDeletedAt: string | null, cluster: { id: string, name: string } }>, notifications: Array<{ id: string, event: NotifyEvent, status: DeliveryStatus, attempts: number, lastError: string | null, deliveredAt: string | null, channel: { id: string, kind: ChannelKind, target: string } }> } & { ' $fragmentName'?: 'VersionPanel_VersionFragment' };

export type VersionPanel_CancelVersionMutationMutationVariables = Exact<{
  id: string | number;
}>;


export type VersionPanel_CancelVersionMutationMutation = { cancelProcessVersion:
    | { __typename: 'ClusterUnavailableError', message: string, retrying: boolean }
    | { __typename: 'NotFoundError', message: string }
    | { __typename: 'ProcessVersion', id: string, status: ProcessStatus, statusReason: string | null, statusMessage: string | null, cancelRequestedAt: string | null }
    | { __typename: 'VersionNotCancellableError', message: string }
   };

type ProcessEditor_Result_BudgetExceededError_Fragment = { __typename: 'BudgetExceededError', message: string, remaining: number, required: number, unit: BudgetUnit } & { ' $fragmentName'?: 'ProcessEditor_Result_BudgetExceededError_Fragment' };

type ProcessEditor_Result_ClusterNotAllowedError_Fragment = { __typename: 'ClusterNotAllowedError', message: string, clusterId: string } & { ' $fragmentName'?: 'ProcessEditor_Result_ClusterNotAllowedError_Fragment' };

type ProcessEditor_Result_CreateProcessPayload_Fragment = { __typename: 'CreateProcessPayload', dryRun: boolean, flavor: string | null, budgetWarning: string | null, assignedFlavors: Array<{ coveredResources: Array<string>, flavor: string }>, cluster: { id: string, name: string }, process: { id: string, name: string } | null, version: { id: string, version: number } | null, costEstimate: { worstCase: number, currency: string, gpuHoursWorstCase: number } | null } & { ' $fragmentName'?: 'ProcessEditor_Result_CreateProcessPayload_Fragment' };

type ProcessEditor_Result_NoClustersAvailableError_Fragment = { __typename: 'NoClustersAvailableError', message: string } & { ' $fragmentName'?: 'ProcessEditor_Result_NoClustersAvailableError_Fragment' };

type ProcessEditor_Result_ResourceLimitExceededError_Fragment = { __typename: 'ResourceLimitExceededError', message: string, cluster: { id: string, name: string }, violations: Array<{ resource: LimitedResource, resourceName: string, requested: number, limit: number, flavor: string | null }>, flavors: Array<{ name: string, cpu: string, memory: string, fitsCpu: boolean, fitsMemory: boolean }> } & { ' $fragmentName'?: 'ProcessEditor_Result_ResourceLimitExceededError_Fragment' };

type ProcessEditor_Result_ValidationError_Fragment = { __typename: 'ValidationError', message: string, issues: Array<{ field: string, message: string }> } & { ' $fragmentName'?: 'ProcessEditor_Result_ValidationError_Fragment' };

export type ProcessEditor_ResultFragment =
  | ProcessEditor_Result_BudgetExceededError_Fragment
  | ProcessEditor_Result_ClusterNotAllowedError_Fragment
  | ProcessEditor_Result_CreateProcessPayload_Fragment
  | ProcessEditor_Result_NoClustersAvailableError_Fragment
  | ProcessEditor_Result_ResourceLimitExceededError_Fragment
  | ProcessEditor_Result_ValidationError_Fragment
;

export type ProcessEditor_CreateProcessMutationMutationVariables = Exact<{
  input: CreateProcessInput;
}>;


export type ProcessEditor_CreateProcessMutationMutation = { createProcess:
    | { ' $fragmentRefs'?: { 'ProcessEditor_Result_BudgetExceededError_Fragment': ProcessEditor_Result_BudgetExceededError_Fragment } }
    | { ' $fragmentRefs'?: { 'ProcessEditor_Result_ClusterNotAllowedError_Fragment': ProcessEditor_Result_ClusterNotAllowedError_Fragment } }
    | { ' $fragmentRefs'?: { 'ProcessEditor_Result_CreateProcessPayload_Fragment': ProcessEditor_Result_CreateProcessPayload_Fragment } }
    | { ' $fragmentRefs'?: { 'ProcessEditor_Result_NoClustersAvailableError_Fragment': ProcessEditor_Result_NoClustersAvailableError_Fragment } }
    | { ' $fragmentRefs'?: { 'ProcessEditor_Result_ResourceLimitExceededError_Fragment': ProcessEditor_Result_ResourceLimitExceededError_Fragment } }
    | { ' $fragmentRefs'?: { 'ProcessEditor_Result_ValidationError_Fragment': ProcessEditor_Result_ValidationError_Fragment } }
   };

export type ProcessEditor_RerunProcessMutationMutationVariables = Exact<{
  input: RerunProcessInput;
}>;


export type ProcessEditor_RerunProcessMutationMutation = { rerunProcess:
    | { ' $fragmentRefs'?: { 'ProcessEditor_Result_BudgetExceededError_Fragment': ProcessEditor_Result_BudgetExceededError_Fragment } }
    | { ' $fragmentRefs'?: { 'ProcessEditor_Result_ClusterNotAllowedError_Fragment': ProcessEditor_Result_ClusterNotAllowedError_Fragment } }
    | { ' $fragmentRefs'?: { 'ProcessEditor_Result_CreateProcessPayload_Fragment': ProcessEditor_Result_CreateProcessPayload_Fragment } }
    | { ' $fragmentRefs'?: { 'ProcessEditor_Result_NoClustersAvailableError_Fragment': ProcessEditor_Result_NoClustersAvailableError_Fragment } }
    | { ' $fragmentRefs'?: { 'ProcessEditor_Result_ResourceLimitExceededError_Fragment': ProcessEditor_Result_ResourceLimitExceededError_Fragment } }
    | { ' $fragmentRefs'?: { 'ProcessEditor_Result_ValidationError_Fragment': ProcessEditor_Result_ValidationError_Fragment } }
   };

export type EnvRows_ProjectSecretsQueryQueryVariables = Exact<{
  id: string | number;
}>;


export type EnvRows_ProjectSecretsQueryQuery = { project: { id: string, secrets: Array<{ name: string }> } | null };

export type TaskGrid_TaskPageQueryQueryVariables = Exact<{
  id: string | number;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type TaskGrid_TaskPageQueryQuery = { processVersion: { id: string, tasks: { items: { edges: Array<{ cursor: string, node: { index: number, status: TaskStatus } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } } | null } | null };

export type NewProject_ViewerQueryQueryVariables = Exact<{ [key: string]: never; }>;


export type NewProject_ViewerQueryQuery = { viewer: { id: string, canCreateProjects: boolean } };

export type NewProject_CreateMutationMutationVariables = Exact<{
  input: CreateProjectInput;
}>;


export type NewProject_CreateMutationMutation = { createProject:
    | { __typename: 'Project', id: string, name: string }
    | { __typename: 'ValidationError', message: string, issues: Array<{ field: string, message: string }> }
   };

export type ProjectMembers_AddMutationMutationVariables = Exact<{
  input: AddProjectMemberInput;
}>;


export type ProjectMembers_AddMutationMutation = { addProjectMember:
    | { __typename: 'LastOwnerError', message: string }
    | { __typename: 'NotFoundError', message: string }
    | { __typename: 'ProjectMember', role: ProjectRole, user: { id: string, email: string, name: string | null } }
    | { __typename: 'ValidationError', message: string, issues: Array<{ field: string, message: string }> }
   };

export type ProjectMembers_UpdateMutationMutationVariables = Exact<{
  input: UpdateProjectMemberInput;
}>;


export type ProjectMembers_UpdateMutationMutation = { updateProjectMember:
    | { __typename: 'LastOwnerError', message: string }
    | { __typename: 'NotFoundError', message: string }
    | { __typename: 'ProjectMember', role: ProjectRole, user: { id: string } }
    | { __typename: 'ValidationError', message: string }
   };

export type ProjectMembers_RemoveMutationMutationVariables = Exact<{
  input: RemoveProjectMemberInput;
}>;


export type ProjectMembers_RemoveMutationMutation = { removeProjectMember:
    | { __typename: 'LastOwnerError', message: string }
    | { __typename: 'NotFoundError', message: string }
    | { __typename: 'Project', id: string, members: Array<{ role: ProjectRole, user: { id: string, email: string, name: string | null } }> }
   };

export type ProjectPage_ProjectQueryQueryVariables = Exact<{
  id: string | number;
}>;


export type ProjectPage_ProjectQueryQuery = { project: { id: string, name: string, description: string | null, viewerRole: ProjectRole, viewerCanManage: boolean, createdAt: string, secrets: Array<{ name: string, updatedAt: string, updatedBy: { email: string, name: string | null } }>, members: Array<{ role: ProjectRole, user: { id: string, email: string, name: string | null } }> } | null };

export type ProjectSecrets_SetMutationMutationVariables = Exact<{
  projectId: string | number;
  name: string;
  value: string;
}>;


export type ProjectSecrets_SetMutationMutation = { setProjectSecret:
    | { __typename: 'NotFoundError', message: string }
    | { __typename: 'ProjectSecret', name: string }
    | { __typename: 'ValidationError', message: string, issues: Array<{ field: string, message: string }> }
   };

export type ProjectSecrets_DeleteMutationMutationVariables = Exact<{
  projectId: string | number;
  name: string;
}>;


export type ProjectSecrets_DeleteMutationMutation = { deleteProjectSecret:
    | { __typename: 'NotFoundError', message: string }
    | { __typename: 'Project', id: string, secrets: Array<{ name: string }> }
   };

export type ProjectsPage_ProjectsQueryQueryVariables = Exact<{ [key: string]: never; }>;


export type ProjectsPage_ProjectsQueryQuery = { projects: Array<{ id: string, name: string, description: string | null, viewerRole: ProjectRole, memberCount: number, createdAt: string, statusCounts: { running: number, queued: number, failed: number, succeeded: number, cancelled: number } }> };

export type AdminAuditPage_EventsQueryQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  filter?: AuditEventFilter | null | undefined;
}>;


export type AdminAuditPage_EventsQueryQuery = { auditActions: Array<string>, auditEvents: { edges: Array<{ cursor: string, node: { id: string, at: string, action: string, targetType: string, summary: string, system: string | null, actor: { id: string, email: string } | null } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type AdminUsersPage_UsersQueryQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminUsersPage_UsersQueryQuery = { users: Array<{ id: string, email: string, name: string | null, isAdmin: boolean, active: boolean, lastSeenAt: string | null }> };

export type AdminUsersPage_DeactivateMutationMutationVariables = Exact<{
  id: string | number;
}>;


export type AdminUsersPage_DeactivateMutationMutation = { deactivateUser:
    | { __typename: 'NotFoundError', message: string }
    | { __typename: 'User', id: string, active: boolean }
   };

export type ApiTokensPage_TokensQueryQueryVariables = Exact<{ [key: string]: never; }>;


export type ApiTokensPage_TokensQueryQuery = { apiTokens: Array<{ id: string, name: string, prefix: string, createdAt: string, lastUsedAt: string | null, expiresAt: string | null, revokedAt: string | null, current: boolean }> };

export type ApiTokensPage_CreateMutationMutationVariables = Exact<{
  name: string;
  expiresAt?: string | null | undefined;
}>;


export type ApiTokensPage_CreateMutationMutation = { createApiToken:
    | { __typename: 'CreatedApiToken', token: string, apiToken: { id: string, name: string } }
    | { __typename: 'ValidationError', message: string, issues: Array<{ field: string, message: string }> }
   };

export type ApiTokensPage_RevokeMutationMutationVariables = Exact<{
  id: string | number;
}>;


export type ApiTokensPage_RevokeMutationMutation = { revokeApiToken: boolean };

export type BudgetBar_QueryQueryVariables = Exact<{
  id: string | number;
}>;


export type BudgetBar_QueryQuery = { project: { id: string, budget: { period: BudgetPeriod, unit: BudgetUnit, limit: number, hard: boolean, used: number, committed: number, remaining: number } | null } | null, viewer: { id: string, isAdmin: boolean } };

export type BudgetForm_SetProjectBudgetMutationMutationVariables = Exact<{
  projectId: string | number;
  input?: ProjectBudgetInput | null | undefined;
}>;


export type BudgetForm_SetProjectBudgetMutationMutation = { setProjectBudget:
    | { __typename: 'NotFoundError', message: string }
    | { __typename: 'Project', id: string, budget: { period: BudgetPeriod, unit: BudgetUnit, limit: number, hard: boolean, used: number, committed: number, remaining: number } | null }
    | { __typename: 'ValidationError', message: string, issues: Array<{ field: string, message: string }> }
   };

export type UsagePage_QueryQueryVariables = Exact<{
  projectId: string | number;
  from: string;
  to: string;
  groupBy: Array<UsageDimension> | UsageDimension;
}>;


export type UsagePage_QueryQuery = { project: { id: string, name: string } | null, usage: { totalCost: number | null, currency: string | null, rows: Array<{ flavor: string | null, resource: string | null, day: string | null, resourceSeconds: number, cost: number | null, cluster: { id: string, name: string } | null }> } };

export type WaitsReport_WaitsQueryQueryVariables = Exact<{
  projectId: string | number;
  from: string;
  to: string;
}>;


export type WaitsReport_WaitsQueryQuery = { waits: { rows: Array<{ count: number, medianSeconds: number, p90Seconds: number, cluster: { id: string, name: string }, reasons: Array<{ reason: string, count: number }> }> } };

export const VersionPanel_VersionFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VersionPanel_Version"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProcessVersion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cluster"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"command"}},{"kind":"Field","name":{"kind":"Name","value":"args"}},{"kind":"Field","name":{"kind":"Name","value":"env"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"secret"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"volume"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"readOnly"}}]}},{"kind":"Field","name":{"kind":"Name","value":"resources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cpu"}},{"kind":"Field","name":{"kind":"Name","value":"memory"}},{"kind":"Field","name":{"kind":"Name","value":"cpuCores"}},{"kind":"Field","name":{"kind":"Name","value":"memoryBytes"}},{"kind":"Field","name":{"kind":"Name","value":"deadlineSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"extended"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"flavor"}},{"kind":"Field","name":{"kind":"Name","value":"priorityClass"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assignedFlavors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"coveredResources"}},{"kind":"Field","name":{"kind":"Name","value":"flavor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"checkedLimits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"flavor"}},{"kind":"Field","name":{"kind":"Name","value":"maxCpuCores"}},{"kind":"Field","name":{"kind":"Name","value":"maxMemoryBytes"}},{"kind":"Field","name":{"kind":"Name","value":"maxRuntimeSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"checkedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"statusReason"}},{"kind":"Field","name":{"kind":"Name","value":"statusMessage"}},{"kind":"Field","name":{"kind":"Name","value":"waitingReason"}},{"kind":"Field","name":{"kind":"Name","value":"queuePosition"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"positionInClusterQueue"}},{"kind":"Field","name":{"kind":"Name","value":"workloadsAhead"}},{"kind":"Field","name":{"kind":"Name","value":"estimate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"basis"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"calibration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"samples"}},{"kind":"Field","name":{"kind":"Name","value":"withinBound"}},{"kind":"Field","name":{"kind":"Name","value":"medianError"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"cancelRequestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"exitCode"}},{"kind":"Field","name":{"kind":"Name","value":"tasks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"parallelism"}},{"kind":"Field","name":{"kind":"Name","value":"gang"}},{"kind":"Field","name":{"kind":"Name","value":"pending"}},{"kind":"Field","name":{"kind":"Name","value":"running"}},{"kind":"Field","name":{"kind":"Name","value":"succeeded"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"failover"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"maxAttempts"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attempts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"cluster"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"endedAt"}},{"kind":"Field","name":{"kind":"Name","value":"jobDeletedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"notifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"event"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"deliveredAt"}},{"kind":"Field","name":{"kind":"Name","value":"channel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"target"}}]}}]}}]}}]} as unknown as DocumentNode<VersionPanel_VersionFragment, unknown>;
export const ProcessEditor_ResultFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProcessEditor_Result"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateProcessResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateProcessPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dryRun"}},{"kind":"Field","name":{"kind":"Name","value":"flavor"}},{"kind":"Field","name":{"kind":"Name","value":"assignedFlavors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"coveredResources"}},{"kind":"Field","name":{"kind":"Name","value":"flavor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cluster"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"process"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"version"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}},{"kind":"Field","name":{"kind":"Name","value":"budgetWarning"}},{"kind":"Field","name":{"kind":"Name","value":"costEstimate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"worstCase"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"gpuHoursWorstCase"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BudgetExceededError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ResourceLimitExceededError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"cluster"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"violations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resource"}},{"kind":"Field","name":{"kind":"Name","value":"resourceName"}},{"kind":"Field","name":{"kind":"Name","value":"requested"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"flavor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"flavors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"cpu"}},{"kind":"Field","name":{"kind":"Name","value":"memory"}},{"kind":"Field","name":{"kind":"Name","value":"fitsCpu"}},{"kind":"Field","name":{"kind":"Name","value":"fitsMemory"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ClusterNotAllowedError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"clusterId"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NoClustersAvailableError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ProcessEditor_ResultFragment, unknown>;
export const AdminClustersPage_ClustersQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminClustersPage_ClustersQuery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clusters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"maxRuntimeSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"namespace"}},{"kind":"Field","name":{"kind":"Name","value":"localQueue"}},{"kind":"Field","name":{"kind":"Name","value":"clusterQueue"}},{"kind":"Field","name":{"kind":"Name","value":"hasRegistryAuth"}},{"kind":"Field","name":{"kind":"Name","value":"simulated"}},{"kind":"Field","name":{"kind":"Name","value":"limits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"maxCpuCores"}},{"kind":"Field","name":{"kind":"Name","value":"maxMemoryBytes"}},{"kind":"Field","name":{"kind":"Name","value":"maxRuntimeSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"flavors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"cpuCores"}},{"kind":"Field","name":{"kind":"Name","value":"memoryBytes"}}]}},{"kind":"Field","name":{"kind":"Name","value":"resourceGroups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"coveredResources"}},{"kind":"Field","name":{"kind":"Name","value":"flavors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"resources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodeLabels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"health"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"prices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"flavor"}},{"kind":"Field","name":{"kind":"Name","value":"resource"}},{"kind":"Field","name":{"kind":"Name","value":"pricePerHour"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}}]}}]} as unknown as DocumentNode<AdminClustersPage_ClustersQueryQuery, AdminClustersPage_ClustersQueryQueryVariables>;
export const AdminClustersPage_UpdateClusterMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminClustersPage_UpdateClusterMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateClusterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCluster"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cluster"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"maxRuntimeSeconds"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AdminClustersPage_UpdateClusterMutationMutation, AdminClustersPage_UpdateClusterMutationMutationVariables>;
export const PriceTable_SetFlavorPriceMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PriceTable_SetFlavorPriceMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clusterId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"flavor"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"resource"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pricePerHour"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setFlavorPrice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"clusterId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clusterId"}}},{"kind":"Argument","name":{"kind":"Name","value":"flavor"},"value":{"kind":"Variable","name":{"kind":"Name","value":"flavor"}}},{"kind":"Argument","name":{"kind":"Name","value":"resource"},"value":{"kind":"Variable","name":{"kind":"Name","value":"resource"}}},{"kind":"Argument","name":{"kind":"Name","value":"pricePerHour"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pricePerHour"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cluster"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"prices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"flavor"}},{"kind":"Field","name":{"kind":"Name","value":"resource"}},{"kind":"Field","name":{"kind":"Name","value":"pricePerHour"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NotFoundError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<PriceTable_SetFlavorPriceMutationMutation, PriceTable_SetFlavorPriceMutationMutationVariables>;
export const AdminClustersPage_RegisterClusterMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminClustersPage_RegisterClusterMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterClusterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registerCluster"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cluster"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AdminClustersPage_RegisterClusterMutationMutation, AdminClustersPage_RegisterClusterMutationMutationVariables>;
export const ClusterPicker_AvailableClustersQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClusterPicker_AvailableClustersQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"availableClusters"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"projectId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"limits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"maxCpuCores"}},{"kind":"Field","name":{"kind":"Name","value":"maxMemoryBytes"}},{"kind":"Field","name":{"kind":"Name","value":"maxMemoryGiB"}},{"kind":"Field","name":{"kind":"Name","value":"maxRuntimeSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"priorityClasses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"flavors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"cpu"}},{"kind":"Field","name":{"kind":"Name","value":"memory"}},{"kind":"Field","name":{"kind":"Name","value":"cpuCores"}},{"kind":"Field","name":{"kind":"Name","value":"memoryBytes"}},{"kind":"Field","name":{"kind":"Name","value":"memoryGiB"}}]}},{"kind":"Field","name":{"kind":"Name","value":"resourceGroups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"coveredResources"}},{"kind":"Field","name":{"kind":"Name","value":"flavors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"resources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodeLabels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"health"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"checkedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"queue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pendingWorkloads"}},{"kind":"Field","name":{"kind":"Name","value":"admittedWorkloads"}}]}},{"kind":"Field","name":{"kind":"Name","value":"volumes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"readOnly"}}]}}]}}]}}]} as unknown as DocumentNode<ClusterPicker_AvailableClustersQueryQuery, ClusterPicker_AvailableClustersQueryQueryVariables>;
export const ClusterPicker_FitQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClusterPicker_FitQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"requests"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResourceRequestsInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tasks"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TasksInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"mounts"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MountInput"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"availableClusters"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"projectId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}}},{"kind":"Argument","name":{"kind":"Name","value":"requests"},"value":{"kind":"Variable","name":{"kind":"Name","value":"requests"}}},{"kind":"Argument","name":{"kind":"Name","value":"tasks"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tasks"}}},{"kind":"Argument","name":{"kind":"Name","value":"mounts"},"value":{"kind":"Variable","name":{"kind":"Name","value":"mounts"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"fitsRequest"}},{"kind":"Field","name":{"kind":"Name","value":"startEstimate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"basis"}},{"kind":"Field","name":{"kind":"Name","value":"expectedWaitSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"latestWaitSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"workloadsAhead"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"calibration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"samples"}},{"kind":"Field","name":{"kind":"Name","value":"withinBound"}},{"kind":"Field","name":{"kind":"Name","value":"medianError"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"costEstimate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"worstCase"}},{"kind":"Field","name":{"kind":"Name","value":"expected"}},{"kind":"Field","name":{"kind":"Name","value":"perHour"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}}]}}]} as unknown as DocumentNode<ClusterPicker_FitQueryQuery, ClusterPicker_FitQueryQueryVariables>;
export const ChannelCard_VerifyMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChannelCard_VerifyMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifyNotificationChannel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VerifyNotificationChannelPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"channel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"verified"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NotFoundError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ChannelCard_VerifyMutationMutation, ChannelCard_VerifyMutationMutationVariables>;
export const ChannelCard_TestMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChannelCard_TestMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"testNotificationChannel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TestNotificationChannelPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"delivered"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NotFoundError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ChannelCard_TestMutationMutation, ChannelCard_TestMutationMutationVariables>;
export const ChannelCard_RemoveMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChannelCard_RemoveMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeNotificationChannel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RemoveNotificationChannelPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NotFoundError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ChannelCard_RemoveMutationMutation, ChannelCard_RemoveMutationMutationVariables>;
export const NotificationsPage_ChannelsQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NotificationsPage_ChannelsQuery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"notificationChannels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"verified"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"deliveries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"event"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"deliveredAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]}}]} as unknown as DocumentNode<NotificationsPage_ChannelsQueryQuery, NotificationsPage_ChannelsQueryQueryVariables>;
export const NotificationsPage_AddMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"NotificationsPage_AddMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NotificationChannelInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addNotificationChannel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AddNotificationChannelPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signingSecret"}},{"kind":"Field","name":{"kind":"Name","value":"channel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"verified"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]}}]} as unknown as DocumentNode<NotificationsPage_AddMutationMutation, NotificationsPage_AddMutationMutationVariables>;
export const ExistingProcessLink_ProcessByNameDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExistingProcessLink_ProcessByName"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"project"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"processByName"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<ExistingProcessLink_ProcessByNameQuery, ExistingProcessLink_ProcessByNameQueryVariables>;
export const ProcessFilters_ClustersQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProcessFilters_ClustersQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"availableClusters"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"projectId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<ProcessFilters_ClustersQueryQuery, ProcessFilters_ClustersQueryQueryVariables>;
export const ProcessList_ProcessesQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProcessList_ProcessesQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ProcessFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"project"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"processes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"latestVersion"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"cluster"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"resources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cpuCores"}},{"kind":"Field","name":{"kind":"Name","value":"memoryBytes"}},{"kind":"Field","name":{"kind":"Name","value":"extended"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"flavor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assignedFlavors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"coveredResources"}},{"kind":"Field","name":{"kind":"Name","value":"flavor"}}]}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<ProcessList_ProcessesQueryQuery, ProcessList_ProcessesQueryQueryVariables>;
export const ProcessList_ProjectProcessesUpdatedSubscriptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"ProcessList_ProjectProcessesUpdatedSubscription"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projectProcessesUpdated"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"projectId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<ProcessList_ProjectProcessesUpdatedSubscriptionSubscription, ProcessList_ProjectProcessesUpdatedSubscriptionSubscriptionVariables>;
export const ProcessPage_ProcessQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProcessPage_ProcessQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"versionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withVersion"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"process"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}}]}},{"kind":"Field","name":{"kind":"Name","value":"versions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"VersionPanel_Version"}}]}}]}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"chosen"},"name":{"kind":"Name","value":"processVersion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"versionId"}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withVersion"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"VersionPanel_Version"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VersionPanel_Version"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProcessVersion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cluster"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"command"}},{"kind":"Field","name":{"kind":"Name","value":"args"}},{"kind":"Field","name":{"kind":"Name","value":"env"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"secret"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"volume"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"readOnly"}}]}},{"kind":"Field","name":{"kind":"Name","value":"resources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cpu"}},{"kind":"Field","name":{"kind":"Name","value":"memory"}},{"kind":"Field","name":{"kind":"Name","value":"cpuCores"}},{"kind":"Field","name":{"kind":"Name","value":"memoryBytes"}},{"kind":"Field","name":{"kind":"Name","value":"deadlineSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"extended"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"flavor"}},{"kind":"Field","name":{"kind":"Name","value":"priorityClass"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assignedFlavors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"coveredResources"}},{"kind":"Field","name":{"kind":"Name","value":"flavor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"checkedLimits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"flavor"}},{"kind":"Field","name":{"kind":"Name","value":"maxCpuCores"}},{"kind":"Field","name":{"kind":"Name","value":"maxMemoryBytes"}},{"kind":"Field","name":{"kind":"Name","value":"maxRuntimeSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"checkedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"statusReason"}},{"kind":"Field","name":{"kind":"Name","value":"statusMessage"}},{"kind":"Field","name":{"kind":"Name","value":"waitingReason"}},{"kind":"Field","name":{"kind":"Name","value":"queuePosition"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"positionInClusterQueue"}},{"kind":"Field","name":{"kind":"Name","value":"workloadsAhead"}},{"kind":"Field","name":{"kind":"Name","value":"estimate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"basis"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"calibration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"samples"}},{"kind":"Field","name":{"kind":"Name","value":"withinBound"}},{"kind":"Field","name":{"kind":"Name","value":"medianError"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"cancelRequestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"exitCode"}},{"kind":"Field","name":{"kind":"Name","value":"tasks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"parallelism"}},{"kind":"Field","name":{"kind":"Name","value":"gang"}},{"kind":"Field","name":{"kind":"Name","value":"pending"}},{"kind":"Field","name":{"kind":"Name","value":"running"}},{"kind":"Field","name":{"kind":"Name","value":"succeeded"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"failover"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"maxAttempts"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attempts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"cluster"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"endedAt"}},{"kind":"Field","name":{"kind":"Name","value":"jobDeletedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"notifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"event"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"deliveredAt"}},{"kind":"Field","name":{"kind":"Name","value":"channel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"target"}}]}}]}}]}}]} as unknown as DocumentNode<ProcessPage_ProcessQueryQuery, ProcessPage_ProcessQueryQueryVariables>;
export const ProcessPage_VersionUpdatedSubscriptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"ProcessPage_VersionUpdatedSubscription"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"processVersionUpdated"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"VersionPanel_Version"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VersionPanel_Version"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProcessVersion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cluster"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"command"}},{"kind":"Field","name":{"kind":"Name","value":"args"}},{"kind":"Field","name":{"kind":"Name","value":"env"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"secret"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"volume"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"readOnly"}}]}},{"kind":"Field","name":{"kind":"Name","value":"resources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cpu"}},{"kind":"Field","name":{"kind":"Name","value":"memory"}},{"kind":"Field","name":{"kind":"Name","value":"cpuCores"}},{"kind":"Field","name":{"kind":"Name","value":"memoryBytes"}},{"kind":"Field","name":{"kind":"Name","value":"deadlineSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"extended"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"flavor"}},{"kind":"Field","name":{"kind":"Name","value":"priorityClass"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assignedFlavors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"coveredResources"}},{"kind":"Field","name":{"kind":"Name","value":"flavor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"checkedLimits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"flavor"}},{"kind":"Field","name":{"kind":"Name","value":"maxCpuCores"}},{"kind":"Field","name":{"kind":"Name","value":"maxMemoryBytes"}},{"kind":"Field","name":{"kind":"Name","value":"maxRuntimeSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"checkedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"statusReason"}},{"kind":"Field","name":{"kind":"Name","value":"statusMessage"}},{"kind":"Field","name":{"kind":"Name","value":"waitingReason"}},{"kind":"Field","name":{"kind":"Name","value":"queuePosition"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"positionInClusterQueue"}},{"kind":"Field","name":{"kind":"Name","value":"workloadsAhead"}},{"kind":"Field","name":{"kind":"Name","value":"estimate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"basis"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"calibration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"samples"}},{"kind":"Field","name":{"kind":"Name","value":"withinBound"}},{"kind":"Field","name":{"kind":"Name","value":"medianError"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"cancelRequestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"exitCode"}},{"kind":"Field","name":{"kind":"Name","value":"tasks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"parallelism"}},{"kind":"Field","name":{"kind":"Name","value":"gang"}},{"kind":"Field","name":{"kind":"Name","value":"pending"}},{"kind":"Field","name":{"kind":"Name","value":"running"}},{"kind":"Field","name":{"kind":"Name","value":"succeeded"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"failover"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"maxAttempts"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attempts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"cluster"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"endedAt"}},{"kind":"Field","name":{"kind":"Name","value":"jobDeletedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"notifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"event"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"deliveredAt"}},{"kind":"Field","name":{"kind":"Name","value":"channel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"target"}}]}}]}}]}}]} as unknown as DocumentNode<ProcessPage_VersionUpdatedSubscriptionSubscription, ProcessPage_VersionUpdatedSubscriptionSubscriptionVariables>;
export const RerunPage_VersionQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RerunPage_VersionQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"processVersion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"command"}},{"kind":"Field","name":{"kind":"Name","value":"args"}},{"kind":"Field","name":{"kind":"Name","value":"env"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"secret"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"volume"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"readOnly"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tasks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"parallelism"}},{"kind":"Field","name":{"kind":"Name","value":"gang"}}]}},{"kind":"Field","name":{"kind":"Name","value":"resources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cpuCores"}},{"kind":"Field","name":{"kind":"Name","value":"memoryBytes"}},{"kind":"Field","name":{"kind":"Name","value":"deadlineSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"extended"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"flavor"}},{"kind":"Field","name":{"kind":"Name","value":"priorityClass"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cluster"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"process"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}}]}}]}}]}}]}}]} as unknown as DocumentNode<RerunPage_VersionQueryQuery, RerunPage_VersionQueryQueryVariables>;
export const TaskGrid_TaskDetailQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TaskGrid_TaskDetailQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tailLines"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"processVersion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tasks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"index"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"exitCode"}},{"kind":"Field","name":{"kind":"Name","value":"restarts"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"parameters"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"logs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tailLines"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tailLines"}}}]}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<TaskGrid_TaskDetailQueryQuery, TaskGrid_TaskDetailQueryQueryVariables>;
export const VersionLogs_LogsQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VersionLogs_LogsQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tailLines"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"processVersion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"logs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tailLines"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tailLines"}}}]},{"kind":"Field","name":{"kind":"Name","value":"logSource"}},{"kind":"Field","name":{"kind":"Name","value":"logMessage"}},{"kind":"Field","name":{"kind":"Name","value":"logsTruncated"}}]}}]}}]} as unknown as DocumentNode<VersionLogs_LogsQueryQuery, VersionLogs_LogsQueryQueryVariables>;
export const VersionLogs_LogsSubscriptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"VersionLogs_LogsSubscription"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tailLines"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"processVersionLogChunks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"tailLines"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tailLines"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}}]}}]}}]} as unknown as DocumentNode<VersionLogs_LogsSubscriptionSubscription, VersionLogs_LogsSubscriptionSubscriptionVariables>;
export const VersionPanel_CancelVersionMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VersionPanel_CancelVersionMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelProcessVersion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProcessVersion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusReason"}},{"kind":"Field","name":{"kind":"Name","value":"statusMessage"}},{"kind":"Field","name":{"kind":"Name","value":"cancelRequestedAt"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ClusterUnavailableError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"retrying"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VersionNotCancellableError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NotFoundError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<VersionPanel_CancelVersionMutationMutation, VersionPanel_CancelVersionMutationMutationVariables>;
export const ProcessEditor_CreateProcessMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ProcessEditor_CreateProcessMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateProcessInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createProcess"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProcessEditor_Result"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProcessEditor_Result"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateProcessResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateProcessPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dryRun"}},{"kind":"Field","name":{"kind":"Name","value":"flavor"}},{"kind":"Field","name":{"kind":"Name","value":"assignedFlavors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"coveredResources"}},{"kind":"Field","name":{"kind":"Name","value":"flavor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cluster"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"process"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"version"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}},{"kind":"Field","name":{"kind":"Name","value":"budgetWarning"}},{"kind":"Field","name":{"kind":"Name","value":"costEstimate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"worstCase"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"gpuHoursWorstCase"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BudgetExceededError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ResourceLimitExceededError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"cluster"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"violations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resource"}},{"kind":"Field","name":{"kind":"Name","value":"resourceName"}},{"kind":"Field","name":{"kind":"Name","value":"requested"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"flavor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"flavors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"cpu"}},{"kind":"Field","name":{"kind":"Name","value":"memory"}},{"kind":"Field","name":{"kind":"Name","value":"fitsCpu"}},{"kind":"Field","name":{"kind":"Name","value":"fitsMemory"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ClusterNotAllowedError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"clusterId"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NoClustersAvailableError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ProcessEditor_CreateProcessMutationMutation, ProcessEditor_CreateProcessMutationMutationVariables>;
export const ProcessEditor_RerunProcessMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ProcessEditor_RerunProcessMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RerunProcessInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rerunProcess"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProcessEditor_Result"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProcessEditor_Result"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateProcessResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateProcessPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dryRun"}},{"kind":"Field","name":{"kind":"Name","value":"flavor"}},{"kind":"Field","name":{"kind":"Name","value":"assignedFlavors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"coveredResources"}},{"kind":"Field","name":{"kind":"Name","value":"flavor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cluster"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"process"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"version"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}},{"kind":"Field","name":{"kind":"Name","value":"budgetWarning"}},{"kind":"Field","name":{"kind":"Name","value":"costEstimate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"worstCase"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"gpuHoursWorstCase"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BudgetExceededError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ResourceLimitExceededError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"cluster"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"violations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resource"}},{"kind":"Field","name":{"kind":"Name","value":"resourceName"}},{"kind":"Field","name":{"kind":"Name","value":"requested"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"flavor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"flavors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"cpu"}},{"kind":"Field","name":{"kind":"Name","value":"memory"}},{"kind":"Field","name":{"kind":"Name","value":"fitsCpu"}},{"kind":"Field","name":{"kind":"Name","value":"fitsMemory"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ClusterNotAllowedError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"clusterId"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NoClustersAvailableError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ProcessEditor_RerunProcessMutationMutation, ProcessEditor_RerunProcessMutationMutationVariables>;
export const EnvRows_ProjectSecretsQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EnvRows_ProjectSecretsQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"project"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"secrets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<EnvRows_ProjectSecretsQueryQuery, EnvRows_ProjectSecretsQueryQueryVariables>;
export const TaskGrid_TaskPageQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TaskGrid_TaskPageQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"processVersion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tasks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"index"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<TaskGrid_TaskPageQueryQuery, TaskGrid_TaskPageQueryQueryVariables>;
export const NewProject_ViewerQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NewProject_ViewerQuery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"canCreateProjects"}}]}}]}}]} as unknown as DocumentNode<NewProject_ViewerQueryQuery, NewProject_ViewerQueryQueryVariables>;
export const NewProject_CreateMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"NewProject_CreateMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateProjectInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createProject"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Project"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]}}]} as unknown as DocumentNode<NewProject_CreateMutationMutation, NewProject_CreateMutationMutationVariables>;
export const ProjectMembers_AddMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ProjectMembers_AddMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddProjectMemberInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addProjectMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProjectMember"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ProjectMembers_AddMutationMutation, ProjectMembers_AddMutationMutationVariables>;
export const ProjectMembers_UpdateMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ProjectMembers_UpdateMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateProjectMemberInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProjectMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProjectMember"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ProjectMembers_UpdateMutationMutation, ProjectMembers_UpdateMutationMutationVariables>;
export const ProjectMembers_RemoveMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ProjectMembers_RemoveMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RemoveProjectMemberInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeProjectMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Project"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ProjectMembers_RemoveMutationMutation, ProjectMembers_RemoveMutationMutationVariables>;
export const ProjectPage_ProjectQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProjectPage_ProjectQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"project"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanManage"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"secrets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ProjectPage_ProjectQueryQuery, ProjectPage_ProjectQueryQueryVariables>;
export const ProjectSecrets_SetMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ProjectSecrets_SetMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"value"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setProjectSecret"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"projectId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}},{"kind":"Argument","name":{"kind":"Name","value":"value"},"value":{"kind":"Variable","name":{"kind":"Name","value":"value"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProjectSecret"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ProjectSecrets_SetMutationMutation, ProjectSecrets_SetMutationMutationVariables>;
export const ProjectSecrets_DeleteMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ProjectSecrets_DeleteMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteProjectSecret"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"projectId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Project"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"secrets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ProjectSecrets_DeleteMutationMutation, ProjectSecrets_DeleteMutationMutationVariables>;
export const ProjectsPage_ProjectsQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProjectsPage_ProjectsQuery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projects"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"statusCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"running"}},{"kind":"Field","name":{"kind":"Name","value":"queued"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}},{"kind":"Field","name":{"kind":"Name","value":"succeeded"}},{"kind":"Field","name":{"kind":"Name","value":"cancelled"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<ProjectsPage_ProjectsQueryQuery, ProjectsPage_ProjectsQueryQueryVariables>;
export const AdminAuditPage_EventsQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminAuditPage_EventsQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AuditEventFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"auditEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"targetType"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"system"}},{"kind":"Field","name":{"kind":"Name","value":"actor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"auditActions"}}]}}]} as unknown as DocumentNode<AdminAuditPage_EventsQueryQuery, AdminAuditPage_EventsQueryQueryVariables>;
export const AdminUsersPage_UsersQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminUsersPage_UsersQuery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"users"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"lastSeenAt"}}]}}]}}]} as unknown as DocumentNode<AdminUsersPage_UsersQueryQuery, AdminUsersPage_UsersQueryQueryVariables>;
export const AdminUsersPage_DeactivateMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUsersPage_DeactivateMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deactivateUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<AdminUsersPage_DeactivateMutationMutation, AdminUsersPage_DeactivateMutationMutationVariables>;
export const ApiTokensPage_TokensQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApiTokensPage_TokensQuery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiTokens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"current"}}]}}]}}]} as unknown as DocumentNode<ApiTokensPage_TokensQueryQuery, ApiTokensPage_TokensQueryQueryVariables>;
export const ApiTokensPage_CreateMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApiTokensPage_CreateMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expiresAt"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createApiToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}},{"kind":"Argument","name":{"kind":"Name","value":"expiresAt"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expiresAt"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreatedApiToken"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"apiToken"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ApiTokensPage_CreateMutationMutation, ApiTokensPage_CreateMutationMutationVariables>;
export const ApiTokensPage_RevokeMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApiTokensPage_RevokeMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeApiToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<ApiTokensPage_RevokeMutationMutation, ApiTokensPage_RevokeMutationMutationVariables>;
export const BudgetBar_QueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BudgetBar_Query"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"project"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"budget"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"hard"}},{"kind":"Field","name":{"kind":"Name","value":"used"}},{"kind":"Field","name":{"kind":"Name","value":"committed"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}}]}}]}}]} as unknown as DocumentNode<BudgetBar_QueryQuery, BudgetBar_QueryQueryVariables>;
export const BudgetForm_SetProjectBudgetMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BudgetForm_SetProjectBudgetMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ProjectBudgetInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setProjectBudget"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"projectId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Project"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"budget"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"hard"}},{"kind":"Field","name":{"kind":"Name","value":"used"}},{"kind":"Field","name":{"kind":"Name","value":"committed"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NotFoundError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<BudgetForm_SetProjectBudgetMutationMutation, BudgetForm_SetProjectBudgetMutationMutationVariables>;
export const UsagePage_QueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UsagePage_Query"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"groupBy"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UsageDimension"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"project"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"usage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"projectId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}}},{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}},{"kind":"Argument","name":{"kind":"Name","value":"groupBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"groupBy"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCost"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cluster"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"flavor"}},{"kind":"Field","name":{"kind":"Name","value":"resource"}},{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"resourceSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"cost"}}]}}]}}]}}]} as unknown as DocumentNode<UsagePage_QueryQuery, UsagePage_QueryQueryVariables>;
export const WaitsReport_WaitsQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WaitsReport_WaitsQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"waits"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"projectId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectId"}}},{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cluster"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"medianSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"p90Seconds"}},{"kind":"Field","name":{"kind":"Name","value":"reasons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]}}]}}]} as unknown as DocumentNode<WaitsReport_WaitsQueryQuery, WaitsReport_WaitsQueryQueryVariables>;