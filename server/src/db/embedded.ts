import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, unlinkSync } from 'node:fs';
import { open, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { ensurePrivateDir, makePrivateTree } from './private-dir.ts';
import { WireServer } from './wire-server.ts';

/**
 * The socket server refuses connections beyond this; it must stay well above every pool that connects (the
 * server's, the admin command line's, the schema engine's), or reconnects after a query error fail.
 */
export const EMBEDDED_MAX_CONNECTIONS = 100;
/** Pool size recommended for clients of the embedded database: PGlite runs one query at a time anyway. */
export const EMBEDDED_POOL_MAX = 5;

const LOCK_FILE = 'embedded.lock';
const INFO_FILE = 'embedded.json';
const PGDATA = 'pgdata';
/** How long a second process waits for the holder of the lock to start serving. */
const WAIT_FOR_HOLDER_MS = 30_000;
const PROBE_TIMEOUT_MS = 3_000;
/** On close, how long the owner lets other processes' connections finish before dropping them. */
const CLIENT_GRACE_MS = 10_000;
/** A lock file still unreadable after this long was left by a crash during its write. */
const UNREADABLE_LOCK_MS = 5_000;
/** A takeover guard older than this was left by a process that died while taking over. */
const STALE_GUARD_MS = 10_000;

export interface EmbeddedLogger {
  info(message: string): void;
  warn(message: string): void;
}

export interface EmbeddedDatabase {
  /** postgresql:// URL of the loopback port serving the database. */
  url: string;
  /** 'owner': this process opened the folder and serves it; 'client': another process serves it. */
  mode: 'owner' | 'client';
  dataDir: string;
  close(): Promise<void>;
}

/** 'server': a long-running server owns the folder; 'tool': a short command (admin, migrate) does. */
export type EmbeddedRole = 'server' | 'tool';

interface LockContent {
  pid: number;
  nonce: string;
  startedAt: string;
  role?: EmbeddedRole;
}

interface ServingInfo {
  pid: number;
  nonce: string;
  host: string;
  port: number;
  password: string;
}

export class EmbeddedDatabaseLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holderPid: number,
    reason: string,
  ) {
    super(
      `the embedded database in ${dataDir} is locked by process ${holderPid} (${reason}); ` +
        'stop that process, or set DATABASE_URL or DATA_DIR to use another database',
    );
    this.name = 'EmbeddedDatabaseLockedError';
  }
}

/** True when a process with this pid exists (EPERM: it exists but belongs to someone else). */
export function isProcessAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function urlFor(host: string, port: number, password: string): string {
  return `postgresql://postgres:${password}@${host}:${port}/postgres`;
}

async function readJson<T>(file: string): Promise<T | undefined> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as T;
  } catch {
    return undefined;
  }
}

async function canConnect(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: PROBE_TIMEOUT_MS });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** Creates the lock file exclusively; false when one exists already. */
async function tryCreateLock(lockPath: string, content: LockContent): Promise<boolean> {
  try {
    const handle = await open(lockPath, 'wx', 0o600);
    try {
      await handle.writeFile(JSON.stringify(content));
    } finally {
      await handle.close();
    }
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

type LockOutcome = { kind: 'acquired'; lock: LockContent } | { kind: 'served'; url: string };

async function ageMs(file: string): Promise<number> {
  try {
    return Date.now() - (await stat(file)).mtimeMs;
  } catch {
    return 0;
  }
}

/**
 * Removes the lock file if `isStillStale` holds, under a second exclusive file so that two processes taking
 * over the same stale lock cannot remove each other's fresh one.
 */
async function removeStaleLock(lockPath: string, isStillStale: () => Promise<boolean>): Promise<void> {
  const guard = `${lockPath}.takeover`;
  const mine: LockContent = { pid: process.pid, nonce: randomUUID(), startedAt: new Date().toISOString() };
  if (await tryCreateLock(guard, mine)) {
    try {
      if (await isStillStale()) await unlink(lockPath).catch(() => {});
    } finally {
      await unlink(guard).catch(() => {});
    }
  } else if ((await ageMs(guard)) > STALE_GUARD_MS) {
    await unlink(guard).catch(() => {});
  } else {
    await sleep(50);
  }
}

/**
 * Takes the folder's lock, or finds the live process holding it and the port it serves the database on.
 * A lock whose pid is dead is stale and taken over.
 */
async function acquireOrFindServer(
  dataDir: string,
  role: EmbeddedRole,
  waitForHolderMs: number,
  logger?: EmbeddedLogger,
): Promise<LockOutcome> {
  const lockPath = path.join(dataDir, LOCK_FILE);
  const infoPath = path.join(dataDir, INFO_FILE);
  const deadline = Date.now() + waitForHolderMs;
  let toldWaiting = false;
  for (;;) {
    const mine: LockContent = {
      pid: process.pid,
      nonce: randomUUID(),
      startedAt: new Date().toISOString(),
      role,
    };
    if (await tryCreateLock(lockPath, mine)) return { kind: 'acquired', lock: mine };

    const holder = await readJson<LockContent>(lockPath);
    if (holder === undefined) {
      // Being written right now, or garbage left by a crash during the write.
      if ((await ageMs(lockPath)) > UNREADABLE_LOCK_MS) {
        await removeStaleLock(lockPath, async () => {
          const stillUnreadable = (await readJson<LockContent>(lockPath)) === undefined;
          if (stillUnreadable) logger?.warn(`removing the unreadable lock file ${lockPath}`);
          return stillUnreadable;
        });
      } else {
        await sleep(100);
      }
      continue;
    }
    if (!isProcessAlive(holder.pid)) {
      await removeStaleLock(lockPath, async () => {
        const stillStale = (await readJson<LockContent>(lockPath))?.nonce === holder.nonce;
        if (stillStale) logger?.warn(`taking over the stale lock of process ${holder.pid} on ${dataDir}`);
        return stillStale;
      });
      continue;
    }
    if (role === 'server') {
      // A server must own its folder; a second server is refused, a short command is waited for.
      if (holder.role === 'server' || Date.now() > deadline) {
        throw new EmbeddedDatabaseLockedError(
          dataDir,
          holder.pid,
          holder.role === 'server' ? 'a server is running on it' : 'a command is still using it',
        );
      }
      if (!toldWaiting) {
        logger?.info(`waiting for process ${holder.pid} (a command) to release ${dataDir}`);
        toldWaiting = true;
      }
      await sleep(200);
      continue;
    }
    const info = await readJson<ServingInfo>(infoPath);
    if (info && info.nonce === holder.nonce) {
      const url = urlFor(info.host, info.port, info.password);
      if (await canConnect(url)) return { kind: 'served', url };
    }
    if (Date.now() > deadline) {
      throw new EmbeddedDatabaseLockedError(
        dataDir,
        holder.pid,
        info ? 'it does not answer on its loopback port' : 'it does not serve it on a loopback port',
      );
    }
    await sleep(200);
  }
}

async function serve(
  db: PGlite,
): Promise<{ server: WireServer; host: string; port: number; password: string }> {
  // Other local users can reach a loopback port: only holders of the password (in a 0600 file) get in.
  const password = randomBytes(24).toString('base64url');
  const server = new WireServer(db, { maxConnections: EMBEDDED_MAX_CONNECTIONS, password });
  const port = await server.listen('127.0.0.1');
  return { server, host: '127.0.0.1', port, password };
}

/**
 * Opens the embedded PGlite database stored in `dataDir/pgdata` and serves it on a loopback port, holding the
 * folder's lock. When another live process already serves that folder, connects through it instead.
 */
export async function openEmbeddedDatabase(options: {
  dataDir: string;
  logger?: EmbeddedLogger;
  /**
   * 'server' (default 'tool'): must own the folder, refused when another server holds it. A 'tool' (admin
   * command line, migrate) goes through the loopback port of whichever process holds the folder.
   */
  role?: EmbeddedRole;
  /** How long to wait for a live lock holder to serve (or, for a server, to release) the folder (default 30 s). */
  waitForHolderMs?: number;
  /**
   * Run by the owner before other processes are told the port (e.g. migrations): PGlite has a single session,
   * so the schema engine's advisory lock cannot keep two processes from migrating at once.
   */
  prepare?: (url: string) => Promise<void>;
}): Promise<EmbeddedDatabase> {
  const dataDir = path.resolve(options.dataDir);
  await ensurePrivateDir(dataDir);
  const outcome = await acquireOrFindServer(
    dataDir,
    options.role ?? 'tool',
    options.waitForHolderMs ?? WAIT_FOR_HOLDER_MS,
    options.logger,
  );
  if (outcome.kind === 'served') {
    options.logger?.info(`using the embedded database served by another process for ${dataDir}`);
    return { url: outcome.url, mode: 'client', dataDir, close: async () => {} };
  }

  const { lock } = outcome;
  const lockPath = path.join(dataDir, LOCK_FILE);
  const infoPath = path.join(dataDir, INFO_FILE);
  // Only ever remove our own files: after a takeover they may belong to another process.
  const removeIfOurs = (file: string) => {
    try {
      if ((JSON.parse(readFileSync(file, 'utf8')) as { nonce?: string }).nonce === lock.nonce)
        unlinkSync(file);
    } catch {
      // already gone
    }
  };
  const releaseSync = () => {
    removeIfOurs(infoPath);
    removeIfOurs(lockPath);
  };
  const onExit = () => releaseSync();
  process.once('exit', onExit);

  let db: PGlite | undefined;
  let server: WireServer | undefined;
  try {
    mkdirSync(path.join(dataDir, PGDATA), { recursive: true, mode: 0o700 });
    await makePrivateTree(dataDir);
    db = await PGlite.create({ dataDir: path.join(dataDir, PGDATA) });
    await makePrivateTree(dataDir);
    const served = await serve(db);
    server = served.server;
    await options.prepare?.(urlFor(served.host, served.port, served.password));
    const info: ServingInfo = {
      pid: process.pid,
      nonce: lock.nonce,
      host: served.host,
      port: served.port,
      password: served.password,
    };
    const tmp = `${infoPath}.${process.pid}.tmp`;
    await writeFile(tmp, JSON.stringify(info), { mode: 0o600 });
    await rename(tmp, infoPath);
    options.logger?.info(`embedded database in ${dataDir} served on ${served.host}:${served.port}`);
    let closing: Promise<void> | undefined;
    return {
      url: urlFor(served.host, served.port, served.password),
      mode: 'owner',
      dataDir,
      close() {
        closing ??= (async () => {
          try {
            // New clients find no port and wait for the lock; connected ones get a moment to finish.
            removeIfOurs(infoPath);
            await served.server.close(CLIENT_GRACE_MS);
            await db?.close();
          } finally {
            releaseSync();
            process.removeListener('exit', onExit);
          }
        })();
        return closing;
      },
    };
  } catch (error) {
    await server?.close().catch(() => {});
    await db?.close().catch(() => {});
    releaseSync();
    process.removeListener('exit', onExit);
    throw error;
  }
}

/** An in-memory PGlite served on a loopback port, gone when closed (shadow databases, tests). */
export async function startEphemeralDatabase(): Promise<{ url: string; close(): Promise<void> }> {
  const db = await PGlite.create();
  const { server, host, port, password } = await serve(db);
  let closing: Promise<void> | undefined;
  return {
    url: urlFor(host, port, password),
    close() {
      closing ??= (async () => {
        await server.close();
        await db.close();
      })();
      return closing;
    },
  };
}
