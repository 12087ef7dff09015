import { ServiceError } from './errors.ts';
/** Too many open subscriptions for one user on this server. */
export class SubscriptionLimitError extends ServiceError {
  override readonly name = 'SubscriptionLimitError';
  constructor(readonly limit: number) {
    super(
      `You have ${limit} open subscriptions on this server already; close one first.`,
      'TOO_MANY_SUBSCRIPTIONS',
    );
  }
}

/** Counts each user's open subscriptions (per server process). */
export class SubscriptionLimiter {
  readonly #open = new Map<string, number>();
  constructor(readonly perUser: number) {}

  /** Takes a slot for the user, or throws SubscriptionLimitError; the returned function frees it (once). */
  acquire(userId: string): () => void {
    const count = this.#open.get(userId) ?? 0;
    if (count >= this.perUser) throw new SubscriptionLimitError(this.perUser);
    this.#open.set(userId, count + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const now = (this.#open.get(userId) ?? 1) - 1;
      if (now <= 0) this.#open.delete(userId);
      else this.#open.set(userId, now);
    };
  }

  openFor(userId: string): number {
    return this.#open.get(userId) ?? 0;
  }

  get total(): number {
    let sum = 0;
    for (const n of this.#open.values()) sum += n;
    return sum;
  }
}

/**
 * An async iterator over `make(signal)` that holds a subscription slot until it ends, and ends promptly when the
 * client goes away (`parent` aborts) or calls `return()` — even while the source waits (the signal wakes it).
 * With `watch`, it also ends when the access it was opened with ends: `watch` is given a function to call with
 * the reason, and returns one that stops watching; the reason is yielded once (for the resolver to turn into the
 * stream's last, error, event) and the iterator is done.
 */
export function guardedIterator<T, E = never>(
  make: (signal: AbortSignal) => AsyncGenerator<T>,
  release: () => void,
  parent: AbortSignal | undefined,
  watch?: (end: (reason: E) => void) => () => void,
): AsyncIterableIterator<T | E> {
  const controller = new AbortController();
  const source = make(controller.signal);
  let finished = false;
  let ended: { reason: E } | undefined;
  let wake: (() => void) | undefined;
  const endedSignal = new Promise<typeof ENDED>((resolve) => {
    wake = () => resolve(ENDED);
  });
  let unwatch: (() => void) | undefined;
  const finish = () => {
    if (finished) return;
    finished = true;
    parent?.removeEventListener('abort', finish);
    unwatch?.();
    controller.abort();
    release();
    // The source is awake once the signal aborted; its own `finally` runs when its pending step settles.
    source.return(undefined).catch(() => {});
  };
  if (parent?.aborted) finish();
  else {
    parent?.addEventListener('abort', finish, { once: true });
    unwatch = watch?.((reason) => {
      if (finished || ended) return;
      ended = { reason };
      wake?.();
    });
  }
  const deliverEnd = (): IteratorResult<T | E> => {
    const reason = ended!.reason;
    finish();
    return { done: false, value: reason };
  };
  return {
    [Symbol.asyncIterator]() {
      return this;
    },
    async next() {
      if (finished) return { done: true, value: undefined };
      if (ended) return deliverEnd();
      try {
        const step = await Promise.race([source.next(), endedSignal]);
        if (ended) return deliverEnd();
        if (step === ENDED) return { done: true, value: undefined };
        if (step.done) finish();
        return step;
      } catch (error) {
        finish();
        throw error;
      }
    },
    async return() {
      finish();
      return { done: true, value: undefined };
    },
    async throw(error?: unknown) {
      finish();
      throw error;
    },
  };
}

const ENDED = Symbol('ended');
