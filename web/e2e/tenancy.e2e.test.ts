// @vitest-environment node
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/src/server.ts';
import { createApiToken } from '../../server/src/services/tokens.ts';
import { axeViolationsInBothThemes } from './axe.ts';
import { browserAvailable, buildWeb, launchBrowser } from './browser.ts';
import { screenshot, startWebServer } from './demo.ts';

describe.skipIf(!browserAvailable)(
  'projects, members and tokens in a real browser',
  { timeout: 90_000 },
  () => {
    let web: Awaited<ReturnType<typeof buildWeb>>;
    let dataDir: string;
    let server: RunningServer;
    let browser: Awaited<ReturnType<typeof launchBrowser>>;
    let token: string;

    beforeAll(async () => {
      web = await buildWeb();
      dataDir = await mkdtemp(path.join(tmpdir(), 'web-e2e-tenancy-'));
      server = await startWebServer(dataDir, web.dist);
      token = (
        await createApiToken(server.prisma, { email: 'olga@example.com', name: 'Olga Owner', admin: true })
      ).token;
      browser = await launchBrowser();
    }, 240_000);

    afterAll(async () => {
      await browser?.close();
      await server?.stop();
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
      await web?.remove();
    }, 60_000);

    it('creates a project, adds a member, creates a token and sees its secret once', async () => {
      const page = await browser.context.newPage();
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      await page.goto(`${server.url}/`);
      await page.getByLabel('API token').fill(token);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByRole('heading', { name: 'Projects' }).waitFor();

      await page.getByRole('button', { name: 'New project' }).click();
      await page.getByLabel('Project name').fill('Ocean model');
      await page.getByLabel('Description').fill('Coupled ocean runs');
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { level: 1, name: 'Ocean model' }).waitFor();

      const members = page.getByRole('region', { name: /Members/ });
      await members.getByLabel('Email').fill('not-an-email');
      await members.getByRole('button', { name: 'Add member' }).click();
      await members.getByText('This email is not a valid email address').waitFor();
      await members.getByLabel('Email').fill('Nina@Example.com');
      await members.getByLabel('Role', { exact: true }).selectOption('VIEWER');
      await members.getByRole('button', { name: 'Add member' }).click();
      await members.getByText('nina@example.com was added as Viewer.').waitFor();
      await members.getByRole('combobox', { name: 'Role of nina@example.com' }).waitFor();
      expect(await axeViolationsInBothThemes(page)).toEqual([]);
      await screenshot(page, 'tenancy-members', { variants: true });

      // The last owner is protected, and the refusal is said on the page.
      await members.getByRole('combobox', { name: 'Role of olga@example.com' }).selectOption('MEMBER');
      await page
        .getByRole('alert')
        .getByText(/last owner/)
        .waitFor();

      await page.getByRole('link', { name: 'API tokens' }).click();
      await page.getByRole('heading', { level: 1, name: 'API tokens' }).waitFor();
      await page.getByLabel('Token name').fill('nightly pipeline');
      await page.getByLabel('Expires after').selectOption('30');
      await page.getByRole('button', { name: 'Create token' }).click();
      const secret = page.getByLabel('Your new token');
      await secret.waitFor();
      expect(await secret.inputValue()).toMatch(/^kbt_[0-9a-f]{12}_[A-Za-z0-9_-]{43}$/);
      await page.getByRole('button', { name: 'Copy token' }).waitFor();
      expect(await axeViolationsInBothThemes(page)).toEqual([]);
      await screenshot(page, 'tenancy-token-created', { variants: true });
      await page.getByRole('button', { name: 'Done' }).click();
      await page.getByRole('button', { name: 'Revoke nightly pipeline' }).waitFor();
      expect(await page.getByLabel('Your new token').count()).toBe(0);
      // Shown once: after a reload the list names it by its prefix only.
      await page.reload();
      await page.getByRole('button', { name: 'Revoke nightly pipeline' }).waitFor();
      expect(await page.content()).not.toMatch(/kbt_[0-9a-f]{12}_[A-Za-z0-9_-]{43}/);

      await page.getByRole('link', { name: 'Users' }).click();
      await page.getByRole('heading', { level: 1, name: 'Users' }).waitFor();
      await page.getByRole('button', { name: 'Deactivate nina@example.com' }).waitFor();
      expect(await axeViolationsInBothThemes(page)).toEqual([]);
      await screenshot(page, 'tenancy-users');
      await page.getByRole('link', { name: 'Audit log' }).click();
      await page.getByRole('heading', { level: 1, name: 'Audit log' }).waitFor();
      await page.getByText('added nina@example.com to project "Ocean model" as VIEWER (invited)').waitFor();
      expect(await axeViolationsInBothThemes(page)).toEqual([]);
      await screenshot(page, 'tenancy-audit');
      expect(problems).toEqual([]);
      await page.close();
    });
  },
);
