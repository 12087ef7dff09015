import type { AttemptOutcome, ProcessAttempt, ProcessStatus } from '../../generated/prisma/client.ts';

/**
 * A version's attempts as users see them (ARCHITECTURE §17): the ended ones (`ProcessAttempt` rows, oldest first)
 * and the current one, which is the version itself (its cluster, times and status).
 */
export interface AttemptView {
  number: number;
  clusterId: string;
  createdAt: Date;
  startedAt: Date | null;
  endedAt: Date | null;
  outcome: AttemptOutcome;
  reason: string | null;
  /** Ended attempts: when their Job was confirmed gone (null: it may still be on its cluster). */
  jobDeletedAt: Date | null;
  log: string | null;
}

export interface VersionForAttempts {
  attempt: number;
  clusterId: string;
  createdAt: Date;
  attemptCreatedAt: Date | null;
  startedAt: Date | null;
  finishedAt: Date | null;
  status: ProcessStatus;
  statusReason: string | null;
  message: string | null;
  attempts: ProcessAttempt[];
}

/** The current attempt's outcome by the version's status. */
export function outcomeOf(status: ProcessStatus): AttemptOutcome {
  switch (status) {
    case 'SUCCEEDED':
      return 'SUCCEEDED';
    case 'CANCELLED':
      return 'CANCELLED';
    case 'FAILED':
    case 'LOST':
      return 'FAILED';
    default:
      return 'ACTIVE';
  }
}

export function attemptsOf(v: VersionForAttempts): AttemptView[] {
  const ended = [...v.attempts]
    .sort((a, b) => a.number - b.number)
    .map(
      (a): AttemptView => ({
        number: a.number,
        clusterId: a.clusterId,
        createdAt: a.createdAt,
        startedAt: a.startedAt,
        endedAt: a.endedAt,
        outcome: a.outcome,
        reason: a.reason,
        jobDeletedAt: a.jobDeletedAt,
        log: a.log,
      }),
    );
  const outcome = outcomeOf(v.status);
  const current: AttemptView = {
    number: v.attempt,
    clusterId: v.clusterId,
    createdAt: v.attemptCreatedAt ?? v.createdAt,
    startedAt: v.startedAt,
    endedAt: outcome === 'ACTIVE' ? null : v.finishedAt,
    outcome,
    reason: outcome === 'ACTIVE' || outcome === 'SUCCEEDED' ? null : (v.message ?? v.statusReason),
    jobDeletedAt: null,
    log: null,
  };
  return [...ended, current];
}
