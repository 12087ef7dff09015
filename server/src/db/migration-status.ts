import { readdir } from 'node:fs/promises';
import pg from 'pg';
import { migrationsDir as defaultMigrationsDir } from './paths.ts';

/*
 * Whether the database is up to date, without loading the migration engine (a WebAssembly module and the
 * embedded database's code, ~70 MiB of memory kept for the life of the process): a server that starts against a
 * migrated database — every restart, every second replica — never loads it.
 */

/** The migration folders this build ships, sorted as `prisma migrate` applies them. */
export async function migrationNames(dir = defaultMigrationsDir): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  return entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort((a, b) => a.localeCompare(b));
}

/**
 * The names among `names` not recorded as applied in `_prisma_migrations` (finished, not rolled back); all of them
 * when the table does not exist yet.
 */
export async function pendingMigrations(url: string, names: string[]): Promise<string[]> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    const exists = await client.query<{ found: boolean }>(
      `SELECT to_regclass('"_prisma_migrations"') IS NOT NULL AS found`,
    );
    if (!exists.rows[0]?.found) return names;
    const applied = await client.query<{ migration_name: string }>(
      'SELECT migration_name FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL',
    );
    const done = new Set(applied.rows.map((r) => r.migration_name));
    return names.filter((name) => !done.has(name));
  } finally {
    await client.end().catch(() => {});
  }
}
