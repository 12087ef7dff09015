import type { ClusterClient } from './cluster-client.ts';
import { ClusterError } from './cluster-error.ts';

/** What a data volume's registration needs of a PersistentVolumeClaim (ARCHITECTURE §21). */
export interface ClaimReading {
  /** Pending, Bound or Lost ("" when the cluster says nothing). */
  phase: string;
  /** The access modes the bound volume gives (status), else those asked for (spec). */
  accessModes: string[];
  /** The bound volume's capacity ("10Gi"), when known. */
  storage: string | null;
  volumeName: string | null;
}

const strings = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string') : [];

/** Reads a claim in a namespace (one bounded GET through the cluster's client); null when there is none. */
export async function readClaim(
  client: ClusterClient,
  namespace: string,
  name: string,
  timeoutMs?: number,
): Promise<ClaimReading | null> {
  let claim: unknown;
  try {
    claim = await client.getJson(
      `/api/v1/namespaces/${encodeURIComponent(namespace)}/persistentvolumeclaims/${encodeURIComponent(name)}`,
      { timeoutMs, what: `PersistentVolumeClaim "${name}"` },
    );
  } catch (error) {
    if (error instanceof ClusterError && error.kind === 'NOT_FOUND') return null;
    throw error;
  }
  const o = (claim ?? {}) as {
    spec?: { accessModes?: unknown; volumeName?: unknown };
    status?: { phase?: unknown; accessModes?: unknown; capacity?: { storage?: unknown } };
  };
  const bound = strings(o.status?.accessModes);
  return {
    phase: typeof o.status?.phase === 'string' ? o.status.phase : '',
    accessModes: bound.length > 0 ? bound : strings(o.spec?.accessModes),
    storage: typeof o.status?.capacity?.storage === 'string' ? o.status.capacity.storage : null,
    volumeName: typeof o.spec?.volumeName === 'string' ? o.spec.volumeName : null,
  };
}
