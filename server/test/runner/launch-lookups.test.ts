import type { KubeSim } from 'kube-sim';
import { startKubeSim } from 'kube-sim';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Cluster, User } from '../../src/generated/prisma/client.ts';
import type { ClusterClientRegistry } from '../../src/kube/client-registry.ts';
import { jobNameFor } from '../../src/kube/jobs.ts';
import { Runner } from '../../src/runner/index.ts';
import { deleteProjectSecret, setProjectSecret } from '../../src/services/project-secrets.ts';
import { seedProject, seedUser, TEST_KEYRING } from '../helpers/app.ts';
import { capturingLogger, createTestRegistry, seedCluster, simCluster } from '../helpers/clusters.ts';
import { createTestDatabase, describePostgres, type TestDatabase } from '../helpers/database.ts';
import { seedVersion, waitForVersion } from '../helpers/versions.ts';

// What a launch looks up when it runs, not when the version was created (ARCHITECTURE §21): the project's secrets
// (one deleted since fails the launch, naming it, never its value) and the cluster's data volumes (one removed since
// fails it; a read-only one mounts read-only whatever the version says).

const VALUE = 'launch-lookup-value-9f3e21c7';

describePostgres('launch-time lookups: secrets and data volumes', () => {
  let db: TestDatabase;
  let sim: KubeSim;
  let kube: ClusterClientRegistry;
  let runner: Runner;
  let owner: User;
  let projectId: string;
  let main: Cluster;
  const { logger, lines } = capturingLogger();

  beforeAll(async () => {
    db = await createTestDatabase();
    sim = await startKubeSim({
      clock: { speed: 0 },
      clusters: [
        simCluster('main', undefined, {
          volumes: [{ name: 'data-pvc', namespace: 'jobs', accessModes: ['ReadWriteMany'] }],
        }),
      ],
    });
    main = await seedCluster(db.prisma, sim.cluster('main'));
    ({ user: owner } = await seedUser(db.prisma));
    projectId = (await seedProject(db.prisma, [{ userId: owner.id, role: 'OWNER' }])).id;
    kube = createTestRegistry({ timeoutMs: 5_000 });
    runner = new Runner({
      prisma: db.prisma,
      kube,
      keyring: TEST_KEYRING,
      logger,
      settings: {
        launchPollMs: 100,
        launchRetryBaseMs: 20,
        launchMaxAttempts: 6,
        leaseTtlMs: 3_000,
        sweepMs: 100,
      },
    });
    runner.start();
    await runner.leases.refresh();
  }, 60_000);

  afterAll(async () => {
    await runner?.stop();
    await kube?.close();
    await sim?.stop();
    await db?.drop();
  });

  /** A version written as createProcess writes it, its launch row added only once `before` has run. */
  async function launchAfter(
    extra: Parameters<typeof seedVersion>[1] extends infer O ? Partial<O> : never,
    before: () => Promise<unknown>,
  ) {
    const v = await seedVersion(db.prisma, {
      userId: owner.id,
      projectId,
      cluster: main,
      launch: false,
      ...extra,
    });
    await before();
    await db.prisma.launchJob.create({ data: { versionId: v.id } });
    runner.wake();
    return v;
  }

  it('a secret deleted after the version was created fails its launch: SecretNotFound naming it, no value anywhere', async () => {
    await setProjectSecret({ prisma: db.prisma, keyring: TEST_KEYRING }, owner, {
      projectId,
      name: 'API_KEY',
      value: VALUE,
    });
    const v = await launchAfter({ env: [{ name: 'TOKEN', secret: 'API_KEY' }] }, () =>
      deleteProjectSecret({ prisma: db.prisma }, owner, { projectId, name: 'API_KEY' }),
    );
    const failed = await waitForVersion(db.prisma, v.id, (x) => x.status === 'FAILED');
    expect(failed.statusReason).toBe('SecretNotFound');
    expect(failed.message).toBe(
      'the project has no secret named "API_KEY": an owner must set it again, or re-run without it',
    );
    expect(sim.cluster('main').getObject('jobs', 'jobs', jobNameFor(v.id))).toBeUndefined();
    expect(await db.prisma.launchJob.count({ where: { versionId: v.id } })).toBe(0);
    const events = await db.prisma.processVersionEvent.findMany({ where: { versionId: v.id } });
    const text = JSON.stringify({ failed, events }, (_k, x) => (typeof x === 'bigint' ? String(x) : x));
    expect(text).toContain('API_KEY');
    expect(text).not.toContain(VALUE);
    expect(lines.join('\n')).not.toContain(VALUE);
  });

  it('a volume removed after the version was created fails its launch: VolumeNotFound naming it', async () => {
    const v = await launchAfter(
      { mounts: [{ volume: 'data', path: '/data', readOnly: false }] },
      async () => {
        await db.prisma.dataVolume.create({
          data: { clusterId: main.id, name: 'data', claimName: 'data-pvc', readOnly: false },
        });
        await db.prisma.dataVolume.delete({
          where: { clusterId_name: { clusterId: main.id, name: 'data' } },
        });
      },
    );
    const failed = await waitForVersion(db.prisma, v.id, (x) => x.status === 'FAILED');
    expect(failed.statusReason).toBe('VolumeNotFound');
    expect(failed.message).toBe(
      'cluster main has no volume "data" (an administrator removed it): re-run on a cluster that has it',
    );
    expect(sim.cluster('main').getObject('jobs', 'jobs', jobNameFor(v.id))).toBeUndefined();
  });

  it("mounts the attempt's cluster's claim; a volume made read-only since mounts read-only", async () => {
    const v = await launchAfter({ mounts: [{ volume: 'shared', path: '/shared', readOnly: false }] }, () =>
      db.prisma.dataVolume.create({
        data: { clusterId: main.id, name: 'shared', claimName: 'data-pvc', readOnly: true },
      }),
    );
    await waitForVersion(db.prisma, v.id, (x) => x.jobName !== null);
    const job = sim.cluster('main').getObject('jobs', 'jobs', jobNameFor(v.id))!;
    expect(job.spec.template.spec.volumes).toEqual([
      { name: 'kb-data-0', persistentVolumeClaim: { claimName: 'data-pvc', readOnly: true } },
    ]);
    expect(job.spec.template.spec.containers[0].volumeMounts).toEqual([
      { name: 'kb-data-0', mountPath: '/shared', readOnly: true },
    ]);
  });
});
