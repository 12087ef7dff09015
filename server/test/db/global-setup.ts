import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { isProcessAlive, openEmbeddedDatabase } from '../../src/db/embedded.ts';
import { applyMigrations, readMigrationList } from '../../src/db/migrate.ts';
import { repoRoot } from '../../src/db/paths.ts';
import {
  adminUrl,
  describeAdminUrl,
  probePostgres,
  requirePostgres,
  TEST_DATABASE_PREFIX,
} from './postgres-admin.ts';

// Builds (once per migrations state, cached across runs) a migrated embedded data folder that tests copy instead
// of paying PGlite's initdb each time, and drops test databases left behind by test processes that died.
export default async function setup(project: TestProject) {
  project.provide('embeddedTemplateDir', await embeddedTemplate());
  if (await probePostgres()) {
    await dropAbandonedTestDatabases();
  } else if (requirePostgres) {
    throw new Error(`REQUIRE_POSTGRES=1 but PostgreSQL is not reachable at ${describeAdminUrl()}`);
  }
}

async function embeddedTemplate(): Promise<string> {
  const migrations = await readMigrationList();
  const pglite = JSON.parse(
    await readFile(path.join(repoRoot, 'server/node_modules/@electric-sql/pglite/package.json'), 'utf8'),
  ) as { version: string };
  const hash = createHash('sha256').update(pglite.version);
  for (const dir of migrations.migrationDirectories) {
    hash.update(dir.path).update(dir.migrationFile.content.value);
  }
  const cacheDir = path.join(repoRoot, 'node_modules', '.cache', 'kueue-batch');
  const target = path.join(cacheDir, `embedded-template-${hash.digest('hex').slice(0, 16)}`);
  if (existsSync(path.join(target, 'pgdata'))) return target;

  await mkdir(cacheDir, { recursive: true });
  const building = await mkdtemp(path.join(cacheDir, 'building-'));
  try {
    const db = await openEmbeddedDatabase({ dataDir: building });
    try {
      await applyMigrations(db.url);
    } finally {
      await db.close();
    }
    await rename(building, target).catch(async (error: NodeJS.ErrnoException) => {
      // Another run built it at the same time: keep theirs.
      if (error.code !== 'ENOTEMPTY' && error.code !== 'EEXIST') throw error;
    });
  } finally {
    await rm(building, { recursive: true, force: true });
  }
  return target;
}

async function dropAbandonedTestDatabases(): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE datname LIKE $1',
      [`${TEST_DATABASE_PREFIX}%`],
    );
    for (const { datname } of rows) {
      const pid = Number(/^test_(\d+)_[0-9a-f]+$/.exec(datname)?.[1]);
      if (pid && !isProcessAlive(pid)) {
        await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`).catch(() => {});
      }
    }
  } finally {
    await client.end();
  }
}
