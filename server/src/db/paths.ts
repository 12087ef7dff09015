import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The repository root: the nearest folder above this file holding `prisma/schema.prisma` and either
 * `pnpm-workspace.yaml` (a checkout) or `server/dist` (a production build, which ships no workspace file). Independent
 * of cwd, and of how deep this code sits (server/src/db in a checkout, a chunk of server/dist in a build).
 */
export function findRepoRoot(start = path.dirname(fileURLToPath(import.meta.url))): string {
  let dir = start;
  for (;;) {
    if (
      existsSync(path.join(dir, 'prisma', 'schema.prisma')) &&
      (existsSync(path.join(dir, 'pnpm-workspace.yaml')) || existsSync(path.join(dir, 'server', 'dist')))
    ) {
      return dir;
    }
    const parent = path.dirname(dir);
    if (parent === dir)
      throw new Error(`cannot find the repository root (prisma/schema.prisma) above ${start}`);
    dir = parent;
  }
}

export const repoRoot = findRepoRoot();
export const schemaPath = path.join(repoRoot, 'prisma', 'schema.prisma');
export const migrationsDir = path.join(repoRoot, 'prisma', 'migrations');
