import type { KubeSim } from 'kube-sim';
import { startKubeSim } from 'kube-sim';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ClusterClientRegistry } from '../../src/kube/client-registry.ts';
import { jobNameFor } from '../../src/kube/jobs.ts';
import { createLogger } from '../../src/logger.ts';
import { Runner } from '../../src/runner/index.ts';
import { taskCursor } from '../../src/services/tasks.ts';
import { createInProcessVersionEventBus } from '../../src/services/version-events.ts';
import { graphql } from '../gql/index.ts';
import { createTestApp, seedProject, seedUser, TEST_KEYRING, type TestApp } from '../helpers/app.ts';
import { createTestRegistry, seedCluster, simCluster } from '../helpers/clusters.ts';
import { createTestDatabase, describePostgres, type TestDatabase } from '../helpers/database.ts';
import { waitForVersion } from '../helpers/versions.ts';

/**
 * An array's failover (ARCHITECTURE §17, §19) through GraphQL, the runner and kube-sim: some of its tasks
 * succeeded on cluster home, then home stops answering; the attempt on away runs only the others, each with its
 * own index and parameters (the same mechanism as onlyFailedTasks), and the version's counts add up.
 */

const Create = graphql(`
  mutation ArrayFailover_Create($input: CreateProcessInput!) {
    createProcess(input: $input) {
      __typename
      ... on CreateProcessPayload { version { id } }
      ... on Error { message }
    }
  }
`);

const Version = graphql(`
  query ArrayFailover_Version($id: ID!, $after: String, $first: Int) {
    processVersion(id: $id) {
      status
      statusMessage
      cluster { name }
      attempts { number cluster { name } outcome }
      tasks {
        count
        succeeded
        failed
        pending
        running
        items(first: $first, after: $after) { edges { node { index status logs } } }
      }
    }
  }
`);

let sim: KubeSim;
let db: TestDatabase;
let kube: ClusterClientRegistry;
let runner: Runner;
let t: TestApp;
let token: string;
let projectId: string;
const ids: Record<string, string> = {};

describePostgres('an array’s failover runs only its tasks that have not succeeded', () => {
  beforeAll(async () => {
    db = await createTestDatabase();
    sim = await startKubeSim({
      clock: { speed: 1 },
      clusters: [
        simCluster('home', [{ name: 'default', cpu: '4', memory: '64Gi' }]),
        simCluster('away', [{ name: 'default', cpu: '4', memory: '64Gi' }]),
      ],
    });
    kube = createTestRegistry({ timeoutMs: 1_500, breakerHalfOpenAfterMs: 300 });
    t = createTestApp(db.prisma, {
      kube,
      now: () => new Date(sim.clock.now()),
      versionEvents: createInProcessVersionEventBus(),
    });
    for (const c of sim.clusters) ids[c.name] = (await seedCluster(db.prisma, c)).id;
    runner = new Runner({
      prisma: db.prisma,
      kube,
      caches: t.services.clusterStates.caches,
      keyring: TEST_KEYRING,
      logger: createLogger('silent'),
      versionEvents: t.services.versionEvents,
      settings: {
        launchPollMs: 100,
        launchRetryBaseMs: 50,
        launchMaxAttempts: 3,
        leaseTtlMs: 3_000,
        sweepMs: 100,
        watchIdleTimeoutMs: 5_000,
        clusterLostAfterMs: 1_000,
      },
      placement: { hooks: t.services.hooks, states: t.services.clusterStates, now: t.services.now },
    });
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

  it('tasks 0-2 succeed on home, home is lost: away runs tasks 3 and 4 as themselves; 5 of 5 succeed', {
    timeout: 90_000,
  }, async () => {
    // Tasks 3 and 4 hang on the first attempt (a full run: no slot), as if home died while they ran.
    const script =
      'echo "task $KB_TASK_INDEX of $KB_TASK_COUNT arg $(KB_TASK_INDEX) slot ${KB_TASK_SLOT:-none}"; cat "$KB_TASK_PARAMS"; echo; ' +
      'if [ "$KB_TASK_INDEX" -ge 3 ] && [ -z "${KB_TASK_SLOT:-}" ]; then sleep 3000; fi; echo finished';
    const res = await t.execute(
      Create,
      {
        input: {
          projectId,
          clusterId: ids.home!,
          name: 'array-failover',
          image: 'busybox:1.36',
          command: ['sh', '-c', script],
          resources: { cpu: '500m', memory: '1Gi', deadlineSeconds: 3600 },
          tasks: { count: 5, parallelism: 5 },
          taskParameters: [0, 1, 2, 3, 4].map((i) => ({ seed: i * 11 })),
          failover: { maxAttempts: 3 },
        },
      },
      { token },
    );
    const payload = res.data!.createProcess;
    if (payload.__typename !== 'CreateProcessPayload') throw new Error(JSON.stringify(payload));
    const id = payload.version!.id;
    runner.wake();
    const view = async (after?: string, first = 10) =>
      (await t.execute(Version, { id, after, first }, { token })).data!.processVersion!;
    await expect
      .poll(async () => (await view()).tasks!.succeeded, { timeout: 30_000, interval: 200 })
      .toBe(3);
    expect((await view()).tasks).toMatchObject({ count: 5, succeeded: 3, running: 2 });

    await sim.cluster('home').faults.set({ refuse: true });
    try {
      await waitForVersion(db.prisma, id, (v) => v.status === 'SUCCEEDED' || v.status === 'FAILED', 60_000);
    } finally {
      await sim.cluster('home').faults.clear();
    }
    const done = await view();
    expect(done.status).toBe('SUCCEEDED');
    expect(done.cluster.name).toBe('away');
    expect(done.attempts.map((a) => [a.number, a.cluster.name, a.outcome])).toEqual([
      [1, 'home', 'CLUSTER_LOST'],
      [2, 'away', 'SUCCEEDED'],
    ]);
    expect(done.tasks).toMatchObject({ count: 5, succeeded: 5, failed: 0, pending: 0, running: 0 });
    expect(done.statusMessage).toBe('all 5 tasks succeeded (2 in this run, 3 before)');
    // The rows say which attempt ran each task.
    const rows = await db.prisma.processTask.findMany({
      where: { versionId: id },
      orderBy: { index: 'asc' },
    });
    expect(rows.map((r) => [r.index, r.status, r.attempt])).toEqual([
      [0, 'SUCCEEDED', 1],
      [1, 'SUCCEEDED', 1],
      [2, 'SUCCEEDED', 1],
      [3, 'SUCCEEDED', 2],
      [4, 'SUCCEEDED', 2],
    ]);
    // On away: one Job of the two tasks, its ConfigMap mapping slots to their indexes and parameters.
    const name = jobNameFor(id, 2);
    const job = sim.cluster('away').getObject('jobs', 'jobs', name) as unknown as {
      spec: { completions: number; parallelism: number };
    };
    expect(job.spec).toMatchObject({ completions: 2, parallelism: 2 });
    const configMap = sim.cluster('away').getObject('configmaps', 'jobs', name) as unknown as {
      data: Record<string, string>;
    };
    expect(configMap.data).toEqual({
      '0.index': '3\n',
      '0.json': '{"seed":33}',
      '1.index': '4\n',
      '1.json': '{"seed":44}',
    });
    // Each moved task ran as itself: its index (the shell's and the kubelet's), the count, its parameters.
    const four = (await view(taskCursor(3), 1)).tasks!.items.edges[0]!.node;
    expect(four.index).toBe(4);
    expect(four.logs).toContain('task 4 of 5 arg 4 slot 1');
    expect(four.logs).toContain('{"seed":44}');
    expect(four.logs).toContain('finished');
  });

  it('a gang moves whole: every pod runs again on away, the rows all of attempt 2', {
    timeout: 90_000,
  }, async () => {
    // Its pods wait on the first attempt (its leader's name has no "-a2") and finish on the second.
    const script = 'case "$KB_LEADER_ADDR" in *-a2-0.*) echo "rank $KB_RANK moved";; *) sleep 3000;; esac';
    const res = await t.execute(
      Create,
      {
        input: {
          projectId,
          clusterId: ids.home!,
          name: 'gang-failover',
          image: 'busybox:1.36',
          command: ['sh', '-c', script],
          resources: { cpu: '500m', memory: '1Gi', deadlineSeconds: 3600 },
          tasks: { count: 2, gang: true },
          failover: { maxAttempts: 3 },
        },
      },
      { token },
    );
    const payload = res.data!.createProcess;
    if (payload.__typename !== 'CreateProcessPayload') throw new Error(JSON.stringify(payload));
    const id = payload.version!.id;
    runner.wake();
    const view = async () => (await t.execute(Version, { id, first: 10 }, { token })).data!.processVersion!;
    await expect.poll(async () => (await view()).tasks!.running, { timeout: 30_000, interval: 200 }).toBe(2);
    await sim.cluster('home').faults.set({ refuse: true });
    try {
      await waitForVersion(db.prisma, id, (v) => v.status === 'SUCCEEDED' || v.status === 'FAILED', 60_000);
    } finally {
      await sim.cluster('home').faults.clear();
    }
    const done = await view();
    expect(done.status).toBe('SUCCEEDED');
    expect(done.attempts.map((a) => [a.number, a.cluster.name, a.outcome])).toEqual([
      [1, 'home', 'CLUSTER_LOST'],
      [2, 'away', 'SUCCEEDED'],
    ]);
    expect(done.tasks).toMatchObject({ count: 2, succeeded: 2 });
    const rows = await db.prisma.processTask.findMany({
      where: { versionId: id },
      orderBy: { index: 'asc' },
    });
    expect(rows.map((r) => [r.index, r.status, r.attempt])).toEqual([
      [0, 'SUCCEEDED', 2],
      [1, 'SUCCEEDED', 2],
    ]);
    const name = jobNameFor(id, 2);
    const job = sim.cluster('away').getObject('jobs', 'jobs', name) as unknown as {
      spec: { completions: number };
    };
    expect(job.spec.completions).toBe(2);
    expect(sim.cluster('away').getObject('configmaps', 'jobs', name)).toBeUndefined();
  });
});
