import { median, predictRuntime } from '@kueue-batch/rules';
import { type HistoryRow, runtimeSeconds } from './history.ts';

/**
 * How long a new request is expected to run on a cluster (what the expected cost multiplies, ARCHITECTURE §18):
 * the start-estimate model's runtime prediction (rules/runtime-prediction.ts) from the cluster's recent finished
 * versions — the same process's runtimes first, then its user's runtime/deadline ratios, then the cluster's — and
 * its median. Null when there is no history to go on (the prediction would only repeat the deadline: that is the
 * worst case, already stated).
 */

export interface ExpectedRuntime {
  seconds: number;
  source: 'SAME_PROCESS' | 'USER_RATIO' | 'CLUSTER_RATIO';
  samples: number;
}

export function expectedRuntimeOf(
  rows: readonly HistoryRow[],
  who: { processId: string | null; userId: string },
  deadlineSeconds: number | null,
): ExpectedRuntime | null {
  const sameProcessSeconds: number[] = [];
  const userRatios: number[] = [];
  const clusterRatios: number[] = [];
  for (const row of rows) {
    const s = runtimeSeconds(row);
    if (s === null) continue;
    if (who.processId !== null && row.processId === who.processId) sameProcessSeconds.push(s);
    if (!row.deadlineSeconds) continue;
    const ratio = s / row.deadlineSeconds;
    clusterRatios.push(ratio);
    if (row.createdById === who.userId) userRatios.push(ratio);
  }
  const prediction = predictRuntime(deadlineSeconds, { sameProcessSeconds, userRatios, clusterRatios });
  if (
    prediction.source !== 'SAME_PROCESS' &&
    prediction.source !== 'USER_RATIO' &&
    prediction.source !== 'CLUSTER_RATIO'
  )
    return null;
  const seconds = median(prediction.samplesSeconds);
  if (seconds === null) return null;
  return { seconds, source: prediction.source, samples: prediction.samplesSeconds.length };
}
