// The session endpoints of the server: a pasted API token is exchanged for an httpOnly session cookie, or the
// browser signs in at the organisation's OpenID Provider (GET /auth/oidc/login, a full-page navigation).

export interface SessionUser {
  id: string;
  email: string;
  name: string | null;
  isAdmin: boolean;
}

export type SignInResult = { ok: true; user: SessionUser } | { ok: false; message: string };

const SESSION_URL = '/auth/session';
const TIMEOUT_MS = 15_000;

export const UNREACHABLE_MESSAGE = 'Could not reach the server. Check your connection and try again.';

async function errorMessageOf(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { error?: unknown };
    if (typeof body.error === 'string' && body.error) return body.error;
  } catch {
    // not JSON: fall through to a generic message
  }
  return response.status === 401
    ? 'This token was not accepted.'
    : `Sign-in failed (the server answered ${response.status}).`;
}

/** The signed-in user, or null when there is no valid session. Throws when the server cannot be reached. */
export async function fetchSession(): Promise<SessionUser | null> {
  const response = await fetch(SESSION_URL, {
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  // Signed out is an answer (200, signedIn false), not a failure: a signed-out page load logs no error.
  if (!response.ok) throw new Error(`session check failed with ${response.status}`);
  const body = (await response.json()) as { signedIn?: boolean; user?: SessionUser };
  return body.signedIn === false || !body.user ? null : body.user;
}

export async function createSession(token: string): Promise<SignInResult> {
  let response: Response;
  try {
    response = await fetch(SESSION_URL, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ token }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    return { ok: false, message: UNREACHABLE_MESSAGE };
  }
  if (!response.ok) return { ok: false, message: await errorMessageOf(response) };
  const body = (await response.json()) as { user: SessionUser };
  return { ok: true, user: body.user };
}

/** The ways to sign in this server offers (GET /auth/methods). */
export interface SignInMethods {
  token: true;
  oidc: { providerName: string; loginUrl: string } | null;
}

/** The sign-in methods; only the token sign-in when the server cannot say. */
export async function fetchSignInMethods(): Promise<SignInMethods> {
  try {
    const response = await fetch('/auth/methods', {
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (response.ok) return (await response.json()) as SignInMethods;
  } catch {
    // fall through: the token sign-in always works
  }
  return { token: true, oidc: null };
}

/** Where to start an OpenID sign-in that comes back to `returnTo` (a path of this app). */
export function oidcLoginHref(loginUrl: string, returnTo: string): string {
  return returnTo === '/' ? loginUrl : `${loginUrl}?returnTo=${encodeURIComponent(returnTo)}`;
}

/**
 * Ends the session (POST /auth/logout). Returns where the browser goes next: `/`, or the provider's end-session
 * page for a session made by signing in there.
 */
export async function endSession(): Promise<string> {
  const response = await fetch('/auth/logout', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const body = (await response.json().catch(() => ({}))) as { redirectTo?: unknown };
  return typeof body.redirectTo === 'string' ? body.redirectTo : '/';
}
