import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../src/db/client.ts';
import type { PrismaClient } from '../src/generated/prisma/client.ts';

/** A throw-away migrated database: on PostgreSQL when reachable (as in production), else the embedded one. */
export async function benchDatabase(): Promise<{
  prisma: PrismaClient;
  kind: string;
  drop(): Promise<void>;
}> {
  const admin = process.env.TEST_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
  const client = new pg.Client({ connectionString: admin, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    const name = `bench_${randomBytes(4).toString('hex')}`;
    await client.query(`CREATE DATABASE ${name}`);
    const url = new URL(admin);
    url.pathname = `/${name}`;
    const db = await openDatabase({ databaseUrl: url.toString(), dataDir: tmpdir(), migrate: true });
    return {
      prisma: db.prisma,
      kind: 'PostgreSQL',
      drop: async () => {
        await db.close();
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await client.end();
      },
    };
  } catch {
    await client.end().catch(() => {});
    const dir = await mkdtemp(path.join(tmpdir(), 'kb-bench-'));
    const db = await openDatabase({ dataDir: dir, migrate: true });
    return {
      prisma: db.prisma,
      kind: 'embedded PGlite',
      drop: async () => {
        await db.close();
        await rm(dir, { recursive: true, force: true });
      },
    };
  }
}
