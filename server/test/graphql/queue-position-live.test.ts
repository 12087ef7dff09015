import { BatchV1Api, KubeConfig } from '@kubernetes/client-node';
import { print } from 'graphql';
import type { KubeSim, SimCluster } from 'kube-sim';
import { QUEUE_LABEL, startKubeSim } from 'kube-sim';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ClusterClientRegistry } from '../../src/kube/client-registry.ts';
import { createLogger } from '../../src/logger.ts';
import { Runner } from '../../src/runner/index.ts';
import { createInProcessVersionEventBus } from '../../src/services/version-events.ts';
import { graphql } from '../gql/index.ts';
import { createTestApp, seedProject, seedUser, TEST_KEYRING, type TestApp } from '../helpers/app.ts';
import { createTestRegistry, seedCluster, simCluster } from '../helpers/clusters.ts';
import { createTestDatabase, describePostgres, type TestDatabase } from '../helpers/database.ts';
import { sseEvents, within } from '../helpers/log-fixtures.ts';
import { waitForVersion } from '../helpers/versions.ts';

/**
 * A QUEUED version's place in the queue, live (issue 15): the version subscription answers again while the
 * version waits, so its queuePosition and waitingReason follow the queue ahead of it — here, as the simulated clock
 * passes the deadline of the job holding the quota, the workload ahead is admitted and ours becomes next in line.
 * Real parts throughout: createProcess over GraphQL, the runner launching the Job on kube-sim, PostgreSQL, SSE.
 */

const Create = graphql(`
  mutation QueuePositionLiveTest_Create($input: CreateProcessInput!) {
    createProcess(input: $input) {
      __typename
      ... on CreateProcessPayload { version { id } }
      ... on Error { message }
    }
  }
`);

const Updated = graphql(`
  subscription QueuePositionLiveTest_Updated($id: ID!) {
    processVersionUpdated(id: $id) {
      status
      waitingReason
      queuePosition {
        positionInClusterQueue
        positionInLocalQueue
        workloadsAhead
        estimate { basis expectedWaitSeconds latestWaitSeconds message }
      }
    }
  }
`);

type Update = {
  status: string;
  waitingReason: string | null;
  queuePosition: {
    positionInClusterQueue: number | null;
    positionInLocalQueue: number | null;
    workloadsAhead: number | null;
    estimate: { basis: string; expectedWaitSeconds: number | null; message: string } | null;
  } | null;
};

let sim: KubeSim;
let db: TestDatabase;
let kube: ClusterClientRegistry;
let runner: Runner;
let t: TestApp;
let token: string;
let projectId: string;
let clusterId: string;

/** Another tenant's Job through Kueue: it holds its quota until its deadline (its container never ends). */
async function foreignJob(cluster: SimCluster, name: string, cpu: string, deadlineSeconds: number) {
  const kc = new KubeConfig();
  kc.loadFromString(cluster.kubeconfig);
  await kc.makeApiClient(BatchV1Api).createNamespacedJob({
    namespace: 'jobs',
    body: {
      metadata: { name, labels: { [QUEUE_LABEL]: 'team' } },
      spec: {
        activeDeadlineSeconds: deadlineSeconds,
        backoffLimit: 0,
        template: {
          spec: {
            restartPolicy: 'Never',
            containers: [
              {
                name: 'main',
                image: 'busybox:1.36',
                command: ['sh', '-c', 'sleep 100000'],
                resources: { requests: { cpu, memory: '1Gi' }, limits: { cpu, memory: '1Gi' } },
              },
            ],
          },
        },
      },
    },
  });
}

const admitted = (cluster: SimCluster, job: string) =>
  cluster
    .listObjects('workloads', 'jobs')
    .some(
      (w) =>
        (w.metadata.ownerReferences ?? []).some((o: { name: string }) => o.name === job) &&
        (w.status?.conditions ?? []).some(
          (c: { type: string; status: string }) => c.type === 'QuotaReserved' && c.status === 'True',
        ),
    );

describePostgres(
  'a queued version’s position and waiting sentence, live over the version subscription',
  () => {
    beforeAll(async () => {
      db = await createTestDatabase();
      sim = await startKubeSim({
        clock: { speed: 0 },
        clusters: [simCluster('live', [{ name: 'default', cpu: '4', memory: '16Gi' }])],
      });
      kube = createTestRegistry({ timeoutMs: 2_000, breakerHalfOpenAfterMs: 60_000 });
      const versionEvents = createInProcessVersionEventBus();
      const now = () => new Date(sim.clock.now());
      t = createTestApp(db.prisma, {
        kube,
        now,
        versionEvents,
        configOverrides: { queuePositionRefreshMs: 100 },
      });
      runner = new Runner({
        prisma: db.prisma,
        kube,
        keyring: TEST_KEYRING,
        logger: createLogger('silent'),
        versionEvents,
        settings: { launchPollMs: 100, leaseTtlMs: 3_000, sweepMs: 100, watchIdleTimeoutMs: 5_000 },
      });
      runner.start();
      await runner.leases.refresh();
      clusterId = (await seedCluster(db.prisma, sim.cluster('live'))).id;
      const user = await seedUser(db.prisma);
      token = user.token;
      projectId = (await seedProject(db.prisma, [{ userId: user.user.id }])).id;
    }, 60_000);

    afterAll(async () => {
      await runner?.stop();
      await kube?.close();
      await sim?.stop();
      await db?.drop();
    });

    it('moves from second to next in line as the queue ahead moves, then ends its queue fields when it runs', async () => {
      const live = sim.cluster('live');
      // The 4 cores: 2 held until 300 s, 2 until 3600 s; "ahead" (2 cores) waits first in line.
      await foreignJob(live, 'short', '2', 300);
      await foreignJob(live, 'long', '2', 3_600);
      await expect.poll(() => admitted(live, 'long'), { timeout: 10_000 }).toBe(true);
      sim.clock.advance(1_000);
      await foreignJob(live, 'ahead', '2', 600);

      const created = await t.execute(
        Create,
        {
          input: {
            projectId,
            clusterId,
            name: `live-${Date.now()}`,
            image: 'busybox:1.36',
            command: ['sh', '-c', 'echo working; sleep 500; echo done'],
            resources: { cpu: '2', memory: '1Gi', deadlineSeconds: 600 },
          },
        },
        { token },
      );
      const payload = created.data!.createProcess;
      if (payload.__typename !== 'CreateProcessPayload') throw new Error(JSON.stringify(payload));
      const versionId = payload.version!.id;
      runner.wake();
      await waitForVersion(db.prisma, versionId, (v) => v.status === 'QUEUED');

      const response = await t.request('/graphql', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'text/event-stream',
          authorization: `Bearer ${token}`,
        },
        body: JSON.stringify({ query: print(Updated), variables: { id: versionId } }),
      });
      const events = sseEvents(response);
      const next = async (): Promise<Update> => {
        const e = await within(events.next(), AbortSignal.timeout(10_000), 'a subscription answer');
        const value = e.value as { event: string; data: { data?: { processVersionUpdated: Update } } | null };
        if (!value?.data?.data) {
          const v = await db.prisma.processVersion.findFirst({
            select: {
              status: true,
              statusReason: true,
              message: true,
              events: { select: { status: true, reason: true, message: true } },
            },
          });
          throw new Error(`the subscription ended: ${JSON.stringify(value)} ${JSON.stringify(v)}`);
        }
        return value.data.data.processVersionUpdated;
      };
      /** Reads answers until one satisfies `done` (each answer is a fresh reading of the queue). */
      const until = async (done: (u: Update) => boolean) => {
        const seen: Update[] = [];
        const deadline = Date.now() + 30_000; // answers come every 100 ms while queued; the runner needs its moment
        while (Date.now() < deadline) {
          const u = await next();
          if (done(u)) return u;
          seen.push(u);
        }
        throw new Error(
          `the subscription never showed the change; it showed ${JSON.stringify(seen.slice(-2))}`,
        );
      };

      const second = await until((u) => u.queuePosition?.positionInClusterQueue === 1);
      expect(second).toMatchObject({
        status: 'QUEUED',
        queuePosition: { positionInClusterQueue: 1, positionInLocalQueue: 1, workloadsAhead: 1 },
      });
      expect(second.queuePosition!.estimate).toMatchObject({ basis: 'QUEUE' });
      expect(second.waitingReason).toMatch(
        /^Waiting for quota on cluster live: needs 2 more CPU in flavor default; 1 workload is ahead; expected to start in about /,
      );

      // The short job reaches its deadline: its quota goes to "ahead", and ours is next — no status change of ours.
      sim.clock.advance(300_000);
      await expect.poll(() => admitted(live, 'ahead'), { timeout: 10_000 }).toBe(true);
      const head = await until((u) => u.queuePosition?.positionInClusterQueue === 0);
      expect(head).toMatchObject({
        status: 'QUEUED',
        queuePosition: { positionInClusterQueue: 0, positionInLocalQueue: 0, workloadsAhead: 0 },
      });
      expect(head.waitingReason).toMatch(
        /^Waiting for quota on cluster live: needs 2 more CPU in flavor default; it is next in line; expected to start in about /,
      );
      // The estimate moved with the queue: "ahead" ends by its deadline (600 s), "long" at 3600 s.
      expect(head.queuePosition!.estimate!.expectedWaitSeconds!).toBeLessThan(
        second.queuePosition!.estimate!.expectedWaitSeconds! + 1,
      );

      // "ahead" reaches its deadline: ours is admitted and runs; the queue fields are gone.
      sim.clock.advance(700_000);
      const running = await until((u) => u.status !== 'QUEUED');
      expect(running).toMatchObject({ status: 'RUNNING', queuePosition: null, waitingReason: null });
      await events.return(undefined);
    });
  },
);
