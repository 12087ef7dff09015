#!/usr/bin/env node
// Idle RSS of the built server (`pnpm build` first): starts `node server/dist/main.js` with plain node on
// PostgreSQL (no cluster: SIMULATED_CLUSTERS=false), waits IDLE_S seconds (default 20), reads VmRSS from /proc/<pid>/status, stops it, and
// repeats ROUNDS times (default 3) without and with MALLOC_ARENA_MAX=2, alternately, so background load hits both
// alike. The first start applies the migrations to a fresh database and is not counted (the migration engine runs
// only when a migration is missing).
//
//   node server/bench/idle-rss.mjs            (DATABASE_URL's server; default postgresql://postgres@127.0.0.1:5432)
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const pg = createRequire(path.join(root, 'server/package.json'))('pg');
const adminUrl = process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const idleS = Number(process.env.IDLE_S ?? 20);
const rounds = Number(process.env.ROUNDS ?? 3);
const name = `kb_idle_rss_${randomBytes(4).toString('hex')}`;
const scratch = await mkdtemp(path.join(tmpdir(), 'kb-idle-'));

const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`CREATE DATABASE "${name}"`);
const u = new URL(adminUrl);
u.pathname = `/${name}`;

function rssKiB(pid) {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) : Number.NaN;
}

async function once(extraEnv, idle) {
  const child = spawn(process.execPath, ['server/dist/main.js'], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      DATABASE_URL: u.toString(),
      SECRET_KEY: `v1:${randomBytes(32).toString('base64')}`,
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'warn',
      DATA_DIR: path.join(scratch, 'data'),
      // No cluster, as the Deployment runs it; SIMULATED=1 measures with the in-process demo clusters instead.
      SIMULATED_CLUSTERS: process.env.SIMULATED === '1' ? 'true' : 'false',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (out += d));
  const deadline = Date.now() + 120_000;
  while (!/kueue-batch is running at/.test(out)) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`server did not start: ${out}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  await new Promise((r) => setTimeout(r, idle * 1000));
  const rss = rssKiB(child.pid);
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
  return rss;
}

try {
  await once({}, 1); // applies the migrations
  const results = { default: [], 'MALLOC_ARENA_MAX=2': [] };
  for (let i = 0; i < rounds; i++) {
    results.default.push(await once({}, idleS));
    results['MALLOC_ARENA_MAX=2'].push(await once({ MALLOC_ARENA_MAX: '2' }, idleS));
  }
  const mib = (k) => (k / 1024).toFixed(0);
  console.log(
    `idle RSS after ${idleS} s, plain node server/dist/main.js on PostgreSQL, no cluster (load ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')})`,
  );
  for (const [label, list] of Object.entries(results)) {
    console.log(`  ${label.padEnd(20)} ${list.map(mib).join(', ')} MiB`);
  }
} finally {
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.end();
  await rm(scratch, { recursive: true, force: true });
}
