import type { ServerResponse } from 'node:http';
import type { ResourceDef } from '../resources/registry.ts';
import type { KubeObject, StoreEvent } from '../store.ts';

export interface WatchFilter {
  namespace?: string;
  matches(obj: KubeObject): boolean;
}

export interface WatchStreamOptions {
  def: ResourceDef;
  filter: WatchFilter;
  encode: (type: string, obj: KubeObject) => string;
  bookmark: () => string;
  res: ServerResponse;
  bookmarkIntervalMs?: number;
  /** Send a BOOKMARK shortly before the timeout ends the watch, as the watch cache does (allowWatchBookmarks). */
  bookmarkBeforeTimeout?: boolean;
  timeoutMs: number;
  present: (obj: KubeObject) => KubeObject | undefined;
  onClose: () => void;
}

/** One open `?watch=1` response: filters store events and writes them as JSON lines. */
export class WatchStream {
  private closed = false;
  private readonly timers: NodeJS.Timeout[] = [];
  private buffered: StoreEvent[] | undefined = [];

  constructor(private readonly o: WatchStreamOptions) {
    o.res.on('close', () => this.close());
    const t = setTimeout(() => this.end(), o.timeoutMs);
    t.unref();
    this.timers.push(t);
    if (o.bookmarkBeforeTimeout) {
      // The cacher schedules a bookmark 2 s before the watch's deadline, so the client can resume from it.
      const before = setTimeout(
        () => this.write(o.bookmark()),
        Math.max(0, o.timeoutMs - Math.min(2_000, o.timeoutMs / 2)),
      );
      before.unref();
      this.timers.push(before);
    }
    if (o.bookmarkIntervalMs && o.bookmarkIntervalMs > 0) {
      const b = setInterval(() => this.write(o.bookmark()), o.bookmarkIntervalMs);
      b.unref();
      this.timers.push(b);
    }
  }

  get isClosed(): boolean {
    return this.closed;
  }

  /** Live events arriving before the initial replay finished are held until `startLive`. */
  startLive(afterRv: number): void {
    const pending = this.buffered ?? [];
    this.buffered = undefined;
    for (const ev of pending) if (ev.rv > afterRv) this.deliver(ev);
  }

  onEvent(ev: StoreEvent): void {
    if (this.closed) return;
    if (this.buffered) {
      this.buffered.push(ev);
      return;
    }
    this.deliver(ev);
  }

  deliver(ev: StoreEvent): void {
    const { filter } = this.o;
    const now = this.o.present(ev.object);
    const before = ev.previous ? this.o.present(ev.previous) : undefined;
    const inNs = (o: KubeObject | undefined) =>
      !!o && (!filter.namespace || o.metadata.namespace === filter.namespace);
    const nowMatch = inNs(now) && filter.matches(now!);
    const beforeMatch = inNs(before) && filter.matches(before!);
    if (ev.type === 'ADDED') {
      if (nowMatch) this.send('ADDED', now!);
    } else if (ev.type === 'DELETED') {
      if (beforeMatch || nowMatch)
        this.send(
          'DELETED',
          now ?? {
            ...before!,
            metadata: { ...before!.metadata, resourceVersion: ev.object.metadata.resourceVersion },
          },
        );
    } else if (nowMatch && beforeMatch) this.send('MODIFIED', now!);
    else if (nowMatch) this.send('ADDED', now!);
    else if (beforeMatch) {
      const gone = now ?? before!;
      this.send('DELETED', {
        ...gone,
        metadata: { ...gone.metadata, resourceVersion: ev.object.metadata.resourceVersion },
      });
    }
  }

  send(type: string, obj: KubeObject): void {
    this.write(this.o.encode(type, obj));
  }

  write(line: string): void {
    if (this.closed) return;
    // Events produced in one burst (a create cascades into several) leave in one write.
    if (!this.corked) {
      this.corked = true;
      this.o.res.cork();
      setImmediate(() => {
        this.corked = false;
        if (!this.closed) this.o.res.uncork();
      });
    }
    this.o.res.write(`${line}\n`);
  }

  private corked = false;

  end(): void {
    if (this.closed) return;
    this.o.res.end();
    this.close();
  }

  private close(): void {
    if (this.closed) return;
    this.closed = true;
    for (const t of this.timers) clearTimeout(t);
    this.o.onClose();
  }
}

/** Fans store events out to the open watches of each resource. */
export class WatchHub {
  private readonly streams = new Map<string, Set<WatchStream>>();

  add(resource: string, s: WatchStream): () => void {
    let set = this.streams.get(resource);
    if (!set) {
      set = new Set();
      this.streams.set(resource, set);
    }
    set.add(s);
    return () => set!.delete(s);
  }

  dispatch(resource: string, ev: StoreEvent): void {
    const set = this.streams.get(resource);
    if (!set) return;
    for (const s of set) s.onEvent(ev);
  }

  count(): number {
    let n = 0;
    for (const s of this.streams.values()) n += s.size;
    return n;
  }

  closeAll(): void {
    for (const set of this.streams.values()) for (const s of [...set]) s.end();
    this.streams.clear();
  }
}
