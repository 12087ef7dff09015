// Priority classes as the editor offers them (ARCHITECTURE §16): the chosen cluster's WorkloadPriorityClasses that
// the policy allows (availableClusters lists only those), or none — priority 0, Kueue's default.

export interface PriorityClassLike {
  name: string;
  value: number;
  description: string | null;
}

/** The option "no class": what a new request starts with. */
export const DEFAULT_PRIORITY = '';

export const classesOf = (limits: { priorityClasses?: readonly PriorityClassLike[] | null }) =>
  limits.priorityClasses ?? [];

/** "high — priority 100 · interactive work". */
export function priorityLabel(c: PriorityClassLike): string {
  return `${c.name} — priority ${c.value}${c.description ? ` · ${c.description}` : ''}`;
}

/**
 * The class a request keeps on a cluster: itself when the cluster offers it, else none (`dropped` says which it
 * was, for the switch note).
 */
export function keepClass(
  priorityClass: string | null | undefined,
  limits: { priorityClasses?: readonly PriorityClassLike[] | null },
): { priorityClass: string | null; dropped: string | null } {
  if (!priorityClass) return { priorityClass: null, dropped: null };
  return classesOf(limits).some((c) => c.name === priorityClass)
    ? { priorityClass, dropped: null }
    : { priorityClass: null, dropped: priorityClass };
}

/** The classes offered on any of the clusters (each name once, as the first cluster offering it has it), highest first. */
export function unionClasses(
  all: readonly { priorityClasses?: readonly PriorityClassLike[] | null }[],
): PriorityClassLike[] {
  const byName = new Map<string, PriorityClassLike>();
  for (const limits of all) {
    for (const c of classesOf(limits)) if (!byName.has(c.name)) byName.set(c.name, c);
  }
  return [...byName.values()].sort((a, b) => b.value - a.value || a.name.localeCompare(b.name));
}
