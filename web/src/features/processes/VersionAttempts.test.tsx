import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VersionAttempts } from './VersionAttempts.tsx';
import type { Version } from './version.ts';

const attempt = (n: number, cluster: string, outcome: string, extra: Record<string, unknown> = {}) => ({
  number: n,
  cluster: { id: `c-${cluster}`, name: cluster },
  outcome,
  reason: null,
  createdAt: '2026-12-01T10:00:00Z',
  startedAt: null,
  endedAt: null,
  jobDeletedAt: null,
  ...extra,
});

const versionWith = (v: Partial<Version>) => ({ failover: null, attempts: [], ...v }) as unknown as Version;

describe('VersionAttempts', () => {
  it('lists each attempt with its cluster, outcome and reason, and whether the old Job is gone', () => {
    render(
      <VersionAttempts
        version={versionWith({
          failover: { maxAttempts: 3 },
          attempts: [
            attempt(1, 'Alpha', 'CLUSTER_LOST', {
              reason: 'cluster Alpha has not answered for 301 s (the limit is 300 s)',
              endedAt: '2026-12-01T10:05:01Z',
            }),
            attempt(2, 'Beta', 'ACTIVE'),
          ] as Version['attempts'],
        })}
      />,
    );
    const list = screen.getByRole('list', { name: /Attempts/ });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent(/1\. Alpha.*Cluster lost/);
    expect(items[0]).toHaveTextContent('its Job is removed when the cluster answers again');
    expect(items[0]).toHaveTextContent('cluster Alpha has not answered for 301 s');
    expect(items[1]).toHaveTextContent(/2\. Beta.*Current/);
    expect(screen.getByRole('heading', { name: /Attempts/ })).toHaveTextContent('2 of 3 used');
  });

  it('shows nothing for a version without failover that never moved', () => {
    const { container } = render(
      <VersionAttempts
        version={versionWith({ attempts: [attempt(1, 'Alpha', 'SUCCEEDED')] as Version['attempts'] })}
      />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
