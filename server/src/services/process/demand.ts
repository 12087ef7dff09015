import { podSetTotals } from '../../kube/workloads/pod-sets.ts';
import type { ProcessSpec } from './input.ts';
import { runCount } from './tasks.ts';

/**
 * What a checked spec asks Kueue to reserve: its podsets' totals (count × per-pod, ARCHITECTURE §19), with the
 * pinned flavor, the class and the deadline. The one request the fit, the start estimate, the cost and the budget
 * read; the per-pod requests stay on the spec (`requested`) for the container and the stored version.
 */
export function demandOf(spec: Pick<ProcessSpec, 'requested' | 'podSets'>): ProcessSpec['requested'] {
  const totals = podSetTotals(spec.podSets);
  return {
    ...spec.requested,
    cpuMillis: totals.cpuMillis,
    memoryBytes: totals.memoryBytes,
    extended: totals.extended.map((e) => ({ name: e.name, quantity: e.quantity })),
  };
}

/**
 * What the cost and the budget's worst case multiply (ARCHITECTURE §19): every task's pod, count × per-pod (an
 * array of 100 at most 10 at a time still runs 100 pods, each up to its deadline); a run of only some of them
 * (onlyFailedTasks, failover) counts those.
 */
export function costDemandOf(spec: Pick<ProcessSpec, 'requested' | 'tasks'>): ProcessSpec['requested'] {
  const count = BigInt(runCount(spec.tasks));
  return {
    ...spec.requested,
    cpuMillis: spec.requested.cpuMillis * count,
    memoryBytes: spec.requested.memoryBytes * count,
    extended: spec.requested.extended.map((e) => ({ name: e.name, quantity: e.quantity * count })),
  };
}
