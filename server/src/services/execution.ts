import type { PrismaClient, ProcessVersion, User } from '../generated/prisma/client.ts';
import type { ClusterClientRegistry } from '../kube/client-registry.ts';
import { ClusterError, didNotAnswer } from '../kube/cluster-error.ts';
import { workloadKindOf } from '../kube/workloads/registry.ts';
import type { Logger } from '../logger.ts';
import { can, roleOf, visibleVersions } from './access.ts';
import { auditCancel } from './audit.ts';
import { ForbiddenError, NotFoundError } from './errors.ts';
import { toUnavailable, VersionNotCancellableError } from './execution-errors.ts';
import { applyTransition, isTerminal } from './lifecycle.ts';
import { archiveLogs } from './logs.ts';
import { closeTasks } from './task-sync.ts';
import type { VersionEventBus } from './version-events.ts';

export class CancelForbiddenError extends ForbiddenError {
  override readonly name = 'CancelForbiddenError';
}

export interface ExecutionDeps {
  prisma: PrismaClient;
  kube: ClusterClientRegistry;
  logger: Logger;
  versionEvents?: VersionEventBus;
}

/**
 * Cancels a version for a member (OWNER or MEMBER; a VIEWER gets CancelForbiddenError; a non-member or unknown
 * id: NotFoundError; a finished version: VersionNotCancellableError). The request is recorded first
 * (`cancelRequestedAt`; audited as `version.cancel` in the same transaction when the version is someone else's),
 * so it is never lost: before launch the launch row is dropped; after launch the Job is deleted (background
 * propagation) and the version becomes CANCELLED once the Job is gone. When the cluster does not answer, this
 * throws ClusterUnavailableError (retrying) within the call's time budget and the runner keeps retrying the
 * deletion.
 */
export async function cancelProcessVersion(
  deps: ExecutionDeps,
  viewer: User,
  id: string,
): Promise<ProcessVersion> {
  const { prisma } = deps;
  const found = await prisma.processVersion.findFirst({
    where: { id, ...visibleVersions(viewer.id) },
    include: {
      process: { select: { projectId: true, name: true } },
      createdBy: { select: { email: true } },
      cluster: true,
    },
  });
  if (!found) throw new NotFoundError('Process version');
  if (!can(viewer, 'run', await roleOf(prisma, viewer.id, found.process.projectId)))
    throw new CancelForbiddenError('Viewers cannot cancel processes.');
  if (isTerminal(found.status)) {
    throw new VersionNotCancellableError(
      `version ${found.version} already finished (${found.status}); there is nothing to cancel`,
      found.status,
    );
  }
  // The request and its audit row together: the first request writes both, a repeated one neither.
  await prisma.$transaction(async (tx) => {
    const asked = await tx.processVersion.updateMany({
      where: { id, cancelRequestedAt: null },
      data: { cancelRequestedAt: new Date(), cancelRequestedById: viewer.id },
    });
    if (asked.count === 1) await auditCancel(tx, viewer, found);
  });

  if (!found.jobName) {
    // Not launched: drop the launch unless a launcher holds it right now (it checks the request before and after
    // creating the Job, and deletes what it created).
    await applyTransition(deps, id, {
      status: 'CANCELLED',
      reason: 'Cancelled',
      message: 'cancelled before launch',
      from: ['PENDING', 'LAUNCHING'],
      also: async (tx) => {
        const dropped = await tx.$executeRaw`
          DELETE FROM "LaunchJob" WHERE "versionId" = ${id}
            AND ("lockedUntil" IS NULL OR "lockedUntil" < (now() AT TIME ZONE 'UTC'))`;
        const launched = await tx.processVersion.count({ where: { id, jobName: { not: null } } });
        if (dropped === 0 || launched > 0) throw new LaunchInFlight();
        await closeTasks(tx, id);
      },
    }).catch((error) => {
      if (!(error instanceof LaunchInFlight)) throw error;
    });
    return reload(deps, id);
  }

  const cluster = found.cluster;
  const jobName = found.jobName;
  try {
    const client = deps.kube.get(cluster);
    // Deleting the Job deletes its pods, and their logs with them: keep what the job printed so far first.
    if (found.status === 'RUNNING') {
      // On the control budget: a cancel answers within CLUSTER_TIMEOUT_MS (the read is still a log read, on the
      // log breaker).
      const kept = await archiveLogs(deps, id, { timeoutMs: deps.kube.defaultTimeoutMs });
      if (kept.kind === 'failed') {
        // Only the log breaker is open (an earlier log read failed; control calls still go through): the cancel
        // is accepted and recorded, and the monitor's sweep reads the logs once, then deletes the Job.
        if (kept.error.circuitOpen && client.breakerState !== 'open') return reload(deps, id);
        // A cluster that did not answer the read will not answer the delete either: say so within one budget.
        if (didNotAnswer(kept.error)) throw kept.error;
      }
    }
    const kind = workloadKindOf();
    const outcome = await kind.stop(client, cluster.namespace, jobName);
    const gone = outcome === 'gone' || (await kind.isGone(client, cluster.namespace, jobName));
    if (gone) await markCancelled(deps, id);
  } catch (error) {
    if (!(error instanceof ClusterError)) throw error;
    deps.logger.info(
      { versionId: id, cluster: cluster.name, kind: error.kind },
      'cancel deferred: cluster unavailable',
    );
    throw toUnavailable(
      error,
      cluster.name,
      true,
      '; the cancel is kept and retried until the cluster answers',
    );
  }
  return reload(deps, id);
}

class LaunchInFlight extends Error {}

/** The Job of a version whose cancel was asked is gone. */
export function markCancelled(deps: ExecutionDeps, versionId: string) {
  return applyTransition(deps, versionId, {
    status: 'CANCELLED',
    reason: 'Cancelled',
    message: 'cancelled; its Job was deleted',
    // An array's or gang's tasks that had not ended are cancelled with it (ARCHITECTURE §19).
    also: (tx) => closeTasks(tx, versionId),
  });
}

async function reload(deps: ExecutionDeps, id: string): Promise<ProcessVersion> {
  return deps.prisma.processVersion.findUniqueOrThrow({ where: { id } });
}
