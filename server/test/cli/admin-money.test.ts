import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { KubeSim } from 'kube-sim';
import { startKubeSim } from 'kube-sim';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { runAdmin } from '../../src/cli/admin.ts';
import type { Cluster } from '../../src/generated/prisma/client.ts';
import { seedCluster } from '../helpers/clusters.ts';
import { createTestDatabase, describePostgres, type TestDatabase } from '../helpers/database.ts';

/* `admin price:set` and `admin budget:set`: the same services (checks, audit) as GraphQL, from the command line. */

describePostgres('the admin command line sets prices and budgets', () => {
  let db: TestDatabase;
  let dir: string;
  let sim: KubeSim;
  let alpha: Cluster;
  const saved = { ...process.env };

  beforeAll(async () => {
    db = await createTestDatabase();
    dir = await mkdtemp(path.join(tmpdir(), 'kb-admin-money-'));
    Object.assign(process.env, {
      DATABASE_URL: db.url,
      DATA_DIR: dir,
      SECRET_KEY: `v1:${Buffer.alloc(32, 7).toString('base64')}`,
      LOG_LEVEL: 'silent',
      USAGE_CURRENCY: 'EUR',
      CLUSTER_TIMEOUT_MS: '1000',
    });
    sim = await startKubeSim({
      clock: { speed: 0 },
      clusters: [
        {
          name: 'alpha',
          namespaces: ['jobs'],
          clusterQueues: [
            {
              name: 'team',
              flavors: [
                { name: 'standard', cpu: '16', memory: '64Gi' },
                { name: 'highmem', cpu: '4', memory: '256Gi' },
              ],
            },
          ],
          localQueues: [{ namespace: 'jobs', name: 'team', clusterQueue: 'team' }],
        },
      ],
    });
    alpha = await seedCluster(db.prisma, sim.cluster('alpha'));
    await seedCluster(db.prisma, null, { name: 'unreachable' });
    await db.prisma.project.create({ data: { name: 'Genomics' } });
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

  it('price:set prices a flavor’s resource, audited; --none removes it', async () => {
    const set = await admin(
      'price:set',
      '--cluster',
      'alpha',
      '--flavor',
      'highmem',
      '--resource',
      'memory',
      '--per-hour',
      '0.01',
    );
    expect(set).toMatchObject({ code: 0, stdout: ['alpha\thighmem\tmemory\t0.01 EUR/h'] });
    expect(await db.prisma.flavorPrice.findMany({ where: { clusterId: alpha.id } })).toMatchObject([
      { flavor: 'highmem', resource: 'memory', pricePerHour: 0.01 },
    ]);
    const audit = await db.prisma.auditEvent.findFirstOrThrow({ where: { action: 'price.set' } });
    expect(audit).toMatchObject({
      actorId: null,
      summary: 'price of memory on flavor highmem of cluster alpha: none → 0.01 EUR/GiB-hour',
    });
    const removed = await admin(
      'price:set',
      '--cluster',
      alpha.id,
      '--flavor',
      'highmem',
      '--resource',
      'memory',
      '--none',
    );
    expect(removed).toMatchObject({ code: 0, stdout: ['alpha\thighmem\tmemory\tnone'] });
    expect(await db.prisma.flavorPrice.count()).toBe(0);
  });

  it('price:set refuses a flavor or resource the cluster does not have, listing what it has', async () => {
    const flavor = await admin(
      'price:set',
      '--cluster',
      'alpha',
      '--flavor',
      'a100',
      '--resource',
      'cpu',
      '--per-hour',
      '1',
    );
    expect(flavor).toMatchObject({
      code: 2,
      stdout: [],
      stderr: ['error: flavor: cluster alpha has no flavor "a100"; its flavors: standard, highmem'],
    });
    const resource = await admin(
      'price:set',
      '--cluster',
      'alpha',
      '--flavor',
      'standard',
      '--resource',
      'nvidia.com/gpu',
      '--per-hour',
      '1',
    );
    expect(resource).toMatchObject({
      code: 2,
      stderr: [
        'error: resource: flavor standard of cluster alpha has no resource "nvidia.com/gpu"; its resources: cpu, memory',
      ],
    });
    const offline = await admin(
      'price:set',
      '--cluster',
      'unreachable',
      '--flavor',
      'default',
      '--resource',
      'cpu',
      '--per-hour',
      '1',
    );
    expect(offline.code).toBe(2);
    expect(offline.stderr).toEqual([
      expect.stringMatching(/^error: clusterId: the flavors of cluster unreachable could not be read/),
    ]);
    for (const argv of [['--per-hour', '-1'], ['--per-hour', 'abc'], ['--per-hour', '1', '--none'], []]) {
      const bad = await admin(
        'price:set',
        '--cluster',
        'alpha',
        '--flavor',
        'standard',
        '--resource',
        'cpu',
        ...argv,
      );
      expect(bad.code).toBe(2);
    }
    expect(
      await admin('price:set', '--cluster', 'nope', '--flavor', 'x', '--resource', 'cpu', '--per-hour', '1'),
    ).toMatchObject({
      code: 2,
      stderr: ['error: no cluster named nope'],
    });
    expect(await db.prisma.flavorPrice.count()).toBe(0);
  });

  it('budget:set sets a hard or a soft budget, in COST or GPU_HOURS, and --none removes it', async () => {
    const hard = await admin(
      'budget:set',
      '--project',
      'Genomics',
      '--limit',
      '250',
      '--unit',
      'COST',
      '--hard',
    );
    expect(hard).toMatchObject({ code: 0, stdout: ['Genomics\thard\t250 EUR a month'] });
    const project = await db.prisma.project.findUniqueOrThrow({ where: { name: 'Genomics' } });
    expect(await db.prisma.projectBudget.findUnique({ where: { projectId: project.id } })).toMatchObject({
      period: 'MONTH',
      unit: 'COST',
      limit: 250,
      hard: true,
    });
    const soft = await admin(
      'budget:set',
      '--project',
      project.id,
      '--limit',
      '12.5',
      '--unit',
      'GPU_HOURS',
      '--soft',
    );
    expect(soft).toMatchObject({ code: 0, stdout: ['Genomics\tsoft\t12.5 GPU-hours a month'] });
    expect(
      await db.prisma.projectBudget.findUniqueOrThrow({ where: { projectId: project.id } }),
    ).toMatchObject({
      unit: 'GPU_HOURS',
      limit: 12.5,
      hard: false,
    });
    const audit = await db.prisma.auditEvent.findMany({
      where: { action: 'budget.set' },
      orderBy: { at: 'asc' },
    });
    expect(audit.map((a) => a.summary)).toEqual([
      'budget of project Genomics: none → hard 250 EUR a month',
      'budget of project Genomics: hard 250 EUR a month → soft 12.5 GPU-hours a month',
    ]);
    for (const argv of [
      ['--limit', '5'],
      ['--limit', '5', '--hard', '--soft'],
      ['--limit', '5', '--unit', 'DOLLARS', '--hard'],
      ['--hard'],
      ['--none', '--hard'],
    ]) {
      expect((await admin('budget:set', '--project', 'Genomics', ...argv)).code).toBe(2);
    }
    expect(await admin('budget:set', '--project', 'Nope', '--none')).toMatchObject({
      code: 2,
      stderr: ['error: no project named Nope'],
    });
    const none = await admin('budget:set', '--project', 'Genomics', '--none');
    expect(none).toMatchObject({ code: 0, stdout: ['Genomics\tno budget'] });
    expect(await db.prisma.projectBudget.count()).toBe(0);
  });
});
