import type { KubeObject } from '../../kube/job-status.ts';

/**
 * A pod's running intervals as the cluster reports them (ARCHITECTURE §18): each run of a container, from its
 * start (`state.running.startedAt` / `terminated.startedAt`) to its end (`terminated.finishedAt`); the run before
 * an in-place restart is the container's `lastState.terminated`. A container that never started has no interval.
 * Pure: the monitor feeds it the pods its informer sees, the ledger writes what it returns.
 */

export interface PodInterval {
  /** cluster/namespace/pod/container/start (ms): the same run gives the same key on every server and restart. */
  key: string;
  startedAt: Date;
  /** null while the run goes on. */
  endedAt: Date | null;
}

interface State {
  running?: { startedAt?: string };
  terminated?: { startedAt?: string; finishedAt?: string };
}

function time(value: string | undefined): number | null {
  if (!value) return null;
  const ms = Date.parse(value);
  return Number.isFinite(ms) ? ms : null;
}

/**
 * `endedAtIfRunning`: when the pod is known gone (its DELETED event) while its last state still says running, the
 * moment it was seen gone ends the run (the cluster will say nothing more of it).
 */
export function podIntervals(
  pod: KubeObject,
  where: { clusterId: string; namespace: string },
  endedAtIfRunning: number | null = null,
): PodInterval[] {
  const statuses = (pod.status as { containerStatuses?: unknown } | undefined)?.containerStatuses;
  if (!Array.isArray(statuses)) return [];
  const out = new Map<string, PodInterval>();
  for (const cs of statuses as { name?: string; state?: State; lastState?: State }[]) {
    const name = cs?.name ?? '';
    for (const state of [cs?.lastState, cs?.state]) {
      if (!state) continue;
      let start: number | null = null;
      let end: number | null = null;
      if (state.terminated) {
        start = time(state.terminated.startedAt);
        end = time(state.terminated.finishedAt);
        if (start === null || end === null) continue;
      } else if (state.running) {
        start = time(state.running.startedAt);
        if (start === null) continue;
        end = endedAtIfRunning;
      } else continue;
      const key = `${podKeyPrefix(where, pod.metadata.name)}/${name}/${start}`;
      out.set(key, {
        key,
        startedAt: new Date(start),
        endedAt: end === null ? null : new Date(Math.max(start, end)),
      });
    }
  }
  return [...out.values()];
}

export const DAY_MS = 86_400_000;

/** [start, end) cut at UTC midnights: one part per day it touches (empty intervals give none). */
export function splitByDay(start: number, end: number): { day: number; start: number; end: number }[] {
  const parts: { day: number; start: number; end: number }[] = [];
  for (let s = start; s < end; ) {
    const day = Math.floor(s / DAY_MS) * DAY_MS;
    const e = Math.min(end, day + DAY_MS);
    parts.push({ day, start: s, end: e });
    s = e;
  }
  return parts;
}

/** cluster/namespace/pod: the start of every interval key of a pod. */
export function podKeyPrefix(where: { clusterId: string; namespace: string }, podName: string): string {
  return `${where.clusterId}/${where.namespace}/${podName}`;
}
