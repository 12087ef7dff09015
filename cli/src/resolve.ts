import type { Api } from './api/client.ts';
import { RefusedError, UsageError } from './exit.ts';
import { graphql } from './gql/index.ts';

const ProjectNamesQuery = graphql(`
  query Resolve_ProjectsQuery {
    projects {
      id
      name
    }
  }
`);

const ClusterNamesQuery = graphql(`
  query Resolve_ClustersQuery($projectId: ID) {
    availableClusters(projectId: $projectId) {
      id
      name
    }
  }
`);

/** One of `items` by id, else by name (exactly, then ignoring case). */
function pick<T extends { id: string; name: string }>(items: readonly T[], wanted: string): T | undefined {
  return (
    items.find((i) => i.id === wanted) ??
    items.find((i) => i.name === wanted) ??
    items.find((i) => i.name.toLowerCase() === wanted.toLowerCase())
  );
}

/** `-p`: a project of the viewer by name or id. */
export async function resolveProject(
  api: Api,
  wanted: string | undefined,
): Promise<{ id: string; name: string }> {
  const { projects } = await api.request(ProjectNamesQuery, {});
  if (wanted === undefined) {
    if (projects.length === 1) return projects[0]!;
    throw new UsageError(
      projects.length === 0
        ? 'you are a member of no project'
        : `say which project with -p (one of: ${projects.map((p) => p.name).join(', ')})`,
    );
  }
  const found = pick(projects, wanted);
  if (!found) {
    throw new RefusedError(`no project "${wanted}" among yours (${projects.map((p) => p.name).join(', ')})`, {
      __typename: 'NotFoundError',
      message: `no project "${wanted}"`,
    });
  }
  return found;
}

/** `--cluster`: one of the clusters allowed for the project, by name or id. */
export async function resolveCluster(
  api: Api,
  projectId: string,
  wanted: string,
): Promise<{ id: string; name: string }> {
  const { availableClusters } = await api.request(ClusterNamesQuery, { projectId });
  const found = pick(availableClusters, wanted);
  if (!found) {
    throw new RefusedError(
      `no cluster "${wanted}" allowed for this project (${availableClusters.map((c) => c.name).join(', ') || 'none'})`,
      { __typename: 'ClusterNotAllowedError', message: `no cluster "${wanted}"`, clusterId: wanted },
    );
  }
  return found;
}
