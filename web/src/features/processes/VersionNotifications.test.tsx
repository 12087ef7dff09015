import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VersionNotifications } from './VersionNotifications.tsx';
import type { Version } from './version.ts';

const versionWith = (notifications: unknown[]) => ({ notifications }) as unknown as Version;

describe('VersionNotifications', () => {
  it('lists each delivery with its event, channel, status and last error', () => {
    render(
      <VersionNotifications
        version={versionWith([
          {
            id: 'd1',
            event: 'STARTED',
            status: 'DELIVERED',
            attempts: 1,
            lastError: null,
            deliveredAt: '2026-12-01T10:00:00Z',
            channel: { id: 'c1', kind: 'EMAIL', target: 'ada@example.com' },
          },
          {
            id: 'd2',
            event: 'FAILED',
            status: 'PENDING',
            attempts: 3,
            lastError: 'hooks.example.com answered 503',
            deliveredAt: null,
            channel: { id: 'c2', kind: 'WEBHOOK', target: 'https://hooks.example.com/kb' },
          },
        ])}
      />,
    );
    const rows = within(screen.getByRole('table', { name: 'Notifications' })).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent(/Started.*ada@example\.com.*delivered/);
    expect(rows[2]).toHaveTextContent(/Failed.*hooks\.example\.com\/kb.*pending after 3 tries.*answered 503/);
  });

  it('shows nothing when no notification was sent to the viewer', () => {
    const { container } = render(<VersionNotifications version={versionWith([])} />);
    expect(container).toBeEmptyDOMElement();
  });
});
