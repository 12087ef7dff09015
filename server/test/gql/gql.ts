/* eslint-disable */
import * as types from './graphql.js';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  mutation ArrayFailover_Create($input: CreateProcessInput!) {\n    createProcess(input: $input) {\n      __typename\n      ... on CreateProcessPayload { version { id } }\n      ... on Error { message }\n    }\n  }\n": typeof types.ArrayFailover_CreateDocument,
    "\n  query ArrayFailover_Version($id: ID!, $after: String, $first: Int) {\n    processVersion(id: $id) {\n      status\n      statusMessage\n      cluster { name }\n      attempts { number cluster { name } outcome }\n      tasks {\n        count\n        succeeded\n        failed\n        pending\n        running\n        items(first: $first, after: $after) { edges { node { index status logs } } }\n      }\n    }\n  }\n": typeof types.ArrayFailover_VersionDocument,
    "\n  mutation FailoverBudget_SetPrice($clusterId: ID!, $flavor: String!, $resource: String!, $price: Float) {\n    setFlavorPrice(clusterId: $clusterId, flavor: $flavor, resource: $resource, pricePerHour: $price) {\n      __typename\n    }\n  }\n": typeof types.FailoverBudget_SetPriceDocument,
    "\n  mutation FailoverBudget_SetBudget($projectId: ID!, $input: ProjectBudgetInput) {\n    setProjectBudget(projectId: $projectId, input: $input) { __typename }\n  }\n": typeof types.FailoverBudget_SetBudgetDocument,
    "\n  mutation FailoverBudget_Create($input: CreateProcessInput!) {\n    createProcess(input: $input) {\n      __typename\n      ... on CreateProcessPayload { version { id } }\n      ... on Error { message }\n    }\n  }\n": typeof types.FailoverBudget_CreateDocument,
    "\n  query FailoverBudget_Version($id: ID!) {\n    processVersion(id: $id) {\n      status\n      statusMessage\n      cluster { name }\n      attempts { number cluster { name } outcome }\n      project: process { project { budget { committed remaining } } }\n    }\n  }\n": typeof types.FailoverBudget_VersionDocument,
    "\n  mutation FailoverTest_Create($input: CreateProcessInput!) {\n    createProcess(input: $input) {\n      __typename\n      ... on CreateProcessPayload { version { id failover { onPreemption onClusterLost maxAttempts } } }\n      ... on Error { message }\n    }\n  }\n": typeof types.FailoverTest_CreateDocument,
    "\n  query FailoverTest_Version($id: ID!) {\n    processVersion(id: $id) {\n      status\n      cluster { name }\n      attempts { number cluster { name } outcome reason startedAt endedAt jobDeletedAt }\n    }\n  }\n": typeof types.FailoverTest_VersionDocument,
    "\n  mutation FaultMatrixExecution_Cancel($id: ID!) {\n    cancelProcessVersion(id: $id) {\n      __typename\n      ... on ProcessVersion { id status }\n      ... on ClusterUnavailableError { message clusterName retrying }\n      ... on Error { message }\n    }\n  }\n": typeof types.FaultMatrixExecution_CancelDocument,
    "\n  query FaultMatrix_Logs($id: ID!) {\n    processVersion(id: $id) { id logs logSource logMessage }\n  }\n": typeof types.FaultMatrix_LogsDocument,
    "\n  subscription FaultMatrix_Follow($id: ID!) {\n    processVersionLogs(id: $id)\n  }\n": typeof types.FaultMatrix_FollowDocument,
    "\n  query AuthTest_Viewer {\n    viewer { id email isAdmin }\n  }\n": typeof types.AuthTest_ViewerDocument,
    "\n  query AuthTest_Projects {\n    projects { id name viewerRole memberCount }\n  }\n": typeof types.AuthTest_ProjectsDocument,
    "\n  query AuthTest_Project($id: ID!) {\n    project(id: $id) { id name }\n  }\n": typeof types.AuthTest_ProjectDocument,
    "\n  mutation AuthTest_CreateToken($name: String!, $expiresAt: DateTime) {\n    createApiToken(name: $name, expiresAt: $expiresAt) {\n      __typename\n      ... on CreatedApiToken { token apiToken { id prefix name } }\n      ... on ValidationError { message issues { field message } }\n    }\n  }\n": typeof types.AuthTest_CreateTokenDocument,
    "\n  mutation AuthTest_RevokeToken($id: ID!) {\n    revokeApiToken(id: $id)\n  }\n": typeof types.AuthTest_RevokeTokenDocument,
    "\n  query AuthTest_Tokens {\n    apiTokens { id name prefix revokedAt lastUsedAt }\n  }\n": typeof types.AuthTest_TokensDocument,
    "\n  query ClustersTest_AvailableClusters($projectId: ID, $requests: ResourceRequestsInput) {\n    availableClusters(projectId: $projectId, requests: $requests) {\n      id\n      name\n      sortOrder\n      active\n      maxRuntimeSeconds\n      fitsRequest\n      limits {\n        maxCpuCores\n        maxMemoryBytes\n        maxMemoryGiB\n        maxRuntimeSeconds\n        source\n        flavors { name cpu memory cpuCores memoryGiB }\n      }\n      health { status message checkedAt }\n      queue { pendingWorkloads admittedWorkloads usage { flavor resource used } }\n    }\n  }\n": typeof types.ClustersTest_AvailableClustersDocument,
    "\n  mutation ClustersTest_Register($input: RegisterClusterInput!) {\n    registerCluster(input: $input) {\n      __typename\n      ... on Cluster { id name sortOrder active namespace localQueue clusterQueue hasRegistryAuth }\n      ... on ValidationError { message issues { field message } }\n    }\n  }\n": typeof types.ClustersTest_RegisterDocument,
    "\n  mutation ClustersTest_Update($input: UpdateClusterInput!) {\n    updateCluster(input: $input) {\n      __typename\n      ... on Cluster { id name sortOrder active maxRuntimeSeconds }\n      ... on ValidationError { message issues { field message } }\n    }\n  }\n": typeof types.ClustersTest_UpdateDocument,
    "\n  query ClustersTest_AdminClusters {\n    clusters { id name active namespace clusterQueue localQueue hasRegistryAuth }\n  }\n": typeof types.ClustersTest_AdminClustersDocument,
    "\n  mutation DateTimeTest_CreateToken($name: String!, $expiresAt: DateTime) {\n    createApiToken(name: $name, expiresAt: $expiresAt) { __typename }\n  }\n": typeof types.DateTimeTest_CreateTokenDocument,
    "\n  query EstimateCalibrationTest_Clusters($projectId: ID, $requests: ResourceRequestsInput) {\n    availableClusters(projectId: $projectId, requests: $requests) {\n      name\n      startEstimate {\n        basis\n        calibration { since samples withinBound medianError within1min within10min }\n      }\n    }\n  }\n": typeof types.EstimateCalibrationTest_ClustersDocument,
    "\n  mutation EstimateCalibrationTest_Create($input: CreateProcessInput!) {\n    createProcess(input: $input) {\n      __typename\n      ... on CreateProcessPayload { version { id } }\n      ... on Error { message }\n    }\n  }\n": typeof types.EstimateCalibrationTest_CreateDocument,
    "\n  mutation ExecutionTest_Cancel($id: ID!) {\n    cancelProcessVersion(id: $id) {\n      __typename\n      ... on Error { message }\n      ... on ProcessVersion {\n        id\n        status\n        statusReason\n        statusMessage\n        cancelRequestedAt\n        jobName\n        finishedAt\n        history { status reason message createdAt }\n      }\n      ... on ClusterUnavailableError { clusterName kind retrying }\n      ... on VersionNotCancellableError { status }\n    }\n  }\n": typeof types.ExecutionTest_CancelDocument,
    "\n  query ExecutionTest_Version($id: ID!) {\n    processVersion(id: $id) {\n      status\n      statusReason\n      statusMessage\n      jobName\n      launchedAt\n      startedAt\n      finishedAt\n      exitCode\n      history { status reason }\n    }\n  }\n": typeof types.ExecutionTest_VersionDocument,
    "\n  query LiveStateTest_Available($projectId: ID, $requests: ResourceRequestsInput) {\n    availableClusters(projectId: $projectId, requests: $requests) {\n      name\n      queue { pendingWorkloads admittedWorkloads reservingWorkloads }\n      startEstimate { basis workloadsAhead message }\n    }\n  }\n": typeof types.LiveStateTest_AvailableDocument,
    "\n  mutation LiveStateTest_Create($input: CreateProcessInput!) {\n    createProcess(input: $input) {\n      __typename\n      ... on CreateProcessPayload { version { id } }\n      ... on Error { message }\n    }\n  }\n": typeof types.LiveStateTest_CreateDocument,
    "\n  query LiveStateTest_Position($id: ID!) {\n    processVersion(id: $id) {\n      status\n      waitingReason\n      queuePosition { positionInClusterQueue workloadsAhead estimate { basis } }\n    }\n  }\n": typeof types.LiveStateTest_PositionDocument,
    "\n  query LiveStateTest_Classes($projectId: ID, $requests: ResourceRequestsInput) {\n    availableClusters(projectId: $projectId, requests: $requests) {\n      name\n      fitsRequest\n      limits { priorityClasses { name value description } }\n      startEstimate { basis message }\n    }\n  }\n": typeof types.LiveStateTest_ClassesDocument,
    "\n  mutation LiveStateTest_CreateWithClass($input: CreateProcessInput!) {\n    createProcess(input: $input) {\n      __typename\n      ... on CreateProcessPayload { version { id resources { priorityClass } } }\n      ... on ValidationError { issues { field message } }\n      ... on Error { message }\n    }\n  }\n": typeof types.LiveStateTest_CreateWithClassDocument,
    "\n  query PinnedContentionTest_Available($projectId: ID, $requests: ResourceRequestsInput) {\n    availableClusters(projectId: $projectId, requests: $requests) {\n      name\n      startEstimate { basis expectedStartAt latestStartAt expectedWaitSeconds message }\n    }\n  }\n": typeof types.PinnedContentionTest_AvailableDocument,
    "\n  mutation PinnedContentionTest_Create($input: CreateProcessInput!) {\n    createProcess(input: $input) {\n      __typename\n      ... on CreateProcessPayload { version { id } }\n      ... on Error { message }\n    }\n  }\n": typeof types.PinnedContentionTest_CreateDocument,
    "\n  query PinnedContentionTest_Position($id: ID!) {\n    processVersion(id: $id) {\n      status\n      queuePosition { estimate { basis expectedStartAt latestStartAt expectedWaitSeconds message } }\n    }\n  }\n": typeof types.PinnedContentionTest_PositionDocument,
    "\n  mutation PreemptionTest_Create($input: CreateProcessInput!) {\n    createProcess(input: $input) {\n      __typename\n      ... on CreateProcessPayload { version { id } }\n      ... on Error { message }\n    }\n  }\n": typeof types.PreemptionTest_CreateDocument,
    "\n  query PreemptionTest_Version($id: ID!) {\n    processVersion(id: $id) {\n      status\n      statusReason\n      evictions { at reason message cluster { name } }\n      history { status reason message }\n    }\n  }\n": typeof types.PreemptionTest_VersionDocument,
    "\n  query PreemptionTest_Estimate($projectId: ID, $requests: ResourceRequestsInput) {\n    availableClusters(projectId: $projectId, requests: $requests) {\n      name\n      startEstimate { basis preempts message }\n    }\n  }\n": typeof types.PreemptionTest_EstimateDocument,
    "\n  query PriorityPolicyTest_Classes($projectId: ID, $requests: ResourceRequestsInput) {\n    availableClusters(projectId: $projectId, requests: $requests) {\n      id\n      name\n      fitsRequest\n      limits { priorityClasses { name value description } }\n      startEstimate { basis message }\n    }\n  }\n": typeof types.PriorityPolicyTest_ClassesDocument,
    "\n  mutation PriorityPolicyTest_Create($input: CreateProcessInput!) {\n    createProcess(input: $input) {\n      __typename\n      ... on CreateProcessPayload { cluster { name } version { id resources { priorityClass } } }\n      ... on ValidationError { issues { field message } }\n      ... on Error { message }\n    }\n  }\n": typeof types.PriorityPolicyTest_CreateDocument,
    "\n  mutation PriorityPolicyTest_Rerun($input: RerunProcessInput!) {\n    rerunProcess(input: $input) {\n      __typename\n      ... on CreateProcessPayload { cluster { name } version { resources { priorityClass } } }\n      ... on ValidationError { issues { field message } }\n      ... on Error { message }\n    }\n  }\n": typeof types.PriorityPolicyTest_RerunDocument,
    "\n  query ProcessListFilter_Processes($id: ID!, $first: Int, $after: String, $filter: ProcessFilter) {\n    project(id: $id) {\n      processes(first: $first, after: $after, filter: $filter) {\n        totalCount\n        pageInfo { hasNextPage endCursor }\n        edges { node { name } }\n      }\n    }\n  }\n": typeof types.ProcessListFilter_ProcessesDocument,
    "\n  mutation ProcessNamesTest_Create($input: CreateProcessInput!) {\n    createProcess(input: $input) {\n      __typename\n      ... on CreateProcessPayload { process { id name } }\n      ... on ValidationError { issues { field message } }\n    }\n  }\n": typeof types.ProcessNamesTest_CreateDocument,
    "\n  mutation ProcessesTest_Create($input: CreateProcessInput!) {\n    createProcess(input: $input) {\n      __typename\n      ... on CreateProcessPayload {\n        dryRun\n        flavor\n        cluster { id name }\n        process { id name }\n        version {\n          id\n          version\n          status\n          image\n          command\n          args\n          env { name value }\n          resources { cpu memory cpuCores memoryBytes deadlineSeconds }\n          cluster { id }\n          checkedLimits { source flavor maxCpuCores maxMemoryBytes maxRuntimeSeconds flavors { name cpu memory } }\n        }\n      }\n      ... on ValidationError { message issues { field message } }\n      ... on ClusterNotAllowedError { message clusterId }\n      ... on NoClustersAvailableError { message }\n      ... on ResourceLimitExceededError {\n        message\n        cluster { id name }\n        violations { resource requested limit flavor }\n        flavors { name cpu memory fitsCpu fitsMemory }\n      }\n    }\n  }\n": typeof types.ProcessesTest_CreateDocument,
    "\n  mutation ProcessesTest_Rerun($input: RerunProcessInput!) {\n    rerunProcess(input: $input) {\n      __typename\n      ... on CreateProcessPayload {\n        dryRun\n        flavor\n        cluster { id name }\n        process { id }\n        version { id version image resources { cpu memory deadlineSeconds } cluster { id } }\n      }\n      ... on ValidationError { message issues { field message } }\n      ... on ClusterNotAllowedError { message clusterId }\n      ... on NoClustersAvailableError { message }\n      ... on ResourceLimitExceededError { message violations { resource requested limit flavor } }\n    }\n  }\n": typeof types.ProcessesTest_RerunDocument,
    "\n  query ProcessesTest_Available($projectId: ID, $requests: ResourceRequestsInput) {\n    availableClusters(projectId: $projectId, requests: $requests) { id name fitsRequest limits { maxCpuCores } }\n  }\n": typeof types.ProcessesTest_AvailableDocument,
    "\n  mutation ProcessesTest_Retire($input: UpdateClusterInput!) {\n    updateCluster(input: $input) { __typename }\n  }\n": typeof types.ProcessesTest_RetireDocument,
    "\n  mutation QueuePositionLiveTest_Create($input: CreateProcessInput!) {\n    createProcess(input: $input) {\n      __typename\n      ... on CreateProcessPayload { version { id } }\n      ... on Error { message }\n    }\n  }\n": typeof types.QueuePositionLiveTest_CreateDocument,
    "\n  subscription QueuePositionLiveTest_Updated($id: ID!) {\n    processVersionUpdated(id: $id) {\n      status\n      waitingReason\n      queuePosition {\n        positionInClusterQueue\n        positionInLocalQueue\n        workloadsAhead\n        estimate { basis expectedWaitSeconds latestWaitSeconds message }\n      }\n    }\n  }\n": typeof types.QueuePositionLiveTest_UpdatedDocument,
    "\n  query StartEstimatesTest_Clusters($projectId: ID, $requests: ResourceRequestsInput) {\n    availableClusters(projectId: $projectId, requests: $requests) {\n      name\n      fitsRequest\n      startEstimate {\n        basis\n        expectedStartAt\n        latestStartAt\n        expectedWaitSeconds\n        latestWaitSeconds\n        workloadsAhead\n        message\n        computedAt\n      }\n    }\n  }\n": typeof types.StartEstimatesTest_ClustersDocument,
    "\n  mutation StartEstimatesTest_Create($input: CreateProcessInput!) {\n    createProcess(input: $input) {\n      __typename\n      ... on CreateProcessPayload { dryRun placementReason cluster { name } version { id cluster { name } } }\n      ... on Error { message }\n    }\n  }\n": typeof types.StartEstimatesTest_CreateDocument,
    "\n  query StartEstimatesTest_Queued($id: ID!) {\n    processVersion(id: $id) {\n      status\n      waitingReason\n      queuePosition {\n        positionInClusterQueue\n        positionInLocalQueue\n        workloadsAhead\n        estimate { basis expectedWaitSeconds latestWaitSeconds message }\n      }\n    }\n  }\n": typeof types.StartEstimatesTest_QueuedDocument,
    "\n  query StoredDataTest_Version($id: ID!) {\n    processVersion(id: $id) {\n      env { name value }\n      resources { extended { name quantity } }\n      assignedFlavors { flavor coveredResources }\n      checkedLimits { source flavor maxCpuCores maxMemoryBytes maxRuntimeSeconds flavors { name cpu } checkedAt }\n      evictions { at reason message cluster { id } }\n    }\n  }\n": typeof types.StoredDataTest_VersionDocument,
    "\n  query HeavyLogsTest_LogMessage($id: ID!) {\n    processVersion(id: $id) { id logMessage logSource }\n  }\n": typeof types.HeavyLogsTest_LogMessageDocument,
    "\n  mutation HeavyLogsTest_DryRun($input: CreateProcessInput!) {\n    createProcess(input: $input) {\n      __typename\n      ... on CreateProcessPayload { dryRun flavor cluster { name } }\n      ... on ResourceLimitExceededError { message }\n      ... on ValidationError { message }\n    }\n  }\n": typeof types.HeavyLogsTest_DryRunDocument,
    "\n  mutation HeavyLogsTest_Cancel($id: ID!) {\n    cancelProcessVersion(id: $id) {\n      __typename\n      ... on ProcessVersion { id status cancelRequestedAt }\n      ... on ClusterUnavailableError { message }\n    }\n  }\n": typeof types.HeavyLogsTest_CancelDocument,
    "\n  query HeavyLogsTest_Available($projectId: ID) {\n    availableClusters(projectId: $projectId) { id name limits { source maxCpuCores } health { status message } }\n  }\n": typeof types.HeavyLogsTest_AvailableDocument,
    "\n  query LogLinesTest_Available { availableClusters { id } }\n": typeof types.LogLinesTest_AvailableDocument,
    "\n  mutation LogLinesTest_Register($input: RegisterClusterInput!) {\n    registerCluster(input: $input) { __typename }\n  }\n": typeof types.LogLinesTest_RegisterDocument,
    "\n  query LogWindowTest_Logs($id: ID!) {\n    processVersion(id: $id) { id logs logSource logsTruncated }\n  }\n": typeof types.LogWindowTest_LogsDocument,
    "\n  query ResponseBoundsTest_VersionsPage($id: ID!, $first: Int, $after: String) {\n    process(id: $id) {\n      id\n      versions(first: $first, after: $after) {\n        totalCount\n        pageInfo { hasNextPage endCursor }\n        edges { cursor node { id version } }\n      }\n    }\n  }\n": typeof types.ResponseBoundsTest_VersionsPageDocument,
    "\n  query ResponseBoundsTest_VersionLogs($id: ID!, $first: Int = 3) {\n    process(id: $id) { versions(first: $first) { edges { node { id logs } } } }\n  }\n": typeof types.ResponseBoundsTest_VersionLogsDocument,
    "\n  query ResponseBoundsTest_ProcessesAfter($projectId: ID!, $after: String) {\n    project(id: $projectId) { processes(first: 5, after: $after) { edges { node { id } } } }\n  }\n": typeof types.ResponseBoundsTest_ProcessesAfterDocument,
    "\n  mutation TokenExpiryTest_CreateToken($name: String!, $expiresAt: DateTime) {\n    createApiToken(name: $name, expiresAt: $expiresAt) {\n      __typename\n      ... on CreatedApiToken { apiToken { id expiresAt } }\n      ... on ValidationError { issues { field message } }\n    }\n  }\n": typeof types.TokenExpiryTest_CreateTokenDocument,
    "\n  query TokenExpiryTest_Tokens {\n    apiTokens { id name expiresAt }\n  }\n": typeof types.TokenExpiryTest_TokensDocument,
    "\n  query LogsTest_VersionLogs($id: ID!, $tailLines: Int, $sinceSeconds: Int) {\n    processVersion(id: $id) {\n      id\n      logs(tailLines: $tailLines, sinceSeconds: $sinceSeconds)\n      logSource\n      logMessage\n      logsTruncated\n    }\n  }\n": typeof types.LogsTest_VersionLogsDocument,
    "\n  mutation LogsTest_Cancel($id: ID!) {\n    cancelProcessVersion(id: $id) {\n      __typename\n      ... on ProcessVersion { status }\n    }\n  }\n": typeof types.LogsTest_CancelDocument,
    "\n  subscription LogsTest_Follow($id: ID!, $tailLines: Int) {\n    processVersionLogs(id: $id, tailLines: $tailLines)\n  }\n": typeof types.LogsTest_FollowDocument,
    "\n  subscription LogsTest_FollowChunks($id: ID!, $tailLines: Int, $after: String) {\n    processVersionLogChunks(id: $id, tailLines: $tailLines, after: $after) { text cursor finished }\n  }\n": typeof types.LogsTest_FollowChunksDocument,
    "\n  subscription LogsTest_VersionUpdated($id: ID!) {\n    processVersionUpdated(id: $id) { id status }\n  }\n": typeof types.LogsTest_VersionUpdatedDocument,
    "\n  subscription LogsTest_ProjectUpdated($projectId: ID!) {\n    projectProcessesUpdated(projectId: $projectId) { id status }\n  }\n": typeof types.LogsTest_ProjectUpdatedDocument,
    "\n  subscription VersionEventsTest_Updated($id: ID!) {\n    processVersionUpdated(id: $id) { id status }\n  }\n": typeof types.VersionEventsTest_UpdatedDocument,
    "\n  query McpTest_AvailableClusters($projectId: ID) {\n    availableClusters(projectId: $projectId) { id }\n  }\n": typeof types.McpTest_AvailableClustersDocument,
    "\n  mutation NotifyTest_Add($input: NotificationChannelInput!) {\n    addNotificationChannel(input: $input) {\n      __typename\n      ... on AddNotificationChannelPayload { signingSecret channel { id kind target events verified } }\n      ... on ValidationError { message issues { field message } }\n    }\n  }\n": typeof types.NotifyTest_AddDocument,
    "\n  mutation NotifyTest_Verify($id: ID!, $code: String!) {\n    verifyNotificationChannel(id: $id, code: $code) {\n      __typename\n      ... on VerifyNotificationChannelPayload { channel { id verified } }\n      ... on ValidationError { message issues { field message } }\n    }\n  }\n": typeof types.NotifyTest_VerifyDocument,
    "\n  mutation NotifyTest_Test($id: ID!) {\n    testNotificationChannel(id: $id) {\n      __typename\n      ... on TestNotificationChannelPayload { delivered error }\n      ... on ValidationError { message }\n    }\n  }\n": typeof types.NotifyTest_TestDocument,
    "\n  mutation NotifyTest_Remove($id: ID!) {\n    removeNotificationChannel(id: $id) {\n      __typename\n      ... on RemoveNotificationChannelPayload { id }\n      ... on NotFoundError { message }\n    }\n  }\n": typeof types.NotifyTest_RemoveDocument,
    "\n  query NotifyTest_Deliveries($id: ID!) {\n    processVersion(id: $id) {\n      notifications { id event status attempts lastError deliveredAt channel { kind target } }\n    }\n  }\n": typeof types.NotifyTest_DeliveriesDocument,
    "\n  query NotifyTest_Channels {\n    viewer { notificationChannels { id kind verified deliveries { id event status lastError } } }\n  }\n": typeof types.NotifyTest_ChannelsDocument,
    "\n  query RealTier_Clusters($requests: ResourceRequestsInput) {\n    availableClusters(requests: $requests) {\n      name\n      fitsRequest\n      health { status message }\n      limits {\n        source\n        resourceGroups {\n          coveredResources\n          flavors { name resources { name quantity } nodeLabels { key value } }\n        }\n      }\n      startEstimate { basis workloadsAhead message }\n    }\n  }\n": typeof types.RealTier_ClustersDocument,
    "\n  mutation RealTier_Create($input: CreateProcessInput!) {\n    createProcess(input: $input) {\n      __typename\n      ... on Error { message }\n      ... on CreateProcessPayload { version { id status } }\n    }\n  }\n": typeof types.RealTier_CreateDocument,
    "\n  query RealTier_Version($id: ID!) {\n    processVersion(id: $id) {\n      status\n      statusReason\n      statusMessage\n      exitCode\n      assignedFlavors { coveredResources flavor }\n      history { status reason }\n      queuePosition { positionInClusterQueue positionInLocalQueue workloadsAhead estimate { basis message } }\n    }\n  }\n": typeof types.RealTier_VersionDocument,
    "\n  mutation RealTier_Cancel($id: ID!) {\n    cancelProcessVersion(id: $id) {\n      __typename\n      ... on Error { message }\n      ... on ProcessVersion { status }\n    }\n  }\n": typeof types.RealTier_CancelDocument,
    "\n  query RealTier_Preemption($id: ID!) {\n    processVersion(id: $id) {\n      status\n      cluster { name }\n      evictions { reason message cluster { name } }\n      attempts { number outcome cluster { name } }\n      history { status reason message }\n    }\n  }\n": typeof types.RealTier_PreemptionDocument,
    "\n  query RealTier_Estimates($requests: ResourceRequestsInput) {\n    availableClusters(requests: $requests) {\n      name\n      startEstimate { basis preempts message }\n    }\n  }\n": typeof types.RealTier_EstimatesDocument,
    "\n  mutation RealTier_RegisterVolume($input: RegisterVolumeInput!) {\n    registerVolume(input: $input) {\n      __typename\n      ... on Error { message }\n      ... on ValidationError { issues { field message } }\n      ... on DataVolume { name readOnly claimName }\n    }\n  }\n": typeof types.RealTier_RegisterVolumeDocument,
    "\n  mutation RealTier_SetSecret($projectId: ID!, $name: String!, $value: String!) {\n    setProjectSecret(projectId: $projectId, name: $name, value: $value) {\n      __typename\n      ... on Error { message }\n      ... on ProjectSecret { name }\n    }\n  }\n": typeof types.RealTier_SetSecretDocument,
    "\n  query ResourcesTest_Available($projectId: ID, $requests: ResourceRequestsInput) {\n    availableClusters(projectId: $projectId, requests: $requests) {\n      name\n      fitsRequest\n      limits {\n        source\n        maxCpuCores\n        maxima { name quantity amount }\n        resourceGroups {\n          coveredResources\n          flavors {\n            name\n            cpu\n            memory\n            cpuCores\n            memoryBytes\n            resources { name quantity amount }\n            nodeLabels { key value }\n          }\n        }\n        flavors { name cpu memory }\n      }\n    }\n  }\n": typeof types.ResourcesTest_AvailableDocument,
    "\n  mutation ResourcesTest_Create($input: CreateProcessInput!) {\n    createProcess(input: $input) {\n      __typename\n      ... on CreateProcessPayload {\n        dryRun\n        flavor\n        assignedFlavors { coveredResources flavor }\n        cluster { name }\n        version {\n          id\n          resources { cpu memory extended { name quantity amount } flavor }\n          assignedFlavors { coveredResources flavor }\n        }\n      }\n      ... on ValidationError { message issues { field message } }\n      ... on ResourceLimitExceededError {\n        message\n        violations { resource resourceName requested limit flavor }\n      }\n    }\n  }\n": typeof types.ResourcesTest_CreateDocument,
    "\n  mutation ResourcesTest_Rerun($input: RerunProcessInput!) {\n    rerunProcess(input: $input) {\n      __typename\n      ... on CreateProcessPayload {\n        cluster { name }\n        assignedFlavors { coveredResources flavor }\n        version { resources { extended { name quantity } flavor } }\n      }\n      ... on ValidationError { message issues { field message } }\n      ... on ResourceLimitExceededError { message violations { resource resourceName requested limit flavor } }\n    }\n  }\n": typeof types.ResourcesTest_RerunDocument,
    "\n  mutation ResourcesJob_Create($input: CreateProcessInput!) {\n    createProcess(input: $input) {\n      __typename\n      ... on Error { message }\n      ... on CreateProcessPayload { version { id } }\n    }\n  }\n": typeof types.ResourcesJob_CreateDocument,
    "\n  query ResourcesJob_Version($id: ID!) {\n    processVersion(id: $id) {\n      status\n      statusReason\n      resources { extended { name quantity } flavor }\n      assignedFlavors { coveredResources flavor }\n    }\n  }\n": typeof types.ResourcesJob_VersionDocument,
    "\n  mutation EndToEnd_Create($input: CreateProcessInput!) {\n    createProcess(input: $input) {\n      __typename\n      ... on Error { message }\n      ... on CreateProcessPayload { version { id status } }\n    }\n  }\n": typeof types.EndToEnd_CreateDocument,
    "\n  query EndToEnd_Version($id: ID!) {\n    processVersion(id: $id) {\n      status\n      statusReason\n      statusMessage\n      jobName\n      exitCode\n      launchedAt\n      startedAt\n      finishedAt\n      history { status reason message }\n    }\n  }\n": typeof types.EndToEnd_VersionDocument,
    "\n  mutation EndToEnd_Cancel($id: ID!) {\n    cancelProcessVersion(id: $id) {\n      __typename\n      ... on Error { message }\n      ... on ProcessVersion { status cancelRequestedAt }\n    }\n  }\n": typeof types.EndToEnd_CancelDocument,
    "\n  query OnlyFailed_Logs($id: ID!, $after: String) {\n    processVersion(id: $id) {\n      tasks { items(first: 1, after: $after) { edges { node { index status message logs } } } }\n    }\n  }\n": typeof types.OnlyFailed_LogsDocument,
    "\n  mutation OnlyFailed_Rerun($input: RerunProcessInput!) {\n    rerunProcess(input: $input) {\n      __typename\n      ... on Error { message }\n      ... on ValidationError { issues { field message } }\n      ... on CreateProcessPayload { version { id status } costEstimate { worstCase } }\n    }\n  }\n": typeof types.OnlyFailed_RerunDocument,
    "\n  mutation TaskHarness_Create($input: CreateProcessInput!) {\n    createProcess(input: $input) {\n      __typename\n      ... on Error { message }\n      ... on ValidationError { issues { field message } }\n      ... on ResourceLimitExceededError { violations { resourceName requested limit } }\n      ... on CreateProcessPayload { version { id status } costEstimate { worstCase } }\n    }\n  }\n": typeof types.TaskHarness_CreateDocument,
    "\n  query TaskHarness_Version($id: ID!, $status: TaskStatus, $first: Int, $after: String) {\n    processVersion(id: $id) {\n      status\n      statusMessage\n      exitCode\n      history { status reason message }\n      tasks {\n        count\n        parallelism\n        gang\n        pending\n        running\n        succeeded\n        failed\n        failedIndexes\n        items(status: $status, first: $first, after: $after) {\n          edges { cursor node { index status exitCode parameters } }\n          pageInfo { hasNextPage endCursor }\n        }\n      }\n    }\n  }\n": typeof types.TaskHarness_VersionDocument,
    "\n  query Tasks_Logs($id: ID!, $after: String) {\n    processVersion(id: $id) {\n      tasks { items(first: 1, after: $after) { edges { node { index logs } } } }\n    }\n  }\n": typeof types.Tasks_LogsDocument,
    "\n  query Tasks_Available($projectId: ID, $requests: ResourceRequestsInput, $tasks: TasksInput) {\n    availableClusters(projectId: $projectId, requests: $requests, tasks: $tasks) {\n      name\n      fitsRequest\n      startEstimate { basis }\n    }\n  }\n": typeof types.Tasks_AvailableDocument,
    "\n  mutation ApiTokensTest_CreateToken($name: String!) {\n    createApiToken(name: $name) {\n      __typename\n      ... on CreatedApiToken { token apiToken { id name current } }\n      ... on ValidationError { message issues { field message } }\n    }\n  }\n": typeof types.ApiTokensTest_CreateTokenDocument,
    "\n  query ApiTokensTest_Tokens {\n    apiTokens { id name current }\n  }\n": typeof types.ApiTokensTest_TokensDocument,
    "\n  mutation ApiTokensTest_RevokeToken($id: ID!) {\n    revokeApiToken(id: $id)\n  }\n": typeof types.ApiTokensTest_RevokeTokenDocument,
    "\n  query AuditActorsTest_Events($filter: AuditEventFilter) {\n    auditEvents(first: 100, filter: $filter) { edges { node { action summary system actor { email } } } }\n  }\n": typeof types.AuditActorsTest_EventsDocument,
    "\n  query AuditFilterTest_Events($first: Int, $after: String, $filter: AuditEventFilter) {\n    auditEvents(first: $first, after: $after, filter: $filter) {\n      edges { node { action summary actor { email } } }\n      pageInfo { hasNextPage endCursor }\n    }\n    auditActions\n  }\n": typeof types.AuditFilterTest_EventsDocument,
    "\n  mutation AuditFilterTest_Create($input: CreateProjectInput!) {\n    createProject(input: $input) { __typename }\n  }\n": typeof types.AuditFilterTest_CreateDocument,
    "\n  mutation DataVolumes_Register($input: RegisterVolumeInput!) {\n    registerVolume(input: $input) {\n      __typename\n      ... on Error { message }\n      ... on ValidationError { issues { field message } }\n      ... on DataVolume { name description readOnly claimName }\n    }\n  }\n": typeof types.DataVolumes_RegisterDocument,
    "\n  mutation DataVolumes_Remove($clusterId: ID!, $name: String!) {\n    removeVolume(clusterId: $clusterId, name: $name) {\n      __typename\n      ... on Error { message }\n      ... on Cluster { name volumes { name } }\n    }\n  }\n": typeof types.DataVolumes_RemoveDocument,
    "\n  query DataVolumes_Available($projectId: ID, $requests: ResourceRequestsInput, $mounts: [MountInput!]) {\n    availableClusters(projectId: $projectId, requests: $requests, mounts: $mounts) {\n      name\n      fitsRequest\n      volumes { name description readOnly }\n      startEstimate { basis message }\n      costEstimate { currency }\n    }\n  }\n": typeof types.DataVolumes_AvailableDocument,
    "\n  mutation DataVolumes_Create($input: CreateProcessInput!) {\n    createProcess(input: $input) {\n      __typename\n      ... on Error { message }\n      ... on ValidationError { issues { field message } }\n      ... on CreateProcessPayload {\n        cluster { name }\n        placementReason\n        version { id mounts { volume path readOnly } }\n      }\n    }\n  }\n": typeof types.DataVolumes_CreateDocument,
    "\n  mutation DataVolumes_Rerun($input: RerunProcessInput!) {\n    rerunProcess(input: $input) {\n      __typename\n      ... on Error { message }\n      ... on ValidationError { issues { field message } }\n      ... on CreateProcessPayload { cluster { name } version { id mounts { volume path readOnly } } }\n    }\n  }\n": typeof types.DataVolumes_RerunDocument,
    "\n  query DataVolumes_Version($id: ID!) {\n    processVersion(id: $id) { status statusReason statusMessage jobName }\n  }\n": typeof types.DataVolumes_VersionDocument,
    "\n  mutation DisplayNamesTest_Create($input: CreateProjectInput!) {\n    createProject(input: $input) {\n      __typename\n      ... on Project { id name }\n      ... on ValidationError { issues { field message } }\n    }\n  }\n": typeof types.DisplayNamesTest_CreateDocument,
    "\n  mutation DisplayNamesTest_AddMember($input: AddProjectMemberInput!) {\n    addProjectMember(input: $input) {\n      __typename\n      ... on ProjectMember { role }\n      ... on ValidationError { issues { field message } }\n    }\n  }\n": typeof types.DisplayNamesTest_AddMemberDocument,
    "\n  mutation ProcessAuditTest_Create($input: CreateProcessInput!) {\n    createProcess(input: $input) {\n      __typename\n      ... on CreateProcessPayload { process { id } version { id } }\n      ... on ValidationError { issues { field message } }\n    }\n  }\n": typeof types.ProcessAuditTest_CreateDocument,
    "\n  mutation ProcessAuditTest_Rerun($input: RerunProcessInput!) {\n    rerunProcess(input: $input) {\n      __typename\n      ... on CreateProcessPayload { version { id version } }\n    }\n  }\n": typeof types.ProcessAuditTest_RerunDocument,
    "\n  mutation ProcessAuditTest_Cancel($id: ID!) {\n    cancelProcessVersion(id: $id) { __typename ... on ProcessVersion { status } }\n  }\n": typeof types.ProcessAuditTest_CancelDocument,
    "\n  query ProcessAuditTest_Audit($filter: AuditEventFilter) {\n    auditActions\n    auditEvents(first: 100, filter: $filter) {\n      edges { node { action targetType targetId summary actor { email } } }\n    }\n  }\n": typeof types.ProcessAuditTest_AuditDocument,
    "\n  query ProcessByNameTest($projectId: ID!, $name: String!) {\n    project(id: $projectId) { id processByName(name: $name) { id name } }\n  }\n": typeof types.ProcessByNameTestDocument,
    "\n  mutation ProjectSecrets_Set($projectId: ID!, $name: String!, $value: String!) {\n    setProjectSecret(projectId: $projectId, name: $name, value: $value) {\n      __typename\n      ... on Error { message }\n      ... on ValidationError { issues { field message } }\n      ... on ProjectSecret { name updatedAt updatedBy { email } }\n    }\n  }\n": typeof types.ProjectSecrets_SetDocument,
    "\n  mutation ProjectSecrets_Delete($projectId: ID!, $name: String!) {\n    deleteProjectSecret(projectId: $projectId, name: $name) {\n      __typename\n      ... on Error { message }\n      ... on Project { secrets { name } }\n    }\n  }\n": typeof types.ProjectSecrets_DeleteDocument,
    "\n  query ProjectSecrets_List($id: ID!) {\n    project(id: $id) { secrets { name updatedAt updatedBy { email } } }\n  }\n": typeof types.ProjectSecrets_ListDocument,
    "\n  mutation ProjectSecrets_Create($input: CreateProcessInput!) {\n    createProcess(input: $input) {\n      __typename\n      ... on Error { message }\n      ... on ValidationError { issues { field message } }\n      ... on CreateProcessPayload { version { id env { name value secret } } }\n    }\n  }\n": typeof types.ProjectSecrets_CreateDocument,
    "\n  mutation ProjectSecrets_Rerun($input: RerunProcessInput!) {\n    rerunProcess(input: $input) {\n      __typename\n      ... on Error { message }\n      ... on ValidationError { issues { field message } }\n      ... on CreateProcessPayload { version { id env { name value secret } } }\n    }\n  }\n": typeof types.ProjectSecrets_RerunDocument,
    "\n  query ProjectSecrets_Version($id: ID!) {\n    processVersion(id: $id) { status statusReason statusMessage jobName env { name value secret } }\n  }\n": typeof types.ProjectSecrets_VersionDocument,
    "\n  query ProjectSecrets_Logs($id: ID!) {\n    processVersion(id: $id) { logs }\n  }\n": typeof types.ProjectSecrets_LogsDocument,
    "\n  query ProjectStatusCountsTest_Projects {\n    projects { name statusCounts { running queued failed succeeded cancelled } }\n  }\n": typeof types.ProjectStatusCountsTest_ProjectsDocument,
    "\n  mutation ProjectsTest_Create($input: CreateProjectInput!) {\n    createProject(input: $input) {\n      __typename\n      ... on Project { id name description viewerRole viewerCanManage members { role user { email } } }\n      ... on ValidationError { message issues { field message } }\n    }\n  }\n": typeof types.ProjectsTest_CreateDocument,
    "\n  mutation ProjectsTest_Update($input: UpdateProjectInput!) {\n    updateProject(input: $input) {\n      __typename\n      ... on Project { id name description }\n      ... on ValidationError { issues { field message } }\n      ... on NotFoundError { message }\n    }\n  }\n": typeof types.ProjectsTest_UpdateDocument,
    "\n  mutation ProjectsTest_AddMember($input: AddProjectMemberInput!) {\n    addProjectMember(input: $input) {\n      __typename\n      ... on ProjectMember { role user { id email active } }\n      ... on ValidationError { message issues { field message } }\n      ... on NotFoundError { message }\n    }\n  }\n": typeof types.ProjectsTest_AddMemberDocument,
    "\n  mutation ProjectsTest_UpdateMember($input: UpdateProjectMemberInput!) {\n    updateProjectMember(input: $input) {\n      __typename\n      ... on ProjectMember { role user { email } }\n      ... on LastOwnerError { message }\n      ... on NotFoundError { message }\n      ... on ValidationError { message }\n    }\n  }\n": typeof types.ProjectsTest_UpdateMemberDocument,
    "\n  mutation ProjectsTest_RemoveMember($input: RemoveProjectMemberInput!) {\n    removeProjectMember(input: $input) {\n      __typename\n      ... on Project { id members { user { email } } }\n      ... on LastOwnerError { message }\n      ... on NotFoundError { message }\n    }\n  }\n": typeof types.ProjectsTest_RemoveMemberDocument,
    "\n  query ProjectsTest_Project($id: ID!) {\n    project(id: $id) { id name members { role user { email } } }\n  }\n": typeof types.ProjectsTest_ProjectDocument,
    "\n  query ProjectsTest_Audit($first: Int, $after: String) {\n    auditEvents(first: $first, after: $after) {\n      edges { cursor node { action targetType targetId summary actor { email } } }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n": typeof types.ProjectsTest_AuditDocument,
    "\n  mutation RefusalAuditTest_Deactivate($id: ID!) {\n    deactivateUser(id: $id) { __typename }\n  }\n": typeof types.RefusalAuditTest_DeactivateDocument,
    "\n  mutation RefusalAuditTest_RemoveMember($input: RemoveProjectMemberInput!) {\n    removeProjectMember(input: $input) {\n      __typename\n      ... on LastOwnerError { message }\n    }\n  }\n": typeof types.RefusalAuditTest_RemoveMemberDocument,
    "\n  subscription StreamsTest_ProjectUpdated($projectId: ID!) {\n    projectProcessesUpdated(projectId: $projectId) { id status }\n  }\n": typeof types.StreamsTest_ProjectUpdatedDocument,
    "\n  subscription StreamsTest_VersionUpdated($id: ID!) {\n    processVersionUpdated(id: $id) { id status }\n  }\n": typeof types.StreamsTest_VersionUpdatedDocument,
    "\n  subscription StreamsTest_Follow($id: ID!) {\n    processVersionLogs(id: $id)\n  }\n": typeof types.StreamsTest_FollowDocument,
    "\n  mutation StreamsTest_Revoke($id: ID!) {\n    revokeApiToken(id: $id)\n  }\n": typeof types.StreamsTest_RevokeDocument,
    "\n  mutation StreamsTest_Remove($input: RemoveProjectMemberInput!) {\n    removeProjectMember(input: $input) { __typename }\n  }\n": typeof types.StreamsTest_RemoveDocument,
    "\n  mutation StreamsTest_UpdateMember($input: UpdateProjectMemberInput!) {\n    updateProjectMember(input: $input) { __typename }\n  }\n": typeof types.StreamsTest_UpdateMemberDocument,
    "\n  mutation StreamsTest_Deactivate($id: ID!) {\n    deactivateUser(id: $id) { __typename ... on User { active } }\n  }\n": typeof types.StreamsTest_DeactivateDocument,
    "\n  query UsersTest_Users {\n    users { id email isAdmin active lastSeenAt }\n  }\n": typeof types.UsersTest_UsersDocument,
    "\n  query UsersTest_Viewer {\n    viewer { id active canCreateProjects }\n  }\n": typeof types.UsersTest_ViewerDocument,
    "\n  mutation UsersTest_Deactivate($id: ID!) {\n    deactivateUser(id: $id) {\n      __typename\n      ... on User { id active }\n      ... on NotFoundError { message }\n    }\n  }\n": typeof types.UsersTest_DeactivateDocument,
    "\n  mutation UsersTest_Reactivate($id: ID!) {\n    reactivateUser(id: $id) {\n      __typename\n      ... on User { id active }\n      ... on NotFoundError { message }\n    }\n  }\n": typeof types.UsersTest_ReactivateDocument,
    "\n  mutation UsersTest_CreateToken($name: String!, $expiresAt: DateTime) {\n    createApiToken(name: $name, expiresAt: $expiresAt) {\n      __typename\n      ... on CreatedApiToken { token apiToken { id prefix } }\n    }\n  }\n": typeof types.UsersTest_CreateTokenDocument,
    "\n  mutation UsersTest_RevokeToken($id: ID!) {\n    revokeApiToken(id: $id)\n  }\n": typeof types.UsersTest_RevokeTokenDocument,
    "\n  mutation UsersTest_Register($input: RegisterClusterInput!) {\n    registerCluster(input: $input) { __typename ... on Cluster { id } }\n  }\n": typeof types.UsersTest_RegisterDocument,
    "\n  mutation UsersTest_Update($input: UpdateClusterInput!) {\n    updateCluster(input: $input) { __typename ... on Cluster { id active } }\n  }\n": typeof types.UsersTest_UpdateDocument,
    "\n  mutation UsersTest_Cancel($id: ID!) {\n    cancelProcessVersion(id: $id) { __typename ... on ProcessVersion { status } }\n  }\n": typeof types.UsersTest_CancelDocument,
    "\n  query UsersTest_Audit($first: Int) {\n    auditEvents(first: $first) {\n      edges { node { action targetType targetId summary actor { email } } }\n    }\n  }\n": typeof types.UsersTest_AuditDocument,
    "\n  mutation BudgetGuards_SetPrice($clusterId: ID!, $flavor: String!, $resource: String!, $price: Float) {\n    setFlavorPrice(clusterId: $clusterId, flavor: $flavor, resource: $resource, pricePerHour: $price) {\n      __typename\n    }\n  }\n": typeof types.BudgetGuards_SetPriceDocument,
    "\n  mutation BudgetGuards_SetBudget($projectId: ID!, $input: ProjectBudgetInput) {\n    setProjectBudget(projectId: $projectId, input: $input) { __typename }\n  }\n": typeof types.BudgetGuards_SetBudgetDocument,
    "\n  query BudgetGuards_Budget($id: ID!) {\n    project(id: $id) { budget { used committed remaining } }\n  }\n": typeof types.BudgetGuards_BudgetDocument,
    "\n  mutation BudgetGuards_Create($input: CreateProcessInput!) {\n    createProcess(input: $input) {\n      __typename\n      ... on CreateProcessPayload {\n        flavor\n        costEstimate { worstCase expected currency gpuHoursWorstCase perHour unpricedResources }\n        version { id }\n      }\n      ... on BudgetExceededError { message remaining required unit }\n    }\n  }\n": typeof types.BudgetGuards_CreateDocument,
    "\n  query BudgetGuards_Available($projectId: ID, $requests: ResourceRequestsInput) {\n    availableClusters(projectId: $projectId, requests: $requests) { name costEstimate { worstCase perHour } }\n  }\n": typeof types.BudgetGuards_AvailableDocument,
    "\n  mutation Budgets_SetPrice($clusterId: ID!, $flavor: String!, $resource: String!, $price: Float) {\n    setFlavorPrice(clusterId: $clusterId, flavor: $flavor, resource: $resource, pricePerHour: $price) {\n      __typename\n      ... on Cluster { id prices { flavor resource pricePerHour currency } }\n      ... on ValidationError { message }\n      ... on NotFoundError { message }\n    }\n  }\n": typeof types.Budgets_SetPriceDocument,
    "\n  mutation Budgets_SetBudget($projectId: ID!, $input: ProjectBudgetInput) {\n    setProjectBudget(projectId: $projectId, input: $input) {\n      __typename\n      ... on Project { id budget { period unit limit hard used committed remaining } }\n      ... on ValidationError { message }\n      ... on NotFoundError { message }\n    }\n  }\n": typeof types.Budgets_SetBudgetDocument,
    "\n  query Budgets_Budget($id: ID!) {\n    project(id: $id) { budget { unit limit hard used committed remaining } }\n  }\n": typeof types.Budgets_BudgetDocument,
    "\n  mutation Budgets_Create($input: CreateProcessInput!) {\n    createProcess(input: $input) {\n      __typename\n      ... on CreateProcessPayload {\n        dryRun\n        cluster { name }\n        placementReason\n        budgetWarning\n        costEstimate { worstCase expected currency gpuHoursWorstCase perHour unpricedResources }\n        version { id }\n      }\n      ... on BudgetExceededError { message remaining required unit }\n      ... on ValidationError { message issues { field message } }\n      ... on ResourceLimitExceededError { message }\n    }\n  }\n": typeof types.Budgets_CreateDocument,
    "\n  mutation Budgets_Rerun($input: RerunProcessInput!) {\n    rerunProcess(input: $input) {\n      __typename\n      ... on CreateProcessPayload { budgetWarning costEstimate { worstCase expected } version { id } }\n      ... on BudgetExceededError { remaining required unit }\n    }\n  }\n": typeof types.Budgets_RerunDocument,
    "\n  mutation Prices_SetPrice($clusterId: ID!, $flavor: String!, $resource: String!, $price: Float) {\n    setFlavorPrice(clusterId: $clusterId, flavor: $flavor, resource: $resource, pricePerHour: $price) {\n      __typename\n      ... on Cluster { prices { flavor resource pricePerHour } }\n      ... on ValidationError { message issues { field message } }\n    }\n  }\n": typeof types.Prices_SetPriceDocument,
    "\n  query Report_Usage($projectId: ID, $from: DateTime!, $to: DateTime!, $groupBy: [UsageDimension!]!) {\n    usage(projectId: $projectId, from: $from, to: $to, groupBy: $groupBy) {\n      totalCost\n      currency\n      rows { project { id } user { id } cluster { name } flavor resource day resourceSeconds cost }\n    }\n  }\n": typeof types.Report_UsageDocument,
    "\n  query Waits_Report($projectId: ID!, $from: DateTime!, $to: DateTime!) {\n    waits(projectId: $projectId, from: $from, to: $to) {\n      rows {\n        cluster { name }\n        count\n        medianSeconds\n        p90Seconds\n        reasons { reason count }\n      }\n    }\n  }\n": typeof types.Waits_ReportDocument,
};
const documents: Documents = {
    "\n  mutation ArrayFailover_Create($input: CreateProcessInput!) {\n    createProcess(input: $input) {\n      __typename\n      ... on CreateProcessPayload { version { id } }\n      ... on Error { message }\n    }\n  }\n": types.ArrayFailover_CreateDocument,
    "\n  query ArrayFailover_Version($id: ID!, $after: String, $first: Int) {\n    processVersion(id: $id) {\n      status\n      statusMessage\n      cluster { name }\n      attempts { number cluster { name } outcome }\n      tasks {\n        count\n        succeeded\n        failed\n        pending\n        running\n        items(first: $first, after: $after) { edges { node { index status logs } } }\n      }\n    }\n  }\n": types.ArrayFailover_VersionDocument,
    "\n  mutation FailoverBudget_SetPrice($clusterId: ID!, $flavor: String!, $resource: String!, $price: Float) {\n    setFlavorPrice(clusterId: $clusterId, flavor: $flavor, resource: $resource, pricePerHour: $price) {\n      __typename\n    }\n  }\n": types.FailoverBudget_SetPriceDocument,
    "\n  mutation FailoverBudget_SetBudget($projectId: ID!, $input: ProjectBudgetInput) {\n    setProjectBudget(projectId: $projectId, input: $input) { __typename }\n  }\n": types.FailoverBudget_SetBudgetDocument,
    "\n  mutation FailoverBudget_Create($input: CreateProcessInput!) {\n    createProcess(input: $input) {\n      __typename\n      ... on CreateProcessPayload { version { id } }\n      ... on Error { message }\n    }\n  }\n": types.FailoverBudget_CreateDocument,
    "\n  query FailoverBudget_Version($id: ID!) {\n    processVersion(id: $id) {\n      status\n      statusMessage\n      cluster { name }\n      attempts { number cluster { name } outcome }\n      project: process { project { budget { committed remaining } } }\n    }\n  }\n": types.FailoverBudget_VersionDocument,
    "\n  mutation FailoverTest_Create($input: CreateProcessInput!) {\n    createProcess(input: $input) {\n      __typename\n      ... on CreateProcessPayload { version { id failover { onPreemption onClusterLost maxAttempts } } }\n      ... on Error { message }\n    }\n  }\n": types.FailoverTest_CreateDocument,
    "\n  query FailoverTest_Version($id: ID!) {\n    processVersion(id: $id) {\n      status\n      cluster { name }\n      attempts { number cluster { name } outcome reason startedAt endedAt jobDeletedAt }\n    }\n  }\n": types.FailoverTest_VersionDocument,
    "\n  mutation FaultMatrixExecution_Cancel($id: ID!) {\n    cancelProcessVersion(id: $id) {\n      __typename\n      ... on ProcessVersion { id status }\n      ... on ClusterUnavailableError { message clusterName retrying }\n      ... on Error { message }\n    }\n  }\n": types.FaultMatrixExecution_CancelDocument,
    "\n  query FaultMatrix_Logs($id: ID!) {\n    processVersion(id: $id) { id logs logSource logMessage }\n  }\n": types.FaultMatrix_LogsDocument,
    "\n  subscription FaultMatrix_Follow($id: ID!) {\n    processVersionLogs(id: $id)\n  }\n": types.FaultMatrix_FollowDocument,
    "\n  query AuthTest_Viewer {\n    viewer { id email isAdmin }\n  }\n": types.AuthTest_ViewerDocument,
    "\n  query AuthTest_Projects {\n    projects { id name viewerRole memberCount }\n  }\n": types.AuthTest_ProjectsDocument,
    "\n  query AuthTest_Project($id: ID!) {\n    project(id: $id) { id name }\n  }\n": types.AuthTest_ProjectDocument,
    "\n  mutation AuthTest_CreateToken($name: String!, $expiresAt: DateTime) {\n    createApiToken(name: $name, expiresAt: $expiresAt) {\n      __typename\n      ... on CreatedApiToken { token apiToken { id prefix name } }\n      ... on ValidationError { message issues { field message } }\n    }\n  }\n": types.AuthTest_CreateTokenDocument,
    "\n  mutation AuthTest_RevokeToken($id: ID!) {\n    revokeApiToken(id: $id)\n  }\n": types.AuthTest_RevokeTokenDocument,
    "\n  query AuthTest_Tokens {\n    apiTokens { id name prefix revokedAt lastUsedAt }\n  }\n": types.AuthTest_TokensDocument,
    "\n  query ClustersTest_AvailableClusters($projectId: ID, $requests: ResourceRequestsInput) {\n    availableClusters(projectId: $projectId, requests: $requests) {\n      id\n      name\n      sortOrder\n      active\n      maxRuntimeSeconds\n      fitsRequest\n      limits {\n        maxCpuCores\n        maxMemoryBytes\n        maxMemoryGiB\n        maxRuntimeSeconds\n        source\n        flavors { name cpu memory cpuCores memoryGiB }\n      }\n      health { status message checkedAt }\n      queue { pendingWorkloads admittedWorkloads usage { flavor resource used } }\n    }\n  }\n": types.ClustersTest_AvailableClustersDocument,
    "\n  mutation ClustersTest_Register($input: RegisterClusterInput!) {\n    registerCluster(input: $input) {\n      __typename\n      ... on Cluster { id name sortOrder active namespace localQueue clusterQueue hasRegistryAuth }\n      ... on ValidationError { message issues { field message } }\n    }\n  }\n": types.ClustersTest_RegisterDocument,
    "\n  mutation ClustersTest_Update($input: UpdateClusterInput!) {\n    updateCluster(input: $input) {\n      __typename\n      ... on Cluster { id name sortOrder active maxRuntimeSeconds }\n      ... on ValidationError { message issues { field message } }\n    }\n  }\n": types.ClustersTest_UpdateDocument,
    "\n  query ClustersTest_AdminClusters {\n    clusters { id name active namespace clusterQueue localQueue hasRegistryAuth }\n  }\n": types.ClustersTest_AdminClustersDocument,
    "\n  mutation DateTimeTest_CreateToken($name: String!, $expiresAt: DateTime) {\n    createApiToken(name: $name, expiresAt: $expiresAt) { __typename }\n  }\n": types.DateTimeTest_CreateTokenDocument,
    "\n  query EstimateCalibrationTest_Clusters($projectId: ID, $requests: ResourceRequestsInput) {\n    availableClusters(projectId: $projectId, requests: $requests) {\n      name\n      startEstimate {\n        basis\n        calibration { since samples withinBound medianError within1min within10min }\n      }\n    }\n  }\n": types.EstimateCalibrationTest_ClustersDocument,
    "\n  mutation EstimateCalibrationTest_Create($input: CreateProcessInput!) {\n    createProcess(input: $input) {\n      __typename\n      ... on CreateProcessPayload { version { id } }\n      ... on Error { message }\n    }\n  }\n": types.EstimateCalibrationTest_CreateDocument,
    "\n  mutation ExecutionTest_Cancel($id: ID!) {\n    cancelProcessVersion(id: $id) {\n      __typename\n      ... on Error { message }\n      ... on ProcessVersion {\n        id\n        status\n        statusReason\n        statusMessage\n        cancelRequestedAt\n        jobName\n        finishedAt\n        history { status reason message createdAt }\n      }\n      ... on ClusterUnavailableError { clusterName kind retrying }\n      ... on VersionNotCancellableError { status }\n    }\n  }\n": types.ExecutionTest_CancelDocument,
    "\n  query ExecutionTest_Version($id: ID!) {\n    processVersion(id: $id) {\n      status\n      statusReason\n      statusMessage\n      jobName\n      launchedAt\n      startedAt\n      finishedAt\n      exitCode\n      history { status reason }\n    }\n  }\n": types.ExecutionTest_VersionDocument,
    "\n  query LiveStateTest_Available($projectId: ID, $requests: ResourceRequestsInput) {\n    availableClusters(projectId: $projectId, requests: $requests) {\n      name\n      queue { pendingWorkloads admittedWorkloads reservingWorkloads }\n      startEstimate { basis workloadsAhead message }\n    }\n  }\n": types.LiveStateTest_AvailableDocument,
    "\n  mutation LiveStateTest_Create($input: CreateProcessInput!) {\n    createProcess(input: $input) {\n      __typename\n      ... on CreateProcessPayload { version { id } }\n      ... on Error { message }\n    }\n  }\n": types.LiveStateTest_CreateDocument,
    "\n  query LiveStateTest_Position($id: ID!) {\n    processVersion(id: $id) {\n      status\n      waitingReason\n      queuePosition { positionInClusterQueue workloadsAhead estimate { basis } }\n    }\n  }\n": types.LiveStateTest_PositionDocument,
    "\n  query LiveStateTest_Classes($projectId: ID, $requests: ResourceRequestsInput) {\n    availableClusters(projectId: $projectId, requests: $requests) {\n      name\n      fitsRequest\n      limits { priorityClasses { name value description } }\n      startEstimate { basis message }\n    }\n  }\n": types.LiveStateTest_ClassesDocument,
    "\n  mutation LiveStateTest_CreateWithClass($input: CreateProcessInput!) {\n    createProcess(input: $input) {\n      __typename\n      ... on CreateProcessPayload { version { id resources { priorityClass } } }\n      ... on ValidationError { issues { field message } }\n      ... on Error { message }\n    }\n  }\n": types.LiveStateTest_CreateWithClassDocument,
    "\n  query PinnedContentionTest_Available($projectId: ID, $requests: ResourceRequestsInput) {\n    availableClusters(projectId: $projectId, requests: $requests) {\n      name\n      startEstimate { basis expectedStartAt latestStartAt expectedWaitSeconds message }\n    }\n  }\n": types.PinnedContentionTest_AvailableDocument,
    "\n  mutation PinnedContentionTest_Create($input: CreateProcessInput!) {\n    createProcess(input: $input) {\n      __typename\n      ... on CreateProcessPayload { version { id } }\n      ... on Error { message }\n    }\n  }\n": types.PinnedContentionTest_CreateDocument,
    "\n  query PinnedContentionTest_Position($id: ID!) {\n    processVersion(id: $id) {\n      status\n      queuePosition { estimate { basis expectedStartAt latestStartAt expectedWaitSeconds message } }\n    }\n  }\n": types.PinnedContentionTest_PositionDocument,
    "\n  mutation PreemptionTest_Create($input: CreateProcessInput!) {\n    createProcess(input: $input) {\n      __typename\n      ... on CreateProcessPayload { version { id } }\n      ... on Error { message }\n    }\n  }\n": types.PreemptionTest_CreateDocument,
    "\n  query PreemptionTest_Version($id: ID!) {\n    processVersion(id: $id) {\n      status\n      statusReason\n      evictions { at reason message cluster { name } }\n      history { status reason message }\n    }\n  }\n": types.PreemptionTest_VersionDocument,
    "\n  query PreemptionTest_Estimate($projectId: ID, $requests: ResourceRequestsInput) {\n    availableClusters(projectId: $projectId, requests: $requests) {\n      name\n      startEstimate { basis preempts message }\n    }\n  }\n": types.PreemptionTest_EstimateDocument,
    "\n  query PriorityPolicyTest_Classes($projectId: ID, $requests: ResourceRequestsInput) {\n    availableClusters(projectId: $projectId, requests: $requests) {\n      id\n      name\n      fitsRequest\n      limits { priorityClasses { name value description } }\n      startEstimate { basis message }\n    }\n  }\n": types.PriorityPolicyTest_ClassesDocument,
    "\n  mutation PriorityPolicyTest_Create($input: CreateProcessInput!) {\n    createProcess(input: $input) {\n      __typename\n      ... on CreateProcessPayload { cluster { name } version { id resources { priorityClass } } }\n      ... on ValidationError { issues { field message } }\n      ... on Error { message }\n    }\n  }\n": types.PriorityPolicyTest_CreateDocument,
    "\n  mutation PriorityPolicyTest_Rerun($input: RerunProcessInput!) {\n    rerunProcess(input: $input) {\n      __typename\n      ... on CreateProcessPayload { cluster { name } version { resources { priorityClass } } }\n      ... on ValidationError { issues { field message } }\n      ... on Error { message }\n    }\n  }\n": types.PriorityPolicyTest_RerunDocument,
    "\n  query ProcessListFilter_Processes($id: ID!, $first: Int, $after: String, $filter: ProcessFilter) {\n    project(id: $id) {\n      processes(first: $first, after: $after, filter: $filter) {\n        totalCount\n        pageInfo { hasNextPage endCursor }\n        edges { node { name } }\n      }\n    }\n  }\n": types.ProcessListFilter_ProcessesDocument,
    "\n  mutation ProcessNamesTest_Create($input: CreateProcessInput!) {\n    createProcess(input: $input) {\n      __typename\n      ... on CreateProcessPayload { process { id name } }\n      ... on ValidationError { issues { field message } }\n    }\n  }\n": types.ProcessNamesTest_CreateDocument,
    "\n  mutation ProcessesTest_Create($input: CreateProcessInput!) {\n    createProcess(input: $input) {\n      __typename\n      ... on CreateProcessPayload {\n        dryRun\n        flavor\n        cluster { id name }\n        process { id name }\n        version {\n          id\n          version\n          status\n          image\n          command\n          args\n          env { name value }\n          resources { cpu memory cpuCores memoryBytes deadlineSeconds }\n          cluster { id }\n          checkedLimits { source flavor maxCpuCores maxMemoryBytes maxRuntimeSeconds flavors { name cpu memory } }\n        }\n      }\n      ... on ValidationError { message issues { field message } }\n      ... on ClusterNotAllowedError { message clusterId }\n      ... on NoClustersAvailableError { message }\n      ... on ResourceLimitExceededError {\n        message\n        cluster { id name }\n        violations { resource requested limit flavor }\n        flavors { name cpu memory fitsCpu fitsMemory }\n      }\n    }\n  }\n": types.ProcessesTest_CreateDocument,
    "\n  mutation ProcessesTest_Rerun($input: RerunProcessInput!) {\n    rerunProcess(input: $input) {\n      __typename\n      ... on CreateProcessPayload {\n        dryRun\n        flavor\n        cluster { id name }\n        process { id }\n        version { id version image resources { cpu memory deadlineSeconds } cluster { id } }\n      }\n      ... on ValidationError { message issues { field message } }\n      ... on ClusterNotAllowedError { message clusterId }\n      ... on NoClustersAvailableError { message }\n      ... on ResourceLimitExceededError { message violations { resource requested limit flavor } }\n    }\n  }\n": types.ProcessesTest_RerunDocument,
    "\n  query ProcessesTest_Available($projectId: ID, $requests: ResourceRequestsInput) {\n    availableClusters(projectId: $projectId, requests: $requests) { id name fitsRequest limits { maxCpuCores } }\n  }\n": types.ProcessesTest_AvailableDocument,
    "\n  mutation ProcessesTest_Retire($input: UpdateClusterInput!) {\n    updateCluster(input: $input) { __typename }\n  }\n": types.ProcessesTest_RetireDocument,
    "\n  mutation QueuePositionLiveTest_Create($input: CreateProcessInput!) {\n    createProcess(input: $input) {\n      __typename\n      ... on CreateProcessPayload { version { id } }\n      ... on Error { message }\n    }\n  }\n": types.QueuePositionLiveTest_CreateDocument,
    "\n  subscription QueuePositionLiveTest_Updated($id: ID!) {\n    processVersionUpdated(id: $id) {\n      status\n      waitingReason\n      queuePosition {\n        positionInClusterQueue\n        positionInLocalQueue\n        workloadsAhead\n        estimate { basis expectedWaitSeconds latestWaitSeconds message }\n      }\n    }\n  }\n": types.QueuePositionLiveTest_UpdatedDocument,
    "\n  query StartEstimatesTest_Clusters($projectId: ID, $requests: ResourceRequestsInput) {\n    availableClusters(projectId: $projectId, requests: $requests) {\n      name\n      fitsRequest\n      startEstimate {\n        basis\n        expectedStartAt\n        latestStartAt\n        expectedWaitSeconds\n        latestWaitSeconds\n        workloadsAhead\n        message\n        computedAt\n      }\n    }\n  }\n": types.StartEstimatesTest_ClustersDocument,
    "\n  mutation StartEstimatesTest_Create($input: CreateProcessInput!) {\n    createProcess(input: $input) {\n      __typename\n      ... on CreateProcessPayload { dryRun placementReason cluster { name } version { id cluster { name } } }\n      ... on Error { message }\n    }\n  }\n": types.StartEstimatesTest_CreateDocument,
    "\n  query StartEstimatesTest_Queued($id: ID!) {\n    processVersion(id: $id) {\n      status\n      waitingReason\n      queuePosition {\n        positionInClusterQueue\n        positionInLocalQueue\n        workloadsAhead\n        estimate { basis expectedWaitSeconds latestWaitSeconds message }\n      }\n    }\n  }\n": types.StartEstimatesTest_QueuedDocument,
    "\n  query StoredDataTest_Version($id: ID!) {\n    processVersion(id: $id) {\n      env { name value }\n      resources { extended { name quantity } }\n      assignedFlavors { flavor coveredResources }\n      checkedLimits { source flavor maxCpuCores maxMemoryBytes maxRuntimeSeconds flavors { name cpu } checkedAt }\n      evictions { at reason message cluster { id } }\n    }\n  }\n": types.StoredDataTest_VersionDocument,
    "\n  query HeavyLogsTest_LogMessage($id: ID!) {\n    processVersion(id: $id) { id logMessage logSource }\n  }\n": types.HeavyLogsTest_LogMessageDocument,
    "\n  mutation HeavyLogsTest_DryRun($input: CreateProcessInput!) {\n    createProcess(input: $input) {\n      __typename\n      ... on CreateProcessPayload { dryRun flavor cluster { name } }\n      ... on ResourceLimitExceededError { message }\n      ... on ValidationError { message }\n    }\n  }\n": types.HeavyLogsTest_DryRunDocument,
    "\n  mutation HeavyLogsTest_Cancel($id: ID!) {\n    cancelProcessVersion(id: $id) {\n      __typename\n      ... on ProcessVersion { id status cancelRequestedAt }\n      ... on ClusterUnavailableError { message }\n    }\n  }\n": types.HeavyLogsTest_CancelDocument,
    "\n  query HeavyLogsTest_Available($projectId: ID) {\n    availableClusters(projectId: $projectId) { id name limits { source maxCpuCores } health { status message } }\n  }\n": types.HeavyLogsTest_AvailableDocument,
    "\n  query LogLinesTest_Available { availableClusters { id } }\n": types.LogLinesTest_AvailableDocument,
    "\n  mutation LogLinesTest_Register($input: RegisterClusterInput!) {\n    registerCluster(input: $input) { __typename }\n  }\n": types.LogLinesTest_RegisterDocument,
    "\n  query LogWindowTest_Logs($id: ID!) {\n    processVersion(id: $id) { id logs logSource logsTruncated }\n  }\n": types.LogWindowTest_LogsDocument,
    "\n  query ResponseBoundsTest_VersionsPage($id: ID!, $first: Int, $after: String) {\n    process(id: $id) {\n      id\n      versions(first: $first, after: $after) {\n        totalCount\n        pageInfo { hasNextPage endCursor }\n        edges { cursor node { id version } }\n      }\n    }\n  }\n": types.ResponseBoundsTest_VersionsPageDocument,
    "\n  query ResponseBoundsTest_VersionLogs($id: ID!, $first: Int = 3) {\n    process(id: $id) { versions(first: $first) { edges { node { id logs } } } }\n  }\n": types.ResponseBoundsTest_VersionLogsDocument,
    "\n  query ResponseBoundsTest_ProcessesAfter($projectId: ID!, $after: String) {\n    project(id: $projectId) { processes(first: 5, after: $after) { edges { node { id } } } }\n  }\n": types.ResponseBoundsTest_ProcessesAfterDocument,
    "\n  mutation TokenExpiryTest_CreateToken($name: String!, $expiresAt: DateTime) {\n    createApiToken(name: $name, expiresAt: $expiresAt) {\n      __typename\n      ... on CreatedApiToken { apiToken { id expiresAt } }\n      ... on ValidationError { issues { field message } }\n    }\n  }\n": types.TokenExpiryTest_CreateTokenDocument,
    "\n  query TokenExpiryTest_Tokens {\n    apiTokens { id name expiresAt }\n  }\n": types.TokenExpiryTest_TokensDocument,
    "\n  query LogsTest_VersionLogs($id: ID!, $tailLines: Int, $sinceSeconds: Int) {\n    processVersion(id: $id) {\n      id\n      logs(tailLines: $tailLines, sinceSeconds: $sinceSeconds)\n      logSource\n      logMessage\n      logsTruncated\n    }\n  }\n": types.LogsTest_VersionLogsDocument,
    "\n  mutation LogsTest_Cancel($id: ID!) {\n    cancelProcessVersion(id: $id) {\n      __typename\n      ... on ProcessVersion { status }\n    }\n  }\n": types.LogsTest_CancelDocument,
    "\n  subscription LogsTest_Follow($id: ID!, $tailLines: Int) {\n    processVersionLogs(id: $id, tailLines: $tailLines)\n  }\n": types.LogsTest_FollowDocument,
    "\n  subscription LogsTest_FollowChunks($id: ID!, $tailLines: Int, $after: String) {\n    processVersionLogChunks(id: $id, tailLines: $tailLines, after: $after) { text cursor finished }\n  }\n": types.LogsTest_FollowChunksDocument,
    "\n  subscription LogsTest_VersionUpdated($id: ID!) {\n    processVersionUpdated(id: $id) { id status }\n  }\n": types.LogsTest_VersionUpdatedDocument,
    "\n  subscription LogsTest_ProjectUpdated($projectId: ID!) {\n    projectProcessesUpdated(projectId: $projectId) { id status }\n  }\n": types.LogsTest_ProjectUpdatedDocument,
    "\n  subscription VersionEventsTest_Updated($id: ID!) {\n    processVersionUpdated(id: $id) { id status }\n  }\n": types.VersionEventsTest_UpdatedDocument,
    "\n  query McpTest_AvailableClusters($projectId: ID) {\n    availableClusters(projectId: $projectId) { id }\n  }\n": types.McpTest_AvailableClustersDocument,
    "\n  mutation NotifyTest_Add($input: NotificationChannelInput!) {\n    addNotificationChannel(input: $input) {\n      __typename\n      ... on AddNotificationChannelPayload { signingSecret channel { id kind target events verified } }\n      ... on ValidationError { message issues { field message } }\n    }\n  }\n": types.NotifyTest_AddDocument,
    "\n  mutation NotifyTest_Verify($id: ID!, $code: String!) {\n    verifyNotificationChannel(id: $id, code: $code) {\n      __typename\n      ... on VerifyNotificationChannelPayload { channel { id verified } }\n      ... on ValidationError { message issues { field message } }\n    }\n  }\n": types.NotifyTest_VerifyDocument,
    "\n  mutation NotifyTest_Test($id: ID!) {\n    testNotificationChannel(id: $id) {\n      __typename\n      ... on TestNotificationChannelPayload { delivered error }\n      ... on ValidationError { message }\n    }\n  }\n": types.NotifyTest_TestDocument,
    "\n  mutation NotifyTest_Remove($id: ID!) {\n    removeNotificationChannel(id: $id) {\n      __typename\n      ... on RemoveNotificationChannelPayload { id }\n      ... on NotFoundError { message }\n    }\n  }\n": types.NotifyTest_RemoveDocument,
    "\n  query NotifyTest_Deliveries($id: ID!) {\n    processVersion(id: $id) {\n      notifications { id event status attempts lastError deliveredAt channel { kind target } }\n    }\n  }\n": types.NotifyTest_DeliveriesDocument,
    "\n  query NotifyTest_Channels {\n    viewer { notificationChannels { id kind verified deliveries { id event status lastError } } }\n  }\n": types.NotifyTest_ChannelsDocument,
    "\n  query RealTier_Clusters($requests: ResourceRequestsInput) {\n    availableClusters(requests: $requests) {\n      name\n      fitsRequest\n      health { status message }\n      limits {\n        source\n        resourceGroups {\n          coveredResources\n          flavors { name resources { name quantity } nodeLabels { key value } }\n        }\n      }\n      startEstimate { basis workloadsAhead message }\n    }\n  }\n": types.RealTier_ClustersDocument,
    "\n  mutation RealTier_Create($input: CreateProcessInput!) {\n    createProcess(input: $input) {\n      __typename\n      ... on Error { message }\n      ... on CreateProcessPayload { version { id status } }\n    }\n  }\n": types.RealTier_CreateDocument,
    "\n  query RealTier_Version($id: ID!) {\n    processVersion(id: $id) {\n      status\n      statusReason\n      statusMessage\n      exitCode\n      assignedFlavors { coveredResources flavor }\n      history { status reason }\n      queuePosition { positionInClusterQueue positionInLocalQueue workloadsAhead estimate { basis message } }\n    }\n  }\n": types.RealTier_VersionDocument,
    "\n  mutation RealTier_Cancel($id: ID!) {\n    cancelProcessVersion(id: $id) {\n      __typename\n      ... on Error { message }\n      ... on ProcessVersion { status }\n    }\n  }\n": types.RealTier_CancelDocument,
    "\n  query RealTier_Preemption($id: ID!) {\n    processVersion(id: $id) {\n      status\n      cluster { name }\n      evictions { reason message cluster { name } }\n      attempts { number outcome cluster { name } }\n      history { status reason message }\n    }\n  }\n": types.RealTier_PreemptionDocument,
    "\n  query RealTier_Estimates($requests: ResourceRequestsInput) {\n    availableClusters(requests: $requests) {\n      name\n      startEstimate { basis preempts message }\n    }\n  }\n": types.RealTier_EstimatesDocument,
    "\n  mutation RealTier_RegisterVolume($input: RegisterVolumeInput!) {\n    registerVolume(input: $input) {\n      __typename\n      ... on Error { message }\n      ... on ValidationError { issues { field message } }\n      ... on DataVolume { name readOnly claimName }\n    }\n  }\n": types.RealTier_RegisterVolumeDocument,
    "\n  mutation RealTier_SetSecret($projectId: ID!, $name: String!, $value: String!) {\n    setProjectSecret(projectId: $projectId, name: $name, value: $value) {\n      __typename\n      ... on Error { message }\n      ... on ProjectSecret { name }\n    }\n  }\n": types.RealTier_SetSecretDocument,
    "\n  query ResourcesTest_Available($projectId: ID, $requests: ResourceRequestsInput) {\n    availableClusters(projectId: $projectId, requests: $requests) {\n      name\n      fitsRequest\n      limits {\n        source\n        maxCpuCores\n        maxima { name quantity amount }\n        resourceGroups {\n          coveredResources\n          flavors {\n            name\n            cpu\n            memory\n            cpuCores\n            memoryBytes\n            resources { name quantity amount }\n            nodeLabels { key value }\n          }\n        }\n        flavors { name cpu memory }\n      }\n    }\n  }\n": types.ResourcesTest_AvailableDocument,
    "\n  mutation ResourcesTest_Create($input: CreateProcessInput!) {\n    createProcess(input: $input) {\n      __typename\n      ... on CreateProcessPayload {\n        dryRun\n        flavor\n        assignedFlavors { coveredResources flavor }\n        cluster { name }\n        version {\n          id\n          resources { cpu memory extended { name quantity amount } flavor }\n          assignedFlavors { coveredResources flavor }\n        }\n      }\n      ... on ValidationError { message issues { field message } }\n      ... on ResourceLimitExceededError {\n        message\n        violations { resource resourceName requested limit flavor }\n      }\n    }\n  }\n": types.ResourcesTest_CreateDocument,
    "\n  mutation ResourcesTest_Rerun($input: RerunProcessInput!) {\n    rerunProcess(input: $input) {\n      __typename\n      ... on CreateProcessPayload {\n        cluster { name }\n        assignedFlavors { coveredResources flavor }\n        version { resources { extended { name quantity } flavor } }\n      }\n      ... on ValidationError { message issues { field message } }\n      ... on ResourceLimitExceededError { message violations { resource resourceName requested limit flavor } }\n    }\n  }\n": types.ResourcesTest_RerunDocument,
    "\n  mutation ResourcesJob_Create($input: CreateProcessInput!) {\n    createProcess(input: $input) {\n      __typename\n      ... on Error { message }\n      ... on CreateProcessPayload { version { id } }\n    }\n  }\n": types.ResourcesJob_CreateDocument,
    "\n  query ResourcesJob_Version($id: ID!) {\n    processVersion(id: $id) {\n      status\n      statusReason\n      resources { extended { name quantity } flavor }\n      assignedFlavors { coveredResources flavor }\n    }\n  }\n": types.ResourcesJob_VersionDocument,
    "\n  mutation EndToEnd_Create($input: CreateProcessInput!) {\n    createProcess(input: $input) {\n      __typename\n      ... on Error { message }\n      ... on CreateProcessPayload { version { id status } }\n    }\n  }\n": types.EndToEnd_CreateDocument,
    "\n  query EndToEnd_Version($id: ID!) {\n    processVersion(id: $id) {\n      status\n      statusReason\n      statusMessage\n      jobName\n      exitCode\n      launchedAt\n      startedAt\n      finishedAt\n      history { status reason message }\n    }\n  }\n": types.EndToEnd_VersionDocument,
    "\n  mutation EndToEnd_Cancel($id: ID!) {\n    cancelProcessVersion(id: $id) {\n      __typename\n      ... on Error { message }\n      ... on ProcessVersion { status cancelRequestedAt }\n    }\n  }\n": types.EndToEnd_CancelDocument,
    "\n  query OnlyFailed_Logs($id: ID!, $after: String) {\n    processVersion(id: $id) {\n      tasks { items(first: 1, after: $after) { edges { node { index status message logs } } } }\n    }\n  }\n": types.OnlyFailed_LogsDocument,
    "\n  mutation OnlyFailed_Rerun($input: RerunProcessInput!) {\n    rerunProcess(input: $input) {\n      __typename\n      ... on Error { message }\n      ... on ValidationError { issues { field message } }\n      ... on CreateProcessPayload { version { id status } costEstimate { worstCase } }\n    }\n  }\n": types.OnlyFailed_RerunDocument,
    "\n  mutation TaskHarness_Create($input: CreateProcessInput!) {\n    createProcess(input: $input) {\n      __typename\n      ... on Error { message }\n      ... on ValidationError { issues { field message } }\n      ... on ResourceLimitExceededError { violations { resourceName requested limit } }\n      ... on CreateProcessPayload { version { id status } costEstimate { worstCase } }\n    }\n  }\n": types.TaskHarness_CreateDocument,
    "\n  query TaskHarness_Version($id: ID!, $status: TaskStatus, $first: Int, $after: String) {\n    processVersion(id: $id) {\n      status\n      statusMessage\n      exitCode\n      history { status reason message }\n      tasks {\n        count\n        parallelism\n        gang\n        pending\n        running\n        succeeded\n        failed\n        failedIndexes\n        items(status: $status, first: $first, after: $after) {\n          edges { cursor node { index status exitCode parameters } }\n          pageInfo { hasNextPage endCursor }\n        }\n      }\n    }\n  }\n": types.TaskHarness_VersionDocument,
    "\n  query Tasks_Logs($id: ID!, $after: String) {\n    processVersion(id: $id) {\n      tasks { items(first: 1, after: $after) { edges { node { index logs } } } }\n    }\n  }\n": types.Tasks_LogsDocument,
    "\n  query Tasks_Available($projectId: ID, $requests: ResourceRequestsInput, $tasks: TasksInput) {\n    availableClusters(projectId: $projectId, requests: $requests, tasks: $tasks) {\n      name\n      fitsRequest\n      startEstimate { basis }\n    }\n  }\n": types.Tasks_AvailableDocument,
    "\n  mutation ApiTokensTest_CreateToken($name: String!) {\n    createApiToken(name: $name) {\n      __typename\n      ... on CreatedApiToken { token apiToken { id name current } }\n      ... on ValidationError { message issues { field message } }\n    }\n  }\n": types.ApiTokensTest_CreateTokenDocument,
    "\n  query ApiTokensTest_Tokens {\n    apiTokens { id name current }\n  }\n": types.ApiTokensTest_TokensDocument,
    "\n  mutation ApiTokensTest_RevokeToken($id: ID!) {\n    revokeApiToken(id: $id)\n  }\n": types.ApiTokensTest_RevokeTokenDocument,
    "\n  query AuditActorsTest_Events($filter: AuditEventFilter) {\n    auditEvents(first: 100, filter: $filter) { edges { node { action summary system actor { email } } } }\n  }\n": types.AuditActorsTest_EventsDocument,
    "\n  query AuditFilterTest_Events($first: Int, $after: String, $filter: AuditEventFilter) {\n    auditEvents(first: $first, after: $after, filter: $filter) {\n      edges { node { action summary actor { email } } }\n      pageInfo { hasNextPage endCursor }\n    }\n    auditActions\n  }\n": types.AuditFilterTest_EventsDocument,
    "\n  mutation AuditFilterTest_Create($input: CreateProjectInput!) {\n    createProject(input: $input) { __typename }\n  }\n": types.AuditFilterTest_CreateDocument,
    "\n  mutation DataVolumes_Register($input: RegisterVolumeInput!) {\n    registerVolume(input: $input) {\n      __typename\n      ... on Error { message }\n      ... on ValidationError { issues { field message } }\n      ... on DataVolume { name description readOnly claimName }\n    }\n  }\n": types.DataVolumes_RegisterDocument,
    "\n  mutation DataVolumes_Remove($clusterId: ID!, $name: String!) {\n    removeVolume(clusterId: $clusterId, name: $name) {\n      __typename\n      ... on Error { message }\n      ... on Cluster { name volumes { name } }\n    }\n  }\n": types.DataVolumes_RemoveDocument,
    "\n  query DataVolumes_Available($projectId: ID, $requests: ResourceRequestsInput, $mounts: [MountInput!]) {\n    availableClusters(projectId: $projectId, requests: $requests, mounts: $mounts) {\n      name\n      fitsRequest\n      volumes { name description readOnly }\n      startEstimate { basis message }\n      costEstimate { currency }\n    }\n  }\n": types.DataVolumes_AvailableDocument,
    "\n  mutation DataVolumes_Create($input: CreateProcessInput!) {\n    createProcess(input: $input) {\n      __typename\n      ... on Error { message }\n      ... on ValidationError { issues { field message } }\n      ... on CreateProcessPayload {\n        cluster { name }\n        placementReason\n        version { id mounts { volume path readOnly } }\n      }\n    }\n  }\n": types.DataVolumes_CreateDocument,
    "\n  mutation DataVolumes_Rerun($input: RerunProcessInput!) {\n    rerunProcess(input: $input) {\n      __typename\n      ... on Error { message }\n      ... on ValidationError { issues { field message } }\n      ... on CreateProcessPayload { cluster { name } version { id mounts { volume path readOnly } } }\n    }\n  }\n": types.DataVolumes_RerunDocument,
    "\n  query DataVolumes_Version($id: ID!) {\n    processVersion(id: $id) { status statusReason statusMessage jobName }\n  }\n": types.DataVolumes_VersionDocument,
    "\n  mutation DisplayNamesTest_Create($input: CreateProjectInput!) {\n    createProject(input: $input) {\n      __typename\n      ... on Project { id name }\n      ... on ValidationError { issues { field message } }\n    }\n  }\n": types.DisplayNamesTest_CreateDocument,
    "\n  mutation DisplayNamesTest_AddMember($input: AddProjectMemberInput!) {\n    addProjectMember(input: $input) {\n      __typename\n      ... on ProjectMember { role }\n      ... on ValidationError { issues { field message } }\n    }\n  }\n": types.DisplayNamesTest_AddMemberDocument,
    "\n  mutation ProcessAuditTest_Create($input: CreateProcessInput!) {\n    createProcess(input: $input) {\n      __typename\n      ... on CreateProcessPayload { process { id } version { id } }\n      ... on ValidationError { issues { field message } }\n    }\n  }\n": types.ProcessAuditTest_CreateDocument,
    "\n  mutation ProcessAuditTest_Rerun($input: RerunProcessInput!) {\n    rerunProcess(input: $input) {\n      __typename\n      ... on CreateProcessPayload { version { id version } }\n    }\n  }\n": types.ProcessAuditTest_RerunDocument,
    "\n  mutation ProcessAuditTest_Cancel($id: ID!) {\n    cancelProcessVersion(id: $id) { __typename ... on ProcessVersion { status } }\n  }\n": types.ProcessAuditTest_CancelDocument,
    "\n  query ProcessAuditTest_Audit($filter: AuditEventFilter) {\n    auditActions\n    auditEvents(first: 100, filter: $filter) {\n      edges { node { action targetType targetId summary actor { email } } }\n    }\n  }\n": types.ProcessAuditTest_AuditDocument,
    "\n  query ProcessByNameTest($projectId: ID!, $name: String!) {\n    project(id: $projectId) { id processByName(name: $name) { id name } }\n  }\n": types.ProcessByNameTestDocument,
    "\n  mutation ProjectSecrets_Set($projectId: ID!, $name: String!, $value: String!) {\n    setProjectSecret(projectId: $projectId, name: $name, value: $value) {\n      __typename\n      ... on Error { message }\n      ... on ValidationError { issues { field message } }\n      ... on ProjectSecret { name updatedAt updatedBy { email } }\n    }\n  }\n": types.ProjectSecrets_SetDocument,
    "\n  mutation ProjectSecrets_Delete($projectId: ID!, $name: String!) {\n    deleteProjectSecret(projectId: $projectId, name: $name) {\n      __typename\n      ... on Error { message }\n      ... on Project { secrets { name } }\n    }\n  }\n": types.ProjectSecrets_DeleteDocument,
    "\n  query ProjectSecrets_List($id: ID!) {\n    project(id: $id) { secrets { name updatedAt updatedBy { email } } }\n  }\n": types.ProjectSecrets_ListDocument,
    "\n  mutation ProjectSecrets_Create($input: CreateProcessInput!) {\n    createProcess(input: $input) {\n      __typename\n      ... on Error { message }\n      ... on ValidationError { issues { field message } }\n      ... on CreateProcessPayload { version { id env { name value secret } } }\n    }\n  }\n": types.ProjectSecrets_CreateDocument,
    "\n  mutation ProjectSecrets_Rerun($input: RerunProcessInput!) {\n    rerunProcess(input: $input) {\n      __typename\n      ... on Error { message }\n      ... on ValidationError { issues { field message } }\n      ... on CreateProcessPayload { version { id env { name value secret } } }\n    }\n  }\n": types.ProjectSecrets_RerunDocument,
    "\n  query ProjectSecrets_Version($id: ID!) {\n    processVersion(id: $id) { status statusReason statusMessage jobName env { name value secret } }\n  }\n": types.ProjectSecrets_VersionDocument,
    "\n  query ProjectSecrets_Logs($id: ID!) {\n    processVersion(id: $id) { logs }\n  }\n": types.ProjectSecrets_LogsDocument,
    "\n  query ProjectStatusCountsTest_Projects {\n    projects { name statusCounts { running queued failed succeeded cancelled } }\n  }\n": types.ProjectStatusCountsTest_ProjectsDocument,
    "\n  mutation ProjectsTest_Create($input: CreateProjectInput!) {\n    createProject(input: $input) {\n      __typename\n      ... on Project { id name description viewerRole viewerCanManage members { role user { email } } }\n      ... on ValidationError { message issues { field message } }\n    }\n  }\n": types.ProjectsTest_CreateDocument,
    "\n  mutation ProjectsTest_Update($input: UpdateProjectInput!) {\n    updateProject(input: $input) {\n      __typename\n      ... on Project { id name description }\n      ... on ValidationError { issues { field message } }\n      ... on NotFoundError { message }\n    }\n  }\n": types.ProjectsTest_UpdateDocument,
    "\n  mutation ProjectsTest_AddMember($input: AddProjectMemberInput!) {\n    addProjectMember(input: $input) {\n      __typename\n      ... on ProjectMember { role user { id email active } }\n      ... on ValidationError { message issues { field message } }\n      ... on NotFoundError { message }\n    }\n  }\n": types.ProjectsTest_AddMemberDocument,
    "\n  mutation ProjectsTest_UpdateMember($input: UpdateProjectMemberInput!) {\n    updateProjectMember(input: $input) {\n      __typename\n      ... on ProjectMember { role user { email } }\n      ... on LastOwnerError { message }\n      ... on NotFoundError { message }\n      ... on ValidationError { message }\n    }\n  }\n": types.ProjectsTest_UpdateMemberDocument,
    "\n  mutation ProjectsTest_RemoveMember($input: RemoveProjectMemberInput!) {\n    removeProjectMember(input: $input) {\n      __typename\n      ... on Project { id members { user { email } } }\n      ... on LastOwnerError { message }\n      ... on NotFoundError { message }\n    }\n  }\n": types.ProjectsTest_RemoveMemberDocument,
    "\n  query ProjectsTest_Project($id: ID!) {\n    project(id: $id) { id name members { role user { email } } }\n  }\n": types.ProjectsTest_ProjectDocument,
    "\n  query ProjectsTest_Audit($first: Int, $after: String) {\n    auditEvents(first: $first, after: $after) {\n      edges { cursor node { action targetType targetId summary actor { email } } }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n": types.ProjectsTest_AuditDocument,
    "\n  mutation RefusalAuditTest_Deactivate($id: ID!) {\n    deactivateUser(id: $id) { __typename }\n  }\n": types.RefusalAuditTest_DeactivateDocument,
    "\n  mutation RefusalAuditTest_RemoveMember($input: RemoveProjectMemberInput!) {\n    removeProjectMember(input: $input) {\n      __typename\n      ... on LastOwnerError { message }\n    }\n  }\n": types.RefusalAuditTest_RemoveMemberDocument,
    "\n  subscription StreamsTest_ProjectUpdated($projectId: ID!) {\n    projectProcessesUpdated(projectId: $projectId) { id status }\n  }\n": types.StreamsTest_ProjectUpdatedDocument,
    "\n  subscription StreamsTest_VersionUpdated($id: ID!) {\n    processVersionUpdated(id: $id) { id status }\n  }\n": types.StreamsTest_VersionUpdatedDocument,
    "\n  subscription StreamsTest_Follow($id: ID!) {\n    processVersionLogs(id: $id)\n  }\n": types.StreamsTest_FollowDocument,
    "\n  mutation StreamsTest_Revoke($id: ID!) {\n    revokeApiToken(id: $id)\n  }\n": types.StreamsTest_RevokeDocument,
    "\n  mutation StreamsTest_Remove($input: RemoveProjectMemberInput!) {\n    removeProjectMember(input: $input) { __typename }\n  }\n": types.StreamsTest_RemoveDocument,
    "\n  mutation StreamsTest_UpdateMember($input: UpdateProjectMemberInput!) {\n    updateProjectMember(input: $input) { __typename }\n  }\n": types.StreamsTest_UpdateMemberDocument,
    "\n  mutation StreamsTest_Deactivate($id: ID!) {\n    deactivateUser(id: $id) { __typename ... on User { active } }\n  }\n": types.StreamsTest_DeactivateDocument,
    "\n  query UsersTest_Users {\n    users { id email isAdmin active lastSeenAt }\n  }\n": types.UsersTest_UsersDocument,
    "\n  query UsersTest_Viewer {\n    viewer { id active canCreateProjects }\n  }\n": types.UsersTest_ViewerDocument,
    "\n  mutation UsersTest_Deactivate($id: ID!) {\n    deactivateUser(id: $id) {\n      __typename\n      ... on User { id active }\n      ... on NotFoundError { message }\n    }\n  }\n": types.UsersTest_DeactivateDocument,
    "\n  mutation UsersTest_Reactivate($id: ID!) {\n    reactivateUser(id: $id) {\n      __typename\n      ... on User { id active }\n      ... on NotFoundError { message }\n    }\n  }\n": types.UsersTest_ReactivateDocument,
    "\n  mutation UsersTest_CreateToken($name: String!, $expiresAt: DateTime) {\n    createApiToken(name: $name, expiresAt: $expiresAt) {\n      __typename\n      ... on CreatedApiToken { token apiToken { id prefix } }\n    }\n  }\n": types.UsersTest_CreateTokenDocument,
    "\n  mutation UsersTest_RevokeToken($id: ID!) {\n    revokeApiToken(id: $id)\n  }\n": types.UsersTest_RevokeTokenDocument,
    "\n  mutation UsersTest_Register($input: RegisterClusterInput!) {\n    registerCluster(input: $input) { __typename ... on Cluster { id } }\n  }\n": types.UsersTest_RegisterDocument,
    "\n  mutation UsersTest_Update($input: UpdateClusterInput!) {\n    updateCluster(input: $input) { __typename ... on Cluster { id active } }\n  }\n": types.UsersTest_UpdateDocument,
    "\n  mutation UsersTest_Cancel($id: ID!) {\n    cancelProcessVersion(id: $id) { __typename ... on ProcessVersion { status } }\n  }\n": types.UsersTest_CancelDocument,
    "\n  query UsersTest_Audit($first: Int) {\n    auditEvents(first: $first) {\n      edges { node { action targetType targetId summary actor { email } } }\n    }\n  }\n": types.UsersTest_AuditDocument,
    "\n  mutation BudgetGuards_SetPrice($clusterId: ID!, $flavor: String!, $resource: String!, $price: Float) {\n    setFlavorPrice(clusterId: $clusterId, flavor: $flavor, resource: $resource, pricePerHour: $price) {\n      __typename\n    }\n  }\n": types.BudgetGuards_SetPriceDocument,
    "\n  mutation BudgetGuards_SetBudget($projectId: ID!, $input: ProjectBudgetInput) {\n    setProjectBudget(projectId: $projectId, input: $input) { __typename }\n  }\n": types.BudgetGuards_SetBudgetDocument,
    "\n  query BudgetGuards_Budget($id: ID!) {\n    project(id: $id) { budget { used committed remaining } }\n  }\n": types.BudgetGuards_BudgetDocument,
    "\n  mutation BudgetGuards_Create($input: CreateProcessInput!) {\n    createProcess(input: $input) {\n      __typename\n      ... on CreateProcessPayload {\n        flavor\n        costEstimate { worstCase expected currency gpuHoursWorstCase perHour unpricedResources }\n        version { id }\n      }\n      ... on BudgetExceededError { message remaining required unit }\n    }\n  }\n": types.BudgetGuards_CreateDocument,
    "\n  query BudgetGuards_Available($projectId: ID, $requests: ResourceRequestsInput) {\n    availableClusters(projectId: $projectId, requests: $requests) { name costEstimate { worstCase perHour } }\n  }\n": types.BudgetGuards_AvailableDocument,
    "\n  mutation Budgets_SetPrice($clusterId: ID!, $flavor: String!, $resource: String!, $price: Float) {\n    setFlavorPrice(clusterId: $clusterId, flavor: $flavor, resource: $resource, pricePerHour: $price) {\n      __typename\n      ... on Cluster { id prices { flavor resource pricePerHour currency } }\n      ... on ValidationError { message }\n      ... on NotFoundError { message }\n    }\n  }\n": types.Budgets_SetPriceDocument,
    "\n  mutation Budgets_SetBudget($projectId: ID!, $input: ProjectBudgetInput) {\n    setProjectBudget(projectId: $projectId, input: $input) {\n      __typename\n      ... on Project { id budget { period unit limit hard used committed remaining } }\n      ... on ValidationError { message }\n      ... on NotFoundError { message }\n    }\n  }\n": types.Budgets_SetBudgetDocument,
    "\n  query Budgets_Budget($id: ID!) {\n    project(id: $id) { budget { unit limit hard used committed remaining } }\n  }\n": types.Budgets_BudgetDocument,
    "\n  mutation Budgets_Create($input: CreateProcessInput!) {\n    createProcess(input: $input) {\n      __typename\n      ... on CreateProcessPayload {\n        dryRun\n        cluster { name }\n        placementReason\n        budgetWarning\n        costEstimate { worstCase expected currency gpuHoursWorstCase perHour unpricedResources }\n        version { id }\n      }\n      ... on BudgetExceededError { message remaining required unit }\n      ... on ValidationError { message issues { field message } }\n      ... on ResourceLimitExceededError { message }\n    }\n  }\n": types.Budgets_CreateDocument,
    "\n  mutation Budgets_Rerun($input: RerunProcessInput!) {\n    rerunProcess(input: $input) {\n      __typename\n      ... on CreateProcessPayload { budgetWarning costEstimate { worstCase expected } version { id } }\n      ... on BudgetExceededError { remaining required unit }\n    }\n  }\n": types.Budgets_RerunDocument,
    "\n  mutation Prices_SetPrice($clusterId: ID!, $flavor: String!, $resource: String!, $price: Float) {\n    setFlavorPrice(clusterId: $clusterId, flavor: $flavor, resource: $resource, pricePerHour: $price) {\n      __typename\n      ... on Cluster { prices { flavor resource pricePerHour } }\n      ... on ValidationError { message issues { field message } }\n    }\n  }\n": types.Prices_SetPriceDocument,
    "\n  query Report_Usage($projectId: ID, $from: DateTime!, $to: DateTime!, $groupBy: [UsageDimension!]!) {\n    usage(projectId: $projectId, from: $from, to: $to, groupBy: $groupBy) {\n      totalCost\n      currency\n      rows { project { id } user { id } cluster { name } flavor resource day resourceSeconds cost }\n    }\n  }\n": types.Report_UsageDocument,
    "\n  query Waits_Report($projectId: ID!, $from: DateTime!, $to: DateTime!) {\n    waits(projectId: $projectId, from: $from, to: $to) {\n      rows {\n        cluster { name }\n        count\n        medianSeconds\n        p90Seconds\n        reasons { reason count }\n      }\n    }\n  }\n": types.Waits_ReportDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ArrayFailover_Create($input: CreateProcessInput!) {\n    createProcess(input: $input) {\n      __typename\n      ... on CreateProcessPayload { version { id } }\n      ... on Error { message }\n    }\n  }\n"): (typeof documents)["\n  mutation ArrayFailover_Create($input: CreateProcessInput!) {\n    createProcess(input: $input) {\n      __typename\n      ... on CreateProcessPayload { version { id } }\n      ... on Error { message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ArrayFailover_Version($id: ID!, $after: String, $first: Int) {\n    processVersion(id: $id) {\n      status\n      statusMessage\n      cluster { name }\n      attempts { number cluster { name } outcome }\n      tasks {\n        count\n        succeeded\n        failed\n        pending\n        running\n        items(first: $first, after: $after) { edges { node { index status logs } } }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ArrayFailover_Version($id: ID!, $after: String, $first: Int) {\n    processVersion(id: $id) {\n      status\n      statusMessage\n      cluster { name }\n      attempts { number cluster { name } outcome }\n      tasks {\n        count\n        succeeded\n        failed\n        pending\n        running\n        items(first: $first, after: $after) { edges { node { index status logs } } }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FailoverBudget_SetPrice($clusterId: ID!, $flavor: String!, $resource: String!, $price: Float) {\n    setFlavorPrice(clusterId: $clusterId, flavor: $flavor, resource: $resource, pricePerHour: $price) {\n      __typename\n    }\n  }\n"): (typeof documents)["\n  mutation FailoverBudget_SetPrice($clusterId: ID!, $flavor: String!, $resource: String!, $price: Float) {\n    setFlavorPrice(clusterId: $clusterId, flavor: $flavor, resource: $resource, pricePerHour: $price) {\n      __typename\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FailoverBudget_SetBudget($projectId: ID!, $input: ProjectBudgetInput) {\n    setProjectBudget(projectId: $projectId, input: $input) { __typename }\n  }\n"): (typeof documents)["\n  mutation FailoverBudget_SetBudget($projectId: ID!, $input: ProjectBudgetInput) {\n    setProjectBudget(projectId: $projectId, input: $input) { __typename }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FailoverBudget_Create($input: CreateProcessInput!) {\n    createProcess(input: $input) {\n      __typename\n      ... on CreateProcessPayload { version { id } }\n      ... on Error { message }\n    }\n  }\n"): (typeof documents)["\n  mutation FailoverBudget_Create($input: CreateProcessInput!) {\n    createProcess(input: $input) {\n      __typename\n      ... on CreateProcessPayload { version { id } }\n      ... on Error { message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FailoverBudget_Version($id: ID!) {\n    processVersion(id: $id) {\n      status\n      statusMessage\n      cluster { name }\n      attempts { number cluster { name } outcome }\n      project: process { project { budget { committed remaining } } }\n    }\n  }\n"): (typeof documents)["\n  query FailoverBudget_Version($id: ID!) {\n    processVersion(id: $id) {\n      status\n      statusMessage\n      cluster { name }\n      attempts { number cluster { name } outcome }\n      project: process { project { budget { committed remaining } } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FailoverTest_Create($input: CreateProcessInput!) {\n    createProcess(input: $input) {\n      __typename\n      ... on CreateProcessPayload { version { id failover { onPreemption onClusterLost maxAttempts } } }\n      ... on Error { message }\n    }\n  }\n"): (typeof documents)["\n  mutation FailoverTest_Create($input: CreateProcessInput!) {\n    createProcess(input: $input) {\n      __typename\n      ... on CreateProcessPayload { version { id failover { onPreemption onClusterLost maxAttempts } } }\n      ... on Error { message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FailoverTest_Version($id: ID!) {\n    processVersion(id: $id) {\n      status\n      cluster { name }\n      attempts { number cluster { name } outcome reason startedAt endedAt jobDeletedAt }\n    }\n  }\n"): (typeof documents)["\n  query FailoverTest_Version($id: ID!) {\n    processVersion(id: $id) {\n      status\n      cluster { name }\n      attempts { number cluster { name } outcome reason startedAt endedAt jobDeletedAt }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FaultMatrixExecution_Cancel($id: ID!) {\n    cancelProcessVersion(id: $id) {\n      __typename\n      ... on ProcessVersion { id status }\n      ... on ClusterUnavailableError { message clusterName retrying }\n      ... on Error { message }\n    }\n  }\n"): (typeof documents)["\n  mutation FaultMatrixExecution_Cancel($id: ID!) {\n    cancelProcessVersion(id: $id) {\n      __typename\n      ... on ProcessVersion { id status }\n      ... on ClusterUnavailableError { message clusterName retrying }\n      ... on Error { message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FaultMatrix_Logs($id: ID!) {\n    processVersion(id: $id) { id logs logSource logMessage }\n  }\n"): (typeof documents)["\n  query FaultMatrix_Logs($id: ID!) {\n    processVersion(id: $id) { id logs logSource logMessage }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription FaultMatrix_Follow($id: ID!) {\n    processVersionLogs(id: $id)\n  }\n"): (typeof documents)["\n  subscription FaultMatrix_Follow($id: ID!) {\n    processVersionLogs(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuthTest_Viewer {\n    viewer { id email isAdmin }\n  }\n"): (typeof documents)["\n  query AuthTest_Viewer {\n    viewer { id email isAdmin }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuthTest_Projects {\n    projects { id name viewerRole memberCount }\n  }\n"): (typeof documents)["\n  query AuthTest_Projects {\n    projects { id name viewerRole memberCount }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuthTest_Project($id: ID!) {\n    project(id: $id) { id name }\n  }\n"): (typeof documents)["\n  query AuthTest_Project($id: ID!) {\n    project(id: $id) { id name }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AuthTest_CreateToken($name: String!, $expiresAt: DateTime) {\n    createApiToken(name: $name, expiresAt: $expiresAt) {\n      __typename\n      ... on CreatedApiToken { token apiToken { id prefix name } }\n      ... on ValidationError { message issues { field message } }\n    }\n  }\n"): (typeof documents)["\n  mutation AuthTest_CreateToken($name: String!, $expiresAt: DateTime) {\n    createApiToken(name: $name, expiresAt: $expiresAt) {\n      __typename\n      ... on CreatedApiToken { token apiToken { id prefix name } }\n      ... on ValidationError { message issues { field message } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AuthTest_RevokeToken($id: ID!) {\n    revokeApiToken(id: $id)\n  }\n"): (typeof documents)["\n  mutation AuthTest_RevokeToken($id: ID!) {\n    revokeApiToken(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuthTest_Tokens {\n    apiTokens { id name prefix revokedAt lastUsedAt }\n  }\n"): (typeof documents)["\n  query AuthTest_Tokens {\n    apiTokens { id name prefix revokedAt lastUsedAt }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClustersTest_AvailableClusters($projectId: ID, $requests: ResourceRequestsInput) {\n    availableClusters(projectId: $projectId, requests: $requests) {\n      id\n      name\n      sortOrder\n      active\n      maxRuntimeSeconds\n      fitsRequest\n      limits {\n        maxCpuCores\n        maxMemoryBytes\n        maxMemoryGiB\n        maxRuntimeSeconds\n        source\n        flavors { name cpu memory cpuCores memoryGiB }\n      }\n      health { status message checkedAt }\n      queue { pendingWorkloads admittedWorkloads usage { flavor resource used } }\n    }\n  }\n"): (typeof documents)["\n  query ClustersTest_AvailableClusters($projectId: ID, $requests: ResourceRequestsInput) {\n    availableClusters(projectId: $projectId, requests: $requests) {\n      id\n      name\n      sortOrder\n      active\n      maxRuntimeSeconds\n      fitsRequest\n      limits {\n        maxCpuCores\n        maxMemoryBytes\n        maxMemoryGiB\n        maxRuntimeSeconds\n        source\n        flavors { name cpu memory cpuCores memoryGiB }\n      }\n      health { status message checkedAt }\n      queue { pendingWorkloads admittedWorkloads usage { flavor resource used } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClustersTest_Register($input: RegisterClusterInput!) {\n    registerCluster(input: $input) {\n      __typename\n      ... on Cluster { id name sortOrder active namespace localQueue clusterQueue hasRegistryAuth }\n      ... on ValidationError { message issues { field message } }\n    }\n  }\n"): (typeof documents)["\n  mutation ClustersTest_Register($input: RegisterClusterInput!) {\n    registerCluster(input: $input) {\n      __typename\n      ... on Cluster { id name sortOrder active namespace localQueue clusterQueue hasRegistryAuth }\n      ... on ValidationError { message issues { field message } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClustersTest_Update($input: UpdateClusterInput!) {\n    updateCluster(input: $input) {\n      __typename\n      ... on Cluster { id name sortOrder active maxRuntimeSeconds }\n      ... on ValidationError { message issues { field message } }\n    }\n  }\n"): (typeof documents)["\n  mutation ClustersTest_Update($input: UpdateClusterInput!) {\n    updateCluster(input: $input) {\n      __typename\n      ... on Cluster { id name sortOrder active maxRuntimeSeconds }\n      ... on ValidationError { message issues { field message } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClustersTest_AdminClusters {\n    clusters { id name active namespace clusterQueue localQueue hasRegistryAuth }\n  }\n"): (typeof documents)["\n  query ClustersTest_AdminClusters {\n    clusters { id name active namespace clusterQueue localQueue hasRegistryAuth }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DateTimeTest_CreateToken($name: String!, $expiresAt: DateTime) {\n    createApiToken(name: $name, expiresAt: $expiresAt) { __typename }\n  }\n"): (typeof documents)["\n  mutation DateTimeTest_CreateToken($name: String!, $expiresAt: DateTime) {\n    createApiToken(name: $name, expiresAt: $expiresAt) { __typename }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EstimateCalibrationTest_Clusters($projectId: ID, $requests: ResourceRequestsInput) {\n    availableClusters(projectId: $projectId, requests: $requests) {\n      name\n      startEstimate {\n        basis\n        calibration { since samples withinBound medianError within1min within10min }\n      }\n    }\n  }\n"): (typeof documents)["\n  query EstimateCalibrationTest_Clusters($projectId: ID, $requests: ResourceRequestsInput) {\n    availableClusters(projectId: $projectId, requests: $requests) {\n      name\n      startEstimate {\n        basis\n        calibration { since samples withinBound medianError within1min within10min }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EstimateCalibrationTest_Create($input: CreateProcessInput!) {\n    createProcess(input: $input) {\n      __typename\n      ... on CreateProcessPayload { version { id } }\n      ... on Error { message }\n    }\n  }\n"): (typeof documents)["\n  mutation EstimateCalibrationTest_Create($input: CreateProcessInput!) {\n    createProcess(input: $input) {\n      __typename\n      ... on CreateProcessPayload { version { id } }\n      ... on Error { message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ExecutionTest_Cancel($id: ID!) {\n    cancelProcessVersion(id: $id) {\n      __typename\n      ... on Error { message }\n      ... on ProcessVersion {\n        id\n        status\n        statusReason\n        statusMessage\n        cancelRequestedAt\n        jobName\n        finishedAt\n        history { status reason message createdAt }\n      }\n      ... on ClusterUnavailableError { clusterName kind retrying }\n      ... on VersionNotCancellableError { status }\n    }\n  }\n"): (typeof documents)["\n  mutation ExecutionTest_Cancel($id: ID!) {\n    cancelProcessVersion(id: $id) {\n      __typename\n      ... on Error { message }\n      ... on ProcessVersion {\n        id\n        status\n        statusReason\n        statusMessage\n        cancelRequestedAt\n        jobName\n        finishedAt\n        history { status reason message createdAt }\n      }\n      ... on ClusterUnavailableError { clusterName kind retrying }\n      ... on VersionNotCancellableError { status }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExecutionTest_Version($id: ID!) {\n    processVersion(id: $id) {\n      status\n      statusReason\n      statusMessage\n      jobName\n      launchedAt\n      startedAt\n      finishedAt\n      exitCode\n      history { status reason }\n    }\n  }\n"): (typeof documents)["\n  query ExecutionTest_Version($id: ID!) {\n    processVersion(id: $id) {\n      status\n      statusReason\n      statusMessage\n      jobName\n      launchedAt\n      startedAt\n      finishedAt\n      exitCode\n      history { status reason }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LiveStateTest_Available($projectId: ID, $requests: ResourceRequestsInput) {\n    availableClusters(projectId: $projectId, requests: $requests) {\n      name\n      queue { pendingWorkloads admittedWorkloads reservingWorkloads }\n      startEstimate { basis workloadsAhead message }\n    }\n  }\n"): (typeof documents)["\n  query LiveStateTest_Available($projectId: ID, $requests: ResourceRequestsInput) {\n    availableClusters(projectId: $projectId, requests: $requests) {\n      name\n      queue { pendingWorkloads admittedWorkloads reservingWorkloads }\n      startEstimate { basis workloadsAhead message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LiveStateTest_Create($input: CreateProcessInput!) {\n    createProcess(input: $input) {\n      __typename\n      ... on CreateProcessPayload { version { id } }\n      ... on Error { message }\n    }\n  }\n"): (typeof documents)["\n  mutation LiveStateTest_Create($input: CreateProcessInput!) {\n    createProcess(input: $input) {\n      __typename\n      ... on CreateProcessPayload { version { id } }\n      ... on Error { message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LiveStateTest_Position($id: ID!) {\n    processVersion(id: $id) {\n      status\n      waitingReason\n      queuePosition { positionInClusterQueue workloadsAhead estimate { basis } }\n    }\n  }\n"): (typeof documents)["\n  query LiveStateTest_Position($id: ID!) {\n    processVersion(id: $id) {\n      status\n      waitingReason\n      queuePosition { positionInClusterQueue workloadsAhead estimate { basis } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LiveStateTest_Classes($projectId: ID, $requests: ResourceRequestsInput) {\n    availableClusters(projectId: $projectId, requests: $requests) {\n      name\n      fitsRequest\n      limits { priorityClasses { name value description } }\n      startEstimate { basis message }\n    }\n  }\n"): (typeof documents)["\n  query LiveStateTest_Classes($projectId: ID, $requests: ResourceRequestsInput) {\n    availableClusters(projectId: $projectId, requests: $requests) {\n      name\n      fitsRequest\n      limits { priorityClasses { name value description } }\n      startEstimate { basis message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LiveStateTest_CreateWithClass($input: CreateProcessInput!) {\n    createProcess(input: $input) {\n      __typename\n      ... on CreateProcessPayload { version { id resources { priorityClass } } }\n      ... on ValidationError { issues { field message } }\n      ... on Error { message }\n    }\n  }\n"): (typeof documents)["\n  mutation LiveStateTest_CreateWithClass($input: CreateProcessInput!) {\n    createProcess(input: $input) {\n      __typename\n      ... on CreateProcessPayload { version { id resources { priorityClass } } }\n      ... on ValidationError { issues { field message } }\n      ... on Error { message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PinnedContentionTest_Available($projectId: ID, $requests: ResourceRequestsInput) {\n    availableClusters(projectId: $projectId, requests: $requests) {\n      name\n      startEstimate { basis expectedStartAt latestStartAt expectedWaitSeconds message }\n    }\n  }\n"): (typeof documents)["\n  query PinnedContentionTest_Available($projectId: ID, $requests: ResourceRequestsInput) {\n    availableClusters(projectId: $projectId, requests: $requests) {\n      name\n      startEstimate { basis expectedStartAt latestStartAt expectedWaitSeconds message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PinnedContentionTest_Create($input: CreateProcessInput!) {\n    createProcess(input: $input) {\n      __typename\n      ... on CreateProcessPayload { version { id } }\n      ... on Error { message }\n    }\n  }\n"): (typeof documents)["\n  mutation PinnedContentionTest_Create($input: CreateProcessInput!) {\n    createProcess(input: $input) {\n      __typename\n      ... on CreateProcessPayload { version { id } }\n      ... on Error { message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PinnedContentionTest_Position($id: ID!) {\n    processVersion(id: $id) {\n      status\n      queuePosition { estimate { basis expectedStartAt latestStartAt expectedWaitSeconds message } }\n    }\n  }\n"): (typeof documents)["\n  query PinnedContentionTest_Position($id: ID!) {\n    processVersion(id: $id) {\n      status\n      queuePosition { estimate { basis expectedStartAt latestStartAt expectedWaitSeconds message } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PreemptionTest_Create($input: CreateProcessInput!) {\n    createProcess(input: $input) {\n      __typename\n      ... on CreateProcessPayload { version { id } }\n      ... on Error { message }\n    }\n  }\n"): (typeof documents)["\n  mutation PreemptionTest_Create($input: CreateProcessInput!) {\n    createProcess(input: $input) {\n      __typename\n      ... on CreateProcessPayload { version { id } }\n      ... on Error { message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PreemptionTest_Version($id: ID!) {\n    processVersion(id: $id) {\n      status\n      statusReason\n      evictions { at reason message cluster { name } }\n      history { status reason message }\n    }\n  }\n"): (typeof documents)["\n  query PreemptionTest_Version($id: ID!) {\n    processVersion(id: $id) {\n      status\n      statusReason\n      evictions { at reason message cluster { name } }\n      history { status reason message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PreemptionTest_Estimate($projectId: ID, $requests: ResourceRequestsInput) {\n    availableClusters(projectId: $projectId, requests: $requests) {\n      name\n      startEstimate { basis preempts message }\n    }\n  }\n"): (typeof documents)["\n  query PreemptionTest_Estimate($projectId: ID, $requests: ResourceRequestsInput) {\n    availableClusters(projectId: $projectId, requests: $requests) {\n      name\n      startEstimate { basis preempts message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PriorityPolicyTest_Classes($projectId: ID, $requests: ResourceRequestsInput) {\n    availableClusters(projectId: $projectId, requests: $requests) {\n      id\n      name\n      fitsRequest\n      limits { priorityClasses { name value description } }\n      startEstimate { basis message }\n    }\n  }\n"): (typeof documents)["\n  query PriorityPolicyTest_Classes($projectId: ID, $requests: ResourceRequestsInput) {\n    availableClusters(projectId: $projectId, requests: $requests) {\n      id\n      name\n      fitsRequest\n      limits { priorityClasses { name value description } }\n      startEstimate { basis message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PriorityPolicyTest_Create($input: CreateProcessInput!) {\n    createProcess(input: $input) {\n      __typename\n      ... on CreateProcessPayload { cluster { name } version { id resources { priorityClass } } }\n      ... on ValidationError { issues { field message } }\n      ... on Error { message }\n    }\n  }\n"): (typeof documents)["\n  mutation PriorityPolicyTest_Create($input: CreateProcessInput!) {\n    createProcess(input: $input) {\n      __typename\n      ... on CreateProcessPayload { cluster { name } version { id resources { priorityClass } } }\n      ... on ValidationError { issues { field message } }\n      ... on Error { message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PriorityPolicyTest_Rerun($input: RerunProcessInput!) {\n    rerunProcess(input: $input) {\n      __typename\n      ... on CreateProcessPayload { cluster { name } version { resources { priorityClass } } }\n      ... on ValidationError { issues { field message } }\n      ... on Error { message }\n    }\n  }\n"): (typeof documents)["\n  mutation PriorityPolicyTest_Rerun($input: RerunProcessInput!) {\n    rerunProcess(input: $input) {\n      __typename\n      ... on CreateProcessPayload { cluster { name } version { resources { priorityClass } } }\n      ... on ValidationError { issues { field message } }\n      ... on Error { message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProcessListFilter_Processes($id: ID!, $first: Int, $after: String, $filter: ProcessFilter) {\n    project(id: $id) {\n      processes(first: $first, after: $after, filter: $filter) {\n        totalCount\n        pageInfo { hasNextPage endCursor }\n        edges { node { name } }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProcessListFilter_Processes($id: ID!, $first: Int, $after: String, $filter: ProcessFilter) {\n    project(id: $id) {\n      processes(first: $first, after: $after, filter: $filter) {\n        totalCount\n        pageInfo { hasNextPage endCursor }\n        edges { node { name } }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProcessNamesTest_Create($input: CreateProcessInput!) {\n    createProcess(input: $input) {\n      __typename\n      ... on CreateProcessPayload { process { id name } }\n      ... on ValidationError { issues { field message } }\n    }\n  }\n"): (typeof documents)["\n  mutation ProcessNamesTest_Create($input: CreateProcessInput!) {\n    createProcess(input: $input) {\n      __typename\n      ... on CreateProcessPayload { process { id name } }\n      ... on ValidationError { issues { field message } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProcessesTest_Create($input: CreateProcessInput!) {\n    createProcess(input: $input) {\n      __typename\n      ... on CreateProcessPayload {\n        dryRun\n        flavor\n        cluster { id name }\n        process { id name }\n        version {\n          id\n          version\n          status\n          image\n          command\n          args\n          env { name value }\n          resources { cpu memory cpuCores memoryBytes deadlineSeconds }\n          cluster { id }\n          checkedLimits { source flavor maxCpuCores maxMemoryBytes maxRuntimeSeconds flavors { name cpu memory } }\n        }\n      }\n      ... on ValidationError { message issues { field message } }\n      ... on ClusterNotAllowedError { message clusterId }\n      ... on NoClustersAvailableError { message }\n      ... on ResourceLimitExceededError {\n        message\n        cluster { id name }\n        violations { resource requested limit flavor }\n        flavors { name cpu memory fitsCpu fitsMemory }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ProcessesTest_Create($input: CreateProcessInput!) {\n    createProcess(input: $input) {\n      __typename\n      ... on CreateProcessPayload {\n        dryRun\n        flavor\n        cluster { id name }\n        process { id name }\n        version {\n          id\n          version\n          status\n          image\n          command\n          args\n          env { name value }\n          resources { cpu memory cpuCores memoryBytes deadlineSeconds }\n          cluster { id }\n          checkedLimits { source flavor maxCpuCores maxMemoryBytes maxRuntimeSeconds flavors { name cpu memory } }\n        }\n      }\n      ... on ValidationError { message issues { field message } }\n      ... on ClusterNotAllowedError { message clusterId }\n      ... on NoClustersAvailableError { message }\n      ... on ResourceLimitExceededError {\n        message\n        cluster { id name }\n        violations { resource requested limit flavor }\n        flavors { name cpu memory fitsCpu fitsMemory }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProcessesTest_Rerun($input: RerunProcessInput!) {\n    rerunProcess(input: $input) {\n      __typename\n      ... on CreateProcessPayload {\n        dryRun\n        flavor\n        cluster { id name }\n        process { id }\n        version { id version image resources { cpu memory deadlineSeconds } cluster { id } }\n      }\n      ... on ValidationError { message issues { field message } }\n      ... on ClusterNotAllowedError { message clusterId }\n      ... on NoClustersAvailableError { message }\n      ... on ResourceLimitExceededError { message violations { resource requested limit flavor } }\n    }\n  }\n"): (typeof documents)["\n  mutation ProcessesTest_Rerun($input: RerunProcessInput!) {\n    rerunProcess(input: $input) {\n      __typename\n      ... on CreateProcessPayload {\n        dryRun\n        flavor\n        cluster { id name }\n        process { id }\n        version { id version image resources { cpu memory deadlineSeconds } cluster { id } }\n      }\n      ... on ValidationError { message issues { field message } }\n      ... on ClusterNotAllowedError { message clusterId }\n      ... on NoClustersAvailableError { message }\n      ... on ResourceLimitExceededError { message violations { resource requested limit flavor } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProcessesTest_Available($projectId: ID, $requests: ResourceRequestsInput) {\n    availableClusters(projectId: $projectId, requests: $requests) { id name fitsRequest limits { maxCpuCores } }\n  }\n"): (typeof documents)["\n  query ProcessesTest_Available($projectId: ID, $requests: ResourceRequestsInput) {\n    availableClusters(projectId: $projectId, requests: $requests) { id name fitsRequest limits { maxCpuCores } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProcessesTest_Retire($input: UpdateClusterInput!) {\n    updateCluster(input: $input) { __typename }\n  }\n"): (typeof documents)["\n  mutation ProcessesTest_Retire($input: UpdateClusterInput!) {\n    updateCluster(input: $input) { __typename }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation QueuePositionLiveTest_Create($input: CreateProcessInput!) {\n    createProcess(input: $input) {\n      __typename\n      ... on CreateProcessPayload { version { id } }\n      ... on Error { message }\n    }\n  }\n"): (typeof documents)["\n  mutation QueuePositionLiveTest_Create($input: CreateProcessInput!) {\n    createProcess(input: $input) {\n      __typename\n      ... on CreateProcessPayload { version { id } }\n      ... on Error { message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription QueuePositionLiveTest_Updated($id: ID!) {\n    processVersionUpdated(id: $id) {\n      status\n      waitingReason\n      queuePosition {\n        positionInClusterQueue\n        positionInLocalQueue\n        workloadsAhead\n        estimate { basis expectedWaitSeconds latestWaitSeconds message }\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription QueuePositionLiveTest_Updated($id: ID!) {\n    processVersionUpdated(id: $id) {\n      status\n      waitingReason\n      queuePosition {\n        positionInClusterQueue\n        positionInLocalQueue\n        workloadsAhead\n        estimate { basis expectedWaitSeconds latestWaitSeconds message }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StartEstimatesTest_Clusters($projectId: ID, $requests: ResourceRequestsInput) {\n    availableClusters(projectId: $projectId, requests: $requests) {\n      name\n      fitsRequest\n      startEstimate {\n        basis\n        expectedStartAt\n        latestStartAt\n        expectedWaitSeconds\n        latestWaitSeconds\n        workloadsAhead\n        message\n        computedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query StartEstimatesTest_Clusters($projectId: ID, $requests: ResourceRequestsInput) {\n    availableClusters(projectId: $projectId, requests: $requests) {\n      name\n      fitsRequest\n      startEstimate {\n        basis\n        expectedStartAt\n        latestStartAt\n        expectedWaitSeconds\n        latestWaitSeconds\n        workloadsAhead\n        message\n        computedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartEstimatesTest_Create($input: CreateProcessInput!) {\n    createProcess(input: $input) {\n      __typename\n      ... on CreateProcessPayload { dryRun placementReason cluster { name } version { id cluster { name } } }\n      ... on Error { message }\n    }\n  }\n"): (typeof documents)["\n  mutation StartEstimatesTest_Create($input: CreateProcessInput!) {\n    createProcess(input: $input) {\n      __typename\n      ... on CreateProcessPayload { dryRun placementReason cluster { name } version { id cluster { name } } }\n      ... on Error { message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StartEstimatesTest_Queued($id: ID!) {\n    processVersion(id: $id) {\n      status\n      waitingReason\n      queuePosition {\n        positionInClusterQueue\n        positionInLocalQueue\n        workloadsAhead\n        estimate { basis expectedWaitSeconds latestWaitSeconds message }\n      }\n    }\n  }\n"): (typeof documents)["\n  query StartEstimatesTest_Queued($id: ID!) {\n    processVersion(id: $id) {\n      status\n      waitingReason\n      queuePosition {\n        positionInClusterQueue\n        positionInLocalQueue\n        workloadsAhead\n        estimate { basis expectedWaitSeconds latestWaitSeconds message }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StoredDataTest_Version($id: ID!) {\n    processVersion(id: $id) {\n      env { name value }\n      resources { extended { name quantity } }\n      assignedFlavors { flavor coveredResources }\n      checkedLimits { source flavor maxCpuCores maxMemoryBytes maxRuntimeSeconds flavors { name cpu } checkedAt }\n      evictions { at reason message cluster { id } }\n    }\n  }\n"): (typeof documents)["\n  query StoredDataTest_Version($id: ID!) {\n    processVersion(id: $id) {\n      env { name value }\n      resources { extended { name quantity } }\n      assignedFlavors { flavor coveredResources }\n      checkedLimits { source flavor maxCpuCores maxMemoryBytes maxRuntimeSeconds flavors { name cpu } checkedAt }\n      evictions { at reason message cluster { id } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HeavyLogsTest_LogMessage($id: ID!) {\n    processVersion(id: $id) { id logMessage logSource }\n  }\n"): (typeof documents)["\n  query HeavyLogsTest_LogMessage($id: ID!) {\n    processVersion(id: $id) { id logMessage logSource }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation HeavyLogsTest_DryRun($input: CreateProcessInput!) {\n    createProcess(input: $input) {\n      __typename\n      ... on CreateProcessPayload { dryRun flavor cluster { name } }\n      ... on ResourceLimitExceededError { message }\n      ... on ValidationError { message }\n    }\n  }\n"): (typeof documents)["\n  mutation HeavyLogsTest_DryRun($input: CreateProcessInput!) {\n    createProcess(input: $input) {\n      __typename\n      ... on CreateProcessPayload { dryRun flavor cluster { name } }\n      ... on ResourceLimitExceededError { message }\n      ... on ValidationError { message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation HeavyLogsTest_Cancel($id: ID!) {\n    cancelProcessVersion(id: $id) {\n      __typename\n      ... on ProcessVersion { id status cancelRequestedAt }\n      ... on ClusterUnavailableError { message }\n    }\n  }\n"): (typeof documents)["\n  mutation HeavyLogsTest_Cancel($id: ID!) {\n    cancelProcessVersion(id: $id) {\n      __typename\n      ... on ProcessVersion { id status cancelRequestedAt }\n      ... on ClusterUnavailableError { message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HeavyLogsTest_Available($projectId: ID) {\n    availableClusters(projectId: $projectId) { id name limits { source maxCpuCores } health { status message } }\n  }\n"): (typeof documents)["\n  query HeavyLogsTest_Available($projectId: ID) {\n    availableClusters(projectId: $projectId) { id name limits { source maxCpuCores } health { status message } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LogLinesTest_Available { availableClusters { id } }\n"): (typeof documents)["\n  query LogLinesTest_Available { availableClusters { id } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LogLinesTest_Register($input: RegisterClusterInput!) {\n    registerCluster(input: $input) { __typename }\n  }\n"): (typeof documents)["\n  mutation LogLinesTest_Register($input: RegisterClusterInput!) {\n    registerCluster(input: $input) { __typename }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LogWindowTest_Logs($id: ID!) {\n    processVersion(id: $id) { id logs logSource logsTruncated }\n  }\n"): (typeof documents)["\n  query LogWindowTest_Logs($id: ID!) {\n    processVersion(id: $id) { id logs logSource logsTruncated }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ResponseBoundsTest_VersionsPage($id: ID!, $first: Int, $after: String) {\n    process(id: $id) {\n      id\n      versions(first: $first, after: $after) {\n        totalCount\n        pageInfo { hasNextPage endCursor }\n        edges { cursor node { id version } }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ResponseBoundsTest_VersionsPage($id: ID!, $first: Int, $after: String) {\n    process(id: $id) {\n      id\n      versions(first: $first, after: $after) {\n        totalCount\n        pageInfo { hasNextPage endCursor }\n        edges { cursor node { id version } }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ResponseBoundsTest_VersionLogs($id: ID!, $first: Int = 3) {\n    process(id: $id) { versions(first: $first) { edges { node { id logs } } } }\n  }\n"): (typeof documents)["\n  query ResponseBoundsTest_VersionLogs($id: ID!, $first: Int = 3) {\n    process(id: $id) { versions(first: $first) { edges { node { id logs } } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ResponseBoundsTest_ProcessesAfter($projectId: ID!, $after: String) {\n    project(id: $projectId) { processes(first: 5, after: $after) { edges { node { id } } } }\n  }\n"): (typeof documents)["\n  query ResponseBoundsTest_ProcessesAfter($projectId: ID!, $after: String) {\n    project(id: $projectId) { processes(first: 5, after: $after) { edges { node { id } } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TokenExpiryTest_CreateToken($name: String!, $expiresAt: DateTime) {\n    createApiToken(name: $name, expiresAt: $expiresAt) {\n      __typename\n      ... on CreatedApiToken { apiToken { id expiresAt } }\n      ... on ValidationError { issues { field message } }\n    }\n  }\n"): (typeof documents)["\n  mutation TokenExpiryTest_CreateToken($name: String!, $expiresAt: DateTime) {\n    createApiToken(name: $name, expiresAt: $expiresAt) {\n      __typename\n      ... on CreatedApiToken { apiToken { id expiresAt } }\n      ... on ValidationError { issues { field message } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TokenExpiryTest_Tokens {\n    apiTokens { id name expiresAt }\n  }\n"): (typeof documents)["\n  query TokenExpiryTest_Tokens {\n    apiTokens { id name expiresAt }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LogsTest_VersionLogs($id: ID!, $tailLines: Int, $sinceSeconds: Int) {\n    processVersion(id: $id) {\n      id\n      logs(tailLines: $tailLines, sinceSeconds: $sinceSeconds)\n      logSource\n      logMessage\n      logsTruncated\n    }\n  }\n"): (typeof documents)["\n  query LogsTest_VersionLogs($id: ID!, $tailLines: Int, $sinceSeconds: Int) {\n    processVersion(id: $id) {\n      id\n      logs(tailLines: $tailLines, sinceSeconds: $sinceSeconds)\n      logSource\n      logMessage\n      logsTruncated\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LogsTest_Cancel($id: ID!) {\n    cancelProcessVersion(id: $id) {\n      __typename\n      ... on ProcessVersion { status }\n    }\n  }\n"): (typeof documents)["\n  mutation LogsTest_Cancel($id: ID!) {\n    cancelProcessVersion(id: $id) {\n      __typename\n      ... on ProcessVersion { status }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription LogsTest_Follow($id: ID!, $tailLines: Int) {\n    processVersionLogs(id: $id, tailLines: $tailLines)\n  }\n"): (typeof documents)["\n  subscription LogsTest_Follow($id: ID!, $tailLines: Int) {\n    processVersionLogs(id: $id, tailLines: $tailLines)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription LogsTest_FollowChunks($id: ID!, $tailLines: Int, $after: String) {\n    processVersionLogChunks(id: $id, tailLines: $tailLines, after: $after) { text cursor finished }\n  }\n"): (typeof documents)["\n  subscription LogsTest_FollowChunks($id: ID!, $tailLines: Int, $after: String) {\n    processVersionLogChunks(id: $id, tailLines: $tailLines, after: $after) { text cursor finished }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription LogsTest_VersionUpdated($id: ID!) {\n    processVersionUpdated(id: $id) { id status }\n  }\n"): (typeof documents)["\n  subscription LogsTest_VersionUpdated($id: ID!) {\n    processVersionUpdated(id: $id) { id status }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription LogsTest_ProjectUpdated($projectId: ID!) {\n    projectProcessesUpdated(projectId: $projectId) { id status }\n  }\n"): (typeof documents)["\n  subscription LogsTest_ProjectUpdated($projectId: ID!) {\n    projectProcessesUpdated(projectId: $projectId) { id status }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription VersionEventsTest_Updated($id: ID!) {\n    processVersionUpdated(id: $id) { id status }\n  }\n"): (typeof documents)["\n  subscription VersionEventsTest_Updated($id: ID!) {\n    processVersionUpdated(id: $id) { id status }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query McpTest_AvailableClusters($projectId: ID) {\n    availableClusters(projectId: $projectId) { id }\n  }\n"): (typeof documents)["\n  query McpTest_AvailableClusters($projectId: ID) {\n    availableClusters(projectId: $projectId) { id }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation NotifyTest_Add($input: NotificationChannelInput!) {\n    addNotificationChannel(input: $input) {\n      __typename\n      ... on AddNotificationChannelPayload { signingSecret channel { id kind target events verified } }\n      ... on ValidationError { message issues { field message } }\n    }\n  }\n"): (typeof documents)["\n  mutation NotifyTest_Add($input: NotificationChannelInput!) {\n    addNotificationChannel(input: $input) {\n      __typename\n      ... on AddNotificationChannelPayload { signingSecret channel { id kind target events verified } }\n      ... on ValidationError { message issues { field message } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation NotifyTest_Verify($id: ID!, $code: String!) {\n    verifyNotificationChannel(id: $id, code: $code) {\n      __typename\n      ... on VerifyNotificationChannelPayload { channel { id verified } }\n      ... on ValidationError { message issues { field message } }\n    }\n  }\n"): (typeof documents)["\n  mutation NotifyTest_Verify($id: ID!, $code: String!) {\n    verifyNotificationChannel(id: $id, code: $code) {\n      __typename\n      ... on VerifyNotificationChannelPayload { channel { id verified } }\n      ... on ValidationError { message issues { field message } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation NotifyTest_Test($id: ID!) {\n    testNotificationChannel(id: $id) {\n      __typename\n      ... on TestNotificationChannelPayload { delivered error }\n      ... on ValidationError { message }\n    }\n  }\n"): (typeof documents)["\n  mutation NotifyTest_Test($id: ID!) {\n    testNotificationChannel(id: $id) {\n      __typename\n      ... on TestNotificationChannelPayload { delivered error }\n      ... on ValidationError { message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation NotifyTest_Remove($id: ID!) {\n    removeNotificationChannel(id: $id) {\n      __typename\n      ... on RemoveNotificationChannelPayload { id }\n      ... on NotFoundError { message }\n    }\n  }\n"): (typeof documents)["\n  mutation NotifyTest_Remove($id: ID!) {\n    removeNotificationChannel(id: $id) {\n      __typename\n      ... on RemoveNotificationChannelPayload { id }\n      ... on NotFoundError { message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NotifyTest_Deliveries($id: ID!) {\n    processVersion(id: $id) {\n      notifications { id event status attempts lastError deliveredAt channel { kind target } }\n    }\n  }\n"): (typeof documents)["\n  query NotifyTest_Deliveries($id: ID!) {\n    processVersion(id: $id) {\n      notifications { id event status attempts lastError deliveredAt channel { kind target } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NotifyTest_Channels {\n    viewer { notificationChannels { id kind verified deliveries { id event status lastError } } }\n  }\n"): (typeof documents)["\n  query NotifyTest_Channels {\n    viewer { notificationChannels { id kind verified deliveries { id event status lastError } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RealTier_Clusters($requests: ResourceRequestsInput) {\n    availableClusters(requests: $requests) {\n      name\n      fitsRequest\n      health { status message }\n      limits {\n        source\n        resourceGroups {\n          coveredResources\n          flavors { name resources { name quantity } nodeLabels { key value } }\n        }\n      }\n      startEstimate { basis workloadsAhead message }\n    }\n  }\n"): (typeof documents)["\n  query RealTier_Clusters($requests: ResourceRequestsInput) {\n    availableClusters(requests: $requests) {\n      name\n      fitsRequest\n      health { status message }\n      limits {\n        source\n        resourceGroups {\n          coveredResources\n          flavors { name resources { name quantity } nodeLabels { key value } }\n        }\n      }\n      startEstimate { basis workloadsAhead message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RealTier_Create($input: CreateProcessInput!) {\n    createProcess(input: $input) {\n      __typename\n      ... on Error { message }\n      ... on CreateProcessPayload { version { id status } }\n    }\n  }\n"): (typeof documents)["\n  mutation RealTier_Create($input: CreateProcessInput!) {\n    createProcess(input: $input) {\n      __typename\n      ... on Error { message }\n      ... on CreateProcessPayload { version { id status } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RealTier_Version($id: ID!) {\n    processVersion(id: $id) {\n      status\n      statusReason\n      statusMessage\n      exitCode\n      assignedFlavors { coveredResources flavor }\n      history { status reason }\n      queuePosition { positionInClusterQueue positionInLocalQueue workloadsAhead estimate { basis message } }\n    }\n  }\n"): (typeof documents)["\n  query RealTier_Version($id: ID!) {\n    processVersion(id: $id) {\n      status\n      statusReason\n      statusMessage\n      exitCode\n      assignedFlavors { coveredResources flavor }\n      history { status reason }\n      queuePosition { positionInClusterQueue positionInLocalQueue workloadsAhead estimate { basis message } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RealTier_Cancel($id: ID!) {\n    cancelProcessVersion(id: $id) {\n      __typename\n      ... on Error { message }\n      ... on ProcessVersion { status }\n    }\n  }\n"): (typeof documents)["\n  mutation RealTier_Cancel($id: ID!) {\n    cancelProcessVersion(id: $id) {\n      __typename\n      ... on Error { message }\n      ... on ProcessVersion { status }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RealTier_Preemption($id: ID!) {\n    processVersion(id: $id) {\n      status\n      cluster { name }\n      evictions { reason message cluster { name } }\n      attempts { number outcome cluster { name } }\n      history { status reason message }\n    }\n  }\n"): (typeof documents)["\n  query RealTier_Preemption($id: ID!) {\n    processVersion(id: $id) {\n      status\n      cluster { name }\n      evictions { reason message cluster { name } }\n      attempts { number outcome cluster { name } }\n      history { status reason message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RealTier_Estimates($requests: ResourceRequestsInput) {\n    availableClusters(requests: $requests) {\n      name\n      startEstimate { basis preempts message }\n    }\n  }\n"): (typeof documents)["\n  query RealTier_Estimates($requests: ResourceRequestsInput) {\n    availableClusters(requests: $requests) {\n      name\n      startEstimate { basis preempts message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RealTier_RegisterVolume($input: RegisterVolumeInput!) {\n    registerVolume(input: $input) {\n      __typename\n      ... on Error { message }\n      ... on ValidationError { issues { field message } }\n      ... on DataVolume { name readOnly claimName }\n    }\n  }\n"): (typeof documents)["\n  mutation RealTier_RegisterVolume($input: RegisterVolumeInput!) {\n    registerVolume(input: $input) {\n      __typename\n      ... on Error { message }\n      ... on ValidationError { issues { field message } }\n      ... on DataVolume { name readOnly claimName }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RealTier_SetSecret($projectId: ID!, $name: String!, $value: String!) {\n    setProjectSecret(projectId: $projectId, name: $name, value: $value) {\n      __typename\n      ... on Error { message }\n      ... on ProjectSecret { name }\n    }\n  }\n"): (typeof documents)["\n  mutation RealTier_SetSecret($projectId: ID!, $name: String!, $value: String!) {\n    setProjectSecret(projectId: $projectId, name: $name, value: $value) {\n      __typename\n      ... on Error { message }\n      ... on ProjectSecret { name }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ResourcesTest_Available($projectId: ID, $requests: ResourceRequestsInput) {\n    availableClusters(projectId: $projectId, requests: $requests) {\n      name\n      fitsRequest\n      limits {\n        source\n        maxCpuCores\n        maxima { name quantity amount }\n        resourceGroups {\n          coveredResources\n          flavors {\n            name\n            cpu\n            memory\n            cpuCores\n            memoryBytes\n            resources { name quantity amount }\n            nodeLabels { key value }\n          }\n        }\n        flavors { name cpu memory }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ResourcesTest_Available($projectId: ID, $requests: ResourceRequestsInput) {\n    availableClusters(projectId: $projectId, requests: $requests) {\n      name\n      fitsRequest\n      limits {\n        source\n        maxCpuCores\n        maxima { name quantity amount }\n        resourceGroups {\n          coveredResources\n          flavors {\n            name\n            cpu\n            memory\n            cpuCores\n            memoryBytes\n            resources { name quantity amount }\n            nodeLabels { key value }\n          }\n        }\n        flavors { name cpu memory }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResourcesTest_Create($input: CreateProcessInput!) {\n    createProcess(input: $input) {\n      __typename\n      ... on CreateProcessPayload {\n        dryRun\n        flavor\n        assignedFlavors { coveredResources flavor }\n        cluster { name }\n        version {\n          id\n          resources { cpu memory extended { name quantity amount } flavor }\n          assignedFlavors { coveredResources flavor }\n        }\n      }\n      ... on ValidationError { message issues { field message } }\n      ... on ResourceLimitExceededError {\n        message\n        violations { resource resourceName requested limit flavor }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ResourcesTest_Create($input: CreateProcessInput!) {\n    createProcess(input: $input) {\n      __typename\n      ... on CreateProcessPayload {\n        dryRun\n        flavor\n        assignedFlavors { coveredResources flavor }\n        cluster { name }\n        version {\n          id\n          resources { cpu memory extended { name quantity amount } flavor }\n          assignedFlavors { coveredResources flavor }\n        }\n      }\n      ... on ValidationError { message issues { field message } }\n      ... on ResourceLimitExceededError {\n        message\n        violations { resource resourceName requested limit flavor }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResourcesTest_Rerun($input: RerunProcessInput!) {\n    rerunProcess(input: $input) {\n      __typename\n      ... on CreateProcessPayload {\n        cluster { name }\n        assignedFlavors { coveredResources flavor }\n        version { resources { extended { name quantity } flavor } }\n      }\n      ... on ValidationError { message issues { field message } }\n      ... on ResourceLimitExceededError { message violations { resource resourceName requested limit flavor } }\n    }\n  }\n"): (typeof documents)["\n  mutation ResourcesTest_Rerun($input: RerunProcessInput!) {\n    rerunProcess(input: $input) {\n      __typename\n      ... on CreateProcessPayload {\n        cluster { name }\n        assignedFlavors { coveredResources flavor }\n        version { resources { extended { name quantity } flavor } }\n      }\n      ... on ValidationError { message issues { field message } }\n      ... on ResourceLimitExceededError { message violations { resource resourceName requested limit flavor } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResourcesJob_Create($input: CreateProcessInput!) {\n    createProcess(input: $input) {\n      __typename\n      ... on Error { message }\n      ... on CreateProcessPayload { version { id } }\n    }\n  }\n"): (typeof documents)["\n  mutation ResourcesJob_Create($input: CreateProcessInput!) {\n    createProcess(input: $input) {\n      __typename\n      ... on Error { message }\n      ... on CreateProcessPayload { version { id } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ResourcesJob_Version($id: ID!) {\n    processVersion(id: $id) {\n      status\n      statusReason\n      resources { extended { name quantity } flavor }\n      assignedFlavors { coveredResources flavor }\n    }\n  }\n"): (typeof documents)["\n  query ResourcesJob_Version($id: ID!) {\n    processVersion(id: $id) {\n      status\n      statusReason\n      resources { extended { name quantity } flavor }\n      assignedFlavors { coveredResources flavor }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EndToEnd_Create($input: CreateProcessInput!) {\n    createProcess(input: $input) {\n      __typename\n      ... on Error { message }\n      ... on CreateProcessPayload { version { id status } }\n    }\n  }\n"): (typeof documents)["\n  mutation EndToEnd_Create($input: CreateProcessInput!) {\n    createProcess(input: $input) {\n      __typename\n      ... on Error { message }\n      ... on CreateProcessPayload { version { id status } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EndToEnd_Version($id: ID!) {\n    processVersion(id: $id) {\n      status\n      statusReason\n      statusMessage\n      jobName\n      exitCode\n      launchedAt\n      startedAt\n      finishedAt\n      history { status reason message }\n    }\n  }\n"): (typeof documents)["\n  query EndToEnd_Version($id: ID!) {\n    processVersion(id: $id) {\n      status\n      statusReason\n      statusMessage\n      jobName\n      exitCode\n      launchedAt\n      startedAt\n      finishedAt\n      history { status reason message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EndToEnd_Cancel($id: ID!) {\n    cancelProcessVersion(id: $id) {\n      __typename\n      ... on Error { message }\n      ... on ProcessVersion { status cancelRequestedAt }\n    }\n  }\n"): (typeof documents)["\n  mutation EndToEnd_Cancel($id: ID!) {\n    cancelProcessVersion(id: $id) {\n      __typename\n      ... on Error { message }\n      ... on ProcessVersion { status cancelRequestedAt }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OnlyFailed_Logs($id: ID!, $after: String) {\n    processVersion(id: $id) {\n      tasks { items(first: 1, after: $after) { edges { node { index status message logs } } } }\n    }\n  }\n"): (typeof documents)["\n  query OnlyFailed_Logs($id: ID!, $after: String) {\n    processVersion(id: $id) {\n      tasks { items(first: 1, after: $after) { edges { node { index status message logs } } } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OnlyFailed_Rerun($input: RerunProcessInput!) {\n    rerunProcess(input: $input) {\n      __typename\n      ... on Error { message }\n      ... on ValidationError { issues { field message } }\n      ... on CreateProcessPayload { version { id status } costEstimate { worstCase } }\n    }\n  }\n"): (typeof documents)["\n  mutation OnlyFailed_Rerun($input: RerunProcessInput!) {\n    rerunProcess(input: $input) {\n      __typename\n      ... on Error { message }\n      ... on ValidationError { issues { field message } }\n      ... on CreateProcessPayload { version { id status } costEstimate { worstCase } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TaskHarness_Create($input: CreateProcessInput!) {\n    createProcess(input: $input) {\n      __typename\n      ... on Error { message }\n      ... on ValidationError { issues { field message } }\n      ... on ResourceLimitExceededError { violations { resourceName requested limit } }\n      ... on CreateProcessPayload { version { id status } costEstimate { worstCase } }\n    }\n  }\n"): (typeof documents)["\n  mutation TaskHarness_Create($input: CreateProcessInput!) {\n    createProcess(input: $input) {\n      __typename\n      ... on Error { message }\n      ... on ValidationError { issues { field message } }\n      ... on ResourceLimitExceededError { violations { resourceName requested limit } }\n      ... on CreateProcessPayload { version { id status } costEstimate { worstCase } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TaskHarness_Version($id: ID!, $status: TaskStatus, $first: Int, $after: String) {\n    processVersion(id: $id) {\n      status\n      statusMessage\n      exitCode\n      history { status reason message }\n      tasks {\n        count\n        parallelism\n        gang\n        pending\n        running\n        succeeded\n        failed\n        failedIndexes\n        items(status: $status, first: $first, after: $after) {\n          edges { cursor node { index status exitCode parameters } }\n          pageInfo { hasNextPage endCursor }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query TaskHarness_Version($id: ID!, $status: TaskStatus, $first: Int, $after: String) {\n    processVersion(id: $id) {\n      status\n      statusMessage\n      exitCode\n      history { status reason message }\n      tasks {\n        count\n        parallelism\n        gang\n        pending\n        running\n        succeeded\n        failed\n        failedIndexes\n        items(status: $status, first: $first, after: $after) {\n          edges { cursor node { index status exitCode parameters } }\n          pageInfo { hasNextPage endCursor }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Tasks_Logs($id: ID!, $after: String) {\n    processVersion(id: $id) {\n      tasks { items(first: 1, after: $after) { edges { node { index logs } } } }\n    }\n  }\n"): (typeof documents)["\n  query Tasks_Logs($id: ID!, $after: String) {\n    processVersion(id: $id) {\n      tasks { items(first: 1, after: $after) { edges { node { index logs } } } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Tasks_Available($projectId: ID, $requests: ResourceRequestsInput, $tasks: TasksInput) {\n    availableClusters(projectId: $projectId, requests: $requests, tasks: $tasks) {\n      name\n      fitsRequest\n      startEstimate { basis }\n    }\n  }\n"): (typeof documents)["\n  query Tasks_Available($projectId: ID, $requests: ResourceRequestsInput, $tasks: TasksInput) {\n    availableClusters(projectId: $projectId, requests: $requests, tasks: $tasks) {\n      name\n      fitsRequest\n      startEstimate { basis }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApiTokensTest_CreateToken($name: String!) {\n    createApiToken(name: $name) {\n      __typename\n      ... on CreatedApiToken { token apiToken { id name current } }\n      ... on ValidationError { message issues { field message } }\n    }\n  }\n"): (typeof documents)["\n  mutation ApiTokensTest_CreateToken($name: String!) {\n    createApiToken(name: $name) {\n      __typename\n      ... on CreatedApiToken { token apiToken { id name current } }\n      ... on ValidationError { message issues { field message } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApiTokensTest_Tokens {\n    apiTokens { id name current }\n  }\n"): (typeof documents)["\n  query ApiTokensTest_Tokens {\n    apiTokens { id name current }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApiTokensTest_RevokeToken($id: ID!) {\n    revokeApiToken(id: $id)\n  }\n"): (typeof documents)["\n  mutation ApiTokensTest_RevokeToken($id: ID!) {\n    revokeApiToken(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuditActorsTest_Events($filter: AuditEventFilter) {\n    auditEvents(first: 100, filter: $filter) { edges { node { action summary system actor { email } } } }\n  }\n"): (typeof documents)["\n  query AuditActorsTest_Events($filter: AuditEventFilter) {\n    auditEvents(first: 100, filter: $filter) { edges { node { action summary system actor { email } } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuditFilterTest_Events($first: Int, $after: String, $filter: AuditEventFilter) {\n    auditEvents(first: $first, after: $after, filter: $filter) {\n      edges { node { action summary actor { email } } }\n      pageInfo { hasNextPage endCursor }\n    }\n    auditActions\n  }\n"): (typeof documents)["\n  query AuditFilterTest_Events($first: Int, $after: String, $filter: AuditEventFilter) {\n    auditEvents(first: $first, after: $after, filter: $filter) {\n      edges { node { action summary actor { email } } }\n      pageInfo { hasNextPage endCursor }\n    }\n    auditActions\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AuditFilterTest_Create($input: CreateProjectInput!) {\n    createProject(input: $input) { __typename }\n  }\n"): (typeof documents)["\n  mutation AuditFilterTest_Create($input: CreateProjectInput!) {\n    createProject(input: $input) { __typename }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DataVolumes_Register($input: RegisterVolumeInput!) {\n    registerVolume(input: $input) {\n      __typename\n      ... on Error { message }\n      ... on ValidationError { issues { field message } }\n      ... on DataVolume { name description readOnly claimName }\n    }\n  }\n"): (typeof documents)["\n  mutation DataVolumes_Register($input: RegisterVolumeInput!) {\n    registerVolume(input: $input) {\n      __typename\n      ... on Error { message }\n      ... on ValidationError { issues { field message } }\n      ... on DataVolume { name description readOnly claimName }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DataVolumes_Remove($clusterId: ID!, $name: String!) {\n    removeVolume(clusterId: $clusterId, name: $name) {\n      __typename\n      ... on Error { message }\n      ... on Cluster { name volumes { name } }\n    }\n  }\n"): (typeof documents)["\n  mutation DataVolumes_Remove($clusterId: ID!, $name: String!) {\n    removeVolume(clusterId: $clusterId, name: $name) {\n      __typename\n      ... on Error { message }\n      ... on Cluster { name volumes { name } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DataVolumes_Available($projectId: ID, $requests: ResourceRequestsInput, $mounts: [MountInput!]) {\n    availableClusters(projectId: $projectId, requests: $requests, mounts: $mounts) {\n      name\n      fitsRequest\n      volumes { name description readOnly }\n      startEstimate { basis message }\n      costEstimate { currency }\n    }\n  }\n"): (typeof documents)["\n  query DataVolumes_Available($projectId: ID, $requests: ResourceRequestsInput, $mounts: [MountInput!]) {\n    availableClusters(projectId: $projectId, requests: $requests, mounts: $mounts) {\n      name\n      fitsRequest\n      volumes { name description readOnly }\n      startEstimate { basis message }\n      costEstimate { currency }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DataVolumes_Create($input: CreateProcessInput!) {\n    createProcess(input: $input) {\n      __typename\n      ... on Error { message }\n      ... on ValidationError { issues { field message } }\n      ... on CreateProcessPayload {\n        cluster { name }\n        placementReason\n        version { id mounts { volume path readOnly } }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DataVolumes_Create($input: CreateProcessInput!) {\n    createProcess(input: $input) {\n      __typename\n      ... on Error { message }\n      ... on ValidationError { issues { field message } }\n      ... on CreateProcessPayload {\n        cluster { name }\n        placementReason\n        version { id mounts { volume path readOnly } }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DataVolumes_Rerun($input: RerunProcessInput!) {\n    rerunProcess(input: $input) {\n      __typename\n      ... on Error { message }\n      ... on ValidationError { issues { field message } }\n      ... on CreateProcessPayload { cluster { name } version { id mounts { volume path readOnly } } }\n    }\n  }\n"): (typeof documents)["\n  mutation DataVolumes_Rerun($input: RerunProcessInput!) {\n    rerunProcess(input: $input) {\n      __typename\n      ... on Error { message }\n      ... on ValidationError { issues { field message } }\n      ... on CreateProcessPayload { cluster { name } version { id mounts { volume path readOnly } } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DataVolumes_Version($id: ID!) {\n    processVersion(id: $id) { status statusReason statusMessage jobName }\n  }\n"): (typeof documents)["\n  query DataVolumes_Version($id: ID!) {\n    processVersion(id: $id) { status statusReason statusMessage jobName }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DisplayNamesTest_Create($input: CreateProjectInput!) {\n    createProject(input: $input) {\n      __typename\n      ... on Project { id name }\n      ... on ValidationError { issues { field message } }\n    }\n  }\n"): (typeof documents)["\n  mutation DisplayNamesTest_Create($input: CreateProjectInput!) {\n    createProject(input: $input) {\n      __typename\n      ... on Project { id name }\n      ... on ValidationError { issues { field message } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DisplayNamesTest_AddMember($input: AddProjectMemberInput!) {\n    addProjectMember(input: $input) {\n      __typename\n      ... on ProjectMember { role }\n      ... on ValidationError { issues { field message } }\n    }\n  }\n"): (typeof documents)["\n  mutation DisplayNamesTest_AddMember($input: AddProjectMemberInput!) {\n    addProjectMember(input: $input) {\n      __typename\n      ... on ProjectMember { role }\n      ... on ValidationError { issues { field message } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProcessAuditTest_Create($input: CreateProcessInput!) {\n    createProcess(input: $input) {\n      __typename\n      ... on CreateProcessPayload { process { id } version { id } }\n      ... on ValidationError { issues { field message } }\n    }\n  }\n"): (typeof documents)["\n  mutation ProcessAuditTest_Create($input: CreateProcessInput!) {\n    createProcess(input: $input) {\n      __typename\n      ... on CreateProcessPayload { process { id } version { id } }\n      ... on ValidationError { issues { field message } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProcessAuditTest_Rerun($input: RerunProcessInput!) {\n    rerunProcess(input: $input) {\n      __typename\n      ... on CreateProcessPayload { version { id version } }\n    }\n  }\n"): (typeof documents)["\n  mutation ProcessAuditTest_Rerun($input: RerunProcessInput!) {\n    rerunProcess(input: $input) {\n      __typename\n      ... on CreateProcessPayload { version { id version } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProcessAuditTest_Cancel($id: ID!) {\n    cancelProcessVersion(id: $id) { __typename ... on ProcessVersion { status } }\n  }\n"): (typeof documents)["\n  mutation ProcessAuditTest_Cancel($id: ID!) {\n    cancelProcessVersion(id: $id) { __typename ... on ProcessVersion { status } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProcessAuditTest_Audit($filter: AuditEventFilter) {\n    auditActions\n    auditEvents(first: 100, filter: $filter) {\n      edges { node { action targetType targetId summary actor { email } } }\n    }\n  }\n"): (typeof documents)["\n  query ProcessAuditTest_Audit($filter: AuditEventFilter) {\n    auditActions\n    auditEvents(first: 100, filter: $filter) {\n      edges { node { action targetType targetId summary actor { email } } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProcessByNameTest($projectId: ID!, $name: String!) {\n    project(id: $projectId) { id processByName(name: $name) { id name } }\n  }\n"): (typeof documents)["\n  query ProcessByNameTest($projectId: ID!, $name: String!) {\n    project(id: $projectId) { id processByName(name: $name) { id name } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProjectSecrets_Set($projectId: ID!, $name: String!, $value: String!) {\n    setProjectSecret(projectId: $projectId, name: $name, value: $value) {\n      __typename\n      ... on Error { message }\n      ... on ValidationError { issues { field message } }\n      ... on ProjectSecret { name updatedAt updatedBy { email } }\n    }\n  }\n"): (typeof documents)["\n  mutation ProjectSecrets_Set($projectId: ID!, $name: String!, $value: String!) {\n    setProjectSecret(projectId: $projectId, name: $name, value: $value) {\n      __typename\n      ... on Error { message }\n      ... on ValidationError { issues { field message } }\n      ... on ProjectSecret { name updatedAt updatedBy { email } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProjectSecrets_Delete($projectId: ID!, $name: String!) {\n    deleteProjectSecret(projectId: $projectId, name: $name) {\n      __typename\n      ... on Error { message }\n      ... on Project { secrets { name } }\n    }\n  }\n"): (typeof documents)["\n  mutation ProjectSecrets_Delete($projectId: ID!, $name: String!) {\n    deleteProjectSecret(projectId: $projectId, name: $name) {\n      __typename\n      ... on Error { message }\n      ... on Project { secrets { name } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProjectSecrets_List($id: ID!) {\n    project(id: $id) { secrets { name updatedAt updatedBy { email } } }\n  }\n"): (typeof documents)["\n  query ProjectSecrets_List($id: ID!) {\n    project(id: $id) { secrets { name updatedAt updatedBy { email } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProjectSecrets_Create($input: CreateProcessInput!) {\n    createProcess(input: $input) {\n      __typename\n      ... on Error { message }\n      ... on ValidationError { issues { field message } }\n      ... on CreateProcessPayload { version { id env { name value secret } } }\n    }\n  }\n"): (typeof documents)["\n  mutation ProjectSecrets_Create($input: CreateProcessInput!) {\n    createProcess(input: $input) {\n      __typename\n      ... on Error { message }\n      ... on ValidationError { issues { field message } }\n      ... on CreateProcessPayload { version { id env { name value secret } } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProjectSecrets_Rerun($input: RerunProcessInput!) {\n    rerunProcess(input: $input) {\n      __typename\n      ... on Error { message }\n      ... on ValidationError { issues { field message } }\n      ... on CreateProcessPayload { version { id env { name value secret } } }\n    }\n  }\n"): (typeof documents)["\n  mutation ProjectSecrets_Rerun($input: RerunProcessInput!) {\n    rerunProcess(input: $input) {\n      __typename\n      ... on Error { message }\n      ... on ValidationError { issues { field message } }\n      ... on CreateProcessPayload { version { id env { name value secret } } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProjectSecrets_Version($id: ID!) {\n    processVersion(id: $id) { status statusReason statusMessage jobName env { name value secret } }\n  }\n"): (typeof documents)["\n  query ProjectSecrets_Version($id: ID!) {\n    processVersion(id: $id) { status statusReason statusMessage jobName env { name value secret } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProjectSecrets_Logs($id: ID!) {\n    processVersion(id: $id) { logs }\n  }\n"): (typeof documents)["\n  query ProjectSecrets_Logs($id: ID!) {\n    processVersion(id: $id) { logs }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProjectStatusCountsTest_Projects {\n    projects { name statusCounts { running queued failed succeeded cancelled } }\n  }\n"): (typeof documents)["\n  query ProjectStatusCountsTest_Projects {\n    projects { name statusCounts { running queued failed succeeded cancelled } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProjectsTest_Create($input: CreateProjectInput!) {\n    createProject(input: $input) {\n      __typename\n      ... on Project { id name description viewerRole viewerCanManage members { role user { email } } }\n      ... on ValidationError { message issues { field message } }\n    }\n  }\n"): (typeof documents)["\n  mutation ProjectsTest_Create($input: CreateProjectInput!) {\n    createProject(input: $input) {\n      __typename\n      ... on Project { id name description viewerRole viewerCanManage members { role user { email } } }\n      ... on ValidationError { message issues { field message } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProjectsTest_Update($input: UpdateProjectInput!) {\n    updateProject(input: $input) {\n      __typename\n      ... on Project { id name description }\n      ... on ValidationError { issues { field message } }\n      ... on NotFoundError { message }\n    }\n  }\n"): (typeof documents)["\n  mutation ProjectsTest_Update($input: UpdateProjectInput!) {\n    updateProject(input: $input) {\n      __typename\n      ... on Project { id name description }\n      ... on ValidationError { issues { field message } }\n      ... on NotFoundError { message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProjectsTest_AddMember($input: AddProjectMemberInput!) {\n    addProjectMember(input: $input) {\n      __typename\n      ... on ProjectMember { role user { id email active } }\n      ... on ValidationError { message issues { field message } }\n      ... on NotFoundError { message }\n    }\n  }\n"): (typeof documents)["\n  mutation ProjectsTest_AddMember($input: AddProjectMemberInput!) {\n    addProjectMember(input: $input) {\n      __typename\n      ... on ProjectMember { role user { id email active } }\n      ... on ValidationError { message issues { field message } }\n      ... on NotFoundError { message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProjectsTest_UpdateMember($input: UpdateProjectMemberInput!) {\n    updateProjectMember(input: $input) {\n      __typename\n      ... on ProjectMember { role user { email } }\n      ... on LastOwnerError { message }\n      ... on NotFoundError { message }\n      ... on ValidationError { message }\n    }\n  }\n"): (typeof documents)["\n  mutation ProjectsTest_UpdateMember($input: UpdateProjectMemberInput!) {\n    updateProjectMember(input: $input) {\n      __typename\n      ... on ProjectMember { role user { email } }\n      ... on LastOwnerError { message }\n      ... on NotFoundError { message }\n      ... on ValidationError { message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProjectsTest_RemoveMember($input: RemoveProjectMemberInput!) {\n    removeProjectMember(input: $input) {\n      __typename\n      ... on Project { id members { user { email } } }\n      ... on LastOwnerError { message }\n      ... on NotFoundError { message }\n    }\n  }\n"): (typeof documents)["\n  mutation ProjectsTest_RemoveMember($input: RemoveProjectMemberInput!) {\n    removeProjectMember(input: $input) {\n      __typename\n      ... on Project { id members { user { email } } }\n      ... on LastOwnerError { message }\n      ... on NotFoundError { message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProjectsTest_Project($id: ID!) {\n    project(id: $id) { id name members { role user { email } } }\n  }\n"): (typeof documents)["\n  query ProjectsTest_Project($id: ID!) {\n    project(id: $id) { id name members { role user { email } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProjectsTest_Audit($first: Int, $after: String) {\n    auditEvents(first: $first, after: $after) {\n      edges { cursor node { action targetType targetId summary actor { email } } }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n"): (typeof documents)["\n  query ProjectsTest_Audit($first: Int, $after: String) {\n    auditEvents(first: $first, after: $after) {\n      edges { cursor node { action targetType targetId summary actor { email } } }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RefusalAuditTest_Deactivate($id: ID!) {\n    deactivateUser(id: $id) { __typename }\n  }\n"): (typeof documents)["\n  mutation RefusalAuditTest_Deactivate($id: ID!) {\n    deactivateUser(id: $id) { __typename }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RefusalAuditTest_RemoveMember($input: RemoveProjectMemberInput!) {\n    removeProjectMember(input: $input) {\n      __typename\n      ... on LastOwnerError { message }\n    }\n  }\n"): (typeof documents)["\n  mutation RefusalAuditTest_RemoveMember($input: RemoveProjectMemberInput!) {\n    removeProjectMember(input: $input) {\n      __typename\n      ... on LastOwnerError { message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription StreamsTest_ProjectUpdated($projectId: ID!) {\n    projectProcessesUpdated(projectId: $projectId) { id status }\n  }\n"): (typeof documents)["\n  subscription StreamsTest_ProjectUpdated($projectId: ID!) {\n    projectProcessesUpdated(projectId: $projectId) { id status }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription StreamsTest_VersionUpdated($id: ID!) {\n    processVersionUpdated(id: $id) { id status }\n  }\n"): (typeof documents)["\n  subscription StreamsTest_VersionUpdated($id: ID!) {\n    processVersionUpdated(id: $id) { id status }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription StreamsTest_Follow($id: ID!) {\n    processVersionLogs(id: $id)\n  }\n"): (typeof documents)["\n  subscription StreamsTest_Follow($id: ID!) {\n    processVersionLogs(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StreamsTest_Revoke($id: ID!) {\n    revokeApiToken(id: $id)\n  }\n"): (typeof documents)["\n  mutation StreamsTest_Revoke($id: ID!) {\n    revokeApiToken(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StreamsTest_Remove($input: RemoveProjectMemberInput!) {\n    removeProjectMember(input: $input) { __typename }\n  }\n"): (typeof documents)["\n  mutation StreamsTest_Remove($input: RemoveProjectMemberInput!) {\n    removeProjectMember(input: $input) { __typename }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StreamsTest_UpdateMember($input: UpdateProjectMemberInput!) {\n    updateProjectMember(input: $input) { __typename }\n  }\n"): (typeof documents)["\n  mutation StreamsTest_UpdateMember($input: UpdateProjectMemberInput!) {\n    updateProjectMember(input: $input) { __typename }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StreamsTest_Deactivate($id: ID!) {\n    deactivateUser(id: $id) { __typename ... on User { active } }\n  }\n"): (typeof documents)["\n  mutation StreamsTest_Deactivate($id: ID!) {\n    deactivateUser(id: $id) { __typename ... on User { active } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UsersTest_Users {\n    users { id email isAdmin active lastSeenAt }\n  }\n"): (typeof documents)["\n  query UsersTest_Users {\n    users { id email isAdmin active lastSeenAt }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UsersTest_Viewer {\n    viewer { id active canCreateProjects }\n  }\n"): (typeof documents)["\n  query UsersTest_Viewer {\n    viewer { id active canCreateProjects }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UsersTest_Deactivate($id: ID!) {\n    deactivateUser(id: $id) {\n      __typename\n      ... on User { id active }\n      ... on NotFoundError { message }\n    }\n  }\n"): (typeof documents)["\n  mutation UsersTest_Deactivate($id: ID!) {\n    deactivateUser(id: $id) {\n      __typename\n      ... on User { id active }\n      ... on NotFoundError { message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UsersTest_Reactivate($id: ID!) {\n    reactivateUser(id: $id) {\n      __typename\n      ... on User { id active }\n      ... on NotFoundError { message }\n    }\n  }\n"): (typeof documents)["\n  mutation UsersTest_Reactivate($id: ID!) {\n    reactivateUser(id: $id) {\n      __typename\n      ... on User { id active }\n      ... on NotFoundError { message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UsersTest_CreateToken($name: String!, $expiresAt: DateTime) {\n    createApiToken(name: $name, expiresAt: $expiresAt) {\n      __typename\n      ... on CreatedApiToken { token apiToken { id prefix } }\n    }\n  }\n"): (typeof documents)["\n  mutation UsersTest_CreateToken($name: String!, $expiresAt: DateTime) {\n    createApiToken(name: $name, expiresAt: $expiresAt) {\n      __typename\n      ... on CreatedApiToken { token apiToken { id prefix } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UsersTest_RevokeToken($id: ID!) {\n    revokeApiToken(id: $id)\n  }\n"): (typeof documents)["\n  mutation UsersTest_RevokeToken($id: ID!) {\n    revokeApiToken(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UsersTest_Register($input: RegisterClusterInput!) {\n    registerCluster(input: $input) { __typename ... on Cluster { id } }\n  }\n"): (typeof documents)["\n  mutation UsersTest_Register($input: RegisterClusterInput!) {\n    registerCluster(input: $input) { __typename ... on Cluster { id } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UsersTest_Update($input: UpdateClusterInput!) {\n    updateCluster(input: $input) { __typename ... on Cluster { id active } }\n  }\n"): (typeof documents)["\n  mutation UsersTest_Update($input: UpdateClusterInput!) {\n    updateCluster(input: $input) { __typename ... on Cluster { id active } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UsersTest_Cancel($id: ID!) {\n    cancelProcessVersion(id: $id) { __typename ... on ProcessVersion { status } }\n  }\n"): (typeof documents)["\n  mutation UsersTest_Cancel($id: ID!) {\n    cancelProcessVersion(id: $id) { __typename ... on ProcessVersion { status } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UsersTest_Audit($first: Int) {\n    auditEvents(first: $first) {\n      edges { node { action targetType targetId summary actor { email } } }\n    }\n  }\n"): (typeof documents)["\n  query UsersTest_Audit($first: Int) {\n    auditEvents(first: $first) {\n      edges { node { action targetType targetId summary actor { email } } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BudgetGuards_SetPrice($clusterId: ID!, $flavor: String!, $resource: String!, $price: Float) {\n    setFlavorPrice(clusterId: $clusterId, flavor: $flavor, resource: $resource, pricePerHour: $price) {\n      __typename\n    }\n  }\n"): (typeof documents)["\n  mutation BudgetGuards_SetPrice($clusterId: ID!, $flavor: String!, $resource: String!, $price: Float) {\n    setFlavorPrice(clusterId: $clusterId, flavor: $flavor, resource: $resource, pricePerHour: $price) {\n      __typename\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BudgetGuards_SetBudget($projectId: ID!, $input: ProjectBudgetInput) {\n    setProjectBudget(projectId: $projectId, input: $input) { __typename }\n  }\n"): (typeof documents)["\n  mutation BudgetGuards_SetBudget($projectId: ID!, $input: ProjectBudgetInput) {\n    setProjectBudget(projectId: $projectId, input: $input) { __typename }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BudgetGuards_Budget($id: ID!) {\n    project(id: $id) { budget { used committed remaining } }\n  }\n"): (typeof documents)["\n  query BudgetGuards_Budget($id: ID!) {\n    project(id: $id) { budget { used committed remaining } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BudgetGuards_Create($input: CreateProcessInput!) {\n    createProcess(input: $input) {\n      __typename\n      ... on CreateProcessPayload {\n        flavor\n        costEstimate { worstCase expected currency gpuHoursWorstCase perHour unpricedResources }\n        version { id }\n      }\n      ... on BudgetExceededError { message remaining required unit }\n    }\n  }\n"): (typeof documents)["\n  mutation BudgetGuards_Create($input: CreateProcessInput!) {\n    createProcess(input: $input) {\n      __typename\n      ... on CreateProcessPayload {\n        flavor\n        costEstimate { worstCase expected currency gpuHoursWorstCase perHour unpricedResources }\n        version { id }\n      }\n      ... on BudgetExceededError { message remaining required unit }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BudgetGuards_Available($projectId: ID, $requests: ResourceRequestsInput) {\n    availableClusters(projectId: $projectId, requests: $requests) { name costEstimate { worstCase perHour } }\n  }\n"): (typeof documents)["\n  query BudgetGuards_Available($projectId: ID, $requests: ResourceRequestsInput) {\n    availableClusters(projectId: $projectId, requests: $requests) { name costEstimate { worstCase perHour } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Budgets_SetPrice($clusterId: ID!, $flavor: String!, $resource: String!, $price: Float) {\n    setFlavorPrice(clusterId: $clusterId, flavor: $flavor, resource: $resource, pricePerHour: $price) {\n      __typename\n      ... on Cluster { id prices { flavor resource pricePerHour currency } }\n      ... on ValidationError { message }\n      ... on NotFoundError { message }\n    }\n  }\n"): (typeof documents)["\n  mutation Budgets_SetPrice($clusterId: ID!, $flavor: String!, $resource: String!, $price: Float) {\n    setFlavorPrice(clusterId: $clusterId, flavor: $flavor, resource: $resource, pricePerHour: $price) {\n      __typename\n      ... on Cluster { id prices { flavor resource pricePerHour currency } }\n      ... on ValidationError { message }\n      ... on NotFoundError { message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Budgets_SetBudget($projectId: ID!, $input: ProjectBudgetInput) {\n    setProjectBudget(projectId: $projectId, input: $input) {\n      __typename\n      ... on Project { id budget { period unit limit hard used committed remaining } }\n      ... on ValidationError { message }\n      ... on NotFoundError { message }\n    }\n  }\n"): (typeof documents)["\n  mutation Budgets_SetBudget($projectId: ID!, $input: ProjectBudgetInput) {\n    setProjectBudget(projectId: $projectId, input: $input) {\n      __typename\n      ... on Project { id budget { period unit limit hard used committed remaining } }\n      ... on ValidationError { message }\n      ... on NotFoundError { message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Budgets_Budget($id: ID!) {\n    project(id: $id) { budget { unit limit hard used committed remaining } }\n  }\n"): (typeof documents)["\n  query Budgets_Budget($id: ID!) {\n    project(id: $id) { budget { unit limit hard used committed remaining } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Budgets_Create($input: CreateProcessInput!) {\n    createProcess(input: $input) {\n      __typename\n      ... on CreateProcessPayload {\n        dryRun\n        cluster { name }\n        placementReason\n        budgetWarning\n        costEstimate { worstCase expected currency gpuHoursWorstCase perHour unpricedResources }\n        version { id }\n      }\n      ... on BudgetExceededError { message remaining required unit }\n      ... on ValidationError { message issues { field message } }\n      ... on ResourceLimitExceededError { message }\n    }\n  }\n"): (typeof documents)["\n  mutation Budgets_Create($input: CreateProcessInput!) {\n    createProcess(input: $input) {\n      __typename\n      ... on CreateProcessPayload {\n        dryRun\n        cluster { name }\n        placementReason\n        budgetWarning\n        costEstimate { worstCase expected currency gpuHoursWorstCase perHour unpricedResources }\n        version { id }\n      }\n      ... on BudgetExceededError { message remaining required unit }\n      ... on ValidationError { message issues { field message } }\n      ... on ResourceLimitExceededError { message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Budgets_Rerun($input: RerunProcessInput!) {\n    rerunProcess(input: $input) {\n      __typename\n      ... on CreateProcessPayload { budgetWarning costEstimate { worstCase expected } version { id } }\n      ... on BudgetExceededError { remaining required unit }\n    }\n  }\n"): (typeof documents)["\n  mutation Budgets_Rerun($input: RerunProcessInput!) {\n    rerunProcess(input: $input) {\n      __typename\n      ... on CreateProcessPayload { budgetWarning costEstimate { worstCase expected } version { id } }\n      ... on BudgetExceededError { remaining required unit }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Prices_SetPrice($clusterId: ID!, $flavor: String!, $resource: String!, $price: Float) {\n    setFlavorPrice(clusterId: $clusterId, flavor: $flavor, resource: $resource, pricePerHour: $price) {\n      __typename\n      ... on Cluster { prices { flavor resource pricePerHour } }\n      ... on ValidationError { message issues { field message } }\n    }\n  }\n"): (typeof documents)["\n  mutation Prices_SetPrice($clusterId: ID!, $flavor: String!, $resource: String!, $price: Float) {\n    setFlavorPrice(clusterId: $clusterId, flavor: $flavor, resource: $resource, pricePerHour: $price) {\n      __typename\n      ... on Cluster { prices { flavor resource pricePerHour } }\n      ... on ValidationError { message issues { field message } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Report_Usage($projectId: ID, $from: DateTime!, $to: DateTime!, $groupBy: [UsageDimension!]!) {\n    usage(projectId: $projectId, from: $from, to: $to, groupBy: $groupBy) {\n      totalCost\n      currency\n      rows { project { id } user { id } cluster { name } flavor resource day resourceSeconds cost }\n    }\n  }\n"): (typeof documents)["\n  query Report_Usage($projectId: ID, $from: DateTime!, $to: DateTime!, $groupBy: [UsageDimension!]!) {\n    usage(projectId: $projectId, from: $from, to: $to, groupBy: $groupBy) {\n      totalCost\n      currency\n      rows { project { id } user { id } cluster { name } flavor resource day resourceSeconds cost }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Waits_Report($projectId: ID!, $from: DateTime!, $to: DateTime!) {\n    waits(projectId: $projectId, from: $from, to: $to) {\n      rows {\n        cluster { name }\n        count\n        medianSeconds\n        p90Seconds\n        reasons { reason count }\n      }\n    }\n  }\n"): (typeof documents)["\n  query Waits_Report($projectId: ID!, $from: DateTime!, $to: DateTime!) {\n    waits(projectId: $projectId, from: $from, to: $to) {\n      rows {\n        cluster { name }\n        count\n        medianSeconds\n        p90Seconds\n        reasons { reason count }\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;