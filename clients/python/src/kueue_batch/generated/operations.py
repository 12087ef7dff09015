__all__ = [
    "AVAILABLE_CLUSTERS_GQL",
    "CANCEL_PROCESS_VERSION_GQL",
    "CREATE_PROCESS_GQL",
    "FOLLOW_LOG_CHUNKS_GQL",
    "FOLLOW_VERSION_GQL",
    "GET_PROCESS_VERSION_GQL",
    "GET_PROCESS_VERSION_LOGS_GQL",
    "GET_TASK_LOGS_GQL",
    "LIST_PROCESSES_GQL",
    "LIST_PROJECTS_GQL",
    "LIST_TASKS_GQL",
    "RERUN_PROCESS_GQL",
    "USAGE_GQL",
    "VIEWER_GQL",
]

CREATE_PROCESS_GQL = """
mutation CreateProcess($input: CreateProcessInput!) {
  createProcess(input: $input) {
    __typename
    ...CreatedFields
    ...BudgetExceededFields
    ...ClusterNotAllowedFields
    ...NoClustersAvailableFields
    ...ResourceLimitExceededFields
    ...ValidationErrorFields
    ... on Error {
      message
    }
  }
}

fragment BudgetExceededFields on BudgetExceededError {
  message
  remaining
  required
  unit
}

fragment ClusterNotAllowedFields on ClusterNotAllowedError {
  message
  clusterId
}

fragment ClusterRef on Cluster {
  id
  name
}

fragment CostFields on CostEstimate {
  currency
  perHour
  worstCase
  expected
  gpuHoursWorstCase
  unpricedResources
}

fragment CreatedFields on CreateProcessPayload {
  dryRun
  flavor
  placementReason
  budgetWarning
  cluster {
    ...ClusterRef
  }
  costEstimate {
    ...CostFields
  }
  version {
    ...VersionFields
  }
}

fragment EstimateFields on StartEstimate {
  basis
  message
  expectedStartAt
  expectedWaitSeconds
  latestStartAt
  latestWaitSeconds
  workloadsAhead
  preempts
}

fragment NoClustersAvailableFields on NoClustersAvailableError {
  message
}

fragment ResourceLimitExceededFields on ResourceLimitExceededError {
  message
  cluster {
    ...ClusterRef
  }
  violations {
    resource
    resourceName
    requested
    limit
    flavor
  }
  flavors {
    name
    cpu
    memory
    fitsCpu
    fitsMemory
  }
}

fragment TaskCounts on TaskSet {
  count
  parallelism
  gang
  pending
  running
  succeeded
  failed
  failedIndexes
}

fragment ValidationErrorFields on ValidationError {
  message
  issues {
    field
    message
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
  cancelRequestedAt
  jobName
  cluster {
    ...ClusterRef
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
    ...TaskCounts
  }
  queuePosition {
    positionInClusterQueue
    positionInLocalQueue
    workloadsAhead
    estimate {
      ...EstimateFields
    }
  }
}
"""

RERUN_PROCESS_GQL = """
mutation RerunProcess($input: RerunProcessInput!) {
  rerunProcess(input: $input) {
    __typename
    ...CreatedFields
    ...BudgetExceededFields
    ...ClusterNotAllowedFields
    ...NoClustersAvailableFields
    ...ResourceLimitExceededFields
    ...ValidationErrorFields
    ... on Error {
      message
    }
  }
}

fragment BudgetExceededFields on BudgetExceededError {
  message
  remaining
  required
  unit
}

fragment ClusterNotAllowedFields on ClusterNotAllowedError {
  message
  clusterId
}

fragment ClusterRef on Cluster {
  id
  name
}

fragment CostFields on CostEstimate {
  currency
  perHour
  worstCase
  expected
  gpuHoursWorstCase
  unpricedResources
}

fragment CreatedFields on CreateProcessPayload {
  dryRun
  flavor
  placementReason
  budgetWarning
  cluster {
    ...ClusterRef
  }
  costEstimate {
    ...CostFields
  }
  version {
    ...VersionFields
  }
}

fragment EstimateFields on StartEstimate {
  basis
  message
  expectedStartAt
  expectedWaitSeconds
  latestStartAt
  latestWaitSeconds
  workloadsAhead
  preempts
}

fragment NoClustersAvailableFields on NoClustersAvailableError {
  message
}

fragment ResourceLimitExceededFields on ResourceLimitExceededError {
  message
  cluster {
    ...ClusterRef
  }
  violations {
    resource
    resourceName
    requested
    limit
    flavor
  }
  flavors {
    name
    cpu
    memory
    fitsCpu
    fitsMemory
  }
}

fragment TaskCounts on TaskSet {
  count
  parallelism
  gang
  pending
  running
  succeeded
  failed
  failedIndexes
}

fragment ValidationErrorFields on ValidationError {
  message
  issues {
    field
    message
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
  cancelRequestedAt
  jobName
  cluster {
    ...ClusterRef
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
    ...TaskCounts
  }
  queuePosition {
    positionInClusterQueue
    positionInLocalQueue
    workloadsAhead
    estimate {
      ...EstimateFields
    }
  }
}
"""

CANCEL_PROCESS_VERSION_GQL = """
mutation CancelProcessVersion($id: ID!) {
  cancelProcessVersion(id: $id) {
    __typename
    ...VersionFields
    ...ClusterUnavailableFields
    ...NotFoundFields
    ...VersionNotCancellableFields
    ... on Error {
      message
    }
  }
}

fragment ClusterRef on Cluster {
  id
  name
}

fragment ClusterUnavailableFields on ClusterUnavailableError {
  message
  clusterName
  kind
  retrying
}

fragment EstimateFields on StartEstimate {
  basis
  message
  expectedStartAt
  expectedWaitSeconds
  latestStartAt
  latestWaitSeconds
  workloadsAhead
  preempts
}

fragment NotFoundFields on NotFoundError {
  message
}

fragment TaskCounts on TaskSet {
  count
  parallelism
  gang
  pending
  running
  succeeded
  failed
  failedIndexes
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
  cancelRequestedAt
  jobName
  cluster {
    ...ClusterRef
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
    ...TaskCounts
  }
  queuePosition {
    positionInClusterQueue
    positionInLocalQueue
    workloadsAhead
    estimate {
      ...EstimateFields
    }
  }
}

fragment VersionNotCancellableFields on VersionNotCancellableError {
  message
  status
}
"""

GET_PROCESS_VERSION_GQL = """
query GetProcessVersion($id: ID!) {
  processVersion(id: $id) {
    ...VersionFields
  }
}

fragment ClusterRef on Cluster {
  id
  name
}

fragment EstimateFields on StartEstimate {
  basis
  message
  expectedStartAt
  expectedWaitSeconds
  latestStartAt
  latestWaitSeconds
  workloadsAhead
  preempts
}

fragment TaskCounts on TaskSet {
  count
  parallelism
  gang
  pending
  running
  succeeded
  failed
  failedIndexes
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
  cancelRequestedAt
  jobName
  cluster {
    ...ClusterRef
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
    ...TaskCounts
  }
  queuePosition {
    positionInClusterQueue
    positionInLocalQueue
    workloadsAhead
    estimate {
      ...EstimateFields
    }
  }
}
"""

GET_PROCESS_VERSION_LOGS_GQL = """
query GetProcessVersionLogs($id: ID!, $tailLines: Int) {
  processVersion(id: $id) {
    id
    logs(tailLines: $tailLines)
    logSource
    logMessage
    logsTruncated
  }
}
"""

LIST_TASKS_GQL = """
query ListTasks($id: ID!, $status: TaskStatus, $first: Int, $after: String) {
  processVersion(id: $id) {
    id
    tasks {
      items(status: $status, first: $first, after: $after) {
        pageInfo {
          hasNextPage
          endCursor
        }
        edges {
          node {
            ...TaskFields
          }
        }
      }
    }
  }
}

fragment TaskFields on Task {
  index
  status
  exitCode
  restarts
  startedAt
  finishedAt
  parameters
  message
}
"""

GET_TASK_LOGS_GQL = """
query GetTaskLogs($id: ID!, $after: String, $tailLines: Int) {
  processVersion(id: $id) {
    id
    tasks {
      count
      items(first: 1, after: $after) {
        edges {
          node {
            index
            status
            logs(tailLines: $tailLines)
          }
        }
      }
    }
  }
}
"""

LIST_PROCESSES_GQL = """
query ListProcesses($projectId: ID!, $first: Int, $after: String) {
  project(id: $projectId) {
    id
    processes(first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          id
          name
          latestVersion {
            ...VersionFields
          }
        }
      }
    }
  }
}

fragment ClusterRef on Cluster {
  id
  name
}

fragment EstimateFields on StartEstimate {
  basis
  message
  expectedStartAt
  expectedWaitSeconds
  latestStartAt
  latestWaitSeconds
  workloadsAhead
  preempts
}

fragment TaskCounts on TaskSet {
  count
  parallelism
  gang
  pending
  running
  succeeded
  failed
  failedIndexes
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
  cancelRequestedAt
  jobName
  cluster {
    ...ClusterRef
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
    ...TaskCounts
  }
  queuePosition {
    positionInClusterQueue
    positionInLocalQueue
    workloadsAhead
    estimate {
      ...EstimateFields
    }
  }
}
"""

VIEWER_GQL = """
query Viewer {
  viewer {
    id
    email
    name
    isAdmin
  }
}
"""

LIST_PROJECTS_GQL = """
query ListProjects {
  projects {
    id
    name
    description
    viewerRole
    budget {
      period
      unit
      limit
      hard
      used
      committed
      remaining
    }
  }
}
"""

AVAILABLE_CLUSTERS_GQL = """
query AvailableClusters($projectId: ID, $requests: ResourceRequestsInput, $tasks: TasksInput, $mounts: [MountInput!]) {
  availableClusters(
    projectId: $projectId
    requests: $requests
    tasks: $tasks
    mounts: $mounts
  ) {
    id
    name
    description
    fitsRequest
    maxRuntimeSeconds
    health {
      status
      message
    }
    limits {
      maxCpuCores
      maxMemoryBytes
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
    }
    startEstimate {
      ...EstimateFields
    }
    costEstimate {
      ...CostFields
    }
    volumes {
      name
      description
      readOnly
    }
  }
}

fragment CostFields on CostEstimate {
  currency
  perHour
  worstCase
  expected
  gpuHoursWorstCase
  unpricedResources
}

fragment EstimateFields on StartEstimate {
  basis
  message
  expectedStartAt
  expectedWaitSeconds
  latestStartAt
  latestWaitSeconds
  workloadsAhead
  preempts
}
"""

USAGE_GQL = """
query Usage($projectId: ID, $from: DateTime!, $to: DateTime!, $groupBy: [UsageDimension!]!) {
  usage(projectId: $projectId, from: $from, to: $to, groupBy: $groupBy) {
    currency
    totalCost
    rows {
      project {
        id
        name
      }
      user {
        id
        email
      }
      cluster {
        ...ClusterRef
      }
      flavor
      resource
      day
      resourceSeconds
      cost
    }
  }
}

fragment ClusterRef on Cluster {
  id
  name
}
"""

FOLLOW_LOG_CHUNKS_GQL = """
subscription FollowLogChunks($id: ID!, $after: String, $tailLines: Int) {
  processVersionLogChunks(id: $id, after: $after, tailLines: $tailLines) {
    text
    cursor
    finished
  }
}
"""

FOLLOW_VERSION_GQL = """
subscription FollowVersion($id: ID!) {
  processVersionUpdated(id: $id) {
    ...VersionFields
  }
}

fragment ClusterRef on Cluster {
  id
  name
}

fragment EstimateFields on StartEstimate {
  basis
  message
  expectedStartAt
  expectedWaitSeconds
  latestStartAt
  latestWaitSeconds
  workloadsAhead
  preempts
}

fragment TaskCounts on TaskSet {
  count
  parallelism
  gang
  pending
  running
  succeeded
  failed
  failedIndexes
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
  cancelRequestedAt
  jobName
  cluster {
    ...ClusterRef
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
    ...TaskCounts
  }
  queuePosition {
    positionInClusterQueue
    positionInLocalQueue
    workloadsAhead
    estimate {
      ...EstimateFields
    }
  }
}
"""
