import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { createLogger } from '../../src/logger.ts';
import { TRANSACTION_COOKIE } from '../../src/oidc-routes.ts';
import { OidcProvider } from '../../src/services/oidc.ts';
import { openTransaction, sealTransaction } from '../../src/services/oidc-transaction.ts';
import { ensureUser } from '../../src/services/tokens.ts';
import { createTestApp, seedProject, seedUser, TEST_KEYRING, type TestApp } from '../helpers/app.ts';
import { createTestDatabase, describePostgres, type TestDatabase } from '../helpers/database.ts';
import {
  OTHER_CLIENT_ID,
  startSilentServer,
  startTestProvider,
  TEST_CLIENT_ID,
  TEST_CLIENT_SECRET,
  type TestProvider,
  unusedPort,
} from '../helpers/oidc.ts';

const PUBLIC_URL = 'http://localhost:4000';
const REDIRECT_URI = `${PUBLIC_URL}/auth/oidc/callback`;

let n = 0;
let peers = 0;
/** A client address of its own for each sign-in (sign-in attempts are rate-limited per address). */
const nextPeer = () => {
  peers += 1;
  return `10.0.${Math.floor(peers / 250)}.${peers % 250}`;
};
/** A fresh login name (the provider's `sub`) and email for one test. */
const person = (label: string) => {
  n += 1;
  const login = `${label}-${n}-${Date.now()}`;
  return { login, email: `${login}@example.org` };
};

describePostgres('sign-in with an OpenID Provider (a real one, on loopback)', () => {
  let db: TestDatabase;
  let provider: TestProvider;
  let app: TestApp;
  const stops: (() => void | Promise<void>)[] = [];

  /** The app as the server builds it from these settings (the OIDC_* environment), discovery done (or failed). */
  async function appWith(env: Record<string, string>): Promise<{ app: TestApp; oidc: OidcProvider }> {
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      PUBLIC_URL,
      OIDC_CLIENT_ID: TEST_CLIENT_ID,
      OIDC_CLIENT_SECRET: TEST_CLIENT_SECRET,
      OIDC_SCOPES: 'openid email profile groups',
      OIDC_PROVIDER_NAME: 'Example SSO',
      ...env,
    });
    const oidc = new OidcProvider(config.oidc!, createLogger('silent'));
    stops.push(() => oidc.stop());
    await oidc.start();
    return { app: createTestApp(db.prisma, { oidc, configOverrides: config }), oidc };
  }

  beforeAll(async () => {
    db = await createTestDatabase();
    provider = await startTestProvider({
      redirectUris: [REDIRECT_URI],
      postLogoutRedirectUris: [`${PUBLIC_URL}/`],
    });
    ({ app } = await appWith({ OIDC_ISSUER: provider.issuer }));
  }, 60_000);

  afterAll(async () => {
    for (const stop of stops) await stop();
    await provider?.close();
    await db?.drop();
  });

  /** GET /auth/oidc/login: the provider's authorization URL and the sealed transaction cookie. */
  async function startLogin(on: TestApp = app, returnTo?: string) {
    const response = await on.request(
      `/auth/oidc/login${returnTo ? `?returnTo=${encodeURIComponent(returnTo)}` : ''}`,
      {},
      nextPeer(),
    );
    expect(response.status).toBe(303);
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith(`${TRANSACTION_COOKIE}=`))!;
    expect(cookie).toMatch(/HttpOnly; SameSite=Lax; Max-Age=600/);
    return {
      authorizationUrl: response.headers.get('location')!,
      transaction: cookie.split(';')[0]!.slice(TRANSACTION_COOKIE.length + 1),
    };
  }

  const callback = (on: TestApp, redirect: URL, transaction: string | null) => {
    expect(redirect.origin + redirect.pathname).toBe(REDIRECT_URI);
    return on.request(`/auth/oidc/callback${redirect.search}`, {
      headers: transaction === null ? {} : { cookie: `${TRANSACTION_COOKIE}=${transaction}` },
    });
  };

  /** A whole sign-in as `login` through the provider's pages; the callback's response. */
  async function signIn(login: string, on: TestApp = app, returnTo?: string) {
    const { authorizationUrl, transaction } = await startLogin(on, returnTo);
    const redirect = await provider.authorize(authorizationUrl, login);
    return { response: await callback(on, redirect, transaction), redirect, transaction };
  }

  const sessionCookie = (response: Response) =>
    response.headers.getSetCookie().find((c) => c.startsWith('kb_session=') && !c.startsWith('kb_session=;'));

  /** Whether the session probe (GET /auth/session, 200 either way) finds `cookie` signed in. */
  async function signedIn(on: TestApp, cookie: string): Promise<boolean> {
    const answer = await on.request('/auth/session', { headers: { cookie } });
    expect(answer.status).toBe(200);
    return ((await answer.json()) as { signedIn: boolean }).signedIn;
  }

  /** A refusal: an HTML page saying why, the transaction cookie cleared, no session cookie, no session row. */
  async function expectRefused(response: Response, status: number, says: RegExp, sessionsBefore: number) {
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    expect(html).toMatch(says);
    expect(sessionCookie(response)).toBeUndefined();
    expect(await db.prisma.session.count()).toBe(sessionsBefore);
    return html;
  }

  it('creates a user from a verified email at the first sign-in and gives the browser a session', async () => {
    const { login, email } = person('ada');
    provider.accounts.set(login, { email, email_verified: true, name: 'Ada Lovelace' });
    const { authorizationUrl } = await startLogin(app, '/projects');
    const auth = new URL(authorizationUrl);
    expect(auth.origin).toBe(provider.issuer);
    expect(Object.fromEntries(auth.searchParams)).toMatchObject({
      client_id: TEST_CLIENT_ID,
      redirect_uri: REDIRECT_URI,
      response_type: 'code',
      scope: 'openid email profile groups',
      code_challenge_method: 'S256',
    });
    for (const p of ['state', 'nonce', 'code_challenge'])
      expect(auth.searchParams.get(p)).toMatch(/^[\w-]{43}$/);

    const { response, redirect } = await signIn(login, app, '/projects');
    expect(redirect.searchParams.get('iss')).toBe(provider.issuer);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/projects');
    const cookies = response.headers.getSetCookie();
    expect(cookies).toContain(`${TRANSACTION_COOKIE}=; Path=/auth/oidc; HttpOnly; SameSite=Lax; Max-Age=0`);
    const session = sessionCookie(response)!;
    expect(session).toMatch(
      /^kb_session=kbs_[0-9a-f]{12}_[\w-]{43}; Path=\/; HttpOnly; SameSite=Strict; Max-Age=\d+$/,
    );

    const user = await db.prisma.user.findUniqueOrThrow({ where: { email } });
    expect(user).toMatchObject({
      name: 'Ada Lovelace',
      oidcIssuer: provider.issuer,
      oidcSubject: login,
      isAdmin: false,
    });
    const row = await db.prisma.session.findFirstOrThrow({ where: { userId: user.id } });
    expect(row).toMatchObject({ apiTokenId: null, oidcIssuer: provider.issuer, revokedAt: null });

    const me = await app.request('/auth/session', { headers: { cookie: session.split(';')[0]! } });
    expect(me.status).toBe(200);
    expect(await me.json()).toEqual({
      signedIn: true,
      user: { id: user.id, email, name: 'Ada Lovelace', isAdmin: false },
    });

    // The second sign-in finds the same user by (issuer, sub), even after the email changed at the provider.
    provider.accounts.set(login, { email: `new-${email}`, email_verified: true, name: 'Ada King' });
    const again = await signIn(login);
    expect(again.response.status).toBe(303);
    expect(await db.prisma.user.count({ where: { oidcSubject: login } })).toBe(1);
    expect(await db.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({
      email,
      name: 'Ada King',
    });
  });

  it('a NUL or a bidi override in the provider’s name claim is cleaned out, and the sign-in works', async () => {
    const { login, email } = person('nul-name');
    provider.accounts.set(login, { email, email_verified: true, name: 'Ada\u0000 \u202eLovelace' });
    const first = await signIn(login);
    expect(first.response.status).toBe(303);
    expect((await db.prisma.user.findUniqueOrThrow({ where: { email } })).name).toBe('Ada Lovelace');
    provider.accounts.set(login, { email, email_verified: true, name: '\u0000\u200b' });
    expect((await signIn(login)).response.status).toBe(303);
    // Nothing readable left: the name it had is kept.
    expect((await db.prisma.user.findUniqueOrThrow({ where: { email } })).name).toBe('Ada Lovelace');
  });

  it('refuses an unverified email with a page saying so, creating no user and no session', async () => {
    const { login, email } = person('unverified');
    provider.accounts.set(login, { email, email_verified: false, name: 'Not Verified' });
    const before = await db.prisma.session.count();
    const { response } = await signIn(login);
    await expectRefused(response, 400, /Your email address is not verified at Example SSO/, before);
    expect(await db.prisma.user.findUnique({ where: { email } })).toBeNull();
  });

  it('refuses a first sign-in without an email', async () => {
    const { login } = person('no-email');
    provider.accounts.set(login, { name: 'No Email' });
    const before = await db.prisma.session.count();
    const { response } = await signIn(login);
    await expectRefused(response, 400, /did not share your email address/, before);
    expect(await db.prisma.user.count({ where: { oidcSubject: login } })).toBe(0);
  });

  it('links an invited person (a user row with their email and no sign-in yet) at their first sign-in', async () => {
    const { login, email } = person('invited');
    const invited = await ensureUser(db.prisma, { email, name: 'Invited Person' });
    const project = await seedProject(db.prisma, [{ userId: invited.id, role: 'VIEWER' }]);
    provider.accounts.set(login, { email: email.toUpperCase(), email_verified: true, name: 'Grace Hopper' });
    const { response } = await signIn(login);
    expect(response.status).toBe(303);
    const user = await db.prisma.user.findUniqueOrThrow({ where: { id: invited.id } });
    // The name an admin gave is kept; the sign-in is linked to the existing row and its membership.
    expect(user).toMatchObject({
      email,
      name: 'Invited Person',
      oidcIssuer: provider.issuer,
      oidcSubject: login,
    });
    expect(await db.prisma.projectMember.findMany({ where: { userId: user.id } })).toEqual([
      expect.objectContaining({ projectId: project.id, role: 'VIEWER' }),
    ]);
    expect(await db.prisma.user.count({ where: { email } })).toBe(1);
  });

  it('refuses a second provider account with the email of a user already linked to another one', async () => {
    const first = person('holder');
    provider.accounts.set(first.login, { email: first.email, email_verified: true });
    expect((await signIn(first.login)).response.status).toBe(303);
    const intruder = person('intruder');
    provider.accounts.set(intruder.login, { email: first.email, email_verified: true });
    const before = await db.prisma.session.count();
    const { response } = await signIn(intruder.login);
    await expectRefused(response, 400, /already linked to another sign-in/, before);
    expect(await db.prisma.user.findUniqueOrThrow({ where: { email: first.email } })).toMatchObject({
      oidcSubject: first.login,
    });
  });

  it('refuses a deactivated user at sign-in, with a page saying so, and gives no session back', async () => {
    const { login, email } = person('deactivated');
    provider.accounts.set(login, { email, email_verified: true, name: 'Former Member' });
    expect((await signIn(login)).response.status).toBe(303);
    // An administrator deactivates the account (the deactivateUser mutation's write).
    await db.prisma.user.update({ where: { email }, data: { active: false, deactivatedAt: new Date() } });
    const before = await db.prisma.session.count();
    const { response } = await signIn(login);
    await expectRefused(response, 400, /Your account was deactivated by an administrator/, before);
    expect(await db.prisma.user.findUniqueOrThrow({ where: { email } })).toMatchObject({ active: false });
  });

  it('a refused sign-in of a deactivated user writes nothing: not the admin flag, not the name, no link', async () => {
    const { app: groupsApp } = await appWith({ OIDC_ISSUER: provider.issuer, OIDC_ADMIN_GROUPS: 'admins' });
    const { login, email } = person('deactivated-quiet');
    provider.accounts.set(login, { email, email_verified: true, name: 'Former Member', groups: [] });
    expect((await signIn(login, groupsApp)).response.status).toBe(303);
    await db.prisma.user.update({ where: { email }, data: { active: false, deactivatedAt: new Date() } });
    const before = await db.prisma.user.findUniqueOrThrow({ where: { email } });
    provider.accounts.set(login, { email, email_verified: true, name: 'Renamed', groups: ['admins'] });
    const sessions = await db.prisma.session.count();
    await expectRefused((await signIn(login, groupsApp)).response, 400, /deactivated/, sessions);
    expect(await db.prisma.user.findUniqueOrThrow({ where: { email } })).toEqual(before);

    // An invited row that was deactivated before its first sign-in is not linked either.
    const invited = person('deactivated-invited');
    await ensureUser(db.prisma, { email: invited.email });
    await db.prisma.user.update({ where: { email: invited.email }, data: { active: false } });
    const invitedBefore = await db.prisma.user.findUniqueOrThrow({ where: { email: invited.email } });
    provider.accounts.set(invited.login, {
      email: invited.email,
      email_verified: true,
      name: 'Someone',
      groups: ['admins'],
    });
    await expectRefused((await signIn(invited.login, groupsApp)).response, 400, /deactivated/, sessions);
    expect(await db.prisma.user.findUniqueOrThrow({ where: { email: invited.email } })).toEqual(
      invitedBefore,
    );
  });

  it('makes a user an admin by group membership, recomputed at every sign-in (OIDC_GROUPS_CLAIM names the claim)', async () => {
    const { app: groupsApp } = await appWith({
      OIDC_ISSUER: provider.issuer,
      OIDC_ADMIN_GROUPS: 'platform-admins, ops',
    });
    const { login, email } = person('admin');
    provider.accounts.set(login, { email, email_verified: true, groups: ['staff', 'platform-admins'] });
    expect((await signIn(login, groupsApp)).response.status).toBe(303);
    expect((await db.prisma.user.findUniqueOrThrow({ where: { email } })).isAdmin).toBe(true);

    provider.accounts.set(login, { email, email_verified: true, groups: ['staff'] });
    expect((await signIn(login, groupsApp)).response.status).toBe(303);
    expect((await db.prisma.user.findUniqueOrThrow({ where: { email } })).isAdmin).toBe(false);
    // Both changes of the flag are in the audit log, by no actor (the provider's groups decided).
    const changes = await db.prisma.auditEvent.findMany({
      where: { action: 'user.admin', summary: { startsWith: email } },
      orderBy: { at: 'asc' },
    });
    expect(changes.map((c) => [c.actorId, c.summary])).toEqual([
      [null, `${email}: admin no → yes (OpenID sign-in, OIDC_ADMIN_GROUPS)`],
      [null, `${email}: admin yes → no (OpenID sign-in, OIDC_ADMIN_GROUPS)`],
    ]);
    // The first sign-in created the user: one user.create row, by no actor, naming the provider.
    const created = await db.prisma.auditEvent.findMany({
      where: { action: 'user.create', summary: { contains: email } },
    });
    expect(created.map((c) => [c.actorId, c.summary.replace(/ at .*\)$/, ')')])).toEqual([
      [null, `created user ${email} (first OpenID sign-in)`],
    ]);

    // A provider that sends no groups claim at all: not an admin either.
    provider.accounts.set(login, { email, email_verified: true, groups: ['ops'] });
    expect((await signIn(login, groupsApp)).response.status).toBe(303);
    expect((await db.prisma.user.findUniqueOrThrow({ where: { email } })).isAdmin).toBe(true);
    provider.accounts.set(login, { email, email_verified: true });
    expect((await signIn(login, groupsApp)).response.status).toBe(303);
    expect((await db.prisma.user.findUniqueOrThrow({ where: { email } })).isAdmin).toBe(false);

    const { app: rolesApp } = await appWith({
      OIDC_ISSUER: provider.issuer,
      OIDC_ADMIN_GROUPS: 'platform-admins',
      OIDC_GROUPS_CLAIM: 'roles',
    });
    provider.accounts.set(login, {
      email,
      email_verified: true,
      groups: ['platform-admins'],
      roles: ['viewer'],
    });
    expect((await signIn(login, rolesApp)).response.status).toBe(303);
    expect((await db.prisma.user.findUniqueOrThrow({ where: { email } })).isAdmin).toBe(false);
    provider.accounts.set(login, { email, email_verified: true, groups: [], roles: ['platform-admins'] });
    expect((await signIn(login, rolesApp)).response.status).toBe(303);
    expect((await db.prisma.user.findUniqueOrThrow({ where: { email } })).isAdmin).toBe(true);
  });

  it('leaves the admin flag alone when OIDC_ADMIN_GROUPS is not set', async () => {
    const { login, email } = person('cli-admin');
    await ensureUser(db.prisma, { email, admin: true });
    provider.accounts.set(login, { email, email_verified: true, groups: [] });
    expect((await signIn(login)).response.status).toBe(303);
    expect((await db.prisma.user.findUniqueOrThrow({ where: { email } })).isAdmin).toBe(true);
  });

  it('refuses an answer whose state is not the one this browser’s sign-in started with', async () => {
    const { login, email } = person('state');
    provider.accounts.set(login, { email, email_verified: true });
    const before = await db.prisma.session.count();
    // Another sign-in's answer (an attacker's code) delivered to this browser, which holds its own transaction.
    const mine = await startLogin();
    const theirs = await startLogin();
    const redirect = await provider.authorize(theirs.authorizationUrl, login);
    await expectRefused(await callback(app, redirect, mine.transaction), 400, /state mismatch/, before);
    // The state parameter altered in this browser's own answer.
    const own = await startLogin();
    const ownRedirect = await provider.authorize(own.authorizationUrl, login);
    ownRedirect.searchParams.set('state', 'x'.repeat(43));
    await expectRefused(await callback(app, ownRedirect, own.transaction), 400, /state mismatch/, before);
    // No transaction at all (cookie absent, or not sealed by this server).
    await expectRefused(
      await callback(app, ownRedirect, null),
      400,
      /expired or was started in another browser/,
      before,
    );
    await expectRefused(
      await callback(app, ownRedirect, 'forged'),
      400,
      /expired or was started in another browser/,
      before,
    );
    expect(await db.prisma.user.count({ where: { email } })).toBe(0);
  });

  it('refuses a code that was already redeemed (a replayed callback)', async () => {
    const { login, email } = person('replay');
    provider.accounts.set(login, { email, email_verified: true });
    const { response, redirect, transaction } = await signIn(login);
    expect(response.status).toBe(303);
    const before = await db.prisma.session.count();
    const html = await expectRefused(
      await callback(app, redirect, transaction),
      400,
      /did not accept this sign-in \(invalid_grant\)/,
      before,
    );
    expect(html).toContain('used already');
  });

  it('refuses a transaction without its PKCE verifier, and the provider refuses a wrong one', async () => {
    const { login, email } = person('pkce');
    provider.accounts.set(login, { email, email_verified: true });
    const before = await db.prisma.session.count();
    const reseal = (sealed: string, codeVerifier: string) =>
      sealTransaction({ ...openTransaction(sealed, TEST_KEYRING)!, codeVerifier }, TEST_KEYRING);

    const missing = await startLogin();
    const missingRedirect = await provider.authorize(missing.authorizationUrl, login);
    await expectRefused(
      await callback(app, missingRedirect, reseal(missing.transaction, '')),
      400,
      /PKCE verifier, nonce or state is missing/,
      before,
    );

    const wrong = await startLogin();
    const wrongRedirect = await provider.authorize(wrong.authorizationUrl, login);
    await expectRefused(
      await callback(app, wrongRedirect, reseal(wrong.transaction, 'w'.repeat(43))),
      400,
      /did not accept this sign-in \(invalid_grant\)/,
      before,
    );
    expect(await db.prisma.user.count({ where: { email } })).toBe(0);
  });

  it('refuses an answer from another provider (mix-up) and an ID token naming another issuer', async () => {
    const { login, email } = person('issuer');
    const other = await startTestProvider({ redirectUris: [REDIRECT_URI] });
    stops.push(() => other.close());
    other.accounts.set(login, { email, email_verified: true });
    provider.accounts.set(login, { email, email_verified: true });
    const before = await db.prisma.session.count();

    // The browser is sent to the other provider with this sign-in's parameters; its answer comes back here.
    const { authorizationUrl, transaction } = await startLogin();
    const elsewhere = new URL(authorizationUrl);
    elsewhere.host = new URL(other.issuer).host;
    const redirect = await other.authorize(elsewhere.href, login);
    expect(redirect.searchParams.get('iss')).toBe(other.issuer);
    await expectRefused(await callback(app, redirect, transaction), 400, /wrong issuer/, before);

    provider.tamper = (claims) => ({ ...claims, iss: other.issuer });
    try {
      await expectRefused(
        (await signIn(login)).response,
        400,
        /issued by another provider \(wrong issuer\)/,
        before,
      );
    } finally {
      provider.tamper = null;
    }
    expect(await db.prisma.user.count({ where: { email } })).toBe(0);
  });

  it('refuses an ID token meant for another application (wrong audience)', async () => {
    const { login, email } = person('audience');
    provider.accounts.set(login, { email, email_verified: true });
    const before = await db.prisma.session.count();
    provider.tamper = (claims) => ({ ...claims, aud: OTHER_CLIENT_ID });
    try {
      await expectRefused(
        (await signIn(login)).response,
        400,
        /meant for another application \(wrong audience\)/,
        before,
      );
    } finally {
      provider.tamper = null;
    }
    expect(await db.prisma.user.count({ where: { email } })).toBe(0);
  });

  it('refuses an expired ID token', async () => {
    const { login, email } = person('expired');
    provider.accounts.set(login, { email, email_verified: true });
    const before = await db.prisma.session.count();
    const now = Math.floor(Date.now() / 1000);
    // Issued two hours ago and valid for one: expired well beyond the clock tolerance.
    provider.tamper = (claims) => ({ ...claims, iat: now - 7200, exp: now - 3600 });
    try {
      await expectRefused((await signIn(login)).response, 400, /ID token has expired/, before);
    } finally {
      provider.tamper = null;
    }
    expect(await db.prisma.user.count({ where: { email } })).toBe(0);
  });

  it('refuses a nonce from another sign-in', async () => {
    const { login, email } = person('nonce');
    provider.accounts.set(login, { email, email_verified: true });
    const before = await db.prisma.session.count();
    provider.tamper = (claims) => ({ ...claims, nonce: 'n'.repeat(43) });
    try {
      await expectRefused((await signIn(login)).response, 400, /nonce mismatch/, before);
    } finally {
      provider.tamper = null;
    }
  });

  it('shows the provider’s own refusal (the person aborted at the provider)', async () => {
    const before = await db.prisma.session.count();
    const { authorizationUrl, transaction } = await startLogin();
    const redirect = new URL(REDIRECT_URI);
    redirect.search = new URLSearchParams({
      error: 'access_denied',
      state: new URL(authorizationUrl).searchParams.get('state')!,
      iss: provider.issuer,
    }).toString();
    await expectRefused(
      await callback(app, redirect, transaction),
      400,
      /did not sign you in \(access_denied\)/,
      before,
    );
  });

  it('starts while the provider is down, says sign-in is unavailable, and works once the provider is up', async () => {
    const port = await unusedPort();
    const { app: downApp, oidc } = await appWith({ OIDC_ISSUER: `http://127.0.0.1:${port}` });
    expect(oidc.ready).toBe(false);
    const methods = await downApp.request('/auth/methods');
    expect(await methods.json()).toEqual({
      token: true,
      oidc: { providerName: 'Example SSO', loginUrl: '/auth/oidc/login' },
    });
    const before = await db.prisma.session.count();
    const refused = await downApp.request('/auth/oidc/login', {}, nextPeer());
    expect(refused.headers.get('retry-after')).toBe('30');
    await expectRefused(refused, 503, /Example SSO is unavailable right now/, before);
    expect(refused.headers.getSetCookie()).toEqual([]);

    const late = await startTestProvider({ redirectUris: [REDIRECT_URI], port });
    stops.push(() => late.close());
    const { login, email } = person('late');
    late.accounts.set(login, { email, email_verified: true });
    const started = await downApp.request('/auth/oidc/login', {}, nextPeer());
    expect(started.status).toBe(303);
    expect(oidc.ready).toBe(true);
    const transaction = started.headers
      .getSetCookie()[0]!
      .split(';')[0]!
      .slice(TRANSACTION_COOKIE.length + 1);
    const redirect = await late.authorize(started.headers.get('location')!, login);
    expect((await callback(downApp, redirect, transaction)).status).toBe(303);
  });

  it('gives up on a provider that does not answer within OIDC_TIMEOUT_MS and still starts', async () => {
    const silent = await startSilentServer();
    stops.push(() => silent.close());
    const { app: hangingApp, oidc } = await appWith({ OIDC_ISSUER: silent.url, OIDC_TIMEOUT_MS: '300' });
    expect(oidc.ready).toBe(false);
    const before = await db.prisma.session.count();
    await expectRefused(
      await hangingApp.request('/auth/oidc/login', {}, nextPeer()),
      503,
      /unavailable right now/,
      before,
    );
  });

  it('says the provider is unavailable when it goes down between the redirect and the callback', async () => {
    const brief = await startTestProvider({ redirectUris: [REDIRECT_URI] });
    const { app: briefApp } = await appWith({ OIDC_ISSUER: brief.issuer });
    const { login, email } = person('brief');
    brief.accounts.set(login, { email, email_verified: true });
    const { authorizationUrl, transaction } = await startLogin(briefApp);
    const redirect = await brief.authorize(authorizationUrl, login);
    await brief.close();
    const before = await db.prisma.session.count();
    await expectRefused(
      await callback(briefApp, redirect, transaction),
      503,
      /unavailable right now/,
      before,
    );
    expect(await db.prisma.user.count({ where: { email } })).toBe(0);
  });

  it('signs out: ends the session and sends an OpenID session on to the provider’s end_session_endpoint', async () => {
    const { login, email } = person('logout');
    provider.accounts.set(login, { email, email_verified: true });
    const cookie = sessionCookie((await signIn(login)).response)!.split(';')[0]!;
    const out = await app.request('/auth/logout', {
      method: 'POST',
      headers: { cookie, 'sec-fetch-site': 'same-origin' },
    });
    expect(out.status).toBe(303);
    const end = new URL(out.headers.get('location')!);
    expect(end.origin + end.pathname).toBe(`${provider.issuer}/session/end`);
    expect(Object.fromEntries(end.searchParams)).toEqual({
      client_id: TEST_CLIENT_ID,
      post_logout_redirect_uri: `${PUBLIC_URL}/`,
    });
    expect(out.headers.getSetCookie()).toEqual(['kb_session=; Path=/; HttpOnly; SameSite=Strict; Max-Age=0']);
    expect(await signedIn(app, cookie)).toBe(false);
    // The provider accepts that sign-out request (it shows its "sign out?" confirmation).
    const confirm = await fetch(end, { redirect: 'manual' });
    expect(confirm.status).toBe(200);
    expect(await confirm.text()).toContain('logout');

    // A token sign-in's session ends here only; a cross-site form cannot sign anyone out.
    const { token } = await seedUser(db.prisma);
    const made = await app.request('/auth/session', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token }),
    });
    const tokenCookie = made.headers.getSetCookie()[0]!.split(';')[0]!;
    const forged = await app.request('/auth/logout', {
      method: 'POST',
      headers: { cookie: tokenCookie, 'sec-fetch-site': 'cross-site' },
    });
    expect(forged.status).toBe(403);
    expect(await signedIn(app, tokenCookie)).toBe(true);
    const local = await app.request('/auth/logout', {
      method: 'POST',
      headers: { cookie: tokenCookie, accept: 'application/json' },
    });
    expect(await local.json()).toEqual({ redirectTo: '/' });
    expect(await signedIn(app, tokenCookie)).toBe(false);
  });

  it('marks both cookies Secure behind an https proxy (TRUST_PROXY), and ends a session the browser already held', async () => {
    const { app: proxied } = await appWith({ OIDC_ISSUER: provider.issuer, TRUST_PROXY: 'true' });
    const { login, email } = person('https');
    provider.accounts.set(login, { email, email_verified: true });
    const https = { 'x-forwarded-proto': 'https' };
    const started = await proxied.request('/auth/oidc/login', { headers: https }, nextPeer());
    const txCookie = started.headers.getSetCookie()[0]!;
    expect(txCookie).toMatch(/; Secure$/);
    const redirect = await provider.authorize(started.headers.get('location')!, login);
    const { token } = await seedUser(db.prisma);
    const made = await proxied.request('/auth/session', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token }),
    });
    const earlier = made.headers.getSetCookie()[0]!.split(';')[0]!;
    const done = await proxied.request(`/auth/oidc/callback${redirect.search}`, {
      headers: { ...https, cookie: `${txCookie.split(';')[0]}; ${earlier}` },
    });
    expect(done.status).toBe(303);
    expect(sessionCookie(done)).toMatch(/HttpOnly; SameSite=Strict; Max-Age=\d+; Secure$/);
    expect(done.headers.getSetCookie()).toContain(
      `${TRANSACTION_COOKIE}=; Path=/auth/oidc; HttpOnly; SameSite=Lax; Max-Age=0; Secure`,
    );
    expect(await signedIn(proxied, earlier)).toBe(false);
  });

  it('only returns to a path of this app after signing in', async () => {
    const { login, email } = person('return');
    provider.accounts.set(login, { email, email_verified: true });
    for (const [asked, landed] of [
      ['https://evil.example/', '/'],
      ['//evil.example/x', '/'],
      ['/\\evil.example', '/'],
      ['/projects/abc?tab=members', '/projects/abc?tab=members'],
    ] as const) {
      const { response } = await signIn(login, app, asked);
      expect(response.headers.get('location'), asked).toBe(landed);
    }
  });

  it('returns to a path with characters above U+00FF percent-encoded, and the session it replaced is the only one gone', async () => {
    const { login, email } = person('unicode-return');
    provider.accounts.set(login, { email, email_verified: true });
    const { token } = await seedUser(db.prisma);
    const made = await app.request('/auth/session', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token }),
    });
    const earlier = made.headers.getSetCookie()[0]!.split(';')[0]!;
    const sessionsBefore = await db.prisma.session.count({ where: { revokedAt: null } });
    const { authorizationUrl, transaction } = await startLogin(app, '/projects/Łódź?q=€#ā');
    const redirect = await provider.authorize(authorizationUrl, login);
    const done = await app.request(`/auth/oidc/callback${redirect.search}`, {
      headers: { cookie: `${TRANSACTION_COOKIE}=${transaction}; ${earlier}` },
    });
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe('/projects/%C5%81%C3%B3d%C5%BA?q=%E2%82%AC#%C4%81');
    expect(sessionCookie(done)).toBeDefined();
    // One session ended (the browser's earlier one), one made: no orphan.
    expect(await db.prisma.session.count({ where: { revokedAt: null } })).toBe(sessionsBefore);
  });

  it('a returnTo that cannot be a header value goes home, decided at the start', async () => {
    const { login, email } = person('bad-return');
    provider.accounts.set(login, { email, email_verified: true });
    for (const asked of ['/a\u2028b', `/${'x'.repeat(2100)}`, '/auth/logout']) {
      const { response } = await signIn(login, app, asked);
      expect(response.status, asked).toBe(303);
      expect(response.headers.get('location'), asked).toMatch(/^\/$|^\/a%E2%80%A8b$/);
    }
  });

  it('limits sign-in attempts per client address, with a page saying when to try again', async () => {
    const peer = '192.0.2.77';
    for (let i = 0; i < 10; i += 1)
      expect((await app.request('/auth/oidc/login', {}, peer)).status).toBe(303);
    const limited = await app.request('/auth/oidc/login', {}, peer);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await limited.text()).toContain('Too many sign-in attempts');
  });

  it('offers no OpenID sign-in when OIDC_ISSUER is not set', async () => {
    const plain = createTestApp(db.prisma);
    expect(await (await plain.request('/auth/methods')).json()).toEqual({ token: true, oidc: null });
    const login = await plain.request('/auth/oidc/login');
    expect(login.status).toBe(404);
    expect(await login.text()).toContain('not configured');
  });
});
