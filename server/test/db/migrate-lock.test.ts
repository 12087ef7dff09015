import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { applyMigrations, readMigrationList } from '../../src/db/migrate.ts';
import { describePostgres } from '../helpers/database.ts';
import { adminUrl, TEST_DATABASE_PREFIX } from './postgres-admin.ts';

// Two replicas of a fresh deployment start at the same moment on one empty database: migrations are applied once,
// one server after the other (the schema engine holds PostgreSQL advisory lock 72707369 while it applies, as
// `prisma migrate deploy` does), and neither fails.

describePostgres('applying migrations from several servers at once', () => {
  const name = `${TEST_DATABASE_PREFIX}${process.pid}_${randomBytes(6).toString('hex')}`;
  let url: string;

  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5_000 });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    await admin(`CREATE DATABASE "${name}"`);
    const u = new URL(adminUrl);
    u.pathname = `/${name}`;
    url = u.toString();
  });
  afterAll(async () => {
    await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  });

  it('applies each migration once, the later callers finding nothing pending', async () => {
    const results = await Promise.all([applyMigrations(url), applyMigrations(url), applyMigrations(url)]);
    const all = (await readMigrationList()).migrationDirectories.map((m) => m.path);
    expect(all.length).toBeGreaterThan(0);
    expect(results.flat().sort()).toEqual([...all].sort());
    expect(results.filter((applied) => applied.length > 0)).toHaveLength(1);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const rows = await client.query(
        'SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL',
      );
      expect(rows.rows.map((r) => r.migration_name).sort()).toEqual([...all].sort());
    } finally {
      await client.end();
    }
  }, 120_000);
});
