import type { PrismaClient } from '../generated/prisma/client.ts';

export type Readiness = { ready: true } | { ready: false; reason: string };

export interface ReadinessOptions {
  prisma: PrismaClient;
  /** Migration folder names this build ships; each must be recorded as applied. */
  migrations: string[];
  /** Whether the runner is running (undefined: this server has none, RUNNER=false). */
  runnerStarted?: () => boolean;
  /** True from the first SIGTERM on: a stopping server takes no new traffic. */
  stopping: () => boolean;
  /** Bound on the database checks (a database that hangs is as unready as one that refuses). */
  timeoutMs?: number;
}

/**
 * `/readyz`: the database answers, every migration this build ships is applied, the runner is started, and the
 * server is not shutting down. Each failure says which, in words (never a URL or a credential).
 */
export function createReadiness(options: ReadinessOptions): () => Promise<Readiness> {
  const timeoutMs = options.timeoutMs ?? 2_000;
  return async () => {
    if (options.stopping()) return { ready: false, reason: 'the server is shutting down' };
    let applied: Set<string>;
    try {
      const rows = await withTimeout(
        options.prisma.$queryRaw<{ migration_name: string }[]>`
          SELECT migration_name FROM "_prisma_migrations"
          WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`,
        timeoutMs,
      );
      applied = new Set(rows.map((r) => r.migration_name));
    } catch (error) {
      return {
        ready: false,
        reason:
          error instanceof TimedOut
            ? `the database did not answer within ${timeoutMs} ms`
            : 'the database does not answer',
      };
    }
    const pending = options.migrations.filter((name) => !applied.has(name));
    if (pending.length > 0) {
      return { ready: false, reason: `${pending.length} migration(s) not applied (first: ${pending[0]})` };
    }
    if (options.runnerStarted && !options.runnerStarted()) {
      return { ready: false, reason: 'the runner is not started' };
    }
    return { ready: true };
  };
}

class TimedOut extends Error {}

async function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimedOut()), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}
