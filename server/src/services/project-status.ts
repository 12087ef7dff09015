import DataLoader from 'dataloader';
import { Prisma, type PrismaClient, type ProcessStatus } from '../generated/prisma/client.ts';

/**
 * How a project's processes stand (the project list's "2 running · 1 queued · 1 failed"): each process counted
 * once, by the status of its latest version (an earlier failure a re-run fixed is not "failed").
 */
export interface ProjectStatusCounts {
  /** RUNNING. */
  running: number;
  /** Not started yet: PENDING, LAUNCHING or QUEUED (waiting in Kueue). */
  queued: number;
  /** FAILED or LOST. */
  failed: number;
  succeeded: number;
  cancelled: number;
}

const BUCKET: Record<ProcessStatus, keyof ProjectStatusCounts> = {
  RUNNING: 'running',
  PENDING: 'queued',
  LAUNCHING: 'queued',
  QUEUED: 'queued',
  FAILED: 'failed',
  LOST: 'failed',
  SUCCEEDED: 'succeeded',
  CANCELLED: 'cancelled',
};

export function emptyCounts(): ProjectStatusCounts {
  return { running: 0, queued: 0, failed: 0, succeeded: 0, cancelled: 0 };
}

/** The counts of several projects in ONE grouped statement (projects without processes: all zero). */
export async function projectStatusCounts(
  prisma: Pick<PrismaClient, '$queryRaw'>,
  projectIds: readonly string[],
): Promise<Map<string, ProjectStatusCounts>> {
  const counts = new Map(projectIds.map((id) => [id, emptyCounts()]));
  if (projectIds.length === 0) return counts;
  const rows = await prisma.$queryRaw<{ projectId: string; status: ProcessStatus; n: number }[]>(Prisma.sql`
    SELECT latest."projectId", latest.status, count(*)::int AS n
    FROM (
      SELECT DISTINCT ON (v."processId") p."projectId", v.status
      FROM "ProcessVersion" v JOIN "Process" p ON p.id = v."processId"
      WHERE p."projectId" = ANY(${[...projectIds]}::text[])
      ORDER BY v."processId", v.version DESC
    ) latest
    GROUP BY latest."projectId", latest.status`);
  for (const row of rows) {
    const entry = counts.get(row.projectId);
    if (entry) entry[BUCKET[row.status]] += row.n;
  }
  return counts;
}

/**
 * A per-request loader: every project of one answer (the project list) counted by one statement. Batching only,
 * no cache: a long-lived context (a subscription) reads fresh counts each time.
 */
export function createStatusCountsLoader(
  prisma: Pick<PrismaClient, '$queryRaw'>,
): DataLoader<string, ProjectStatusCounts> {
  return new DataLoader(
    async (ids) => {
      const counts = await projectStatusCounts(prisma, ids);
      return ids.map((id) => counts.get(id) ?? emptyCounts());
    },
    { cache: false },
  );
}
