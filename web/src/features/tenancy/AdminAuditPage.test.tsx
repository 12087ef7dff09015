import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'urql';
import { describe, expect, it } from 'vitest';
import { answer, mockClient } from '../../test/mock-client.ts';
import { AdminAuditPage } from './AdminAuditPage.tsx';
import { formatAuditTime } from './audit-summary.tsx';

const events = [
  {
    id: 'e3',
    at: '2026-12-03T09:30:00Z',
    action: 'token.create',
    targetType: 'ApiToken',
    summary: 'created API token "ci" (kbt_abc) for ada@example.com, expires 2027-01-02T03:04:05.000Z',
    actor: { id: 'u1', email: 'ada@example.com' },
  },
  {
    id: 'e2',
    at: '2026-12-02T09:30:00Z',
    action: 'member.add',
    targetType: 'ProjectMember',
    summary: 'added grace@example.com to project "Ocean" as VIEWER (invited)',
    actor: { id: 'u2', email: 'bob@example.com' },
  },
  {
    id: 'e1',
    at: '2026-12-01T09:30:00Z',
    action: 'user.create',
    targetType: 'User',
    summary: 'created user ada@example.com (admin command line)',
    actor: null,
  },
];

type Vars = { filter: { action: string | null; actor: string | null } | null };

/** Answers like the server: the rows matching the filter, and the actions the log holds. */
function serverLike() {
  return mockClient((request) => {
    const { filter } = request.variables as Vars;
    const rows = events.filter(
      (e) =>
        (!filter?.action || e.action === filter.action) &&
        (!filter?.actor ||
          (filter.actor === 'command line'
            ? e.actor === null
            : e.actor?.email.includes(filter.actor.toLowerCase()))),
    );
    return answer({
      data: {
        auditEvents: {
          edges: rows.map((node) => ({ cursor: `c-${node.id}`, node })),
          pageInfo: { hasNextPage: false, endCursor: rows.at(-1) ? `c-${rows.at(-1)!.id}` : null },
        },
        auditActions: ['member.add', 'token.create', 'user.create'],
      },
    });
  });
}

const bodyRows = () => screen.getAllByRole('row').slice(1);

describe('AdminAuditPage filter and times', () => {
  it('narrows the log by action (at once) and by who (on Filter); Clear shows everything again', async () => {
    const mock = serverLike();
    render(
      <Provider value={mock.client}>
        <AdminAuditPage />
      </Provider>,
    );
    await screen.findByText(/created user ada@example.com/);
    expect(bodyRows()).toHaveLength(3);

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Action' }), 'member.add');
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(within(bodyRows()[0]!).getByText('bob@example.com')).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Action' }), '');
    await userEvent.type(screen.getByRole('textbox', { name: /Who/ }), 'command line');
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(within(bodyRows()[0]!).getByText('admin command line')).toBeInTheDocument();
    expect(mock.executeQuery.mock.calls.at(-1)![0].variables).toMatchObject({
      filter: { action: null, actor: 'command line' },
      after: null,
    });

    await userEvent.type(screen.getByRole('textbox', { name: /Who/ }), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    expect(await screen.findByText('No entries match this filter.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    expect(screen.getByRole('textbox', { name: /Who/ })).toHaveValue('');
  });

  it('shows the instants inside a summary like the When column, not as ISO text', async () => {
    render(
      <Provider value={serverLike().client}>
        <AdminAuditPage />
      </Provider>,
    );
    const cell = (await screen.findByText(/created API token "ci"/)).closest('td')!;
    expect(cell.textContent).not.toContain('2027-01-02T');
    expect(cell.textContent).toBe(
      `created API token "ci" (kbt_abc) for ada@example.com, expires ${formatAuditTime('2027-01-02T03:04:05.000Z')}`,
    );
    expect(cell.querySelector('time')?.getAttribute('dateTime')).toBe('2027-01-02T03:04:05.000Z');
  });
});
