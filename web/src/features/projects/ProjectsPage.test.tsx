import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CombinedError } from '@urql/core';
import { Provider } from 'urql';
import { describe, expect, it } from 'vitest';
import type { ProjectsPage_ProjectsQueryQuery } from '../../gql/graphql';
import { answer, mockClient, pending } from '../../test/mock-client.ts';
import { ProjectsPage } from './ProjectsPage.tsx';

function renderPage(mock: ReturnType<typeof mockClient>) {
  return render(
    <Provider value={mock.client}>
      <ProjectsPage />
    </Provider>,
  );
}

const twoProjects: ProjectsPage_ProjectsQueryQuery = {
  projects: [
    {
      id: 'p1',
      name: 'Genome assembly',
      description: 'Nightly assembly runs',
      viewerRole: 'OWNER',
      memberCount: 4,
      statusCounts: { running: 2, queued: 1, failed: 3, succeeded: 5, cancelled: 0 },
      createdAt: '2026-03-02T10:00:00.000Z',
    },
    {
      id: 'p2',
      name: 'Climate ensemble',
      description: null,
      viewerRole: 'VIEWER',
      memberCount: 1,
      statusCounts: { running: 0, queued: 0, failed: 0, succeeded: 2, cancelled: 1 },
      createdAt: '2026-05-17T08:30:00.000Z',
    },
  ],
};

describe('ProjectsPage', () => {
  it('lists each project with its description, the viewer’s role and its member count', () => {
    const mock = mockClient(() => answer({ data: twoProjects }));
    renderPage(mock);

    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('Genome assembly')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Nightly assembly runs')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Owner')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('4')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Climate ensemble')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Viewer')).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('time')).toHaveAttribute('datetime', '2026-05-17T08:30:00.000Z');
    expect(screen.queryByText('No projects yet')).not.toBeInTheDocument();
    expect(document.title).toBe('Projects · Kueue Batch');
  });

  it('shows how many processes of each project are running, queued and failed, or that none is active', () => {
    renderPage(mockClient(() => answer({ data: twoProjects })));

    const rows = screen.getAllByRole('row').slice(1);
    const counts = within(rows[0]!).getByRole('list', { name: 'Processes by status' });
    expect(
      within(counts)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['2 running', '1 queued', '3 failed']);
    expect(within(rows[1]!).queryByRole('list', { name: 'Processes by status' })).not.toBeInTheDocument();
    expect(within(rows[1]!).getByText('3 finished')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Processes' })).toBeInTheDocument();
  });

  it('links each project name to the project’s own page', () => {
    renderPage(mockClient(() => answer({ data: twoProjects })));

    expect(screen.getByRole('link', { name: 'Climate ensemble' })).toHaveAttribute('href', '/projects/p2');
  });

  it('asks the server with the query named after the page', () => {
    const mock = mockClient(() => answer({ data: twoProjects }));
    renderPage(mock);

    const request = mock.executeQuery.mock.calls[0]![0];
    expect(request.query.definitions[0]).toMatchObject({
      operation: 'query',
      name: { value: 'ProjectsPage_ProjectsQuery' },
    });
  });

  it('shows an empty state, not an empty table, to a user without projects', () => {
    renderPage(mockClient(() => answer({ data: { projects: [] } })));

    expect(screen.getByRole('heading', { name: 'No projects yet' })).toBeInTheDocument();
    expect(screen.getByText(/pnpm admin project:member --project NAME/)).toBeInTheDocument();
    expect(screen.getByText(/the demo project “Demo” belongs to admin@example.com/)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows a loading state while the projects are on their way', () => {
    renderPage(mockClient(() => pending));

    expect(screen.getByRole('status')).toHaveTextContent('Loading projects…');
    expect(screen.queryByText('No projects yet')).not.toBeInTheDocument();
  });

  it('shows the server’s error and asks again when the user retries', async () => {
    const error = new CombinedError({ graphQLErrors: [{ message: 'Unexpected error.' }] });
    const mock = mockClient(() => answer({ error }));
    renderPage(mock);

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Projects could not be loaded');
    expect(alert).toHaveTextContent('Unexpected error.');

    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(mock.executeQuery).toHaveBeenCalledTimes(2);
    expect(mock.executeQuery.mock.calls[1]![1]).toMatchObject({ requestPolicy: 'network-only' });
  });

  it('says the server is unreachable when the request never got an answer', () => {
    const error = new CombinedError({ networkError: new TypeError('Failed to fetch') });
    renderPage(mockClient(() => answer({ error })));

    expect(screen.getByRole('alert')).toHaveTextContent('Could not reach the server.');
  });
});
