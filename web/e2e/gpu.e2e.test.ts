// @vitest-environment node
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolationsInBothThemes } from './axe.ts';
import { browserAvailable } from './browser.ts';
import { type DemoSession, openDemoSession } from './demo.ts';

// Screenshots of the GPU editor and pages go to E2E_SCREENSHOTS, or to /work/screens when that folder exists (a
// folder outside the repository kept for looking at them); CI has neither, so it writes none.
const screens = process.env.E2E_SCREENSHOTS ?? (existsSync('/work/screens') ? '/work/screens' : undefined);

/**
 * A full-page screenshot from the top (the sticky header then stays where it belongs); with `variants`, also in the
 * dark theme and 390 px wide.
 */
async function shot(page: Page, name: string, { variants = false } = {}) {
  if (!screens) return;
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(screens, `gpu-${name}.png`), fullPage: true });
  if (!variants) return;
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.screenshot({ path: path.join(screens, `gpu-${name}-dark.png`), fullPage: true });
  await page.emulateMedia({ colorScheme: 'light' });
  const size = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(screens, `gpu-${name}-narrow.png`), fullPage: true });
  if (size) await page.setViewportSize(size);
}

describe.skipIf(!browserAvailable)(
  'GPUs and flavors in a real browser against the real server and the simulated GPU cluster',
  { timeout: 120_000 },
  () => {
    let demo: DemoSession;
    let page: Page;

    beforeAll(async () => {
      demo = await openDemoSession('gpu');
      ({ page } = demo);
    }, 240_000);

    afterAll(async () => {
      await demo?.close();
    }, 60_000);

    async function openDemo() {
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Projects' }).click();
      await page.getByRole('link', { name: 'Demo' }).click();
      await page.getByRole('heading', { level: 1, name: 'Demo' }).waitFor();
      await page.getByRole('combobox', { name: 'Cluster' }).waitFor();
      await page.getByText('Confirmed by the server.').waitFor();
    }

    async function chooseCluster(name: string) {
      const dropdown = page
        .getByRole('form', { name: 'New process' })
        .getByRole('combobox', { name: 'Cluster' });
      const label = (await dropdown.locator('option').allTextContents()).find((t) =>
        t.startsWith(`${name} —`),
      );
      expect(label, `an option for ${name}`).toBeDefined();
      await dropdown.selectOption({ label: label! });
      return label!;
    }

    async function askForGpus(count: string, flavor: string) {
      const editor = page.getByRole('form', { name: 'New process' });
      const gpus = editor.getByRole('spinbutton', { name: 'GPUs (GPUs)' });
      await gpus.fill(count);
      await gpus.press('Enter');
      await editor.getByRole('combobox', { name: 'GPU flavor' }).selectOption(flavor);
    }

    /** The status the version panel shows, as it changes (it follows the server's subscription). */
    const shownStatus = () =>
      page.locator('.version-panel__status-text strong').first().textContent({ timeout: 5_000 });

    it('creates a process on the GPU cluster with 2 GPUs pinned to h100 and sees it run there', async () => {
      await openDemo();
      const editor = page.getByRole('form', { name: 'New process' });
      await editor.getByLabel('Name', { exact: true }).fill('gpu-train');
      await editor.getByLabel('Image', { exact: true }).fill('busybox:1.36');
      await editor
        .getByRole('textbox', { name: 'Script' })
        .fill('echo "training on 2 GPUs"\nsleep 2\necho done');
      expect(await chooseCluster('GPU')).toBe('GPU — 64 cores/512 GiB · up to 8 GPUs · max 2 h');

      // The GPU control is bound to the cluster: its maximum is the most one GPU flavor holds.
      const gpuSlider = editor.getByRole('slider', { name: 'GPUs' });
      expect(await gpuSlider.getAttribute('max')).toBe('8');
      // One flavor dropdown per resource group.
      const options = (name: string) =>
        editor.getByRole('combobox', { name }).locator('option').allTextContents();
      expect(await options('CPU and memory flavor')).toEqual([
        'Any — Kueue assigns',
        'gpu-host — 64 cores · 512 GiB',
      ]);
      expect(await options('GPU flavor')).toEqual(['Any — Kueue assigns', 'a100 — 8 GPUs', 'h100 — 4 GPUs']);
      await askForGpus('2', 'h100');
      await page
        .getByText('Fits GPU in flavors gpu-host (CPU and memory) and h100 (nvidia.com/gpu).', {
          exact: false,
        })
        .waitFor();
      await page.getByText('Confirmed by the server.').waitFor();
      // Every resource group has its table; the GPU group's shows the flavors' node labels.
      const tables = editor.locator('table.flavor-table');
      expect(await tables.count()).toBe(2);
      expect(await tables.nth(1).textContent()).toContain('nvidia.com/gpu.product=NVIDIA-H100-80GB-HBM3');
      expect(await tables.nth(1).getByRole('row', { name: /^a100/ }).textContent()).toContain(
        'Not the pinned flavor',
      );

      await editor.getByRole('button', { name: 'Check' }).click();
      await editor
        .getByText('The server accepts this process: it would run on GPU in flavors gpu-host and h100.')
        .waitFor();
      await shot(page, 'editor-2-gpus-h100', { variants: true });
      expect(await axeViolationsInBothThemes(page)).toEqual([]);

      await editor.getByRole('button', { name: 'Create process' }).click();
      await page.getByRole('heading', { level: 1, name: 'gpu-train' }).waitFor();
      await expect.poll(shownStatus, { timeout: 30_000 }).toMatch(/^(Running|Succeeded)$/);

      const panel = page.getByRole('region', { name: /^Version 1/ });
      const flavors = panel.locator('dt', { hasText: /^Flavors$/ }).locator('xpath=following-sibling::dd');
      await expect
        .poll(() => flavors.textContent(), { timeout: 20_000 })
        .toMatch(
          /^gpu-host for CPU and memory and h100 for nvidia\.com\/gpu · assigned by Kueue, pinned to h100$/,
        );
      const resources = panel
        .locator('dt', { hasText: /^Resources$/ })
        .locator('xpath=following-sibling::dd');
      expect(await resources.textContent()).toMatch(
        /^1 core · 2 GiB · 2 GPUs · 1 h \(1 CPU, 2Gi, nvidia\.com\/gpu: 2\)$/,
      );
      const row = page
        .getByRole('region', { name: /Versions/ })
        .getByRole('row')
        .nth(1);
      expect(await row.textContent()).toMatch(/^Version 1.*GPU1 core · 2 GiB · 2 GPUs · 1 hgpu-host, h100/);
      // What the server recorded from the Workload's admission.
      const stored = await demo.server.prisma.processVersion.findFirstOrThrow({
        where: { process: { name: 'gpu-train' } },
      });
      expect(stored.assignedFlavors).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ flavor: 'h100', coveredResources: ['nvidia.com/gpu'] }),
        ]),
      );
      await expect.poll(shownStatus, { timeout: 30_000 }).toBe('Succeeded');
      await shot(page, 'process-page-h100', { variants: true });
      expect(await axeViolationsInBothThemes(page)).toEqual([]);

      await page.getByRole('link', { name: 'Demo' }).click();
      const listed = page.getByRole('region', { name: 'Processes' }).getByRole('row', { name: /gpu-train/ });
      await listed.waitFor();
      expect(await listed.textContent()).toMatch(
        /^gpu-trainv1SucceededGPU1 core · 2 GiB · 2 GPUsgpu-host, h100/,
      );
      await shot(page, 'project-processes');
    });

    it('re-runs the GPU version with its GPUs and pinned flavor', async () => {
      await page.getByRole('region', { name: 'Processes' }).getByRole('link', { name: 'gpu-train' }).click();
      await page.getByRole('heading', { level: 1, name: 'gpu-train' }).waitFor();
      await page.getByRole('link', { name: 'Re-run version 1' }).first().click();
      const editor = page.getByRole('form', { name: 'Re-run gpu-train' });
      await editor.getByRole('slider', { name: 'GPUs' }).waitFor();
      expect(await editor.getByRole('slider', { name: 'GPUs' }).inputValue()).toBe('2');
      expect(await editor.getByRole('combobox', { name: 'GPU flavor' }).inputValue()).toBe('h100');
      await page.getByText('Confirmed by the server.').waitFor();
      await shot(page, 'rerun');
      expect(await axeViolationsInBothThemes(page)).toEqual([]);
      await editor.getByRole('button', { name: 'Re-run as version 2' }).click();

      await page.getByRole('region', { name: /^Version 2/ }).waitFor();
      const stored = await demo.server.prisma.processVersion.findFirstOrThrow({
        where: { process: { name: 'gpu-train' }, version: 2 },
      });
      expect(stored.flavor).toBe('h100');
      expect(stored.extendedResources).toEqual([{ name: 'nvidia.com/gpu', quantity: '2' }]);
      const row = page
        .getByRole('region', { name: /Versions/ })
        .getByRole('row')
        .nth(1);
      await expect
        .poll(() => row.textContent(), { timeout: 30_000 })
        .toMatch(/^Version 2.*GPU1 core · 2 GiB · 2 GPUs · 1 hgpu-host, h100/);
    });

    it('switching to a cluster without GPUs drops the GPU request and says why', async () => {
      await openDemo();
      await chooseCluster('GPU');
      await askForGpus('2', 'h100');
      await page.getByText(/Fits GPU in flavors gpu-host .* and h100/).waitFor();

      await chooseCluster('Alpha');
      const editor = page.getByRole('form', { name: 'New process' });
      await editor
        .getByText(
          'Switched to Alpha: dropped the request for 2 GPUs, as Alpha has no GPUs; let Kueue choose the flavor, as Alpha has no flavor h100.',
        )
        .waitFor();
      const why = editor.getByRole('note', { name: 'No GPUs' });
      expect(await why.textContent()).toContain(
        'Alpha has no GPUs: no resource group of its ClusterQueue covers nvidia.com/gpu, so a request for it could never be admitted there',
      );
      expect(await why.textContent()).toContain(
        'GPU offers up to 8 GPUs. The 2 GPUs asked for are not sent to Alpha.',
      );
      expect(await editor.getByRole('slider', { name: 'GPUs' }).count()).toBe(0);
      expect(await editor.getByRole('combobox', { name: 'Flavor' }).inputValue()).toBe('');
      await page.getByText(/Fits Alpha in flavor standard/).waitFor();
      await page.getByText('Confirmed by the server.').waitFor();
      await shot(page, 'switched-to-alpha');
      expect(await axeViolationsInBothThemes(page)).toEqual([]);

      // Back on the GPU cluster, the GPUs and the pinned flavor asked for return.
      await chooseCluster('GPU');
      expect(await editor.getByRole('slider', { name: 'GPUs' }).inputValue()).toBe('2');
      expect(await editor.getByRole('combobox', { name: 'GPU flavor' }).inputValue()).toBe('h100');
      expect(demo.problems).toEqual([]);
    });
  },
);
