#!/usr/bin/env node
// Assembles the production runtime into OUT — exactly what the container image holds (the Dockerfile runs this and
// copies OUT), and what CI starts with plain `node` from a folder with nothing else in it:
//
//   OUT/server/dist/         the build (`node server/dist/main.js`, `node server/dist/cli/admin.js`)
//   OUT/server/node_modules/ the server's production dependencies only (`pnpm deploy --prod`): no tsx, no TypeScript
//   OUT/prisma/              schema.prisma and migrations/ (applied at start-up by the WebAssembly schema engine)
//   OUT/web/dist/            the built web app, with its precompressed .br/.gz files
//   OUT/cli/dist/kb.mjs      the command line in one file, served at GET /cli/kb.mjs
//
// Usage: node scripts/assemble-runtime.mjs OUT   (after `pnpm build`; refuses a stale or missing build)
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { root, staleReason } from './build-stamp.mjs';

const out = process.argv[2];
if (!out) {
  process.stderr.write('usage: node scripts/assemble-runtime.mjs OUT\n');
  process.exit(2);
}
const target = path.resolve(out);
if (target === root || root.startsWith(target + path.sep)) {
  process.stderr.write(`refusing to assemble into ${target}: it holds the repository\n`);
  process.exit(2);
}
const stale = staleReason();
if (stale !== null) {
  process.stderr.write(`the build is not current (${stale}): run \`pnpm build\` first\n`);
  process.exit(1);
}

rmSync(target, { recursive: true, force: true });
mkdirSync(target, { recursive: true });

// server/package.json's `files` is ["dist"]: the deploy copies the build and installs production dependencies from
// the lockfile (from the local store when it has them).
execFileSync('pnpm', ['--filter', 'server', 'deploy', '--prod', path.join(target, 'server')], {
  cwd: root,
  stdio: ['ignore', 'inherit', 'inherit'],
});
// pnpm leaves its own workspace file there; the runtime is no workspace.
rmSync(path.join(target, 'server/pnpm-workspace.yaml'), { force: true });

mkdirSync(path.join(target, 'prisma'));
cpSync(path.join(root, 'prisma/schema.prisma'), path.join(target, 'prisma/schema.prisma'));
cpSync(path.join(root, 'prisma/migrations'), path.join(target, 'prisma/migrations'), { recursive: true });
cpSync(path.join(root, 'web/dist'), path.join(target, 'web/dist'), { recursive: true });
mkdirSync(path.join(target, 'cli/dist'), { recursive: true });
cpSync(path.join(root, 'cli/dist/kb.mjs'), path.join(target, 'cli/dist/kb.mjs'));

for (const required of [
  'server/dist/main.js',
  'server/dist/cli/admin.js',
  'web/dist/index.html',
  'cli/dist/kb.mjs',
]) {
  if (!existsSync(path.join(target, required))) {
    process.stderr.write(`assembled runtime lacks ${required}\n`);
    process.exit(1);
  }
}
process.stderr.write(`assembled the runtime in ${target}: ${readdirSync(target).sort().join(', ')}\n`);
