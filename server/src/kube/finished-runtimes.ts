import type { KubeObject } from './job-status.ts';
import { interpretWorkload } from './kueue-workloads.ts';

/**
 * How long the other tenants' workloads really ran, learned from the Workloads a cluster's watch has seen finish
 * (ARCHITECTURE §12, §23): for each one admitted and then finished, its runtime (the `QuotaReserved` → `Finished`
 * transition times) ÷ its bound (maximumExecutionTimeSeconds, the pod's or the Job's activeDeadlineSeconds), kept per
 * LocalQueue (`namespace/queueName`) and for the whole cluster. Our own versions are left out (the database has
 * their history, per process and user). Memory is bounded: the newest `RING` ratios per queue, at most `MAX_QUEUES`
 * queues, and at most `MAX_SEEN` workloads remembered as already counted.
 */

/** Ratios kept per queue and for the cluster (the newest; the runtime prediction reads as many). */
export const RING = 20;
/** A queue's own ratios are used from this many on; else the cluster's (from as many); else the deadline. */
export const MIN_FINISHED_SAMPLES = 5;
const MAX_QUEUES = 500;
const MAX_SEEN = 20_000;

type Condition = { type?: unknown; status?: unknown; lastTransitionTime?: unknown };

function trueSince(object: KubeObject, type: string): number | null {
  const conditions = object.status?.conditions;
  if (!Array.isArray(conditions)) return null;
  const c = (conditions as Condition[]).find((x) => x?.type === type && x.status === 'True');
  const at = typeof c?.lastTransitionTime === 'string' ? Date.parse(c.lastTransitionTime) : Number.NaN;
  return Number.isFinite(at) ? at : null;
}

export interface FinishedRuntimesOptions {
  /** True for the Workloads of our own versions (left out). */
  isOurs: (namespace: string, jobName: string | null) => boolean;
  /** The bound of a Workload whose object names none (a foreign Job's activeDeadlineSeconds), when known. */
  jobDeadline: (namespace: string, jobName: string) => number | null;
}

/** Where a prediction's ratios come from. */
export type FinishedRatiosSource = 'QUEUE' | 'CLUSTER';

export class FinishedRuntimes {
  readonly #o: FinishedRuntimesOptions;
  /** Newest last, per `namespace/queueName`; the map's order is the queues' last update (oldest first). */
  readonly #byQueue = new Map<string, number[]>();
  readonly #cluster: number[] = [];
  /** Workloads already counted (their key and creation), oldest first. */
  readonly #seen = new Set<string>();

  constructor(options: FinishedRuntimesOptions) {
    this.#o = options;
  }

  /** Counts a Workload once if it has finished after an admission and has a bound. Returns whether it counted. */
  observe(object: KubeObject): boolean {
    const finishedAt = trueSince(object, 'Finished');
    if (finishedAt === null) return false;
    const seenKey = `${object.metadata.namespace}/${object.metadata.name}@${object.metadata.creationTimestamp ?? ''}`;
    if (this.#seen.has(seenKey)) return false;
    const w = interpretWorkload(object);
    if (!w || this.#o.isOurs(w.namespace, w.jobName)) return false;
    const admittedAt = trueSince(object, 'QuotaReserved') ?? trueSince(object, 'Admitted');
    const deadline = w.deadlineSeconds ?? (w.jobName ? this.#o.jobDeadline(w.namespace, w.jobName) : null);
    if (admittedAt === null || !deadline || deadline <= 0 || finishedAt < admittedAt) return false;
    this.#seen.add(seenKey);
    if (this.#seen.size > MAX_SEEN) this.#seen.delete(this.#seen.values().next().value!);
    const ratio = (finishedAt - admittedAt) / 1000 / deadline;
    const queue = `${w.namespace}/${w.queueName ?? ''}`;
    const ring = this.#byQueue.get(queue) ?? [];
    this.#byQueue.delete(queue);
    this.#byQueue.set(queue, push(ring, ratio));
    if (this.#byQueue.size > MAX_QUEUES) this.#byQueue.delete(this.#byQueue.keys().next().value!);
    push(this.#cluster, ratio);
    return true;
  }

  /** A deleted Workload may be counted again if it comes back (a new object of the same name). */
  forget(object: KubeObject): void {
    this.#seen.delete(
      `${object.metadata.namespace}/${object.metadata.name}@${object.metadata.creationTimestamp ?? ''}`,
    );
  }

  /**
   * runtime ÷ bound of the queue's finished workloads, newest first, when it has `MIN_FINISHED_SAMPLES`; else the
   * cluster's, when it has as many; else none (the deadline stands).
   */
  ratiosFor(
    namespace: string,
    queueName: string | null,
  ): { ratios: number[]; source: FinishedRatiosSource } | null {
    const own = this.#byQueue.get(`${namespace}/${queueName ?? ''}`) ?? [];
    if (own.length >= MIN_FINISHED_SAMPLES) return { ratios: [...own].reverse(), source: 'QUEUE' };
    if (this.#cluster.length >= MIN_FINISHED_SAMPLES)
      return { ratios: [...this.#cluster].reverse(), source: 'CLUSTER' };
    return null;
  }
}

function push(ring: number[], value: number): number[] {
  ring.push(value);
  if (ring.length > RING) ring.shift();
  return ring;
}
