import type { ClusterHttp, TextAnswerResult } from './cluster-http.ts';

/** Most log text kept or returned for one version: its last MiB (what the archive keeps, too). */
export const LOG_KEEP_BYTES = 1024 * 1024;
/** Most bytes read from the cluster in one request before asking again with `tailLines` (and `limitBytes`). */
const LOG_READ_MAX_BYTES = 8 * 1024 * 1024;

export interface JobPod {
  name: string;
  /** The pod's phase (Pending, Running, Succeeded, Failed, Unknown). */
  phase: string;
  /** Set while the container has not started yet: the kubelet's reason (ContainerCreating, ImagePullBackOff…). */
  waitingReason: string | null;
  /** The container ran and ended (its logs are complete). */
  terminated: boolean;
  deleting: boolean;
}

export type JobLogsResult =
  | { kind: 'logs'; pod: string; text: string; truncated: boolean }
  | { kind: 'waiting'; pod: string; reason: string }
  | { kind: 'no-pod' };

export interface LogQuery {
  tailLines?: number | null;
  sinceSeconds?: number | null;
  /** Prefix each line with the kubelet's RFC 3339 timestamp (the archive keeps them, for sinceSeconds). */
  timestamps?: boolean;
}

const SAFE_REASON = /^[A-Za-z]{1,64}$/;

interface PodObject {
  metadata?: { name?: string; creationTimestamp?: string; deletionTimestamp?: string };
  status?: {
    phase?: string;
    containerStatuses?: {
      state?: { waiting?: { reason?: string }; running?: unknown; terminated?: unknown };
      lastState?: { terminated?: unknown };
    }[];
  };
}

function podsPath(namespace: string, podSelector: string): string {
  return `/api/v1/namespaces/${encodeURIComponent(namespace)}/pods?labelSelector=${encodeURIComponent(podSelector)}`;
}

export function logPath(namespace: string, pod: string, params: Record<string, string | number | boolean>) {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) query.set(key, String(value));
  const suffix = query.size ? `?${query}` : '';
  return `/api/v1/namespaces/${encodeURIComponent(namespace)}/pods/${encodeURIComponent(pod)}/log${suffix}`;
}

/**
 * The newest pod a selector finds (its workload kind's `podSelector`: a retried Job has several pods, the newest
 * one is the attempt that counts).
 */
export async function findJobPod(
  http: ClusterHttp,
  namespace: string,
  podSelector: string,
): Promise<JobPod | null> {
  const list = (await http.getJson(podsPath(namespace, podSelector))) as { items?: PodObject[] };
  const pods = (list.items ?? []).filter((p) => p.metadata?.name);
  if (pods.length === 0) return null;
  pods.sort((a, b) =>
    (b.metadata?.creationTimestamp ?? '').localeCompare(a.metadata?.creationTimestamp ?? ''),
  );
  return describePod(pods[0]!);
}

export function describePod(pod: PodObject): JobPod {
  const container = pod.status?.containerStatuses?.[0];
  const started = Boolean(
    container?.state?.running || container?.state?.terminated || container?.lastState?.terminated,
  );
  const phase = pod.status?.phase ?? 'Unknown';
  const rawReason = container?.state?.waiting?.reason;
  const finished = phase === 'Succeeded' || phase === 'Failed';
  return {
    name: pod.metadata!.name!,
    phase,
    waitingReason:
      started || finished ? null : rawReason && SAFE_REASON.test(rawReason) ? rawReason : 'ContainerCreating',
    terminated: finished || Boolean(container?.state?.terminated),
    deleting: Boolean(pod.metadata?.deletionTimestamp),
  };
}

/** Reads the logs of the newest pod a selector finds, keeping the last MiB. Call inside `ClusterClient.request`. */
export async function readJobLogs(
  http: ClusterHttp,
  namespace: string,
  podSelector: string,
  query: LogQuery,
): Promise<JobLogsResult> {
  const pod = await findJobPod(http, namespace, podSelector);
  if (!pod) return { kind: 'no-pod' };
  if (pod.waitingReason) return { kind: 'waiting', pod: pod.name, reason: pod.waitingReason };
  const params: Record<string, string | number | boolean> = {};
  if (query.timestamps) params.timestamps = true;
  if (query.sinceSeconds != null) params.sinceSeconds = query.sinceSeconds;
  const answer = await readLastMiB(http, logPath.bind(null, namespace, pod.name), params, query.tailLines);
  return { kind: 'logs', pod: pod.name, text: answer.text, truncated: answer.truncated };
}

/** Most reads of one answer while looking for the number of lines that holds the last MiB. */
const MAX_TAIL_READS = 8;

/**
 * The last MiB of a log (cut at a line boundary inside it, else inside its one long line), reading at most
 * `LOG_READ_MAX_BYTES` per request: Kubernetes has no "last N bytes", so when the log is larger we look for the
 * number of last lines (`tailLines`) whose text holds at least the MiB and at most the read bound, doubling and
 * halving; each request also sends `limitBytes` so the kubelet stops sending past the bound.
 */
async function readLastMiB(
  http: ClusterHttp,
  path: (params: Record<string, string | number | boolean>) => string,
  params: Record<string, string | number | boolean>,
  askedTailLines: number | null | undefined,
): Promise<TextAnswerResult> {
  const limits = { keepBytes: LOG_KEEP_BYTES, maxBytes: LOG_READ_MAX_BYTES };
  const read = (tailLines: number | null | undefined) =>
    http.getText(
      path({
        ...params,
        ...(tailLines != null ? { tailLines } : {}),
        limitBytes: LOG_READ_MAX_BYTES + 1,
      }),
      limits,
    );
  let answer = await read(askedTailLines);
  if (answer.complete) return answer;
  // The asked lines (or the whole log) are larger than one read: search for fewer lines.
  let low = 0; // that many last lines hold less than the MiB
  let high = askedTailLines ?? Number.POSITIVE_INFINITY; // that many last lines are larger than one read
  let best: TextAnswerResult = { ...answer, truncated: true };
  let tailLines = Math.max(1, answer.text.split('\n').length - 1);
  if (tailLines >= high) tailLines = Math.max(1, Math.floor(high / 2));
  for (let reads = 0; reads < MAX_TAIL_READS; reads++) {
    answer = await read(tailLines);
    if (!answer.complete) {
      high = tailLines;
    } else if (answer.truncated) {
      // At least the MiB and at most one read: its end is the last MiB.
      return { ...answer, truncated: true };
    } else {
      low = tailLines;
      best = { ...answer, truncated: true };
    }
    const next = Number.isFinite(high) ? Math.floor((low + high) / 2) : tailLines * 2;
    if (next <= low || next >= high) break;
    tailLines = next;
  }
  // One line larger than a read (only its beginning could be read) or the search ran out: what we have.
  return best;
}

const TIMESTAMP = /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d)(?:\.(\d{1,9}))?(Z|[+-]\d\d:\d\d) /;

/** Splits a kubelet timestamp off a line: `[nanoseconds since the epoch, text]`, or null when it has none. */
export function splitTimestamp(line: string): [bigint, string] | null {
  const match = TIMESTAMP.exec(line);
  if (!match) return null;
  const seconds = Date.parse(`${match[1]}${match[3]}`);
  if (Number.isNaN(seconds)) return null;
  const nanos = BigInt((match[2] ?? '').padEnd(9, '0'));
  return [BigInt(seconds) * 1_000_000n + nanos, line.slice(match[0].length)];
}

/** Removes the kubelet timestamps from timestamped log text. */
export function stripTimestamps(text: string): string {
  return text.replace(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d{1,9})?(?:Z|[+-]\d\d:\d\d) /gm, '');
}

/** Applies sinceSeconds and tailLines to timestamped text (the archive), then strips the timestamps. */
export function selectArchivedLines(text: string, query: LogQuery, nowMs: number): string {
  let lines = text.split('\n');
  if (lines.at(-1) === '') lines.pop();
  if (query.sinceSeconds != null) {
    const since = BigInt(nowMs - query.sinceSeconds * 1000) * 1_000_000n;
    lines = lines.filter((line) => {
      const split = splitTimestamp(line);
      return !split || split[0] >= since;
    });
  }
  if (query.tailLines != null) lines = lines.slice(Math.max(0, lines.length - query.tailLines));
  return lines.length ? stripTimestamps(`${lines.join('\n')}\n`) : '';
}
