import { decodeEnv, decodeMounts, envSecretNames } from '../db/version-data.ts';
import type { Cluster, PrismaClient, ProcessVersion } from '../generated/prisma/client.ts';
import type { ClusterClientRegistry } from '../kube/client-registry.ts';
import { ClusterError, clusterProblem, clusterReason, isTransient } from '../kube/cluster-error.ts';
import { ensurePullSecret } from '../kube/jobs.ts';
import { workloadKindOf } from '../kube/workloads/registry.ts';
import type { Logger } from '../logger.ts';
import type { Metrics } from '../observe/metrics.ts';
import { clusterRegistryAuth } from '../services/clusters.ts';
import { failoverPolicyOf, mayFailOver } from '../services/failover/policy.ts';
import { applyTransition, isTerminal } from '../services/lifecycle.ts';
import { MissingSecretError, secretValuesFor } from '../services/project-secrets.ts';
import type { Keyring } from '../services/secrets.ts';
import { taskSlots } from '../services/task-sync.ts';
import type { VersionEventBus } from '../services/version-events.ts';
import { claimsForMounts, missingVolumesWords } from '../services/volumes/placement.ts';
import { type ClaimedRow, claimAndStep, LaunchRecorder } from './launch-batch.ts';

export interface LauncherOptions {
  prisma: PrismaClient;
  kube: ClusterClientRegistry;
  keyring: Keyring;
  logger: Logger;
  versionEvents?: VersionEventBus;
  /** This server's identity in `LaunchJob.lockedBy` and lease rows. */
  holder: string;
  /** Attempts before a version whose cluster keeps failing is FAILED. */
  maxAttempts: number;
  /** First retry delay; doubles per attempt up to `retryMaxMs`. */
  retryBaseMs: number;
  retryMaxMs: number;
  /** Safety-net poll period (rows left by a crashed server, retries falling due). */
  pollMs: number;
  /** Launches in flight at once. */
  concurrency: number;
  /** How long a claim holds a row; a crashed holder's rows are claimed again after it. */
  claimMs: number;
  /** A version with failover whose cluster was retired before its launch: failover moves it. */
  onStranded?: (versionId: string, reason: string) => void;
  /** Called after a Job was created or adopted (the monitor of its cluster wants to know). */
  onLaunched?: (clusterId: string, versionId: string, jobName: string) => void;
  metrics?: Metrics;
}

type VersionWithCluster = ProcessVersion & { cluster: Cluster; process: { projectId: string } };

/**
 * The launch queue: a plain table (`LaunchJob`) claimed with `FOR UPDATE SKIP LOCKED` and a time-bounded claim
 * (`lockedBy`, `lockedUntil`), so a row is worked on by one server at a time and a crashed server's rows come
 * back after `claimMs`. Woken in-process when a version is committed; the poll is only the safety net.
 */
export class Launcher {
  readonly #o: LauncherOptions;
  #running = false;
  #inFlight = new Set<Promise<void>>();
  #wakeUp: (() => void) | undefined;
  #woken = false;
  #loop: Promise<void> | undefined;
  readonly #recorder: LaunchRecorder;

  constructor(options: LauncherOptions) {
    this.#o = options;
    this.#recorder = new LaunchRecorder(options.prisma);
  }

  start(): void {
    if (this.#running) return;
    this.#running = true;
    this.#loop = this.#run();
  }

  /** Stops claiming; waits for the launches in flight (each bounded by cluster timeouts). */
  async stop(): Promise<void> {
    this.#running = false;
    this.wake();
    await this.#loop;
    await Promise.allSettled([...this.#inFlight]);
  }

  /** Launches being worked on now. */
  get inFlight(): number {
    return this.#inFlight.size;
  }

  wake(): void {
    this.#woken = true;
    this.#wakeUp?.();
  }

  async #run(): Promise<void> {
    while (this.#running) {
      this.#woken = false;
      let claimed = 0;
      try {
        const room = this.#o.concurrency - this.#inFlight.size;
        // Claimed in batches: while launches are in flight, until a quarter of the slots are free (one claim
        // statement and one read per batch, instead of per launch).
        if (room > 0 && (room >= this.#batch || this.#inFlight.size === 0)) {
          const rows = await claimAndStep(this.#o.prisma, this.#o.holder, this.#o.claimMs, room);
          claimed = rows.length;
          this.#published(rows);
          const versions = rows.length > 0 ? await this.#versionsOf(rows) : new Map();
          for (const row of rows) {
            const work = this.#launch(row, versions.get(row.versionId) ?? null).catch((error) =>
              this.#o.logger.error({ versionId: row.versionId, err: describe(error) }, 'launch step failed'),
            );
            const tracked = work.finally(() => {
              this.#inFlight.delete(tracked);
              this.wake();
            });
            this.#inFlight.add(tracked);
          }
        }
      } catch (error) {
        this.#o.logger.warn({ err: describe(error) }, 'claiming launches failed');
      }
      if (!this.#running) break;
      const room = this.#o.concurrency - this.#inFlight.size;
      if (claimed > 0 && room >= this.#batch) continue;
      if (this.#woken) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, this.#o.pollMs);
        this.#wakeUp = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.#wakeUp = undefined;
    }
  }

  /** The fewest free slots worth a claim while launches are in flight. */
  get #batch(): number {
    return Math.max(1, Math.floor(this.#o.concurrency / 4));
  }

  /** The LAUNCHING steps the claim made, published as `applyTransition` publishes a step. */
  #published(rows: readonly ClaimedRow[]): void {
    for (const row of rows) {
      if (!row.stepped || !row.processId || !row.projectId) continue;
      try {
        this.#o.versionEvents?.publish({
          versionId: row.versionId,
          processId: row.processId,
          projectId: row.projectId,
          status: 'LAUNCHING',
        });
      } catch (error) {
        this.#o.logger.warn(
          { versionId: row.versionId, err: String(error) },
          'publishing a version event failed',
        );
      }
    }
  }

  /** The claimed rows' versions with their cluster, in one query (a join) for the whole batch. */
  async #versionsOf(rows: readonly ClaimedRow[]): Promise<Map<string, VersionWithCluster>> {
    const versions = await this.#o.prisma.processVersion.findMany({
      where: { id: { in: rows.map((r) => r.versionId) } },
      include: { cluster: true, process: { select: { projectId: true } } },
      relationLoadStrategy: 'join',
    });
    return new Map(versions.map((v) => [v.id, v]));
  }

  /** Whether the version is still at the attempt this launch is for (failover may have moved it). */
  async #stillAttempt(version: VersionWithCluster): Promise<boolean> {
    const now = await this.#o.prisma.processVersion.findUnique({
      where: { id: version.id },
      select: { attempt: true },
    });
    return now?.attempt === version.attempt;
  }

  async #finish(row: ClaimedRow): Promise<void> {
    await this.#o.prisma.launchJob.deleteMany({ where: { id: row.id, lockedBy: this.#o.holder } });
  }

  async #launch(row: ClaimedRow, version: VersionWithCluster | null): Promise<void> {
    const o = this.#o;
    if (!version || isTerminal(version.status) || version.launchedAt) {
      await this.#finish(row);
      return;
    }
    const cluster = version.cluster;
    const dropRow = (tx: { launchJob: PrismaClient['launchJob'] }) =>
      tx.launchJob.deleteMany({ where: { id: row.id } });
    if (version.cancelRequestedAt) {
      await applyTransition(o, version.id, {
        status: 'CANCELLED',
        reason: 'Cancelled',
        message: 'cancelled before launch',
        also: dropRow,
      });
      await this.#finish(row);
      return;
    }
    if (
      !cluster.active &&
      o.onStranded &&
      mayFailOver(failoverPolicyOf(version.failover), 'CLUSTER_LOST', version.attempt).ok
    ) {
      // Failover moves it (runner/failover.ts, which replaces this row); looked at again in 30 s otherwise.
      await o.prisma.launchJob.updateMany({
        where: { id: row.id },
        data: { runAfter: new Date(Date.now() + 30_000), lockedUntil: null, lockedBy: null },
      });
      o.onStranded(version.id, `cluster ${cluster.name} was retired before this attempt was launched`);
      return;
    }
    if (!cluster.active) {
      await applyTransition(o, version.id, {
        status: 'FAILED',
        reason: 'ClusterRetired',
        message: `cluster ${cluster.name} is retired`,
        also: dropRow,
      });
      await this.#finish(row);
      return;
    }
    if (version.status === 'PENDING' && !row.stepped) {
      // For this attempt only: failover fences an attempt past PENDING by its Job's name (a Job may exist before it
      // is recorded), and takes one still PENDING for never launched — so one that failed over meanwhile is left.
      const stepped = await applyTransition(o, version.id, {
        status: 'LAUNCHING',
        message: `launching on cluster ${cluster.name}`,
        from: ['PENDING'],
        attempt: version.attempt,
      });
      if (!stepped && !(await this.#stillAttempt(version))) {
        await this.#finish(row);
        return;
      }
    }

    const kind = workloadKindOf(version);
    const jobName = kind.nameFor(version.id, version.attempt);
    let secretValues: Map<string, string>;
    try {
      secretValues = await secretValuesFor(
        o.prisma,
        o.keyring,
        version.process.projectId,
        envSecretNames(decodeEnv(version.env)),
      );
    } catch (error) {
      if (!(error instanceof MissingSecretError)) throw error;
      await applyTransition(o, version.id, {
        status: 'FAILED',
        reason: 'SecretNotFound',
        message: `${error.message}: an owner must set it again, or re-run without it`,
        also: dropRow,
      });
      await this.#finish(row);
      return;
    }
    // The data volumes as registered on this attempt's cluster now (ARCHITECTURE §21).
    const { claims: volumeClaims, missing: missingVolumes } = await claimsForMounts(
      o.prisma,
      cluster.id,
      decodeMounts(version.mounts),
    );
    if (missingVolumes.length > 0) {
      await applyTransition(o, version.id, {
        status: 'FAILED',
        reason: 'VolumeNotFound',
        message: `${missingVolumesWords(cluster.name, missingVolumes)} (an administrator removed it): re-run on a cluster that has it`,
        also: dropRow,
      });
      await this.#finish(row);
      return;
    }
    try {
      const client = o.kube.get(cluster);
      const registryAuth = registryAuthOf(cluster, o.keyring);
      const secret = registryAuth
        ? await ensurePullSecret(client, cluster.namespace, registryAuth)
        : undefined;
      const taskParameters =
        version.taskCount != null && !version.gang ? await parametersOf(o.prisma, version.id) : null;
      // A subset run (ARCHITECTURE §19): the tasks of this attempt, whose indexes its Job's slots map to.
      const slots =
        version.taskRunCount != null ? await taskSlots(o.prisma, version.id, version.attempt) : null;
      const outcome = await kind.create(
        client,
        kind.build(version, cluster, {
          imagePullSecret: secret,
          taskParameters,
          taskSlots: slots,
          secretValues,
          volumeClaims,
        }),
        version.id,
      );
      if (outcome.kind === 'taken') {
        await applyTransition(o, version.id, {
          status: 'FAILED',
          reason: 'JobNameTaken',
          message: `a Job named ${jobName} that is not this version's exists on cluster ${cluster.name}`,
          also: dropRow,
        });
        await this.#finish(row);
        return;
      }
      const now = new Date();
      const recorded = await this.#recorder.record(row.id, version.id, version.attempt, jobName, now);
      if (!recorded) {
        // The version failed over while this launch was in flight: this Job belongs to no attempt, delete it.
        o.logger.warn(
          { versionId: version.id, cluster: cluster.name, job: jobName },
          'launched an attempt that had failed over meanwhile; deleting its Job',
        );
        await kind.stop(client, cluster.namespace, jobName).catch(() => {
          // Its attempt row is fenced by failover's sweep when it is not gone.
        });
        return;
      }
      const { cancelRequested } = recorded;
      o.logger.info(
        { versionId: version.id, cluster: cluster.name, job: jobName, outcome: outcome.kind },
        'launched',
      );
      o.onLaunched?.(cluster.id, version.id, jobName);
      o.metrics?.launches.inc({ cluster: cluster.name, outcome: 'launched' });
      o.metrics?.launchLatency.observe(
        { cluster: cluster.name },
        (now.getTime() - version.createdAt.getTime()) / 1000,
      );
      // A cancel that arrived while the Job was being created: the Job exists now, delete it.
      if (cancelRequested) {
        await kind.stop(client, cluster.namespace, jobName).catch(() => {
          // The runner's sweep retries pending cancels.
        });
      }
    } catch (error) {
      await this.#failed(row, version, error);
    }
  }

  async #failed(row: ClaimedRow, version: VersionWithCluster, error: unknown): Promise<void> {
    const o = this.#o;
    const cluster = version.cluster;
    const clusterError =
      error instanceof ClusterError
        ? error
        : new ClusterError(cluster.name, 'SERVER_ERROR', `cluster ${cluster.name} could not be used`);
    if (!(error instanceof ClusterError)) {
      o.logger.error({ versionId: version.id, err: describe(error) }, 'unexpected launch failure');
    }
    const problem = clusterProblem(clusterError);
    const reason = clusterReason(clusterError);
    // With failover on a lost cluster, a cluster that does not answer is failover's to decide on (after
    // CLUSTER_LOST_AFTER_SECONDS): the launch keeps trying until then instead of failing the version.
    const failoverWaits =
      isTransient(clusterError) &&
      o.onStranded !== undefined &&
      mayFailOver(failoverPolicyOf(version.failover), 'CLUSTER_LOST', version.attempt).ok;
    if (isTransient(clusterError) && (row.attempts < o.maxAttempts || failoverWaits)) {
      const delay = Math.min(o.retryMaxMs, o.retryBaseMs * 2 ** (row.attempts - 1));
      await o.prisma.launchJob.updateMany({
        where: { id: row.id },
        data: {
          runAfter: new Date(Date.now() + delay),
          lockedUntil: null,
          lockedBy: null,
          lastError: problem,
        },
      });
      await applyTransition(o, version.id, {
        status: 'LAUNCHING',
        reason,
        message: failoverWaits
          ? `${problem}; retrying (attempt ${row.attempts}; failover moves it if the cluster stays away)`
          : `${problem}; retrying (attempt ${row.attempts} of ${o.maxAttempts})`,
        from: ['LAUNCHING'],
      });
      o.logger.info(
        { versionId: version.id, cluster: cluster.name, attempt: row.attempts, delay },
        'launch retry',
      );
      o.metrics?.launches.inc({ cluster: cluster.name, outcome: 'retry' });
      setTimeout(() => this.wake(), delay + 5).unref();
      return;
    }
    const message = isTransient(clusterError)
      ? `${problem} (gave up after ${row.attempts} attempts)`
      : problem;
    o.metrics?.launches.inc({ cluster: cluster.name, outcome: 'failed' });
    await applyTransition(o, version.id, {
      status: 'FAILED',
      reason,
      message,
      also: (tx) => tx.launchJob.deleteMany({ where: { id: row.id } }),
    });
    await this.#finish(row);
  }
}

function describe(error: unknown): string {
  if (error instanceof ClusterError) return error.message;
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

/** The cluster's registry credentials; ones that cannot be decrypted will not decrypt on a retry either. */
function registryAuthOf(cluster: Cluster, keyring: Keyring): string | null {
  try {
    return clusterRegistryAuth(cluster, keyring);
  } catch {
    throw new ClusterError(
      cluster.name,
      'INVALID',
      `the stored registry credentials of cluster ${cluster.name} cannot be decrypted; an administrator must set them again`,
    );
  }
}

/**
 * An array's parameters, one object per index, from its task rows; null when it has none (ARCHITECTURE §19). One
 * row back (the objects aggregated by PostgreSQL, in index order), not 10,000 rows through the client.
 */
async function parametersOf(
  prisma: PrismaClient,
  versionId: string,
): Promise<Record<string, unknown>[] | null> {
  const [row] = await prisma.$queryRaw<{ parameters: Record<string, unknown>[] | null }[]>`
    SELECT CASE WHEN bool_or(parameters IS NOT NULL)
      THEN jsonb_agg(COALESCE(parameters, '{}'::jsonb) ORDER BY index) END AS parameters
    FROM "ProcessTask" WHERE "versionId" = ${versionId}`;
  return row?.parameters ?? null;
}
