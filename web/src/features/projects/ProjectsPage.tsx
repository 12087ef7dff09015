import { useQuery } from 'urql';
import { graphql } from '../../gql';
import { Link } from '../../router.tsx';
import { Badge } from '../../ui/Badge.tsx';
import { Button } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import { RefreshIcon } from '../../ui/icons.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { pageState } from '../../ui/PageStates.tsx';
import { Skeleton } from '../../ui/States.tsx';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';
import { NewProject } from './NewProject.tsx';
import { ProjectStatusCounts } from './ProjectStatusCounts.tsx';
import { formatDate, roleLabel, roleTone } from './project-roles.ts';

export const ProjectsPageQuery = graphql(`
  query ProjectsPage_ProjectsQuery {
    projects {
      id
      name
      description
      viewerRole
      memberCount
      statusCounts { running queued failed succeeded cancelled }
      createdAt
    }
  }
`);

export function ProjectsPage() {
  useDocumentTitle('Projects');
  const [{ data, fetching, error }, reexecute] = useQuery({ query: ProjectsPageQuery });
  const refresh = () => reexecute({ requestPolicy: 'network-only' });

  const header = (
    <PageHeader
      title="Projects"
      description="The projects you are a member of."
      actions={
        data && (
          <>
            <NewProject />
            <Button size="small" onClick={refresh} busy={fetching}>
              {!fetching && <RefreshIcon />}
              Refresh
            </Button>
          </>
        )
      }
    />
  );

  const state = pageState(
    { error, fetching, loaded: Boolean(data), found: Boolean(data?.projects.length), retry: refresh },
    {
      nav: header,
      errorTitle: 'Projects could not be loaded',
      loadingLabel: 'Loading projects…',
      loading: <ProjectsTableSkeleton />,
      notFoundTitle: 'No projects yet',
      notFound: (
        <>
          This list shows only the projects you are a member of, and you are in none yet. An owner of a
          project or an administrator can add you (the demo project “Demo” belongs to admin@example.com):{' '}
          <code>pnpm admin project:member --project NAME --email YOUR_EMAIL --role MEMBER</code>.
        </>
      ),
    },
  );
  if (state || !data) return state;

  return (
    <>
      {header}
      <Card className="table-card">
        <table className="table">
          <caption className="visually-hidden">Projects</caption>
          <thead>
            <tr>
              <th scope="col">Project</th>
              <th scope="col">Processes</th>
              <th scope="col">Your role</th>
              <th scope="col" className="table__numeric hide-narrow">
                Members
              </th>
              <th scope="col" className="hide-narrow">
                Created
              </th>
            </tr>
          </thead>
          <tbody>
            {data.projects.map((project) => (
              <tr key={project.id}>
                <td>
                  <Link
                    to={`/projects/${encodeURIComponent(project.id)}`}
                    className="table__primary table__link"
                  >
                    {project.name}
                  </Link>
                  {project.description && <div className="table__secondary">{project.description}</div>}
                </td>
                <td>
                  <ProjectStatusCounts counts={project.statusCounts} />
                </td>
                <td>
                  <Badge tone={roleTone[project.viewerRole]}>{roleLabel[project.viewerRole]}</Badge>
                </td>
                <td className="table__numeric hide-narrow">{project.memberCount}</td>
                <td className="hide-narrow">
                  <time dateTime={project.createdAt}>{formatDate(project.createdAt)}</time>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
    </>
  );
}

function ProjectsTableSkeleton() {
  return (
    <Card className="table-card" aria-busy="true">
      <span className="visually-hidden" role="status">
        Loading projects…
      </span>
      <table className="table" aria-hidden="true">
        <tbody>
          {['a', 'b', 'c'].map((row) => (
            <tr key={row}>
              <td>
                <Skeleton width="40%" />
              </td>
              <td>
                <Skeleton width="80px" />
              </td>
              <td>
                <Skeleton width="60px" />
              </td>
              <td className="hide-narrow">
                <Skeleton width="24px" />
              </td>
              <td className="hide-narrow">
                <Skeleton width="90px" />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}
