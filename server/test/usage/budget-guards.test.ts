import type { KubeSim } from 'kube-sim';
import { startKubeSim } from 'kube-sim';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Cluster } from '../../src/generated/prisma/client.ts';
import type { CreateProcessInput } from '../gql/graphql.ts';
import { graphql } from '../gql/index.ts';
import { createTestApp, seedProject, seedUser, type TestApp } from '../helpers/app.ts';
import { seedCluster, simCluster } from '../helpers/clusters.ts';
import { createTestDatabase, describePostgres, type TestDatabase } from '../helpers/database.ts';

/*
 * Issue 39 findings 2 and 5 (replay): a hard budget holds whichever flavor Kueue assigns. The worst case prices the
 * dearest flavor the request may be admitted to (Kueue falls back to the next flavor when the first is full), and
 * an idempotent replay answers the first call's cost estimate.
 */

const SetPrice = graphql(`
  mutation BudgetGuards_SetPrice($clusterId: ID!, $flavor: String!, $resource: String!, $price: Float) {
    setFlavorPrice(clusterId: $clusterId, flavor: $flavor, resource: $resource, pricePerHour: $price) {
      __typename
    }
  }
`);

const SetBudget = graphql(`
  mutation BudgetGuards_SetBudget($projectId: ID!, $input: ProjectBudgetInput) {
    setProjectBudget(projectId: $projectId, input: $input) { __typename }
  }
`);

const Budget = graphql(`
  query BudgetGuards_Budget($id: ID!) {
    project(id: $id) { budget { used committed remaining } }
  }
`);

const Create = graphql(`
  mutation BudgetGuards_Create($input: CreateProcessInput!) {
    createProcess(input: $input) {
      __typename
      ... on CreateProcessPayload {
        flavor
        costEstimate { worstCase expected currency gpuHoursWorstCase perHour unpricedResources }
        version { id }
      }
      ... on BudgetExceededError { message remaining required unit }
    }
  }
`);

const Available = graphql(`
  query BudgetGuards_Available($projectId: ID, $requests: ResourceRequestsInput) {
    availableClusters(projectId: $projectId, requests: $requests) { name costEstimate { worstCase perHour } }
  }
`);

describePostgres('hard budgets and the flavors Kueue may assign (issue 39 finding 2)', () => {
  let db: TestDatabase;
  let sim: KubeSim;
  let t: TestApp;
  let cluster: Cluster;
  let admin: { token: string };
  let member: { token: string; user: { id: string } };
  let seq = 0;

  beforeAll(async () => {
    db = await createTestDatabase();
    // One resource group, two flavors in Kueue's order: `small` is tried first, `big` when small is full.
    sim = await startKubeSim({
      clock: { speed: 0 },
      clusters: [
        simCluster('two-flavors', [
          { name: 'small', cpu: '4', memory: '16Gi' },
          { name: 'big', cpu: '16', memory: '64Gi' },
        ]),
      ],
    });
    cluster = await seedCluster(db.prisma, sim.cluster('two-flavors'), { name: 'Two flavors' });
    admin = await seedUser(db.prisma, { admin: true });
    member = await seedUser(db.prisma);
    t = createTestApp(db.prisma, { configOverrides: { usageCurrency: 'EUR' } });
    for (const [flavor, price] of [
      ['small', 0.01],
      ['big', 2],
    ] as const) {
      const r = await t.execute(
        SetPrice,
        { clusterId: cluster.id, flavor, resource: 'cpu', price },
        { token: admin.token },
      );
      expect(r.data?.setFlavorPrice.__typename).toBe('Cluster');
    }
  }, 60_000);

  afterAll(async () => {
    await sim?.stop();
    await db?.drop();
  });

  const project = async () => (await seedProject(db.prisma, [{ userId: member.user.id }])).id;
  const input = (projectId: string, o: Partial<CreateProcessInput> = {}): CreateProcessInput => ({
    projectId,
    name: `g-${++seq}`,
    image: 'busybox:1.36',
    command: ['sh', '-c', 'sleep 10'],
    // 2 cores for an hour: 0.02 EUR on small, 4 EUR on big.
    resources: { cpu: '2', memory: '1Gi', deadlineSeconds: 3600 },
    clusterId: cluster.id,
    ...o,
  });

  it('the worst case prices the dearest flavor the request may be admitted to, and the hard budget holds against it', async () => {
    const p = await project();
    const set = await t.execute(
      SetBudget,
      { projectId: p, input: { period: 'MONTH', limit: 5, unit: 'COST', hard: true } },
      { token: admin.token },
    );
    expect(set.data?.setProjectBudget.__typename).toBe('Project');
    const first = await t.execute(Create, { input: input(p) }, { token: member.token });
    expect(first.data?.createProcess).toMatchObject({ __typename: 'CreateProcessPayload', flavor: 'small' });
    const estimate = (first.data!.createProcess as { costEstimate: { worstCase: number; perHour: number } })
      .costEstimate;
    // Priced at big (the dearest it may land on); the cost per hour is small's, where it starts when small is free.
    expect(estimate.worstCase).toBeCloseTo(4, 9);
    expect(estimate.perHour).toBeCloseTo(0.02, 9);
    const budget = (await t.execute(Budget, { id: p }, { token: member.token })).data?.project?.budget;
    expect(budget?.committed).toBeCloseTo(4, 9);
    expect(budget?.remaining).toBeCloseTo(1, 9);
    // A second would pass at small's price (0.02 ≤ 1) but may cost 4 on big: refused.
    const second = await t.execute(Create, { input: input(p) }, { token: member.token });
    expect(second.data?.createProcess).toMatchObject({ __typename: 'BudgetExceededError', unit: 'COST' });
    expect((second.data!.createProcess as { required: number }).required).toBeCloseTo(4, 9);
    // Pinned to small, Kueue cannot fall back: small's price bounds it.
    const pinned = await t.execute(
      Create,
      { input: input(p, { resources: { cpu: '2', memory: '1Gi', deadlineSeconds: 3600, flavor: 'small' } }) },
      { token: member.token },
    );
    expect(pinned.data?.createProcess.__typename).toBe('CreateProcessPayload');
    expect(
      (pinned.data!.createProcess as { costEstimate: { worstCase: number } }).costEstimate.worstCase,
    ).toBeCloseTo(0.02, 9);
    // A request only big holds is priced at big.
    const large = await t.execute(
      Create,
      { input: input(p, { resources: { cpu: '8', memory: '1Gi', deadlineSeconds: 600 } }) },
      { token: member.token },
    );
    expect(large.data?.createProcess).toMatchObject({ __typename: 'BudgetExceededError' });
    expect((large.data!.createProcess as { required: number }).required).toBeCloseTo((8 * 2 * 600) / 3600, 9);
  });

  it('availableClusters prices the same worst case as createProcess', async () => {
    const p = await project();
    const answer = await t.execute(
      Available,
      { projectId: p, requests: { cpu: '2', memory: '1Gi', deadlineSeconds: 3600 } },
      { token: member.token },
    );
    const estimate = answer.data!.availableClusters[0]!.costEstimate!;
    expect(estimate.worstCase).toBeCloseTo(4, 9);
    expect(estimate.perHour).toBeCloseTo(0.02, 9);
  });

  it('an idempotent replay answers the first call’s cost estimate (issue 39 finding 5)', async () => {
    const p = await project();
    const request = input(p, { idempotencyKey: `key-${seq}` });
    const firstCall = await t.execute(Create, { input: request }, { token: member.token });
    const replay = await t.execute(Create, { input: request }, { token: member.token });
    expect(firstCall.data?.createProcess.__typename).toBe('CreateProcessPayload');
    const first = firstCall.data!.createProcess as { costEstimate: unknown; version: { id: string } };
    expect(first.costEstimate).not.toBeNull();
    expect(replay.data?.createProcess).toEqual(first);
  });
});
