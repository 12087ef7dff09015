#!/usr/bin/env node
// `pnpm build`: the production artifacts. The server (with the workspace packages it uses: kube-sim, rules, the
// generated Prisma client) compiled to JavaScript in server/dist — entry `node server/dist/main.js`, the admin CLI
// `node server/dist/cli/admin.js` — and the web app built once into web/dist. npm dependencies of the server stay
// outside the bundle (installed as production dependencies); nothing of TypeScript runs at run time.
// With --if-needed, builds only when the sources changed since the last build (see build-stamp.mjs).
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { inputsHash, root, serverDist, staleReason, stampFile } from './build-stamp.mjs';

if (process.argv.includes('--if-needed')) {
  const reason = staleReason();
  if (reason === null) process.exit(0);
  process.stderr.write(`building (${reason})\n`);
}

const started = Date.now();
const inputs = inputsHash();
const serverPackage = JSON.parse(readFileSync(path.join(root, 'server/package.json'), 'utf8'));
// The server's own npm dependencies are installed beside the build; everything else it imports (workspace packages
// and their dependencies) is bundled, so production needs exactly `dependencies` of server/package.json. A package
// the bundled code only resolves at run time (kube-sim's just-bash, loaded by path in a worker) is listed there too.
const external = Object.keys(serverPackage.dependencies ?? {}).flatMap((name) => [name, `${name}/*`]);

const entryPoints = {
  main: 'server/src/main.ts',
  'cli/admin': 'server/src/cli/admin.ts',
  'cli/db': 'server/src/cli/db.ts',
};
for (const file of readdirSync(path.join(root, 'server/src/plugins/examples'))) {
  if (file.endsWith('.ts') && !file.endsWith('.test.ts')) {
    entryPoints[`plugins/examples/${file.slice(0, -3)}`] = `server/src/plugins/examples/${file}`;
  }
}

rmSync(serverDist, { recursive: true, force: true });
await build({
  absWorkingDir: root,
  entryPoints,
  outdir: serverDist,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20.19',
  external,
  chunkNames: 'chunks/[name]-[hash]',
  sourcemap: 'linked',
  sourcesContent: false,
  legalComments: 'none',
  logLevel: 'warning',
  // Bundled CommonJS dependencies (of kube-sim) call require() for Node's built-in modules.
  banner: {
    js: "import { createRequire as __kbCreateRequire } from 'node:module';\nconst require = __kbCreateRequire(import.meta.url);",
  },
});
// The folder is an ES module package of its own, whatever package.json ends up above it.
writeFileSync(path.join(serverDist, 'package.json'), `${JSON.stringify({ type: 'module' })}\n`);
const serverMs = Date.now() - started;

execFileSync(
  process.execPath,
  [path.join(root, 'web/node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
  { cwd: path.join(root, 'web'), stdio: ['ignore', 'inherit', 'inherit'] },
);

writeFileSync(
  stampFile,
  `${JSON.stringify({ inputs, builtAt: new Date().toISOString(), node: process.version }, null, 2)}\n`,
);
process.stderr.write(
  `built server/dist (${serverMs} ms) and web/dist (${Date.now() - started - serverMs} ms)\n`,
);
