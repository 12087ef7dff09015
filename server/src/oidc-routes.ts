import { readCookie, SESSION_COOKIE, sessionCookie } from './auth.ts';
import type { AppServices } from './context.ts';
import { isHttps } from './edge.ts';
import { OidcSignInError, SIGN_IN_TRANSACTION_TTL_MS } from './services/oidc.ts';
import { openTransaction, safeReturnPath, sealTransaction } from './services/oidc-transaction.ts';
import { userForSignIn } from './services/oidc-users.ts';
import type { RateLimiter } from './services/rate-limit.ts';
import { createOidcSession, revokeSession } from './services/tokens.ts';

/*
 * The browser's sign-in routes besides the token sign-in (/auth/session, in app.ts):
 *   GET  /auth/methods        which ways to sign in this server offers (public: the sign-in page asks)
 *   GET  /auth/oidc/login     → the provider's authorization endpoint (PKCE, state, nonce in a sealed cookie)
 *   GET  /auth/oidc/callback  the provider's answer → session cookie → back to the app
 *   POST /auth/logout         ends the session; for an OpenID session, on to the provider's end_session_endpoint
 * A refused or failed sign-in is an HTML page saying why (400, or 503 when the provider is unavailable), never a 500.
 */

export const TRANSACTION_COOKIE = 'kb_oidc_tx';
const TRANSACTION_PATH = '/auth/oidc';

/** The answer to `GET /auth/methods`. */
export interface SignInMethods {
  /** Pasting an API token on the sign-in page (always offered). */
  token: true;
  /** Sign-in with the configured OpenID Provider, or null when none is configured. */
  oidc: { providerName: string; loginUrl: string } | null;
}

export function createAuthRoutes(
  services: AppServices,
  signInLimiter: RateLimiter,
): (request: Request, client: string) => Promise<Response | null> {
  const { config, prisma, logger, keyring } = services;
  const provider = services.oidc;

  function transactionCookie(value: string, maxAgeSeconds: number, https: boolean): string {
    // Lax, not Strict: the callback is a top-level navigation coming from the provider's site.
    const secure = https ? '; Secure' : '';
    return `${TRANSACTION_COOKIE}=${value}; Path=${TRANSACTION_PATH}; HttpOnly; SameSite=Lax; Max-Age=${maxAgeSeconds}${secure}`;
  }

  async function login(request: Request, client: string): Promise<Response> {
    if (!provider)
      return page(404, 'Not available', 'Sign-in with an OpenID Provider is not configured here.');
    const wait = signInLimiter.take(client);
    if (wait > 0) {
      return page(429, 'Too many sign-in attempts', `Try again in ${wait} s.`, {
        'retry-after': String(wait),
      });
    }
    const returnTo = safeReturnPath(new URL(request.url).searchParams.get('returnTo'));
    try {
      const { url, transaction } = await provider.beginSignIn(returnTo);
      const https = isHttps(request, config.trustProxy);
      return redirect(url.href, {
        'set-cookie': transactionCookie(
          sealTransaction(transaction, keyring),
          SIGN_IN_TRANSACTION_TTL_MS / 1000,
          https,
        ),
      });
    } catch (error) {
      return failure(error, 'start');
    }
  }

  async function callback(request: Request): Promise<Response> {
    if (!provider)
      return page(404, 'Not available', 'Sign-in with an OpenID Provider is not configured here.');
    const https = isHttps(request, config.trustProxy);
    // The transaction is used once, whatever happens next.
    const clear = { 'set-cookie': transactionCookie('', 0, https) };
    const sealed = readCookie(request, TRANSACTION_COOKIE);
    const transaction = sealed ? openTransaction(sealed, keyring) : null;
    if (!transaction) {
      logger.info(
        { cookie: sealed ? 'unreadable or expired' : 'absent' },
        'OpenID sign-in refused: no transaction',
      );
      return page(
        400,
        'Sign-in failed',
        'This sign-in has expired or was started in another browser (or the browser refused its cookie). Start again.',
        clear,
      );
    }
    // Where the browser goes afterwards is settled before any session is touched (the transaction is ours, but
    // a Location that cannot be sent must never surface after a session was made and the old one ended).
    const returnTo = safeReturnPath(transaction.returnTo);
    try {
      const identity = await provider.completeSignIn(new URL(request.url).searchParams, transaction);
      const user = await userForSignIn(prisma, identity, {
        adminGroups: provider.settings.adminGroups,
        providerName: provider.name,
      });
      const headers = new Headers({ location: returnTo, 'cache-control': 'no-store' });
      headers.append('set-cookie', clear['set-cookie']);
      // A session this browser still held (another user's, perhaps) ends here: one browser, one session.
      const previous = readCookie(request, SESSION_COOKIE);
      const replaced = previous ? await revokeSession(prisma, previous) : null;
      if (replaced) services.accessWatch?.changed({ kind: 'session', sessionId: replaced.id });
      const { session, secret } = await createOidcSession(
        prisma,
        user,
        config.sessionTtlHours,
        identity.issuer,
      );
      const maxAge = Math.max(1, Math.floor((session.expiresAt.getTime() - Date.now()) / 1000));
      logger.info(
        { userId: user.id, isAdmin: user.isAdmin, issuer: identity.issuer },
        'session created (OpenID)',
      );
      headers.append('set-cookie', sessionCookie(secret, maxAge, https));
      return new Response(null, { status: 303, headers });
    } catch (error) {
      return failure(error, 'callback', clear);
    }
  }

  async function logout(request: Request): Promise<Response> {
    if (request.method !== 'POST')
      return page(405, 'Method not allowed', 'Sign out with POST.', { allow: 'POST' });
    // A form on another site must not sign people out (SameSite=Strict keeps the cookie off such posts anyway).
    if (request.headers.get('sec-fetch-site') === 'cross-site') {
      return page(403, 'Forbidden', 'Sign out from this application’s own pages.');
    }
    const secret = readCookie(request, SESSION_COOKIE);
    const ended = secret ? await revokeSession(prisma, secret) : null;
    if (ended) {
      logger.info({ userId: ended.userId }, 'session ended');
      services.accessWatch?.changed({ kind: 'session', sessionId: ended.id });
    }
    let location = '/';
    if (ended?.oidcIssuer && provider && ended.oidcIssuer === provider.settings.issuer && config.publicUrl) {
      location = provider.endSessionUrl(`${config.publicUrl}/`)?.href ?? '/';
    }
    const cleared = sessionCookie('', 0, isHttps(request, config.trustProxy));
    if (request.headers.get('accept')?.includes('application/json')) {
      return new Response(JSON.stringify({ redirectTo: location }), {
        status: 200,
        headers: { 'content-type': 'application/json', 'set-cookie': cleared, 'cache-control': 'no-store' },
      });
    }
    return redirect(location, { 'set-cookie': cleared });
  }

  function failure(error: unknown, step: string, headers: Record<string, string> = {}): Response {
    if (error instanceof OidcSignInError) {
      logger.warn(
        { step, kind: error.kind, reason: error.message, detail: error.detail },
        'OpenID sign-in failed',
      );
      if (error.kind === 'unavailable') {
        return page(503, 'Sign-in unavailable', error.message, { ...headers, 'retry-after': '30' });
      }
      return page(400, 'Sign-in failed', error.message, headers);
    }
    logger.error(
      { step, err: error instanceof Error ? { name: error.name, message: error.message } : String(error) },
      'OpenID sign-in failed unexpectedly',
    );
    return page(
      502,
      'Sign-in failed',
      'Something went wrong while signing you in. Try again; if it keeps failing, tell an administrator.',
      headers,
    );
  }

  return async (request, client) => {
    const { pathname } = new URL(request.url);
    if (pathname === '/auth/methods') {
      const methods: SignInMethods = {
        token: true,
        oidc: provider ? { providerName: provider.name, loginUrl: '/auth/oidc/login' } : null,
      };
      return new Response(JSON.stringify(methods), { headers: { 'content-type': 'application/json' } });
    }
    if (pathname === '/auth/logout') return logout(request);
    if (pathname === '/auth/oidc/login' && request.method === 'GET') return login(request, client);
    if (pathname === '/auth/oidc/callback' && request.method === 'GET') return callback(request);
    return null;
  };
}

function redirect(location: string, headers: Record<string, string> = {}): Response {
  return new Response(null, { status: 303, headers: { location, 'cache-control': 'no-store', ...headers } });
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A small self-contained HTML page (the web app's colours, light and dark) with a way back to the sign-in page. */
function page(
  status: number,
  title: string,
  message: string,
  headers: Record<string, string> = {},
): Response {
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>${escapeHtml(title)} · kueue-batch</title>
<style>
:root { color-scheme: light dark; font-family: system-ui, sans-serif; }
body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: Canvas; color: CanvasText; }
main { max-width: 34rem; padding: 2rem; }
h1 { font-size: 1.5rem; margin: 0 0 1rem; }
p { line-height: 1.5; }
a { color: LinkText; }
</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
<p role="alert">${escapeHtml(message)}</p>
<p><a href="/">Back to the sign-in page</a></p>
</main>
</body>
</html>
`;
  return new Response(html, {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', ...headers },
  });
}
