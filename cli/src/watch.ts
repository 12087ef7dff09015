import type { Api } from './api/client.ts';
import { follow } from './api/live.ts';
import { FINAL_STATUSES } from './commands/version-fields.ts';
import type { Context } from './context.ts';
import { formatDuration } from './duration.ts';
import { EXIT, RefusedError } from './exit.ts';
import type { VersionFieldsFragment } from './gql/graphql.ts';
import { graphql } from './gql/index.ts';
import { paint, StatusLine, statusColour } from './output/iostreams.ts';

const VersionUpdated = graphql(`
  subscription Wait_VersionUpdatedSubscription($id: ID!) {
    processVersionUpdated(id: $id) {
      ...VersionFields
    }
  }
`);

const LogChunks = graphql(`
  subscription Logs_ChunksSubscription($id: ID!, $after: String, $tailLines: Int) {
    processVersionLogChunks(id: $id, after: $after, tailLines: $tailLines) {
      text
      cursor
      finished
    }
  }
`);

/** How long, after the final status, a followed log may take to deliver its last lines. */
const LOG_DRAIN_MS = 15_000;

export const isFinal = (status: string) => FINAL_STATUSES.some((s) => s === status);

/** The exit code of a finished version: 0 succeeded, 1 anything else. */
export const exitCodeOf = (v: { status: string }) => (v.status === 'SUCCEEDED' ? EXIT.OK : EXIT.JOB_FAILED);

/** One line about where a version stands ("QUEUED 2 ahead, about 3 min", "RUNNING 1m20s"). */
export function describeStatus(ctx: Context, v: VersionFieldsFragment, now = Date.now()): string {
  const status = paint(ctx.io, statusColour(v.status), v.status);
  let detail = '';
  if (v.status === 'QUEUED') {
    detail = v.waitingReason ?? v.queuePosition?.estimate?.message ?? v.statusMessage ?? '';
  } else if (v.status === 'RUNNING' && v.startedAt) {
    detail = formatDuration((now - Date.parse(v.startedAt)) / 1000);
  } else if (isFinal(v.status)) {
    const parts = [];
    if (v.exitCode !== null) parts.push(`exit ${v.exitCode}`);
    if (v.startedAt && v.finishedAt) {
      parts.push(`ran ${formatDuration((Date.parse(v.finishedAt) - Date.parse(v.startedAt)) / 1000)}`);
    }
    if (v.status !== 'SUCCEEDED' && (v.statusMessage || v.statusReason)) {
      parts.push(v.statusMessage ?? v.statusReason ?? '');
    }
    detail = parts.join(', ');
  } else if (v.statusMessage) {
    detail = v.statusMessage;
  }
  return `${v.process.name} v${v.version} ${status}${detail ? ` ${detail}` : ''}`;
}

/** Ctrl+C while waiting or following: stops listening (the job goes on) instead of killing mid-line. */
export function interruptSignal(): { signal: AbortSignal; interrupted: () => boolean; dispose: () => void } {
  const controller = new AbortController();
  const onSigint = () => controller.abort();
  process.on('SIGINT', onSigint);
  return {
    signal: controller.signal,
    interrupted: () => controller.signal.aborted,
    dispose: () => process.off('SIGINT', onSigint),
  };
}

/** What a detached wait says: the job goes on, and the command that picks it up again. */
export function detachedMessage(id: string, follow: boolean): string {
  return `\ndetached: version ${id} keeps running (nothing was cancelled). Resume with: kb ${follow ? 'logs -f' : 'wait'} ${id}\n`;
}

/**
 * Follows a version's log to stdout, resuming after a dropped stream right after its last line (the chunk's
 * cursor). Ends when the log is complete, or when `signal` aborts.
 */
export async function streamLogs(
  ctx: Context,
  api: Api,
  id: string,
  options: { tailLines?: number; signal: AbortSignal; write: (text: string) => void },
): Promise<void> {
  const reconnectNote = new StatusLine(ctx.io);
  for await (const chunk of follow(api, LogChunks, {
    signal: options.signal,
    variables: (last) => ({
      id,
      after: last?.processVersionLogChunks.cursor ?? null,
      tailLines: last ? null : (options.tailLines ?? null),
    }),
    isFinal: (event) => event.processVersionLogChunks.finished,
    onReconnecting: (why) => {
      if (!ctx.structured)
        reconnectNote.update(paint(ctx.io, 'yellow', `(connection lost: ${why}; reconnecting…)`));
    },
    onReconnected: () => reconnectNote.clear(),
  })) {
    const { text } = chunk.processVersionLogChunks;
    if (ctx.format === 'table') {
      if (text) options.write(text);
    } else {
      options.write(`${JSON.stringify(chunk.processVersionLogChunks)}\n`);
    }
  }
}

/**
 * Waits for a version's final status over the processVersionUpdated subscription (reconnecting across a server
 * restart), showing where it stands: a terminal gets one live line, a pipe one line per change. With `logs`,
 * its log is streamed to stdout meanwhile. Returns the final version, or null when Ctrl+C detached.
 */
export async function waitForVersion(
  ctx: Context,
  api: Api,
  id: string,
  options: { logs?: boolean; quiet?: boolean } = {},
): Promise<VersionFieldsFragment | null> {
  const interrupt = interruptSignal();
  const line = new StatusLine(ctx.io);
  const showStatus = !options.quiet;
  let latest: VersionFieldsFragment | null = null;
  const ticker =
    showStatus && ctx.io.stderrTty
      ? setInterval(() => {
          if (latest?.status === 'RUNNING') line.update(describeStatus(ctx, latest));
        }, 1000)
      : undefined;
  const logsDone = new AbortController();
  const stopLogs = () => logsDone.abort();
  interrupt.signal.addEventListener('abort', stopLogs, { once: true });
  const logs = options.logs
    ? streamLogs(ctx, api, id, { signal: logsDone.signal, write: (t) => line.print(t) }).finally(() =>
        logsDone.abort(),
      )
    : Promise.resolve();
  try {
    for await (const event of follow(api, VersionUpdated, {
      signal: interrupt.signal,
      variables: () => ({ id }),
      isFinal: (e) => e.processVersionUpdated === null || isFinal(e.processVersionUpdated.status),
      onReconnecting: (why) => {
        if (showStatus) line.update(paint(ctx.io, 'yellow', `connection lost (${why}); reconnecting…`));
      },
    })) {
      const version = event.processVersionUpdated;
      if (!version) {
        throw new RefusedError(`no version ${id} (or it is not in one of your projects)`, {
          __typename: 'NotFoundError',
          message: `no version ${id}`,
        });
      }
      latest = version;
      if (showStatus) line.update(describeStatus(ctx, version));
    }
    if (latest && isFinal(latest.status) && options.logs) {
      // The server ends the log follow once the container finished: give it a moment to send the last lines.
      const timer = setTimeout(stopLogs, LOG_DRAIN_MS);
      await logs.catch(() => undefined);
      clearTimeout(timer);
    }
  } finally {
    clearInterval(ticker);
    stopLogs();
    await logs.catch(() => undefined);
    line.clear();
    interrupt.dispose();
  }
  if (interrupt.interrupted()) {
    ctx.io.err.write(detachedMessage(id, false));
    return null;
  }
  return latest;
}
