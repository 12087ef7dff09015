import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from './config.ts';
import { ensurePrivateDir } from './db/private-dir.ts';
import type { Logger } from './logger.ts';

/**
 * The key that encrypts cluster credentials: SECRET_KEY when set, otherwise one generated once into
 * DATA_DIR/secret.key (mode 0600) so the embedded default works with no configuration.
 */
export async function resolveSecretKey(config: Config, logger?: Logger): Promise<string> {
  if (config.secretKey) return config.secretKey;
  const file = path.join(config.dataDir, 'secret.key');
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await ensurePrivateDir(config.dataDir);
  const key = `v1:${randomBytes(32).toString('base64')}`;
  await writeFile(file, `${key}\n`, { mode: 0o600, flag: 'wx' }).catch(async (error) => {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  });
  if (config.databaseUrl) {
    logger?.warn(
      { file },
      'SECRET_KEY is not set: generated a key in DATA_DIR. Set SECRET_KEY for production.',
    );
  }
  return (await readFile(file, 'utf8')).trim();
}
