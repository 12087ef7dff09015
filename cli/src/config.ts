import { chmod, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import path from 'node:path';
import { UsageError } from './exit.ts';

/** What `kb login` keeps: the server and the API token. */
export interface StoredConfig {
  url: string;
  token: string;
}

/** ~/.config/kueue-batch/config.json (HOME from the environment, so a test or a user can point it elsewhere). */
export function configPath(env: NodeJS.ProcessEnv = process.env): string {
  return path.join(env.HOME || homedir(), '.config', 'kueue-batch', 'config.json');
}

export async function readConfig(env: NodeJS.ProcessEnv = process.env): Promise<Partial<StoredConfig>> {
  let text: string;
  try {
    text = await readFile(configPath(env), 'utf8');
  } catch {
    return {};
  }
  try {
    const parsed = JSON.parse(text) as Partial<StoredConfig>;
    return {
      url: typeof parsed.url === 'string' ? parsed.url : undefined,
      token: typeof parsed.token === 'string' ? parsed.token : undefined,
    };
  } catch {
    throw new UsageError(`${configPath(env)} is not valid JSON: run kb login again`);
  }
}

/** Written to a temporary file of mode 0600 then renamed, so the token is never readable by others, not even briefly. */
export async function writeConfig(
  config: StoredConfig,
  env: NodeJS.ProcessEnv = process.env,
): Promise<string> {
  const file = configPath(env);
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, `${JSON.stringify(config, null, 2)}\n`, { mode: 0o600 });
  await chmod(temporary, 0o600);
  await rename(temporary, file);
  return file;
}

/** The server URL without a trailing slash; http(s) only. */
export function normalizeUrl(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw.includes('://') ? raw : `https://${raw}`);
  } catch {
    throw new UsageError(`${JSON.stringify(raw)} is not a URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new UsageError(`${JSON.stringify(raw)}: the server URL must be http:// or https://`);
  }
  return url.href.replace(/\/+$/, '');
}

/** The connection a command uses: KB_URL / KB_TOKEN override the config file. */
export async function resolveConnection(
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ url: string; token: string }> {
  const stored = await readConfig(env);
  const url = env.KB_URL || stored.url;
  const token = env.KB_TOKEN || stored.token;
  if (!url || !token) {
    throw new UsageError('not logged in: run "kb login URL" (or set KB_URL and KB_TOKEN)');
  }
  return { url: normalizeUrl(url), token };
}
