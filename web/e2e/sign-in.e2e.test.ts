// @vitest-environment node
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/src/server.ts';
import { createApiToken } from '../../server/src/services/tokens.ts';
import { axeViolationsInBothThemes } from './axe.ts';
import { browserAvailable, browserRequired, buildWeb, chromiumPath, launchBrowser } from './browser.ts';
import { startWebServer } from './demo.ts';

if (!browserAvailable) {
  const notice = `Chromium not found at ${chromiumPath}: install it with "apt-get install -y chromium"`;
  if (browserRequired) {
    it('has a browser to run the end-to-end tests with (REQUIRE_BROWSER=1)', () => {
      expect.fail(notice);
    });
  } else {
    console.warn(`[web e2e] skipped: ${notice} (set REQUIRE_BROWSER=1 to make this a failure)`);
  }
}

describe.skipIf(!browserAvailable)(
  'the web app in a real browser against the real server',
  { timeout: 60_000 },
  () => {
    let web: Awaited<ReturnType<typeof buildWeb>>;
    let dataDir: string;
    let server: RunningServer;
    let browser: Awaited<ReturnType<typeof launchBrowser>>;
    let token: string;
    let projectName: string;

    beforeAll(async () => {
      web = await buildWeb();
      dataDir = await mkdtemp(path.join(tmpdir(), 'web-e2e-data-'));
      // No clusters: this suite is about the web shell.
      server = await startWebServer(dataDir, web.dist);
      const created = await createApiToken(server.prisma, {
        email: 'erin@example.com',
        name: 'Erin Example',
      });
      token = created.token;
      projectName = 'Protein folding sweep';
      await server.prisma.project.create({
        data: {
          name: projectName,
          description: 'Parameter sweep over folding temperatures',
          members: { create: [{ userId: created.user.id, role: 'OWNER' }] },
        },
      });
      await server.prisma.project.create({ data: { name: 'Someone else’s project' } });
      browser = await launchBrowser();
    }, 240_000);

    afterAll(async () => {
      await browser?.close();
      await server?.stop();
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
      await web?.remove();
    }, 60_000);

    async function openApp(context: BrowserContext): Promise<{
      page: Page;
      problems: string[];
      assets: { url: string; headers: Record<string, string> }[];
    }> {
      const page = await context.newPage();
      const problems: string[] = [];
      const assets: { url: string; headers: Record<string, string> }[] = [];
      page.on('response', (response) => {
        if (new URL(response.url()).pathname.startsWith('/assets/')) {
          assets.push({ url: response.url(), headers: response.headers() });
        }
      });
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      // Every console error counts: a signed-out load asks the session probe, which answers 200 (signedIn false).
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`${message.text()} (${message.location().url})`);
      });
      await page.goto(`${server.url}/`);
      return { page, problems, assets };
    }

    /** The name of the focused element's tag and its text, to say where keyboard focus is. */
    const focused = (page: Page) =>
      page.evaluate(() => `${document.activeElement?.tagName}: ${document.activeElement?.textContent}`);

    it('loads signed out with no console error (the session probe says signed out without a 401)', async () => {
      const { page, problems } = await openApp(browser.context);
      // The first load settled first: the probe below is the reloaded page's own, whose body stays readable.
      await page.waitForLoadState('networkidle');
      const probe = page.waitForResponse((response) => new URL(response.url()).pathname === '/auth/session');
      await page.reload();
      const answer = await probe;
      const body: unknown = await answer.json();
      await page.getByRole('heading', { name: 'Sign in' }).waitFor();
      expect(answer.status()).toBe(200);
      expect(body).toEqual({ signedIn: false, message: 'Not signed in.' });
      // Anything the page logs once it has settled (late requests such as the sign-in methods) counts too.
      await page.waitForLoadState('networkidle');
      expect(problems).toEqual([]);
      await page.close();
    });

    it('rejects a wrong token with the server’s message and stays on the sign-in page', async () => {
      const { page } = await openApp(browser.context);
      await page.getByRole('heading', { name: 'Sign in' }).waitFor();

      await page.getByLabel('API token').fill('kbt_000000000000_not-a-real-token-not-a-real-token-not-a-re');
      await page.getByRole('button', { name: 'Sign in' }).click();

      const alert = page.getByRole('alert');
      await alert.waitFor();
      expect(await alert.textContent()).toContain('That API token is invalid, expired or revoked.');
      expect(await browser.context.cookies()).toEqual([]);
      // The message belongs to the field, which has focus again to be corrected.
      const input = page.getByLabel('API token');
      expect(await input.getAttribute('aria-invalid')).toBe('true');
      expect(await input.evaluate((element) => element === document.activeElement)).toBe(true);
      expect(await axeViolationsInBothThemes(page)).toEqual([]);
      await page.close();
    });

    it('fits the sign-in page on a 390 px wide phone, with no sideways scrolling', async () => {
      const { page } = await openApp(browser.context);
      await page.setViewportSize({ width: 390, height: 844 });
      await page.getByRole('heading', { name: 'Sign in' }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      expect(await axeViolationsInBothThemes(page)).toEqual([]);
      await page.close();
    });

    it('sends the app’s scripts and styles compressed, and the browser decodes them', async () => {
      const { page, assets } = await openApp(browser.context);
      await page.getByRole('heading', { name: 'Sign in' }).waitFor();
      const scripts = assets.filter((asset) => asset.url.endsWith('.js'));
      expect(scripts.length).toBeGreaterThan(0);
      // Files under 1 kB (small page chunks) are sent as they are: the build compresses only larger ones.
      const bytes = async (url: string) =>
        (await (await fetch(url, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer()).byteLength;
      for (const asset of assets.filter((a) => /\.(js|css)$/.test(a.url))) {
        if ((await bytes(asset.url)) < 1024) continue;
        expect(asset.headers['content-encoding'], asset.url).toBe('br');
        expect(asset.headers.vary, asset.url).toBe('Accept-Encoding');
      }
      const sizes = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .filter(
            (entry) =>
              entry.name.endsWith('.js') && (entry as PerformanceResourceTiming).decodedBodySize >= 1024,
          )
          .map((entry) => {
            const resource = entry as PerformanceResourceTiming;
            return { encoded: resource.encodedBodySize, decoded: resource.decodedBodySize };
          }),
      );
      expect(sizes.length).toBeGreaterThan(0);
      for (const { encoded, decoded } of sizes) expect(encoded).toBeLessThan(decoded / 2);
      await page.close();
    });

    it('signs in with a pasted token, lists the user’s projects, opens one by a deep link and signs out', async () => {
      const { page, problems } = await openApp(browser.context);
      await page.getByRole('heading', { name: 'Sign in' }).waitFor();

      await page.getByLabel('API token').fill(token);
      await page.getByRole('button', { name: 'Sign in' }).click();

      await page.getByRole('heading', { name: 'Projects', exact: true }).waitFor();
      await page.getByRole('cell', { name: new RegExp(projectName) }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/projects');
      // Focus moves from the vanished sign-in form to the page's heading.
      await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
      expect(await focused(page)).toBe('H1: Projects');
      expect(await axeViolationsInBothThemes(page)).toEqual([]);
      const rows = page.getByRole('row');
      expect(await rows.count()).toBe(2); // the header row and the one project Erin belongs to
      expect(await rows.nth(1).textContent()).toContain('Owner');
      expect(await page.getByText('Someone else’s project').count()).toBe(0);
      const userMenu = page.getByRole('region', { name: 'Signed-in user' });
      expect(await userMenu.textContent()).toContain('Erin Example');
      expect(await userMenu.textContent()).toContain('erin@example.com');

      // The session lives in an httpOnly cookie: scripts cannot read it, and the token is not kept anywhere.
      const cookies = await browser.context.cookies();
      expect(cookies).toHaveLength(1);
      expect(cookies[0]).toMatchObject({ httpOnly: true, sameSite: 'Strict' });
      expect(await page.evaluate(() => document.cookie)).toBe('');
      const stored = await page.evaluate(
        () => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }),
      );
      expect(stored).not.toContain(token);

      // A deep link survives a reload: the server falls back to index.html and the cookie still signs in.
      await page.getByRole('link', { name: projectName }).click();
      await page.getByRole('heading', { level: 1, name: projectName }).waitFor();
      expect(new URL(page.url()).pathname).toMatch(/^\/projects\/[^/]+$/);
      await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
      expect(await focused(page)).toBe(`H1: ${projectName}`);
      await page.getByRole('heading', { name: 'No clusters available for this project' }).waitFor();
      expect(await axeViolationsInBothThemes(page)).toEqual([]);
      await page.reload();
      const members = page.getByRole('region', { name: /Members/ });
      await members.getByText('Erin Example').waitFor();
      expect(await members.textContent()).toContain('Owner');
      // The first Tab stop in document order is the skip link, which takes focus past the header to the page.
      // (Pressing Tab right after a reload races the app moving focus to the page heading, so focus it directly.)
      expect(
        await page.evaluate(
          () =>
            document.querySelector<HTMLElement>(
              'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])',
            )?.textContent,
        ),
      ).toBe('Skip to main content');
      await page.getByRole('link', { name: 'Skip to main content' }).focus();
      expect(await focused(page)).toBe('A: Skip to main content');
      await page.keyboard.press('Enter');
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');

      await page.goBack();
      await page.getByRole('heading', { name: 'Projects', exact: true }).waitFor();
      await page.getByRole('cell', { name: new RegExp(projectName) }).waitFor();

      await page.goto(`${server.url}/no/such/page`);
      await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
      expect(await axeViolationsInBothThemes(page)).toEqual([]);

      await userMenu.getByRole('button', { name: 'Sign out' }).click();
      await page.getByRole('heading', { name: 'Sign in' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/');
      expect(await browser.context.cookies()).toEqual([]);

      await page.reload();
      await page.getByRole('heading', { name: 'Sign in' }).waitFor();
      expect(problems).toEqual([]);
      await page.close();
    });
  },
);
