#!/usr/bin/env node
// Bundles `kb` into one ES module file that runs on Node >= 20 with nothing installed (commander, yaml and the
// generated operations inside). `pnpm build` writes cli/dist/kb.mjs; the server serves it at GET /cli/kb.mjs.
// Usage: node cli/bundle.mjs [OUTFILE]
import { chmodSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
export const defaultOutfile = path.join(here, 'dist', 'kb.mjs');

/** Writes the bundle to `outfile`; resolves to its path. */
export async function bundleCli(outfile = defaultOutfile) {
  await build({
    entryPoints: [path.join(here, 'src', 'main.ts')],
    outfile,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    minifyWhitespace: true,
    minifySyntax: true,
    legalComments: 'none',
    logLevel: 'warning',
    // commander is CommonJS and require()s Node's built-in modules (main.ts's shebang stays first).
    banner: {
      js: "import { createRequire as __kbCreateRequire } from 'node:module';\nconst require = __kbCreateRequire(import.meta.url);",
    },
  });
  chmodSync(outfile, 0o755);
  return outfile;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const out = await bundleCli(process.argv[2] ? path.resolve(process.argv[2]) : undefined);
  process.stderr.write(`wrote ${path.relative(process.cwd(), out)}\n`);
}
