import type { Context } from '../context.ts';
import { formatDuration } from '../duration.ts';
import { EXIT } from '../exit.ts';
import { graphql } from '../gql/index.ts';
import { paint } from '../output/iostreams.ts';
import { renderTable } from '../output/table.ts';
import { hasRequests, type RequestFlags, requestsFrom } from '../requests.ts';
import { resolveProject } from '../resolve.ts';

const ClustersQuery = graphql(`
  query Clusters_AvailableClustersQuery($projectId: ID, $requests: ResourceRequestsInput) {
    availableClusters(projectId: $projectId, requests: $requests) {
      id
      name
      description
      sortOrder
      maxRuntimeSeconds
      fitsRequest
      health {
        status
        message
      }
      limits {
        source
        maxCpuCores
        maxMemoryBytes
        maxMemoryGiB
        maxRuntimeSeconds
        maxima {
          name
          quantity
          amount
        }
        priorityClasses {
          name
          value
        }
        flavors {
          name
          cpu
          memory
        }
      }
      queue {
        pendingWorkloads
        admittedWorkloads
      }
      startEstimate {
        basis
        message
        expectedWaitSeconds
        latestWaitSeconds
        expectedStartAt
        workloadsAhead
      }
      costEstimate {
        currency
        perHour
        worstCase
        expected
      }
    }
  }
`);

function limitsText(limits: {
  maxCpuCores: number;
  maxMemoryGiB: number;
  maxima: { name: string; quantity: string }[];
}) {
  const gpus = limits.maxima.filter((m) => m.name.endsWith('/gpu'));
  const gpuText = gpus.map((g) => ` ${g.quantity} gpu`).join('');
  return `${round(limits.maxCpuCores)} cpu ${round(limits.maxMemoryGiB)}Gi${gpuText}`;
}

const round = (n: number) => String(Math.round(n * 100) / 100);

/** `kb clusters`: the clusters allowed for a project, with fit, limits, start estimate and cost of a request. */
export async function clusters(ctx: Context, flags: RequestFlags & { project?: string }): Promise<number> {
  const requests = requestsFrom(flags);
  const api = await ctx.api();
  const project = await resolveProject(api, flags.project);
  const asked = hasRequests(requests);
  const { availableClusters } = await api.request(ClustersQuery, {
    projectId: project.id,
    requests: asked ? requests : null,
  });
  ctx.print(availableClusters, () =>
    renderTable(availableClusters, [
      { header: 'name', value: (c) => c.name },
      ...(asked
        ? [
            {
              header: 'fits',
              value: (c: (typeof availableClusters)[number]) =>
                c.fitsRequest ? paint(ctx.io, 'green', 'yes') : paint(ctx.io, 'red', 'no'),
            },
          ]
        : []),
      { header: 'limits', value: (c) => limitsText(c.limits) },
      {
        header: 'runtime',
        value: (c) => (c.limits.maxRuntimeSeconds ? formatDuration(c.limits.maxRuntimeSeconds) : '-'),
      },
      {
        header: 'health',
        value: (c) => (c.health.status === 'REACHABLE' ? 'ok' : c.health.status.toLowerCase()),
      },
      ...(asked
        ? [
            {
              header: 'start',
              flexible: true,
              value: (c: (typeof availableClusters)[number]) => c.startEstimate?.message ?? '-',
            },
            {
              header: 'cost/h',
              right: true,
              value: (c: (typeof availableClusters)[number]) =>
                c.costEstimate ? `${round(c.costEstimate.perHour)} ${c.costEstimate.currency}` : '-',
            },
          ]
        : [{ header: 'id', value: (c: (typeof availableClusters)[number]) => c.id }]),
    ]),
  );
  return EXIT.OK;
}
