import type { Cluster } from '../generated/prisma/client.ts';

/** What the API shows of a cluster's live state: limits per flavor, health, queue. Built by services/limits.ts. */
export type LimitsSource = 'KUEUE' | 'FALLBACK';
export type HealthStatus = 'REACHABLE' | 'UNREACHABLE' | 'UNAUTHORIZED' | 'QUEUE_NOT_FOUND' | 'DEGRADED';

export interface FlavorLimitView {
  name: string;
  cpuMillis: bigint;
  memoryBytes: bigint;
}

export interface QueueUsageView {
  flavor: string;
  resource: string;
  /** Kubernetes quantity strings as Kueue reports them. */
  used: string;
  nominalQuota: string | null;
}

export interface QueueStateView {
  pendingWorkloads: number;
  reservingWorkloads: number;
  admittedWorkloads: number;
  active: boolean;
  stopPolicy: string | null;
  usage: QueueUsageView[];
}

export interface ClusterStatusView {
  source: LimitsSource;
  flavors: FlavorLimitView[];
  health: { status: HealthStatus; message: string | null; checkedAt: Date };
  queue: QueueStateView | null;
}

/** Parsed resource requests (exact integers) that travel with a cluster in availableClusters. */
export interface ParsedRequests {
  cpuMillis: bigint | null;
  memoryBytes: bigint | null;
  deadlineSeconds: number | null;
}

/** A cluster as the GraphQL layer carries it: the row plus the request it is being offered for. */
export interface ClusterEntry {
  cluster: Cluster;
  requests: ParsedRequests | null;
}
