import type { KubeSim } from 'kube-sim';
import { startKubeSim } from 'kube-sim';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cluster, User } from '../../src/generated/prisma/client.ts';
import type { ClusterClientRegistry } from '../../src/kube/client-registry.ts';
import { jobNameFor, VERSION_LABEL } from '../../src/kube/jobs.ts';
import { KueueCaches } from '../../src/kube/kueue-caches.ts';
import { createLogger } from '../../src/logger.ts';
import { Metrics } from '../../src/observe/metrics.ts';
import { Runner } from '../../src/runner/index.ts';
import { ClusterMonitor } from '../../src/runner/monitor.ts';
import { cancelProcessVersion } from '../../src/services/execution.ts';
import { seedProject, seedUser, TEST_KEYRING } from '../helpers/app.ts';
import { createTestRegistry, seedCluster, simCluster } from '../helpers/clusters.ts';
import { createTestDatabase, describePostgres, type TestDatabase } from '../helpers/database.ts';
import { seedVersion, waitForVersion } from '../helpers/versions.ts';

/*
 * The usage ledger against pods whose running intervals are known: kube-sim's clock is frozen and moved by the
 * test, so each pod runs exactly as long as its script sleeps; the ledger must hold those intervals (as the pods
 * report them) × the requests, within 1 %, each once.
 */

interface PodView {
  metadata: { name: string; labels: Record<string, string> };
  status?: {
    containerStatuses?: {
      state?: { terminated?: { startedAt?: string; finishedAt?: string }; running?: { startedAt?: string } };
      lastState?: { terminated?: { startedAt?: string; finishedAt?: string } };
    }[];
  };
}

describePostgres('usage ledger on kube-sim', () => {
  let db: TestDatabase;
  let sim: KubeSim;
  let kube: ClusterClientRegistry;
  let runner: Runner;
  let user: User;
  let projectId: string;
  let main: Cluster;
  const metrics = new Metrics();
  const logger = createLogger('silent');

  beforeAll(async () => {
    db = await createTestDatabase();
    sim = await startKubeSim({
      // Frozen, at .900 of a second: pod timestamps are whole seconds, so an expectation that forgets it fails.
      clock: { speed: 0, start: Math.floor(Date.now() / 1000) * 1000 + 900 },
      clusters: [simCluster('main', [{ name: 'standard', cpu: '16', memory: '64Gi' }])],
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
      metrics,
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

  const launch = async (command: string, extra: Partial<Parameters<typeof seedVersion>[1]> = {}) => {
    const v = await seedVersion(db.prisma, {
      userId: user.id,
      projectId,
      cluster: main,
      cpu: '2',
      memory: '1Gi',
      command: ['sh', '-c', command],
      ...extra,
    });
    runner.wake();
    return v;
  };

  /** Moves the simulated clock in steps, letting the monitor see each step (as a real clock would). */
  const run = async (seconds: number, step = 5) => {
    for (let t = 0; t < seconds; t += step) {
      sim.clock.advance(step * 1000);
      await new Promise((r) => setTimeout(r, 15));
    }
  };

  /** The running intervals the cluster reports for a version's pods, in seconds (every run, restarts included). */
  const realSeconds = (versionId: string) => {
    const pods = sim.cluster('main').listObjects('pods', 'jobs') as unknown as PodView[];
    let total = 0;
    for (const pod of pods) {
      if (pod.metadata.labels?.[VERSION_LABEL] !== versionId) continue;
      for (const cs of pod.status?.containerStatuses ?? []) {
        for (const t of [cs.state?.terminated, cs.lastState?.terminated]) {
          if (t?.startedAt && t.finishedAt)
            total += (Date.parse(t.finishedAt) - Date.parse(t.startedAt)) / 1000;
        }
      }
    }
    return total;
  };

  const ledger = async (versionId: string) => {
    const rows = await db.prisma.usageRecord.findMany({ where: { versionId } });
    const by = (resource: string) =>
      rows.filter((r) => r.resource === resource).reduce((s, r) => s + r.resourceSeconds, 0);
    return { rows, cpu: by('cpu'), memory: by('memory') };
  };

  const waitForLedger = async (versionId: string, predicate: (cpuSeconds: number) => boolean) => {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const l = await ledger(versionId);
      if (predicate(l.cpu)) return l;
      if (Date.now() > deadline) throw new Error(`ledger of ${versionId}: ${l.cpu} cpu-seconds`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };

  const within1pc = (actual: number, expected: number) => {
    expect(expected).toBeGreaterThan(0);
    expect(Math.abs(actual - expected) / expected).toBeLessThanOrEqual(0.01);
  };

  it('a single run: its interval × each request, in the flavor Kueue assigned, once; open while it runs', async () => {
    const v = await launch('sleep 300');
    await waitForVersion(db.prisma, v.id, (x) => x.status === 'QUEUED' || x.status === 'RUNNING');
    await run(60);
    await waitForVersion(db.prisma, v.id, (x) => x.status === 'RUNNING');
    // Running: an open interval, no ledger row yet.
    const deadline = Date.now() + 10_000;
    while ((await db.prisma.usageOpenInterval.count({ where: { versionId: v.id } })) === 0) {
      if (Date.now() > deadline) throw new Error('no open interval');
      await new Promise((r) => setTimeout(r, 50));
    }
    const open = await db.prisma.usageOpenInterval.findFirstOrThrow({ where: { versionId: v.id } });
    expect(open.resources).toEqual([
      { resource: 'cpu', quantity: 2, flavor: 'standard' },
      { resource: 'memory', quantity: 1024 ** 3, flavor: 'standard' },
    ]);
    await run(300);
    await waitForVersion(db.prisma, v.id, (x) => x.status === 'SUCCEEDED');
    const l = await waitForLedger(v.id, (cpu) => cpu > 0);
    const real = realSeconds(v.id);
    within1pc(real, 300);
    within1pc(l.cpu, 2 * real);
    within1pc(l.memory, 1024 ** 3 * real);
    expect(new Set(l.rows.map((r) => r.flavor))).toEqual(new Set(['standard']));
    expect(
      l.rows.every((r) => r.projectId === projectId && r.userId === user.id && r.clusterId === main.id),
    ).toBe(true);
    expect(await db.prisma.usageOpenInterval.count({ where: { versionId: v.id } })).toBe(0);
    // The rollup holds what the ledger holds.
    const daily = await db.prisma.usageDaily.aggregate({
      where: { projectId, resource: 'cpu' },
      _sum: { resourceSeconds: true },
    });
    const all = await db.prisma.usageRecord.aggregate({
      where: { projectId, resource: 'cpu' },
      _sum: { resourceSeconds: true },
    });
    expect(daily._sum.resourceSeconds).toBeCloseTo(all._sum.resourceSeconds ?? 0, 6);
    // The metric counts what was written, by cluster, flavor and resource.
    const text = await metrics.registry.metrics();
    expect(text).toMatch(
      /kueue_batch_usage_resource_seconds_total\{cluster="main",flavor="standard",resource="cpu"\} [1-9]/,
    );
  });

  it('restarts (each failed pod replaced) and an OOM kill: every run counted as long as it ran', async () => {
    const v = await launch('sleep 100; exit 3', { backoffLimit: 2 });
    const oom = await launch('sleep 60; x=aaaaaaaa; while :; do x="$x$x"; done', { memory: '64Mi' });
    for (const id of [v.id, oom.id])
      await waitForVersion(db.prisma, id, (x) => x.status === 'QUEUED' || x.status === 'RUNNING');
    await run(600);
    await waitForVersion(db.prisma, v.id, (x) => x.status === 'FAILED');
    await waitForVersion(db.prisma, oom.id, (x) => x.status === 'FAILED');
    const l = await waitForLedger(v.id, (cpu) => cpu >= 2 * 290);
    const real = realSeconds(v.id);
    within1pc(real, 300); // three pods of 100 s
    within1pc(l.cpu, 2 * real);
    expect(new Set(l.rows.map((r) => r.intervalKey)).size).toBe(3);
    const o = await waitForLedger(oom.id, (cpu) => cpu > 0);
    const realOom = realSeconds(oom.id);
    expect(realOom).toBeGreaterThanOrEqual(60);
    within1pc(o.cpu, 2 * realOom);
  });

  it('an eviction and requeue: the run before and the run after, nothing while suspended', async () => {
    const v = await launch('sleep 200');
    await waitForVersion(db.prisma, v.id, (x) => x.status === 'QUEUED' || x.status === 'RUNNING');
    await run(61);
    await waitForVersion(db.prisma, v.id, (x) => x.status === 'RUNNING');
    const firstPod = (sim.cluster('main').listObjects('pods', 'jobs') as unknown as PodView[]).find(
      (p) => p.metadata.labels?.[VERSION_LABEL] === v.id,
    )!;
    const firstStart = Date.parse(firstPod.status!.containerStatuses![0]!.state!.running!.startedAt!);
    const evictedAt = sim.clock.now();
    // Kueue evicts it (its Workload deactivated, as an administrator or the maximum execution time does).
    const client = kube.get(main);
    const path = `/apis/kueue.x-k8s.io/v1beta2/namespaces/jobs/workloads`;
    const setActive = async (active: boolean) => {
      const list = (await client.getJson(path)) as {
        items: {
          metadata: { name: string; ownerReferences?: { name: string }[] };
          spec: { active?: boolean };
        }[];
      };
      const w = list.items.find((i) => i.metadata.ownerReferences?.[0]?.name === jobNameFor(v.id))!;
      w.spec.active = active;
      await client.request((_, http) => http.sendJson('PUT', `${path}/${w.metadata.name}`, w));
    };
    await setActive(false);
    // The eviction reaches the pod (deleted gracefully) before the clock moves on: its run ends one stop delay
    // later, at a time the test knows.
    const terminatingDeadline = Date.now() + 10_000;
    for (;;) {
      const pod = (sim.cluster('main').listObjects('pods', 'jobs') as unknown as PodView[]).find(
        (p) => p.metadata.name === firstPod.metadata.name,
      ) as (PodView & { metadata: { deletionTimestamp?: string } }) | undefined;
      if (pod?.metadata.deletionTimestamp) break;
      if (Date.now() > terminatingDeadline) throw new Error('the evicted pod was never deleted');
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(sim.clock.now()).toBe(evictedAt);
    await run(30);
    await waitForVersion(db.prisma, v.id, (x) => x.status === 'QUEUED');
    await run(100); // suspended: nothing runs
    await setActive(true);
    await run(260);
    await waitForVersion(db.prisma, v.id, (x) => x.status === 'SUCCEEDED');
    const l = await waitForLedger(v.id, (cpu) => cpu > 2 * 200);
    const real = realSeconds(v.id);
    // The first pod was deleted by the eviction: its run is known from what the monitor saw (it started at
    // firstStart and stopped 1 s — kube-sim's stop delay — after the eviction); the second pod is still there.
    const keys = new Set(l.rows.map((r) => r.intervalKey));
    expect(keys.size).toBe(2);
    within1pc(real, 200);
    const first = l.rows.filter((r) => r.resource === 'cpu' && r.startedAt.getTime() === firstStart);
    expect(first.length).toBe(1);
    // Pod timestamps are whole seconds (RFC 3339, as Kubernetes writes them): the end the pod reports is the stop
    // time cut to its second, whatever the clock's milliseconds were.
    const firstEnd = Math.floor((evictedAt + 1_000) / 1000) * 1000;
    const firstRun = (firstEnd - firstStart) / 1000;
    within1pc(first[0]!.resourceSeconds / 2, firstRun);
    within1pc(l.cpu / 2, real + firstRun);
  });

  it('a cancel: counted until its pod stopped', async () => {
    const v = await launch('sleep 1000');
    await run(121);
    await waitForVersion(db.prisma, v.id, (x) => x.status === 'RUNNING');
    await cancelProcessVersion({ prisma: db.prisma, kube, logger }, user, v.id);
    await run(10);
    await waitForVersion(db.prisma, v.id, (x) => x.status === 'CANCELLED');
    const l = await waitForLedger(v.id, (cpu) => cpu > 0);
    // Admitted at once, started 1 s later, stopped 1 s after the delete (kube-sim's stop delay).
    expect(l.cpu / 2).toBeGreaterThan(100);
    expect(l.cpu / 2).toBeLessThan(130);
    expect(await db.prisma.usageOpenInterval.count({ where: { versionId: v.id } })).toBe(0);
  });

  it('two monitors watching the same cluster at once (a handover overlap) count every run once', async () => {
    const v = await launch('sleep 90');
    const extra = [0, 1].map(
      () =>
        new ClusterMonitor({
          prisma: db.prisma,
          kube,
          caches: new KueueCaches({ registry: kube }),
          logger,
          clusterId: main.id,
          idleTimeoutMs: 5_000,
          watchTimeoutSeconds: 60,
          sweepMs: 100,
          now: () => Date.now(),
        }),
    );
    for (const m of extra) void m.start();
    try {
      // Launched before the clock moves (as the other cases): a Job created after the steps would start at their end.
      await waitForVersion(db.prisma, v.id, (x) => x.status === 'QUEUED' || x.status === 'RUNNING');
      await run(150);
      await waitForVersion(db.prisma, v.id, (x) => x.status === 'SUCCEEDED');
      await new Promise((r) => setTimeout(r, 500));
      const l = await waitForLedger(v.id, (cpu) => cpu > 0);
      within1pc(l.cpu, 2 * realSeconds(v.id));
      expect(l.rows.length).toBe(2); // cpu and memory, one interval, one day
    } finally {
      await Promise.all(extra.map((m) => m.stop()));
    }
    // A fresh monitor relisting everything (a restart) adds nothing either.
    const before = await db.prisma.usageRecord.aggregate({ _sum: { resourceSeconds: true }, _count: true });
    const again = new ClusterMonitor({
      prisma: db.prisma,
      kube,
      caches: new KueueCaches({ registry: kube }),
      logger,
      clusterId: main.id,
      idleTimeoutMs: 5_000,
      watchTimeoutSeconds: 60,
      sweepMs: 100,
      now: () => Date.now(),
    });
    void again.start();
    await new Promise((r) => setTimeout(r, 1_000));
    await again.stop();
    const after = await db.prisma.usageRecord.aggregate({ _sum: { resourceSeconds: true }, _count: true });
    expect(after).toEqual(before);
  });

  it('a second registered cluster on the same Kubernetes namespace (another queue) counts none of the first’s runs', async () => {
    // Found on the real control plane: two clusters registered against one API server and namespace (the seed's
    // small and gpu queues) each watched the other's pods, and the ledger counted every run twice.
    const other = await seedCluster(db.prisma, sim.cluster('main'), { name: 'main-other', sortOrder: 1 });
    const monitor = new ClusterMonitor({
      prisma: db.prisma,
      kube,
      caches: new KueueCaches({ registry: kube }),
      logger,
      clusterId: other.id,
      idleTimeoutMs: 5_000,
      watchTimeoutSeconds: 60,
      sweepMs: 100,
      now: () => Date.now(),
    });
    void monitor.start();
    try {
      const v = await launch('sleep 60');
      await waitForVersion(db.prisma, v.id, (x) => x.status === 'QUEUED' || x.status === 'RUNNING');
      await run(60);
      await waitForVersion(db.prisma, v.id, (x) => x.status === 'RUNNING');
      // While it runs: one open interval, on its own cluster.
      await new Promise((r) => setTimeout(r, 500));
      const open = await db.prisma.usageOpenInterval.findMany({ where: { versionId: v.id } });
      expect(open.map((o) => o.clusterId)).toEqual([main.id]);
      await run(60);
      await waitForVersion(db.prisma, v.id, (x) => x.status === 'SUCCEEDED');
      await new Promise((r) => setTimeout(r, 500));
      const l = await waitForLedger(v.id, (cpu) => cpu > 0);
      within1pc(l.cpu, 2 * realSeconds(v.id));
      expect(l.rows.map((r) => [r.clusterId, r.resource]).sort()).toEqual([
        [main.id, 'cpu'],
        [main.id, 'memory'],
      ]);
    } finally {
      await monitor.stop();
      await db.prisma.cluster.update({ where: { id: other.id }, data: { active: false } });
    }
  });
});

describe('intervals', () => {
  it('cuts at UTC midnight', async () => {
    const { splitByDay } = await import('../../src/services/usage/intervals.ts');
    const s = Date.parse('2026-03-01T23:00:00Z');
    expect(splitByDay(s, s + 2 * 3600_000)).toEqual([
      { day: Date.parse('2026-03-01T00:00:00Z'), start: s, end: Date.parse('2026-03-02T00:00:00Z') },
      {
        day: Date.parse('2026-03-02T00:00:00Z'),
        start: Date.parse('2026-03-02T00:00:00Z'),
        end: s + 2 * 3600_000,
      },
    ]);
  });
});
