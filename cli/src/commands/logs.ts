import type { Context } from '../context.ts';
import { EXIT, RefusedError, UsageError } from '../exit.ts';
import { graphql } from '../gql/index.ts';
import { detachedMessage, interruptSignal, streamLogs } from '../watch.ts';
import { versionIdOf } from './status.ts';

const LogsQuery = graphql(`
  query Logs_VersionLogsQuery($id: ID!, $tailLines: Int) {
    processVersion(id: $id) {
      id
      status
      logs(tailLines: $tailLines)
      logSource
      logMessage
      logsTruncated
    }
  }
`);

export function parseTail(raw: string | undefined): number | undefined {
  if (raw === undefined) return undefined;
  if (!/^\d+$/.test(raw)) throw new UsageError(`--tail ${raw}: a number of lines`);
  return Number(raw);
}

/** `kb logs ID`: the log now; `-f` follows it to its end, across dropped connections and server restarts. */
export async function logs(
  ctx: Context,
  rawId: string,
  flags: { follow?: boolean; tail?: string; task?: string },
): Promise<number> {
  if (flags.task !== undefined) throw new UsageError('--task: not supported by this server yet');
  const tailLines = parseTail(flags.tail);
  const api = await ctx.api();
  const id = await versionIdOf(api, rawId);
  const { processVersion } = await api.request(LogsQuery, { id, tailLines: tailLines ?? null });
  if (!processVersion) {
    throw new RefusedError(`no version ${rawId} (or it is not in one of your projects)`, {
      __typename: 'NotFoundError',
      message: `no version ${rawId}`,
    });
  }
  if (!flags.follow) {
    ctx.print(processVersion, () => {
      if (processVersion.logs === null && processVersion.logMessage) {
        ctx.io.err.write(`${processVersion.logMessage}\n`);
      }
      return processVersion.logs ?? '';
    });
    return EXIT.OK;
  }
  const interrupt = interruptSignal();
  try {
    await streamLogs(ctx, api, id, {
      tailLines,
      signal: interrupt.signal,
      write: (text) => ctx.io.out.write(text),
    });
  } finally {
    interrupt.dispose();
  }
  if (interrupt.interrupted()) {
    ctx.io.err.write(detachedMessage(id, true));
    return EXIT.DETACHED;
  }
  return EXIT.OK;
}
