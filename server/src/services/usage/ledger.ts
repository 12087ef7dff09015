import type { Prisma, PrismaClient } from '../../generated/prisma/client.ts';
import { type PodInterval, splitByDay } from './intervals.ts';
import { priceUnit, type ResourceAmount, requestedAmounts } from './resources.ts';

/**
 * The usage ledger's writes (ARCHITECTURE §18). A closed interval becomes one row per requested resource and UTC
 * day, in ONE statement that also adds what it inserted to the daily rollup and drops the interval's open row:
 * `intervalKey, resource, day` is unique and the insert does nothing on conflict, so the same interval seen again
 * (a relist after a restart, a second replica, a lease handover) adds nothing, and the rollup only grows by rows
 * really inserted. Rows are never updated. An interval still running is an open row (counted up to now by the
 * queries), not written when its closed rows exist already. Two rollups: per day, project, user, cluster, flavor
 * and resource (`UsageDaily`), and per day, cluster, flavor and resource (`UsageDailyCluster`, what reports across
 * projects read).
 */

type Db = Pick<PrismaClient, '$queryRaw' | '$executeRaw'> | Prisma.TransactionClient;

/** An interval with everything its rows carry. */
export interface ResolvedInterval {
  key: string;
  versionId: string;
  projectId: string;
  userId: string;
  startedAt: Date;
  endedAt: Date | null;
  resources: ResourceAmount[];
}

export interface Inserted {
  flavor: string;
  resource: string;
  resourceSeconds: number;
}

/** An observation of a version's pod run, with the flavors Kueue assigned as seen (null: the version's). */
export interface Observation {
  versionId: string;
  /** The attempt the pod's Job belongs to (its attempt label; 1 when absent). */
  attempt: number;
  interval: PodInterval;
  flavors: unknown;
}

/**
 * Joins observations with their versions' requests, project and user. Left out: versions gone, and pods of an
 * attempt that ran on another registered cluster — two clusters registered against one API server and namespace
 * (two queues of one Kubernetes cluster) both see every pod there, and only the attempt's own cluster counts it.
 */
export async function resolveObservations(
  prisma: PrismaClient,
  clusterId: string,
  observations: readonly Observation[],
): Promise<ResolvedInterval[]> {
  if (observations.length === 0) return [];
  const ids = [...new Set(observations.map((o) => o.versionId))];
  const versions = await prisma.processVersion.findMany({
    where: { id: { in: ids } },
    select: {
      id: true,
      attempt: true,
      clusterId: true,
      attempts: { select: { number: true, clusterId: true } },
      cpuMillis: true,
      memoryBytes: true,
      extendedResources: true,
      assignedFlavors: true,
      createdById: true,
      process: { select: { projectId: true } },
    },
  });
  const byId = new Map(versions.map((v) => [v.id, v]));
  const out: ResolvedInterval[] = [];
  for (const o of observations) {
    const v = byId.get(o.versionId);
    if (!v) continue;
    const ranOn =
      o.attempt === v.attempt ? v.clusterId : v.attempts.find((a) => a.number === o.attempt)?.clusterId;
    if (ranOn !== clusterId) continue;
    const flavors =
      Array.isArray(o.flavors) && o.flavors.length > 0 ? o.flavors : (v.assignedFlavors as unknown);
    out.push({
      key: o.interval.key,
      versionId: v.id,
      projectId: v.process.projectId,
      userId: v.createdById,
      startedAt: o.interval.startedAt,
      endedAt: o.interval.endedAt,
      resources: requestedAmounts(v, flavors),
    });
  }
  return out;
}

/** Writes closed intervals (idempotently) and open ones; answers what was inserted (for the metric). */
export async function recordIntervals(
  db: Db,
  clusterId: string,
  intervals: readonly ResolvedInterval[],
): Promise<Inserted[]> {
  const closed = intervals.filter((i) => i.endedAt !== null);
  const open = intervals.filter((i) => i.endedAt === null);
  const inserted = closed.length > 0 ? await writeClosed(db, clusterId, closed) : [];
  if (open.length > 0) await writeOpen(db, clusterId, open);
  return inserted;
}

async function writeClosed(
  db: Db,
  clusterId: string,
  intervals: readonly ResolvedInterval[],
): Promise<Inserted[]> {
  const cols = {
    key: [] as string[],
    resource: [] as string[],
    day: [] as string[],
    versionId: [] as string[],
    projectId: [] as string[],
    userId: [] as string[],
    flavor: [] as string[],
    quantity: [] as number[],
    start: [] as string[],
    end: [] as string[],
    seconds: [] as number[],
    unit: [] as number[],
  };
  for (const i of intervals) {
    for (const part of splitByDay(i.startedAt.getTime(), i.endedAt!.getTime())) {
      for (const r of i.resources) {
        cols.key.push(i.key);
        cols.resource.push(r.resource);
        cols.day.push(new Date(part.day).toISOString().slice(0, 10));
        cols.versionId.push(i.versionId);
        cols.projectId.push(i.projectId);
        cols.userId.push(i.userId);
        cols.flavor.push(r.flavor);
        cols.quantity.push(r.quantity);
        cols.start.push(new Date(part.start).toISOString());
        cols.end.push(new Date(part.end).toISOString());
        cols.seconds.push((part.end - part.start) / 1000);
        cols.unit.push(priceUnit(r.resource));
      }
    }
  }
  const keys = [...new Set(intervals.map((i) => i.key))];
  const rows = await db.$queryRaw<{ flavor: string; resource: string; rs: number }[]>`
    WITH r AS (
      SELECT * FROM unnest(${cols.key}::text[], ${cols.resource}::text[], ${cols.day}::date[],
        ${cols.versionId}::text[], ${cols.projectId}::text[], ${cols.userId}::text[], ${cols.flavor}::text[],
        ${cols.quantity}::float8[], ${cols.start}::timestamp(3)[], ${cols.end}::timestamp(3)[],
        ${cols.seconds}::float8[], ${cols.unit}::float8[])
        AS r(k, resource, day, "versionId", "projectId", "userId", flavor, quantity, s, e, seconds, unit)
    ), ins AS (
      INSERT INTO "UsageRecord" ("intervalKey", resource, day, "versionId", "projectId", "userId", "clusterId",
        flavor, quantity, "startedAt", "endedAt", "resourceSeconds", cost)
      SELECT r.k, r.resource, r.day, r."versionId", r."projectId", r."userId", ${clusterId}, r.flavor, r.quantity,
        r.s, r.e, r.quantity * r.seconds, r.quantity / r.unit * r.seconds / 3600 * fp."pricePerHour"
      FROM r LEFT JOIN "FlavorPrice" fp
        ON fp."clusterId" = ${clusterId} AND fp.flavor = r.flavor AND fp.resource = r.resource
      ORDER BY r.k, r.resource, r.day
      ON CONFLICT ("intervalKey", resource, day) DO NOTHING
      RETURNING day, "projectId", "userId", flavor, resource, "resourceSeconds", cost
    ), roll AS (
      INSERT INTO "UsageDaily" AS d (day, "projectId", "userId", "clusterId", flavor, resource, "resourceSeconds", cost)
      SELECT day, "projectId", "userId", ${clusterId}, flavor, resource, sum("resourceSeconds"), sum(cost)
      FROM ins GROUP BY day, "projectId", "userId", flavor, resource
      ORDER BY day, "projectId", "userId", flavor, resource
      ON CONFLICT (day, "projectId", "userId", "clusterId", flavor, resource) DO UPDATE SET
        "resourceSeconds" = d."resourceSeconds" + EXCLUDED."resourceSeconds",
        cost = CASE WHEN d.cost IS NULL AND EXCLUDED.cost IS NULL THEN NULL
          ELSE COALESCE(d.cost, 0) + COALESCE(EXCLUDED.cost, 0) END
    ), roll2 AS (
      INSERT INTO "UsageDailyCluster" AS d (day, "clusterId", flavor, resource, "resourceSeconds", cost)
      SELECT day, ${clusterId}, flavor, resource, sum("resourceSeconds"), sum(cost)
      FROM ins GROUP BY day, flavor, resource
      ORDER BY day, flavor, resource
      ON CONFLICT (day, "clusterId", flavor, resource) DO UPDATE SET
        "resourceSeconds" = d."resourceSeconds" + EXCLUDED."resourceSeconds",
        cost = CASE WHEN d.cost IS NULL AND EXCLUDED.cost IS NULL THEN NULL
          ELSE COALESCE(d.cost, 0) + COALESCE(EXCLUDED.cost, 0) END
    ), del AS (
      DELETE FROM "UsageOpenInterval" WHERE "intervalKey" = ANY(${keys}::text[])
    )
    SELECT flavor, resource, sum("resourceSeconds")::float8 AS rs FROM ins GROUP BY flavor, resource`;
  return rows.map((r) => ({ flavor: r.flavor, resource: r.resource, resourceSeconds: Number(r.rs) }));
}

async function writeOpen(db: Db, clusterId: string, intervals: readonly ResolvedInterval[]): Promise<void> {
  await db.$executeRaw`
    INSERT INTO "UsageOpenInterval" ("intervalKey", "versionId", "projectId", "userId", "clusterId", "startedAt",
      resources)
    SELECT r.k, r."versionId", r."projectId", r."userId", ${clusterId}, r.s, r.res::jsonb
    FROM unnest(${intervals.map((i) => i.key)}::text[], ${intervals.map((i) => i.versionId)}::text[],
      ${intervals.map((i) => i.projectId)}::text[], ${intervals.map((i) => i.userId)}::text[],
      ${intervals.map((i) => i.startedAt.toISOString())}::timestamp(3)[],
      ${intervals.map((i) => JSON.stringify(i.resources))}::text[])
      AS r(k, "versionId", "projectId", "userId", s, res)
    WHERE NOT EXISTS (SELECT 1 FROM "UsageRecord" u WHERE u."intervalKey" = r.k)
    ON CONFLICT ("intervalKey") DO NOTHING`;
}

/**
 * Open rows of a cluster whose pods are no longer there (they ended while no server watched: the relist no longer
 * shows them): closed at the version's end when it has one, else now — the best the platform knows.
 */
export async function closeVanished(
  prisma: PrismaClient,
  clusterId: string,
  livePodPrefixes: ReadonlySet<string>,
  now: Date,
): Promise<Inserted[]> {
  const open = await prisma.usageOpenInterval.findMany({ where: { clusterId } });
  const vanished = open.filter((o) => !livePodPrefixes.has(podPrefix(o.intervalKey)));
  if (vanished.length === 0) return [];
  const versions = await prisma.processVersion.findMany({
    where: { id: { in: [...new Set(vanished.map((o) => o.versionId))] } },
    select: { id: true, finishedAt: true },
  });
  const finished = new Map(versions.map((v) => [v.id, v.finishedAt]));
  return recordIntervals(
    prisma,
    clusterId,
    vanished.map((o) => {
      const end = finished.get(o.versionId) ?? now;
      return {
        key: o.intervalKey,
        versionId: o.versionId,
        projectId: o.projectId,
        userId: o.userId,
        startedAt: o.startedAt,
        endedAt: new Date(Math.max(o.startedAt.getTime(), Math.min(end.getTime(), now.getTime()))),
        resources: o.resources as unknown as ResourceAmount[],
      };
    }),
  );
}

/** cluster/namespace/pod of an interval key (what a live pod is matched by). */
export function podPrefix(key: string): string {
  return key.split('/').slice(0, 3).join('/');
}
