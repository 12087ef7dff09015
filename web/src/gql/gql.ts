/* eslint-disable */
import * as types from './graphql';
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
    "\n  query AdminClustersPage_ClustersQuery {\n    clusters {\n      id\n      name\n      description\n      sortOrder\n      active\n      maxRuntimeSeconds\n      namespace\n      localQueue\n      clusterQueue\n      hasRegistryAuth\n      simulated\n      limits {\n        source\n        maxCpuCores\n        maxMemoryBytes\n        maxRuntimeSeconds\n        flavors {\n          name\n          cpuCores\n          memoryBytes\n        }\n      }\n      health {\n        status\n        message\n      }\n    }\n  }\n": typeof types.AdminClustersPage_ClustersQueryDocument,
    "\n  mutation AdminClustersPage_UpdateClusterMutation($input: UpdateClusterInput!) {\n    updateCluster(input: $input) {\n      __typename\n      ... on Cluster {\n        id\n        sortOrder\n        active\n        maxRuntimeSeconds\n      }\n      ... on ValidationError {\n        message\n        issues {\n          field\n          message\n        }\n      }\n    }\n  }\n": typeof types.AdminClustersPage_UpdateClusterMutationDocument,
    "\n  query ClusterPicker_AvailableClustersQuery($projectId: ID!) {\n    availableClusters(projectId: $projectId) {\n      id\n      name\n      description\n      limits {\n        maxCpuCores\n        maxMemoryBytes\n        maxMemoryGiB\n        maxRuntimeSeconds\n        source\n        flavors {\n          name\n          cpu\n          memory\n          cpuCores\n          memoryBytes\n          memoryGiB\n        }\n      }\n      health {\n        status\n        message\n        checkedAt\n      }\n      queue {\n        pendingWorkloads\n        admittedWorkloads\n      }\n    }\n  }\n": typeof types.ClusterPicker_AvailableClustersQueryDocument,
    "\n  query ClusterPicker_FitQuery($projectId: ID!, $requests: ResourceRequestsInput!) {\n    availableClusters(projectId: $projectId, requests: $requests) {\n      id\n      name\n      fitsRequest\n    }\n  }\n": typeof types.ClusterPicker_FitQueryDocument,
    "\n  mutation AdminClustersPage_RegisterClusterMutation($input: RegisterClusterInput!) {\n    registerCluster(input: $input) {\n      __typename\n      ... on Cluster {\n        id\n        name\n      }\n      ... on ValidationError {\n        message\n        issues {\n          field\n          message\n        }\n      }\n    }\n  }\n": typeof types.AdminClustersPage_RegisterClusterMutationDocument,
    "\n  query ProjectPage_ProjectQuery($id: ID!) {\n    project(id: $id) {\n      id\n      name\n      description\n      viewerRole\n      createdAt\n      members {\n        role\n        user {\n          id\n          email\n          name\n        }\n      }\n    }\n  }\n": typeof types.ProjectPage_ProjectQueryDocument,
    "\n  query ProjectsPage_ProjectsQuery {\n    projects {\n      id\n      name\n      description\n      viewerRole\n      memberCount\n      createdAt\n    }\n  }\n": typeof types.ProjectsPage_ProjectsQueryDocument,
};
const documents: Documents = {
    "\n  query AdminClustersPage_ClustersQuery {\n    clusters {\n      id\n      name\n      description\n      sortOrder\n      active\n      maxRuntimeSeconds\n      namespace\n      localQueue\n      clusterQueue\n      hasRegistryAuth\n      simulated\n      limits {\n        source\n        maxCpuCores\n        maxMemoryBytes\n        maxRuntimeSeconds\n        flavors {\n          name\n          cpuCores\n          memoryBytes\n        }\n      }\n      health {\n        status\n        message\n      }\n    }\n  }\n": types.AdminClustersPage_ClustersQueryDocument,
    "\n  mutation AdminClustersPage_UpdateClusterMutation($input: UpdateClusterInput!) {\n    updateCluster(input: $input) {\n      __typename\n      ... on Cluster {\n        id\n        sortOrder\n        active\n        maxRuntimeSeconds\n      }\n      ... on ValidationError {\n        message\n        issues {\n          field\n          message\n        }\n      }\n    }\n  }\n": types.AdminClustersPage_UpdateClusterMutationDocument,
    "\n  query ClusterPicker_AvailableClustersQuery($projectId: ID!) {\n    availableClusters(projectId: $projectId) {\n      id\n      name\n      description\n      limits {\n        maxCpuCores\n        maxMemoryBytes\n        maxMemoryGiB\n        maxRuntimeSeconds\n        source\n        flavors {\n          name\n          cpu\n          memory\n          cpuCores\n          memoryBytes\n          memoryGiB\n        }\n      }\n      health {\n        status\n        message\n        checkedAt\n      }\n      queue {\n        pendingWorkloads\n        admittedWorkloads\n      }\n    }\n  }\n": types.ClusterPicker_AvailableClustersQueryDocument,
    "\n  query ClusterPicker_FitQuery($projectId: ID!, $requests: ResourceRequestsInput!) {\n    availableClusters(projectId: $projectId, requests: $requests) {\n      id\n      name\n      fitsRequest\n    }\n  }\n": types.ClusterPicker_FitQueryDocument,
    "\n  mutation AdminClustersPage_RegisterClusterMutation($input: RegisterClusterInput!) {\n    registerCluster(input: $input) {\n      __typename\n      ... on Cluster {\n        id\n        name\n      }\n      ... on ValidationError {\n        message\n        issues {\n          field\n          message\n        }\n      }\n    }\n  }\n": types.AdminClustersPage_RegisterClusterMutationDocument,
    "\n  query ProjectPage_ProjectQuery($id: ID!) {\n    project(id: $id) {\n      id\n      name\n      description\n      viewerRole\n      createdAt\n      members {\n        role\n        user {\n          id\n          email\n          name\n        }\n      }\n    }\n  }\n": types.ProjectPage_ProjectQueryDocument,
    "\n  query ProjectsPage_ProjectsQuery {\n    projects {\n      id\n      name\n      description\n      viewerRole\n      memberCount\n      createdAt\n    }\n  }\n": types.ProjectsPage_ProjectsQueryDocument,
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
export function graphql(source: "\n  query AdminClustersPage_ClustersQuery {\n    clusters {\n      id\n      name\n      description\n      sortOrder\n      active\n      maxRuntimeSeconds\n      namespace\n      localQueue\n      clusterQueue\n      hasRegistryAuth\n      simulated\n      limits {\n        source\n        maxCpuCores\n        maxMemoryBytes\n        maxRuntimeSeconds\n        flavors {\n          name\n          cpuCores\n          memoryBytes\n        }\n      }\n      health {\n        status\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminClustersPage_ClustersQuery {\n    clusters {\n      id\n      name\n      description\n      sortOrder\n      active\n      maxRuntimeSeconds\n      namespace\n      localQueue\n      clusterQueue\n      hasRegistryAuth\n      simulated\n      limits {\n        source\n        maxCpuCores\n        maxMemoryBytes\n        maxRuntimeSeconds\n        flavors {\n          name\n          cpuCores\n          memoryBytes\n        }\n      }\n      health {\n        status\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminClustersPage_UpdateClusterMutation($input: UpdateClusterInput!) {\n    updateCluster(input: $input) {\n      __typename\n      ... on Cluster {\n        id\n        sortOrder\n        active\n        maxRuntimeSeconds\n      }\n      ... on ValidationError {\n        message\n        issues {\n          field\n          message\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminClustersPage_UpdateClusterMutation($input: UpdateClusterInput!) {\n    updateCluster(input: $input) {\n      __typename\n      ... on Cluster {\n        id\n        sortOrder\n        active\n        maxRuntimeSeconds\n      }\n      ... on ValidationError {\n        message\n        issues {\n          field\n          message\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClusterPicker_AvailableClustersQuery($projectId: ID!) {\n    availableClusters(projectId: $projectId) {\n      id\n      name\n      description\n      limits {\n        maxCpuCores\n        maxMemoryBytes\n        maxMemoryGiB\n        maxRuntimeSeconds\n        source\n        flavors {\n          name\n          cpu\n          memory\n          cpuCores\n          memoryBytes\n          memoryGiB\n        }\n      }\n      health {\n        status\n        message\n        checkedAt\n      }\n      queue {\n        pendingWorkloads\n        admittedWorkloads\n      }\n    }\n  }\n"): (typeof documents)["\n  query ClusterPicker_AvailableClustersQuery($projectId: ID!) {\n    availableClusters(projectId: $projectId) {\n      id\n      name\n      description\n      limits {\n        maxCpuCores\n        maxMemoryBytes\n        maxMemoryGiB\n        maxRuntimeSeconds\n        source\n        flavors {\n          name\n          cpu\n          memory\n          cpuCores\n          memoryBytes\n          memoryGiB\n        }\n      }\n      health {\n        status\n        message\n        checkedAt\n      }\n      queue {\n        pendingWorkloads\n        admittedWorkloads\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClusterPicker_FitQuery($projectId: ID!, $requests: ResourceRequestsInput!) {\n    availableClusters(projectId: $projectId, requests: $requests) {\n      id\n      name\n      fitsRequest\n    }\n  }\n"): (typeof documents)["\n  query ClusterPicker_FitQuery($projectId: ID!, $requests: ResourceRequestsInput!) {\n    availableClusters(projectId: $projectId, requests: $requests) {\n      id\n      name\n      fitsRequest\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminClustersPage_RegisterClusterMutation($input: RegisterClusterInput!) {\n    registerCluster(input: $input) {\n      __typename\n      ... on Cluster {\n        id\n        name\n      }\n      ... on ValidationError {\n        message\n        issues {\n          field\n          message\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminClustersPage_RegisterClusterMutation($input: RegisterClusterInput!) {\n    registerCluster(input: $input) {\n      __typename\n      ... on Cluster {\n        id\n        name\n      }\n      ... on ValidationError {\n        message\n        issues {\n          field\n          message\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProjectPage_ProjectQuery($id: ID!) {\n    project(id: $id) {\n      id\n      name\n      description\n      viewerRole\n      createdAt\n      members {\n        role\n        user {\n          id\n          email\n          name\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProjectPage_ProjectQuery($id: ID!) {\n    project(id: $id) {\n      id\n      name\n      description\n      viewerRole\n      createdAt\n      members {\n        role\n        user {\n          id\n          email\n          name\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProjectsPage_ProjectsQuery {\n    projects {\n      id\n      name\n      description\n      viewerRole\n      memberCount\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query ProjectsPage_ProjectsQuery {\n    projects {\n      id\n      name\n      description\n      viewerRole\n      memberCount\n      createdAt\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;