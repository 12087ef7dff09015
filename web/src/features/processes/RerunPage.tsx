import { useMemo } from 'react';
import { useQuery } from 'urql';
import { describeError } from '../../client.ts';
import { graphql } from '../../gql';
import { Link } from '../../router.tsx';
import { Button } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../ui/States.tsx';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';
import { ProcessEditor, type RerunSource } from './ProcessEditor.tsx';
import { formOfVersion, requestOfVersion } from './process-form.ts';

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
      }
      resources {
        cpuCores
        memoryBytes
        deadlineSeconds
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

  if (error && !data) {
    return (
      <>
        {breadcrumb}
        <Card>
          <ErrorState
            title="This version could not be loaded"
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
      </>
    );
  }
  if (!data) {
    return (
      <>
        {breadcrumb}
        <Card>
          <LoadingState label="Loading the version to re-run…" />
        </Card>
      </>
    );
  }
  if (!version || !source || version.process.id !== processId) {
    return (
      <>
        {breadcrumb}
        <Card>
          <EmptyState title="Version not found">
            It does not exist, or you are not a member of its project.
          </EmptyState>
        </Card>
      </>
    );
  }
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
            version.process.project.viewerRole === 'VIEWER'
              ? 'Viewers of a project cannot run processes.'
              : null
          }
        />
      </Card>
    </>
  );
}
