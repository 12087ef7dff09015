import { useEffect, useState } from 'react';
import { useQuery } from 'urql';
import { getFragmentData, graphql } from '../../gql';
import { historyState, Link } from '../../router.tsx';
import { Alert } from '../../ui/Alert.tsx';
import { Badge } from '../../ui/Badge.tsx';
import { Card } from '../../ui/Card.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { pageState } from '../../ui/PageStates.tsx';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';
import { useLiveSubscription } from '../../useLiveSubscription.ts';
import { viewerCanRun } from '../access/access.ts';
import {
  finishedStatuses,
  flavorsInBrief,
  formatDateTime,
  personName,
  statusLabel,
  statusTone,
  summarizeResources,
} from './process-status.ts';
import { VersionPanel, VersionPanelFragment } from './VersionPanel.tsx';

/** Versions listed on the page, newest first (a process may have many: the list is a page). */
export const VERSIONS_SHOWN = 20;

export const ProcessQuery = graphql(`
  query ProcessPage_ProcessQuery($id: ID!, $first: Int!, $versionId: ID!, $withVersion: Boolean!) {
    process(id: $id) {
      id
      name
      createdAt
      createdBy {
        id
        name
        email
      }
      project {
        id
        name
        viewerRole
      }
      versions(first: $first) {
        totalCount
        edges {
          node {
            ...VersionPanel_Version
          }
        }
      }
    }
    chosen: processVersion(id: $versionId) @include(if: $withVersion) {
      ...VersionPanel_Version
    }
  }
`);

export const VersionUpdatedSubscription = graphql(`
  subscription ProcessPage_VersionUpdatedSubscription($id: ID!) {
    processVersionUpdated(id: $id) {
      ...VersionPanel_Version
    }
  }
`);

function Breadcrumb({ project }: { project?: { id: string; name: string } }) {
  return (
    <nav className="breadcrumb" aria-label="Breadcrumb">
      <Link to="/projects" activeWhen={() => false}>
        Projects
      </Link>
      <span aria-hidden="true">/</span>
      {project && (
        <>
          <Link to={`/projects/${project.id}`} activeWhen={() => false}>
            {project.name}
          </Link>
          <span aria-hidden="true">/</span>
        </>
      )}
    </nav>
  );
}

const rerunPath = (processId: string, versionId: string) =>
  `/processes/${processId}/versions/${versionId}/rerun`;

/**
 * One process: its versions (cluster, resources, status, who, when), newest first, and one version (`versionId`,
 * else the latest) followed live: status with Kueue's reason, timeline, logs, Cancel; "Re-run" opens the editor
 * pre-filled from it.
 */
export function ProcessPage({ processId, versionId }: { processId: string; versionId?: string }) {
  const [{ data, fetching, error }, reexecute] = useQuery({
    query: ProcessQuery,
    variables: {
      id: processId,
      first: VERSIONS_SHOWN,
      versionId: versionId ?? '',
      withVersion: Boolean(versionId),
    },
  });
  useDocumentTitle(data?.process?.name ?? 'Process');
  // The editor's soft-budget warning of the creation that opened this page.
  const [budgetWarning] = useState(() => {
    const warning = historyState()?.budgetWarning;
    return typeof warning === 'string' ? warning : null;
  });
  const versions = getFragmentData(
    VersionPanelFragment,
    data?.process?.versions.edges.map((e) => e.node) ?? [],
  );
  const totalVersions = data?.process?.versions.totalCount ?? versions.length;
  // The version asked for may be older than the page: then it is read on its own.
  const chosen = getFragmentData(VersionPanelFragment, data?.chosen);
  const queried =
    versions.find((v) => v.id === versionId) ??
    (chosen && chosen.id === versionId ? chosen : undefined) ??
    versions[0];
  // The selected version's status as it changes (SSE), until it finishes; resumed when its stream drops (a
  // server shutting down in a rolling update) before the final status.
  const live = useLiveSubscription({
    query: VersionUpdatedSubscription,
    variables: { id: queried?.id ?? '' },
    pause: !queried || finishedStatuses.includes(queried.status),
    isFinal: (event) => {
      const version = getFragmentData(VersionPanelFragment, event.processVersionUpdated);
      return !version || finishedStatuses.includes(version.status);
    },
  });
  const update = getFragmentData(VersionPanelFragment, live.data?.processVersionUpdated);
  const liveUpdate = update && update.id === queried?.id ? update : null;
  const liveStatus = liveUpdate?.status;
  // Once it finishes, everything else about it (logs kept, times) is read again.
  useEffect(() => {
    if (liveStatus && finishedStatuses.includes(liveStatus)) reexecute({ requestPolicy: 'network-only' });
  }, [liveStatus, reexecute]);

  const process = data?.process;
  const state = pageState(
    {
      error,
      fetching,
      loaded: Boolean(data),
      found: Boolean(process),
      retry: () => reexecute({ requestPolicy: 'network-only' }),
    },
    {
      nav: <Breadcrumb />,
      errorTitle: 'This process could not be loaded',
      loadingLabel: 'Loading process…',
      notFoundTitle: 'Process not found',
      notFound: 'It does not exist, or you are not a member of its project.',
    },
  );
  if (state || !process) return state;

  const selected = queried && liveUpdate ? { ...queried, ...liveUpdate } : queried;
  const following = Boolean(
    queried && !finishedStatuses.includes(queried.status) && !live.error && !live.reconnecting && live.data,
  );
  const canRun = viewerCanRun(process.project);
  return (
    <>
      <Breadcrumb project={process.project} />
      <PageHeader
        title={process.name}
        description={`Created by ${personName(process.createdBy)} on ${formatDateTime(process.createdAt)}`}
        actions={
          selected &&
          canRun && (
            <Link className="button button--primary" to={rerunPath(process.id, selected.id)}>
              Re-run version {selected.version}
            </Link>
          )
        }
      />
      {budgetWarning && (
        <div className="page-section">
          <Alert tone="warning">
            <span>
              <strong>Created over the project’s soft budget.</strong> {budgetWarning}
            </span>
          </Alert>
        </div>
      )}
      {selected && (
        <VersionPanel version={selected} live={following} liveError={live.error} canCancel={canRun} />
      )}
      <section aria-labelledby="versions-heading" className="page-section">
        <h2 className="section-title" id="versions-heading">
          Versions <span className="section-title__count">{totalVersions}</span>
        </h2>
        {totalVersions > versions.length && (
          <p className="muted">
            The newest {versions.length} of {totalVersions} versions.
          </p>
        )}
        <Card className="table-card">
          <div className="table-scroll">
            <table className="table table--stacked">
              <thead>
                <tr>
                  <th scope="col">Version</th>
                  <th scope="col">Status</th>
                  <th scope="col">Cluster</th>
                  <th scope="col">Resources</th>
                  <th scope="col">Flavors</th>
                  <th scope="col">Created by</th>
                  <th scope="col">Created</th>
                  {canRun && (
                    <th scope="col">
                      <span className="visually-hidden">Actions</span>
                    </th>
                  )}
                </tr>
              </thead>
              <tbody>
                {versions.map((queriedVersion) => {
                  const v = queriedVersion.id === selected?.id ? selected : queriedVersion;
                  return (
                    <tr key={v.id} aria-current={v.id === selected?.id ? 'true' : undefined}>
                      <td>
                        <Link
                          className="table__link table__primary"
                          to={`/processes/${process.id}/versions/${v.id}`}
                        >
                          Version {v.version}
                        </Link>
                      </td>
                      <td>
                        <Badge tone={statusTone[v.status]}>{statusLabel[v.status]}</Badge>
                      </td>
                      <td>{v.cluster.name}</td>
                      <td>
                        {summarizeResources(v.resources)}
                        {v.tasks &&
                          (v.tasks.gang
                            ? ` × gang of ${v.tasks.count.toLocaleString('en')}`
                            : ` × ${v.tasks.count.toLocaleString('en')} tasks`)}
                      </td>
                      <td>{flavorsInBrief(v.assignedFlavors, v.resources.flavor) ?? '—'}</td>
                      <td>{personName(v.createdBy)}</td>
                      <td className="nowrap">
                        <time dateTime={v.createdAt}>{formatDateTime(v.createdAt)}</time>
                      </td>
                      {canRun && (
                        <td>
                          <Link
                            className="button button--ghost button--small"
                            to={rerunPath(process.id, v.id)}
                            aria-label={`Re-run version ${v.version}`}
                          >
                            Re-run
                          </Link>
                        </td>
                      )}
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        </Card>
      </section>
    </>
  );
}
