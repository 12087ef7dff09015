import type { SimClock, TimerHandle } from './clock.ts';
import { rfc3339 } from './clock.ts';
import { ResourceCatalog, type ResourceDef } from './resources/registry.ts';
import { type KubeObject, ObjectStore, type StoreEvent } from './store.ts';

export type Controller = {
  /** Called synchronously for each store event; should only record what needs doing. */
  observe(resource: string, ev: StoreEvent): void;
  /** Does pending work; returns true when it did something. */
  work(): boolean;
};

export interface CoreOptions {
  name: string;
  clock: SimClock;
  kueueVersions: string[];
  watchCacheSize?: number;
}

/**
 * The state of one simulated cluster without its network face: the object store, the controllers that stand in
 * for kube-controller-manager, kubelet and Kueue, and the work loop that runs them until the cluster is quiet.
 */
export class ClusterCore {
  readonly name: string;
  readonly store: ObjectStore;
  readonly catalog: ResourceCatalog;
  readonly clock: SimClock;
  private readonly controllers: Controller[] = [];
  private draining = false;
  private stopped = false;
  private readonly timers = new Set<TimerHandle>();
  /** Propagation policy requested for an object being deleted, by uid. */
  readonly deletePropagation = new Map<string, string>();

  constructor(opts: CoreOptions) {
    this.name = opts.name;
    this.clock = opts.clock;
    this.catalog = new ResourceCatalog(opts.kueueVersions);
    this.store = new ObjectStore({ now: () => this.clock.now(), watchCacheSize: opts.watchCacheSize });
    this.store.onEvent((resource, ev) => {
      for (const c of this.controllers) c.observe(resource, ev);
    });
  }

  addController(c: Controller): void {
    this.controllers.push(c);
  }

  now(): number {
    return this.clock.now();
  }

  nowTime(): string {
    return rfc3339(this.clock.now());
  }

  /** The same function each time, so a batch of timers (the clock's) drains this cluster once. */
  private readonly drainOnce = () => this.drain();

  /** Runs controllers until none has anything left to do. */
  drain(): void {
    if (this.draining || this.stopped) return;
    this.draining = true;
    try {
      for (let rounds = 0; rounds < 100_000; rounds++) {
        let did = false;
        for (const c of this.controllers) if (c.work()) did = true;
        if (!did) return;
      }
      console.error(`[kube-sim] cluster ${this.name}: controllers did not settle`);
    } finally {
      this.draining = false;
    }
  }

  /** After a restore: every controller observes every stored object as ADDED (no watch events), then settles. */
  replay(): void {
    for (const [resource, object] of this.store.all()) {
      const ev = { type: 'ADDED' as const, rv: Number(object.metadata.resourceVersion), object };
      for (const c of this.controllers) {
        try {
          c.observe(resource, ev);
        } catch (err) {
          console.error(`[kube-sim] cluster ${this.name}: replay failed:`, err);
        }
      }
    }
    this.drain();
  }

  /** Runs `fn` now (e.g. when an asynchronous answer arrives, outside any timer), then lets the controllers react. */
  run(fn: () => void): void {
    if (this.stopped) return;
    try {
      fn();
    } catch (err) {
      console.error(`[kube-sim] cluster ${this.name}: task failed:`, err);
    }
    this.drain();
  }

  /** Schedules `fn` at simulated time `at`, then lets the controllers react. */
  at(at: number, fn: () => void): TimerHandle {
    let handle: TimerHandle | undefined;
    const inner = this.clock.at(at, () => {
      if (handle) this.timers.delete(handle);
      if (this.stopped) return;
      fn();
      // At real speed, timers that fell due together settle together (the clock's batch); else each at once.
      if (this.clock.deferring) this.clock.atBatchEnd(this.drainOnce);
      else this.drain();
    });
    handle = {
      cancel: () => {
        inner.cancel();
        this.timers.delete(handle!);
      },
    };
    this.timers.add(handle);
    return handle;
  }

  stop(): void {
    this.stopped = true;
    for (const t of this.timers) t.cancel();
    this.timers.clear();
  }

  def(key: string): ResourceDef {
    const d = this.catalog.resources.find((r) => r.key === key);
    if (!d) throw new Error(`unknown resource ${key}`);
    return d;
  }

  /** Creates an object as a controller would (no admission, no validation). */
  createObject(key: string, obj: KubeObject): KubeObject {
    const def = this.def(key);
    return this.store.create(key, obj, { generation: def.generation });
  }

  get(key: string, namespace: string | undefined, name: string): KubeObject | undefined {
    return this.store.get(key, namespace, name);
  }
}

export function setCondition(
  conditions: Record<string, unknown>[] | undefined,
  cond: { type: string; status: string; reason: string; message: string },
  now: string,
  extra: Record<string, unknown> = {},
): Record<string, unknown>[] {
  const list = [...(conditions ?? [])];
  const i = list.findIndex((c) => c.type === cond.type);
  const prev = i >= 0 ? list[i] : undefined;
  const next = {
    ...extra,
    type: cond.type,
    status: cond.status,
    lastTransitionTime: prev && prev.status === cond.status ? prev.lastTransitionTime : now,
    reason: cond.reason,
    message: cond.message,
  } as Record<string, unknown>;
  if (prev && prev.status === cond.status && prev.reason === cond.reason && prev.message === cond.message) {
    const same = Object.keys(extra).every((k) => JSON.stringify(prev[k]) === JSON.stringify(extra[k]));
    if (same) return list;
  }
  if (i >= 0) list[i] = next;
  else list.push(next);
  return list;
}

export function hasCondition(obj: KubeObject | undefined, type: string, status = 'True'): boolean {
  return (obj?.status?.conditions ?? []).some(
    (c: { type: string; status: string }) => c.type === type && c.status === status,
  );
}

export function ownedBy(obj: KubeObject, uid: string): boolean {
  return (obj.metadata.ownerReferences ?? []).some((r: { uid: string }) => r.uid === uid);
}

export function controllerUid(obj: KubeObject): string | undefined {
  return (obj.metadata.ownerReferences ?? []).find((r: { controller?: boolean }) => r.controller)?.uid;
}

const ALNUM = 'bcdfghjklmnpqrstvwxz2456789';
/** Kubernetes' utilrand.String: 5 characters from a consonant-and-digit alphabet. */
export function randomSuffix(n = 5): string {
  let s = '';
  for (let i = 0; i < n; i++) s += ALNUM[Math.floor(Math.random() * ALNUM.length)];
  return s;
}
