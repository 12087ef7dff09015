import { useQuery } from 'urql';
import { graphql } from '../../gql';
import { Link } from '../../router.tsx';
import { Badge } from '../../ui/Badge.tsx';
import { Card } from '../../ui/Card.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { pageState } from '../../ui/PageStates.tsx';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';
import { viewerCanManageMembers, viewerCanManageSecrets, viewerCanRun } from '../access/access.ts';
import { ProcessEditor } from '../processes/ProcessEditor.tsx';
import { ProcessList } from '../processes/ProcessList.tsx';
import { BudgetBar } from '../usage/BudgetBar.tsx';
import { WaitsReport } from '../waits/WaitsReport.tsx';
import { ProjectMembers } from './ProjectMembers.tsx';
import { ProjectSecrets } from './ProjectSecrets.tsx';
import { formatDate, roleLabel, roleTone } from './project-roles.ts';

export const ProjectPageQuery = graphql(`
  query ProjectPage_ProjectQuery($id: ID!) {
    project(id: $id) {
      id
      name
      description
      viewerRole
      viewerCanManage
      createdAt
      secrets {
        name
        updatedAt
        updatedBy {
          email
          name
        }
      }
      members {
        role
        user {
          id
          email
          name
        }
      }
    }
  }
`);

function BackToProjects() {
  return (
    <nav className="breadcrumb" aria-label="Breadcrumb">
      <Link to="/projects" activeWhen={() => false}>
        Projects
      </Link>
      <span aria-hidden="true">/</span>
    </nav>
  );
}

export function ProjectPage({ projectId }: { projectId: string }) {
  const [{ data, fetching, error }, reexecute] = useQuery({
    query: ProjectPageQuery,
    variables: { id: projectId },
  });
  useDocumentTitle(data?.project?.name ?? 'Project');

  const project = data?.project;
  const state = pageState(
    {
      error,
      fetching,
      loaded: Boolean(data),
      found: Boolean(project),
      retry: () => reexecute({ requestPolicy: 'network-only' }),
    },
    {
      nav: <BackToProjects />,
      errorTitle: 'This project could not be loaded',
      loadingLabel: 'Loading project…',
      notFoundTitle: 'Project not found',
      notFound: 'It does not exist, or you are not one of its members.',
      headingLevel: 1,
    },
  );
  if (state || !project) return state;

  return (
    <>
      <BackToProjects />
      <PageHeader
        title={project.name}
        description={project.description ?? `Created ${formatDate(project.createdAt)}`}
        actions={
          <Badge tone={roleTone[project.viewerRole]}>Your role: {roleLabel[project.viewerRole]}</Badge>
        }
      />
      <nav className="section-tabs" aria-label="On this page">
        <a href="#run-heading">Run a process</a>
        <a href="#processes-heading">Processes</a>
        <a href="#waits-heading">Waits</a>
        <a href="#secrets-heading">Secrets</a>
        <a href="#members-heading">Members</a>
        <Link to={`/projects/${encodeURIComponent(project.id)}/usage`} activeWhen={() => false}>
          Usage and cost
        </Link>
      </nav>
      <BudgetBar projectId={project.id} />
      <section aria-labelledby="run-heading" className="page-section">
        <h2 className="section-title" id="run-heading">
          Run a process
        </h2>
        {!viewerCanRun(project) ? (
          <Card padded>
            <p className="muted">
              Viewers of a project cannot create processes. You can follow its processes and their logs below;
              ask an owner of the project to make you a member to run your own.
            </p>
          </Card>
        ) : (
          <Card className="run-panel">
            <ProcessEditor projectId={project.id} />
          </Card>
        )}
      </section>
      <section aria-labelledby="processes-heading" className="page-section">
        <h2 className="section-title" id="processes-heading">
          Processes
        </h2>
        <ProcessList projectId={project.id} members={project.members} />
      </section>
      <section aria-labelledby="waits-heading" className="page-section">
        <h2 className="section-title" id="waits-heading">
          How long jobs waited
        </h2>
        <WaitsReport projectId={project.id} />
      </section>
      <ProjectSecrets
        projectId={project.id}
        secrets={project.secrets}
        canManage={viewerCanManageSecrets(project)}
        onChanged={() => reexecute({ requestPolicy: 'network-only' })}
      />
      <ProjectMembers
        projectId={project.id}
        members={project.members}
        canManage={viewerCanManageMembers(project)}
        onChanged={() => reexecute({ requestPolicy: 'network-only' })}
      />
    </>
  );
}
