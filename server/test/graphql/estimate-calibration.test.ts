import type { KubeSim } from 'kube-sim';
import { startKubeSim } from 'kube-sim';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Cluster } from '../../src/generated/prisma/client.ts';
import { graphql } from '../gql/index.ts';
import { createTestApp, seedProject, seedUser, type TestApp } from '../helpers/app.ts';
import { createTestRegistry, seedCluster, simCluster } from '../helpers/clusters.ts';
import { createTestDatabase, describePostgres, type TestDatabase } from '../helpers/database.ts';
import { seedVersion } from '../helpers/versions.ts';

const Calibration = graphql(`
  query EstimateCalibrationTest_Clusters($projectId: ID, $requests: ResourceRequestsInput) {
    availableClusters(projectId: $projectId, requests: $requests) {
      name
      startEstimate {
        basis
        calibration { since samples withinBound medianError within1min within10min }
      }
    }
  }
`);

const Create = graphql(`
  mutation EstimateCalibrationTest_Create($input: CreateProcessInput!) {
    createProcess(input: $input) {
      __typename
      ... on CreateProcessPayload { version { id } }
      ... on Error { message }
    }
  }
`);

let sim: KubeSim;
let db: TestDatabase;
let t: TestApp;
let token: string;
let projectId: string;
let userId: string;
const clusters = new Map<string, Cluster>();

const MIN = 60_000;

/** A version created on a cluster with a recorded estimate (wait in ms after `at`), and its real first start. */
async function history(
  cluster: string,
  o: { at: number; expectedMs: number; latestMs: number | null; startedMs: number | null; status?: 'QUEUED' },
) {
  const v = await seedVersion(db.prisma, {
    userId,
    projectId,
    cluster: clusters.get(cluster)!,
    launch: false,
  });
  await db.prisma.processVersion.update({
    where: { id: v.id },
    data: {
      status: o.status ?? (o.startedMs === null ? 'PENDING' : 'SUCCEEDED'),
      estimatedAt: new Date(o.at),
      estimatedStartAt: new Date(o.at + o.expectedMs),
      estimatedLatestStartAt: o.latestMs === null ? null : new Date(o.at + o.latestMs),
      startedAt: o.startedMs === null ? null : new Date(o.at + o.startedMs),
    },
  });
}

async function calibrations() {
  const res = await t.execute(Calibration, { projectId, requests: { cpu: '1', memory: '1Gi' } }, { token });
  expect(res.errors).toBeUndefined();
  return Object.fromEntries(res.data!.availableClusters.map((c) => [c.name, c.startEstimate!.calibration]));
}

describePostgres('each cluster’s record of its start estimates (StartEstimate.calibration)', () => {
  beforeAll(async () => {
    db = await createTestDatabase();
    sim = await startKubeSim({
      clock: { speed: 0 },
      clusters: [simCluster('alpha'), simCluster('beta'), simCluster('fresh')],
    });
    const kube = createTestRegistry({ timeoutMs: 2_000, breakerHalfOpenAfterMs: 60_000 });
    t = createTestApp(db.prisma, { kube, now: () => new Date(sim.clock.now()) });
    for (const [i, c] of sim.clusters.entries())
      clusters.set(c.name, await seedCluster(db.prisma, c, { sortOrder: i }));
    const user = await seedUser(db.prisma);
    token = user.token;
    userId = user.user.id;
    projectId = (await seedProject(db.prisma, [{ userId: user.user.id }])).id;
  }, 60_000);

  afterAll(async () => {
    await sim?.stop();
    await db?.drop();
  });

  it('createProcess records the estimate it was created with (the clusters’ clock)', async () => {
    const res = await t.execute(
      Create,
      {
        input: {
          projectId,
          name: 'recorded',
          image: 'busybox:1.36',
          resources: { cpu: '1', memory: '1Gi', deadlineSeconds: 600 },
          clusterId: clusters.get('fresh')!.id,
        },
      },
      { token },
    );
    const created = res.data!.createProcess as { __typename: string; version: { id: string } };
    expect(created.__typename).toBe('CreateProcessPayload');
    const v = await db.prisma.processVersion.findUniqueOrThrow({ where: { id: created.version.id } });
    // An empty cluster: it starts now, and the bound is now.
    expect(v.estimatedAt?.getTime()).toBe(sim.clock.now());
    expect(v.estimatedStartAt?.getTime()).toBe(sim.clock.now());
    expect(v.estimatedLatestStartAt?.getTime()).toBe(sim.clock.now());
  });

  it('shares within the bound, within 1 and 10 min and the median error over the last 7 days; null below 20 samples', async () => {
    const now = sim.clock.now();
    const at = now - 3 * 24 * 3_600_000;
    // alpha, 24 samples: 8 started when expected (error 0); 8 started 5 min late after an expected wait of 10 min,
    // within the bound (error 5/15); 4 started 30 s after an expected 2 min (error 0.5/2.5 = 0.2); 2 started 20 min
    // after an expected start at once, past a bound of 10 min (error 1); 1 started 30 s after an expected and
    // bounded start now (error 0.5); and one still queued 10 min past its bound (error 30/40 so far).
    for (let i = 0; i < 8; i++)
      await history('alpha', { at, expectedMs: 2 * MIN, latestMs: 5 * MIN, startedMs: 2 * MIN });
    for (let i = 0; i < 8; i++)
      await history('alpha', { at, expectedMs: 10 * MIN, latestMs: 30 * MIN, startedMs: 15 * MIN });
    for (let i = 0; i < 4; i++)
      await history('alpha', { at, expectedMs: 2 * MIN, latestMs: 5 * MIN, startedMs: 2.5 * MIN });
    for (let i = 0; i < 2; i++)
      await history('alpha', { at, expectedMs: 0, latestMs: 10 * MIN, startedMs: 20 * MIN });
    await history('alpha', { at, expectedMs: 0, latestMs: 0, startedMs: 30_000 });
    const waitingSince = now - 40 * MIN;
    await history('alpha', {
      at: waitingSince,
      expectedMs: 10 * MIN,
      latestMs: 30 * MIN,
      startedMs: null,
      status: 'QUEUED',
    });
    // Not counted: older than 7 days, not started yet and within its bound, no estimate recorded.
    await history('alpha', { at: now - 8 * 24 * 3_600_000, expectedMs: 0, latestMs: 0, startedMs: 99 * MIN });
    await history('alpha', {
      at: now - MIN,
      expectedMs: 10 * MIN,
      latestMs: 30 * MIN,
      startedMs: null,
      status: 'QUEUED',
    });
    await seedVersion(db.prisma, { userId, projectId, cluster: clusters.get('alpha')!, launch: false });
    // beta: 19 samples, all perfect: too few to judge.
    for (let i = 0; i < 19; i++) await history('beta', { at, expectedMs: 0, latestMs: 0, startedMs: 0 });

    const c = await calibrations();
    expect(c.beta).toBeNull();
    expect(c.alpha).toMatchObject({ samples: 24 });
    const alpha = c.alpha!;
    expect(new Date(alpha.since as string).getTime()).toBe(now - 7 * 24 * 3_600_000);
    // Within the bound (1 s tolerance): 8 + 8 + 4; within 1 min: 8 + 4 + 1; within 10 min: also the 8 late by 5 min.
    expect(alpha.withinBound).toBeCloseTo(20 / 24, 6);
    expect(alpha.within1min).toBeCloseTo(13 / 24, 6);
    expect(alpha.within10min).toBeCloseTo(21 / 24, 6);
    // Errors sorted: 0 (×8), 0.2 (×4), 1/3 (×8), 0.5, 0.75, 1 (×2): the median (the lower middle, as the bench's) 0.2.
    expect(alpha.medianError).toBeCloseTo(0.2, 6);
    expect(c.fresh).toBeNull();
  });
});
