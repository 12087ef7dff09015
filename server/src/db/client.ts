import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from '../generated/prisma/client.ts';
import type { EmbeddedLogger, EmbeddedRole } from './embedded.ts';
import { migrationNames, pendingMigrations } from './migration-status.ts';
import { statementNamer, takeStatementCacheSize } from './statement-cache.ts';

export interface DatabaseLogger extends EmbeddedLogger {}

export interface OpenDatabaseOptions {
  /** A PostgreSQL URL; when absent, the embedded database stored in `dataDir`. */
  databaseUrl?: string;
  dataDir: string;
  /** Apply pending migrations before returning (the server does at start-up). */
  migrate?: boolean;
  /**
   * Embedded database only. 'server' (the long-running server) must own the data folder and is refused when
   * another server holds it; 'tool' (default: admin command line, migrate) goes through whichever process does.
   */
  role?: EmbeddedRole;
  logger?: DatabaseLogger;
  /** Connection pool size (default: 10 on PostgreSQL, 5 on the embedded database). */
  poolMax?: number;
}

export interface Database {
  prisma: PrismaClient;
  /** The connection URL; it may carry a password: never log or return it. */
  url: string;
  embedded: boolean;
  close(): Promise<void>;
}

const CONNECT_TIMEOUT_MS = 10_000;

/** Opens the configured database (real PostgreSQL or the embedded one), migrated first when asked. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  const migrate = async (url: string) => {
    // The engine (and the embedded database's code it imports) is loaded only when there is work for it.
    if ((await pendingMigrations(url, await migrationNames())).length === 0) return;
    const { applyMigrations } = await import('./migrate.ts');
    const applied = await applyMigrations(url);
    if (applied.length > 0) options.logger?.info(`applied migrations: ${applied.join(', ')}`);
  };
  // PGlite's code alone is ~40 MiB of memory: imported only when the embedded database is used.
  const embeddedModule = options.databaseUrl ? undefined : await import('./embedded.ts');
  const embedded = !embeddedModule
    ? undefined
    : await embeddedModule.openEmbeddedDatabase({
        dataDir: options.dataDir,
        logger: options.logger,
        role: options.role,
        // The owner migrates before other processes can connect.
        prepare: options.migrate ? migrate : undefined,
      });
  // Prepared statements on PostgreSQL only (see statement-cache.ts); the parameter is not node-pg's: it is taken out.
  const statements = options.databaseUrl
    ? takeStatementCacheSize(options.databaseUrl)
    : { url: embedded!.url, size: 0 };
  const url = statements.url;
  let prisma: PrismaClient | undefined;
  try {
    // On PostgreSQL the engine serializes concurrent migrators with an advisory lock.
    if (options.migrate && embedded?.mode !== 'owner') await migrate(url);
    const adapter = new PrismaPg(
      {
        connectionString: url,
        max: options.poolMax ?? (embeddedModule ? embeddedModule.EMBEDDED_POOL_MAX : 10),
        connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      },
      {
        onPoolError: (error) => options.logger?.warn(`database pool error: ${error.message}`),
        statementNameGenerator: statementNamer(statements.size),
      },
    );
    // No call-site capture per query (a stack trace each): our errors are mapped, not Prisma's pretty-printed.
    prisma = new PrismaClient({ adapter, errorFormat: 'minimal' });
    await prisma.$connect();
  } catch (error) {
    await prisma?.$disconnect().catch(() => {});
    await embedded?.close();
    throw error;
  }
  let closing: Promise<void> | undefined;
  const client = prisma;
  return {
    prisma: client,
    url,
    embedded: embedded !== undefined,
    close() {
      closing ??= (async () => {
        try {
          await client.$disconnect();
        } finally {
          await embedded?.close();
        }
      })();
      return closing;
    },
  };
}
