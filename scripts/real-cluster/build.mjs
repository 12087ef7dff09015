// Building the real control plane's binaries (`pnpm real-cluster build | bin`). Each Go module under real-cluster/
// pins one upstream program set; binaries go to ${XDG_CACHE_HOME:-$HOME/.cache}/kueue-batch/real-cluster/<hash>/bin,
// where <hash> covers every module's go.sum and the build recipe below, so a second build is instant and every clone
// on the machine shares them.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const realDir = path.join(root, 'real-cluster');

function kubernetesLdflags() {
  const mod = readFileSync(path.join(realDir, 'go.mod'), 'utf8');
  const v = /k8s\.io\/kubernetes (v[0-9.]+)/.exec(mod)?.[1] ?? 'v0.0.0';
  const [major, minor] = v.slice(1).split('.');
  return [
    `-X k8s.io/component-base/version.gitVersion=${v}`,
    `-X k8s.io/component-base/version.gitMajor=${major}`,
    `-X k8s.io/component-base/version.gitMinor=${minor}`,
    '-X k8s.io/component-base/version.gitTreeState=clean',
  ];
}

/**
 * The Go modules and what each builds. They are separate modules because each upstream is built against its own
 * k8s.io versions (Kubernetes v0.37, kwok v0.36, Kueue v0.35 with controller-runtime v0.23): one go.mod would raise
 * them all to v0.37, which Kueue and controller-runtime are not written for.
 */
export const MODULES = [
  {
    dir: 'real-cluster',
    ldflags: kubernetesLdflags,
    binaries: [
      { name: 'kube-apiserver', pkg: 'k8s.io/kubernetes/cmd/kube-apiserver' },
      { name: 'kube-controller-manager', pkg: 'k8s.io/kubernetes/cmd/kube-controller-manager' },
      { name: 'kube-scheduler', pkg: 'k8s.io/kubernetes/cmd/kube-scheduler' },
      { name: 'kubectl', pkg: 'k8s.io/kubernetes/cmd/kubectl' },
    ],
  },
  {
    dir: 'real-cluster/etcd',
    ldflags: () => [],
    binaries: [{ name: 'etcd', pkg: 'go.etcd.io/etcd/server/v3' }],
  },
  {
    dir: 'real-cluster/kwok',
    ldflags: () => ['-X sigs.k8s.io/kwok/pkg/consts.Version=0.8.0'],
    binaries: [{ name: 'kwok', pkg: 'sigs.k8s.io/kwok/cmd/kwok' }],
  },
  {
    dir: 'real-cluster/kueue',
    // Kueue's visibility server reads its certificate from the absolute /visibility (the mount path in its
    // Deployment) unless internal cert management is on; this makes it a path relative to Kueue's working
    // directory, so each control plane gives its own (real-cluster/README.md, "Differences").
    ldflags: () => [
      '-X sigs.k8s.io/kueue/pkg/version.GitVersion=v0.17.0',
      '-X sigs.k8s.io/kueue/pkg/visibility.certDir=visibility-certs',
    ],
    binaries: [{ name: 'kueue', pkg: 'sigs.k8s.io/kueue/cmd/kueue' }],
  },
];

export const BINARIES = MODULES.flatMap((m) => m.binaries);

export function cacheRoot() {
  const base = process.env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache');
  return path.join(base, 'kueue-batch', 'real-cluster');
}

/** The cache key: every module's go.sum and its build flags. */
export function buildHash() {
  const h = createHash('sha256');
  for (const m of MODULES) {
    h.update(`${m.dir}\n${m.ldflags().join(' ')}\n${m.binaries.map((b) => b.pkg).join(' ')}\n`);
    h.update(readFileSync(path.join(root, m.dir, 'go.sum')));
  }
  return h.digest('hex').slice(0, 16);
}

export function binDir() {
  return path.join(cacheRoot(), buildHash(), 'bin');
}

export function goAvailable() {
  try {
    return spawnSync('go', ['version'], { encoding: 'utf8' }).status === 0;
  } catch {
    return false;
  }
}

export function missingBinaries() {
  const dir = binDir();
  return BINARIES.filter((b) => !existsSync(path.join(dir, b.name)));
}

/** Builds what is missing, one `go build` per module (it shares compiled packages and uses every core itself). */
export function build({ quiet = false } = {}) {
  const dir = binDir();
  const todo = MODULES.map((m) => ({
    ...m,
    binaries: m.binaries.filter((b) => !existsSync(path.join(dir, b.name))),
  }));
  if (todo.every((m) => m.binaries.length === 0)) {
    if (!quiet) process.stderr.write(`real-cluster: binaries up to date in ${dir}\n`);
    return dir;
  }
  if (!goAvailable())
    throw new Error('real-cluster: Go is not installed (https://go.dev/doc/install); nothing built');
  mkdirSync(dir, { recursive: true });
  const allStarted = Date.now();
  for (const m of todo) {
    if (m.binaries.length === 0) continue;
    const started = Date.now();
    const names = m.binaries.map((b) => b.name).join(', ');
    process.stderr.write(`real-cluster: building ${names} (${m.dir})…\n`);
    const tmp = path.join(dir, `.build.${process.pid}`);
    rmSync(tmp, { recursive: true, force: true });
    mkdirSync(tmp);
    const ldflags = [...m.ldflags(), '-s', '-w'].join(' ');
    const result = spawnSync(
      'go',
      ['build', '-trimpath', `-ldflags=${ldflags}`, '-o', `${tmp}/`, ...m.binaries.map((b) => b.pkg)],
      {
        cwd: path.join(root, m.dir),
        stdio: ['ignore', 'inherit', 'inherit'],
        env: { ...process.env, CGO_ENABLED: '0' },
      },
    );
    if (result.status !== 0) {
      rmSync(tmp, { recursive: true, force: true });
      throw new Error(`real-cluster: building ${names} failed (exit ${result.status}) in ${m.dir}`);
    }
    for (const b of m.binaries) {
      // `go build -o dir/` names a binary after its package's last path element; a major-version suffix is
      // skipped by the go command (cmd/go DefaultExecName: server/v3 → server), so both are looked for.
      const parts = b.pkg.split('/');
      const candidates = [
        parts.at(-1),
        /^v[0-9]+$/.test(parts.at(-1) ?? '') ? parts.at(-2) : undefined,
      ].filter((n) => n !== undefined);
      const built = candidates.map((n) => path.join(tmp, n)).find((p) => existsSync(p));
      if (!built)
        throw new Error(
          `real-cluster: go build left no binary for ${b.pkg} (looked for ${candidates.join(', ')})`,
        );
      renameSync(built, path.join(dir, b.name));
    }
    rmSync(tmp, { recursive: true, force: true });
    process.stderr.write(`real-cluster: built ${names} in ${((Date.now() - started) / 1000).toFixed(0)} s\n`);
  }
  process.stderr.write(
    `real-cluster: build done in ${((Date.now() - allStarted) / 1000).toFixed(0)} s (${dir})\n`,
  );
  return dir;
}

/** The Go module cache folder of a module the real-cluster modules require (e.g. Kueue's CRDs). */
export function moduleDir(moduleDirRel, modulePath) {
  const r = spawnSync('go', ['list', '-m', '-f', '{{.Dir}}', modulePath], {
    cwd: path.join(root, moduleDirRel),
    encoding: 'utf8',
  });
  let dir = r.status === 0 ? r.stdout.trim() : '';
  if (!dir) {
    spawnSync('go', ['mod', 'download', modulePath], { cwd: path.join(root, moduleDirRel), stdio: 'ignore' });
    dir = spawnSync('go', ['list', '-m', '-f', '{{.Dir}}', modulePath], {
      cwd: path.join(root, moduleDirRel),
      encoding: 'utf8',
    }).stdout.trim();
  }
  if (!dir)
    throw new Error(`real-cluster: ${modulePath} is not in the Go module cache (go mod download failed)`);
  return dir;
}
