import type { Prisma, PrismaClient } from '../../generated/prisma/client.ts';
import { checkBudget } from './budget.ts';
import {
  type Admissible,
  type CostEstimateData,
  dearestAssignments,
  estimateCost,
  type PriceTable,
} from './cost.ts';
import type { VersionRequests } from './resources.ts';

/**
 * What createProcess and rerunProcess ask of prices and budgets (ARCHITECTURE §18), in one round trip when the
 * project has no budget: the chosen cluster's prices and whether a budget exists. `check` then answers the soft
 * budget's warning or throws the hard budget's BudgetExceededError — in the creation's transaction, after locking
 * the budget row, when `lock` is set.
 */

export interface Costing {
  estimate: CostEstimateData;
  hasBudget: boolean;
  check(
    db: PrismaClient | Prisma.TransactionClient,
    options: { lock: boolean; excludeVersionId?: string | null },
  ): Promise<string | null>;
}

export async function costRequest(
  deps: { prisma: PrismaClient; now?: () => Date; currency?: string },
  projectId: string,
  clusterId: string,
  requests: VersionRequests,
  flavors: {
    assignments: readonly { coveredResources: readonly string[]; flavor: string }[];
    admissible?: Admissible;
  },
  deadlineSeconds: number | null,
  /** The expected runtime, read meanwhile (the expected cost is null without it). */
  expectedRuntime: Promise<{ seconds: number } | null> | null = null,
): Promise<Costing> {
  const query = deps.prisma.$queryRaw<
    { budget: boolean; prices: { flavor: string; resource: string; pricePerHour: number }[] | null }[]
  >`
    SELECT EXISTS (SELECT 1 FROM "ProjectBudget" WHERE "projectId" = ${projectId}) AS budget,
      (SELECT json_agg(json_build_object('flavor', flavor, 'resource', resource, 'pricePerHour', "pricePerHour"))
        FROM "FlavorPrice" WHERE "clusterId" = ${clusterId}) AS prices`;
  // A history that cannot be read costs the expected figure, not the creation.
  const [rows, expected] = await Promise.all([query, expectedRuntime?.catch(() => null) ?? null]);
  const expectedSeconds = expected?.seconds ?? null;
  const prices: PriceTable = new Map([
    [
      clusterId,
      new Map((rows[0]?.prices ?? []).map((p) => [`${p.flavor}\u0000${p.resource}`, p.pricePerHour])),
    ],
  ]);
  const currency = deps.currency ?? 'EUR';
  const estimate = estimateCost(
    prices,
    clusterId,
    requests,
    flavors.assignments,
    deadlineSeconds,
    currency,
    expectedSeconds,
    dearestAssignments(prices, clusterId, requests, flavors.admissible, flavors.assignments),
  );
  return {
    estimate,
    hasBudget: rows[0]?.budget === true,
    check: (db, options) => checkBudget(db, projectId, estimate, deps.now?.() ?? new Date(), options),
  };
}

/** The requests of a checked spec in the ledger's terms. */
export function specRequests(spec: {
  requested: {
    cpuMillis: bigint;
    memoryBytes: bigint;
    extended: readonly { name: string; quantity: bigint }[];
  };
}): VersionRequests {
  return {
    cpuMillis: spec.requested.cpuMillis,
    memoryBytes: spec.requested.memoryBytes,
    extendedResources: spec.requested.extended.map((e) => ({
      name: e.name,
      quantity: e.quantity.toString(),
    })),
  };
}
