import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { Provider } from 'urql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fromValue, never, type Source } from 'wonka';
import type { AdminClustersPage_ClustersQueryQuery } from '../../gql/graphql';
import { cpuMemoryGroup } from '../../test/cluster-fixtures.ts';
import { json, stubServer } from '../../test/fake-server.ts';
import { answer, mockClient } from '../../test/mock-client.ts';
import { SessionProvider, useSession } from '../auth/SessionProvider.tsx';
import { AdminClustersPage } from './AdminClustersPage.tsx';
import type { WithLimits } from './cluster-limits.ts';

const admin = { id: 'u1', email: 'ada@example.com', name: 'Ada Lovelace', isAdmin: true };
const GiB = 1024 ** 3;

/** The page's query answer, its limits as the fragment reads them. */
const clusters: { clusters: WithLimits<AdminClustersPage_ClustersQueryQuery['clusters'][number]>[] } = {
  clusters: [
    {
      id: 'c1',
      name: 'Alpha',
      description: 'Main cluster',
      sortOrder: 0,
      active: true,
      maxRuntimeSeconds: 3600,
      namespace: 'jobs',
      localQueue: 'team',
      clusterQueue: 'team-cq',
      hasRegistryAuth: true,
      simulated: false,
      limits: {
        source: 'KUEUE',
        maxCpuCores: 16,
        maxMemoryBytes: 256 * GiB,
        maxMemoryGiB: 256,
        maxRuntimeSeconds: 3600,
        priorityClasses: [],
        flavors: [
          { name: 'standard', cpu: '16', memory: '64Gi', cpuCores: 16, memoryBytes: 64 * GiB, memoryGiB: 64 },
          { name: 'highmem', cpu: '4', memory: '256Gi', cpuCores: 4, memoryBytes: 256 * GiB, memoryGiB: 256 },
        ],
        resourceGroups: [
          cpuMemoryGroup([
            ['standard', 16, 64],
            ['highmem', 4, 256],
          ]),
        ],
      },
      health: { status: 'REACHABLE', message: null },
      prices: [{ flavor: 'highmem', resource: 'memory', pricePerHour: 0.01, currency: 'EUR' }],
    },
    {
      id: 'c2',
      name: 'Old lab',
      description: null,
      sortOrder: 30,
      active: false,
      maxRuntimeSeconds: null,
      namespace: 'batch',
      localQueue: 'lq',
      clusterQueue: 'cq',
      hasRegistryAuth: false,
      simulated: false,
      limits: {
        source: 'FALLBACK',
        maxCpuCores: 8,
        maxMemoryBytes: 32 * GiB,
        maxMemoryGiB: 32,
        maxRuntimeSeconds: null,
        priorityClasses: [],
        flavors: [
          { name: 'fallback', cpu: '8', memory: '32Gi', cpuCores: 8, memoryBytes: 32 * GiB, memoryGiB: 32 },
        ],
        resourceGroups: [],
      },
      health: { status: 'UNAUTHORIZED', message: 'credentials rejected by cluster Old lab' },
      prices: [{ flavor: 'gone', resource: 'cpu', pricePerHour: 2, currency: 'EUR' }],
    },
  ],
};

/** Renders its children once the session is known, as the app does. */
function SignedIn({ children }: { children: ReactNode }) {
  return useSession().state.status === 'signed-in' ? children : null;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The page as an admin sees it; mutations are answered by `mutate` (variables → result). */
function renderAsAdmin(mutate: (variables: Record<string, unknown>) => object, user = admin) {
  stubServer({ 'GET /auth/session': () => json(200, { signedIn: true, user }) });
  const mock = mockClient(() => answer({ data: clusters }));
  mock.executeMutation.mockImplementation(((request: { variables: Record<string, unknown> }) =>
    fromValue(mutate(request.variables))) as unknown as () => Source<never>);
  render(
    <SessionProvider>
      <SignedIn>
        <Provider value={mock.client}>
          <AdminClustersPage />
        </Provider>
      </SignedIn>
    </SessionProvider>,
  );
  return mock;
}

const mutationInputs = (mock: ReturnType<typeof mockClient>) =>
  (mock.executeMutation.mock.calls as unknown as [{ variables: { input: unknown } }][]).map(
    ([request]) => request.variables.input,
  );

describe('AdminClustersPage', () => {
  it('lists every cluster with its order, state, health, limits source, queues and runtime', async () => {
    renderAsAdmin(() => ({}));

    const table = (await screen.findAllByRole('table'))[0]!;
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent(
      /Alpha.*Main cluster.*Active.*Reachable.*16 cores\/64 GiB ?or 4 cores\/256 GiB.*From Kueue/,
    );
    expect(rows[0]).toHaveTextContent('NamespacejobsLocal queueteamCluster queueteam-cq');
    expect(rows[0]).toHaveTextContent('Registry credentials set');
    expect(rows[1]).toHaveTextContent(
      /Old lab.*Retired.*Unauthorized.*credentials rejected by cluster Old lab/,
    );
    expect(rows[1]).toHaveTextContent('Fallback limits');
    expect(within(rows[0]!).getByRole('spinbutton', { name: 'Sort order of Alpha' })).toHaveValue(0);
    // The runtime written as everywhere else in the UI, not in seconds; empty means no limit.
    expect(within(rows[0]!).getByRole('textbox', { name: 'Max runtime of Alpha' })).toHaveValue('1 h');
    expect(within(rows[1]!).getByRole('textbox', { name: 'Max runtime of Old lab' })).toHaveValue('');
    expect(within(rows[1]!).getByRole('checkbox', { name: 'Old lab is active' })).not.toBeChecked();
  });

  it('prices each flavor × resource its queue has, in place; an empty price is free; a stale price can be removed', async () => {
    const mock = renderAsAdmin((variables) => {
      if (variables.resource === 'cpu' && variables.flavor === 'standard' && variables.pricePerHour === 7) {
        const message = 'flavor standard of cluster Alpha has no resource "cpu"; its resources: memory';
        return {
          data: {
            setFlavorPrice: {
              __typename: 'ValidationError',
              message,
              issues: [{ field: 'resource', message }],
            },
          },
        };
      }
      return { data: { setFlavorPrice: { __typename: 'Cluster', id: variables.clusterId, prices: [] } } };
    });
    const prices = within(await screen.findByRole('region', { name: 'Prices' }));
    const alpha = prices.getByRole('table', { name: 'Prices of Alpha' });
    expect(
      within(alpha)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.textContent),
    ).toEqual([
      'standardcpuEUR/core-hour',
      'standardmemoryEUR/GiB-hour',
      'highmemcpuEUR/core-hour',
      'highmemmemoryEUR/GiB-hour',
    ]);
    expect(prices.getByRole('textbox', { name: 'Price of memory on highmem of Alpha' })).toHaveValue('0.01');
    expect(prices.getByRole('textbox', { name: 'Price of cpu on standard of Alpha' })).toHaveValue('');
    // Old lab's queue was not read: its flavors are unknown, its stale price listed to remove.
    expect(prices.getByText(/Its ClusterQueue could not be read/)).toBeInTheDocument();
    expect(prices.getByRole('table', { name: 'Prices of Old lab' })).toHaveTextContent(
      'gone no longer in its queue',
    );

    const cpu = prices.getByRole('textbox', { name: 'Price of cpu on standard of Alpha' });
    await userEvent.type(cpu, 'abc{Enter}');
    expect(
      await prices.findByText('Enter a price ≥ 0 such as 0.25, or leave it empty for free.'),
    ).toBeInTheDocument();
    await userEvent.clear(cpu);
    await userEvent.type(cpu, '0,04{Enter}');
    await userEvent.clear(cpu);
    await userEvent.type(cpu, '7{Enter}');
    expect(await prices.findByText(/has no resource "cpu"; its resources: memory/)).toBeInTheDocument();
    expect(cpu).toHaveAttribute('aria-invalid', 'true');
    const gone = prices.getByRole('textbox', { name: 'Price of cpu on gone of Old lab' });
    await userEvent.clear(gone);
    await userEvent.tab();
    expect(mock.executeMutation.mock.calls.map(([request]) => request.variables)).toEqual([
      { clusterId: 'c1', flavor: 'standard', resource: 'cpu', pricePerHour: 0.04 },
      { clusterId: 'c1', flavor: 'standard', resource: 'cpu', pricePerHour: 7 },
      { clusterId: 'c2', flavor: 'gone', resource: 'cpu', pricePerHour: null },
    ]);
  });

  it('saves inline edits of sort order, active and max runtime through updateCluster', async () => {
    const mock = renderAsAdmin((variables) => {
      const input = variables.input as { id: string; maxRuntimeSeconds?: number };
      // The server's rule (services/clusters.ts): a whole number of seconds from 1 to 2^31 - 1.
      if (input.maxRuntimeSeconds !== undefined && input.maxRuntimeSeconds < 1) {
        const message = 'maxRuntimeSeconds must be a whole number from 1 to 2147483647';
        return {
          data: {
            updateCluster: {
              __typename: 'ValidationError',
              message,
              issues: [{ field: 'maxRuntimeSeconds', message }],
            },
          },
        };
      }
      return {
        data: {
          updateCluster: {
            __typename: 'Cluster',
            id: input.id,
            sortOrder: 5,
            active: true,
            maxRuntimeSeconds: 3600,
          },
        },
      };
    });
    const sortOrder = await screen.findByRole('spinbutton', { name: 'Sort order of Old lab' });

    await userEvent.clear(sortOrder);
    await userEvent.type(sortOrder, '5{Enter}');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Old lab is active' }));
    const runtime = screen.getByRole('textbox', { name: 'Max runtime of Alpha' });
    // A bare number is refused here (seconds or minutes?), before any request.
    await userEvent.clear(runtime);
    await userEvent.type(runtime, '90{Enter}');
    expect(await screen.findByText('Add a unit: s, min, h or d (e.g. "90 min").')).toBeInTheDocument();
    await userEvent.clear(runtime);
    await userEvent.type(runtime, '1 h 30 min{Enter}');
    await userEvent.clear(runtime);
    await userEvent.type(runtime, '0 s{Enter}');

    expect(mutationInputs(mock)).toEqual([
      { id: 'c2', sortOrder: 5 },
      { id: 'c2', active: true },
      { id: 'c1', maxRuntimeSeconds: 5400 },
      { id: 'c1', maxRuntimeSeconds: 0 },
    ]);
    await waitFor(() => expect(runtime).toHaveAttribute('aria-invalid', 'true'));
    expect(
      screen.getByText('maxRuntimeSeconds must be a whole number from 1 to 2147483647'),
    ).toBeInTheDocument();
  });

  it('keeps keyboard focus on an inline field and a checkbox while their change is being saved', async () => {
    const mock = renderAsAdmin(() => ({}));
    mock.executeMutation.mockImplementation(() => never);
    const sortOrder = await screen.findByRole('spinbutton', { name: 'Sort order of Old lab' });

    await userEvent.clear(sortOrder);
    await userEvent.type(sortOrder, '5{Enter}');
    expect(mutationInputs(mock)).toEqual([{ id: 'c2', sortOrder: 5 }]);
    expect(sortOrder).toHaveAttribute('aria-busy', 'true');
    expect(sortOrder).toHaveFocus();

    const active = screen.getByRole('checkbox', { name: 'Old lab is active' });
    active.focus();
    await userEvent.keyboard(' ');
    expect(active).toHaveFocus();
    expect(active).toHaveAttribute('aria-disabled', 'true');
    expect(mutationInputs(mock)).toHaveLength(1); // busy: the press waits for the save in progress
  });

  it('registers a cluster, mapping the server’s field issues onto the fields', async () => {
    const mock = renderAsAdmin(() => ({
      data: {
        registerCluster: {
          __typename: 'ValidationError',
          message: 'the kubeconfig may not use an exec plugin',
          issues: [
            { field: 'kubeconfig', message: 'the kubeconfig may not use an exec plugin' },
            { field: 'namespace', message: 'namespace must be a DNS-1123 label' },
          ],
        },
      },
    }));
    await userEvent.click(await screen.findByRole('button', { name: 'Register cluster' }));
    const form = screen.getByRole('form', { name: 'Register a cluster' });

    await userEvent.type(within(form).getByLabelText('Name'), 'Gamma');
    await userEvent.type(within(form).getByLabelText('Kubeconfig'), 'apiVersion: v1');
    await userEvent.type(within(form).getByLabelText('Namespace'), 'Jobs!');
    await userEvent.type(within(form).getByLabelText('Local queue'), 'team');
    await userEvent.type(within(form).getByLabelText('Cluster queue'), 'team');
    await userEvent.type(within(form).getByLabelText('Max runtime'), '2 h');
    await userEvent.click(within(form).getByRole('button', { name: 'Register cluster' }));

    expect(mutationInputs(mock)).toEqual([
      {
        name: 'Gamma',
        description: null,
        kubeconfig: 'apiVersion: v1',
        namespace: 'Jobs!',
        localQueue: 'team',
        clusterQueue: 'team',
        sortOrder: 0,
        maxRuntimeSeconds: 7200,
        registryAuth: null,
      },
    ]);
    const kubeconfig = within(form).getByLabelText('Kubeconfig');
    await waitFor(() => expect(kubeconfig).toHaveAttribute('aria-invalid', 'true'));
    expect(kubeconfig).toHaveFocus(); // the first field to fix
    expect(kubeconfig).toHaveAccessibleDescription(expect.stringContaining('may not use an exec plugin'));
    expect(within(form).getByLabelText('Namespace')).toHaveAccessibleDescription(
      expect.stringContaining('namespace must be a DNS-1123 label'),
    );
    expect(within(form).getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
    expect(within(form).getByRole('alert')).toHaveTextContent('Please correct the highlighted fields.');

    // Editing a field clears its error.
    await userEvent.type(within(form).getByLabelText('Namespace'), 'x');
    expect(within(form).getByLabelText('Namespace')).not.toHaveAttribute('aria-invalid');
  });

  it('closes the form and refreshes the list once the cluster is registered', async () => {
    const mock = renderAsAdmin(() => ({
      data: { registerCluster: { __typename: 'Cluster', id: 'c3', name: 'Gamma' } },
    }));
    await userEvent.click(await screen.findByRole('button', { name: 'Register cluster' }));
    const form = screen.getByRole('form', { name: 'Register a cluster' });
    await userEvent.type(within(form).getByLabelText('Name'), 'Gamma');
    const queries = mock.executeQuery.mock.calls.length;
    await userEvent.click(within(form).getByRole('button', { name: 'Register cluster' }));

    expect(await screen.findByText(/Registered Gamma\./)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Register a cluster' })).not.toBeInTheDocument();
    expect(mock.executeQuery.mock.calls.length).toBeGreaterThan(queries);
  });

  it('tells a non-admin the page is for administrators and asks nothing of the server', async () => {
    const mock = renderAsAdmin(() => ({}), { ...admin, isAdmin: false });

    expect(await screen.findByRole('heading', { name: 'Administrators only' })).toBeInTheDocument();
    expect(mock.executeQuery).not.toHaveBeenCalled();
  });
});
