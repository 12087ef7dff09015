import type { Context } from '../context.ts';
import { EXIT } from '../exit.ts';
import { graphql } from '../gql/index.ts';
import { renderTable } from '../output/table.ts';

const ProjectsQuery = graphql(`
  query Projects_ProjectsQuery {
    projects {
      id
      name
      description
      viewerRole
      memberCount
      createdAt
      statusCounts {
        queued
        running
        succeeded
        failed
        cancelled
      }
      budget {
        unit
        limit
        used
        remaining
        hard
      }
    }
  }
`);

/** `kb projects`: the viewer's projects, their role and what runs in them. */
export async function projects(ctx: Context): Promise<number> {
  const api = await ctx.api();
  const { projects } = await api.request(ProjectsQuery, {});
  ctx.print(projects, () =>
    renderTable(projects, [
      { header: 'name', value: (p) => p.name, flexible: true },
      { header: 'id', value: (p) => p.id },
      { header: 'role', value: (p) => p.viewerRole },
      { header: 'queued', value: (p) => String(p.statusCounts.queued), right: true },
      { header: 'running', value: (p) => String(p.statusCounts.running), right: true },
      { header: 'failed', value: (p) => String(p.statusCounts.failed), right: true },
    ]),
  );
  return EXIT.OK;
}
