import type { Context } from '../context.ts';
import { formatDuration } from '../duration.ts';
import { EXIT } from '../exit.ts';
import { graphql } from '../gql/index.ts';
import { paint } from '../output/iostreams.ts';
import { type Column, renderTable } from '../output/table.ts';
import { hasRequests, parseMounts, type RequestFlags, requestsFrom, tasksFrom } from '../requests.ts';
import { resolveProject } from '../resolve.ts';

const ClustersQuery = graphql(`
  query Clusters_AvailableClustersQuery(
    $projectId: ID
    $requests: ResourceRequestsInput
    $tasks: TasksInput
    $mounts: [MountInput!]
  ) {
    availableClusters(projectId: $projectId, requests: $requests, tasks: $tasks, mounts: $mounts) {
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
      volumes {
        name
        description
        readOnly
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

/** A cluster's data volumes on one line: `datasets(ro) results`. */
export const volumesText = (volumes: readonly { name: string; readOnly: boolean }[]) =>
  volumes.map((v) => `${v.name}${v.readOnly ? '(ro)' : ''}`).join(' ');

const round = (n: number) => String(Math.round(n * 100) / 100);
/** Three significant digits: 0.00412, 1.25, 130. */
const money = (n: number) => String(Number(n.toPrecision(3)));

/** `kb clusters`: the clusters allowed for a project, with fit, limits, start estimate and cost of a request. */
export async function clusters(ctx: Context, flags: RequestFlags & { project?: string }): Promise<number> {
  const requests = requestsFrom(flags);
  const tasks = tasksFrom(flags);
  const mounts = flags.mount?.length ? parseMounts(flags.mount) : null;
  const api = await ctx.api();
  const project = await resolveProject(api, flags.project);
  const asked = hasRequests(requests) || tasks !== undefined || mounts !== null;
  const { availableClusters } = await api.request(ClustersQuery, {
    projectId: project.id,
    requests: asked ? requests : null,
    tasks: tasks ?? null,
    mounts,
  });
  type Row = (typeof availableClusters)[number];
  const name = (c: Row) =>
    c.health.status === 'REACHABLE'
      ? c.name
      : `${c.name} ${paint(ctx.io, 'red', `(${c.health.status.toLowerCase()})`)}`;
  // A VOLUMES column only when some cluster has volumes (the table stays as it was without them).
  const withVolumes = availableClusters.some((c) => c.volumes.length > 0);
  const volumes: Column<Row>[] = withVolumes
    ? [{ header: 'volumes', value: (c) => volumesText(c.volumes) || '-' }]
    : [];
  const limits = (c: Row) =>
    `${limitsText(c.limits)}${c.limits.maxRuntimeSeconds ? ` ${formatDuration(c.limits.maxRuntimeSeconds)}` : ''}`;
  ctx.print(availableClusters, () =>
    asked
      ? renderTable(availableClusters, [
          { header: 'name', value: name },
          {
            header: 'fits',
            value: (c) => (c.fitsRequest ? paint(ctx.io, 'green', 'yes') : paint(ctx.io, 'red', 'no')),
          },
          { header: 'limits', value: limits },
          { header: 'start', flexible: true, value: (c) => c.startEstimate?.message ?? '-' },
          {
            header: 'cost/h',
            right: true,
            value: (c) =>
              c.costEstimate ? `${money(c.costEstimate.perHour)} ${c.costEstimate.currency}` : '-',
          },
          ...volumes,
        ])
      : renderTable(availableClusters, [
          { header: 'name', value: name },
          { header: 'limits', value: limits },
          {
            header: 'queue',
            value: (c) =>
              c.queue ? `${c.queue.admittedWorkloads} run, ${c.queue.pendingWorkloads} wait` : '-',
          },
          ...volumes,
          { header: 'description', flexible: true, value: (c) => c.description ?? '' },
        ]),
  );
  return EXIT.OK;
}
