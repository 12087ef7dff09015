import type { KubeSim } from 'kube-sim';
import { startKubeSim } from 'kube-sim';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Cluster, User } from '../../src/generated/prisma/client.ts';
import type { ClusterClientRegistry } from '../../src/kube/client-registry.ts';
import { deleteJob, jobNameFor, VERSION_LABEL } from '../../src/kube/jobs.ts';
import { KueueCaches } from '../../src/kube/kueue-caches.ts';
import { createLogger } from '../../src/logger.ts';
import { Runner } from '../../src/runner/index.ts';
import { ClusterMonitor } from '../../src/runner/monitor.ts';
import { cancelProcessVersion } from '../../src/services/execution.ts';
import { ClusterUnavailableError } from '../../src/services/execution-errors.ts';
import { applyTransition } from '../../src/services/lifecycle.ts';
import { createInProcessVersionEventBus, type VersionEvent } from '../../src/services/version-events.ts';
import { seedProject, seedUser, TEST_KEYRING } from '../helpers/app.ts';
import { createTestRegistry, seedCluster, simCluster } from '../helpers/clusters.ts';
import { createTestDatabase, describePostgres, type TestDatabase } from '../helpers/database.ts';
import { seedVersion, timeline, waitForVersion } from '../helpers/versions.ts';

describePostgres('runner: launch, monitor and cancel on kube-sim', () => {
  let db: TestDatabase;
  let sim: KubeSim;
  let kube: ClusterClientRegistry;
  let runner: Runner;
  let user: User;
  let projectId: string;
  const clusters: Record<string, Cluster> = {};
  const events: VersionEvent[] = [];
  let clockOffsetMs = 0;
  const logger = createLogger('silent');

  beforeAll(async () => {
    db = await createTestDatabase();
    sim = await startKubeSim({
      clock: { speed: 0 },
      clusters: [
        simCluster('main', [{ name: 'default', cpu: '16', memory: '64Gi' }]),
        simCluster('small', [{ name: 'default', cpu: '4', memory: '16Gi' }]),
        simCluster('waits', [{ name: 'default', cpu: '4', memory: '16Gi' }]),
        simCluster('down'),
        simCluster('edge'),
        simCluster('old'),
        simCluster('legacy', [{ name: 'default', cpu: '4', memory: '16Gi' }], {
          kueueFeatureGates: { UnadmittedWorkloadsObservability: false },
        }),
      ],
    });
    for (const c of sim.clusters) clusters[c.name] = await seedCluster(db.prisma, c);
    clusters.waits = await db.prisma.cluster.update({
      where: { id: clusters.waits!.id },
      data: { maxQueueWaitSeconds: 60 },
    });
    clusters.old = await db.prisma.cluster.update({
      where: { id: clusters.old!.id },
      data: { active: false },
    });
    ({ user } = await seedUser(db.prisma));
    projectId = (await seedProject(db.prisma, [{ userId: user.id }])).id;
    kube = createTestRegistry({ timeoutMs: 1_000, breakerHalfOpenAfterMs: 200 });
    const versionEvents = createInProcessVersionEventBus();
    const abort = new AbortController();
    void (async () => {
      for await (const e of versionEvents.subscribe(() => true, abort.signal)) events.push(e);
    })();
    runner = new Runner({
      prisma: db.prisma,
      kube,
      keyring: TEST_KEYRING,
      logger,
      versionEvents,
      now: () => Date.now() + clockOffsetMs,
      settings: {
        launchPollMs: 200,
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

  afterEach(async () => {
    await Promise.all(sim.clusters.map((c) => c.faults.clear()));
  });

  afterAll(async () => {
    await runner?.stop();
    await kube?.close();
    await sim?.stop();
    await db?.drop();
  });

  const deps = () => ({ prisma: db.prisma, kube, logger, versionEvents: undefined });
  const launch = async (cluster: string, extra: Partial<Parameters<typeof seedVersion>[1]> = {}) => {
    const v = await seedVersion(db.prisma, {
      userId: user.id,
      projectId,
      cluster: clusters[cluster]!,
      ...extra,
    });
    runner.wake();
    return v;
  };
  const jobOf = (cluster: string, versionId: string) =>
    sim.cluster(cluster).getObject('jobs', 'jobs', jobNameFor(versionId)) as
      | {
          metadata: { labels: Record<string, string> };
          spec: {
            activeDeadlineSeconds?: number;
            backoffLimit?: number;
            template: { spec: { containers: { resources: unknown }[] } };
          };
        }
      | undefined;

  it('runs a job to success: the Job spec as promised, every transition in the timeline and published', async () => {
    const v = await launch('main', {
      command: ['sh', '-c', 'echo hello; sleep 5; echo done'],
      cpu: '2',
      memory: '4Gi',
      deadlineSeconds: 600,
    });
    await waitForVersion(db.prisma, v.id, (x) => x.status === 'QUEUED' || x.status === 'RUNNING');
    const job = jobOf('main', v.id)!;
    expect(job.metadata.labels).toMatchObject({
      'kueue.x-k8s.io/queue-name': 'team',
      [VERSION_LABEL]: v.id,
      'app.kubernetes.io/managed-by': 'kueue-batch',
    });
    expect(job.spec.activeDeadlineSeconds).toBe(600);
    expect(job.spec.backoffLimit).toBe(0);
    expect(job.spec.template.spec.containers[0]?.resources).toEqual({
      requests: { cpu: '2', memory: '4Gi' },
      limits: { cpu: '2', memory: '4Gi' },
    });
    sim.clock.advance(1_500);
    await waitForVersion(db.prisma, v.id, (x) => x.status === 'RUNNING');
    sim.clock.advance(6_000);
    const done = await waitForVersion(db.prisma, v.id, (x) => x.status === 'SUCCEEDED');
    expect(done.exitCode).toBe(0);
    expect(done.jobName).toBe(jobNameFor(v.id));
    expect(done.launchedAt).not.toBeNull();
    expect(done.finishedAt).not.toBeNull();
    const statuses = (await timeline(db.prisma, v.id)).map((e) => e.status);
    expect(statuses[0]).toBe('PENDING');
    expect(statuses[1]).toBe('LAUNCHING');
    expect(statuses).toContain('RUNNING');
    expect(statuses.at(-1)).toBe('SUCCEEDED');
    const published = events.filter((e) => e.versionId === v.id).map((e) => e.status);
    expect(published).toEqual(statuses.slice(1));
  });

  it('fails a job that exits 3 with its exit code and BackoffLimitExceeded', async () => {
    const v = await launch('main', { command: ['sh', '-c', 'echo working; sleep 2; exit 3'] });
    await waitForVersion(db.prisma, v.id, (x) => x.jobName !== null);
    sim.clock.advance(1_500);
    sim.clock.advance(3_000);
    const done = await waitForVersion(db.prisma, v.id, (x) => x.status === 'FAILED');
    expect(done.exitCode).toBe(3);
    expect(done.statusReason).toBe('BackoffLimitExceeded');
    expect(done.message).toMatch(/^exit code 3/);
  });

  it('fails a job over its deadline with DeadlineExceeded', async () => {
    const v = await launch('main', { command: ['sh', '-c', 'sleep 600'], deadlineSeconds: 5 });
    await waitForVersion(db.prisma, v.id, (x) => x.jobName !== null);
    sim.clock.advance(1_500);
    await waitForVersion(db.prisma, v.id, (x) => x.status === 'RUNNING');
    sim.clock.advance(6_000);
    const done = await waitForVersion(db.prisma, v.id, (x) => x.status === 'FAILED');
    expect(done.statusReason).toBe('DeadlineExceeded');
  });

  it('shows a job waiting for quota with Kueue’s reason, then runs it when quota frees', async () => {
    const first = await launch('small', { cpu: '4', command: ['sh', '-c', 'sleep 20'] });
    await waitForVersion(db.prisma, first.id, (x) => x.jobName !== null);
    const second = await launch('small', { cpu: '4', command: ['sh', '-c', 'sleep 5'] });
    const waiting = await waitForVersion(
      db.prisma,
      second.id,
      (x) => x.status === 'QUEUED' && x.statusReason !== 'Admitted',
    );
    expect(waiting.statusReason).toBe('WaitingForQuota');
    expect(waiting.message).toMatch(/insufficient unused quota for cpu/);
    expect(waiting.queuedAt).not.toBeNull();
    sim.clock.advance(1_500);
    sim.clock.advance(20_000);
    await waitForVersion(db.prisma, first.id, (x) => x.status === 'SUCCEEDED');
    sim.clock.advance(1_500);
    await waitForVersion(db.prisma, second.id, (x) => x.status === 'RUNNING');
    const reasons = await timeline(db.prisma, second.id);
    expect(reasons).toContainEqual({ status: 'QUEUED', reason: 'WaitingForQuota' });
    sim.clock.advance(6_000);
    await waitForVersion(db.prisma, second.id, (x) => x.status === 'SUCCEEDED');
  });

  it('fails at once, with Kueue’s message, a job that can never be admitted, and removes its Job', async () => {
    const v = await launch('main', { cpu: '24' });
    const done = await waitForVersion(db.prisma, v.id, (x) => x.status === 'FAILED');
    expect(done.statusReason).toBe('ExceedsMaxQuota');
    expect(done.message).toMatch(/can never be admitted: .*maximum capacity \(16\)/);
    await expect.poll(() => jobOf('main', v.id), { timeout: 10_000 }).toBeUndefined();
  });

  it('understands Kueue’s legacy reasons (gate off): waiting stays queued, never-fitting fails with the same reason', async () => {
    const blocker = await launch('legacy', { cpu: '4', command: ['sh', '-c', 'sleep 600'] });
    await waitForVersion(db.prisma, blocker.id, (x) => x.jobName !== null);
    const waiting = await launch('legacy', { cpu: '2' });
    const queued = await waitForVersion(
      db.prisma,
      waiting.id,
      (x) => x.status === 'QUEUED' && x.statusReason !== 'Admitted' && x.statusReason !== 'Suspended',
    );
    expect(queued.statusReason).toBe('Pending');
    expect(queued.message).toMatch(/insufficient unused quota/);
    const never = await launch('legacy', { cpu: '24' });
    const failed = await waitForVersion(db.prisma, never.id, (x) => x.status === 'FAILED');
    expect(failed.statusReason).toBe('ExceedsMaxQuota');
    expect(failed.message).toMatch(/can never be admitted: .*maximum capacity \(4\)/);
    expect((await db.prisma.processVersion.findUniqueOrThrow({ where: { id: waiting.id } })).status).toBe(
      'QUEUED',
    );
    for (const v of [waiting, blocker]) await cancelProcessVersion(deps(), user, v.id);
  });

  it('fails a job whose image cannot be pulled, and removes its Job', async () => {
    const v = await launch('main', { image: 'registry.invalid/team/app:1' });
    await waitForVersion(db.prisma, v.id, (x) => x.jobName !== null);
    sim.clock.advance(1_500);
    sim.clock.advance(1_500);
    const done = await waitForVersion(db.prisma, v.id, (x) => x.status === 'FAILED');
    expect(done.statusReason).toBe('ImagePullBackOff');
    expect(done.message).toMatch(/^image "registry.invalid\/team\/app:1" could not be pulled/);
    await expect.poll(() => jobOf('main', v.id), { timeout: 10_000 }).toBeUndefined();
  });

  it('ends a job that waits in the queue longer than the cluster allows', async () => {
    const blocker = await launch('waits', { cpu: '4', command: ['sh', '-c', 'sleep 600'] });
    await waitForVersion(db.prisma, blocker.id, (x) => x.jobName !== null);
    const v = await launch('waits', { cpu: '4' });
    await waitForVersion(db.prisma, v.id, (x) => x.statusReason === 'WaitingForQuota');
    clockOffsetMs += 61_000;
    const done = await waitForVersion(db.prisma, v.id, (x) => x.status === 'FAILED');
    expect(done.statusReason).toBe('MaxQueueWaitExceeded');
    expect(done.message).toBe('waited in the queue of cluster waits longer than its limit of 60 s');
    await expect.poll(() => jobOf('waits', v.id), { timeout: 10_000 }).toBeUndefined();
    expect(jobOf('waits', blocker.id)).toBeDefined();
  });

  it('does not launch on a retired cluster', async () => {
    const v = await launch('old');
    const done = await waitForVersion(db.prisma, v.id, (x) => x.status === 'FAILED');
    expect(done.statusReason).toBe('ClusterRetired');
    expect(done.message).toBe('cluster old is retired');
    expect(sim.cluster('old').listObjects('jobs', 'jobs')).toHaveLength(0);
    expect(await db.prisma.launchJob.count({ where: { versionId: v.id } })).toBe(0);
  });

  it('retries a launch on an unreachable cluster, then fails it naming the cluster', async () => {
    await sim.cluster('down').faults.set({ refuse: true });
    const v = await launch('down');
    const retrying = await waitForVersion(db.prisma, v.id, (x) => x.statusReason === 'ClusterUnreachable');
    expect(retrying.status).toBe('LAUNCHING');
    const done = await waitForVersion(db.prisma, v.id, (x) => x.status === 'FAILED');
    expect(done.message).toMatch(/^cluster down is not reachable.*gave up after 3 attempts/);
  });

  it('fails at once, without retrying, when the cluster’s registry credentials cannot be decrypted', async () => {
    await db.prisma.cluster.update({
      where: { id: clusters.small!.id },
      data: { registryAuthEncrypted: new Uint8Array(Buffer.from('not a sealed secret')) },
    });
    try {
      const v = await launch('small');
      const done = await waitForVersion(db.prisma, v.id, (x) => x.status === 'FAILED');
      expect(done.message).toBe(
        'the stored registry credentials of cluster small cannot be decrypted; an administrator must set them again',
      );
      expect((await timeline(db.prisma, v.id)).map((e) => e.status)).toEqual([
        'PENDING',
        'LAUNCHING',
        'FAILED',
      ]);
      expect(
        sim
          .cluster('small')
          .listObjects('jobs', 'jobs')
          .filter((j) => j.metadata.name === jobNameFor(v.id)),
      ).toEqual([]);
    } finally {
      await db.prisma.cluster.update({
        where: { id: clusters.small!.id },
        data: { registryAuthEncrypted: null },
      });
    }
  });

  it('marks LOST a version whose Job vanished without us', async () => {
    const v = await launch('main', { command: ['sh', '-c', 'sleep 600'] });
    await waitForVersion(db.prisma, v.id, (x) => x.jobName !== null);
    await deleteJob(kube.get(clusters.main!), 'jobs', jobNameFor(v.id));
    const done = await waitForVersion(db.prisma, v.id, (x) => x.status === 'LOST');
    expect(done.message).toMatch(/disappeared from cluster main/);
    expect(done.message).toMatch(/while it was (queued|running)|when last seen/);
    expect(done.message).toMatch(/how it ended is unknown/);
  });

  it('keeps following after the watch history is forgotten and connections are cut (relist on 410)', async () => {
    const v = await launch('main', { command: ['sh', '-c', 'sleep 5'] });
    await waitForVersion(db.prisma, v.id, (x) => x.jobName !== null);
    sim.clock.advance(1_500);
    await waitForVersion(db.prisma, v.id, (x) => x.status === 'RUNNING');
    const informers = runner.monitors.get(clusters.main!.id)!.informers;
    const before = informers.map((i) => ({ ...i.stats }));
    // The watches break, the Job changes meanwhile, and the history they would resume from is forgotten.
    await sim.cluster('main').faults.set({ refuse: true });
    sim.clock.advance(6_000);
    sim.cluster('main').compact();
    await sim.cluster('main').faults.clear();
    await waitForVersion(db.prisma, v.id, (x) => x.status === 'SUCCEEDED');
    await expect
      .poll(() => informers.every((i, n) => i.stats.lists > before[n]!.lists), { timeout: 15_000 })
      .toBe(true);
    expect(informers.some((i) => i.stats.relistsOn410 > 0)).toBe(true);
    expect(runner.monitors.get(clusters.main!.id)!.informers).toBe(informers);
    // Each informer opens its watch right after its list: one per informer once they are all back (the monitor's
    // Jobs and pods, the cluster cache's ClusterQueues, LocalQueues, ResourceFlavors, priority classes, Workloads
    // and other tenants' Jobs).
    await expect.poll(() => sim.cluster('main').openWatches, { timeout: 10_000 }).toBe(8);
  });

  it('keeps trying to start a monitor whose cluster does not answer at first, and watches it once it does', async () => {
    const down = sim.cluster('down');
    await down.faults.set({ refuse: true });
    const ownKube = createTestRegistry({ timeoutMs: 500, breakerHalfOpenAfterMs: 100 });
    const ownCaches = new KueueCaches({ registry: ownKube, timeoutMs: 500 });
    const monitor = new ClusterMonitor({
      prisma: db.prisma,
      kube: ownKube,
      caches: ownCaches,
      logger,
      clusterId: clusters.down!.id,
      idleTimeoutMs: 5_000,
      watchTimeoutSeconds: 60,
      sweepMs: 100,
      now: Date.now,
    });
    try {
      void monitor.start();
      // Kueue's API version is never guessed: nothing is watched until discovery answered.
      await expect.poll(() => monitor.problem, { timeout: 5_000 }).toMatch(/cluster down is not reachable/);
      expect(monitor.informers).toHaveLength(0);
      await down.faults.clear();
      await expect
        .poll(() => monitor.informers.length === 2 && monitor.informers.every((i) => i.synced), {
          timeout: 20_000,
        })
        .toBe(true);
      expect(monitor.problem).toBeNull();
    } finally {
      await monitor.stop();
      await ownCaches.close();
      await ownKube.close();
    }
  });

  it('measures a new queue wait from when a preempted job went back to the queue', async () => {
    const v = await seedVersion(db.prisma, {
      userId: user.id,
      projectId,
      cluster: clusters.old!,
      launch: false,
    });
    const queuedAt = async () =>
      (await db.prisma.processVersion.findUniqueOrThrow({ where: { id: v.id } })).queuedAt!.getTime();
    await applyTransition(deps(), v.id, { status: 'QUEUED', reason: 'WaitingForQuota' });
    const first = await queuedAt();
    await applyTransition(deps(), v.id, { status: 'QUEUED', reason: 'Admitted' });
    expect(await queuedAt()).toBe(first);
    await applyTransition(deps(), v.id, { status: 'RUNNING' });
    await new Promise((r) => setTimeout(r, 20));
    // Kueue evicted it (preemption): the Job is suspended and the version waits again.
    await applyTransition(deps(), v.id, { status: 'QUEUED', reason: 'Preempted' });
    expect(await queuedAt()).toBeGreaterThan(first);
  });

  it('stops promptly while a watched cluster hangs', { timeout: 30_000 }, async () => {
    await sim.cluster('edge').faults.set({ hang: true });
    const other = new Runner({
      prisma: db.prisma,
      kube: createTestRegistry({ timeoutMs: 1_000 }),
      keyring: TEST_KEYRING,
      logger,
      holder: 'hang-test',
      settings: { watchIdleTimeoutMs: 600_000, leaseTtlMs: 3_000 },
    });
    // Take edge's lease as the other server would after a takeover, then stop while its watches hang.
    await db.prisma.clusterLease.update({
      where: { clusterId: clusters.edge!.id },
      data: { holder: 'hang-test', expiresAt: new Date(Date.now() + 60_000) },
    });
    other.start();
    await expect.poll(() => other.monitors.has(clusters.edge!.id), { timeout: 10_000 }).toBe(true);
    await other.stop();
    expect(other.monitors.size).toBe(0);
  });

  describe('cancel', () => {
    it('drops the launch of a version not launched yet', async () => {
      const v = await seedVersion(db.prisma, {
        userId: user.id,
        projectId,
        cluster: clusters.main!,
        runAfter: new Date(Date.now() + 3_600_000),
      });
      const result = await cancelProcessVersion(deps(), user, v.id);
      expect(result).toMatchObject({ id: v.id, status: 'CANCELLED' });
      expect(await db.prisma.launchJob.count({ where: { versionId: v.id } })).toBe(0);
      expect(jobOf('main', v.id)).toBeUndefined();
      expect((await timeline(db.prisma, v.id)).map((e) => e.status)).toEqual(['PENDING', 'CANCELLED']);
    });

    it('cancels a version whose launch is in flight: no Job is left, the version ends CANCELLED', async () => {
      const ids = [];
      for (let i = 0; i < 5; i++) ids.push((await launch('main', { command: ['sh', '-c', 'sleep 600'] })).id);
      const results = await Promise.all(ids.map((id) => cancelProcessVersion(deps(), user, id)));
      for (const r of results) expect(r).toMatchObject({ cancelRequestedAt: expect.any(Date) });
      for (const id of ids) {
        await waitForVersion(db.prisma, id, (x) => x.status === 'CANCELLED');
        await expect.poll(() => jobOf('main', id), { timeout: 10_000 }).toBeUndefined();
      }
    });

    it('deletes the Job of a queued version and reports CANCELLED once it is gone', async () => {
      const blocker = await launch('small', { cpu: '4', command: ['sh', '-c', 'sleep 600'] });
      await waitForVersion(db.prisma, blocker.id, (x) => x.jobName !== null);
      const v = await launch('small', { cpu: '4' });
      await waitForVersion(db.prisma, v.id, (x) => x.statusReason === 'WaitingForQuota');
      const result = await cancelProcessVersion(deps(), user, v.id);
      expect(result).toMatchObject({ status: 'CANCELLED' });
      expect(jobOf('small', v.id)).toBeUndefined();
      const blockerResult = await cancelProcessVersion(deps(), user, blocker.id);
      expect(blockerResult).toMatchObject({ status: 'CANCELLED' });
    });

    it('deletes the Job of a running version', async () => {
      const v = await launch('main', { command: ['sh', '-c', 'sleep 600'] });
      await waitForVersion(db.prisma, v.id, (x) => x.jobName !== null);
      sim.clock.advance(1_500);
      await waitForVersion(db.prisma, v.id, (x) => x.status === 'RUNNING');
      const result = await cancelProcessVersion(deps(), user, v.id);
      expect(result).toMatchObject({ status: 'CANCELLED' });
      expect(jobOf('main', v.id)).toBeUndefined();
      expect((await timeline(db.prisma, v.id)).at(-1)).toEqual({ status: 'CANCELLED', reason: 'Cancelled' });
    });

    it('answers within the budget when the cluster hangs, keeps the cancel and completes it later', async () => {
      const v = await launch('edge', { command: ['sh', '-c', 'sleep 600'] });
      await waitForVersion(db.prisma, v.id, (x) => x.jobName !== null);
      await sim.cluster('edge').faults.set({ hang: true });
      const error = await cancelProcessVersion(deps(), user, v.id).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ClusterUnavailableError);
      if (!(error instanceof ClusterUnavailableError)) return;
      expect(error.message).toMatch(/^cluster edge is not reachable/);
      expect(error.retrying).toBe(true);
      const kept = await db.prisma.processVersion.findUniqueOrThrow({ where: { id: v.id } });
      expect(kept.cancelRequestedAt).not.toBeNull();
      expect(kept.status).not.toBe('CANCELLED');
      expect(jobOf('edge', v.id)).toBeDefined();
      await sim.cluster('edge').faults.clear();
      await waitForVersion(db.prisma, v.id, (x) => x.status === 'CANCELLED', 30_000);
      expect(jobOf('edge', v.id)).toBeUndefined();
    });

    it('refuses a finished version', async () => {
      const v = await launch('main', { command: ['sh', '-c', 'echo quick'] });
      await waitForVersion(db.prisma, v.id, (x) => x.jobName !== null);
      sim.clock.advance(1_500);
      sim.clock.advance(11_000);
      await waitForVersion(db.prisma, v.id, (x) => x.status === 'SUCCEEDED');
      await expect(cancelProcessVersion(deps(), user, v.id)).rejects.toMatchObject({
        name: 'VersionNotCancellableError',
        status: 'SUCCEEDED',
      });
    });
  });
});
