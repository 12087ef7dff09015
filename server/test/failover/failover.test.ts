import type { KubeSim } from 'kube-sim';
import { startKubeSim } from 'kube-sim';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClusterClientRegistry } from '../../src/kube/client-registry.ts';
import { jobNameFor, VERSION_LABEL } from '../../src/kube/jobs.ts';
import { createLogger } from '../../src/logger.ts';
import { Metrics } from '../../src/observe/metrics.ts';
import { FailoverLoop } from '../../src/runner/failover.ts';
import { Runner } from '../../src/runner/index.ts';
import { failOver } from '../../src/services/failover/move.ts';
import { createInProcessVersionEventBus } from '../../src/services/version-events.ts';
import { graphql } from '../gql/index.ts';
import { createTestApp, seedProject, seedUser, TEST_KEYRING, type TestApp } from '../helpers/app.ts';
import { createTestRegistry, seedCluster, simCluster } from '../helpers/clusters.ts';
import { createTestDatabase, describePostgres, type TestDatabase } from '../helpers/database.ts';
import { waitForVersion } from '../helpers/versions.ts';

/**
 * Failover (ARCHITECTURE §17) through GraphQL on PostgreSQL and kube-sim: a cluster that refuses connections, hangs
 * or rejects our credentials for CLUSTER_LOST_AFTER_SECONDS (1 s here), or is retired, moves the unfinished
 * attempts of versions with failover to another allowed cluster; a preempted one moves only where it would start
 * earlier. The old Job is deleted when its cluster answers again (PREEMPTED: before the next one is created);
 * every version ends with one Job of ours at most, on the cluster of its current attempt.
 */

const Create = graphql(`
  mutation FailoverTest_Create($input: CreateProcessInput!) {
    createProcess(input: $input) {
      __typename
      ... on CreateProcessPayload { version { id failover { onPreemption onClusterLost maxAttempts } } }
      ... on Error { message }
    }
  }
`);

const Version = graphql(`
  query FailoverTest_Version($id: ID!) {
    processVersion(id: $id) {
      status
      cluster { name }
      attempts { number cluster { name } outcome reason startedAt endedAt jobDeletedAt }
    }
  }
`);

const CLASSES = [
  { name: 'low', value: 0, description: 'batch' },
  { name: 'high', value: 100, description: 'urgent' },
];

let sim: KubeSim;
let db: TestDatabase;
let kube: ClusterClientRegistry;
let runner: Runner;
let t: TestApp;
let token: string;
let projectId: string;
const metrics = new Metrics();
const ids: Record<string, string> = {};
const logger = createLogger((process.env.FAILOVER_TEST_LOG as 'debug') ?? 'silent');

const settings = {
  launchPollMs: 100,
  launchRetryBaseMs: 50,
  launchMaxAttempts: 3,
  leaseTtlMs: 3_000,
  sweepMs: 100,
  watchIdleTimeoutMs: 5_000,
  clusterLostAfterMs: 1_000,
};

function newRunner(holder?: string) {
  return new Runner({
    prisma: db.prisma,
    kube,
    caches: t.services.clusterStates.caches,
    keyring: TEST_KEYRING,
    logger,
    versionEvents: t.services.versionEvents,
    settings,
    metrics,
    holder,
    placement: { hooks: t.services.hooks, states: t.services.clusterStates, now: t.services.now },
  });
}

async function create(
  cluster: string,
  o: {
    cpu?: string;
    priorityClass?: string;
    maxAttempts?: number;
    flavor?: string;
    failover?: boolean;
    deadlineSeconds?: number;
    mounts?: { volume: string; path: string }[];
  } = {},
) {
  const res = await t.execute(
    Create,
    {
      input: {
        projectId,
        clusterId: ids[cluster]!,
        name: `f-${Date.now()}-${Math.random().toString(36).slice(2, 6)}`,
        image: 'busybox:1.36',
        command: ['sh', '-c', 'sleep 3000'],
        resources: {
          cpu: o.cpu ?? '1',
          memory: '1Gi',
          deadlineSeconds: o.deadlineSeconds ?? 3600,
          ...(o.priorityClass ? { priorityClass: o.priorityClass } : {}),
          ...(o.flavor ? { flavor: o.flavor } : {}),
        },
        ...(o.failover === false ? {} : { failover: { maxAttempts: o.maxAttempts ?? 3 } }),
        ...(o.mounts ? { mounts: o.mounts } : {}),
      },
    },
    { token },
  );
  const payload = res.data!.createProcess;
  if (payload.__typename !== 'CreateProcessPayload') throw new Error(JSON.stringify(payload));
  runner?.wake();
  return payload.version!.id;
}

const version = async (id: string) => (await t.execute(Version, { id }, { token })).data!.processVersion!;

/** Our Jobs of this version on every simulated cluster (not being deleted), as "cluster/name". */
function jobsOf(versionId: string): string[] {
  const out: string[] = [];
  for (const c of sim.clusters) {
    for (const j of c.listObjects('jobs', 'jobs') as unknown as {
      metadata: { name: string; labels?: Record<string, string>; deletionTimestamp?: string };
    }[]) {
      if (j.metadata.labels?.[VERSION_LABEL] === versionId && !j.metadata.deletionTimestamp)
        out.push(`${c.name}/${j.metadata.name}`);
    }
  }
  return out;
}

describePostgres('failover', () => {
  beforeAll(async () => {
    db = await createTestDatabase();
    const cluster = (name: string, cpu: string, flavor = 'default') => ({
      ...simCluster(name, [{ name: flavor, cpu, memory: '64Gi' }], { workloadPriorityClasses: CLASSES }),
      clusterQueues: [
        {
          name: 'team',
          flavors: [{ name: flavor, cpu, memory: '64Gi' }],
          preemption: { withinClusterQueue: 'LowerPriority' as const },
        },
      ],
    });
    sim = await startKubeSim({
      clock: { speed: 1 },
      clusters: [cluster('home', '4'), cluster('away', '4'), cluster('special', '8', 'special')],
    });
    kube = createTestRegistry({ timeoutMs: 1_500, breakerHalfOpenAfterMs: 300 });
    const versionEvents = createInProcessVersionEventBus();
    t = createTestApp(db.prisma, { kube, now: () => new Date(sim.clock.now()), versionEvents });
    for (const c of sim.clusters) ids[c.name] = (await seedCluster(db.prisma, c)).id;
    runner = newRunner();
    runner.start();
    await runner.leases.refresh();
    const user = await seedUser(db.prisma);
    token = user.token;
    projectId = (await seedProject(db.prisma, [{ userId: user.user.id }])).id;
  }, 60_000);

  afterAll(async () => {
    await runner?.stop();
    await t?.services.clusterStates.close();
    await kube?.close();
    await sim?.stop();
    await db?.drop();
  });

  /** Every version of ours stopped (so each case starts on empty queues). */
  async function clearAll() {
    for (const v of await db.prisma.processVersion.findMany({
      where: { status: { in: ['PENDING', 'LAUNCHING', 'QUEUED', 'RUNNING'] } },
    })) {
      await db.prisma.processVersion.update({ where: { id: v.id }, data: { cancelRequestedAt: new Date() } });
    }
    for (const c of sim.clusters) {
      await c.faults.clear();
      for (const j of c.listObjects('jobs', 'jobs') as unknown as { metadata: { name: string } }[])
        await kube
          .get({ ...(await db.prisma.cluster.findUniqueOrThrow({ where: { name: c.name } })) })
          .request((_, http) =>
            http.sendJson('DELETE', `/apis/batch/v1/namespaces/jobs/jobs/${j.metadata.name}`, {
              propagationPolicy: 'Background',
            }),
          )
          .catch(() => {});
    }
    await expect
      .poll(() => sim.clusters.flatMap((c) => c.listObjects('pods', 'jobs')).length, { timeout: 20_000 })
      .toBe(0);
  }

  describe.each([
    { name: 'refuses connections', faults: { refuse: true } },
    { name: 'hangs', faults: { hang: true } },
    { name: 'rejects our credentials (401)', faults: { unauthorized: true } },
  ])('a cluster that $name', { timeout: 90_000 }, ({ faults }) => {
    it.each(['RUNNING', 'QUEUED'] as const)(
      'while %s: the attempt is CLUSTER_LOST, the next runs on another cluster, the old Job goes when it answers again',
      async (state) => {
        await clearAll();
        // QUEUED: home is full with a version without failover, so ours waits in its queue.
        const blocker = state === 'QUEUED' ? await create('home', { cpu: '4', failover: false }) : null;
        if (blocker) await waitForVersion(db.prisma, blocker, (v) => v.status === 'RUNNING', 20_000);
        const id = await create('home', { cpu: '2' });
        await waitForVersion(db.prisma, id, (v) => v.status === state && v.jobName !== null, 20_000);
        expect(jobsOf(id)).toEqual([`home/${jobNameFor(id)}`]);
        await sim.cluster('home').faults.set(faults);
        await waitForVersion(
          db.prisma,
          id,
          (v) => v.status === 'RUNNING' && v.jobName?.endsWith('-a2') === true,
          30_000,
        );
        const v = await version(id);
        expect(v.cluster.name).toBe('away');
        expect(v.attempts.map((a) => [a.number, a.cluster.name, a.outcome])).toEqual([
          [1, 'home', 'CLUSTER_LOST'],
          [2, 'away', 'ACTIVE'],
        ]);
        expect(v.attempts[0]!.reason).toMatch(
          /^cluster home has (not answered|rejected our credentials) for \d+ s/,
        );
        expect(v.attempts[0]!.jobDeletedAt).toBeNull();
        // The cluster answers again: the old Job is deleted (recorded), one Job remains, on away.
        await sim.cluster('home').faults.clear();
        await expect
          .poll(async () => (await version(id)).attempts[0]!.jobDeletedAt, { timeout: 30_000 })
          .not.toBeNull();
        expect(jobsOf(id)).toEqual([`away/${jobNameFor(id, 2)}`]);
        expect((await version(id)).status).toBe('RUNNING');
      },
    );
  });

  it('a cluster retired while a version runs there: CLUSTER_LOST at once, the old Job deleted (it answers)', async () => {
    await clearAll();
    const id = await create('home');
    await waitForVersion(db.prisma, id, (v) => v.status === 'RUNNING', 20_000);
    await db.prisma.cluster.update({ where: { id: ids.home! }, data: { active: false } });
    try {
      await waitForVersion(
        db.prisma,
        id,
        (v) => v.status === 'RUNNING' && v.jobName?.endsWith('-a2') === true,
        30_000,
      );
      const v = await version(id);
      expect(v.attempts.map((a) => [a.cluster.name, a.outcome])).toEqual([
        ['home', 'CLUSTER_LOST'],
        ['away', 'ACTIVE'],
      ]);
      expect(v.attempts[0]!.reason).toMatch(/retired/);
      await expect.poll(() => jobsOf(id), { timeout: 20_000 }).toEqual([`away/${jobNameFor(id, 2)}`]);
    } finally {
      await db.prisma.cluster.update({ where: { id: ids.home! }, data: { active: true } });
    }
  });

  it('a version mounting a volume moves only to a cluster that has it (ARCHITECTURE §21)', async () => {
    await clearAll();
    // Only home and special have "ds"; away, first in order and free, does not.
    for (const c of ['home', 'special']) {
      if (!sim.cluster(c).getObject('persistentvolumeclaims', 'jobs', `ds-${c}`))
        sim.cluster(c).addVolume({ name: `ds-${c}`, namespace: 'jobs' });
      await db.prisma.dataVolume.create({
        data: { clusterId: ids[c]!, name: 'ds', claimName: `ds-${c}`, readOnly: true },
      });
    }
    try {
      const id = await create('home', { mounts: [{ volume: 'ds', path: '/data' }] });
      await waitForVersion(db.prisma, id, (v) => v.status === 'RUNNING', 20_000);
      await db.prisma.cluster.update({ where: { id: ids.home! }, data: { active: false } });
      await waitForVersion(
        db.prisma,
        id,
        (v) => v.status === 'RUNNING' && v.jobName?.endsWith('-a2') === true,
        30_000,
      );
      const v = await version(id);
      expect(v.attempts.map((a) => [a.cluster.name, a.outcome])).toEqual([
        ['home', 'CLUSTER_LOST'],
        ['special', 'ACTIVE'],
      ]);
      // The next attempt mounts special's own claim.
      const job = sim.cluster('special').getObject('jobs', 'jobs', jobNameFor(id, 2))!;
      expect(job.spec.template.spec.volumes).toEqual([
        { name: 'kb-data-0', persistentVolumeClaim: { claimName: 'ds-special', readOnly: true } },
      ]);
    } finally {
      await db.prisma.cluster.update({ where: { id: ids.home! }, data: { active: true } });
      await db.prisma.dataVolume.deleteMany({});
    }
  });

  // It once failed in CI (QUEUED/Suspended, the Preempted eviction never seen): the cluster cache's Workload watch,
  // reopened while home hung in the cases above, waited for an answer for its whole idle timeout. Watches now give
  // up after their connect budget (kube/informer.ts; test/kube/informer.test.ts).
  it('preempted with another cluster free: PREEMPTED, the old Job gone before the next is created', async () => {
    await clearAll();
    const low = await create('home', { cpu: '4', priorityClass: 'low' });
    await waitForVersion(db.prisma, low, (v) => v.status === 'RUNNING', 20_000);
    // Its creator wants to hear of preemptions and moves (ARCHITECTURE §22): the outbox rows are checked below.
    const { createdById } = await db.prisma.processVersion.findUniqueOrThrow({ where: { id: low } });
    const channel = await db.prisma.notificationChannel.create({
      data: {
        userId: createdById,
        kind: 'SLACK',
        target: 'https://hooks.slack.example/T0/B0/x',
        events: ['PREEMPTED', 'FAILED_OVER'],
        verified: true,
      },
    });
    await create('home', { cpu: '4', priorityClass: 'high', failover: false });
    await waitForVersion(db.prisma, low, (v) => v.jobName?.endsWith('-a2') === true, 30_000);
    const moved = await db.prisma.processVersion.findUniqueOrThrow({
      where: { id: low },
      include: { attempts: true, cluster: true },
    });
    expect(moved.cluster.name).toBe('away');
    expect(moved.attempts).toHaveLength(1);
    const ended = moved.attempts[0]!;
    expect(ended.outcome).toBe('PREEMPTED');
    // Fencing: its Job was confirmed gone before the next attempt's was created.
    expect(ended.jobDeletedAt).not.toBeNull();
    expect(ended.jobDeletedAt!.getTime()).toBeLessThanOrEqual(moved.launchedAt!.getTime());
    await waitForVersion(db.prisma, low, (v) => v.status === 'RUNNING', 20_000);
    expect(jobsOf(low)).toEqual([`away/${jobNameFor(low, 2)}`]);
    expect(await metrics.registry.getSingleMetricAsString('kueue_batch_failovers_total')).toMatch(
      /outcome="PREEMPTED"} [1-9]/,
    );
    const notes = await db.prisma.notificationDelivery.findMany({
      where: { versionId: low, channelId: channel.id },
      orderBy: { createdAt: 'asc' },
    });
    expect(notes.map((n) => n.event)).toEqual(['PREEMPTED', 'FAILED_OVER']);
    expect(notes[0]!.payload).toMatchObject({ cluster: 'home', reason: 'Preempted' });
    expect(notes[1]!.payload).toMatchObject({ fromCluster: 'home', toCluster: 'away', attempt: 2 });
    await db.prisma.notificationChannel.delete({ where: { id: channel.id } });
  }, 90_000);

  it('preempted with no other cluster free: it stays queued where it is, as Kueue would', async () => {
    await clearAll();
    // Every other cluster full with work it would not preempt, for longer than home's preemptor (deadlines 8 h
    // against 1 h): nowhere would it start earlier.
    const long = { priorityClass: 'high', failover: false, deadlineSeconds: 28_800 };
    const awayHog = await create('away', { cpu: '4', ...long });
    const specialHog = await create('special', { cpu: '8', ...long });
    await waitForVersion(db.prisma, awayHog, (v) => v.status === 'RUNNING', 20_000);
    await waitForVersion(db.prisma, specialHog, (v) => v.status === 'RUNNING', 20_000);
    const low = await create('home', { cpu: '4', priorityClass: 'low' });
    await waitForVersion(db.prisma, low, (v) => v.status === 'RUNNING', 20_000);
    await create('home', { cpu: '4', priorityClass: 'high', failover: false });
    await waitForVersion(
      db.prisma,
      low,
      (v) => v.status === 'QUEUED' && v.statusReason !== 'Admitted',
      20_000,
    );
    // Looked at (on the eviction and after): it does not move.
    await new Promise((r) => setTimeout(r, 1_500));
    const v = await version(low);
    expect(v.cluster.name).toBe('home');
    expect(v.attempts.map((a) => a.outcome)).toEqual(['ACTIVE']);
    expect(jobsOf(low)).toEqual([`home/${jobNameFor(low)}`]);
  }, 90_000);

  it('maxAttempts reached: a lost cluster does not move it', async () => {
    await clearAll();
    const id = await create('home', { maxAttempts: 1 });
    await waitForVersion(db.prisma, id, (v) => v.status === 'RUNNING', 20_000);
    await sim.cluster('home').faults.set({ refuse: true });
    await new Promise((r) => setTimeout(r, 2_500));
    const v = await version(id);
    expect(v.cluster.name).toBe('home');
    expect(v.attempts).toHaveLength(1);
    await sim.cluster('home').faults.clear();
  }, 60_000);

  it('nothing fits elsewhere: the version ends FAILED with the reason', async () => {
    await clearAll();
    // Pinned to flavor "special": only the cluster "special" has it.
    const id = await create('special', { flavor: 'special' });
    await waitForVersion(db.prisma, id, (v) => v.status === 'RUNNING', 20_000);
    await sim.cluster('special').faults.set({ refuse: true });
    try {
      const v = await waitForVersion(db.prisma, id, (x) => x.status === 'FAILED', 30_000);
      expect(v.statusReason).toBe('NoClusterForFailover');
      expect((await db.prisma.processVersion.findUniqueOrThrow({ where: { id } })).message).toMatch(
        /no other allowed cluster takes this request/,
      );
    } finally {
      await sim.cluster('special').faults.clear();
    }
  }, 60_000);

  it('two servers deciding at once: one switch; a crash between deciding and launching: one Job afterwards', async () => {
    await clearAll();
    await runner.stop();
    try {
      const id = await create('home');
      const second = newRunner('second');
      second.start();
      await second.leases.refresh();
      await waitForVersion(db.prisma, id, (v) => v.status === 'RUNNING', 20_000);
      await second.stop(); // "kill -9": nothing of it runs any more; the decision below is all that was done
      const deps = {
        prisma: db.prisma,
        kube,
        logger,
        hooks: t.services.hooks,
        states: t.services.clusterStates,
        now: t.services.now,
      };
      const results = await Promise.all([
        failOver(deps, id, 'CLUSTER_LOST', 'test: lost'),
        failOver(deps, id, 'CLUSTER_LOST', 'test: lost'),
      ]);
      expect(results.map((r) => r.kind).sort()).toEqual(['moved', 'stayed']);
      expect(await db.prisma.processAttempt.count({ where: { versionId: id } })).toBe(1);
      // A new server takes over: it launches attempt 2 once and fences attempt 1's Job.
      runner = newRunner('third');
      runner.start();
      await runner.leases.refresh();
      await waitForVersion(
        db.prisma,
        id,
        (v) => v.status === 'RUNNING' && v.jobName?.endsWith('-a2') === true,
        30_000,
      );
      await expect.poll(() => jobsOf(id), { timeout: 20_000 }).toEqual([`away/${jobNameFor(id, 2)}`]);
    } finally {
      if (!runner) runner = newRunner();
    }
  }, 90_000);
  it('the lost clock is kept on the lease row: a server that takes over goes on counting', async () => {
    await clearAll();
    await runner.stop();
    try {
      const id = await create('home'); // PENDING: no runner launches it, failover still looks after it
      await sim.cluster('home').faults.set({ refuse: true });
      const deps = {
        prisma: db.prisma,
        kube,
        logger,
        hooks: t.services.hooks,
        states: t.services.clusterStates,
        now: t.services.now,
      };
      const at = Date.now();
      const loop = (now: number) =>
        new FailoverLoop({
          deps,
          lostAfterMs: 60_000,
          periodMs: 3_600_000,
          heldClusters: () => [ids.home!],
          wakeLauncher: () => {},
          now: () => now,
        });
      // The first server sees home not answering, then stops (a restart, or its lease taken over).
      const first = loop(at);
      first.start();
      await first.tick();
      await first.stop();
      const lease = await db.prisma.clusterLease.findUniqueOrThrow({ where: { clusterId: ids.home! } });
      expect(lease.unreachableSince?.getTime()).toBe(at);
      // The next one, 61 s later by its clock, finds the limit passed: it does not start counting again.
      const next = loop(at + 61_000);
      next.start();
      await next.tick();
      const moved = await version(id);
      expect(moved.attempts.map((a) => [a.cluster.name, a.outcome])).toEqual([
        ['home', 'CLUSTER_LOST'],
        ['away', 'ACTIVE'],
      ]);
      expect(moved.attempts[0]!.reason).toMatch(
        /^cluster home has not answered for 61 s \(the limit is 60 s\)/,
      );
      // Home answers again: the count ends, on the row too.
      await sim.cluster('home').faults.clear();
      await expect
        .poll(
          async () => {
            await next.tick();
            return (await db.prisma.clusterLease.findUniqueOrThrow({ where: { clusterId: ids.home! } }))
              .unreachableSince;
          },
          { timeout: 20_000 },
        )
        .toBeNull();
      await next.stop();
    } finally {
      await sim.cluster('home').faults.clear();
      runner = newRunner();
      runner.start();
      await runner.leases.refresh();
    }
  }, 60_000);
});
