import { EventEmitter } from 'node:events';
import type { NotifyEvent, Prisma, PrismaClient, ProcessStatus } from '../../generated/prisma/client.ts';
import type { BudgetPayload, CodePayload, EventDetails, TaskCounts, VersionPayload } from './events.ts';

/**
 * The outbox (ARCHITECTURE §22): deliveries are rows written in the transaction of the change that causes them, so
 * a change and its notifications commit together or not at all; the worker (worker.ts) sends them. One row per
 * channel, unique by (channel, dedupeKey): the same event never gets a second row.
 */

type Tx = Prisma.TransactionClient;

/** Wakes this process's worker soon after a commit (the poll is the safety net, and other servers rely on it). */
export const outboxWake = new EventEmitter();
outboxWake.setMaxListeners(0);

function wakeSoon(): void {
  setTimeout(() => outboxWake.emit('wake'), 50).unref();
}

interface VersionRow {
  id: string;
  version: number;
  notify: boolean | null;
  createdById: string;
  status: ProcessStatus;
  statusReason: string | null;
  message: string | null;
  exitCode: number | null;
  attempt: number;
  processId: string;
  processName: string;
  projectId: string;
  projectName: string;
  clusterName: string;
  taskCount: number | null;
}

/**
 * Writes the deliveries of a version's event to its creator's channels that want it (verified ones; none when
 * the version was created with `notify: false`), in `tx`. Called by the code that writes the status change, in
 * its transaction (lifecycle.ts `applyTransition`, failover/move.ts); an array or gang calls it once at its end,
 * with `details.tasks`. Returns how many deliveries were written.
 */
export async function enqueueNotifications(
  tx: Tx,
  versionId: string,
  event: NotifyEvent,
  details: EventDetails = {},
): Promise<number> {
  const rows = await tx.$queryRaw<VersionRow[]>`
    SELECT v.id, v.version, v.notify, v."createdById", v.status, v."statusReason", v.message, v."exitCode",
      v.attempt, v."taskCount", p.id AS "processId", p.name AS "processName", p."projectId", pr.name AS "projectName",
      c.name AS "clusterName"
    FROM "ProcessVersion" v JOIN "Process" p ON p.id = v."processId" JOIN "Project" pr ON pr.id = p."projectId"
      JOIN "Cluster" c ON c.id = v."clusterId"
    WHERE v.id = ${versionId}`;
  const v = rows[0];
  if (!v || v.notify === false) return 0;
  const channels = await wantingChannels(tx, [v.createdById], event);
  if (channels.length === 0) return 0;
  // An array or gang ends with ONE message carrying its counts (ARCHITECTURE §22), read in this transaction: the
  // tasks closed with the step are counted as they were written.
  const tasks =
    details.tasks ?? (v.taskCount != null && FINAL_EVENTS.has(event) ? await taskCountsOf(tx, v) : undefined);
  const payload: VersionPayload = {
    kind: 'version',
    event,
    occurredAt: new Date().toISOString(),
    project: { id: v.projectId, name: v.projectName },
    process: { id: v.processId, name: v.processName, versionId: v.id, version: v.version },
    status: v.status,
    attempt: v.attempt,
    cluster: details.cluster ?? details.fromCluster ?? v.clusterName,
    reason: details.reason !== undefined ? details.reason : v.statusReason,
    message: details.message !== undefined ? details.message : v.message,
    exitCode: v.exitCode,
    ...(details.fromCluster
      ? { fromCluster: details.fromCluster, toCluster: details.toCluster ?? null }
      : {}),
    ...(tasks ? { tasks } : {}),
  };
  // Once per version for a final event; per attempt for STARTED; each preemption and failover is its own.
  const key =
    event === 'STARTED'
      ? `${versionId}:STARTED:${v.attempt}`
      : event === 'PREEMPTED' || event === 'FAILED_OVER'
        ? `${versionId}:${event}:${v.attempt}:${payload.occurredAt}`
        : `${versionId}:${event}`;
  return write(
    tx,
    channels.map((c) => ({
      channelId: c.id,
      event,
      versionId,
      projectId: v.projectId,
      dedupeKey: key,
      payload: payload as unknown as Prisma.InputJsonValue,
    })),
  );
}

/**
 * Whether an event of this version has anyone to go to (its creator has a verified channel wanting it and the
 * version was not created with `notify: false`): one indexed read, so a change nobody hears of keeps its one-statement
 * path. A channel added at that very moment may miss that one event.
 */
export async function anyoneToNotify(
  db: Tx | PrismaClient,
  versionId: string,
  event: NotifyEvent,
): Promise<boolean> {
  const rows = await db.$queryRaw<{ yes: boolean }[]>`
    SELECT EXISTS (
      SELECT 1 FROM "ProcessVersion" v JOIN "NotificationChannel" c ON c."userId" = v."createdById"
      WHERE v.id = ${versionId} AND v.notify IS DISTINCT FROM false AND c.verified
        AND ${event}::"NotifyEvent" = ANY(c.events)
    ) AS yes`;
  return rows[0]?.yes === true;
}

/** A budget event for the project's owners' channels that want it; `dedupeKey` makes it once per period. */
export async function enqueueBudgetEvent(
  tx: Tx,
  ownerIds: string[],
  payload: BudgetPayload,
): Promise<number> {
  const channels = await wantingChannels(tx, ownerIds, payload.event);
  return write(
    tx,
    channels.map((c) => ({
      channelId: c.id,
      event: payload.event,
      projectId: payload.project.id,
      dedupeKey: `budget:${payload.project.id}:${payload.budget.periodStart}:${payload.event}`,
      payload: payload as unknown as Prisma.InputJsonValue,
    })),
  );
}

/** The verification mail of an address (its only message until verified). */
export async function enqueueCode(tx: Tx, channelId: string, code: string): Promise<void> {
  const payload: CodePayload = { kind: 'code', code };
  await write(tx, [
    {
      channelId,
      event: null,
      dedupeKey: `code:${Date.now()}:${code}`,
      payload: payload as unknown as Prisma.InputJsonValue,
    },
  ]);
}

const FINAL_EVENTS: ReadonlySet<NotifyEvent> = new Set(['SUCCEEDED', 'FAILED', 'CANCELLED']);

async function taskCountsOf(tx: Tx, v: VersionRow): Promise<TaskCounts> {
  const rows = await tx.processTask.groupBy({ by: ['status'], where: { versionId: v.id }, _count: true });
  const n = (s: string) => rows.find((r) => r.status === s)?._count ?? 0;
  return {
    total: v.taskCount ?? 0,
    succeeded: n('SUCCEEDED'),
    failed: n('FAILED'),
    ...(n('CANCELLED') > 0 ? { cancelled: n('CANCELLED') } : {}),
  };
}

async function wantingChannels(tx: Tx, userIds: string[], event: NotifyEvent) {
  return tx.notificationChannel.findMany({
    where: { userId: { in: userIds }, verified: true, events: { has: event } },
    select: { id: true },
  });
}

async function write(tx: Tx, data: Prisma.NotificationDeliveryCreateManyInput[]): Promise<number> {
  if (data.length === 0) return 0;
  // Times from this clock, as the worker compares them (not the database session's).
  const now = new Date();
  const { count } = await tx.notificationDelivery.createMany({
    data: data.map((d) => ({ ...d, createdAt: now, runAfter: now })),
    skipDuplicates: true,
  });
  if (count > 0) wakeSoon();
  return count;
}
