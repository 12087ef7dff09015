import { Prisma, type PrismaClient } from '../../generated/prisma/client.ts';
import { requireCan } from '../access.ts';
import { BadUserInputError, ForbiddenError } from '../errors.ts';
import { loadPrices, priceOf } from './cost.ts';
import { DAY_MS, splitByDay } from './intervals.ts';
import { costOf, type ResourceAmount } from './resources.ts';

/**
 * The `usage` query (ARCHITECTURE §18): resource-seconds and cost over [from, to), grouped by any of project,
 * user, cluster, flavor, resource and day (UTC). Whole days are read from the daily rollup; the part days at the
 * edges from the ledger, each row's share of [from, to) (across projects and not by project or user: the rollup per
 * day and cluster); open intervals up to now (or `to`) with today's prices.
 * A project's members may read its usage; without a project, admins only.
 */

export type UsageDimension = 'PROJECT' | 'USER' | 'CLUSTER' | 'FLAVOR' | 'RESOURCE' | 'DAY';

const COLUMN: Record<UsageDimension, string> = {
  PROJECT: '"projectId"',
  USER: '"userId"',
  CLUSTER: '"clusterId"',
  FLAVOR: 'flavor',
  RESOURCE: 'resource',
  DAY: 'day',
};

export interface UsageRowData {
  projectId: string | null;
  userId: string | null;
  clusterId: string | null;
  flavor: string | null;
  resource: string | null;
  day: Date | null;
  resourceSeconds: number;
  cost: number | null;
}

export interface UsageReportData {
  rows: UsageRowData[];
  totalCost: number | null;
  currency: string;
}

/** At most this long a range (a year and a day): a report never grows without bound. */
const MAX_RANGE_MS = 367 * DAY_MS;

export async function usageReport(
  prisma: PrismaClient,
  viewer: { id: string; isAdmin: boolean },
  args: { projectId: string | null; from: Date; to: Date; groupBy: readonly UsageDimension[] },
  now: Date,
  currency: string,
): Promise<UsageReportData> {
  const { projectId, from, to } = args;
  if (projectId === null) {
    if (!viewer.isAdmin)
      throw new ForbiddenError('Usage across projects is for administrators: name a project.');
  } else {
    await requireCan(
      prisma,
      viewer,
      'usage',
      projectId,
      'You are not a member of this project (or it does not exist).',
    );
  }
  if (!(from.getTime() < to.getTime()))
    throw new BadUserInputError([{ field: 'to', message: 'must be after from' }]);
  if (to.getTime() - from.getTime() > MAX_RANGE_MS)
    throw new BadUserInputError([{ field: 'to', message: 'the range may span at most 367 days' }]);
  const groupBy = [...new Set(args.groupBy)];
  const rows = new Map<string, UsageRowData>();
  const add = (r: UsageRowData) => {
    const key = JSON.stringify([r.projectId, r.userId, r.clusterId, r.flavor, r.resource, r.day?.getTime()]);
    const had = rows.get(key);
    if (!had) rows.set(key, { ...r });
    else {
      had.resourceSeconds += r.resourceSeconds;
      if (r.cost !== null) had.cost = (had.cost ?? 0) + r.cost;
    }
  };
  const pick = (r: Record<string, unknown>): Omit<UsageRowData, 'resourceSeconds' | 'cost'> => ({
    projectId: groupBy.includes('PROJECT') ? String(r.projectId) : null,
    userId: groupBy.includes('USER') ? String(r.userId) : null,
    clusterId: groupBy.includes('CLUSTER') ? String(r.clusterId) : null,
    flavor: groupBy.includes('FLAVOR') ? String(r.flavor) : null,
    resource: groupBy.includes('RESOURCE') ? String(r.resource) : null,
    day: groupBy.includes('DAY') ? new Date(r.day as Date) : null,
  });

  for (const r of await closedUsage(prisma, projectId, from, to, groupBy)) {
    add({
      ...pick(r),
      resourceSeconds: Number(r.rs),
      cost: r.cost === null ? null : Number(r.cost),
    });
  }
  // Intervals still running: up to now (within the range), at today's prices.
  const open = await prisma.usageOpenInterval.findMany({
    where: { ...(projectId ? { projectId } : {}), startedAt: { lt: to } },
  });
  const prices = await loadPrices(
    prisma,
    open.map((o) => o.clusterId),
  );
  const end = Math.min(to.getTime(), now.getTime());
  for (const o of open) {
    const start = Math.max(o.startedAt.getTime(), from.getTime());
    for (const part of splitByDay(start, end)) {
      const seconds = (part.end - part.start) / 1000;
      for (const r of o.resources as unknown as ResourceAmount[]) {
        const price = priceOf(prices, o.clusterId, r.flavor, r.resource);
        add({
          ...pick({ ...o, ...r, day: new Date(part.day) }),
          resourceSeconds: r.quantity * seconds,
          cost: price === undefined ? null : costOf(r.resource, r.quantity, seconds, price),
        });
      }
    }
  }
  const list = [...rows.values()].sort(
    (a, b) =>
      (a.day?.getTime() ?? 0) - (b.day?.getTime() ?? 0) ||
      cmp(a.clusterId, b.clusterId) ||
      cmp(a.flavor, b.flavor) ||
      cmp(a.resource, b.resource) ||
      cmp(a.projectId, b.projectId) ||
      cmp(a.userId, b.userId),
  );
  const costs = list.filter((r) => r.cost !== null);
  return {
    rows: list,
    totalCost: costs.length === 0 ? null : costs.reduce((s, r) => s + (r.cost ?? 0), 0),
    currency,
  };
}

const cmp = (a: string | null, b: string | null) => (a ?? '').localeCompare(b ?? '');

type ClosedRow = Record<string, unknown> & { rs: number; cost: number | null };

/** The ledger's part: whole days from the rollup, edge days from the ledger rows, clipped to [from, to). */
export async function closedUsage(
  prisma: PrismaClient,
  projectId: string | null,
  from: Date,
  to: Date,
  groupBy: readonly UsageDimension[],
): Promise<ClosedRow[]> {
  const firstWhole = Math.ceil(from.getTime() / DAY_MS) * DAY_MS;
  const endWhole = Math.floor(to.getTime() / DAY_MS) * DAY_MS;
  const cols = groupBy.map((d) => COLUMN[d]);
  const select = cols.length > 0 ? Prisma.raw(`${cols.join(', ')}, `) : Prisma.empty;
  const group = cols.length > 0 ? Prisma.raw(`GROUP BY ${cols.join(', ')}`) : Prisma.empty;
  const project = projectId === null ? Prisma.empty : Prisma.sql`AND "projectId" = ${projectId}`;
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  // Across projects and not by project or user: the smaller rollup (a few rows per day and cluster).
  const rollup =
    projectId === null && !groupBy.includes('PROJECT') && !groupBy.includes('USER')
      ? Prisma.raw('"UsageDailyCluster"')
      : Prisma.raw('"UsageDaily"');
  const queries: Promise<ClosedRow[]>[] = [];
  if (firstWhole < endWhole) {
    queries.push(prisma.$queryRaw<ClosedRow[]>`
        SELECT ${select} sum("resourceSeconds")::float8 AS rs, sum(cost)::float8 AS cost
        FROM ${rollup}
        WHERE day >= ${day(firstWhole)}::date AND day < ${day(endWhole)}::date ${project}
        ${group}`);
  }
  // The part days: before the first whole day, and from the last whole day's end.
  const edges: [number, number][] = [];
  if (firstWhole < endWhole) {
    if (from.getTime() < firstWhole) edges.push([from.getTime(), firstWhole]);
    if (endWhole < to.getTime()) edges.push([endWhole, to.getTime()]);
  } else edges.push([from.getTime(), to.getTime()]);
  for (const [a, b] of edges) {
    const start = new Date(a);
    const end = new Date(b);
    const share = Prisma.sql`(EXTRACT(EPOCH FROM (LEAST("endedAt", ${end}::timestamp(3)) - GREATEST("startedAt", ${start}::timestamp(3))))
      / NULLIF(EXTRACT(EPOCH FROM ("endedAt" - "startedAt")), 0))::float8`;
    queries.push(prisma.$queryRaw<ClosedRow[]>`
        SELECT ${select} sum("resourceSeconds" * ${share})::float8 AS rs, sum(cost * ${share})::float8 AS cost
        FROM "UsageRecord"
        WHERE day >= ${day(Math.floor(a / DAY_MS) * DAY_MS)}::date AND day <= ${day(Math.floor((b - 1) / DAY_MS) * DAY_MS)}::date
          AND "startedAt" < ${end}::timestamp(3) AND "endedAt" > ${start}::timestamp(3) ${project}
        ${group}`);
  }
  // The rollup's whole days and the ledger's edge days at once (on separate connections of the pool).
  const out = (await Promise.all(queries)).flat();
  return out.filter((r) => r.rs !== null);
}
