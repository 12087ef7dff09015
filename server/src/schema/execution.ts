import { CLUSTER_ERROR_KINDS } from '../kube/cluster-error.ts';
import { cancelProcessVersion } from '../services/execution.ts';
import { ClusterUnavailableError, VersionNotCancellableError } from '../services/execution-errors.ts';
import { builder } from './builder.ts';
import { ErrorInterface, NotFoundError } from './errors.ts';
import { ProcessStatusEnum, ProcessVersionRef } from './process.ts';

// cancelProcessVersion answers `union CancelProcessVersionResult = ProcessVersion | NotFoundError |
// VersionNotCancellableError | ClusterUnavailableError` (the errors plugin's direct result).

// Execution (issue 9): a version's life on its cluster and its cancellation. Rules in services/execution.ts and
// server/src/runner/; resolvers only map.

export const ClusterErrorKindEnum = builder.enumType('ClusterErrorKind', {
  values: CLUSTER_ERROR_KINDS,
});

builder.prismaObject('ProcessVersionEvent', {
  description: 'One status transition of a version (its timeline).',
  fields: (t) => ({
    id: t.exposeID('id'),
    status: t.expose('status', { type: ProcessStatusEnum }),
    reason: t.exposeString('reason', {
      nullable: true,
      description: 'Kueue’s or Kubernetes’ reason (WaitingForQuota, DeadlineExceeded, …) or ours.',
    }),
    message: t.exposeString('message', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

builder.prismaObjectFields('ProcessVersion', (t) => ({
  statusReason: t.exposeString('statusReason', {
    nullable: true,
    description: 'Why the version is in its status (e.g. WaitingForQuota, BackoffLimitExceeded).',
  }),
  statusMessage: t.exposeString('message', {
    nullable: true,
    description: 'Human-readable detail of the status (Kueue’s waiting message, the failure, …).',
  }),
  history: t.relation('events', {
    description: 'Every status transition, oldest first.',
    query: { orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] },
  }),
  jobName: t.exposeString('jobName', { nullable: true, description: 'The Kubernetes Job, once launched.' }),
  queuedAt: t.expose('queuedAt', {
    type: 'DateTime',
    nullable: true,
    description: 'When the job last entered the queue (again after a preemption).',
  }),
  launchedAt: t.expose('launchedAt', { type: 'DateTime', nullable: true }),
  startedAt: t.expose('startedAt', { type: 'DateTime', nullable: true }),
  finishedAt: t.expose('finishedAt', { type: 'DateTime', nullable: true }),
  exitCode: t.exposeInt('exitCode', { nullable: true }),
  backoffLimit: t.exposeInt('backoffLimit'),
  cancelRequestedAt: t.expose('cancelRequestedAt', {
    type: 'DateTime',
    nullable: true,
    description: 'Set when a cancel was asked; kept (and retried) until the Job is gone.',
  }),
}));

builder.objectType(ClusterUnavailableError, {
  name: 'ClusterUnavailableError',
  description: 'A call to the version’s cluster failed: unreachable, timed out, or credentials rejected.',
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof ClusterUnavailableError,
  fields: (t) => ({
    clusterName: t.exposeString('clusterName'),
    kind: t.field({ type: ClusterErrorKindEnum, resolve: (e) => e.kind }),
    retrying: t.exposeBoolean('retrying', {
      description: 'True when the request is kept and retried until the cluster answers.',
    }),
  }),
});

builder.objectType(VersionNotCancellableError, {
  name: 'VersionNotCancellableError',
  description: 'The version already finished.',
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof VersionNotCancellableError,
  fields: (t) => ({ status: t.field({ type: ProcessStatusEnum, resolve: (e) => e.status }) }),
});

builder.mutationFields((t) => ({
  cancelProcessVersion: t.field({
    type: ProcessVersionRef,
    errors: {
      types: [NotFoundError, VersionNotCancellableError, ClusterUnavailableError],
      directResult: true,
    },
    description:
      'Cancels a version: before launch the launch is dropped; after, its Job is deleted (background propagation). Members (OWNER, MEMBER) only.',
    authScopes: { authenticated: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const result = await cancelProcessVersion(ctx.services, ctx.viewer!, String(args.id));
      if (result === null) throw new NotFoundError('Process version');
      if (result instanceof Error) throw result;
      return result;
    },
  }),
}));
