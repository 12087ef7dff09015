import type { StoredCost } from '../../db/version-data.ts';
import type { Prisma, PrismaClient } from '../../generated/prisma/client.ts';
import { costOf, isGpu, type ResourceAmount, requestedAmounts, type VersionRequests } from './resources.ts';

/**
 * Prices and what a request may cost (ARCHITECTURE §18). A price is per cluster, flavor and resource, per hour of
 * one priced unit (cpu: a core, memory: a GiB, extended: one unit); a resource without a price costs nothing. The
 * worst case of a request is every requested resource for its whole deadline, in the dearest flavor of each group
 * that holds it (Kueue may assign any of them);
 * GPU-hours count the resources named `…/gpu`.
 */

type Db = PrismaClient | Prisma.TransactionClient;

/** cluster → "flavor\u0000resource" → price per hour. */
export type PriceTable = Map<string, Map<string, number>>;

const priceKey = (flavor: string, resource: string) => `${flavor}\u0000${resource}`;

export async function loadPrices(db: Db, clusterIds: readonly string[]): Promise<PriceTable> {
  const table: PriceTable = new Map();
  if (clusterIds.length === 0) return table;
  const rows = await db.flavorPrice.findMany({ where: { clusterId: { in: [...new Set(clusterIds)] } } });
  for (const r of rows) {
    const m = table.get(r.clusterId) ?? new Map<string, number>();
    m.set(priceKey(r.flavor, r.resource), r.pricePerHour);
    table.set(r.clusterId, m);
  }
  return table;
}

export function priceOf(
  prices: PriceTable,
  clusterId: string,
  flavor: string,
  resource: string,
): number | undefined {
  return prices.get(clusterId)?.get(priceKey(flavor, resource));
}

export interface CostEstimateData {
  /** Every requested resource for the whole deadline; Infinity when there is no deadline. */
  worstCase: number;
  /**
   * The cost of the expected runtime (the start estimate's runtime prediction from the cluster's history, at most the
   * deadline); null when there is no history to go on.
   */
  expected: number | null;
  currency: string;
  gpuHoursWorstCase: number;
  /** Cost per hour while it runs. */
  perHour: number;
  /** Resources asked for that have no price on that cluster and flavor (they count as free). */
  unpriced: string[];
}

/** What one hour of the request costs on a cluster, and its GPU count. */
export function hourly(
  prices: PriceTable,
  clusterId: string,
  resources: readonly ResourceAmount[],
): { perHour: number; gpus: number; unpriced: string[] } {
  let perHour = 0;
  let gpus = 0;
  const unpriced: string[] = [];
  for (const r of resources) {
    if (isGpu(r.resource)) gpus += r.quantity;
    const price = priceOf(prices, clusterId, r.flavor, r.resource);
    if (price === undefined) unpriced.push(r.resource);
    else perHour += costOf(r.resource, r.quantity, 3600, price);
  }
  return { perHour, gpus, unpriced };
}

/** Per resource group, the flavors a request may be admitted to (ClusterRequestCheck.admissible). */
export type Admissible = readonly { coveredResources: readonly string[]; flavors: readonly string[] }[];

/**
 * Per group, the dearest flavor the request may be admitted to at these prices: Kueue assigns the first flavor that
 * holds the request and, when its quota is in use, the next one — so a worst case priced at the first would not
 * bound what a run costs. Groups `admissible` does not cover keep the flavor of `assigned`.
 */
export function dearestAssignments(
  prices: PriceTable,
  clusterId: string,
  requests: VersionRequests,
  admissible: Admissible | undefined,
  assigned: readonly { coveredResources: readonly string[]; flavor: string }[],
): { coveredResources: string[]; flavor: string }[] {
  if (!admissible || admissible.length === 0)
    return assigned.map((a) => ({ coveredResources: [...a.coveredResources], flavor: a.flavor }));
  const amounts = requestedAmounts(requests, []);
  return admissible.map((group) => {
    const mine = amounts.filter((r) => group.coveredResources.includes(r.resource));
    const first = assigned.find((a) => a.coveredResources.some((r) => group.coveredResources.includes(r)));
    let dearest = first?.flavor ?? group.flavors[0] ?? '';
    let most = Number.NEGATIVE_INFINITY;
    for (const flavor of group.flavors) {
      const perHour = hourly(
        prices,
        clusterId,
        mine.map((r) => ({ ...r, flavor })),
      ).perHour;
      if (perHour > most) {
        most = perHour;
        dearest = flavor;
      }
    }
    return { coveredResources: [...group.coveredResources], flavor: dearest };
  });
}

/**
 * The cost of a request: `worstAssigned` (the dearest admissible flavors) for the worst case, `assigned` (the
 * flavors Kueue assigns when their quota is free, or did assign) for the cost per hour and the expected cost.
 */
export function estimateCost(
  prices: PriceTable,
  clusterId: string,
  requests: VersionRequests,
  assigned: unknown,
  deadlineSeconds: number | null,
  currency: string,
  expectedSeconds: number | null = null,
  worstAssigned: unknown = assigned,
): CostEstimateData {
  const h = hourly(prices, clusterId, requestedAmounts(requests, assigned));
  const worst =
    worstAssigned === assigned ? h : hourly(prices, clusterId, requestedAmounts(requests, worstAssigned));
  const hours = deadlineSeconds === null ? Number.POSITIVE_INFINITY : deadlineSeconds / 3600;
  // 0 × ∞ is 0: a request with nothing priced costs nothing however long it runs.
  const times = (x: number) => (x === 0 ? 0 : x * hours);
  return {
    worstCase: times(worst.perHour),
    expected:
      expectedSeconds === null
        ? null
        : h.perHour === 0
          ? 0
          : (h.perHour * Math.min(expectedSeconds, deadlineSeconds ?? Number.POSITIVE_INFINITY)) / 3600,
    currency,
    gpuHoursWorstCase: times(worst.gpus),
    perHour: h.perHour,
    unpriced: h.unpriced,
  };
}

/** A cost estimate as a version's limits snapshot keeps it (JSON has no Infinity: null is unbounded). */
export function storedCost(e: CostEstimateData): StoredCost {
  const bounded = (x: number) => (Number.isFinite(x) ? x : null);
  return {
    worstCase: bounded(e.worstCase),
    expected: e.expected,
    currency: e.currency,
    gpuHoursWorstCase: bounded(e.gpuHoursWorstCase),
    perHour: e.perHour,
    unpriced: [...e.unpriced],
  };
}

export function costFromStored(c: StoredCost): CostEstimateData {
  return {
    worstCase: c.worstCase ?? Number.POSITIVE_INFINITY,
    expected: c.expected,
    currency: c.currency,
    gpuHoursWorstCase: c.gpuHoursWorstCase ?? Number.POSITIVE_INFINITY,
    perHour: c.perHour,
    unpriced: c.unpriced,
  };
}
