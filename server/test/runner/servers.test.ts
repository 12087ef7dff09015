import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { KubeSim } from 'kube-sim';
import { startKubeSim } from 'kube-sim';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import type { Cluster, User } from '../../src/generated/prisma/client.ts';
import { jobNameFor, VERSION_LABEL } from '../../src/kube/jobs.ts';
import { seedProject, seedUser } from '../helpers/app.ts';
import { seedCluster, simCluster } from '../helpers/clusters.ts';
import { createTestDatabase, describePostgres, type TestDatabase } from '../helpers/database.ts';
import { seedVersion } from '../helpers/versions.ts';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SECRET_KEY = `v1:${Buffer.alloc(32, 7).toString('base64')}`; // TEST_KEYRING's key
const LEASE_TTL_MS = 2_000;

interface ServerProcess {
  child: ChildProcess;
  output: string[];
  exited: Promise<number | null>;
}

function startServerProcess(databaseUrl: string, extra: Record<string, string> = {}): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      SECRET_KEY,
      SIMULATED_CLUSTERS: 'false',
      PORT: '0',
      LOG_LEVEL: 'warn',
      CLUSTER_LEASE_TTL_MS: String(LEASE_TTL_MS),
      LAUNCH_POLL_MS: '200',
      LAUNCH_CLAIM_MS: '3000',
      RUNNER_SWEEP_MS: '500',
      ...extra,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout?.on('data', (d) => output.push(String(d)));
  child.stderr?.on('data', (d) => output.push(String(d)));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output, exited };
}

let describeState: (() => Promise<string>) | undefined;

async function waitFor<T>(
  what: string,
  probe: () => Promise<T | undefined> | T | undefined,
  timeoutMs = 60_000,
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline)
      throw new Error(`timed out waiting for ${what}${describeState ? `: ${await describeState()}` : ''}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describePostgres('several server processes on one PostgreSQL', () => {
  let db: TestDatabase;
  let sim: KubeSim;
  let user: User;
  let projectId: string;
  const clusters: Record<string, Cluster> = {};
  const running: ServerProcess[] = [];

  beforeAll(async () => {
    db = await createTestDatabase();
    sim = await startKubeSim({
      clock: { speed: 0 },
      clusters: [
        simCluster('launches', [{ name: 'default', cpu: '1000', memory: '4000Gi' }], { latencyMs: 25 }),
        simCluster('c1'),
        simCluster('c2'),
        simCluster('c3'),
      ],
    });
    for (const c of sim.clusters) clusters[c.name] = await seedCluster(db.prisma, c);
    ({ user } = await seedUser(db.prisma));
    projectId = (await seedProject(db.prisma, [{ userId: user.id }])).id;
  }, 60_000);

  const stopAll = async () => {
    for (const s of running.splice(0)) {
      if (s.child.exitCode === null && s.child.signalCode === null) s.child.kill('SIGTERM');
      await s.exited;
    }
  };
  afterEach(stopAll);
  afterAll(async () => {
    await stopAll();
    await sim?.stop();
    await db?.drop();
  });

  const start = (extra: Record<string, string> = {}) => {
    const s = startServerProcess(db.url, extra);
    running.push(s);
    return s;
  };
  const kill9 = async (s: ServerProcess) => {
    s.child.kill('SIGKILL');
    await s.exited;
  };
  const jobsOn = (name: string) =>
    sim.cluster(name).listObjects('jobs', 'jobs') as {
      metadata: { name: string; labels: Record<string, string> };
    }[];

  it('launches each of 50 versions exactly once across a kill -9 and a restart', async () => {
    const versions = [];
    for (let i = 0; i < 50; i++) {
      versions.push(
        await seedVersion(db.prisma, {
          userId: user.id,
          projectId,
          cluster: clusters.launches!,
          launch: true,
        }),
      );
    }
    const first = start({ LAUNCH_CONCURRENCY: '4' });
    await waitFor('some Jobs to exist', () => jobsOn('launches').length >= 8 || undefined, 150_000);
    await kill9(first);
    const launchedBeforeKill = jobsOn('launches').length;
    expect(launchedBeforeKill).toBeLessThan(50);

    start({ LAUNCH_CONCURRENCY: '4' });
    await waitFor(
      'every launch row to be done',
      async () => ((await db.prisma.launchJob.count()) === 0 ? true : undefined),
      150_000,
    );
    const stored = await db.prisma.processVersion.findMany({
      where: { id: { in: versions.map((v) => v.id) } },
    });
    for (const v of stored) {
      expect(v.launchedAt, `${v.id} ${v.status} ${v.message}`).not.toBeNull();
      expect(v.jobName).toBe(jobNameFor(v.id));
      expect(v.status).not.toBe('FAILED');
    }
    const jobs = jobsOn('launches');
    expect(jobs).toHaveLength(50);
    const owners = new Set(jobs.map((j) => j.metadata.labels[VERSION_LABEL]));
    expect(owners).toEqual(new Set(versions.map((v) => v.id)));
    const timelines = await db.prisma.processVersionEvent.groupBy({
      by: ['versionId', 'status'],
      where: { versionId: { in: versions.map((v) => v.id) }, status: 'LAUNCHING', reason: null },
      _count: true,
    });
    for (const t of timelines) expect(t._count).toBe(1);
  }, 300_000);

  it('watches each cluster from one server only, and the survivor takes over when the other is killed', async () => {
    const watched = ['c1', 'c2', 'c3', 'launches'];
    // Watches per cluster: a server's Kueue caches (warmed at start-up by every server, ARCHITECTURE §23) are
    // CACHES; the lease holder's runner adds the Job and pod watches.
    const CACHES = 6;
    const HOLDER = 8;
    const BOTH = HOLDER + CACHES;
    const a = start();
    const b = start();
    describeState = async () =>
      `${JSON.stringify([...(await holders())])} watches ${watched.map((n) => `${n}=${sim.cluster(n).openWatches}`)} ${a.output.join('').slice(-2000)} ${b.output.join('').slice(-2000)}`;
    const holders = async () => {
      const leases = await db.prisma.clusterLease.findMany({
        include: { cluster: { select: { name: true } } },
      });
      return new Map(leases.map((l) => [l.cluster.name, l.holder]));
    };
    await waitFor(
      'both servers listening',
      () => ([a, b].every((s) => s.output.join('').includes('kueue-batch is running')) ? true : undefined),
      150_000,
    );
    await waitFor('every cluster watched', async () => {
      const h = await holders();
      return watched.every((n) => h.has(n)) && watched.every((n) => sim.cluster(n).openWatches === BOTH)
        ? true
        : undefined;
    });
    // Several lease periods later, still one runner per cluster: the holder's watches (its runner's and its
    // caches', HOLDER) and the other server's caches (every server warms each cluster's caches at start-up).
    await new Promise((r) => setTimeout(r, LEASE_TTL_MS * 2));
    for (const n of watched) expect(sim.cluster(n).openWatches, n).toBe(BOTH);
    const before = await holders();
    const holderNames = new Set(before.values());
    expect(holderNames.size).toBeGreaterThanOrEqual(1);

    // Kill the holder of c1; its clusters move to the survivor within the lease time.
    const victimHolder = before.get('c1')!;
    const victimPid = Number(victimHolder.split(':')[1]);
    const victim = [a, b].find((s) => s.child.pid === victimPid)!;
    expect(victim).toBeDefined();
    await kill9(victim);
    const lost = watched.filter((n) => before.get(n) === victimHolder);
    await waitFor(
      'the survivor to take over',
      async () => {
        const h = await holders();
        return lost.every((n) => h.get(n) !== victimHolder) ? true : undefined;
      },
      LEASE_TTL_MS * 10,
    );
    await waitFor('watches re-opened by the survivor', () =>
      watched.every((n) => sim.cluster(n).openWatches === HOLDER) ? true : undefined,
    );
    const after = await holders();
    expect(new Set(after.values()).size).toBe(1);
  }, 300_000);
});
