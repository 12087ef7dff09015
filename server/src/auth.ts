import type { PrismaClient, User } from './generated/prisma/client.ts';
import type { Credential } from './services/access-watch.ts';
import { authenticateSession, authenticateToken } from './services/tokens.ts';

export const SESSION_COOKIE = 'kb_session';

/** The session cookie (empty value and Max-Age=0 clear it): HttpOnly, SameSite=Strict, Secure behind https. */
export function sessionCookie(value: string, maxAge: number, https: boolean): string {
  const secure = https ? '; Secure' : '';
  return `${SESSION_COOKIE}=${encodeURIComponent(value)}; Path=/; HttpOnly; SameSite=Strict; Max-Age=${maxAge}${secure}`;
}

/** A cookie's value, or null when absent or undecodable (any site on this host can set a cookie for it). */
export function readCookie(request: Request, name: string): string | null {
  const header = request.headers.get('cookie');
  if (!header) return null;
  for (const part of header.split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k !== name) continue;
    try {
      return decodeURIComponent(v.join('='));
    } catch {
      return null;
    }
  }
  return null;
}

export type Authentication = {
  viewer: User | null;
  authMethod: 'token' | 'session' | null;
  authProblem: string | null;
  /** The token or session the request authenticated with (open streams end when it does). */
  credential?: Credential | null;
};

/** Resolves the caller from an `Authorization` header, which must be `Bearer <API token>`. */
export async function authenticateBearer(prisma: PrismaClient, header: string): Promise<Authentication> {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match) {
    return {
      viewer: null,
      authMethod: null,
      authProblem: 'Malformed Authorization header: use "Bearer <API token>".',
    };
  }
  const auth = await authenticateToken(prisma, match[1]!);
  return auth
    ? {
        viewer: auth.user,
        authMethod: 'token',
        authProblem: null,
        credential: { kind: 'token', id: auth.apiToken.id, expiresAt: auth.apiToken.expiresAt },
      }
    : { viewer: null, authMethod: null, authProblem: 'The API token is invalid, expired or revoked.' };
}

/** Resolves the caller from `Authorization: Bearer` or the session cookie. */
export async function authenticateRequest(prisma: PrismaClient, request: Request): Promise<Authentication> {
  const header = request.headers.get('authorization');
  if (header) return authenticateBearer(prisma, header);
  const cookie = readCookie(request, SESSION_COOKIE);
  if (cookie) {
    const auth = await authenticateSession(prisma, cookie);
    return auth
      ? {
          viewer: auth.user,
          authMethod: 'session',
          authProblem: null,
          credential: { kind: 'session', id: auth.session.id, expiresAt: auth.session.expiresAt },
        }
      : {
          viewer: null,
          authMethod: null,
          authProblem: 'Your session has expired or was revoked: sign in again.',
        };
  }
  return { viewer: null, authMethod: null, authProblem: null };
}
