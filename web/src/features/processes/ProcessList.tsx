import { useCallback, useEffect, useState } from 'react';
import { useQuery } from 'urql';
import { describeError } from '../../client.ts';
import { graphql } from '../../gql';
import { Link } from '../../router.tsx';
import { Badge } from '../../ui/Badge.tsx';
import { Button } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../ui/States.tsx';
import { useLiveSubscription } from '../../useLiveSubscription.ts';
import { filterOf, ProcessFilters, type ProcessListSettings } from './ProcessFilters.tsx';
import {
  flavorsInBrief,
  formatDateTime,
  personName,
  statusLabel,
  statusTone,
  summarizeResources,
} from './process-status.ts';

export const ProcessesQuery = graphql(`
  query ProcessList_ProcessesQuery($projectId: ID!, $first: Int!, $after: String, $filter: ProcessFilter) {
    project(id: $projectId) {
      id
      processes(first: $first, after: $after, filter: $filter) {
        totalCount
        pageInfo {
          hasNextPage
          endCursor
        }
        edges {
          cursor
          node {
            id
            name
            createdAt
            createdBy {
              id
              name
              email
            }
            latestVersion {
              id
              version
              status
              createdAt
              cluster {
                id
                name
              }
              resources {
                cpuCores
                memoryBytes
                extended {
                  name
                  amount
                }
                flavor
              }
              assignedFlavors {
                coveredResources
                flavor
              }
            }
          }
        }
      }
    }
  }
`);

export const ProjectProcessesUpdatedSubscription = graphql(`
  subscription ProcessList_ProjectProcessesUpdatedSubscription($projectId: ID!) {
    projectProcessesUpdated(projectId: $projectId) {
      id
      status
    }
  }
`);

export const PAGE_SIZE = 10;
/** Status changes arriving together (a burst of launches) cost one read of the page. */
const REFRESH_COALESCE_MS = 300;

/**
 * A project's processes, newest first, a page at a time: name, latest version, its status and cluster, who, created;
 * narrowed by status, name, creator and cluster, with a page size; kept current by the project's status
 * subscription.
 */
export function ProcessList({
  projectId,
  pageSize: initialPageSize = PAGE_SIZE,
  members = [],
}: {
  projectId: string;
  pageSize?: number;
  /** The project's members, to filter by who created a process. */
  members?: readonly { user: { id: string; email: string; name?: string | null } }[];
}) {
  const [settings, setSettings] = useState<ProcessListSettings>({
    status: '',
    name: '',
    createdBy: '',
    clusterId: '',
    pageSize: initialPageSize,
  });
  const pageSize = settings.pageSize;
  const filter = filterOf(settings);
  // The cursors of the pages before the current one, so "Previous" needs no backwards pagination.
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const after = cursors[cursors.length - 1] ?? null;
  const [{ data, fetching, error }, reexecute] = useQuery({
    query: ProcessesQuery,
    variables: { projectId, first: pageSize, after, ...(filter ? { filter } : {}) },
  });
  // Other filters or another page size start again from the first page.
  const changeSettings = useCallback((next: ProcessListSettings) => {
    setSettings(next);
    setCursors([null]);
  }, []);
  const filters = (
    <ProcessFilters projectId={projectId} members={members} settings={settings} onChange={changeSettings} />
  );
  // Live: any status change in the project (or a new version) reads the current page again. The stream never
  // ends on purpose: when it drops (a server shutting down) it is opened again and the page read again, since
  // changes in between were missed.
  const updates = useLiveSubscription(
    {
      query: ProjectProcessesUpdatedSubscription,
      variables: { projectId },
      onResume: () => reexecute({ requestPolicy: 'network-only' }),
    },
    (count: number | undefined) => (count ?? 0) + 1,
  );
  const changes = updates.data ?? 0;
  useEffect(() => {
    if (changes === 0) return;
    const timer = setTimeout(() => reexecute({ requestPolicy: 'network-only' }), REFRESH_COALESCE_MS);
    return () => clearTimeout(timer);
  }, [changes, reexecute]);

  if (error && !data) {
    return (
      <Card>
        <ErrorState
          title="The processes could not be loaded"
          message={describeError(error)}
          actions={
            <Button
              variant="primary"
              busy={fetching}
              onClick={() => reexecute({ requestPolicy: 'network-only' })}
            >
              Try again
            </Button>
          }
        />
      </Card>
    );
  }
  const connection = data?.project?.processes;
  if (!connection) {
    return (
      <>
        {filters}
        <Card>
          <LoadingState label="Loading processes…" />
        </Card>
      </>
    );
  }
  if (connection.totalCount === 0) {
    return (
      <>
        {filters}
        <Card>
          {filter ? (
            <EmptyState title="No process matches these filters">
              Change or clear the filters above to see more.
            </EmptyState>
          ) : (
            <EmptyState title="No processes yet">
              Create one with the editor above; it will be listed here.
            </EmptyState>
          )}
        </Card>
      </>
    );
  }

  const first = (cursors.length - 1) * pageSize + 1;
  const last = first + connection.edges.length - 1;
  return (
    <>
      {filters}
      <Card className="table-card">
        <div className="table-scroll">
          <table className="table process-table">
            <caption className="visually-hidden">
              Processes {first} to {last} of {connection.totalCount}, newest first
            </caption>
            <thead>
              <tr>
                <th scope="col">Process</th>
                <th scope="col">Latest version</th>
                <th scope="col">Status</th>
                <th scope="col">Cluster</th>
                <th scope="col">Resources</th>
                <th scope="col">Flavors</th>
                <th scope="col">Created by</th>
                <th scope="col">Created</th>
              </tr>
            </thead>
            <tbody>
              {connection.edges.map(({ node }) => {
                const latest = node.latestVersion;
                return (
                  <tr key={node.id}>
                    <td>
                      <Link className="table__link table__primary" to={`/processes/${node.id}`}>
                        {node.name}
                      </Link>
                    </td>
                    <td>{latest ? `v${latest.version}` : '—'}</td>
                    <td>
                      {latest ? (
                        <Badge tone={statusTone[latest.status]}>{statusLabel[latest.status]}</Badge>
                      ) : (
                        '—'
                      )}
                    </td>
                    <td>{latest?.cluster.name ?? '—'}</td>
                    <td className="nowrap">
                      {latest ? summarizeResources(latest.resources, { deadline: false }) : '—'}
                    </td>
                    <td>
                      {(latest && flavorsInBrief(latest.assignedFlavors, latest.resources.flavor)) ?? '—'}
                    </td>
                    <td>{personName(node.createdBy)}</td>
                    <td className="nowrap">
                      <time dateTime={node.createdAt}>{formatDateTime(node.createdAt)}</time>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        <nav className="pager" aria-label="Pages of processes">
          <span className="pager__range">
            {first}–{last} of {connection.totalCount}
          </span>
          <Button
            size="small"
            disabled={cursors.length === 1}
            onClick={() => setCursors((c) => c.slice(0, -1))}
          >
            Previous page
          </Button>
          <Button
            size="small"
            disabled={!connection.pageInfo.hasNextPage || !connection.pageInfo.endCursor}
            onClick={() => setCursors((c) => [...c, connection.pageInfo.endCursor ?? null])}
          >
            Next page
          </Button>
        </nav>
      </Card>
    </>
  );
}
