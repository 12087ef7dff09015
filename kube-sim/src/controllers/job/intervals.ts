/**
 * Kubernetes' compressed index lists (`status.completedIndexes`, `status.failedIndexes`, a success policy's
 * `succeededIndexes`): ascending intervals written "1,3-5,7", two neighbours as "1,2" (indexed_job_utils.go).
 */
export interface Interval {
  first: number;
  last: number;
}

/** Parses an index list as the Job controller does: corrupt parts skipped, cut at `completions`. */
export function parseIndexes(s: string | undefined | null, completions: number): Interval[] {
  if (!s) return [];
  const out: Interval[] = [];
  for (const part of s.split(',')) {
    const limits = part.split('-');
    const first = Number.parseInt(limits[0] ?? '', 10);
    if (!/^[0-9]+$/.test(limits[0] ?? '') || Number.isNaN(first)) continue;
    if (first >= completions) break;
    let last = first;
    if (limits.length > 1) {
      if (!/^[0-9]+$/.test(limits[1] ?? '')) continue;
      last = Math.min(Number.parseInt(limits[1]!, 10), completions - 1);
    }
    const prev = out[out.length - 1];
    if (prev && prev.last === first - 1) prev.last = last;
    else out.push({ first, last });
  }
  return out;
}

/** The intervals with `more` (ascending intervals) merged in. */
export function mergeIntervals(a: Interval[], more: Interval[]): Interval[] {
  const all = [...a, ...more].sort((x, y) => x.first - y.first);
  const out: Interval[] = [];
  for (const iv of all) {
    const prev = out[out.length - 1];
    if (!prev || iv.first > prev.last + 1) out.push({ ...iv });
    else if (prev.last < iv.last) prev.last = iv.last;
  }
  return out;
}

/** The intervals with the given indexes added. */
export function withIndexes(a: Interval[], indexes: Iterable<number>): Interval[] {
  return mergeIntervals(
    a,
    [...indexes].map((i) => ({ first: i, last: i })),
  );
}

export function totalIndexes(a: Interval[]): number {
  return a.reduce((n, iv) => n + iv.last - iv.first + 1, 0);
}

export function hasIndex(a: Interval[], ix: number): boolean {
  return a.some((iv) => iv.first <= ix && ix <= iv.last);
}

export function formatIndexes(a: Interval[]): string {
  return a
    .map((iv) =>
      iv.last === iv.first ? `${iv.first}` : `${iv.first}${iv.last === iv.first + 1 ? ',' : '-'}${iv.last}`,
    )
    .join(',');
}

/** The first `count` indexes below `completions` in none of the `taken` intervals. */
export function firstPendingIndexes(taken: Interval[], count: number, completions: number): number[] {
  const out: number[] = [];
  let candidate = 0;
  for (const iv of taken) {
    for (; candidate < completions && out.length < count && candidate < iv.first; candidate++)
      out.push(candidate);
    if (candidate < iv.last + 1) candidate = iv.last + 1;
  }
  for (; candidate < completions && out.length < count; candidate++) out.push(candidate);
  return out;
}
