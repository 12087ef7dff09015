/**
 * The trace of `pnpm bench start-estimates` (issue 15): jobs arriving at random on three clusters of different
 * sizes, from a seeded generator, so every run (and every placement of it) sees the same jobs.
 */

/** mulberry32: small, fast, good enough for a trace; the same seed gives the same trace. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function pick<T>(random: () => number, weighted: readonly (readonly [T, number])[]): T {
  const total = weighted.reduce((s, [, w]) => s + w, 0);
  let x = random() * total;
  for (const [value, w] of weighted) {
    x -= w;
    if (x < 0) return value;
  }
  return weighted[weighted.length - 1]![0];
}

/** A standard normal deviate (Box–Muller). */
function normal(random: () => number): number {
  const u = Math.max(random(), 1e-12);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
}

export interface TraceCluster {
  name: string;
  cores: number;
  queueingStrategy: 'BestEffortFIFO' | 'StrictFIFO';
  /** Share of the jobs whose submitter names this cluster (the users' own choice). */
  choiceWeight: number;
  /** Its ClusterQueue's `preemption.withinClusterQueue` (Never when absent, Kueue's default). */
  preemption?: 'LowerPriority';
}

/** Sort order = this order: the first cluster is the smallest and the busiest. */
export const TRACE_CLUSTERS: readonly TraceCluster[] = [
  // alpha and gamma preempt (issue 22): urgent work evicts ours there; the estimate's bound says it assumes nothing
  // is preempted, and the report names the evictions when a bound breaks.
  {
    name: 'alpha',
    cores: 16,
    queueingStrategy: 'BestEffortFIFO',
    choiceWeight: 0.3,
    preemption: 'LowerPriority',
  },
  { name: 'beta', cores: 24, queueingStrategy: 'StrictFIFO', choiceWeight: 0.35 },
  {
    name: 'gamma',
    cores: 40,
    queueingStrategy: 'BestEffortFIFO',
    choiceWeight: 0.35,
    preemption: 'LowerPriority',
  },
];

export const HIGH_PRIORITY_CLASS = 'urgent';
export const HIGH_PRIORITY = 100;
const DEADLINES = [
  [600, 0.3],
  [1800, 0.3],
  [3600, 0.25],
  [7200, 0.15],
] as const;
const CPUS = [
  [1, 0.35],
  [2, 0.3],
  [4, 0.25],
  [8, 0.1],
] as const;
export const USERS = 4;

export interface TraceJob {
  index: number;
  /** Seconds after the trace's start. */
  arrivalSeconds: number;
  cpu: number;
  deadlineSeconds: number;
  /** How long it really runs (its `sleep`): a fraction of the deadline, median 0.3. */
  runtimeSeconds: number;
  /** Ours (created through createProcess, in our database) or another tenant's (a Job only Kueue knows). */
  ours: boolean;
  /** Another tenant's urgent work (WorkloadPriorityClass `urgent`); ours always run at priority 0. */
  high: boolean;
  /** Which of our users submits it (ours only). */
  user: number;
  /** The cluster its submitter names (the users' own choice; another tenant's job always goes there). */
  chosen: string;
}

export interface TraceOptions {
  seed: number;
  jobs: number;
  /** Mean seconds between two arrivals (Poisson arrivals). */
  meanInterArrivalSeconds: number;
  /** Share of the jobs that are ours. */
  oursShare: number;
  /** Share of the other tenants' jobs that are urgent. */
  foreignHighShare: number;
}

export function makeTrace(o: TraceOptions): TraceJob[] {
  const random = seededRandom(o.seed);
  const jobs: TraceJob[] = [];
  let t = 0;
  for (let index = 0; index < o.jobs; index++) {
    t += -Math.log(Math.max(random(), 1e-12)) * o.meanInterArrivalSeconds;
    const deadlineSeconds = pick(random, DEADLINES);
    // Log-normal fraction, median 0.3 (users overestimate), within [0.02, 1]; a job ends 5 s before its deadline
    // at the latest (the pod's start takes 1 s of it).
    const fraction = Math.min(1, Math.max(0.02, 0.3 * Math.exp(0.7 * normal(random))));
    const runtimeSeconds = Math.max(5, Math.min(deadlineSeconds - 5, Math.round(fraction * deadlineSeconds)));
    const ours = random() < o.oursShare;
    const high = !ours && random() < o.foreignHighShare;
    jobs.push({
      index,
      arrivalSeconds: Math.round(t),
      cpu: pick(random, CPUS),
      deadlineSeconds,
      runtimeSeconds,
      ours,
      high,
      user: Math.floor(random() * USERS),
      chosen: pick(
        random,
        TRACE_CLUSTERS.map((c) => [c.name, c.choiceWeight] as const),
      ),
    });
  }
  return jobs;
}

/** Nearest-rank percentile; NaN for no values. */
export function quantile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(1, Math.ceil(p * sorted.length)) - 1]!;
}

export const mean = (values: readonly number[]) =>
  values.length === 0 ? Number.NaN : values.reduce((s, v) => s + v, 0) / values.length;

/** The accuracy metric of issue 15: |predicted − actual| / max(actual wait, 60 s). */
export function relativeError(predictedStartMs: number, actualStartMs: number, submittedMs: number): number {
  const wait = Math.max(0, (actualStartMs - submittedMs) / 1000);
  return Math.abs(predictedStartMs - actualStartMs) / 1000 / Math.max(wait, 60);
}

/**
 * A second generated trace, shaped unlike `makeTrace`: arrivals in bursts (a user submits a batch of similar jobs
 * within a minute or two, then nothing for a while; the other tenants' work arrives alike), and users with steady
 * runtime habits (each user's jobs run a share of their deadline that varies little around the user's own value,
 * from 0.08 to 0.8). Eight users of ours, each with a favourite cluster and a usual size.
 */
export function makeBurstyTrace(o: { seed: number; jobs: number }): TraceJob[] {
  const random = seededRandom(o.seed);
  const users = Array.from({ length: 8 }, () => ({
    fraction: 0.08 + random() * 0.72,
    deadlineSeconds: pick(random, DEADLINES),
    cpu: pick(random, CPUS),
    chosen: pick(
      random,
      TRACE_CLUSTERS.map((c) => [c.name, c.choiceWeight] as const),
    ),
  }));
  const jobs: TraceJob[] = [];
  let t = 0;
  while (jobs.length < o.jobs) {
    // A burst every ~7 min on average, of 2–12 jobs a few seconds apart (about the seeded trace's load).
    t += -Math.log(Math.max(random(), 1e-12)) * 420;
    const ours = random() < 0.7;
    const high = !ours && random() < 0.5;
    const user = Math.floor(random() * users.length);
    const habit = users[user]!;
    const chosen = ours
      ? habit.chosen
      : pick(
          random,
          TRACE_CLUSTERS.map((c) => [c.name, c.choiceWeight] as const),
        );
    const size = 2 + Math.floor(random() * 11);
    let at = t;
    for (let i = 0; i < size && jobs.length < o.jobs; i++) {
      at += Math.round(random() * 10);
      const deadlineSeconds = ours ? habit.deadlineSeconds : pick(random, DEADLINES);
      const fraction = ours
        ? Math.min(1, Math.max(0.02, habit.fraction * Math.exp(0.1 * normal(random))))
        : Math.min(1, Math.max(0.02, 0.3 * Math.exp(0.7 * normal(random))));
      jobs.push({
        index: jobs.length,
        arrivalSeconds: Math.round(at),
        cpu: ours ? habit.cpu : pick(random, CPUS),
        deadlineSeconds,
        runtimeSeconds: Math.max(5, Math.min(deadlineSeconds - 5, Math.round(fraction * deadlineSeconds))),
        ours,
        high,
        user: ours ? user : 0,
        chosen,
      });
    }
    t = at;
  }
  return jobs;
}
