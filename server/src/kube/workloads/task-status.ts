import { jobFinished, type KubeObject } from '../job-status.ts';
import { COMPLETION_INDEX_ANNOTATION } from './indexed-job.ts';

/** The label Kubernetes puts on an Indexed Job's pods (1.28+), beside the annotation. */
export const COMPLETION_INDEX_LABEL = 'batch.kubernetes.io/job-completion-index';

/**
 * Kubernetes' interval form of a set of indexes ("1,3-5,7"), as in an Indexed Job's `status.completedIndexes` and
 * `status.failedIndexes`; indexes at or above `count` (when given) and malformed parts are left out.
 */
export function parseIndexes(text: unknown, count?: number): number[] {
  if (typeof text !== 'string' || text.trim() === '') return [];
  const out: number[] = [];
  for (const part of text.split(',')) {
    const m = /^\s*(\d+)(?:-(\d+))?\s*$/.exec(part);
    if (!m) continue;
    const from = Number(m[1]);
    const to = m[2] === undefined ? from : Number(m[2]);
    for (let i = from; i <= to && (count === undefined || i < count); i++) out.push(i);
  }
  return out;
}

/** Indexes in Kubernetes' interval form (sorted, runs joined): what `get_process` and messages show. */
export function formatIndexes(indexes: readonly number[]): string {
  const sorted = [...new Set(indexes)].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < sorted.length; ) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j]! + 1) j++;
    parts.push(i === j ? String(sorted[i]) : `${sorted[i]}-${sorted[j]}`);
    i = j + 1;
  }
  return parts.join(',');
}

/** A pod's completion index (label, else annotation); undefined for a pod of a non-indexed Job. */
export function podIndex(pod: KubeObject): number | undefined {
  const raw =
    pod.metadata.labels?.[COMPLETION_INDEX_LABEL] ??
    (pod.metadata as { annotations?: Record<string, string> }).annotations?.[COMPLETION_INDEX_ANNOTATION];
  const n = Number(raw);
  return raw !== undefined && Number.isInteger(n) && n >= 0 ? n : undefined;
}

export interface TaskOutcome {
  index: number;
  status: 'PENDING' | 'RUNNING' | 'SUCCEEDED' | 'FAILED';
  exitCode: number | null;
  /** Failed pods of the index before its current one. */
  restarts: number;
  startedAt: Date | null;
  finishedAt: Date | null;
}

interface PodState {
  phase?: string;
  startTime?: string;
  containerStatuses?: {
    state?: { running?: { startedAt?: string }; terminated?: { exitCode?: number; finishedAt?: string } };
  }[];
}

/**
 * Every task's outcome from the Indexed Job (its completed and failed indexes are final) and its pods (running,
 * the exit code, retries): the tasks not yet final with no running pod are PENDING.
 */
export function taskOutcomes(job: KubeObject, pods: readonly KubeObject[], count: number): TaskOutcome[] {
  const status = job.status as { completedIndexes?: string; failedIndexes?: string } | undefined;
  const succeeded = new Set(parseIndexes(status?.completedIndexes, count));
  const failed = new Set(parseIndexes(status?.failedIndexes, count));
  // A Job ended (a gang's FailJob, a deadline): an index whose last pod failed failed, though only per-index
  // retries list it in failedIndexes.
  const ended = jobFinished(job);
  const byIndex = new Map<number, KubeObject[]>();
  for (const pod of pods) {
    const i = podIndex(pod);
    if (i === undefined || i >= count) continue;
    const list = byIndex.get(i) ?? [];
    list.push(pod);
    byIndex.set(i, list);
  }
  const out: TaskOutcome[] = [];
  for (let index = 0; index < count; index++) {
    const list = (byIndex.get(index) ?? []).sort((a, b) =>
      (a.metadata.creationTimestamp ?? '').localeCompare(b.metadata.creationTimestamp ?? ''),
    );
    const newest = list.at(-1);
    const state = newest?.status as PodState | undefined;
    const terminated = state?.containerStatuses?.[0]?.state?.terminated;
    const restarts = list.filter((p) => (p.status as PodState | undefined)?.phase === 'Failed').length;
    const startedAt = state?.startTime ? new Date(state.startTime) : null;
    const finishedAt = terminated?.finishedAt ? new Date(terminated.finishedAt) : null;
    const exitCode = typeof terminated?.exitCode === 'number' ? terminated.exitCode : null;
    const status: TaskOutcome['status'] = succeeded.has(index)
      ? 'SUCCEEDED'
      : failed.has(index)
        ? 'FAILED'
        : ended && state?.phase === 'Failed' && !newest?.metadata.deletionTimestamp
          ? 'FAILED'
          : state?.phase === 'Running' && !newest?.metadata.deletionTimestamp
            ? 'RUNNING'
            : 'PENDING';
    out.push({
      index,
      status,
      exitCode,
      restarts: status === 'FAILED' ? Math.max(0, restarts - 1) : restarts,
      startedAt,
      finishedAt: status === 'SUCCEEDED' || status === 'FAILED' ? finishedAt : null,
    });
  }
  return out;
}
