import { randomBytes } from 'node:crypto';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  applyMigrations,
  createMigration,
  diffSchemaAgainstMigrations,
  markMigrationRolledBack,
  migrationTimestamp,
  NoSchemaChangesError,
  readMigrationList,
} from '../../src/db/migrate.ts';
import { migrationsDir, schemaPath } from '../../src/db/paths.ts';
import { describePostgres } from '../helpers/database.ts';
import { adminUrl, TEST_DATABASE_PREFIX } from './postgres-admin.ts';

async function withAdmin<T>(run: (client: pg.Client) => Promise<T>, url = adminUrl): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** An empty database (no migrations applied), dropped after the test. */
async function emptyDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${TEST_DATABASE_PREFIX}${process.pid}_${randomBytes(6).toString('hex')}`;
  await withAdmin((c) => c.query(`CREATE DATABASE "${name}"`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => withAdmin((c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).then(() => {}),
  };
}

async function committedMigrationNames(): Promise<string[]> {
  const entries = await readdir(migrationsDir, { withFileTypes: true });
  return entries
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
}

describePostgres('migrations on PostgreSQL', () => {
  let db: { url: string; drop(): Promise<void> };
  beforeEach(async () => {
    db = await emptyDatabase();
  });
  afterEach(async () => {
    await db.drop();
  });

  it('all committed migrations apply to an empty database and are recorded like prisma migrate deploy', async () => {
    const expected = await committedMigrationNames();
    expect(expected.length).toBeGreaterThan(0);

    const applied = await applyMigrations(db.url);

    expect(applied).toEqual(expected);
    const rows = await withAdmin(
      (c) =>
        c.query<{
          migration_name: string;
          finished_at: Date | null;
          rolled_back_at: Date | null;
          steps: number;
        }>(
          'SELECT migration_name, finished_at, rolled_back_at, applied_steps_count AS steps FROM _prisma_migrations ORDER BY migration_name',
        ),
      db.url,
    );
    expect(rows.rows.map((r) => r.migration_name)).toEqual(expected);
    for (const row of rows.rows) {
      expect(row.finished_at).toBeInstanceOf(Date);
      expect(row.rolled_back_at).toBeNull();
      expect(row.steps).toBe(1);
    }
    const tables = await withAdmin(
      (c) => c.query<{ tablename: string }>("SELECT tablename FROM pg_tables WHERE schemaname = 'public'"),
      db.url,
    );
    expect(tables.rows.map((r) => r.tablename)).toEqual(
      expect.arrayContaining([
        'User',
        'ApiToken',
        'Project',
        'ProjectMember',
        'Cluster',
        'Process',
        'ProcessVersion',
      ]),
    );
  });

  it('applying again applies nothing', async () => {
    await applyMigrations(db.url);
    expect(await applyMigrations(db.url)).toEqual([]);
  });

  it('the migration engine leaves no connection open to the database', async () => {
    await applyMigrations(db.url);
    const name = new URL(db.url).pathname.slice(1);
    const open = await withAdmin((c) =>
      c.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name]),
    );
    expect(open.rows[0]?.n).toBe(0);
  });

  describe('with a failing migration', () => {
    let dir: string;
    beforeEach(async () => {
      dir = await mkdtemp(path.join(tmpdir(), 'kb-migrations-'));
      await cp(migrationsDir, dir, { recursive: true });
      await mkdir(path.join(dir, '99990101000000_broken'));
      await writeFile(
        path.join(dir, '99990101000000_broken', 'migration.sql'),
        'CREATE TABLE "HalfDone" ("id" TEXT PRIMARY KEY);\nSELECT 1 / 0;\n',
      );
    });
    afterEach(async () => {
      await rm(dir, { recursive: true, force: true });
    });

    it('fails loudly, is not recorded as applied, and leaves none of its statements behind', async () => {
      await expect(applyMigrations(db.url, { migrationsDir: dir })).rejects.toThrow(/99990101000000_broken/);

      const rows = await withAdmin(
        (c) =>
          c.query<{ migration_name: string; finished_at: Date | null }>(
            'SELECT migration_name, finished_at FROM _prisma_migrations ORDER BY migration_name',
          ),
        db.url,
      );
      const broken = rows.rows.filter((r) => r.migration_name === '99990101000000_broken');
      expect(broken.every((r) => r.finished_at === null)).toBe(true);
      const good = rows.rows.filter((r) => r.migration_name !== '99990101000000_broken');
      expect(good.map((r) => r.migration_name)).toEqual(await committedMigrationNames());
      const halfDone = await withAdmin(
        (c) => c.query("SELECT 1 FROM pg_tables WHERE schemaname = 'public' AND tablename = 'HalfDone'"),
        db.url,
      );
      expect(halfDone.rowCount).toBe(0);
    });

    it('keeps refusing on the next run instead of skipping the failed migration', async () => {
      await expect(applyMigrations(db.url, { migrationsDir: dir })).rejects.toThrow();
      await expect(applyMigrations(db.url, { migrationsDir: dir })).rejects.toThrow(/99990101000000_broken/);
    });

    it('once fixed and marked rolled back, the migration is applied by the next run', async () => {
      await expect(applyMigrations(db.url, { migrationsDir: dir })).rejects.toThrow();
      await writeFile(
        path.join(dir, '99990101000000_broken', 'migration.sql'),
        'CREATE TABLE "HalfDone" ("id" TEXT PRIMARY KEY);\n',
      );

      await markMigrationRolledBack(db.url, '99990101000000_broken');

      expect(await applyMigrations(db.url, { migrationsDir: dir })).toEqual(['99990101000000_broken']);
    });
  });

  it('schema.prisma has no difference from the committed migrations (replayed on a PostgreSQL shadow database)', async () => {
    expect(await diffSchemaAgainstMigrations(adminUrl)).toBe('');
  });
});

describe('new migrations from schema.prisma', () => {
  let work: string;
  let sources: { schemaPath: string; migrationsDir: string };
  beforeAll(async () => {
    work = await mkdtemp(path.join(tmpdir(), 'kb-new-migration-'));
    sources = { schemaPath: path.join(work, 'schema.prisma'), migrationsDir: path.join(work, 'migrations') };
    await cp(migrationsDir, sources.migrationsDir, { recursive: true });
    const schema = await readFile(schemaPath, 'utf8');
    await writeFile(
      sources.schemaPath,
      schema.replace(/model Project \{\n/, 'model Project {\n  archivedAt  DateTime?\n'),
    );
  });
  afterAll(async () => {
    await rm(work, { recursive: true, force: true });
  });

  it('schema.prisma has no difference from the committed migrations (replayed on an in-memory shadow database)', async () => {
    expect(await diffSchemaAgainstMigrations()).toBe('');
  });

  it('a changed schema gets a timestamped migration folder with the SQL for the change, and then none', async () => {
    const now = new Date(Date.UTC(2099, 0, 2, 3, 4, 5));
    const folder = await createMigration('add_project_archived_at', { ...sources, now });

    expect(path.basename(folder)).toBe('20990102030405_add_project_archived_at');
    expect(migrationTimestamp(now)).toBe('20990102030405');
    const sql = await readFile(path.join(folder, 'migration.sql'), 'utf8');
    expect(sql).toMatch(/ALTER TABLE "Project" ADD COLUMN\s+"archivedAt" TIMESTAMP\(3\)/);
    const list = await readMigrationList(sources.migrationsDir);
    expect(list.migrationDirectories.at(-1)?.path).toBe('20990102030405_add_project_archived_at');

    await expect(createMigration('again', sources)).rejects.toBeInstanceOf(NoSchemaChangesError);
    const after = await readdir(sources.migrationsDir);
    expect(after.filter((name) => name.endsWith('_again'))).toEqual([]);
  });

  it('a migration name with characters other than letters, digits and underscores is refused', async () => {
    await expect(createMigration('../escape', sources)).rejects.toThrow(/letters, digits and underscores/);
  });
});
