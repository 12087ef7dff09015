import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../src/db/paths.ts';
import { adminUrl, TEST_DATABASE_PREFIX } from '../db/postgres-admin.ts';
import { describePostgres } from '../helpers/database.ts';

// What the container image holds (scripts/assemble-runtime.mjs, run by the Dockerfile), assembled into a folder
// outside the repository and started with plain `node`: no tsx, no TypeScript, no dev dependency can be reached.

const run = promisify(execFile);
const SECRET_KEY = `v1:${randomBytes(32).toString('base64')}`;
const serverPackage = JSON.parse(readFileSync(path.join(repoRoot, 'server/package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

/** Every file under `dir`, relative, skipping node_modules. */
function filesOutsideNodeModules(dir: string, rel = ''): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(path.join(dir, rel), { withFileTypes: true })) {
    if (entry.name === 'node_modules') continue;
    const child = path.join(rel, entry.name);
    if (entry.isDirectory()) out.push(...filesOutsideNodeModules(dir, child));
    else out.push(child);
  }
  return out;
}

describe('the assembled runtime (what the Dockerfile copies)', () => {
  let scratch: string;
  let runtime: string;

  beforeAll(async () => {
    scratch = await mkdtemp(path.join(tmpdir(), 'kb-runtime-'));
    runtime = path.join(scratch, 'app');
    // Builds only when the sources changed since the last `pnpm build`, as `pnpm start` does.
    await run(process.execPath, [path.join(repoRoot, 'scripts/build.mjs'), '--if-needed'], {
      cwd: repoRoot,
      timeout: 300_000,
    });
    await run(process.execPath, [path.join(repoRoot, 'scripts/assemble-runtime.mjs'), runtime], {
      cwd: repoRoot,
      timeout: 300_000,
    });
  }, 600_000);
  afterAll(async () => {
    if (scratch) await rm(scratch, { recursive: true, force: true });
  });

  it('is what the Dockerfile copies: its final stage takes only the assembled folder, run as a non-root user', () => {
    const dockerfile = readFileSync(path.join(repoRoot, 'Dockerfile'), 'utf8');
    const stages = dockerfile.split(/^FROM /m).slice(1);
    expect(stages.length).toBeGreaterThanOrEqual(2);
    const build = stages[0]!;
    const final = stages.at(-1)!;
    expect(build).toMatch(/node scripts\/assemble-runtime\.mjs \/runtime/);
    expect(final.match(/^(COPY|ADD)\b.*$/gm)).toEqual(['COPY --from=build /runtime /app']);
    expect(final).toMatch(/^USER [1-9][0-9]*(:[0-9]+)?$/m);
    expect(final).toMatch(/^CMD \["node", "server\/dist\/main\.js"\]$/m);
  });

  it('holds the build, migrations, the web app and production dependencies only', () => {
    const files = filesOutsideNodeModules(runtime);
    expect(files).toContain(path.join('server', 'dist', 'main.js'));
    expect(files).toContain(path.join('server', 'dist', 'cli', 'admin.js'));
    expect(files).toContain(path.join('web', 'dist', 'index.html'));
    expect(files).toContain(path.join('cli', 'dist', 'kb.mjs'));
    expect(files).toContain(path.join('prisma', 'schema.prisma'));
    expect(
      files.filter((f) => f.startsWith(path.join('prisma', 'migrations')) && f.endsWith('.sql')),
    ).not.toEqual([]);
    // No TypeScript source outside node_modules: the server runs JavaScript.
    expect(files.filter((f) => /\.(c|m)?tsx?$/.test(f))).toEqual([]);
    const top = readdirSync(path.join(runtime, 'server/node_modules'))
      .filter((name) => !name.startsWith('.'))
      .flatMap((name) =>
        name.startsWith('@')
          ? readdirSync(path.join(runtime, 'server/node_modules', name)).map((n) => `${name}/${n}`)
          : [name],
      )
      .sort();
    expect(top).toEqual(Object.keys(serverPackage.dependencies).sort());
    // What the bundled kube-sim resolves at run time (its container shell's interpreter, loaded in a worker).
    expect(() => createRequire(path.join(runtime, 'server/dist/main.js')).resolve('just-bash')).not.toThrow();
    // Nor anywhere below: dev tooling would mask a run-time need for it.
    const store = readdirSync(path.join(runtime, 'server/node_modules/.pnpm'));
    for (const tool of ['tsx', 'typescript', 'esbuild', 'vite', 'prisma', 'vitest', 'kube-sim']) {
      expect(store.filter((entry) => entry.startsWith(`${tool}@`))).toEqual([]);
    }
  });

  describePostgres('started with plain node on PostgreSQL', () => {
    let databaseName: string;
    let databaseUrl: string;
    let child: ChildProcess | undefined;
    let exited: Promise<number | null>;
    const output: string[] = [];
    let url: string;

    const env = () => ({
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      SECRET_KEY,
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'warn',
      DATA_DIR: path.join(scratch, 'data'),
    });

    beforeAll(async () => {
      databaseName = `${TEST_DATABASE_PREFIX}${process.pid}_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5_000 });
      await admin.connect();
      try {
        // Empty: the built server applies the shipped migrations itself.
        await admin.query(`CREATE DATABASE "${databaseName}"`);
      } finally {
        await admin.end();
      }
      const u = new URL(adminUrl);
      u.pathname = `/${databaseName}`;
      databaseUrl = u.toString();

      child = spawn(process.execPath, ['server/dist/main.js'], {
        cwd: runtime,
        env: env(),
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout?.on('data', (d) => output.push(String(d)));
      child.stderr?.on('data', (d) => output.push(String(d)));
      exited = new Promise((resolve) => child!.once('exit', (code) => resolve(code)));
      const deadline = Date.now() + 120_000;
      for (;;) {
        const match = /kueue-batch is running at (http:\/\/\S+)/.exec(output.join(''));
        if (match) {
          url = match[1]!;
          break;
        }
        if (child.exitCode !== null) throw new Error(`the built server exited: ${output.join('')}`);
        if (Date.now() > deadline) throw new Error(`the built server did not start: ${output.join('')}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    }, 180_000);

    afterAll(async () => {
      if (child && child.exitCode === null) {
        child.kill('SIGKILL');
        await exited;
      }
      const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5_000 });
      await admin.connect();
      try {
        await admin.query(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`);
      } finally {
        await admin.end();
      }
    });

    it('answers GraphQL with a token from the built admin CLI, on simulated clusters it runs in-process', async () => {
      const { stdout } = await run(
        process.execPath,
        ['server/dist/cli/admin.js', 'token:create', '--email', 'ops@example.com', '--admin'],
        { cwd: runtime, env: env(), timeout: 60_000 },
      );
      const token = stdout.trim();
      expect(token).toMatch(/^kbt_/);
      const response = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({
          query:
            '{ viewer { email } availableClusters { name simulated health { status } limits { source } } }',
        }),
      });
      const body = (await response.json()) as {
        data?: {
          viewer: { email: string };
          availableClusters: {
            name: string;
            simulated: boolean;
            health: { status: string };
            limits: { source: string };
          }[];
        };
        errors?: unknown;
      };
      expect(body.errors).toBeUndefined();
      expect(body.data?.viewer.email).toBe('ops@example.com');
      const clusters = body.data?.availableClusters ?? [];
      expect(clusters.length).toBeGreaterThan(0);
      for (const cluster of clusters) {
        expect(cluster).toMatchObject({
          simulated: true,
          health: { status: 'REACHABLE' },
          limits: { source: 'KUEUE' },
        });
      }
    });

    it('serves the built web app, its scripts gzip-compressed', async () => {
      const index = await fetch(`${url}/projects`);
      expect(index.status).toBe(200);
      const html = await index.text();
      expect(html).toContain('<div id="root">');
      const script = /<script type="module"[^>]* src="([^"]+)"/.exec(html)?.[1];
      expect(script).toBeDefined();
      const asset = await fetch(`${url}${script}`, { headers: { 'accept-encoding': 'gzip' } });
      expect(asset.status).toBe(200);
      expect(asset.headers.get('content-encoding')).toBe('gzip');
      expect(existsSync(path.join(runtime, 'web/dist', `${script}.gz`))).toBe(true);
    });

    it('serves the command line it was built with at /cli/kb.mjs', async () => {
      const response = await fetch(`${url}/cli/kb.mjs`);
      expect(response.status).toBe(200);
      expect(
        Buffer.from(await response.arrayBuffer()).equals(readFileSync(path.join(runtime, 'cli/dist/kb.mjs'))),
      ).toBe(true);
    });

    it('stops on SIGTERM with exit code 0', async () => {
      child!.kill('SIGTERM');
      expect(await exited).toBe(0);
    }, 30_000);
  });
});
