/**
 * The simulated clock every cluster of a simulator shares. It runs at `speed` times real time (0 = frozen) and
 * `advance(ms)` jumps forward, firing every timer that falls due in order, each seeing `now()` at its own due
 * time, so tests control job progress deterministically.
 */
export interface SimClockControl {
  now(): number;
  advance(ms: number): void;
  setSpeed(speed: number): void;
  readonly speed: number;
}

interface Timer {
  at: number;
  seq: number;
  fn: () => void;
  cancelled: boolean;
}

export interface TimerHandle {
  cancel(): void;
}

export class SimClock implements SimClockControl {
  private baseVirtual: number;
  private baseReal: number;
  private _speed: number;
  private frozenAt: number | undefined;
  private heap: Timer[] = [];
  private seq = 0;
  private realTimer: NodeJS.Timeout | undefined;
  private immediate: NodeJS.Immediate | undefined;
  private stopped = false;
  /** Work deferred to the end of a batch of late timers (see `deferring`), each once. */
  private readonly batchEnd = new Set<() => void>();
  private batching = false;

  constructor(opts: { speed?: number; start?: number } = {}) {
    this._speed = opts.speed ?? 1;
    this.baseVirtual = opts.start ?? Date.now();
    this.baseReal = performance.now();
  }

  get speed(): number {
    return this._speed;
  }

  now(): number {
    if (this.frozenAt !== undefined) return this.frozenAt;
    return Math.floor(this.baseVirtual + (performance.now() - this.baseReal) * this._speed);
  }

  setSpeed(speed: number): void {
    if (!(speed >= 0) || !Number.isFinite(speed)) throw new Error(`invalid clock speed ${speed}`);
    this.baseVirtual = this.now();
    this.baseReal = performance.now();
    this._speed = speed;
    this.arm();
  }

  advance(ms: number): void {
    if (!(ms >= 0)) throw new Error(`cannot advance the clock by ${ms}`);
    const target = this.now() + ms;
    this.runDue(target);
    this.baseVirtual = target;
    this.baseReal = performance.now();
    this.arm();
  }

  /** Runs `fn` when the simulated time reaches `at` (immediately on the next tick when already past). */
  at(at: number, fn: () => void): TimerHandle {
    const t: Timer = { at, seq: this.seq++, fn, cancelled: false };
    this.push(t);
    this.arm();
    return {
      cancel: () => {
        t.cancelled = true;
      },
    };
  }

  /**
   * True while the clock runs, at real speed, the timers that fell due since it last looked: a timer's follow-up
   * work (a cluster's controllers) may then be deferred with `atBatchEnd` and done once for the whole batch, as
   * a controller's work queue coalesces events that came in while it was busy. 10,000 pods starting in the same
   * second then cost one Job sync, not 10,000. `advance()` (tests) never batches: each timer's work settles
   * before the next timer falls due, deterministically.
   */
  get deferring(): boolean {
    return this.batching;
  }

  /** Runs `fn` once at the end of the current batch (only while `deferring`). */
  atBatchEnd(fn: () => void): void {
    this.batchEnd.add(fn);
  }

  after(ms: number, fn: () => void): TimerHandle {
    return this.at(this.now() + ms, fn);
  }

  stop(): void {
    this.stopped = true;
    if (this.realTimer) clearTimeout(this.realTimer);
    if (this.immediate) clearImmediate(this.immediate);
    this.heap = [];
  }

  /** The timers due now, in batches: each batch's deferred work runs at its end, then what fell due meanwhile. */
  private runBatches(): void {
    for (let rounds = 0; rounds < 1_000; rounds++) {
      this.batching = true;
      try {
        this.runDue(this.now());
      } finally {
        this.batching = false;
      }
      if (this.batchEnd.size === 0) return;
      const work = [...this.batchEnd];
      this.batchEnd.clear();
      for (const fn of work) {
        try {
          fn();
        } catch (err) {
          console.error('[kube-sim] timer follow-up failed:', err);
        }
      }
    }
  }

  private runDue(until: number): void {
    const outer = this.frozenAt;
    try {
      for (;;) {
        const top = this.heap[0];
        if (!top || top.at > until) break;
        this.pop();
        if (top.cancelled) continue;
        this.frozenAt = Math.max(top.at, outer ?? 0, this.frozenAt ?? 0);
        try {
          top.fn();
        } catch (err) {
          console.error('[kube-sim] timer failed:', err);
        }
      }
    } finally {
      this.frozenAt = outer;
    }
  }

  private arm(): void {
    if (this.realTimer) {
      clearTimeout(this.realTimer);
      this.realTimer = undefined;
    }
    if (this.stopped) return;
    if (this._speed === 0) {
      // Frozen: only advance() moves time, but a timer already due (set for "now" outside any advance, e.g. when
      // an asynchronous answer arrives) runs on the next turn of the event loop.
      while (this.heap[0]?.cancelled) this.pop();
      const top = this.heap[0];
      if (top && top.at <= this.now() && !this.immediate) {
        this.immediate = setImmediate(() => {
          this.immediate = undefined;
          this.runDue(this.now());
        });
        this.immediate.unref?.();
      }
      return;
    }
    while (this.heap[0]?.cancelled) this.pop();
    const top = this.heap[0];
    if (!top) return;
    const delay = Math.max(0, (top.at - this.now()) / this._speed);
    this.realTimer = setTimeout(
      () => {
        this.realTimer = undefined;
        this.runBatches();
        this.arm();
      },
      Math.min(delay, 2 ** 31 - 1),
    );
    this.realTimer.unref?.();
  }

  private less(a: Timer, b: Timer): boolean {
    return a.at < b.at || (a.at === b.at && a.seq < b.seq);
  }

  private push(t: Timer): void {
    const h = this.heap;
    h.push(t);
    let i = h.length - 1;
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (!this.less(h[i]!, h[p]!)) break;
      [h[i], h[p]] = [h[p]!, h[i]!];
      i = p;
    }
  }

  private pop(): Timer | undefined {
    const h = this.heap;
    const top = h[0];
    const last = h.pop();
    if (h.length > 0 && last) {
      h[0] = last;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < h.length && this.less(h[l]!, h[m]!)) m = l;
        if (r < h.length && this.less(h[r]!, h[m]!)) m = r;
        if (m === i) break;
        [h[i], h[m]] = [h[m]!, h[i]!];
        i = m;
      }
    }
    return top;
  }
}

/** RFC 3339 with second precision, as Kubernetes metav1.Time serialises. */
export function rfc3339(ms: number): string {
  return new Date(Math.floor(ms / 1000) * 1000).toISOString().replace('.000Z', 'Z');
}

/** RFC 3339 with nanoseconds, as the kubelet prefixes log lines. */
export function rfc3339Nano(ms: number): string {
  const d = new Date(ms);
  const base = d.toISOString().slice(0, 19);
  const frac = String(ms % 1000).padStart(3, '0');
  return `${base}.${frac}000000Z`;
}
