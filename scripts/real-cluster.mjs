#!/usr/bin/env node
// `pnpm real-cluster build | bin`: the real Kubernetes + Kueue control plane's binaries, built from the Go modules
// pinned in real-cluster/go.mod (docs/architecture.md, "A real control plane"). Binaries are cached outside the clone
// in ${XDG_CACHE_HOME:-$HOME/.cache}/kueue-batch/real-cluster/<hash of real-cluster/go.sum>/bin, so a second build
// is instant and every clone on the machine shares them.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const moduleDir = path.join(root, 'real-cluster');

/** Each binary: its name in bin/ and the Go package it is built from. */
export const BINARIES = [{ name: 'kubectl', pkg: 'k8s.io/kubernetes/cmd/kubectl' }];

export function cacheRoot() {
  const base = process.env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache');
  return path.join(base, 'kueue-batch', 'real-cluster');
}

export function binDir() {
  const sum = readFileSync(path.join(moduleDir, 'go.sum'));
  const hash = createHash('sha256').update(sum).digest('hex').slice(0, 16);
  return path.join(cacheRoot(), hash, 'bin');
}

function kubernetesVersion() {
  const mod = readFileSync(path.join(moduleDir, 'go.mod'), 'utf8');
  return /k8s\.io\/kubernetes (v[0-9.]+)/.exec(mod)?.[1] ?? 'v0.0.0';
}

function goAvailable() {
  return spawnSync('go', ['version'], { encoding: 'utf8' }).status === 0;
}

export function build({ quiet = false } = {}) {
  const dir = binDir();
  const missing = BINARIES.filter((b) => !existsSync(path.join(dir, b.name)));
  if (missing.length === 0) {
    if (!quiet) process.stderr.write(`real-cluster: binaries up to date in ${dir}\n`);
    return dir;
  }
  if (!goAvailable())
    throw new Error('real-cluster: Go is not installed (https://go.dev/doc/install); nothing built');
  mkdirSync(dir, { recursive: true });
  const version = kubernetesVersion();
  const ldflags = [
    `-X k8s.io/component-base/version.gitVersion=${version}`,
    `-X k8s.io/component-base/version.gitMajor=${version.split('.')[0].slice(1)}`,
    `-X k8s.io/component-base/version.gitMinor=${version.split('.')[1]}`,
    '-X k8s.io/component-base/version.gitTreeState=clean',
    '-s -w',
  ].join(' ');
  for (const b of missing) {
    const started = Date.now();
    process.stderr.write(`real-cluster: building ${b.name} (${b.pkg})…\n`);
    const tmp = path.join(dir, `.${b.name}.${process.pid}`);
    const result = spawnSync('go', ['build', '-trimpath', `-ldflags=${ldflags}`, '-o', tmp, b.pkg], {
      cwd: moduleDir,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, CGO_ENABLED: '0' },
    });
    if (result.status !== 0)
      throw new Error(`real-cluster: building ${b.name} failed (exit ${result.status})`);
    renameSync(tmp, path.join(dir, b.name));
    process.stderr.write(
      `real-cluster: built ${b.name} in ${((Date.now() - started) / 1000).toFixed(0)} s\n`,
    );
  }
  return dir;
}

function main(argv) {
  const [command] = argv;
  switch (command) {
    case 'build':
      build();
      return 0;
    case 'bin':
      process.stdout.write(`${binDir()}\n`);
      return 0;
    default:
      process.stderr.write('usage: pnpm real-cluster build | bin\n');
      return 2;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    process.exitCode = main(process.argv.slice(2));
  } catch (err) {
    process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
    process.exitCode = 1;
  }
}
