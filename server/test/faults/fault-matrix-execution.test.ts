import type { Faults, KubeSim, SimCluster } from 'kube-sim';
import { startKubeSim } from 'kube-sim';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Cluster, User } from '../../src/generated/prisma/client.ts';
import { jobNameFor, VERSION_LABEL } from '../../src/kube/jobs.ts';
import { createLogger } from '../../src/logger.ts';
import { Runner } from '../../src/runner/index.ts';
import { createInProcessVersionEventBus } from '../../src/services/version-events.ts';
import { graphql } from '../gql/index.ts';
import { createTestApp, seedProject, seedUser, TEST_KEYRING, type TestApp } from '../helpers/app.ts';
import { createTestRegistry, seedCluster, simCluster } from '../helpers/clusters.ts';
import { createTestDatabase, describePostgres, type TestDatabase } from '../helpers/database.ts';
import { within } from '../helpers/log-fixtures.ts';
import { seedVersion, timeline, waitForVersion } from '../helpers/versions.ts';

// The fault matrix for the runner's paths (launch, monitor, cancel); the logs path is in fault-matrix.test.ts.
// Each path × each kube-sim fault: the call answers within its budget (awaited against an AbortSignal), a failure
// names the cluster, nothing rejects unhandled, and once the cluster answers again nothing was lost or done twice
// (one Job per version, one final status in the timeline).

const Cancel = graphql(`
  mutation FaultMatrixExecution_Cancel($id: ID!) {
    cancelProcessVersion(id: $id) {
      __typename
      ... on ProcessVersion { id status }
      ... on ClusterUnavailableError { message clusterName retrying }
      ... on Error { message }
    }
  }
`);

const TIMEOUT_MS = 300;
const callBudget = () => AbortSignal.timeout(TIMEOUT_MS * 6);
/** After a fault clears, the monitor reconnects with its backoff (capped) and catches up: generous on a loaded machine. */
const RECOVERY_MS = 100_000;

interface FaultCase {
  name: string;
  faults: Faults;
  /** What the runner's paths say (kube/cluster-error clusterProblem), or null when the fault does not touch them. */
  problem: RegExp | null;
}

const FAULTS: FaultCase[] = [
  { name: 'latency within the budget', faults: { latencyMs: 60 }, problem: null },
  {
    name: 'latency beyond the budget',
    faults: { latencyMs: TIMEOUT_MS * 3 },
    problem: /^cluster Edge is not reachable( \(no answer in time\))?$/,
  },
  {
    name: 'hang',
    faults: { hang: true },
    problem: /^cluster Edge is not reachable( \(no answer in time\))?$/,
  },
  { name: 'refused connections', faults: { refuse: true }, problem: /^cluster Edge is not reachable$/ },
  {
    name: '5xx answers',
    faults: { errorRate: 1, errorCode: 503 },
    problem: /^cluster Edge (answered with a server error \(HTTP 503\)|is not reachable)$/,
  },
  {
    name: '401 answers',
    faults: { unauthorized: true },
    problem: /^(credentials for cluster Edge were rejected|cluster Edge is not reachable)$/,
  },
  { name: 'a missing ClusterQueue', faults: { clusterQueueMissing: true }, problem: null },
];

describePostgres('fault matrix: launch, monitor, cancel', () => {
  let db: TestDatabase;
  let sim: KubeSim;
  let edge: SimCluster;
  let cluster: Cluster;
  let runner: Runner;
  let t: TestApp;
  let user: User;
  let token: string;
  let projectId: string;
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown) => unhandled.push(reason);

  beforeAll(async () => {
    process.on('unhandledRejection', onUnhandled);
    db = await createTestDatabase();
    sim = await startKubeSim({ clock: { speed: 0 }, clusters: [simCluster('edge')] });
    edge = sim.cluster('edge');
    cluster = await seedCluster(db.prisma, edge, { name: 'Edge' });
    ({ user, token } = await seedUser(db.prisma));
    projectId = (await seedProject(db.prisma, [{ userId: user.id }])).id;
    const kube = createTestRegistry({ timeoutMs: TIMEOUT_MS, breakerHalfOpenAfterMs: 100 });
    const versionEvents = createInProcessVersionEventBus();
    runner = new Runner({
      prisma: db.prisma,
      kube,
      keyring: TEST_KEYRING,
      logger: createLogger('silent'),
      versionEvents,
      settings: {
        launchPollMs: 100,
        launchRetryBaseMs: 50,
        launchRetryMaxMs: 200,
        launchMaxAttempts: 1_000,
        leaseTtlMs: 3_000,
        sweepMs: 100,
        watchIdleTimeoutMs: 1_000,
      },
    });
    t = createTestApp(db.prisma, {
      kube,
      versionEvents,
      launchQueue: runner,
      configOverrides: { clusterTimeoutMs: TIMEOUT_MS, clusterLogTimeoutMs: TIMEOUT_MS },
    });
    runner.start();
    await runner.leases.refresh();
  }, 60_000);

  afterEach(async () => {
    await edge.faults.clear();
  });

  afterAll(async () => {
    await runner?.stop();
    await t?.services.kube.close();
    await sim?.stop();
    await db?.drop();
    process.off('unhandledRejection', onUnhandled);
    expect(unhandled).toEqual([]);
  });

  const jobsOf = (versionId: string) =>
    edge
      .listObjects('jobs', 'jobs')
      .filter(
        (j) => (j.metadata.labels as Record<string, string> | undefined)?.[VERSION_LABEL] === versionId,
      );

  const podRunning = (versionId: string) =>
    edge
      .listObjects('pods', 'jobs')
      .some(
        (p) =>
          (p.metadata.labels as Record<string, string> | undefined)?.[VERSION_LABEL] === versionId &&
          (p as { status?: { phase?: string } }).status?.phase === 'Running',
      );

  async function running() {
    const v = await seedVersion(db.prisma, {
      userId: user.id,
      projectId,
      cluster,
      command: ['sh', '-c', 'echo hi; sleep 60; echo bye'],
    });
    runner.wake();
    await waitForVersion(db.prisma, v.id, (x) => x.status === 'QUEUED' || x.status === 'RUNNING');
    // The pod may be created only after a first advance (admission and pod creation race the test on a busy
    // machine), so keep the frozen clock moving in small steps until the pod runs — and not a step further: the
    // monitor may still be reconnecting after the previous case's fault, and a clock that kept moving would
    // finish the job (sleep 60) before the monitor saw it run.
    await waitForVersion(
      db.prisma,
      v.id,
      (x) => {
        if (x.status === 'RUNNING') return true;
        if (!podRunning(v.id)) sim.clock.advance(250);
        return false;
      },
      RECOVERY_MS,
    );
    return v;
  }

  describe.each(FAULTS)('$name', { timeout: 150_000 }, ({ faults, problem }) => {
    it('launch: fails in time naming the cluster, then launches exactly once when it answers', async () => {
      await edge.faults.set(faults);
      const v = await seedVersion(db.prisma, { userId: user.id, projectId, cluster });
      runner.wake();
      if (problem) {
        const failed = await within(
          (async () => {
            for (;;) {
              const row = await db.prisma.launchJob.findUnique({ where: { versionId: v.id } });
              if (row?.lastError) return row.lastError;
              await new Promise((r) => setTimeout(r, 20));
            }
          })(),
          AbortSignal.timeout(TIMEOUT_MS * 10),
          'launch attempt',
        );
        expect(failed).toMatch(problem);
        expect(jobsOf(v.id).length).toBeLessThanOrEqual(1);
        await edge.faults.clear();
      }
      await waitForVersion(db.prisma, v.id, (x) => x.jobName !== null);
      expect(jobsOf(v.id)).toHaveLength(1);
      expect(jobsOf(v.id)[0]!.metadata.name).toBe(jobNameFor(v.id));
    });

    it('monitor: a finish during the fault is seen once the cluster answers, exactly once', async () => {
      const v = await running();
      await edge.faults.set(faults);
      edge.dropConnections();
      sim.clock.advance(61_000);
      if (problem) await edge.faults.clear();
      const done = await waitForVersion(db.prisma, v.id, (x) => x.status === 'SUCCEEDED', RECOVERY_MS);
      expect(done.status).toBe('SUCCEEDED');
      const statuses = (await timeline(db.prisma, v.id)).map((e) => e.status);
      expect(statuses.filter((s) => s === 'SUCCEEDED')).toHaveLength(1);
      expect(statuses).not.toContain('LOST');
      expect(statuses).not.toContain('FAILED');
    });

    it('cancel: answers in time naming the cluster, is remembered, and cancels exactly once', async () => {
      const v = await running();
      await edge.faults.set(faults);
      const answer = await within(t.execute(Cancel, { id: v.id }, { token }), callBudget(), 'cancel');
      const result = answer.data?.cancelProcessVersion;
      if (problem) {
        expect(result).toMatchObject({
          __typename: 'ClusterUnavailableError',
          clusterName: 'Edge',
          retrying: true,
        });
        // The cause first, then what happens next (the cancel is retried).
        expect((result as { message: string }).message).toMatch(
          new RegExp(problem.source.replace(/\$$/, '')),
        );
        const pending = await db.prisma.processVersion.findUniqueOrThrow({ where: { id: v.id } });
        expect(pending.status).not.toBe('CANCELLED');
        expect(pending.cancelRequestedAt).not.toBeNull();
        await edge.faults.clear();
      } else {
        expect(result).toMatchObject({ __typename: 'ProcessVersion', id: v.id });
      }
      sim.clock.advance(5_000);
      await waitForVersion(db.prisma, v.id, (x) => x.status === 'CANCELLED', RECOVERY_MS);
      expect(jobsOf(v.id)).toHaveLength(0);
      const statuses = (await timeline(db.prisma, v.id)).map((e) => e.status);
      expect(statuses.filter((s) => s === 'CANCELLED')).toHaveLength(1);
    });
  });
});
