import { render, screen, within } from '@testing-library/react';
import { Provider } from 'urql';
import { describe, expect, it } from 'vitest';
import { answer, mockClient } from '../../test/mock-client.ts';
import { UsagePage } from './UsagePage.tsx';

function renderPage(totalCost: number | null) {
  const day = new Date();
  day.setUTCHours(0, 0, 0, 0);
  const row = (resource: string, cost: number | null) => ({
    cluster: { id: 'c1', name: 'Alpha' },
    flavor: 'standard',
    resource,
    day: day.toISOString(),
    resourceSeconds: 7200,
    cost,
  });
  const mock = mockClient(() =>
    answer({
      data: {
        project: { id: 'p1', name: 'Demo', budget: null },
        viewer: { id: 'u1', isAdmin: false },
        usage: {
          totalCost,
          currency: 'EUR',
          rows: [row('cpu', totalCost), row('memory', null)],
        },
      },
    }),
  );
  render(
    <Provider value={mock.client}>
      <UsagePage projectId="p1" />
    </Provider>,
  );
}

describe('UsagePage', () => {
  it('opens on resource-hours when nothing is priced, on cost otherwise', () => {
    renderPage(null);
    expect(screen.getByRole('combobox', { name: 'Show' })).toHaveValue('cpu');
  });

  it('opens on cost when something is priced; its breadcrumb starts at Projects; no link to itself', () => {
    renderPage(0.5);
    expect(screen.getByRole('combobox', { name: 'Show' })).toHaveValue('cost');
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(crumbs.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Projects', '/projects'],
      ['Demo', '/projects/p1'],
    ]);
    expect(screen.queryByRole('link', { name: 'Usage and cost' })).toBeNull();
  });
});
