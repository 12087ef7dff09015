import type { PrismaClient } from '../generated/prisma/client.ts';
import { requireCan } from './access.ts';
import { BadUserInputError } from './errors.ts';

/**
 * How long a project's versions waited to start, and why (the waits report): versions created in [from, to) that
 * have started, per cluster of their first start; a wait is creation to first start (the earliest start of any of
 * its attempts); the reasons are the distinct reasons of its QUEUED timeline steps before that start, each counted
 * once per version.
 */
export interface WaitReasonData {
  reason: string;
  count: number;
}

export interface WaitRowData {
  clusterId: string;
  count: number;
  medianSeconds: number;
  p90Seconds: number;
  reasons: WaitReasonData[];
}

const DAY_MS = 86_400_000;
/** At most this long a period (a year and a day), as the usage report. */
const MAX_RANGE_MS = 367 * DAY_MS;
/** The commonest reasons shown per cluster. */
const TOP_REASONS = 3;

/** The q-quantile (0–1) of sorted values, interpolated between neighbours (PostgreSQL's percentile_cont). */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return 0;
  const at = (sorted.length - 1) * q;
  const lo = Math.floor(at);
  const hi = Math.ceil(at);
  return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (at - lo);
}

export async function waitReport(
  prisma: PrismaClient,
  viewer: { id: string; isAdmin: boolean },
  args: { projectId: string; from: Date; to: Date },
): Promise<{ rows: WaitRowData[] }> {
  const { projectId, from, to } = args;
  if (!(from.getTime() < to.getTime()))
    throw new BadUserInputError([{ field: 'to', message: 'must be after from' }]);
  if (to.getTime() - from.getTime() > MAX_RANGE_MS)
    throw new BadUserInputError([{ field: 'to', message: 'the period is at most 367 days' }]);
  await requireCan(prisma, viewer, 'view', projectId, 'Only members of the project see how its jobs waited.');
  const versions = await prisma.processVersion.findMany({
    where: { process: { projectId }, createdAt: { gte: from, lt: to } },
    select: {
      createdAt: true,
      startedAt: true,
      clusterId: true,
      attempts: { select: { clusterId: true, startedAt: true } },
      events: {
        where: { status: 'QUEUED', reason: { not: null } },
        select: { reason: true, createdAt: true },
      },
    },
  });
  const byCluster = new Map<string, { waits: number[]; reasons: Map<string, number> }>();
  for (const v of versions) {
    const starts = [
      ...v.attempts.flatMap((a) => (a.startedAt ? [{ at: a.startedAt, clusterId: a.clusterId }] : [])),
      ...(v.startedAt ? [{ at: v.startedAt, clusterId: v.clusterId }] : []),
    ].sort((a, b) => a.at.getTime() - b.at.getTime());
    const first = starts[0];
    if (!first) continue; // not started: it does not count (yet)
    const entry = byCluster.get(first.clusterId) ?? { waits: [], reasons: new Map<string, number>() };
    byCluster.set(first.clusterId, entry);
    entry.waits.push(Math.max(0, (first.at.getTime() - v.createdAt.getTime()) / 1000));
    const reasons = new Set(v.events.filter((e) => e.createdAt <= first.at).map((e) => e.reason!));
    for (const r of reasons) entry.reasons.set(r, (entry.reasons.get(r) ?? 0) + 1);
  }
  const rows = [...byCluster].map(([clusterId, { waits, reasons }]) => {
    const sorted = waits.sort((a, b) => a - b);
    return {
      clusterId,
      count: sorted.length,
      medianSeconds: quantile(sorted, 0.5),
      p90Seconds: quantile(sorted, 0.9),
      reasons: [...reasons]
        .map(([reason, count]) => ({ reason, count }))
        .sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason))
        .slice(0, TOP_REASONS),
    };
  });
  return { rows: rows.sort((a, b) => b.count - a.count || a.clusterId.localeCompare(b.clusterId)) };
}
