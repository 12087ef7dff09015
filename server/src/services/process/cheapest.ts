import { formatWait } from '@kueue-batch/rules';
import { type AllowedClusters, classesAllowedOn } from '../allowed-clusters.ts';
import { ValidationError } from '../errors.ts';
import { specRequests } from '../usage/admission.ts';
import { hourly, loadPrices } from '../usage/cost.ts';
import { requestedAmounts } from '../usage/resources.ts';
import { costDemandOf } from './demand.ts';
import type { ProcessSpec } from './input.ts';
import { candidateOn, type Placed } from './placement.ts';
import type { ProcessDeps } from './types.ts';

/**
 * Placement CHEAPEST (ARCHITECTURE §18): among the allowed clusters that hold the request (estimate not NEVER),
 * those whose expected start is within `maxWaitSeconds` (omitted: any known or unknown wait), the one where an
 * hour of the request costs least at its flavors' prices (ties: sort order). None within the wait → the earliest
 * expected start among them, said so. `placementReason` gives the price and the wait, and the runners-up.
 */
export async function placeCheapest(
  deps: ProcessDeps,
  allowed: AllowedClusters,
  spec: ProcessSpec,
  maxWaitSeconds: number | null,
): Promise<Placed | null> {
  if (maxWaitSeconds !== null && !(Number.isInteger(maxWaitSeconds) && maxWaitSeconds >= 0))
    throw ValidationError.of([{ field: 'maxWaitSeconds', message: 'must be a whole number of seconds ≥ 0' }]);
  const nowMs = (deps.now?.() ?? new Date()).getTime();
  const currency = deps.currency ?? 'EUR';
  const prices = await loadPrices(
    deps.prisma,
    allowed.clusters.map((c) => c.id),
  );
  const requests = specRequests({ requested: costDemandOf(spec) });
  const candidates = await Promise.all(
    allowed.clusters.map(async (cluster, order) => {
      const c = await candidateOn(deps, cluster, order, spec, nowMs, classesAllowedOn(allowed, cluster.id));
      if (!c || c.estimate?.basis === 'NEVER') return null;
      const wait = c.estimate?.basis === 'NOW' ? 0 : (c.estimate?.expectedWaitSeconds ?? null);
      const cost = hourly(prices, cluster.id, requestedAmounts(requests, c.check.assignments));
      return { ...c, wait, perHour: cost.perHour };
    }),
  );
  const fitting = candidates.filter((c): c is NonNullable<typeof c> => c !== null);
  if (fitting.length === 0) return null;
  const within = fitting.filter(
    (c) => maxWaitSeconds === null || (c.wait !== null && c.wait <= maxWaitSeconds),
  );
  const price = (x: number) => `${(Math.round(x * 100) / 100).toFixed(2)} ${currency}/h`;
  const waitText = (c: (typeof fitting)[number]) =>
    c.wait === null
      ? 'start unknown'
      : c.wait === 0
        ? 'starts now'
        : `expected start in ${formatWait(c.wait)}`;
  const bound = maxWaitSeconds === null ? '' : ` within ${formatWait(maxWaitSeconds)}`;
  if (within.length > 0) {
    const ranked = [...within].sort((a, b) => a.perHour - b.perHour || a.order - b.order);
    const best = ranked[0]!;
    const others = fitting
      .filter((c) => c !== best)
      .sort((a, b) => a.order - b.order)
      .slice(0, 3)
      .map(
        (c) =>
          `${c.cluster.name}: ${price(c.perHour)}, ${waitText(c)}${within.includes(c) ? '' : ` (beyond${bound})`}`,
      )
      .join('; ');
    return {
      cluster: best.cluster,
      check: best.check,
      reading: best.reading,
      placementReason: `cheapest${bound}: ${price(best.perHour)} on ${best.cluster.name}, ${waitText(best)}${others ? ` (${others})` : ''}`,
    };
  }
  const earliest = [...fitting].sort(
    (a, b) =>
      (a.wait ?? Number.POSITIVE_INFINITY) - (b.wait ?? Number.POSITIVE_INFINITY) || a.order - b.order,
  )[0]!;
  return {
    cluster: earliest.cluster,
    check: earliest.check,
    reading: earliest.reading,
    placementReason: `no allowed cluster is expected to start${bound}; the earliest: ${earliest.cluster.name}, ${waitText(earliest)}, ${price(earliest.perHour)}`,
  };
}
