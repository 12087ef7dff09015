import type { KubeSim } from 'kube-sim';
import { startKubeSim } from 'kube-sim';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Cluster } from '../../src/generated/prisma/client.ts';
import { createLogger } from '../../src/logger.ts';
import { type FailoverDeps, failOver } from '../../src/services/failover/move.ts';
import { graphql } from '../gql/index.ts';
import { createTestApp, seedProject, seedUser, type TestApp } from '../helpers/app.ts';
import { seedCluster, simCluster } from '../helpers/clusters.ts';
import { createTestDatabase, describePostgres, type TestDatabase } from '../helpers/database.ts';

/**
 * Issue 39 finding 3: failover passes the hard budget like a creation. A version whose cluster is lost moves only
 * to a cluster whose worst case fits what remains of its project's hard budget (its own commitment on the lost
 * cluster released); when none does, it ends FAILED saying why.
 */

const SetPrice = graphql(`
  mutation FailoverBudget_SetPrice($clusterId: ID!, $flavor: String!, $resource: String!, $price: Float) {
    setFlavorPrice(clusterId: $clusterId, flavor: $flavor, resource: $resource, pricePerHour: $price) {
      __typename
    }
  }
`);

const SetBudget = graphql(`
  mutation FailoverBudget_SetBudget($projectId: ID!, $input: ProjectBudgetInput) {
    setProjectBudget(projectId: $projectId, input: $input) { __typename }
  }
`);

const Create = graphql(`
  mutation FailoverBudget_Create($input: CreateProcessInput!) {
    createProcess(input: $input) {
      __typename
      ... on CreateProcessPayload { version { id } }
      ... on Error { message }
    }
  }
`);

const Version = graphql(`
  query FailoverBudget_Version($id: ID!) {
    processVersion(id: $id) {
      status
      statusMessage
      cluster { name }
      attempts { number cluster { name } outcome }
      project: process { project { budget { committed remaining } } }
    }
  }
`);

describePostgres('failover and the hard budget (issue 39 finding 3)', () => {
  let db: TestDatabase;
  let sim: KubeSim;
  let t: TestApp;
  let admin: { token: string };
  let member: { token: string; user: { id: string } };
  const clusters: Record<string, Cluster> = {};
  let seq = 0;

  beforeAll(async () => {
    db = await createTestDatabase();
    sim = await startKubeSim({
      clock: { speed: 0 },
      clusters: [simCluster('home'), simCluster('fair'), simCluster('dear')],
    });
    t = createTestApp(db.prisma, { configOverrides: { usageCurrency: 'EUR' } });
    admin = await seedUser(db.prisma, { admin: true });
    member = await seedUser(db.prisma);
    // Per core-hour: home 3, dear 50 (sorted before fair), fair 9.
    for (const [name, order, price] of [
      ['home', 0, 3],
      ['dear', 1, 50],
      ['fair', 2, 9],
    ] as const) {
      clusters[name] = await seedCluster(db.prisma, sim.cluster(name), { name, sortOrder: order });
      const r = await t.execute(
        SetPrice,
        { clusterId: clusters[name]!.id, flavor: 'default', resource: 'cpu', price },
        { token: admin.token },
      );
      expect(r.data?.setFlavorPrice.__typename).toBe('Cluster');
    }
  }, 60_000);

  afterAll(async () => {
    await sim?.stop();
    await db?.drop();
  });

  const deps = (): FailoverDeps => ({
    prisma: db.prisma,
    hooks: t.services.hooks,
    states: t.services.clusterStates,
    kube: t.services.kube,
    logger: createLogger('silent'),
    currency: 'EUR',
  });

  async function versionOnHome(limit: number): Promise<string> {
    const project = await seedProject(db.prisma, [{ userId: member.user.id }]);
    const set = await t.execute(
      SetBudget,
      { projectId: project.id, input: { period: 'MONTH', limit, unit: 'COST', hard: true } },
      { token: admin.token },
    );
    expect(set.data?.setProjectBudget.__typename).toBe('Project');
    const created = await t.execute(
      Create,
      {
        input: {
          projectId: project.id,
          clusterId: clusters.home!.id,
          name: `fb-${++seq}`,
          image: 'busybox:1.36',
          command: ['sh', '-c', 'sleep 3000'],
          // One core for an hour: 3 EUR on home, 9 on fair, 50 on dear.
          resources: { cpu: '1', memory: '1Gi', deadlineSeconds: 3600 },
          failover: { maxAttempts: 3 },
        },
      },
      { token: member.token },
    );
    const payload = created.data!.createProcess;
    if (payload.__typename !== 'CreateProcessPayload') throw new Error(JSON.stringify(payload));
    return payload.version!.id;
  }

  const read = async (id: string) =>
    (await t.execute(Version, { id }, { token: member.token })).data!.processVersion!;

  it('a lost cluster moves the version past a cluster beyond the budget to one within it (its own commitment released)', async () => {
    // Budget 10: home commits 3; dear (50) is passed over; fair's 9 fits once home's 3 is released (7 would not).
    const id = await versionOnHome(10);
    const result = await failOver(deps(), id, 'CLUSTER_LOST', 'cluster home did not answer');
    expect(result).toMatchObject({ kind: 'moved', to: { name: 'fair' } });
    const v = await read(id);
    expect(v.cluster.name).toBe('fair');
    expect(v.project.project.budget!.committed).toBeCloseTo(9, 9);
  });

  it('with no other cluster within the budget, the version ends FAILED saying why', async () => {
    // fair (9) is not within 8; dear (50) neither: the version ends FAILED, saying so.
    const id = await versionOnHome(8);
    const result = await failOver(deps(), id, 'CLUSTER_LOST', 'cluster home did not answer');
    expect(result.kind).toBe('failed');
    const v = await read(id);
    expect(v.status).toBe('FAILED');
    expect(v.cluster.name).toBe('home');
    expect(v.statusMessage).toMatch(/cluster home did not answer/);
    expect(v.statusMessage).toMatch(/hard budget/);
    expect(v.statusMessage).toMatch(/fair/);
    expect(v.project.project.budget!.remaining).toBeCloseTo(8, 9);
  });
});
