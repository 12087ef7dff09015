import type { Prisma, PrismaClient, ProcessStatus } from '../generated/prisma/client.ts';
import type { Logger } from '../logger.ts';
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
  /** When the Job started running (Kubernetes' `status.startTime`); kept from the first RUNNING otherwise. */
  startedAt?: Date | null;
  /** Only from these statuses (default: any active one). */
  from?: readonly ProcessStatus[];
  /** Further writes in the same transaction (e.g. dropping the launch row). */
  also?: (tx: Prisma.TransactionClient) => Promise<unknown>;
}

interface LockedRow {
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
 * Moves a version to a status (or a new reason within its status): the version's columns and a timeline row in
 * one transaction, with the row locked so that concurrent observers (launcher, monitor, cancel) record each
 * change once; terminal statuses are final. Publishes the change after the commit. Returns false when nothing
 * changed.
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
  const outcome = await deps.prisma.$transaction(async (tx) => {
    const rows = await tx.$queryRaw<LockedRow[]>`
      SELECT v.status, v."statusReason", v.message, v."queuedAt", v."startedAt", v."processId", p."projectId"
      FROM "ProcessVersion" v JOIN "Process" p ON p.id = v."processId"
      WHERE v.id = ${versionId} FOR UPDATE OF v`;
    const row = rows[0];
    if (!row || !from.includes(row.status)) return null;
    const sameStep = row.status === change.status && row.statusReason === reason;
    if (sameStep) {
      // Same step, newer detail (Kueue's "2 more needed" becoming "1 more needed"): no timeline row.
      if (message !== row.message) {
        await tx.processVersion.update({ where: { id: versionId }, data: { message } });
      }
      return null;
    }
    const data: Prisma.ProcessVersionUpdateInput = { status: change.status, statusReason: reason, message };
    // When it (last) entered the queue: a job that ran and was preempted (Job suspended, back to QUEUED) starts a
    // new wait, which the cluster's maxQueueWaitSeconds measures from here, not from its first queueing.
    if (change.status === 'QUEUED' && (!row.queuedAt || row.status !== 'QUEUED')) data.queuedAt = now;
    if (change.status === 'RUNNING' && !row.startedAt) data.startedAt = change.startedAt ?? now;
    if (isTerminal(change.status)) {
      data.finishedAt = now;
      if (change.exitCode !== undefined) data.exitCode = change.exitCode;
    }
    await tx.processVersion.update({ where: { id: versionId }, data });
    await tx.processVersionEvent.create({
      data: { versionId, status: change.status, reason, message, createdAt: now },
    });
    if (change.also) await change.also(tx);
    return row;
  });
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
