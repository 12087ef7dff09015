import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { KubeSim } from 'kube-sim';
import { startKubeSim } from 'kube-sim';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import type { Cluster, User } from '../../src/generated/prisma/client.ts';
import { VERSION_LABEL } from '../../src/kube/jobs.ts';
import { seedProject, seedUser } from '../helpers/app.ts';
import { seedCluster, simCluster } from '../helpers/clusters.ts';
import { createTestDatabase, describePostgres, type TestDatabase } from '../helpers/database.ts';
import { seedVersion } from '../helpers/versions.ts';

/*
 * The ledger across a server killed with SIGKILL in the middle of a pod's run, and with two server processes
 * (replicas) on one database: the interval is counted once, as long as the pod ran.
 */

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SECRET_KEY = `v1:${Buffer.alloc(32, 7).toString('base64')}`; // TEST_KEYRING's key

interface ServerProcess {
  child: ChildProcess;
  output: string[];
  exited: Promise<number | null>;
}

interface PodView {
  metadata: { labels: Record<string, string> };
  status?: { containerStatuses?: { state?: { terminated?: { startedAt?: string; finishedAt?: string } } }[] };
}

async function waitFor<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describePostgres('usage ledger across a kill -9 and with two replicas', () => {
  let db: TestDatabase;
  let sim: KubeSim;
  let user: User;
  let projectId: string;
  let cluster: Cluster;
  const running: ServerProcess[] = [];

  beforeAll(async () => {
    db = await createTestDatabase();
    sim = await startKubeSim({ clock: { speed: 0 }, clusters: [simCluster('c1')] });
    cluster = await seedCluster(db.prisma, sim.cluster('c1'));
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

  const start = () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        DATABASE_URL: db.url,
        SECRET_KEY,
        SIMULATED_CLUSTERS: 'false',
        PORT: '0',
        LOG_LEVEL: 'warn',
        CLUSTER_LEASE_TTL_MS: '2000',
        LAUNCH_POLL_MS: '200',
        RUNNER_SWEEP_MS: '300',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output: string[] = [];
    child.stdout?.on('data', (d) => output.push(String(d)));
    child.stderr?.on('data', (d) => output.push(String(d)));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    const s = { child, output, exited };
    running.push(s);
    return s;
  };

  const advance = async (seconds: number) => {
    for (let t = 0; t < seconds; t += 5) {
      sim.clock.advance(5_000);
      await new Promise((r) => setTimeout(r, 20));
    }
  };

  const realSeconds = (versionId: string) => {
    let total = 0;
    for (const pod of sim.cluster('c1').listObjects('pods', 'jobs') as unknown as PodView[]) {
      if (pod.metadata.labels?.[VERSION_LABEL] !== versionId) continue;
      for (const cs of pod.status?.containerStatuses ?? []) {
        const t = cs.state?.terminated;
        if (t?.startedAt && t.finishedAt)
          total += (Date.parse(t.finishedAt) - Date.parse(t.startedAt)) / 1000;
      }
    }
    return total;
  };

  const cpuSeconds = async (versionId: string) =>
    (
      await db.prisma.usageRecord.aggregate({
        where: { versionId, resource: 'cpu' },
        _sum: { resourceSeconds: true },
        _count: true,
      })
    )._sum.resourceSeconds ?? 0;

  it('a server killed mid-interval: the next one counts the whole run, once', async () => {
    const v = await seedVersion(db.prisma, {
      userId: user.id,
      projectId,
      cluster,
      cpu: '3',
      command: ['sh', '-c', 'sleep 240'],
    });
    const a = start();
    await waitFor('the run to be open in the ledger', async () => {
      await advance(5);
      return (await db.prisma.usageOpenInterval.count({ where: { versionId: v.id } })) > 0 ? true : undefined;
    });
    await advance(60);
    a.child.kill('SIGKILL');
    await a.exited;
    // The pod ends while no server watches.
    await advance(240);
    expect(realSeconds(v.id)).toBeGreaterThan(0);
    start();
    const counted = await waitFor('the closed run in the ledger', async () => {
      const s = await cpuSeconds(v.id);
      return s > 0 ? s : undefined;
    });
    const real = realSeconds(v.id);
    expect(Math.abs(counted - 3 * real) / (3 * real)).toBeLessThanOrEqual(0.01);
    expect(Math.abs(real - 240) / 240).toBeLessThanOrEqual(0.01);
    expect(await db.prisma.usageOpenInterval.count({ where: { versionId: v.id } })).toBe(0);
    expect(await db.prisma.usageRecord.count({ where: { versionId: v.id } })).toBe(2); // cpu, memory
  }, 240_000);

  it('two replicas: each run counted once', async () => {
    start();
    start();
    const versions: { id: string }[] = [];
    for (let i = 0; i < 4; i++) {
      versions.push(
        await seedVersion(db.prisma, {
          userId: user.id,
          projectId,
          cluster,
          cpu: '1',
          command: ['sh', '-c', `sleep ${30 * (i + 1)}`],
        }),
      );
    }
    await waitFor('every run in the ledger', async () => {
      await advance(10);
      const counts = await Promise.all(versions.map((v) => cpuSeconds(v.id)));
      return counts.every((c) => c > 0) ? true : undefined;
    });
    for (const [i, v] of versions.entries()) {
      const real = realSeconds(v.id);
      expect(Math.abs(real - 30 * (i + 1))).toBeLessThanOrEqual(0.3 * (i + 1));
      const counted = await cpuSeconds(v.id);
      expect(Math.abs(counted - real) / real).toBeLessThanOrEqual(0.01);
      expect(await db.prisma.usageRecord.count({ where: { versionId: v.id } })).toBe(2);
    }
  }, 240_000);
});
