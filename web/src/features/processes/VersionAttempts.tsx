import { useId } from 'react';
import { Badge, type BadgeTone } from '../../ui/Badge.tsx';
import { plainMessage } from './kueue-message.ts';
import { formatDateTime } from './process-status.ts';
import type { Version } from './version.ts';

const OUTCOME: Record<string, { label: string; tone: BadgeTone }> = {
  ACTIVE: { label: 'Current', tone: 'primary' },
  SUCCEEDED: { label: 'Succeeded', tone: 'success' },
  FAILED: { label: 'Failed', tone: 'danger' },
  CANCELLED: { label: 'Cancelled', tone: 'neutral' },
  PREEMPTED: { label: 'Preempted', tone: 'warning' },
  CLUSTER_LOST: { label: 'Cluster lost', tone: 'warning' },
};

const when = (iso: string | null | undefined) => (iso ? formatDateTime(iso) : null);

/** A version's attempts (shown once it failed over, or when failover is on): cluster, outcome, reason, times. */
export function VersionAttempts({ version }: { version: Version }) {
  const id = useId();
  if (!version.failover && version.attempts.length <= 1) return null;
  return (
    <div className="attempts">
      <h3 className="timeline__title" id={id}>
        Attempts
        {version.failover && (
          <span className="muted">
            {' '}
            · failover on, {version.attempts.length} of {version.failover.maxAttempts} used
          </span>
        )}
      </h3>
      <ol className="attempts__list" aria-labelledby={id}>
        {version.attempts.map((a) => {
          const outcome = OUTCOME[a.outcome] ?? { label: a.outcome, tone: 'neutral' as const };
          return (
            <li key={a.number} className="attempts__item">
              <strong>
                {a.number}. {a.cluster.name}
              </strong>{' '}
              <Badge tone={outcome.tone}>{outcome.label}</Badge>
              <span className="muted">
                {' '}
                {[
                  `created ${when(a.createdAt)}`,
                  a.startedAt ? `started ${when(a.startedAt)}` : null,
                  a.endedAt ? `ended ${when(a.endedAt)}` : null,
                  a.outcome === 'CLUSTER_LOST' || a.outcome === 'PREEMPTED'
                    ? a.jobDeletedAt
                      ? `its Job removed ${when(a.jobDeletedAt)}`
                      : 'its Job is removed when the cluster answers again'
                    : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
              {a.reason && <p className="attempts__reason">{plainMessage(a.reason)}</p>}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
