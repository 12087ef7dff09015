// @vitest-environment node
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolationsInBothThemes } from './axe.ts';
import { browserAvailable } from './browser.ts';
import { type DemoSession, openDemoSession, screenshot } from './demo.ts';
import { clusterQueueAdmin } from './kueue-admin.ts';

describe.skipIf(!browserAvailable)(
  'creating and re-running processes in a real browser against the real server and simulated clusters',
  { timeout: 90_000 },
  () => {
    let demo: DemoSession;
    let server: DemoSession['server'];
    let page: Page;
    let problems: string[];
    let token: string;

    beforeAll(async () => {
      demo = await openDemoSession('processes', {
        // The quota test changes a quota after the page read it: creation reads the limits afresh (as it would a
        // few seconds later in production), and a refresh of the page's limits soon shows the new ones.
        enforcementLimitsMaxAgeMs: 0,
        limitsCacheTtlMs: 1_000,
        // A queued process's place in the queue is re-read every second (default 10 s).
        queuePositionRefreshMs: 1_000,
      });
      ({ server, page, problems, token } = demo);
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

    async function createFromEditor(opts: {
      name: string;
      script: string;
      cluster: string;
      cores: string;
    }): Promise<void> {
      await openDemo();
      const editor = page.getByRole('form', { name: 'New process' });
      await editor.getByLabel('Name', { exact: true }).fill(opts.name);
      await editor.getByLabel('Image', { exact: true }).fill('busybox:1.36');
      await editor.getByRole('textbox', { name: 'Script' }).fill(opts.script);
      const dropdown = editor.getByRole('combobox', { name: 'Cluster' });
      const label = (await dropdown.locator('option').allTextContents()).find((t) =>
        t.startsWith(opts.cluster),
      );
      await dropdown.selectOption({ label: label! });
      const cpu = editor.getByRole('spinbutton', { name: 'CPU (cores)' });
      await cpu.fill(opts.cores);
      await cpu.press('Enter');
      await page.getByText(new RegExp(`Fits ${opts.cluster} in flavor`)).waitFor();
      await editor.getByRole('button', { name: 'Create process' }).click();
      await page.getByRole('heading', { level: 1, name: opts.name }).waitFor();
    }

    /** Cancels the latest version of a process through the API, as another tab or an agent would. */
    async function cancelThroughApi(processName: string): Promise<void> {
      const version = await server.prisma.processVersion.findFirstOrThrow({
        where: { process: { name: processName } },
        orderBy: { version: 'desc' },
      });
      const response = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({
          query: 'mutation ($id: ID!) { cancelProcessVersion(id: $id) { __typename } }',
          variables: { id: version.id },
        }),
      });
      const body = (await response.json()) as { data?: { cancelProcessVersion: { __typename: string } } };
      expect(body.data?.cancelProcessVersion.__typename).toBe('ProcessVersion');
    }

    /** The status the version panel shows, as it changes (it follows the server's subscription). */
    const shownStatus = () =>
      page.locator('.version-panel__status-text strong').first().textContent({ timeout: 5_000 });

    it('creates a process from the editor and opens its page', async () => {
      await openDemo();
      const editor = page.getByRole('form', { name: 'New process' });
      await editor.getByLabel('Name', { exact: true }).fill('hello-e2e');
      await editor.getByLabel('Image', { exact: true }).fill('busybox:1.36');
      await editor.getByRole('textbox', { name: 'Script' }).fill('echo "hello"\nsleep 2\necho done');
      // Keyboard only: the button, then the new row's name field has the focus.
      await editor.getByRole('button', { name: 'Add variable' }).focus();
      await page.keyboard.press('Enter');
      await page.keyboard.type('GREETING');
      await page.keyboard.press('Tab');
      await page.keyboard.type('hi');
      await editor.getByRole('spinbutton', { name: 'CPU (cores)' }).fill('2');
      await editor.getByRole('spinbutton', { name: 'CPU (cores)' }).press('Enter');
      await page.getByText(/Fits Alpha in flavor standard/).waitFor();

      await editor.getByRole('button', { name: 'Check' }).click();
      await editor
        .getByText('The server accepts this process: it would run on Alpha in flavor standard.')
        .waitFor();
      await screenshot(page, 'process-editor', { variants: true });
      expect(await axeViolationsInBothThemes(page)).toEqual([]);

      await editor.getByRole('button', { name: 'Create process' }).click();
      await page.getByRole('heading', { level: 1, name: 'hello-e2e' }).waitFor();
      expect(new URL(page.url()).pathname).toMatch(/^\/processes\/[^/]+$/);
      const versions = page.getByRole('region', { name: /Versions/ }).getByRole('row');
      await versions.nth(1).waitFor();
      expect(await versions.nth(1).textContent()).toMatch(/^Version 1.*Alpha2 cores · 2 GiB · 1 h/);
      const details = page.getByRole('region', { name: /^Version 1/ });
      expect(await details.textContent()).toContain(`sh -c 'echo "hello"`);
      expect(await details.textContent()).toContain('GREETING=hi');
      await screenshot(page, 'process-page', { variants: true });
      expect(await axeViolationsInBothThemes(page)).toEqual([]);
    });

    it('shows the server’s refusal on the CPU slider when a quota shrank after the page loaded', async () => {
      await openDemo();
      const editor = page.getByRole('form', { name: 'New process' });
      await editor.getByLabel('Name', { exact: true }).fill('after-the-shrink');
      await editor.getByLabel('Image', { exact: true }).fill('busybox:1.36');
      const cpu = editor.getByRole('spinbutton', { name: 'CPU (cores)' });
      await cpu.fill('8');
      await cpu.press('Enter');
      await page.getByText(/Fits Alpha in flavor standard/).waitFor();
      await page.getByText('Confirmed by the server.').waitFor();

      // An administrator lowers Alpha's quota behind the page's back: its "standard" flavor now holds 4 cores.
      const alpha = await clusterQueueAdmin(server, 'Alpha');
      const previous = await alpha.setQuota('standard', 'cpu', '4');
      try {
        await editor.getByRole('button', { name: 'Create process' }).click();

        const slider = editor.getByRole('slider', { name: 'CPU' });
        await editor.locator('input[type="range"][aria-invalid="true"]').waitFor();
        const describedBy = await slider.getAttribute('aria-describedby');
        expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe(
          'Alpha refused 8 cores: at most 4 cores fit one flavor now.',
        );
        expect(await page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('range');
        const notice = editor.getByRole('alert').filter({ hasText: 'Alpha refused these resources' });
        await notice.waitFor();
        expect(await server.prisma.process.count({ where: { name: 'after-the-shrink' } })).toBe(0);
        await screenshot(page, 'process-editor-limit-refused', { variants: true });
        expect(await axeViolationsInBothThemes(page)).toEqual([]);

        // Refreshed limits bring the new ceiling to the slider and the request within it (the server's display
        // cache may serve its last reading once while it revalidates); the refusal stays to say why.
        await expect
          .poll(
            async () => {
              await notice.getByRole('button', { name: 'Refresh limits' }).click();
              return slider.getAttribute('max');
            },
            { timeout: 20_000, interval: 1_000 },
          )
          .toBe('4');
        expect(await slider.inputValue()).toBe('4');
        await page.getByText('Confirmed by the server.').waitFor();
        await screenshot(page, 'process-editor-limit-refreshed');

        await editor.getByRole('button', { name: 'Create process' }).click();
        await page.getByRole('heading', { level: 1, name: 'after-the-shrink' }).waitFor();
        expect(
          await page
            .getByRole('region', { name: /Versions/ })
            .getByRole('row')
            .nth(1)
            .textContent(),
        ).toMatch(/Alpha4 cores · 2 GiB/);
      } finally {
        await alpha.setQuota('standard', 'cpu', previous);
      }
    });

    it('re-runs a version on another cluster from the process page', async () => {
      await openDemo();
      const list = page.getByRole('region', { name: 'Processes' });
      await list.getByRole('link', { name: 'hello-e2e' }).click();
      await page.getByRole('heading', { level: 1, name: 'hello-e2e' }).waitFor();
      await page.getByRole('link', { name: 'Re-run version 1' }).first().click();

      await page.getByRole('heading', { level: 1, name: 'Re-run hello-e2e' }).waitFor();
      const editor = page.getByRole('form', { name: 'Re-run hello-e2e' });
      expect(await editor.getByRole('textbox', { name: 'Script' }).inputValue()).toBe(
        'echo "hello"\nsleep 2\necho done',
      );
      expect(await editor.getByRole('textbox', { name: 'Value of variable 1' }).inputValue()).toBe('hi');
      const dropdown = editor.getByRole('combobox', { name: 'Cluster' });
      await page.getByText('Confirmed by the server.').waitFor();
      expect(await dropdown.locator('option:checked').textContent()).toMatch(/^Alpha/);

      await dropdown.selectOption({ label: 'Batch Large — 64 cores/256 GiB · no time limit' });
      await editor
        .getByText('Version 1 ran on Alpha; this re-run goes to the cluster chosen above.')
        .waitFor();
      await page.getByText(/Fits Batch Large in flavor/).waitFor();
      await screenshot(page, 'process-rerun', { variants: true });
      expect(await axeViolationsInBothThemes(page)).toEqual([]);
      await editor.getByRole('button', { name: 'Re-run as version 2' }).click();

      await page.getByRole('heading', { level: 1, name: 'hello-e2e' }).waitFor();
      await page.getByRole('region', { name: /^Version 2/ }).waitFor();
      const rows = page.getByRole('region', { name: /Versions/ }).getByRole('row');
      await rows.nth(2).waitFor();
      expect(await rows.nth(1).textContent()).toMatch(/^Version 2.*Batch Large2 cores · 2 GiB · 1 h/);
      expect(await rows.nth(2).textContent()).toMatch(/^Version 1.*Alpha/);
      await screenshot(page, 'process-page-two-versions');

      await page.getByRole('link', { name: 'Demo' }).click();
      const row = page.getByRole('region', { name: 'Processes' }).getByRole('row', { name: /hello-e2e/ });
      await row.waitFor();
      expect(await row.textContent()).toMatch(/^hello-e2ev2.*Batch Large/);
      await screenshot(page, 'project-processes', { variants: true });
      expect(await axeViolationsInBothThemes(page)).toEqual([]);
      expect(problems).toEqual([]);
    });
    it('follows a process live: queued behind another for quota, running with its logs, succeeded', async () => {
      // A job that takes all of Batch Large's 64 cores until the test cancels it, then one that has to wait.
      await createFromEditor({
        name: 'hog',
        script: 'echo hog\nsleep 600',
        cluster: 'Batch Large',
        cores: '64',
      });
      await expect.poll(shownStatus, { timeout: 30_000 }).toBe('Running');

      await createFromEditor({
        name: 'waits-for-quota',
        script: 'echo "step 1"\nsleep 3\necho "step 2"\necho done',
        cluster: 'Batch Large',
        cores: '1',
      });
      const panel = page.getByRole('region', { name: /^Version 1/ });
      await expect.poll(shownStatus, { timeout: 30_000 }).toBe('Queued');
      // Kueue's reason and message, live, in the status and on the timeline.
      await panel
        .locator('.version-panel__status-text')
        .getByText(/WaitingForQuota|Pending/)
        .waitFor();
      const timeline = panel.getByRole('list', { name: 'Timeline' });
      await timeline.getByText(/insufficient unused quota|couldn't assign flavors/).waitFor();
      // Its place in the queue in plain words (issue 15): Kueue's position, our estimate, one sentence.
      const queue = panel.getByRole('status', { name: 'Place in the queue' });
      await queue
        .getByText(
          /^Waiting for quota on cluster Batch Large: needs 1 more CPU in flavor [\w-]+; it is next in line; expected to start in about /,
        )
        .waitFor({ timeout: 30_000 });
      await queue
        .getByText(
          /Position 1 in the cluster's queue\. Estimate: about [\w ]+, at the latest [\w ]+, 0 ahead\./,
        )
        .waitFor();
      expect(await panel.getByRole('region', { name: 'Logs' }).textContent()).toContain(
        'Logs appear once the job runs.',
      );
      await screenshot(page, 'process-live-queued', { variants: true });
      expect(await axeViolationsInBothThemes(page)).toEqual([]);

      // The hog is cancelled, Kueue admits the waiting job, its log is followed as it runs.
      await cancelThroughApi('hog');
      await expect.poll(shownStatus, { timeout: 45_000 }).toBe('Running');
      const logs = panel.getByRole('region', { name: 'Logs' }).locator('pre');
      await expect.poll(() => logs.textContent(), { timeout: 20_000 }).toContain('step 1');
      await screenshot(page, 'process-live-running');

      await expect.poll(shownStatus, { timeout: 30_000 }).toBe('Succeeded');
      await expect.poll(() => logs.textContent(), { timeout: 20_000 }).toMatch(/step 1\s+step 2\s+done/);
      // Each step's status badge, in order (its time is written in the page's one date format before it).
      const steps = await timeline.getByRole('listitem').locator('.badge').allTextContents();
      expect(steps).toContain('Queued');
      expect(steps.indexOf('Queued')).toBeLessThan(steps.indexOf('Running'));
      expect(steps.at(-1)).toBe('Succeeded');
      await screenshot(page, 'process-live-succeeded', { variants: true });
      expect(await axeViolationsInBothThemes(page)).toEqual([]);

      // The project's list has followed along.
      await page.getByRole('link', { name: 'Demo' }).click();
      const row = page
        .getByRole('region', { name: 'Processes' })
        .getByRole('row', { name: /waits-for-quota/ });
      await row.getByText('Succeeded').waitFor();
      expect(problems).toEqual([]);
    });

    it('cancels a running process', async () => {
      await createFromEditor({
        name: 'long-one',
        script: 'echo working\nsleep 300',
        cluster: 'Alpha',
        cores: '1',
      });
      await expect.poll(shownStatus, { timeout: 30_000 }).toBe('Running');
      await page.getByRole('button', { name: 'Cancel version 1' }).click();
      const confirm = page.getByRole('group', { name: /^Cancel version 1\?/ });
      await screenshot(page, 'process-cancel-confirm');
      await confirm.getByRole('button', { name: 'Yes, cancel it' }).click();

      await expect.poll(shownStatus, { timeout: 30_000 }).toBe('Cancelled');
      expect(await page.getByRole('button', { name: 'Cancel version 1' }).count()).toBe(0);
      await page
        .getByRole('list', { name: 'Timeline' })
        .locator('.badge', { hasText: /^Cancelled$/ })
        .waitFor();
      // What it printed before the cancel stays readable: kept before its Job (and pods) were deleted.
      await expect
        .poll(() => page.getByRole('region', { name: 'Logs' }).textContent(), { timeout: 20_000 })
        .toContain('working');
      await screenshot(page, 'process-cancelled', { variants: true });
      expect(await axeViolationsInBothThemes(page)).toEqual([]);
      const version = await server.prisma.processVersion.findFirstOrThrow({
        where: { process: { name: 'long-one' } },
      });
      expect(version.status).toBe('CANCELLED');
      expect(problems).toEqual([]);
    });

    it('says when it would start on each cluster, places "any allowed cluster" where it starts first, and moves a queued process up live', async () => {
      // Alpha's standard flavor (16 cores) and all of Batch Large (64) held: an 8-core job waits on both.
      await createFromEditor({ name: 'hog-alpha', script: 'sleep 900', cluster: 'Alpha', cores: '16' });
      await expect.poll(shownStatus, { timeout: 30_000 }).toBe('Running');
      await createFromEditor({ name: 'hog-large', script: 'sleep 900', cluster: 'Batch Large', cores: '64' });
      await expect.poll(shownStatus, { timeout: 30_000 }).toBe('Running');

      await openDemo();
      const editor = page.getByRole('form', { name: 'New process' });
      await editor.getByLabel('Name', { exact: true }).fill('placed-earliest');
      await editor.getByLabel('Image', { exact: true }).fill('busybox:1.36');
      await editor.getByRole('textbox', { name: 'Script' }).fill('echo placed\nsleep 5');
      const cpu = editor.getByRole('spinbutton', { name: 'CPU (cores)' });
      await cpu.fill('8');
      await cpu.press('Enter');
      const starts = editor.getByRole('list', { name: 'When it would start' });
      await expect
        .poll(() => starts.getByRole('listitem').allTextContents(), { timeout: 30_000 })
        .toEqual([
          expect.stringMatching(/^Alpha: about [\w ]+, at the latest [\w ]+, 0 ahead$/),
          expect.stringMatching(/^Batch Large: about [\w ]+, at the latest [\w ]+, 0 ahead$/),
          expect.stringMatching(/^Edge \(slow API\): cannot start: /),
          expect.stringMatching(/^GPU: starts now/),
        ]);
      await screenshot(page, 'picker-start-times', { variants: true });
      expect(await axeViolationsInBothThemes(page)).toEqual([]);

      // "Any allowed cluster — earliest start": the list says where it goes, and the server puts it there.
      await editor
        .getByRole('combobox', { name: 'Cluster' })
        .selectOption({ label: 'Any allowed cluster — earliest start' });
      // One destination, stated once (the verdict), with every control the allowed clusters offer (GPUs too).
      const verdict = editor.locator('.cluster-picker__verdict');
      await expect.poll(() => verdict.textContent(), { timeout: 30_000 }).toMatch(/^Goes to GPU: starts now/);
      expect(await editor.getByText(/Goes to|Fits /).count()).toBe(1);
      await editor.getByRole('slider', { name: 'GPUs' }).waitFor();
      await editor.getByRole('button', { name: 'Create process' }).click();
      await page.getByRole('heading', { level: 1, name: 'placed-earliest' }).waitFor();
      // The page names the cluster it went to (the version's details: "Cluster GPU · flavor …").
      const details = page
        .getByRole('region', { name: /^Version 1/ })
        .locator('dl.details dd')
        .first();
      await expect
        .poll(() => details.textContent(), { timeout: 15_000 })
        .toMatch(/^GPU( · (checked against )?flavors? |$)/);
      const placed = await server.prisma.processVersion.findFirstOrThrow({
        where: { process: { name: 'placed-earliest' } },
        include: { cluster: true },
      });
      expect(placed.cluster.name).toBe('GPU');

      // Two 1-core jobs wait behind the Batch Large hog; when the first is cancelled, the second's page moves
      // it up — live, while its status stays Queued.
      await createFromEditor({ name: 'queued-first', script: 'sleep 5', cluster: 'Batch Large', cores: '1' });
      await expect.poll(shownStatus, { timeout: 30_000 }).toBe('Queued');
      await createFromEditor({
        name: 'queued-second',
        script: 'sleep 5',
        cluster: 'Batch Large',
        cores: '1',
      });
      await expect.poll(shownStatus, { timeout: 30_000 }).toBe('Queued');
      const queue = page.getByRole('status', { name: 'Place in the queue' });
      await queue
        .getByText(
          /^Waiting for quota on cluster Batch Large: needs 1 more CPU in flavor [\w-]+; 1 workload is ahead; expected to start in about /,
        )
        .waitFor({ timeout: 30_000 });
      await queue
        .getByText(
          /^Position 2 in the cluster's queue\. Estimate: about [\w ]+, at the latest [\w ]+, 1 ahead\.$/,
        )
        .waitFor();
      await screenshot(page, 'process-queue-position', { variants: true });
      expect(await axeViolationsInBothThemes(page)).toEqual([]);

      await cancelThroughApi('queued-first');
      await queue.getByText(/; it is next in line; expected to start in about /).waitFor({ timeout: 30_000 });
      await queue
        .getByText(
          /^Position 1 in the cluster's queue\. Estimate: about [\w ]+, at the latest [\w ]+, 0 ahead\.$/,
        )
        .waitFor();
      expect(await shownStatus()).toBe('Queued');

      for (const name of ['queued-second', 'hog-large', 'hog-alpha']) await cancelThroughApi(name);
      expect(problems).toEqual([]);
    });
  },
);
