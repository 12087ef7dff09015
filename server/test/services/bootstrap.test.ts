import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type KubeSim, startKubeSim } from 'kube-sim';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { createLogger } from '../../src/logger.ts';
import { bootstrapClusters, DEMO_CLUSTERS, DEMO_PROJECT } from '../../src/services/bootstrap.ts';
import { clusterKubeconfig } from '../../src/services/clusters.ts';
import { simCluster, TEST_KEYRING } from '../helpers/clusters.ts';
import { createTestDatabase, describePostgres, type TestDatabase } from '../helpers/database.ts';

const logger = createLogger('silent');

describePostgres('first-start cluster bootstrap', () => {
  let db: TestDatabase;
  let sim: KubeSim;
  let dir: string;

  beforeAll(async () => {
    db = await createTestDatabase();
    sim = await startKubeSim({ clusters: [simCluster('given')] });
    dir = await mkdtemp(path.join(tmpdir(), 'kb-bootstrap-'));
    await writeFile(path.join(dir, 'config'), sim.cluster('given').kubeconfig);
  });
  afterAll(async () => {
    await sim?.stop();
    await db?.drop();
    await rm(dir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await db.prisma.cluster.deleteMany();
    await db.prisma.project.deleteMany();
  });

  const deps = () => ({ prisma: db.prisma, keyring: TEST_KEYRING });

  it('registers KUBECONFIG as the unbounded "Default Cluster" when no cluster exists', async () => {
    const file = path.join(dir, 'config');
    const config = {
      ...loadConfig({
        KUBECONFIG: file,
        DEFAULT_CLUSTER_QUEUE: 'team',
        DEFAULT_LOCAL_QUEUE: 'team',
        DEFAULT_NAMESPACE: 'jobs',
      }),
    };
    const boot = await bootstrapClusters(config, deps(), logger);
    expect(boot.simulation).toBeNull();
    const clusters = await db.prisma.cluster.findMany();
    expect(clusters).toHaveLength(1);
    expect(clusters[0]).toMatchObject({
      name: 'Default Cluster',
      sortOrder: 0,
      active: true,
      maxRuntimeSeconds: null,
      clusterQueue: 'team',
      namespace: 'jobs',
      simulated: false,
    });
    expect(clusterKubeconfig(clusters[0]!, TEST_KEYRING)).toContain(sim.cluster('given').url);

    // A later start with clusters registered changes nothing.
    const again = await bootstrapClusters(config, deps(), logger);
    expect(again.notes).toEqual([]);
    expect(await db.prisma.cluster.count()).toBe(1);
  });

  it('with neither clusters nor KUBECONFIG, runs demo clusters in-process, registers them and a demo project, and re-attaches them on restart', async () => {
    // Its own DATA_DIR: without DATABASE_URL the simulated clusters keep their state there.
    const config = { ...loadConfig({}), dataDir: path.join(dir, 'data') };
    const first = await bootstrapClusters(config, deps(), logger);
    try {
      expect(first.simulation).not.toBeNull();
      const clusters = await db.prisma.cluster.findMany({ orderBy: { sortOrder: 'asc' } });
      expect(clusters.map((c) => c.name)).toEqual(DEMO_CLUSTERS.map((c) => c.name));
      expect(new Set(clusters.map((c) => c.sortOrder)).size).toBe(DEMO_CLUSTERS.length);
      expect(clusters.every((c) => c.simulated && c.active)).toBe(true);
      expect(await db.prisma.project.findUnique({ where: { name: DEMO_PROJECT } })).not.toBeNull();
    } finally {
      await first.simulation?.stop();
    }
    const before = await db.prisma.cluster.findMany({ orderBy: { sortOrder: 'asc' } });
    const second = await bootstrapClusters(config, deps(), logger);
    try {
      const after = await db.prisma.cluster.findMany({ orderBy: { sortOrder: 'asc' } });
      expect(after.map((c) => c.id)).toEqual(before.map((c) => c.id));
      // A new simulator run has a new CA and tokens: the stored credentials were replaced.
      expect(after.map((c) => c.credentialsUpdatedAt.getTime())).not.toEqual(
        before.map((c) => c.credentialsUpdatedAt.getTime()),
      );
    } finally {
      await second.simulation?.stop();
    }
  });

  it('does not start simulated clusters when real ones are registered', async () => {
    await bootstrapClusters(
      {
        ...loadConfig({
          KUBECONFIG: path.join(dir, 'config'),
          DEFAULT_CLUSTER_QUEUE: 'team',
          DEFAULT_LOCAL_QUEUE: 'team',
          DEFAULT_NAMESPACE: 'jobs',
        }),
      },
      deps(),
      logger,
    );
    const boot = await bootstrapClusters(
      { ...loadConfig({}), dataDir: path.join(dir, 'data') },
      deps(),
      logger,
    );
    expect(boot.simulation).toBeNull();
    expect(await db.prisma.cluster.count()).toBe(1);
  });
});
