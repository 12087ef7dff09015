import type { ProcessStatus } from '../../gql/graphql';

/** A step of a version's timeline as the server records it (`ProcessVersion.history`). */
export interface TimelineStep {
  id: string;
  createdAt: string;
  status: ProcessStatus;
  reason?: string | null;
  message?: string | null;
  /** Not recorded: a Running step the version must have had (it finished before the cluster was looked at). */
  inferred?: boolean;
}

const ENDED: readonly ProcessStatus[] = ['SUCCEEDED', 'FAILED', 'CANCELLED', 'LOST'];

/**
 * The steps to show, oldest first. Steps of the same instant keep the server's order except that an ending comes
 * after what it ends (a short run's Running and Succeeded can share a millisecond). A version that ran to an end
 * (Succeeded, or Failed with its container's exit code) without a Running step — it started and finished between
 * two looks at the cluster — gets one just before its end, dated at its start when known.
 */
export function timelineSteps(version: {
  history: readonly TimelineStep[];
  startedAt?: string | null;
  exitCode?: number | null;
}): TimelineStep[] {
  const at = (step: TimelineStep) => Date.parse(step.createdAt);
  const steps = version.history
    .map((step, order) => ({ step, order }))
    .sort(
      (a, b) =>
        at(a.step) - at(b.step) ||
        Number(ENDED.includes(a.step.status)) - Number(ENDED.includes(b.step.status)) ||
        a.order - b.order,
    )
    .map(({ step }) => step);
  const end = [...steps]
    .reverse()
    .find((s) => s.status === 'SUCCEEDED' || (s.status === 'FAILED' && version.exitCode != null));
  if (!end || steps.some((s) => s.status === 'RUNNING')) return steps;
  const started = version.startedAt && Date.parse(version.startedAt) <= at(end) ? version.startedAt : null;
  const running: TimelineStep = {
    id: `${end.id}-running`,
    createdAt: started ?? end.createdAt,
    status: 'RUNNING',
    reason: null,
    message: 'started and finished between two looks at the cluster',
    inferred: true,
  };
  const i = steps.indexOf(end);
  return [...steps.slice(0, i), running, ...steps.slice(i)];
}
