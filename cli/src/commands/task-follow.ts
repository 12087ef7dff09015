import type { Api } from '../api/client.ts';
import type { Context } from '../context.ts';
import { RefusedError, UsageError } from '../exit.ts';
import { graphql } from '../gql/index.ts';
import { paint, StatusLine } from '../output/iostreams.ts';
import { isFinal } from '../watch.ts';

/**
 * `kb logs --task I -f`: follows one task's log. A task has no log subscription (the version's log stream is its
 * newest pod's), so its log (`Task.logs`, the newest pod's last MiB) is read again every second and what is new
 * is printed, until the task has ended; a dropped connection (a server restart) is retried.
 */

const TaskFollowQuery = graphql(`
  query Logs_TaskFollowQuery($id: ID!, $after: String) {
    processVersion(id: $id) {
      id
      tasks {
        count
        items(first: 1, after: $after) {
          edges {
            node {
              index
              status
              logs
            }
          }
        }
      }
    }
  }
`);

/** How often a followed task's log is read again. */
export const TASK_FOLLOW_POLL_MS = 1_000;
/** How much of what was printed is looked for in a read whose window (the last MiB) moved on. */
const OVERLAP = 4_096;

/**
 * What `current` (a read of the log) adds to `previous` (the last read): its rest when it extends it; after the
 * last lines already printed when its window moved on; all of it, `restarted`, when it is another pod's (a retry).
 */
export function newLogText(previous: string, current: string): { text: string; restarted: boolean } {
  if (current.startsWith(previous)) return { text: current.slice(previous.length), restarted: false };
  const tail = previous.slice(-OVERLAP);
  const at = current.lastIndexOf(tail);
  if (at >= 0) return { text: current.slice(at + tail.length), restarted: false };
  return { text: current, restarted: true };
}

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });
}

/** Follows task `task` of version `id` to its end (or until `signal` aborts); its final status, or null. */
export async function followTask(
  ctx: Context,
  api: Api,
  id: string,
  task: number,
  signal: AbortSignal,
): Promise<string | null> {
  const after = task === 0 ? null : Buffer.from(`task:${task - 1}`).toString('base64url');
  const note = new StatusLine(ctx.io);
  let previous = '';
  const read = () => api.request(TaskFollowQuery, { id, after });
  while (!signal.aborted) {
    let answer: Awaited<ReturnType<typeof read>>;
    try {
      answer = await read();
    } catch (error) {
      if (error instanceof RefusedError || error instanceof UsageError || signal.aborted) throw error;
      if (!ctx.structured)
        note.update(paint(ctx.io, 'yellow', `(connection lost: ${(error as Error).message}; reconnecting…)`));
      await pause(TASK_FOLLOW_POLL_MS, signal);
      continue;
    }
    note.clear();
    const v = answer.processVersion;
    if (!v)
      throw new RefusedError(`no version ${id}`, {
        __typename: 'NotFoundError',
        message: `no version ${id}`,
      });
    if (!v.tasks) throw new UsageError(`--task: version ${id} is one pod, not an array or gang`);
    const node = v.tasks.items.edges[0]?.node;
    if (!node || node.index !== task)
      throw new UsageError(`--task ${task}: version ${id} has tasks 0 to ${v.tasks.count - 1}`);
    if (node.logs !== null) {
      const { text, restarted } = newLogText(previous, node.logs);
      if (restarted && previous !== '' && !ctx.structured)
        ctx.io.err.write(`(task ${task}: a new pod; its log from the start)\n`);
      if (text) {
        if (ctx.format === 'table') ctx.io.out.write(text);
        else ctx.io.out.write(`${JSON.stringify({ index: task, status: node.status, text })}\n`);
      }
      previous = node.logs;
    }
    // Status and log come from one answer: once it has ended, that read was its last.
    if (isFinal(node.status)) {
      if (previous === '' && !ctx.structured)
        ctx.io.err.write(`task ${task} (${node.status}): no log to read\n`);
      return node.status;
    }
    await pause(TASK_FOLLOW_POLL_MS, signal);
  }
  return null;
}
