#!/usr/bin/env node
// Regenerates every generated file: the Prisma client and Pothos types, schema.graphql, the web's GraphQL types.
// With --check, fails when a committed generated file differs from what the sources produce.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const check = process.argv.includes('--check');
// Generators (prisma-pothos-types) are found on PATH, as under `pnpm exec`.
const env = {
  ...process.env,
  PATH: [
    path.join(root, 'server/node_modules/.bin'),
    path.join(root, 'node_modules/.bin'),
    process.env.PATH,
  ].join(path.delimiter),
};
const run = (cmd, args, cwd = root) => {
  process.stderr.write(`$ ${[cmd, ...args].join(' ')}\n`);
  execFileSync(cmd, args, { cwd, stdio: ['ignore', 'inherit', 'inherit'], env });
};

const bin = (pkg, name) => path.join(root, pkg, 'node_modules/.bin', name);

run(bin('server', 'prisma'), ['generate', '--config', '../prisma.config.ts'], path.join(root, 'server'));
run(bin('server', 'tsx'), ['src/cli/print-schema.ts'], path.join(root, 'server'));
if (existsSync(path.join(root, 'codegen.ts'))) {
  run(bin('web', 'graphql-codegen'), ['--config', 'codegen.ts']);
}

if (check) {
  const paths = ['schema.graphql', 'server/src/generated', 'web/src/gql', 'server/test/gql', 'cli/src/gql'];
  const status = execFileSync('git', ['status', '--porcelain', '--', ...paths], {
    cwd: root,
    encoding: 'utf8',
  });
  if (status.trim()) {
    process.stderr.write(
      `\nGenerated files are stale (run "pnpm generate" and commit the result):\n${status}\n` +
        execFileSync('git', ['diff', '--stat', '--', ...paths], { cwd: root, encoding: 'utf8' }),
    );
    process.exit(1);
  }
  process.stderr.write('generated files are up to date\n');
}
