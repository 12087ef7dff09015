import type { Context } from '../context.ts';
import { monthRange } from '../duration.ts';
import { EXIT } from '../exit.ts';
import type { UsageDimension } from '../gql/graphql.ts';
import { graphql } from '../gql/index.ts';
import { renderTable } from '../output/table.ts';
import { resolveProject } from '../resolve.ts';

const UsageQuery = graphql(`
  query Usage_ReportQuery($from: DateTime!, $to: DateTime!, $groupBy: [UsageDimension!]!, $projectId: ID) {
    usage(from: $from, to: $to, groupBy: $groupBy, projectId: $projectId) {
      currency
      totalCost
      rows {
        project {
          id
          name
        }
        cluster {
          id
          name
        }
        resource
        resourceSeconds
        cost
      }
    }
  }
`);

const ViewerProjectsQuery = graphql(`
  query Usage_ViewerProjectsQuery {
    viewer {
      id
      isAdmin
    }
    projects {
      id
    }
  }
`);

/** Resource-seconds in the unit people read: core-hours, GiB-hours, unit-hours. */
function amount(resource: string | null, seconds: number): string {
  const hours = seconds / 3600;
  if (resource === 'memory') return `${(hours / 1024 ** 3).toFixed(2)} GiB·h`;
  if (resource === 'cpu') return `${hours.toFixed(2)} core·h`;
  return `${hours.toFixed(2)} h`;
}

/** `kb usage`: a month's resource use and cost by project, cluster and resource. */
export async function usage(ctx: Context, flags: { project?: string; month?: string }): Promise<number> {
  const { from, to } = monthRange(flags.month);
  const api = await ctx.api();
  const groupBy: UsageDimension[] = ['PROJECT', 'CLUSTER', 'RESOURCE'];
  const read = async (projectId: string | null) =>
    (await api.request(UsageQuery, { from, to, groupBy, projectId })).usage;
  let usage: Awaited<ReturnType<typeof read>>;
  if (flags.project) {
    usage = await read((await resolveProject(api, flags.project)).id);
  } else {
    // Everything for an admin; for anyone else, each of their projects (the server reads a project's usage for
    // its members).
    const { viewer, projects } = await api.request(ViewerProjectsQuery, {});
    if (viewer.isAdmin) {
      usage = await read(null);
    } else {
      const reports = await Promise.all(projects.map((p) => read(p.id)));
      const costs = reports.map((r) => r.totalCost).filter((c): c is number => c !== null);
      usage = {
        currency: reports.find((r) => r.currency)?.currency ?? null,
        totalCost: costs.length ? costs.reduce((a, b) => a + b, 0) : null,
        rows: reports.flatMap((r) => r.rows),
      };
    }
  }
  ctx.print(usage, () => {
    const table = renderTable(usage.rows, [
      { header: 'project', value: (r) => r.project?.name ?? '', flexible: true },
      { header: 'cluster', value: (r) => r.cluster?.name ?? '' },
      { header: 'resource', value: (r) => r.resource ?? '' },
      { header: 'used', value: (r) => amount(r.resource, r.resourceSeconds), right: true },
      { header: 'cost', value: (r) => (r.cost === null ? '-' : r.cost.toFixed(2)), right: true },
    ]);
    const total =
      usage.totalCost === null ? '' : `Total: ${usage.totalCost.toFixed(2)} ${usage.currency ?? ''}\n`;
    return `${from.slice(0, 7)}\n${table}${total}`;
  });
  return EXIT.OK;
}
