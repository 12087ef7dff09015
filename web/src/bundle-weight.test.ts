// @vitest-environment node
import { execFile } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The weight of the editor's first page on the wire: the JavaScript the built index.html loads (its module script
// and modulepreload links) plus the chunk of the page shown first and what that chunk imports statically, each
// counted as the server sends it to a browser accepting gzip — the precompressed `.gz` written by the build, or
// the file itself when none was worth writing.

const BUDGET_BYTES = 100_000; // 100 kB
const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

let dir: string;
let dist: string;
let manifest: Manifest;
let html: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'web-weight-'));
  dist = path.join(dir, 'dist');
  await promisify(execFile)(
    process.execPath,
    [
      path.join(webRoot, 'node_modules/vite/bin/vite.js'),
      'build',
      '--outDir',
      dist,
      '--emptyOutDir',
      '--manifest',
      '--logLevel',
      'error',
    ],
    // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
    { cwd: webRoot, timeout: 240_000, env: { ...process.env, NODE_ENV: 'production' } },
  );
  manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
  html = readFileSync(path.join(dist, 'index.html'), 'utf8');
}, 300_000);
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** Bytes sent for one built file to a client accepting gzip (see server/src/web-static.ts). */
function wireBytes(file: string): number {
  const full = path.join(dist, file);
  return existsSync(`${full}.gz`) ? statSync(`${full}.gz`).size : statSync(full).size;
}

/** The scripts index.html itself loads: module scripts and modulepreload links. */
function documentScripts(): string[] {
  const files = new Set<string>();
  for (const match of html.matchAll(/<script\b[^>]*\btype="module"[^>]*\bsrc="\/([^"]+)"/g))
    files.add(match[1]!);
  for (const match of html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="\/([^"]+)"/g)) {
    files.add(match[1]!);
  }
  return [...files];
}

/** A chunk's file and every file it imports statically, transitively (what loading it fetches). */
function withStaticImports(key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`no chunk ${key} in the build manifest`);
  if (into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) withStaticImports(imported, into);
  return into;
}

function firstLoad(pageSource: string) {
  const files = new Set(documentScripts());
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry);
  if (!entry) throw new Error('the build manifest has no entry');
  withStaticImports(entry[0], files);
  withStaticImports(pageSource, files);
  const js = [...files].filter((f) => f.endsWith('.js'));
  return { files: js, bytes: js.reduce((sum, f) => sum + wireBytes(f), 0) };
}

describe("the editor's first page (gzip on the wire)", () => {
  const pages = {
    'sign-in (signed out)': 'src/features/auth/SignInPage.tsx',
    'projects (signed in: / goes to /projects)': 'src/features/projects/ProjectsPage.tsx',
  };

  it('index.html loads one module script, and pages are chunks of their own loaded on demand', () => {
    expect(documentScripts().length).toBeGreaterThan(0);
    for (const page of [
      ...Object.values(pages),
      'src/features/processes/ProcessPage.tsx',
      'src/features/clusters/AdminClustersPage.tsx',
    ]) {
      expect(manifest[page]?.isDynamicEntry, page).toBe(true);
    }
  });

  for (const [name, source] of Object.entries(pages)) {
    it(`${name} loads at most ${BUDGET_BYTES / 1000} kB of JavaScript, and no other page`, () => {
      const { files, bytes } = firstLoad(source);
      console.info(
        `web weight, ${name}: ${(bytes / 1000).toFixed(2)} kB gzip in ${files.length} files (${files.join(', ')})`,
      );
      expect(bytes).toBeLessThanOrEqual(BUDGET_BYTES);
      const others = [
        'src/features/processes/ProcessPage.tsx',
        'src/features/processes/RerunPage.tsx',
        'src/features/clusters/AdminClustersPage.tsx',
        'src/features/projects/ProjectPage.tsx',
        'src/features/auth/SignInPage.tsx',
        'src/features/projects/ProjectsPage.tsx',
      ].filter((page) => page !== source);
      for (const other of others) expect(files, other).not.toContain(manifest[other]!.file);
    });
  }
});
