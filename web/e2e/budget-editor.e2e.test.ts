// @vitest-environment node
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable } from './browser.ts';
import { type DemoSession, openDemoSession, screenshot } from './demo.ts';

/**
 * The editor under a project budget, in Chromium against the real server: Alpha's `standard` cpu priced at
 * 1 EUR a core-hour, so the editor's default request (1 core for 1 h) costs at most 1 EUR; a hard budget of
 * 0.50 EUR refuses it on Check and on Create (nothing created), a soft one warns on Check and on the process
 * page after Create. E2E_SCREENSHOTS=<folder> keeps what the editor showed.
 */
describe.skipIf(!browserAvailable)(
  'the editor under a budget in a real browser',
  { timeout: 120_000 },
  () => {
    let demo: DemoSession;
    let page: Page;
    let projectId: string;

    async function graphql(query: string, variables: Record<string, unknown>) {
      const response = await fetch(`${demo.server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${demo.token}` },
        body: JSON.stringify({ query, variables }),
      });
      const body = (await response.json()) as { data?: unknown; errors?: unknown };
      expect(body.errors).toBeUndefined();
      return body.data;
    }

    const setBudget = (hard: boolean) =>
      graphql(
        'mutation ($p: ID!, $i: ProjectBudgetInput) { setProjectBudget(projectId: $p, input: $i) { __typename } }',
        { p: projectId, i: { period: 'MONTH', unit: 'COST', limit: 0.5, hard } },
      );

    beforeAll(async () => {
      demo = await openDemoSession('budget-editor');
      ({ page } = demo);
      const prisma = demo.server.prisma;
      projectId = (await prisma.project.findFirstOrThrow({ where: { name: 'Demo' } })).id;
      const alpha = await prisma.cluster.findFirstOrThrow({ where: { name: 'Alpha' } });
      await graphql(
        'mutation ($c: ID!) { setFlavorPrice(clusterId: $c, flavor: "standard", resource: "cpu", pricePerHour: 1) { __typename } }',
        { c: alpha.id },
      );
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
      expect(await demo.server.prisma.process.count({ where: { name: 'over-soft-budget' } })).toBe(1);
      expect(demo.problems).toEqual([]);
    });
  },
);
