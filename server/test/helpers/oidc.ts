/// <reference path="./oidc-provider.d.ts" />
import { createSign, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/*
 * A real, certified OpenID Provider (panva's oidc-provider) on a loopback port, with its development login and
 * consent pages, for tests of the sign-in. Nothing of the relying party is faked: the server under test discovers
 * it, sends browsers to it and redeems codes at it over HTTP.
 */

export const TEST_CLIENT_ID = 'kueue-batch';
export const TEST_CLIENT_SECRET = 'test-client-secret-of-kueue-batch';
/** A second application registered at the same provider (for the wrong-audience case). */
export const OTHER_CLIENT_ID = 'other-app';

export interface TestAccount {
  email?: string;
  email_verified?: boolean;
  name?: string;
  groups?: string[];
  /** Extra claims released with the "groups" scope (e.g. a differently named groups claim). */
  [claim: string]: unknown;
}

/** What to do to the ID token the token endpoint returns: re-signed with the provider's own key afterwards. */
export type IdTokenTamper = (payload: Record<string, unknown>) => Record<string, unknown>;

export interface TestProvider {
  issuer: string;
  port: number;
  /** Accounts by login name (= `sub`); edit them between sign-ins. */
  accounts: Map<string, TestAccount>;
  /** When set, every ID token the token endpoint returns passes through it (a misbehaving provider). */
  tamper: IdTokenTamper | null;
  /**
   * Follows an authorization URL through the provider's login and consent pages as a browser would (its own cookie
   * jar), signing in as `login`, and returns the URL the provider redirects back to (the app's callback).
   */
  authorize(authorizationUrl: string, login: string): Promise<URL>;
  close(): Promise<void>;
}

/** Listens first (on `port`, 0 for any free one) so that the issuer URL can name the port. */
export async function startTestProvider(
  options: { redirectUris: string[]; postLogoutRedirectUris?: string[]; port?: number } = {
    redirectUris: [],
  },
): Promise<TestProvider> {
  let handler: RequestListener = (_req, res) => {
    res.statusCode = 503;
    res.end();
  };
  const server = createServer((req, res) => handler(req, res));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = { ...privateKey.export({ format: 'jwk' }), kid: `test-key-${port}`, alg: 'RS256', use: 'sig' };
  const accounts = new Map<string, TestAccount>();
  const client = (client_id: string) => ({
    client_id,
    client_secret: client_id === TEST_CLIENT_ID ? TEST_CLIENT_SECRET : `${client_id}-secret`,
    redirect_uris: options.redirectUris,
    post_logout_redirect_uris: options.postLogoutRedirectUris ?? [],
    grant_types: ['authorization_code'],
    response_types: ['code'],
  });
  const provider = new Provider(issuer, {
    clients: [client(TEST_CLIENT_ID), client(OTHER_CLIENT_ID)],
    jwks: { keys: [jwk] },
    cookies: { keys: [`cookie-key-${port}`] },
    pkce: { required: () => true },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name'],
      groups: ['groups', 'roles'],
    },
    findAccount: (_ctx: unknown, sub: string) => {
      const account = accounts.get(sub);
      if (!account) return undefined;
      return { accountId: sub, claims: () => ({ sub, ...account }) };
    },
    features: { devInteractions: { enabled: true }, rpInitiatedLogout: { enabled: true } },
  });
  const result: TestProvider = {
    issuer,
    port,
    accounts,
    tamper: null,
    authorize: (url, login) => followAuthorization(url, login),
    close: () => closeServer(server),
  };
  provider.use(async (ctx, next) => {
    await next();
    const body = ctx.body as { id_token?: unknown } | undefined;
    if (result.tamper && ctx.path === '/token' && typeof body?.id_token === 'string') {
      ctx.body = { ...body, id_token: resign(body.id_token, result.tamper, privateKey) };
    }
  });
  handler = provider.callback();
  return result;
}

function resign(jwt: string, tamper: IdTokenTamper, key: KeyObject): string {
  const [header, payload] = jwt.split('.') as [string, string];
  const claims = tamper(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
  const input = `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
  const signature = createSign('RSA-SHA256').update(input).sign(key).toString('base64url');
  return `${input}.${signature}`;
}

/** The provider's pages driven over HTTP with a cookie jar: login form, then consent, until it leaves the issuer. */
async function followAuthorization(authorizationUrl: string, login: string): Promise<URL> {
  const jar = new Map<string, string>();
  const issuerOrigin = new URL(authorizationUrl).origin;
  const send = async (url: string, init: RequestInit = {}): Promise<Response> => {
    const headers = new Headers(init.headers);
    if (jar.size) headers.set('cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '));
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = cookie.split(';');
      const [name = '', ...value] = pair.split('=');
      const expired = attributes.some(
        (a) => /^\s*expires=Thu, 01 Jan 1970/i.test(a) || /^\s*max-age=0\s*$/i.test(a),
      );
      if (expired) jar.delete(name.trim());
      else jar.set(name.trim(), value.join('='));
    }
    return response;
  };
  let url = authorizationUrl;
  for (let step = 0; step < 12; step += 1) {
    const response = await send(url);
    if (response.status >= 300 && response.status < 400) {
      const next = new URL(response.headers.get('location')!, url);
      if (next.origin !== issuerOrigin) return next;
      url = next.href;
      continue;
    }
    const html = await response.text();
    if (response.status !== 200)
      throw new Error(`provider answered ${response.status}: ${html.slice(0, 300)}`);
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1];
    if (!action || !prompt) throw new Error(`unexpected provider page: ${html.slice(0, 300)}`);
    const form = new URLSearchParams({ prompt });
    if (prompt === 'login') {
      form.set('login', login);
      form.set('password', 'any');
    }
    const submitted = await send(new URL(action, url).href, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form,
    });
    if (submitted.status < 300 || submitted.status >= 400) {
      throw new Error(`provider refused the ${prompt} form: ${submitted.status}`);
    }
    url = new URL(submitted.headers.get('location')!, url).href;
  }
  throw new Error('the provider did not redirect back within 12 steps');
}

/** A free loopback port nobody listens on (for a provider that is down). */
export async function unusedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  await closeServer(server);
  return port;
}

/** A server that accepts connections and never answers (a provider that hangs). */
export async function startSilentServer(): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer(() => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => closeServer(server) };
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
}
