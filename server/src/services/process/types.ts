import type { StoredLimits } from '../../db/version-data.ts';
import type { Cluster, PrismaClient, Process, ProcessVersion } from '../../generated/prisma/client.ts';
import type { AllowedClustersContext } from '../allowed-clusters.ts';
import type { ClusterForEstimate, QueueReading } from '../estimates/queue-reading.ts';
import type { FailoverInput } from '../failover/policy.ts';
import type { ClusterForLimits, ClusterLimitsResult, ClusterRequestCheck } from '../limits.ts';
import type { RateLimiter } from '../rate-limit.ts';
import type { ResourceRequestsInput } from '../requests.ts';
import type { CostEstimateData } from '../usage/cost.ts';
import type { MountInput } from '../volumes/mount-input.ts';
import type { EnvVar } from './input.ts';
import type { TasksInput } from './tasks.ts';

/**
 * Placement (ARCHITECTURE §12): with the cluster omitted, FIRST_ALLOWED (the default) takes the first allowed
 * cluster by sort order; EARLIEST_START takes, among the allowed clusters whose limits hold the request, the one
 * whose start estimate is earliest (ties: sort order). A cluster whose estimate is UNKNOWN ranks after every known
 * one; NEVER ones are left out. Every cluster is read in parallel, each bounded by the client's timeout.
 */
export type Placement = 'FIRST_ALLOWED' | 'EARLIEST_START' | 'CHEAPEST';

/** What the process operations take and answer (ARCHITECTURE §4). */

export interface ProcessDeps extends AllowedClustersContext {
  prisma: PrismaClient;
  /** The clusters' live state: limits (checked at creation) and queue readings (EARLIEST_START placement). */
  states: {
    limits(cluster: ClusterForLimits): Promise<ClusterLimitsResult>;
    queue?(cluster: ClusterForEstimate): Promise<QueueReading>;
    /** The expected runtime the expected cost multiplies (absent: no expected cost). */
    expectedRuntime?(
      clusterId: string,
      who: { processId: string | null; userId: string },
      deadlineSeconds: number | null,
    ): Promise<{ seconds: number } | null>;
  };
  rateLimiter?: RateLimiter;
  /** Told after each commit that a launch is queued. */
  launchQueue?: { wake(): void } | undefined;
  /** The clusters' clock (default: this machine's). */
  now?: () => Date;
  /** The currency of prices and costs (USAGE_CURRENCY). */
  currency?: string;
  /** The most tasks of one array or gang (MAX_TASKS; default 10000). */
  maxTasks?: number;
}

export interface CreateProcessRequest {
  projectId: string;
  name: string;
  image: string;
  command?: readonly string[] | null;
  args?: readonly string[] | null;
  env?: readonly EnvVar[] | null;
  /** ARCHITECTURE §21: data volumes of the chosen cluster. */
  mounts?: readonly MountInput[] | null;
  resources: ResourceRequestsInput;
  clusterId?: string | null;
  /** How to choose when clusterId is omitted (default FIRST_ALLOWED). */
  placement?: Placement | null;
  /** CHEAPEST: the longest expected wait a cheaper cluster may have. */
  maxWaitSeconds?: number | null;
  dryRun?: boolean | null;
  idempotencyKey?: string | null;
  /** ARCHITECTURE §17; null: off. */
  failover?: FailoverInput | null;
  /** ARCHITECTURE §22; null: the creator's channels as set; false: none. */
  notify?: boolean | null;
  /** ARCHITECTURE §19; null: one pod. */
  tasks?: TasksInput | null;
  taskParameters?: readonly unknown[] | null;
}

export interface RerunProcessRequest {
  processVersionId: string;
  clusterId?: string | null;
  /** With clusterId omitted: FIRST_ALLOWED (default) keeps the source's cluster; EARLIEST_START places anew. */
  placement?: Placement | null;
  maxWaitSeconds?: number | null;
  resources?: ResourceRequestsInput | null;
  image?: string | null;
  command?: readonly string[] | null;
  args?: readonly string[] | null;
  env?: readonly EnvVar[] | null;
  /** Omitted: the source's. */
  mounts?: readonly MountInput[] | null;
  dryRun?: boolean | null;
  idempotencyKey?: string | null;
  /** ARCHITECTURE §17; null: off. */
  failover?: FailoverInput | null;
  /** ARCHITECTURE §22; omitted: the source version's setting. */
  notify?: boolean | null;
  /** Omitted: the source's tasks and parameters. */
  tasks?: TasksInput | null;
  taskParameters?: readonly unknown[] | null;
  onlyFailedTasks?: boolean | null;
}

/** The answer of both operations; ids are null on a dry run. */
export interface ProcessCreated {
  kind: 'CreateProcessPayload';
  dryRun: boolean;
  cluster: Cluster;
  flavor: string | null;
  /** Per resource group asked of, the flavor the fit rule chose against quota. */
  assignedFlavors: Array<{ coveredResources: string[]; flavor: string }>;
  processId: string | null;
  versionId: string | null;
  /** Why this cluster, when the server chose it (clusterId omitted); null when the request named it. */
  placementReason?: string | null;
  /** The request's cost on the chosen cluster (ARCHITECTURE §18). */
  costEstimate?: CostEstimateData | null;
  /** A soft budget's overrun, in words. */
  budgetWarning?: string | null;
  /** The rows just written, when at hand (the answer then reads nothing more). */
  process?: Process;
  version?: ProcessVersion;
}

/** The limits a version was checked against (the `limitsSnapshot` column; GraphQL `CheckedLimits`). */
export type LimitsSnapshot = StoredLimits;

/** The rate limit both operations count against. */
export const OPERATION = 'createProcess';

export function payload(
  dryRun: boolean,
  cluster: Cluster,
  check: ClusterRequestCheck,
  processId: string | null,
  versionId: string | null,
  placementReason: string | null = null,
): ProcessCreated {
  return {
    kind: 'CreateProcessPayload',
    dryRun,
    cluster,
    flavor: check.flavorName,
    assignedFlavors: check.assignments,
    processId,
    versionId,
    placementReason,
  };
}
