import type { Context } from '../context.ts';
import { EXIT } from '../exit.ts';
import { graphql } from '../gql/index.ts';
import { paint, statusColour } from '../output/iostreams.ts';
import { renderTable } from '../output/table.ts';
import { resolveProject } from '../resolve.ts';

const ProcessesQuery = graphql(`
  query Ls_ProcessesQuery($projectId: ID!, $first: Int!) {
    project(id: $projectId) {
      id
      name
      processes(first: $first) {
        totalCount
        edges {
          node {
            id
            name
            createdAt
            latestVersion {
              id
              version
              status
              exitCode
              createdAt
              startedAt
              finishedAt
              cluster {
                id
                name
              }
            }
          }
        }
      }
    }
  }
`);

/** `kb ls`: a project's processes, newest first, each with its latest version. */
export async function ls(ctx: Context, flags: { project?: string; limit?: string }): Promise<number> {
  const api = await ctx.api();
  const project = await resolveProject(api, flags.project);
  const first = Math.min(100, Math.max(1, Number(flags.limit ?? 20) || 20));
  const { project: found } = await api.request(ProcessesQuery, { projectId: project.id, first });
  const processes = found?.processes.edges.map((e) => e.node) ?? [];
  ctx.print(processes, () => {
    const table = renderTable(processes, [
      { header: 'version id', value: (p) => p.latestVersion?.id ?? '-', keep: true },
      {
        header: 'name',
        value: (p) => (p.latestVersion ? `${p.name} v${p.latestVersion.version}` : p.name),
        flexible: true,
      },
      {
        header: 'status',
        value: (p) =>
          p.latestVersion ? paint(ctx.io, statusColour(p.latestVersion.status), p.latestVersion.status) : '-',
      },
      { header: 'exit', value: (p) => String(p.latestVersion?.exitCode ?? ''), right: true },
      { header: 'cluster', value: (p) => p.latestVersion?.cluster.name ?? '' },
    ]);
    const total = found?.processes.totalCount ?? 0;
    return total > processes.length
      ? `${table}(${processes.length} of ${total}; --limit N for more)\n`
      : table;
  });
  return EXIT.OK;
}
