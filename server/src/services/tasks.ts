import type { PrismaClient, TaskStatus } from '../generated/prisma/client.ts';
import { formatIndexes } from '../kube/workloads/task-status.ts';
import { BadUserInputError } from './errors.ts';

/** Reading an array's or gang's tasks (ARCHITECTURE §19): their counts by status and a page of them by index. */

export const TASK_PAGE_MAX = 1000;
export const TASK_PAGE_DEFAULT = 100;

export interface TaskCounts {
  pending: number;
  running: number;
  succeeded: number;
  failed: number;
  cancelled: number;
}

/** One grouped query: how many tasks of the version are in each status. */
export async function taskCounts(prisma: PrismaClient, versionId: string): Promise<TaskCounts> {
  const rows = await prisma.processTask.groupBy({ by: ['status'], where: { versionId }, _count: true });
  const counts: TaskCounts = { pending: 0, running: 0, succeeded: 0, failed: 0, cancelled: 0 };
  for (const r of rows) counts[r.status.toLowerCase() as keyof TaskCounts] = r._count;
  return counts;
}

/** A cursor is the index of the last task of a page (opaque to clients). */
export const taskCursor = (index: number) => Buffer.from(`task:${index}`).toString('base64url');

function parseTaskCursor(cursor: string): number | null {
  const m = /^task:(\d+)$/.exec(Buffer.from(cursor, 'base64url').toString());
  return m ? Number(m[1]) : null;
}

/** A page of a version's tasks by index, optionally of one status; `first` 1..TASK_PAGE_MAX. */
export async function taskPage(
  prisma: PrismaClient,
  versionId: string,
  args: { status?: TaskStatus | null; first?: number | null; after?: string | null },
) {
  const first = args.first ?? TASK_PAGE_DEFAULT;
  if (!Number.isInteger(first) || first < 1 || first > TASK_PAGE_MAX)
    throw new BadUserInputError([{ field: 'first', message: `must be 1 to ${TASK_PAGE_MAX}` }]);
  const after = args.after == null ? null : parseTaskCursor(args.after);
  if (args.after != null && after === null)
    throw new BadUserInputError([{ field: 'after', message: 'is not a cursor of this list' }]);
  const rows = await prisma.processTask.findMany({
    where: {
      versionId,
      ...(args.status ? { status: args.status } : {}),
      ...(after !== null ? { index: { gt: after } } : {}),
    },
    orderBy: { index: 'asc' },
    take: first + 1,
  });
  const hasNextPage = rows.length > first;
  return { tasks: rows.slice(0, first), hasNextPage, hasPreviousPage: after !== null };
}

/** The failed tasks' indexes in Kubernetes' interval form ("2,5-7"; "" when none), as one short answer. */
export async function failedIndexes(prisma: PrismaClient, versionId: string): Promise<string> {
  const rows = await prisma.processTask.findMany({
    where: { versionId, status: 'FAILED' },
    select: { index: true },
    orderBy: { index: 'asc' },
  });
  return formatIndexes(rows.map((r) => r.index));
}
