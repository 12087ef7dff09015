// @vitest-environment node
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable } from './browser.ts';
import { type DemoSession, openDemoSession, screenshot, screenshotViewport } from './demo.ts';

/**
 * Prices and budgets set in the web, and the editor under them, in Chromium against the real server: Alpha's
 * `standard` cpu priced at 1 EUR a core-hour on the Clusters page, so the editor's default request (1 core for
 * 1 h) costs at most 1 EUR; a hard budget of 0.50 EUR set on the project page refuses it on Check and on Create
 * (nothing created), a soft one warns on Check and on the process page after Create. E2E_SCREENSHOTS=<folder>
 * keeps what the pages showed, budget-refused.png (the editor after a refused Create) and budget-warned.png (the
 * page a warned Create opens) among them.
 */
describe.skipIf(!browserAvailable)(
  'the editor under a budget in a real browser',
  { timeout: 120_000 },
  () => {
    let demo: DemoSession;
    let page: Page;
    let projectId: string;

    /** The budget form on the project page: 0.50 EUR a month, hard or soft. */
    async function setBudget(hard: boolean) {
      await page.goto(`${demo.server.url}/projects/${projectId}`);
      const bar = page.getByRole('region', { name: 'Monthly budget' });
      await bar.getByRole('button', { name: /^(Set a budget|Edit budget)$/ }).click();
      const form = page.getByRole('form', { name: 'Monthly budget' });
      await form.getByLabel('Limit a month (EUR)').fill('0.5');
      await form.getByLabel('When a process would exceed it').selectOption(hard ? 'hard' : 'soft');
      await screenshot(page, `budget-form-${hard ? 'hard' : 'soft'}`);
      await form.getByRole('button', { name: 'Save budget' }).click();
      await bar.getByText(`${hard ? 'Hard' : 'Soft'} budget this month: 0.50 EUR`).waitFor();
    }

    beforeAll(async () => {
      demo = await openDemoSession('budget-editor');
      ({ page } = demo);
      const prisma = demo.server.prisma;
      projectId = (await prisma.project.findFirstOrThrow({ where: { name: 'Demo' } })).id;
      await page.goto(`${demo.server.url}/admin/clusters`);
      const price = page.getByRole('textbox', { name: 'Price of cpu on standard of Alpha' });
      await price.fill('1');
      await price.press('Enter');
      await page
        .getByRole('status')
        .filter({ hasText: 'Saved: 1 EUR/core-hour' })
        .waitFor({ state: 'attached' });
      await screenshot(page, 'admin-prices', { variants: true });
      const alpha = await prisma.cluster.findFirstOrThrow({ where: { name: 'Alpha' } });
      expect(await prisma.flavorPrice.findMany({ where: { clusterId: alpha.id } })).toMatchObject([
        { flavor: 'standard', resource: 'cpu', pricePerHour: 1 },
      ]);
    }, 240_000);

    afterAll(async () => {
      await demo?.close();
    }, 60_000);

    async function fillEditor(name: string) {
      await page.goto(`${demo.server.url}/projects/${projectId}`);
      await page.getByRole('heading', { level: 1, name: 'Demo' }).waitFor();
      const editor = page.getByRole('form', { name: 'New process' });
      await editor.getByLabel('Name', { exact: true }).fill(name);
      await editor.getByLabel('Image', { exact: true }).fill('busybox:1.36');
      await editor.getByRole('textbox', { name: 'Script' }).fill('echo hello');
      const dropdown = editor.getByRole('combobox', { name: 'Cluster' });
      const label = (await dropdown.locator('option').allTextContents()).find((t) => t.startsWith('Alpha'));
      await dropdown.selectOption({ label: label! });
      await page.getByText(/Fits Alpha in flavor standard/).waitFor();
      await page.getByText('Confirmed by the server.').waitFor();
      return editor;
    }

    it('a hard budget refuses on Check and on Create, with the numbers, and nothing is created', async () => {
      await setBudget(true);
      const editor = await fillEditor('over-hard-budget');
      const refusal = editor.getByRole('alert');

      await editor.getByRole('button', { name: 'Check' }).click();
      await refusal.getByText('The project’s hard budget refuses this process.').waitFor();
      const text = await refusal.textContent();
      expect(text).toContain('The worst case of this request (1 EUR)');
      expect(text).toContain('0.5 EUR of 0.5 EUR');
      expect(await editor.getByText(/The server accepts this process/).count()).toBe(0);
      await editor.getByText('Refused by the project’s hard budget (see above).').waitFor();

      await editor.getByRole('button', { name: 'Create process' }).click();
      await refusal.getByText('The project’s hard budget refuses this process.').waitFor();
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.textContent ?? ''))
        .toContain('hard budget refuses');
      await screenshot(page, 'editor-hard-budget-refused', { variants: true });
      // The closing note's picture: the editor after the refused Create, its refusal with the numbers on screen
      // (under the sticky header).
      await refusal.evaluate((alert) => {
        const header = document.querySelector('header')?.getBoundingClientRect().height ?? 0;
        window.scrollBy(0, alert.getBoundingClientRect().top - header - 24);
      });
      await screenshotViewport(page, 'budget-refused');
      expect(new URL(page.url()).pathname).toBe(`/projects/${projectId}`);
      expect(await demo.server.prisma.process.count({ where: { name: 'over-hard-budget' } })).toBe(0);
      expect(demo.problems).toEqual([]);
    });

    it('a soft budget warns on Check, and the process page says it was created over it', async () => {
      await setBudget(false);
      const editor = await fillEditor('over-soft-budget');

      await editor.getByRole('button', { name: 'Check' }).click();
      await editor
        .getByText(
          'The server accepts this process: it would run on Alpha in flavor standard, over the soft budget (see above).',
        )
        .waitFor();
      const warning = editor.locator('.process-editor__notice');
      await warning.getByText('Over the project’s soft budget.').waitFor();
      expect(await warning.textContent()).toContain('The worst case of this request (1 EUR)');
      expect(await warning.textContent()).toContain('The budget is soft: the process is created anyway.');
      await screenshot(page, 'editor-soft-budget-checked', { variants: true });

      await editor.getByRole('button', { name: 'Create process' }).click();
      await page.getByRole('heading', { level: 1, name: 'over-soft-budget' }).waitFor();
      const created = page.getByRole('status').filter({ hasText: 'Created over the project’s soft budget.' });
      expect(await created.textContent()).toContain('The worst case of this request (1 EUR)');
      await screenshot(page, 'editor-soft-budget-created', { variants: true });
      // The closing note's picture: what the warned Create shows (the new process's page, the warning on top).
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshotViewport(page, 'budget-warned');
      expect(await demo.server.prisma.process.count({ where: { name: 'over-soft-budget' } })).toBe(1);
      expect(demo.problems).toEqual([]);
    });
  },
);
