import { useId } from 'react';
import { Badge } from '../../ui/Badge.tsx';
import { EVENT_LABELS } from '../notifications/notification-events.ts';
import type { Version } from './version.ts';

const STATUS_TONE = { PENDING: 'warning', DELIVERED: 'success', FAILED: 'danger' } as const;

/** The version's notifications to the viewer's own channels (ARCHITECTURE §22): event, channel, status, error. */
export function VersionNotifications({ version }: { version: Version }) {
  const id = useId();
  if (version.notifications.length === 0) return null;
  return (
    <div className="attempts">
      <h3 className="timeline__title" id={id}>
        Notifications
      </h3>
      <table className="table table--stacked" aria-labelledby={id}>
        <thead>
          <tr>
            <th scope="col">Event</th>
            <th scope="col">To</th>
            <th scope="col">Status</th>
            <th scope="col">Last error</th>
          </tr>
        </thead>
        <tbody>
          {version.notifications.map((n) => (
            <tr key={n.id}>
              <td>{EVENT_LABELS[n.event]}</td>
              <td>
                <code>{n.channel.target}</code>
              </td>
              <td>
                <Badge tone={STATUS_TONE[n.status]}>
                  {n.status.toLowerCase()}
                  {n.attempts > 1 ? ` after ${n.attempts} tries` : ''}
                </Badge>
              </td>
              <td>{n.lastError ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
