import type { FitAnswer } from './cluster-picker-operations.ts';

/** What the user chooses by: per cluster, when the job would start there (the server's estimate, one line). */
export function StartEstimates({
  clusters,
  selectedId,
  checking,
  anyCluster,
}: {
  clusters: FitAnswer | undefined;
  selectedId: string | null;
  checking: boolean;
  anyCluster: boolean;
}) {
  if (!clusters) {
    return (
      <p className="muted start-estimates" aria-live="polite">
        {checking ? 'Estimating when it would start on each cluster…' : ''}
      </p>
    );
  }
  const earliest = anyCluster ? earliestOf(clusters) : null;
  return (
    <div className="start-estimates" aria-live="polite">
      <p className="start-estimates__title">When it would start</p>
      <ul aria-label="When it would start">
        {clusters.map((c) => (
          <li
            key={c.id}
            className={c.id === selectedId || c.id === earliest?.id ? 'start-estimates__chosen' : undefined}
          >
            <strong>{c.name}</strong>: {c.startEstimate?.message ?? 'no estimate'}
            {c.id === earliest?.id && <span className="muted"> (earliest: it goes here)</span>}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The cluster the server's EARLIEST_START would pick by these estimates (fitting, earliest, then list order). */
export function earliestOf(clusters: FitAnswer): FitAnswer[number] | null {
  let best: FitAnswer[number] | null = null;
  let bestWait = Number.POSITIVE_INFINITY;
  for (const c of clusters) {
    const e = c.startEstimate;
    if (!c.fitsRequest || !e || e.basis === 'NEVER') continue;
    const wait = e.basis === 'NOW' ? 0 : (e.expectedWaitSeconds ?? Number.POSITIVE_INFINITY);
    if (!best || wait < bestWait) {
      best = c;
      bestWait = wait;
    }
  }
  return best;
}
