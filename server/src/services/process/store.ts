import { randomUUID } from 'node:crypto';
import { encodeExtended, encodeFailover, encodeLimits } from '../../db/version-data.ts';
import type { CreationColumns, ShapeColumns } from '../../db/version-shape.ts';
import {
  type Cluster,
  Prisma,
  type PrismaClient,
  type Process,
  type ProcessVersion,
} from '../../generated/prisma/client.ts';
import type { PluginUser } from '../../plugins/types.ts';
import { nameKey } from '../../text.ts';
import { recordAudit } from '../audit.ts';
import { ForbiddenError } from '../errors.ts';
import type { ClusterLimitsResult, ClusterRequestCheck } from '../limits.ts';
import { ClusterNotAllowedError } from '../process-errors.ts';
import { taskRowsSql } from '../task-sync.ts';
import { type CostEstimateData, storedCost } from '../usage/cost.ts';
import { requestWords } from './audit-words.ts';
import { type IdempotencyRequest, recordKey } from './idempotency.ts';
import type { ProcessSpec } from './input.ts';
import type { RecordedEstimate } from './recorded-estimate.ts';
import type { CarriedTask } from './tasks.ts';
import type { LimitsSnapshot } from './types.ts';

/**
 * The one module that writes a version. A new process: `insertProcess`, one raw statement (one round trip) for the
 * process, version 1, its event, its LaunchJob and the idempotency key. A re-run: `insertNextVersion`, one
 * transaction. Both take the same lock on the cluster row (`activeClusterLock`) and refuse a cluster retired
 * meanwhile the same way.
 */

// Under a burst every call waits for a pooled connection: wait for one rather than fail after Prisma's 2 s default.
const TRANSACTION_OPTIONS = { maxWait: 15_000, timeout: 15_000 };

export type VersionData = Omit<Prisma.ProcessVersionCreateWithoutProcessInput, 'version'>;

/**
 * Writes a new process in ONE statement (one round trip, atomic on its own): the cluster row locked FOR SHARE
 * and re-checked active, the process, version 1, its first event, its LaunchJob, its `process.create` audit row
 * and the idempotency key. FOR SHARE
 * conflicts with the UPDATE that retires a cluster, not with other creations on it: a retirement waits for the
 * creations holding the lock, and a creation waiting behind a retirement re-reads the row and finds it inactive,
 * so nothing is inserted. Foreign keys are checked at the end of the statement.
 */
export async function insertProcess(
  prisma: Pick<PrismaClient, '$queryRaw'> | Prisma.TransactionClient,
  a: {
    projectId: string;
    name: string;
    user: PluginUser;
    cluster: Cluster;
    spec: ProcessSpec;
    deadlineSeconds: number | null;
    snapshot: LimitsSnapshot;
    key: IdempotencyRequest | null;
    /** The start estimate at creation (the cluster's calibration); null: none. */
    estimate?: RecordedEstimate | null;
  },
): Promise<{ process: Process; version: ProcessVersion }> {
  const processId = randomUUID();
  const versionId = randomUUID();
  const now = new Date();
  const shape = shapeColumns(a.spec, a.deadlineSeconds, pinnedNodeLabels(a.snapshot, a.spec));
  const made = creationColumns(a.spec, a.estimate ?? null);
  const rows = await prisma.$queryRaw<{ processId: string; versionId: string }[]>`
    WITH c AS (
      ${activeClusterLock(a.cluster.id)}
    ), p AS (
      INSERT INTO "Process" (id, "projectId", name, "nameKey", "createdById", "createdAt", "updatedAt")
      SELECT ${processId}, ${a.projectId}, ${a.name}, ${nameKey(a.name)}, ${a.user.id}, ${now}, ${now} FROM c
      RETURNING id
    ), v AS (
      INSERT INTO "ProcessVersion" (id, "processId", version, image, command, args, env, cpu, memory, "cpuMillis",
        "memoryBytes", "deadlineSeconds", "extendedResources", flavor, "flavorNodeLabels", "priorityClass",
        "backoffLimit", "taskCount", "taskParallelism", gang, "retriesPerTask", "maxFailedTasks", mounts,
        failover, notify, "clusterId", "limitsSnapshot", status, "createdById", "createdAt", "updatedAt",
        "estimatedAt", "estimatedStartAt", "estimatedLatestStartAt")
      SELECT ${versionId}, p.id, 1, ${shape.image}, ${shape.command}::text[], ${shape.args}::text[],
        ${JSON.stringify(shape.env)}::jsonb, ${shape.cpu}, ${shape.memory}, ${shape.cpuMillis.toString()}::bigint,
        ${shape.memoryBytes.toString()}::bigint, ${shape.deadlineSeconds}::int,
        ${JSON.stringify(shape.extendedResources)}::jsonb, ${shape.flavor}::text,
        ${shape.flavorNodeLabels === null ? null : JSON.stringify(shape.flavorNodeLabels)}::jsonb,
        ${shape.priorityClass}::text, ${shape.backoffLimit}::int, ${shape.taskCount}::int,
        ${shape.taskParallelism}::int, ${shape.gang}, ${shape.retriesPerTask}::int, ${shape.maxFailedTasks}::int,
        ${JSON.stringify(shape.mounts)}::jsonb,
        ${made.failover === null ? null : JSON.stringify(made.failover)}::jsonb, ${made.notify}::boolean, ${a.cluster.id},
        ${JSON.stringify(a.snapshot)}::jsonb, 'PENDING'::"ProcessStatus", ${a.user.id}, ${now}, ${now},
        ${made.estimatedAt}::timestamp(3), ${made.estimatedStartAt}::timestamp(3),
        ${made.estimatedLatestStartAt}::timestamp(3)
      FROM p
      RETURNING id
    ), t AS (
      ${a.spec.tasks ? taskRowsSql(a.spec.tasks.count, a.spec.tasks.parameters) : Prisma.sql`SELECT 1`}
    ), e AS (
      INSERT INTO "ProcessVersionEvent" (id, "versionId", status, reason, "createdAt")
      SELECT ${randomUUID()}, v.id, 'PENDING'::"ProcessStatus", 'Created', ${now} FROM v
    ), l AS (
      INSERT INTO "LaunchJob" (id, "versionId") SELECT ${randomUUID()}, v.id FROM v
    ), a AS (
      INSERT INTO "AuditEvent" (id, "actorId", action, "targetType", "targetId", summary, at)
      SELECT ${randomUUID()}, ${a.user.id}, 'process.create', 'Process', p.id,
        left(${`created process ${JSON.stringify(a.name)} in project `}
          || COALESCE((SELECT to_json(name)::text FROM "Project" WHERE id = ${a.projectId}), '?')
          || ${` ${requestWords(a.spec, a.cluster.name)}`}, 1000),
        ${now}
      FROM p
    ), k AS (
      INSERT INTO "IdempotencyKey" (id, "userId", key, operation, "requestHash", "versionId")
      SELECT ${randomUUID()}, ${a.key?.userId ?? null}, ${a.key?.key ?? null}, ${a.key?.operation ?? null},
        ${a.key?.requestHash ?? null}, v.id
      FROM v WHERE ${a.key !== null}
    )
    SELECT p.id AS "processId", v.id AS "versionId" FROM p, v`;
  if (!rows[0]) throw retiredMeanwhile(a.cluster);
  // The rows as written (every column is known here): an answer selecting no relation reads nothing more.
  const process: Process = {
    id: processId,
    projectId: a.projectId,
    name: a.name,
    nameKey: nameKey(a.name),
    createdById: a.user.id,
    createdAt: now,
    updatedAt: now,
  };
  const version: ProcessVersion = {
    id: versionId,
    processId,
    version: 1,
    ...shape,
    ...made,
    attempt: 1,
    attemptCreatedAt: null,
    evictions: [],
    assignedFlavors: [],
    clusterId: a.cluster.id,
    limitsSnapshot: a.snapshot,
    status: 'PENDING',
    jobName: null,
    message: null,
    exitCode: null,
    createdById: a.user.id,
    createdAt: now,
    updatedAt: now,
    launchedAt: null,
    startedAt: null,
    finishedAt: null,
    statusReason: null,
    queuedAt: null,
    cancelRequestedAt: null,
    cancelRequestedById: null,
    rerunOfId: null,
  };
  return { process, version };
}

/**
 * insertProcess in a transaction after `guard` (the budget check, which locks the project's budget row first, so
 * creations racing for the last of a budget are ordered).
 */
export async function insertProcessGuarded(
  prisma: PrismaClient,
  a: Parameters<typeof insertProcess>[1],
  guard: (tx: Prisma.TransactionClient) => Promise<void>,
): Promise<{ process: Process; version: ProcessVersion }> {
  return prisma.$transaction(async (tx) => {
    await guard(tx);
    return insertProcess(tx, a);
  }, TRANSACTION_OPTIONS);
}

/**
 * Writes the next version of an existing process (a re-run) in one transaction: the cluster locked as a creation
 * locks it, the process row locked to order concurrent re-runs, the version numbered after the highest, its first
 * event and LaunchJob (nested in `data`), its `version.create` audit row, and the idempotency key.
 */
export async function insertNextVersion(
  prisma: PrismaClient,
  a: {
    cluster: Cluster;
    processId: string;
    rerunOfId: string;
    data: VersionData;
    key: IdempotencyRequest | null;
    /** The `version.create` audit row: who, and its summary given the new version's number. */
    audit: { userId: string; summary: (version: number) => string };
  },
  /** Checks run in the transaction before the insert (the budget: ../usage/budget.ts). */
  guard?: (tx: Prisma.TransactionClient) => Promise<void>,
): Promise<string> {
  return prisma.$transaction(async (tx) => {
    await lockActiveCluster(tx, a.cluster);
    if (guard) await guard(tx);
    // The process row lock orders concurrent re-runs; the highest version is read after it (a statement of its
    // own: a subquery in the locking statement would still see the snapshot from before the wait).
    const locked = await tx.$queryRaw<{ id: string }[]>`
      SELECT id FROM "Process" WHERE id = ${a.processId} FOR UPDATE`;
    if (locked.length === 0) throw new ForbiddenError('This process no longer exists.');
    const last = await tx.processVersion.aggregate({
      where: { processId: a.processId },
      _max: { version: true },
    });
    const version = await tx.processVersion.create({
      data: {
        ...a.data,
        process: { connect: { id: a.processId } },
        version: (last._max.version ?? 0) + 1,
        rerunOfId: a.rerunOfId,
      },
      select: { id: true, version: true },
    });
    await recordAudit(
      tx,
      { id: a.audit.userId },
      {
        action: 'version.create',
        targetType: 'ProcessVersion',
        targetId: version.id,
        summary: a.audit.summary(version.version),
      },
    );
    if (a.key) await recordKey(tx, a.key, version.id);
    return version.id;
  }, TRANSACTION_OPTIONS);
}

export function newVersion(
  user: PluginUser,
  cluster: Cluster,
  spec: ProcessSpec,
  check: ClusterRequestCheck,
  reading: ClusterLimitsResult,
  /** The cost estimate the creation answers, kept for an idempotent replay. */
  costEstimate?: CostEstimateData,
  /** The start estimate at creation (the cluster's calibration); null: none. */
  estimate?: RecordedEstimate | null,
): VersionData {
  const snapshot: LimitsSnapshot = {
    ...limitsSnapshot(check, reading, spec),
    ...(costEstimate ? { costEstimate: storedCost(costEstimate) } : {}),
  };
  const nodeLabels = pinnedNodeLabels(snapshot, spec);
  const shape = shapeColumns(spec, check.deadlineSeconds, nodeLabels);
  const made = creationColumns(spec, estimate ?? null);
  return {
    ...shape,
    flavorNodeLabels: nodeLabels === null ? Prisma.DbNull : nodeLabels,
    ...made,
    failover: encodeFailover(made.failover),
    cluster: { connect: { id: cluster.id } },
    limitsSnapshot: encodeLimits(snapshot),
    status: 'PENDING',
    createdBy: { connect: { id: user.id } },
    events: { create: { status: 'PENDING', reason: 'Created' } },
    launch: { create: {} },
    ...(spec.tasks
      ? {
          tasks: {
            createMany: {
              data: Array.from({ length: spec.tasks.count }, (_, index) => ({
                index,
                parameters:
                  (spec.tasks!.parameters?.[index] as Prisma.InputJsonValue | undefined) ?? Prisma.DbNull,
                ...carriedRow(spec.tasks!.carried?.get(index)),
              })),
            },
          },
        }
      : {}),
  };
}

/** A task carried over as SUCCEEDED from a re-run's source (attempt 0: it does not run in this version). */
function carriedRow(c: CarriedTask | undefined) {
  if (!c) return {};
  return {
    status: 'SUCCEEDED' as const,
    attempt: 0,
    exitCode: c.exitCode,
    startedAt: c.startedAt,
    finishedAt: c.finishedAt,
    message: `succeeded in version ${c.fromVersion}; not run again`,
  };
}

/** The version's shape (`db/version-shape.ts`) from a checked spec: what both inserts write. */
export function shapeColumns(
  spec: ProcessSpec,
  deadlineSeconds: number | null,
  nodeLabels: Record<string, string> | null,
): ShapeColumns {
  return {
    image: spec.image,
    command: spec.command,
    args: spec.args,
    env: spec.env,
    cpu: spec.cpu,
    memory: spec.memory,
    cpuMillis: spec.requested.cpuMillis,
    memoryBytes: spec.requested.memoryBytes,
    deadlineSeconds,
    extendedResources: encodeExtended(spec.requested.extended),
    flavor: spec.requested.flavor,
    flavorNodeLabels: nodeLabels,
    priorityClass: spec.requested.priorityClass,
    backoffLimit: 0,
    taskCount: spec.tasks?.count ?? null,
    taskParallelism: spec.tasks ? spec.tasks.parallelism : null,
    gang: spec.tasks?.gang ?? false,
    retriesPerTask: spec.tasks?.retriesPerTask ?? 0,
    maxFailedTasks: spec.tasks?.maxFailedTasks ?? null,
    mounts: spec.mounts,
    taskRunCount: spec.tasks?.run ?? null,
  };
}

/** What a creation records beside the shape (`db/version-shape.ts`): what both inserts write. */
function creationColumns(spec: ProcessSpec, estimate: RecordedEstimate | null): CreationColumns {
  return {
    failover: spec.failover,
    notify: spec.notify,
    estimatedAt: estimate?.estimatedAt ?? null,
    estimatedStartAt: estimate?.estimatedStartAt ?? null,
    estimatedLatestStartAt: estimate?.estimatedLatestStartAt ?? null,
  };
}

/** The pinned flavor's nodeLabels as checked (the Job's required node affinity); null when not pinned. */
function pinnedNodeLabels(snapshot: LimitsSnapshot, spec: ProcessSpec): Record<string, string> | null {
  const pinned = spec.requested.flavor;
  if (pinned === null) return null;
  for (const group of snapshot.resourceGroups ?? [])
    for (const flavor of group.flavors) if (flavor.name === pinned) return { ...flavor.nodeLabels };
  return {};
}

export function limitsSnapshot(
  check: ClusterRequestCheck,
  reading: ClusterLimitsResult,
  spec: ProcessSpec,
): LimitsSnapshot {
  const limits = reading.limits;
  return {
    requestedDeadlineSeconds: spec.requested.deadlineSeconds ?? null,
    source: limits.source,
    flavor: check.flavorName,
    maxCpuCores: limits.maxCpuCores,
    maxMemoryBytes: Number(limits.maxMemoryBytes),
    maxRuntimeSeconds: limits.maxRuntimeSeconds,
    flavors: limits.flavors.map((f) => ({
      name: f.name,
      cpuMillis: f.cpuMillis.toString(),
      memoryBytes: f.memoryBytes.toString(),
    })),
    resourceGroups: limits.resourceGroups.map((g) => ({
      coveredResources: [...g.coveredResources],
      flavors: g.flavors.map((f) => ({
        name: f.name,
        quota: Object.fromEntries(Object.entries(f.quota).map(([r, q]) => [r, q.toString()])),
        nodeLabels: { ...f.nodeLabels },
      })),
    })),
    assignments: check.assignments,
    admissible: check.admissible,
    checkedAt: reading.fetchedAt.toISOString(),
  };
}

/**
 * The one lock a new version takes on its cluster row: FOR SHARE conflicts with the UPDATE that retires a cluster,
 * not with other creations on it. A creation waiting behind a retirement re-reads the row, finds it inactive and
 * gets no row, so nothing is written.
 */
function activeClusterLock(clusterId: string): Prisma.Sql {
  return Prisma.sql`SELECT id FROM "Cluster" WHERE id = ${clusterId} AND active FOR SHARE`;
}

/** Takes that lock inside a transaction, and refuses when the cluster was retired meanwhile. */
async function lockActiveCluster(tx: Prisma.TransactionClient, cluster: Cluster): Promise<void> {
  const rows = await tx.$queryRaw<{ id: string }[]>(activeClusterLock(cluster.id));
  if (!rows[0]) throw retiredMeanwhile(cluster);
}

function retiredMeanwhile(cluster: Cluster): ClusterNotAllowedError {
  return new ClusterNotAllowedError(
    `Cluster ${cluster.name} was retired (or removed) while the process was being created: pick another cluster.`,
    cluster.id,
  );
}

export function isUniqueViolation(error: unknown): boolean {
  if (!(error instanceof Prisma.PrismaClientKnownRequestError)) return false;
  if (error.code === 'P2002') return true;
  // Raw queries (P2010) carry the driver's error: PostgreSQL's unique_violation is 23505.
  const cause = (error.meta as { driverAdapterError?: { cause?: { originalCode?: string } } } | undefined)
    ?.driverAdapterError?.cause;
  return error.code === 'P2010' && cause?.originalCode === '23505';
}
