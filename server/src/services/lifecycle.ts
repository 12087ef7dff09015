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
 * Without `also`: ONE statement (`stepsStatement`), atomic on its own, no BEGIN/COMMIT. With `also`: a transaction
 * (the row locked, the same writes, then `also`).
 */
export async function applyTransition(
  deps: TransitionDeps,
  versionId: string,
  change: Transition,
): Promise<boolean> {
  const [result] = await applyTransitions(deps, [{ versionId, change }]);
  if (result!.status === 'rejected') throw result!.reason;
  return result!.value;
}

/** One version's transition in a batch. */
export interface VersionStep {
  versionId: string;
  change: Transition;
}

/**
 * `applyTransition` for several versions at once, with the same rule for each: the ones without `also` and without
 * anyone to notify in ONE statement (each row locked and fenced by its own attempt and `from`, as alone), the
 * others each in its transaction. Every version at most once per call. Answers, per step, whether it changed (or
 * why it failed: a failed statement fails its steps only; what committed is published all the same).
 */
export async function applyTransitions(
  deps: TransitionDeps,
  steps: readonly VersionStep[],
): Promise<PromiseSettledResult<boolean>[]> {
  const now = new Date();
  // A change that notifies someone (ARCHITECTURE §22) writes its outbox rows in its own transaction.
  const notifies = await Promise.allSettled(
    steps.map(async ({ versionId, change }) => {
      const event = eventOfTransition(change.status, change.reason ?? null);
      return event !== null && (await anyoneToNotify(deps.prisma, versionId, event));
    }),
  );
  const outcomes = new Map<string, PromiseSettledResult<Stepped | null>>();
  const grouped: VersionStep[] = [];
  const single: Promise<void>[] = [];
  steps.forEach((step, i) => {
    const notify = notifies[i]!;
    if (notify.status === 'rejected') outcomes.set(step.versionId, notify);
    else if (step.change.also || notify.value) {
      single.push(
        inTransaction(deps, step.versionId, step.change, stepOf(step.change, now)).then(
          (value) => void outcomes.set(step.versionId, { status: 'fulfilled', value }),
          (reason) => void outcomes.set(step.versionId, { status: 'rejected', reason }),
        ),
      );
    } else grouped.push(step);
  });
  if (grouped.length > 0) {
    single.push(
      deps.prisma.$queryRaw<(Stepped & { id: string })[]>(stepsStatement(grouped, now)).then(
        (rows) => {
          const byId = new Map(rows.map((r) => [r.id, r]));
          for (const { versionId } of grouped)
            outcomes.set(versionId, { status: 'fulfilled', value: byId.get(versionId) ?? null });
        },
        (reason) => {
          for (const { versionId } of grouped) outcomes.set(versionId, { status: 'rejected', reason });
        },
      ),
    );
  }
  await Promise.all(single);
  return steps.map(({ versionId, change }) => {
    const outcome = outcomes.get(versionId)!;
    if (outcome.status === 'rejected') return outcome;
    if (!outcome.value) return { status: 'fulfilled', value: false };
    const reason = change.reason ?? null;
    deps.logger.debug({ versionId, status: change.status, reason }, 'version status changed');
    try {
      deps.versionEvents?.publish({
        versionId,
        processId: outcome.value.processId,
        projectId: outcome.value.projectId,
        status: change.status,
      });
    } catch (error) {
      deps.logger.warn({ versionId, err: String(error) }, 'publishing a version event failed');
    }
    return { status: 'fulfilled', value: true };
  });
}

interface Step {
  now: Date;
  reason: string | null;
  message: string | null;
  from: readonly ProcessStatus[];
}

function stepOf(change: Transition, now: Date): Step {
  return {
    now,
    reason: change.reason ?? null,
    message: clip(change.message),
    from: change.from ?? ACTIVE_STATUSES,
  };
}

interface Stepped {
  processId: string;
  projectId: string;
}

/**
 * The transitions of several versions as one statement, each row as alone: `old` locks the rows (FOR UPDATE, in id
 * order, so a concurrent transition is waited for and its result read, as the transaction's locking SELECT does)
 * of the versions still at the step's attempt, `up` writes each version — every column when the step is new, only
 * the message when it is the same step with newer detail, nothing when the message is the same too or the status
 * is not one of the step's `from` — and `ev` adds the timeline row of each new step. Returns the id, process and
 * project of each version whose new step was recorded (what is published), no row for the others.
 */
function stepsStatement(steps: readonly VersionStep[], now: Date): Prisma.Sql {
  const col = <T>(f: (change: Transition, s: Step) => T) =>
    steps.map(({ change }) => f(change, stepOf(change, now)));
  const terminal = (c: Transition) => isTerminal(c.status);
  return Prisma.sql`
    WITH steps AS (
      SELECT * FROM unnest(${steps.map((s) => s.versionId)}::text[], ${col((c) => c.attempt ?? null)}::int[],
        ${col((c) => c.status)}::text[], ${col((_, s) => s.reason)}::text[], ${col((_, s) => s.message)}::text[],
        ${col((_, s) => s.from.join(','))}::text[], ${col((c) => (c.startedAt ?? now).toISOString())}::timestamp(3)[],
        ${col((c) => c.status === 'RUNNING' || (terminal(c) && c.startedAt != null))}::boolean[],
        ${col(terminal)}::boolean[], ${col((c) => terminal(c) && c.exitCode !== undefined)}::boolean[],
        ${col((c) => c.exitCode ?? null)}::int[],
        ${col((c) => (c.assignedFlavors === undefined ? null : JSON.stringify(c.assignedFlavors)))}::text[],
        ${col(() => randomUUID())}::text[])
        AS steps(id, attempt, "to", reason, message, "from", "startAt", "setStart", terminal, "setExit", "exitCode",
          flavors, "eventId")
    ), old AS (
      SELECT v.id, v.status, v."queuedAt", x."to"::"ProcessStatus" AS "to", x.reason, x.message, x."from",
        x."startAt", x."setStart", x.terminal, x."setExit", x."exitCode", x.flavors::jsonb AS flavors, x."eventId",
        (v.status = x."to"::"ProcessStatus" AND v."statusReason" IS NOT DISTINCT FROM x.reason) AS same
      FROM "ProcessVersion" v JOIN steps x ON x.id = v.id
      WHERE x.attempt IS NULL OR v.attempt = x.attempt
      ORDER BY v.id FOR UPDATE OF v
    ), up AS (
      UPDATE "ProcessVersion" v SET
        status = old."to",
        "statusReason" = old.reason,
        message = old.message,
        "queuedAt" = CASE WHEN NOT old.same AND old."to" = 'QUEUED'::"ProcessStatus"
            AND (old."queuedAt" IS NULL OR old.status <> 'QUEUED'::"ProcessStatus")
          THEN ${now}::timestamp(3) ELSE v."queuedAt" END,
        "startedAt" = CASE WHEN NOT old.same AND old."setStart" AND v."startedAt" IS NULL
          THEN old."startAt" ELSE v."startedAt" END,
        "finishedAt" = CASE WHEN NOT old.same AND old.terminal THEN ${now}::timestamp(3) ELSE v."finishedAt" END,
        "exitCode" = CASE WHEN NOT old.same AND old."setExit" THEN old."exitCode" ELSE v."exitCode" END,
        "assignedFlavors" = COALESCE(old.flavors, v."assignedFlavors"),
        "updatedAt" = ${now}::timestamp(3)
      FROM old
      WHERE v.id = old.id AND old.status = ANY(string_to_array(old."from", ',')::"ProcessStatus"[])
        AND (NOT old.same OR v.message IS DISTINCT FROM old.message OR old.flavors IS NOT NULL)
      RETURNING v.id, v."processId", old.same, old."to", old.reason, old.message, old."eventId"
    ), ev AS (
      INSERT INTO "ProcessVersionEvent" (id, "versionId", status, reason, message, "createdAt")
      SELECT up."eventId", up.id, up."to", up.reason, up.message, ${now}::timestamp(3)
      FROM up WHERE NOT up.same
    )
    SELECT up.id, up."processId", p."projectId" FROM up JOIN "Process" p ON p.id = up."processId" WHERE NOT up.same`;
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
