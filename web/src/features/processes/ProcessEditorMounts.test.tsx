import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GraphQLRequest } from '@urql/core';
import { Provider } from 'urql';
import { afterEach, describe, expect, it } from 'vitest';
import type { CreateProcessInput, MountInput } from '../../gql/graphql';
import { cpuMemoryGroup, groupLimits } from '../../test/cluster-fixtures.ts';
import { answer, mockClient, once } from '../../test/mock-client.ts';
import { ProcessEditor } from './ProcessEditor.tsx';

const cluster = (id: string, name: string, volumes: { name: string; readOnly: boolean }[]) => ({
  id,
  name,
  description: null,
  limits: {
    ...groupLimits([cpuMemoryGroup([['standard', 16, 64]])]),
    maxRuntimeSeconds: 3600,
    source: 'KUEUE' as const,
  },
  health: { status: 'REACHABLE', message: null, checkedAt: '2026-12-01T00:00:00.000Z' },
  queue: { pendingWorkloads: 0, admittedWorkloads: 0 },
  volumes: volumes.map((v) => ({ ...v, description: null })),
});

// Alpha holds the read-only dataset and a results volume; Batch Large holds only results; Edge holds none.
const alpha = cluster('c-alpha', 'Alpha', [
  { name: 'datasets', readOnly: true },
  { name: 'results', readOnly: false },
]);
const large = cluster('c-large', 'Batch Large', [{ name: 'results', readOnly: false }]);
const edge = cluster('c-edge', 'Edge', []);
const clusters = [alpha, large, edge];

const operationName = (request: GraphQLRequest) => {
  const definition = request.query.definitions[0];
  return definition?.kind === 'OperationDefinition' ? definition.name?.value : undefined;
};

/** The server: the fit answer follows the mounts asked (a cluster without a volume: no fit, NEVER naming it). */
function serve(mutate: (input: Record<string, unknown>) => object) {
  const mock = mockClient(
    (request) => {
      if (operationName(request) !== 'ClusterPicker_FitQuery')
        return answer({ data: { availableClusters: clusters } });
      const mounts = (request.variables as { mounts?: MountInput[] }).mounts ?? [];
      return answer({
        data: {
          availableClusters: clusters.map((c) => {
            const missing = mounts.filter((m) => !c.volumes.some((v) => v.name === m.volume));
            return {
              id: c.id,
              name: c.name,
              fitsRequest: missing.length === 0,
              startEstimate: {
                basis: missing.length ? 'NEVER' : 'FREE_QUOTA',
                expectedWaitSeconds: missing.length ? null : 0,
                latestWaitSeconds: missing.length ? null : 0,
                workloadsAhead: 0,
                message: missing.length
                  ? `cannot start: cluster ${c.name} has no volume "${missing[0]!.volume}"`
                  : 'starts now',
                calibration: null,
              },
              costEstimate: null,
            };
          }),
        },
      });
    },
    (request) => once(mutate((request.variables as { input: Record<string, unknown> }).input)),
  );
  render(
    <Provider value={mock.client}>
      <ProcessEditor projectId="p1" />
    </Provider>,
  );
  return mock;
}

const fitMounts = (mock: ReturnType<typeof mockClient>) =>
  mock.executeQuery.mock.calls
    .map(([r]) => r)
    .filter((r) => operationName(r) === 'ClusterPicker_FitQuery')
    .map((r) => (r.variables as { mounts?: MountInput[] }).mounts ?? null);

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

describe('ProcessEditor: data volumes', { timeout: 30_000 }, () => {
  it('picks a volume by name with the clusters holding it; a cluster without it does not fit and says why; create sends the mount', async () => {
    const user = userEvent.setup();
    const mock = serve(created);
    const dropdown = await screen.findByRole('combobox', { name: 'Cluster' });
    await user.type(screen.getByLabelText('Name'), 'train');
    await user.type(screen.getByLabelText('Image'), 'busybox:1.36');
    const section = screen.getByRole('group', { name: 'Data volumes' });
    expect(section).toHaveTextContent('None mounted.');

    await user.click(within(section).getByRole('button', { name: 'Add volume' }));
    const volume = within(section).getByRole('combobox', { name: 'Volume of mount 1' });
    expect(volume).toHaveFocus();
    expect(
      within(volume)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose a volume', 'datasets — on Alpha', 'results — on Alpha and Batch Large']);
    await user.selectOptions(volume, 'datasets');
    expect(volume).toHaveAccessibleDescription(
      'On Alpha: the cluster must be one of these. Read-only there: it is always mounted read-only.',
    );
    // A read-only volume is always mounted read-only (the server forces it too).
    const readOnly = within(section).getByRole('checkbox', { name: 'Read-only (mount 1)' });
    expect(readOnly).toBeChecked();
    expect(readOnly).toBeDisabled();

    // The shape rules as the server's: said on the path as typed, and not asked of the server.
    const path = within(section).getByRole('textbox', { name: 'Path of mount 1' });
    await user.type(path, '/proc/data');
    expect(path).toHaveAccessibleDescription(expect.stringContaining('Overlaps /proc'));
    await user.clear(path);
    await user.type(path, '/data');
    expect(path).not.toHaveAttribute('aria-invalid');
    await waitFor(() =>
      expect(fitMounts(mock).at(-1)).toEqual([{ volume: 'datasets', path: '/data', readOnly: true }]),
    );
    expect(fitMounts(mock).flat()).not.toContainEqual(expect.objectContaining({ path: '/proc/data' }));

    // The cluster dropdown follows: Batch Large lacks the volume, says so, and cannot be created on.
    expect(within(dropdown).getByRole('option', { name: /^Batch Large/ }).textContent).toContain(
      'does not fit: has no volume datasets',
    );
    expect(within(dropdown).getByRole('option', { name: /^Alpha/ }).textContent).not.toContain(
      'does not fit',
    );
    await user.selectOptions(dropdown, 'c-large');
    expect(await screen.findByText(/Does not fit/)).toHaveTextContent(
      'Does not fit Batch Large: it has no volume datasets.',
    );
    await screen.findByText(/cluster Batch Large has no volume "datasets"/);
    expect(screen.getByRole('button', { name: 'Create process' })).toBeDisabled();

    await user.selectOptions(dropdown, 'c-alpha');
    await screen.findByText('Confirmed by the server.');
    await user.click(screen.getByRole('button', { name: 'Create process' }));
    await waitFor(() => expect(window.location.pathname).toBe('/processes/proc-1'));
    const request = mock.executeMutation.mock.calls[0]![0];
    expect((request.variables as { input: CreateProcessInput }).input.mounts).toEqual([
      { volume: 'datasets', path: '/data', readOnly: true },
    ]);
  });

  it('puts the server’s refusal of a mount on its row', async () => {
    const user = userEvent.setup();
    serve(() => ({
      data: {
        createProcess: {
          __typename: 'ValidationError',
          message: 'The input is not valid.',
          issues: [
            { field: 'mounts[0].volume', message: 'cluster Alpha has no volume "results" (it has none)' },
          ],
        },
      },
    }));
    await screen.findByRole('combobox', { name: 'Cluster' });
    await user.type(screen.getByLabelText('Name'), 'train');
    await user.type(screen.getByLabelText('Image'), 'busybox:1.36');
    await user.click(screen.getByRole('button', { name: 'Add volume' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Volume of mount 1' }), 'results');
    await user.type(screen.getByRole('textbox', { name: 'Path of mount 1' }), '/results');
    expect(screen.getByRole('checkbox', { name: 'Read-only (mount 1)' })).not.toBeChecked();
    await screen.findByText('Confirmed by the server.');
    await user.click(screen.getByRole('button', { name: 'Create process' }));
    const volume = screen.getByRole('combobox', { name: 'Volume of mount 1' });
    await waitFor(() => expect(volume).toHaveFocus());
    expect(volume).toHaveAccessibleDescription(expect.stringContaining('has no volume "results"'));
  });
});
