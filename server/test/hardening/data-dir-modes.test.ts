import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { openDatabase } from '../../src/db/client.ts';
import { resolveSecretKey } from '../../src/secret-key.ts';

async function wideModes(dir: string): Promise<string[]> {
  const found: string[] = [];
  const visit = async (p: string) => {
    const s = await stat(p);
    if ((s.mode & 0o077) !== 0) found.push(`${path.relative(dir, p) || '.'} ${(s.mode & 0o777).toString(8)}`);
    if (s.isDirectory()) for (const name of await readdir(p)) await visit(path.join(p, name));
  };
  await visit(dir);
  return found;
}

describe('the embedded default keeps DATA_DIR owner-only', () => {
  let root: string;
  let umask: number;
  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'data-dir-modes-'));
    // A container's umask is often 000: what the server creates must not depend on it.
    umask = process.umask(0);
  });
  afterEach(async () => {
    process.umask(umask);
    await rm(root, { recursive: true, force: true });
  });

  it('the secret key, the database files and the WAL written later are readable by their owner only', async () => {
    const dataDir = path.join(root, 'data');
    const config = { ...loadConfig({}), dataDir };
    await resolveSecretKey(config);
    const db = await openDatabase({ dataDir, migrate: true, role: 'server' });
    try {
      // Writes that make PostgreSQL add to its WAL after start-up.
      await db.prisma.user.create({ data: { email: 'modes@example.com', name: 'x'.repeat(10_000) } });
      await db.prisma.$executeRawUnsafe('CHECKPOINT');
    } finally {
      await db.close();
    }
    expect(await wideModes(dataDir)).toEqual([]);
    expect((await stat(dataDir)).mode & 0o777).toBe(0o700);
  });

  it('a DATA_DIR made earlier with wide modes is narrowed at start', async () => {
    const dataDir = path.join(root, 'old');
    const { mkdir, writeFile } = await import('node:fs/promises');
    await mkdir(path.join(dataDir, 'pgdata-leftover'), { recursive: true, mode: 0o755 });
    await writeFile(path.join(dataDir, 'pgdata-leftover', 'file'), 'x', { mode: 0o666 });
    const db = await openDatabase({ dataDir, migrate: true, role: 'server' });
    await db.close();
    expect(await wideModes(dataDir)).toEqual([]);
  });
});
