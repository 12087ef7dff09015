import { type WaitReasonData, type WaitRowData, waitReport } from '../services/waits.ts';
import { builder } from './builder.ts';
import { ClusterRef } from './cluster.ts';

// The waits report (issue 39): how long a project's jobs waited to start, and why, per cluster.

const WaitReasonRef = builder.objectRef<WaitReasonData>('WaitReason').implement({
  description:
    'A reason Kueue gave while versions waited (a QUEUED step of their timeline), and in how many.',
  fields: (t) => ({
    reason: t.exposeString('reason'),
    count: t.exposeInt('count'),
  }),
});

const WaitRowRef = builder.objectRef<WaitRowData>('WaitRow').implement({
  description:
    'The versions that first started on one cluster: how many, their waits (creation to first start; median and 90th percentile, interpolated) and the commonest reasons (at most 3).',
  fields: (t) => ({
    cluster: t.field({
      type: ClusterRef,
      resolve: async (row, _args, ctx) => ({
        cluster: await ctx.prisma.cluster.findUniqueOrThrow({ where: { id: row.clusterId } }),
        requests: null,
      }),
    }),
    count: t.exposeInt('count'),
    medianSeconds: t.exposeFloat('medianSeconds'),
    p90Seconds: t.exposeFloat('p90Seconds'),
    reasons: t.field({ type: [WaitReasonRef], resolve: (row) => row.reasons }),
  }),
});

const WaitReportRef = builder.objectRef<{ rows: WaitRowData[] }>('WaitReport').implement({
  fields: (t) => ({
    rows: t.field({ type: [WaitRowRef], resolve: (r) => r.rows }),
  }),
});

builder.queryFields((t) => ({
  waits: t.field({
    type: WaitReportRef,
    description:
      'How long the project’s versions created in [from, to) waited to start, per cluster of their first start (a version counts once it started; its wait is creation to first start), with the commonest reasons from their timelines. Members of the project.',
    authScopes: { authenticated: true },
    args: {
      projectId: t.arg.id({ required: true }),
      from: t.arg({ type: 'DateTime', required: true }),
      to: t.arg({ type: 'DateTime', required: true }),
    },
    resolve: (_root, args, ctx) =>
      waitReport(ctx.prisma, ctx.viewer!, {
        projectId: String(args.projectId),
        from: args.from,
        to: args.to,
      }),
  }),
}));
