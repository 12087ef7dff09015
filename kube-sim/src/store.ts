import { randomUUID } from 'node:crypto';
import { rfc3339 } from './clock.ts';

// biome-ignore lint/suspicious/noExplicitAny: Kubernetes objects are open-ended JSON
export type KubeObject = Record<string, any> & {
  metadata: Record<string, any> & { name: string; namespace?: string };
};

export type EventType = 'ADDED' | 'MODIFIED' | 'DELETED';

export interface StoreEvent {
  type: EventType;
  rv: number;
  object: KubeObject;
  /** The object before this change (undefined for ADDED). */
  previous?: KubeObject;
}

export type StoreListener = (resource: string, event: StoreEvent) => void;

export interface WatchHistory {
  /** Events with rv greater than the given one, or `undefined` when that version is too old (compacted). */
  since(rv: number): StoreEvent[] | undefined;
  readonly oldestRv: number;
}

export function objectKey(namespace: string | undefined, name: string): string {
  return namespace ? `${namespace}/${name}` : name;
}

class Table implements WatchHistory {
  readonly objects = new Map<string, KubeObject>();
  /** Object keys in etcd order, kept sorted as objects come and go. */
  private sorted: string[] | null = null;

  private lowerBound(key: string): number {
    const a = this.keys();
    let lo = 0;
    let hi = a.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (a[mid]! < key) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  keys(): string[] {
    if (!this.sorted) this.sorted = [...this.objects.keys()].sort();
    return this.sorted;
  }

  put(key: string, obj: KubeObject): void {
    const isNew = !this.objects.has(key);
    this.objects.set(key, obj);
    if (isNew && this.sorted) {
      const i = this.lowerBound(key);
      this.sorted.splice(i, 0, key);
    }
  }

  remove(key: string): void {
    if (!this.objects.delete(key) || !this.sorted) return;
    const i = this.lowerBound(key);
    if (this.sorted[i] === key) this.sorted.splice(i, 1);
  }

  /** Objects in key order; with a namespace, only that namespace's contiguous key range. */
  ordered(namespace?: string): KubeObject[] {
    const keys = this.keys();
    const out: KubeObject[] = [];
    if (!namespace) {
      for (const k of keys) out.push(this.objects.get(k)!);
      return out;
    }
    const prefix = `${namespace}/`;
    for (let i = this.lowerBound(prefix); i < keys.length && keys[i]!.startsWith(prefix); i++)
      out.push(this.objects.get(keys[i]!)!);
    return out;
  }
  private log: StoreEvent[] = [];
  private head = 0;
  /** Events at or below this resourceVersion are no longer retained. */
  compactedRv: number;

  constructor(
    private readonly capacity: number,
    startRv: number,
  ) {
    this.compactedRv = startRv;
  }

  record(ev: StoreEvent): void {
    this.log.push(ev);
    if (this.log.length - this.head > this.capacity) {
      this.compactedRv = this.log[this.head]!.rv;
      this.head++;
      if (this.head > 4096 && this.head > this.log.length / 2) {
        this.log = this.log.slice(this.head);
        this.head = 0;
      }
    }
  }

  compact(rv: number): void {
    while (this.head < this.log.length && this.log[this.head]!.rv <= rv) this.head++;
    this.compactedRv = Math.max(this.compactedRv, rv);
  }

  get oldestRv(): number {
    return this.compactedRv;
  }

  since(rv: number): StoreEvent[] | undefined {
    if (rv < this.compactedRv) return undefined;
    const out: StoreEvent[] = [];
    // binary search the first event after rv
    let lo = this.head;
    let hi = this.log.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.log[mid]!.rv <= rv) lo = mid + 1;
      else hi = mid;
    }
    for (let i = lo; i < this.log.length; i++) out.push(this.log[i]!);
    return out;
  }
}

export interface StoreSnapshot {
  rv: number;
  objects: Record<string, KubeObject[]>;
}

export interface StoreOptions {
  now: () => number;
  /** How many past events each resource keeps for watch resumption (Kubernetes' watch cache); older → 410. */
  watchCacheSize?: number;
  startRv?: number;
}

/**
 * One cluster's object storage: objects per resource, a cluster-wide increasing resourceVersion, and a bounded
 * event history per resource so watches can resume. Stored objects are never mutated; writers pass new objects.
 */
export class ObjectStore {
  private rv: number;
  private readonly tables = new Map<string, Table>();
  private readonly listeners: StoreListener[] = [];
  private readonly capacity: number;

  constructor(private readonly opts: StoreOptions) {
    this.rv = opts.startRv ?? 1000;
    this.capacity = opts.watchCacheSize ?? 2000;
  }

  get resourceVersion(): number {
    return this.rv;
  }

  onEvent(listener: StoreListener): void {
    this.listeners.push(listener);
  }

  private table(resource: string): Table {
    let t = this.tables.get(resource);
    if (!t) {
      t = new Table(this.capacity, this.rv);
      this.tables.set(resource, t);
    }
    return t;
  }

  history(resource: string): WatchHistory {
    return this.table(resource);
  }

  /** Every object and the resourceVersion counter, for persistence across restarts. */
  snapshot(): StoreSnapshot {
    const objects: Record<string, KubeObject[]> = {};
    for (const [resource, t] of this.tables)
      if (t.objects.size > 0) objects[resource] = [...t.objects.values()];
    return { rv: this.rv, objects };
  }

  /**
   * Loads a snapshot into an empty store, without events: the watch history starts at the snapshot's version (a
   * watch from an older one gets 410, as after an API server restart).
   */
  restore(snap: StoreSnapshot): void {
    this.rv = Math.max(this.rv, snap.rv);
    for (const [resource, list] of Object.entries(snap.objects)) {
      const t = this.table(resource);
      for (const obj of list) t.put(objectKey(obj.metadata.namespace, obj.metadata.name), obj);
    }
  }

  /** Every stored object, for controllers to re-observe after a restore. */
  *all(): Generator<[string, KubeObject]> {
    for (const [resource, t] of this.tables) for (const obj of t.objects.values()) yield [resource, obj];
  }

  /** Forgets the watch history of every resource (a test hook for "410 Gone" after etcd compaction). */
  compact(): void {
    for (const t of this.tables.values()) t.compact(this.rv);
  }

  get(resource: string, namespace: string | undefined, name: string): KubeObject | undefined {
    return this.tables.get(resource)?.objects.get(objectKey(namespace, name));
  }

  /** All objects of a resource (optionally one namespace), sorted by namespace/name like etcd keys. */
  list(resource: string, namespace?: string): KubeObject[] {
    const t = this.tables.get(resource);
    if (!t) return [];
    return t.ordered(namespace);
  }

  count(resource: string): number {
    return this.tables.get(resource)?.objects.size ?? 0;
  }

  private emit(resource: string, ev: StoreEvent): void {
    this.table(resource).record(ev);
    for (const l of this.listeners) {
      try {
        l(resource, ev);
      } catch (err) {
        console.error('[kube-sim] store listener failed:', err);
      }
    }
  }

  /** Inserts a new object, filling uid, creationTimestamp, resourceVersion. Caller has checked for conflicts. */
  create(resource: string, obj: KubeObject, opts: { generation?: boolean } = {}): KubeObject {
    const md = obj.metadata;
    md.uid ??= randomUUID();
    md.creationTimestamp = rfc3339(this.opts.now());
    if (opts.generation !== false) md.generation = 1;
    md.resourceVersion = String(++this.rv);
    const t = this.table(resource);
    t.put(objectKey(md.namespace, md.name), obj);
    this.emit(resource, { type: 'ADDED', rv: this.rv, object: obj });
    return obj;
  }

  /** Replaces an object; bumps generation when its content (not metadata, not status) changed. */
  update(resource: string, obj: KubeObject): KubeObject {
    const t = this.table(resource);
    const key = objectKey(obj.metadata.namespace, obj.metadata.name);
    const prev = t.objects.get(key);
    if (!prev) throw new Error(`update of missing object ${resource} ${key}`);
    if (prev.metadata.generation !== undefined) {
      // Everything but metadata and status counts (apiextensions' rule; top-level fields such as a
      // WorkloadPriorityClass's value and description are its "spec").
      const content = (o: KubeObject) => {
        const { metadata: _m, status: _s, apiVersion: _a, kind: _k, ...rest } = o;
        return rest;
      };
      const specChanged = !semanticEqual(content(prev), content(obj));
      const deletionStarted = !prev.metadata.deletionTimestamp && obj.metadata.deletionTimestamp;
      obj.metadata.generation = (prev.metadata.generation ?? 1) + (specChanged || deletionStarted ? 1 : 0);
    }
    obj.metadata.uid = prev.metadata.uid;
    obj.metadata.creationTimestamp = prev.metadata.creationTimestamp;
    obj.metadata.resourceVersion = String(++this.rv);
    const finalizersCleared =
      (prev.metadata.finalizers?.length ?? 0) > 0 && (obj.metadata.finalizers?.length ?? 0) === 0;
    if (obj.metadata.deletionTimestamp && finalizersCleared) {
      t.remove(key);
      this.emit(resource, { type: 'DELETED', rv: this.rv, object: obj, previous: prev });
      return obj;
    }
    t.put(key, obj);
    this.emit(resource, { type: 'MODIFIED', rv: this.rv, object: obj, previous: prev });
    return obj;
  }

  /** Clones the stored object, lets `fn` change it, and stores the result (no-op when `fn` returns false). */
  mutate(
    resource: string,
    namespace: string | undefined,
    name: string,
    fn: (o: KubeObject) => unknown,
  ): KubeObject | undefined {
    const cur = this.get(resource, namespace, name);
    if (!cur) return undefined;
    const copy = structuredClone(cur);
    if (fn(copy) === false) return cur;
    if (JSON.stringify(copy) === JSON.stringify(cur)) return cur;
    return this.update(resource, copy);
  }

  /**
   * Deletes an object: at once when it has no finalizers, else marks it with deletionTimestamp and leaves it to
   * whoever owns the finalizers. Returns the final object and whether it is gone.
   */
  delete(
    resource: string,
    namespace: string | undefined,
    name: string,
    extraFinalizers: string[] = [],
  ): { object: KubeObject; deleted: boolean } | undefined {
    const t = this.table(resource);
    const key = objectKey(namespace, name);
    const prev = t.objects.get(key);
    if (!prev) return undefined;
    const finalizers = [...new Set([...(prev.metadata.finalizers ?? []), ...extraFinalizers])];
    if (finalizers.length > 0) {
      if (
        prev.metadata.deletionTimestamp &&
        extraFinalizers.every((f) => prev.metadata.finalizers?.includes(f))
      ) {
        return { object: prev, deleted: false };
      }
      const copy = structuredClone(prev);
      copy.metadata.deletionTimestamp ??= rfc3339(this.opts.now());
      copy.metadata.deletionGracePeriodSeconds ??= 0;
      copy.metadata.finalizers = finalizers;
      return { object: this.update(resource, copy), deleted: false };
    }
    const gone = { ...prev, metadata: { ...prev.metadata, resourceVersion: String(++this.rv) } };
    t.remove(key);
    this.emit(resource, { type: 'DELETED', rv: this.rv, object: gone, previous: prev });
    return { object: gone, deleted: true };
  }
}

function canonical(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(canonical);
  if (v && typeof v === 'object') {
    const out: Record<string, unknown> = {};
    for (const k of Object.keys(v as Record<string, unknown>).sort()) {
      const x = (v as Record<string, unknown>)[k];
      if (x === null || x === undefined) continue;
      out[k] = canonical(x);
    }
    return out;
  }
  return v;
}

/** Equality as the API server sees it: key order and null/absent fields do not matter. */
export function semanticEqual(a: unknown, b: unknown): boolean {
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}
