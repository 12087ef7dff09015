import type { Cluster, PrismaClient, ProcessStatus } from '../../src/generated/prisma/client.ts';
import { parseCpuMillis, parseMemoryBytes } from '../../src/kube/quantity.ts';

let counter = 0;

export interface SeedVersionOptions {
  userId: string;
  projectId: string;
  cluster: Pick<Cluster, 'id'>;
  image?: string;
  command?: string[];
  cpu?: string;
  memory?: string;
  deadlineSeconds?: number | null;
  backoffLimit?: number;
  /** The `env` column: [{ name, value } | { name, secret }]. */
  env?: ({ name: string; value: string } | { name: string; secret: string })[];
  /** The `mounts` column: [{ volume, path, readOnly }]. */
  mounts?: { volume: string; path: string; readOnly: boolean }[];
  /** Seed the launch row (as createProcess does); false for a version that never reaches the queue. */
  launch?: boolean;
  /** When the launch row falls due (e.g. a retry waiting for its backoff). */
  runAfter?: Date;
}

/**
 * What createProcess commits, written directly: a process, its version (PENDING), the first timeline row and the
 * launch row — in one transaction. For runner tests until they can go through GraphQL.
 */
export async function seedVersion(prisma: PrismaClient, o: SeedVersionOptions) {
  // Taken before the first await: calls started together must not share a name.
  counter += 1;
  const name = `p-${counter}-${Date.now()}`;
  const cpu = o.cpu ?? '1';
  const memory = o.memory ?? '1Gi';
  return prisma.$transaction(async (tx) => {
    const process = await tx.process.create({
      data: { projectId: o.projectId, name, createdById: o.userId },
    });
    const version = await tx.processVersion.create({
      data: {
        processId: process.id,
        version: 1,
        image: o.image ?? 'busybox:1.36',
        command: o.command ?? ['sh', '-c', 'echo hello; sleep 5; echo done'],
        args: [],
        env: o.env ?? [],
        mounts: o.mounts ?? [],
        cpu,
        memory,
        cpuMillis: parseCpuMillis(cpu),
        memoryBytes: parseMemoryBytes(memory),
        deadlineSeconds: o.deadlineSeconds ?? null,
        backoffLimit: o.backoffLimit ?? 0,
        clusterId: o.cluster.id,
        limitsSnapshot: {},
        createdById: o.userId,
        events: { create: { status: 'PENDING' } },
      },
    });
    if (o.launch !== false)
      await tx.launchJob.create({ data: { versionId: version.id, runAfter: o.runAfter } });
    return version;
  });
}

/** Polls the database (no cluster call) until the version matches; throws with the timeline after `timeoutMs`. */
export async function waitForVersion(
  prisma: PrismaClient,
  versionId: string,
  predicate: (v: { status: ProcessStatus; statusReason: string | null; jobName: string | null }) => boolean,
  timeoutMs = 20_000,
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await prisma.processVersion.findUniqueOrThrow({ where: { id: versionId } });
    if (predicate(v)) return v;
    if (Date.now() > deadline) {
      const events = await prisma.processVersionEvent.findMany({
        where: { versionId },
        orderBy: { createdAt: 'asc' },
      });
      throw new Error(
        `version ${versionId} still ${v.status}/${v.statusReason} (${v.message}); timeline: ${events
          .map((e) => `${e.status}/${e.reason}`)
          .join(' → ')}`,
      );
    }
    await new Promise((r) => setTimeout(r, 25));
  }
}

export async function timeline(prisma: PrismaClient, versionId: string) {
  const events = await prisma.processVersionEvent.findMany({
    where: { versionId },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
  });
  return events.map((e) => ({ status: e.status, reason: e.reason }));
}
