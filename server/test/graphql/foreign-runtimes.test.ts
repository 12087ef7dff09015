import { BatchV1Api, KubeConfig } from '@kubernetes/client-node';
import type { KubeSim, SimCluster } from 'kube-sim';
import { QUEUE_LABEL, startKubeSim } from 'kube-sim';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { MIN_FINISHED_SAMPLES } from '../../src/kube/finished-runtimes.ts';
import { END_SLACK_SECONDS } from '../../src/services/estimates/snapshot.ts';
import { graphql } from '../gql/index.ts';
import { createTestApp, seedProject, seedUser, type TestApp } from '../helpers/app.ts';
import { createTestRegistry, seedCluster, simCluster } from '../helpers/clusters.ts';
import { createTestDatabase, describePostgres, type TestDatabase } from '../helpers/database.ts';

/**
 * Other tenants' runtimes learned from the Workloads the cluster was seen to finish (ARCHITECTURE §12, §23): the
 * expected start uses them once enough have finished; the bound keeps the deadlines, and the start keeps to it.
 */

const Estimates = graphql(`
  query ForeignRuntimesTest_Clusters($projectId: ID, $requests: ResourceRequestsInput) {
    availableClusters(projectId: $projectId, requests: $requests) {
      name
      startEstimate { basis expectedStartAt latestStartAt }
    }
  }
`);

let sim: KubeSim;
let db: TestDatabase;
let t: TestApp;
let token: string;
let projectId: string;

/** Another tenant's Job on a LocalQueue: its deadline on the Job, a script that runs `seconds` (or until stopped). */
async function foreignJob(
  cluster: SimCluster,
  o: { name: string; queue: string; cpu: string; deadlineSeconds: number; runSeconds: number | null },
) {
  const kc = new KubeConfig();
  kc.loadFromString(cluster.kubeconfig);
  await kc.makeApiClient(BatchV1Api).createNamespacedJob({
    namespace: 'jobs',
    body: {
      metadata: { name: o.name, labels: { [QUEUE_LABEL]: o.queue } },
      spec: {
        activeDeadlineSeconds: o.deadlineSeconds,
        backoffLimit: 0,
        template: {
          spec: {
            restartPolicy: 'Never',
            containers: [
              {
                name: 'main',
                image: 'busybox:1.36',
                command: ['sh', '-c', `echo start; sleep ${o.runSeconds ?? 100_000}; echo done`],
                resources: {
                  requests: { cpu: o.cpu, memory: '1Gi' },
                  limits: { cpu: o.cpu, memory: '1Gi' },
                },
              },
            ],
          },
        },
      },
    },
  });
}

function conditionAt(cluster: SimCluster, job: string, type: string): number | null {
  const w = cluster
    .listObjects('workloads', 'jobs')
    .find((x) => (x.metadata.ownerReferences ?? []).some((o: { name: string }) => o.name === job)) as
    | { status?: { conditions?: Array<{ type: string; status: string; lastTransitionTime: string }> } }
    | undefined;
  const c = w?.status?.conditions?.find((x) => x.type === type && x.status === 'True');
  return c ? new Date(c.lastTransitionTime).getTime() : null;
}

async function estimate() {
  const res = await t.execute(Estimates, { projectId, requests: { cpu: '1', memory: '1Gi' } }, { token });
  expect(res.errors).toBeUndefined();
  const e = res.data!.availableClusters.find((c) => c.name === 'learn')!.startEstimate!;
  return {
    basis: e.basis,
    expectedMs: new Date(e.expectedStartAt as string).getTime(),
    latestMs: new Date(e.latestStartAt as string).getTime(),
  };
}

/** Runs short jobs (half their deadline) on the side queue, one after another, until each has finished. */
async function finishShortJobs(cluster: SimCluster, from: number, count: number) {
  for (let i = from; i < from + count; i++) {
    const name = `short-${i}`;
    await foreignJob(cluster, { name, queue: 'side', cpu: '1', deadlineSeconds: 400, runSeconds: 200 });
    await expect.poll(() => conditionAt(cluster, name, 'QuotaReserved'), { timeout: 10_000 }).not.toBeNull();
    for (let s = 0; s < 30 && conditionAt(cluster, name, 'Finished') === null; s++) sim.clock.advance(10_000);
    expect(conditionAt(cluster, name, 'Finished')).not.toBeNull();
  }
}

describePostgres('other tenants’ runtimes learned from finished Workloads', () => {
  beforeAll(async () => {
    db = await createTestDatabase();
    sim = await startKubeSim({
      clock: { speed: 0 },
      clusters: [
        simCluster('learn', undefined, {
          clusterQueues: [
            { name: 'team', flavors: [{ name: 'default', cpu: '4', memory: '16Gi' }] },
            { name: 'side', flavors: [{ name: 'default', cpu: '4', memory: '16Gi' }] },
          ],
          localQueues: [
            { namespace: 'jobs', name: 'team', clusterQueue: 'team' },
            { namespace: 'jobs', name: 'side', clusterQueue: 'side' },
          ],
        }),
      ],
    });
    const kube = createTestRegistry({ timeoutMs: 2_000, breakerHalfOpenAfterMs: 60_000 });
    t = createTestApp(db.prisma, { kube, now: () => new Date(sim.clock.now()) });
    await seedCluster(db.prisma, sim.cluster('learn'));
    const user = await seedUser(db.prisma);
    token = user.token;
    projectId = (await seedProject(db.prisma, [{ userId: user.user.id }])).id;
  }, 60_000);

  afterAll(async () => {
    await sim?.stop();
    await db?.drop();
  });

  it('the deadline until enough have finished, then their runtime ÷ deadline; the bound keeps the deadline and holds', async () => {
    const c = sim.cluster('learn');
    // Fewer finished than the minimum: the other tenant's running workload is expected to run to its deadline.
    await finishShortJobs(c, 0, MIN_FINISHED_SAMPLES - 1);
    await foreignJob(c, { name: 'hold', queue: 'team', cpu: '4', deadlineSeconds: 2000, runSeconds: null });
    await expect.poll(() => conditionAt(c, 'hold', 'QuotaReserved'), { timeout: 10_000 }).not.toBeNull();
    const admitted = conditionAt(c, 'hold', 'QuotaReserved')!;
    const before = await estimate();
    expect(before.basis).toBe('QUEUE');
    // (Kubernetes timestamps have whole seconds: the admission may read up to a second earlier.)
    expect(before.expectedMs - admitted).toBeGreaterThanOrEqual(1999_000);
    expect(before.expectedMs - admitted).toBeLessThanOrEqual(2001_000);

    // One more finishes on the other queue: the cluster's ratios (0.5 of the deadline) now stand for the team
    // queue, which has none of its own: hold is expected to end at about 1000 s (their runtimes, as Kueue's times
    // show them, include a few seconds of pod start and end: ≤ 2 % of 400 s).
    await finishShortJobs(c, MIN_FINISHED_SAMPLES - 1, 1);
    await expect
      .poll(async () => (await estimate()).expectedMs - admitted, { timeout: 10_000 })
      .toBeLessThanOrEqual(1020_000);
    const after = await estimate();
    expect(after.expectedMs - admitted).toBeGreaterThanOrEqual(999_000);
    // The bound is unchanged: every known workload runs to its deadline, plus the end slack.
    expect(after.latestMs - admitted).toBeGreaterThanOrEqual((2000 + END_SLACK_SECONDS - 1) * 1000);
    expect(after.latestMs).toBe(before.latestMs);

    // hold really runs to its deadline: a 1-core job then starts later than expected, and within the bound.
    await foreignJob(c, { name: 'next', queue: 'team', cpu: '1', deadlineSeconds: 600, runSeconds: 10 });
    for (let s = 0; s < 60 && conditionAt(c, 'next', 'QuotaReserved') === null; s++)
      sim.clock.advance(60_000);
    const started = conditionAt(c, 'next', 'QuotaReserved');
    expect(started).not.toBeNull();
    expect(started!).toBeGreaterThan(after.expectedMs);
    expect(started!).toBeLessThanOrEqual(after.latestMs);
  });
});
