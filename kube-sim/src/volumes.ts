import { ACCESS_MODES } from './resources/storage-kinds.ts';
import type { KubeObject } from './store.ts';

/**
 * A data volume for tests and configurations: a static PersistentVolume reserved for one claim (its claimRef names
 * it, as an administrator pre-binds a PV) and that PersistentVolumeClaim, which the binder then binds. `bound:
 * false` creates only the claim, in a storage class no volume has, so it stays Pending.
 */
export interface VolumeConfig {
  /** The claim's name. */
  name: string;
  namespace: string;
  /** The PersistentVolume's name; default `<namespace>-<name>`. */
  volumeName?: string;
  /** Default `10Gi`. */
  capacity?: string;
  /** Default `['ReadWriteMany']`. */
  accessModes?: string[];
  /** Default none (`""`). */
  storageClassName?: string;
  /** Default true. */
  bound?: boolean;
}

export function volumeConfigProblems(list: unknown, at: string): string[] {
  if (list === undefined) return [];
  if (!Array.isArray(list)) return [`${at} must be a list`];
  const p: string[] = [];
  list.forEach((v: Partial<VolumeConfig>, i) => {
    const here = `${at}[${i}]`;
    if (typeof v?.name !== 'string' || !v.name) p.push(`${here}.name is required`);
    if (typeof v?.namespace !== 'string' || !v.namespace) p.push(`${here}.namespace is required`);
    for (const m of v?.accessModes ?? [])
      if (!ACCESS_MODES.includes(m)) p.push(`${here}.accessModes: unknown access mode "${m}"`);
  });
  return p;
}

/** The PersistentVolume (unless `bound: false`) and the claim of a VolumeConfig, PV first. */
export function volumeManifests(v: VolumeConfig): KubeObject[] {
  const accessModes = v.accessModes ?? ['ReadWriteMany'];
  const storage = v.capacity ?? '10Gi';
  const pvName = v.volumeName ?? `${v.namespace}-${v.name}`;
  const claim: KubeObject = {
    apiVersion: 'v1',
    kind: 'PersistentVolumeClaim',
    metadata: { name: v.name, namespace: v.namespace },
    spec: {
      accessModes,
      resources: { requests: { storage } },
      ...(v.bound === false
        ? { storageClassName: v.storageClassName || 'unavailable' }
        : { storageClassName: v.storageClassName ?? '' }),
    },
  };
  if (v.bound === false) return [claim];
  const pv: KubeObject = {
    apiVersion: 'v1',
    kind: 'PersistentVolume',
    metadata: { name: pvName },
    spec: {
      capacity: { storage },
      accessModes,
      storageClassName: v.storageClassName ?? '',
      hostPath: { path: `/mnt/kube-sim/${pvName}` },
      claimRef: { namespace: v.namespace, name: v.name },
    },
  };
  return [pv, claim];
}
