import type { ClusterCore, Controller } from '../cluster-core.ts';
import { parseUnits } from '../quantity.ts';
import { claimClass, PV_PROTECTION, PVC_PROTECTION, volumeClass } from '../resources/storage-kinds.ts';
import type { KubeObject, StoreEvent } from '../store.ts';
import { recordEvent } from './events.ts';

const PV = 'persistentvolumes';
const PVC = 'persistentvolumeclaims';
export const BOUND_BY_CONTROLLER = 'pv.kubernetes.io/bound-by-controller';
export const BIND_COMPLETED = 'pv.kubernetes.io/bind-completed';
const COMPONENT = 'persistentvolume-controller';

/** The claims a pod's volumes name. */
export function podClaims(pod: KubeObject): string[] {
  return (pod.spec?.volumes ?? [])
    .map((v: { persistentVolumeClaim?: { claimName?: string } }) => v.persistentVolumeClaim?.claimName)
    .filter((n: unknown): n is string => typeof n === 'string' && n !== '');
}

const terminal = (p: KubeObject) => p.status?.phase === 'Succeeded' || p.status?.phase === 'Failed';

/** Whether a PV's claimRef points at this claim (storagehelpers.IsVolumeBoundToClaim). */
function boundTo(pv: KubeObject, claim: KubeObject): boolean {
  const ref = pv.spec?.claimRef;
  if (!ref) return false;
  if (ref.name !== claim.metadata.name || ref.namespace !== claim.metadata.namespace) return false;
  return !ref.uid || ref.uid === claim.metadata.uid;
}

const storageOf = (q: unknown): number => {
  try {
    return parseUnits(String(q ?? '0'));
  } catch {
    return 0;
  }
};

/**
 * kube-controller-manager's persistentvolume-binder (static volumes only: no provisioner, no StorageClass objects)
 * with the pv-protection and pvc-protection controllers: binds each unbound claim to the smallest Available volume
 * of its class that offers its access modes and size (or to the volume it names), keeps unmatched claims Pending,
 * releases a volume whose claim is gone, and lets a claim or volume go once nothing uses it.
 */
export class VolumeBinder implements Controller {
  private dirty = false;

  constructor(private readonly core: ClusterCore) {}

  observe(resource: string, ev: StoreEvent): void {
    if (resource === PV || resource === PVC) this.dirty = true;
    else if (resource === 'pods' && podClaims(ev.object).length > 0) {
      // a pod naming claims came, went or finished: claims' Unused condition and pvc-protection follow
      const was = ev.previous ? terminal(ev.previous) : undefined;
      if (ev.type !== 'MODIFIED' || was !== terminal(ev.object)) this.dirty = true;
    }
  }

  work(): boolean {
    if (!this.dirty) return false;
    this.dirty = false;
    const claims = this.core.store
      .list(PVC)
      .sort((a, b) =>
        String(a.metadata.creationTimestamp).localeCompare(String(b.metadata.creationTimestamp)),
      );
    for (const claim of claims) this.syncClaim(claim);
    for (const pv of this.core.store.list(PV)) this.syncVolume(pv);
    if (claims.length > 0) this.markUnused(claims);
    return true;
  }

  /**
   * The pvc-protection controller's `Unused` condition (Kubernetes 1.37, PersistentVolumeClaimUnusedSinceTime):
   * on a Bound claim not being deleted, True while no pod that has not finished names it, False while one does.
   */
  private markUnused(claims: KubeObject[]): void {
    const used = new Set<string>();
    for (const p of this.core.store.list('pods'))
      if (!terminal(p)) for (const n of podClaims(p)) used.add(`${p.metadata.namespace}/${n}`);
    const now = this.core.nowTime();
    for (const stale of claims) {
      const inUse = used.has(`${stale.metadata.namespace}/${stale.metadata.name}`);
      this.core.store.mutate(PVC, stale.metadata.namespace, stale.metadata.name, (c) => {
        if (c.status?.phase !== 'Bound' || c.metadata.deletionTimestamp) return false;
        const conds: Record<string, unknown>[] = c.status.conditions ?? [];
        const status = inUse ? 'False' : 'True';
        const prev = conds.find((x) => x.type === 'Unused');
        if (prev?.status === status) return false;
        const next = {
          type: 'Unused',
          status,
          lastProbeTime: null,
          lastTransitionTime: now,
          reason: inUse ? 'PodUsingPVC' : 'NoPodsUsingPVC',
          message: inUse
            ? 'A pod is currently referencing this PVC'
            : 'No pods are currently referencing this PVC',
        };
        c.status.conditions = prev ? conds.map((x) => (x === prev ? next : x)) : [...conds, next];
      });
    }
  }

  private syncClaim(stale: KubeObject): void {
    const { namespace, name } = stale.metadata;
    if (stale.metadata.deletionTimestamp && this.releaseClaimFinalizer(stale)) return;
    const claim = this.core.store.get(PVC, namespace, name);
    if (!claim) return;
    const volumeName: string = claim.spec?.volumeName ?? '';
    if (!volumeName) {
      const pv = this.findMatch(claim);
      if (pv) {
        this.bind(pv, claim);
        return;
      }
      this.setClaimPhase(claim, 'Pending');
      const cls = claimClass(claim);
      if (cls === '')
        recordEvent(this.core, claim, {
          type: 'Normal',
          reason: 'FailedBinding',
          message: 'no persistent volumes available for this claim and no storage class is set',
          component: COMPONENT,
        });
      else
        recordEvent(this.core, claim, {
          type: 'Warning',
          reason: 'ProvisioningFailed',
          message: `storageclass.storage.k8s.io "${cls}" not found`,
          component: COMPONENT,
        });
      return;
    }
    const pv = this.core.store.get(PV, undefined, volumeName);
    if (!pv) {
      if (claim.metadata.annotations?.[BIND_COMPLETED]) {
        this.setClaimPhase(claim, 'Lost');
        recordEvent(this.core, claim, {
          type: 'Warning',
          reason: 'ClaimLost',
          message: 'Bound claim has lost reference to PersistentVolume. Data on the volume is lost!',
          component: COMPONENT,
        });
      } else this.setClaimPhase(claim, 'Pending');
      return;
    }
    if (!pv.spec?.claimRef) {
      const mismatch = this.mismatch(pv, claim);
      if (!mismatch) {
        this.bind(pv, claim);
        return;
      }
      this.setClaimPhase(claim, 'Pending');
      recordEvent(this.core, claim, {
        type: 'Warning',
        reason: 'VolumeMismatch',
        message: `Cannot bind to requested volume "${volumeName}": ${mismatch}`,
        component: COMPONENT,
      });
      return;
    }
    if (boundTo(pv, claim)) {
      this.bind(pv, claim);
      return;
    }
    if (claim.metadata.annotations?.[BIND_COMPLETED]) this.setClaimPhase(claim, 'Lost');
    else {
      this.setClaimPhase(claim, 'Pending');
      recordEvent(this.core, claim, {
        type: 'Warning',
        reason: 'FailedBinding',
        message: `volume "${volumeName}" already bound to a different claim.`,
        component: COMPONENT,
      });
    }
  }

  /** checkVolumeSatisfyClaim: why a named volume cannot serve the claim, or undefined. */
  private mismatch(pv: KubeObject, claim: KubeObject): string | undefined {
    if (storageOf(pv.spec?.capacity?.storage) < storageOf(claim.spec?.resources?.requests?.storage))
      return 'requested PV is too small';
    if (volumeClass(pv) !== claimClass(claim)) return 'storageClassName does not match';
    if ((pv.spec?.volumeMode ?? 'Filesystem') !== (claim.spec?.volumeMode ?? 'Filesystem'))
      return 'incompatible volumeMode';
    const modes: string[] = pv.spec?.accessModes ?? [];
    if (!(claim.spec?.accessModes ?? []).every((m: string) => modes.includes(m)))
      return 'incompatible accessMode';
    return undefined;
  }

  /**
   * FindMatchingVolume over the access-mode index: volume sets with the fewest modes first, in each the smallest
   * volume that is large enough; a volume pre-bound to this claim wins at once.
   */
  private findMatch(claim: KubeObject): KubeObject | undefined {
    const want: string[] = claim.spec?.accessModes ?? [];
    const request = storageOf(claim.spec?.resources?.requests?.storage);
    const cls = claimClass(claim);
    const mode = claim.spec?.volumeMode ?? 'Filesystem';
    const selector = claim.spec?.selector?.matchLabels as Record<string, string> | undefined;
    const candidates = this.core.store
      .list(PV)
      .filter((pv) => want.every((m) => (pv.spec?.accessModes ?? []).includes(m)))
      .filter((pv) => (pv.spec?.volumeMode ?? 'Filesystem') === mode && !pv.metadata.deletionTimestamp);
    const pre = candidates.find((pv) => boundTo(pv, claim));
    if (pre) return pre;
    const groups = new Map<number, KubeObject[]>();
    for (const pv of candidates) {
      const n = new Set(pv.spec?.accessModes ?? []).size;
      groups.set(n, [...(groups.get(n) ?? []), pv]);
    }
    for (const n of [...groups.keys()].sort((a, b) => a - b)) {
      let best: KubeObject | undefined;
      for (const pv of groups.get(n)!) {
        if (pv.status?.phase !== 'Available' || pv.spec?.claimRef) continue;
        if (selector && !Object.entries(selector).every(([k, v]) => pv.metadata.labels?.[k] === v)) continue;
        if (volumeClass(pv) !== cls) continue;
        const size = storageOf(pv.spec?.capacity?.storage);
        if (size >= request && (!best || storageOf(best.spec?.capacity?.storage) > size)) best = pv;
      }
      if (best) return best;
    }
    return undefined;
  }

  /** bind(): the volume's claimRef and phase first, then the claim's volumeName, annotations and status. */
  private bind(pv: KubeObject, claim: KubeObject): void {
    const now = this.core.nowTime();
    const byController = !boundTo(pv, claim);
    const ref = pv.spec?.claimRef;
    const bound = this.core.store.mutate(PV, undefined, pv.metadata.name, (v) => {
      if (!ref || ref.uid !== claim.metadata.uid || byController)
        v.spec.claimRef = {
          kind: 'PersistentVolumeClaim',
          namespace: claim.metadata.namespace,
          name: claim.metadata.name,
          uid: claim.metadata.uid,
          apiVersion: 'v1',
          resourceVersion: claim.metadata.resourceVersion,
        };
      if (byController)
        v.metadata.annotations = { ...(v.metadata.annotations ?? {}), [BOUND_BY_CONTROLLER]: 'yes' };
      if (v.status?.phase !== 'Bound')
        v.status = { ...v.status, phase: 'Bound', lastPhaseTransitionTime: now };
    });
    if (!bound) return;
    const claimByController = !claim.spec?.volumeName;
    this.core.store.mutate(PVC, claim.metadata.namespace, claim.metadata.name, (c) => {
      c.spec.volumeName = bound.metadata.name;
      c.metadata.annotations = {
        ...(c.metadata.annotations ?? {}),
        [BIND_COMPLETED]: 'yes',
        ...(claimByController ? { [BOUND_BY_CONTROLLER]: 'yes' } : {}),
      };
      c.status = {
        ...c.status,
        phase: 'Bound',
        accessModes: [...(bound.spec?.accessModes ?? [])],
        capacity: { ...(bound.spec?.capacity ?? {}) },
      };
    });
  }

  private setClaimPhase(claim: KubeObject, phase: string): void {
    this.core.store.mutate(PVC, claim.metadata.namespace, claim.metadata.name, (c) => {
      if (c.status?.phase === phase) return false;
      c.status = { ...c.status, phase };
    });
  }

  private setVolumePhase(pv: KubeObject, phase: string): void {
    this.core.store.mutate(PV, undefined, pv.metadata.name, (v) => {
      if (v.status?.phase === phase) return false;
      v.status = { ...v.status, phase, lastPhaseTransitionTime: this.core.nowTime() };
    });
  }

  private syncVolume(stale: KubeObject): void {
    const pv = this.core.store.get(PV, undefined, stale.metadata.name);
    if (!pv) return;
    const ref = pv.spec?.claimRef;
    if (!ref?.uid) this.setVolumePhase(pv, 'Available');
    else {
      const claim = this.core.store.get(PVC, ref.namespace, ref.name);
      if (!claim || claim.metadata.uid !== ref.uid) {
        if (pv.status?.phase !== 'Released' && pv.status?.phase !== 'Failed')
          this.setVolumePhase(pv, 'Released');
      } else if (claim.spec?.volumeName === pv.metadata.name) this.setVolumePhase(pv, 'Bound');
      else if (claim.spec?.volumeName && pv.metadata.annotations?.[BOUND_BY_CONTROLLER]) {
        // The claim went to another volume: a binding this controller made is undone.
        this.core.store.mutate(PV, undefined, pv.metadata.name, (v) => {
          delete v.spec.claimRef;
          delete v.metadata.annotations?.[BOUND_BY_CONTROLLER];
        });
      }
    }
    const cur = this.core.store.get(PV, undefined, pv.metadata.name);
    if (cur?.metadata.deletionTimestamp && cur.status?.phase !== 'Bound')
      this.core.store.mutate(PV, undefined, cur.metadata.name, (v) => {
        const fins: string[] = v.metadata.finalizers ?? [];
        if (!fins.includes(PV_PROTECTION)) return false;
        v.metadata.finalizers = fins.filter((f) => f !== PV_PROTECTION);
      });
  }

  /** pvc-protection: the finalizer goes once no pod that has not finished names the claim. Returns true when gone. */
  private releaseClaimFinalizer(claim: KubeObject): boolean {
    const ns = claim.metadata.namespace;
    const inUse = this.core.store
      .list('pods', ns)
      .some((p) => !terminal(p) && podClaims(p).includes(claim.metadata.name));
    if (inUse) return false;
    this.core.store.mutate(PVC, ns, claim.metadata.name, (c) => {
      const fins: string[] = c.metadata.finalizers ?? [];
      if (!fins.includes(PVC_PROTECTION)) return false;
      c.metadata.finalizers = fins.filter((f) => f !== PVC_PROTECTION);
    });
    return !this.core.store.get(PVC, ns, claim.metadata.name);
  }
}
