import { Prisma, type PrismaClient, type ProcessStatus } from '../generated/prisma/client.ts';
import { BadUserInputError } from './errors.ts';

/** What a project's process list can be narrowed to; every field optional, all given ones must hold. */
export interface ProcessListFilter {
  /** The status of the latest version is one of these. */
  statuses?: readonly ProcessStatus[] | null;
  /** A part of the process's name, any case. */
  name?: string | null;
  /** The user who created the process. */
  createdById?: string | null;
  /** The cluster of the latest version. */
  clusterId?: string | null;
}

const MAX_NAME_FILTER = 100;

/**
 * The Prisma `where` of a project's process list under `filter`. The status and the cluster are those of each
 * process's latest version (what the list shows), found by one statement over the project's versions.
 */
export async function processListWhere(
  prisma: Pick<PrismaClient, '$queryRaw'>,
  projectId: string,
  filter: ProcessListFilter | null | undefined,
): Promise<Prisma.ProcessWhereInput> {
  const where: Prisma.ProcessWhereInput = { projectId };
  if (!filter) return where;
  const name = filter.name?.trim();
  if (name && name.length > MAX_NAME_FILTER)
    throw new BadUserInputError([{ field: 'filter.name', message: `at most ${MAX_NAME_FILTER} characters` }]);
  if (name) where.name = { contains: name, mode: 'insensitive' };
  if (filter.createdById) where.createdById = filter.createdById;
  const statuses = filter.statuses?.length ? [...filter.statuses] : null;
  const clusterId = filter.clusterId || null;
  if (statuses || clusterId) {
    const rows = await prisma.$queryRaw<{ id: string }[]>(Prisma.sql`
      SELECT latest.id FROM (
        SELECT DISTINCT ON (v."processId") v."processId" AS id, v.status::text AS status, v."clusterId"
        FROM "ProcessVersion" v JOIN "Process" p ON p.id = v."processId"
        WHERE p."projectId" = ${projectId}
        ORDER BY v."processId", v.version DESC
      ) latest
      WHERE (${statuses}::text[] IS NULL OR latest.status = ANY(${statuses}::text[]))
        AND (${clusterId}::text IS NULL OR latest."clusterId" = ${clusterId})`);
    where.id = { in: rows.map((r) => r.id) };
  }
  return where;
}
