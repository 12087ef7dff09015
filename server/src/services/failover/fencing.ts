import type { Cluster, PrismaClient } from '../../generated/prisma/client.ts';
import type { ClusterClientRegistry } from '../../kube/client-registry.ts';
import { didNotAnswer } from '../../kube/cluster-error.ts';
import { workloadKindOf } from '../../kube/workloads/registry.ts';
import type { Logger } from '../../logger.ts';
import { readJobArchive } from '../logs.ts';

/**
 * Fencing (ARCHITECTURE §17): at most one attempt of a version holds a Job as far as the platform knows. An ended
 * attempt's Job is deleted (foreground: the Job stays until its pods are gone, so its absence means theirs) and
 * its absence confirmed, its logs kept first; `jobDeletedAt` records it. After PREEMPTED the next attempt's launch
 * waits for that (`releaseFencedLaunches`); after CLUSTER_LOST it is done as soon as the cluster answers again.
 */

export interface FencingDeps {
  prisma: PrismaClient;
  kube: ClusterClientRegistry;
  logger: Logger;
}

export interface UnfencedAttempt {
  id: string;
  versionId: string;
  number: number;
  jobName: string | null;
  log: string | null;
}

/** One ended attempt's Job: logs kept, deleted, confirmed gone. True when it is gone (recorded). */
export async function fenceAttempt(
  deps: FencingDeps,
  cluster: Cluster,
  attempt: UnfencedAttempt,
): Promise<boolean> {
  if (!attempt.jobName) {
    await deps.prisma.processAttempt.updateMany({
      where: { id: attempt.id, jobDeletedAt: null },
      data: { jobDeletedAt: new Date() },
    });
    return true;
  }
  const client = deps.kube.get(cluster);
  if (attempt.log === null) {
    // Its logs go with its pods: keep them first (once; a failed read does not hold the fencing back).
    const kept = await readJobArchive(deps, cluster, attempt.jobName, deps.kube.defaultTimeoutMs).catch(
      (error) => {
        if (didNotAnswer(error)) throw error;
        return null;
      },
    );
    await deps.prisma.processAttempt.updateMany({
      where: { id: attempt.id },
      data: { log: kept?.text ?? '', logTruncated: kept?.truncated ?? false },
    });
  }
  const kind = workloadKindOf();
  await kind.stop(client, cluster.namespace, attempt.jobName, { propagation: 'Foreground' });
  if (!(await kind.isGone(client, cluster.namespace, attempt.jobName))) return false;
  await deps.prisma.processAttempt.updateMany({
    where: { id: attempt.id, jobDeletedAt: null },
    data: { jobDeletedAt: new Date() },
  });
  deps.logger.info(
    { versionId: attempt.versionId, attempt: attempt.number, cluster: cluster.name, job: attempt.jobName },
    'old attempt fenced (its Job is gone)',
  );
  return true;
}

/** Every ended attempt on this cluster whose Job may still be there: fenced now if the cluster answers. */
export async function fenceCluster(deps: FencingDeps, cluster: Cluster): Promise<number> {
  const open = await deps.prisma.processAttempt.findMany({
    where: { clusterId: cluster.id, jobDeletedAt: null },
    select: { id: true, versionId: true, number: true, jobName: true, log: true },
    take: 100,
  });
  let fenced = 0;
  for (const attempt of open) {
    try {
      if (await fenceAttempt(deps, cluster, attempt)) fenced += 1;
    } catch (error) {
      // Not reachable yet (or refused): tried again at the next sweep.
      deps.logger.debug(
        { versionId: attempt.versionId, err: error instanceof Error ? error.message : String(error) },
        'fencing an old attempt failed; retried',
      );
      if (didNotAnswer(error)) break;
    }
  }
  return fenced;
}

/**
 * The launches of next attempts whose fencing is done (or not needed: the old cluster was lost; or the version is
 * to be cancelled, which its launch row then does without launching). Idempotent; any server may run it. Returns
 * how many launches were queued.
 */
export async function releaseFencedLaunches(prisma: PrismaClient): Promise<number> {
  return prisma.$executeRaw`
    INSERT INTO "LaunchJob" (id, "versionId", attempts, "runAfter", "createdAt")
    SELECT gen_random_uuid()::text, v.id, 0, (now() AT TIME ZONE 'UTC'), (now() AT TIME ZONE 'UTC')
    FROM "ProcessVersion" v
    JOIN "ProcessAttempt" a ON a."versionId" = v.id AND a.number = v.attempt - 1
    WHERE v.status = 'PENDING'::"ProcessStatus" AND v.attempt > 1 AND v."launchedAt" IS NULL
      AND (a."jobDeletedAt" IS NOT NULL OR a.outcome = 'CLUSTER_LOST'::"AttemptOutcome"
        OR v."cancelRequestedAt" IS NOT NULL)
      AND NOT EXISTS (SELECT 1 FROM "LaunchJob" l WHERE l."versionId" = v.id)
    ON CONFLICT ("versionId") DO NOTHING`;
}
