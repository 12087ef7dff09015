import { builder } from './builder.ts';
import { ClusterRef } from './cluster.ts';

/** One eviction as the monitor stores it (`ProcessVersion.evictions` JSON, from the Workload's conditions). */
interface EvictionData {
  at: string;
  clusterId: string;
  reason: string;
  message: string;
}

const EvictionRef = builder.objectRef<EvictionData>('Eviction').implement({
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

const isEviction = (e: unknown): e is EvictionData => {
  const o = e as Partial<EvictionData> | null;
  return !!o && typeof o.at === 'string' && typeof o.clusterId === 'string' && typeof o.reason === 'string';
};

builder.prismaObjectFields('ProcessVersion', (t) => ({
  evictions: t.field({
    type: [EvictionRef],
    description: 'Every eviction Kueue reported for this version, oldest first (preemptions included).',
    select: { evictions: true },
    resolve: (v) =>
      ((Array.isArray(v.evictions) ? v.evictions : []) as unknown[])
        .filter(isEviction)
        .map((e) => ({ ...e, message: typeof e.message === 'string' ? e.message : '' })),
  }),
}));
