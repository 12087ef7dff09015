#!/usr/bin/env node
// `pnpm build`: the production artifacts. The server (with the workspace packages it uses: kube-sim, rules, the
// generated Prisma client, `@kubernetes/client-node`) compiled to JavaScript in server/dist — entry
// `node server/dist/main.js`, the admin CLI `node server/dist/cli/admin.js` — and the web app built once into
// web/dist; the command line `kb` bundled into one file, cli/dist/kb.mjs. The server's npm `dependencies` stay
// outside the bundle (installed as production dependencies); nothing of TypeScript runs at run time.
// With --if-needed, builds only when the sources changed since the last build (see build-stamp.mjs).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { bundleCli } from '../cli/bundle.mjs';
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
// `@kubernetes/client-node` is a dev dependency and bundled: imported whole as an external it costs ~86 MiB of RSS
// (every API class and model, parsed and compiled at start); bundled, tree shaking keeps the few parts the server
// uses (Watch, KubeConfig, the request configuration, ApiException; server/bench/README.md, "Memory, part 2").
const externalNames = Object.keys(serverPackage.dependencies ?? {});
const external = externalNames.flatMap((name) => [name, `${name}/*`]);

/** The folder of package `name` as Node would resolve it from `fromDir` (walking up node_modules). */
function packageDir(name, fromDir) {
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name, 'package.json');
    if (existsSync(candidate)) return path.dirname(candidate);
    if (path.dirname(dir) === dir) return undefined;
  }
}
const versionAt = (dir) =>
  dir ? JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).version : undefined;
const packageName = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

// client-node's package.json does not declare its modules free of side effects, so esbuild would keep every one its
// index re-exports (all API classes, and every model through ObjectSerializer's type map: ~680 KB, ~790 files).
// They are (the one module run for its effect, a `File` polyfill for Node 18, is kept): ~50 KB from ~20 files.
const clientNodeDist = `${path.sep}@kubernetes${path.sep}client-node${path.sep}dist${path.sep}`;
const clientNodeSideEffectFree = {
  name: 'client-node-side-effect-free',
  setup(b) {
    b.onResolve({ filter: /.*/ }, async (args) => {
      if (args.pluginData?.clientNode) return undefined;
      if (args.path !== '@kubernetes/client-node' && !args.importer.includes(clientNodeDist))
        return undefined;
      const resolved = await b.resolve(args.path, {
        importer: args.importer,
        resolveDir: args.resolveDir,
        kind: args.kind,
        pluginData: { clientNode: true },
      });
      if (resolved.errors.length > 0 || resolved.external || !resolved.path.includes(clientNodeDist))
        return resolved;
      if (resolved.path.endsWith(`${path.sep}polyfill.js`)) return resolved;
      return { ...resolved, sideEffects: false };
    });
  },
};

// A bundled package may import one of the external dependencies: at run time that import resolves to the server's
// copy, so it must be the very version the bundled package was installed with (else the bundle would run against
// a version nobody tested it with). The build fails when they differ.
const mismatches = new Set();
const externalVersions = {
  name: 'external-versions',
  setup(b) {
    const filter = new RegExp(
      `^(${externalNames.map((n) => n.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')).join('|')})(/.*)?$`,
    );
    b.onResolve({ filter }, (args) => {
      if (!args.importer.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const name = packageName(args.path);
      const theirs = versionAt(packageDir(name, path.dirname(args.importer)));
      const ours = versionAt(packageDir(name, path.join(root, 'server')));
      if (theirs !== ours) {
        mismatches.add(
          `${path.relative(root, args.importer)} imports ${name}@${theirs}, the server's dependency is ${name}@${ours}`,
        );
      }
      return undefined;
    });
  },
};

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
  plugins: [clientNodeSideEffectFree, externalVersions],
  chunkNames: 'chunks/[name]-[hash]',
  // Whitespace and syntax minified (less source held in memory: V8 keeps every function's source text), names kept
  // as written so stack traces stay readable; the source maps are separate files, read only by a debugger or
  // `node --enable-source-maps`.
  minifyWhitespace: true,
  minifySyntax: true,
  sourcemap: 'linked',
  sourcesContent: false,
  legalComments: 'none',
  logLevel: 'warning',
  // Bundled CommonJS dependencies (of kube-sim) call require() for Node's built-in modules.
  banner: {
    js: "import { createRequire as __kbCreateRequire } from 'node:module';\nconst require = __kbCreateRequire(import.meta.url);",
  },
});
if (mismatches.size > 0) {
  process.stderr.write(
    `bundled code imports external dependencies at other versions:\n  ${[...mismatches].join('\n  ')}\n`,
  );
  process.exit(1);
}
// The folder is an ES module package of its own, whatever package.json ends up above it.
writeFileSync(path.join(serverDist, 'package.json'), `${JSON.stringify({ type: 'module' })}\n`);
const serverMs = Date.now() - started;

execFileSync(
  process.execPath,
  [path.join(root, 'web/node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
  { cwd: path.join(root, 'web'), stdio: ['ignore', 'inherit', 'inherit'] },
);

const cliStarted = Date.now();
await bundleCli();
const cliMs = Date.now() - cliStarted;

writeFileSync(
  stampFile,
  `${JSON.stringify({ inputs, builtAt: new Date().toISOString(), node: process.version }, null, 2)}\n`,
);
process.stderr.write(
  `built server/dist (${serverMs} ms), web/dist (${Date.now() - started - serverMs - cliMs} ms) and cli/dist/kb.mjs (${cliMs} ms)\n`,
);
