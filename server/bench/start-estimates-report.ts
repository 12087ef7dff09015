import { BOUND_TOLERANCE_MS, type RunResult, type Submission } from './start-estimates.ts';
import { calibratedStarts, extraWaitStarts, interloperStarts } from './start-estimates-calibrated.ts';
import {
  HIGH_PRIORITY,
  mean,
  quantile,
  relativeError,
  TRACE_CLUSTERS,
  type TraceJob,
} from './start-estimates-trace.ts';

/** The tables of `pnpm bench start-estimates` (markdown, to paste into the bench README). */

/** What `BENCH_OUT` receives (ARCHITECTURE §23), with the baselines and the bound's figures beside. */
export interface StartEstimateFigures {
  jobs: number;
  submissions: number;
  waited: number;
  medianErrorWaited: number;
  baselineMedianErrorWaited: number;
  ratio: number;
  /** Try (a) of issue 40 (a diagnostic, not what the server shows). */
  calibratedMedianErrorWaited: number;
  calibratedRatio: number;
  calibratedQueuedMedianErrorWaited: number;
  calibratedQueuedRatio: number;
  /** Diagnostics of issue 40's follow-up: other tenants' learned runtimes, the extra-wait and the interloper corrections. */
  learnedRuntimesMedianErrorWaited: number;
  extraWaitMedianErrorWaited: number;
  interloperMedianErrorWaited: number;
  deadlineReplayMedianErrorWaited: number;
  queueRateMedianErrorWaited: number;
  medianErrorAll: number;
  boundViolations: number;
  boundViolationsAssumptionsHeld: number;
  within1min: number;
  within10min: number;
  coldRatioP95: number | null;
}

type Method = { name: string; predicted: (s: Submission) => number | null };

/** Try (a) of issue 40, computed from the run's own submissions (start-estimates-calibrated.ts). */
let calibrated = new Map<Submission, number | null>();
let calibratedQueued = new Map<Submission, number | null>();
let extraWait = new Map<Submission, number | null>();
let interlopers = new Map<Submission, number | null>();

const METHODS: Method[] = [
  { name: 'ours: expectedStartAt (history replay)', predicted: (s) => s.ours.expectedStartAtMs },
  { name: '(a) deadline replay (Slurm-like)', predicted: (s) => s.deadlineReplayMs },
  { name: '(b) queue length ÷ admission rate', predicted: (s) => s.queueRateMs },
  { name: 'ours: latestStartAt (the bound)', predicted: (s) => s.ours.latestStartAtMs },
  {
    name: "diagnostic: ours + other tenants' runtimes learned from the Workloads the cluster saw finish",
    predicted: (s) => s.foreignRatioMs,
  },
  {
    name: "diagnostic: ours × the cluster's own median actual ÷ predicted wait (its calibration's samples)",
    predicted: (s) => calibrated.get(s) ?? null,
  },
  {
    name: 'diagnostic: the same, from the samples the model expected to wait only',
    predicted: (s) => calibratedQueued.get(s) ?? null,
  },
  {
    name: "diagnostic: ours + the cluster's median extra wait (actual − expected) of its recent waits",
    predicted: (s) => extraWait.get(s) ?? null,
  },
  {
    name: 'diagnostic: ours ÷ (1 − the quota share that workloads admitted ahead of older pending ones held in the last hour)',
    predicted: (s) => interlopers.get(s) ?? null,
  },
];

const f2 = (x: number) => (Number.isNaN(x) ? '—' : x.toFixed(2));
const min = (ms: number) => (Number.isNaN(ms) ? '—' : `${(ms / 60_000).toFixed(1)} min`);

function accuracy(subs: Submission[]) {
  return METHODS.map((m) => {
    const errors: number[] = [];
    let missing = 0;
    for (const s of subs) {
      const p = m.predicted(s);
      if (p === null || s.admittedMs === null) missing += 1;
      else errors.push(relativeError(p, s.admittedMs, s.submittedMs));
    }
    return {
      name: m.name,
      n: errors.length,
      missing,
      median: quantile(errors, 0.5),
      p90: quantile(errors, 0.9),
    };
  });
}

/** Which of the bound's stated assumptions broke between the submission and the real start. */
function brokenAssumptions(run: RunResult, s: Submission): string[] {
  const broke: string[] = [];
  const start = s.admittedMs!;
  const others = [...run.observed.values()].filter((o) => o.cluster === s.cluster && o.job !== s.job);
  const urgent = others.filter(
    (o) =>
      o.job.high &&
      !s.job.high &&
      o.createdMs > s.submittedMs &&
      o.admittedMs !== null &&
      o.admittedMs <= start &&
      HIGH_PRIORITY > 0,
  );
  if (urgent.length) broke.push(`higher-priority arrival (${urgent.length} admitted first)`);
  const passed = others.filter(
    (o) => !o.job.high && o.createdMs > s.submittedMs && o.admittedMs !== null && o.admittedMs < start,
  );
  if (passed.length && run.strategies.get(s.cluster) === 'BestEffortFIFO')
    broke.push(`a later workload passed it (${passed.length}, BestEffortFIFO)`);
  const evicted = others.filter((o) => o.evictedMs !== null && o.evictedMs <= start);
  if (evicted.length) broke.push(`preemption/eviction (${evicted.length})`);
  // Quota never changes in this trace: "quota shrink" cannot break.
  return broke;
}

function waits(run: RunResult, ours: boolean) {
  const w = [...run.observed.values()]
    .filter((o) => o.job.ours === ours && o.admittedMs !== null)
    .map((o) => Math.max(0, (o.admittedMs! - o.createdMs) / 1000));
  return { mean: mean(w), p95: quantile(w, 0.95), n: w.length };
}

export function reportStartEstimates(
  trace: TraceJob[],
  chosen: RunResult,
  first: RunResult | null,
  earliest: RunResult | null,
  seconds: number,
): StartEstimateFigures {
  const ours = trace.filter((j) => j.ours).length;
  const fractions = trace.map((j) => j.runtimeSeconds / j.deadlineSeconds);
  console.log(
    `trace: ${trace.length} jobs over ${min(trace.at(-1)!.arrivalSeconds * 1000)} of simulated time, ${ours} ours (priority 0, through createProcess), ${trace.length - ours} other tenants' (${trace.filter((j) => j.high).length} of them urgent, priority ${HIGH_PRIORITY}); runtime ÷ deadline median ${f2(quantile(fractions, 0.5))}, p90 ${f2(quantile(fractions, 0.9))}; bench ${seconds.toFixed(0)} s`,
  );

  const evictions = [...chosen.observed.values()].filter((o) => o.evictedMs !== null);
  const evictedOn = new Map<string, number>();
  for (const o of evictions) evictedOn.set(o.cluster, (evictedOn.get(o.cluster) ?? 0) + 1);
  console.log(
    `evictions (users' own choice): ${evictions.length} workloads (${evictions.filter((o) => o.job.ours).length} of ours)${evictedOn.size ? `, ${[...evictedOn].map(([c, n]) => `${n} on ${c}`).join(', ')}` : ''}`,
  );

  const subs = chosen.submissions;
  calibrated = calibratedStarts(subs);
  calibratedQueued = calibratedStarts(subs, true);
  extraWait = extraWaitStarts(subs);
  interlopers = interloperStarts(
    subs,
    [...chosen.observed.values()],
    (c) => TRACE_CLUSTERS.find((x) => x.name === c)?.cores ?? 1,
  );
  const queued = subs.filter((s) => s.admittedMs !== null && s.admittedMs - s.submittedMs >= 60_000);
  const byBasis = new Map<string, number>();
  for (const s of subs) byBasis.set(s.ours.basis, (byBasis.get(s.ours.basis) ?? 0) + 1);
  console.log(
    `\n### Accuracy (users' own cluster choice): |predicted − actual start| ÷ max(actual wait, 60 s), ${subs.length} submissions of ours (basis ${[...byBasis].map(([b, n]) => `${b} ${n}`).join(', ')}); ${queued.length} waited ≥ 60 s\n`,
  );
  console.log(
    '| method | median (all) | p90 (all) | median (waited ≥ 60 s) | p90 (waited ≥ 60 s) | no prediction |',
  );
  console.log('| --- | --- | --- | --- | --- | --- |');
  const all = accuracy(subs);
  const waited = accuracy(queued);
  for (const [i, a] of all.entries()) {
    console.log(
      `| ${a.name} | ${f2(a.median)} | ${f2(a.p90)} | ${f2(waited[i]!.median)} | ${f2(waited[i]!.p90)} | ${a.missing} |`,
    );
  }
  // Which way ours errs where it matters: a start later than predicted comes from what the snapshot cannot know.
  const late = queued.filter((s) => s.admittedMs! > s.ours.expectedStartAtMs! + 60_000).length;
  const early = queued.filter((s) => s.admittedMs! < s.ours.expectedStartAtMs! - 60_000).length;
  const lateBroke = queued.filter(
    (s) => s.admittedMs! > s.ours.expectedStartAtMs! + 60_000 && brokenAssumptions(chosen, s).length > 0,
  ).length;
  console.log(
    `\nOf the ${queued.length} that waited, ours expected the start more than 1 min too early for ${late} (${lateBroke} of them saw an urgent arrival or a later workload pass) and more than 1 min too late for ${early}.`,
  );
  // The biggest misses of ours among those that waited, with what broke (issue 40's profile of errors).
  const misses = queued
    .map((s) => ({ s, e: relativeError(s.ours.expectedStartAtMs!, s.admittedMs!, s.submittedMs) }))
    .sort((a, b) => b.e - a.e)
    .slice(0, 10);
  console.log('\n| biggest misses: job | cluster | expected wait | actual wait | error | what broke |');
  console.log('| --- | --- | --- | --- | --- | --- |');
  for (const { s, e } of misses)
    console.log(
      `| ${s.job.index} | ${s.cluster} | ${min(s.ours.expectedStartAtMs! - s.submittedMs)} | ${min(s.admittedMs! - s.submittedMs)} | ${f2(e)} | ${brokenAssumptions(chosen, s).join('; ') || 'none'} |`,
    );
  const better = (rows: typeof all) =>
    Math.min(...[rows[1]!.median, rows[2]!.median].filter((x) => !Number.isNaN(x)));
  console.log(
    `\nours ÷ better baseline, median: all ${f2(all[0]!.median / better(all))}, waited ≥ 60 s ${f2(waited[0]!.median / better(waited))} (target ≤ 0.5)`,
  );

  const within = (ms: number) =>
    subs.filter(
      (s) =>
        s.admittedMs !== null &&
        s.ours.expectedStartAtMs !== null &&
        Math.abs(s.admittedMs - s.ours.expectedStartAtMs) <= ms,
    ).length / subs.length;
  console.log(
    `\nwithin 1 min of ours: ${f2(within(60_000))}, within 10 min: ${f2(within(600_000))} (shares of all ${subs.length} submissions)`,
  );
  const bounded = subs.filter((s) => s.ours.latestStartAtMs !== null && s.admittedMs !== null);
  const violations = bounded.filter((s) => s.admittedMs! > s.ours.latestStartAtMs! + BOUND_TOLERANCE_MS);
  const explained = violations.map((s) => ({ s, broke: brokenAssumptions(chosen, s) }));
  const unexplained = explained.filter((v) => v.broke.length === 0);
  console.log(
    `\n### Bound: ${bounded.length} submissions with a latestStartAt, ${violations.length} started after it (> ${BOUND_TOLERANCE_MS / 1000} s), ${unexplained.length} of them with every stated assumption held (target 0)\n`,
  );
  if (explained.length) {
    console.log('| job | cluster | latest wait | actual wait | late by | assumption that broke |');
    console.log('| --- | --- | --- | --- | --- | --- |');
    for (const { s, broke } of explained) {
      console.log(
        `| ${s.job.index} | ${s.cluster} (${chosen.strategies.get(s.cluster)}) | ${min(s.ours.latestStartAtMs! - s.submittedMs)} | ${min(s.admittedMs! - s.submittedMs)} | ${min(s.admittedMs! - s.ours.latestStartAtMs!)} | ${broke.join('; ') || '**none**'} |`,
      );
    }
  }

  if (first && earliest) {
    console.log(
      '\n### Placement: the same trace, our jobs placed by the server (other tenants keep their cluster)\n',
    );
    console.log('| placement | our jobs: mean wait | p95 wait | other tenants: mean wait | p95 wait |');
    console.log('| --- | --- | --- | --- | --- |');
    for (const run of [chosen, first, earliest]) {
      const o = waits(run, true);
      const t = waits(run, false);
      const label = run.mode === 'CHOSEN' ? "users' own choice (reference)" : run.mode;
      console.log(
        `| ${label} | ${min(o.mean * 1000)} | ${min(o.p95 * 1000)} | ${min(t.mean * 1000)} | ${min(t.p95 * 1000)} |`,
      );
    }
    const placedOn = new Map<string, number>();
    for (const s of earliest.submissions) placedOn.set(s.cluster, (placedOn.get(s.cluster) ?? 0) + 1);
    console.log(
      `\nEARLIEST_START placed ${[...placedOn].map(([c, n]) => `${n} on ${c}`).join(', ')}; its accuracy there: ${accuracy(
        earliest.submissions,
      )
        .slice(0, 3)
        .map((a) => `${a.name.split(':')[0]} median ${f2(a.median)}`)
        .join(', ')}`,
    );
  }

  const figures: StartEstimateFigures = {
    jobs: trace.length,
    submissions: subs.length,
    waited: queued.length,
    medianErrorWaited: waited[0]!.median,
    baselineMedianErrorWaited: better(waited),
    ratio: waited[0]!.median / better(waited),
    calibratedMedianErrorWaited: waited[5]!.median,
    calibratedRatio: waited[5]!.median / better(waited),
    calibratedQueuedMedianErrorWaited: waited[6]!.median,
    calibratedQueuedRatio: waited[6]!.median / better(waited),
    learnedRuntimesMedianErrorWaited: waited[4]!.median,
    extraWaitMedianErrorWaited: waited[7]!.median,
    interloperMedianErrorWaited: waited[8]!.median,
    deadlineReplayMedianErrorWaited: waited[1]!.median,
    queueRateMedianErrorWaited: waited[2]!.median,
    medianErrorAll: all[0]!.median,
    boundViolations: violations.length,
    boundViolationsAssumptionsHeld: unexplained.length,
    within1min: within(60_000),
    within10min: within(600_000),
    coldRatioP95: null,
  };
  if (chosen.timing) {
    const { without, with: withE } = chosen.timing;
    const p95w = quantile(without, 0.95);
    const p95e = quantile(withE, 0.95);
    console.log(
      `\n### Cold availableClusters(requests), 3 loaded clusters with 50 ms API latency, ${without.length} interleaved rounds\n`,
    );
    console.log('| | p50 | p95 |');
    console.log('| --- | --- | --- |');
    console.log(
      `| without startEstimate | ${quantile(without, 0.5).toFixed(1)} ms | ${p95w.toFixed(1)} ms |`,
    );
    console.log(`| with startEstimate | ${quantile(withE, 0.5).toFixed(1)} ms | ${p95e.toFixed(1)} ms |`);
    console.log(`\np95 with ÷ without = ${f2(p95e / p95w)} (target ≤ 1.1)`);
    figures.coldRatioP95 = p95e / p95w;
    console.log('\nEach request of a reading alone (one cluster at a time, median):');
    for (const [what, p] of Object.entries(chosen.timing.parts))
      console.log(`- ${what}: ${p.ms.toFixed(1)} ms${Number.isNaN(p.kb) ? '' : `, ${p.kb.toFixed(0)} KiB`}`);
  }
  return figures;
}
