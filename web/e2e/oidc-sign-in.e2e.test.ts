// @vitest-environment node
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/src/server.ts';
import {
  startTestProvider,
  TEST_CLIENT_ID,
  TEST_CLIENT_SECRET,
  type TestProvider,
  unusedPort,
} from '../../server/test/helpers/oidc.ts';
import { axeViolationsInBothThemes } from './axe.ts';
import { browserAvailable, buildWeb, launchBrowser } from './browser.ts';
import { screenshot, startWebServer } from './demo.ts';

// Query parameters whose values are single-use secrets or bindings: shown as "…" in the recorded redirects.
const REDACTED = new Set(['code', 'state', 'nonce', 'code_challenge', 'xsrf']);

/** A URL as it may appear in a report: origin replaced by a role name, one-time values elided. */
function describeUrl(url: string, origins: Record<string, string>): string {
  const u = new URL(url);
  for (const key of [...u.searchParams.keys()]) if (REDACTED.has(key)) u.searchParams.set(key, '…');
  const where = origins[u.origin] ?? u.origin;
  return `${where}${u.pathname}${u.search ? decodeURIComponent(u.search) : ''}`;
}

describe.skipIf(!browserAvailable)(
  'sign-in with an OpenID Provider in a real browser',
  { timeout: 120_000 },
  () => {
    let web: Awaited<ReturnType<typeof buildWeb>>;
    let dataDir: string;
    let provider: TestProvider;
    let server: RunningServer;
    let browser: Awaited<ReturnType<typeof launchBrowser>>;

    beforeAll(async () => {
      web = await buildWeb();
      dataDir = await mkdtemp(path.join(tmpdir(), 'web-e2e-oidc-'));
      // The provider must know the redirect URI before the server starts, so the server's port is chosen first.
      const port = await unusedPort();
      const publicUrl = `http://127.0.0.1:${port}`;
      provider = await startTestProvider({
        redirectUris: [`${publicUrl}/auth/oidc/callback`],
        postLogoutRedirectUris: [`${publicUrl}/`],
      });
      provider.accounts.set('grace', {
        email: 'grace@example.org',
        email_verified: true,
        name: 'Grace Hopper',
        groups: ['platform-admins'],
      });
      server = await startWebServer(dataDir, web.dist, {
        port,
        environment: {
          PUBLIC_URL: publicUrl,
          OIDC_ISSUER: provider.issuer,
          OIDC_CLIENT_ID: TEST_CLIENT_ID,
          OIDC_CLIENT_SECRET: TEST_CLIENT_SECRET,
          OIDC_SCOPES: 'openid email profile groups',
          OIDC_PROVIDER_NAME: 'Example SSO',
          OIDC_ADMIN_GROUPS: 'platform-admins',
        },
      });
      browser = await launchBrowser();
    }, 240_000);

    afterAll(async () => {
      await browser?.close();
      await server?.stop();
      await provider?.close();
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
      await web?.remove();
    }, 60_000);

    it('signs in through the provider’s login and consent pages, back to the app with a session, and signs out there too', async () => {
      const page = await browser.context.newPage();
      await page.setViewportSize({ width: 1280, height: 900 });
      const origins = { [server.url]: 'app', [provider.issuer]: 'provider' };
      const chain: string[] = [];
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      page.on('console', (message) => {
        // The sign-in page asks /auth/session first (signedIn false when signed out); the provider's own pages (web fonts,
        // favicon) are not this app's to judge.
        const text = message.text();
        const fromProvider = page.url().startsWith(provider.issuer);
        if (message.type() === 'error' && !text.includes('401') && !fromProvider) {
          problems.push(`${text} (${message.location().url})`);
        }
      });
      page.on('response', (response) => {
        const request = response.request();
        if (!request.isNavigationRequest() || request.frame() !== page.mainFrame()) return;
        const location = response.headers().location;
        chain.push(
          `${request.method()} ${describeUrl(request.url(), origins)} → ${response.status()}` +
            (location ? ` (Location: ${describeUrl(new URL(location, request.url()).href, origins)})` : ''),
        );
      });

      await page.goto(`${server.url}/`);
      await page.getByRole('heading', { name: 'Sign in' }).waitFor();
      const ssoLink = page.getByRole('link', { name: 'Sign in with Example SSO' });
      await ssoLink.waitFor();
      expect(await axeViolationsInBothThemes(page)).toEqual([]);
      await screenshot(page, 'oidc-sign-in-page');

      await ssoLink.click();
      // The provider's own login page (oidc-provider's development interaction).
      await page.waitForURL((url) => url.origin === provider.issuer);
      await page.locator('input[name="login"]').fill('grace');
      await page.locator('input[name="password"]').fill('any password');
      await screenshot(page, 'oidc-provider-login');
      await page.getByRole('button', { name: 'Sign-in' }).click();
      // Its consent page: the app asks for openid, email, profile and groups.
      const consent = page.getByRole('button', { name: 'Continue' });
      await consent.waitFor();
      expect(await page.textContent('body')).toContain(TEST_CLIENT_ID);
      await screenshot(page, 'oidc-provider-consent');
      await consent.click();

      // Back in the app, signed in as the provider's user, an admin by group.
      await page.getByRole('heading', { name: 'Projects', exact: true }).waitFor();
      expect(new URL(page.url()).origin).toBe(server.url);
      const userMenu = page.getByRole('region', { name: 'Signed-in user' });
      await userMenu.getByText('Grace Hopper').waitFor();
      expect(await userMenu.textContent()).toContain('grace@example.org');
      expect(await userMenu.textContent()).toContain('Admin');
      await screenshot(page, 'oidc-signed-in');
      const appCookies = (await browser.context.cookies(server.url)).filter((c) => c.name.startsWith('kb_'));
      expect(appCookies.map((c) => c.name)).toEqual(['kb_session']);
      expect(appCookies[0]).toMatchObject({ httpOnly: true, sameSite: 'Strict', secure: false });
      const user = await server.prisma.user.findUniqueOrThrow({ where: { email: 'grace@example.org' } });
      expect(user).toMatchObject({ oidcIssuer: provider.issuer, oidcSubject: 'grace', isAdmin: true });
      expect(await server.prisma.session.count({ where: { userId: user.id, revokedAt: null } })).toBe(1);

      // Sign-out ends the session here and goes on to the provider's end-session page, then back to the app.
      await userMenu.getByRole('button', { name: 'Sign out' }).click();
      await page.waitForURL((url) => url.origin === provider.issuer);
      const yes = page.getByRole('button', { name: 'Yes, sign me out' });
      await yes.waitFor();
      await screenshot(page, 'oidc-provider-logout');
      expect(await server.prisma.session.count({ where: { userId: user.id, revokedAt: null } })).toBe(0);
      await yes.click();
      await page.waitForURL(`${server.url}/`);
      await page.getByRole('heading', { name: 'Sign in' }).waitFor();
      expect((await browser.context.cookies(server.url)).filter((c) => c.name.startsWith('kb_'))).toEqual([]);
      expect(problems).toEqual([]);

      // The redirects of one sign-in and sign-out, one-time values elided (for the report).
      console.info(`[oidc e2e] navigations:\n  ${chain.join('\n  ')}`);
      expect(
        chain.some(
          (step) => step.startsWith('GET app/auth/oidc/callback?') && step.includes('→ 303 (Location: app/)'),
        ),
      ).toBe(true);
      await page.close();
    });

    it('shows a clear page when the person cancels at the provider, with a way back to the sign-in page', async () => {
      provider.accounts.set('alan', { email: 'alan@example.org', email_verified: true, name: 'Alan Turing' });
      const page = await browser.context.newPage();
      await page.goto(`${server.url}/`);
      await page.getByRole('link', { name: 'Sign in with Example SSO' }).click();
      await page.waitForURL((url) => url.origin === provider.issuer);
      await page.locator('input[name="login"]').fill('alan');
      await page.locator('input[name="password"]').fill('any password');
      await page.getByRole('button', { name: 'Sign-in' }).click();
      await page.getByRole('button', { name: 'Continue' }).waitFor();
      await page.getByRole('link', { name: 'Cancel' }).click();

      await page.getByRole('heading', { name: 'Sign-in failed' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/auth/oidc/callback');
      expect(await page.getByRole('alert').textContent()).toBe(
        'Example SSO did not sign you in (access_denied).',
      );
      expect(await axeViolationsInBothThemes(page)).toEqual([]);
      await screenshot(page, 'oidc-refused');
      expect((await browser.context.cookies(server.url)).filter((c) => c.name.startsWith('kb_'))).toEqual([]);
      expect(await server.prisma.user.findUnique({ where: { email: 'alan@example.org' } })).toBeNull();

      await page.getByRole('link', { name: 'Back to the sign-in page' }).click();
      await page.getByRole('heading', { name: 'Sign in' }).waitFor();
      await page.close();
    });
  },
);
