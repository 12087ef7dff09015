/** A cluster's record of its start estimates (StartEstimate.calibration), as the server answers it. */
export interface CalibrationFigures {
  samples: number;
  withinBound: number;
  medianError: number;
}

/**
 * One sentence users can judge an estimate by: "on Alpha, 94 % of last week's 120 jobs started before the bound
 * (median error 0.12)". Null when the cluster has too few recent starts (the server answers null).
 */
export function calibrationSentence(
  clusterName: string,
  calibration: CalibrationFigures | null | undefined,
): string | null {
  if (!calibration) return null;
  const share = Math.round(calibration.withinBound * 100);
  return `on ${clusterName}, ${share} % of last week's ${calibration.samples} jobs started before the bound (median error ${calibration.medianError.toFixed(2)})`;
}
