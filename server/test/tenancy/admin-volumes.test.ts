import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { KubeSim } from 'kube-sim';
import { startKubeSim } from 'kube-sim';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { runAdmin } from '../../src/cli/admin.ts';
import { seedCluster, simCluster } from '../helpers/clusters.ts';
import { createTestDatabase, describePostgres, type TestDatabase } from '../helpers/database.ts';

// `admin volume:register|list|remove` (ARCHITECTURE §21): the command reads the claim from the cluster (kube-sim over
// HTTPS, through the server's client rules) and says what is wrong with it.

describePostgres('admin commands for data volumes', () => {
  let db: TestDatabase;
  let sim: KubeSim;
  let dir: string;
  const saved = { ...process.env };

  beforeAll(async () => {
    db = await createTestDatabase();
    dir = await mkdtemp(path.join(tmpdir(), 'kb-admin-volumes-'));
    sim = await startKubeSim({
      clusters: [
        simCluster('alpha', undefined, {
          volumes: [
            { name: 'datasets-pvc', namespace: 'jobs', accessModes: ['ReadOnlyMany'] },
            { name: 'waiting-pvc', namespace: 'jobs', bound: false },
          ],
        }),
      ],
    });
    await seedCluster(db.prisma, sim.cluster('alpha'));
    Object.assign(process.env, {
      DATABASE_URL: db.url,
      DATA_DIR: dir,
      SECRET_KEY: `v1:${Buffer.alloc(32, 7).toString('base64')}`,
      LOG_LEVEL: 'silent',
    });
  }, 60_000);
  afterAll(async () => {
    process.env = saved;
    await sim?.stop();
    await db?.drop();
    await rm(dir, { recursive: true, force: true });
  });

  async function admin(...argv: string[]): Promise<{ code: number; stdout: string[]; stderr: string[] }> {
    const stdout: string[] = [];
    const stderr: string[] = [];
    const out = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      stdout.push(...String(chunk).split('\n').filter(Boolean));
      return true;
    });
    const err = vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
      stderr.push(...String(chunk).split('\n').filter(Boolean));
      return true;
    });
    try {
      return { code: await runAdmin(argv), stdout, stderr };
    } finally {
      out.mockRestore();
      err.mockRestore();
    }
  }

  it('volume:register reads the claim: a wrong one is refused with what is wrong, a bound one registered', async () => {
    const unbound = await admin(
      'volume:register',
      '--cluster',
      'alpha',
      '--name',
      'scratch',
      '--claim',
      'waiting-pvc',
    );
    expect(unbound.code).toBe(2);
    expect(unbound.stderr).toContainEqual(
      'error: claimName: the PersistentVolumeClaim "waiting-pvc" in namespace "jobs" is not bound to a volume (phase Pending): pods mounting it would wait forever',
    );
    const writable = await admin(
      'volume:register',
      '--cluster',
      'alpha',
      '--name',
      'datasets',
      '--claim',
      'datasets-pvc',
    );
    expect(writable.code).toBe(2);
    expect(writable.stderr.join('\n')).toContain('allows only ReadOnlyMany');
    const ok = await admin(
      'volume:register',
      '--cluster',
      'alpha',
      '--name',
      'datasets',
      '--claim',
      'datasets-pvc',
      '--read-only',
      '--description',
      'shared datasets',
    );
    expect(ok).toMatchObject({
      code: 0,
      stdout: ['alpha\tdatasets\tclaim=datasets-pvc\tread-only\tshared datasets'],
    });
    const audit = await db.prisma.auditEvent.findFirstOrThrow({ where: { action: 'volume.register' } });
    expect(audit).toMatchObject({ actorId: null, actorSystem: 'admin-cli' });
  });

  it('volume:list lists them; volume:remove removes one (and says so when there is none)', async () => {
    expect((await admin('volume:list')).stdout).toEqual([
      'alpha\tdatasets\tclaim=datasets-pvc\tread-only\tshared datasets',
    ]);
    expect(await admin('volume:remove', '--cluster', 'alpha', '--name', 'datasets')).toMatchObject({
      code: 0,
      stdout: ['alpha\tdatasets\tremoved'],
    });
    const again = await admin('volume:remove', '--cluster', 'alpha', '--name', 'datasets');
    expect(again.code).toBe(2);
    expect(again.stderr).toContainEqual('error: Volume was not found.');
    expect(
      (await admin('volume:register', '--cluster', 'nope', '--name', 'x', '--claim', 'y')).stderr,
    ).toContainEqual('error: no cluster named nope');
  });

  it('a cluster that does not answer: the read gives up after the cluster call timeout, saying so on clusterId', async () => {
    process.env.CLUSTER_TIMEOUT_MS = '500';
    await sim.cluster('alpha').faults.set({ hang: true });
    try {
      const hung = await admin(
        'volume:register',
        '--cluster',
        'alpha',
        '--name',
        'x',
        '--claim',
        'datasets-pvc',
        '--read-only',
      );
      expect(hung.code).toBe(2);
      expect(hung.stderr).toContainEqual(
        'error: clusterId: cluster alpha is not reachable (no answer in time): the claim could not be read',
      );
      expect(await db.prisma.dataVolume.count()).toBe(0);
    } finally {
      await sim.cluster('alpha').faults.clear();
      delete process.env.CLUSTER_TIMEOUT_MS;
    }
  });
});
