import type { ProcessStatus } from '../gql/graphql.ts';
import { graphql } from '../gql/index.ts';

/** What `kb status`, `wait`, `run` and `cancel` show of a version (and print with -o json). */
export const VersionFields = graphql(`
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
`);

export const FINAL_STATUSES: readonly ProcessStatus[] = ['SUCCEEDED', 'FAILED', 'CANCELLED', 'LOST'];
