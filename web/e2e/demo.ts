import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { type RunningServer, type StartOptions, startServer } from '../../server/src/server.ts';
import { createApiToken } from '../../server/src/services/tokens.ts';
import { buildWeb, launchBrowser } from './browser.ts';

// E2E_SCREENSHOTS=<folder> keeps screenshots of the pages a suite visits, to look at them.
const screenshotDir = process.env.E2E_SCREENSHOTS;

/** A full-page screenshot (with `variants`: also dark and 390 px wide), when E2E_SCREENSHOTS is set. */
export async function screenshot(page: Page, name: string, { variants = false } = {}) {
  if (!screenshotDir) return;
  await mkdir(screenshotDir, { recursive: true });
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: true });
  if (!variants) return;
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.screenshot({ path: path.join(screenshotDir, `${name}-dark.png`), fullPage: true });
  await page.emulateMedia({ colorScheme: 'light' });
  const size = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: path.join(screenshotDir, `${name}-narrow.png`), fullPage: true });
  if (size) await page.setViewportSize(size);
}

/** What is on screen (not the whole page), when E2E_SCREENSHOTS is set. */
export async function screenshotViewport(page: Page, name: string) {
  if (!screenshotDir) return;
  await mkdir(screenshotDir, { recursive: true });
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`) });
}

/**
 * The real server on a loopback port, on the embedded database in `dataDir` (nothing shared with other suites,
 * nothing needed but Node), serving the built web app, with nothing from the surrounding environment: no
 * DATABASE_URL, KUBECONFIG, plugins or GraphiQL. E2E_SERVER_LOG_LEVEL=error shows what it logged when a step fails.
 */
export function startWebServer(
  dataDir: string,
  webDist: string,
  options: StartOptions = {},
): Promise<RunningServer> {
  return startServer({
    logLevel: (process.env.E2E_SERVER_LOG_LEVEL as 'error' | undefined) ?? 'silent',
    port: 0,
    host: '127.0.0.1',
    dataDir,
    databaseUrl: undefined,
    webDist,
    simulatedClusters: false,
    kubeconfigPath: undefined,
    plugins: [],
    graphiql: false,
    ...options,
  });
}

export interface DemoSession {
  server: RunningServer;
  page: Page;
  /** admin@example.com's API token, the one the page signed in with. */
  token: string;
  /** Page errors and console errors (other than the sign-in page's 401) seen so far. */
  problems: string[];
  close(): Promise<void>;
}

/**
 * The built web app served by a real server on its embedded database with no cluster registered and no KUBECONFIG
 * (so it starts the kube-sim demo clusters and the "Demo" project owned by admin@example.com), and a Chromium page
 * signed in as that admin, on the projects page.
 */
export async function openDemoSession(name: string, options: StartOptions = {}): Promise<DemoSession> {
  const web = await buildWeb();
  const dataDir = await mkdtemp(path.join(tmpdir(), `web-e2e-${name}-`));
  let server: RunningServer | undefined;
  let browser: Awaited<ReturnType<typeof launchBrowser>> | undefined;
  const close = async () => {
    await browser?.close();
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
    await web.remove();
  };
  try {
    server = await startWebServer(dataDir, web.dist, {
      simulatedClusters: true,
      // The slow demo cluster answers in ~600 ms; leave room on a busy machine so its limits stay live.
      clusterTimeoutMs: 10_000,
      ...options,
    });
    const { token } = await createApiToken(server.prisma, { email: 'admin@example.com' });
    browser = await launchBrowser();
    const page = await browser.context.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error' && !message.text().includes('401')) problems.push(message.text());
    });
    await page.goto(`${server.url}/`);
    await page.getByLabel('API token').fill(token);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Projects', exact: true }).waitFor();
    return { server, page, token, problems, close };
  } catch (error) {
    await close().catch(() => {});
    throw error;
  }
}
