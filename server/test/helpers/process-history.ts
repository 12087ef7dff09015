import type { PrismaClient, ProcessStatus } from '../../src/generated/prisma/client.ts';

/** One version of a seeded process: where it ran, how it stands, and (for waits) when it was made and started. */
export interface SeedHistoryVersion {
  clusterId: string;
  status: ProcessStatus;
  createdAt?: Date;
  startedAt?: Date | null;
  /** Timeline rows after its creation: status, reason, when. */
  events?: { status: ProcessStatus; reason: string | null; at: Date }[];
  /** Attempts that ended before the current one (failovers). */
  attempts?: { clusterId: string; createdAt: Date; startedAt: Date | null; endedAt: Date }[];
}

/**
 * A process and its versions as the lifecycle leaves them (no cluster involved): for list filters and reports over
 * history.
 */
export async function seedProcessHistory(
  prisma: PrismaClient,
  o: { projectId: string; name: string; userId: string; versions: SeedHistoryVersion[] },
) {
  const process = await prisma.process.create({
    data: { projectId: o.projectId, name: o.name, createdById: o.userId },
  });
  const versions = [];
  for (const [i, v] of o.versions.entries()) {
    const createdAt = v.createdAt ?? new Date();
    versions.push(
      await prisma.processVersion.create({
        data: {
          processId: process.id,
          version: i + 1,
          image: 'busybox:1.36',
          command: ['true'],
          args: [],
          cpu: '1',
          memory: '1Gi',
          cpuMillis: 1000n,
          memoryBytes: 1024n ** 3n,
          clusterId: v.clusterId,
          limitsSnapshot: {},
          createdById: o.userId,
          status: v.status,
          createdAt,
          startedAt: v.startedAt ?? null,
          attempt: (v.attempts?.length ?? 0) + 1,
          events: {
            create: [
              { status: 'PENDING', reason: 'Created', createdAt },
              ...(v.events ?? []).map((e) => ({ status: e.status, reason: e.reason, createdAt: e.at })),
            ],
          },
          attempts: {
            create: (v.attempts ?? []).map((a, n) => ({
              number: n + 1,
              clusterId: a.clusterId,
              createdAt: a.createdAt,
              startedAt: a.startedAt,
              endedAt: a.endedAt,
              outcome: 'PREEMPTED' as const,
            })),
          },
        },
      }),
    );
  }
  return { process, versions };
}
