import { print } from 'graphql';
import type { Faults, KubeSim, SimCluster } from 'kube-sim';
import { startKubeSim } from 'kube-sim';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Cluster, User } from '../../src/generated/prisma/client.ts';
import { clusterProblem } from '../../src/kube/cluster-error.ts';
import { createLogArchiver, type LogArchiver, withLogArchiving } from '../../src/services/logs.ts';
import { createInProcessVersionEventBus } from '../../src/services/version-events.ts';
import { graphql } from '../gql/index.ts';
import { createTestApp, seedProject, seedUser, type TestApp } from '../helpers/app.ts';
import { createTestRegistry, seedCluster, simCluster } from '../helpers/clusters.ts';
import { createTestDatabase, describePostgres, type TestDatabase } from '../helpers/database.ts';
import { createSimJob, seedRunVersion, sseEvents, within } from '../helpers/log-fixtures.ts';

// Each path × each kube-sim fault: the answer comes within the budget (awaited against an AbortSignal, never a
// wall-clock assertion), any failure names the cluster in our own words, nothing rejects unhandled, nothing kept
// is lost or written twice.

const VersionLogs = graphql(`
  query FaultMatrix_Logs($id: ID!) {
    processVersion(id: $id) { id logs logSource logMessage }
  }
`);

const FollowLogs = graphql(`
  subscription FaultMatrix_Follow($id: ID!) {
    processVersionLogs(id: $id)
  }
`);

const TIMEOUT_MS = 300;
/** One cluster call's budget and our own work around it. */
const callBudget = () => AbortSignal.timeout(TIMEOUT_MS * 6);
/** A follow tries the cluster three times with backoff (0.5 s · 2^n) before it gives up. */
const followBudget = () => AbortSignal.timeout(3 * TIMEOUT_MS + 1_000 + 2_000 + 3_000);

const SCRIPT = ['sh', '-c', 'echo first; sleep 30; echo second; sleep 30; echo third'];

interface FaultCase {
  name: string;
  faults: Faults;
  /** The message a failing call gives, or null when the fault does not touch this path. */
  message: string | null;
}

const FAULTS: FaultCase[] = [
  { name: 'latency within the budget', faults: { latencyMs: 60 }, message: null },
  {
    name: 'latency beyond the budget',
    faults: { latencyMs: TIMEOUT_MS * 3 },
    message: 'cluster Edge is not reachable (no answer in time)',
  },
  { name: 'hang', faults: { hang: true }, message: 'cluster Edge is not reachable (no answer in time)' },
  { name: 'refused connections', faults: { refuse: true }, message: 'cluster Edge is not reachable' },
  {
    name: '5xx answers',
    faults: { errorRate: 1, errorCode: 503 },
    message: 'cluster Edge answered with a server error (HTTP 503)',
  },
  {
    name: '401 answers',
    faults: { unauthorized: true },
    message: 'credentials for cluster Edge were rejected',
  },
  { name: 'a missing ClusterQueue', faults: { clusterQueueMissing: true }, message: null },
];

/** A breaker opened by an earlier call says so, still naming the cluster. */
const OPEN_BREAKER = 'cluster Edge is not reachable';

describePostgres('fault matrix', () => {
  let db: TestDatabase;
  let sim: KubeSim;
  let edge: SimCluster;
  let cluster: Cluster;
  let t: TestApp;
  let archiver: LogArchiver;
  let member: { token: string; user: User };
  let projectId: string;
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown) => unhandled.push(reason);

  beforeAll(async () => {
    process.on('unhandledRejection', onUnhandled);
    db = await createTestDatabase();
    sim = await startKubeSim({ clock: { speed: 0 }, clusters: [simCluster('edge')] });
    edge = sim.cluster('edge');
    cluster = await seedCluster(db.prisma, edge, { name: 'Edge' });
    t = createTestApp(db.prisma, {
      configOverrides: { clusterTimeoutMs: TIMEOUT_MS, clusterLogTimeoutMs: TIMEOUT_MS },
    });
    archiver = createLogArchiver(t.services, { retryDelaysMs: [] });
    t.services.versionEvents = withLogArchiving(createInProcessVersionEventBus(), archiver);
    member = await seedUser(db.prisma);
    projectId = (await seedProject(db.prisma, [{ userId: member.user.id }])).id;
  });

  afterEach(async () => {
    await edge.faults.clear();
    const old = t.services.kube;
    t.services.kube = createTestRegistry({
      timeoutMs: TIMEOUT_MS,
      logTimeoutMs: TIMEOUT_MS,
      breakerHalfOpenAfterMs: 60_000,
    });
    await old.close();
  });

  afterAll(async () => {
    archiver?.stop();
    await t?.services.kube.close();
    await sim?.stop();
    await db?.drop();
    process.off('unhandledRejection', onUnhandled);
    expect(unhandled).toEqual([]);
  });

  async function runningVersion() {
    const version = await seedRunVersion(db.prisma, {
      projectId,
      userId: member.user.id,
      cluster,
      command: SCRIPT,
    });
    await createSimJob(edge, version.jobName!, SCRIPT);
    sim.clock.advance(1_500);
    return version;
  }

  function expectMessage(actual: string | null | undefined, expected: string) {
    expect([expected, OPEN_BREAKER]).toContain(actual);
  }

  describe.each(FAULTS)('$name', ({ faults, message }) => {
    it('logs: the query answers within the budget, with the logs or a message naming the cluster', async () => {
      const version = await runningVersion();
      await edge.faults.set(faults);
      const result = await within(
        t.execute(VersionLogs, { id: version.id }, { token: member.token }),
        callBudget(),
        'logs',
      );
      expect(result.errors).toBeUndefined();
      const logs = result.data?.processVersion;
      if (message === null) {
        expect(logs).toMatchObject({ logs: 'first\n', logSource: 'CLUSTER', logMessage: null });
      } else {
        expect(logs).toMatchObject({ logs: null, logSource: 'NONE' });
        expectMessage(logs?.logMessage, message);
      }
    });

    it('logs: a follow streams, or ends within its budget with an error naming the cluster', async () => {
      const version = await runningVersion();
      await edge.faults.set(faults);
      const response = await within(
        t.request('/graphql', {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'text/event-stream',
            authorization: `Bearer ${member.token}`,
          },
          body: JSON.stringify({ query: print(FollowLogs), variables: { id: version.id } }),
        }),
        callBudget(),
        'subscribe',
      );
      const events = sseEvents(response);
      const signal = followBudget();
      const first = (await within(events.next(), signal, 'follow')).value;
      if (message === null) {
        expect(first).toEqual({ event: 'next', data: { data: { processVersionLogs: 'first\n' } } });
        await events.return(undefined);
        return;
      }
      const payload = first?.data as { data: unknown; errors: { message: string }[] };
      expect(first?.event).toBe('next');
      expect(payload.data).toEqual({ processVersionLogs: null });
      expectMessage(payload.errors[0]?.message, message);
      expect((await within(events.next(), signal, 'end')).value).toMatchObject({ event: 'complete' });
    });

    it('logs: archiving a finished version keeps what was kept, and keeps it once', async () => {
      const version = await runningVersion();
      sim.clock.advance(61_000);
      await db.prisma.processVersion.update({
        where: { id: version.id },
        data: { status: 'SUCCEEDED', finishedAt: new Date() },
      });
      await edge.faults.set(faults);
      const outcome = await within(archiver.archive(version.id), callBudget(), 'archive');
      if (message === null) {
        expect(outcome).toMatchObject({ kind: 'archived' });
      } else {
        expect(outcome.kind).toBe('failed');
        if (outcome.kind === 'failed') expectMessage(clusterProblem(outcome.error), message);
        expect(await db.prisma.processVersionLog.count({ where: { versionId: version.id } })).toBe(0);
        // Nothing is lost: once the cluster answers again, the archive is made — one row.
        await edge.faults.clear();
        const old = t.services.kube;
        t.services.kube = createTestRegistry({
          timeoutMs: TIMEOUT_MS,
          logTimeoutMs: TIMEOUT_MS,
          breakerHalfOpenAfterMs: 60_000,
        });
        await old.close();
        expect(await within(archiver.archive(version.id), callBudget(), 'archive')).toMatchObject({
          kind: 'archived',
        });
      }
      const kept = await db.prisma.processVersionLog.findMany({ where: { versionId: version.id } });
      expect(kept).toHaveLength(1);
      expect(kept[0]!.content.replace(/^\S+ /gm, '')).toBe('first\nsecond\nthird\n');
      // A second archive of the same version (a duplicate event) replaces, never adds.
      await archiver.archive(version.id);
      expect(await db.prisma.processVersionLog.count({ where: { versionId: version.id } })).toBe(1);
    });
  });
});
