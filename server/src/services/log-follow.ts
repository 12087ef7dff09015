import type { AppServices } from '../context.ts';
import { ClusterError, clusterProblem } from '../kube/cluster-error.ts';
import { findJobPod, type JobPod, logPath, splitTimestamp } from '../kube/logs.ts';
import { workloadKindOf } from '../kube/workloads/registry.ts';
import { visibleVersions } from './access.ts';
import { ServiceError } from './errors.ts';
import { isTerminal } from './lifecycle.ts';
import type { LogCursor } from './log-cursor.ts';
import { readVersionLogs } from './logs.ts';

/** Consecutive failed attempts to reach the cluster before a follow ends with the cluster's message. */
const MAX_FAILURES = 3;
/** How long a follow waits for a change before looking at the version or pod again. */
const RECHECK_MS = 2_000;
/** A followed log without a byte for this long is reconnected (quiet logs cost one reconnect per period). */
const IDLE_RECONNECT_MS = 30_000;
/** A line without its end yet is sent once it is this long (1 MiB of text): a follower never buffers more. */
const MAX_PARTIAL_CHARS = 1024 * 1024;

export class LogFollowError extends ServiceError {
  override readonly name = 'LogFollowError';
  constructor(message: string) {
    super(message, 'CLUSTER_UNAVAILABLE');
  }
}

/** Waits for `ms`, or less when the signal aborts or an event for the version arrives. */
async function pause(
  services: AppServices,
  versionId: string,
  ms: number,
  signal: AbortSignal,
): Promise<void> {
  if (signal.aborted) return;
  const local = new AbortController();
  const stop = () => local.abort();
  signal.addEventListener('abort', stop, { once: true });
  const timer = setTimeout(stop, ms);
  try {
    const events = services.versionEvents?.subscribe((e) => e.versionId === versionId, local.signal);
    if (events) {
      for await (const _ of events) break;
    } else {
      await new Promise<void>((resolve) =>
        local.signal.addEventListener('abort', () => resolve(), { once: true }),
      );
    }
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', stop);
    local.abort();
  }
}

/** Where a follow stands in a pod's log: the last timestamp sent and how many lines carried it. */
interface Position {
  pod: string;
  lastAt: bigint | null;
  /** Lines at `lastAt` still to skip (they were sent before a reconnect). */
  sameAt: number;
  /** Lines at `lastAt` sent so far. */
  seenAtLast: number;
}

/** One chunk of a followed log: its lines, where the follow stands after them, and whether the log is complete. */
export interface LogFollowChunk {
  text: string;
  /** After these lines (a later follow given it as `after` resumes with the next line). */
  cursor: LogCursor;
  /** The last chunk of a complete log (the container finished; a retried Job's last attempt). */
  finished: boolean;
}

const END: LogCursor = { kind: 'end' };

/**
 * Follows a version's logs for a member: yields chunks of whole lines while its pod runs, ends when the container
 * has finished (or the version is finished). Reconnects after a cut (resuming after the last line sent, no line
 * twice); a cluster that keeps failing ends the follow with its message (naming the cluster). Ends silently when
 * `signal` aborts.
 */
export async function* followVersionLogs(
  services: AppServices,
  userId: string,
  versionId: string,
  options: { tailLines?: number | null },
  signal: AbortSignal,
): AsyncGenerator<string> {
  for await (const chunk of followVersionLogChunks(services, userId, versionId, options, signal)) {
    if (chunk.text) yield chunk.text;
  }
}

/**
 * `followVersionLogs` with where it stands: every chunk carries its cursor, the last one of a complete log says
 * `finished`. Given `after` (a chunk's cursor, from this server or another), it resumes strictly after that line
 * (`tailLines` is then ignored): the same pod is read from that line's second on and the lines already sent are
 * skipped; a newer pod (a retried Job's next attempt) is read from its start. Chunks carry text except the
 * finished one, which may be empty.
 */
export async function* followVersionLogChunks(
  services: AppServices,
  userId: string,
  versionId: string,
  options: { tailLines?: number | null; after?: LogCursor | null },
  signal: AbortSignal,
): AsyncGenerator<LogFollowChunk> {
  const after = options.after ?? null;
  let position: Position | null =
    after?.kind === 'at'
      ? { pod: after.pod, lastAt: after.lastAt, sameAt: 0, seenAtLast: after.seenAtLast }
      : null;
  const chunk = (text: string, finished = false): LogFollowChunk => ({
    text,
    finished,
    cursor:
      finished || !position
        ? END
        : {
            kind: 'at',
            pod: position.pod,
            lastAt: position.lastAt,
            seenAtLast: position.seenAtLast,
          },
  });
  let failures = 0;
  while (!signal.aborted) {
    const version = await services.prisma.processVersion.findFirst({
      where: { id: versionId, ...visibleVersions(userId) },
      include: { cluster: true },
    });
    if (!version) return;
    if (after?.kind === 'end') {
      // After the end of a complete log: nothing more.
      yield chunk('', true);
      return;
    }
    if (isTerminal(version.status) && !position) {
      // Finished before anything was followed: what there is, once.
      const logs = await readVersionLogs(services, userId, versionId, { tailLines: options.tailLines });
      yield chunk(logs?.text ?? '', true);
      return;
    }
    if (!version.jobName || ['PENDING', 'LAUNCHING', 'QUEUED'].includes(version.status)) {
      await pause(services, versionId, RECHECK_MS, signal);
      continue;
    }
    const client = services.kube.get(version.cluster);
    const namespace = version.cluster.namespace;
    const selector = workloadKindOf().podSelector(version.jobName!);
    const timeoutMs = services.kube.logTimeoutMs;
    try {
      const pod: JobPod | null = await client.request((_, http) => findJobPod(http, namespace, selector), {
        timeoutMs,
        kind: 'logs',
        what: `the pods of job ${version.jobName}`,
      });
      if (!pod || pod.waitingReason) {
        if (isTerminal(version.status)) {
          // Resumed after the pod went: the rest is in the copy kept when it finished (if any).
          yield chunk(position && !pod ? await archivedRest(services, versionId, position) : '', true);
          return;
        }
        await pause(services, versionId, pod ? 500 : RECHECK_MS, signal);
        continue;
      }
      let tail: number | null | undefined = null;
      if (position?.pod !== pod.name) {
        // First pod, or a new attempt of a retried Job: its log from the start (tailLines only the first time).
        if (position === null) tail = options.tailLines;
        position = { pod: pod.name, lastAt: null, sameAt: 0, seenAtLast: 0 };
      }
      if (!pod.terminated) {
        for await (const text of streamPod(client, namespace, position, tail, timeoutMs, signal)) {
          yield chunk(text);
        }
        // Only a log that was read counts as the cluster answering (a pod list alone does not: a pod whose log
        // can never be read would otherwise be retried forever).
        failures = 0;
        tail = null;
        // The stream ended: the container finished (usually), or the connection was cut. Look again.
        const current = position;
        const again = await client.request(
          async (_, http) => {
            const newest = await findJobPod(http, namespace, selector);
            return newest?.name === current.pod ? newest : null;
          },
          { timeoutMs, kind: 'logs', what: `the pods of job ${version.jobName}` },
        );
        if (!again?.terminated) continue;
      }
      const rest = await readRest(client, namespace, position, tail, timeoutMs);
      failures = 0;
      // A retried Job may start another pod; otherwise this was the last one.
      if (version.backoffLimit === 0 || isTerminal(version.status)) {
        yield chunk(rest, true);
        return;
      }
      if (rest) yield chunk(rest);
      await pause(services, versionId, RECHECK_MS, signal);
    } catch (error) {
      if (signal.aborted) return;
      if (!(error instanceof ClusterError)) throw error;
      failures += 1;
      if (failures >= MAX_FAILURES) throw new LogFollowError(clusterProblem(error));
      await pause(services, versionId, 500 * 2 ** failures, signal);
    }
  }
}

/** The lines of the kept copy (timestamped, like the cluster's) after `position`. */
async function archivedRest(services: AppServices, versionId: string, position: Position): Promise<string> {
  const archive = await services.prisma.processVersionLog.findUnique({ where: { versionId } });
  if (!archive) return '';
  const lines = archive.content.split('\n');
  if (lines.at(-1) === '') lines.pop();
  rewind(position);
  return takeNew(position, lines);
}

/** Splits timestamped text into lines not sent yet (by `position`), advancing it; returns them without timestamps. */
function takeNew(position: Position, lines: string[]): string {
  let out = '';
  for (const line of lines) {
    const split = splitTimestamp(line);
    // A line without a timestamp cannot be placed: sent as is.
    if (!split) {
      out += `${line}\n`;
      continue;
    }
    const [at, text] = split;
    if (position.lastAt !== null && at < position.lastAt) continue;
    if (position.lastAt !== null && at === position.lastAt) {
      if (position.sameAt > 0) {
        position.sameAt -= 1;
        continue;
      }
    }
    out += `${text}\n`;
    if (position.lastAt === at) position.seenAtLast += 1;
    else {
      position.lastAt = at;
      position.seenAtLast = 1;
    }
  }
  return out;
}

function resumeParams(position: Position, tailLines: number | null | undefined) {
  const params: Record<string, string | number | boolean> = { timestamps: true };
  if (position.lastAt !== null) {
    // sinceTime has whole seconds on real clusters: resume from that second and skip what was sent.
    const seconds = Number(position.lastAt / 1_000_000_000n);
    params.sinceTime = new Date(seconds * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z');
  } else if (tailLines != null) params.tailLines = tailLines;
  return params;
}

/** Before a reconnect: the lines at the last timestamp already sent are skipped once. */
function rewind(position: Position) {
  position.sameAt = position.seenAtLast;
}

async function* streamPod(
  client: ReturnType<AppServices['kube']['get']>,
  namespace: string,
  position: Position,
  tailLines: number | null | undefined,
  timeoutMs: number,
  signal: AbortSignal,
): AsyncGenerator<string> {
  rewind(position);
  const path = logPath(namespace, position.pod, { ...resumeParams(position, tailLines), follow: true });
  // A connection that went silent (a cluster gone without a reset) is dropped and looked at again.
  const idle = new AbortController();
  const streamSignal = AbortSignal.any([signal, idle.signal]);
  let timer: NodeJS.Timeout | undefined;
  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(() => idle.abort(), IDLE_RECONNECT_MS);
  };
  try {
    arm();
    const stream = await client.request((_, http) => http.openStream(path, streamSignal), {
      timeoutMs,
      kind: 'logs',
      what: `the log of pod ${position.pod}`,
    });
    let partial = '';
    const decoder = new TextDecoder();
    for await (const chunk of stream) {
      arm();
      const piece = decoder.decode(chunk, { stream: true });
      // Only the new piece is searched, and a line that never ends (a progress bar redrawn with \r) is sent once
      // it reaches MAX_PARTIAL_CHARS rather than kept growing.
      const end = piece.lastIndexOf('\n');
      if (end < 0) {
        partial += piece;
        if (partial.length < MAX_PARTIAL_CHARS) continue;
        const text = takeNew(position, [partial]);
        partial = '';
        if (text) yield text;
        continue;
      }
      const text = takeNew(position, (partial + piece.slice(0, end)).split('\n'));
      partial = piece.slice(end + 1);
      if (text) yield text;
    }
  } finally {
    clearTimeout(timer);
    idle.abort();
  }
}

async function readRest(
  client: ReturnType<AppServices['kube']['get']>,
  namespace: string,
  position: Position,
  tailLines: number | null | undefined,
  timeoutMs: number,
): Promise<string> {
  rewind(position);
  const path = logPath(namespace, position.pod, resumeParams(position, tailLines));
  const answer = await client.request(
    (_, http) => http.getText(path, { keepBytes: 1024 * 1024, maxBytes: 8 * 1024 * 1024 }),
    { timeoutMs, kind: 'logs', what: `the log of pod ${position.pod}` },
  );
  const lines = answer.text.split('\n');
  if (lines.at(-1) === '') lines.pop();
  return takeNew(position, lines);
}
