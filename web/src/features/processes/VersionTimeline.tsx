import { useId } from 'react';
import { Badge } from '../../ui/Badge.tsx';
import { plainMessage } from './kueue-message.ts';
import { formatDateTime, statusLabel, statusTone } from './process-status.ts';
import { type TimelineStep, timelineSteps } from './timeline.ts';

/**
 * A version's timeline: each step's time, status, reason and message in plain words (identifiers taken out, the
 * full message under "Full message"); a short run's Running step even when the cluster was not seen running it.
 */
export function VersionTimeline({
  version,
}: {
  version: { history: readonly TimelineStep[]; startedAt?: string | null; exitCode?: number | null };
}) {
  const id = useId();
  if (version.history.length === 0) return null;
  return (
    <div className="timeline">
      <h3 className="timeline__title" id={id}>
        Timeline
      </h3>
      <ol className="timeline__list" aria-labelledby={id}>
        {timelineSteps(version).map((event) => {
          const plain = event.message ? plainMessage(event.message) : null;
          return (
            <li key={event.id} className="timeline__event">
              <time className="timeline__time" dateTime={event.createdAt}>
                {formatDateTime(event.createdAt)}
              </time>
              <Badge tone={statusTone[event.status]}>{statusLabel[event.status]}</Badge>
              <span className={event.inferred ? 'timeline__text muted' : 'timeline__text'}>
                {event.reason && <strong>{event.reason}</strong>}
                {event.reason && plain && ': '}
                {plain}
              </span>
              {event.message && plain !== event.message && (
                <details className="timeline__details">
                  <summary>Full message</summary>
                  <code>{event.message}</code>
                </details>
              )}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
