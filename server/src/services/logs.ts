import type { AppServices } from '../context.ts';
import type { Cluster, ProcessStatus, ProcessVersion } from '../generated/prisma/client.ts';
import { ClusterError, clusterProblem } from '../kube/cluster-error.ts';
import { type JobLogsResult, type LogQuery, readJobLogs, selectArchivedLines } from '../kube/logs.ts';
import { workloadKindOf } from '../kube/workloads/registry.ts';
import { visibleVersions } from './access.ts';
import { InvalidArgumentError, RateLimitedError } from './errors.ts';
import { isTerminal, TERMINAL_STATUSES } from './lifecycle.ts';
import type { VersionEventBus } from './version-events.ts';

export type LogSource = 'CLUSTER' | 'ARCHIVE' | 'NONE';

export interface VersionLogs {
  /** Null when no logs can be shown (`message` says why). */
  text: string | null;
  source: LogSource;
  /** Why logs are missing, partial or from the archive; null when they are simply the cluster's. */
  message: string | null;
  /** Older lines were dropped to keep the last MiB. */
  truncated: boolean;
}

const MAX_TAIL_LINES = 100_000;
const MAX_SINCE_SECONDS = 10 * 365 * 24 * 3600;

export class LogQueryError extends InvalidArgumentError {
  override readonly name = 'LogQueryError';
}

/** Checks what a client asked for (the schema's Int allows any 32-bit number). */
export function checkLogQuery(query: LogQuery): LogQuery {
  const { tailLines, sinceSeconds } = query;
  if (tailLines != null && (!Number.isInteger(tailLines) || tailLines < 0 || tailLines > MAX_TAIL_LINES))
    throw new LogQueryError(`tailLines must be between 0 and ${MAX_TAIL_LINES}`);
  if (
    sinceSeconds != null &&
    (!Number.isInteger(sinceSeconds) || sinceSeconds < 1 || sinceSeconds > MAX_SINCE_SECONDS)
  )
    throw new LogQueryError(`sinceSeconds must be between 1 and ${MAX_SINCE_SECONDS}`);
  return { tailLines, sinceSeconds };
}

type VersionWithCluster = ProcessVersion & { cluster: Cluster };

function waitingMessage(version: { status: ProcessStatus }, clusterName: string): string {
  if (version.status === 'PENDING' || version.status === 'LAUNCHING')
    return 'The job has not been launched yet; logs appear once it runs.';
  if (version.status === 'QUEUED') return 'The job is waiting in the queue; logs appear once it runs.';
  if (isTerminal(version.status))
    return `The job's pods are gone from cluster ${clusterName} and no logs were kept.`;
  return `No pod of the job exists on cluster ${clusterName} yet.`;
}

/**
 * A version's logs for a member of its project: from its Job's pod on the version's stored cluster (bounded,
 * last MiB), else from the archive kept when it finished. Never throws for cluster trouble: the message says it,
 * naming the cluster. Returns null when the version does not exist or the user is not a member.
 */
export async function readVersionLogs(
  services: AppServices,
  userId: string,
  versionId: string,
  query: LogQuery,
): Promise<VersionLogs | null> {
  checkLogQuery(query);
  const version = await services.prisma.processVersion.findFirst({
    where: { id: versionId, ...visibleVersions(userId) },
    include: { cluster: true, logArchive: true },
  });
  if (!version) return null;
  const archive = version.logArchive;
  const fromArchive = (message: string | null): VersionLogs => ({
    text: selectArchivedLines(archive!.content, query, Date.now()),
    source: 'ARCHIVE',
    message,
    truncated: archive!.truncated,
  });
  // Finished and kept: the archive holds everything there is (its pod may be gone or going).
  if (archive && isTerminal(version.status)) return fromArchive(null);
  if (!version.jobName || version.status === 'PENDING' || version.status === 'LAUNCHING') {
    return {
      text: null,
      source: 'NONE',
      message: waitingMessage(version, version.cluster.name),
      truncated: false,
    };
  }
  let result: JobLogsResult;
  const release = takeLogRead(services, userId);
  try {
    result = await readFromCluster(services, version, query);
  } catch (error) {
    if (!(error instanceof ClusterError)) throw error;
    const problem = clusterProblem(error);
    if (archive) return fromArchive(`${problem}; showing the logs kept when the job finished`);
    return { text: null, source: 'NONE', message: problem, truncated: false };
  } finally {
    release();
  }
  if (result.kind === 'logs')
    return { text: result.text, source: 'CLUSTER', message: null, truncated: result.truncated };
  if (result.kind === 'waiting') {
    return {
      text: '',
      source: 'CLUSTER',
      message: `The container is waiting to start (${result.reason}).`,
      truncated: false,
    };
  }
  if (archive) return fromArchive(null);
  return {
    text: null,
    source: 'NONE',
    message: waitingMessage(version, version.cluster.name),
    truncated: false,
  };
}

/**
 * One task's logs (ARCHITECTURE §19): its newest pod's last MiB, read from the cluster while the version's Job is
 * there. Null when there is none to read (not started, the Job gone, the cluster not answering: `Task.message` and
 * the version's logs say more). Counts against the user's log read slots like a version's logs.
 */
export async function readTaskLogs(
  services: AppServices,
  userId: string,
  versionId: string,
  taskIndex: number,
  query: LogQuery,
): Promise<string | null> {
  checkLogQuery(query);
  const version = await services.prisma.processVersion.findFirst({
    where: { id: versionId, ...visibleVersions(userId) },
    include: { cluster: true },
  });
  if (!version?.jobName || version.status === 'PENDING' || version.status === 'LAUNCHING') return null;
  const slot = await taskSlotOf(services, version, taskIndex);
  if (slot === null) return null;
  const release = takeLogRead(services, userId);
  try {
    const result = await readFromCluster(services, version, query, undefined, slot);
    return result.kind === 'logs' ? result.text : null;
  } catch (error) {
    if (error instanceof ClusterError) return null;
    throw error;
  } finally {
    release();
  }
}

/**
 * The completion index a task runs as in the version's current Job: its index, or in a subset run (ARCHITECTURE
 * §19) its slot; null when this attempt does not run it (it succeeded earlier: its pod is not in this Job).
 */
async function taskSlotOf(
  services: LogDeps,
  version: { id: string; attempt: number; taskRunCount: number | null },
  index: number,
): Promise<number | null> {
  if (version.taskRunCount == null) return index;
  const [row, before] = await Promise.all([
    services.prisma.processTask.findUnique({
      where: { versionId_index: { versionId: version.id, index } },
      select: { attempt: true },
    }),
    services.prisma.processTask.count({
      where: { versionId: version.id, attempt: version.attempt, index: { lt: index } },
    }),
  ]);
  return row?.attempt === version.attempt ? before : null;
}

/** Log reads in flight per user, per server (its services). */
const logReadsInFlight = new WeakMap<AppServices, Map<string, number>>();

/**
 * Takes one of the user's `MAX_LOG_READS_PER_USER` log read slots (a read from a cluster costs what the log
 * shows, up to a few MiB), or refuses with RATE_LIMITED. Returns the release.
 */
function takeLogRead(services: AppServices, userId: string): () => void {
  let counts = logReadsInFlight.get(services);
  if (!counts) {
    counts = new Map();
    logReadsInFlight.set(services, counts);
  }
  const inFlight = counts.get(userId) ?? 0;
  if (inFlight >= services.config.maxLogReadsPerUser) throw new RateLimitedError('concurrent log read', 1);
  counts.set(userId, inFlight + 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const left = (counts.get(userId) ?? 1) - 1;
    if (left > 0) counts.set(userId, left);
    else counts.delete(userId);
  };
}

/** What reading and archiving logs needs (the runner can pass its own deps). */
export type LogDeps = Pick<AppServices, 'prisma' | 'kube'>;

function readFromCluster(
  services: LogDeps,
  version: VersionWithCluster,
  query: LogQuery,
  timeoutMs?: number,
  taskIndex?: number,
): Promise<JobLogsResult> {
  const client = services.kube.get(version.cluster);
  const jobName = version.jobName!;
  const selector = workloadKindOf().podSelector(jobName, taskIndex);
  return client.request((_, http) => readJobLogs(http, version.cluster.namespace, selector, query), {
    kind: 'logs',
    timeoutMs,
    what: `the pods of job ${jobName}`,
  });
}

/**
 * The logs of one of our Jobs on a cluster, as an archive keeps them (an earlier attempt's, ARCHITECTURE §17): null
 * when it has no pod with logs. Throws the call's ClusterError.
 */
export async function readJobArchive(
  services: LogDeps,
  cluster: Cluster,
  jobName: string,
  timeoutMs?: number,
): Promise<{ text: string; truncated: boolean } | null> {
  const result = await readFromCluster(
    services,
    { cluster, jobName } as VersionWithCluster,
    { timestamps: true },
    timeoutMs,
  );
  return result.kind === 'logs' ? { text: result.text, truncated: result.truncated } : null;
}

export type ArchiveOutcome =
  | { kind: 'archived'; bytes: number; truncated: boolean }
  | { kind: 'nothing'; reason: string }
  | { kind: 'failed'; error: ClusterError };

/**
 * Keeps the last MiB of a finished version's logs (with the kubelet's timestamps, for sinceSeconds) in
 * ProcessVersionLog, so they stay readable after the Job is deleted or its cluster retired or gone. Idempotent:
 * a later successful read replaces the kept text. Never throws for cluster trouble (`failed` says it).
 */
export async function archiveLogs(
  services: LogDeps,
  versionId: string,
  options: { timeoutMs?: number } = {},
): Promise<ArchiveOutcome> {
  const version = await services.prisma.processVersion.findUnique({
    where: { id: versionId },
    include: { cluster: true },
  });
  if (!version) return { kind: 'nothing', reason: 'no such version' };
  if (!version.jobName) return { kind: 'nothing', reason: 'never launched' };
  let result: JobLogsResult;
  try {
    result = await readFromCluster(services, version, { timestamps: true }, options.timeoutMs);
  } catch (error) {
    if (error instanceof ClusterError) return { kind: 'failed', error };
    throw error;
  }
  if (result.kind === 'no-pod') return { kind: 'nothing', reason: 'no pod' };
  if (result.kind === 'waiting') return { kind: 'nothing', reason: 'container never started' };
  const data = { content: result.text, truncated: result.truncated };
  await services.prisma.processVersionLog.upsert({
    where: { versionId },
    create: { versionId, ...data },
    update: { ...data, createdAt: new Date() },
  });
  return { kind: 'archived', bytes: Buffer.byteLength(result.text), truncated: result.truncated };
}

const RETRYABLE = new Set(['UNREACHABLE', 'TIMEOUT', 'SERVER_ERROR']);
/** Retries of an archive whose cluster did not answer: about 4 minutes in all, then given up (and logged). */
const RETRY_DELAYS_MS = [2_000, 8_000, 30_000, 60_000, 120_000];

export interface LogArchiver {
  /** Archives now, retrying a few times when the cluster does not answer. Resolves when done or given up. */
  archive(versionId: string): Promise<ArchiveOutcome>;
  /** Archives finished versions of the last day that have no archive yet (after a restart or a lost event). */
  sweep(limit?: number): Promise<number>;
  /** Versions being archived or waiting for a retry. */
  readonly pending: number;
  stop(): void;
}

export function createLogArchiver(
  services: AppServices,
  options: { retryDelaysMs?: number[] } = {},
): LogArchiver {
  const delays = options.retryDelaysMs ?? RETRY_DELAYS_MS;
  const inFlight = new Map<string, Promise<ArchiveOutcome>>();
  const waits = new Map<NodeJS.Timeout, (goOn: boolean) => void>();
  let stopped = false;

  const wait = (ms: number) =>
    new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => {
        waits.delete(timer);
        resolve(!stopped);
      }, ms);
      timer.unref();
      waits.set(timer, resolve);
    });

  async function run(versionId: string): Promise<ArchiveOutcome> {
    for (let attempt = 0; ; attempt++) {
      const outcome = await archiveLogs(services, versionId);
      if (outcome.kind !== 'failed' || !RETRYABLE.has(outcome.error.kind) || attempt >= delays.length) {
        if (outcome.kind === 'failed')
          services.logger.warn({ versionId, err: outcome.error.message }, 'log archive failed');
        return outcome;
      }
      if (!(await wait(delays[attempt]!))) return outcome;
    }
  }

  return {
    archive(versionId) {
      const running = inFlight.get(versionId);
      if (running) return running;
      const promise = run(versionId)
        .catch((error: unknown): ArchiveOutcome => {
          services.logger.error(
            { versionId, err: error instanceof Error ? error.message : String(error) },
            'log archive failed',
          );
          return { kind: 'nothing', reason: 'error' };
        })
        .finally(() => inFlight.delete(versionId));
      inFlight.set(versionId, promise);
      return promise;
    },
    async sweep(limit = 100) {
      const versions = await services.prisma.processVersion.findMany({
        where: {
          status: { in: [...TERMINAL_STATUSES] },
          jobName: { not: null },
          finishedAt: { gte: new Date(Date.now() - 24 * 3600 * 1000) },
          logArchive: { is: null },
        },
        select: { id: true },
        orderBy: { finishedAt: 'desc' },
        take: limit,
      });
      for (const v of versions) void this.archive(v.id);
      return versions.length;
    },
    get pending() {
      return inFlight.size;
    },
    stop() {
      stopped = true;
      for (const [timer, resolve] of waits) {
        clearTimeout(timer);
        resolve(false);
      }
      waits.clear();
    },
  };
}

/**
 * The bus the server hands out: publishing a terminal status (on the server whose monitor made the transition)
 * also archives the version's logs. The monitor only publishes; archiving needs no call from it.
 */
export function withLogArchiving(bus: VersionEventBus, archiver: LogArchiver): VersionEventBus {
  return {
    publish(event) {
      bus.publish(event);
      if (isTerminal(event.status)) void archiver.archive(event.versionId);
    },
    subscribe: (filter, signal) => bus.subscribe(filter, signal),
  };
}
