import type { KubeSim } from 'kube-sim';
import { startKubeSim } from 'kube-sim';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cluster } from '../../src/generated/prisma/client.ts';
import type { ClusterClientRegistry } from '../../src/kube/client-registry.ts';
import { Informer } from '../../src/kube/informer.ts';
import { createLogger } from '../../src/logger.ts';
import { createTestRegistry, seedCluster, simCluster } from '../helpers/clusters.ts';
import { createTestDatabase, describePostgres, type TestDatabase } from '../helpers/database.ts';

/*
 * The informer against a half-dead API server (kube-sim's `hang`: requests accepted, never answered — and those
 * stay unanswered after the server recovers, as on a real one). A watch opened during the hang must give up after
 * its connect budget, not after the idle timeout, so the cache follows the cluster again soon after it is back.
 */

const FLAVORS = '/apis/kueue.x-k8s.io/v1beta2/resourceflavors';

describePostgres('informer', () => {
  let db: TestDatabase;
  let sim: KubeSim;
  let kube: ClusterClientRegistry;
  let cluster: Cluster;

  beforeAll(async () => {
    db = await createTestDatabase();
    sim = await startKubeSim({ clusters: [simCluster('main')] });
    cluster = await seedCluster(db.prisma, sim.cluster('main'));
    kube = createTestRegistry({ timeoutMs: 500 });
  }, 60_000);

  afterAll(async () => {
    await kube?.close();
    await sim?.stop();
    await db?.drop();
  });

  it('a watch the server never answers gives up after its connect budget, then follows the cluster again', async () => {
    const problems: (string | null)[] = [];
    const informer = new Informer({
      client: () => kube.get(cluster),
      path: FLAVORS,
      logger: createLogger('silent'),
      // Far longer than the test waits: only the connect budget (5 s: the client's 500 ms, raised to the floor) can
      // bring it back in time.
      idleTimeoutMs: 120_000,
      watchTimeoutSeconds: 300,
      onEvent: () => {},
      onList: () => {},
      onProblem: (message) => problems.push(message),
    });
    informer.start();
    try {
      await expect.poll(() => informer.synced, { timeout: 10_000 }).toBe(true);
      const watches = informer.stats.watches;
      await sim.cluster('main').faults.set({ hang: true });
      const received = sim.cluster('main').requestCount;
      // The open watch is cut; the informer resumes with a watch the server accepts and never answers.
      sim.cluster('main').dropConnections();
      await expect.poll(() => informer.stats.watches, { timeout: 10_000 }).toBeGreaterThan(watches);
      // Only once the server has the new watch in hand: on a loaded machine it can arrive after the hang is over,
      // and then it is simply answered.
      await expect
        .poll(() => sim.cluster('main').requestCount, { timeout: 10_000 })
        .toBeGreaterThan(received);
      await sim.cluster('main').faults.clear();
      const client = kube.get(cluster);
      await client.request((_, http) =>
        http.sendJson('POST', FLAVORS, {
          apiVersion: 'kueue.x-k8s.io/v1beta2',
          kind: 'ResourceFlavor',
          metadata: { name: 'after-the-hang' },
          spec: {},
        }),
      );
      await expect.poll(() => informer.cache.has('after-the-hang'), { timeout: 30_000 }).toBe(true);
      // The hung watch was reported as a timeout on the way, and the problem cleared once it was back.
      expect(problems).toContain('cluster main is not reachable (no answer in time)');
      await expect.poll(() => problems.at(-1), { timeout: 10_000 }).toBeNull();
    } finally {
      await informer.stop();
    }
  }, 90_000);
});
