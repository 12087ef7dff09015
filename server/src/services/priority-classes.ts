import { quote } from '../text.ts';
import type { ClusterLimits, ClusterLimitsResult } from './limits.ts';

/**
 * Priorities (ARCHITECTURE §16): a request may name one of its cluster's Kueue WorkloadPriorityClasses; the Job then
 * carries the label `kueue.x-k8s.io/priority-class` and Kueue gives its Workload that class's value as priority.
 * Without a class a Workload has priority 0 (Kueue's default when neither a WorkloadPriorityClass nor a pod
 * PriorityClass is named).
 */

/**
 * The limits as a request sees them through the policy hook (ARCHITECTURE §16): only the priority classes it allows
 * on the cluster (`allowed`; null: every class), the others named in `withheldPriorityClasses`. Never mutates.
 */
export function restrictPriorityClasses(
  limits: ClusterLimits,
  allowed: readonly string[] | null | undefined,
): ClusterLimits {
  if (allowed == null) return limits;
  const allow = new Set(allowed);
  const withheld = limits.priorityClasses.filter((c) => !allow.has(c.name)).map((c) => c.name);
  if (withheld.length === 0) return limits;
  return {
    ...limits,
    priorityClasses: limits.priorityClasses.filter((c) => allow.has(c.name)),
    withheldPriorityClasses: withheld,
  };
}

/** A cluster's reading through the policy (see restrictPriorityClasses). */
export function restrictReading(
  reading: ClusterLimitsResult,
  allowed: readonly string[] | null | undefined,
): ClusterLimitsResult {
  const limits = restrictPriorityClasses(reading.limits, allowed);
  return limits === reading.limits ? reading : { ...reading, limits };
}

/**
 * Why a class cannot be used on a cluster (our words, listing the classes the request may name there), or null
 * when it can: the cluster lacks it, or the policy withholds it.
 */
export function priorityClassProblem(
  limits: Pick<ClusterLimits, 'priorityClasses' | 'source' | 'withheldPriorityClasses'>,
  clusterName: string,
  name: string | null | undefined,
): string | null {
  if (name == null) return null;
  if (limits.priorityClasses.some((c) => c.name === name)) return null;
  const has = limits.priorityClasses.map((c) => `${c.name} (${c.value})`).join(', ');
  const withheld = limits.withheldPriorityClasses ?? [];
  if (withheld.length > 0) {
    const allowed = has
      ? `the classes allowed to you there are ${has}`
      : 'no class is allowed to you there (omit priorityClass: priority 0)';
    return withheld.includes(name)
      ? `priority class ${quote(name)} of cluster ${clusterName} is not allowed to you for this project: ${allowed}`
      : `cluster ${clusterName} has no priority class ${quote(name)}: ${allowed}`;
  }
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
