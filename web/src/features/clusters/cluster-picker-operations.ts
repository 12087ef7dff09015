import { graphql } from '../../gql';
import type {
  ClusterPicker_AvailableClustersQueryQuery,
  ClusterPicker_FitQueryQuery,
} from '../../gql/graphql';
import type { WithLimits } from './cluster-limits.ts';

export const AvailableClustersQuery = graphql(`
  query ClusterPicker_AvailableClustersQuery($projectId: ID!) {
    availableClusters(projectId: $projectId) {
      id
      name
      description
      limits {
        ...ClusterLimits_Limits
      }
      health {
        status
        message
        checkedAt
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
    }
  }
`);

export const FitQuery = graphql(`
  query ClusterPicker_FitQuery(
    $projectId: ID!
    $requests: ResourceRequestsInput!
    $tasks: TasksInput
    $mounts: [MountInput!]
  ) {
    availableClusters(projectId: $projectId, requests: $requests, tasks: $tasks, mounts: $mounts) {
      id
      name
      fitsRequest
      startEstimate {
        basis
        expectedWaitSeconds
        latestWaitSeconds
        workloadsAhead
        message
        calibration { samples withinBound medianError }
      }
      costEstimate { worstCase expected perHour currency }
    }
  }
`);

export type AvailableCluster = WithLimits<
  ClusterPicker_AvailableClustersQueryQuery['availableClusters'][number]
>;
export type FitAnswer = ClusterPicker_FitQueryQuery['availableClusters'];

/** What the user has chosen, in the shapes the server takes (Kubernetes quantities, seconds). */
export interface ClusterSelection {
  clusterId: string;
  cpu: string;
  memory: string;
  deadlineSeconds: number;
  /** Extended resources asked for (whole units), when any: `[{ name: "nvidia.com/gpu", quantity: "2" }]`. */
  extended?: { name: string; quantity: string }[];
  /** The pinned flavor, when one is. */
  flavor?: string;
  /** The chosen WorkloadPriorityClass of the cluster; absent: none (priority 0). */
  priorityClass?: string;
  /** The client's reading of the one-flavor rule; the server checks again at creation. */
  fits: boolean;
  /**
   * EARLIEST_START: "any allowed cluster — earliest start", the server places it (clusterId is then only the
   * cluster whose limits bound the sliders, not sent).
   */
  placement?: 'EARLIEST_START';
}

/** The dropdown's value for "Any allowed cluster — earliest start". */
export const EARLIEST_START = '__earliest-start__';

export interface ClusterPickerErrors {
  cluster?: string | null;
  cpu?: string | null;
  memory?: string | null;
  runtime?: string | null;
  /** Per extended resource name. */
  extended?: Readonly<Record<string, string | null | undefined>> | null;
  flavor?: string | null;
  priorityClass?: string | null;
}
