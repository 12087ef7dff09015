import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GraphQLRequest } from '@urql/core';
import { Provider } from 'urql';
import { afterEach, describe, expect, it } from 'vitest';
import { answer, mockClient, once } from '../../test/mock-client.ts';
import { TaskGrid } from './TaskGrid.tsx';

const operationName = (request: GraphQLRequest) => {
  const definition = request.query.definitions[0];
  return definition?.kind === 'OperationDefinition' ? definition.name?.value : undefined;
};

/** A server of `count` tasks: every third failed, the rest succeeded, served in pages by a cursor "c<index>". */
function serve(count: number) {
  const status = (i: number) => (i % 3 === 2 ? 'FAILED' : 'SUCCEEDED');
  return mockClient(
    (request) => {
      const v = request.variables as { first?: number; after: string | null };
      const from = v.after ? Number(v.after.slice(1)) + 1 : 0;
      const indexes = Array.from(
        { length: Math.max(0, Math.min(v.first ?? 1, count - from)) },
        (_, k) => from + k,
      );
      const node = (i: number) =>
        operationName(request) === 'TaskGrid_TaskDetailQuery'
          ? {
              index: i,
              status: status(i),
              exitCode: status(i) === 'FAILED' ? 3 : 0,
              restarts: 1,
              startedAt: '2026-12-06T10:00:00.000Z',
              finishedAt: '2026-12-06T10:01:00.000Z',
              parameters: { lr: i / 10 },
              message: null,
              logs: `log of task ${i}`,
            }
          : { index: i, status: status(i) };
      return answer({
        data: {
          processVersion: {
            id: 'ver-1',
            tasks: {
              items: {
                edges: indexes.map((i) => ({ cursor: `c${i}`, node: node(i) })),
                pageInfo: {
                  hasNextPage: from + indexes.length < count,
                  endCursor: indexes.length ? `c${indexes.at(-1)}` : null,
                },
              },
            },
          },
        },
      });
    },
    (request) =>
      once({
        data: {
          rerunProcess: {
            __typename: 'CreateProcessPayload',
            dryRun: false,
            flavor: null,
            assignedFlavors: [],
            cluster: { id: 'c1', name: 'Alpha' },
            process: { id: 'proc-1', name: 'sweep' },
            version: {
              id: `ver-2-${(request.variables as { input: { onlyFailedTasks: boolean } }).input.onlyFailedTasks}`,
              version: 2,
            },
          },
        },
      }),
  );
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('TaskGrid', { timeout: 20_000 }, () => {
  it('reads 2,500 tasks in pages of 1,000, shows the counts, and a cell opens its exit code, parameters and logs', async () => {
    const user = userEvent.setup();
    const mock = serve(2500);
    render(
      <Provider value={mock.client}>
        <TaskGrid
          versionId="ver-1"
          version={1}
          canRerun
          tasks={{
            count: 2500,
            parallelism: 100,
            gang: false,
            pending: 0,
            running: 0,
            succeeded: 1667,
            failed: 833,
          }}
        />
      </Provider>,
    );
    expect(screen.getByRole('heading', { name: /2,500 tasks/ })).toHaveTextContent(
      '2,500 tasks · at most 100 at once',
    );
    expect(screen.getByTestId('tasks-failed')).toHaveTextContent('833');
    // No DOM node per task: the grid is one canvas.
    expect(screen.getAllByRole('img', { name: /Task grid of version 1: 2,500 cells/ })).toHaveLength(1);
    await waitFor(() => expect(screen.getByText('Task 0: succeeded')).toBeInTheDocument());
    const pages = mock.executeQuery.mock.calls
      .map(([r]) => r)
      .filter((r) => operationName(r) === 'TaskGrid_TaskPageQuery')
      .map((r) => (r.variables as { after: string | null }).after);
    expect(pages).toEqual([null, 'c999', 'c1999']);

    const grid = screen.getByRole('img', { name: /Task grid/ });
    grid.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByText('Task 2: failed')).toBeInTheDocument();
    await user.keyboard('{Enter}');
    const detail = await screen.findByRole('region', { name: 'Task 2' });
    expect(await screen.findByText('log of task 2')).toBeInTheDocument();
    expect(detail).toHaveTextContent('exit code 3');
    expect(detail).toHaveTextContent('{"lr":0.2}');
    const asked = mock.executeQuery.mock.calls
      .map(([r]) => r)
      .find((r) => operationName(r) === 'TaskGrid_TaskDetailQuery');
    expect(asked?.variables).toMatchObject({ id: 'ver-1', after: 'c1' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'FAILED');
    expect(screen.getByRole('img', { name: /833 failed highlighted/ })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Re-run 833 failed tasks' }));
    await waitFor(() => expect(window.location.pathname).toBe('/processes/proc-1/versions/ver-2-true'));
    expect(mock.executeMutation.mock.calls[0]![0].variables).toMatchObject({
      input: { processVersionId: 'ver-1', onlyFailedTasks: true },
    });
  });

  it('draws 10,000 tasks with a handful of DOM nodes, read in ten pages', async () => {
    const mock = serve(10_000);
    const { container } = render(
      <Provider value={mock.client}>
        <TaskGrid
          versionId="ver-1"
          version={1}
          canRerun={false}
          tasks={{
            count: 10_000,
            parallelism: 100,
            gang: false,
            pending: 0,
            running: 0,
            succeeded: 6667,
            failed: 3333,
          }}
        />
      </Provider>,
    );
    await waitFor(() => expect(screen.getByText('Task 0: succeeded')).toBeInTheDocument());
    await waitFor(() => expect(screen.queryByText(/reading tasks/)).toBeNull());
    const afters = mock.executeQuery.mock.calls
      .filter(([r]) => operationName(r) === 'TaskGrid_TaskPageQuery')
      .map(([r]) => (r.variables as { after: string | null }).after);
    expect(afters).toEqual([null, ...Array.from({ length: 9 }, (_, k) => `c${k * 1000 + 999}`)]);
    expect(container.querySelectorAll('*').length).toBeLessThan(60);
    expect(screen.queryByRole('button', { name: /Re-run/ })).toBeNull();
  });

  it('reads the tasks again when the counts change', async () => {
    const mock = serve(30);
    const tasks = {
      count: 30,
      parallelism: 5,
      gang: false,
      pending: 30,
      running: 0,
      succeeded: 0,
      failed: 0,
    };
    const grid = (t: typeof tasks) => (
      <Provider value={mock.client}>
        <TaskGrid versionId="ver-1" version={1} canRerun tasks={t} />
      </Provider>
    );
    const { rerender } = render(grid(tasks));
    const reads = () =>
      mock.executeQuery.mock.calls.filter(([r]) => operationName(r) === 'TaskGrid_TaskPageQuery').length;
    await waitFor(() => expect(reads()).toBe(1));
    await waitFor(() => expect(screen.getByText('Task 0: succeeded')).toBeInTheDocument());
    rerender(grid({ ...tasks, pending: 0, succeeded: 20, failed: 10 }));
    await waitFor(() => expect(reads()).toBe(2), { timeout: 4000 });
  });

  it('offers no re-run of failed tasks when none failed, nor for a gang', () => {
    const mock = serve(4);
    render(
      <Provider value={mock.client}>
        <TaskGrid
          versionId="ver-1"
          version={1}
          canRerun
          tasks={{ count: 4, parallelism: 4, gang: true, pending: 0, running: 0, succeeded: 2, failed: 2 }}
        />
      </Provider>,
    );
    expect(screen.getByRole('heading', { name: 'Gang of 4 pods' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Re-run/ })).toBeNull();
  });
});
