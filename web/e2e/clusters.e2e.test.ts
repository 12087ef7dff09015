// @vitest-environment node
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolationsInBothThemes } from './axe.ts';
import { browserAvailable } from './browser.ts';
import { type DemoSession, openDemoSession, screenshot } from './demo.ts';

/** Drags a range input's thumb to `fraction` of its track, as a person would with the mouse. */
async function dragSlider(page: Page, slider: Locator, fraction: number) {
  const box = await slider.boundingBox();
  if (!box) throw new Error('the slider is not visible');
  const y = box.y + box.height / 2;
  const value = Number(await slider.inputValue());
  const min = Number(await slider.getAttribute('min'));
  const max = Number(await slider.getAttribute('max'));
  // Thumb centre, allowing for the thumb's width at the ends of the track.
  const thumb = 18;
  const xOf = (f: number) => box.x + thumb / 2 + f * (box.width - thumb);
  await page.mouse.move(xOf((value - min) / (max - min)), y);
  await page.mouse.down();
  await page.mouse.move(xOf(fraction), y, { steps: 8 });
  await page.mouse.up();
}

describe.skipIf(!browserAvailable)(
  'choosing a cluster in a real browser against the real server and simulated clusters',
  { timeout: 90_000 },
  () => {
    let demo: DemoSession;
    let page: Page;
    let problems: string[];

    beforeAll(async () => {
      demo = await openDemoSession('clusters');
      ({ page, problems } = demo);
    }, 240_000);

    afterAll(async () => {
      await demo?.close();
    }, 60_000);

    it('lists the demo clusters in the server’s order with their live limits', async () => {
      await page.getByRole('link', { name: 'Demo' }).click();
      await page.getByRole('heading', { level: 1, name: 'Demo' }).waitFor();
      const picker = page.getByRole('combobox', { name: 'Cluster' });
      await picker.waitFor();

      expect(await picker.locator('option').allTextContents()).toEqual([
        // Per flavor: no flavor of Alpha holds 16 cores and 256 GiB together.
        'Alpha — 16 cores/64 GiB or 4 cores/256 GiB · max 1 h',
        'Batch Large — 64 cores/256 GiB · no time limit',
        'Edge (slow API) — 4 cores/8 GiB · max 10 min',
        'GPU — 64 cores/512 GiB · up to 8 GPUs · max 2 h',
        'Any allowed cluster — earliest start',
      ]);
      expect(await picker.inputValue()).toBe(
        await picker.locator('option', { hasText: 'Alpha' }).getAttribute('value'),
      );
      const flavors = page.getByRole('table', { name: /Resource flavors of Alpha/ });
      expect(await flavors.getByRole('row').allTextContents()).toEqual([
        expect.stringContaining('Flavor'),
        expect.stringMatching(/^standard16 cores.*64 GiB/),
        expect.stringMatching(/^highmem4 cores.*256 GiB/),
      ]);
      await page.getByText('Confirmed by the server.').waitFor();
      await screenshot(page, 'project-cluster-picker', { variants: true });
      expect(await axeViolationsInBothThemes(page)).toEqual([]);
    });

    it('keeps the user’s values while arrowing through the closed dropdown past smaller clusters', async () => {
      const picker = page.getByRole('combobox', { name: 'Cluster' });
      const runtime = page.getByRole('slider', { name: 'Runtime' });
      expect(await runtime.inputValue()).toBe('60');
      await picker.focus();
      // Alpha → Batch Large → Edge (max 10 min) → Batch Large → Alpha, each key choosing the next cluster.
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      await page.getByText(/^Switched to Edge \(slow API\): lowered/).waitFor();
      expect(await runtime.inputValue()).toBe('10');
      expect(await runtime.getAttribute('aria-valuetext')).toBe('10 min');
      await page.keyboard.press('ArrowUp');
      await page.keyboard.press('ArrowUp');

      expect(await picker.locator('option:checked').textContent()).toMatch(/^Alpha/);
      expect(await runtime.inputValue()).toBe('60');
      expect(await runtime.getAttribute('aria-valuetext')).toBe('1 h');
      expect(await page.getByText(/^Switched to/).count()).toBe(0);
      await page.getByText('Confirmed by the server.').waitFor();
    });

    it('keeps the picker through a server outage, marks it stale and recovers by itself', async () => {
      const picker = page.getByRole('combobox', { name: 'Cluster' });
      const chosen = await picker.inputValue();
      let refused = 0;
      await page.route('**/graphql', (route) => {
        refused += 1;
        return route.abort('connectionrefused');
      });
      const refresh = page.getByRole('button', { name: 'Refresh limits' });
      await refresh.click();

      const stale = page.getByText(/These limits may be out of date\./);
      await stale.waitFor();
      expect(await picker.inputValue()).toBe(chosen);
      expect(await refresh.evaluate((button) => button === document.activeElement)).toBe(true);
      // A changed request cannot be checked now: said as an error, not as a green "Fits".
      const memory = page.getByRole('spinbutton', { name: 'Memory (GiB)' });
      await memory.fill('48');
      await memory.press('Enter');
      const failed = page
        .getByRole('alert')
        .filter({ hasText: 'Could not check this request with the server' });
      await failed.waitFor();
      expect(await failed.getAttribute('class')).toContain('alert--danger');
      expect(await page.locator('.alert--success').count()).toBe(0);
      await screenshot(page, 'project-cluster-picker-server-down');
      expect(await axeViolationsInBothThemes(page)).toEqual([]);
      await expect.poll(() => refused, { timeout: 15_000 }).toBeGreaterThanOrEqual(4);

      await page.unroute('**/graphql');
      await stale.waitFor({ state: 'detached', timeout: 30_000 });
      await page.getByText('Confirmed by the server.').waitFor({ timeout: 30_000 });
      expect(await picker.inputValue()).toBe(chosen);
      expect(await memory.inputValue()).toBe('48');
      // The browser logged each refused request; nothing else went wrong.
      const others = problems.filter((problem) => !problem.includes('net::ERR_CONNECTION_REFUSED'));
      problems.splice(0, problems.length, ...others);
    });

    it('warns when the CPU slider goes above what one flavor can hold, and the server agrees', async () => {
      const memory = page.getByRole('spinbutton', { name: 'Memory (GiB)' });
      await memory.fill('100');
      await memory.press('Enter');
      await page.getByText(/Fits Alpha in flavor highmem/).waitFor();
      // The server's answer (start estimates above the sliders) settles the layout before the drag starts.
      await page.getByText('Confirmed by the server.').waitFor();

      const cpu = page.getByRole('slider', { name: 'CPU' });
      await dragSlider(page, cpu, 0.6);
      const cores = Number(await cpu.inputValue());
      expect(cores).toBeGreaterThan(4); // above highmem's CPU; standard lacks the memory
      expect(cores).toBeLessThanOrEqual(16);

      const warning = page.getByRole('alert');
      await warning.waitFor();
      expect(await warning.textContent()).toContain(
        `${cores} cores and 100 GiB do not fit one flavor: standard 16 cores/64 GiB, highmem 4 cores/256 GiB`,
      );
      // The debounced check by the server names the cluster where the request would fit.
      await warning.getByText(/It would fit Batch Large and GPU\./).waitFor();
      await screenshot(page, 'project-cluster-picker-does-not-fit');

      await dragSlider(page, cpu, 0.1);
      await page.getByText(/Fits Alpha in flavor highmem/).waitFor();
      await page.getByText('Confirmed by the server.').waitFor();
    });

    it('clamps the values when switching to a smaller cluster, and says what it lowered', async () => {
      await page
        .getByRole('combobox', { name: 'Cluster' })
        .selectOption({ label: 'Edge (slow API) — 4 cores/8 GiB · max 10 min' });

      const note = page.getByText(/^Switched to Edge \(slow API\): lowered/);
      await note.waitFor();
      expect(await note.textContent()).toContain('memory from 100 GiB to 8 GiB');
      expect(await note.textContent()).toContain('runtime from 1 h to 10 min');
      expect(await page.getByRole('slider', { name: 'Memory' }).inputValue()).toBe('8');
      expect(await page.getByRole('slider', { name: 'CPU' }).getAttribute('max')).toBe('4');
      // Lowered to fit, the request can be created there.
      expect(await page.getByRole('button', { name: 'Create process' }).isDisabled()).toBe(false);
      await screenshot(page, 'project-cluster-picker-clamped');
    });

    it('lets an admin see every cluster, reorder one inline, and shows the server’s field errors', async () => {
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Clusters' }).click();
      await page.getByRole('heading', { level: 1, name: 'Clusters' }).waitFor();
      const rows = page.getByRole('table').getByRole('row');
      await rows.nth(3).waitFor();
      const names = page.getByRole('table').locator('tbody tr .cluster-name__text');
      expect(await names.allTextContents()).toEqual(['Alpha', 'Batch Large', 'Edge (slow API)', 'GPU']);
      expect(await rows.nth(1).textContent()).toMatch(
        /Reachable.*16 cores\/64 GiB ?or 4 cores\/256 GiB.*From Kueue/,
      );
      await screenshot(page, 'admin-clusters', { variants: true });
      expect(await axeViolationsInBothThemes(page)).toEqual([]);

      // On a phone the table scrolls sideways, and says so; the keyboard can scroll it too.
      await page.setViewportSize({ width: 390, height: 844 });
      const table = page.getByRole('region', { name: 'Clusters table' });
      // The clusters table's own hint (each price table below has one too).
      const hint = table.locator('xpath=..').getByText('Scroll sideways to see every column.');
      await hint.waitFor();
      expect(await table.getAttribute('aria-describedby')).toBe(await hint.getAttribute('id'));
      expect(await table.getAttribute('tabindex')).toBe('0');
      expect(await axeViolationsInBothThemes(page)).toEqual([]);
      await page.setViewportSize({ width: 1280, height: 900 });
      await hint.waitFor({ state: 'detached' });

      const sortOrder = page.getByRole('spinbutton', { name: 'Sort order of Edge (slow API)' });
      await sortOrder.fill('-5');
      await sortOrder.press('Enter');
      await page
        .getByRole('table')
        .getByRole('row')
        .nth(1)
        .getByText('Edge (slow API)', { exact: true })
        .waitFor();

      await page.getByRole('button', { name: 'Register cluster' }).click();
      const form = page.getByRole('form', { name: 'Register a cluster' });
      await form.getByLabel('Name', { exact: true }).fill('Gamma');
      await form
        .getByLabel('Kubeconfig', { exact: true })
        .fill(
          'apiVersion: v1\nkind: Config\nusers:\n- name: u\n  user:\n    exec:\n      command: /bin/sh\n',
        );
      await form.getByLabel('Namespace').fill('jobs');
      await form.getByLabel('Local queue').fill('team');
      await form.getByLabel('Cluster queue').fill('team');
      await form.getByRole('button', { name: 'Register cluster' }).click();
      const kubeconfig = form.getByLabel('Kubeconfig', { exact: true });
      await form.locator('textarea[aria-invalid="true"]').waitFor();
      expect(await kubeconfig.getAttribute('aria-invalid')).toBe('true');
      await screenshot(page, 'admin-register-error');

      // Users now see the clusters in the new order.
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Projects' }).click();
      await page.getByRole('link', { name: 'Demo' }).click();
      const picker = page.getByRole('combobox', { name: 'Cluster' });
      await picker.waitFor();
      expect((await picker.locator('option').allTextContents()).map((t) => t.split(' — ')[0])).toEqual([
        'Edge (slow API)',
        'Alpha',
        'Batch Large',
        'GPU',
        'Any allowed cluster',
      ]);
      expect(problems).toEqual([]);
    });
  },
);
