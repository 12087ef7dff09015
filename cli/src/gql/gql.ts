/* eslint-disable */
import * as types from './graphql.js';



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
    "\n  mutation Cancel_CancelVersionMutation($id: ID!) {\n    cancelProcessVersion(id: $id) {\n      __typename\n      ... on ProcessVersion {\n        ...VersionFields\n      }\n      ... on Error {\n        message\n      }\n      ... on ClusterUnavailableError {\n        clusterName\n        kind\n        retrying\n      }\n      ... on VersionNotCancellableError {\n        status\n      }\n    }\n  }\n": typeof types.Cancel_CancelVersionMutationDocument,
    "\n  query Clusters_AvailableClustersQuery(\n    $projectId: ID\n    $requests: ResourceRequestsInput\n    $tasks: TasksInput\n    $mounts: [MountInput!]\n  ) {\n    availableClusters(projectId: $projectId, requests: $requests, tasks: $tasks, mounts: $mounts) {\n      id\n      name\n      description\n      sortOrder\n      maxRuntimeSeconds\n      fitsRequest\n      health {\n        status\n        message\n      }\n      limits {\n        source\n        maxCpuCores\n        maxMemoryBytes\n        maxMemoryGiB\n        maxRuntimeSeconds\n        maxima {\n          name\n          quantity\n          amount\n        }\n        priorityClasses {\n          name\n          value\n        }\n        flavors {\n          name\n          cpu\n          memory\n        }\n      }\n      queue {\n        pendingWorkloads\n        admittedWorkloads\n      }\n      volumes {\n        name\n        description\n        readOnly\n      }\n      startEstimate {\n        basis\n        message\n        expectedWaitSeconds\n        latestWaitSeconds\n        expectedStartAt\n        workloadsAhead\n      }\n      costEstimate {\n        currency\n        perHour\n        worstCase\n        expected\n      }\n    }\n  }\n": typeof types.Clusters_AvailableClustersQueryDocument,
    "\n  query Whoami_ViewerQuery {\n    viewer {\n      id\n      email\n      name\n      isAdmin\n      canCreateProjects\n    }\n  }\n": typeof types.Whoami_ViewerQueryDocument,
    "\n  query Logs_VersionLogsQuery($id: ID!, $tailLines: Int) {\n    processVersion(id: $id) {\n      id\n      status\n      logs(tailLines: $tailLines)\n      logSource\n      logMessage\n      logsTruncated\n    }\n  }\n": typeof types.Logs_VersionLogsQueryDocument,
    "\n  query Logs_TaskLogsQuery($id: ID!, $after: String, $tailLines: Int) {\n    processVersion(id: $id) {\n      id\n      status\n      tasks {\n        count\n        items(first: 1, after: $after) {\n          edges {\n            node {\n              index\n              status\n              exitCode\n              message\n              logs(tailLines: $tailLines)\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.Logs_TaskLogsQueryDocument,
    "\n  query Ls_ProcessesQuery($projectId: ID!, $first: Int!) {\n    project(id: $projectId) {\n      id\n      name\n      processes(first: $first) {\n        totalCount\n        edges {\n          node {\n            id\n            name\n            createdAt\n            latestVersion {\n              id\n              version\n              status\n              exitCode\n              createdAt\n              startedAt\n              finishedAt\n              cluster {\n                id\n                name\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.Ls_ProcessesQueryDocument,
    "\n  query Projects_ProjectsQuery {\n    projects {\n      id\n      name\n      description\n      viewerRole\n      memberCount\n      createdAt\n      statusCounts {\n        queued\n        running\n        succeeded\n        failed\n        cancelled\n      }\n      budget {\n        unit\n        limit\n        used\n        remaining\n        hard\n      }\n    }\n  }\n": typeof types.Projects_ProjectsQueryDocument,
    "\n  mutation Rerun_RerunProcessMutation($input: RerunProcessInput!) {\n    rerunProcess(input: $input) {\n      __typename\n      ... on CreateProcessPayload {\n        ...CreatePayloadFields\n      }\n      ...RefusalFields\n    }\n  }\n": typeof types.Rerun_RerunProcessMutationDocument,
    "\n  mutation Run_CreateProcessMutation($input: CreateProcessInput!) {\n    createProcess(input: $input) {\n      __typename\n      ... on CreateProcessPayload {\n        ...CreatePayloadFields\n      }\n      ...RefusalFields\n    }\n  }\n": typeof types.Run_CreateProcessMutationDocument,
    "\n  fragment CreatePayloadFields on CreateProcessPayload {\n    dryRun\n    flavor\n    placementReason\n    budgetWarning\n    cluster {\n      id\n      name\n    }\n    process {\n      id\n      name\n    }\n    version {\n      ...VersionFields\n    }\n    costEstimate {\n      currency\n      perHour\n      worstCase\n      expected\n    }\n  }\n": typeof types.CreatePayloadFieldsFragmentDoc,
    "\n  fragment RefusalFields on CreateProcessResult {\n    ... on Error {\n      message\n    }\n    ... on ValidationError {\n      issues {\n        field\n        message\n      }\n    }\n    ... on ClusterNotAllowedError {\n      clusterId\n    }\n    ... on ResourceLimitExceededError {\n      cluster {\n        id\n        name\n      }\n      violations {\n        resource\n        resourceName\n        requested\n        limit\n        flavor\n      }\n    }\n    ... on BudgetExceededError {\n      remaining\n      required\n      unit\n    }\n  }\n": typeof types.RefusalFieldsFragmentDoc,
    "\n  query Status_VersionQuery($id: ID!) {\n    processVersion(id: $id) {\n      ...VersionFields\n      history {\n        status\n        reason\n        message\n        createdAt\n      }\n    }\n  }\n": typeof types.Status_VersionQueryDocument,
    "\n  query Status_LatestVersionQuery($id: ID!) {\n    process(id: $id) {\n      latestVersion {\n        id\n      }\n    }\n  }\n": typeof types.Status_LatestVersionQueryDocument,
    "\n  query Logs_TaskFollowQuery($id: ID!, $after: String) {\n    processVersion(id: $id) {\n      id\n      tasks {\n        count\n        items(first: 1, after: $after) {\n          edges {\n            node {\n              index\n              status\n              logs\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.Logs_TaskFollowQueryDocument,
    "\n  query Usage_ReportQuery($from: DateTime!, $to: DateTime!, $groupBy: [UsageDimension!]!, $projectId: ID) {\n    usage(from: $from, to: $to, groupBy: $groupBy, projectId: $projectId) {\n      currency\n      totalCost\n      rows {\n        project {\n          id\n          name\n        }\n        cluster {\n          id\n          name\n        }\n        resource\n        resourceSeconds\n        cost\n      }\n    }\n  }\n": typeof types.Usage_ReportQueryDocument,
    "\n  query Usage_ViewerProjectsQuery {\n    viewer {\n      id\n      isAdmin\n    }\n    projects {\n      id\n    }\n  }\n": typeof types.Usage_ViewerProjectsQueryDocument,
    "\n  fragment VersionFields on ProcessVersion {\n    id\n    version\n    status\n    statusReason\n    statusMessage\n    waitingReason\n    exitCode\n    image\n    command\n    args\n    env {\n      name\n      value\n      secret\n    }\n    mounts {\n      volume\n      path\n      readOnly\n    }\n    createdAt\n    launchedAt\n    startedAt\n    finishedAt\n    jobName\n    cancelRequestedAt\n    cluster {\n      id\n      name\n    }\n    process {\n      id\n      name\n      project {\n        id\n        name\n      }\n    }\n    resources {\n      cpu\n      memory\n      deadlineSeconds\n      flavor\n      priorityClass\n      extended {\n        name\n        quantity\n      }\n    }\n    tasks {\n      count\n      parallelism\n      gang\n      pending\n      running\n      succeeded\n      failed\n      failedIndexes\n    }\n    queuePosition {\n      positionInClusterQueue\n      positionInLocalQueue\n      workloadsAhead\n      estimate {\n        message\n        expectedWaitSeconds\n      }\n    }\n  }\n": typeof types.VersionFieldsFragmentDoc,
    "\n  query Resolve_ProjectsQuery {\n    projects {\n      id\n      name\n    }\n  }\n": typeof types.Resolve_ProjectsQueryDocument,
    "\n  query Resolve_ClustersQuery($projectId: ID) {\n    availableClusters(projectId: $projectId) {\n      id\n      name\n    }\n  }\n": typeof types.Resolve_ClustersQueryDocument,
    "\n  subscription Wait_VersionUpdatedSubscription($id: ID!) {\n    processVersionUpdated(id: $id) {\n      ...VersionFields\n    }\n  }\n": typeof types.Wait_VersionUpdatedSubscriptionDocument,
    "\n  subscription Logs_ChunksSubscription($id: ID!, $after: String, $tailLines: Int) {\n    processVersionLogChunks(id: $id, after: $after, tailLines: $tailLines) {\n      text\n      cursor\n      finished\n    }\n  }\n": typeof types.Logs_ChunksSubscriptionDocument,
};
const documents: Documents = {
    "\n  mutation Cancel_CancelVersionMutation($id: ID!) {\n    cancelProcessVersion(id: $id) {\n      __typename\n      ... on ProcessVersion {\n        ...VersionFields\n      }\n      ... on Error {\n        message\n      }\n      ... on ClusterUnavailableError {\n        clusterName\n        kind\n        retrying\n      }\n      ... on VersionNotCancellableError {\n        status\n      }\n    }\n  }\n": types.Cancel_CancelVersionMutationDocument,
    "\n  query Clusters_AvailableClustersQuery(\n    $projectId: ID\n    $requests: ResourceRequestsInput\n    $tasks: TasksInput\n    $mounts: [MountInput!]\n  ) {\n    availableClusters(projectId: $projectId, requests: $requests, tasks: $tasks, mounts: $mounts) {\n      id\n      name\n      description\n      sortOrder\n      maxRuntimeSeconds\n      fitsRequest\n      health {\n        status\n        message\n      }\n      limits {\n        source\n        maxCpuCores\n        maxMemoryBytes\n        maxMemoryGiB\n        maxRuntimeSeconds\n        maxima {\n          name\n          quantity\n          amount\n        }\n        priorityClasses {\n          name\n          value\n        }\n        flavors {\n          name\n          cpu\n          memory\n        }\n      }\n      queue {\n        pendingWorkloads\n        admittedWorkloads\n      }\n      volumes {\n        name\n        description\n        readOnly\n      }\n      startEstimate {\n        basis\n        message\n        expectedWaitSeconds\n        latestWaitSeconds\n        expectedStartAt\n        workloadsAhead\n      }\n      costEstimate {\n        currency\n        perHour\n        worstCase\n        expected\n      }\n    }\n  }\n": types.Clusters_AvailableClustersQueryDocument,
    "\n  query Whoami_ViewerQuery {\n    viewer {\n      id\n      email\n      name\n      isAdmin\n      canCreateProjects\n    }\n  }\n": types.Whoami_ViewerQueryDocument,
    "\n  query Logs_VersionLogsQuery($id: ID!, $tailLines: Int) {\n    processVersion(id: $id) {\n      id\n      status\n      logs(tailLines: $tailLines)\n      logSource\n      logMessage\n      logsTruncated\n    }\n  }\n": types.Logs_VersionLogsQueryDocument,
    "\n  query Logs_TaskLogsQuery($id: ID!, $after: String, $tailLines: Int) {\n    processVersion(id: $id) {\n      id\n      status\n      tasks {\n        count\n        items(first: 1, after: $after) {\n          edges {\n            node {\n              index\n              status\n              exitCode\n              message\n              logs(tailLines: $tailLines)\n            }\n          }\n        }\n      }\n    }\n  }\n": types.Logs_TaskLogsQueryDocument,
    "\n  query Ls_ProcessesQuery($projectId: ID!, $first: Int!) {\n    project(id: $projectId) {\n      id\n      name\n      processes(first: $first) {\n        totalCount\n        edges {\n          node {\n            id\n            name\n            createdAt\n            latestVersion {\n              id\n              version\n              status\n              exitCode\n              createdAt\n              startedAt\n              finishedAt\n              cluster {\n                id\n                name\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": types.Ls_ProcessesQueryDocument,
    "\n  query Projects_ProjectsQuery {\n    projects {\n      id\n      name\n      description\n      viewerRole\n      memberCount\n      createdAt\n      statusCounts {\n        queued\n        running\n        succeeded\n        failed\n        cancelled\n      }\n      budget {\n        unit\n        limit\n        used\n        remaining\n        hard\n      }\n    }\n  }\n": types.Projects_ProjectsQueryDocument,
    "\n  mutation Rerun_RerunProcessMutation($input: RerunProcessInput!) {\n    rerunProcess(input: $input) {\n      __typename\n      ... on CreateProcessPayload {\n        ...CreatePayloadFields\n      }\n      ...RefusalFields\n    }\n  }\n": types.Rerun_RerunProcessMutationDocument,
    "\n  mutation Run_CreateProcessMutation($input: CreateProcessInput!) {\n    createProcess(input: $input) {\n      __typename\n      ... on CreateProcessPayload {\n        ...CreatePayloadFields\n      }\n      ...RefusalFields\n    }\n  }\n": types.Run_CreateProcessMutationDocument,
    "\n  fragment CreatePayloadFields on CreateProcessPayload {\n    dryRun\n    flavor\n    placementReason\n    budgetWarning\n    cluster {\n      id\n      name\n    }\n    process {\n      id\n      name\n    }\n    version {\n      ...VersionFields\n    }\n    costEstimate {\n      currency\n      perHour\n      worstCase\n      expected\n    }\n  }\n": types.CreatePayloadFieldsFragmentDoc,
    "\n  fragment RefusalFields on CreateProcessResult {\n    ... on Error {\n      message\n    }\n    ... on ValidationError {\n      issues {\n        field\n        message\n      }\n    }\n    ... on ClusterNotAllowedError {\n      clusterId\n    }\n    ... on ResourceLimitExceededError {\n      cluster {\n        id\n        name\n      }\n      violations {\n        resource\n        resourceName\n        requested\n        limit\n        flavor\n      }\n    }\n    ... on BudgetExceededError {\n      remaining\n      required\n      unit\n    }\n  }\n": types.RefusalFieldsFragmentDoc,
    "\n  query Status_VersionQuery($id: ID!) {\n    processVersion(id: $id) {\n      ...VersionFields\n      history {\n        status\n        reason\n        message\n        createdAt\n      }\n    }\n  }\n": types.Status_VersionQueryDocument,
    "\n  query Status_LatestVersionQuery($id: ID!) {\n    process(id: $id) {\n      latestVersion {\n        id\n      }\n    }\n  }\n": types.Status_LatestVersionQueryDocument,
    "\n  query Logs_TaskFollowQuery($id: ID!, $after: String) {\n    processVersion(id: $id) {\n      id\n      tasks {\n        count\n        items(first: 1, after: $after) {\n          edges {\n            node {\n              index\n              status\n              logs\n            }\n          }\n        }\n      }\n    }\n  }\n": types.Logs_TaskFollowQueryDocument,
    "\n  query Usage_ReportQuery($from: DateTime!, $to: DateTime!, $groupBy: [UsageDimension!]!, $projectId: ID) {\n    usage(from: $from, to: $to, groupBy: $groupBy, projectId: $projectId) {\n      currency\n      totalCost\n      rows {\n        project {\n          id\n          name\n        }\n        cluster {\n          id\n          name\n        }\n        resource\n        resourceSeconds\n        cost\n      }\n    }\n  }\n": types.Usage_ReportQueryDocument,
    "\n  query Usage_ViewerProjectsQuery {\n    viewer {\n      id\n      isAdmin\n    }\n    projects {\n      id\n    }\n  }\n": types.Usage_ViewerProjectsQueryDocument,
    "\n  fragment VersionFields on ProcessVersion {\n    id\n    version\n    status\n    statusReason\n    statusMessage\n    waitingReason\n    exitCode\n    image\n    command\n    args\n    env {\n      name\n      value\n      secret\n    }\n    mounts {\n      volume\n      path\n      readOnly\n    }\n    createdAt\n    launchedAt\n    startedAt\n    finishedAt\n    jobName\n    cancelRequestedAt\n    cluster {\n      id\n      name\n    }\n    process {\n      id\n      name\n      project {\n        id\n        name\n      }\n    }\n    resources {\n      cpu\n      memory\n      deadlineSeconds\n      flavor\n      priorityClass\n      extended {\n        name\n        quantity\n      }\n    }\n    tasks {\n      count\n      parallelism\n      gang\n      pending\n      running\n      succeeded\n      failed\n      failedIndexes\n    }\n    queuePosition {\n      positionInClusterQueue\n      positionInLocalQueue\n      workloadsAhead\n      estimate {\n        message\n        expectedWaitSeconds\n      }\n    }\n  }\n": types.VersionFieldsFragmentDoc,
    "\n  query Resolve_ProjectsQuery {\n    projects {\n      id\n      name\n    }\n  }\n": types.Resolve_ProjectsQueryDocument,
    "\n  query Resolve_ClustersQuery($projectId: ID) {\n    availableClusters(projectId: $projectId) {\n      id\n      name\n    }\n  }\n": types.Resolve_ClustersQueryDocument,
    "\n  subscription Wait_VersionUpdatedSubscription($id: ID!) {\n    processVersionUpdated(id: $id) {\n      ...VersionFields\n    }\n  }\n": types.Wait_VersionUpdatedSubscriptionDocument,
    "\n  subscription Logs_ChunksSubscription($id: ID!, $after: String, $tailLines: Int) {\n    processVersionLogChunks(id: $id, after: $after, tailLines: $tailLines) {\n      text\n      cursor\n      finished\n    }\n  }\n": types.Logs_ChunksSubscriptionDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Cancel_CancelVersionMutation($id: ID!) {\n    cancelProcessVersion(id: $id) {\n      __typename\n      ... on ProcessVersion {\n        ...VersionFields\n      }\n      ... on Error {\n        message\n      }\n      ... on ClusterUnavailableError {\n        clusterName\n        kind\n        retrying\n      }\n      ... on VersionNotCancellableError {\n        status\n      }\n    }\n  }\n"): typeof import('./graphql.js').Cancel_CancelVersionMutationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Clusters_AvailableClustersQuery(\n    $projectId: ID\n    $requests: ResourceRequestsInput\n    $tasks: TasksInput\n    $mounts: [MountInput!]\n  ) {\n    availableClusters(projectId: $projectId, requests: $requests, tasks: $tasks, mounts: $mounts) {\n      id\n      name\n      description\n      sortOrder\n      maxRuntimeSeconds\n      fitsRequest\n      health {\n        status\n        message\n      }\n      limits {\n        source\n        maxCpuCores\n        maxMemoryBytes\n        maxMemoryGiB\n        maxRuntimeSeconds\n        maxima {\n          name\n          quantity\n          amount\n        }\n        priorityClasses {\n          name\n          value\n        }\n        flavors {\n          name\n          cpu\n          memory\n        }\n      }\n      queue {\n        pendingWorkloads\n        admittedWorkloads\n      }\n      volumes {\n        name\n        description\n        readOnly\n      }\n      startEstimate {\n        basis\n        message\n        expectedWaitSeconds\n        latestWaitSeconds\n        expectedStartAt\n        workloadsAhead\n      }\n      costEstimate {\n        currency\n        perHour\n        worstCase\n        expected\n      }\n    }\n  }\n"): typeof import('./graphql.js').Clusters_AvailableClustersQueryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Whoami_ViewerQuery {\n    viewer {\n      id\n      email\n      name\n      isAdmin\n      canCreateProjects\n    }\n  }\n"): typeof import('./graphql.js').Whoami_ViewerQueryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Logs_VersionLogsQuery($id: ID!, $tailLines: Int) {\n    processVersion(id: $id) {\n      id\n      status\n      logs(tailLines: $tailLines)\n      logSource\n      logMessage\n      logsTruncated\n    }\n  }\n"): typeof import('./graphql.js').Logs_VersionLogsQueryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Logs_TaskLogsQuery($id: ID!, $after: String, $tailLines: Int) {\n    processVersion(id: $id) {\n      id\n      status\n      tasks {\n        count\n        items(first: 1, after: $after) {\n          edges {\n            node {\n              index\n              status\n              exitCode\n              message\n              logs(tailLines: $tailLines)\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql.js').Logs_TaskLogsQueryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Ls_ProcessesQuery($projectId: ID!, $first: Int!) {\n    project(id: $projectId) {\n      id\n      name\n      processes(first: $first) {\n        totalCount\n        edges {\n          node {\n            id\n            name\n            createdAt\n            latestVersion {\n              id\n              version\n              status\n              exitCode\n              createdAt\n              startedAt\n              finishedAt\n              cluster {\n                id\n                name\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql.js').Ls_ProcessesQueryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Projects_ProjectsQuery {\n    projects {\n      id\n      name\n      description\n      viewerRole\n      memberCount\n      createdAt\n      statusCounts {\n        queued\n        running\n        succeeded\n        failed\n        cancelled\n      }\n      budget {\n        unit\n        limit\n        used\n        remaining\n        hard\n      }\n    }\n  }\n"): typeof import('./graphql.js').Projects_ProjectsQueryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Rerun_RerunProcessMutation($input: RerunProcessInput!) {\n    rerunProcess(input: $input) {\n      __typename\n      ... on CreateProcessPayload {\n        ...CreatePayloadFields\n      }\n      ...RefusalFields\n    }\n  }\n"): typeof import('./graphql.js').Rerun_RerunProcessMutationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Run_CreateProcessMutation($input: CreateProcessInput!) {\n    createProcess(input: $input) {\n      __typename\n      ... on CreateProcessPayload {\n        ...CreatePayloadFields\n      }\n      ...RefusalFields\n    }\n  }\n"): typeof import('./graphql.js').Run_CreateProcessMutationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CreatePayloadFields on CreateProcessPayload {\n    dryRun\n    flavor\n    placementReason\n    budgetWarning\n    cluster {\n      id\n      name\n    }\n    process {\n      id\n      name\n    }\n    version {\n      ...VersionFields\n    }\n    costEstimate {\n      currency\n      perHour\n      worstCase\n      expected\n    }\n  }\n"): typeof import('./graphql.js').CreatePayloadFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RefusalFields on CreateProcessResult {\n    ... on Error {\n      message\n    }\n    ... on ValidationError {\n      issues {\n        field\n        message\n      }\n    }\n    ... on ClusterNotAllowedError {\n      clusterId\n    }\n    ... on ResourceLimitExceededError {\n      cluster {\n        id\n        name\n      }\n      violations {\n        resource\n        resourceName\n        requested\n        limit\n        flavor\n      }\n    }\n    ... on BudgetExceededError {\n      remaining\n      required\n      unit\n    }\n  }\n"): typeof import('./graphql.js').RefusalFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Status_VersionQuery($id: ID!) {\n    processVersion(id: $id) {\n      ...VersionFields\n      history {\n        status\n        reason\n        message\n        createdAt\n      }\n    }\n  }\n"): typeof import('./graphql.js').Status_VersionQueryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Status_LatestVersionQuery($id: ID!) {\n    process(id: $id) {\n      latestVersion {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql.js').Status_LatestVersionQueryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Logs_TaskFollowQuery($id: ID!, $after: String) {\n    processVersion(id: $id) {\n      id\n      tasks {\n        count\n        items(first: 1, after: $after) {\n          edges {\n            node {\n              index\n              status\n              logs\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql.js').Logs_TaskFollowQueryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Usage_ReportQuery($from: DateTime!, $to: DateTime!, $groupBy: [UsageDimension!]!, $projectId: ID) {\n    usage(from: $from, to: $to, groupBy: $groupBy, projectId: $projectId) {\n      currency\n      totalCost\n      rows {\n        project {\n          id\n          name\n        }\n        cluster {\n          id\n          name\n        }\n        resource\n        resourceSeconds\n        cost\n      }\n    }\n  }\n"): typeof import('./graphql.js').Usage_ReportQueryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Usage_ViewerProjectsQuery {\n    viewer {\n      id\n      isAdmin\n    }\n    projects {\n      id\n    }\n  }\n"): typeof import('./graphql.js').Usage_ViewerProjectsQueryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment VersionFields on ProcessVersion {\n    id\n    version\n    status\n    statusReason\n    statusMessage\n    waitingReason\n    exitCode\n    image\n    command\n    args\n    env {\n      name\n      value\n      secret\n    }\n    mounts {\n      volume\n      path\n      readOnly\n    }\n    createdAt\n    launchedAt\n    startedAt\n    finishedAt\n    jobName\n    cancelRequestedAt\n    cluster {\n      id\n      name\n    }\n    process {\n      id\n      name\n      project {\n        id\n        name\n      }\n    }\n    resources {\n      cpu\n      memory\n      deadlineSeconds\n      flavor\n      priorityClass\n      extended {\n        name\n        quantity\n      }\n    }\n    tasks {\n      count\n      parallelism\n      gang\n      pending\n      running\n      succeeded\n      failed\n      failedIndexes\n    }\n    queuePosition {\n      positionInClusterQueue\n      positionInLocalQueue\n      workloadsAhead\n      estimate {\n        message\n        expectedWaitSeconds\n      }\n    }\n  }\n"): typeof import('./graphql.js').VersionFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Resolve_ProjectsQuery {\n    projects {\n      id\n      name\n    }\n  }\n"): typeof import('./graphql.js').Resolve_ProjectsQueryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Resolve_ClustersQuery($projectId: ID) {\n    availableClusters(projectId: $projectId) {\n      id\n      name\n    }\n  }\n"): typeof import('./graphql.js').Resolve_ClustersQueryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription Wait_VersionUpdatedSubscription($id: ID!) {\n    processVersionUpdated(id: $id) {\n      ...VersionFields\n    }\n  }\n"): typeof import('./graphql.js').Wait_VersionUpdatedSubscriptionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription Logs_ChunksSubscription($id: ID!, $after: String, $tailLines: Int) {\n    processVersionLogChunks(id: $id, after: $after, tailLines: $tailLines) {\n      text\n      cursor\n      finished\n    }\n  }\n"): typeof import('./graphql.js').Logs_ChunksSubscriptionDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
