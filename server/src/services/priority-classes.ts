import { quote } from '../text.ts';
import type { ClusterLimits } from './limits.ts';

/**
 * Priorities (ARCHITECTURE §16): a request may name one of its cluster's Kueue WorkloadPriorityClasses; the Job then
 * carries the label `kueue.x-k8s.io/priority-class` and Kueue gives its Workload that class's value as priority.
 * Without a class a Workload has priority 0 (Kueue's default when neither a WorkloadPriorityClass nor a pod
 * PriorityClass is named).
 */

/** Why a class cannot be used on a cluster (our words, listing the cluster's classes), or null when it can. */
export function priorityClassProblem(
  limits: Pick<ClusterLimits, 'priorityClasses' | 'source'>,
  clusterName: string,
  name: string | null | undefined,
): string | null {
  if (name == null) return null;
  if (limits.priorityClasses.some((c) => c.name === name)) return null;
  const has = limits.priorityClasses.map((c) => `${c.name} (${c.value})`).join(', ');
  const why = limits.source === 'FALLBACK' ? '; its queue could not be read, so its classes are unknown' : '';
  return `cluster ${clusterName} has no priority class ${quote(name)}: ${
    has ? `its classes are ${has}` : 'it has no WorkloadPriorityClasses'
  }${why}`;
}

/** The priority a Workload of this class gets on the cluster (0 without a class or when the class is unknown). */
export function priorityOf(
  limits: Pick<ClusterLimits, 'priorityClasses'>,
  name: string | null | undefined,
): number {
  if (name == null) return 0;
  return limits.priorityClasses.find((c) => c.name === name)?.value ?? 0;
}
