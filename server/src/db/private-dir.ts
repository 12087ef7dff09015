import { chmod, lstat, mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';

/**
 * DATA_DIR holds emails, environment values, archived logs and the secret key: owner only. Creates the folder
 * 0700, or narrows an existing one (mkdir's mode applies only to folders it creates).
 */
export async function ensurePrivateDir(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  await narrow(dir, 0o700);
}

/**
 * Narrows every folder under `dir` to 0700 and every file to 0600 (files an older version or another tool wrote
 * with wider modes), and makes files this process creates from now on owner-only (umask 077), so files the
 * embedded PostgreSQL adds later (WAL segments) are private too.
 */
export async function makePrivateTree(dir: string): Promise<void> {
  try {
    process.umask(process.umask() | 0o077);
  } catch {
    // worker threads cannot set the umask; the modes below still hold for what exists
  }
  await walk(dir);
}

async function walk(dir: string): Promise<void> {
  await narrow(dir, 0o700);
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) await walk(full);
    else if (entry.isFile()) await narrow(full, 0o600);
  }
}

async function narrow(file: string, mode: number): Promise<void> {
  const { mode: current } = await lstat(file);
  if ((current & 0o777) !== mode) await chmod(file, mode);
}
