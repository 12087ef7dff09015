import type { AppServices, Context } from '../context.ts';
import { requireCan, visibleVersions } from '../services/access.ts';
import { AccessLostError } from '../services/access-watch.ts';
import {
  InvalidArgumentError,
  NotVisibleError,
  UnauthenticatedError,
  UnavailableFeatureError,
} from '../services/errors.ts';
import { isTerminal } from '../services/lifecycle.ts';
import { decodeLogCursor, encodeLogCursor } from '../services/log-cursor.ts';
import {
  followVersionLogChunks,
  followVersionLogs,
  type LogFollowChunk,
  LogFollowError,
} from '../services/log-follow.ts';
import { checkLogQuery, readVersionLogs, type VersionLogs } from '../services/logs.ts';
import { guardedIterator, SubscriptionLimiter } from '../services/subscriptions.ts';
import type { VersionEvent } from '../services/version-events.ts';
import { builder } from './builder.ts';

// Logs of a version (read and followed) and the live status subscriptions. Rules live in services/logs.ts,
// services/log-follow.ts and services/subscriptions.ts.

export const LogSourceEnum = builder.enumType('LogSource', {
  description:
    'Where `logs` came from: the pod on the cluster, the copy kept when the version finished, or none.',
  values: ['CLUSTER', 'ARCHIVE', 'NONE'] as const,
});

/** One read per version and arguments per request: `logs`, `logSource` and `logMessage` share it. */
const reads = new WeakMap<Context, Map<string, Promise<VersionLogs | null>>>();

function logsOf(
  ctx: Context,
  versionId: string,
  args: { tailLines?: number | null; sinceSeconds?: number | null } | null,
): Promise<VersionLogs | null> {
  let perRequest = reads.get(ctx);
  if (!perRequest) {
    perRequest = new Map();
    reads.set(ctx, perRequest);
  }
  // logSource/logMessage (args null) describe the read `logs` made in this request, or make a plain one.
  const key = args ? `${versionId}:${args.tailLines ?? ''}:${args.sinceSeconds ?? ''}` : undefined;
  if (!key) {
    for (const [k, read] of perRequest) if (k.startsWith(`${versionId}:`)) return read;
  }
  const k = key ?? `${versionId}::`;
  let read = perRequest.get(k);
  if (!read) {
    read = readVersionLogs(ctx.services, ctx.viewer!.id, versionId, args ?? {});
    perRequest.set(k, read);
  }
  return read;
}

builder.prismaObjectFields('ProcessVersion', (t) => ({
  logs: t.string({
    nullable: true,
    description:
      "The job's log (its newest pod), at most the last MiB: from the cluster while the pod exists, else the " +
      'copy kept when the version finished. Null when there is none (`logMessage` says why).',
    authScopes: { authenticated: true },
    args: {
      tailLines: t.arg.int({ required: false, description: 'Only the last N lines (0 to 100000).' }),
      sinceSeconds: t.arg.int({ required: false, description: 'Only lines of the last N seconds.' }),
    },
    resolve: async (version, args, ctx) => (await logsOf(ctx, version.id, args))?.text ?? null,
  }),
  logSource: t.field({
    type: LogSourceEnum,
    description: 'Where `logs` came from (CLUSTER, ARCHIVE) or NONE.',
    authScopes: { authenticated: true },
    resolve: async (version, _args, ctx) => (await logsOf(ctx, version.id, null))?.source ?? 'NONE',
  }),
  logMessage: t.string({
    nullable: true,
    description:
      'Why logs are missing or come from the archive (e.g. "cluster Edge is not reachable"); null when they are the cluster\'s.',
    authScopes: { authenticated: true },
    resolve: async (version, _args, ctx) => (await logsOf(ctx, version.id, null))?.message ?? null,
  }),
  logsTruncated: t.boolean({
    description: 'Older lines were left out to keep the last MiB.',
    authScopes: { authenticated: true },
    resolve: async (version, _args, ctx) => (await logsOf(ctx, version.id, null))?.truncated ?? false,
  }),
}));

const limiters = new WeakMap<AppServices, SubscriptionLimiter>();

function limiterOf(services: AppServices): SubscriptionLimiter {
  let limiter = limiters.get(services);
  if (!limiter) {
    limiter = new SubscriptionLimiter(services.config.maxSubscriptionsPerUser);
    limiters.set(services, limiter);
  }
  return limiter;
}

function requireViewer(ctx: Context) {
  if (!ctx.viewer) {
    throw new UnauthenticatedError(
      ctx.authProblem ?? 'Authentication required: send "Authorization: Bearer <API token>" or sign in.',
    );
  }
  return ctx.viewer;
}

function requireBus(ctx: Context) {
  const bus = ctx.services.versionEvents;
  if (!bus) throw new UnavailableFeatureError('Live updates are not available on this server.');
  return bus;
}

/**
 * Checks the subscription may start, then runs `make` holding one of the user's subscription slots, for as long
 * as the access it was opened with lasts (the credential, the user, membership of `projectId`): when that ends,
 * the stream's last event is the error saying why (see `endIfAccessLost`).
 */
function subscribeGuarded<T>(
  ctx: Context,
  projectId: string,
  make: (signal: AbortSignal) => AsyncGenerator<T>,
) {
  const viewer = requireViewer(ctx);
  const release = limiterOf(ctx.services).acquire(viewer.id);
  const access = ctx.services.accessWatch;
  return guardedIterator<T, AccessLostError>(
    make,
    release,
    ctx.request?.signal,
    access &&
      ((end) => access.watch({ userId: viewer.id, credential: ctx.credential ?? null, projectId }, end)),
  );
}

/** A stream's payload; when its access ended, the error (UNAUTHENTICATED or FORBIDDEN) that is its last event. */
function endIfAccessLost<T>(payload: T | AccessLostError): T {
  if (payload instanceof AccessLostError) throw payload;
  return payload;
}

async function visibleVersion(ctx: Context, id: string) {
  const viewer = requireViewer(ctx);
  const version = await ctx.prisma.processVersion.findFirst({
    where: { id, ...visibleVersions(viewer.id) },
    select: { id: true, status: true, process: { select: { projectId: true } } },
  });
  if (!version) {
    throw new NotVisibleError('No process version with this id is visible to you.');
  }
  return version;
}

/** What a log subscription yields: a chunk of lines, or the message it ended with. */
type LogChunk = { text: string } | { error: LogFollowError };
type LogChunkWithCursor = { chunk: LogFollowChunk } | { error: LogFollowError };

const ProcessVersionLogChunk = builder
  .objectRef<{ text: string; cursor: string; finished: boolean }>('ProcessVersionLogChunk')
  .implement({
    description:
      'A chunk of a followed log: whole lines, where the follow stands after them, whether it is complete.',
    fields: (t) => ({
      text: t.exposeString('text', {
        description: 'Whole lines (each ending with a newline); may be empty.',
      }),
      cursor: t.exposeString('cursor', {
        description:
          'Opaque: pass it as `after` to a new follow (on any server) to resume right after these lines, none lost ' +
          'or repeated.',
      }),
      finished: t.exposeBoolean('finished', {
        description: 'The last chunk of a complete log (the container finished); the stream ends after it.',
      }),
    }),
  });

builder.subscriptionType({});

builder.subscriptionFields((t) => ({
  processVersionUpdated: t.prismaField({
    type: 'ProcessVersion',
    nullable: true,
    description:
      "A version's state now, then at every status change; ends after a final status (SUCCEEDED, FAILED, " +
      'CANCELLED, LOST). Members of its project only.',
    authScopes: { authenticated: true },
    args: { id: t.arg.id({ required: true }) },
    subscribe: async (_root, args, ctx) => {
      const id = String(args.id);
      const visible = await visibleVersion(ctx, id);
      const bus = requireBus(ctx);
      return subscribeGuarded<string>(ctx, visible.process.projectId, async function* (signal) {
        // Listening before the state is read: no change between the two is missed.
        const events = bus.subscribe((e) => e.versionId === id, signal);
        const now = await ctx.prisma.processVersion.findUnique({ where: { id }, select: { status: true } });
        yield id;
        if (!now || isTerminal(now.status)) return;
        // While QUEUED, its position and estimate change without a status change: a fresh answer every so often.
        const refreshMs = ctx.services.config.queuePositionRefreshMs;
        for await (const event of withTicks(events, refreshMs, now.status === 'QUEUED', signal)) {
          if (event === 'tick') {
            yield id;
            continue;
          }
          yield event.versionId;
          if (isTerminal(event.status)) return;
        }
      });
    },
    resolve: (query, payload, _args, ctx) => {
      // One subscription is one context: without this, every answer would show the first reading of the queue.
      ctx.freshReadings();
      return ctx.prisma.processVersion.findFirst({
        ...query,
        where: {
          id: endIfAccessLost(payload as unknown as string | AccessLostError),
          ...visibleVersions(ctx.viewer!.id),
        },
      });
    },
  }),
  projectProcessesUpdated: t.prismaField({
    type: 'ProcessVersion',
    nullable: true,
    description:
      "Every status change of the project's versions, for a live list. Members of the project only.",
    authScopes: { authenticated: true },
    args: { projectId: t.arg.id({ required: true }) },
    subscribe: async (_root, args, ctx) => {
      const viewer = requireViewer(ctx);
      const projectId = String(args.projectId);
      await requireCan(ctx.prisma, viewer, 'view', projectId, 'You are not a member of this project.');
      const bus = requireBus(ctx);
      return subscribeGuarded<string>(ctx, projectId, (signal) => {
        // Listening from now, before the client's first pull.
        const events = bus.subscribe((e: VersionEvent) => e.projectId === projectId, signal);
        return (async function* () {
          for await (const event of events) yield event.versionId;
        })();
      });
    },
    resolve: (query, payload, _args, ctx) =>
      ctx.prisma.processVersion.findFirst({
        ...query,
        where: {
          id: endIfAccessLost(payload as unknown as string | AccessLostError),
          ...visibleVersions(ctx.viewer!.id),
        },
      }),
  }),
  processVersionLogs: t.field({
    type: 'String',
    nullable: true,
    description:
      "Follows a version's log: chunks of whole lines while its pod runs (the last `tailLines` first), ending when " +
      'the container has finished. A cluster that cannot be reached ends it with an error naming the cluster.',
    authScopes: { authenticated: true },
    args: { id: t.arg.id({ required: true }), tailLines: t.arg.int({ required: false }) },
    subscribe: async (_root, args, ctx) => {
      const id = String(args.id);
      const visible = await visibleVersion(ctx, id);
      const tailLines = args.tailLines;
      if (tailLines != null && (tailLines < 0 || tailLines > 100_000)) {
        throw new InvalidArgumentError('tailLines must be between 0 and 100000');
      }
      const viewer = ctx.viewer!;
      return subscribeGuarded<LogChunk>(ctx, visible.process.projectId, async function* (signal) {
        try {
          for await (const text of followVersionLogs(ctx.services, viewer.id, id, { tailLines }, signal)) {
            yield { text };
          }
        } catch (error) {
          if (error instanceof LogFollowError) yield { error };
          else throw error;
        }
      });
    },
    resolve: (payload: LogChunk | AccessLostError) => {
      const chunk = endIfAccessLost(payload);
      if ('error' in chunk) throw chunk.error;
      return chunk.text;
    },
  }),
  processVersionLogChunks: t.field({
    type: ProcessVersionLogChunk,
    description:
      "Follows a version's log as `processVersionLogs` does, each chunk with a cursor: a follow given `after` (a " +
      "chunk's cursor, from any server) resumes strictly after that line (`tailLines` is then ignored). The last " +
      'chunk of a complete log says `finished`; a stream that ends without it (a server shutting down, a cut) can be ' +
      'resumed.',
    authScopes: { authenticated: true },
    args: {
      id: t.arg.id({ required: true }),
      tailLines: t.arg.int({ required: false }),
      after: t.arg.string({ required: false }),
    },
    subscribe: async (_root, args, ctx) => {
      const id = String(args.id);
      const visible = await visibleVersion(ctx, id);
      const { tailLines } = checkLogQuery({ tailLines: args.tailLines });
      const after = args.after == null ? null : decodeLogCursor(args.after);
      const viewer = ctx.viewer!;
      return subscribeGuarded<LogChunkWithCursor>(ctx, visible.process.projectId, async function* (signal) {
        try {
          const options = { tailLines, after };
          for await (const chunk of followVersionLogChunks(ctx.services, viewer.id, id, options, signal)) {
            yield { chunk };
          }
        } catch (error) {
          if (error instanceof LogFollowError) yield { error };
          else throw error;
        }
      });
    },
    resolve: (payload: LogChunkWithCursor | AccessLostError) => {
      const got = endIfAccessLost(payload);
      if ('error' in got) throw got.error;
      const { text, cursor, finished } = got.chunk;
      return { text, cursor: encodeLogCursor(cursor), finished };
    },
  }),
}));

/**
 * The events, plus a 'tick' every `intervalMs` while the last known status is QUEUED (starting with `queued`).
 */
async function* withTicks<E extends { status: string }>(
  events: AsyncIterable<E>,
  intervalMs: number,
  queued: boolean,
  signal: AbortSignal,
): AsyncGenerator<E | 'tick'> {
  const iterator = events[Symbol.asyncIterator]();
  let next = iterator.next();
  let ticking = queued && intervalMs > 0;
  while (!signal.aborted) {
    let timer: NodeJS.Timeout | undefined;
    const tick = ticking
      ? new Promise<'tick'>((resolve) => {
          timer = setTimeout(() => resolve('tick'), intervalMs);
        })
      : null;
    const got = await (tick ? Promise.race([next, tick]) : next);
    clearTimeout(timer);
    if (got === 'tick') {
      yield 'tick';
      continue;
    }
    if (got.done) return;
    next = iterator.next();
    ticking = got.value.status === 'QUEUED' && intervalMs > 0;
    yield got.value;
  }
}
