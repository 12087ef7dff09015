import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GraphQLRequest } from '@urql/core';
import { Provider } from 'urql';
import { describe, expect, it, vi } from 'vitest';
import { makeSubject, type Subject } from 'wonka';
import type { ProcessList_ProcessesQueryQuery } from '../../gql/graphql';
import { answer, mockClient } from '../../test/mock-client.ts';
import { ProcessList } from './ProcessList.tsx';

type Connection = NonNullable<ProcessList_ProcessesQueryQuery['project']>['processes'];

function page(names: string[], { total, next }: { total: number; next: string | null }): Connection {
  return {
    totalCount: total,
    pageInfo: { hasNextPage: next !== null, endCursor: next },
    edges: names.map((name, i) => ({
      cursor: `cursor-${name}`,
      node: {
        id: `proc-${name}`,
        name,
        createdAt: '2026-12-01T10:00:00.000Z',
        createdBy: { id: 'u1', name: 'Ada Lovelace', email: 'ada@example.com' },
        latestVersion: {
          id: `ver-${name}`,
          version: i + 1,
          status: i === 0 ? 'RUNNING' : 'SUCCEEDED',
          createdAt: '2026-12-01T10:00:00.000Z',
          cluster: { id: 'c-alpha', name: 'Alpha' },
          resources: { cpuCores: 2, memoryBytes: 4 * 1024 ** 3, extended: [], flavor: null },
          assignedFlavors: [],
        },
      },
    })),
  };
}

const operationName = (request: GraphQLRequest) => {
  const definition = request.query.definitions[0];
  return definition?.kind === 'OperationDefinition' ? definition.name?.value : undefined;
};

/** The variables of every read of the list (not of the filters' cluster list). */
const processQueries = (mock: ReturnType<typeof mockClient>) =>
  mock.executeQuery.mock.calls
    .filter(([request]) => operationName(request) === 'ProcessList_ProcessesQuery')
    .map(([request]) => request.variables);

describe('ProcessList', () => {
  it('lists a page of processes with their latest version, status and cluster, and pages by cursor', async () => {
    const user = userEvent.setup();
    const mock = mockClient((request) => {
      const { after } = request.variables as { after: string | null };
      const processes =
        after === null
          ? page(['train', 'eval'], { total: 3, next: 'cursor-eval' })
          : page(['prep'], { total: 3, next: null });
      return answer({ data: { project: { id: 'p1', processes } } });
    });
    render(
      <Provider value={mock.client}>
        <ProcessList projectId="p1" pageSize={2} />
      </Provider>,
    );

    const rows = () =>
      screen
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent);
    expect(rows()).toEqual([
      expect.stringMatching(/^trainv1RunningAlpha/),
      expect.stringMatching(/^evalv2SucceededAlpha/),
    ]);
    expect(screen.getByRole('link', { name: 'train' })).toHaveAttribute('href', '/processes/proc-train');
    expect(screen.getByText('1–2 of 3')).toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: 'Pages of processes' });
    expect(within(pager).getByRole('button', { name: 'Previous page' })).toBeDisabled();

    await user.click(within(pager).getByRole('button', { name: 'Next page' }));
    expect(processQueries(mock).at(-1)).toEqual({ projectId: 'p1', first: 2, after: 'cursor-eval' });
    expect(rows()).toEqual([expect.stringMatching(/^prepv1RunningAlpha/)]);
    expect(screen.getByText('3–3 of 3')).toBeInTheDocument();
    expect(within(pager).getByRole('button', { name: 'Next page' })).toBeDisabled();

    await user.click(within(pager).getByRole('button', { name: 'Previous page' }));
    expect(processQueries(mock).at(-1)).toEqual({ projectId: 'p1', first: 2, after: null });
  });

  it('shows each latest version’s GPUs and the flavors Kueue assigned (or the pinned one before)', () => {
    const processes = page(['train-gpu', 'queued-gpu'], { total: 2, next: null });
    const gpu = { id: 'c-gpu', name: 'GPU' };
    processes.edges[0]!.node.latestVersion = {
      ...processes.edges[0]!.node.latestVersion!,
      cluster: gpu,
      resources: {
        cpuCores: 4,
        memoryBytes: 16 * 1024 ** 3,
        extended: [{ name: 'nvidia.com/gpu', amount: 2 }],
        flavor: 'h100',
      },
      assignedFlavors: [
        { coveredResources: ['cpu', 'memory'], flavor: 'gpu-host' },
        { coveredResources: ['nvidia.com/gpu'], flavor: 'h100' },
      ],
    };
    processes.edges[1]!.node.latestVersion = {
      ...processes.edges[1]!.node.latestVersion!,
      status: 'QUEUED',
      cluster: gpu,
      resources: {
        cpuCores: 1,
        memoryBytes: 2 * 1024 ** 3,
        extended: [{ name: 'nvidia.com/gpu', amount: 1 }],
        flavor: 'a100',
      },
    };
    render(
      <Provider value={mockClient(() => answer({ data: { project: { id: 'p1', processes } } })).client}>
        <ProcessList projectId="p1" />
      </Provider>,
    );
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual([
      'Process',
      'Latest version',
      'Status',
      'Cluster',
      'Resources',
      'Flavors',
      'Created by',
      'Created',
    ]);
    expect(
      screen
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual([
      expect.stringMatching(/^train-gpuv1RunningGPU4 cores · 16 GiB · 2 GPUsgpu-host, h100/),
      expect.stringMatching(/^queued-gpuv2QueuedGPU1 core · 2 GiB · 1 GPUa100 \(pinned\)/),
    ]);
  });

  it('filters by status, name, creator and cluster, and changes the page size, each from the first page', async () => {
    const user = userEvent.setup();
    const mock = mockClient((request) =>
      operationName(request) === 'ProcessFilters_ClustersQuery'
        ? answer({
            data: {
              availableClusters: [
                { id: 'c-alpha', name: 'Alpha' },
                { id: 'c-gpu', name: 'GPU' },
              ],
            },
          })
        : answer({
            data: {
              project: {
                id: 'p1',
                processes: (request.variables as { filter?: unknown }).filter
                  ? page([], { total: 0, next: null })
                  : page(['train', 'eval'], { total: 3, next: 'cursor-eval' }),
              },
            },
          }),
    );
    render(
      <Provider value={mock.client}>
        <ProcessList
          projectId="p1"
          pageSize={2}
          members={[
            { user: { id: 'u1', email: 'ada@example.com', name: 'Ada Lovelace' } },
            { user: { id: 'u2', email: 'bob@example.com', name: null } },
          ]}
        />
      </Provider>,
    );
    const filters = within(screen.getByLabelText('Filter processes'));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await user.selectOptions(filters.getByLabelText('Per page'), '25');
    expect(processQueries(mock).at(-1)).toEqual({ projectId: 'p1', first: 25, after: null });
    await user.selectOptions(filters.getByLabelText('Status'), 'queued');
    await user.selectOptions(filters.getByLabelText('Created by'), 'bob@example.com');
    await user.selectOptions(filters.getByLabelText('Runs on'), 'GPU');
    await user.type(filters.getByLabelText('Name'), ' Train ');
    await waitFor(() =>
      expect(processQueries(mock).at(-1)).toEqual({
        projectId: 'p1',
        first: 25,
        after: null,
        filter: {
          statuses: ['PENDING', 'LAUNCHING', 'QUEUED'],
          name: 'Train',
          createdBy: 'u2',
          clusterId: 'c-gpu',
        },
      }),
    );
    expect(
      await screen.findByRole('heading', { name: 'No process matches these filters' }),
    ).toBeInTheDocument();
    // Each filter is still there to change.
    expect(filters.getByLabelText('Status')).toHaveValue('queued');
  });

  it('says there are none yet', () => {
    const mock = mockClient(() =>
      answer({ data: { project: { id: 'p1', processes: page([], { total: 0, next: null }) } } }),
    );
    render(
      <Provider value={mock.client}>
        <ProcessList projectId="p1" />
      </Provider>,
    );
    expect(screen.getByRole('heading', { name: 'No processes yet' })).toBeInTheDocument();
  });
});

describe('ProcessList: live', () => {
  it('reads the page again when a version of the project changes status', async () => {
    const updates = makeSubject<object>();
    let status: 'QUEUED' | 'RUNNING' = 'QUEUED';
    const mock = mockClient(
      () => {
        const processes = page(['train'], { total: 1, next: null });
        processes.edges[0]!.node.latestVersion!.status = status;
        return answer({ data: { project: { id: 'p1', processes } } });
      },
      undefined,
      () => updates.source,
    );
    render(
      <Provider value={mock.client}>
        <ProcessList projectId="p1" />
      </Provider>,
    );
    const table = within(screen.getByRole('table'));
    expect(table.getByText('Queued')).toBeInTheDocument();
    expect(mock.executeSubscription.mock.calls[0]![0].variables).toEqual({ projectId: 'p1' });

    status = 'RUNNING';
    act(() => updates.next({ data: { projectProcessesUpdated: { id: 'ver-train', status: 'RUNNING' } } }));
    expect(await table.findByText('Running')).toBeInTheDocument();
  });
});

describe('ProcessList: live after a reconnect', () => {
  it('subscribes again when the stream drops, and reads its page again (changes in between were missed)', () => {
    vi.useFakeTimers();
    try {
      const streams: Subject<object>[] = [];
      let status: 'QUEUED' | 'SUCCEEDED' = 'QUEUED';
      const mock = mockClient(
        () => {
          const processes = page(['train'], { total: 1, next: null });
          processes.edges[0]!.node.latestVersion!.status = status;
          return answer({ data: { project: { id: 'p1', processes } } });
        },
        undefined,
        () => {
          const stream = makeSubject<object>();
          streams.push(stream);
          return stream.source;
        },
      );
      render(
        <Provider value={mock.client}>
          <ProcessList projectId="p1" />
        </Provider>,
      );
      expect(within(screen.getByRole('table')).getByText('Queued')).toBeInTheDocument();
      const reads = mock.executeQuery.mock.calls.length;

      // The server shuts down (its stream ends); the version finishes meanwhile, its event sent to no one.
      act(() => streams[0]!.complete());
      status = 'SUCCEEDED';
      act(() => vi.advanceTimersByTime(250));
      expect(mock.executeSubscription.mock.calls.map(([r]) => r.variables)).toEqual([
        { projectId: 'p1' },
        { projectId: 'p1' },
      ]);
      expect(mock.executeQuery.mock.calls.length).toBeGreaterThan(reads);
      expect(mock.executeQuery.mock.calls.at(-1)![1]).toMatchObject({ requestPolicy: 'network-only' });
      expect(within(screen.getByRole('table')).getByText('Succeeded')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});
