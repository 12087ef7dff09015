import { podSetTotals } from '../../kube/workloads/pod-sets.ts';
import type { ProcessSpec } from './input.ts';

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
