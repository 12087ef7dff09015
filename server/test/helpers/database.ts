import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describe, inject, TestRunner } from 'vitest';
import { openDatabase } from '../../src/db/client.ts';
import type { PrismaClient } from '../../src/generated/prisma/client.ts';
import {
  adminUrl,
  describeAdminUrl,
  probePostgres,
  requirePostgres,
  TEST_DATABASE_PREFIX,
} from '../db/postgres-admin.ts';

declare module 'vitest' {
  interface ProvidedContext {
    /** A migrated embedded data folder to copy (built once by test/global-setup.ts), or '' when none. */
    embeddedTemplateDir: string;
  }
}

export interface TestDatabase {
  prisma: PrismaClient;
  url: string;
  embedded: boolean;
  /** Closes the client and removes the database (or the embedded data folder). */
  drop(): Promise<void>;
}

/** True when PostgreSQL is reachable; when it is not, suites on it skip (or the run fails if REQUIRE_POSTGRES=1). */
export const postgresAvailable = await probePostgres();
if (!postgresAvailable) {
  if (requirePostgres) {
    throw new Error(`REQUIRE_POSTGRES=1 but PostgreSQL is not reachable at ${describeAdminUrl()}`);
  }
  console.warn(
    `notice: PostgreSQL is not reachable at ${describeAdminUrl()}: tests on real PostgreSQL are skipped ` +
      '(set TEST_DATABASE_URL, or REQUIRE_POSTGRES=1 to fail instead)',
  );
}

/** `describe`, skipped with the notice above when PostgreSQL is unreachable. */
export const describePostgres = describe.skipIf(!postgresAvailable);

function unreachable(): never {
  const note = `PostgreSQL is not reachable at ${describeAdminUrl()}`;
  // Inside a test, skip it; in a hook there is no way to skip, so say how (describePostgres).
  TestRunner.getCurrentTest()?.context.skip(note);
  throw new Error(`${note}: wrap the suite in describePostgres (or check postgresAvailable) to skip it`);
}

/**
 * A fresh, migrated database for one test file or suite: a uniquely named database on real PostgreSQL, or with
 * `{ embedded: true }` the embedded PGlite database in a temporary folder (see createEmbeddedTestDatabase).
 */
export async function createTestDatabase(options: { embedded?: boolean } = {}): Promise<TestDatabase> {
  if (options.embedded) return createEmbeddedTestDatabase();
  if (!postgresAvailable) unreachable();
  const name = `${TEST_DATABASE_PREFIX}${process.pid}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5_000 });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const drop = async () => {
    const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5_000 });
    await client.connect();
    try {
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    } finally {
      await client.end();
    }
  };
  try {
    const db = await openDatabase({ databaseUrl: url.toString(), dataDir: '', migrate: true, poolMax: 5 });
    return {
      prisma: db.prisma,
      url: db.url,
      embedded: false,
      async drop() {
        try {
          await db.close();
        } finally {
          await drop();
        }
      },
    };
  } catch (error) {
    await drop().catch(() => {});
    throw error;
  }
}

/**
 * The embedded database (PGlite served on a loopback port, exactly as the server opens it) in a fresh temporary
 * folder, migrated. Starts from a copy of the migrated template folder when global setup built one (initdb is slow).
 */
export async function createEmbeddedTestDatabase(): Promise<TestDatabase & { dataDir: string }> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'kb-embedded-test-'));
  let template = '';
  try {
    template = inject('embeddedTemplateDir');
  } catch {
    // not running under the server project's global setup
  }
  try {
    if (template) await cp(path.join(template, 'pgdata'), path.join(dataDir, 'pgdata'), { recursive: true });
    const db = await openDatabase({ dataDir, migrate: true });
    return {
      prisma: db.prisma,
      url: db.url,
      embedded: true,
      dataDir,
      async drop() {
        try {
          await db.close();
        } finally {
          await rm(dataDir, { recursive: true, force: true });
        }
      },
    };
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}
