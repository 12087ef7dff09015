import type { Prisma, PrismaClient, User } from '../generated/prisma/client.ts';
import type { AccessWatch } from './access-watch.ts';
import { type Actor, actorIsAdmin, recordAudit } from './audit.ts';
import { ForbiddenError, NotFoundError } from './errors.ts';

/** lastSeenAt is written at most this often per user (a write per minute, not per request). */
export const LAST_SEEN_GRANULARITY_MS = 60_000;

/** Records that `user` made an authenticated request, unless it was recorded less than a minute ago. */
export async function touchLastSeen(prisma: PrismaClient, user: User, now = new Date()): Promise<void> {
  if (user.lastSeenAt && now.getTime() - user.lastSeenAt.getTime() < LAST_SEEN_GRANULARITY_MS) return;
  await prisma.user.updateMany({
    where: {
      id: user.id,
      OR: [{ lastSeenAt: null }, { lastSeenAt: { lt: new Date(now.getTime() - LAST_SEEN_GRANULARITY_MS) } }],
    },
    data: { lastSeenAt: now },
  });
  user.lastSeenAt = now;
}

/** Every user, for admins: active ones first, then by email. */
export async function listUsers(prisma: PrismaClient): Promise<User[]> {
  return prisma.user.findMany({ orderBy: [{ active: 'desc' }, { email: 'asc' }] });
}

type Tx = Prisma.TransactionClient;

/**
 * Locks, in one order (by id, so two of these never deadlock), the rows an activation change depends on: the
 * actor's, the target's and every active admin's. Two admins deactivating each other, or the last two admins
 * deactivated at once, then run one after the other, and each sees what the other did.
 */
async function lockAdminRows(tx: Tx, ids: string[]): Promise<void> {
  await tx.$queryRaw`
    SELECT id FROM "User"
    WHERE id = ANY(${ids}::text[]) OR ("isAdmin" AND active)
    ORDER BY id
    FOR UPDATE`;
}

/** The actor as the database has it now (inside the transaction): still an active admin, or refused. */
async function recheckAdmin(tx: Tx, actor: Actor, operation: string): Promise<void> {
  if (actor === 'admin-cli') return;
  const now = await tx.user.findUnique({ where: { id: actor.id }, select: { isAdmin: true, active: true } });
  if (!now?.isAdmin || !now.active) throw new ForbiddenError(`Only administrators may ${operation}.`);
}

/**
 * Deactivates a user (admins): from the next request on, their sessions and tokens are refused (here, on MCP and
 * at sign-in), and their open subscriptions end. The rows stay, so what they did keeps its author. Deactivating
 * yourself is refused, and so is deactivating the last active admin (someone must be able to undo it). The actor
 * is checked again inside the transaction: an admin deactivated a moment ago deactivates no one.
 */
export async function deactivateUser(
  deps: { prisma: PrismaClient; access?: AccessWatch | undefined },
  actor: Actor,
  userId: string,
): Promise<User> {
  if (!actorIsAdmin(actor)) throw new ForbiddenError('Only administrators may deactivate users.');
  if (actor !== 'admin-cli' && actor.id === userId) {
    throw new ForbiddenError('You cannot deactivate yourself.');
  }
  const user = await deps.prisma.$transaction(async (tx) => {
    await lockAdminRows(tx, actor === 'admin-cli' ? [userId] : [actor.id, userId]);
    await recheckAdmin(tx, actor, 'deactivate users');
    const before = await tx.user.findUnique({ where: { id: userId } });
    if (!before) throw new NotFoundError('User');
    if (!before.active) return before;
    if (before.isAdmin) {
      const others = await tx.user.count({ where: { isAdmin: true, active: true, NOT: { id: userId } } });
      if (others === 0) throw new ForbiddenError('At least one administrator must stay active.');
    }
    const after = await tx.user.update({
      where: { id: userId },
      data: { active: false, deactivatedAt: new Date() },
    });
    await recordAudit(tx, actor, {
      action: 'user.deactivate',
      targetType: 'User',
      targetId: userId,
      summary: `deactivated ${before.email}${before.isAdmin ? ' (admin)' : ''}: active → inactive`,
    });
    return after;
  });
  deps.access?.changed({ kind: 'user', userId });
  return user;
}

/**
 * Reactivates a deactivated user (admins): their tokens that have not expired or been revoked work again; the
 * sessions they had do not come back (they sign in again).
 */
export async function reactivateUser(
  deps: { prisma: PrismaClient; access?: AccessWatch | undefined },
  actor: Actor,
  userId: string,
): Promise<User> {
  if (!actorIsAdmin(actor)) throw new ForbiddenError('Only administrators may reactivate users.');
  const user = await deps.prisma.$transaction(async (tx) => {
    await lockAdminRows(tx, actor === 'admin-cli' ? [userId] : [actor.id, userId]);
    await recheckAdmin(tx, actor, 'reactivate users');
    const before = await tx.user.findUnique({ where: { id: userId } });
    if (!before) throw new NotFoundError('User');
    if (before.active) return before;
    const after = await tx.user.update({
      where: { id: userId },
      data: { active: true, deactivatedAt: null },
    });
    await recordAudit(tx, actor, {
      action: 'user.reactivate',
      targetType: 'User',
      targetId: userId,
      summary: `reactivated ${before.email}${before.isAdmin ? ' (admin)' : ''}: inactive → active`,
    });
    return after;
  });
  deps.access?.changed({ kind: 'user', userId });
  return user;
}
