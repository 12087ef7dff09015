import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GraphQLRequest } from '@urql/core';
import { Provider } from 'urql';
import { afterEach, describe, expect, it } from 'vitest';
import type { CreateProcessInput } from '../../gql/graphql';
import { cpuMemoryGroup, groupLimits } from '../../test/cluster-fixtures.ts';
import { answer, mockClient, once } from '../../test/mock-client.ts';
import { ProcessEditor } from './ProcessEditor.tsx';

const alpha = {
  id: 'c-alpha',
  name: 'Alpha',
  description: null,
  limits: {
    ...groupLimits([cpuMemoryGroup([['standard', 16, 64]])]),
    maxRuntimeSeconds: 3600,
    source: 'KUEUE' as const,
  },
  health: { status: 'REACHABLE', message: null, checkedAt: '2026-12-01T00:00:00.000Z' },
  queue: { pendingWorkloads: 0, admittedWorkloads: 0 },
  volumes: [],
};

const operationName = (request: GraphQLRequest) => {
  const definition = request.query.definitions[0];
  return definition?.kind === 'OperationDefinition' ? definition.name?.value : undefined;
};

function serve(mutate: (input: Record<string, unknown>) => object) {
  const mock = mockClient(
    (request) =>
      operationName(request) === 'ClusterPicker_FitQuery'
        ? answer({ data: { availableClusters: [{ id: 'c-alpha', name: 'Alpha', fitsRequest: true }] } })
        : answer({ data: { availableClusters: [alpha] } }),
    (request) => once(mutate((request.variables as { input: Record<string, unknown> }).input)),
  );
  render(
    <Provider value={mock.client}>
      <ProcessEditor projectId="p1" />
    </Provider>,
  );
  return mock;
}

const fitVariables = (mock: ReturnType<typeof mockClient>) =>
  mock.executeQuery.mock.calls
    .map(([r]) => r)
    .filter((r) => operationName(r) === 'ClusterPicker_FitQuery')
    .map((r) => r.variables as { tasks?: unknown });

const created = (input: Record<string, unknown>) => ({
  data: {
    createProcess: {
      __typename: 'CreateProcessPayload',
      dryRun: false,
      flavor: 'standard',
      assignedFlavors: [],
      cluster: { id: 'c-alpha', name: 'Alpha' },
      process: { id: 'proc-1', name: input.name },
      version: { id: 'ver-1', version: 1 },
    },
  },
});

afterEach(() => window.history.replaceState(null, '', '/'));

describe('ProcessEditor: the Tasks section', { timeout: 30_000 }, () => {
  it('builds a sweep from a parameter grid: the count follows the product, the fit is asked for it, create sends it', async () => {
    const user = userEvent.setup();
    const mock = serve(created);
    await screen.findByRole('combobox', { name: 'Cluster' });
    await user.type(screen.getByLabelText('Name'), 'sweep');
    await user.type(screen.getByLabelText('Image'), 'busybox:1.36');
    await user.click(screen.getByRole('radio', { name: /Array of tasks/ }));
    await user.click(screen.getByRole('radio', { name: 'Grid of values' }));
    await user.type(screen.getByRole('textbox', { name: 'Name of parameter 1' }), 'lr');
    await user.type(screen.getByRole('textbox', { name: 'Values of parameter 1' }), '0.1, 0.01');
    await user.click(screen.getByRole('button', { name: 'Add parameter' }));
    await user.type(screen.getByRole('textbox', { name: 'Name of parameter 2' }), 'seed');
    await user.type(screen.getByRole('textbox', { name: 'Values of parameter 2' }), '1,2,3');
    expect(screen.getByText(/2 lr × 3 seed = 6 tasks/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Tasks' })).toHaveValue('6');
    await user.type(screen.getByRole('textbox', { name: 'At most N at once' }), '2');
    expect(
      screen.getByText(/the fit, start estimate and cost are for 6 tasks, at most 2 at once/),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(fitVariables(mock).at(-1)?.tasks).toEqual({
        count: 6,
        gang: false,
        parallelism: 2,
        retriesPerTask: 0,
      }),
    );

    await user.click(screen.getByRole('button', { name: 'Create process' }));
    await waitFor(() => expect(window.location.pathname).toBe('/processes/proc-1'));
    const input = mock.executeMutation.mock.calls[0]![0].variables as { input: CreateProcessInput };
    expect(input.input.tasks).toEqual({ count: 6, gang: false, parallelism: 2, retriesPerTask: 0 });
    expect(input.input.taskParameters).toHaveLength(6);
    expect(input.input.taskParameters![5]).toEqual({ lr: 0.01, seed: 3 });
  });

  it('checks the server’s rules before sending, each on its field, and puts the server’s issues there too', async () => {
    const user = userEvent.setup();
    const mock = serve(() => ({
      data: {
        createProcess: {
          __typename: 'ValidationError',
          message: 'Invalid input',
          issues: [{ field: 'tasks.count', message: 'count must be from 1 to 500 (got 600)' }],
        },
      },
    }));
    await screen.findByRole('combobox', { name: 'Cluster' });
    await user.type(screen.getByLabelText('Name'), 'gang');
    await user.type(screen.getByLabelText('Image'), 'busybox:1.36');
    await user.click(screen.getByRole('radio', { name: /Array of tasks/ }));
    const count = screen.getByRole('textbox', { name: 'Tasks' });
    await user.clear(count);
    await user.type(count, '4');
    await user.type(screen.getByRole('textbox', { name: 'At most N at once' }), '5');
    await user.click(screen.getByRole('button', { name: 'Create process' }));
    expect(await screen.findByText(/At most the count \(4\)/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'At most N at once' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(mock.executeMutation).not.toHaveBeenCalled();

    // A gang: no parallelism, retries or parameters to set; the server's limit lands on the count.
    await user.click(screen.getByRole('radio', { name: /Gang/ }));
    expect(screen.queryByRole('textbox', { name: 'At most N at once' })).toBeNull();
    expect(screen.queryByRole('radio', { name: 'Grid of values' })).toBeNull();
    await user.clear(screen.getByRole('textbox', { name: 'Pods' }));
    await user.type(screen.getByRole('textbox', { name: 'Pods' }), '600');
    await user.click(screen.getByRole('button', { name: 'Create process' }));
    expect(await screen.findByText('count must be from 1 to 500 (got 600)')).toBeInTheDocument();
    const sent = mock.executeMutation.mock.calls[0]![0].variables as { input: CreateProcessInput };
    expect(sent.input.tasks).toEqual({ count: 600, gang: true, retriesPerTask: 0 });
    expect(sent.input.taskParameters).toBeUndefined();
  });
});
