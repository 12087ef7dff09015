import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Cluster } from '../../src/generated/prisma/client.ts';
import type { ProcessFilter } from '../gql/graphql.ts';
import { graphql } from '../gql/index.ts';
import { createTestApp, seedProject, seedUser, type TestApp } from '../helpers/app.ts';
import { seedCluster } from '../helpers/clusters.ts';
import { createTestDatabase, describePostgres, type TestDatabase } from '../helpers/database.ts';
import { seedProcessHistory } from '../helpers/process-history.ts';

/* Project.processes(filter): the latest version's status and cluster, a part of the name, who created it. */

const Processes = graphql(`
  query ProcessListFilter_Processes($id: ID!, $first: Int, $after: String, $filter: ProcessFilter) {
    project(id: $id) {
      processes(first: $first, after: $after, filter: $filter) {
        totalCount
        pageInfo { hasNextPage endCursor }
        edges { node { name } }
      }
    }
  }
`);

describePostgres('the process list’s filters', () => {
  let db: TestDatabase;
  let t: TestApp;
  let ada: Awaited<ReturnType<typeof seedUser>>;
  let bob: Awaited<ReturnType<typeof seedUser>>;
  let outsider: Awaited<ReturnType<typeof seedUser>>;
  let alpha: Cluster;
  let gpu: Cluster;
  let projectId: string;

  beforeAll(async () => {
    db = await createTestDatabase();
    alpha = await seedCluster(db.prisma, null, { name: 'alpha' });
    gpu = await seedCluster(db.prisma, null, { name: 'gpu' });
    ada = await seedUser(db.prisma);
    bob = await seedUser(db.prisma);
    outsider = await seedUser(db.prisma);
    projectId = (
      await seedProject(db.prisma, [{ userId: ada.user.id }, { userId: bob.user.id, role: 'VIEWER' }])
    ).id;
    const at = (minute: number) => new Date(Date.UTC(2026, 11, 1, 10, minute));
    const seed = (name: string, userId: string, minute: number, versions: [Cluster, string][]) =>
      seedProcessHistory(db.prisma, {
        projectId,
        name,
        userId,
        versions: versions.map(([c, status]) => ({
          clusterId: c.id,
          status: status as never,
          createdAt: at(minute),
        })),
      }).then(({ process }) =>
        db.prisma.process.update({ where: { id: process.id }, data: { createdAt: at(minute) } }),
      );
    // The latest version is what counts: train-a failed on alpha, then runs on gpu.
    await seed('Train-A', ada.user.id, 1, [
      [alpha, 'FAILED'],
      [gpu, 'RUNNING'],
    ]);
    await seed('train-b', bob.user.id, 2, [[alpha, 'QUEUED']]);
    await seed('eval', ada.user.id, 3, [[alpha, 'SUCCEEDED']]);
    await seed('prep', bob.user.id, 4, [[gpu, 'LOST']]);
    // Another project's process never shows.
    const other = (await seedProject(db.prisma, [{ userId: outsider.user.id }])).id;
    await seedProcessHistory(db.prisma, {
      projectId: other,
      name: 'train-c',
      userId: outsider.user.id,
      versions: [{ clusterId: alpha.id, status: 'RUNNING' }],
    });
    t = createTestApp(db.prisma);
  }, 60_000);

  afterAll(async () => {
    await db?.drop();
  });

  async function names(filter?: ProcessFilter, first = 10) {
    const r = await t.execute(Processes, { id: projectId, first, filter }, { token: bob.token });
    expect(r.errors).toBeUndefined();
    const connection = r.data!.project!.processes;
    return { total: connection.totalCount, names: connection.edges.map((e) => e.node.name) };
  }

  it('no filter: every process, newest first', async () => {
    expect(await names()).toEqual({ total: 4, names: ['prep', 'eval', 'train-b', 'Train-A'] });
  });

  it('by the latest version’s status and cluster, a part of the name in any case, and who created it', async () => {
    expect(await names({ statuses: ['RUNNING'] })).toEqual({ total: 1, names: ['Train-A'] });
    expect(await names({ statuses: ['FAILED', 'LOST'] })).toEqual({ total: 1, names: ['prep'] });
    expect(await names({ clusterId: alpha.id })).toEqual({ total: 2, names: ['eval', 'train-b'] });
    expect(await names({ name: 'TRAIN' })).toEqual({ total: 2, names: ['train-b', 'Train-A'] });
    expect(await names({ createdBy: bob.user.id })).toEqual({ total: 2, names: ['prep', 'train-b'] });
    expect(
      await names({ name: 'train', clusterId: gpu.id, createdBy: ada.user.id, statuses: ['RUNNING'] }),
    ).toEqual({
      total: 1,
      names: ['Train-A'],
    });
    expect(await names({ name: 'train', statuses: ['SUCCEEDED'] })).toEqual({ total: 0, names: [] });
  });

  it('pages a filtered list by cursor, the count being the filtered one', async () => {
    const first = await t.execute(
      Processes,
      { id: projectId, first: 1, filter: { name: 'a' } },
      { token: bob.token },
    );
    const page1 = first.data!.project!.processes;
    expect(page1).toMatchObject({
      totalCount: 3,
      pageInfo: { hasNextPage: true },
      edges: [{ node: { name: 'eval' } }],
    });
    const next = await t.execute(
      Processes,
      { id: projectId, first: 5, after: page1.pageInfo.endCursor, filter: { name: 'a' } },
      { token: bob.token },
    );
    expect(next.data!.project!.processes.edges.map((e) => e.node.name)).toEqual(['train-b', 'Train-A']);
  });

  it('a name filter over 100 characters is refused as bad input', async () => {
    const r = await t.execute(
      Processes,
      { id: projectId, filter: { name: 'x'.repeat(101) } },
      { token: bob.token },
    );
    expect(r.errors?.[0]?.extensions?.code, JSON.stringify(r.errors)).toBe('BAD_USER_INPUT');
  });
});
