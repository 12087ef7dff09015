import { RateLimitedError } from './errors.ts';

/**
 * Per-user token buckets for the expensive operations (availableClusters fans out to every cluster;
 * createProcess writes and launches). In memory: each server replica limits on its own.
 */
export class RateLimiter {
  readonly #buckets = new Map<string, { tokens: number; at: number }>();
  readonly #capacity: number;
  readonly #refillPerMs: number;

  constructor(
    perMinute: number,
    private readonly now: () => number = Date.now,
  ) {
    this.#capacity = Math.max(1, perMinute);
    this.#refillPerMs = perMinute / 60_000;
  }

  /** Takes one token for `key`; returns 0 when allowed, else the seconds to wait. */
  take(key: string): number {
    const now = this.now();
    const bucket = this.#buckets.get(key) ?? { tokens: this.#capacity, at: now };
    bucket.tokens = Math.min(this.#capacity, bucket.tokens + (now - bucket.at) * this.#refillPerMs);
    bucket.at = now;
    this.#buckets.set(key, bucket);
    if (this.#buckets.size > 10_000) this.#sweep(now);
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return 0;
    }
    return Math.ceil((1 - bucket.tokens) / this.#refillPerMs / 1000);
  }

  #sweep(now: number): void {
    for (const [key, bucket] of this.#buckets) {
      if (bucket.tokens + (now - bucket.at) * this.#refillPerMs >= this.#capacity) this.#buckets.delete(key);
    }
  }
}

/** Throws RateLimitedError when `userId` has used up the per-minute budget of `operation`. */
export function enforceRateLimit(limiter: RateLimiter | undefined, userId: string, operation: string): void {
  const wait = limiter?.take(`${userId}:${operation}`) ?? 0;
  if (wait > 0) throw new RateLimitedError(operation, wait);
}
