// @vitest-environment node
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordIntervals } from '../../server/src/services/usage/ledger.ts';
import { axeViolationsInBothThemes } from './axe.ts';
import { browserAvailable } from './browser.ts';
import { type DemoSession, openDemoSession, screenshot } from './demo.ts';

const H = 3600_000;
const DAY = 24 * H;

/**
 * The usage page in Chromium against the real server: a month of ledger rows written by the ledger's own writer
 * (every day of last month: 2 GPUs for 3 h on one demo cluster, 8 cores for 5 h on another), prices and a hard
 * budget, then the page: the chart's bars per day and cluster, the table, the CSV, by flavor, GPU-hours; the budget
 * bar on the project page.
 */
describe.skipIf(!browserAvailable)('usage page in a real browser', { timeout: 120_000 }, () => {
  let demo: DemoSession;
  let page: Page;
  let projectId: string;
  let first: { id: string; name: string };
  let second: { id: string; name: string };
  const now = new Date();
  const from = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1);
  const to = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1);
  const days = Math.round((to - from) / DAY);

  beforeAll(async () => {
    demo = await openDemoSession('usage');
    ({ page } = demo);
    const prisma = demo.server.prisma;
    const project = await prisma.project.findFirstOrThrow({ where: { name: 'Demo' } });
    projectId = project.id;
    const clusters = await prisma.cluster.findMany({ orderBy: { sortOrder: 'asc' }, take: 2 });
    first = clusters[0]!;
    second = clusters[1]!;
    const admin = await prisma.user.findUniqueOrThrow({ where: { email: 'admin@example.com' } });
    const proc = await prisma.process.create({
      data: { projectId, name: 'usage-history', createdById: admin.id },
    });
    const version = await prisma.processVersion.create({
      data: {
        processId: proc.id,
        version: 1,
        image: 'busybox:1.36',
        command: [],
        args: [],
        cpu: '8',
        memory: '1Gi',
        cpuMillis: 8000n,
        memoryBytes: 1024n ** 3n,
        clusterId: first.id,
        limitsSnapshot: {},
        createdById: admin.id,
        status: 'SUCCEEDED',
      },
    });
    await prisma.flavorPrice.createMany({
      data: [
        { clusterId: first.id, flavor: 'a100', resource: 'nvidia.com/gpu', pricePerHour: 2.5 },
        { clusterId: second.id, flavor: 'standard', resource: 'cpu', pricePerHour: 0.04 },
      ],
    });
    await prisma.projectBudget.create({ data: { projectId, unit: 'COST', limit: 500, hard: true } });
    const at = (d: number, h: number) => new Date(from + d * DAY + h * H);
    for (let d = 0; d < days; d++) {
      const common = { versionId: version.id, projectId, userId: admin.id };
      await recordIntervals(prisma, first.id, [
        {
          ...common,
          key: `e2e/gpu/${d}`,
          startedAt: at(d, 9),
          endedAt: at(d, 12),
          resources: [{ resource: 'nvidia.com/gpu', quantity: 2, flavor: 'a100' }],
        },
      ]);
      await recordIntervals(prisma, second.id, [
        {
          ...common,
          key: `e2e/cpu/${d}`,
          startedAt: at(d, 13),
          endedAt: at(d, 18),
          resources: [{ resource: 'cpu', quantity: 8, flavor: 'standard' }],
        },
      ]);
    }
  }, 240_000);

  afterAll(async () => {
    await demo?.close();
  }, 60_000);

  it('the project page shows the budget bar; the usage page draws last month by cluster, with table and CSV', async () => {
    await page.goto(`${demo.server.url}/projects/${projectId}`);
    const bar = page.getByRole('region', { name: 'Monthly budget' });
    await expect
      .poll(() => bar.textContent(), { timeout: 15_000 })
      .toMatch(/Hard budget this month: 500\.00 EUR/);
    await bar.getByRole('link', { name: 'Usage and cost' }).click();
    await page.getByRole('heading', { level: 1, name: /^Usage · / }).waitFor();
    await page.getByRole('button', { name: '← Previous month' }).click();
    const month = new Date(from).toLocaleDateString('en', {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    await page.getByRole('heading', { level: 1, name: `Usage · ${month}` }).waitFor();
    // Cost per day: 2 GPUs × 3 h × 2.50 = 15.00 on the first cluster, 8 cores × 5 h × 0.04 = 1.60 on the second.
    const total = 16.6 * days;
    await page.getByText(`Total cost ${total.toFixed(2)} EUR`, { exact: false }).waitFor();
    const chart = page.getByTestId('usage-chart');
    await expect.poll(() => chart.locator('rect').count()).toBe(2 * days);
    expect(await chart.getAttribute('aria-label')).toBe(
      `EUR per day: ${total.toFixed(2)} EUR over ${days} days`,
    );
    const legend = await page.locator('.usage-chart__legend').textContent();
    expect(legend).toContain(first.name);
    expect(legend).toContain(second.name);
    const firstDay = new Date(from).toISOString().slice(0, 10);
    expect(
      await chart.locator(`g[data-day="${firstDay}"] rect[data-series="${first.name}"] title`).textContent(),
    ).toBe(`${firstDay} · ${first.name}: 15.00 EUR`);
    const rows = page.getByRole('table', { name: 'Usage by day' }).locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(2 * days);
    await screenshot(page, 'usage-month', { variants: true });
    expect(await axeViolationsInBothThemes(page)).toEqual([]);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    const csv = await readFile((await download.path())!, 'utf8');
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toBe('day,cluster,resource,resource_seconds,hours,cost_EUR');
    expect(lines).toHaveLength(1 + 2 * days);
    expect(lines).toContain(`${firstDay},${first.name},nvidia.com/gpu,21600,6,15`);

    // GPU-hours by flavor: 6 a day, all on a100.
    await page.getByRole('combobox', { name: 'By' }).selectOption('FLAVOR');
    await page.getByRole('combobox', { name: 'Show' }).selectOption('nvidia.com/gpu');
    await expect
      .poll(() => chart.getAttribute('aria-label'))
      .toBe(`nvidia.com/gpu hours per day: ${(6 * days).toFixed(1)} over ${days} days`);
    expect(await page.locator('.usage-chart__legend').textContent()).toMatch(/a100.*standard/);
    expect(await chart.locator('rect[data-series="a100"]').count()).toBe(days);
    expect(demo.problems).toEqual([]);
  });

  it('fits a 390 px phone: the table is re-laid as a block per row, nothing scrolls sideways', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      const table = page.getByRole('table', { name: 'Usage by day' });
      await table.waitFor();
      const widths = await page.evaluate(() => {
        const card = document.querySelector('.usage-table')!;
        const row = card.querySelector('tbody tr')!;
        return {
          page: document.documentElement.scrollWidth,
          inner: window.innerWidth,
          // The card may scroll on its own (a wide table elsewhere does): here nothing in it is wider than it.
          card: card.scrollWidth,
          cardVisible: card.clientWidth,
          rowHeight: row.getBoundingClientRect().height,
          cellHeight: row.querySelector('td')!.getBoundingClientRect().height,
        };
      });
      expect(widths.page).toBeLessThanOrEqual(widths.inner);
      expect(widths.card).toBeLessThanOrEqual(widths.cardVisible);
      // Stacked: the day is a line of its own above the row's other cells.
      expect(widths.rowHeight).toBeGreaterThan(1.5 * widths.cellHeight);
      // Each cell says which column it is, as the header row is not shown.
      expect(await table.locator('tbody tr').first().innerText()).toMatch(
        /Flavor\s+a100[\s\S]*Resource\s+nvidia\.com\/gpu/,
      );
      await screenshot(page, 'usage-month-390');
      expect(await axeViolationsInBothThemes(page)).toEqual([]);
    } finally {
      await page.setViewportSize({ width: 1280, height: 900 });
    }
  });
});
