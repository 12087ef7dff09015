import { decodeEvictions, type StoredEviction } from '../db/version-data.ts';
import { builder } from './builder.ts';
import { ClusterRef } from './cluster.ts';

const EvictionRef = builder.objectRef<StoredEviction>('Eviction').implement({
  description:
    'Kueue evicted the version’s Workload (ARCHITECTURE §16): its Job was suspended and the Workload requeued, so the version went back to QUEUED.',
  fields: (t) => ({
    at: t.field({ type: 'DateTime', resolve: (e) => new Date(e.at) }),
    cluster: t.field({
      type: ClusterRef,
      resolve: async (e, _args, ctx) => ({
        cluster: await ctx.prisma.cluster.findUniqueOrThrow({ where: { id: e.clusterId } }),
        requests: null,
      }),
    }),
    reason: t.string({
      description:
        'The `Evicted` condition’s reason, as Kueue sets it: Preempted, PodsReadyTimeout, InactiveWorkload, …',
      resolve: (e) => e.reason,
    }),
    message: t.string({
      description: 'Kueue’s message (for a preemption, the `Preempted` condition’s, naming the preemptor).',
      resolve: (e) => e.message,
    }),
  }),
});

builder.prismaObjectFields('ProcessVersion', (t) => ({
  evictions: t.field({
    type: [EvictionRef],
    description: 'Every eviction Kueue reported for this version, oldest first (preemptions included).',
    select: { evictions: true },
    resolve: (v) => decodeEvictions(v.evictions),
  }),
}));
