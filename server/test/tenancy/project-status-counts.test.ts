import { afterAll, beforeAll, expect, it } from 'vitest';
import type { PrismaClient, ProcessStatus } from '../../src/generated/prisma/client.ts';
import { graphql } from '../gql/index.ts';
import { createTestApp, seedProject, seedUser, type TestApp } from '../helpers/app.ts';
import { seedCluster } from '../helpers/clusters.ts';
import { createTestDatabase, describePostgres, type TestDatabase } from '../helpers/database.ts';
import { seedRunVersion } from '../helpers/log-fixtures.ts';

const Projects = graphql(`
  query ProjectStatusCountsTest_Projects {
    projects { name statusCounts { running queued failed succeeded cancelled } }
  }
`);

// The project list's per-project counts (issue 25): each process once, by its latest version; all the projects of
// one answer counted by one statement, however many there are.
describePostgres('Project.statusCounts', () => {
  let db: TestDatabase;
  let t: TestApp;
  /** SQL statements the app's client sent that read ProcessVersion (counted through a Prisma query extension). */
  const versionReads: string[] = [];

  beforeAll(async () => {
    db = await createTestDatabase();
    const counted = db.prisma.$extends({
      query: {
        async $allOperations({ operation, model, args, query }) {
          const text = JSON.stringify(args ?? null);
          if (model === 'ProcessVersion' || text.includes('ProcessVersion')) {
            versionReads.push(`${model ?? ''}.${operation}`);
          }
          return query(args);
        },
      },
    });
    t = createTestApp(counted as unknown as PrismaClient);
  });
  afterAll(async () => {
    t?.services.accessWatch?.close();
    await db?.drop();
  });

  it('counts running, queued and failed processes per project by their latest version, in one query for the list', async () => {
    const me = await seedUser(db.prisma);
    const cluster = await seedCluster(db.prisma, null, { name: 'Counted' });
    const busy = await seedProject(db.prisma, [{ userId: me.user.id }], 'a-busy');
    const quiet = await seedProject(db.prisma, [{ userId: me.user.id, role: 'VIEWER' }], 'b-quiet');
    await seedProject(db.prisma, [], 'c-not-mine');
    const seed = (projectId: string, status: ProcessStatus) =>
      seedRunVersion(db.prisma, { projectId, userId: me.user.id, cluster, status });
    for (const status of [
      'RUNNING',
      'RUNNING',
      'QUEUED',
      'PENDING',
      'LAUNCHING',
      'FAILED',
      'LOST',
    ] as const) {
      await seed(busy.id, status);
    }
    // A failure a re-run fixed is not failed any more; a success a re-run is redoing is running again.
    const fixed = await seed(busy.id, 'FAILED');
    const redo = await seed(busy.id, 'SUCCEEDED');
    for (const [v, status] of [
      [fixed, 'SUCCEEDED'],
      [redo, 'RUNNING'],
    ] as const) {
      await db.prisma.processVersion.create({
        data: {
          processId: v.processId,
          version: 2,
          image: v.image,
          cpu: v.cpu,
          memory: v.memory,
          cpuMillis: v.cpuMillis,
          memoryBytes: v.memoryBytes,
          clusterId: cluster.id,
          limitsSnapshot: {},
          status,
          createdById: me.user.id,
        },
      });
    }
    await seed(quiet.id, 'CANCELLED');

    versionReads.length = 0;
    const res = await t.execute(Projects, {}, { token: me.token });
    expect(res.errors).toBeUndefined();
    expect(res.data!.projects).toEqual([
      { name: 'a-busy', statusCounts: { running: 3, queued: 3, failed: 2, succeeded: 1, cancelled: 0 } },
      { name: 'b-quiet', statusCounts: { running: 0, queued: 0, failed: 0, succeeded: 0, cancelled: 1 } },
    ]);
    expect(versionReads).toEqual(['.$queryRaw']);
  });

  it('a project without processes counts zero, with no statement per project', async () => {
    const me = await seedUser(db.prisma);
    for (const n of [1, 2, 3, 4, 5])
      await seedProject(db.prisma, [{ userId: me.user.id }], `empty-${n}-${me.user.id}`);
    versionReads.length = 0;
    const res = await t.execute(Projects, {}, { token: me.token });
    expect(res.data!.projects.map((p) => p.statusCounts)).toEqual(
      Array.from({ length: 5 }, () => ({ running: 0, queued: 0, failed: 0, succeeded: 0, cancelled: 0 })),
    );
    expect(versionReads).toHaveLength(1);
  });
});
