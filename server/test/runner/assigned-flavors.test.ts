import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Prisma } from '../../src/generated/prisma/client.ts';
import { assignedFlavorsOf, sameAssignedFlavors } from '../../src/kube/kueue-workloads.ts';
import { seedProject, seedUser } from '../helpers/app.ts';
import { seedCluster } from '../helpers/clusters.ts';
import { createTestDatabase, describePostgres, type TestDatabase } from '../helpers/database.ts';
import { seedVersion } from '../helpers/versions.ts';

/**
 * The monitor records what Kueue assigned only when it changed. What it compares against is the column as
 * PostgreSQL gives it back (jsonb orders an object's keys its own way), so the comparison is by value: a text
 * comparison saw a change at every reconcile and rewrote the row each time.
 */
describePostgres('assigned flavors: compared by value with the stored column', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  }, 60_000);
  afterAll(async () => {
    await db?.drop();
  });

  it('finds the stored assignments the same as the workload’s, and a re-admission elsewhere different', async () => {
    const admitted = (flavors: Record<string, string>) => ({
      status: {
        conditions: [{ type: 'QuotaReserved', status: 'True' }],
        admission: { podSetAssignments: [{ name: 'main', flavors }] },
      },
    });
    const assigned = assignedFlavorsOf(
      admitted({ cpu: 'default', memory: 'default', 'nvidia.com/gpu': 'a100' }),
    );
    expect(assigned).toEqual([
      { coveredResources: ['cpu', 'memory'], flavor: 'default' },
      { coveredResources: ['nvidia.com/gpu'], flavor: 'a100' },
    ]);
    const cluster = await seedCluster(db.prisma);
    const { user } = await seedUser(db.prisma);
    const project = await seedProject(db.prisma, [{ userId: user.id }]);
    const v = await seedVersion(db.prisma, {
      userId: user.id,
      projectId: project.id,
      cluster,
      launch: false,
    });
    await db.prisma.processVersion.update({
      where: { id: v.id },
      data: { assignedFlavors: assigned as unknown as Prisma.InputJsonValue },
    });
    const stored = (await db.prisma.processVersion.findUniqueOrThrow({ where: { id: v.id } }))
      .assignedFlavors;
    // The text differs (key order), the value does not.
    expect(JSON.stringify(stored)).not.toBe(JSON.stringify(assigned));
    expect(sameAssignedFlavors(assigned, stored)).toBe(true);
    expect(sameAssignedFlavors(assignedFlavorsOf(admitted({ cpu: 'spot', memory: 'spot' })), stored)).toBe(
      false,
    );
    expect(
      sameAssignedFlavors(assignedFlavorsOf(admitted({ cpu: 'default', 'nvidia.com/gpu': 'a100' })), stored),
    ).toBe(false);
    expect(sameAssignedFlavors(assigned, [])).toBe(false);
  });
});
