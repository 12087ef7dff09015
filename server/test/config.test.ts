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
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    // One kind of header, the one the proxy in front writes; true is the common X-Forwarded-* kind.
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe('x-forwarded');
    expect(loadConfig({ TRUST_PROXY: 'x-forwarded' }).trustProxy).toBe('x-forwarded');
    expect(loadConfig({ TRUST_PROXY: 'forwarded' }).trustProxy).toBe('forwarded');
    expect(() => loadConfig({ TRUST_PROXY: 'maybe' })).toThrow(
      /TRUST_PROXY: must be false, true, x-forwarded or forwarded/,
    );
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

  it('reads the OpenID Connect settings, deriving the redirect URI from PUBLIC_URL', () => {
    expect(loadConfig({}).oidc).toBeNull();
    const config = loadConfig({
      PUBLIC_URL: 'https://batch.example.org/',
      OIDC_ISSUER: 'https://login.example.org/realms/staff',
      OIDC_CLIENT_ID: 'kueue-batch',
      OIDC_CLIENT_SECRET: 's3cret',
      OIDC_ADMIN_GROUPS: 'platform-admins, ops',
    });
    expect(config.publicUrl).toBe('https://batch.example.org');
    expect(config.oidc).toEqual({
      issuer: 'https://login.example.org/realms/staff',
      clientId: 'kueue-batch',
      clientSecret: 's3cret',
      redirectUri: 'https://batch.example.org/auth/oidc/callback',
      scopes: ['openid', 'email', 'profile'],
      adminGroups: ['platform-admins', 'ops'],
      groupsClaim: 'groups',
      providerName: 'login.example.org',
      timeoutMs: 5000,
    });
    // A public client (no secret), a loopback http issuer, another groups claim and a display name.
    expect(
      loadConfig({
        PUBLIC_URL: 'http://127.0.0.1:4000',
        OIDC_ISSUER: 'http://127.0.0.1:9000',
        OIDC_CLIENT_ID: 'kb',
        OIDC_SCOPES: 'openid email groups',
        OIDC_GROUPS_CLAIM: 'roles',
        OIDC_PROVIDER_NAME: 'Example SSO',
      }).oidc,
    ).toMatchObject({
      clientSecret: undefined,
      scopes: ['openid', 'email', 'groups'],
      groupsClaim: 'roles',
      adminGroups: null,
      providerName: 'Example SSO',
    });
  });

  it('lists every OpenID Connect problem at once with the other settings, never echoing the secret', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        OIDC_ISSUER: 'http://login.example.org',
        OIDC_CLIENT_SECRET: 'hunter2',
        OIDC_SCOPES: 'email profile',
        OIDC_ADMIN_GROUPS: ' , ',
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems).toEqual([
      'PORT: must be a whole number',
      'OIDC_ISSUER: must be https:// (http:// only for a loopback address)',
      'OIDC_CLIENT_ID: is required with OIDC_ISSUER',
      'PUBLIC_URL: is required with OIDC_ISSUER (the redirect URI is PUBLIC_URL + /auth/oidc/callback)',
      'OIDC_SCOPES: must include openid',
      'OIDC_ADMIN_GROUPS: must name at least one group (comma-separated)',
    ]);
    expect((error as ConfigError).message).not.toContain('hunter2');
    expect(() => loadConfig({ OIDC_CLIENT_ID: 'kb', PUBLIC_URL: 'ftp://x' })).toThrow(
      /PUBLIC_URL: must be an http:\/\/ or https:\/\/ URL[\s\S]*OIDC_CLIENT_ID: is set but OIDC_ISSUER is not/,
    );
    for (const issuer of ['http://localhost:8080', 'http://[::1]:8080', 'http://127.0.0.2']) {
      expect(
        loadConfig({ OIDC_ISSUER: issuer, OIDC_CLIENT_ID: 'kb', PUBLIC_URL: 'http://localhost' }).oidc
          ?.issuer,
      ).toBe(issuer);
    }
    expect(() =>
      loadConfig({
        OIDC_ISSUER: 'https://login.example.org?x=1',
        OIDC_CLIENT_ID: 'kb',
        PUBLIC_URL: 'https://a.example',
      }),
    ).toThrow(/OIDC_ISSUER: must not carry a query/);
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
