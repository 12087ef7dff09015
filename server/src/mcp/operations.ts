import { graphql } from '../generated/gql/index.ts';

// The GraphQL documents the MCP tools execute, as the caller, through the same Yoga instance as /graphql: the
// schema's rules and typed errors are the only ones. The output schemas of the tools are derived from these
// selections (json-schema.ts), so what a tool returns and what it declares cannot drift apart.

export const AvailableClustersDocument = graphql(`
  query Mcp_AvailableClusters($projectId: ID, $requests: ResourceRequestsInput, $mounts: [MountInput!]) {
    clusters: availableClusters(projectId: $projectId, requests: $requests, mounts: $mounts) {
      id
      name
      description
      volumes { name description readOnly }
      sortOrder
      maxRuntimeSeconds
      fitsRequest
      limits {
        source
        maxCpuCores
        maxMemoryBytes
        maxMemoryGiB
        maxRuntimeSeconds
        flavors { name cpu memory cpuCores memoryBytes memoryGiB }
        priorityClasses { name value description }
        maxima { name quantity amount }
        resourceGroups {
          coveredResources
          flavors { name resources { name quantity amount } nodeLabels { key value } }
        }
      }
      health { status message checkedAt }
      startEstimate {
        basis
        expectedStartAt
        latestStartAt
        expectedWaitSeconds
        latestWaitSeconds
        workloadsAhead
        message
      }
      queue {
        pendingWorkloads
        reservingWorkloads
        admittedWorkloads
        usage { flavor resource used nominalQuota borrowed }
      }
    }
  }
`);

/** A version as the tools show it: what runs, where, with how much, and its status. */
export const VersionSummaryFragment = graphql(`
  fragment Mcp_VersionSummary on ProcessVersion {
    id
    version
    status
    image
    command
    args
    env { name value secret }
    mounts { volume path readOnly }
    resources { cpu memory cpuCores memoryBytes deadlineSeconds extended { name quantity } flavor priorityClass }
    assignedFlavors { coveredResources flavor }
    cluster { id name }
    createdAt
  }
`);

/** What create_process and rerun_process answer: the same union, so the same selection. */
export const CreateProcessResultFragment = graphql(`
  fragment Mcp_CreateProcessResult on CreateProcessResult {
    __typename
    ... on CreateProcessPayload {
      dryRun
      flavor
      assignedFlavors { coveredResources flavor }
      placementReason
      costEstimate { worstCase currency gpuHoursWorstCase perHour }
      budgetWarning
      cluster { id name }
      process { id name }
      version { ...Mcp_VersionSummary }
    }
    ... on BudgetExceededError { message remaining required unit }
    ... on ValidationError { message issues { field message } }
    ... on NoClustersAvailableError { message }
    ... on ClusterNotAllowedError { message clusterId }
    ... on ResourceLimitExceededError {
      message
      cluster { id name }
      violations { resource resourceName requested limit flavor }
      flavors { name cpu memory cpuCores memoryBytes fitsCpu fitsMemory }
    }
  }
`);

export const CreateProcessDocument = graphql(`
  mutation Mcp_CreateProcess($input: CreateProcessInput!) {
    result: createProcess(input: $input) {
      ...Mcp_CreateProcessResult
    }
  }
`);

export const RerunProcessDocument = graphql(`
  mutation Mcp_RerunProcess($input: RerunProcessInput!) {
    result: rerunProcess(input: $input) {
      ...Mcp_CreateProcessResult
    }
  }
`);

export const GetProcessDocument = graphql(`
  query Mcp_GetProcess($id: ID!, $first: Int, $after: String) {
    process(id: $id) {
      __typename
      id
      name
      createdAt
      project { id name }
      createdBy { id email name }
      versions(first: $first, after: $after) {
        totalCount
        pageInfo { hasNextPage endCursor }
        edges { node {
        ...Mcp_VersionSummary
        checkedLimits { source flavor maxCpuCores maxMemoryBytes maxRuntimeSeconds checkedAt }
        statusReason
        statusMessage
        exitCode
        launchedAt
        queuedAt
        startedAt
        finishedAt
        cancelRequestedAt
        history { status reason message createdAt }
        failover { onPreemption onClusterLost maxAttempts }
        attempts { number cluster { id name } outcome reason createdAt startedAt endedAt jobDeletedAt }
        notifications { id event status attempts lastError deliveredAt channel { kind target } }
        tasks { count parallelism gang pending running succeeded failed failedIndexes }
        } }
      }
    }
  }
`);

export const ListProcessesDocument = graphql(`
  query Mcp_ListProcesses($projectId: ID!, $first: Int, $after: String) {
    project(id: $projectId) {
      processes(first: $first, after: $after) {
        totalCount
        pageInfo { hasNextPage endCursor }
        edges {
          cursor
          node {
            id
            name
            createdAt
            latestVersion {
              id
              version
              status
              image
              cluster { id name }
              createdAt
            }
          }
        }
      }
    }
  }
`);

export const GetLogsDocument = graphql(`
  query Mcp_GetLogs($id: ID!, $tailLines: Int, $sinceSeconds: Int) {
    version: processVersion(id: $id) {
      __typename
      id
      version
      status
      statusReason
      statusMessage
      logs(tailLines: $tailLines, sinceSeconds: $sinceSeconds)
      logSource
      logMessage
      logsTruncated
    }
  }
`);

export const CancelProcessDocument = graphql(`
  mutation Mcp_CancelProcess($id: ID!) {
    result: cancelProcessVersion(id: $id) {
      __typename
      ... on ProcessVersion {
        id
        version
        status
        statusReason
        statusMessage
        cancelRequestedAt
        finishedAt
      }
      ... on NotFoundError { message }
      ... on VersionNotCancellableError { message status }
      ... on ClusterUnavailableError { message clusterName kind retrying }
    }
  }
`);

export const ListProjectsDocument = graphql(`
  query Mcp_ListProjects {
    projects {
      id
      name
      description
      viewerRole
      memberCount
      createdAt
      budget { period unit limit hard used committed remaining }
    }
  }
`);

export const GetUsageDocument = graphql(`
  query Mcp_GetUsage($projectId: ID, $from: DateTime!, $to: DateTime!, $groupBy: [UsageDimension!]!) {
    usage(projectId: $projectId, from: $from, to: $to, groupBy: $groupBy) {
      totalCost
      currency
      rows {
        project { id name }
        user { id email }
        cluster { id name }
        flavor
        resource
        day
        resourceSeconds
        cost
      }
    }
  }
`);
