import type { PrismaClient, User } from '../generated/prisma/client.ts';
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

/**
 * Deactivates a user (admins): from the next request on, their sessions and tokens are refused (here, on MCP and
 * at sign-in), and their open subscriptions end. The rows stay, so what they did keeps its author. Deactivating
 * yourself is refused (an admin could lock everyone out).
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
    const before = await tx.user.findUnique({ where: { id: userId } });
    if (!before) throw new NotFoundError('User');
    if (!before.active) return before;
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
