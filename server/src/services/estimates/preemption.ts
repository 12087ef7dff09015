import {
  fitGroups,
  type GroupRequest,
  type ResourceGroup,
  requestedResources,
  type StartEstimate,
} from '@kueue-batch/rules';
import type { QueueReading } from './queue-reading.ts';

/**
 * Preemption in the estimate (ARCHITECTURE §16): on a ClusterQueue whose `withinClusterQueue` lets a workload
 * evict lower-priority ones, a request that does not fit the free quota starts at once by evicting — the fewest
 * running workloads of lower priority, taken in Kueue's candidate order (lowest priority first, then the most
 * recently admitted), until the request fits. Not modelled: cohort reclaim and borrowing, fair sharing.
 */
export function preemptionEstimate(
  reading: QueueReading,
  clusterQueue: string,
  request: GroupRequest,
  priority: number,
  nowMs: number,
): StartEstimate | null {
  const o = reading.observation;
  if (!o || o.withinClusterQueue === 'Never') return null;
  const key = (flavor: string, resource: string) => `${flavor}\u0000${resource}`;
  const free = new Map<string, bigint>();
  for (const g of o.resourceGroups)
    for (const f of g.flavors) for (const r of g.coveredResources) free.set(key(f.name, r), f.quota[r] ?? 0n);
  for (const u of o.usage)
    free.set(key(u.flavor, u.resource), (free.get(key(u.flavor, u.resource)) ?? 0n) - u.amount);
  const groupsWith = (): ResourceGroup[] =>
    o.resourceGroups.map((g) => ({
      coveredResources: g.coveredResources,
      flavors: g.flavors.map((f) => {
        const quota: Record<string, bigint> = {};
        for (const r of g.coveredResources) quota[r] = free.get(key(f.name, r)) ?? 0n;
        return { name: f.name, quota, ...(f.nodeLabels ? { nodeLabels: f.nodeLabels } : {}) };
      }),
    }));
  if (fitGroups(groupsWith(), request).fits) return null; // fits without evicting anyone
  const candidates = o.workloads
    .filter(
      (w) =>
        !w.finished &&
        w.admission?.clusterQueue === clusterQueue &&
        (w.priority < priority ||
          (o.withinClusterQueue === 'LowerOrNewerEqualPriority' && w.priority === priority)),
    )
    .sort((a, b) => a.priority - b.priority || b.admission!.at.getTime() - a.admission!.at.getTime());
  const asked = new Set(requestedResources(request).map((r) => r.name));
  let preempts = 0;
  for (const w of candidates) {
    if (!w.admission!.usage.some((u) => asked.has(u.resource))) continue;
    for (const u of w.admission!.usage)
      free.set(key(u.flavor, u.resource), (free.get(key(u.flavor, u.resource)) ?? 0n) + u.amount);
    preempts += 1;
    const fit = fitGroups(groupsWith(), request);
    if (fit.fits) {
      const flavors = fit.assignments.map((a) => a.flavor.name).join(', ');
      return {
        basis: 'PREEMPTION',
        expectedStartAtMs: nowMs,
        latestStartAtMs: null,
        expectedWaitSeconds: 0,
        latestWaitSeconds: null,
        workloadsAhead: 0,
        assignments: fit.assignments.map((a) => ({
          coveredResources: a.coveredResources,
          flavor: a.flavor.name,
        })),
        message: `starts by preempting ${preempts} lower-priority workload${preempts === 1 ? '' : 's'}${flavors ? ` (flavor ${flavors})` : ''}`,
        reason: null,
        assumptions: [
          'Kueue preempts within the ClusterQueue as its policy allows',
          'no higher-priority workload arrives',
        ],
        computedAtMs: nowMs,
        preempts,
      };
    }
  }
  return null;
}
