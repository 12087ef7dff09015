import { decodeAssignments, decodeLimits, type StoredAssignment } from '../../db/version-data.ts';
import {
  type BudgetPeriod,
  type BudgetUnit,
  Prisma,
  type PrismaClient,
  type ProjectBudget,
} from '../../generated/prisma/client.ts';
import { ValidationError } from '../errors.ts';
import { ACTIVE_STATUSES } from '../lifecycle.ts';
import {
  type CostEstimateData,
  dearestAssignments,
  estimateCost,
  loadPrices,
  type PriceTable,
  priceOf,
} from './cost.ts';
import { BudgetExceededError } from './errors.ts';
import { costOf, isGpu, type ResourceAmount, type VersionRequests } from './resources.ts';

/**
 * Project budgets (ARCHITECTURE §18): per calendar month (UTC), in cost or GPU-hours, hard or soft.
 * - used: the ledger since the month began (the daily rollup) plus the open intervals up to now;
 * - committed: what unfinished versions may still use — each one's worst case (requests × deadline × price, or
 *   GPU-hours) less what it has used so far (versions without a deadline commit nothing: a hard budget refuses
 *   them);
 * - remaining: limit − used − committed.
 * A creation under a hard budget whose worst case exceeds `remaining` is refused (BudgetExceededError); exactly
 * `remaining` passes. The check runs in the creation's transaction after locking the budget row, so two creations
 * racing for the last of a budget are ordered: the second sees the first as committed. A failover's next attempt
 * passes the same check, its version's own commitment (the ended attempt) left out.
 */

type Db = PrismaClient | Prisma.TransactionClient;

export interface BudgetStatus {
  period: BudgetPeriod;
  unit: BudgetUnit;
  limit: number;
  hard: boolean;
  used: number;
  committed: number;
  remaining: number;
}

export function monthStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

const GPU_PATTERN = '(^|/)gpu$';

/** Cost (or GPU-hours) of resource-seconds. */
function amountOf(
  unit: BudgetUnit,
  r: { resource: string; quantity: number; flavor: string },
  seconds: number,
  price: number | undefined,
): number {
  if (unit === 'GPU_HOURS') return isGpu(r.resource) ? (r.quantity * seconds) / 3600 : 0;
  return price === undefined ? 0 : costOf(r.resource, r.quantity, seconds, price);
}

export async function budgetStatus(
  db: Db,
  budget: ProjectBudget,
  now: Date,
  currency: string,
  /** A version whose commitment is left out (a failover's: its ended attempt commits nothing more). */
  excludeVersionId: string | null = null,
): Promise<BudgetStatus> {
  const start = monthStart(now);
  const projectId = budget.projectId;
  const unit = budget.unit;
  const closed = await db.$queryRaw<{ used: number | null }[]>`
    SELECT ${
      unit === 'COST'
        ? Prisma.sql`sum(cost)`
        : Prisma.sql`sum(CASE WHEN resource ~* ${GPU_PATTERN} THEN "resourceSeconds" ELSE 0 END) / 3600`
    }::float8 AS used
    FROM "UsageDaily" WHERE "projectId" = ${projectId} AND day >= ${start}::date`;
  let used = Number(closed[0]?.used ?? 0);

  const open = await db.usageOpenInterval.findMany({ where: { projectId } });
  const unfinished = await db.processVersion.findMany({
    where: { process: { projectId }, status: { in: [...ACTIVE_STATUSES] } },
    select: {
      id: true,
      clusterId: true,
      cpuMillis: true,
      memoryBytes: true,
      extendedResources: true,
      assignedFlavors: true,
      limitsSnapshot: true,
      deadlineSeconds: true,
      taskCount: true,
      taskRunCount: true,
    },
  });
  const prices = await loadPrices(db, [
    ...open.map((o) => o.clusterId),
    ...unfinished.map((v) => v.clusterId),
  ]);
  const usedByVersion = new Map<string, number>();
  for (const o of open) {
    const from = Math.max(o.startedAt.getTime(), start.getTime());
    const all = Math.max(0, (now.getTime() - o.startedAt.getTime()) / 1000);
    const inMonth = Math.max(0, (now.getTime() - from) / 1000);
    for (const r of o.resources as unknown as ResourceAmount[]) {
      const price = priceOf(prices, o.clusterId, r.flavor, r.resource);
      used += amountOf(unit, r, inMonth, price);
      usedByVersion.set(o.versionId, (usedByVersion.get(o.versionId) ?? 0) + amountOf(unit, r, all, price));
    }
  }
  if (unfinished.length > 0) {
    const ids = unfinished.map((v) => v.id);
    const rows = await db.$queryRaw<{ versionId: string; used: number | null }[]>`
      SELECT "versionId", ${
        unit === 'COST'
          ? Prisma.sql`sum(cost)`
          : Prisma.sql`sum(CASE WHEN resource ~* ${GPU_PATTERN} THEN "resourceSeconds" ELSE 0 END) / 3600`
      }::float8 AS used
      FROM "UsageRecord" WHERE "versionId" = ANY(${ids}::text[]) GROUP BY "versionId"`;
    for (const r of rows)
      usedByVersion.set(r.versionId, (usedByVersion.get(r.versionId) ?? 0) + Number(r.used ?? 0));
  }
  let committed = 0;
  for (const v of unfinished) {
    if (v.deadlineSeconds === null || v.id === excludeVersionId) continue;
    const e = estimateCost(
      prices,
      v.clusterId,
      v,
      [],
      v.deadlineSeconds,
      currency,
      null,
      worstFlavorsOf(prices, v),
    );
    // Every task's pod it runs may run to its deadline (ARCHITECTURE §19).
    const worst =
      (unit === 'COST' ? e.worstCase : e.gpuHoursWorstCase) * (v.taskRunCount ?? v.taskCount ?? 1);
    committed += Math.max(0, worst - (usedByVersion.get(v.id) ?? 0));
  }
  return {
    period: 'MONTH',
    unit,
    limit: budget.limit,
    hard: budget.hard,
    used,
    committed,
    remaining: budget.limit - used - committed,
  };
}

/**
 * The flavors a version's worst case is priced in: what Kueue assigned, once admitted; before, the dearest flavor
 * of each group it may be admitted to (the fit rule's choice on versions checked before that was recorded).
 */
function worstFlavorsOf(
  prices: PriceTable,
  v: { clusterId: string; assignedFlavors: unknown; limitsSnapshot: unknown } & VersionRequests,
): StoredAssignment[] {
  const assigned = decodeAssignments(v.assignedFlavors);
  if (assigned.length > 0) return assigned;
  const snapshot = decodeLimits(v.limitsSnapshot);
  return dearestAssignments(prices, v.clusterId, v, snapshot.admissible, snapshot.assignments ?? []);
}

/** Rounding noise of summed floats must not refuse a request of exactly the remaining budget. */
const EPSILON = 1e-9;

/**
 * Checks a new version's worst case against its project's budget: nothing (no budget), a warning (soft budget
 * overrun), or throws BudgetExceededError (hard). `lock`: take the budget row FOR UPDATE first (inside the
 * creation's transaction).
 */
export async function checkBudget(
  db: Db,
  projectId: string,
  estimate: CostEstimateData,
  now: Date,
  options: { lock: boolean; excludeVersionId?: string | null },
): Promise<string | null> {
  const budget = options.lock
    ? (
        await db.$queryRaw<ProjectBudget[]>`
          SELECT * FROM "ProjectBudget" WHERE "projectId" = ${projectId} FOR UPDATE`
      )[0]
    : await db.projectBudget.findUnique({ where: { projectId } });
  if (!budget) return null;
  const status = await budgetStatus(db, budget, now, estimate.currency, options.excludeVersionId ?? null);
  const required = budget.unit === 'COST' ? estimate.worstCase : estimate.gpuHoursWorstCase;
  const unitText = budget.unit === 'COST' ? estimate.currency : 'GPU-hours';
  const show = (x: number) => `${round(x)} ${unitText}`;
  if (!Number.isFinite(required)) {
    const why = `its project has a ${budget.hard ? 'hard' : 'soft'} monthly budget of ${show(budget.limit)} and a request without a deadline has no bounded cost`;
    if (budget.hard)
      throw ValidationError.of([
        { field: 'resources.deadlineSeconds', message: `a deadline is needed: ${why}` },
      ]);
    return `This request has no deadline: ${why}.`;
  }
  if (required <= status.remaining + EPSILON) return null;
  const message = `The worst case of this request (${show(required)}) exceeds what remains of the project's monthly budget: ${show(Math.max(0, status.remaining))} of ${show(budget.limit)} (used ${show(status.used)}, committed to unfinished versions ${show(status.committed)}).`;
  if (budget.hard) throw new BudgetExceededError(message, status.remaining, required, budget.unit);
  return `${message} The budget is soft: the process is created anyway.`;
}

function round(x: number): string {
  return (Math.round(x * 100) / 100).toString();
}
