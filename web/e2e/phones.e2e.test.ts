// @vitest-environment node
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolationsInBothThemes } from './axe.ts';
import { browserAvailable, browserRequired } from './browser.ts';
import { type DemoSession, openDemoSession } from './demo.ts';

// The 390 px screenshots of the editor and a process page go to E2E_SCREENSHOTS (default /tmp/kueue-batch-phones).
const screens = process.env.E2E_SCREENSHOTS ?? '/tmp/kueue-batch-phones';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

if (!browserAvailable && browserRequired) throw new Error('REQUIRE_BROWSER=1 but no Chromium was found');

describe.skipIf(!browserAvailable)(
  'every page works on a phone (390 × 844) and a desktop (1280 × 800) against the real server',
  { timeout: 180_000 },
  () => {
    let demo: DemoSession;
    let page: Page;

    beforeAll(async () => {
      demo = await openDemoSession('phones');
      ({ page } = demo);
      await mkdir(screens, { recursive: true });
    }, 300_000);

    afterAll(async () => {
      await demo?.close();
    }, 60_000);

    /** At both sizes: nothing scrolls sideways, Sign out is on screen and usable, axe finds nothing (light, dark). */
    async function checkLayout(name: string, { signedIn = true } = {}) {
      for (const size of [PHONE, DESKTOP]) {
        await page.setViewportSize(size);
        await page.evaluate(() => window.scrollTo(0, 0));
        const width = await page.evaluate(() => ({
          scroll: document.documentElement.scrollWidth,
          inner: window.innerWidth,
        }));
        expect(width.scroll, `${name} at ${size.width} px scrolls sideways`).toBeLessThanOrEqual(width.inner);
        if (signedIn) {
          const signOut = page.getByRole('button', { name: 'Sign out' });
          const box = await signOut.boundingBox();
          expect(box, `${name} at ${size.width} px: Sign out shown`).not.toBeNull();
          expect(box!.x + box!.width).toBeLessThanOrEqual(size.width);
          // The signed-in user is named beside it.
          expect(await page.locator('.user-menu__name').isVisible()).toBe(true);
        }
        expect(await axeViolationsInBothThemes(page), `${name} at ${size.width} px`).toEqual([]);
      }
      await page.setViewportSize(PHONE);
    }

    const editor = () => page.getByRole('form', { name: 'New process' });

    async function chooseCluster(name: string) {
      const dropdown = editor().getByRole('combobox', { name: 'Cluster' });
      const label = (await dropdown.locator('option').allTextContents()).find(
        (t) => t === name || t.startsWith(`${name} —`),
      );
      expect(label, `an option for ${name}`).toBeDefined();
      await dropdown.selectOption({ label: label! });
    }

    async function sliderMax(control: Locator) {
      return Number(await control.getAttribute('max'));
    }

    it('shows the editor on a CPU cluster, the GPU cluster and "any allowed cluster" with every control', async () => {
      await page.setViewportSize(PHONE);
      await page.getByRole('link', { name: 'Demo' }).click();
      await page.getByRole('heading', { level: 1, name: 'Demo' }).waitFor();
      await page.getByText('Confirmed by the server.').waitFor();
      await chooseCluster('Alpha');
      await page.getByText(/Fits Alpha/).waitFor();
      // On a phone an option says the cluster's name; its limits are shown below the dropdown.
      expect(
        await editor().getByRole('combobox', { name: 'Cluster' }).locator('option').allTextContents(),
      ).toEqual(expect.arrayContaining(['Alpha', 'GPU', 'Any allowed cluster — earliest start']));
      // A value typed over the maximum is set to it, and says so beside the control.
      const cores = editor().getByRole('spinbutton', { name: 'CPU (cores)' });
      await cores.fill('100');
      await cores.press('Enter');
      await editor().getByText('100 cores is more than the maximum here: set to 16 cores.').waitFor();
      expect(await editor().getByRole('slider', { name: 'CPU' }).inputValue()).toBe('16');
      await checkLayout('editor on Alpha');
      await editor()
        .locator('.cluster-picker__sliders')
        .screenshot({ path: path.join(screens, 'editor-clamp-390.png') });
      await cores.fill('1');
      await cores.press('Enter');

      await chooseCluster('GPU');
      await editor().getByRole('slider', { name: 'GPUs' }).waitFor();
      await page.getByText('Confirmed by the server.').waitFor();
      await checkLayout('editor on GPU');

      await chooseCluster('Any allowed cluster — earliest start');
      const verdict = editor().locator('.cluster-picker__verdict');
      await verdict.getByText(/^Goes to /).waitFor();
      // One destination, stated once; the estimates list names none.
      expect(
        await editor()
          .getByText(/Goes to |Fits /)
          .count(),
      ).toBe(1);
      expect(
        await editor()
          .getByText(/earliest: it goes here/)
          .count(),
      ).toBe(0);
      // Every control any allowed cluster offers: GPUs (only GPU has them), memory up to GPU's 512 GiB.
      expect(await sliderMax(editor().getByRole('slider', { name: 'GPUs' }))).toBe(8);
      expect(await sliderMax(editor().getByRole('slider', { name: 'Memory' }))).toBe(512);
      expect(await sliderMax(editor().getByRole('slider', { name: 'CPU' }))).toBe(64);
      await checkLayout('editor, earliest start');
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: path.join(screens, 'editor-earliest-390.png'), fullPage: true });
    });

    it('creates a process and shows its page without sideways scrolling', async () => {
      await page.setViewportSize(PHONE);
      await chooseCluster('GPU');
      const gpus = editor().getByRole('spinbutton', { name: 'GPUs (GPUs)' });
      await gpus.fill('2');
      await gpus.press('Enter');
      await editor().getByRole('combobox', { name: 'GPU flavor' }).selectOption('h100');
      // The GPU slider follows the pinned flavor: h100 holds 4 (a100, 8).
      expect(await sliderMax(editor().getByRole('slider', { name: 'GPUs' }))).toBe(4);
      await editor().getByLabel('Name', { exact: true }).fill('phone-run');
      await editor().getByLabel('Image', { exact: true }).fill('busybox:1.36');
      await editor().getByRole('textbox', { name: 'Script' }).fill('echo hello from a phone; sleep 20');
      await page.getByText('Confirmed by the server.').waitFor();
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: path.join(screens, 'editor-gpu-390.png'), fullPage: true });
      await editor().getByRole('button', { name: 'Create process' }).click();
      await page.getByRole('heading', { level: 1, name: 'phone-run' }).waitFor();
      await page.locator('.version-panel__status-text').getByText('Running').waitFor({ timeout: 60_000 });
      await checkLayout('process page');
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: path.join(screens, 'process-390.png'), fullPage: true });
      // Cancel is confirmed.
      await page.getByRole('button', { name: 'Cancel version 1' }).click();
      await page.getByRole('group', { name: /^Cancel version 1\?/ }).waitFor();
      await page.getByRole('button', { name: 'Keep it' }).click();
    });

    it('adds a member and asks before removing one; the role select stays usable', async () => {
      await page.setViewportSize(PHONE);
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Projects' }).click();
      // The project list says where each project's processes stand (phone-run: running, or finished by now).
      const demoRow = page.getByRole('row', { name: /Demo/ });
      await demoRow
        .getByText(/\d+ (running|queued|failed|finished)/)
        .first()
        .waitFor();
      await checkLayout('projects');
      await page.screenshot({ path: path.join(screens, 'projects-390.png'), fullPage: true });
      await page.getByRole('link', { name: 'Demo' }).click();
      await page.getByRole('heading', { level: 1, name: 'Demo' }).waitFor();
      const form = page.getByRole('form', { name: 'Add a member' });
      await form.getByRole('textbox', { name: 'Email' }).fill('phone-viewer@example.com');
      await form.getByRole('combobox', { name: 'Role' }).selectOption('VIEWER');
      await form.getByRole('button', { name: 'Add member' }).click();
      await page.getByText('phone-viewer@example.com was added as Viewer.').waitFor();
      const role = page.getByRole('combobox', { name: 'Role of phone-viewer@example.com' });
      const box = await role.boundingBox();
      expect(box!.width, 'the role select shows its value, not only an arrow').toBeGreaterThanOrEqual(100);
      await page.getByRole('button', { name: 'Remove phone-viewer@example.com' }).click();
      await page.getByRole('group', { name: 'Remove phone-viewer@example.com from this project?' }).waitFor();
      await checkLayout('members, asking before a removal');
      await page.getByRole('button', { name: 'Keep' }).click();
      expect(await page.getByRole('combobox', { name: 'Role of phone-viewer@example.com' }).count()).toBe(1);
    });

    it('creates tokens, refuses a duplicate name, marks this browser’s token and asks before revoking', async () => {
      await page.setViewportSize(PHONE);
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'API tokens' }).click();
      await page.getByRole('heading', { level: 1, name: 'API tokens' }).waitFor();
      const form = page.getByRole('form', { name: 'New token' });
      await form.getByRole('textbox', { name: 'Token name' }).fill('phone');
      await form.getByRole('button', { name: 'Create token' }).click();
      await page.getByRole('textbox', { name: 'Your new token' }).waitFor();
      await page.getByRole('button', { name: 'Done' }).click();
      await form.getByRole('textbox', { name: 'Token name' }).fill(' Phone ');
      await form.getByRole('button', { name: 'Create token' }).click();
      await page.getByText(/The name is already used by another of your tokens/).waitFor();
      // The demo session signed in with admin@example.com's "default" token.
      const mine = page.getByRole('row').filter({ hasText: 'This browser’s token' });
      expect(await mine.count()).toBe(1);
      expect(await mine.textContent()).toContain('default');
      await page.getByRole('button', { name: 'Revoke phone' }).click();
      await page.getByRole('group', { name: /^Revoke “phone”\?/ }).waitFor();
      await checkLayout('tokens, asking before a revocation');
      await page.getByRole('button', { name: 'Keep' }).click();
    });

    it('adds a channel on the Notifications page; an address waits for its code, a private webhook is refused', async () => {
      await page.setViewportSize(PHONE);
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Notifications' })
        .click();
      await page.getByRole('heading', { level: 1, name: 'Notifications' }).waitFor();
      const form = page.getByRole('form', { name: 'New channel' });
      await form.getByRole('textbox', { name: 'Address' }).fill('phone@example.com');
      await form.getByRole('button', { name: 'Add channel' }).click();
      await page.getByText('We mailed a code to phone@example.com.', { exact: false }).waitFor();
      await page.getByRole('form', { name: 'Verify phone@example.com' }).waitFor();
      await form.getByRole('combobox', { name: 'Kind' }).selectOption('WEBHOOK');
      await form.getByRole('textbox', { name: 'URL' }).fill('https://169.254.169.254/latest');
      await form.getByRole('button', { name: 'Add channel' }).click();
      await page.getByText(/169\.254\.169\.254, which is not a public address/).waitFor();
      await checkLayout('notifications');
      await page.screenshot({ path: path.join(screens, 'notifications-390.png'), fullPage: true });
    });

    it('signs out from a phone, onto a sign-in page that fits it', async () => {
      await page.setViewportSize(PHONE);
      await page.getByRole('button', { name: 'Sign out' }).click();
      await page.getByLabel('API token').waitFor();
      await checkLayout('sign-in', { signedIn: false });
      expect(demo.problems).toEqual([]);
    });
  },
);
