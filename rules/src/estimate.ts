/**
 * When would a workload start on a cluster (ARCHITECTURE §12): a replay of Kueue's admission forward in time from
 * a snapshot of one ClusterQueue, pure and deterministic.
 *
 * The replay: pending workloads in Kueue's order (priority, higher first, then creation time); at each moment the
 * queue admits, in that order, every workload whose request fits the free quota (one flavor per resource group, the
 * first that fits — the shared rule `fitGroups`); under StrictFIFO the first one that does not fit blocks all behind
 * it, under BestEffortFIFO later ones that fit pass it. A running workload frees its quota when it ends; time then
 * jumps to the next end. Run twice:
 * - expected: each workload runs its predicted runtime (history samples, see `runtime-prediction.ts`), never beyond
 *   its deadline;
 * - latest: every known workload runs to its deadline. That start is a bound while no higher-priority workload
 *   arrives, nothing is preempted, quota does not shrink (and, under BestEffortFIFO, no later workload passes it).
 * What the snapshot hides (running workloads with no deadline, quota held by workloads we cannot see, pending
 * workloads whose requests we cannot read) makes the answer UNKNOWN with the reason, never invented precision.
 *
 * Not modelled: borrowing from or lending to a cohort, preemption, admission checks, partial admission.
 */

import {
  type FlavorAssignment,
  fitGroups,
  formatAmount,
  type GroupFlavor,
  type GroupRequest,
  type ResourceGroup,
  requestedResources,
} from './resource-groups.ts';
import { expectedRemainingSeconds, median } from './runtime-prediction.ts';

export type QueueingStrategy = 'StrictFIFO' | 'BestEffortFIFO';
export type EstimateBasis = 'NOW' | 'QUEUE' | 'PREEMPTION' | 'UNKNOWN' | 'NEVER';

export interface FlavorUsage {
  flavor: string;
  resource: string;
  /** Milli-cores for cpu, whole units otherwise. */
  amount: bigint;
}

export interface RunningWorkload {
  name: string;
  /** What it holds, per flavor and resource (from its admission). */
  usage: readonly FlavorUsage[];
  admittedAtMs: number;
  /** Its bound: maximumExecutionTimeSeconds or the Job's activeDeadlineSeconds; null = none known. */
  deadlineSeconds: number | null;
  /** Plausible total runtimes (seconds) from history; empty or absent = none (then its deadline). */
  runtimeSamplesSeconds?: readonly number[];
}

export interface PendingWorkload {
  name: string;
  priority: number;
  createdAtMs: number;
  /** Its request; null when we cannot read it (the estimate behind it is then UNKNOWN). */
  request: GroupRequest | null;
  deadlineSeconds: number | null;
  runtimeSamplesSeconds?: readonly number[];
}

export interface QueueSnapshot {
  nowMs: number;
  /** The quota: the ClusterQueue's groups with each flavor's nominal quota. */
  resourceGroups: readonly ResourceGroup[];
  queueingStrategy: QueueingStrategy;
  /** The queue's own usage figures (status.flavorsUsage), when read: what the running workloads do not explain is
   * held by workloads we cannot see, for a time we cannot know. */
  usage?: readonly FlavorUsage[] | null;
  running: readonly RunningWorkload[];
  pending: readonly PendingWorkload[];
  /** Why the snapshot cannot support an estimate at all (e.g. pending workloads that cannot be listed). */
  hidden?: readonly string[];
  /** Added to every workload's end in the latest run: the time between a Job's deadline and its quota's release. */
  endSlackSeconds?: number;
}

/** The workload to estimate: a new one (not yet in the queue) or one of the snapshot's pending workloads. */
export type EstimateTarget =
  | { request: GroupRequest; priority?: number; name?: undefined }
  | { name: string; request?: undefined; priority?: undefined };

export interface StartEstimate {
  basis: EstimateBasis;
  expectedStartAtMs: number | null;
  latestStartAtMs: number | null;
  expectedWaitSeconds: number | null;
  latestWaitSeconds: number | null;
  /** Pending workloads ahead of it in Kueue's order. */
  workloadsAhead: number | null;
  /** The flavor per group it would get (expected run), when it starts. */
  assignments: Array<{ coveredResources: readonly string[]; flavor: string }>;
  /** One line: "starts now", "about 12 min, at the latest 40 min, 3 ahead", "cannot start: …", "unknown: …". */
  message: string;
  /** For UNKNOWN and NEVER, and for a missing bound: why. */
  reason: string | null;
  /** What `latestStartAtMs` rests on. */
  assumptions: string[];
  /** PREEMPTION: how many running workloads Kueue would evict to start it. */
  preempts?: number | null;
  computedAtMs: number;
}

const key = (flavor: string, resource: string) => `${flavor}\u0000${resource}`;

interface SimWorkload {
  name: string;
  priority: number;
  createdAtMs: number;
  request: GroupRequest | null;
  /** Seconds it runs once admitted; Infinity = unknown. */
  runtimeSeconds: number;
  target: boolean;
  index: number;
}

interface SimRunning {
  name: string;
  usage: Map<string, bigint>;
  endMs: number;
}

interface SimResult {
  startMs: number | null;
  assignments: FlavorAssignment[];
  /** Why it never started in the replay (when it did not). */
  stuck: string | null;
}

type Mode = 'expected' | 'latest';

function pendingRuntime(w: PendingWorkload, mode: Mode): number {
  const deadline = w.deadlineSeconds ?? Number.POSITIVE_INFINITY;
  if (mode === 'latest') return deadline;
  const m = median(w.runtimeSamplesSeconds ?? []);
  return m === null ? deadline : Math.min(m, deadline);
}

function runningEndMs(
  w: RunningWorkload,
  nowMs: number,
  mode: Mode,
  slackSeconds: number,
  endSlackSeconds: number,
): number {
  const elapsed = Math.max(0, (nowMs - w.admittedAtMs) / 1000);
  // Past its deadline it is being stopped: its quota comes back after the end slack, in either run (expecting it
  // back at once said "about 0 s" while the bound said 35 s, and the start came at 35 s).
  if (mode === 'expected' && w.deadlineSeconds !== null && elapsed >= w.deadlineSeconds)
    return Math.max(nowMs, w.admittedAtMs + (w.deadlineSeconds + endSlackSeconds) * 1000);
  if (mode === 'latest') {
    if (w.deadlineSeconds === null) return Number.POSITIVE_INFINITY;
    return Math.max(nowMs, w.admittedAtMs + (w.deadlineSeconds + slackSeconds) * 1000);
  }
  const samples = w.runtimeSamplesSeconds?.length
    ? w.runtimeSamplesSeconds
    : w.deadlineSeconds === null
      ? []
      : [w.deadlineSeconds];
  const remaining = expectedRemainingSeconds(samples, w.deadlineSeconds, elapsed);
  return remaining === null ? Number.POSITIVE_INFINITY : nowMs + remaining * 1000;
}

/** Kueue's order: priority (higher first), then creation time, then the order given. */
function byQueueOrder(a: SimWorkload, b: SimWorkload): number {
  return b.priority - a.priority || a.createdAtMs - b.createdAtMs || a.index - b.index;
}

function freeGroups(
  groups: readonly ResourceGroup[],
  free: Map<string, bigint>,
): ResourceGroup<GroupFlavor>[] {
  return groups.map((g) => ({
    coveredResources: g.coveredResources,
    flavors: g.flavors.map((f) => {
      const quota: Record<string, bigint> = {};
      for (const r of g.coveredResources) quota[r] = free.get(key(f.name, r)) ?? 0n;
      return { name: f.name, quota, ...(f.nodeLabels ? { nodeLabels: f.nodeLabels } : {}) };
    }),
  }));
}

function usageOf(request: GroupRequest, assignments: FlavorAssignment[]): Map<string, bigint> {
  const usage = new Map<string, bigint>();
  for (const { name, amount } of requestedResources(request)) {
    const a = assignments.find((x) => x.coveredResources.includes(name));
    if (a) usage.set(key(a.flavor.name, name), amount);
  }
  return usage;
}

function replay(snapshot: QueueSnapshot, queue: SimWorkload[], mode: Mode): SimResult {
  const slack = mode === 'latest' ? (snapshot.endSlackSeconds ?? 0) : 0;
  const free = new Map<string, bigint>();
  for (const g of snapshot.resourceGroups) {
    for (const f of g.flavors) for (const r of g.coveredResources) free.set(key(f.name, r), f.quota[r] ?? 0n);
  }
  const running: SimRunning[] = snapshot.running.map((w) => {
    const usage = new Map<string, bigint>();
    for (const u of w.usage)
      usage.set(key(u.flavor, u.resource), (usage.get(key(u.flavor, u.resource)) ?? 0n) + u.amount);
    return {
      name: w.name,
      usage,
      endMs: runningEndMs(w, snapshot.nowMs, mode, slack, snapshot.endSlackSeconds ?? 0),
    };
  });
  // What the queue reports in use beyond what its visible running workloads hold: held for an unknown time.
  const explained = new Map<string, bigint>();
  for (const r of running) for (const [k, v] of r.usage) explained.set(k, (explained.get(k) ?? 0n) + v);
  let hiddenHeld = false;
  if (snapshot.usage) {
    const reported = new Map<string, bigint>();
    for (const u of snapshot.usage)
      reported.set(key(u.flavor, u.resource), (reported.get(key(u.flavor, u.resource)) ?? 0n) + u.amount);
    const residual = new Map<string, bigint>();
    for (const [k, v] of reported) {
      const extra = v - (explained.get(k) ?? 0n);
      if (extra > 0n) residual.set(k, extra);
    }
    if (residual.size > 0) {
      hiddenHeld = true;
      running.push({ name: '(not visible)', usage: residual, endMs: Number.POSITIVE_INFINITY });
    }
  }
  for (const r of running) for (const [k, v] of r.usage) free.set(k, (free.get(k) ?? 0n) - v);

  const pending = [...queue];
  let t = snapshot.nowMs;
  for (;;) {
    // Admit in the queue's order, one pass: the queue's order decides who gets freed quota first. Admitting only
    // takes quota, so a workload ahead that did not fit still does not: the pass goes on from the next one (what
    // starting again from the head after each admission would find, without its quadratic cost).
    let groups = freeGroups(snapshot.resourceGroups, free);
    for (let i = 0; i < pending.length; ) {
      const w = pending[i]!;
      const fit = fitGroups(groups, w.request!);
      if (fit.fits) {
        if (w.target) return { startMs: t, assignments: fit.assignments, stuck: null };
        const usage = usageOf(w.request!, fit.assignments);
        for (const [k, v] of usage) free.set(k, (free.get(k) ?? 0n) - v);
        running.push({ name: w.name, usage, endMs: t + w.runtimeSeconds * 1000 });
        pending.splice(i, 1);
        groups = freeGroups(snapshot.resourceGroups, free);
        continue;
      }
      if (snapshot.queueingStrategy === 'StrictFIFO') break;
      i += 1;
    }
    let next = Number.POSITIVE_INFINITY;
    for (const r of running) if (r.endMs < next) next = r.endMs;
    if (!Number.isFinite(next)) {
      const head = pending[0]!;
      const unbounded = running.filter((r) => !Number.isFinite(r.endMs) && r.name !== '(not visible)');
      let stuck: string;
      if (snapshot.queueingStrategy === 'StrictFIFO' && !head.target && !fitsQuota(snapshot, head.request!)) {
        stuck = `it waits behind ${head.name}, which can never fit this queue's quota and, under StrictFIFO, blocks everything behind it`;
      } else if (hiddenHeld && unbounded.length === 0) {
        stuck = 'part of the quota is held by workloads we cannot see, so when it frees is unknown';
      } else {
        const what = mode === 'latest' ? 'no deadline' : 'no deadline and no history';
        stuck = `${unbounded.length} running workload${unbounded.length === 1 ? ' has' : 's have'} ${what}${hiddenHeld ? ', and part of the quota is held by workloads we cannot see' : ''}`;
      }
      return { startMs: null, assignments: [], stuck };
    }
    t = Math.max(t, next);
    for (let i = running.length - 1; i >= 0; i--) {
      const r = running[i]!;
      if (r.endMs <= t) {
        for (const [k, v] of r.usage) free.set(k, (free.get(k) ?? 0n) + v);
        running.splice(i, 1);
      }
    }
  }
}

function fitsQuota(snapshot: QueueSnapshot, request: GroupRequest): boolean {
  return fitGroups(snapshot.resourceGroups, request).fits;
}

/** "45 s", "12 min", "2 h 5 min", "3 d 4 h". */
export function formatWait(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return `${s} s`;
  // Whole minutes first, then split: 59 min 50 s is "1 h", never "0 h 59 min".
  const minutes = Math.round(s / 60);
  if (minutes < 60) return `${minutes} min`;
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const mins = minutes % 60;
  if (days) return `${days} d${hours ? ` ${hours} h` : ''}`;
  return `${hours} h${mins ? ` ${mins} min` : ''}`;
}

function result(
  snapshot: QueueSnapshot,
  fields: Partial<StartEstimate> & Pick<StartEstimate, 'basis' | 'message'>,
): StartEstimate {
  return {
    expectedStartAtMs: null,
    latestStartAtMs: null,
    expectedWaitSeconds: null,
    latestWaitSeconds: null,
    workloadsAhead: null,
    assignments: [],
    reason: null,
    assumptions: [],
    computedAtMs: snapshot.nowMs,
    ...fields,
  };
}

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** The estimate for one workload on one queue. */
export function estimateStart(snapshot: QueueSnapshot, target: EstimateTarget): StartEstimate {
  const targetPending =
    target.name !== undefined ? snapshot.pending.find((p) => p.name === target.name) : undefined;
  if (target.name !== undefined && !targetPending) {
    // Admitted since our status last moved: it starts now (the status follows within moments).
    if (snapshot.running.some((r) => r.name === target.name)) {
      return result(snapshot, {
        basis: 'NOW',
        expectedStartAtMs: snapshot.nowMs,
        latestStartAtMs: snapshot.nowMs,
        expectedWaitSeconds: 0,
        latestWaitSeconds: 0,
        workloadsAhead: 0,
        message: 'starts now (admitted)',
      });
    }
    return result(snapshot, {
      basis: 'UNKNOWN',
      // Just queued (its Workload not seen yet) or just admitted: said without the generated Workload name.
      reason: "it is not in Kueue's pending list as last seen",
      message: "unknown: it is not in Kueue's pending list as last seen",
    });
  }
  const request = targetPending ? targetPending.request : target.request!;
  if (request === null) {
    return result(snapshot, {
      basis: 'UNKNOWN',
      reason: 'its request cannot be read',
      message: 'unknown: its request cannot be read',
    });
  }
  const quotaFit = fitGroups(snapshot.resourceGroups, request);
  if (!quotaFit.fits) {
    const reason = quotaFit.messages.join('; ');
    return result(snapshot, { basis: 'NEVER', reason, message: `cannot start: ${reason}` });
  }
  if (snapshot.hidden?.length) {
    const reason = snapshot.hidden.join('; ');
    return result(snapshot, { basis: 'UNKNOWN', reason, message: `unknown: ${reason}` });
  }

  const build = (mode: Mode): SimWorkload[] => {
    const others: SimWorkload[] = snapshot.pending
      .filter((p) => p !== targetPending)
      .map((p, index) => ({
        name: p.name,
        priority: p.priority,
        createdAtMs: p.createdAtMs,
        request: p.request,
        runtimeSeconds: pendingRuntime(p, mode),
        target: false,
        index,
      }));
    const mine: SimWorkload = targetPending
      ? {
          name: targetPending.name,
          priority: targetPending.priority,
          createdAtMs: targetPending.createdAtMs,
          request,
          runtimeSeconds: 0,
          target: true,
          index: snapshot.pending.indexOf(targetPending),
        }
      : {
          name: '(this request)',
          priority: target.priority ?? 0,
          createdAtMs: snapshot.nowMs,
          request,
          runtimeSeconds: 0,
          target: true,
          index: Number.MAX_SAFE_INTEGER,
        };
    return [...others, mine].sort(byQueueOrder);
  };

  const ordered = build('expected');
  const position = ordered.findIndex((w) => w.target);
  const ahead = ordered.slice(0, position);
  const unreadable = ahead.filter((w) => w.request === null);
  if (unreadable.length > 0) {
    const reason = `the requests of ${plural(unreadable.length, 'workload')} ahead of it cannot be read`;
    return result(snapshot, {
      basis: 'UNKNOWN',
      workloadsAhead: position,
      reason,
      message: `unknown: ${reason}`,
    });
  }
  // Workloads behind it matter only under BestEffortFIFO's passing, and only up to its own start: drop unreadable ones.
  const queue = (mode: Mode) => build(mode).filter((w) => w.request !== null);
  const expected = replay(snapshot, queue('expected'), 'expected');
  if (expected.startMs === null) {
    return result(snapshot, {
      basis: 'UNKNOWN',
      workloadsAhead: position,
      reason: expected.stuck,
      message: `unknown: ${expected.stuck}`,
    });
  }
  const latest = replay(snapshot, queue('latest'), 'latest');
  const now = snapshot.nowMs;
  const assignments = expected.assignments.map((a) => ({
    coveredResources: a.coveredResources,
    flavor: a.flavor.name,
  }));
  if (expected.startMs <= now && (latest.startMs ?? Number.POSITIVE_INFINITY) <= now) {
    const flavors = assignments.map((a) => a.flavor).join(', ');
    return result(snapshot, {
      basis: 'NOW',
      expectedStartAtMs: now,
      latestStartAtMs: now,
      expectedWaitSeconds: 0,
      latestWaitSeconds: 0,
      workloadsAhead: position,
      assignments,
      message: `starts now${flavors ? ` (flavor ${flavors})` : ''}`,
    });
  }
  // The bound can never be earlier than the estimate (StrictFIFO replays are monotone in runtimes; BestEffortFIFO
  // passing is not, so the bound is taken as the later of the two).
  const latestMs = latest.startMs === null ? null : Math.max(latest.startMs, expected.startMs);
  const expectedWait = Math.round((expected.startMs - now) / 1000);
  const latestWait = latestMs === null ? null : Math.round((latestMs - now) / 1000);
  const assumptions = [
    'no higher-priority workload arrives',
    'nothing is preempted',
    'quota does not shrink',
  ];
  if (snapshot.queueingStrategy === 'BestEffortFIFO') assumptions.push('no later workload passes it');
  const parts = [`about ${formatWait(expectedWait)}`];
  parts.push(latestWait === null ? 'no upper bound' : `at the latest ${formatWait(latestWait)}`);
  parts.push(`${position} ahead`);
  return result(snapshot, {
    basis: 'QUEUE',
    expectedStartAtMs: expected.startMs,
    latestStartAtMs: latestMs,
    expectedWaitSeconds: expectedWait,
    latestWaitSeconds: latestWait,
    workloadsAhead: position,
    assignments,
    reason: latest.startMs === null ? `no upper bound: ${latest.stuck}` : null,
    assumptions: latestMs === null ? [] : assumptions,
    message: parts.join(', '),
  });
}

/** The free quota per flavor and resource (quota − usage), for messages: "8 more cpu in flavor standard". */
export function shortfall(snapshot: QueueSnapshot, request: GroupRequest): string[] {
  const free = new Map<string, bigint>();
  for (const g of snapshot.resourceGroups) {
    for (const f of g.flavors) for (const r of g.coveredResources) free.set(key(f.name, r), f.quota[r] ?? 0n);
  }
  for (const u of snapshot.usage ?? [])
    free.set(key(u.flavor, u.resource), (free.get(key(u.flavor, u.resource)) ?? 0n) - u.amount);
  const fit = fitGroups(freeGroups(snapshot.resourceGroups, free), request);
  return fit.violations.map(
    (v) =>
      `${formatAmount(v.resourceName, v.requested - v.limit)} more ${v.resourceName}${v.flavor ? ` in flavor ${v.flavor}` : ''}`,
  );
}
