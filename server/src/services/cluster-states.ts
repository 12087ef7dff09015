import type { PrismaClient } from '../generated/prisma/client.ts';
import type { KueueCaches } from '../kube/kueue-caches.ts';
import { Calibrations } from './estimates/calibration.ts';
import { type ExpectedRuntime, expectedRuntimeOf } from './estimates/expected-runtime.ts';
import {
  type ClusterForEstimate,
  OwnHistories,
  type QueueReading,
  readQueue,
} from './estimates/queue-reading.ts';
import { type ClusterForLimits, type ClusterLimitsResult, readClusterLimits } from './limits.ts';

/**
 * Every reading of a cluster's live state (ARCHITECTURE §3, §12, §16) from one place: its watch-fed Kueue cache
 * (kube/kueue-caches.ts) for limits, health and `Cluster.queue`, and the same cache joined with our history for
 * start estimates, queue positions and waiting sentences. Readings cost no call to the cluster once its cache has
 * listed; the first waits at most the client's timeout.
 */
export interface ClusterStatesOptions {
  caches: KueueCaches;
  prisma: PrismaClient;
  includeBorrowing?: boolean;
  /** The clusters' clock (the simulator's in tests and benchmarks). */
  now?: () => Date;
}

export class ClusterStates {
  readonly caches: KueueCaches;
  /** Each cluster's record of its start estimates (StartEstimate.calibration). */
  readonly calibrations: Calibrations;
  readonly #o: ClusterStatesOptions;
  readonly #histories: OwnHistories;

  constructor(options: ClusterStatesOptions) {
    this.#o = options;
    this.caches = options.caches;
    this.#histories = new OwnHistories(options.prisma);
    this.calibrations = new Calibrations(options.prisma, options.now);
  }

  /** Limits, health and queue counts of one cluster (FALLBACK with the reason when its queue cannot be read). */
  limits(cluster: ClusterForLimits): Promise<ClusterLimitsResult> {
    return readClusterLimits(this.caches, cluster, { includeBorrowing: this.#o.includeBorrowing });
  }

  /** What start estimates read of one cluster's queue. */
  queue(cluster: ClusterForEstimate): Promise<QueueReading> {
    return readQueue(
      {
        prisma: this.#o.prisma,
        caches: this.caches,
        includeBorrowing: this.#o.includeBorrowing,
        now: this.#o.now,
      },
      this.#histories,
      cluster,
    );
  }

  /** How long a new request would run on this cluster, from its recent history (null: no history to go on). */
  async expectedRuntime(
    clusterId: string,
    who: { processId: string | null; userId: string },
    deadlineSeconds: number | null,
  ): Promise<ExpectedRuntime | null> {
    const entry = await this.#histories.get(clusterId, []);
    return expectedRuntimeOf(entry.clusterRows, who, deadlineSeconds);
  }

  /**
   * Starts each cluster's cache, reads its history and record, and makes one queue reading (at start-up), so the
   * first request's estimates wait for none of them. Never throws: a cluster that cannot be read says so when asked.
   */
  async warm(clusters: readonly ClusterForEstimate[]): Promise<void> {
    await Promise.all(
      clusters.map(async (c) => {
        const cache = this.caches.get(c);
        await Promise.all([
          cache.ready(this.caches.timeoutMs).catch(() => {}),
          this.#histories.get(c.id, []).catch(() => {}),
          this.calibrations.get(c.id).catch(() => {}),
        ]);
        // One reading as a request makes it: the Jobs the cache listed are sorted into ours and not ours now (one
        // query), not during the first request.
        await this.queue(c);
      }),
    );
  }

  close(): Promise<void> {
    return this.caches.close();
  }
}
