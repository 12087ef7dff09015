import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.ts';
import { isProcessAlive } from '../db/embedded.ts';

const PROBE_TIMEOUT_MS = 1_500;

/** Which database an admin command is about to use, and whether what it writes will reach the running server. */
export type DatabaseCheck =
  | { kind: 'postgres'; line: string }
  | { kind: 'served'; line: string }
  | { kind: 'alone'; line: string; created: boolean }
  | { kind: 'elsewhere'; refusal: string };

/** "postgres://db.internal:5432/batch" without user or password (a URL may carry both: never print it whole). */
export function describePostgresUrl(url: string): string {
  try {
    const u = new URL(url);
    return `${u.protocol}//${u.host}${u.pathname}`;
  } catch {
    return 'an unparsable DATABASE_URL';
  }
}

function embeddedHolder(dataDir: string): { pid: number; role?: string } | null {
  try {
    const lock = JSON.parse(readFileSync(path.join(dataDir, 'embedded.lock'), 'utf8')) as {
      pid: number;
      role?: string;
    };
    return isProcessAlive(lock.pid) ? lock : null;
  } catch {
    return null;
  }
}

/** True when a kueue-batch server answers `/healthz` on the configured port of this machine. */
async function serverAnswersOn(port: number): Promise<boolean> {
  if (!port) return false;
  try {
    const response = await fetch(`http://127.0.0.1:${port}/healthz`, {
      signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
    });
    const body = (await response.json()) as { ok?: unknown };
    return response.ok && body.ok === true;
  } catch {
    return false;
  }
}

/**
 * Looks before the command opens anything. On the embedded database: a server holding `DATA_DIR` is the good case;
 * none there while a server answers on `PORT` means that server uses another database, where a token created here
 * would answer 401, so the command is refused; none anywhere is allowed, saying so (and when the folder is new).
 */
export async function checkDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir' | 'port'>,
): Promise<DatabaseCheck> {
  if (config.databaseUrl) {
    return {
      kind: 'postgres',
      line: `using PostgreSQL at ${describePostgresUrl(config.databaseUrl)} (DATABASE_URL)`,
    };
  }
  const dir = config.dataDir;
  const holder = embeddedHolder(dir);
  if (holder?.role === 'server') {
    return {
      kind: 'served',
      line: `using the embedded database in ${dir}, served by the running server (pid ${holder.pid})`,
    };
  }
  if (await serverAnswersOn(config.port)) {
    return {
      kind: 'elsewhere',
      refusal:
        `the embedded database in ${dir} has no server running on it, but a server answers on http://127.0.0.1:${config.port}: ` +
        'it uses another database, so what this command writes (a token, a project) would not reach it. ' +
        'Run the command with that server’s DATA_DIR (or DATABASE_URL), or stop that server first.',
    };
  }
  const created = !existsSync(path.join(dir, 'pgdata', 'PG_VERSION'));
  return {
    kind: 'alone',
    created,
    line: created
      ? `created a new embedded database in ${dir}; no server uses it yet: start one with this DATA_DIR (pnpm start) to use what this command writes`
      : `using the embedded database in ${dir} (no server is running on it now)`,
  };
}
