import { type ChildProcess, execFile, spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { type Database, openDatabase } from '../../src/db/client.ts';
import { EmbeddedDatabaseLockedError, openEmbeddedDatabase } from '../../src/db/embedded.ts';
import { repoRoot } from '../../src/db/paths.ts';

const run = promisify(execFile);

/** A fresh folder holding a copy of the migrated template (or nothing), removed after the test. */
async function dataFolder(withTemplate = true): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'kb-embedded-'));
  const template = inject('embeddedTemplateDir');
  if (withTemplate && template)
    await cp(path.join(template, 'pgdata'), path.join(dir, 'pgdata'), { recursive: true });
  return dir;
}

/** Writes the folder's lock file as a (possibly dead) holder would have left it. */
async function writeLockFile(dataDir: string, pid: number): Promise<void> {
  await mkdir(dataDir, { recursive: true });
  const lock = { pid, nonce: randomUUID(), startedAt: new Date().toISOString() };
  await writeFile(path.join(dataDir, 'embedded.lock'), JSON.stringify(lock));
}

/** The pid of a process that has already exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', '']);
  return child.pid!;
}

describe('embedded database', () => {
  const folders: string[] = [];
  const open: Array<{ close(): Promise<void> }> = [];
  const children: ChildProcess[] = [];
  afterEach(async () => {
    for (const child of children.splice(0)) child.kill();
    for (const db of open.splice(0).reverse()) await db.close().catch(() => {});
    for (const dir of folders.splice(0)) await rm(dir, { recursive: true, force: true });
  });
  async function folder(withTemplate = true) {
    const dir = await dataFolder(withTemplate);
    folders.push(dir);
    return dir;
  }
  async function openDb(dataDir: string): Promise<Database> {
    const db = await openDatabase({ dataDir, migrate: true });
    open.push(db);
    return db;
  }

  it('is created, migrated and written to, and its data is still there after a close and a reopen', async () => {
    const dataDir = await folder(false);
    const first = await openDb(dataDir);
    expect(first.embedded).toBe(true);
    await first.prisma.user.create({ data: { email: 'kept@example.com', name: 'Kept' } });
    await first.close();
    expect(existsSync(path.join(dataDir, 'embedded.lock'))).toBe(false);
    expect(existsSync(path.join(dataDir, 'embedded.json'))).toBe(false);

    const second = await openDb(dataDir);
    const user = await second.prisma.user.findUnique({ where: { email: 'kept@example.com' } });
    expect(user?.name).toBe('Kept');
    // A fresh folder is migrated from nothing (CPU-bound in PGlite: about 5 s here, six times that on a loaded machine).
  }, 120_000);

  it('a second opener of the same folder in the same process connects through the running one', async () => {
    const dataDir = await folder();
    const owner = await openDb(dataDir);
    const lock = JSON.parse(await readFile(path.join(dataDir, 'embedded.lock'), 'utf8')) as { pid: number };
    expect(lock.pid).toBe(process.pid);

    const second = await openDb(dataDir);
    expect(second.url).toBe(owner.url);
    await second.prisma.project.create({ data: { name: 'through-the-socket' } });
    await second.close();

    expect(await owner.prisma.project.count({ where: { name: 'through-the-socket' } })).toBe(1);
  });

  it('another process (pnpm db:migrate) uses the database served by the running one', async () => {
    const dataDir = await folder();
    const owner = await openDb(dataDir);

    const { stdout, stderr } = await run(
      process.execPath,
      ['--import', 'tsx', path.join(repoRoot, 'server/src/cli/db.ts'), 'migrate'],
      {
        cwd: path.join(repoRoot, 'server'),
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
        timeout: 60_000,
      },
    );

    expect(stdout.trim()).toBe('no pending migrations');
    expect(stderr).toContain('served by another process');
    expect(await owner.prisma.user.count()).toBe(0);
  });

  it('processes starting at once on a fresh folder with a stale lock: one takes it over and migrates, the others go through it', async () => {
    const dataDir = await folder(false);
    await writeLockFile(dataDir, deadPid());
    const migrate = () =>
      run(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'server/src/cli/db.ts'), 'migrate'], {
        cwd: path.join(repoRoot, 'server'),
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
        timeout: 90_000,
      });

    const outputs = (await Promise.all([migrate(), migrate(), migrate()])).map((r) => r.stdout.trim()).sort();

    expect(outputs[0]).toMatch(/^applied: /);
    expect(outputs.slice(1)).toEqual(['no pending migrations', 'no pending migrations']);
    const db = await openDb(dataDir);
    const rows = await db.prisma.$queryRawUnsafe<Array<{ migration_name: string; finished: boolean }>>(
      'SELECT migration_name, finished_at IS NOT NULL AS finished FROM _prisma_migrations',
    );
    const names = outputs[0]!.replace('applied: ', '').split(', ');
    expect(rows.map((r) => r.migration_name).sort()).toEqual(names.sort());
    expect(rows.every((r) => r.finished)).toBe(true);
  }, 120_000);

  it('the loopback port admits only clients with the password kept in the owner-only embedded.json', async () => {
    const dataDir = await folder();
    const owner = await openDb(dataDir);
    const info = path.join(dataDir, 'embedded.json');
    expect((await stat(info)).mode & 0o777).toBe(0o600);

    const wrong = new URL(owner.url);
    wrong.password = 'guessed';
    const intruder = new pg.Client({ connectionString: wrong.toString(), connectionTimeoutMillis: 5_000 });
    await expect(intruder.connect()).rejects.toThrow(/password authentication failed/);
    await intruder.end().catch(() => {});

    const withoutPassword = new URL(owner.url);
    withoutPassword.password = '';
    const anonymous = new pg.Client({
      connectionString: withoutPassword.toString(),
      connectionTimeoutMillis: 5_000,
    });
    await expect(anonymous.connect()).rejects.toThrow();
    await anonymous.end().catch(() => {});

    expect(await owner.prisma.user.count()).toBe(0);
  });

  it('a folder held by a live process that does not serve it is refused with an error naming the folder and the pid', async () => {
    const dataDir = await folder();
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' });
    children.push(holder);
    await writeLockFile(dataDir, holder.pid!);

    const attempt = openEmbeddedDatabase({ dataDir, waitForHolderMs: 500 });

    await expect(attempt).rejects.toBeInstanceOf(EmbeddedDatabaseLockedError);
    await expect(attempt).rejects.toThrow(
      `the embedded database in ${dataDir} is locked by process ${holder.pid}`,
    );
    const lock = JSON.parse(await readFile(path.join(dataDir, 'embedded.lock'), 'utf8')) as { pid: number };
    expect(lock.pid).toBe(holder.pid);
  });

  it('a second server on a folder a server holds is refused at once, naming the folder and the pid', async () => {
    const dataDir = await folder();
    const server = await openEmbeddedDatabase({ dataDir, role: 'server' });
    open.push(server);

    const second = openEmbeddedDatabase({ dataDir, role: 'server', waitForHolderMs: 60_000 });

    await expect(second).rejects.toBeInstanceOf(EmbeddedDatabaseLockedError);
    await expect(second).rejects.toThrow(
      `the embedded database in ${dataDir} is locked by process ${process.pid} (a server is running on it)`,
    );
  });

  it('a server starting while a command holds the folder waits for the command and then owns it', async () => {
    const dataDir = await folder();
    const command = await openEmbeddedDatabase({ dataDir });
    open.push(command);

    let waiting: () => void = () => {};
    const told = new Promise<void>((resolve) => {
      waiting = resolve;
    });
    const logger = { info: (m: string) => m.startsWith('waiting for process') && waiting(), warn() {} };
    const server = openEmbeddedDatabase({ dataDir, role: 'server', logger });
    await told;
    await command.close();

    const owned = await server;
    open.push(owned);
    expect(owned.mode).toBe('owner');
    const lock = JSON.parse(await readFile(path.join(dataDir, 'embedded.lock'), 'utf8')) as { role: string };
    expect(lock.role).toBe('server');
  });

  it('an owner closing lets the processes connected through it finish their work', async () => {
    const dataDir = await folder();
    const owner = await openEmbeddedDatabase({ dataDir });
    open.push(owner);
    const client = await openDb(dataDir);
    await client.prisma.user.count();

    const ownerClosed = owner.close();
    await client.prisma.user.create({ data: { email: 'while-closing@example.com' } });
    expect(await client.prisma.user.count()).toBe(1);
    await client.close();
    await ownerClosed;

    const reopened = await openDb(dataDir);
    expect(await reopened.prisma.user.count()).toBe(1);
  });

  it('a stale lock left by a process that died is taken over', async () => {
    const dataDir = await folder();
    const dead = deadPid();
    await writeLockFile(dataDir, dead);

    const db = await openDb(dataDir);

    const lock = JSON.parse(await readFile(path.join(dataDir, 'embedded.lock'), 'utf8')) as { pid: number };
    expect(lock.pid).toBe(process.pid);
    await db.prisma.user.create({ data: { email: 'after-takeover@example.com' } });
    expect(await db.prisma.user.count()).toBe(1);
  });
});

describe('embedded database under concurrent use', () => {
  let dataDir: string;
  let db: Database;
  beforeAll(async () => {
    dataDir = await dataFolder();
    db = await openDatabase({ dataDir, migrate: true });
  });
  afterAll(async () => {
    await db?.close();
    await rm(dataDir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await db.prisma.projectMember.deleteMany();
    await db.prisma.project.deleteMany();
    await db.prisma.user.deleteMany();
  });

  it('many queries and transactions at once are queued, not refused', async () => {
    const user = await db.prisma.user.create({ data: { email: 'busy@example.com' } });
    const writes = Array.from({ length: 40 }, (_, i) =>
      db.prisma.$transaction(async (tx) => {
        const project = await tx.project.create({ data: { name: `p${i}` } });
        await tx.projectMember.create({ data: { projectId: project.id, userId: user.id, role: 'OWNER' } });
        return project.id;
      }),
    );
    const reads = Array.from({ length: 40 }, () => db.prisma.project.count());

    const results = await Promise.allSettled([...writes, ...reads]);

    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    expect(await db.prisma.project.count()).toBe(40);
    expect(await db.prisma.projectMember.count({ where: { userId: user.id } })).toBe(40);
  });

  it('queries keep working after failing queries on the same connections', async () => {
    await db.prisma.user.create({ data: { email: 'dup@example.com' } });
    const attempts = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        i % 2 === 0
          ? db.prisma.user.create({ data: { email: 'dup@example.com' } })
          : db.prisma.$queryRawUnsafe('SELECT 1 / 0'),
      ),
    );
    expect(attempts.every((a) => a.status === 'rejected')).toBe(true);

    const counts = await Promise.all(Array.from({ length: 20 }, () => db.prisma.user.count()));
    expect(counts).toEqual(Array(20).fill(1));
  });

  it('a rolled-back transaction leaves nothing behind while other queries wait for it', async () => {
    const failing = db.prisma.$transaction(async (tx) => {
      await tx.project.create({ data: { name: 'rolled-back' } });
      throw new Error('abort');
    });
    const meanwhile = db.prisma.project.create({ data: { name: 'committed' } });

    await expect(failing).rejects.toThrow('abort');
    await meanwhile;
    expect((await db.prisma.project.findMany()).map((p) => p.name)).toEqual(['committed']);
  });
});
