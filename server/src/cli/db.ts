import path from 'node:path';
import { Command } from 'commander';
import { loadConfig } from '../config.ts';
import { openEmbeddedDatabase } from '../db/embedded.ts';
import {
  applyMigrations,
  createMigration,
  markMigrationRolledBack,
  NoSchemaChangesError,
} from '../db/migrate.ts';
import { repoRoot } from '../db/paths.ts';

const logger = {
  info: (message: string) => console.error(message),
  warn: (message: string) => console.error(`warning: ${message}`),
};

const program = new Command('db').description(
  'database migrations (Prisma format, applied by the WebAssembly engine)',
);

program
  .command('migrate')
  .description('apply the pending migrations in prisma/migrations (like `prisma migrate deploy`)')
  .action(async () => {
    // Same configuration as the server: DATABASE_URL set → that PostgreSQL; unset → the embedded one in DATA_DIR.
    const { databaseUrl, dataDir } = loadConfig();
    let applied: string[] | undefined;
    // As the owner of the embedded folder, migrate before other processes are told the port.
    const embedded = databaseUrl
      ? undefined
      : await openEmbeddedDatabase({
          dataDir,
          logger,
          prepare: async (url) => {
            applied = await applyMigrations(url);
          },
        });
    try {
      applied ??= await applyMigrations(databaseUrl ?? embedded!.url);
      console.log(applied.length === 0 ? 'no pending migrations' : `applied: ${applied.join(', ')}`);
    } finally {
      await embedded?.close();
    }
  });

program
  .command('mark-rolled-back')
  .argument('<migration>', 'the failed migration, e.g. 20260101000000_add_index')
  .description('after a failed migration has been cleaned up by hand, let the next migrate retry it')
  .action(async (migration: string) => {
    const { databaseUrl, dataDir } = loadConfig();
    const embedded = databaseUrl ? undefined : await openEmbeddedDatabase({ dataDir, logger });
    try {
      await markMigrationRolledBack(databaseUrl ?? embedded!.url, migration);
      console.log(`marked ${migration} as rolled back`);
    } finally {
      await embedded?.close();
    }
  });

program
  .command('new-migration')
  .argument('<name>', 'letters, digits and underscores, e.g. add_cluster_region')
  .description('write prisma/migrations/<UTC timestamp>_<name>/migration.sql from the schema.prisma changes')
  .action(async (name: string) => {
    const { databaseUrl } = loadConfig();
    try {
      // The migrations are replayed on a shadow database: on DATABASE_URL's server when set, in memory otherwise.
      const folder = await createMigration(name, { url: databaseUrl });
      console.log(path.relative(repoRoot, path.join(folder, 'migration.sql')));
    } catch (error) {
      if (!(error instanceof NoSchemaChangesError)) throw error;
      console.log('no changes');
    }
  });

try {
  await program.parseAsync();
} catch (error) {
  console.error(`error: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
