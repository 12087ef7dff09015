import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client.ts';
import {
  DEFAULT_STATEMENT_CACHE_SIZE,
  MAX_PARAMETERS,
  statementNamer,
  takeStatementCacheSize,
} from '../../src/db/statement-cache.ts';
import {
  createEmbeddedTestDatabase,
  createTestDatabase,
  describePostgres,
  type TestDatabase,
} from '../helpers/database.ts';

describe('statement_cache_size in DATABASE_URL', () => {
  it('defaults to 100, as Prisma’s own engine did, and is taken out of the URL node-pg receives', () => {
    expect(takeStatementCacheSize('postgresql://app:pw@db:5432/kb?sslmode=require')).toEqual({
      url: 'postgresql://app:pw@db:5432/kb?sslmode=require',
      size: DEFAULT_STATEMENT_CACHE_SIZE,
    });
    expect(
      takeStatementCacheSize('postgresql://app:pw@db:5432/kb?statement_cache_size=0&sslmode=require'),
    ).toEqual({ url: 'postgresql://app:pw@db:5432/kb?sslmode=require', size: 0 });
    expect(takeStatementCacheSize('postgresql://db/kb?statement_cache_size=250').size).toBe(250);
    // Prisma's pgbouncer=true meant no prepared statements: it still does, and node-pg does not get it either.
    expect(takeStatementCacheSize('postgresql://db/kb?pgbouncer=true&statement_cache_size=50')).toEqual({
      url: 'postgresql://db/kb',
      size: 0,
    });
    expect(takeStatementCacheSize('postgresql://db/kb?pgbouncer=false')).toEqual({
      url: 'postgresql://db/kb',
      size: DEFAULT_STATEMENT_CACHE_SIZE,
    });
  });

  it('refuses a value that is not a whole number from 0 to 10000, without echoing the URL (it holds a password)', () => {
    for (const bad of ['-1', 'lots', '1.5', '10001', '']) {
      const url = `postgresql://app:s3cret@db/kb?statement_cache_size=${bad}`;
      expect(() => takeStatementCacheSize(url), bad).toThrow(/statement_cache_size must be a whole number/);
      expect(() => takeStatementCacheSize(url), bad).not.toThrow(/s3cret/);
    }
  });

  it('names the same text the same way, the first `size` distinct texts only, never a statement of a family', () => {
    expect(statementNamer(0)).toBeUndefined();
    const name = statementNamer(2)!;
    const a = name({ sql: 'SELECT 1', args: [] });
    expect(a).toMatch(/^kb_\d+$/);
    expect(name({ sql: 'SELECT 1', args: [] })).toBe(a);
    const many = Array.from({ length: MAX_PARAMETERS + 1 }, (_, i) => i);
    expect(name({ sql: `SELECT * FROM t WHERE id IN (${many.map((i) => `$${i + 1}`)})`, args: many })).toBe(
      undefined,
    );
    const b = name({ sql: 'SELECT 2', args: [] });
    expect(b).toMatch(/^kb_\d+$/);
    expect(b).not.toBe(a);
    expect(name({ sql: 'SELECT 3', args: [] })).toBeUndefined(); // the cap: unnamed, parsed each time
    expect(name({ sql: 'SELECT 1', args: [] })).toBe(a);
  });
});

describePostgres('prepared statements on PostgreSQL', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => {
    await db?.drop();
  });

  /** The statements the only connection of a one-connection pool has prepared after a few Prisma queries. */
  async function preparedAfterQueries(url: string): Promise<string[]> {
    const one = await openDatabase({ databaseUrl: url, dataDir: '', poolMax: 1 });
    try {
      for (let i = 0; i < 3; i++)
        await one.prisma.user.findMany({ where: { email: `nobody-${i}@example.com` } });
      const rows = await one.prisma.$queryRaw<{ name: string; statement: string }[]>`
        SELECT name, statement FROM pg_prepared_statements`;
      return rows.filter((r) => r.name.startsWith('kb_')).map((r) => r.statement);
    } finally {
      await one.close();
    }
  }

  it('prepares each repeated statement once per connection', async () => {
    const statements = await preparedAfterQueries(db.url);
    expect(statements.filter((s) => s.includes('"User"'))).toHaveLength(1);
  });

  it('prepares nothing with statement_cache_size=0 (PgBouncer in transaction mode before 1.21)', async () => {
    const url = new URL(db.url);
    url.searchParams.set('statement_cache_size', '0');
    expect(await preparedAfterQueries(url.toString())).toEqual([]);
  });
});

describe('prepared statements on the embedded database', () => {
  it('are never used: its connections share one PGlite session, where their names would clash', async () => {
    const db = await createEmbeddedTestDatabase();
    try {
      const all = await Promise.all(
        Array.from({ length: 5 }, (_, i) =>
          db.prisma.user.findMany({ where: { email: `n${i}@example.com` } }),
        ),
      );
      expect(all.flat()).toEqual([]);
      const rows = await db.prisma.$queryRaw<{ name: string }[]>`SELECT name FROM pg_prepared_statements`;
      expect(rows.filter((r) => r.name.startsWith('kb_'))).toEqual([]);
    } finally {
      await db.drop();
    }
  });
});
