import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CombinedError, type GraphQLRequest } from '@urql/core';
import { Provider } from 'urql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeSubject, never, type Subject } from 'wonka';
import type {
  ProcessPage_ProcessQueryQuery,
  VersionPanel_VersionFragment as Version,
} from '../../gql/graphql';
import { answer, mockClient, once } from '../../test/mock-client.ts';
import { ProcessPage } from './ProcessPage.tsx';
import { formatDateTime } from './process-status.ts';

// The page's answer as the server sends it (the fragment's fields unmasked).
type Process = Omit<NonNullable<ProcessPage_ProcessQueryQuery['process']>, 'versions'> & {
  versions: Version[];
};
const GiB = 1024 ** 3;
const ada = { id: 'u1', name: 'Ada Lovelace', email: 'ada@example.com' };

const version = (n: number, cluster: string, patch: Partial<Version> = {}): Version => ({
  id: `ver-${n}`,
  version: n,
  status: 'SUCCEEDED',
  createdAt: '2026-12-01T10:00:00.000Z',
  createdBy: ada,
  cluster: { id: `c-${cluster}`, name: cluster },
  image: 'busybox:1.36',
  command: ['sh', '-c', 'echo "hi there"'],
  args: [],
  env: [{ name: 'EPOCHS', value: '3', secret: null }],
  mounts: [],
  resources: {
    cpu: '2',
    memory: '4Gi',
    cpuCores: 2,
    memoryBytes: 4 * GiB,
    deadlineSeconds: 600,
    extended: [],
    flavor: null,
    priorityClass: null,
  },
  assignedFlavors: [
    { coveredResources: ['cpu', 'memory'], flavor: cluster === 'Alpha' ? 'standard' : 'default' },
  ],
  checkedLimits: {
    source: 'KUEUE',
    flavor: 'standard',
    maxCpuCores: 16,
    maxMemoryBytes: 256 * GiB,
    maxRuntimeSeconds: 3600,
    checkedAt: '2026-12-01T10:00:00.000Z',
  },
  statusReason: null,
  statusMessage: null,
  waitingReason: null,
  queuePosition: null,
  cancelRequestedAt: null,
  startedAt: null,
  finishedAt: null,
  exitCode: 0,
  tasks: null,
  history: [],
  failover: null,
  attempts: [
    {
      number: 1,
      cluster: { id: `c-${cluster}`, name: cluster },
      outcome: 'SUCCEEDED' as Version['attempts'][number]['outcome'],
      reason: null,
      createdAt: '2026-12-01T10:00:00Z',
      startedAt: null,
      endedAt: null,
      jobDeletedAt: null,
    },
  ],
  notifications: [],
  ...patch,
});

const operationName = (request: GraphQLRequest) => {
  const definition = request.query.definitions[0];
  return definition?.kind === 'OperationDefinition' ? definition.name?.value : undefined;
};

function renderPage(
  process: Process | null,
  props: { versionId?: string } = {},
  more: {
    logs?: object;
    mutate?: Parameters<typeof mockClient>[1];
    subscribe?: Parameters<typeof mockClient>[2];
  } = {},
) {
  const mock = mockClient(
    (request) =>
      operationName(request) === 'VersionLogs_LogsQuery'
        ? answer({ data: { processVersion: more.logs ?? null } })
        : answer({
            data: {
              process: process && {
                ...process,
                versions: {
                  totalCount: process.versions.length,
                  edges: process.versions.map((node) => ({ node })),
                },
              },
            },
          }),
    more.mutate,
    more.subscribe,
  );
  render(
    <Provider value={mock.client}>
      <ProcessPage processId="proc-1" {...props} />
    </Provider>,
  );
  return mock;
}

const process = (viewerRole: Process['project']['viewerRole'] = 'MEMBER'): Process => ({
  id: 'proc-1',
  name: 'nightly-train',
  createdAt: '2026-12-01T09:00:00.000Z',
  createdBy: ada,
  project: { id: 'p1', name: 'Demo', viewerRole },
  versions: [
    version(2, 'Batch Large', { status: 'RUNNING', createdBy: { ...ada, name: null } }),
    version(1, 'Alpha'),
  ],
});

describe('ProcessPage', () => {
  it('lists the versions newest first with cluster, resources, status, who and when', () => {
    const mock = renderPage(process());
    expect(mock.executeQuery.mock.calls[0]![0].variables).toEqual({
      id: 'proc-1',
      first: 20,
      versionId: '',
      withVersion: false,
    });
    expect(screen.getByRole('heading', { level: 1, name: 'nightly-train' })).toBeInTheDocument();
    const versions = within(screen.getByRole('region', { name: /Versions/ }));
    expect(
      versions
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.textContent),
    ).toEqual([
      expect.stringMatching(/^Version 2RunningBatch Large2 cores · 4 GiB · 10 mindefaultada@example\.com/),
      expect.stringMatching(/^Version 1SucceededAlpha2 cores · 4 GiB · 10 minstandardAda Lovelace/),
    ]);
    expect(screen.getByRole('link', { name: 'Demo' })).toHaveAttribute('href', '/projects/p1');
  });

  it('shows the soft-budget warning of the creation that opened it', () => {
    window.history.replaceState({ budgetWarning: 'The worst case (12 EUR) exceeds 5 of 100 EUR.' }, '', '/');
    renderPage(process());
    const warning = screen.getByText('Created over the project’s soft budget.').closest('[role="status"]');
    expect(warning?.textContent).toContain('The worst case (12 EUR) exceeds 5 of 100 EUR.');
    window.history.replaceState(null, '', '/');
  });

  it('says how long a finished run ran', () => {
    renderPage({
      ...process(),
      versions: [
        version(1, 'Alpha', {
          startedAt: '2026-12-01T10:00:05.000Z',
          finishedAt: '2026-12-01T10:02:35.000Z',
        }),
      ],
    });
    expect(screen.getByText('Ran for 2 min.')).toBeInTheDocument();
  });

  it('shows the latest version’s details and offers to re-run it', () => {
    renderPage(process());
    const details = within(screen.getByRole('region', { name: /^Version 2/ }));
    expect(details.getByText(`sh -c 'echo "hi there"'`)).toBeInTheDocument();
    expect(details.getByText('EPOCHS=3')).toBeInTheDocument();
    // In the header and on the version's row.
    const rerun = screen.getAllByRole('link', { name: 'Re-run version 2' });
    expect(rerun.map((link) => link.getAttribute('href'))).toEqual([
      '/processes/proc-1/versions/ver-2/rerun',
      '/processes/proc-1/versions/ver-2/rerun',
    ]);
  });

  it('opens the version named in the address', () => {
    renderPage(process(), { versionId: 'ver-1' });
    expect(screen.getByRole('region', { name: /^Version 1/ })).toHaveTextContent('Alpha · flavor standard');
    expect(screen.getAllByRole('link', { name: 'Re-run version 1' })[0]).toHaveAttribute(
      'href',
      '/processes/proc-1/versions/ver-1/rerun',
    );
  });

  it('offers no re-run to a viewer', () => {
    renderPage(process('VIEWER'));
    expect(screen.queryByRole('link', { name: /Re-run/ })).toBeNull();
  });

  it('says the process is not found when the server hides it', () => {
    renderPage(null);
    expect(screen.getByRole('heading', { name: 'Process not found' })).toBeInTheDocument();
  });
});

describe('ProcessPage: a version live', () => {
  const queued = () =>
    version(1, 'Alpha', {
      status: 'QUEUED',
      statusReason: 'WaitingForQuota',
      statusMessage:
        "couldn't assign flavors to pod set main: insufficient unused quota for cpu in flavor standard",
      exitCode: null,
      history: [
        { id: 'e1', createdAt: '2026-12-01T10:00:00.000Z', status: 'PENDING', reason: null, message: null },
        {
          id: 'e2',
          createdAt: '2026-12-01T10:00:01.000Z',
          status: 'QUEUED',
          reason: 'WaitingForQuota',
          message: "couldn't assign flavors to pod set main",
        },
      ],
    });

  it('follows the status over a subscription and shows the timeline with Kueue’s waiting reason', async () => {
    const updates = makeSubject<object>();
    const p = { ...process(), versions: [queued()] };
    const mock = renderPage(p, {}, { subscribe: () => updates.source });

    const panel = screen.getByRole('region', { name: /^Version 1/ });
    expect(
      within(panel).getByText(/insufficient unused quota for cpu in flavor standard/),
    ).toBeInTheDocument();
    const timeline = within(within(panel).getByRole('list', { name: 'Timeline' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(timeline).toEqual([
      expect.stringMatching(/Pending$/),
      expect.stringMatching(/QueuedWaitingForQuota: couldn't assign flavors to pod set main$/),
    ]);
    expect(mock.executeSubscription.mock.calls[0]![0].variables).toEqual({ id: 'ver-1' });

    act(() =>
      updates.next({
        data: {
          processVersionUpdated: {
            ...queued(),
            status: 'RUNNING',
            statusReason: null,
            statusMessage: null,
            history: [
              ...queued().history,
              {
                id: 'e3',
                createdAt: '2026-12-01T10:00:05.000Z',
                status: 'RUNNING',
                reason: 'Admitted',
                message: null,
              },
            ],
          },
        },
      }),
    );
    expect(within(panel).getAllByText('Running').length).toBeGreaterThan(0);
    expect(
      within(within(panel).getByRole('list', { name: 'Timeline' })).getAllByRole('listitem'),
    ).toHaveLength(3);
    // The versions table follows too.
    expect(within(screen.getByRole('region', { name: /Versions/ })).getByText('Running')).toBeInTheDocument();
  });

  it('shows a queued version’s place, estimate and waiting sentence, updated live', async () => {
    const updates = makeSubject<object>();
    const waiting = (ahead: number, minutes: number) => ({
      ...queued(),
      waitingReason: `Waiting for quota on cluster alpha: needs 2 more CPU in flavor standard; ${ahead} workloads are ahead; expected to start in about ${minutes} min (at the latest in 40 min).`,
      queuePosition: {
        positionInClusterQueue: ahead,
        workloadsAhead: ahead,
        estimate: {
          basis: 'QUEUE' as const,
          message: `about ${minutes} min, at the latest 40 min, ${ahead} ahead`,
          calibration: { samples: 25, withinBound: 0.96, medianError: 0.31 },
        },
      },
    });
    renderPage({ ...process(), versions: [waiting(3, 12)] }, {}, { subscribe: () => updates.source });
    const queue = screen.getByLabelText('Place in the queue');
    expect(queue).toHaveTextContent(/3 workloads are ahead; expected to start in about 12 min/);
    expect(queue).toHaveTextContent(
      "Position 4 in the cluster's queue. Estimate: about 12 min, at the latest 40 min, 3 ahead. (on Alpha, 96 % of last week's 25 jobs started before the bound (median error 0.31))",
    );
    act(() => updates.next({ data: { processVersionUpdated: waiting(1, 5) } }));
    expect(queue).toHaveTextContent(/1 workloads are ahead; expected to start in about 5 min/);
    expect(queue).toHaveTextContent('Position 2 in the cluster');
    act(() =>
      updates.next({
        data: {
          processVersionUpdated: {
            ...waiting(0, 0),
            status: 'RUNNING',
            waitingReason: null,
            queuePosition: null,
          },
        },
      }),
    );
    expect(screen.queryByLabelText('Place in the queue')).toBeNull();
  });

  it('follows the logs while the container runs', async () => {
    const logs = makeSubject<object>();
    const running = version(1, 'Alpha', { status: 'RUNNING', exitCode: null });
    const mock = renderPage(
      { ...process(), versions: [running] },
      {},
      {
        subscribe: (request) =>
          operationName(request) === 'VersionLogs_LogsSubscription' ? logs.source : never,
      },
    );
    const output = screen.getByRole('region', { name: 'Logs' }).querySelector('pre')!;
    const chunk = (text: string, cursor: string) => ({
      data: { processVersionLogChunks: { text, cursor, finished: false } },
    });
    act(() => logs.next(chunk('epoch 1\n', 'c1')));
    act(() => logs.next(chunk('epoch 2\ndone\n', 'c2')));
    expect(output.textContent).toBe('epoch 1\nepoch 2\ndone\n');
    const call = mock.executeSubscription.mock.calls.find(
      ([r]) => operationName(r) === 'VersionLogs_LogsSubscription',
    );
    expect(call?.[0].variables).toEqual({ id: 'ver-1', tailLines: 1000 });
    expect(within(screen.getByRole('region', { name: 'Logs' })).getByText('Following')).toBeInTheDocument();
  });

  it('reads the kept logs of a finished version, the tail chosen', async () => {
    const user = userEvent.setup();
    const mock = renderPage(
      process(),
      { versionId: 'ver-1' },
      {
        logs: {
          id: 'ver-1',
          logs: 'hello\n',
          logSource: 'ARCHIVE',
          logMessage: 'The job is gone: this is the copy kept when it finished.',
          logsTruncated: false,
        },
      },
    );
    const region = within(screen.getByRole('region', { name: 'Logs' }));
    expect(region.getByText('hello')).toBeInTheDocument();
    expect(region.getByText('Kept copy')).toBeInTheDocument();
    expect(region.getByRole('checkbox', { name: 'Follow' })).toBeDisabled();

    await user.selectOptions(region.getByRole('combobox', { name: 'Show' }), 'all');
    const reads = mock.executeQuery.mock.calls.filter(([r]) => operationName(r) === 'VersionLogs_LogsQuery');
    expect(reads.at(-1)![0].variables).toEqual({ id: 'ver-1', tailLines: null });
  });

  it('cancels a running version after asking, and says when the cluster cannot be reached yet', async () => {
    const user = userEvent.setup();
    const running = version(1, 'Alpha', { status: 'RUNNING', exitCode: null });
    const mock = renderPage(
      { ...process(), versions: [running] },
      {},
      {
        mutate: () =>
          once({
            data: {
              cancelProcessVersion: {
                __typename: 'ClusterUnavailableError',
                message: 'cluster Alpha is not reachable',
                retrying: true,
              },
            },
          }),
      },
    );

    await user.click(screen.getByRole('button', { name: 'Cancel version 1' }));
    const confirm = screen.getByRole('group', { name: /^Cancel version 1\?/ });
    expect(within(confirm).getByRole('button', { name: 'Yes, cancel it' })).toHaveFocus();
    await user.click(within(confirm).getByRole('button', { name: 'Yes, cancel it' }));

    await waitFor(() => expect(mock.executeMutation).toHaveBeenCalledTimes(1));
    expect(mock.executeMutation.mock.calls[0]![0].variables).toEqual({ id: 'ver-1' });
    expect(
      await screen.findByText(
        'cluster Alpha is not reachable The cancel is kept and retried until the cluster answers.',
      ),
    ).toBeInTheDocument();
  });

  it('offers no cancel for a finished version or to a viewer', () => {
    renderPage(process('VIEWER'));
    expect(screen.queryByRole('button', { name: /Cancel version/ })).toBeNull();
  });
});

describe('ProcessPage: GPUs and flavors', () => {
  const gpuResources = {
    cpu: '4',
    memory: '16Gi',
    cpuCores: 4,
    memoryBytes: 16 * GiB,
    deadlineSeconds: 600,
    extended: [{ name: 'nvidia.com/gpu', quantity: '2', amount: 2 }],
    flavor: 'h100',
    priorityClass: 'high',
  };
  const assigned = [
    { coveredResources: ['cpu', 'memory'], flavor: 'gpu-host' },
    { coveredResources: ['nvidia.com/gpu'], flavor: 'h100' },
  ];

  it('shows the GPUs asked for and the flavor Kueue assigned, once it admits the version, live', () => {
    const updates = makeSubject<object>();
    const queued = version(1, 'GPU', {
      status: 'QUEUED',
      exitCode: null,
      resources: gpuResources,
      assignedFlavors: [],
      checkedLimits: { ...version(1, 'GPU').checkedLimits, flavor: 'gpu-host' },
    });
    renderPage({ ...process(), versions: [queued] }, {}, { subscribe: () => updates.source });

    const panel = within(screen.getByRole('region', { name: /^Version 1/ }));
    const detail = (term: string) => panel.getByText(term, { selector: 'dt' }).nextElementSibling;
    expect(detail('Resources')).toHaveTextContent(
      '4 cores · 16 GiB · 2 GPUs · 10 min (4 CPU, 16Gi, nvidia.com/gpu: 2)',
    );
    expect(detail('Flavors')).toHaveTextContent(
      'Pinned to h100; Kueue assigns them when it admits the workload.',
    );
    expect(detail('Priority')).toHaveTextContent(/^high$/);
    const row = () =>
      within(screen.getByRole('region', { name: /Versions/ })).getAllByRole('row')[1]!.textContent;
    expect(row()).toMatch(/^Version 1QueuedGPU4 cores · 16 GiB · 2 GPUs · 10 minh100 \(pinned\)/);

    act(() =>
      updates.next({
        data: { processVersionUpdated: { ...queued, status: 'RUNNING', assignedFlavors: assigned } },
      }),
    );
    expect(detail('Flavors')).toHaveTextContent(
      'gpu-host for CPU and memory and h100 for nvidia.com/gpu · assigned by Kueue, pinned to h100',
    );
    expect(row()).toMatch(/^Version 1RunningGPU4 cores · 16 GiB · 2 GPUs · 10 mingpu-host, h100/);
  });

  it('says when a finished version was never admitted, so no flavor was assigned', () => {
    renderPage({
      ...process(),
      versions: [
        version(1, 'GPU', {
          status: 'CANCELLED',
          resources: { ...gpuResources, flavor: null, priorityClass: null },
          assignedFlavors: [],
        }),
      ],
    });
    const panel = within(screen.getByRole('region', { name: /^Version 1/ }));
    expect(panel.getByText('Flavors', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      'none assigned: Kueue did not admit it.',
    );
    expect(panel.getByText('Priority', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      'Default (no class, priority 0)',
    );
  });
});

describe('ProcessPage: live streams that drop', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  /** Every subscription of `name` gets a fresh stream (as a new SSE request does); the others never answer. */
  function streamsOf(name: string) {
    const streams: Subject<object>[] = [];
    const subscribe = (request: GraphQLRequest) => {
      if (operationName(request) !== name) return never;
      const stream = makeSubject<object>();
      streams.push(stream);
      return stream.source;
    };
    return { streams, subscribe };
  }
  const calls = (mock: ReturnType<typeof mockClient>, name: string) =>
    mock.executeSubscription.mock.calls.filter(([r]) => operationName(r) === name).map(([r]) => r.variables);
  const statusUpdate = (status: Version['status']) => ({
    data: { processVersionUpdated: version(1, 'Alpha', { status, exitCode: null }) },
  });

  it('resumes the status after its stream ends before the final status, and stops after the final one', () => {
    vi.useFakeTimers();
    const { streams, subscribe } = streamsOf('ProcessPage_VersionUpdatedSubscription');
    const p = { ...process(), versions: [version(1, 'Alpha', { status: 'QUEUED', exitCode: null })] };
    const mock = renderPage(p, {}, { subscribe });
    const panel = screen.getByRole('region', { name: /^Version 1/ });
    act(() => streams[0]!.next(statusUpdate('RUNNING')));
    expect(within(panel).getByRole('img', { name: 'updates live' })).toBeInTheDocument();

    // The server shuts down: its stream completes without the final status. Not live while it reconnects.
    act(() => streams[0]!.complete());
    expect(within(panel).queryByRole('img', { name: 'updates live' })).toBeNull();
    expect(calls(mock, 'ProcessPage_VersionUpdatedSubscription')).toHaveLength(1);
    act(() => vi.advanceTimersByTime(250));
    expect(calls(mock, 'ProcessPage_VersionUpdatedSubscription')).toEqual([{ id: 'ver-1' }, { id: 'ver-1' }]);

    // The other server answers: the status is live again.
    act(() => streams[1]!.next(statusUpdate('RUNNING')));
    expect(within(panel).getByRole('img', { name: 'updates live' })).toBeInTheDocument();
    act(() => streams[1]!.next(statusUpdate('SUCCEEDED')));
    act(() => streams[1]!.complete());
    act(() => vi.advanceTimersByTime(60_000));
    expect(calls(mock, 'ProcessPage_VersionUpdatedSubscription')).toHaveLength(2);
    expect(within(panel).getAllByText('Succeeded').length).toBeGreaterThan(0);
  });

  it('retries a connection that fails with backoff, but not a refusal', () => {
    vi.useFakeTimers();
    const { streams, subscribe } = streamsOf('ProcessPage_VersionUpdatedSubscription');
    const p = { ...process(), versions: [version(1, 'Alpha', { status: 'QUEUED', exitCode: null })] };
    const mock = renderPage(p, {}, { subscribe });
    const attempts = () => calls(mock, 'ProcessPage_VersionUpdatedSubscription').length;

    // The connection fails twice (no server answers): the second wait is longer than the first.
    act(() =>
      streams[0]!.next({ error: new CombinedError({ networkError: new TypeError('fetch failed') }) }),
    );
    act(() => vi.advanceTimersByTime(250));
    expect(attempts()).toBe(2);
    act(() =>
      streams[1]!.next({ error: new CombinedError({ networkError: new TypeError('fetch failed') }) }),
    );
    act(() => vi.advanceTimersByTime(240));
    expect(attempts()).toBe(2);
    act(() => vi.advanceTimersByTime(260));
    expect(attempts()).toBe(3);

    // The user's subscription slots on that replica are taken (a dropped stream's not freed yet): asked again.
    act(() =>
      streams[2]!.next({
        error: new CombinedError({
          graphQLErrors: [{ message: 'Too many open subscriptions', extensions: { code: 'RATE_LIMITED' } }],
        }),
      }),
    );
    act(() => vi.advanceTimersByTime(1_000));
    expect(attempts()).toBe(4);

    // The server refuses (a GraphQL error): it stays ended, and says why.
    act(() =>
      streams[3]!.next({
        error: new CombinedError({
          graphQLErrors: [
            {
              message: 'No process version with this id is visible to you.',
              extensions: { code: 'NOT_FOUND' },
            },
          ],
        }),
      }),
    );
    act(() => streams[3]!.complete());
    act(() => vi.advanceTimersByTime(60_000));
    expect(attempts()).toBe(4);
    expect(
      screen.getByText(/Live updates stopped: No process version with this id is visible to you/),
    ).toBeInTheDocument();
  });

  it('resumes the log follow after the last line it has, until the log is complete', () => {
    vi.useFakeTimers();
    const { streams, subscribe } = streamsOf('VersionLogs_LogsSubscription');
    const running = version(1, 'Alpha', { status: 'RUNNING', exitCode: null });
    const mock = renderPage({ ...process(), versions: [running] }, {}, { subscribe });
    const logs = screen.getByRole('region', { name: 'Logs' });
    const chunk = (text: string, cursor: string, finished = false) => ({
      data: { processVersionLogChunks: { text, cursor, finished } },
    });
    const first = chunk('line 1\nline 2\n', 'c2');
    act(() => streams[0]!.next(first));
    // As urql's fetch exchange ends an SSE stream: the last data once more, `hasNext: false` (not a new chunk).
    act(() => streams[0]!.next({ data: first.data, hasNext: false }));
    act(() => streams[0]!.complete());
    expect(within(logs).getByText('Reconnecting…')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(250));
    act(() => streams[1]!.next(chunk('line 3\n', 'c3')));
    expect(within(logs).getByText('Following')).toBeInTheDocument();
    act(() =>
      streams[1]!.next({ error: new CombinedError({ networkError: new TypeError('network error') }) }),
    );
    act(() => vi.advanceTimersByTime(500));
    act(() => streams[2]!.next(chunk('line 4\n', 'end', true)));
    act(() => streams[2]!.complete());
    act(() => vi.advanceTimersByTime(60_000));

    expect(calls(mock, 'VersionLogs_LogsSubscription')).toEqual([
      { id: 'ver-1', tailLines: 1000 },
      { id: 'ver-1', tailLines: 1000, after: 'c2' },
      { id: 'ver-1', tailLines: 1000, after: 'c3' },
    ]);
    expect(logs.querySelector('pre')!.textContent).toBe('line 1\nline 2\nline 3\nline 4\n');
  });
});

describe('ProcessPage: the timeline in plain words', () => {
  const at = (s: number) => new Date(Date.UTC(2026, 11, 1, 10, 0, s)).toISOString();
  const step = (
    id: string,
    s: number,
    status: Version['status'],
    reason: string | null = null,
    message = null as string | null,
  ) => ({
    id,
    createdAt: at(s),
    status,
    reason,
    message,
  });
  const timelineOf = () =>
    within(
      within(screen.getByRole('region', { name: /^Version 1/ })).getByRole('list', { name: 'Timeline' }),
    ).getAllByRole('listitem');

  it('writes every time on the page in one format, the seconds included', () => {
    const v = version(1, 'Alpha', {
      status: 'SUCCEEDED',
      startedAt: at(3),
      finishedAt: at(9),
      history: [step('e1', 0, 'PENDING'), step('e2', 3, 'RUNNING'), step('e3', 9, 'SUCCEEDED', 'Completed')],
      failover: { maxAttempts: 3 },
      attempts: [
        {
          number: 1,
          cluster: { id: 'c-Alpha', name: 'Alpha' },
          outcome: 'SUCCEEDED',
          reason: null,
          createdAt: at(0),
          startedAt: at(3),
          endedAt: at(9),
          jobDeletedAt: null,
        },
      ],
    });
    renderPage({ ...process(), versions: [v] });
    const shown = [process().createdAt, v.createdAt, at(0), at(3), at(9), v.checkedLimits.checkedAt].map(
      formatDateTime,
    );
    const text = document.body.textContent ?? '';
    for (const time of shown) expect(text).toContain(time);
    // Taken out, nothing else on the page looks like a time (no second format, e.g. a bare "10:00:03 AM").
    const rest = shown.reduce((t, time) => t.replaceAll(time, ''), text);
    expect(rest).not.toMatch(/\d{1,2}:\d{2}/);
    expect(formatDateTime(at(3))).toMatch(/:03/);
    for (const time of within(timelineOf()[1]!).getAllByText((_, el) => el?.tagName === 'TIME')) {
      expect(time.textContent).toBe(formatDateTime(time.getAttribute('datetime')!));
    }
  });

  it('shows Kueue’s message without UIDs and workload names, the full message kept under Full message', async () => {
    const full =
      "Preempted on Alpha by a higher-priority workload; queued again: Preempted to accommodate a workload (UID: 6f0f3c1e-2b8a-4c55-9d1e-0a1b2c3d4e5f, JobUID: 8e1d2c3b-4a59-4687-b9a0-112233445566) due to prioritization in the ClusterQueue; Workload 'jobs/job-kb-cmi4x0q9r000108l4e2h1b7zk-3f2a1' requeued";
    renderPage({
      ...process(),
      versions: [
        version(1, 'Alpha', {
          status: 'QUEUED',
          exitCode: null,
          statusReason: 'Preempted',
          statusMessage: full,
          history: [step('e1', 0, 'PENDING'), step('e2', 5, 'QUEUED', 'Preempted', full)],
        }),
      ],
    });
    const preempted = timelineOf()[1]!;
    const words = preempted.querySelector('.timeline__text')!.textContent;
    expect(words).toBe(
      'Preempted: Preempted on Alpha by a higher-priority workload; queued again: Preempted to accommodate a workload due to prioritization in the ClusterQueue; Workload requeued',
    );
    expect(words).not.toMatch(/UID|6f0f3c1e|job-kb-/);
    // The status line above says it plainly too.
    expect(document.querySelector('.version-panel__message')).toHaveTextContent(
      /queued again: Preempted to accommodate a workload due to prioritization in the ClusterQueue; Workload requeued$/,
    );
    const details = within(preempted).getByText('Full message').closest('details')!;
    expect(details).not.toHaveAttribute('open');
    await userEvent.click(within(preempted).getByText('Full message'));
    expect(details).toHaveAttribute('open');
    expect(within(details).getByText(full)).toBeVisible();
    // A step with nothing to take out has no Full message.
    expect(within(timelineOf()[0]!).queryByText('Full message')).toBeNull();
  });

  it('shows a short run’s Running step although the cluster was never seen running it, at its start', () => {
    renderPage({
      ...process(),
      versions: [
        version(1, 'Alpha', {
          status: 'SUCCEEDED',
          startedAt: at(4),
          finishedAt: at(5),
          history: [
            step('e1', 0, 'PENDING'),
            step('e2', 1, 'LAUNCHING'),
            step('e3', 2, 'QUEUED', 'Admitted'),
            step('e4', 5, 'SUCCEEDED', 'Completed', 'the Job completed'),
          ],
        }),
      ],
    });
    const steps = timelineOf();
    expect(steps.map((li) => li.querySelector('.badge')?.textContent)).toEqual([
      'Pending',
      'Launching',
      'Queued',
      'Running',
      'Succeeded',
    ]);
    expect(steps[3]!.querySelector('time')).toHaveAttribute('datetime', at(4));
    expect(steps[3]).toHaveTextContent('started and finished between two looks at the cluster');
    expect(screen.getByText('Ran for 1 s.')).toBeInTheDocument();
  });

  it('lists Running before Succeeded when both are of the same instant', () => {
    renderPage({
      ...process(),
      versions: [
        version(1, 'Alpha', {
          status: 'SUCCEEDED',
          startedAt: at(4),
          finishedAt: at(4),
          history: [
            step('e1', 0, 'PENDING'),
            step('e3', 4, 'SUCCEEDED', 'Completed'),
            step('e2', 4, 'RUNNING'),
          ],
        }),
      ],
    });
    expect(timelineOf().map((li) => li.querySelector('.badge')?.textContent)).toEqual([
      'Pending',
      'Running',
      'Succeeded',
    ]);
  });

  it('infers no Running step for a version that failed before its container ran', () => {
    renderPage({
      ...process(),
      versions: [
        version(1, 'Alpha', {
          status: 'FAILED',
          exitCode: null,
          history: [
            step('e1', 0, 'PENDING'),
            step('e2', 3, 'FAILED', 'ErrImagePull', 'image could not be pulled'),
          ],
        }),
      ],
    });
    expect(timelineOf().map((li) => li.querySelector('.badge')?.textContent)).toEqual(['Pending', 'Failed']);
  });
});
