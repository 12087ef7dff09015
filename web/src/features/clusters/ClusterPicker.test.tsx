import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CombinedError, type GraphQLRequest } from '@urql/core';
import { GraphQLError } from 'graphql';
import { Provider } from 'urql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  cpuMemoryGroup,
  flavor,
  type GroupFixture,
  gpuGroups,
  group,
  groupLimits,
} from '../../test/cluster-fixtures.ts';
import { answer, mockClient, pending } from '../../test/mock-client.ts';
import { ClusterPicker } from './ClusterPicker.tsx';
import type { AvailableCluster } from './cluster-picker-operations.ts';

type Cluster = AvailableCluster;

function cluster(
  name: string,
  {
    flavors = [],
    groups,
    maxRuntimeSeconds,
    source = 'KUEUE',
    health = 'REACHABLE',
    message = null,
  }: {
    flavors?: [string, number, number][];
    /** Resource groups (default: one cpu/memory group of `flavors`). */
    groups?: GroupFixture[];
    maxRuntimeSeconds: number | null;
    source?: Cluster['limits']['source'];
    health?: Cluster['health']['status'];
    message?: string | null;
  },
): Cluster {
  return {
    id: `c-${name}`,
    name,
    description: null,
    limits: {
      ...groupLimits(groups ?? [cpuMemoryGroup(flavors)]),
      maxRuntimeSeconds,
      source,
    },
    health: { status: health, message, checkedAt: '2026-12-01T00:00:00.000Z' },
    queue: health === 'REACHABLE' ? { pendingWorkloads: 2, admittedWorkloads: 1 } : null,
    volumes: [],
  };
}

// The server's order (sortOrder, then name) is not alphabetical here: the picker must keep it.
const batchLarge = cluster('Batch Large', { flavors: [['default', 64, 256]], maxRuntimeSeconds: null });
const alpha = cluster('Alpha', {
  flavors: [
    ['standard', 16, 64],
    ['highmem', 4, 256],
  ],
  maxRuntimeSeconds: 3600,
});
const edge = cluster('Edge (slow API)', {
  flavors: [['fallback', 8, 32]],
  maxRuntimeSeconds: 600,
  source: 'FALLBACK',
  health: 'UNREACHABLE',
  message: 'cluster Edge (slow API) is not reachable',
});

const unreachable = () =>
  new CombinedError({ networkError: new TypeError('Failed to fetch'), response: undefined });

const operationName = (request: GraphQLRequest) => {
  const definition = request.query.definitions[0];
  return definition?.kind === 'OperationDefinition' ? definition.name?.value : undefined;
};

/** Answers the cluster list with `clusters`, and fit checks by `fits` (cluster id → verdict). */
type Estimate = {
  basis: 'NOW' | 'QUEUE' | 'UNKNOWN' | 'NEVER';
  expectedWaitSeconds: number | null;
  message: string;
  calibration?: { samples: number; withinBound: number; medianError: number } | null;
};

function serve(
  clusters: Cluster[],
  fits: (cpu: string, memory: string) => Record<string, boolean> = () => ({}),
  estimates: Record<string, Estimate> = {},
) {
  return mockClient((request) => {
    if (operationName(request) === 'ClusterPicker_FitQuery') {
      const { cpu, memory } = (request.variables as { requests: { cpu: string; memory: string } }).requests;
      const verdicts = fits(cpu, memory);
      return answer({
        data: {
          availableClusters: clusters.map((c) => ({
            id: c.id,
            name: c.name,
            fitsRequest: verdicts[c.id] ?? true,
            startEstimate: estimates[c.id]
              ? { latestWaitSeconds: null, workloadsAhead: null, calibration: null, ...estimates[c.id] }
              : null,
          })),
        },
      });
    }
    return answer({ data: { availableClusters: clusters } });
  });
}

function renderPicker(mock: ReturnType<typeof mockClient>) {
  return render(
    <Provider value={mock.client}>
      <ClusterPicker projectId="p1" />
    </Provider>,
  );
}

const slider = (name: string) => screen.getByRole('slider', { name });
const setSlider = (name: string, value: number) => fireEvent.change(slider(name), { target: { value } });
const fitRequests = (mock: ReturnType<typeof mockClient>) =>
  mock.executeQuery.mock.calls
    .map(([request]) => request)
    .filter((request) => operationName(request) === 'ClusterPicker_FitQuery')
    .map((request) => request.variables?.requests);

describe('ClusterPicker', () => {
  it('says per cluster when the job would start, with the cluster’s record, and offers the earliest start anywhere', async () => {
    const mock = serve([batchLarge, alpha, edge], () => ({}), {
      'c-Batch Large': {
        basis: 'QUEUE',
        expectedWaitSeconds: 720,
        message: 'about 12 min, at the latest 40 min, 3 ahead',
        calibration: { samples: 120, withinBound: 0.9375, medianError: 0.123 },
      },
      'c-Alpha': { basis: 'NOW', expectedWaitSeconds: 0, message: 'starts now (flavor standard)' },
      'c-Edge (slow API)': {
        basis: 'UNKNOWN',
        expectedWaitSeconds: null,
        message: 'unknown: cluster Edge (slow API) is not reachable',
      },
    });
    const onChange = vi.fn();
    render(
      <Provider value={mock.client}>
        <ClusterPicker projectId="p1" onChange={onChange} />
      </Provider>,
    );
    const list = await screen.findByRole('list', { name: 'When it would start' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      // Each cluster's record beside its estimate; none where it has too few recent starts (null).
      "Batch Large: about 12 min, at the latest 40 min, 3 ahead (on Batch Large, 94 % of last week's 120 jobs started before the bound (median error 0.12))",
      'Alpha: starts now (flavor standard)',
      'Edge (slow API): unknown: cluster Edge (slow API) is not reachable',
    ]);
    expect(onChange).toHaveBeenLastCalledWith(expect.not.objectContaining({ placement: 'EARLIEST_START' }));

    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Cluster' }),
      'Any allowed cluster — earliest start',
    );
    // One destination, said once: the cluster the estimates put first, not the one bounding the sliders.
    expect(await screen.findByText(/^Goes to/)).toHaveTextContent(
      /^Goes to Alpha: starts now \(flavor standard\)\. The server places it again at creation/,
    );
    expect(screen.queryByText(/Fits Batch Large/)).not.toBeInTheDocument();
    expect(screen.getAllByText(/Goes to/)).toHaveLength(1);
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ placement: 'EARLIEST_START', fits: true }),
    );
  });

  it('lists the clusters in the server’s order with their limits, fallback and health marked', () => {
    const mock = serve([batchLarge, alpha, edge]);
    renderPicker(mock);

    expect(mock.executeQuery.mock.calls[0]![0].variables).toEqual({ projectId: 'p1' });
    const options = within(screen.getByRole('combobox', { name: 'Cluster' })).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Batch Large — 64 cores/256 GiB · no time limit',
      // Per flavor: no flavor of Alpha holds 16 cores and 256 GiB together.
      'Alpha — 16 cores/64 GiB or 4 cores/256 GiB · max 1 h',
      'Edge (slow API) — fallback limits 8 cores/32 GiB · max 10 min — Unreachable',
      'Any allowed cluster — earliest start',
    ]);
    expect(options[2]).toHaveAttribute('title', 'cluster Edge (slow API) is not reachable');
    // The first cluster is chosen, as the server would when none is given.
    expect(screen.getByRole('combobox', { name: 'Cluster' })).toHaveValue('c-Batch Large');
    expect(slider('CPU')).toHaveAttribute('max', '64');
    expect(slider('Memory')).toHaveAttribute('max', '256');
  });

  it('says so next to the control when a typed value over the maximum is set to it (100 cores → 16)', async () => {
    const user = userEvent.setup();
    renderPicker(serve([alpha]));
    const cores = screen.getByRole('spinbutton', { name: 'CPU (cores)' });
    await user.clear(cores);
    await user.type(cores, '100{enter}');
    expect(slider('CPU')).toHaveValue('16');
    expect(cores).toHaveValue(16);
    const note = '100 cores is more than the maximum here: set to 16 cores.';
    expect(screen.getByText(note)).toBeInTheDocument();
    expect(cores).toHaveAccessibleDescription(note);
    expect(slider('CPU')).toHaveAccessibleDescription(note);

    // Below the minimum too; and the note goes with the next change.
    await user.clear(cores);
    await user.type(cores, '0{enter}');
    expect(slider('CPU')).toHaveValue('0.1');
    expect(screen.getByText('0 cores is less than the minimum: set to 0.1 cores.')).toBeInTheDocument();
    setSlider('CPU', 2);
    expect(screen.queryByText(/is less than the minimum/)).not.toBeInTheDocument();
    expect(slider('CPU')).not.toHaveAccessibleDescription();

    // A value within the bounds says nothing.
    await user.clear(cores);
    await user.type(cores, '12{enter}');
    expect(slider('CPU')).toHaveValue('12');
    expect(screen.queryByText(/maximum here|minimum:/)).not.toBeInTheDocument();
  });

  it('marks an unreachable cluster with its message and says the fallback limits apply', async () => {
    renderPicker(serve([alpha, edge]));

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Cluster' }), 'c-Edge (slow API)');

    expect(screen.getByText('Unreachable')).toBeInTheDocument();
    expect(screen.getByText('Fallback limits')).toBeInTheDocument();
    expect(screen.getByText(/cluster Edge \(slow API\) is not reachable/)).toBeInTheDocument();
    expect(screen.getByText(/the fallback limits apply/)).toBeInTheDocument();
    expect(slider('CPU')).toHaveAttribute('max', '8');
    expect(slider('Runtime')).toHaveAttribute('max', '10');
  });

  it('bounds the sliders by the chosen cluster and clamps the values on a switch, saying what changed', async () => {
    renderPicker(serve([batchLarge, alpha]));
    setSlider('CPU', 40);
    setSlider('Memory', 200);
    setSlider('Runtime', 120);

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Cluster' }), 'c-Alpha');

    expect(slider('CPU')).toHaveValue('16');
    expect(slider('Memory')).toHaveValue('200');
    expect(slider('Runtime')).toHaveValue('60');
    expect(slider('CPU')).toHaveAttribute('max', '16');
    expect(
      screen.getByText(
        'Switched to Alpha: lowered CPU from 40 cores to 16 cores and runtime from 2 h to 1 h to fit its limits.',
      ),
    ).toBeInTheDocument();

    // Moving a value afterwards retires the note.
    setSlider('CPU', 2);
    expect(screen.queryByText(/Switched to Alpha/)).not.toBeInTheDocument();
  });

  it('explains why a request does not fit: CPU and memory must fit one flavor', async () => {
    const mock = serve(
      [alpha, batchLarge],
      (cpu, memory): Record<string, boolean> =>
        cpu === '8' && memory === '100Gi' ? { 'c-Alpha': false, 'c-Batch Large': true } : {},
    );
    renderPicker(mock);

    setSlider('CPU', 8);
    setSlider('Memory', 100);

    expect(screen.getByRole('alert')).toHaveTextContent(
      'Does not fit Alpha: 8 cores and 100 GiB do not fit one flavor: standard 16 cores/64 GiB, highmem 4 cores/256 GiB.',
    );
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^standard.*Too little memory$/),
      expect.stringMatching(/^highmem.*Too little CPU$/),
    ]);
    // The server is asked too (debounced), and its answer names where the request would fit.
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('It would fit Batch Large.'));
    expect(fitRequests(mock).at(-1)).toEqual({ cpu: '8', memory: '100Gi', deadlineSeconds: 3600 });

    setSlider('Memory', 64);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText(/Fits/, { selector: '.alert span' })).toHaveTextContent(
      /Fits Alpha in flavor standard\./,
    );
    await waitFor(() => expect(screen.getByText('Confirmed by the server.')).toBeInTheDocument());
  });

  it('sends CPU and memory as Kubernetes quantities: milli-cores and Mi for fractions', async () => {
    const mock = serve([alpha]);
    renderPicker(mock);

    fireEvent.change(screen.getByRole('spinbutton', { name: 'CPU (cores)' }), { target: { value: '0.5' } });
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Memory (GiB)' }), { target: { value: '1.25' } });

    await waitFor(() =>
      expect(fitRequests(mock).at(-1)).toEqual({ cpu: '500m', memory: '1280Mi', deadlineSeconds: 3600 }),
    );
    expect(fitRequests(mock)).not.toContainEqual(expect.objectContaining({ cpu: '0.5' }));
  });

  it('keeps the client’s explanation and says so politely when the server rate-limits the fit check', async () => {
    const limited = new CombinedError({
      graphQLErrors: [
        new GraphQLError('Too many availableClusters requests: try again in 30 s.', {
          extensions: { code: 'RATE_LIMITED', retryAfterSeconds: 30 },
        }),
      ],
    });
    renderPicker(
      mockClient((request) =>
        operationName(request) === 'ClusterPicker_FitQuery'
          ? answer({ error: limited })
          : answer({ data: { availableClusters: [alpha] } }),
      ),
    );

    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        /^Fits Alpha in flavor standard\. .*asks to wait 30 s\. Nothing is wrong — try again in a moment\.$/,
      ),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('hands the selection to its owner as the server takes it: cluster id, quantities and deadline', async () => {
    const onChange = vi.fn();
    render(
      <Provider value={serve([alpha, batchLarge]).client}>
        <ClusterPicker projectId="p1" onChange={onChange} />
      </Provider>,
    );
    expect(onChange).toHaveBeenLastCalledWith({
      clusterId: 'c-Alpha',
      cpu: '1',
      memory: '2Gi',
      deadlineSeconds: 3600,
      fits: true,
    });

    setSlider('CPU', 12.5);
    setSlider('Memory', 100);
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ cpu: '12500m', memory: '100Gi', fits: false }),
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Cluster' }), 'c-Batch Large');
    expect(onChange).toHaveBeenLastCalledWith({
      clusterId: 'c-Batch Large',
      cpu: '12500m',
      memory: '100Gi',
      deadlineSeconds: 3600,
      fits: true,
    });
  });

  it('keeps the user’s values while arrowing through smaller clusters: Alpha → Edge → Alpha keeps 1 h', () => {
    renderPicker(serve([alpha, batchLarge, edge]));
    setSlider('Memory', 100);
    const picker = screen.getByRole('combobox', { name: 'Cluster' });

    // A closed dropdown changes its value on every arrow key, so each cluster passed is chosen in turn.
    fireEvent.change(picker, { target: { value: 'c-Batch Large' } });
    fireEvent.change(picker, { target: { value: 'c-Edge (slow API)' } });
    expect(slider('Runtime')).toHaveValue('10');
    expect(slider('Memory')).toHaveValue('32');
    expect(
      screen.getByText(
        'Switched to Edge (slow API): lowered memory from 100 GiB to 32 GiB and runtime from 1 h to 10 min to fit its limits.',
      ),
    ).toBeInTheDocument();
    fireEvent.change(picker, { target: { value: 'c-Batch Large' } });
    fireEvent.change(picker, { target: { value: 'c-Alpha' } });

    expect(slider('Runtime')).toHaveValue('60');
    expect(slider('Memory')).toHaveValue('100');
    expect(screen.queryByText(/Switched to/)).not.toBeInTheDocument();
  });

  it('says each slider’s value with its unit to assistive technology', () => {
    renderPicker(serve([alpha]));
    expect(slider('CPU')).toHaveAttribute('aria-valuetext', '1 core');
    setSlider('CPU', 16);
    setSlider('Memory', 64);
    expect(slider('CPU')).toHaveAttribute('aria-valuetext', '16 cores');
    expect(slider('Memory')).toHaveAttribute('aria-valuetext', '64 GiB');
    expect(slider('Runtime')).toHaveAttribute('aria-valuetext', '1 h');
    setSlider('Runtime', 30);
    expect(slider('Runtime')).toHaveAttribute('aria-valuetext', '30 min');
  });

  describe('when the server goes away', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('keeps the choice on a failed refresh, marks the limits stale, retries with backoff and recovers by itself', async () => {
      vi.useFakeTimers();
      let up = true;
      const mock = mockClient((request) => {
        if (!up) return answer({ error: unreachable() });
        if (operationName(request) === 'ClusterPicker_FitQuery') {
          return answer({ data: { availableClusters: [] } });
        }
        return answer({ data: { availableClusters: [alpha, edge] } });
      });
      renderPicker(mock);
      const listQueries = () =>
        mock.executeQuery.mock.calls.filter(
          ([r]) => operationName(r) === 'ClusterPicker_AvailableClustersQuery',
        ).length;
      fireEvent.change(screen.getByRole('combobox', { name: 'Cluster' }), {
        target: { value: 'c-Edge (slow API)' },
      });

      up = false;
      fireEvent.click(screen.getByRole('button', { name: 'Refresh limits' }));

      expect(screen.getByRole('combobox', { name: 'Cluster' })).toHaveValue('c-Edge (slow API)');
      expect(slider('Runtime')).toHaveAttribute('max', '10');
      expect(screen.getByText('Stale')).toBeInTheDocument();
      expect(screen.getByText(/These limits may be out of date\./).closest('.alert')).toHaveTextContent(
        'Could not reach the server. Check your connection and try again. Trying again in 1 s by itself.',
      );
      const afterFailure = listQueries();

      await act(() => vi.advanceTimersByTimeAsync(1000));
      expect(listQueries()).toBe(afterFailure + 1);
      expect(screen.getByText(/These limits may be out of date/).closest('.alert')).toHaveTextContent(
        'Trying again in 2 s by itself.',
      );
      await act(() => vi.advanceTimersByTimeAsync(1999));
      expect(listQueries()).toBe(afterFailure + 1);

      up = true;
      await act(() => vi.advanceTimersByTimeAsync(1));
      expect(listQueries()).toBe(afterFailure + 2);
      expect(screen.queryByText(/These limits may be out of date/)).not.toBeInTheDocument();
      expect(screen.queryByText('Stale')).not.toBeInTheDocument();
      expect(screen.getByRole('combobox', { name: 'Cluster' })).toHaveValue('c-Edge (slow API)');

      // Recovered: no more retries.
      await act(() => vi.advanceTimersByTimeAsync(60_000));
      expect(listQueries()).toBe(afterFailure + 2);
    });

    it('shows a failed fit check as an error, not inside a green “Fits” box', async () => {
      renderPicker(
        mockClient((request) =>
          operationName(request) === 'ClusterPicker_FitQuery'
            ? answer({ error: unreachable() })
            : answer({ data: { availableClusters: [alpha] } }),
        ),
      );

      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(
        'Could not check this request with the server: Could not reach the server. Check your connection and try again. By the limits shown it fits Alpha in flavor standard, and the server checks again at creation.',
      );
      expect(alert).toHaveClass('alert--danger');
      expect(document.querySelector('.alert--success')).toBeNull();
    });
  });

  it('says so when no cluster is available for the project', () => {
    renderPicker(serve([]));

    expect(
      screen.getByRole('heading', { name: 'No clusters available for this project' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('slider')).not.toBeInTheDocument();
  });

  it('shows a loading state, then a polite message when the server rate-limits the viewer', () => {
    const { unmount } = renderPicker(mockClient(() => pending));
    expect(screen.getByRole('status')).toHaveTextContent('Loading clusters and their limits…');
    unmount();

    const limited = new CombinedError({
      graphQLErrors: [
        new GraphQLError('Too many availableClusters requests: try again in 12 s.', {
          extensions: { code: 'RATE_LIMITED', retryAfterSeconds: 12 },
        }),
      ],
    });
    renderPicker(mockClient(() => answer({ error: limited })));

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Clusters could not be loaded');
    expect(alert).toHaveTextContent('asks to wait 12 s. Nothing is wrong — try again in a moment.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled();
  });

  describe('extended resources and flavors', () => {
    const gpu = cluster('GPU', { groups: gpuGroups(), maxRuntimeSeconds: 7200 });
    const GPU_REQUEST = [{ name: 'nvidia.com/gpu', quantity: '2' }];

    it('offers one whole-unit control per extended resource, up to the most one flavor holds, sent as asked', async () => {
      const onChange = vi.fn();
      const mock = serve([gpu, alpha]);
      render(
        <Provider value={mock.client}>
          <ClusterPicker projectId="p1" onChange={onChange} />
        </Provider>,
      );
      expect(screen.getByRole('option', { name: /^GPU/ })).toHaveTextContent(
        'GPU — 64 cores/512 GiB · up to 8 GPUs · max 2 h',
      );
      const gpus = slider('GPUs');
      expect(gpus).toHaveAttribute('min', '0');
      expect(gpus).toHaveAttribute('max', '8');
      expect(gpus).toHaveAttribute('step', '1');
      expect(gpus).toHaveAttribute('aria-valuetext', 'no GPUs');
      // No GPU asked: only the cpu/memory group is used, and nothing extended is sent.
      expect(screen.getByText(/Fits/, { selector: '.alert span' })).toHaveTextContent(
        /^Fits GPU in flavor gpu-host\./,
      );
      expect(onChange).toHaveBeenLastCalledWith(expect.not.objectContaining({ extended: expect.anything() }));

      fireEvent.change(screen.getByRole('spinbutton', { name: 'GPUs (GPUs)' }), { target: { value: '2' } });
      expect(gpus).toHaveAttribute('aria-valuetext', '2 GPUs');
      expect(screen.getByText(/Fits/, { selector: '.alert span' })).toHaveTextContent(
        /^Fits GPU in flavors gpu-host \(CPU and memory\) and a100 \(nvidia\.com\/gpu\)\./,
      );
      expect(onChange).toHaveBeenLastCalledWith({
        clusterId: 'c-GPU',
        cpu: '1',
        memory: '2Gi',
        deadlineSeconds: 3600,
        extended: GPU_REQUEST,
        fits: true,
      });
      await waitFor(() =>
        expect(fitRequests(mock).at(-1)).toEqual({
          cpu: '1',
          memory: '2Gi',
          deadlineSeconds: 3600,
          extended: GPU_REQUEST,
        }),
      );
    });

    it('pins a flavor, one dropdown per resource group; the pinned flavor bounds its sliders and says what it lowered', async () => {
      const onChange = vi.fn();
      render(
        <Provider value={serve([gpu]).client}>
          <ClusterPicker projectId="p1" onChange={onChange} />
        </Provider>,
      );
      const options = (select: HTMLElement) =>
        within(select)
          .getAllByRole('option')
          .map((o) => o.textContent);
      const hosts = screen.getByRole('combobox', { name: 'CPU and memory flavor' });
      const gpus = screen.getByRole('combobox', { name: 'GPU flavor' });
      expect(screen.queryByRole('combobox', { name: 'Flavor' })).not.toBeInTheDocument();
      expect(options(hosts)).toEqual(['Any — Kueue assigns', 'gpu-host — 64 cores · 512 GiB']);
      expect(options(gpus)).toEqual(['Any — Kueue assigns', 'a100 — 8 GPUs', 'h100 — 4 GPUs']);
      expect([hosts, gpus].map((s) => (s as HTMLSelectElement).value)).toEqual(['', '']);

      setSlider('GPUs', 6);
      await userEvent.selectOptions(gpus, 'h100');
      // h100 holds 4: the GPU slider goes up to 4, not 8, and the 6 asked for became 4, said next to the controls.
      expect(slider('GPUs')).toHaveAttribute('max', '4');
      expect(slider('GPUs')).toHaveValue('4');
      expect(screen.getByText('Pinned h100: lowered GPUs from 6 to 4 to what it holds.')).toBeInTheDocument();
      expect(onChange).toHaveBeenLastCalledWith(
        expect.objectContaining({
          extended: [{ name: 'nvidia.com/gpu', quantity: '4' }],
          flavor: 'h100',
          fits: true,
        }),
      );
      expect(screen.getByText(/Fits/, { selector: '.alert span' })).toHaveTextContent(
        /^Fits GPU in flavors gpu-host \(CPU and memory\) and h100 \(nvidia\.com\/gpu\)\./,
      );
      // One pin per process: the other group's dropdown says what choosing there does.
      expect(hosts).toHaveAccessibleDescription(
        'Choosing one here unpins h100 (a process pins one flavor at most).',
      );

      await userEvent.selectOptions(hosts, 'gpu-host');
      expect(gpus).toHaveValue('');
      expect(hosts).toHaveValue('gpu-host');
      expect(slider('GPUs')).toHaveAttribute('max', '8');
      expect(slider('GPUs')).toHaveValue('6');
      expect(screen.queryByText(/^Pinned/)).not.toBeInTheDocument();
      expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ flavor: 'gpu-host', fits: true }));

      await userEvent.selectOptions(hosts, 'Any — Kueue assigns');
      expect(onChange).toHaveBeenLastCalledWith(expect.not.objectContaining({ flavor: expect.anything() }));
      expect(screen.getByText(/Fits/, { selector: '.alert span' })).toHaveTextContent(/and a100/);
    });

    it('bounds CPU and memory by a pinned cpu/memory flavor, not by the most of any flavor', async () => {
      renderPicker(serve([alpha]));
      expect(slider('CPU')).toHaveAttribute('max', '16');
      expect(slider('Memory')).toHaveAttribute('max', '256');
      setSlider('CPU', 8);
      await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Flavor' }), 'highmem');
      expect(slider('CPU')).toHaveAttribute('max', '4');
      expect(slider('Memory')).toHaveAttribute('max', '256');
      expect(slider('CPU')).toHaveValue('4');
      expect(
        screen.getByText('Pinned highmem: lowered CPU from 8 cores to 4 cores to what it holds.'),
      ).toBeInTheDocument();
      await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Flavor' }), 'standard');
      expect(slider('CPU')).toHaveAttribute('max', '16');
      expect(slider('Memory')).toHaveAttribute('max', '64');
      expect(slider('CPU')).toHaveValue('8');
    });

    it('shows every resource group with its flavors, node labels and what each holds of the request', async () => {
      renderPicker(serve([gpu]));
      setSlider('GPUs', 6);
      const tables = screen.getAllByRole('table');
      expect(tables.map((t) => t.querySelector('caption')?.textContent)).toEqual([
        expect.stringMatching(/^Resource group 1 of 2 on GPU \(CPU and memory\)/),
        expect.stringMatching(/^Resource group 2 of 2 on GPU \(nvidia\.com\/gpu\)/),
      ]);
      const header = (table: HTMLElement) =>
        within(table)
          .getAllByRole('columnheader')
          .map((h) => h.textContent);
      expect(header(tables[0]!)).toEqual(['Flavor', 'CPU', 'Memory', 'Fit']);
      expect(header(tables[1]!)).toEqual(['Flavor', 'GPUs', 'Node labels', 'Fit']);
      const rows = (table: HTMLElement) =>
        within(table)
          .getAllByRole('row')
          .slice(1)
          .map((r) => r.textContent);
      expect(rows(tables[0]!)).toEqual(['gpu-host64 cores 64512 GiB 512GiFits']);
      expect(rows(tables[1]!)).toEqual([
        'a1008 GPUs 8nvidia.com/gpu.product=NVIDIA-A100-SXM4-80GBFits',
        'h1004 GPUs 4nvidia.com/gpu.product=NVIDIA-H100-80GB-HBM3Too few GPUs',
      ]);

      // Pinned, the request is bounded by h100 (6 → 4), so h100 holds it.
      await userEvent.selectOptions(screen.getByRole('combobox', { name: 'GPU flavor' }), 'h100');
      expect(rows(screen.getAllByRole('table')[1]!)).toEqual([
        expect.stringMatching(/^a100.*Not the pinned flavor$/),
        expect.stringMatching(/^h100.*Fits$/),
      ]);

      setSlider('GPUs', 0);
      expect(rows(screen.getAllByRole('table')[1]!)).toEqual([
        expect.stringMatching(/Not the pinned flavor$/),
        expect.stringMatching(/Not requested$/),
      ]);
    });

    it('drops the GPU request on a switch to a cluster without GPUs, says so and why, and restores it on the way back', async () => {
      const onChange = vi.fn();
      render(
        <Provider value={serve([gpu, alpha]).client}>
          <ClusterPicker projectId="p1" onChange={onChange} />
        </Provider>,
      );
      setSlider('GPUs', 2);
      await userEvent.selectOptions(screen.getByRole('combobox', { name: 'GPU flavor' }), 'h100');

      await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Cluster' }), 'c-Alpha');
      expect(
        screen.getByText(
          'Switched to Alpha: dropped the request for 2 GPUs, as Alpha has no GPUs; let Kueue choose the flavor, as Alpha has no flavor h100.',
        ),
      ).toBeInTheDocument();
      expect(screen.queryByRole('slider', { name: 'GPUs' })).not.toBeInTheDocument();
      expect(screen.getByRole('note', { name: 'No GPUs' })).toHaveTextContent(
        'Alpha has no GPUs: no resource group of its ClusterQueue covers nvidia.com/gpu, so a request for it could never be admitted there (Kueue would leave it pending). GPU offers up to 8 GPUs. The 2 GPUs asked for are not sent to Alpha.',
      );
      expect(screen.getByRole('combobox', { name: 'Flavor' })).toHaveValue('');
      expect(onChange).toHaveBeenLastCalledWith({
        clusterId: 'c-Alpha',
        cpu: '1',
        memory: '2Gi',
        deadlineSeconds: 3600,
        fits: true,
      });

      await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Cluster' }), 'c-GPU');
      expect(screen.queryByText(/Switched to/)).not.toBeInTheDocument();
      expect(slider('GPUs')).toHaveValue('2');
      expect(screen.getByRole('combobox', { name: 'GPU flavor' })).toHaveValue('h100');
      expect(onChange).toHaveBeenLastCalledWith(
        expect.objectContaining({ clusterId: 'c-GPU', extended: GPU_REQUEST, flavor: 'h100' }),
      );
    });

    it('places a GPU request anywhere by the clusters offering GPUs, letting each cluster’s Kueue choose the flavor', async () => {
      const onChange = vi.fn();
      render(
        <Provider value={serve([alpha, batchLarge, gpu]).client}>
          <ClusterPicker projectId="p1" onChange={onChange} initial={{ clusterId: 'c-GPU' }} />
        </Provider>,
      );
      setSlider('GPUs', 2);
      await userEvent.selectOptions(screen.getByRole('combobox', { name: 'GPU flavor' }), 'h100');
      await userEvent.selectOptions(
        screen.getByRole('combobox', { name: 'Cluster' }),
        'Any allowed cluster — earliest start',
      );
      // Bounded by the GPU cluster (Batch Large has as many cores but no GPUs); no flavor is pinned anywhere.
      expect(slider('GPUs')).toHaveAttribute('max', '8');
      expect(screen.queryByRole('combobox', { name: /flavor/i })).not.toBeInTheDocument();
      expect(onChange).toHaveBeenLastCalledWith(
        expect.objectContaining({ placement: 'EARLIEST_START', clusterId: 'c-GPU', extended: GPU_REQUEST }),
      );
      expect(onChange).toHaveBeenLastCalledWith(expect.not.objectContaining({ flavor: expect.anything() }));
    });

    it('with "any allowed cluster" keeps every control any of them offers, each up to the largest', async () => {
      render(
        <Provider value={serve([alpha, batchLarge, gpu]).client}>
          <ClusterPicker projectId="p1" />
        </Provider>,
      );
      await userEvent.selectOptions(
        screen.getByRole('combobox', { name: 'Cluster' }),
        'Any allowed cluster — earliest start',
      );
      // Alpha is listed first and has no GPUs; Batch Large has 64 cores but 256 GiB; GPU has 512 GiB and 8 GPUs.
      expect(slider('GPUs')).toHaveAttribute('max', '8');
      expect(slider('Memory')).toHaveAttribute('max', '512');
      expect(slider('CPU')).toHaveAttribute('max', '64');
      // No limit on Batch Large: the runtime goes up to the unbounded cap.
      expect(slider('Runtime')).toHaveAttribute('max', String(7 * 24 * 60));
    });

    it('says so when a cluster covers GPUs with no quota in any flavor', async () => {
      const drained = cluster('Drained', {
        groups: [
          cpuMemoryGroup([['host', 16, 64]]),
          group(['nvidia.com/gpu'], [flavor('a100', { 'nvidia.com/gpu': 0 })]),
        ],
        maxRuntimeSeconds: null,
      });
      renderPicker(serve([gpu, drained]));
      setSlider('GPUs', 1);
      await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Cluster' }), 'c-Drained');
      expect(
        screen.getByText('Switched to Drained: dropped the request for 1 GPU, as Drained has no GPUs.'),
      ).toBeInTheDocument();
      expect(screen.getByRole('note', { name: 'No GPUs' })).toHaveTextContent(
        /^GPUsDrained has no GPUs now: its ClusterQueue covers nvidia.com\/gpu with a quota of 0 in every flavor/,
      );
    });

    it('lowers a GPU count above the new cluster’s most, saying so', async () => {
      const small = cluster('Small GPU', {
        groups: [
          cpuMemoryGroup([['host', 16, 64]]),
          { coveredResources: ['nvidia.com/gpu'], flavors: [gpuGroups()[1]!.flavors[1]!] },
        ],
        maxRuntimeSeconds: null,
      });
      renderPicker(serve([gpu, small]));
      setSlider('GPUs', 6);
      await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Cluster' }), 'c-Small GPU');
      expect(
        screen.getByText('Switched to Small GPU: lowered GPUs from 6 to 4 to fit its limits.'),
      ).toBeInTheDocument();
      expect(slider('GPUs')).toHaveValue('4');
      expect(slider('GPUs')).toHaveAttribute('max', '4');
    });

    it('says why a GPU request cannot go to a cluster whose queue could not be read (fallback limits)', async () => {
      renderPicker(serve([gpu, edge]));
      setSlider('GPUs', 1);
      await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Cluster' }), 'c-Edge (slow API)');
      expect(
        screen.getByText(
          'Switched to Edge (slow API): lowered runtime from 1 h to 10 min to fit its limits; dropped the request for 1 GPU, as Edge (slow API) has no GPUs.',
        ),
      ).toBeInTheDocument();
      expect(screen.getByRole('note', { name: 'No GPUs' })).toHaveTextContent(
        /Edge \(slow API\)’s queue could not be read, and its fallback limits hold CPU and memory only/,
      );
    });
  });
});
