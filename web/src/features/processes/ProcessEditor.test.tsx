import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CombinedError, type GraphQLRequest } from '@urql/core';
import { Provider } from 'urql';
import { afterEach, describe, expect, it } from 'vitest';
import type { CreateProcessInput, RerunProcessInput } from '../../gql/graphql';
import { cpuMemoryGroup, type GroupFixture, gpuGroups, groupLimits } from '../../test/cluster-fixtures.ts';
import { answer, mockClient, once } from '../../test/mock-client.ts';
import type { AvailableCluster } from '../clusters/cluster-picker-operations.ts';
import { ProcessEditor } from './ProcessEditor.tsx';
import { emptyForm, newEnvRow, type RerunSource } from './process-form.ts';

type Cluster = AvailableCluster;

function cluster(
  id: string,
  name: string,
  flavors: [string, number, number][],
  maxRuntimeSeconds: number | null,
  groups?: GroupFixture[],
) {
  return {
    id,
    name,
    description: null,
    limits: {
      ...groupLimits(groups ?? [cpuMemoryGroup(flavors)]),
      maxRuntimeSeconds,
      source: 'KUEUE' as const,
    },
    health: { status: 'REACHABLE', message: null, checkedAt: '2026-12-01T00:00:00.000Z' },
    queue: { pendingWorkloads: 0, admittedWorkloads: 0 },
    volumes: [],
  } satisfies Cluster;
}

const alpha = cluster(
  'c-alpha',
  'Alpha',
  [
    ['standard', 16, 64],
    ['highmem', 4, 256],
  ],
  3600,
);
const large = cluster('c-large', 'Batch Large', [['default', 64, 256]], null);

const operationName = (request: GraphQLRequest) => {
  const definition = request.query.definitions[0];
  return definition?.kind === 'OperationDefinition' ? definition.name?.value : undefined;
};

/** The server: the clusters, fit checks that agree, and `mutate` for the editor's mutation. */
function serve(mutate: (input: Record<string, unknown>) => object, clusters: Cluster[] = [alpha, large]) {
  return mockClient(
    (request) =>
      operationName(request) === 'ClusterPicker_FitQuery'
        ? answer({
            data: { availableClusters: clusters.map((c) => ({ id: c.id, name: c.name, fitsRequest: true })) },
          })
        : answer({ data: { availableClusters: clusters } }),
    (request) => once(mutate((request.variables as { input: Record<string, unknown> }).input)),
  );
}

const inputs = (mock: ReturnType<typeof mockClient>) =>
  mock.executeMutation.mock.calls.map(([request]) => (request.variables as { input: unknown }).input);

function renderEditor(
  mock: ReturnType<typeof mockClient>,
  props: { rerun?: RerunSource; disabledReason?: string } = {},
) {
  return render(
    <Provider value={mock.client}>
      <ProcessEditor projectId="p1" {...props} />
    </Provider>,
  );
}

async function fillBasics(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name'), 'nightly-train');
  await user.type(screen.getByLabelText('Image'), 'busybox:1.36');
  await user.type(screen.getByLabelText('Script'), 'echo "epoch 1"{enter}sleep 5');
}

const created = (input: Record<string, unknown>) => ({
  data: {
    createProcess: {
      __typename: 'CreateProcessPayload',
      dryRun: Boolean(input.dryRun),
      flavor: 'standard',
      assignedFlavors: [{ coveredResources: ['cpu', 'memory'], flavor: 'standard' }],
      cluster: { id: 'c-alpha', name: 'Alpha' },
      process: input.dryRun ? null : { id: 'proc-1', name: input.name },
      version: input.dryRun ? null : { id: 'ver-1', version: 1 },
    },
  },
});

afterEach(() => window.history.replaceState(null, '', '/'));

// Typing with user-event is slow on a busy machine.
describe('ProcessEditor: creating a process', { timeout: 20_000 }, () => {
  it('sends the name, image, script, environment and the picker’s cluster and resources, then opens the process', async () => {
    const user = userEvent.setup();
    const mock = serve(created);
    renderEditor(mock);
    await screen.findByRole('combobox', { name: 'Cluster' });
    await fillBasics(user);
    await user.click(screen.getByRole('button', { name: 'Add variable' }));
    expect(screen.getByRole('textbox', { name: 'Name of variable 1' })).toHaveFocus();
    await user.keyboard('EPOCHS');
    await user.type(screen.getByRole('textbox', { name: 'Value of variable 1' }), '3');

    await user.click(screen.getByRole('button', { name: 'Create process' }));

    await waitFor(() => expect(window.location.pathname).toBe('/processes/proc-1'));
    const [input] = inputs(mock) as CreateProcessInput[];
    expect(input).toEqual({
      projectId: 'p1',
      name: 'nightly-train',
      clusterId: 'c-alpha',
      resources: { cpu: '1', memory: '2Gi', deadlineSeconds: 3600 },
      image: 'busybox:1.36',
      command: ['sh', '-c', 'echo "epoch 1"\nsleep 5'],
      env: [{ name: 'EPOCHS', value: '3' }],
      idempotencyKey: expect.stringMatching(/^[0-9a-f-]{32,36}$/),
    });
  });

  it('sends failover with the attempts chosen when "run it on another allowed cluster" is ticked (off: none sent)', async () => {
    const user = userEvent.setup();
    const mock = serve(created);
    renderEditor(mock);
    await screen.findByRole('combobox', { name: 'Cluster' });
    await fillBasics(user);
    expect(screen.queryByRole('combobox', { name: /Attempts in all/ })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: /run it on another allowed cluster/ }));
    await user.selectOptions(screen.getByRole('combobox', { name: /Attempts in all/ }), '5');
    await user.click(screen.getByRole('button', { name: 'Create process' }));
    await waitFor(() => expect(window.location.pathname).toBe('/processes/proc-1'));
    const [input] = inputs(mock) as CreateProcessInput[];
    expect(input!.failover).toEqual({ onPreemption: true, onClusterLost: true, maxAttempts: 5 });
  });

  it('sends notify: false when "Notify me about this process" is unticked (ticked, the default: none sent)', async () => {
    const user = userEvent.setup();
    const mock = serve(created);
    renderEditor(mock);
    await screen.findByRole('combobox', { name: 'Cluster' });
    await fillBasics(user);
    const notify = screen.getByRole('checkbox', { name: 'Notify me about this process' });
    expect(notify).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Check' }));
    await screen.findByText(/The server accepts this process/);
    expect(inputs(mock)[0]).not.toHaveProperty('notify');
    await user.click(notify);
    await user.click(screen.getByRole('button', { name: 'Create process' }));
    await waitFor(() => expect(window.location.pathname).toBe('/processes/proc-1'));
    expect(inputs(mock).at(-1)).toMatchObject({ notify: false });
  });

  it('lets an env row read a project secret chosen by name from the project’s secrets, and sends its name', async () => {
    const user = userEvent.setup();
    const mock = serve(created);
    const answerClusters = mock.executeQuery.getMockImplementation()!;
    mock.executeQuery.mockImplementation((request, context) =>
      operationName(request) === 'EnvRows_ProjectSecretsQuery'
        ? answer({ data: { project: { id: 'p1', secrets: [{ name: 'HF_TOKEN' }, { name: 'WANDB_KEY' }] } } })
        : answerClusters(request, context),
    );
    renderEditor(mock);
    await screen.findByRole('combobox', { name: 'Cluster' });
    await fillBasics(user);
    // Nothing asks for the secrets until a row reads one.
    const asked = () =>
      mock.executeQuery.mock.calls.filter(([r]) => operationName(r) === 'EnvRows_ProjectSecretsQuery').length;
    await user.click(screen.getByRole('button', { name: 'Add variable' }));
    await user.keyboard('TOKEN');
    expect(asked()).toBe(0);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Source of variable 1' }), 'secret');
    const secret = await screen.findByRole('combobox', { name: 'Secret of variable 1' });
    await screen.findByRole('option', { name: 'WANDB_KEY' });
    expect(
      within(secret)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose a secret', 'HF_TOKEN', 'WANDB_KEY']);
    expect(screen.queryByRole('textbox', { name: 'Value of variable 1' })).toBeNull();
    await user.selectOptions(secret, 'HF_TOKEN');

    await user.click(screen.getByRole('button', { name: 'Create process' }));

    await waitFor(() => expect(window.location.pathname).toBe('/processes/proc-1'));
    expect((inputs(mock)[0] as CreateProcessInput).env).toEqual([{ name: 'TOKEN', secret: 'HF_TOKEN' }]);
  });

  it('checks with a dry run and says where it would run, without leaving the page', async () => {
    const user = userEvent.setup();
    const mock = serve(created);
    renderEditor(mock);
    await screen.findByRole('combobox', { name: 'Cluster' });
    await fillBasics(user);

    await user.click(screen.getByRole('button', { name: 'Check' }));

    expect(
      await screen.findByText('The server accepts this process: it would run on Alpha in flavor standard.'),
    ).toBeInTheDocument();
    expect(inputs(mock)[0]).toMatchObject({ dryRun: true, name: 'nightly-train' });
    expect(inputs(mock)[0]).not.toHaveProperty('idempotencyKey');
    expect(window.location.pathname).toBe('/');
  });

  it('puts validation issues on their fields and moves the focus to the first', async () => {
    const user = userEvent.setup();
    const mock = serve(() => ({
      data: {
        createProcess: {
          __typename: 'ValidationError',
          message: 'The input is not valid.',
          issues: [
            {
              field: 'name',
              message: 'A process named "nightly-train" exists in this project: re-run it instead.',
            },
            { field: 'image', message: 'Not an OCI image reference.' },
            { field: 'env[0].name', message: 'Must be a C identifier.' },
            { field: 'resources.memory', message: 'At least 4Mi.' },
          ],
        },
      },
    }));
    renderEditor(mock);
    await screen.findByRole('combobox', { name: 'Cluster' });
    await fillBasics(user);
    await user.click(screen.getByRole('button', { name: 'Add variable' }));
    await user.keyboard('1X');

    await user.click(screen.getByRole('button', { name: 'Create process' }));

    const name = screen.getByLabelText('Name');
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveAccessibleDescription(
      expect.stringContaining('A process named "nightly-train" exists in this project: re-run it instead.'),
    );
    expect(screen.getByLabelText('Image')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'Name of variable 1' })).toHaveAccessibleDescription(
      'Must be a C identifier.',
    );
    expect(screen.getByRole('slider', { name: 'Memory' })).toHaveAccessibleDescription('At least 4Mi.');
    expect(screen.getByText(/Some fields need attention/).closest('[role="alert"]')?.textContent).toContain(
      'The input is not valid.',
    );

    // Editing a field clears its error; the others stay until the next answer.
    await user.type(name, '-2');
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Image')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows a limit refusal on the sliders with the numbers, and refreshes the limits when asked', async () => {
    const user = userEvent.setup();
    const mock = serve(() => ({
      data: {
        createProcess: {
          __typename: 'ResourceLimitExceededError',
          message: 'The request exceeds the limits of cluster Alpha.',
          cluster: { id: 'c-alpha', name: 'Alpha' },
          violations: [{ resource: 'CPU', requested: 1, limit: 0.5 }],
          flavors: [{ name: 'standard', cpu: '500m', memory: '64Gi', fitsCpu: false, fitsMemory: true }],
        },
      },
    }));
    renderEditor(mock);
    await screen.findByRole('combobox', { name: 'Cluster' });
    await fillBasics(user);

    await user.click(screen.getByRole('button', { name: 'Create process' }));

    const cpu = screen.getByRole('slider', { name: 'CPU' });
    await waitFor(() => expect(cpu).toHaveFocus());
    expect(cpu).toHaveAccessibleDescription('Alpha refused 1 core: at most 0.5 cores fit one flavor now.');
    const notice = screen
      .getAllByRole('alert')
      .find((a) => a.textContent?.includes('refused these resources'));
    // Said once (on the slider), and the limits changed since the sliders said it fits.
    expect(notice?.textContent).toContain('Each reason is on its control below.');
    expect(notice?.textContent).toContain('Its limits changed since this page loaded');
    expect(notice?.textContent).not.toContain('The request exceeds the limits of cluster Alpha.');

    const before = mock.executeQuery.mock.calls.length;
    await user.click(within(notice!).getByRole('button', { name: 'Refresh limits' }));
    const refreshes = mock.executeQuery.mock.calls
      .slice(before)
      .filter(
        ([request, context]) =>
          operationName(request) === 'ClusterPicker_AvailableClustersQuery' &&
          context?.requestPolicy === 'network-only',
      );
    expect(refreshes).toHaveLength(1);
  });

  it('puts a refused cluster on the dropdown and refreshes the list by itself', async () => {
    const user = userEvent.setup();
    const mock = serve(() => ({
      data: {
        createProcess: {
          __typename: 'ClusterNotAllowedError',
          message: 'Cluster Alpha is not available to this project.',
          clusterId: 'c-alpha',
        },
      },
    }));
    renderEditor(mock);
    await screen.findByRole('combobox', { name: 'Cluster' });
    await fillBasics(user);
    const before = mock.executeQuery.mock.calls.length;

    await user.click(screen.getByRole('button', { name: 'Create process' }));

    const dropdown = screen.getByRole('combobox', { name: 'Cluster' });
    await waitFor(() => expect(dropdown).toHaveFocus());
    expect(dropdown).toHaveAccessibleDescription(
      expect.stringContaining(
        'Cluster Alpha is not available to this project. The list has been refreshed: choose one of the clusters offered now.',
      ),
    );
    expect(
      mock.executeQuery.mock.calls
        .slice(before)
        .some(
          ([request, context]) =>
            operationName(request) === 'ClusterPicker_AvailableClustersQuery' &&
            context?.requestPolicy === 'network-only',
        ),
    ).toBe(true);
  });

  it('says what to do when no cluster can take the process', async () => {
    const user = userEvent.setup();
    const mock = serve(() => ({
      data: {
        createProcess: {
          __typename: 'NoClustersAvailableError',
          message: 'No cluster is available to this project.',
        },
      },
    }));
    renderEditor(mock);
    await screen.findByRole('combobox', { name: 'Cluster' });
    await fillBasics(user);

    await user.click(screen.getByRole('button', { name: 'Create process' }));

    const notice = await screen.findByText(/No cluster can take this process/);
    expect(notice.closest('[role="status"]')?.textContent).toContain(
      'An administrator decides which clusters this project may use: ask one to allow a cluster for it',
    );
    await waitFor(() => expect(notice.closest('[tabindex="-1"]')).toHaveFocus());
  });

  it('shows a hard budget’s refusal with its numbers, on Check and on Create, and creates nothing', async () => {
    const user = userEvent.setup();
    const message =
      "The worst case of this request (12 EUR) exceeds what remains of the project's monthly budget: 5 of 100 EUR (used 60 EUR, committed to unfinished versions 35 EUR).";
    const mock = serve(() => ({
      data: {
        createProcess: {
          __typename: 'BudgetExceededError',
          message,
          remaining: 5,
          required: 12,
          unit: 'COST',
        },
      },
    }));
    renderEditor(mock);
    await screen.findByRole('combobox', { name: 'Cluster' });
    await fillBasics(user);

    for (const button of ['Check', 'Create process']) {
      await user.click(screen.getByRole('button', { name: button }));
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toContain('The project’s hard budget refuses this process.');
      expect(alert.textContent).toContain('(12 EUR) exceeds what remains');
      expect(alert.textContent).toContain('5 of 100 EUR');
      await waitFor(() => expect(alert.closest('[tabindex="-1"]')).toHaveFocus());
      expect(screen.queryByText(/The server accepts this process/)).toBeNull();
      expect(screen.getByText('Refused by the project’s hard budget (see above).')).toBeInTheDocument();
    }
    expect(window.location.pathname).toBe('/');
  });

  it('shows a soft budget’s warning on Check, and on the process page after Create', async () => {
    const user = userEvent.setup();
    const budgetWarning =
      "The worst case of this request (12 EUR) exceeds what remains of the project's monthly budget: 5 of 100 EUR (used 60 EUR, committed to unfinished versions 35 EUR). The budget is soft: the process is created anyway.";
    const mock = serve((input) => {
      const answer = created(input);
      return { data: { createProcess: { ...answer.data.createProcess, budgetWarning } } };
    });
    renderEditor(mock);
    await screen.findByRole('combobox', { name: 'Cluster' });
    await fillBasics(user);

    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(
      await screen.findByText(
        'The server accepts this process: it would run on Alpha in flavor standard, over the soft budget (see above).',
      ),
    ).toBeInTheDocument();
    const warning = screen.getByText(/Over the project’s soft budget/).closest('[role="status"]');
    expect(warning?.textContent).toContain('(12 EUR) exceeds what remains');
    expect(warning?.textContent).toContain('the process is created anyway');

    await user.click(screen.getByRole('button', { name: 'Create process' }));
    await waitFor(() => expect(window.location.pathname).toBe('/processes/proc-1'));
    expect(window.history.state).toEqual({ budgetWarning });
  });

  it('keeps the idempotency key when the server could not be reached, so trying again creates nothing twice', async () => {
    const user = userEvent.setup();
    let calls = 0;
    const mock = serve((input) => {
      calls += 1;
      return calls === 1
        ? { error: new CombinedError({ networkError: new TypeError('Failed to fetch') }) }
        : created(input);
    });
    renderEditor(mock);
    await screen.findByRole('combobox', { name: 'Cluster' });
    await fillBasics(user);

    await user.click(screen.getByRole('button', { name: 'Create process' }));
    expect(await screen.findByText(/Could not reach the server/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create process' }));

    await waitFor(() => expect(window.location.pathname).toBe('/processes/proc-1'));
    const [first, second] = inputs(mock) as CreateProcessInput[];
    expect(second!.idempotencyKey).toBe(first!.idempotencyKey);
  });

  it('sends the GPUs and the pinned flavor chosen on a GPU cluster, and says which flavors a check found', async () => {
    const user = userEvent.setup();
    const gpu = cluster('c-gpu', 'GPU', [], 7200, gpuGroups());
    const mock = serve(
      (input) => ({
        data: {
          createProcess: {
            __typename: 'CreateProcessPayload',
            dryRun: Boolean(input.dryRun),
            flavor: 'gpu-host',
            assignedFlavors: [
              { coveredResources: ['cpu', 'memory'], flavor: 'gpu-host' },
              { coveredResources: ['nvidia.com/gpu'], flavor: 'h100' },
            ],
            cluster: { id: 'c-gpu', name: 'GPU' },
            process: input.dryRun ? null : { id: 'proc-9', name: input.name },
            version: input.dryRun ? null : { id: 'ver-9', version: 1 },
          },
        },
      }),
      [gpu, alpha],
    );
    renderEditor(mock);
    await screen.findByRole('combobox', { name: 'Cluster' });
    await fillBasics(user);
    const gpus = screen.getByRole('spinbutton', { name: 'GPUs (GPUs)' });
    await user.clear(gpus);
    await user.type(gpus, '2{enter}');
    await user.selectOptions(screen.getByRole('combobox', { name: 'GPU flavor' }), 'h100');

    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(
      await screen.findByText(
        'The server accepts this process: it would run on GPU in flavors gpu-host and h100.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create process' }));
    await waitFor(() => expect(window.location.pathname).toBe('/processes/proc-9'));
    const [check, create] = inputs(mock) as CreateProcessInput[];
    for (const input of [check, create]) {
      expect(input).toMatchObject({
        clusterId: 'c-gpu',
        resources: {
          cpu: '1',
          memory: '2Gi',
          deadlineSeconds: 3600,
          extended: [{ name: 'nvidia.com/gpu', quantity: '2' }],
          flavor: 'h100',
        },
      });
    }
  });

  it('puts the server’s refusal of a GPU count on the GPU control', async () => {
    const user = userEvent.setup();
    const gpu = cluster('c-gpu', 'GPU', [], 7200, gpuGroups());
    const mock = serve(
      () => ({
        data: {
          createProcess: {
            __typename: 'ResourceLimitExceededError',
            message: 'The request does not fit GPU.',
            cluster: { id: 'c-gpu', name: 'GPU' },
            violations: [
              {
                resource: 'EXTENDED',
                resourceName: 'nvidia.com/gpu',
                requested: 3,
                limit: 2,
                flavor: 'h100',
              },
            ],
            flavors: [{ name: 'gpu-host', cpu: '64', memory: '512Gi', fitsCpu: true, fitsMemory: true }],
          },
        },
      }),
      [gpu],
    );
    renderEditor(mock);
    await screen.findByRole('combobox', { name: 'Cluster' });
    await fillBasics(user);
    const gpus = screen.getByRole('spinbutton', { name: 'GPUs (GPUs)' });
    await user.clear(gpus);
    await user.type(gpus, '3{enter}');
    await user.selectOptions(screen.getByRole('combobox', { name: 'GPU flavor' }), 'h100');
    await user.click(screen.getByRole('button', { name: 'Create process' }));

    const slider = await screen.findByRole('slider', { name: 'GPUs' });
    await waitFor(() => expect(slider).toHaveAttribute('aria-invalid', 'true'));
    expect(slider).toHaveAccessibleDescription('GPU refused 3 GPUs: at most 2 GPUs in flavor h100.');
    expect(screen.getByText(/GPU refused these resources/)).toBeInTheDocument();
  });

  it('lets a viewer look but not create', async () => {
    renderEditor(serve(created), { disabledReason: 'Viewers of a project cannot create processes.' });
    await screen.findByRole('combobox', { name: 'Cluster' });
    const create = screen.getByRole('button', { name: 'Create process' });
    expect(create).toBeDisabled();
    expect(create).toHaveAccessibleDescription('Viewers of a project cannot create processes.');
  });
});

describe('ProcessEditor: re-running a version', { timeout: 20_000 }, () => {
  const source: RerunSource = {
    versionId: 'ver-1',
    version: 1,
    processName: 'nightly-train',
    clusterId: 'c-large',
    clusterName: 'Batch Large',
    form: {
      ...emptyForm(),
      name: 'nightly-train',
      image: 'busybox:1.36',
      script: 'echo hi',
      env: [newEnvRow('EPOCHS', '3')],
    },
    request: { cpuMillis: 2000, memoryMiB: 4096, runtimeSeconds: 7200 },
  };

  it('starts from the version, lets the cluster change, and sends rerunProcess with the overrides', async () => {
    const user = userEvent.setup();
    const mock = serve((input) => ({
      data: {
        rerunProcess: {
          __typename: 'CreateProcessPayload',
          dryRun: false,
          flavor: 'standard',
          assignedFlavors: [{ coveredResources: ['cpu', 'memory'], flavor: 'standard' }],
          cluster: { id: 'c-alpha', name: 'Alpha' },
          process: { id: 'proc-1', name: 'nightly-train' },
          version: { id: 'ver-2', version: 2, input },
        },
      },
    }));
    renderEditor(mock, { rerun: source });
    const dropdown = await screen.findByRole('combobox', { name: 'Cluster' });
    expect(dropdown).toHaveValue('c-large');
    expect(screen.getByLabelText('Name')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Script')).toHaveValue('echo hi');
    expect(screen.getByRole('textbox', { name: 'Value of variable 1' })).toHaveValue('3');
    expect(screen.getByRole('slider', { name: 'Runtime' })).toHaveValue('120');

    await user.selectOptions(dropdown, 'c-alpha');
    expect(
      screen.getByText(/Version 1 ran on Batch Large; this re-run goes to the cluster chosen above\./),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Re-run as version 2' }));

    await waitFor(() => expect(window.location.pathname).toBe('/processes/proc-1/versions/ver-2'));
    const [input] = inputs(mock) as RerunProcessInput[];
    expect(input).toEqual({
      processVersionId: 'ver-1',
      clusterId: 'c-alpha',
      // Alpha runs for one hour at most: the picker lowered the runtime. No GPUs, no pinned flavor and the default priority: [] and null, not copied.
      resources: {
        cpu: '2',
        memory: '4Gi',
        deadlineSeconds: 3600,
        extended: [],
        flavor: null,
        priorityClass: null,
      },
      image: 'busybox:1.36',
      command: ['sh', '-c', 'echo hi'],
      args: [],
      env: [{ name: 'EPOCHS', value: '3' }],
      idempotencyKey: expect.any(String),
    });
  });

  it('re-runs a GPU version with its GPUs and pinned flavor, and drops them, saying so, on a cluster without GPUs', async () => {
    const user = userEvent.setup();
    const gpu = cluster('c-gpu', 'GPU', [], 7200, gpuGroups());
    const mock = serve(
      (input) => ({
        data: {
          rerunProcess: {
            __typename: 'CreateProcessPayload',
            dryRun: Boolean(input.dryRun),
            flavor: 'gpu-host',
            assignedFlavors: [],
            cluster: { id: 'c-gpu', name: 'GPU' },
            process: input.dryRun ? null : { id: 'proc-1', name: 'nightly-train' },
            version: input.dryRun ? null : { id: 'ver-2', version: 2 },
          },
        },
      }),
      [gpu, alpha],
    );
    renderEditor(mock, {
      rerun: {
        ...source,
        clusterId: 'c-gpu',
        clusterName: 'GPU',
        request: { ...source.request, extended: { 'nvidia.com/gpu': 2 }, flavor: 'h100' },
      },
    });
    const dropdown = await screen.findByRole('combobox', { name: 'Cluster' });
    expect(dropdown).toHaveValue('c-gpu');
    expect(screen.getByRole('slider', { name: 'GPUs' })).toHaveValue('2');
    expect(screen.getByRole('combobox', { name: 'GPU flavor' })).toHaveValue('h100');

    await user.click(screen.getByRole('button', { name: 'Check' }));
    await user.selectOptions(dropdown, 'c-alpha');
    expect(
      screen.getByText(
        'Switched to Alpha: lowered runtime from 2 h to 1 h to fit its limits; dropped the request for 2 GPUs, as Alpha has no GPUs; let Kueue choose the flavor, as Alpha has no flavor h100.',
      ),
    ).toBeInTheDocument();
    // Checked on Alpha: what was dropped is sent as dropped, not left out (left out, the version's is copied).
    await user.click(screen.getByRole('button', { name: 'Check' }));
    await waitFor(() => expect(inputs(mock)).toHaveLength(2));
    expect((inputs(mock)[1] as RerunProcessInput).resources).toMatchObject({ extended: [], flavor: null });
    await user.selectOptions(dropdown, 'c-gpu');
    await user.click(screen.getByRole('button', { name: 'Re-run as version 2' }));

    await waitFor(() => expect(window.location.pathname).toBe('/processes/proc-1/versions/ver-2'));
    const [check, , rerun] = inputs(mock) as RerunProcessInput[];
    for (const input of [check, rerun]) {
      expect(input!.resources).toEqual({
        cpu: '2',
        memory: '4Gi',
        deadlineSeconds: 7200,
        extended: [{ name: 'nvidia.com/gpu', quantity: '2' }],
        flavor: 'h100',
        priorityClass: null,
      });
    }
  });

  it('re-runs with the version’s priority class, and with the default when it is set back', async () => {
    const user = userEvent.setup();
    const ranked = cluster('c-ranked', 'Ranked', [['default', 16, 64]], 7200);
    ranked.limits.priorityClasses = [
      { name: 'high', value: 100, description: 'interactive work' },
      { name: 'low', value: 0, description: null },
    ];
    const mock = serve(
      (input) => ({
        data: {
          rerunProcess: {
            __typename: 'CreateProcessPayload',
            dryRun: Boolean(input.dryRun),
            flavor: 'default',
            assignedFlavors: [],
            cluster: { id: 'c-ranked', name: 'Ranked' },
            process: null,
            version: null,
          },
        },
      }),
      [ranked, alpha],
    );
    renderEditor(mock, {
      rerun: {
        ...source,
        clusterId: 'c-ranked',
        clusterName: 'Ranked',
        request: { ...source.request, priorityClass: 'high' },
      },
    });
    const priority = await screen.findByRole('combobox', { name: 'Priority' });
    expect(priority).toHaveValue('high');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    await user.selectOptions(priority, 'Default — no class (priority 0)');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    const [copied, reset] = inputs(mock) as RerunProcessInput[];
    expect(copied!.resources).toMatchObject({ priorityClass: 'high' });
    expect(reset!.resources).toMatchObject({ priorityClass: null });
  });
});
