import type { ClusterGrant } from '../plugins/types.ts';

/** Per granted cluster id, the priority classes the request may name there; null: every class of the cluster. */
export type GrantedClasses = ReadonlyMap<string, readonly string[] | null>;

/**
 * The grants of every `selectClusters` plugin united (ARCHITECTURE §2, §16): a cluster granted by a plain id, or by
 * a grant without `priorityClasses`, allows every class; otherwise the union of the listed classes.
 */
export function uniteGrants(grants: readonly ClusterGrant[]): GrantedClasses {
  const united = new Map<string, Set<string> | null>();
  for (const grant of grants) {
    const id = typeof grant === 'string' ? grant : grant.clusterId;
    const classes = typeof grant === 'string' ? null : (grant.priorityClasses ?? null);
    const sofar = united.get(id);
    if (classes === null || sofar === null) {
      united.set(id, null);
      continue;
    }
    const merged = sofar ?? new Set<string>();
    for (const name of classes) merged.add(name);
    united.set(id, merged);
  }
  return new Map([...united].map(([id, classes]) => [id, classes === null ? null : [...classes]]));
}
