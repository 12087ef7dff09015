import type { AttemptOutcome } from '../generated/prisma/client.ts';
import { type AttemptView, attemptsOf } from '../services/failover/attempts.ts';
import { failoverPolicyOf, MAX_ATTEMPTS_LIMIT } from '../services/failover/policy.ts';
import { builder } from './builder.ts';
import { ClusterRef } from './cluster.ts';

/** Failover (ARCHITECTURE §17): the input, the policy a version carries, and its attempts. */

export const FailoverInput = builder.inputType('FailoverInput', {
  description:
    'Failover: when the cluster fails an attempt (preempted there, or the cluster lost), the next attempt runs on another allowed cluster (placed by earliest start, limits checked again).',
  fields: (t) => ({
    onPreemption: t.boolean({
      required: true,
      defaultValue: true,
      description:
        'Move when its Workload is preempted and another allowed cluster would start it earlier than its own.',
    }),
    onClusterLost: t.boolean({
      required: true,
      defaultValue: true,
      description:
        'Move when its cluster does not answer for CLUSTER_LOST_AFTER_SECONDS (default 300) or is retired while it is unfinished.',
    }),
    maxAttempts: t.int({
      required: true,
      defaultValue: 3,
      description: `Attempts in all, the first included (1 to ${MAX_ATTEMPTS_LIMIT}).`,
    }),
  }),
});

const FailoverPolicyRef = builder
  .objectRef<{ onPreemption: boolean; onClusterLost: boolean; maxAttempts: number }>('FailoverPolicy')
  .implement({
    fields: (t) => ({
      onPreemption: t.exposeBoolean('onPreemption'),
      onClusterLost: t.exposeBoolean('onClusterLost'),
      maxAttempts: t.exposeInt('maxAttempts'),
    }),
  });

const AttemptOutcomeEnum = builder.enumType('AttemptOutcome', {
  values: {
    ACTIVE: { description: 'The current attempt, not finished.' },
    SUCCEEDED: {},
    FAILED: { description: 'It failed (or was lost with failover off, or no cluster took it).' },
    CANCELLED: {},
    PREEMPTED: {
      description: 'Preempted on its cluster; the next attempt went where it would start earlier.',
    },
    CLUSTER_LOST: {
      description: 'Its cluster did not answer (or was retired); the next attempt went elsewhere.',
    },
  } as const satisfies Record<AttemptOutcome, { description?: string }>,
});

const AttemptRef = builder.objectRef<AttemptView>('Attempt').implement({
  description: 'One attempt of a version on one cluster (a version has more than one only after a failover).',
  fields: (t) => ({
    number: t.exposeInt('number'),
    cluster: t.field({
      type: ClusterRef,
      resolve: async (a, _args, ctx) => ({
        cluster: await ctx.prisma.cluster.findUniqueOrThrow({ where: { id: a.clusterId } }),
        requests: null,
      }),
    }),
    createdAt: t.field({ type: 'DateTime', resolve: (a) => a.createdAt }),
    startedAt: t.field({ type: 'DateTime', nullable: true, resolve: (a) => a.startedAt }),
    endedAt: t.field({ type: 'DateTime', nullable: true, resolve: (a) => a.endedAt }),
    outcome: t.field({ type: AttemptOutcomeEnum, resolve: (a) => a.outcome }),
    reason: t.string({ nullable: true, resolve: (a) => a.reason }),
    jobDeletedAt: t.field({
      type: 'DateTime',
      nullable: true,
      description:
        'An ended attempt: when its Job was confirmed gone from its cluster (null while it may still be there; always null for the current one).',
      resolve: (a) => a.jobDeletedAt,
    }),
    logs: t.string({
      nullable: true,
      description:
        'An ended attempt: the logs kept of it when its Job was deleted (the current one: see `logs`).',
      resolve: (a) => a.log,
    }),
  }),
});

builder.prismaObjectFields('ProcessVersion', (t) => ({
  failover: t.field({
    type: FailoverPolicyRef,
    nullable: true,
    description: 'The failover policy asked for (null: off; the version stays on its cluster).',
    select: { failover: true },
    resolve: (v) => failoverPolicyOf(v.failover),
  }),
  attempts: t.field({
    type: [AttemptRef],
    description: 'Every attempt, oldest first; the last is the current one (`cluster` and `status` are its).',
    select: {
      attempt: true,
      clusterId: true,
      createdAt: true,
      attemptCreatedAt: true,
      startedAt: true,
      finishedAt: true,
      status: true,
      statusReason: true,
      message: true,
      attempts: true,
    },
    resolve: (v) => attemptsOf(v),
  }),
}));
