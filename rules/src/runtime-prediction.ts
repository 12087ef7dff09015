/**
 * How long a workload will run, from history (ARCHITECTURE §12). Users set deadlines generously, so a deadline
 * is a poor runtime estimate; our database knows how long each version really ran. The prediction is a set of
 * plausible total runtimes (seconds) — the estimate model takes their median, or, for a workload already running,
 * the median of those still ahead of its elapsed time — and never goes beyond the deadline.
 */

export interface RuntimeHistory {
  /** Real runtimes (seconds) of the same process's earlier versions, newest first. */
  sameProcessSeconds?: readonly number[];
  /** actual ÷ deadline of this user's finished versions (any process), newest first. */
  userRatios?: readonly number[];
  /** actual ÷ deadline of this cluster's finished versions, newest first. */
  clusterRatios?: readonly number[];
}

export type RuntimeSource = 'SAME_PROCESS' | 'USER_RATIO' | 'CLUSTER_RATIO' | 'DEADLINE' | 'NONE';

export interface RuntimePrediction {
  /** Plausible total runtimes in seconds, each within the deadline; empty when nothing is known. */
  samplesSeconds: number[];
  source: RuntimeSource;
}

/** At most this many history entries count (the newest): behaviour drifts. */
export const HISTORY_WINDOW = 20;
/** Ratios from this many of the user's own runs are preferred over the cluster's. */
export const MIN_USER_SAMPLES = 3;

const clamp = (value: number, deadline: number | null) =>
  Math.max(0, deadline === null ? value : Math.min(value, deadline));

/**
 * The same process's earlier versions first; else the user's actual÷deadline ratios (when there are a few), else
 * the cluster's, else the user's few; else the deadline itself (workloads that are not ours, or no history).
 */
export function predictRuntime(
  deadlineSeconds: number | null,
  history: RuntimeHistory = {},
): RuntimePrediction {
  const same = (history.sameProcessSeconds ?? []).filter((s) => Number.isFinite(s) && s >= 0);
  if (same.length > 0) {
    return {
      samplesSeconds: same.slice(0, HISTORY_WINDOW).map((s) => clamp(s, deadlineSeconds)),
      source: 'SAME_PROCESS',
    };
  }
  if (deadlineSeconds === null) return { samplesSeconds: [], source: 'NONE' };
  const valid = (ratios: readonly number[] | undefined) =>
    (ratios ?? []).filter((r) => Number.isFinite(r) && r >= 0).slice(0, HISTORY_WINDOW);
  const user = valid(history.userRatios);
  const cluster = valid(history.clusterRatios);
  const scaled = (ratios: number[]) => ratios.map((r) => clamp(r * deadlineSeconds, deadlineSeconds));
  if (user.length >= MIN_USER_SAMPLES) return { samplesSeconds: scaled(user), source: 'USER_RATIO' };
  if (cluster.length > 0) return { samplesSeconds: scaled(cluster), source: 'CLUSTER_RATIO' };
  if (user.length > 0) return { samplesSeconds: scaled(user), source: 'USER_RATIO' };
  return { samplesSeconds: [deadlineSeconds], source: 'DEADLINE' };
}

/** The median (lower of the two middle values for an even count); null for no values. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

/**
 * Remaining seconds for a workload that has run `elapsedSeconds`: the median of the samples still ahead of it;
 * when it has outlived them all, half of what its deadline leaves; never beyond the deadline. Null = unknown.
 */
export function expectedRemainingSeconds(
  samplesSeconds: readonly number[],
  deadlineSeconds: number | null,
  elapsedSeconds: number,
): number | null {
  const ahead = samplesSeconds.filter((s) => s > elapsedSeconds);
  const total = median(ahead);
  if (total !== null) return Math.max(0, clamp(total, deadlineSeconds) - elapsedSeconds);
  if (deadlineSeconds === null) return null;
  return Math.max(0, (deadlineSeconds - elapsedSeconds) / 2);
}
