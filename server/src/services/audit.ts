import type { Prisma, PrismaClient, User } from '../generated/prisma/client.ts';

/**
 * Who did something: a signed-in user, or the administrator at the server's command line (`pnpm admin`), who is
 * trusted like an admin and recorded with no actor.
 */
export type Actor = User | 'admin-cli';

export const ADMIN_CLI: Actor = 'admin-cli';

/**
 * What made a change no person made: the OpenID Provider's groups at a sign-in (OIDC_ADMIN_GROUPS), a failover,
 * the server at start-up (KUBECONFIG's Default Cluster, IN_CLUSTER, the demo clusters).
 */
export const SYSTEM_ACTORS = ['oidc-sign-in', 'failover', 'start-up'] as const;
export type SystemActor = (typeof SYSTEM_ACTORS)[number];

export function actorId(actor: Actor | SystemActor | { id: string }): string | null {
  return typeof actor === 'string' ? null : actor.id;
}

export function actorIsAdmin(actor: Actor): boolean {
  return actor === 'admin-cli' || actor.isAdmin;
}

/** What the audit log says about one action; `summary` is "before → after" in words, never a secret. */
export interface AuditEntry {
  action: AuditAction;
  targetType:
    | 'Project'
    | 'ProjectMember'
    | 'Process'
    | 'ApiToken'
    | 'User'
    | 'Cluster'
    | 'ProcessVersion'
    | 'NotificationChannel'
    | 'Operation';
  targetId: string | null;
  summary: string;
}

export type AuditAction =
  | 'project.create'
  | 'project.update'
  | 'member.add'
  | 'member.update'
  | 'member.remove'
  | 'token.create'
  | 'token.revoke'
  | 'user.create'
  | 'user.deactivate'
  | 'user.reactivate'
  | 'user.admin'
  | 'access.refused'
  | 'cluster.register'
  | 'cluster.update'
  | 'cluster.retire'
  | 'process.create'
  | 'version.create'
  | 'version.cancel'
  | 'version.failover'
  | 'price.set'
  | 'budget.set'
  | 'notification.add'
  | 'notification.remove'
  | 'secret.set'
  | 'secret.delete'
  | 'volume.register'
  | 'volume.remove';

type Db = PrismaClient | Prisma.TransactionClient;

/** Writes one audit row (inside the action's transaction when `db` is one, so the row and the change go together). */
export async function recordAudit(
  db: Db,
  actor: Actor | SystemActor | { id: string },
  entry: AuditEntry,
): Promise<void> {
  await db.auditEvent.create({
    data: {
      actorId: actorId(actor),
      actorSystem: typeof actor === 'string' ? actor : null,
      action: entry.action,
      targetType: entry.targetType,
      targetId: entry.targetId,
      summary: entry.summary.length > 1000 ? `${entry.summary.slice(0, 999)}…` : entry.summary,
    },
  });
}

/** `"a" → "b"` for a changed text value (absent shown as "none"). */
export function change(label: string, before: string | null, after: string | null): string {
  const show = (v: string | null) => (v === null || v === '' ? 'none' : JSON.stringify(v));
  return `${label} ${show(before)} → ${show(after)}`;
}

export interface AuditPage {
  events: Array<Prisma.AuditEventGetPayload<{ include: { actor: true } }>>;
  hasNextPage: boolean;
}

export const AUDIT_PAGE_MAX = 100;

/** Audit events newest first, `first` at a time after the cursor `after` (opaque: the last row's time and id). */
export async function listAuditEvents(
  prisma: PrismaClient,
  args: { first: number; after: { at: Date; id: string } | null; filter?: AuditFilter | undefined },
): Promise<AuditPage> {
  const after = args.after;
  const rows = await prisma.auditEvent.findMany({
    where: {
      AND: [
        after ? { OR: [{ at: { lt: after.at } }, { at: after.at, id: { lt: after.id } }] } : {},
        filterWhere(args.filter),
      ],
    },
    orderBy: [{ at: 'desc' }, { id: 'desc' }],
    take: args.first + 1,
    include: { actor: true },
  });
  return { events: rows.slice(0, args.first), hasNextPage: rows.length > args.first };
}

/**
 * Which rows to list: `action` exactly (e.g. "member.add"); `actor` a part of the actor's email (any case),
 * "command line" for the admin command line, or a part of the server that acts by itself (`failover`, `start-up`,
 * `oidc-sign-in`).
 */
export interface AuditFilter {
  action?: string | null | undefined;
  actor?: string | null | undefined;
}

function filterWhere(filter: AuditFilter | undefined): Prisma.AuditEventWhereInput {
  const action = filter?.action?.trim();
  const actor = filter?.actor?.trim();
  return {
    ...(action ? { action } : {}),
    ...(actor
      ? actor.toLowerCase() === AUDIT_NO_ACTOR
        ? { actorId: null, OR: [{ actorSystem: null }, { actorSystem: ADMIN_CLI as string }] }
        : (SYSTEM_ACTORS as readonly string[]).includes(actor.toLowerCase())
          ? { actorSystem: actor.toLowerCase() }
          : { actor: { email: { contains: actor, mode: 'insensitive' as const } } }
      : {}),
  };
}

/** The `actor` filter value for rows with no actor. */
export const AUDIT_NO_ACTOR = 'command line';

/** The actions the log holds, sorted: the choices of the page's action filter. */
export async function listAuditActions(prisma: PrismaClient): Promise<string[]> {
  const rows = await prisma.auditEvent.groupBy({ by: ['action'], orderBy: { action: 'asc' } });
  return rows.map((r) => r.action);
}

export function auditCursor(event: { at: Date; id: string }): string {
  return Buffer.from(JSON.stringify([event.at.toISOString(), event.id])).toString('base64url');
}

/** The position a cursor names, or null when it is not one of ours. */
export function parseAuditCursor(cursor: string): { at: Date; id: string } | null {
  try {
    const value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
    if (!Array.isArray(value) || value.length !== 2) return null;
    const [at, id] = value as unknown[];
    if (typeof at !== 'string' || typeof id !== 'string' || id.length > 64) return null;
    const date = new Date(at);
    return Number.isNaN(date.getTime()) ? null : { at: date, id };
  } catch {
    return null;
  }
}

/**
 * A member asked to cancel a version (`version.cancel`), written in the transaction that records the request:
 * `cancelled version 2 of "train" (was RUNNING)`, with `started by x@example.org` when it was someone else's.
 */
export async function auditCancel(
  db: Db,
  actor: User,
  version: {
    id: string;
    version: number;
    status: string;
    createdById: string;
    process: { name: string };
    createdBy: { email: string };
  },
): Promise<void> {
  const by = version.createdById === actor.id ? '' : ` started by ${version.createdBy.email}`;
  await recordAudit(db, actor, {
    action: 'version.cancel',
    targetType: 'ProcessVersion',
    targetId: version.id,
    summary: `cancelled version ${version.version} of ${JSON.stringify(version.process.name)}${by} (was ${version.status})`,
  });
}

/**
 * A user row came to be (CLI, OpenID sign-in, or an invitation to a project): `"created user x@example.org (how)"`,
 * written in the transaction that creates it.
 */
export async function auditUserCreated(
  db: Db,
  actor: Actor | SystemActor | { id: string },
  user: { id: string; email: string },
  how: string,
): Promise<void> {
  await recordAudit(db, actor, {
    action: 'user.create',
    targetType: 'User',
    targetId: user.id,
    summary: `created user ${user.email} (${how})`,
  });
}

/** `"x@example.org: admin no → yes"`, the summary of every change of a user's admin flag. */
export function adminChange(email: string, before: boolean, after: boolean, how?: string): string {
  const word = (v: boolean) => (v ? 'yes' : 'no');
  return `${email}: admin ${word(before)} → ${word(after)}${how ? ` (${how})` : ''}`;
}

/** One refusal row per user and operation per minute at most: a client retrying in a loop cannot flood the log. */
const REFUSAL_AUDIT_INTERVAL_MS = 60_000;
const lastRefusalAudit = new Map<string, number>();

type RefusalLog = { info: (fields: object, message: string) => void };

/**
 * A privileged operation was refused (FORBIDDEN, the last owner protected): logged with who and what, and written
 * to the audit log (outside the refused change's transaction, which rolled back). Best effort: a failure to write
 * the row is logged, never turned into the caller's error.
 */
export async function auditRefusal(
  prisma: PrismaClient,
  logger: RefusalLog | undefined,
  actor: Actor | { id: string },
  refusal: { operation: string; code: string | null; reason: string },
  now = Date.now(),
): Promise<void> {
  const userId = actorId(actor);
  logger?.info(
    {
      userId,
      operation: actor === ADMIN_CLI ? `admin ${refusal.operation}` : `Mutation.${refusal.operation}`,
      code: refusal.code,
      refusal: refusal.reason,
    },
    'request refused',
  );
  const key = `${userId ?? 'cli'}:${refusal.operation}`;
  const last = lastRefusalAudit.get(key);
  if (last !== undefined && now - last < REFUSAL_AUDIT_INTERVAL_MS) return;
  lastRefusalAudit.set(key, now);
  if (lastRefusalAudit.size > 10_000) lastRefusalAudit.clear();
  try {
    await recordAudit(prisma, actor, {
      action: 'access.refused',
      targetType: 'Operation',
      targetId: refusal.operation,
      summary: `refused ${refusal.operation}: ${refusal.reason}`,
    });
  } catch (error) {
    logger?.info({ err: error instanceof Error ? error.message : String(error) }, 'refusal not audited');
  }
}
