import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';
import { PluginLoadError } from '../src/plugins/loader.ts';
import { startServer } from '../src/server.ts';

describe('configuration', () => {
  it('has working defaults for the embedded start', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 4000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      plugins: [],
      logLevel: 'info',
      clusterTimeoutMs: 2000,
      simulatedClusters: true,
    });
    expect(config.dataDir.endsWith('.data')).toBe(true);
  });

  it('believes forwarded headers only with TRUST_PROXY, which is off by default', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(() => loadConfig({ TRUST_PROXY: 'maybe' })).toThrow(/TRUST_PROXY: must be true or false/);
  });

  it('lists every problem at once and never echoes a value', () => {
    const secret = 'mysql://root:hunter2@db/prod';
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: secret, LOG_LEVEL: 'loud', CLUSTER_TIMEOUT_MS: '5' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const { problems, message } = error as ConfigError;
    expect(problems.map((p) => p.split(':')[0])).toEqual([
      'PORT',
      'DATABASE_URL',
      'LOG_LEVEL',
      'CLUSTER_TIMEOUT_MS',
    ]);
    expect(message).not.toContain('hunter2');
  });

  it('refuses a DATABASE_URL whose statement_cache_size is not a whole number, without echoing the URL', () => {
    expect(loadConfig({ DATABASE_URL: 'postgresql://db/kb?statement_cache_size=0' }).databaseUrl).toBe(
      'postgresql://db/kb?statement_cache_size=0',
    );
    expect(() =>
      loadConfig({ DATABASE_URL: 'postgresql://app:hunter2@db/kb?statement_cache_size=many' }),
    ).toThrow(/DATABASE_URL: statement_cache_size must be a whole number from 0 to 10000/);
    expect(() =>
      loadConfig({ DATABASE_URL: 'postgresql://app:hunter2@db/kb?statement_cache_size=many' }),
    ).not.toThrow(/hunter2/);
  });

  it('splits PLUGINS on commas', () => {
    expect(loadConfig({ PLUGINS: ' ./a.ts, pkg-b ,,' }).plugins).toEqual(['./a.ts', 'pkg-b']);
  });
});

describe('start-up', () => {
  it('stops with the plugin path and its error when a plugin fails to load', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'kb-plugin-'));
    try {
      const broken = path.join(dir, 'broken.mjs');
      await writeFile(broken, "throw new Error('missing ALLOWLIST_FILE');\n");
      const attempt = startServer({ dataDir: dir, plugins: [broken], port: 0, simulatedClusters: false });
      await expect(attempt).rejects.toBeInstanceOf(PluginLoadError);
      await expect(attempt).rejects.toThrow(`cannot load plugin "${broken}": missing ALLOWLIST_FILE`);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
