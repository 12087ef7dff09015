#!/usr/bin/env node
// `pnpm start`: builds first when the sources changed since the last build (or there is none), then runs the built
// server with plain Node in this process (`node server/dist/main.js`; signals reach it directly). The working
// directory is server/, as it was under `pnpm --filter server start`, so relative PLUGINS paths keep their meaning.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { root, staleReason } from './build-stamp.mjs';

const reason = staleReason();
if (reason !== null) {
  process.stderr.write(`Building first (${reason}): pnpm build\n`);
  const result = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs')], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
process.chdir(path.join(root, 'server'));
await import(pathToFileURL(path.join(root, 'server/dist/main.js')).href);
