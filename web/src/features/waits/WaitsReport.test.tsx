import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'urql';
import { describe, expect, it } from 'vitest';
import { answer, mockClient } from '../../test/mock-client.ts';
import { WaitsReport } from './WaitsReport.tsx';

const NOW = Date.UTC(2026, 11, 6, 12);

describe('WaitsReport', () => {
  it('asks for the last 7 days, shows per cluster the count, median, p90 and reasons, and changes period', async () => {
    const user = userEvent.setup();
    const mock = mockClient(() =>
      answer({
        data: {
          waits: {
            rows: [
              {
                cluster: { id: 'c1', name: 'Alpha' },
                count: 3,
                medianSeconds: 120,
                p90Seconds: 504.2,
                reasons: [
                  { reason: 'WaitingForQuota', count: 2 },
                  { reason: 'Preempted', count: 1 },
                ],
              },
              {
                cluster: { id: 'c2', name: 'GPU' },
                count: 1,
                medianSeconds: 30,
                p90Seconds: 30,
                reasons: [],
              },
            ],
          },
        },
      }),
    );
    render(
      <Provider value={mock.client}>
        <WaitsReport projectId="p1" now={() => NOW} />
      </Provider>,
    );
    expect(mock.executeQuery.mock.calls[0]![0].variables).toEqual({
      projectId: 'p1',
      from: '2026-11-29T12:00:00.000Z',
      to: '2026-12-06T12:00:00.000Z',
    });
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'ClusterStartedMedian wait90% started withinCommonest reasons',
      'Alpha32 min8 minWaitingForQuota (2 of 3), Preempted (1 of 3)',
      'GPU130 s30 s—',
    ]);
    await user.selectOptions(screen.getByLabelText('Period'), '30');
    expect(mock.executeQuery.mock.calls.at(-1)![0].variables).toMatchObject({
      from: '2026-11-06T12:00:00.000Z',
    });
  });

  it('says when no job started in the period', () => {
    const mock = mockClient(() => answer({ data: { waits: { rows: [] } } }));
    render(
      <Provider value={mock.client}>
        <WaitsReport projectId="p1" now={() => NOW} />
      </Provider>,
    );
    expect(screen.getByRole('heading', { name: 'No job started in this period' })).toBeInTheDocument();
  });
});
