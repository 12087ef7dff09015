import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { type BrowserContext, chromium } from 'playwright-core';

export const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const browserAvailable = existsSync(chromiumPath);
/** CI sets REQUIRE_BROWSER=1: a missing browser then fails the suite instead of skipping it. */
export const browserRequired = process.env.REQUIRE_BROWSER === '1';

/** Builds the web app with Vite into a fresh folder, as `pnpm --filter web build` does. */
export async function buildWeb(): Promise<{ dist: string; remove(): Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'web-e2e-dist-'));
  const dist = path.join(dir, 'dist');
  const viteBin = path.join(webRoot, 'node_modules/vite/bin/vite.js');
  await promisify(execFile)(
    process.execPath,
    [viteBin, 'build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'warn'],
    { cwd: webRoot, timeout: 120_000 },
  );
  return { dist, remove: () => rm(dir, { recursive: true, force: true }) };
}

/** A headless Chromium from Debian with a throw-away profile. */
export async function launchBrowser(): Promise<{ context: BrowserContext; close(): Promise<void> }> {
  const profile = await mkdtemp(path.join(tmpdir(), 'web-e2e-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    headless: true,
    timeout: 60_000,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  context.setDefaultTimeout(15_000);
  context.setDefaultNavigationTimeout(30_000);
  return {
    context,
    async close() {
      await context.close().catch(() => {});
      await rm(profile, { recursive: true, force: true });
    },
  };
}
