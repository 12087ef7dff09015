import type { PrismaClient } from '../generated/prisma/client.ts';
import type { Logger } from '../logger.ts';
import { ServiceError } from './errors.ts';

/**
 * Ending open streams when the access they were opened with ends (revoked or expired token, ended session,
 * deactivated user, membership removed). Built once, used by every subscription: each stream registers what it
 * was opened with (`watch`); a change anywhere (`changed`, called by revocation, sign-out, deactivation and
 * member removal) re-checks every open stream at once, and a periodic check (every `intervalMs`, one query per
 * kind for all streams together) catches what no event announced — a token expiring, a change made by another
 * server or by the admin command line.
 */

/** What a request authenticated with: an API token or a browser session (with its expiry, checked locally). */
export interface Credential {
  kind: 'token' | 'session';
  id: string;
  expiresAt: Date | null;
}

/** What an open stream needs to go on: its user, its credential, and membership of a project when it has one. */
export interface AccessGrant {
  userId: string;
  credential: Credential | null;
  projectId?: string | undefined;
}

export type AccessChange =
  | { kind: 'token'; tokenId: string }
  | { kind: 'session'; sessionId: string }
  | { kind: 'user'; userId: string }
  | { kind: 'membership'; projectId: string; userId: string };

/** Why a stream ended: UNAUTHENTICATED (credential or user gone) or FORBIDDEN (no longer in the project). */
export class AccessLostError extends ServiceError {
  override name = 'AccessLostError';
  constructor(message: string, code: 'UNAUTHENTICATED' | 'FORBIDDEN') {
    super(message, code);
  }
}

const ENDED = ': this subscription has ended.';

export const ACCESS_LOST = {
  tokenRevoked: () => new AccessLostError(`Your API token was revoked${ENDED}`, 'UNAUTHENTICATED'),
  tokenExpired: () => new AccessLostError(`Your API token has expired${ENDED}`, 'UNAUTHENTICATED'),
  sessionEnded: () =>
    new AccessLostError(
      `Your session has ended (signed out, expired or revoked)${ENDED} Sign in again.`,
      'UNAUTHENTICATED',
    ),
  userDeactivated: () => new AccessLostError(`Your account was deactivated${ENDED}`, 'UNAUTHENTICATED'),
  notMember: () => new AccessLostError(`You are no longer a member of this project${ENDED}`, 'FORBIDDEN'),
};

/** Carries changes to the other servers (PostgreSQL NOTIFY); each server's watch re-checks on what it hears. */
export interface AccessChangeTransport {
  publish(change: AccessChange): void;
  subscribe(onChange: (change: AccessChange) => void): () => void;
}

interface Watcher {
  grant: AccessGrant;
  lost: (reason: AccessLostError) => void;
}

export interface AccessWatchOptions {
  prisma: PrismaClient;
  logger?: Logger | undefined;
  /** The safety net's period; streams end at most this long (plus one check) after an unannounced change. */
  intervalMs?: number | undefined;
  transport?: AccessChangeTransport | undefined;
}

export class AccessWatch {
  readonly #prisma: PrismaClient;
  readonly #logger: Logger | undefined;
  readonly #intervalMs: number;
  readonly #transport: AccessChangeTransport | undefined;
  readonly #unsubscribe: (() => void) | undefined;
  readonly #watchers = new Set<Watcher>();
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<void> | undefined;
  #again = false;
  #closed = false;

  constructor(options: AccessWatchOptions) {
    this.#prisma = options.prisma;
    this.#logger = options.logger;
    this.#intervalMs = options.intervalMs ?? 1_000;
    this.#transport = options.transport;
    this.#unsubscribe = this.#transport?.subscribe(() => this.#soon());
  }

  /** Open streams being watched on this server. */
  get size(): number {
    return this.#watchers.size;
  }

  /** Calls `lost` once when `grant` no longer holds; the returned function stops watching (idempotent). */
  watch(grant: AccessGrant, lost: (reason: AccessLostError) => void): () => void {
    let done = false;
    const watcher: Watcher = {
      grant,
      lost: (reason) => {
        if (done) return;
        stop();
        lost(reason);
      },
    };
    const stop = () => {
      if (done) return;
      done = true;
      this.#watchers.delete(watcher);
      if (this.#watchers.size === 0 && this.#timer) {
        clearInterval(this.#timer);
        this.#timer = undefined;
      }
    };
    if (this.#closed) return stop;
    this.#watchers.add(watcher);
    if (!this.#timer) {
      this.#timer = setInterval(() => this.#soon(), this.#intervalMs);
      this.#timer.unref();
    }
    return stop;
  }

  /** Access changed (a revocation, a sign-out, a deactivation, a membership change): re-check now, everywhere. */
  changed(change: AccessChange): void {
    this.#transport?.publish(change);
    this.#soon();
  }

  /** Checks every open stream once (waits for a check under way and then runs another). */
  async checkNow(): Promise<void> {
    this.#soon();
    while (this.#running) await this.#running;
  }

  close(): void {
    this.#closed = true;
    this.#unsubscribe?.();
    clearInterval(this.#timer);
    this.#timer = undefined;
    this.#watchers.clear();
  }

  #soon(): void {
    if (this.#closed || this.#watchers.size === 0) return;
    if (this.#running) {
      this.#again = true;
      return;
    }
    this.#running = (async () => {
      try {
        do {
          this.#again = false;
          await this.#check().catch((error: unknown) => {
            // A check that cannot read the database ends nothing; the next one tries again.
            this.#logger?.warn(
              { err: error instanceof Error ? error.message : String(error) },
              'access check of open subscriptions failed',
            );
          });
        } while (this.#again && !this.#closed);
      } finally {
        this.#running = undefined;
      }
    })();
  }

  async #check(): Promise<void> {
    const watchers = [...this.#watchers];
    if (watchers.length === 0) return;
    const tokenIds = new Set<string>();
    const sessionIds = new Set<string>();
    const userIds = new Set<string>();
    const projectIds = new Set<string>();
    for (const { grant } of watchers) {
      userIds.add(grant.userId);
      if (grant.credential?.kind === 'token') tokenIds.add(grant.credential.id);
      if (grant.credential?.kind === 'session') sessionIds.add(grant.credential.id);
      if (grant.projectId) projectIds.add(grant.projectId);
    }
    const prisma = this.#prisma;
    const [tokens, sessions, users, members] = await Promise.all([
      tokenIds.size
        ? prisma.apiToken.findMany({
            where: { id: { in: [...tokenIds] } },
            select: { id: true, revokedAt: true, expiresAt: true },
          })
        : [],
      sessionIds.size
        ? prisma.session.findMany({
            where: { id: { in: [...sessionIds] } },
            select: { id: true, revokedAt: true, expiresAt: true, apiToken: { select: { revokedAt: true } } },
          })
        : [],
      prisma.user.findMany({ where: { id: { in: [...userIds] } }, select: { id: true, active: true } }),
      projectIds.size
        ? prisma.projectMember.findMany({
            where: { userId: { in: [...userIds] }, projectId: { in: [...projectIds] } },
            select: { projectId: true, userId: true },
          })
        : [],
    ]);
    const now = Date.now();
    const tokenById = new Map(tokens.map((t) => [t.id, t]));
    const sessionById = new Map(sessions.map((s) => [s.id, s]));
    const activeUsers = new Set(users.filter((u) => u.active).map((u) => u.id));
    const memberships = new Set(members.map((m) => `${m.projectId}\n${m.userId}`));
    for (const watcher of watchers) {
      const reason = lostReason(watcher.grant, { tokenById, sessionById, activeUsers, memberships }, now);
      if (reason) watcher.lost(reason);
    }
  }
}

function lostReason(
  grant: AccessGrant,
  state: {
    tokenById: Map<string, { revokedAt: Date | null; expiresAt: Date | null }>;
    sessionById: Map<
      string,
      { revokedAt: Date | null; expiresAt: Date; apiToken: { revokedAt: Date | null } | null }
    >;
    activeUsers: Set<string>;
    memberships: Set<string>;
  },
  now: number,
): AccessLostError | null {
  if (!state.activeUsers.has(grant.userId)) return ACCESS_LOST.userDeactivated();
  const credential = grant.credential;
  if (credential?.kind === 'token') {
    const token = state.tokenById.get(credential.id);
    if (!token || token.revokedAt) return ACCESS_LOST.tokenRevoked();
    if (token.expiresAt && token.expiresAt.getTime() <= now) return ACCESS_LOST.tokenExpired();
  }
  if (credential?.kind === 'session') {
    const session = state.sessionById.get(credential.id);
    if (!session || session.revokedAt || session.apiToken?.revokedAt || session.expiresAt.getTime() <= now)
      return ACCESS_LOST.sessionEnded();
  }
  if (grant.projectId && !state.memberships.has(`${grant.projectId}\n${grant.userId}`))
    return ACCESS_LOST.notMember();
  return null;
}
