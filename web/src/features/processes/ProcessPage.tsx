import { useQuery } from 'urql';
import { describeError } from '../../client.ts';
import { graphql } from '../../gql';
import type { ProcessPage_ProcessQueryQuery } from '../../gql/graphql';
import { Link } from '../../router.tsx';
import { Badge } from '../../ui/Badge.tsx';
import { Button } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../ui/States.tsx';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';
import { formatBytes, formatCores, formatDuration } from '../clusters/resources.ts';
import { formatDateTime, personName, statusLabel, statusTone, summarizeResources } from './process-status.ts';

export const ProcessQuery = graphql(`
  query ProcessPage_ProcessQuery($id: ID!) {
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
      versions {
        id
        version
        status
        createdAt
        createdBy {
          id
          name
          email
        }
        cluster {
          id
          name
        }
        image
        command
        args
        env {
          name
          value
        }
        resources {
          cpu
          memory
          cpuCores
          memoryBytes
          deadlineSeconds
        }
        checkedLimits {
          source
          flavor
          maxCpuCores
          maxMemoryBytes
          maxRuntimeSeconds
          checkedAt
        }
      }
    }
  }
`);

type Process = NonNullable<ProcessPage_ProcessQueryQuery['process']>;
type Version = Process['versions'][number];

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
 * One process: its versions (cluster, resources, status, who, when), newest first, and the details of one
 * version (`versionId`, else the latest) with "Re-run", which opens the editor pre-filled from it.
 */
export function ProcessPage({ processId, versionId }: { processId: string; versionId?: string }) {
  const [{ data, fetching, error }, reexecute] = useQuery({
    query: ProcessQuery,
    variables: { id: processId },
  });
  useDocumentTitle(data?.process?.name ?? 'Process');

  if (error && !data) {
    return (
      <>
        <Breadcrumb />
        <Card>
          <ErrorState
            title="This process could not be loaded"
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
        <Breadcrumb />
        <Card>
          <LoadingState label="Loading process…" />
        </Card>
      </>
    );
  }
  const process = data.process;
  if (!process) {
    return (
      <>
        <Breadcrumb />
        <Card>
          <EmptyState title="Process not found">
            It does not exist, or you are not a member of its project.
          </EmptyState>
        </Card>
      </>
    );
  }

  const selected = process.versions.find((v) => v.id === versionId) ?? process.versions[0];
  const canRun = process.project.viewerRole !== 'VIEWER';
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
      {selected && <VersionDetails processId={process.id} version={selected} />}
      <section aria-labelledby="versions-heading" className="page-section">
        <h2 className="section-title" id="versions-heading">
          Versions <span className="section-title__count">{process.versions.length}</span>
        </h2>
        <Card className="table-card">
          <div className="table-scroll">
            <table className="table">
              <thead>
                <tr>
                  <th scope="col">Version</th>
                  <th scope="col">Status</th>
                  <th scope="col">Cluster</th>
                  <th scope="col">Resources</th>
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
                {process.versions.map((v) => (
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
                    <td className="nowrap">{summarizeResources(v.resources)}</td>
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
                ))}
              </tbody>
            </table>
          </div>
        </Card>
      </section>
    </>
  );
}

function VersionDetails({ version }: { processId: string; version: Version }) {
  const limits = version.checkedLimits;
  return (
    <section aria-labelledby="version-heading" className="page-section">
      <h2 className="section-title" id="version-heading">
        Version {version.version}{' '}
        <Badge tone={statusTone[version.status]}>{statusLabel[version.status]}</Badge>
      </h2>
      <Card padded>
        <dl className="details">
          <div>
            <dt>Cluster</dt>
            <dd>
              {version.cluster.name}
              {limits.flavor && <span className="muted"> · flavor {limits.flavor}</span>}
            </dd>
          </div>
          <div>
            <dt>Resources</dt>
            <dd>
              {summarizeResources(version.resources)}{' '}
              <span className="muted">
                ({version.resources.cpu} CPU, {version.resources.memory})
              </span>
            </dd>
          </div>
          <div>
            <dt>Image</dt>
            <dd>
              <code>{version.image}</code>
            </dd>
          </div>
          <div>
            <dt>Command</dt>
            <dd>
              {version.command.length || version.args.length ? (
                <code className="details__argv">
                  {[...version.command, ...version.args].map(shellWord).join(' ')}
                </code>
              ) : (
                <span className="muted">The image’s default</span>
              )}
            </dd>
          </div>
          <div>
            <dt>Environment</dt>
            <dd>
              {version.env.length ? (
                <ul className="details__env">
                  {version.env.map((e) => (
                    <li key={e.name}>
                      <code>
                        {e.name}={e.value}
                      </code>
                    </li>
                  ))}
                </ul>
              ) : (
                <span className="muted">None</span>
              )}
            </dd>
          </div>
          <div>
            <dt>Checked against</dt>
            <dd>
              {limits.source === 'FALLBACK' ? 'Fallback limits' : 'Kueue limits'}:{' '}
              {formatCores(Math.round(limits.maxCpuCores * 1000))}, {formatBytes(limits.maxMemoryBytes)},{' '}
              {limits.maxRuntimeSeconds == null
                ? 'no time limit'
                : `max ${formatDuration(limits.maxRuntimeSeconds)}`}{' '}
              <span className="muted">at {formatDateTime(limits.checkedAt)}</span>
            </dd>
          </div>
          <div>
            <dt>Created</dt>
            <dd>
              {personName(version.createdBy)}, {formatDateTime(version.createdAt)}
            </dd>
          </div>
        </dl>
      </Card>
    </section>
  );
}

/** An argv element as a shell would need it quoted, so the command reads as one line. */
function shellWord(word: string): string {
  return /^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replaceAll("'", `'\\''`)}'`;
}
