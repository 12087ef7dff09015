import { existsSync } from 'node:fs';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createEmbeddedTestDatabase, createTestDatabase, describePostgres } from '../helpers/database.ts';
import { adminUrl } from './postgres-admin.ts';

async function databaseExists(name: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    const result = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    return result.rowCount === 1;
  } finally {
    await client.end();
  }
}

describePostgres('test databases on PostgreSQL', () => {
  it('each is a separate migrated database, removed by drop', async () => {
    const [a, b] = await Promise.all([createTestDatabase(), createTestDatabase()]);
    const nameA = new URL(a.url).pathname.slice(1);
    try {
      await a.prisma.user.create({ data: { email: 'only-in-a@example.com' } });
      expect(await a.prisma.user.count()).toBe(1);
      expect(await b.prisma.user.count()).toBe(0);
      expect(a.embedded).toBe(false);
    } finally {
      await a.drop();
      await b.drop();
    }
    expect(await databaseExists(nameA)).toBe(false);
  });
});

describe('test databases on the embedded database', () => {
  it('each lives in its own folder, removed by drop', async () => {
    const db = await createEmbeddedTestDatabase();
    try {
      await db.prisma.project.create({ data: { name: 'embedded-helper' } });
      expect(await db.prisma.project.count()).toBe(1);
      expect(db.embedded).toBe(true);
    } finally {
      await db.drop();
    }
    expect(existsSync(db.dataDir)).toBe(false);
  });
});
