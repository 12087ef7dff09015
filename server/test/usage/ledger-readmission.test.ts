import type { KubeSim } from 'kube-sim';
import { startKubeSim } from 'kube-sim';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { decodeEvictions } from '../../src/db/version-data.ts';
import type { Cluster, User } from '../../src/generated/prisma/client.ts';
import type { ClusterClientRegistry } from '../../src/kube/client-registry.ts';
import type { KubeObject } from '../../src/kube/job-status.ts';
import { jobNameFor, VERSION_LABEL } from '../../src/kube/jobs.ts';
import { createLogger } from '../../src/logger.ts';
import { Runner } from '../../src/runner/index.ts';
import { recordEviction } from '../../src/services/evictions.ts';
import { seedProject, seedUser, TEST_KEYRING } from '../helpers/app.ts';
import { createTestRegistry, seedCluster, simCluster } from '../helpers/clusters.ts';
import { createTestDatabase, describePostgres, type TestDatabase } from '../helpers/database.ts';
import { seedVersion, waitForVersion } from '../helpers/versions.ts';

/*
 * Issue 39, finding 4: a job evicted and re-admitted on another flavor before its evicted pod was gone. The run
 * before the eviction ran on the first flavor and must be counted there (not in the flavor of the Workload's
 * admission at the time the ledger is written). kube-sim's clock is frozen: the eviction, the re-admission and the
 * evicted pod's stop all happen within one second.
 */

interface SimObject {
  metadata: {
    name: string;
    labels?: Record<string, string>;
    ownerReferences?: { name: string }[];
    deletionTimestamp?: string;
  };
  spec?: { active?: boolean };
  status?: {
    admission?: { podSetAssignments?: { flavors?: Record<string, string> }[] };
    containerStatuses?: { state?: { running?: { startedAt?: string } } }[];
  };
}

describePostgres('usage ledger: a quick re-admission on another flavor', () => {
  let db: TestDatabase;
  let sim: KubeSim;
  let kube: ClusterClientRegistry;
  let runner: Runner;
  let user: User;
  let projectId: string;
  let main: Cluster;
  const logger = createLogger('silent');

  beforeAll(async () => {
    db = await createTestDatabase();
    sim = await startKubeSim({
      clock: { speed: 0, start: Math.floor(Date.now() / 1000) * 1000 + 200 },
      // `small` holds one job of 2 CPUs; `big` is tried after it.
      clusters: [
        simCluster('main', [
          { name: 'small', cpu: '2', memory: '4Gi' },
          { name: 'big', cpu: '16', memory: '64Gi' },
        ]),
      ],
    });
    main = await seedCluster(db.prisma, sim.cluster('main'));
    ({ user } = await seedUser(db.prisma));
    projectId = (await seedProject(db.prisma, [{ userId: user.id }])).id;
    kube = createTestRegistry({ timeoutMs: 2_000 });
    runner = new Runner({
      prisma: db.prisma,
      kube,
      keyring: TEST_KEYRING,
      logger,
      settings: {
        launchPollMs: 100,
        launchRetryBaseMs: 20,
        launchMaxAttempts: 3,
        leaseTtlMs: 3_000,
        sweepMs: 100,
        watchIdleTimeoutMs: 5_000,
      },
    });
    runner.start();
    await runner.leases.refresh();
  }, 60_000);

  afterAll(async () => {
    await runner?.stop();
    await kube?.close();
    await sim?.stop();
    await db?.drop();
  });

  const launch = async (command: string) => {
    const v = await seedVersion(db.prisma, {
      userId: user.id,
      projectId,
      cluster: main,
      cpu: '2',
      memory: '1Gi',
      command: ['sh', '-c', command],
    });
    runner.wake();
    return v;
  };

  const run = async (seconds: number, step = 5) => {
    for (let t = 0; t < seconds; t += step) {
      sim.clock.advance(step * 1000);
      await new Promise((r) => setTimeout(r, 15));
    }
  };

  const objects = (resource: string) =>
    sim.cluster('main').listObjects(resource, 'jobs') as unknown as SimObject[];
  const workloadOf = (versionId: string) =>
    objects('workloads').find((w) => w.metadata.ownerReferences?.[0]?.name === jobNameFor(versionId));
  const admittedFlavor = (versionId: string) =>
    workloadOf(versionId)?.status?.admission?.podSetAssignments?.[0]?.flavors?.cpu;

  const until = async (what: string, predicate: () => boolean | Promise<boolean>) => {
    const deadline = Date.now() + 15_000;
    while (!(await predicate())) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await new Promise((r) => setTimeout(r, 20));
    }
  };

  let evictedWorkload: KubeObject | undefined;
  const workloadFromCluster = async (versionId: string) => {
    const path = '/apis/kueue.x-k8s.io/v1beta2/namespaces/jobs/workloads';
    const list = (await kube.get(main).getJson(path)) as { items: KubeObject[] };
    return list.items.find((i) => i.metadata.ownerReferences?.[0]?.name === jobNameFor(versionId));
  };

  const setActive = async (versionId: string, active: boolean) => {
    const client = kube.get(main);
    const path = '/apis/kueue.x-k8s.io/v1beta2/namespaces/jobs/workloads';
    const list = (await client.getJson(path)) as { items: SimObject[] };
    const w = list.items.find((i) => i.metadata.ownerReferences?.[0]?.name === jobNameFor(versionId))!;
    w.spec = { ...w.spec, active };
    await client.request((_, http) => http.sendJson('PUT', `${path}/${w.metadata.name}`, w));
  };

  it('each run is counted in the flavor it ran on, whatever the Workload was admitted to afterwards', async () => {
    const a = await launch('sleep 100');
    await waitForVersion(db.prisma, a.id, (x) => x.status === 'QUEUED' || x.status === 'RUNNING');
    await run(40);
    await waitForVersion(db.prisma, a.id, (x) => x.status === 'RUNNING');
    expect(admittedFlavor(a.id)).toBe('small');
    const firstPod = objects('pods').find((p) => p.metadata.labels?.[VERSION_LABEL] === a.id)!;
    const firstStart = Date.parse(firstPod.status!.containerStatuses![0]!.state!.running!.startedAt!);
    const frozenAt = sim.clock.now();
    // Evicted (deactivated), its place on `small` taken by another job, then re-admitted — on `big` — while the
    // evicted pod is still stopping: all within the same second.
    await setActive(a.id, false);
    await until('the evicted pod to stop', () =>
      Boolean(
        objects('pods').find((p) => p.metadata.name === firstPod.metadata.name)?.metadata.deletionTimestamp,
      ),
    );
    const b = await launch('sleep 30');
    await until('the other job on small', () => admittedFlavor(b.id) === 'small');
    await setActive(a.id, true);
    await until('the re-admission on big', () => admittedFlavor(a.id) === 'big');
    expect(sim.clock.now()).toBe(frozenAt);
    await run(150);
    await waitForVersion(db.prisma, a.id, (x) => x.status === 'SUCCEEDED');
    let rows: Awaited<ReturnType<typeof db.prisma.usageRecord.findMany>> = [];
    await until('both runs in the ledger', async () => {
      rows = await db.prisma.usageRecord.findMany({ where: { versionId: a.id, resource: 'cpu' } });
      return new Set(rows.map((r) => r.intervalKey)).size === 2;
    });
    const first = rows.filter((r) => r.startedAt.getTime() === firstStart);
    const second = rows.filter((r) => r.startedAt.getTime() !== firstStart);
    expect(first.length).toBeGreaterThan(0);
    expect(first.reduce((s, r) => s + r.resourceSeconds, 0)).toBeGreaterThan(2 * 30);
    expect(new Set(first.map((r) => r.flavor))).toEqual(new Set(['small']));
    expect(new Set(second.map((r) => r.flavor))).toEqual(new Set(['big']));
    // The eviction is recorded once, with its timeline step, whether or not the monitor saw it going on.
    const version = await db.prisma.processVersion.findUniqueOrThrow({ where: { id: a.id } });
    expect(decodeEvictions(version.evictions).map((e) => e.reason)).toEqual(['Deactivated']);
    const steps = await db.prisma.processVersionEvent.findMany({
      where: { versionId: a.id, reason: 'Evicted' },
    });
    expect(steps.length).toBe(1);
    evictedWorkload = await workloadFromCluster(a.id);
  }, 60_000);

  it('an eviction the monitor never saw going on (admitted again between two looks) is recorded from the Workload’s count, once', async () => {
    // The Workload as the cluster shows it after the re-admission: Evicted=False, Requeued, one eviction counted.
    expect(evictedWorkload).toBeDefined();
    const conditions = (evictedWorkload!.status as { conditions: { type: string; status: string }[] })
      .conditions;
    expect(conditions.find((c) => c.type === 'Evicted')?.status).toBe('False');
    const v = await seedVersion(db.prisma, { userId: user.id, projectId, cluster: main, launch: false });
    const deps = { prisma: db.prisma, logger };
    const first = await recordEviction(deps, main, { ...v, evictions: [], failover: null }, evictedWorkload!);
    expect(first?.evictions.map((e) => [e.reason, e.workload])).toEqual([
      ['Deactivated', evictedWorkload!.metadata.name],
    ]);
    const stored = await db.prisma.processVersion.findUniqueOrThrow({ where: { id: v.id } });
    expect(stored.status).toBe('QUEUED');
    expect(await db.prisma.processVersionEvent.count({ where: { versionId: v.id, reason: 'Evicted' } })).toBe(
      1,
    );
    // Seen again: nothing new.
    expect(
      await recordEviction(
        deps,
        main,
        { ...v, evictions: stored.evictions, failover: null },
        evictedWorkload!,
      ),
    ).toBeNull();
  });

  it('the deadline counts across restarts: a run evicted and admitted again ends FAILED when its total passes it', async () => {
    // 60 s in all: 40 s before the eviction, then 20 s more — not 60 s anew (the Job's own deadline restarts).
    const v = await seedVersion(db.prisma, {
      userId: user.id,
      projectId,
      cluster: main,
      cpu: '2',
      memory: '1Gi',
      command: ['sh', '-c', 'sleep 100'],
      deadlineSeconds: 60,
    });
    runner.wake();
    await waitForVersion(db.prisma, v.id, (x) => x.status === 'QUEUED' || x.status === 'RUNNING');
    await run(40);
    await waitForVersion(db.prisma, v.id, (x) => x.status === 'RUNNING');
    await setActive(v.id, false);
    await run(5, 1);
    await waitForVersion(db.prisma, v.id, (x) => x.status === 'QUEUED');
    await setActive(v.id, true);
    await until('the re-admission', () => Boolean(admittedFlavor(v.id)));
    await run(120);
    const ended = await waitForVersion(db.prisma, v.id, (x) => x.status === 'FAILED');
    expect(ended.statusReason).toBe('DeadlineExceeded');
    expect(ended.message).toMatch(/all its runs together/);
    let cpu = 0;
    await until('the ledger', async () => {
      const rows = await db.prisma.usageRecord.findMany({ where: { versionId: v.id, resource: 'cpu' } });
      cpu = rows.reduce((s, r) => s + r.resourceSeconds, 0);
      return new Set(rows.map((r) => r.intervalKey)).size === 2 && cpu > 0;
    });
    // Two runs, about 60 s in all (each start and stop costs a second or two), far from 40 + 60.
    expect(cpu / 2).toBeGreaterThan(55);
    expect(cpu / 2).toBeLessThan(75);
  }, 60_000);
});
