import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'urql';
import { describe, expect, it } from 'vitest';
import { answer, mockClient, once } from '../../test/mock-client.ts';
import { BudgetBar } from './BudgetBar.tsx';

const budget = {
  period: 'MONTH',
  unit: 'COST',
  limit: 500,
  hard: true,
  used: 100,
  committed: 50,
  remaining: 350,
};

function renderBar(opts: {
  isAdmin: boolean;
  budget: typeof budget | null;
  mutate?: (input: unknown) => object;
}) {
  const mock = mockClient(
    () =>
      answer({
        data: { project: { id: 'p1', budget: opts.budget }, viewer: { id: 'u1', isAdmin: opts.isAdmin } },
      }),
    (request) => once(opts.mutate?.((request.variables as { input: unknown }).input) ?? {}),
  );
  render(
    <Provider value={mock.client}>
      <BudgetBar projectId="p1" />
    </Provider>,
  );
  return mock;
}

const inputs = (mock: ReturnType<typeof mockClient>) =>
  mock.executeMutation.mock.calls.map(([request]) => request.variables);

describe('BudgetBar', () => {
  it('shows the budget to members, with no way to change it', () => {
    renderBar({ isAdmin: false, budget });
    const bar = screen.getByRole('region', { name: 'Monthly budget' });
    expect(bar).toHaveTextContent('Hard budget this month: 500.00 EUR');
    expect(bar).toHaveTextContent('350.00 EUR remaining');
    expect(within(bar).queryByRole('button')).toBeNull();
  });

  it('lets an administrator change the budget (limit, unit, hard or soft) and remove it', async () => {
    const user = userEvent.setup();
    const mock = renderBar({
      isAdmin: true,
      budget,
      mutate: () => ({ data: { setProjectBudget: { __typename: 'Project', id: 'p1', budget: null } } }),
    });
    await user.click(screen.getByRole('button', { name: 'Edit budget' }));
    const form = within(screen.getByRole('form', { name: 'Monthly budget' }));
    expect(form.getByLabelText('Limit a month (EUR)')).toHaveValue('500');
    await user.clear(form.getByLabelText('Limit a month (EUR)'));
    await user.type(form.getByLabelText('Limit a month (EUR)'), 'lots');
    await user.click(form.getByRole('button', { name: 'Save budget' }));
    expect(form.getByLabelText('Limit a month (EUR)')).toHaveAccessibleDescription(
      'Enter a number ≥ 0, such as 500.',
    );
    expect(mock.executeMutation).not.toHaveBeenCalled();

    await user.clear(form.getByLabelText('Limit a month (EUR)'));
    await user.type(form.getByLabelText('Limit a month (EUR)'), '40');
    await user.selectOptions(form.getByLabelText('Counted in'), 'GPU_HOURS');
    await user.selectOptions(form.getByLabelText('When a process would exceed it'), 'soft');
    await user.click(form.getByRole('button', { name: 'Save budget' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Monthly budget' })).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Edit budget' }));
    await user.click(screen.getByRole('button', { name: 'Remove budget' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Monthly budget' })).toBeNull());
    expect(inputs(mock)).toEqual([
      { projectId: 'p1', input: { period: 'MONTH', limit: 40, unit: 'GPU_HOURS', hard: false } },
      { projectId: 'p1', input: null },
    ]);
  });

  it('offers an administrator to set a budget where there is none, and shows the server’s refusal on the limit', async () => {
    const user = userEvent.setup();
    renderBar({
      isAdmin: true,
      budget: null,
      mutate: () => ({
        data: {
          setProjectBudget: {
            __typename: 'ValidationError',
            message: 'input.limit: must be a number from 0 to 1e12',
            issues: [{ field: 'input.limit', message: 'must be a number from 0 to 1e12' }],
          },
        },
      }),
    });
    expect(screen.getByRole('region', { name: 'Monthly budget' })).toHaveTextContent('No budget.');
    await user.click(screen.getByRole('button', { name: 'Set a budget' }));
    const form = within(screen.getByRole('form', { name: 'Monthly budget' }));
    expect(form.queryByRole('button', { name: 'Remove budget' })).toBeNull();
    await user.type(form.getByLabelText('Limit a month (EUR)'), '99999999999999');
    await user.click(form.getByRole('button', { name: 'Save budget' }));
    await waitFor(() =>
      expect(form.getByLabelText('Limit a month (EUR)')).toHaveAccessibleDescription(
        'must be a number from 0 to 1e12',
      ),
    );
  });
});
