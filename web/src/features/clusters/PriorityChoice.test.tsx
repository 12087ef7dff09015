import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GraphQLRequest } from '@urql/core';
import { Provider } from 'urql';
import { describe, expect, it, vi } from 'vitest';
import { cpuMemoryGroup, groupLimits } from '../../test/cluster-fixtures.ts';
import { answer, mockClient } from '../../test/mock-client.ts';
import { ClusterPicker } from './ClusterPicker.tsx';
import type { AvailableCluster, ClusterPickerErrors } from './cluster-picker-operations.ts';

type Cluster = AvailableCluster;
type Classes = Cluster['limits']['priorityClasses'];

function cluster(name: string, priorityClasses: Classes): Cluster {
  return {
    id: `c-${name}`,
    name,
    description: null,
    limits: {
      ...groupLimits([cpuMemoryGroup([['default', 16, 64]])]),
      maxRuntimeSeconds: 3600,
      source: 'KUEUE',
      priorityClasses,
    },
    health: { status: 'REACHABLE', message: null, checkedAt: '2026-12-01T00:00:00.000Z' },
    queue: { pendingWorkloads: 0, admittedWorkloads: 1 },
    volumes: [],
  };
}

const ranked = cluster('Ranked', [
  { name: 'high', value: 100, description: 'interactive work' },
  { name: 'low', value: 0, description: 'Batch work, may wait.' },
]);
const plain = cluster('Plain', []);

const operationName = (request: GraphQLRequest) => {
  const definition = request.query.definitions[0];
  return definition?.kind === 'OperationDefinition' ? definition.name?.value : undefined;
};

/** The clusters; fit checks answered with an estimate that says which class it was asked for. */
function serve(clusters: Cluster[]) {
  return mockClient((request) => {
    if (operationName(request) === 'ClusterPicker_FitQuery') {
      const { priorityClass } = (request.variables as { requests: { priorityClass?: string } }).requests;
      return answer({
        data: {
          availableClusters: clusters.map((c) => ({
            id: c.id,
            name: c.name,
            fitsRequest: true,
            startEstimate: {
              basis: priorityClass === 'high' ? 'NOW' : 'QUEUE',
              expectedWaitSeconds: priorityClass === 'high' ? 0 : 600,
              latestWaitSeconds: null,
              workloadsAhead: priorityClass === 'high' ? 0 : 2,
              message: priorityClass === 'high' ? 'starts now' : 'about 10 min, 2 ahead',
            },
            costEstimate: null,
          })),
        },
      });
    }
    return answer({ data: { availableClusters: clusters } });
  });
}

const fitRequests = (mock: ReturnType<typeof mockClient>) =>
  mock.executeQuery.mock.calls
    .map(([request]) => request)
    .filter((request) => operationName(request) === 'ClusterPicker_FitQuery')
    .map((request) => request.variables?.requests as Record<string, unknown>);

function renderPicker(clusters: Cluster[], errors?: ClusterPickerErrors) {
  const mock = serve(clusters);
  const onChange = vi.fn();
  render(
    <Provider value={mock.client}>
      <ClusterPicker projectId="p1" onChange={onChange} errors={errors} />
    </Provider>,
  );
  return { mock, onChange };
}

const priority = () => screen.getByRole('combobox', { name: 'Priority' });
const estimates = async () =>
  within(await screen.findByRole('list', { name: 'When it would start' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('the priority choice', () => {
  it('offers the chosen cluster’s classes with value and description, the default preselected', async () => {
    const { onChange } = renderPicker([ranked, plain]);
    await screen.findByRole('combobox', { name: 'Cluster' });
    expect(
      within(priority())
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Default — no class (priority 0)',
      'high — priority 100 · interactive work',
      'low — priority 0 · Batch work, may wait.',
    ]);
    expect(priority()).toHaveDisplayValue('Default — no class (priority 0)');
    expect(onChange).toHaveBeenLastCalledWith(
      expect.not.objectContaining({ priorityClass: expect.anything() }),
    );
  });

  it('sends the class, asks the estimates for it, and shows its description', async () => {
    const { mock, onChange } = renderPicker([ranked, plain]);
    expect(await estimates()).toEqual(['Ranked: about 10 min, 2 ahead', 'Plain: about 10 min, 2 ahead']);
    await userEvent.selectOptions(priority(), 'high');
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ clusterId: 'c-Ranked', priorityClass: 'high' }),
    );
    expect(screen.getByText(/^interactive work\. Higher priorities are admitted first/)).toBeInTheDocument();
    await waitFor(async () => expect(await estimates()).toEqual(['Ranked: starts now', 'Plain: starts now']));
    expect(fitRequests(mock).at(-1)).toMatchObject({ priorityClass: 'high' });
    // A description that is a sentence gets no second full stop.
    await userEvent.selectOptions(priority(), 'low');
    expect(screen.getByText(/^Batch work, may wait\. Higher priorities/)).toBeInTheDocument();
    await waitFor(() => expect(fitRequests(mock).at(-1)).toMatchObject({ priorityClass: 'low' }));
    // Back to the default: no class is sent, and the estimates are for priority 0 again.
    await userEvent.selectOptions(priority(), 'Default — no class (priority 0)');
    await waitFor(() => expect(fitRequests(mock).at(-1)).not.toHaveProperty('priorityClass'));
    expect((await estimates())[0]).toBe('Ranked: about 10 min, 2 ahead');
  });

  it('is bound to the chosen cluster: a cluster without the class drops it, saying so; back, it returns', async () => {
    const { onChange } = renderPicker([ranked, plain]);
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Priority' }), 'high');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Cluster' }), 'c-Plain');
    expect(
      screen.getByText(
        'Switched to Plain: set the default priority, as Plain offers no priority class high.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Priority' })).not.toBeInTheDocument();
    expect(onChange).toHaveBeenLastCalledWith(
      expect.not.objectContaining({ priorityClass: expect.anything() }),
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Cluster' }), 'c-Ranked');
    expect(priority()).toHaveValue('high');
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ priorityClass: 'high' }));
  });

  it('with any allowed cluster, offers the classes of every cluster', async () => {
    const other = cluster('Other', [{ name: 'urgent', value: 1000, description: 'on call' }]);
    renderPicker([ranked, other]);
    await userEvent.selectOptions(
      await screen.findByRole('combobox', { name: 'Cluster' }),
      'Any allowed cluster — earliest start',
    );
    expect(
      within(priority())
        .getAllByRole<HTMLOptionElement>('option')
        .map((o) => o.value),
    ).toEqual(['', 'urgent', 'high', 'low']);
    expect(screen.getByText(/Only clusters offering the class are considered\.$/)).toBeInTheDocument();
  });

  it('shows what the server refused on the priority', async () => {
    renderPicker([ranked], {
      priorityClass: 'priority class "high" of cluster Ranked is not allowed to you',
    });
    expect(
      await screen.findByText('priority class "high" of cluster Ranked is not allowed to you'),
    ).toBeVisible();
    expect(priority()).toHaveAttribute('aria-invalid', 'true');
  });
});
