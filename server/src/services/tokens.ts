import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { ApiToken, PrismaClient, Session, User } from '../generated/prisma/client.ts';
import { displayTextProblem, quote } from '../text.ts';
import { type Actor, ADMIN_CLI, adminChange, auditUserCreated, recordAudit } from './audit.ts';
import { FieldInputError } from './errors.ts';
import { touchLastSeen } from './users.ts';

const TOKEN_PREFIX = 'kbt';
const SESSION_PREFIX = 'kbs';

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * An email, a user or token name, or a token's expiry that cannot be used, or a deactivated user given a token:
 * a ValidationError of one field (its sentence for the command line, its issue for the form).
 */
export class AccountInputError extends FieldInputError {
  override name = 'AccountInputError';
}

/** A token looks like `kbt_<lookup prefix>_<secret>`; only the prefix and a hash of the whole token are stored. */
function mintToken(kind: string): { token: string; prefix: string; hash: string } {
  const prefix = randomBytes(6).toString('hex');
  const secret = randomBytes(32).toString('base64url');
  const token = `${kind}_${prefix}_${secret}`;
  return { token, prefix, hash: sha256(token) };
}

function parseToken(token: string, kind: string): string | null {
  const match = new RegExp(`^${kind}_([0-9a-f]{12})_[A-Za-z0-9_-]{43}$`).exec(token.trim());
  return match ? match[1]! : null;
}

/** The longest user name (what people and providers call someone). */
export const USER_NAME_MAX = 200;

/** A user name as given by an admin, trimmed; refused when it breaks the display-name rule. */
export function validUserName(name: string): string {
  const n = name.trim();
  const problem = n.length === 0 ? 'must not be empty' : displayTextProblem(n, USER_NAME_MAX);
  if (problem) throw new AccountInputError('name', `name ${problem}`, problem);
  return n;
}

export async function ensureUser(
  prisma: PrismaClient,
  input: { email: string; name?: string | undefined; admin?: boolean | undefined },
  actor: Actor = ADMIN_CLI,
): Promise<User> {
  const email = normalizeEmail(input.email);
  const name = input.name === undefined ? undefined : validUserName(input.name);
  return prisma.$transaction(async (tx) => {
    const before = await tx.user.findUnique({ where: { email }, select: { isAdmin: true } });
    const user = await tx.user.upsert({
      where: { email },
      create: { email, name: name ?? null, isAdmin: input.admin ?? false },
      update: {
        ...(name !== undefined ? { name } : {}),
        ...(input.admin ? { isAdmin: true } : {}),
      },
    });
    if (!before)
      await auditUserCreated(tx, actor, user, actor === ADMIN_CLI ? 'admin command line' : 'by an admin');
    if (user.isAdmin !== (before?.isAdmin ?? false)) {
      await recordAudit(tx, actor, {
        action: 'user.admin',
        targetType: 'User',
        targetId: user.id,
        summary: adminChange(email, before?.isAdmin ?? false, user.isAdmin),
      });
    }
    return user;
  });
}

export function normalizeEmail(email: string): string {
  const e = email.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(e) || e.length > 254 || displayTextProblem(e, 254) !== null) {
    throw new AccountInputError(
      'email',
      `${quote(email)} is not a valid email address`,
      'is not a valid email address',
    );
  }
  return e;
}

/** Creates an API token for a user (created when missing). The token text is returned once and never stored. */
export async function createApiToken(
  prisma: PrismaClient,
  input: {
    email: string;
    name?: string | undefined;
    tokenName?: string | undefined;
    admin?: boolean | undefined;
    expiresAt?: Date | null | undefined;
  },
): Promise<{ token: string; apiToken: ApiToken; user: User }> {
  const user = await ensureUser(prisma, { email: input.email, name: input.name, admin: input.admin });
  return createTokenForUser(prisma, user, input.tokenName ?? 'default', input.expiresAt ?? null);
}

export const TOKEN_NAME_MAX = 100;

/** Why a token name cannot be used (trimmed first), or null. */
export function tokenNameProblem(name: string): string | null {
  const n = name.trim();
  if (n.length < 1 || Array.from(n).length > TOKEN_NAME_MAX)
    return `must be 1 to ${TOKEN_NAME_MAX} characters`;
  return displayTextProblem(n, TOKEN_NAME_MAX);
}

/**
 * Why `name` cannot name another token of this user: one of their tokens still in use (not revoked, not expired)
 * has it already (compared trimmed, ignoring case), so the list could not tell them apart.
 */
export async function tokenNameTakenProblem(
  prisma: PrismaClient,
  userId: string,
  name: string,
  now = new Date(),
): Promise<string | null> {
  const wanted = name.trim().toLowerCase();
  const live = await prisma.apiToken.findMany({
    where: { userId, revokedAt: null, OR: [{ expiresAt: null }, { expiresAt: { gt: now } }] },
    select: { name: true },
  });
  return live.some((t) => t.name.trim().toLowerCase() === wanted)
    ? 'is already used by another of your tokens: choose another name, or revoke that one first'
    : null;
}

/** The longest an API token may live: long enough for automation, short enough to print and to rotate. */
export const TOKEN_MAX_LIFETIME_DAYS = 3_660;

/** Why an expiry cannot be used, or null (no expiry is allowed: the token lives until revoked). */
export function tokenExpiryProblem(expiresAt: Date | null, now = new Date()): string | null {
  if (!expiresAt) return null;
  if (Number.isNaN(expiresAt.getTime())) return 'must be a valid date';
  if (expiresAt <= now) return 'must be in the future';
  if (expiresAt.getTime() - now.getTime() > TOKEN_MAX_LIFETIME_DAYS * 86_400_000)
    return `must be at most ${TOKEN_MAX_LIFETIME_DAYS} days (about 10 years) ahead`;
  return null;
}

export async function createTokenForUser(
  prisma: PrismaClient,
  user: User,
  tokenName: string,
  expiresAt: Date | null,
  actor: Actor = ADMIN_CLI,
): Promise<{ token: string; apiToken: ApiToken; user: User }> {
  if (!user.active) {
    throw new AccountInputError(
      'email',
      `${user.email} is deactivated: reactivate them first (user:reactivate)`,
      'belongs to a deactivated user',
    );
  }
  const problem = tokenNameProblem(tokenName);
  if (problem) throw new AccountInputError('name', `token name ${problem}`, problem);
  const expiryProblem = tokenExpiryProblem(expiresAt);
  if (expiryProblem) throw new AccountInputError('expiresAt', `token expiry ${expiryProblem}`, expiryProblem);
  const name = tokenName.trim();
  const minted = mintToken(TOKEN_PREFIX);
  const apiToken = await prisma.$transaction(async (tx) => {
    const created = await tx.apiToken.create({
      data: { userId: user.id, name, prefix: minted.prefix, tokenHash: minted.hash, expiresAt },
    });
    await recordAudit(tx, actor, {
      action: 'token.create',
      targetType: 'ApiToken',
      targetId: created.id,
      summary: `created API token ${JSON.stringify(name)} (${created.prefix}) for ${user.email}, expires ${expiresAt?.toISOString() ?? 'never'}`,
    });
    return created;
  });
  return { token: minted.token, apiToken, user };
}

/**
 * A signed-in user's new token for themselves (GraphQL `createApiToken`): besides the rules of every token, its
 * name must differ from their tokens still in use. Refusals are AccountInputErrors of the field ("Invalid token
 * name.", "Invalid expiry.").
 */
export async function createOwnApiToken(
  prisma: PrismaClient,
  viewer: User,
  tokenName: string,
  expiresAt: Date | null,
): Promise<{ token: string; apiToken: ApiToken; user: User }> {
  const problem = tokenNameProblem(tokenName) ?? (await tokenNameTakenProblem(prisma, viewer.id, tokenName));
  if (problem) throw new AccountInputError('name', 'Invalid token name.', problem);
  const expiryProblem = tokenExpiryProblem(expiresAt);
  if (expiryProblem) throw new AccountInputError('expiresAt', 'Invalid expiry.', expiryProblem);
  return createTokenForUser(prisma, viewer, tokenName, expiresAt, viewer);
}

/** Resolves a bearer token to its user, or null when unknown, revoked or expired. Updates lastUsedAt. */
export async function authenticateToken(
  prisma: PrismaClient,
  token: string,
  now = new Date(),
): Promise<{ user: User; apiToken: ApiToken } | null> {
  const prefix = parseToken(token, TOKEN_PREFIX);
  if (!prefix) return null;
  const row = await prisma.apiToken.findUnique({ where: { prefix }, include: { user: true } });
  if (!row || !sameHash(row.tokenHash, sha256(token.trim()))) return null;
  if (row.revokedAt || (row.expiresAt && row.expiresAt <= now)) return null;
  if (!row.user.active) return null;
  await touchLastSeen(prisma, row.user, now);
  // lastUsedAt at minute granularity: one write per token per minute, not per request.
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() > 60_000) {
    await prisma.apiToken.update({ where: { id: row.id }, data: { lastUsedAt: now } });
  }
  const { user, ...apiToken } = row;
  return { user, apiToken };
}

/** Revokes one of the user's tokens and the sessions made from it (recorded in the audit log). */
export async function revokeApiToken(
  prisma: PrismaClient,
  userId: string,
  tokenId: string,
): Promise<boolean> {
  const { count } = await prisma.apiToken.updateMany({
    where: { id: tokenId, userId, revokedAt: null },
    data: { revokedAt: new Date() },
  });
  if (count > 0) {
    await prisma.session.updateMany({
      where: { apiTokenId: tokenId, revokedAt: null },
      data: { revokedAt: new Date() },
    });
    const token = await prisma.apiToken.findUnique({
      where: { id: tokenId },
      select: { name: true, prefix: true, user: { select: { email: true } } },
    });
    await recordAudit(
      prisma,
      { id: userId },
      {
        action: 'token.revoke',
        targetType: 'ApiToken',
        targetId: tokenId,
        summary: `revoked API token ${JSON.stringify(token?.name ?? '')} (${token?.prefix ?? '?'}) of ${token?.user.email ?? '?'}`,
      },
    );
  }
  return count > 0;
}

/** Exchanges a valid API token for a browser session; the session dies with its token. */
export async function createSession(
  prisma: PrismaClient,
  token: string,
  ttlHours: number,
): Promise<{ session: Session; secret: string; user: User } | null> {
  const auth = await authenticateToken(prisma, token);
  if (!auth) return null;
  const minted = mintToken(SESSION_PREFIX);
  const ttlEnd = new Date(Date.now() + ttlHours * 3600_000);
  const expiresAt =
    auth.apiToken.expiresAt && auth.apiToken.expiresAt < ttlEnd ? auth.apiToken.expiresAt : ttlEnd;
  const session = await prisma.session.create({
    data: { userId: auth.user.id, apiTokenId: auth.apiToken.id, secretHash: minted.hash, expiresAt },
  });
  return { session, secret: minted.token, user: auth.user };
}

/** A browser session for a user who signed in with an OpenID Provider (no API token behind it). */
export async function createOidcSession(
  prisma: PrismaClient,
  user: User,
  ttlHours: number,
  oidcIssuer: string,
): Promise<{ session: Session; secret: string }> {
  const minted = mintToken(SESSION_PREFIX);
  const session = await prisma.session.create({
    data: {
      userId: user.id,
      secretHash: minted.hash,
      oidcIssuer,
      expiresAt: new Date(Date.now() + ttlHours * 3600_000),
    },
  });
  return { session, secret: minted.token };
}

export async function authenticateSession(
  prisma: PrismaClient,
  secret: string,
  now = new Date(),
): Promise<{ user: User; session: Session } | null> {
  if (!parseToken(secret, SESSION_PREFIX)) return null;
  const row = await prisma.session.findUnique({
    where: { secretHash: sha256(secret.trim()) },
    include: { user: true, apiToken: { select: { revokedAt: true } } },
  });
  if (!row || row.revokedAt || row.expiresAt <= now) return null;
  // The session dies with its token even when it was made while the token was being revoked (the revocation
  // marks the sessions it finds; one created between its two writes would otherwise live on).
  if (row.apiToken?.revokedAt) return null;
  if (!row.user.active) return null;
  await touchLastSeen(prisma, row.user, now);
  const { user, apiToken: _token, ...session } = row;
  return { user, session };
}

/** Ends a session; returns the session that was live (null when unknown, expired or already ended). */
export async function revokeSession(prisma: PrismaClient, secret: string): Promise<Session | null> {
  if (!parseToken(secret, SESSION_PREFIX)) return null;
  const secretHash = sha256(secret.trim());
  const { count } = await prisma.session.updateMany({
    where: { secretHash, revokedAt: null, expiresAt: { gt: new Date() } },
    data: { revokedAt: new Date() },
  });
  return count > 0 ? prisma.session.findUnique({ where: { secretHash } }) : null;
}
