import type { StartEstimate as StartEstimateData } from '@kueue-batch/rules';
import { estimateForCluster } from '../services/start-estimates.ts';
import { builder } from './builder.ts';
import { ClusterRef } from './cluster.ts';

export const EstimateBasisEnum = builder.enumType('EstimateBasis', {
  description:
    'What a start estimate rests on. NOW: fits the free quota at once; QUEUE: a replay of the queue; UNKNOWN: the cluster hides what the estimate needs (see message); NEVER: cannot ever fit.',
  values: ['NOW', 'QUEUE', 'UNKNOWN', 'NEVER'] as const,
});

/** The clusters' time (the simulator's in tests). */
export const nowMs = (ctx: { services: { now?: () => Date } }) =>
  (ctx.services.now?.() ?? new Date()).getTime();

const at = (ms: number | null) => (ms === null ? null : new Date(ms));

export const StartEstimateRef = builder.objectRef<StartEstimateData>('StartEstimate').implement({
  description:
    'When a workload would start on a cluster: expectedStartAt from predicted runtimes (history), latestStartAt a bound with every known workload running to its deadline — it holds unless a higher-priority workload arrives, a workload is preempted or quota shrinks.',
  fields: (t) => ({
    basis: t.field({ type: EstimateBasisEnum, resolve: (e) => e.basis }),
    expectedStartAt: t.field({ type: 'DateTime', nullable: true, resolve: (e) => at(e.expectedStartAtMs) }),
    latestStartAt: t.field({ type: 'DateTime', nullable: true, resolve: (e) => at(e.latestStartAtMs) }),
    expectedWaitSeconds: t.int({ nullable: true, resolve: (e) => e.expectedWaitSeconds }),
    latestWaitSeconds: t.int({ nullable: true, resolve: (e) => e.latestWaitSeconds }),
    workloadsAhead: t.int({ nullable: true, resolve: (e) => e.workloadsAhead }),
    message: t.string({
      description:
        'One line: "starts now", "about 12 min, at the latest 40 min, 3 ahead", "cannot start: …", "unknown: …".',
      resolve: (e) => e.message,
    }),
    computedAt: t.field({ type: 'DateTime', resolve: (e) => new Date(e.computedAtMs) }),
  }),
});

builder.objectField(ClusterRef, 'startEstimate', (t) =>
  t.field({
    type: StartEstimateRef,
    nullable: true,
    description:
      'With `requests` given to availableClusters: when a process with them would start here. Null otherwise.',
    resolve: async (e, _args, ctx) => {
      if (!e.requests) return null;
      const [status, reading] = await Promise.all([
        ctx.clusterStatus(e.cluster),
        ctx.queueReading(e.cluster),
      ]);
      return estimateForCluster(reading, e.cluster, status.limits, e.requests, nowMs(ctx));
    },
  }),
);
