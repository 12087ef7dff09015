import type { StartEstimate as StartEstimateData } from '@kueue-batch/rules';
import type { Context } from '../context.ts';
import type { EstimateCalibration } from '../services/estimates/calibration.ts';
import {
  estimateForCluster,
  positionOfVersion,
  type QueuedVersionPosition,
  unknownEstimate,
} from '../services/estimates/estimate.ts';
import { missingVolumesWords } from '../services/volumes/placement.ts';
import { waitingReason } from '../services/waiting-reason.ts';
import { builder } from './builder.ts';
import { ClusterRef, entryLimits } from './cluster.ts';

export const EstimateBasisEnum = builder.enumType('EstimateBasis', {
  description:
    'What a start estimate rests on. NOW: fits the free quota at once; QUEUE: a replay of the queue; PREEMPTION: starts at once by evicting lower-priority workloads (preempts says how many); UNKNOWN: the cluster hides what the estimate needs (see message); NEVER: cannot ever fit.',
  values: ['NOW', 'QUEUE', 'PREEMPTION', 'UNKNOWN', 'NEVER'] as const,
});

/** The clusters' time (the simulator's in tests). */
export const nowMs = (ctx: { services: { now?: () => Date } }) =>
  (ctx.services.now?.() ?? new Date()).getTime();

export const PlacementEnum = builder.enumType('Placement', {
  description:
    'How the server chooses a cluster when clusterId is omitted. FIRST_ALLOWED (default): the first allowed cluster by sortOrder. EARLIEST_START: the allowed cluster that holds the request and whose expected start is earliest (ties: sortOrder). CHEAPEST: the allowed cluster that holds the request at the lowest price per hour whose expected start is within maxWaitSeconds (ties: sortOrder).',
  values: ['FIRST_ALLOWED', 'EARLIEST_START', 'CHEAPEST'] as const,
});

const at = (ms: number | null) => (ms === null ? null : new Date(ms));

/** An estimate with the cluster it is for (its calibration is that cluster's record). */
export type ClusterEstimate = StartEstimateData & { clusterId?: string };

const EstimateCalibrationRef = builder.objectRef<EstimateCalibration>('EstimateCalibration').implement({
  description:
    'A cluster’s record of its start estimates over the last 7 days: of the versions created there with an estimate (and started, or still waiting past their bound), the share that started within the stated bound, the median error (|expected − actual start| ÷ max(actual wait, 60 s)) and the shares within 1 and 10 minutes of the expected start. Shares are in 0..1.',
  fields: (t) => ({
    since: t.field({ type: 'DateTime', resolve: (c) => c.since }),
    samples: t.exposeInt('samples'),
    withinBound: t.exposeFloat('withinBound'),
    medianError: t.exposeFloat('medianError'),
    within1min: t.exposeFloat('within1min'),
    within10min: t.exposeFloat('within10min'),
  }),
});

export const StartEstimateRef = builder.objectRef<ClusterEstimate>('StartEstimate').implement({
  description:
    'When a workload would start on a cluster: expectedStartAt from predicted runtimes (history), latestStartAt a bound with every known workload running to its deadline — it holds unless a higher-priority workload arrives, a workload is preempted or quota shrinks.',
  fields: (t) => ({
    basis: t.field({ type: EstimateBasisEnum, resolve: (e) => e.basis }),
    expectedStartAt: t.field({ type: 'DateTime', nullable: true, resolve: (e) => at(e.expectedStartAtMs) }),
    latestStartAt: t.field({ type: 'DateTime', nullable: true, resolve: (e) => at(e.latestStartAtMs) }),
    expectedWaitSeconds: t.int({ nullable: true, resolve: (e) => e.expectedWaitSeconds }),
    latestWaitSeconds: t.int({ nullable: true, resolve: (e) => e.latestWaitSeconds }),
    workloadsAhead: t.int({ nullable: true, resolve: (e) => e.workloadsAhead }),
    preempts: t.int({
      nullable: true,
      description: 'PREEMPTION: how many running lower-priority workloads Kueue would evict to start it.',
      resolve: (e) => e.preempts ?? null,
    }),
    message: t.string({
      description:
        'One line: "starts now", "about 12 min, at the latest 40 min, 3 ahead", "cannot start: …", "unknown: …".',
      resolve: (e) => e.message,
    }),
    computedAt: t.field({ type: 'DateTime', resolve: (e) => new Date(e.computedAtMs) }),
    calibration: t.field({
      type: EstimateCalibrationRef,
      nullable: true,
      description:
        'The cluster’s record of its estimates over the last 7 days; null below 20 samples (too few to judge).',
      resolve: (e, _args, ctx) =>
        e.clusterId ? ctx.services.clusterStates.calibrations.get(e.clusterId) : null,
    }),
  }),
});

builder.objectField(ClusterRef, 'startEstimate', (t) =>
  t.field({
    type: StartEstimateRef,
    nullable: true,
    description:
      'With `requests` (or `mounts`) given to availableClusters: when a process with them would start here; NEVER, naming it, on a cluster without a mounted volume. Null otherwise.',
    resolve: async (e, _args, ctx) => {
      if (e.missingVolumes && e.missingVolumes.length > 0) {
        const reason = missingVolumesWords(e.cluster.name, e.missingVolumes);
        return {
          ...unknownEstimate(reason, nowMs(ctx)),
          basis: 'NEVER' as const,
          message: `cannot start: ${reason}`,
          clusterId: e.cluster.id,
        };
      }
      if (!e.requests) return null;
      const [limits, reading] = await Promise.all([entryLimits(e, ctx), ctx.queueReading(e.cluster)]);
      return {
        ...estimateForCluster(reading, e.cluster, limits, e.requests, nowMs(ctx)),
        clusterId: e.cluster.id,
      };
    },
  }),
);

const QueuePositionRef = builder
  .objectRef<QueuedVersionPosition & { clusterId: string }>('QueuePosition')
  .implement({
    description:
      'Where a queued version stands: Kueue’s positions (from its visibility API, from 0; null when it cannot be read) and our estimate.',
    fields: (t) => ({
      positionInClusterQueue: t.int({ nullable: true, resolve: (p) => p.positionInClusterQueue }),
      positionInLocalQueue: t.int({ nullable: true, resolve: (p) => p.positionInLocalQueue }),
      workloadsAhead: t.int({ nullable: true, resolve: (p) => p.workloadsAhead }),
      estimate: t.field({
        type: StartEstimateRef,
        nullable: true,
        resolve: (p) => ({ ...p.estimate, clusterId: p.clusterId }),
      }),
    }),
  });

type VersionForPosition = { status: string; clusterId: string; jobName: string | null };

/** The position of a queued version, once per version per request. */
async function positionOf(
  version: VersionForPosition,
  ctx: Context,
): Promise<(QueuedVersionPosition & { clusterId: string }) | null> {
  if (version.status !== 'QUEUED') return null;
  const cluster = await ctx.prisma.cluster.findUnique({ where: { id: version.clusterId } });
  if (!cluster) return null;
  const reading = await ctx.queueReading(cluster);
  if (!version.jobName) return null;
  return { ...positionOfVersion(reading, cluster, version.jobName, nowMs(ctx)), clusterId: cluster.id };
}

builder.prismaObjectFields('ProcessVersion', (t) => ({
  queuePosition: t.field({
    type: QueuePositionRef,
    nullable: true,
    description:
      'While QUEUED: Kueue’s positions and our start estimate (live over processVersionUpdated). Null otherwise.',
    select: { status: true, clusterId: true, jobName: true },
    resolve: (v, _args, ctx) => positionOf(v, ctx),
  }),
  waitingReason: t.string({
    nullable: true,
    description:
      'While QUEUED: one plain sentence from Kueue’s condition (either reason vocabulary), the workloads ahead and the expected start. Null otherwise.',
    select: {
      status: true,
      clusterId: true,
      jobName: true,
      statusReason: true,
      message: true,
      cluster: { select: { name: true } },
    },
    resolve: async (v, _args, ctx) => {
      if (v.status !== 'QUEUED') return null;
      const position = await positionOf(v, ctx).catch(() => null);
      return waitingReason({
        clusterName: v.cluster.name,
        reason: v.statusReason,
        message: v.message,
        workloadsAhead: position?.positionInClusterQueue ?? position?.workloadsAhead ?? null,
        estimate: position?.estimate ?? null,
      });
    },
  }),
}));
