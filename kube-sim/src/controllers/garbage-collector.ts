import type { ClusterCore, Controller } from '../cluster-core.ts';
import type { KubeObject, StoreEvent } from '../store.ts';
import type { Kubelet } from './kubelet.ts';

const DEPENDENT_RESOURCES = [
  'pods',
  'workloads.kueue.x-k8s.io',
  'jobs.batch',
  'services',
  'configmaps',
  'secrets',
  'persistentvolumeclaims',
];
export const FOREGROUND = 'foregroundDeletion';
export const ORPHAN = 'orphan';

/**
 * The garbage collector and namespace controller: cascades deletions along ownerReferences (Background,
 * Foreground, Orphan) and empties terminating namespaces.
 */
export class GarbageCollector implements Controller {
  private readonly queue: (() => void)[] = [];

  constructor(
    private readonly core: ClusterCore,
    private readonly kubelet: Kubelet,
  ) {}

  observe(resource: string, ev: StoreEvent): void {
    const o = ev.object;
    const uid = o.metadata.uid as string;
    if (ev.type === 'DELETED') {
      const policy = this.core.deletePropagation.get(uid) ?? 'Background';
      this.core.deletePropagation.delete(uid);
      if (resource === 'namespaces') return;
      this.queue.push(() => this.cascade(o, policy));
      this.recheckOwners(o);
      return;
    }
    if (ev.type === 'MODIFIED' && o.metadata.deletionTimestamp) {
      const fins: string[] = o.metadata.finalizers ?? [];
      if (resource === 'namespaces') {
        this.queue.push(() => this.finalizeNamespace(o.metadata.name));
      } else if (fins.includes(FOREGROUND)) {
        this.queue.push(() => this.foreground(resource, o));
      } else if (fins.includes(ORPHAN)) {
        this.queue.push(() => {
          this.orphan(o);
          this.removeFinalizer(resource, o, ORPHAN);
        });
      }
    }
    if (ev.type === 'MODIFIED') this.recheckOwners(o);
  }

  /** A dependent changed or went away: its foreground-deleting owner may now be free. */
  private recheckOwners(o: KubeObject): void {
    for (const ref of o.metadata.ownerReferences ?? []) {
      if (ref.kind === 'Job') {
        const owner = this.core.store.get('jobs.batch', o.metadata.namespace, ref.name);
        if (owner?.metadata.finalizers?.includes(FOREGROUND))
          this.queue.push(() => this.foreground('jobs.batch', owner));
      }
    }
  }

  work(): boolean {
    if (this.queue.length === 0) return false;
    for (const fn of this.queue.splice(0)) fn();
    return true;
  }

  private dependents(owner: KubeObject): { resource: string; obj: KubeObject }[] {
    const out: { resource: string; obj: KubeObject }[] = [];
    for (const r of DEPENDENT_RESOURCES) {
      for (const d of this.core.store.list(r, owner.metadata.namespace)) {
        if ((d.metadata.ownerReferences ?? []).some((ref: { uid: string }) => ref.uid === owner.metadata.uid))
          out.push({ resource: r, obj: d });
      }
    }
    return out;
  }

  private deleteDependent(resource: string, d: KubeObject): void {
    if (resource === 'pods') this.kubelet.deletePod(d.metadata.namespace!, d.metadata.name);
    else this.core.store.delete(resource, d.metadata.namespace, d.metadata.name);
  }

  private cascade(owner: KubeObject, policy: string): void {
    if (policy === 'Orphan') {
      this.orphan(owner);
      return;
    }
    for (const { resource, obj } of this.dependents(owner)) this.deleteDependent(resource, obj);
  }

  private orphan(owner: KubeObject): void {
    for (const { resource, obj } of this.dependents(owner)) {
      if (resource === 'workloads.kueue.x-k8s.io') continue;
      this.core.store.mutate(resource, obj.metadata.namespace, obj.metadata.name, (d) => {
        d.metadata.ownerReferences = (d.metadata.ownerReferences ?? []).filter(
          (r: { uid: string }) => r.uid !== owner.metadata.uid,
        );
        if (d.metadata.ownerReferences.length === 0) delete d.metadata.ownerReferences;
      });
    }
  }

  private foreground(resource: string, owner: KubeObject): void {
    const cur = this.core.store.get(resource, owner.metadata.namespace, owner.metadata.name);
    if (!cur?.metadata.finalizers?.includes(FOREGROUND)) return;
    const deps = this.dependents(cur).filter((d) =>
      (d.obj.metadata.ownerReferences ?? []).some(
        (r: { uid: string; blockOwnerDeletion?: boolean }) =>
          r.uid === cur.metadata.uid && r.blockOwnerDeletion,
      ),
    );
    for (const d of deps) if (!d.obj.metadata.deletionTimestamp) this.deleteDependent(d.resource, d.obj);
    const remaining = this.dependents(cur).filter((d) =>
      (d.obj.metadata.ownerReferences ?? []).some(
        (r: { uid: string; blockOwnerDeletion?: boolean }) =>
          r.uid === cur.metadata.uid && r.blockOwnerDeletion,
      ),
    );
    if (remaining.length === 0) this.removeFinalizer(resource, cur, FOREGROUND);
  }

  private removeFinalizer(resource: string, o: KubeObject, finalizer: string): void {
    this.core.store.mutate(resource, o.metadata.namespace, o.metadata.name, (x) => {
      x.metadata.finalizers = (x.metadata.finalizers ?? []).filter((f: string) => f !== finalizer);
    });
  }

  private finalizeNamespace(name: string): void {
    const ns = this.core.store.get('namespaces', undefined, name);
    if (!ns?.metadata.deletionTimestamp) return;
    let remaining = 0;
    for (const def of this.core.catalog.resources) {
      if (!def.namespaced) continue;
      for (const o of this.core.store.list(def.key, name)) {
        remaining++;
        if (def.key === 'pods') this.kubelet.deletePod(name, o.metadata.name, 0);
        else {
          if (o.metadata.finalizers?.length) {
            this.core.store.mutate(def.key, name, o.metadata.name, (x) => {
              x.metadata.finalizers = [];
              x.metadata.deletionTimestamp ??= this.core.nowTime();
            });
          }
          if (this.core.store.get(def.key, name, o.metadata.name))
            this.core.store.delete(def.key, name, o.metadata.name);
        }
      }
    }
    const left = this.core.catalog.resources
      .filter((d) => d.namespaced)
      .reduce((n, d) => n + this.core.store.list(d.key, name).length, 0);
    void remaining;
    if (left === 0) {
      this.core.store.mutate('namespaces', undefined, name, (n) => {
        n.spec = { finalizers: [] };
        n.metadata.finalizers = [];
      });
      if (this.core.store.get('namespaces', undefined, name))
        this.core.store.delete('namespaces', undefined, name);
    }
  }
}
