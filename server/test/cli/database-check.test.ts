import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { runAdmin } from '../../src/cli/admin.ts';
import { describePostgresUrl } from '../../src/cli/database-check.ts';
import { openEmbeddedDatabase } from '../../src/db/embedded.ts';

/** Runs one admin command in this process, returning its exit code and what it printed. */
async function admin(...argv: string[]): Promise<{ code: number; stdout: string[]; stderr: string[] }> {
  const stdout: string[] = [];
  const stderr: string[] = [];
  const out = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
    stdout.push(...String(chunk).split('\n').filter(Boolean));
    return true;
  });
  const err = vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
    stderr.push(...String(chunk).split('\n').filter(Boolean));
    return true;
  });
  try {
    return { code: await runAdmin(argv), stdout, stderr };
  } finally {
    out.mockRestore();
    err.mockRestore();
  }
}

async function listen(handler: RequestListener): Promise<{ server: Server; port: number }> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

describe('the admin command line says which database it writes to', { timeout: 120_000 }, () => {
  const saved = { ...process.env };
  const dirs: string[] = [];
  let quietPort: number;
  let otherServer: { server: Server; port: number };

  const freshDir = async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'kb-admin-db-'));
    dirs.push(dir);
    return dir;
  };
  const useDir = (dir: string, port: number) => {
    process.env = { ...saved, DATA_DIR: dir, PORT: String(port), LOG_LEVEL: 'warn' };
    delete process.env.DATABASE_URL;
    delete process.env.SECRET_KEY;
  };

  beforeAll(async () => {
    // A port nobody answers on (taken, then let go), and a server answering /healthz as ours does.
    const quiet = await listen(() => {});
    quietPort = quiet.port;
    await new Promise((resolve) => quiet.server.close(resolve));
    otherServer = await listen((req, res) => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(req.url === '/healthz' ? { ok: true } : {}));
    });
  });
  afterEach(() => {
    process.env = saved;
  });
  afterAll(async () => {
    await new Promise((resolve) => otherServer.server.close(resolve));
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  it('a first command on a new folder warns that it created a database no server uses; the next one says which it uses', async () => {
    const dir = await freshDir();
    useDir(dir, quietPort);
    const created = await admin('token:create', '--email', 'first@example.com');
    expect(created.code).toBe(0);
    expect(created.stdout).toHaveLength(1);
    expect(created.stderr).toEqual([
      `warning: created a new embedded database in ${dir}; no server uses it yet: start one with this DATA_DIR (pnpm start) to use what this command writes`,
      'token for first@example.com; it is shown only once:',
    ]);
    const listed = await admin('cluster:list');
    expect(listed).toMatchObject({ code: 0, stdout: [] });
    expect(listed.stderr).toEqual([
      `admin: using the embedded database in ${dir} (no server is running on it now)`,
      'no clusters registered',
    ]);
  });

  it('is refused, writing nothing, when its folder has no server while a server answers on PORT', async () => {
    const dir = await freshDir();
    useDir(dir, otherServer.port);
    const refused = await admin('token:create', '--email', 'lost@example.com');
    expect(refused.code).toBe(2);
    expect(refused.stdout).toEqual([]);
    expect(refused.stderr.join('\n')).toContain(
      `error: the embedded database in ${dir} has no server running on it, but a server answers on http://127.0.0.1:${otherServer.port}: it uses another database`,
    );
    expect(existsSync(path.join(dir, 'pgdata'))).toBe(false);
  });

  it('names the server process serving its folder, and goes through it', async () => {
    const dir = await freshDir();
    useDir(dir, otherServer.port);
    // The server role holds the folder as `pnpm start` does (here in this process: its pid is ours).
    const served = await openEmbeddedDatabase({ dataDir: dir, role: 'server' });
    try {
      const created = await admin('user:create', '--email', 'served@example.com');
      expect(created.code).toBe(0);
      expect(created.stderr[0]).toBe(
        `admin: using the embedded database in ${dir}, served by the running server (pid ${process.pid})`,
      );
    } finally {
      await served.close();
    }
  });
});

describe('a DATABASE_URL is named without its credentials', () => {
  it('keeps scheme, host, port and database, never user or password', () => {
    expect(describePostgresUrl('postgresql://batch:s3cret@db.internal:5433/kueue?sslmode=require')).toBe(
      'postgresql://db.internal:5433/kueue',
    );
    expect(describePostgresUrl('not a url')).toBe('an unparsable DATABASE_URL');
  });
});
