import type { Context } from '../context.ts';
import { EXIT, RefusedError, UsageError } from '../exit.ts';
import { graphql } from '../gql/index.ts';
import { detachedMessage, interruptSignal, streamLogs } from '../watch.ts';
import { versionIdOf } from './status.ts';
import { followTask } from './task-follow.ts';

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

const TaskLogsQuery = graphql(`
  query Logs_TaskLogsQuery($id: ID!, $after: String, $tailLines: Int) {
    processVersion(id: $id) {
      id
      status
      tasks {
        count
        items(first: 1, after: $after) {
          edges {
            node {
              index
              status
              exitCode
              message
              logs(tailLines: $tailLines)
            }
          }
        }
      }
    }
  }
`);

/** The cursor of the task before `index` in TaskSet.items (the server's `task:N`, base64url). */
export function cursorBefore(index: number): string | null {
  return index === 0 ? null : Buffer.from(`task:${index - 1}`).toString('base64url');
}

export function parseTaskIndex(raw: string): number {
  if (!/^\d+$/.test(raw)) throw new UsageError(`--task ${raw}: a task index (0, 1, …)`);
  return Number(raw);
}

/** `kb logs --task I ID`: the log of one task of an array or gang (Task.logs). */
async function taskLogs(ctx: Context, rawId: string, task: number, tailLines: number | undefined) {
  const api = await ctx.api();
  const id = await versionIdOf(api, rawId);
  const { processVersion } = await api.request(TaskLogsQuery, {
    id,
    after: cursorBefore(task),
    tailLines: tailLines ?? null,
  });
  if (!processVersion) {
    throw new RefusedError(`no version ${rawId} (or it is not in one of your projects)`, {
      __typename: 'NotFoundError',
      message: `no version ${rawId}`,
    });
  }
  if (!processVersion.tasks) throw new UsageError(`--task: version ${id} is one pod, not an array or gang`);
  const node = processVersion.tasks.items.edges[0]?.node;
  if (!node || node.index !== task) {
    throw new UsageError(`--task ${task}: version ${id} has tasks 0 to ${processVersion.tasks.count - 1}`);
  }
  ctx.print(node, () => {
    if (node.logs === null) ctx.io.err.write(`task ${task} (${node.status}): no log to read\n`);
    return node.logs ?? '';
  });
  return EXIT.OK;
}

/** `kb logs --task I -f ID`: one task's log followed to its end (task-follow.ts); Ctrl+C detaches. */
async function followTaskLogs(ctx: Context, rawId: string, task: number): Promise<number> {
  const api = await ctx.api();
  const id = await versionIdOf(api, rawId);
  const interrupt = interruptSignal();
  try {
    await followTask(ctx, api, id, task, interrupt.signal);
  } finally {
    interrupt.dispose();
  }
  if (interrupt.interrupted()) {
    ctx.io.err.write(detachedMessage(id, true));
    return EXIT.DETACHED;
  }
  return EXIT.OK;
}

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
  const tailLines = parseTail(flags.tail);
  if (flags.task !== undefined) {
    const task = parseTaskIndex(flags.task);
    if (flags.follow) return followTaskLogs(ctx, rawId, task);
    return taskLogs(ctx, rawId, task, tailLines);
  }
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
