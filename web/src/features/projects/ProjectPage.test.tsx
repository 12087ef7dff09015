import { render, screen, within } from '@testing-library/react';
import type { GraphQLRequest } from '@urql/core';
import { Provider } from 'urql';
import { describe, expect, it } from 'vitest';
import type { ProjectPage_ProjectQueryQuery } from '../../gql/graphql';
import { answer, mockClient } from '../../test/mock-client.ts';
import { ProjectPage } from './ProjectPage.tsx';

function renderPage(mock: ReturnType<typeof mockClient>, projectId = 'p1') {
  return render(
    <Provider value={mock.client}>
      <ProjectPage projectId={projectId} />
    </Provider>,
  );
}

const project: ProjectPage_ProjectQueryQuery = {
  project: {
    id: 'p1',
    name: 'Genome assembly',
    description: 'Nightly assembly runs',
    viewerRole: 'MEMBER',
    viewerCanManage: false,
    createdAt: '2026-03-02T10:00:00.000Z',
    secrets: [
      {
        name: 'HF_TOKEN',
        updatedAt: '2026-03-03T10:00:00.000Z',
        updatedBy: { email: 'ada@example.com', name: 'Ada Lovelace' },
      },
    ],
    members: [
      { role: 'OWNER', user: { id: 'u1', email: 'ada@example.com', name: 'Ada Lovelace' } },
      { role: 'MEMBER', user: { id: 'u2', email: 'grace@example.com', name: null } },
    ],
  },
};

const isClusterQuery = (request: GraphQLRequest) =>
  request.query.definitions.some(
    (d) => d.kind === 'OperationDefinition' && d.name?.value.startsWith('ClusterPicker_'),
  );

describe('ProjectPage', () => {
  it('asks for the project of the address and lists its members with their roles', () => {
    const mock = mockClient(() => answer({ data: project }));
    renderPage(mock, 'p1');

    expect(mock.executeQuery.mock.calls[0]![0].variables).toEqual({ id: 'p1' });
    expect(screen.getByRole('heading', { level: 1, name: 'Genome assembly' })).toBeInTheDocument();
    expect(screen.getByText('Your role: Member')).toBeInTheDocument();
    const members = within(screen.getByRole('region', { name: /Members/ }))
      .getAllByRole('row')
      .slice(1);
    expect(members.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/Ada Lovelace.*ada@example\.com.*Owner/),
      expect.stringMatching(/grace@example\.com.*Member/),
    ]);
  });

  it('says the project is not found when the server hides it from a non-member', () => {
    renderPage(
      mockClient(() => answer({ data: { project: null } })),
      'p9',
    );

    expect(screen.getByRole('heading', { name: 'Project not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Projects' })).toHaveAttribute('href', '/projects');
  });
});

const isProcessListQuery = (request: GraphQLRequest) =>
  request.query.definitions.some(
    (d) => d.kind === 'OperationDefinition' && d.name?.value === 'ProcessList_ProcessesQuery',
  );

describe('ProjectPage: Run a process', () => {
  it('offers the process editor on the project’s clusters, and lists the project’s processes', () => {
    const mock = mockClient((request) =>
      isClusterQuery(request)
        ? answer({ data: { availableClusters: [] } })
        : isProcessListQuery(request)
          ? answer({
              data: {
                project: {
                  id: 'p1',
                  processes: { totalCount: 0, pageInfo: { hasNextPage: false, endCursor: null }, edges: [] },
                },
              },
            })
          : answer({ data: project }),
    );
    renderPage(mock, 'p1');

    const panel = screen.getByRole('region', { name: 'Run a process' });
    const clusterQuery = mock.executeQuery.mock.calls.find(([request]) => isClusterQuery(request));
    expect(clusterQuery?.[0].variables).toEqual({ projectId: 'p1' });
    expect(within(panel).getByRole('form', { name: 'New process' })).toBeInTheDocument();
    expect(within(panel).getByText('No clusters available for this project')).toBeInTheDocument();
    // Without a cluster there is nothing to submit.
    expect(within(panel).getByRole('button', { name: 'Create process' })).toBeDisabled();

    const listQuery = mock.executeQuery.mock.calls.find(([request]) => isProcessListQuery(request));
    expect(listQuery?.[0].variables).toEqual({ projectId: 'p1', first: 10, after: null });
    const processes = screen.getByRole('region', { name: 'Processes' });
    expect(within(processes).getByRole('heading', { name: 'No processes yet' })).toBeInTheDocument();
  });

  it('shows a viewer a read-only page: no editor, and why', () => {
    const mock = mockClient((request) =>
      isClusterQuery(request)
        ? answer({ data: { availableClusters: [] } })
        : answer({ data: { project: { ...project.project!, viewerRole: 'VIEWER' } } }),
    );
    renderPage(mock, 'p1');
    expect(screen.getByText(/^Viewers of a project cannot create processes\./)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'New process' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create process' })).not.toBeInTheDocument();
    // A viewer sees the secrets' names and who set them, and no way to set or delete one.
    const secrets = within(screen.getByRole('region', { name: /Secrets/ }));
    expect(
      secrets
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual([expect.stringMatching(/HF_TOKEN.*by Ada Lovelace/)]);
    expect(secrets.queryByRole('form', { name: 'Set a secret' })).not.toBeInTheDocument();
    expect(secrets.queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
  });

  it('gives an owner the form to set a secret, whose value field is a password field', () => {
    const mock = mockClient((request) =>
      isClusterQuery(request)
        ? answer({ data: { availableClusters: [] } })
        : answer({ data: { project: { ...project.project!, viewerRole: 'OWNER', viewerCanManage: true } } }),
    );
    renderPage(mock, 'p1');
    const form = screen.getByRole('form', { name: 'Set a secret' });
    expect(within(form).getByLabelText('Value')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Delete HF_TOKEN' })).toBeInTheDocument();
  });
});
