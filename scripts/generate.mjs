#!/usr/bin/env node
// Regenerates every generated file: the Prisma client and Pothos types, schema.graphql, the web's GraphQL types,
// the Python SDK's models and operations (ariadne-codegen, in the venv clients/python/.venv, made when missing).
// With --check, fails when a committed generated file differs from what the sources produce.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
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

pythonSdk();

/**
 * The Python SDK's generated package (clients/python/src/kueue_batch/generated) from schema.graphql. The venv is
 * made, or refreshed, only when it is missing or requirements-dev.txt changed since it was installed.
 */
function pythonSdk() {
  const dir = path.join(root, 'clients/python');
  const python = path.join(dir, '.venv/bin/python');
  const stamp = path.join(dir, '.venv/requirements-dev.sha256');
  const wanted = createHash('sha256')
    .update(readFileSync(path.join(dir, 'requirements-dev.txt')))
    .digest('hex');
  const installed = existsSync(stamp) ? readFileSync(stamp, 'utf8').trim() : '';
  if (!existsSync(python) || installed !== wanted) {
    if (!existsSync(python)) run(process.env.PYTHON ?? 'python3', ['-m', 'venv', '.venv'], dir);
    run(
      python,
      ['-m', 'pip', 'install', '--quiet', '--disable-pip-version-check', '-r', 'requirements-dev.txt'],
      dir,
    );
    writeFileSync(stamp, `${wanted}\n`);
  }
  run(python, ['codegen/generate.py'], dir);
}

if (check) {
  const paths = [
    'schema.graphql',
    'server/src/generated',
    'web/src/gql',
    'server/test/gql',
    'clients/python/src/kueue_batch/generated',
    'cli/src/gql',
  ];
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
