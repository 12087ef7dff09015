import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { KubeObject, ObjectStore } from '../store.ts';
import { BIND_COMPLETED } from './volume-binder.ts';

/**
 * What a pod's PersistentVolumeClaim volumes mean for the scheduler and the kubelet: the VolumeBinding plugin's
 * PreFilter verdict (a claim missing, being deleted, or not bound keeps the pod unscheduled) and, once it runs,
 * the host directories its containers see at their mount paths.
 */

/** Nodes the simulated cluster has (one, `kube-sim-node-1`). */
const NODES = 1;

/**
 * The VolumeBinding plugin's PreFilter answer for a pod, or undefined when its claims allow scheduling
 * (kube-scheduler pkg/scheduler/framework/plugins/volumebinding: podHasPVCs, then unbound immediate claims).
 */
export function volumeBindingProblem(store: ObjectStore, pod: KubeObject): string | undefined {
  const ns = pod.metadata.namespace as string;
  let unbound = false;
  for (const vol of pod.spec?.volumes ?? []) {
    const name: string | undefined = vol.persistentVolumeClaim?.claimName;
    if (!name) continue;
    const claim = store.get('persistentvolumeclaims', ns, name);
    if (!claim) return `persistentvolumeclaim "${name}" not found`;
    if (claim.metadata.deletionTimestamp) return `persistentvolumeclaim "${name}" is being deleted`;
    // isPVCFullyBound: a volume name and the binder's bind-completed annotation
    if (!claim.spec?.volumeName || !claim.metadata.annotations?.[BIND_COMPLETED]) unbound = true;
  }
  return unbound ? 'pod has unbound immediate PersistentVolumeClaims' : undefined;
}

/**
 * The PodScheduled condition message of a pod a PreFilter plugin rejected: kube-scheduler v1.37's FitError, the
 * PreFilter's reason, then the preemption PostFilter's verdict, which for a PreFilter rejection is "not found".
 */
export function unschedulableMessage(problem: string): string {
  return `0/${NODES} nodes are available: ${problem}. not found`;
}

export interface VolumeMount {
  /** Where the container sees it. */
  path: string;
  /** The host directory behind it. */
  hostDir: string;
  readOnly: boolean;
}

/** The PersistentVolume mounts of a container: each claim's bound volume's directory (and `subPath` in it). */
export function claimMounts(
  store: ObjectStore,
  pod: KubeObject,
  container: KubeObject['spec'],
  volumeDir: (pv: string) => string,
): VolumeMount[] {
  const ns = pod.metadata.namespace as string;
  const out: VolumeMount[] = [];
  for (const mount of container?.volumeMounts ?? []) {
    const vol = (pod.spec?.volumes ?? []).find((v: { name: string }) => v.name === mount.name);
    const claimName: string | undefined = vol?.persistentVolumeClaim?.claimName;
    if (!claimName) continue;
    const pv = store.get('persistentvolumeclaims', ns, claimName)?.spec?.volumeName;
    if (!pv) continue;
    let hostDir = volumeDir(pv);
    if (mount.subPath) {
      hostDir = path.join(hostDir, path.normalize(`/${mount.subPath}`));
      fs.mkdirSync(hostDir, { recursive: true });
    }
    out.push({
      path: String(mount.mountPath).replace(/\/+$/, '') || '/',
      hostDir,
      readOnly: mount.readOnly === true || vol.persistentVolumeClaim.readOnly === true,
    });
  }
  return out;
}

/**
 * The host directories behind one cluster's PersistentVolumes, one per volume name (as a hostPath volume is one
 * directory on the node): under `root` when given (a state folder keeps them across restarts), else in a
 * temporary folder made on first use and removed by `dispose`.
 */
export class VolumeDirs {
  private made?: string;

  constructor(
    private readonly cluster: string,
    private readonly root?: string,
  ) {}

  /** The directory of PersistentVolume `name`, created when missing. */
  dir(name: string): string {
    if (!this.root && !this.made)
      this.made = fs.mkdtempSync(path.join(os.tmpdir(), `kube-sim-volumes-${this.cluster}-`));
    const base = (this.root ?? this.made) as string;
    const d = path.join(base, path.basename(name));
    fs.mkdirSync(d, { recursive: true });
    return d;
  }

  dispose(): void {
    if (this.made) fs.rmSync(this.made, { recursive: true, force: true });
    this.made = undefined;
  }
}
