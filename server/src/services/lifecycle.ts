import { randomUUID } from 'node:crypto';
import { encodeAssignments } from '../db/version-data.ts';
import { Prisma, type PrismaClient, type ProcessStatus } from '../generated/prisma/client.ts';
import type { AssignedFlavor } from '../kube/kueue-workloads.ts';
import type { Logger } from '../logger.ts';
import { eventOfTransition } from './notify/events.ts';
import { anyoneToNotify, enqueueNotifications } from './notify/outbox.ts';
import type { VersionEventBus } from './version-events.ts';

/**
 * A version's lifecycle: which statuses are final and which still move, and the one way a version changes status
 * (`applyTransition`). Used by the services (cancel, logs, clusters) and by the runner.
 */

export const TERMINAL_STATUSES: readonly ProcessStatus[] = ['SUCCEEDED', 'FAILED', 'CANCELLED', 'LOST'];
export const ACTIVE_STATUSES: readonly ProcessStatus[] = ['PENDING', 'LAUNCHING', 'QUEUED', 'RUNNING'];

export function isTerminal(status: ProcessStatus): boolean {
  return TERMINAL_STATUSES.includes(status);
}

export interface TransitionDeps {
  prisma: PrismaClient;
  logger: Logger;
  versionEvents?: VersionEventBus;
}

export interface Transition {
  status: ProcessStatus;
  reason?: string | null;
  message?: string | null;
  exitCode?: number | null;
  /**
   * When the Job started running (Kubernetes' `status.startTime`); kept from the first RUNNING otherwise. On an
   * ending step it is written only when the version was never seen running (a short run, started and finished
   * between two looks), so that it still says how long it ran.
   */
  startedAt?: Date | null;
  /**
   * What Kueue assigned (the version's `assignedFlavors`), written with the step — and on its own when the step
   * is the same — so whoever the change wakes reads both. Undefined: left as it is.
   */
  assignedFlavors?: readonly AssignedFlavor[];
  /** Only from these statuses (default: any active one). */
  from?: readonly ProcessStatus[];
  /**
   * Only while the version is still at this attempt (ARCHITECTURE §17): what a cluster's monitor saw of an attempt
   * that failed over meanwhile changes nothing.
   */
  attempt?: number;
  /** Further writes in the same transaction (e.g. dropping the launch row). */
  also?: (tx: Prisma.TransactionClient) => Promise<unknown>;
}

interface LockedRow {
  attempt: number;
  status: ProcessStatus;
  statusReason: string | null;
  message: string | null;
  queuedAt: Date | null;
  startedAt: Date | null;
  processId: string;
  projectId: string;
}

const MAX_MESSAGE = 2_000;

function clip(text: string | null | undefined): string | null {
  if (text == null) return null;
  return text.length > MAX_MESSAGE ? `${text.slice(0, MAX_MESSAGE - 1)}…` : text;
}

/**
 * Moves a version to a status (or a new reason within its status): the version's columns and a timeline row
 * together, with the row locked so that concurrent observers (launcher, monitor, cancel) record each change once;
 * terminal statuses are final. Publishes the change after the commit. Returns false when nothing changed.
 *
 * Without `also`: ONE statement (`stepStatement`), atomic on its own, no BEGIN/COMMIT. With `also`: a transaction
 * (the row locked, the same writes, then `also`).
 */
export async function applyTransition(
  deps: TransitionDeps,
  versionId: string,
  change: Transition,
): Promise<boolean> {
  const now = new Date();
  const reason = change.reason ?? null;
  const message = clip(change.message);
  const from = change.from ?? ACTIVE_STATUSES;
  // A change that notifies someone (ARCHITECTURE §22) writes its outbox rows in its own transaction.
  const event = eventOfTransition(change.status, reason);
  const notifies = event !== null && (await anyoneToNotify(deps.prisma, versionId, event));
  const outcome =
    change.also || notifies
      ? await inTransaction(deps, versionId, change, { now, reason, message, from })
      : ((
          await deps.prisma.$queryRaw<Stepped[]>(
            stepStatement(versionId, change, { now, reason, message, from }),
          )
        )[0] ?? null);
  if (!outcome) return false;
  deps.logger.debug({ versionId, status: change.status, reason }, 'version status changed');
  try {
    deps.versionEvents?.publish({
      versionId,
      processId: outcome.processId,
      projectId: outcome.projectId,
      status: change.status,
    });
  } catch (error) {
    deps.logger.warn({ versionId, err: String(error) }, 'publishing a version event failed');
  }
  return true;
}

interface Step {
  now: Date;
  reason: string | null;
  message: string | null;
  from: readonly ProcessStatus[];
}

interface Stepped {
  processId: string;
  projectId: string;
}

/**
 * The whole transition as one statement: `old` locks the row (FOR UPDATE, so a concurrent transition is waited
 * for and its result read, as the transaction's locking SELECT does), `up` writes the version — every column when
 * the step is new, only the message when it is the same step with newer detail, nothing when the message is the
 * same too or the status is not one of `from` — and `ev` adds the timeline row for a new step. Returns the
 * version's process and project when a new step was recorded (what is published), no row otherwise.
 */
function stepStatement(versionId: string, change: Transition, s: Step): Prisma.Sql {
  const startedAt = change.startedAt ?? s.now;
  const terminal = isTerminal(change.status);
  const setStart = change.status === 'RUNNING' || (terminal && change.startedAt != null);
  const setExit = terminal && change.exitCode !== undefined;
  const flavors = change.assignedFlavors === undefined ? null : JSON.stringify(change.assignedFlavors);
  return Prisma.sql`
    WITH old AS (
      SELECT v.id, v.status, v."queuedAt",
        (v.status = ${change.status}::"ProcessStatus" AND v."statusReason" IS NOT DISTINCT FROM ${s.reason}::text) AS same
      FROM "ProcessVersion" v WHERE v.id = ${versionId}
        AND (${change.attempt ?? null}::int IS NULL OR v.attempt = ${change.attempt ?? null}::int) FOR UPDATE
    ), up AS (
      UPDATE "ProcessVersion" v SET
        status = ${change.status}::"ProcessStatus",
        "statusReason" = ${s.reason}::text,
        message = ${s.message}::text,
        "queuedAt" = CASE WHEN NOT old.same AND ${change.status === 'QUEUED'}::boolean
            AND (old."queuedAt" IS NULL OR old.status <> 'QUEUED'::"ProcessStatus")
          THEN ${s.now}::timestamp(3) ELSE v."queuedAt" END,
        "startedAt" = CASE WHEN NOT old.same AND ${setStart}::boolean AND v."startedAt" IS NULL
          THEN ${startedAt}::timestamp(3) ELSE v."startedAt" END,
        "finishedAt" = CASE WHEN NOT old.same AND ${terminal}::boolean THEN ${s.now}::timestamp(3) ELSE v."finishedAt" END,
        "exitCode" = CASE WHEN NOT old.same AND ${setExit}::boolean THEN ${change.exitCode ?? null}::int ELSE v."exitCode" END,
        "assignedFlavors" = COALESCE(${flavors}::jsonb, v."assignedFlavors"),
        "updatedAt" = ${s.now}::timestamp(3)
      FROM old
      WHERE v.id = old.id AND old.status = ANY(${[...s.from]}::"ProcessStatus"[])
        AND (NOT old.same OR v.message IS DISTINCT FROM ${s.message}::text OR ${flavors}::jsonb IS NOT NULL)
      RETURNING v."processId", old.same
    ), ev AS (
      INSERT INTO "ProcessVersionEvent" (id, "versionId", status, reason, message, "createdAt")
      SELECT ${randomUUID()}, ${versionId}, ${change.status}::"ProcessStatus", ${s.reason}::text, ${s.message}::text,
        ${s.now}::timestamp(3)
      FROM up WHERE NOT up.same
    )
    SELECT up."processId", p."projectId" FROM up JOIN "Process" p ON p.id = up."processId" WHERE NOT up.same`;
}

/** The transition and `also` in one transaction (the row locked first). */
async function inTransaction(
  deps: TransitionDeps,
  versionId: string,
  change: Transition,
  s: Step,
): Promise<Stepped | null> {
  const { now, reason, message, from } = s;
  return deps.prisma.$transaction(async (tx) => {
    const rows = await tx.$queryRaw<LockedRow[]>`
      SELECT v.status, v."statusReason", v.message, v."queuedAt", v."startedAt", v."processId", p."projectId",
        v.attempt
      FROM "ProcessVersion" v JOIN "Process" p ON p.id = v."processId"
      WHERE v.id = ${versionId} FOR UPDATE OF v`;
    const row = rows[0];
    if (!row || !from.includes(row.status)) return null;
    if (change.attempt !== undefined && row.attempt !== change.attempt) return null;
    const sameStep = row.status === change.status && row.statusReason === reason;
    const assignedFlavors =
      change.assignedFlavors === undefined ? undefined : encodeAssignments(change.assignedFlavors);
    if (sameStep) {
      // Same step, newer detail (Kueue's "2 more needed" becoming "1 more needed"): no timeline row.
      if (message !== row.message || assignedFlavors !== undefined) {
        await tx.processVersion.update({ where: { id: versionId }, data: { message, assignedFlavors } });
      }
      return null;
    }
    const data: Prisma.ProcessVersionUpdateInput = {
      status: change.status,
      statusReason: reason,
      message,
      assignedFlavors,
    };
    // When it (last) entered the queue: a job that ran and was preempted (Job suspended, back to QUEUED) starts a
    // new wait, which the cluster's maxQueueWaitSeconds measures from here, not from its first queueing.
    if (change.status === 'QUEUED' && (!row.queuedAt || row.status !== 'QUEUED')) data.queuedAt = now;
    const setStart = change.status === 'RUNNING' || (isTerminal(change.status) && change.startedAt != null);
    if (setStart && !row.startedAt) data.startedAt = change.startedAt ?? now;
    if (isTerminal(change.status)) {
      data.finishedAt = now;
      if (change.exitCode !== undefined) data.exitCode = change.exitCode;
    }
    await tx.processVersion.update({ where: { id: versionId }, data });
    await tx.processVersionEvent.create({
      data: { versionId, status: change.status, reason, message, createdAt: now },
    });
    if (change.also) await change.also(tx);
    const event = eventOfTransition(change.status, reason);
    if (event) await enqueueNotifications(tx, versionId, event);
    return row;
  });
}
