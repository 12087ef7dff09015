// The fingerprint of everything `pnpm build` reads: when it matches the one the last build wrote, the build is
// current and `pnpm start` does not build again. Contents are hashed, not times: a fresh clone has new times.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const serverDist = path.join(root, 'server/dist');
export const webDist = path.join(root, 'web/dist');
export const stampFile = path.join(serverDist, 'build-stamp.json');

/** Folders and files the build reads (besides installed packages, which the lockfile stands for). */
const INPUTS = [
  'server/src',
  'server/package.json',
  'kube-sim/src',
  'kube-sim/package.json',
  'rules/src',
  'rules/package.json',
  'web/src',
  'web/public',
  'web/index.html',
  'web/vite.config.ts',
  'web/package.json',
  'package.json',
  'pnpm-lock.yaml',
  'patches',
  'scripts/build.mjs',
  'scripts/build-stamp.mjs',
];
const SKIP = new Set(['node_modules', 'dist', '.vite']);

function collect(rel, out) {
  const abs = path.join(root, rel);
  if (!existsSync(abs)) return;
  const info = statSync(abs);
  if (info.isFile()) {
    out.push(rel);
    return;
  }
  if (!info.isDirectory()) return;
  for (const entry of readdirSync(abs).sort()) {
    if (SKIP.has(entry)) continue;
    collect(path.posix.join(rel, entry), out);
  }
}

/** sha256 over the inputs' paths and contents, in a fixed order. */
export function inputsHash() {
  const files = [];
  for (const input of INPUTS) collect(input, files);
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(path.join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** Why a build is needed, or null when the last build matches the sources and its outputs are all there. */
export function staleReason() {
  if (!existsSync(stampFile)) return 'no build yet';
  let stamp;
  try {
    stamp = JSON.parse(readFileSync(stampFile, 'utf8'));
  } catch {
    return 'the build stamp is unreadable';
  }
  for (const output of ['server/dist/main.js', 'server/dist/cli/admin.js', 'web/dist/index.html']) {
    if (!existsSync(path.join(root, output))) return `${output} is missing`;
  }
  if (stamp.inputs !== inputsHash()) return 'the sources changed since the last build';
  return null;
}
