import { afterAll, beforeAll, expect, it } from 'vitest';
import { graphql } from '../gql/index.ts';
import { createTestApp, seedProject, seedUser, type TestApp } from '../helpers/app.ts';
import { seedCluster } from '../helpers/clusters.ts';
import { createTestDatabase, describePostgres, type TestDatabase } from '../helpers/database.ts';
import { seedRunVersion } from '../helpers/log-fixtures.ts';

const StoredData = graphql(`
  query StoredDataTest_Version($id: ID!) {
    processVersion(id: $id) {
      env { name value }
      resources { extended { name quantity } }
      assignedFlavors { flavor coveredResources }
      checkedLimits { source flavor maxCpuCores maxMemoryBytes maxRuntimeSeconds flavors { name cpu } checkedAt }
      evictions { at reason message cluster { id } }
    }
  }
`);

// A version row whose JSON columns are not what the server writes (hand-edited, or from an older release) still
// answers: each field shows what the column holds of its shape (server/src/db/version-data.ts).
describePostgres('a version’s stored JSON read back through GraphQL', () => {
  let db: TestDatabase;
  let t: TestApp;
  beforeAll(async () => {
    db = await createTestDatabase();
    t = createTestApp(db.prisma);
  });
  afterAll(async () => {
    t?.services.accessWatch?.close();
    await db?.drop();
  });

  it('a version with foreign JSON in every column answers without an error', async () => {
    const member = await seedUser(db.prisma);
    const project = await seedProject(db.prisma, [{ userId: member.user.id }]);
    const cluster = await seedCluster(db.prisma);
    const version = await seedRunVersion(db.prisma, {
      projectId: project.id,
      userId: member.user.id,
      cluster,
    });
    await db.prisma.processVersion.update({
      where: { id: version.id },
      data: {
        env: { A: '1' },
        extendedResources: [
          { name: 'nvidia.com/gpu', quantity: 2 },
          { name: 'example.com/x', quantity: '3' },
        ],
        assignedFlavors: 'gpu',
        limitsSnapshot: { source: 'KUEUE', maxCpuCores: 4, flavors: 'all', checkedAt: 'soon' },
        flavorNodeLabels: ['pool=gpu'],
        evictions: [
          { at: '2026-01-01T00:00:00.000Z', clusterId: cluster.id, reason: 'Preempted' },
          { reason: 'Preempted' },
        ],
      },
    });
    const res = await t.execute(StoredData, { id: version.id }, { token: member.token });
    expect(res.errors).toBeUndefined();
    expect(res.data?.processVersion).toEqual({
      env: [],
      resources: { extended: [{ name: 'example.com/x', quantity: '3' }] },
      assignedFlavors: [],
      checkedLimits: {
        source: 'KUEUE',
        flavor: null,
        maxCpuCores: 4,
        maxMemoryBytes: 0,
        maxRuntimeSeconds: null,
        flavors: [],
        checkedAt: version.createdAt.toISOString(),
      },
      evictions: [
        { at: '2026-01-01T00:00:00.000Z', reason: 'Preempted', message: '', cluster: { id: cluster.id } },
      ],
    });
  });
});
