import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/*
 * A server as a child process, started exactly as `pnpm start` starts one (production mode, its own PostgreSQL
 * URL, no simulated clusters, a free port), for tests that signal it (SIGTERM, SIGKILL) or run several at once.
 */

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SECRET_KEY = `v1:${Buffer.alloc(32, 7).toString('base64')}`; // TEST_KEYRING's key

export interface ServerProcess {
  child: ChildProcess;
  /** Everything it wrote (JSON log lines), in order. */
  output: string[];
  exited: Promise<unknown>;
  /** Its URL once it listens. */
  url(): string | undefined;
}

export function startServerProcess(databaseUrl: string, env: Record<string, string> = {}): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      SECRET_KEY,
      SIMULATED_CLUSTERS: 'false',
      PORT: '0',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout?.on('data', (d) => output.push(String(d)));
  child.stderr?.on('data', (d) => output.push(String(d)));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    child,
    output,
    exited,
    url: () => /kueue-batch is running at (http:\/\/\S+)/.exec(output.join(''))?.[1],
  };
}

/** Polls `probe` until it gives something other than undefined or false; throws naming `what` after the timeout. */
export async function waitFor<T>(
  what: string,
  probe: () => Promise<T | undefined | false> | T | undefined | false,
  timeoutMs = 60_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined && value !== false) return value as T;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
