import type { KubeSim, SimCluster } from 'kube-sim';
import { startKubeSim } from 'kube-sim';
import { Agent, fetch } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cluster } from '../../src/generated/prisma/client.ts';
import type { CreateProcessInput } from '../gql/graphql.ts';
import { graphql } from '../gql/index.ts';
import { createTestApp, seedProject, seedUser, type TestApp } from '../helpers/app.ts';
import { seedCluster } from '../helpers/clusters.ts';
import { createTestDatabase, describePostgres, type TestDatabase } from '../helpers/database.ts';

/*
 * Prices, cost estimates, budgets (hard and soft, at the edges and under a race for the last of a budget) and the
 * CHEAPEST placement, through GraphQL on real PostgreSQL and kube-sim clusters.
 */

const SetPrice = graphql(`
  mutation Budgets_SetPrice($clusterId: ID!, $flavor: String!, $resource: String!, $price: Float) {
    setFlavorPrice(clusterId: $clusterId, flavor: $flavor, resource: $resource, pricePerHour: $price) {
      __typename
      ... on Cluster { id prices { flavor resource pricePerHour currency } }
      ... on ValidationError { message }
      ... on NotFoundError { message }
    }
  }
`);

const SetBudget = graphql(`
  mutation Budgets_SetBudget($projectId: ID!, $input: ProjectBudgetInput) {
    setProjectBudget(projectId: $projectId, input: $input) {
      __typename
      ... on Project { id budget { period unit limit hard used committed remaining } }
      ... on ValidationError { message }
      ... on NotFoundError { message }
    }
  }
`);

const Budget = graphql(`
  query Budgets_Budget($id: ID!) {
    project(id: $id) { budget { unit limit hard used committed remaining } }
  }
`);

const Create = graphql(`
  mutation Budgets_Create($input: CreateProcessInput!) {
    createProcess(input: $input) {
      __typename
      ... on CreateProcessPayload {
        dryRun
        cluster { name }
        placementReason
        budgetWarning
        costEstimate { worstCase expected currency gpuHoursWorstCase perHour unpricedResources }
        version { id }
      }
      ... on BudgetExceededError { message remaining required unit }
      ... on ValidationError { message issues { field message } }
      ... on ResourceLimitExceededError { message }
    }
  }
`);

const Rerun = graphql(`
  mutation Budgets_Rerun($input: RerunProcessInput!) {
    rerunProcess(input: $input) {
      __typename
      ... on CreateProcessPayload { budgetWarning costEstimate { worstCase expected } version { id } }
      ... on BudgetExceededError { remaining required unit }
    }
  }
`);

const GPU = 'nvidia.com/gpu';
const gpuCluster = (name: string) => ({
  name,
  namespaces: ['jobs'],
  clusterQueues: [
    { name: 'team', flavors: [{ name: 'gpu', cpu: '32', memory: '128Gi', resources: { [GPU]: 8 } }] },
  ],
  localQueues: [{ namespace: 'jobs', name: 'team', clusterQueue: 'team' }],
});

describePostgres('prices, budgets and CHEAPEST placement', () => {
  let db: TestDatabase;
  let sim: KubeSim;
  let t: TestApp;
  let admin: { token: string; user: { id: string } };
  let member: { token: string; user: { id: string } };
  let dear: Cluster;
  let cheap: Cluster;
  let seq = 0;

  beforeAll(async () => {
    db = await createTestDatabase();
    sim = await startKubeSim({ clock: { speed: 0 }, clusters: [gpuCluster('dear'), gpuCluster('cheap')] });
    dear = await seedCluster(db.prisma, sim.cluster('dear'), { sortOrder: 0 });
    cheap = await seedCluster(db.prisma, sim.cluster('cheap'), { sortOrder: 1 });
    admin = await seedUser(db.prisma, { admin: true });
    member = await seedUser(db.prisma);
    t = createTestApp(db.prisma, { configOverrides: { usageCurrency: 'EUR' } });
    for (const [c, gpu, cpu] of [
      [dear, 4, 0.05],
      [cheap, 2, 0.05],
    ] as const) {
      for (const [resource, price] of [
        [GPU, gpu],
        ['cpu', cpu],
      ] as const) {
        const r = await t.execute(
          SetPrice,
          { clusterId: c.id, flavor: 'gpu', resource, price },
          { token: admin.token },
        );
        expect(r.data?.setFlavorPrice.__typename).toBe('Cluster');
      }
    }
  }, 60_000);

  afterAll(async () => {
    await sim?.stop();
    await db?.drop();
  });

  const project = async () => (await seedProject(db.prisma, [{ userId: member.user.id }])).id;
  const input = (projectId: string, o: Partial<CreateProcessInput> = {}): CreateProcessInput => ({
    projectId,
    name: `p-${++seq}`,
    image: 'busybox:1.36',
    command: ['sh', '-c', 'sleep 10'],
    resources: { cpu: '2', memory: '4Gi', extended: [{ name: GPU, quantity: '2' }], deadlineSeconds: 3600 },
    clusterId: dear.id,
    ...o,
  });
  const budget = (projectId: string, b: { limit: number; unit: 'COST' | 'GPU_HOURS'; hard: boolean }) =>
    t.execute(SetBudget, { projectId, input: { period: 'MONTH', ...b } }, { token: admin.token });

  it('prices: admins only, audited, on Cluster.prices; the cost estimate on dry runs and real creates', async () => {
    const refused = await t.execute(
      SetPrice,
      { clusterId: dear.id, flavor: 'gpu', resource: GPU, price: 1 },
      { token: member.token },
    );
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const bad = await t.execute(
      SetPrice,
      { clusterId: dear.id, flavor: 'gpu', resource: GPU, price: -1 },
      { token: admin.token },
    );
    expect(bad.data?.setFlavorPrice.__typename).toBe('ValidationError');
    const audit = await db.prisma.auditEvent.findMany({ where: { action: 'price.set', targetId: dear.id } });
    expect(audit.map((a) => a.summary)).toContain(
      `price of ${GPU} on flavor gpu of cluster dear: none → 4 EUR/unit-hour`,
    );
    const r = await t.execute(
      SetPrice,
      { clusterId: dear.id, flavor: 'gpu', resource: GPU, price: 4 },
      { token: admin.token },
    );
    expect(r.data?.setFlavorPrice).toMatchObject({
      prices: [
        { flavor: 'gpu', resource: 'cpu', pricePerHour: 0.05, currency: 'EUR' },
        { flavor: 'gpu', resource: GPU, pricePerHour: 4, currency: 'EUR' },
      ],
    });
    const p = await project();
    const dry = await t.execute(Create, { input: input(p, { dryRun: true }) }, { token: member.token });
    // 2 GPUs × 4 + 2 cores × 0.05, for one hour; memory has no price.
    expect(dry.data?.createProcess).toMatchObject({
      __typename: 'CreateProcessPayload',
      dryRun: true,
      budgetWarning: null,
      costEstimate: { currency: 'EUR', gpuHoursWorstCase: 2, unpricedResources: ['memory'] },
    });
    const est = (dry.data!.createProcess as { costEstimate: { worstCase: number; perHour: number } })
      .costEstimate;
    expect(est.worstCase).toBeCloseTo(8.1, 9);
    expect(est.perHour).toBeCloseTo(8.1, 9);
    const real = await t.execute(
      Create,
      { input: input(p, { resources: { cpu: '1', memory: '1Gi', deadlineSeconds: 7200 } }) },
      { token: member.token },
    );
    expect(real.data?.createProcess).toMatchObject({ costEstimate: { gpuHoursWorstCase: 0 } });
    expect(
      (real.data!.createProcess as { costEstimate: { worstCase: number } }).costEstimate.worstCase,
    ).toBeCloseTo(0.1, 9);
  });

  it('a hard budget: exactly the remaining passes, one more is refused with the numbers (dry run and re-run too)', async () => {
    const p = await project();
    const set = await budget(p, { limit: 16.2, unit: 'COST', hard: true });
    expect(set.data?.setProjectBudget).toMatchObject({
      budget: { unit: 'COST', limit: 16.2, hard: true, used: 0, committed: 0, remaining: 16.2 },
    });
    const first = await t.execute(Create, { input: input(p) }, { token: member.token });
    expect(first.data?.createProcess.__typename).toBe('CreateProcessPayload');
    const b1 = (await t.execute(Budget, { id: p }, { token: member.token })).data?.project?.budget;
    expect(b1?.committed).toBeCloseTo(8.1, 9);
    expect(b1?.remaining).toBeCloseTo(8.1, 9);
    // Exactly the remaining budget: allowed.
    const second = await t.execute(Create, { input: input(p) }, { token: member.token });
    expect(second.data?.createProcess.__typename).toBe('CreateProcessPayload');
    for (const dryRun of [true, false]) {
      const third = await t.execute(Create, { input: input(p, { dryRun }) }, { token: member.token });
      expect(third.data?.createProcess).toMatchObject({ __typename: 'BudgetExceededError', unit: 'COST' });
      const e = third.data?.createProcess as { remaining: number; required: number; message: string };
      expect(e.remaining).toBeCloseTo(0, 9);
      expect(e.required).toBeCloseTo(8.1, 9);
      expect(e.message).toMatch(/worst case of this request \(8\.1 EUR\) exceeds/);
    }
    // A cheaper one still fits nothing (remaining 0); a free one (nothing priced) does.
    const free = await t.execute(
      Create,
      { input: input(p, { resources: { memory: '1Gi', cpu: '0', deadlineSeconds: 60 } }) },
      { token: member.token },
    );
    expect(free.data?.createProcess.__typename).not.toBe('BudgetExceededError');
    const versionId = (second.data!.createProcess as { version: { id: string } }).version.id;
    const rerun = await t.execute(Rerun, { input: { processVersionId: versionId } }, { token: member.token });
    expect(rerun.data?.rerunProcess).toMatchObject({ __typename: 'BudgetExceededError', unit: 'COST' });
    expect(
      await db.prisma.processVersion.count({
        where: { process: { projectId: p }, extendedResources: { not: [] } },
      }),
    ).toBe(2);
    // Without a deadline the cost has no bound: a hard budget asks for one.
    const noDeadline = await t.execute(
      Create,
      { input: input(p, { resources: { cpu: '1', memory: '1Gi' } }) },
      { token: member.token },
    );
    expect(noDeadline.data?.createProcess).toMatchObject({
      __typename: 'ValidationError',
      issues: [{ field: 'resources.deadlineSeconds' }],
    });
    expect(
      (await db.prisma.auditEvent.findMany({ where: { action: 'budget.set', targetId: p } })).map(
        (a) => a.summary,
      ),
    ).toEqual([expect.stringMatching(/: none → hard 16\.2 EUR a month$/)]);
  });

  it('a soft budget warns and creates; a GPU-hours budget counts GPU-hours', async () => {
    const p = await project();
    await budget(p, { limit: 3, unit: 'GPU_HOURS', hard: false });
    const ok = await t.execute(Create, { input: input(p) }, { token: member.token });
    expect(ok.data?.createProcess).toMatchObject({ __typename: 'CreateProcessPayload', budgetWarning: null });
    const over = await t.execute(Create, { input: input(p) }, { token: member.token });
    expect(over.data?.createProcess).toMatchObject({ __typename: 'CreateProcessPayload' });
    expect((over.data!.createProcess as { budgetWarning: string }).budgetWarning).toMatch(
      /worst case of this request \(2 GPU-hours\) exceeds .*: 1 GPU-hours of 3 GPU-hours .*soft/,
    );
    await budget(p, { limit: 3, unit: 'GPU_HOURS', hard: true });
    const hard = await t.execute(Create, { input: input(p) }, { token: member.token });
    expect(hard.data?.createProcess).toMatchObject({
      __typename: 'BudgetExceededError',
      unit: 'GPU_HOURS',
      remaining: -1,
      required: 2,
    });
    const removed = await t.execute(SetBudget, { projectId: p, input: null }, { token: admin.token });
    expect(removed.data?.setProjectBudget).toMatchObject({ budget: null });
  });

  it('creates racing for the last of a hard budget: exactly one gets it', async () => {
    for (let round = 0; round < 3; round++) {
      const p = await project();
      await budget(p, { limit: 8.1 * 1.5, unit: 'COST', hard: true }); // room for one, not two
      const results = await Promise.all(
        Array.from({ length: 8 }, () => t.execute(Create, { input: input(p) }, { token: member.token })),
      );
      const kinds = results.map((r) => r.data?.createProcess.__typename ?? r.errors?.[0]?.message);
      expect(kinds.filter((k) => k === 'CreateProcessPayload')).toHaveLength(1);
      expect(kinds.filter((k) => k === 'BudgetExceededError')).toHaveLength(7);
      expect(await db.prisma.processVersion.count({ where: { process: { projectId: p } } })).toBe(1);
    }
  });

  describe('CHEAPEST', () => {
    /** Fills a cluster's GPUs with a Job of its own (not ours) that runs for two hours. */
    async function fill(cluster: SimCluster) {
      const dispatcher = new Agent({ connect: { ca: cluster.caPem } });
      const res = await fetch(`${cluster.url}/apis/batch/v1/namespaces/jobs/jobs`, {
        method: 'POST',
        dispatcher,
        headers: { authorization: `Bearer ${cluster.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          apiVersion: 'batch/v1',
          kind: 'Job',
          metadata: { name: 'filler', labels: { 'kueue.x-k8s.io/queue-name': 'team' } },
          spec: {
            activeDeadlineSeconds: 7200,
            template: {
              spec: {
                restartPolicy: 'Never',
                containers: [
                  {
                    name: 'main',
                    image: 'busybox:1.36',
                    command: ['sh', '-c', 'sleep 7200'],
                    resources: {
                      requests: { cpu: '1', memory: '1Gi', [GPU]: '8' },
                      limits: { cpu: '1', memory: '1Gi', [GPU]: '8' },
                    },
                  },
                ],
              },
            },
          },
        }),
      });
      expect(res.status).toBe(201);
      await dispatcher.close();
    }

    it('the cheapest cluster that starts within maxWaitSeconds; ties by sort order; the price and the wait said', async () => {
      const p = await project();
      const cheapest = await t.execute(
        Create,
        { input: input(p, { clusterId: null, placement: 'CHEAPEST', maxWaitSeconds: 600, dryRun: true }) },
        { token: member.token },
      );
      expect(cheapest.data?.createProcess).toMatchObject({ cluster: { name: 'cheap' } });
      expect((cheapest.data!.createProcess as { placementReason: string }).placementReason).toBe(
        'cheapest within 10 min: 4.10 EUR/h on cheap, starts now (dear: 8.10 EUR/h, starts now)',
      );
      await fill(sim.cluster('cheap'));
      await new Promise((r) => setTimeout(r, 300)); // the cluster's watches bring the change
      const waits = await t.execute(
        Create,
        { input: input(p, { clusterId: null, placement: 'CHEAPEST', maxWaitSeconds: 600, dryRun: true }) },
        { token: member.token },
      );
      expect(waits.data?.createProcess).toMatchObject({ cluster: { name: 'dear' } });
      expect((waits.data!.createProcess as { placementReason: string }).placementReason).toMatch(
        /^cheapest within 10 min: 8\.10 EUR\/h on dear, starts now \(cheap: 4\.10 EUR\/h, expected start in .* \(beyond within 10 min\)\)$/,
      );
      // Without a bound on the wait, the price alone decides.
      const anyWait = await t.execute(
        Create,
        { input: input(p, { clusterId: null, placement: 'CHEAPEST', dryRun: true }) },
        { token: member.token },
      );
      expect(anyWait.data?.createProcess).toMatchObject({ cluster: { name: 'cheap' } });
      // Equal prices: sort order.
      await t.execute(
        SetPrice,
        { clusterId: cheap.id, flavor: 'gpu', resource: GPU, price: 4 },
        { token: admin.token },
      );
      const tie = await t.execute(
        Create,
        { input: input(p, { clusterId: null, placement: 'CHEAPEST', dryRun: true }) },
        { token: member.token },
      );
      expect(tie.data?.createProcess).toMatchObject({ cluster: { name: 'dear' } });
      await t.execute(
        SetPrice,
        { clusterId: cheap.id, flavor: 'gpu', resource: GPU, price: 2 },
        { token: admin.token },
      );
    });
  });
  it('the expected cost: null without history, then from the user’s runtime ratios; a re-run from its process’s runtimes', async () => {
    // A cluster of its own (on cheap's simulated cluster), so no other case's history is in it.
    const fresh = await seedCluster(db.prisma, sim.cluster('cheap'), { name: 'history', sortOrder: 9 });
    await t.execute(
      SetPrice,
      { clusterId: fresh.id, flavor: 'gpu', resource: 'cpu', price: 1 },
      { token: admin.token },
    );
    const p = await project();
    const cpuOnly = (o: Partial<CreateProcessInput> = {}) =>
      input(p, { clusterId: fresh.id, resources: { cpu: '2', memory: '1Gi', deadlineSeconds: 3600 }, ...o });
    const expectedOf = async () => {
      const r = await t.execute(Create, { input: cpuOnly({ dryRun: true }) }, { token: member.token });
      return (r.data!.createProcess as { costEstimate: { expected: number | null; worstCase: number } })
        .costEstimate;
    };
    const none = await expectedOf();
    expect(none.worstCase).toBeCloseTo(2, 9); // 2 cores × 1 EUR for the hour
    expect(none.expected).toBeNull();
    // Three finished versions of the member's on that cluster: 900, 900 and 1 800 s of 3 600 s deadlines.
    const ids: string[] = [];
    for (const seconds of [900, 900, 1800]) {
      const r = await t.execute(Create, { input: cpuOnly() }, { token: member.token });
      const id = (r.data!.createProcess as { version: { id: string } }).version.id;
      const startedAt = new Date(Date.now() - 10_000_000);
      await db.prisma.processVersion.update({
        where: { id },
        data: { status: 'SUCCEEDED', startedAt, finishedAt: new Date(startedAt.getTime() + seconds * 1000) },
      });
      ids.push(id);
    }
    // The median ratio (0.25) of the 3 600 s deadline: 900 s of 2 cores at 1 EUR/h (the history is re-read within 1 s).
    await expect.poll(async () => (await expectedOf()).expected, { timeout: 10_000 }).toBeCloseTo(0.5, 9);
    // A re-run of the 1 800 s one: its own process's runtime.
    const rerun = await t.execute(
      Rerun,
      { input: { processVersionId: ids[2]!, dryRun: true } },
      { token: member.token },
    );
    expect(rerun.data?.rerunProcess).toMatchObject({ __typename: 'CreateProcessPayload' });
    const cost = (rerun.data!.rerunProcess as { costEstimate: { expected?: number | null } }).costEstimate;
    expect(cost.expected).toBeCloseTo(1, 9);
  });
});
