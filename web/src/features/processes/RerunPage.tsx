import { useMemo } from 'react';
import { useQuery } from 'urql';
import { graphql } from '../../gql';
import { Link } from '../../router.tsx';
import { Card } from '../../ui/Card.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { pageState } from '../../ui/PageStates.tsx';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';
import { viewerCanRun } from '../access/access.ts';
import { ProcessEditor } from './ProcessEditor.tsx';
import { formOfVersion, type RerunSource, requestOfVersion } from './process-form.ts';

export const RerunVersionQuery = graphql(`
  query RerunPage_VersionQuery($id: ID!) {
    processVersion(id: $id) {
      id
      version
      image
      command
      args
      env {
        name
        value
        secret
      }
      mounts {
        volume
        path
        readOnly
      }
      tasks {
        count
        parallelism
        gang
      }
      resources {
        cpuCores
        memoryBytes
        deadlineSeconds
        extended {
          name
          quantity
          amount
        }
        flavor
        priorityClass
      }
      cluster {
        id
        name
      }
      process {
        id
        name
        project {
          id
          name
          viewerRole
        }
      }
    }
  }
`);

/** "Re-run": the editor pre-filled from one version, the cluster switchable; it creates the next version. */
export function RerunPage({ processId, versionId }: { processId: string; versionId: string }) {
  const [{ data, fetching, error }, reexecute] = useQuery({
    query: RerunVersionQuery,
    variables: { id: versionId },
    requestPolicy: 'network-only',
  });
  const version = data?.processVersion;
  useDocumentTitle(version ? `Re-run ${version.process.name}` : 'Re-run');
  const source = useMemo<RerunSource | null>(
    () =>
      version
        ? {
            versionId: version.id,
            version: version.version,
            processName: version.process.name,
            clusterId: version.cluster.id,
            clusterName: version.cluster.name,
            form: formOfVersion({ ...version, name: version.process.name }),
            request: requestOfVersion(version.resources),
            tasks: version.tasks ?? null,
          }
        : null,
    [version],
  );

  const breadcrumb = (
    <nav className="breadcrumb" aria-label="Breadcrumb">
      <Link to="/projects" activeWhen={() => false}>
        Projects
      </Link>
      <span aria-hidden="true">/</span>
      {version && (
        <>
          <Link to={`/projects/${version.process.project.id}`} activeWhen={() => false}>
            {version.process.project.name}
          </Link>
          <span aria-hidden="true">/</span>
        </>
      )}
      <Link to={`/processes/${processId}`} activeWhen={() => false}>
        {version?.process.name ?? 'Process'}
      </Link>
      <span aria-hidden="true">/</span>
    </nav>
  );

  const state = pageState(
    {
      error,
      fetching,
      loaded: Boolean(data),
      found: Boolean(version && source && version.process.id === processId),
      retry: () => reexecute({ requestPolicy: 'network-only' }),
    },
    {
      nav: breadcrumb,
      errorTitle: 'This version could not be loaded',
      loadingLabel: 'Loading the version to re-run…',
      notFoundTitle: 'Version not found',
      notFound: 'It does not exist, or you are not a member of its project.',
    },
  );
  if (state || !version || !source) return state;
  return (
    <>
      {breadcrumb}
      <PageHeader
        title={`Re-run ${version.process.name}`}
        description={`Starts from version ${version.version} (on ${version.cluster.name}); change what you need, the cluster included.`}
      />
      <Card className="run-panel">
        <ProcessEditor
          key={version.id}
          projectId={version.process.project.id}
          rerun={source}
          disabledReason={
            viewerCanRun(version.process.project) ? null : 'Viewers of a project cannot run processes.'
          }
        />
      </Card>
    </>
  );
}
