import { createHash } from 'node:crypto';
import { decodeLimits } from '../../db/version-data.ts';
import type { Prisma, PrismaClient } from '../../generated/prisma/client.ts';
import type { PluginUser } from '../../plugins/types.ts';
import { ValidationError } from '../errors.ts';
import type { FailoverInput } from '../failover/policy.ts';
import type { ResourceRequestsInput } from '../requests.ts';
import { costFromStored } from '../usage/cost.ts';
import type { MountInput } from '../volumes/mount-input.ts';
import type { EnvVar } from './input.ts';
import type { ProcessCreated } from './types.ts';

/** Idempotency keys of createProcess/rerunProcess: a key's first result is answered again for 24 h. */

const IDEMPOTENCY_WINDOW_MS = 24 * 3600 * 1000;

export function specFingerprint(input: {
  image: string;
  command?: readonly string[] | null;
  args?: readonly string[] | null;
  env?: readonly EnvVar[] | null;
  mounts?: readonly MountInput[] | null;
  resources: ResourceRequestsInput;
  failover?: FailoverInput | null;
  notify?: boolean | null;
  tasks?: unknown;
  taskParameters?: readonly unknown[] | null;
}) {
  return {
    image: input.image,
    command: input.command ?? [],
    args: input.args ?? [],
    env: (input.env ?? []).map((e) =>
      e.secret != null ? [e.name, { secret: e.secret }] : [e.name, e.value],
    ),
    cpu: input.resources.cpu ?? null,
    memory: input.resources.memory ?? null,
    deadlineSeconds: input.resources.deadlineSeconds ?? null,
    // Only when given, so the keys of requests without them are what they always were.
    ...(input.resources.extended?.length
      ? { extended: input.resources.extended.map((e) => [e.name, e.quantity]) }
      : {}),
    ...(input.resources.flavor != null ? { flavor: input.resources.flavor } : {}),
    ...(input.resources.priorityClass != null ? { priorityClass: input.resources.priorityClass } : {}),
    ...(input.failover != null ? { failover: input.failover } : {}),
    ...(input.notify != null ? { notify: input.notify } : {}),
    ...(input.tasks != null ? { tasks: input.tasks } : {}),
    ...(input.taskParameters != null ? { taskParameters: input.taskParameters } : {}),
    ...(input.mounts?.length
      ? { mounts: input.mounts.map((m) => [m.volume, m.path, m.readOnly === true]) }
      : {}),
  };
}

export interface IdempotencyRequest {
  userId: string;
  key: string;
  operation: string;
  requestHash: string;
}

/** The key of this call, when it has one (dryRun is left out: a dry run with a used key answers the first result). */
export function idempotency(
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
export async function replayIdempotent(
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
  const snapshot = decodeLimits(version.limitsSnapshot);
  return {
    kind: 'CreateProcessPayload',
    dryRun: false,
    cluster: version.cluster,
    flavor: snapshot.flavor,
    assignedFlavors: snapshot.assignments ?? [],
    costEstimate: snapshot.costEstimate ? costFromStored(snapshot.costEstimate) : null,
    processId: version.processId,
    versionId: version.id,
  };
}

export async function recordKey(
  tx: Prisma.TransactionClient,
  key: IdempotencyRequest,
  versionId: string,
): Promise<void> {
  await tx.idempotencyKey.create({ data: { ...key, versionId } });
}
