#!/usr/bin/env node
// `pnpm real-cluster build | bin | up [--name NAME] | down [--name NAME] | status`: the real Kubernetes + Kueue
// control plane (real-cluster/README.md). The parts, by role, are in scripts/real-cluster/: build.mjs (Go modules →
// cached binaries), certs.mjs, processes.mjs, kwok-stages.mjs, seed.mjs, control-plane.mjs.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BINARIES, binDir, build, cacheRoot } from './real-cluster/build.mjs';
import { down, status, up } from './real-cluster/control-plane.mjs';

export { BINARIES, binDir, build, cacheRoot };

function nameOf(args) {
  const i = args.indexOf('--name');
  if (i >= 0) return args[i + 1];
  const eq = args.find((a) => a.startsWith('--name='));
  return eq ? eq.slice('--name='.length) : process.env.REAL_CLUSTER_NAME || 'real';
}

async function main(argv) {
  const [command, ...rest] = argv;
  switch (command) {
    case 'build':
      build();
      return 0;
    case 'bin':
      process.stdout.write(`${binDir()}\n`);
      return 0;
    case 'up': {
      const { kubeconfig } = await up({ name: nameOf(rest) });
      process.stdout.write(`${kubeconfig}\n`);
      return 0;
    }
    case 'down':
      await down({ name: nameOf(rest) });
      return 0;
    case 'status':
      status();
      return 0;
    default:
      process.stderr.write(
        'usage: pnpm real-cluster build | bin | up [--name NAME] | down [--name NAME] | status\n',
      );
      return 2;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (err) => {
      process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
      process.exitCode = 1;
    },
  );
}
