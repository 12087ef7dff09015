import type { Observed, Submission } from './start-estimates.ts';

/**
 * Diagnostic (issue 40, try (a)): ours with a per-cluster bias correction learned from the cluster's own record —
 * the same samples as `StartEstimate.calibration` (our versions of the last 7 days on that cluster that had started
 * by this submission: the model's predicted wait against the actual wait). The factor is the median of
 * (actual + 60 s) ÷ (predicted + 60 s), shrunk toward 1 as n ÷ (n + 20) in log space, used from 20 samples on; the
 * corrected wait is kept within [0, latestStartAt]. Computed from the model's own (uncorrected) predictions, so it
 * needs no column. `queuedOnly`: only the samples the model expected to wait (the only ones it corrects); in the server it would need the model's raw prediction recorded beside the one shown.
 */

const WINDOW_MS = 7 * 24 * 3_600_000;
const MIN_SAMPLES = 20;
const SHRINK = 20;

export function calibratedStarts(
  subs: readonly Submission[],
  queuedOnly = false,
): Map<Submission, number | null> {
  const out = new Map<Submission, number | null>();
  for (const s of subs) {
    const expected = s.ours.expectedStartAtMs;
    if (expected === null) {
      out.set(s, null);
      continue;
    }
    const logs: number[] = [];
    for (const h of subs) {
      if (h === s || h.cluster !== s.cluster || h.admittedMs === null || h.ours.expectedStartAtMs === null)
        continue;
      if (h.admittedMs > s.submittedMs || h.submittedMs < s.submittedMs - WINDOW_MS) continue;
      const predicted = Math.max(0, h.ours.expectedStartAtMs - h.submittedMs);
      if (queuedOnly && predicted <= 0) continue;
      const actual = Math.max(0, h.admittedMs - h.submittedMs);
      logs.push(Math.log((actual + 60_000) / (predicted + 60_000)));
    }
    const wait = expected - s.submittedMs;
    if (logs.length < MIN_SAMPLES || wait <= 0) {
      out.set(s, expected);
      continue;
    }
    logs.sort((a, b) => a - b);
    const mid = logs.length >> 1;
    const m = logs.length % 2 ? logs[mid]! : (logs[mid - 1]! + logs[mid]!) / 2;
    const factor = Math.exp((m * logs.length) / (logs.length + SHRINK));
    let corrected = Math.max(0, (wait + 60_000) * factor - 60_000);
    if (s.ours.latestStartAtMs !== null)
      corrected = Math.min(corrected, s.ours.latestStartAtMs - s.submittedMs);
    out.set(s, s.submittedMs + corrected);
  }
  return out;
}

/**
 * Diagnostic (issue 40, the delay by later arrivals as a distribution of the extra wait): ours plus the median
 * extra wait (actual − expected start, in seconds, may be negative) of the cluster's versions of the last 7 days
 * that the model expected to wait and that had started by this submission, from `minSamples` of them; only for
 * submissions the model expects to wait, kept within [now, latestStartAt].
 */
export function extraWaitStarts(
  subs: readonly Submission[],
  minSamples = MIN_SAMPLES,
): Map<Submission, number | null> {
  const out = new Map<Submission, number | null>();
  for (const s of subs) {
    const expected = s.ours.expectedStartAtMs;
    if (expected === null || expected <= s.submittedMs) {
      out.set(s, expected);
      continue;
    }
    const extras: number[] = [];
    for (const h of subs) {
      if (h === s || h.cluster !== s.cluster || h.admittedMs === null || h.ours.expectedStartAtMs === null)
        continue;
      if (h.admittedMs > s.submittedMs || h.submittedMs < s.submittedMs - WINDOW_MS) continue;
      if (h.ours.expectedStartAtMs <= h.submittedMs) continue;
      extras.push(h.admittedMs - h.ours.expectedStartAtMs);
    }
    if (extras.length < minSamples) {
      out.set(s, expected);
      continue;
    }
    extras.sort((a, b) => a - b);
    let corrected = Math.max(s.submittedMs, expected + extras[(extras.length - 1) >> 1]!);
    if (s.ours.latestStartAtMs !== null) corrected = Math.min(corrected, s.ours.latestStartAtMs);
    out.set(s, corrected);
  }
  return out;
}

const HOUR_MS = 3_600_000;

/**
 * Diagnostic (issue 40, try (1) again, now over learned runtimes): the expected wait stretched by 1 ÷ (1 − ρ), ρ the
 * share of the cluster's quota (cores × the last hour) that workloads admitted ahead of an older pending one (a
 * higher-priority arrival or a BestEffortFIFO pass, as the cluster's Workloads show it) held in the hour before the
 * submission; ρ capped at 0.9; kept within [now, latestStartAt].
 */
export function interloperStarts(
  subs: readonly Submission[],
  observed: readonly Observed[],
  coresOf: (cluster: string) => number,
): Map<Submission, number | null> {
  const out = new Map<Submission, number | null>();
  for (const s of subs) {
    const expected = s.ours.expectedStartAtMs;
    const t = s.submittedMs;
    if (expected === null || expected <= t) {
      out.set(s, expected);
      continue;
    }
    const here = observed.filter((o) => o.cluster === s.cluster && o.createdMs <= t);
    let held = 0;
    for (const o of here) {
      if (o.admittedMs === null || o.admittedMs > t) continue;
      const until = Math.min(o.finishedMs ?? t, t);
      const from = Math.max(o.admittedMs, t - HOUR_MS);
      if (until <= from) continue;
      const jumped = here.some(
        (p) =>
          p !== o && p.createdMs < o.createdMs && (p.admittedMs === null || p.admittedMs > o.admittedMs!),
      );
      if (jumped) held += o.job.cpu * (until - from);
    }
    const rho = Math.min(0.9, held / (coresOf(s.cluster) * HOUR_MS));
    let corrected = t + (expected - t) / (1 - rho);
    if (s.ours.latestStartAtMs !== null) corrected = Math.min(corrected, s.ours.latestStartAtMs);
    out.set(s, corrected);
  }
  return out;
}
