/**
 * EARLIEST_START's order of two clusters' start estimates (ARCHITECTURE §12), the one rule the server's placement
 * and the editor's verdict both use: the earlier expected wait (whole seconds), then the earlier bound (latest
 * wait: a start that is certain beats one only expected as soon), then the list's order. No estimate, or no expected
 * wait, comes last.
 */
export interface RankedEstimate {
  basis: string;
  expectedWaitSeconds: number | null;
  latestWaitSeconds: number | null;
}

const waitOf = (seconds: number | null | undefined) =>
  seconds === null || seconds === undefined ? Number.POSITIVE_INFINITY : Math.max(0, Math.round(seconds));

/** Negative when `a` starts first, positive when `b` does, 0 when they tie (the caller's list order decides). */
export function compareStarts(
  a: RankedEstimate | null | undefined,
  b: RankedEstimate | null | undefined,
): number {
  const expected = (e: RankedEstimate | null | undefined) =>
    !e ? Number.POSITIVE_INFINITY : e.basis === 'NOW' ? 0 : waitOf(e.expectedWaitSeconds);
  const latest = (e: RankedEstimate | null | undefined) =>
    !e ? Number.POSITIVE_INFINITY : e.basis === 'NOW' ? 0 : waitOf(e.latestWaitSeconds);
  const byExpected = expected(a) - expected(b);
  if (byExpected !== 0 && !Number.isNaN(byExpected)) return byExpected;
  const byLatest = latest(a) - latest(b);
  return Number.isNaN(byLatest) ? 0 : byLatest;
}
