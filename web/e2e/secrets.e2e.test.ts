// @vitest-environment node
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/src/server.ts';
import { createApiToken } from '../../server/src/services/tokens.ts';
import { axeViolationsInBothThemes } from './axe.ts';
import { browserAvailable, buildWeb, launchBrowser } from './browser.ts';
import { screenshot, startWebServer } from './demo.ts';

/**
 * A project's Secrets section in Chromium against the real server (embedded database, no cluster): an OWNER sets,
 * replaces and deletes a secret, and the value typed is nowhere in the page once saved; the editor's env rows
 * offer the names; a VIEWER of the same project sees the names and who set them, with no way to set or delete.
 */
describe.skipIf(!browserAvailable)('project secrets in a real browser', { timeout: 120_000 }, () => {
  let web: Awaited<ReturnType<typeof buildWeb>>;
  let dataDir: string;
  let server: RunningServer;
  let browser: Awaited<ReturnType<typeof launchBrowser>>;
  let ownerToken: string;
  let viewerToken: string;
  let projectId: string;
  const firstValue = 'hf_first-value-7c1e9a';
  const secondValue = 'hf_second-value-52b0d4';

  beforeAll(async () => {
    web = await buildWeb();
    dataDir = await mkdtemp(path.join(tmpdir(), 'web-e2e-secrets-'));
    server = await startWebServer(dataDir, web.dist);
    const owner = await createApiToken(server.prisma, { email: 'olga@example.com', name: 'Olga Owner' });
    const viewer = await createApiToken(server.prisma, { email: 'vic@example.com', name: 'Vic Viewer' });
    ownerToken = owner.token;
    viewerToken = viewer.token;
    projectId = (
      await server.prisma.project.create({
        data: {
          name: 'Secret garden',
          members: {
            create: [
              { userId: owner.user.id, role: 'OWNER' },
              { userId: viewer.user.id, role: 'VIEWER' },
            ],
          },
        },
      })
    ).id;
    browser = await launchBrowser();
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
    await web?.remove();
  }, 60_000);

  async function signIn(token: string): Promise<{ page: Page; problems: string[] }> {
    await browser.context.clearCookies();
    const page = await browser.context.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    await page.goto(`${server.url}/`);
    await page.getByLabel('API token').fill(token);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Projects', exact: true }).waitFor();
    await page.goto(`${server.url}/projects/${projectId}`);
    await page.getByRole('heading', { level: 1, name: 'Secret garden' }).waitFor();
    return { page, problems };
  }

  /** The value is in no attribute, text or form field of the page. */
  async function expectNowhere(page: Page, value: string) {
    expect(await page.content()).not.toContain(value);
    const fields = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')].map(
        (f) => f.value,
      ),
    );
    expect(fields.join('\n')).not.toContain(value);
  }

  it('an owner sets, replaces and deletes a secret; the value is never in the page once saved', async () => {
    const { page, problems } = await signIn(ownerToken);
    const secrets = page.getByRole('region', { name: /Secrets/ });
    const form = secrets.getByRole('form', { name: 'Set a secret' });

    await form.getByLabel('Name').fill('HF_TOKEN');
    await form.getByLabel('Value').fill(firstValue);
    // While typed, the field holds it (so the checks below can see a value when there is one).
    expect(await form.getByLabel('Value').inputValue()).toBe(firstValue);
    await form.getByRole('button', { name: 'Set secret' }).click();
    await secrets.getByText('Secret HF_TOKEN was saved.').waitFor();
    await secrets.getByRole('cell', { name: 'HF_TOKEN', exact: true }).waitFor();
    await secrets.getByText(/by Olga Owner/).waitFor();
    expect(await form.getByLabel('Value').inputValue()).toBe('');
    await expectNowhere(page, firstValue);

    await form.getByLabel('Name').fill('HF_TOKEN');
    await form.getByLabel('Value').fill(secondValue);
    await form.getByRole('button', { name: 'Set secret' }).click();
    await secrets.getByText('Secret HF_TOKEN was replaced.').waitFor();
    expect(await secrets.getByRole('cell', { name: 'HF_TOKEN', exact: true }).count()).toBe(1);
    await expectNowhere(page, secondValue);
    await expectNowhere(page, firstValue);

    // A bad name is refused on its field; nothing is stored.
    await form.getByLabel('Name').fill('9 lives');
    await form.getByLabel('Value').fill('x');
    await form.getByRole('button', { name: 'Set secret' }).click();
    await form.getByText(/is not a valid secret name/).waitFor();
    await form.getByLabel('Value').fill('');

    // The editor's env rows offer the project's secrets by name.
    await page.getByRole('button', { name: 'Add variable' }).click();
    await page.getByRole('textbox', { name: 'Name of variable 1' }).fill('TOKEN');
    await page.getByRole('combobox', { name: 'Source of variable 1' }).selectOption('secret');
    const choice = page.getByRole('combobox', { name: 'Secret of variable 1' });
    await choice.getByRole('option', { name: 'HF_TOKEN' }).waitFor({ state: 'attached' });
    await choice.selectOption('HF_TOKEN');
    await expectNowhere(page, secondValue);
    expect(await axeViolationsInBothThemes(page)).toEqual([]);
    await screenshot(page, 'secrets-owner', { variants: true });

    // Saved encrypted: the stored bytes are not the value.
    const row = await server.prisma.projectSecret.findFirstOrThrow({
      where: { projectId, name: 'HF_TOKEN' },
    });
    expect(Buffer.from(row.valueEncrypted).toString('utf8')).not.toContain(secondValue);

    // Deleted after a confirmation; the list says so.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Secret garden' }).waitFor();
    await form.getByLabel('Name').fill('WANDB_KEY');
    await form.getByLabel('Value').fill('wandb-value');
    await form.getByRole('button', { name: 'Set secret' }).click();
    await secrets.getByRole('cell', { name: 'WANDB_KEY', exact: true }).waitFor();
    await secrets.getByRole('button', { name: 'Delete HF_TOKEN' }).click();
    await secrets.getByRole('button', { name: 'Yes, delete' }).click();
    await secrets.getByText('Secret HF_TOKEN was deleted.').waitFor();
    await secrets.getByRole('cell', { name: 'HF_TOKEN', exact: true }).waitFor({ state: 'detached' });
    expect(await server.prisma.projectSecret.count({ where: { projectId } })).toBe(1);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('a viewer sees the names and who set them, and no way to set or delete one', async () => {
    const { page, problems } = await signIn(viewerToken);
    const secrets = page.getByRole('region', { name: /Secrets/ });
    await secrets.getByRole('cell', { name: 'WANDB_KEY', exact: true }).waitFor();
    await secrets.getByText(/by Olga Owner/).waitFor();
    expect(await secrets.getByRole('form', { name: 'Set a secret' }).count()).toBe(0);
    expect(await secrets.getByRole('button').count()).toBe(0);
    expect(await secrets.getByLabel('Value').count()).toBe(0);
    await expectNowhere(page, 'wandb-value');
    expect(await axeViolationsInBothThemes(page)).toEqual([]);
    await screenshot(page, 'secrets-viewer');
    expect(problems).toEqual([]);
    await page.close();
  });
});
