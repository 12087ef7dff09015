// @vitest-environment node
import { mkdir } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolationsInBothThemes } from './axe.ts';
import { browserAvailable } from './browser.ts';
import { type DemoSession, openDemoSession } from './demo.ts';

/** Where the sweep and the gang are kept as the web draws them (E2E_SCREENSHOTS, else /tmp/shots). */
const shots = process.env.E2E_SCREENSHOTS ?? '/tmp/shots';

describe.skipIf(!browserAvailable)(
  'arrays and gangs in a real browser against the real server and simulated clusters',
  { timeout: 120_000 },
  () => {
    let demo: DemoSession;
    let page: Page;

    beforeAll(async () => {
      await mkdir(shots, { recursive: true });
      demo = await openDemoSession('tasks');
      ({ page } = demo);
    }, 240_000);

    afterAll(async () => {
      await demo?.close();
    }, 60_000);

    async function newProcess(name: string, script: string) {
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Projects' }).click();
      await page.getByRole('link', { name: 'Demo' }).click();
      await page.getByRole('heading', { level: 1, name: 'Demo' }).waitFor();
      await page.getByText('Confirmed by the server.').waitFor();
      const editor = page.getByRole('form', { name: 'New process' });
      await editor.getByLabel('Name', { exact: true }).fill(name);
      await editor.getByLabel('Image', { exact: true }).fill('busybox:1.36');
      await editor.getByRole('textbox', { name: 'Script' }).fill(script);
      return editor;
    }

    const shownStatus = () => page.locator('.version-panel__status-text strong').first();

    it('runs a sweep built from a parameter grid: a cell per task, a failed one opens its exit code and logs', async () => {
      const editor = await newProcess(
        'lr-sweep',
        'echo "task $KB_TASK_INDEX of $KB_TASK_COUNT"; cat "$KB_TASK_PARAMS"; if [ "$KB_TASK_INDEX" = 2 ]; then exit 7; fi',
      );
      await editor.getByRole('radio', { name: /Array of tasks/ }).check();
      await editor.getByRole('radio', { name: 'Grid of values' }).check();
      await editor.getByRole('textbox', { name: 'Name of parameter 1' }).fill('lr');
      await editor.getByRole('textbox', { name: 'Values of parameter 1' }).fill('0.1, 0.01, 0.001');
      await editor.getByRole('button', { name: 'Add parameter' }).click();
      await editor.getByRole('textbox', { name: 'Name of parameter 2' }).fill('seed');
      await editor.getByRole('textbox', { name: 'Values of parameter 2' }).fill('1, 2');
      await editor.getByText('3 lr × 2 seed = 6 tasks.', { exact: false }).waitFor();
      await editor.getByRole('textbox', { name: 'At most N at once' }).fill('3');
      await editor.getByText(/cost are for 6 tasks, at most 3 at once/).waitFor();
      await page.getByText(/Fits Alpha in flavor/).waitFor();
      await page.screenshot({ path: `${shots}/sweep-editor.png`, fullPage: true });

      await editor.getByRole('button', { name: 'Create process' }).click();
      await page.getByRole('heading', { level: 1, name: 'lr-sweep' }).waitFor();
      await expect.poll(() => shownStatus().textContent(), { timeout: 60_000 }).toBe('Failed');
      const grid = page.getByRole('region', { name: /6 tasks/ });
      await expect.poll(() => grid.getByTestId('tasks-failed').textContent(), { timeout: 15_000 }).toBe('1');
      expect(await grid.getByTestId('tasks-succeeded').textContent()).toBe('5');
      const row = page
        .getByRole('region', { name: /Versions/ })
        .getByRole('row')
        .nth(1);
      expect(await row.textContent()).toContain('1 core · 2 GiB · 1 h × 6 tasks');
      // One canvas draws every task.
      expect(await grid.locator('canvas').count()).toBe(1);

      await grid.getByRole('img', { name: /Task grid/ }).focus();
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      await grid.getByText('Task 2: failed').waitFor();
      await page.keyboard.press('Enter');
      const task = grid.getByRole('region', { name: 'Task 2', exact: true });
      await task.getByText('exit code 7').waitFor();
      await task.getByText(/task 2 of 6/).waitFor();
      expect(await task.textContent()).toContain('{"lr":0.01,"seed":1}');
      await grid.getByRole('button', { name: 'Re-run 1 failed task' }).waitFor();
      const firstPath = new URL(page.url()).pathname;
      await page.screenshot({ path: `${shots}/sweep.png`, fullPage: true });
      expect(await axeViolationsInBothThemes(page)).toEqual([]);
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: `${shots}/sweep-390.png`, fullPage: true });
      // At 390 px nothing is wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await page.setViewportSize({ width: 1280, height: 900 });

      // The button makes a version of only task 2, as itself: the other five carried over as succeeded.
      await grid.getByRole('button', { name: 'Re-run 1 failed task' }).click();
      await page.waitForURL((url) => !url.pathname.endsWith(firstPath));
      // The panel shows version 2 (until it does, the first version's Failed and counts are still on the page).
      await page.getByRole('region', { name: /^Version 2/ }).waitFor({ timeout: 30_000 });
      await expect.poll(() => shownStatus().textContent(), { timeout: 60_000 }).toBe('Failed');
      const again = page.getByRole('region', { name: /6 tasks/ });
      await expect.poll(() => again.getByTestId('tasks-failed').textContent(), { timeout: 15_000 }).toBe('1');
      expect(await again.getByTestId('tasks-succeeded').textContent()).toBe('5');
      // The grid is the new version's: nothing opened, the focus on task 0.
      expect(await again.getByRole('region', { name: /^Task \d+$/ }).count()).toBe(0);
      await again.getByRole('img', { name: /Task grid/ }).focus();
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      await again.getByText('Task 2: failed').waitFor();
      await page.keyboard.press('Enter');
      const rerunTask = again.getByRole('region', { name: 'Task 2', exact: true });
      await rerunTask.getByText('exit code 7').waitFor();
      await rerunTask.getByText(/task 2 of 6/).waitFor();
      expect(await rerunTask.textContent()).toContain('{"lr":0.01,"seed":1}');
      await page.screenshot({ path: `${shots}/sweep-rerun.png`, fullPage: true });
    });

    it('runs a gang whose pods start together and know their rank', async () => {
      const editor = await newProcess(
        'ddp-gang',
        'echo "rank $RANK of $WORLD_SIZE via $MASTER_ADDR:$MASTER_PORT"; sleep 2',
      );
      await editor.getByRole('radio', { name: /Gang/ }).check();
      await editor.getByRole('textbox', { name: 'Pods' }).fill('4');
      await editor.getByText(/cost are for a gang of 4 pods started together/).waitFor();
      await page.getByText(/Fits Alpha in flavor/).waitFor();
      await editor.getByRole('button', { name: 'Create process' }).click();
      await page.getByRole('heading', { level: 1, name: 'ddp-gang' }).waitFor();
      await expect.poll(() => shownStatus().textContent(), { timeout: 60_000 }).toBe('Succeeded');
      const grid = page.getByRole('region', { name: /Gang of 4 pods/ });
      await expect
        .poll(() => grid.getByTestId('tasks-succeeded').textContent(), { timeout: 15_000 })
        .toBe('4');
      expect(await grid.getByRole('button', { name: /Re-run/ }).count()).toBe(0);
      await grid.getByRole('img', { name: /Task grid/ }).focus();
      await page.keyboard.press('End');
      // The grid follows the counts: every cell is read again once they change.
      await grid.getByText('Task 3: succeeded').waitFor();
      await page.keyboard.press('Enter');
      await grid
        .getByRole('region', { name: 'Task 3', exact: true })
        .getByText(/rank 3 of 4 via /)
        .waitFor();
      await page.screenshot({ path: `${shots}/gang.png`, fullPage: true });
    });
  },
);
