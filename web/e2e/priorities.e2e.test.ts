// @vitest-environment node
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolationsInBothThemes } from './axe.ts';
import { browserAvailable } from './browser.ts';
import { type DemoSession, openDemoSession, screenshot } from './demo.ts';

/**
 * The editor's priority choice in a real browser against the real server and the demo clusters (each with the
 * WorkloadPriorityClasses low (0) and high (100); Alpha's queue preempts lower priority): the classes with their
 * values and descriptions, the default preselected, the start estimates asked for the choice, the Job labelled
 * with it, and the version's details saying it.
 */
describe.skipIf(!browserAvailable)('choosing a priority in the editor', { timeout: 120_000 }, () => {
  let demo: DemoSession;
  let server: DemoSession['server'];
  let page: Page;
  let problems: string[];
  let token: string;

  beforeAll(async () => {
    demo = await openDemoSession('priorities');
    ({ server, page, problems, token } = demo);
  }, 240_000);

  afterAll(async () => {
    await demo?.close();
  }, 60_000);

  const editor = () => page.getByRole('form', { name: 'New process' });

  async function openEditor(name: string, cores: string) {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Projects' }).click();
    await page.getByRole('link', { name: 'Demo' }).click();
    await page.getByRole('heading', { level: 1, name: 'Demo' }).waitFor();
    await page.getByText('Confirmed by the server.').waitFor();
    const form = editor();
    await form.getByLabel('Name', { exact: true }).fill(name);
    await form.getByLabel('Image', { exact: true }).fill('busybox:1.36');
    await form.getByRole('textbox', { name: 'Script' }).fill('sleep 900');
    const cpu = form.getByRole('spinbutton', { name: 'CPU (cores)' });
    await cpu.fill(cores);
    await cpu.press('Enter');
    await page.getByText(/Fits Alpha in flavor standard/).waitFor();
  }

  async function cancelThroughApi(processName: string) {
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
    expect(((await response.json()) as { data?: object }).data).toBeDefined();
  }

  const statusOf = async (processName: string) =>
    (
      await server.prisma.processVersion.findFirst({
        where: { process: { name: processName } },
        orderBy: { version: 'desc' },
      })
    )?.status;

  it('offers the classes, estimates for the choice, and labels the Job with it', async () => {
    // A default-priority job holds Alpha's standard flavor (16 cores).
    await openEditor('holder-default', '16');
    await editor().getByRole('button', { name: 'Create process' }).click();
    await page.getByRole('heading', { level: 1, name: 'holder-default' }).waitFor();
    await expect.poll(() => statusOf('holder-default'), { timeout: 30_000 }).toBe('RUNNING');

    await openEditor('urgent-e2e', '8');
    const priority = editor().getByRole('combobox', { name: 'Priority' });
    expect(await priority.locator('option').allTextContents()).toEqual([
      'Default — no class (priority 0)',
      'high — priority 100 · Urgent work: may preempt lower-priority workloads in its queue.',
      'low — priority 0 · Best effort: may be preempted by higher-priority work.',
    ]);
    expect(await priority.inputValue()).toBe('');
    const starts = editor().getByRole('list', { name: 'When it would start' });
    const alphaStart = async () =>
      (await starts.getByRole('listitem').allTextContents()).find((t) => t.startsWith('Alpha:'));
    // At the default priority the request waits for the holder; at high it starts by preempting it.
    await expect.poll(alphaStart, { timeout: 30_000 }).toMatch(/^Alpha: about [\w ]+, at the latest/);
    await priority.selectOption('high');
    await editor()
      .getByText(/^Urgent work: may preempt lower-priority workloads in its queue\. /)
      .waitFor();
    await expect
      .poll(alphaStart, { timeout: 30_000 })
      .toBe('Alpha: starts by preempting 1 lower-priority workload (flavor standard)');
    await screenshot(page, 'editor-priority', { variants: true });
    expect(await axeViolationsInBothThemes(page)).toEqual([]);

    await editor().getByRole('button', { name: 'Create process' }).click();
    await page.getByRole('heading', { level: 1, name: 'urgent-e2e' }).waitFor();
    const details = page.getByRole('region', { name: /^Version 1/ });
    await details.getByText('Priority', { exact: true }).waitFor();
    expect(await details.locator('dt:text-is("Priority") + dd').textContent()).toBe('high');

    const version = await server.prisma.processVersion.findFirstOrThrow({
      where: { process: { name: 'urgent-e2e' } },
      include: { cluster: true },
    });
    expect(version.priorityClass).toBe('high');
    await expect
      .poll(
        async () =>
          (await server.prisma.processVersion.findUniqueOrThrow({ where: { id: version.id } })).jobName,
        {
          timeout: 30_000,
        },
      )
      .not.toBeNull();
    const { jobName } = await server.prisma.processVersion.findUniqueOrThrow({ where: { id: version.id } });
    const client = server.services.kube.get(version.cluster);
    const job = (await client.request((_options, http) =>
      http.getJson(`/apis/batch/v1/namespaces/${version.cluster.namespace}/jobs/${jobName}`),
    )) as { metadata: { labels?: Record<string, string> } };
    expect(job.metadata.labels?.['kueue.x-k8s.io/priority-class']).toBe('high');
    // Kueue preempts the default-priority holder for it: the holder goes back to the queue, the urgent one runs.
    await expect.poll(() => statusOf('urgent-e2e'), { timeout: 30_000 }).toBe('RUNNING');
    await expect.poll(() => statusOf('holder-default'), { timeout: 30_000 }).toBe('QUEUED');

    for (const name of ['urgent-e2e', 'holder-default']) await cancelThroughApi(name);
    expect(problems).toEqual([]);
  });
});
