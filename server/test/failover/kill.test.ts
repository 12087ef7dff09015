import type { KubeSim } from 'kube-sim';
import { startKubeSim } from 'kube-sim';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { ATTEMPT_LABEL, jobNameFor, VERSION_LABEL } from '../../src/kube/jobs.ts';
import { seedProject, seedUser } from '../helpers/app.ts';
import { seedCluster, simCluster } from '../helpers/clusters.ts';
import { createTestDatabase, describePostgres, type TestDatabase } from '../helpers/database.ts';
import { type ServerProcess, startServerProcess, waitFor } from '../helpers/server-process.ts';
import { waitForVersion } from '../helpers/versions.ts';

/*
 * Failover's exactly-once launch across a real crash (ARCHITECTURE §17, issue 23), on PostgreSQL and two simulated
 * clusters with server processes started exactly as `pnpm start` starts one. Server A decides that attempt 1 of a
 * version is CLUSTER_LOST on `home` (retired, or refusing connections for CLUSTER_LOST_AFTER_SECONDS) and commits
 * the switch to `away`; it gets SIGKILL before its launch of attempt 2 is recorded — while away hangs or answers
 * too slowly (no Job created), or the instant away has stored the Job (its answer never read). Last, A is killed
 * the instant home stored attempt 1's Job, before the launch was recorded, and home is retired. Each time a new
 * server B on the same database ends with exactly one Job of the version, attempt 2's on away, RUNNING, and
 * attempt 1's Job deleted.
 */

/** The runner's settings of these servers (on top of `pnpm start`'s), unless a case says otherwise. */
const SERVER_ENV = {
  // A killed server's leases and launch claims are free again soon after (it cannot give them up).
  CLUSTER_LEASE_TTL_MS: '1500',
  LAUNCH_CLAIM_MS: '3000',
  LAUNCH_POLL_MS: '200',
  LAUNCH_RETRY_BASE_MS: '200',
  RUNNER_SWEEP_MS: '200',
  // Unless a case says: away hanging must not count as lost while the test looks.
  CLUSTER_LOST_AFTER_SECONDS: '300',
};
const startServer = (databaseUrl: string, env: Record<string, string> = {}) =>
  startServerProcess(databaseUrl, { ...SERVER_ENV, ...env });

type SimJob = {
  metadata: { name: string; uid: string; labels?: Record<string, string>; deletionTimestamp?: string };
};

describePostgres('kill -9 of the server between deciding a failover and launching the next attempt', () => {
  let db: TestDatabase;
  let sim: KubeSim;
  let token: string;
  let projectId: string;
  const ids: Record<string, string> = {};
  const running: ServerProcess[] = [];

  beforeEach(async () => {
    db = await createTestDatabase();
    sim = await startKubeSim({ clock: { speed: 1 }, clusters: [simCluster('home'), simCluster('away')] });
    for (const c of sim.clusters) ids[c.name] = (await seedCluster(db.prisma, c)).id;
    const member = await seedUser(db.prisma);
    token = member.token;
    projectId = (await seedProject(db.prisma, [{ userId: member.user.id }])).id;
  }, 60_000);

  afterEach(async () => {
    for (const s of running.splice(0)) {
      if (s.child.exitCode === null && s.child.signalCode === null) s.child.kill('SIGKILL');
      await s.exited;
    }
    await sim?.stop();
    await db?.drop();
  });

  async function gql<T>(s: ServerProcess, query: string, variables: Record<string, unknown>): Promise<T> {
    const res = await fetch(`${s.url()}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await res.json()) as { data?: T; errors?: unknown };
    if (!body.data) throw new Error(JSON.stringify(body.errors));
    return body.data;
  }

  /** Our Jobs of the version on a cluster (not being deleted). */
  const jobsOn = (cluster: string, versionId: string) =>
    (sim.cluster(cluster).listObjects('jobs', 'jobs') as unknown as SimJob[]).filter(
      (j) => j.metadata.labels?.[VERSION_LABEL] === versionId && !j.metadata.deletionTimestamp,
    );

  const holdsAll = async (s: ServerProcess) => {
    const leases = await db.prisma.clusterLease.findMany();
    return (
      leases.length === 2 &&
      leases.every((l) => Number(l.holder.split(':')[1]) === s.child.pid && l.expiresAt > new Date())
    );
  };

  /** Server A up, watching both clusters. */
  async function startA(env: Record<string, string> = {}): Promise<ServerProcess> {
    const a = startServer(db.url, env);
    running.push(a);
    await waitFor('server A listening', () => a.url(), 150_000);
    await waitFor('A to hold both leases', () => holdsAll(a));
    return a;
  }

  /** A version with failover (up to 3 attempts) on home, created through A's GraphQL API. */
  async function createOnHome(a: ServerProcess): Promise<string> {
    const created = await gql<{
      createProcess: { __typename: string; version?: { id: string }; message?: string };
    }>(
      a,
      `mutation Create($input: CreateProcessInput!) { createProcess(input: $input) { __typename
        ... on CreateProcessPayload { version { id } } ... on Error { message } } }`,
      {
        input: {
          projectId,
          clusterId: ids.home,
          name: `kill-${Date.now()}`,
          image: 'busybox:1.36',
          command: ['sh', '-c', 'sleep 3000'],
          resources: { cpu: '1', memory: '1Gi', deadlineSeconds: 3600 },
          failover: { maxAttempts: 3 },
        },
      },
    );
    const id = created.createProcess.version?.id;
    if (!id) throw new Error(JSON.stringify(created.createProcess));
    return id;
  }

  /**
   * Server A up and watching both clusters; a version with failover running on home; both clusters' Kueue caches
   * on A warm and reachable (failover places by them: a cache first read while away hangs would say TIMEOUT).
   */
  async function runningOnHome(env: Record<string, string> = {}): Promise<{ a: ServerProcess; id: string }> {
    const a = await startA(env);
    const id = await createOnHome(a);
    await waitForVersion(db.prisma, id, (v) => v.status === 'RUNNING', 60_000);
    expect(jobsOn('home', id).map((j) => j.metadata.name)).toEqual([jobNameFor(id)]);
    await waitFor('both clusters reachable in A', async () => {
      const data = await gql<{ availableClusters: { name: string; health: { status: string } }[] }>(
        a,
        'query Clusters($p: ID) { availableClusters(projectId: $p) { name health { status } } }',
        { p: projectId },
      );
      return data.availableClusters.filter((c) => c.health.status === 'REACHABLE').length === 2;
    });
    return { a, id };
  }

  /** The switch A committed: attempt 2 on away, attempt 1 kept as CLUSTER_LOST, its launch queued. */
  const switched = async (id: string) => {
    const v = await db.prisma.processVersion.findUniqueOrThrow({ where: { id } });
    const attempts = await db.prisma.processAttempt.findMany({ where: { versionId: id } });
    return v.attempt === 2 && v.clusterId === ids.away && attempts.length === 1 ? { v, attempts } : undefined;
  };

  /**
   * A new server B on the same database: it launches attempt 2, once, and fences attempt 1's Job on home (once home
   * answers: `homeBack` makes it answer again after B has launched).
   */
  async function afterRestart(
    id: string,
    jobsBefore: SimJob[],
    o: { reason: RegExp; env?: Record<string, string>; homeBack?: () => Promise<void> },
  ) {
    const b = startServer(db.url, o.env);
    running.push(b);
    await waitFor('server B listening', () => b.url(), 150_000);
    const v = await waitForVersion(
      db.prisma,
      id,
      (x) => x.status === 'RUNNING' && x.jobName === jobNameFor(id, 2),
      90_000,
    );
    expect(v.clusterId).toBe(ids.away);
    expect(v.attempt).toBe(2);
    await waitFor('the launch row done', async () => (await db.prisma.launchJob.count()) === 0);
    await o.homeBack?.();
    // Attempt 1's Job on home goes once home answers (retired: it may be gone before the kill).
    await waitFor('no Job left on home', () => jobsOn('home', id).length === 0, 30_000);
    await waitFor(
      "attempt 1's fencing recorded",
      async () =>
        (await db.prisma.processAttempt.findFirst({
          where: { versionId: id, jobDeletedAt: { not: null } },
        })) ?? undefined,
      30_000,
    );
    // Let B's sweeps and monitors run a few more rounds: still one Job, nothing relaunched.
    await new Promise((r) => setTimeout(r, 2_000));
    const jobs = jobsOn('away', id);
    expect(jobs.map((j) => [j.metadata.name, j.metadata.labels?.[ATTEMPT_LABEL]])).toEqual([
      [jobNameFor(id, 2), '2'],
    ]);
    // Every Job of the version on away, deleted or not: exactly that one (none created and deleted again).
    const all = sim.cluster('away').listObjects('jobs', 'jobs') as unknown as SimJob[];
    expect(all.filter((j) => j.metadata.labels?.[VERSION_LABEL] === id)).toHaveLength(1);
    if (jobsBefore.length > 0) expect(jobs[0]!.metadata.uid).toBe(jobsBefore[0]!.metadata.uid);
    const attempts = await db.prisma.processAttempt.findMany({ where: { versionId: id } });
    expect(attempts.map((x) => [x.number, x.clusterId, x.outcome])).toEqual([[1, ids.home, 'CLUSTER_LOST']]);
    expect(attempts[0]!.reason).toMatch(o.reason);
    const done = await db.prisma.processVersion.findUniqueOrThrow({ where: { id } });
    expect(done.status).toBe('RUNNING');
    return { b, jobs };
  }

  it.each([
    { how: 'hangs', faults: { hang: true } },
    // Slower than the client's timeout and the kill: the request is never processed (its connection is gone).
    { how: 'answers only after 20 s', faults: { latencyMs: 20_000 } },
  ])(
    'while away $how (the launch of attempt 2 in flight, no Job yet): attempt 2 launched once, by the next server',
    async ({ faults }) => {
      const { a, id } = await runningOnHome();
      await sim.cluster('away').faults.set(faults);
      await db.prisma.cluster.update({ where: { id: ids.home }, data: { active: false } });
      const { v } = await waitFor('A to commit the switch to away', () => switched(id), 30_000);
      expect(v.jobName).toBeNull();
      // A has claimed the launch of attempt 2: its request to away is in flight, unanswered.
      await waitFor('A to claim the launch', async () => {
        const row = await db.prisma.launchJob.findUnique({ where: { versionId: id } });
        return row?.lockedBy !== undefined && Number(row.lockedBy?.split(':')[1]) === a.child.pid;
      });
      expect(jobsOn('away', id)).toEqual([]);

      a.child.kill('SIGKILL');
      await a.exited;
      expect(a.child.signalCode).toBe('SIGKILL');
      const atKill = await db.prisma.processVersion.findUniqueOrThrow({ where: { id } });
      expect([atKill.attempt, atKill.jobName, atKill.launchedAt]).toEqual([2, null, null]);
      expect(jobsOn('away', id)).toEqual([]);
      await sim.cluster('away').faults.clear();

      const { b } = await afterRestart(id, [], { reason: /retired/ });
      const bLog = b.output.join('');
      expect(bLog.split(`"job":"${jobNameFor(id, 2)}","outcome":"created"`).length - 1).toBe(1);
      expect(a.output.join('')).not.toContain(jobNameFor(id, 2));
    },
    400_000,
  );

  it.each([
    {
      how: 'home retired',
      env: {} as Record<string, string>,
      lose: () => db.prisma.cluster.update({ where: { id: ids.home }, data: { active: false } }),
      homeBack: undefined,
      reason: /retired/,
    },
    {
      how: 'home refusing connections for CLUSTER_LOST_AFTER_SECONDS (1 s)',
      env: { CLUSTER_LOST_AFTER_SECONDS: '1' },
      lose: () => sim.cluster('home').faults.set({ refuse: true }),
      // Home answers again only after B has launched attempt 2: B, not A, deletes attempt 1's Job there.
      homeBack: () => sim.cluster('home').faults.clear(),
      reason: /^cluster home has not answered for \d+ s/,
    },
  ])(
    '$how, SIGKILL the instant away has stored the Job (its answer never read): the next server adopts it, no second Job',
    async ({ env, lose, homeBack, reason }) => {
      const { a, id } = await runningOnHome(env);
      // SIGKILL from inside away's API server, synchronously as it stores attempt 2's Job, before it answers.
      let jobAtKill: SimJob | undefined;
      sim.cluster('away').core.store.onEvent((resource, ev) => {
        const job = ev.object as unknown as SimJob;
        if (
          !jobAtKill &&
          resource === 'jobs.batch' &&
          ev.type === 'ADDED' &&
          job.metadata.labels?.[VERSION_LABEL] === id &&
          job.metadata.labels?.[ATTEMPT_LABEL] === '2'
        ) {
          jobAtKill = job;
          a.child.kill('SIGKILL');
        }
      });
      await lose();
      await waitFor('the kill', () => jobAtKill, 60_000);
      await a.exited;
      expect(a.child.signalCode).toBe('SIGKILL');
      const { attempts, v } = (await switched(id))!;
      expect(attempts).toHaveLength(1);
      // A never learnt that the Job exists: nothing recorded, the launch row still there for the next server.
      expect([v.jobName, v.launchedAt]).toEqual([null, null]);
      expect(await db.prisma.launchJob.count({ where: { versionId: id } })).toBe(1);
      const before = jobsOn('away', id);
      expect(before.map((j) => j.metadata.name)).toEqual([jobNameFor(id, 2)]);
      if (homeBack) expect(jobsOn('home', id).map((j) => j.metadata.name)).toEqual([jobNameFor(id)]);

      const { b } = await afterRestart(id, before, { reason, env, homeBack });
      expect(b.output.join('')).toContain(`"job":"${jobNameFor(id, 2)}","outcome":"adopted"`);
    },
    400_000,
  );

  it("SIGKILL the instant home stored attempt 1's Job (its launch unrecorded), home then retired: the next server moves it and deletes that Job", async () => {
    const a = await startA();
    // SIGKILL from inside home's API server as it stores the first Job of ours, before it answers.
    let killed = false;
    sim.cluster('home').core.store.onEvent((resource, ev) => {
      const job = ev.object as unknown as SimJob;
      if (
        !killed &&
        resource === 'jobs.batch' &&
        ev.type === 'ADDED' &&
        job.metadata.labels?.[VERSION_LABEL]
      ) {
        killed = true;
        a.child.kill('SIGKILL');
      }
    });
    const id = await createOnHome(a).catch(async () => {
      // The kill may come before the mutation's answer: the version is in the database all the same.
      await waitFor('the kill', () => killed);
      return (await db.prisma.processVersion.findFirstOrThrow()).id;
    });
    await waitFor('the kill', () => killed, 60_000);
    await a.exited;
    expect(a.child.signalCode).toBe('SIGKILL');
    // Home has attempt 1's Job; the platform never learnt it (no name recorded on the version).
    const atKill = await db.prisma.processVersion.findUniqueOrThrow({ where: { id } });
    expect([atKill.attempt, atKill.status, atKill.jobName]).toEqual([1, 'LAUNCHING', null]);
    expect(jobsOn('home', id).map((j) => j.metadata.name)).toEqual([jobNameFor(id)]);
    await db.prisma.cluster.update({ where: { id: ids.home }, data: { active: false } });

    // B's launcher finds the launch's cluster retired: failover moves it (CLUSTER_LOST) to away. The Job home
    // holds of attempt 1 must go: fencing has to assume a launch that was in flight may have created it.
    await afterRestart(id, [], { reason: /retired/ });
  }, 400_000);
});
