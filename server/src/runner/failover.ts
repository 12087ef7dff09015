import { decodeEvictions } from '../db/version-data.ts';
import { type Cluster, Prisma } from '../generated/prisma/client.ts';
import { ClusterError, didNotAnswer } from '../kube/cluster-error.ts';
import type { Metrics } from '../observe/metrics.ts';
import { fenceAttempt, fenceCluster, releaseFencedLaunches } from '../services/failover/fencing.ts';
import { type FailoverDeps, type FailoverResult, failOver } from '../services/failover/move.ts';
import { failoverPolicyOf } from '../services/failover/policy.ts';
import { ACTIVE_STATUSES } from '../services/lifecycle.ts';

export interface FailoverLoopOptions {
  deps: FailoverDeps;
  /** CLUSTER_LOST_AFTER_SECONDS in ms: how long a cluster may not answer before its attempts fail over. */
  lostAfterMs: number;
  /** How often the loop looks (lost clusters, preempted versions, fencing, released launches). */
  periodMs: number;
  /** The clusters whose lease this server holds: it watches them, so it decides for them. */
  heldClusters: () => Iterable<string>;
  /** Told when a launch was queued. */
  wakeLauncher: () => void;
  now: () => number;
  metrics?: Metrics;
}

/** How soon a preempted version is looked at again while it waits (another cluster may free up). */
const PREEMPTED_RECHECK_MS = 10_000;

/**
 * The runner's side of failover (ARCHITECTURE §17), for the clusters this server holds the lease of:
 * - CLUSTER_LOST: a cluster retired while an attempt of a version with failover is unfinished, or not answering a
 *   bounded probe for `lostAfterMs` (refused, hanging, or rejecting our credentials): those attempts fail over.
 *   The time is kept on the cluster's lease row: after a restart or a handover the next holder goes on counting.
 * - PREEMPTED: a version whose Workload was preempted on its cluster and still waits there is looked at on the
 *   eviction (the monitor pokes) and every `PREEMPTED_RECHECK_MS` after; it moves when another cluster would start
 *   it earlier.
 * - Fencing: ended attempts' Jobs on these clusters are deleted once the cluster answers; the next attempts'
 *   launches are released when their fencing is done.
 */
export class FailoverLoop {
  readonly #o: FailoverLoopOptions;
  #timer: NodeJS.Timeout | undefined;
  #running = false;
  #ticking: Promise<void> = Promise.resolve();
  /** The last count read from the lease row (used if the row is missing). */
  readonly #downSince = new Map<string, number>();
  /** Clusters whose lease row this server has cleared: no write until they are down again. */
  readonly #cleared = new Set<string>();
  readonly #lookedAt = new Map<string, number>();
  readonly #inFlight = new Set<string>();

  constructor(options: FailoverLoopOptions) {
    this.#o = options;
  }

  start(): void {
    if (this.#running) return;
    this.#running = true;
    this.#schedule();
  }

  async stop(): Promise<void> {
    this.#running = false;
    clearTimeout(this.#timer);
    await this.#ticking.catch(() => {});
  }

  #schedule(): void {
    if (!this.#running) return;
    this.#timer = setTimeout(() => {
      this.#ticking = this.tick()
        .catch((error) => this.#o.deps.logger.warn({ err: String(error) }, 'failover sweep failed'))
        .finally(() => this.#schedule());
    }, this.#o.periodMs);
    this.#timer.unref();
  }

  /** One pass (the timer's; tests may call it). */
  async tick(): Promise<void> {
    const { deps } = this.#o;
    for (const clusterId of [...this.#o.heldClusters()]) {
      if (!this.#running) return;
      const cluster = await deps.prisma.cluster.findUnique({ where: { id: clusterId } });
      if (!cluster) continue;
      await this.#lostCheck(cluster);
      await this.#preemptedCheck(cluster);
      const unfenced = await deps.prisma.processAttempt.count({
        where: { clusterId, jobDeletedAt: null },
      });
      // Fenced only once the cluster answers a bounded probe again (which also lets its circuit breaker close).
      if (unfenced > 0 && (await this.#probe(cluster)) === null && (await fenceCluster(deps, cluster)) > 0)
        await this.#release();
    }
    await this.#release();
  }

  /** A preempted version of this cluster (the monitor saw the eviction): looked at now, unless just looked at. */
  preempted(versionId: string): void {
    if (!this.#running) return;
    void this.#consider(versionId, 'PREEMPTED', 'preempted by a higher-priority workload', true);
  }

  /** A version whose cluster was retired before its launch (the launcher left it): it fails over now. */
  stranded(versionId: string, reason: string): void {
    if (!this.#running) return;
    void this.#consider(versionId, 'CLUSTER_LOST', reason, true);
  }

  async #release(): Promise<void> {
    if ((await releaseFencedLaunches(this.#o.deps.prisma)) > 0) this.#o.wakeLauncher();
  }

  async #versionsWithFailover(cluster: Cluster, statuses: readonly string[]) {
    const rows = await this.#o.deps.prisma.processVersion.findMany({
      where: {
        clusterId: cluster.id,
        status: { in: statuses as never },
        cancelRequestedAt: null,
        failover: { not: Prisma.DbNull },
      },
      select: {
        id: true,
        failover: true,
        evictions: true,
        attemptCreatedAt: true,
        createdAt: true,
        statusReason: true,
      },
    });
    return rows.filter((r) => failoverPolicyOf(r.failover) !== null);
  }

  async #lostCheck(cluster: Cluster): Promise<void> {
    const versions = (await this.#versionsWithFailover(cluster, ACTIVE_STATUSES)).filter(
      (v) => failoverPolicyOf(v.failover)?.onClusterLost,
    );
    if (versions.length === 0) {
      // Not probed: what is known of it would be stale by the time a version needs it.
      await this.#answered(cluster.id);
      return;
    }
    let reason: string | null = null;
    if (!cluster.active) {
      reason = `cluster ${cluster.name} was retired while this attempt was unfinished`;
    } else {
      const problem = await this.#probe(cluster);
      const now = this.#o.now();
      if (!problem) {
        await this.#answered(cluster.id);
        return;
      }
      const since = await this.#unreachableSince(cluster.id, now);
      const downMs = now - since;
      if (downMs < this.#o.lostAfterMs) return;
      reason = `${problem} for ${Math.round(downMs / 1000)} s (the limit is ${Math.round(this.#o.lostAfterMs / 1000)} s)`;
    }
    for (const v of versions) await this.#consider(v.id, 'CLUSTER_LOST', reason, false);
  }

  /**
   * Since when the cluster has not answered, kept on its lease row: a server that restarts or takes the lease over
   * goes on counting from what the one before saw (later, never sooner, when no one probed meanwhile).
   */
  async #unreachableSince(clusterId: string, now: number): Promise<number> {
    const rows = await this.#o.deps.prisma.$queryRaw<{ since: number }[]>`
      UPDATE "ClusterLease" SET "unreachableSince" = COALESCE("unreachableSince", ${new Date(now).toISOString()}::timestamp(3))
      WHERE "clusterId" = ${clusterId}
      RETURNING (EXTRACT(EPOCH FROM "unreachableSince") * 1000)::float8 AS since`;
    const since = rows[0]?.since ?? this.#downSince.get(clusterId) ?? now;
    this.#downSince.set(clusterId, since);
    this.#cleared.delete(clusterId);
    return Math.min(since, now);
  }

  /** The cluster answers (or is not watched for failover): its count ends. One write only when one was kept. */
  async #answered(clusterId: string): Promise<void> {
    if (this.#cleared.has(clusterId)) return;
    await this.#o.deps.prisma.$executeRaw`
      UPDATE "ClusterLease" SET "unreachableSince" = NULL
      WHERE "clusterId" = ${clusterId} AND "unreachableSince" IS NOT NULL`;
    this.#downSince.delete(clusterId);
    this.#cleared.add(clusterId);
  }

  /** Why the cluster counts as not answering now (null: it answers). Bounded by the client's timeout. */
  async #probe(cluster: Cluster): Promise<string | null> {
    try {
      await this.#o.deps.kube.get(cluster).getJson('/version', { what: 'its version' });
      return null;
    } catch (error) {
      if (!(error instanceof ClusterError)) return `cluster ${cluster.name} could not be asked`;
      if (didNotAnswer(error)) return `cluster ${cluster.name} has not answered`;
      if (error.kind === 'UNAUTHORIZED') return `cluster ${cluster.name} has rejected our credentials`;
      if (error.kind === 'SERVER_ERROR') return `cluster ${cluster.name} has answered only with errors`;
      return null;
    }
  }

  async #preemptedCheck(cluster: Cluster): Promise<void> {
    const versions = await this.#versionsWithFailover(cluster, ['QUEUED']);
    for (const v of versions) {
      if (!failoverPolicyOf(v.failover)?.onPreemption) continue;
      const last = decodeEvictions(v.evictions).at(-1);
      const attemptStart = (v.attemptCreatedAt ?? v.createdAt).getTime();
      if (
        last?.reason !== 'Preempted' ||
        last.clusterId !== cluster.id ||
        Date.parse(last.at) < attemptStart - 1_000
      )
        continue;
      await this.#consider(v.id, 'PREEMPTED', `preempted on ${cluster.name}: ${last.message}`.trim(), false);
    }
  }

  async #consider(
    versionId: string,
    trigger: 'PREEMPTED' | 'CLUSTER_LOST',
    reason: string,
    now: boolean,
  ): Promise<void> {
    if (this.#inFlight.has(versionId)) return;
    const looked = this.#lookedAt.get(versionId);
    if (trigger === 'PREEMPTED' && !now && looked && this.#o.now() - looked < PREEMPTED_RECHECK_MS) return;
    this.#inFlight.add(versionId);
    this.#lookedAt.set(versionId, this.#o.now());
    if (this.#lookedAt.size > 10_000) this.#lookedAt.clear();
    try {
      const result = await failOver(this.#o.deps, versionId, trigger, reason);
      this.#count(result);
      if (result.kind === 'moved' && !result.fenced) {
        // PREEMPTED: the old Job goes first (confirmed gone), then the next attempt's launch.
        const attempt = await this.#o.deps.prisma.processAttempt.findUnique({
          where: { versionId_number: { versionId, number: result.attempt - 1 } },
          select: { id: true, versionId: true, number: true, jobName: true, log: true },
        });
        if (attempt) {
          await fenceAttempt(this.#o.deps, result.from, attempt).catch((error) =>
            this.#o.deps.logger.info(
              { versionId, err: error instanceof Error ? error.message : String(error) },
              'fencing after preemption not done yet; retried by the sweep',
            ),
          );
        }
        await this.#release();
      }
    } catch (error) {
      this.#o.deps.logger.warn(
        { versionId, trigger, err: error instanceof Error ? error.message : String(error) },
        'failover failed; tried again at the next sweep',
      );
    } finally {
      this.#inFlight.delete(versionId);
    }
  }

  #count(result: FailoverResult): void {
    if (result.kind === 'moved') this.#o.metrics?.failovers.inc({ outcome: result.trigger });
    else if (result.kind === 'failed') this.#o.metrics?.failovers.inc({ outcome: 'NO_CLUSTER' });
  }
}
