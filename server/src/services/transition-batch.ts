import {
  applyTransition,
  applyTransitions,
  type Transition,
  type TransitionDeps,
  type VersionStep,
} from './lifecycle.ts';

interface Pending extends VersionStep {
  resolve: (changed: boolean) => void;
  reject: (error: unknown) => void;
}

/** How many steps go in one statement at most. */
const BATCH_MAX = 500;

/**
 * Groups transitions (`applyTransitions`, the one rule for a version's step): the steps asked in the same turn of
 * the event loop — a monitor's flush reconciles its versions together — and those asked while the previous group
 * is being written go out together, the plain ones in one statement. A version stepped twice meanwhile has its
 * second step in the next group, after the first, as two calls to `applyTransition` in a row would.
 */
export class TransitionBatcher {
  readonly #deps: TransitionDeps;
  #waiting: Pending[] = [];
  #scheduled = false;
  #writing = false;

  constructor(deps: TransitionDeps) {
    this.#deps = deps;
  }

  /** Like `applyTransition`: resolves once the step is written (true) or found to change nothing (false). */
  step(versionId: string, change: Transition): Promise<boolean> {
    return new Promise((resolve, reject) => {
      this.#waiting.push({ versionId, change, resolve, reject });
      if (!this.#scheduled && !this.#writing) {
        this.#scheduled = true;
        setImmediate(() => {
          this.#scheduled = false;
          void this.#drain();
        });
      }
    });
  }

  async #drain(): Promise<void> {
    this.#writing = true;
    try {
      while (this.#waiting.length > 0) {
        const batch = this.#take();
        let results: PromiseSettledResult<boolean>[];
        try {
          results = await applyTransitions(this.#deps, batch);
        } catch (error) {
          for (const p of batch) p.reject(error);
          continue;
        }
        const retries = batch.map(async (p, i) => {
          const result = results[i]!;
          if (result.status === 'fulfilled') return p.resolve(result.value);
          if (batch.length === 1) return p.reject(result.reason);
          // A group's statement that failed (e.g. a deadlock with another batch locking the same rows in another
          // order): each of its steps once more alone, on one row (what failed was rolled back), before the next
          // group, which may step the same version again.
          await applyTransition(this.#deps, p.versionId, p.change).then(p.resolve, p.reject);
        });
        await Promise.all(retries);
      }
    } finally {
      this.#writing = false;
    }
  }

  /** The next group: each version once, in the order asked; the rest wait. */
  #take(): Pending[] {
    const seen = new Set<string>();
    const batch: Pending[] = [];
    const rest: Pending[] = [];
    for (const p of this.#waiting) {
      if (batch.length < BATCH_MAX && !seen.has(p.versionId)) {
        seen.add(p.versionId);
        batch.push(p);
      } else rest.push(p);
    }
    this.#waiting = rest;
    return batch;
  }
}
