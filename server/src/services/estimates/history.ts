import type { PrismaClient, ProcessStatus } from '../../generated/prisma/client.ts';

/**
 * Our own history on a cluster (ARCHITECTURE §12): which of its Workloads are our versions (their deadlines,
 * processes, users) and how long the processes, users and the cluster really ran against their deadlines.
 */

const HISTORY_ROWS = 200;

export const runtimeSeconds = (v: { startedAt: Date | null; finishedAt: Date | null }) =>
  v.startedAt && v.finishedAt ? Math.max(0, (v.finishedAt.getTime() - v.startedAt.getTime()) / 1000) : null;

/** Our versions on a cluster with the runtime history of their processes and users, and the cluster's. */
export async function readOwnHistory(
  prisma: PrismaClient,
  clusterId: string,
  where: { jobName: { in: string[] } } | { status: { in: ProcessStatus[] } },
) {
  const ownRows = await prisma.processVersion.findMany({
    where: { clusterId, jobName: { not: null }, ...where },
    select: { id: true, jobName: true, processId: true, createdById: true, deadlineSeconds: true },
  });
  const processIds = [...new Set(ownRows.map((r) => r.processId))];
  const userIds = [...new Set(ownRows.map((r) => r.createdById))];
  const finished = { finishedAt: { not: null }, startedAt: { not: null } } as const;
  const select = {
    id: true,
    processId: true,
    createdById: true,
    deadlineSeconds: true,
    startedAt: true,
    finishedAt: true,
  } as const;
  const [byProcessRows, byUserRows] = await Promise.all([
    processIds.length === 0
      ? []
      : prisma.processVersion.findMany({
          where: { processId: { in: processIds }, ...finished },
          orderBy: { finishedAt: 'desc' },
          take: HISTORY_ROWS,
          select,
        }),
    userIds.length === 0
      ? []
      : prisma.processVersion.findMany({
          where: { createdById: { in: userIds }, deadlineSeconds: { not: null }, ...finished },
          orderBy: { finishedAt: 'desc' },
          take: HISTORY_ROWS,
          select,
        }),
  ]);
  return { ownRows, byProcessRows, byUserRows };
}

export type HistoryRow = {
  id?: string;
  processId: string;
  createdById: string;
  deadlineSeconds: number | null;
  startedAt: Date | null;
  finishedAt: Date | null;
};
