import { compareStarts } from '@kueue-batch/rules';
import type { CombinedError } from '@urql/core';
import type { ReactNode } from 'react';
import { Alert } from '../../ui/Alert.tsx';
import { CostEstimates } from '../usage/CostEstimate.tsx';
import { type CalibrationFigures, calibrationSentence } from './calibration.ts';
import { describeClusterError } from './cluster-health.ts';
import type { AvailableCluster, FitAnswer } from './cluster-picker-operations.ts';
import { joinPhrases } from './resource-groups.ts';

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
            <EstimateRecord clusterName={c.name} calibration={c.startEstimate?.calibration} />
          </li>
        ))}
      </ul>
      <CostEstimates clusters={clusters} />
    </div>
  );
}

/** The cluster's record beside its estimate, so users can judge it; nothing while it has too few recent starts. */
export function EstimateRecord({
  clusterName,
  calibration,
}: {
  clusterName: string;
  calibration: CalibrationFigures | null | undefined;
}) {
  const sentence = calibrationSentence(clusterName, calibration);
  return sentence ? <span className="muted start-estimates__record"> ({sentence})</span> : null;
}

/**
 * The cluster the server's EARLIEST_START would pick by these estimates: fitting, by the server's one order
 * (`compareStarts`: expected wait, then the bound), then list order.
 */
export function earliestOf(clusters: FitAnswer): FitAnswer[number] | null {
  let best: FitAnswer[number] | null = null;
  for (const c of clusters) {
    const e = c.startEstimate;
    if (!c.fitsRequest || !e || e.basis === 'NEVER') continue;
    if (!best || compareStarts(e, best.startEstimate) < 0) best = c;
  }
  return best;
}

/**
 * "Any allowed cluster — earliest start": the one place that says where the process goes (the cluster the server's
 * estimates put first), or, before the server answers, which clusters hold it by the limits shown.
 */
export function EarliestStartVerdict({
  answer,
  fitting,
  checking,
  error,
}: {
  answer: FitAnswer | undefined;
  fitting: readonly AvailableCluster[];
  checking: boolean;
  error: CombinedError | undefined;
}) {
  const destination = answer ? earliestOf(answer) : null;
  let body: ReactNode;
  let tone: 'success' | 'danger' | 'info' = 'success';
  if (destination) {
    body = (
      <>
        Goes to <strong>{destination.name}</strong>: {destination.startEstimate?.message ?? 'no estimate'}.
        The server places it again at creation, by the estimates then.
      </>
    );
  } else if (answer || fitting.length === 0) {
    tone = 'danger';
    body = (
      <>No allowed cluster can take this request: lower what it asks for, or choose a cluster to see why.</>
    );
  } else {
    tone = 'info';
    body = (
      <>
        By the limits shown it fits {joinPhrases(fitting.map((c) => c.name))}.{' '}
        <span className="muted">
          {error && !checking ? describeClusterError(error) : 'Asking the server where it would start first…'}
        </span>
      </>
    );
  }
  return (
    <div className="cluster-picker__verdict" aria-live="polite">
      <Alert tone={tone}>
        <span>{body}</span>
      </Alert>
    </div>
  );
}
