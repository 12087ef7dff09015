import { createHash, randomUUID } from 'node:crypto';
import { checkRequest, type RequestCheck } from '@kueue-batch/rules';
import {
  type Cluster,
  Prisma,
  type PrismaClient,
  type Process,
  type ProcessVersion,
} from '../generated/prisma/client.ts';
import type { FlavorLimits } from '../kube/kueue.ts';
import { formatBytes, formatCpu } from '../kube/quantity.ts';
import type { PluginUser } from '../plugins/types.ts';
import { ECHO_MAX_CHARS, quote } from '../text.ts';
import { type AllowedClustersContext, getAllowedClusters } from './allowed-clusters.ts';
import { type FieldIssue, ForbiddenError, ValidationError } from './errors.ts';
import type { ClusterForLimits, ClusterLimitsResult } from './limits.ts';
import {
  ClusterNotAllowedError,
  type LimitViolation,
  NoClustersAvailableError,
  ResourceLimitExceededError,
} from './process-errors.ts';
import {
  checkIdempotencyKey,
  checkName,
  checkProcessSpec,
  type EnvVar,
  type ProcessSpec,
} from './process-input.ts';
import { canContribute } from './projects.ts';
import { enforceRateLimit, type RateLimiter } from './rate-limit.ts';
import type { ResourceRequestsInput } from './requests.ts';

/**
 * createProcess and rerunProcess (ARCHITECTURE §4), in this order: signed in and a contributor of the project
 * (OWNER or MEMBER; the schema's auth scope for createProcess, checked here for rerunProcess); rate limit; input
 * shapes (ValidationError listing every issue); `getAllowedClusters` with the requests (none →
 * NoClustersAvailableError); the chosen cluster (omitted → the first allowed; not allowed → ClusterNotAllowedError);
 * its limits, read no older than `enforcementMaxAgeMs` (FALLBACK limits when unreadable) → the shared fit rule
 * (ResourceLimitExceededError with every violation). A dry run stops there. Otherwise one transaction writes the
 * process, the version, its limits snapshot, its first event and its LaunchJob, with the cluster row locked and
 * re-checked active, so no version lands on a cluster retired before the commit.
 */

export interface ProcessDeps extends AllowedClustersContext {
  prisma: PrismaClient;
  limits: { get(cluster: ClusterForLimits, options?: { maxAgeMs?: number }): Promise<ClusterLimitsResult> };
  /** How old a limits reading may be when a request is checked against it. */
  enforcementMaxAgeMs: number;
  rateLimiter?: RateLimiter;
  /** Told after each commit that a launch is queued. */
  launchQueue?: { wake(): void } | undefined;
}

export interface CreateProcessRequest {
  projectId: string;
  name: string;
  image: string;
  command?: readonly string[] | null;
  args?: readonly string[] | null;
  env?: readonly EnvVar[] | null;
  resources: ResourceRequestsInput;
  clusterId?: string | null;
  dryRun?: boolean | null;
  idempotencyKey?: string | null;
}

export interface RerunProcessRequest {
  processVersionId: string;
  clusterId?: string | null;
  resources?: ResourceRequestsInput | null;
  image?: string | null;
  command?: readonly string[] | null;
  args?: readonly string[] | null;
  env?: readonly EnvVar[] | null;
  dryRun?: boolean | null;
  idempotencyKey?: string | null;
}

/** The answer of both operations; ids are null on a dry run. */
export interface ProcessCreated {
  kind: 'CreateProcessPayload';
  dryRun: boolean;
  cluster: Cluster;
  flavor: string | null;
  processId: string | null;
  versionId: string | null;
  /** The rows just written, when at hand (the answer then reads nothing more). */
  process?: Process;
  version?: ProcessVersion;
}

/** The limits a version was checked against (the `limitsSnapshot` column; GraphQL `CheckedLimits`). */
export interface LimitsSnapshot {
  source: 'KUEUE' | 'FALLBACK';
  flavor: string | null;
  maxCpuCores: number;
  maxMemoryBytes: number;
  maxRuntimeSeconds: number | null;
  flavors: { name: string; cpuMillis: string; memoryBytes: string }[];
  checkedAt: string;
  /**
   * The deadline the user asked for (null: none, the cluster's maximum applied). A re-run carries this one over,
   * not the maximum of the cluster the source ran on.
   */
  requestedDeadlineSeconds?: number | null;
}

const IDEMPOTENCY_WINDOW_MS = 24 * 3600 * 1000;
const OPERATION = 'createProcess';
// Under a burst every call waits for a pooled connection: wait for one rather than fail after Prisma's 2 s default.
const TRANSACTION_OPTIONS = { maxWait: 15_000, timeout: 15_000 };

export async function createProcess(
  deps: ProcessDeps,
  user: PluginUser,
  input: CreateProcessRequest,
): Promise<ProcessCreated> {
  enforceRateLimit(deps.rateLimiter, user.id, OPERATION);
  const issues: FieldIssue[] = [];
  const name = checkName(input.name, issues);
  checkIdempotencyKey(input.idempotencyKey, issues);
  const spec = checkProcessSpec(input, issues);
  const key = idempotency(user, 'createProcess', input.idempotencyKey, {
    projectId: input.projectId,
    name,
    ...specFingerprint(input),
    clusterId: input.clusterId ?? null,
  });
  if (issues.length === 0 && key) {
    const replayed = await replayIdempotent(deps.prisma, key);
    if (replayed) return replayed;
  }
  // Whether the name is taken is an input issue, reported with the others and before any cluster rule. A real call
  // that passes every other rule does not ask first: its insert meets the unique (projectId, name) index, which
  // answers the same question inside the write (one round trip less on the common path, and no gap between a
  // check and the insert). Every other path asks here, so the answer and its precedence are the same.
  const nameTakenNow = async (): Promise<ProcessCreated | 'taken' | null> => {
    const taken = await deps.prisma.process.findUnique({
      where: { projectId_name: { projectId: input.projectId, name } },
      select: { id: true },
    });
    if (!taken) return null;
    // The first call with this key may have committed between the two reads: it is a replay, not a clash.
    const replayed = key && issues.length === 0 ? await replayIdempotent(deps.prisma, key) : null;
    return replayed ?? 'taken';
  };
  const nameValid = !issues.some((i) => i.field === 'name');
  if (nameValid && (issues.length > 0 || !spec || input.dryRun)) {
    const taken = await nameTakenNow();
    if (taken && taken !== 'taken') return taken;
    if (taken) issues.push(nameTaken(name));
  }
  if (issues.length > 0 || !spec) throw ValidationError.of(issues);

  let chosen: Awaited<ReturnType<typeof chooseCluster>>;
  try {
    chosen = await chooseCluster(deps, user, input.projectId, spec, input.clusterId);
  } catch (error) {
    // Every cluster rule comes after the input issues: a taken name is the answer, as in a dry run.
    if (input.dryRun) throw error;
    const taken = await nameTakenNow().catch(() => null);
    if (taken && taken !== 'taken') return taken;
    if (taken) throw ValidationError.of([nameTaken(name)]);
    throw error;
  }
  const { cluster, check, reading } = chosen;
  if (input.dryRun) return payload(true, cluster, check, null, null);

  try {
    const created = await insertProcess(deps.prisma, {
      projectId: input.projectId,
      name,
      user,
      cluster,
      spec,
      deadlineSeconds: check.deadlineSeconds,
      snapshot: limitsSnapshot(check, reading, spec),
      key,
    });
    deps.launchQueue?.wake();
    return { ...payload(false, cluster, check, created.process.id, created.version.id), ...created };
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // A concurrent call with the same key won (replay it), or another process took the name meanwhile.
    if (key) {
      const replayed = await replayIdempotent(deps.prisma, key);
      if (replayed) return replayed;
    }
    throw ValidationError.of([nameTaken(name)]);
  }
}

/**
 * Writes a new process in ONE statement (one round trip, atomic on its own): the cluster row locked FOR SHARE
 * and re-checked active, the process, version 1, its first event, its LaunchJob and the idempotency key. FOR SHARE
 * conflicts with the UPDATE that retires a cluster, not with other creations on it: a retirement waits for the
 * creations holding the lock, and a creation waiting behind a retirement re-reads the row and finds it inactive,
 * so nothing is inserted. Foreign keys are checked at the end of the statement.
 */
async function insertProcess(
  prisma: PrismaClient,
  a: {
    projectId: string;
    name: string;
    user: PluginUser;
    cluster: Cluster;
    spec: ProcessSpec;
    deadlineSeconds: number | null;
    snapshot: LimitsSnapshot;
    key: IdempotencyRequest | null;
  },
): Promise<{ process: Process; version: ProcessVersion }> {
  const processId = randomUUID();
  const versionId = randomUUID();
  const now = new Date();
  const { spec } = a;
  const rows = await prisma.$queryRaw<{ processId: string; versionId: string }[]>`
    WITH c AS (
      SELECT id FROM "Cluster" WHERE id = ${a.cluster.id} AND active FOR SHARE
    ), p AS (
      INSERT INTO "Process" (id, "projectId", name, "createdById", "createdAt", "updatedAt")
      SELECT ${processId}, ${a.projectId}, ${a.name}, ${a.user.id}, ${now}, ${now} FROM c
      RETURNING id
    ), v AS (
      INSERT INTO "ProcessVersion" (id, "processId", version, image, command, args, env, cpu, memory, "cpuMillis",
        "memoryBytes", "deadlineSeconds", "clusterId", "limitsSnapshot", status, "createdById", "createdAt",
        "updatedAt")
      SELECT ${versionId}, p.id, 1, ${spec.image}, ${spec.command}::text[], ${spec.args}::text[],
        ${JSON.stringify(spec.env)}::jsonb, ${spec.cpu}, ${spec.memory}, ${spec.requested.cpuMillis.toString()}::bigint,
        ${spec.requested.memoryBytes.toString()}::bigint, ${a.deadlineSeconds}::int, ${a.cluster.id},
        ${JSON.stringify(a.snapshot)}::jsonb, 'PENDING'::"ProcessStatus", ${a.user.id}, ${now}, ${now}
      FROM p
      RETURNING id
    ), e AS (
      INSERT INTO "ProcessVersionEvent" (id, "versionId", status, reason, "createdAt")
      SELECT ${randomUUID()}, v.id, 'PENDING'::"ProcessStatus", 'Created', ${now} FROM v
    ), l AS (
      INSERT INTO "LaunchJob" (id, "versionId") SELECT ${randomUUID()}, v.id FROM v
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
    createdById: a.user.id,
    createdAt: now,
    updatedAt: now,
  };
  const version: ProcessVersion = {
    id: versionId,
    processId,
    version: 1,
    image: spec.image,
    command: spec.command,
    args: spec.args,
    env: spec.env as unknown as Prisma.JsonValue,
    cpu: spec.cpu,
    memory: spec.memory,
    cpuMillis: spec.requested.cpuMillis,
    memoryBytes: spec.requested.memoryBytes,
    deadlineSeconds: a.deadlineSeconds,
    clusterId: a.cluster.id,
    limitsSnapshot: a.snapshot as unknown as Prisma.JsonValue,
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
    backoffLimit: 0,
    cancelRequestedAt: null,
    cancelRequestedById: null,
    rerunOfId: null,
  };
  return { process, version };
}

export async function rerunProcess(
  deps: ProcessDeps,
  user: PluginUser,
  input: RerunProcessRequest,
): Promise<ProcessCreated> {
  const source = await deps.prisma.processVersion.findUnique({
    where: { id: input.processVersionId },
    include: {
      process: {
        select: {
          id: true,
          projectId: true,
          project: { select: { members: { where: { userId: user.id } } } },
        },
      },
    },
  });
  const role = source?.process.project.members[0]?.role ?? null;
  if (!source || role === null) {
    throw new ForbiddenError(
      'You are not a member of the project of this process version (or it does not exist).',
    );
  }
  if (!canContribute(role)) {
    throw new ForbiddenError('Only owners and members of this project may do this (viewers may only look).');
  }
  enforceRateLimit(deps.rateLimiter, user.id, OPERATION);

  const overrides = input.resources ?? {};
  const merged = {
    image: input.image ?? source.image,
    command: input.command ?? source.command,
    args: input.args ?? source.args,
    env: input.env ?? envOf(source.env),
    resources: {
      cpu: overrides.cpu ?? source.cpu,
      memory: overrides.memory ?? source.memory,
      deadlineSeconds:
        overrides.deadlineSeconds !== undefined ? overrides.deadlineSeconds : requestedDeadline(source),
    },
  };
  const issues: FieldIssue[] = [];
  checkIdempotencyKey(input.idempotencyKey, issues);
  const spec = checkProcessSpec(merged, issues);
  if (issues.length > 0 || !spec) throw ValidationError.of(issues);
  const clusterId = input.clusterId ?? source.clusterId;
  const key = idempotency(user, 'rerunProcess', input.idempotencyKey, {
    processVersionId: source.id,
    ...specFingerprint(merged),
    clusterId,
  });
  if (key) {
    const replayed = await replayIdempotent(deps.prisma, key);
    if (replayed) return replayed;
  }

  const { cluster, check, reading } = await chooseCluster(
    deps,
    user,
    source.process.projectId,
    spec,
    clusterId,
  );
  if (input.dryRun) return payload(true, cluster, check, null, null);

  const versionData = newVersion(user, cluster, spec, check, reading);
  try {
    const versionId = await deps.prisma.$transaction(async (tx) => {
      await lockActiveCluster(tx, cluster);
      // The process row lock orders concurrent re-runs; the highest version is read after it (a statement of its
      // own: a subquery in the locking statement would still see the snapshot from before the wait).
      const locked = await tx.$queryRaw<{ id: string }[]>`
        SELECT id FROM "Process" WHERE id = ${source.process.id} FOR UPDATE`;
      if (locked.length === 0) throw new ForbiddenError('This process no longer exists.');
      const last = await tx.processVersion.aggregate({
        where: { processId: source.process.id },
        _max: { version: true },
      });
      const version = await tx.processVersion.create({
        data: {
          ...versionData,
          process: { connect: { id: source.process.id } },
          version: (last._max.version ?? 0) + 1,
          rerunOfId: source.id,
        },
        select: { id: true },
      });
      if (key) await recordKey(tx, key, version.id);
      return version.id;
    }, TRANSACTION_OPTIONS);
    deps.launchQueue?.wake();
    return payload(false, cluster, check, source.process.id, versionId);
  } catch (error) {
    if (!(key && isUniqueViolation(error))) throw error;
    const replayed = await replayIdempotent(deps.prisma, key);
    if (replayed) return replayed;
    throw error;
  }
}

/** Allowed clusters → the chosen one → its fresh limits → the fit rule. */
async function chooseCluster(
  deps: ProcessDeps,
  user: PluginUser,
  projectId: string,
  spec: ProcessSpec,
  clusterId: string | null | undefined,
): Promise<{ cluster: Cluster; check: RequestCheck<FlavorLimits>; reading: ClusterLimitsResult }> {
  const allowed = await getAllowedClusters(deps, user, projectId, {
    cpu: spec.cpu,
    memory: spec.memory,
    deadlineSeconds: spec.requested.deadlineSeconds ?? null,
  });
  if (allowed.length === 0) {
    throw new NoClustersAvailableError(
      'No cluster is available to you for this project and request. Ask an administrator to register a cluster or to grant this project one.',
    );
  }
  const cluster = clusterId == null ? allowed[0]! : allowed.find((c) => c.id === clusterId);
  if (!cluster) {
    // Whatever was sent comes back cut (an answer never grows with its input); a real id is far shorter.
    const id = String(clusterId);
    throw new ClusterNotAllowedError(
      `Cluster ${quote(id)} is not one you may use for this project and request (it is unknown, retired or not granted to you). Pick one of the available clusters.`,
      Array.from(id).slice(0, ECHO_MAX_CHARS).join(''),
    );
  }
  const reading = await deps.limits.get(cluster, { maxAgeMs: deps.enforcementMaxAgeMs });
  const check = checkRequest(reading.limits, spec.requested);
  if (!check.ok) {
    const violations = check.violations.map(
      (v): LimitViolation => ({
        resource: v.resource,
        requested: v.resource === 'CPU' ? Number(v.requested) / 1000 : Number(v.requested),
        limit: v.resource === 'CPU' ? Number(v.limit) / 1000 : Number(v.limit),
        flavor: v.flavor,
      }),
    );
    throw new ResourceLimitExceededError(
      limitMessage(cluster, reading, check),
      cluster,
      violations,
      check.flavorFits,
    );
  }
  return { cluster, check, reading };
}

function limitMessage(
  cluster: Cluster,
  reading: ClusterLimitsResult,
  check: RequestCheck<FlavorLimits>,
): string {
  const parts: string[] = [];
  const source =
    reading.limits.source === 'FALLBACK' ? ' (fallback limits: its queue could not be read)' : '';
  if (check.crossFlavor) {
    const holders = check.flavorFits
      .map(
        (f) =>
          `${f.flavor.name} holds ${formatCpu(f.flavor.cpuMillis)} cpu / ${formatBytes(f.flavor.memoryBytes)}`,
      )
      .join(', ');
    parts.push(
      `no single flavor holds both the cpu and the memory (a process runs on one flavor): ${holders}`,
    );
  } else {
    for (const v of check.violations) {
      if (v.resource === 'CPU') parts.push(`cpu ${formatCpu(v.requested)} exceeds ${formatCpu(v.limit)}`);
      if (v.resource === 'MEMORY') {
        parts.push(
          `memory ${formatBytes(v.requested)} (${v.requested} bytes) exceeds ${formatBytes(v.limit)}`,
        );
      }
    }
  }
  if (check.deadlineViolation) {
    parts.push(
      `a deadline of ${check.deadlineViolation.requested} s exceeds the maximum runtime of ${check.deadlineViolation.limit} s`,
    );
  }
  return `The request does not fit cluster ${cluster.name}${source}: ${parts.join('; ')}.`;
}

type VersionData = Omit<Prisma.ProcessVersionCreateWithoutProcessInput, 'version'>;

/** What the source version's user asked for as a deadline (versions from before it was recorded: their deadline). */
function requestedDeadline(source: {
  deadlineSeconds: number | null;
  limitsSnapshot: unknown;
}): number | null {
  const snapshot = source.limitsSnapshot as Partial<LimitsSnapshot> | null;
  if (snapshot && typeof snapshot === 'object' && 'requestedDeadlineSeconds' in snapshot)
    return snapshot.requestedDeadlineSeconds ?? null;
  return source.deadlineSeconds;
}

function limitsSnapshot(
  check: RequestCheck<FlavorLimits>,
  reading: ClusterLimitsResult,
  spec: ProcessSpec,
): LimitsSnapshot {
  const limits = reading.limits;
  return {
    requestedDeadlineSeconds: spec.requested.deadlineSeconds ?? null,
    source: limits.source,
    flavor: check.flavor?.name ?? null,
    maxCpuCores: limits.maxCpuCores,
    maxMemoryBytes: Number(limits.maxMemoryBytes),
    maxRuntimeSeconds: limits.maxRuntimeSeconds,
    flavors: limits.flavors.map((f) => ({
      name: f.name,
      cpuMillis: f.cpuMillis.toString(),
      memoryBytes: f.memoryBytes.toString(),
    })),
    checkedAt: reading.fetchedAt.toISOString(),
  };
}

function newVersion(
  user: PluginUser,
  cluster: Cluster,
  spec: ProcessSpec,
  check: RequestCheck<FlavorLimits>,
  reading: ClusterLimitsResult,
): VersionData {
  return {
    image: spec.image,
    command: spec.command,
    args: spec.args,
    env: spec.env as unknown as Prisma.InputJsonValue,
    cpu: spec.cpu,
    memory: spec.memory,
    cpuMillis: spec.requested.cpuMillis,
    memoryBytes: spec.requested.memoryBytes,
    deadlineSeconds: check.deadlineSeconds,
    cluster: { connect: { id: cluster.id } },
    limitsSnapshot: limitsSnapshot(check, reading, spec) as unknown as Prisma.InputJsonValue,
    status: 'PENDING',
    createdBy: { connect: { id: user.id } },
    events: { create: { status: 'PENDING', reason: 'Created' } },
    launch: { create: {} },
  };
}

/** Locks the cluster row against retirement until the commit and checks it is still active. */
async function lockActiveCluster(tx: Prisma.TransactionClient, cluster: Cluster): Promise<void> {
  // FOR SHARE conflicts with the UPDATE that retires a cluster, not with other creations on it.
  const rows = await tx.$queryRaw<{ active: boolean }[]>`
    SELECT active FROM "Cluster" WHERE id = ${cluster.id} FOR SHARE`;
  if (!rows[0]?.active) throw retiredMeanwhile(cluster);
}

function retiredMeanwhile(cluster: Cluster): ClusterNotAllowedError {
  return new ClusterNotAllowedError(
    `Cluster ${cluster.name} was retired (or removed) while the process was being created: pick another cluster.`,
    cluster.id,
  );
}

function payload(
  dryRun: boolean,
  cluster: Cluster,
  check: RequestCheck<FlavorLimits>,
  processId: string | null,
  versionId: string | null,
): ProcessCreated {
  return {
    kind: 'CreateProcessPayload',
    dryRun,
    cluster,
    flavor: check.flavor?.name ?? null,
    processId,
    versionId,
  };
}

function nameTaken(name: string): FieldIssue {
  return {
    field: 'name',
    message: `a process named "${name}" already exists in this project: re-run it instead (or pick another name)`,
  };
}

function envOf(value: unknown): EnvVar[] {
  return Array.isArray(value) ? (value as EnvVar[]) : [];
}

function specFingerprint(input: {
  image: string;
  command?: readonly string[] | null;
  args?: readonly string[] | null;
  env?: readonly EnvVar[] | null;
  resources: ResourceRequestsInput;
}) {
  return {
    image: input.image,
    command: input.command ?? [],
    args: input.args ?? [],
    env: (input.env ?? []).map((e) => [e.name, e.value]),
    cpu: input.resources.cpu ?? null,
    memory: input.resources.memory ?? null,
    deadlineSeconds: input.resources.deadlineSeconds ?? null,
  };
}

interface IdempotencyRequest {
  userId: string;
  key: string;
  operation: string;
  requestHash: string;
}

/** The key of this call, when it has one (dryRun is left out: a dry run with a used key answers the first result). */
function idempotency(
  user: PluginUser,
  operation: string,
  key: string | null | undefined,
  fingerprint: Record<string, unknown>,
): IdempotencyRequest | null {
  if (key == null) return null;
  const requestHash = createHash('sha256')
    .update(JSON.stringify([operation, fingerprint]))
    .digest('hex');
  return { userId: user.id, key, operation, requestHash };
}

/** The first result of this key from this user within 24 h; a different input under the same key is refused. */
async function replayIdempotent(
  prisma: PrismaClient,
  key: IdempotencyRequest,
): Promise<ProcessCreated | null> {
  const record = await prisma.idempotencyKey.findUnique({
    where: { userId_key: { userId: key.userId, key: key.key } },
  });
  if (!record) return null;
  if (record.createdAt.getTime() < Date.now() - IDEMPOTENCY_WINDOW_MS) {
    await prisma.idempotencyKey.deleteMany({ where: { id: record.id, createdAt: record.createdAt } });
    return null;
  }
  if (record.operation !== key.operation || record.requestHash !== key.requestHash) {
    throw ValidationError.of([
      {
        field: 'idempotencyKey',
        message:
          'this key was already used (within 24 h) for a different request: use a new key for a new request',
      },
    ]);
  }
  const version = record.versionId
    ? await prisma.processVersion.findUnique({
        where: { id: record.versionId },
        select: { id: true, processId: true, limitsSnapshot: true, cluster: true },
      })
    : null;
  if (!version) {
    throw ValidationError.of([
      { field: 'idempotencyKey', message: 'what this key created no longer exists: use a new key' },
    ]);
  }
  const snapshot = version.limitsSnapshot as unknown as LimitsSnapshot;
  return {
    kind: 'CreateProcessPayload',
    dryRun: false,
    cluster: version.cluster,
    flavor: snapshot.flavor,
    processId: version.processId,
    versionId: version.id,
  };
}

async function recordKey(
  tx: Prisma.TransactionClient,
  key: IdempotencyRequest,
  versionId: string,
): Promise<void> {
  await tx.idempotencyKey.create({ data: { ...key, versionId } });
}

function isUniqueViolation(error: unknown): boolean {
  if (!(error instanceof Prisma.PrismaClientKnownRequestError)) return false;
  if (error.code === 'P2002') return true;
  // Raw queries (P2010) carry the driver's error: PostgreSQL's unique_violation is 23505.
  const cause = (error.meta as { driverAdapterError?: { cause?: { originalCode?: string } } } | undefined)
    ?.driverAdapterError?.cause;
  return error.code === 'P2010' && cause?.originalCode === '23505';
}
