import type { KubeSim } from 'kube-sim';
import { startKubeSim } from 'kube-sim';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Cluster } from '../../src/generated/prisma/client.ts';
import { KueueCaches } from '../../src/kube/kueue-caches.ts';
import { ClusterStates } from '../../src/services/cluster-states.ts';
import { createTestRegistry, seedCluster, simCluster } from '../helpers/clusters.ts';
import { createTestDatabase, describePostgres, type TestDatabase } from '../helpers/database.ts';

/** Each cluster's caches start with the server (ARCHITECTURE §23): warm() lists them before any request. */

let sim: KubeSim;
let db: TestDatabase;
const clusters: Cluster[] = [];

describePostgres('ClusterStates.warm', () => {
  beforeAll(async () => {
    db = await createTestDatabase();
    sim = await startKubeSim({ clusters: [simCluster('one'), simCluster('two')] });
    for (const [i, c] of sim.clusters.entries())
      clusters.push(await seedCluster(db.prisma, c, { sortOrder: i }));
  }, 60_000);

  afterAll(async () => {
    await sim?.stop();
    await db?.drop();
  });

  it('starts and lists every cluster’s cache before any request; without it nothing is listed', async () => {
    const kube = createTestRegistry({ timeoutMs: 2_000 });
    const cold = new ClusterStates({
      caches: new KueueCaches({ registry: kube, timeoutMs: 2_000 }),
      prisma: db.prisma,
    });
    const warmed = new ClusterStates({
      caches: new KueueCaches({ registry: kube, timeoutMs: 2_000 }),
      prisma: db.prisma,
    });
    try {
      await warmed.warm(clusters);
      for (const c of clusters) expect(warmed.caches.get(c).synced, c.name).toBe(true);
      // A fresh one has listed nothing until asked (get() starts it now: nothing has arrived yet).
      expect(cold.caches.get(clusters[0]!).synced).toBe(false);
      const reading = await warmed.queue(clusters[1]!);
      expect(reading.observation?.active).toBe(true);
    } finally {
      await cold.close();
      await warmed.close();
      await kube.close();
    }
  });
});
