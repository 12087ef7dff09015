import { graphql } from '../../gql';

export const ProcessEditorResultFragment = graphql(`
  fragment ProcessEditor_Result on CreateProcessResult {
    __typename
    ... on CreateProcessPayload {
      dryRun
      flavor
      assignedFlavors {
        coveredResources
        flavor
      }
      cluster {
        id
        name
      }
      process {
        id
        name
      }
      version {
        id
        version
      }
      budgetWarning
      costEstimate {
        worstCase
        currency
        gpuHoursWorstCase
      }
    }
    ... on BudgetExceededError {
      message
      remaining
      required
      unit
    }
    ... on ValidationError {
      message
      issues {
        field
        message
      }
    }
    ... on ResourceLimitExceededError {
      message
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
      flavors {
        name
        cpu
        memory
        fitsCpu
        fitsMemory
      }
    }
    ... on ClusterNotAllowedError {
      message
      clusterId
    }
    ... on NoClustersAvailableError {
      message
    }
  }
`);

export const CreateProcessMutation = graphql(`
  mutation ProcessEditor_CreateProcessMutation($input: CreateProcessInput!) {
    createProcess(input: $input) {
      ...ProcessEditor_Result
    }
  }
`);

export const RerunProcessMutation = graphql(`
  mutation ProcessEditor_RerunProcessMutation($input: RerunProcessInput!) {
    rerunProcess(input: $input) {
      ...ProcessEditor_Result
    }
  }
`);
