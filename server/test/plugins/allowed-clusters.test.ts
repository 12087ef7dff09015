import { mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type { PrismaClient, User } from '../../src/generated/prisma/client.ts';
import { createProjectAllowlistPlugin } from '../../src/plugins/examples/project-allowlist.ts';
import { createResourceRulePlugin } from '../../src/plugins/examples/resource-rule.ts';
import { HookRegistry } from '../../src/plugins/registry.ts';
import { definePlugin, type SelectClustersArgs } from '../../src/plugins/types.ts';
import {
  AllowedClustersError,
  getAllowedClusterGrants,
  getAllowedClusters,
} from '../../src/services/allowed-clusters.ts';
import { seedCluster } from '../helpers/clusters.ts';
import { createTestDatabase, describePostgres, type TestDatabase } from '../helpers/database.ts';

describePostgres('getAllowedClusters on PostgreSQL', () => {
  let db: TestDatabase;
  let prisma: PrismaClient;
  let user: User;
  let ids: Record<string, string>;

  const seed = async (name: string, sortOrder: number, active = true) =>
    (await seedCluster(prisma, null, { name, sortOrder, active })).id;

  beforeAll(async () => {
    db = await createTestDatabase();
    prisma = db.prisma;
  });
  afterAll(async () => {
    await db?.drop();
  });

  beforeEach(async () => {
    await prisma.projectMember.deleteMany();
    await prisma.project.deleteMany();
    await prisma.cluster.deleteMany();
    await prisma.user.deleteMany();
    user = await prisma.user.create({ data: { email: 'member@example.com' } });
    ids = {
      zeta: await seed('zeta', 1),
      alpha: await seed('alpha', 1),
      first: await seed('first', 0),
      'big-one': await seed('big-one', 5),
      retired: await seed('retired', 0, false),
    };
  });

  const names = (clusters: Array<{ name: string }>) => clusters.map((c) => c.name);
  const grant = (name: string, clusterNames: string[]) =>
    definePlugin({ name, hooks: { selectClusters: () => clusterNames.map((n) => ids[n] ?? n) } });

  it('offers every active cluster, ordered by sortOrder then name, when no plugin is registered', async () => {
    expect(names(await getAllowedClusters({ prisma, hooks: new HookRegistry() }, user))).toEqual([
      'first',
      'alpha',
      'zeta',
      'big-one',
    ]);
    expect(names(await getAllowedClusters({ prisma }, user))).toEqual(['first', 'alpha', 'zeta', 'big-one']);
  });

  it('never offers an inactive cluster, even when a plugin grants it', async () => {
    const hooks = new HookRegistry();
    hooks.register(grant('a', ['retired', 'zeta']));
    expect(names(await getAllowedClusters({ prisma, hooks }, user))).toEqual(['zeta']);
  });

  it('offers the union of the plugins’ grants, in cluster order', async () => {
    const hooks = new HookRegistry();
    hooks.register(grant('a', ['zeta', 'no-such-id']));
    hooks.register(grant('b', ['first', 'zeta']));
    expect(names(await getAllowedClusters({ prisma, hooks }, user))).toEqual(['first', 'zeta']);
  });

  it('offers nothing when plugins are registered but all grant nothing', async () => {
    const hooks = new HookRegistry();
    hooks.register(grant('a', []));
    hooks.register(grant('b', []));
    expect(await getAllowedClusters({ prisma, hooks }, user)).toEqual([]);
  });

  it('fails closed with the plugin’s name when a plugin throws', async () => {
    const hooks = new HookRegistry();
    hooks.register(grant('generous', ['first', 'alpha', 'zeta']));
    hooks.register(
      definePlugin({
        name: 'broken',
        hooks: {
          selectClusters: async () => {
            throw new Error('allow-list unreadable');
          },
        },
      }),
    );
    const error = await getAllowedClusters({ prisma, hooks }, user).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AllowedClustersError);
    expect((error as AllowedClustersError).pluginName).toBe('broken');
    expect((error as Error).message).toBe(
      'cluster selection failed in plugin "broken"; no cluster can be offered until it is fixed',
    );
  });

  it('passes the database, user, projectId and resourceRequests to the hook', async () => {
    const seen: SelectClustersArgs[] = [];
    const hooks = new HookRegistry();
    hooks.register(
      definePlugin({
        name: 'spy',
        hooks: {
          selectClusters: (args) => {
            seen.push(args);
            return [];
          },
        },
      }),
    );
    await getAllowedClusters({ prisma, hooks }, user, 'project-1', {
      cpu: '4',
      memory: '8Gi',
      deadlineSeconds: 60,
    });
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({
      user: { id: user.id },
      projectId: 'project-1',
      resourceRequests: { cpu: '4', memory: '8Gi', deadlineSeconds: 60 },
    });
    expect(seen[0]!.db).toBe(prisma);
  });

  it('applies the project allow-list example: names and ids, default, and the union without a project', async () => {
    const research = await prisma.project.create({ data: { name: 'research' } });
    const ops = await prisma.project.create({ data: { name: 'ops' } });
    const other = await prisma.project.create({ data: { name: 'other' } });
    await prisma.projectMember.createMany({
      data: [
        { projectId: research.id, userId: user.id },
        { projectId: ops.id, userId: user.id },
      ],
    });
    const file = join(mkdtempSync(join(tmpdir(), 'allowlist-')), 'allowlist.yaml');
    writeFileSync(
      file,
      `projects:\n  research: [big-one, alpha, retired]\n  ${ops.id}: ["${ids.zeta}"]\ndefault: [first]\n`,
    );
    const hooks = new HookRegistry();
    hooks.register(createProjectAllowlistPlugin({ file }));
    const allowed = (projectId?: string) =>
      getAllowedClusters({ prisma, hooks }, user, projectId).then(names);

    expect(await allowed(research.id)).toEqual(['alpha', 'big-one']);
    expect(await allowed(ops.id)).toEqual(['zeta']);
    expect(await allowed(other.id)).toEqual(['first']);
    expect(await allowed()).toEqual(['first', 'alpha', 'zeta', 'big-one']);

    // The file is re-read when it changes.
    writeFileSync(file, JSON.stringify({ projects: { research: ['*'] } }));
    const later = new Date(Date.now() + 5_000);
    utimesSync(file, later, later);
    expect(await allowed(research.id)).toEqual(['first', 'alpha', 'zeta', 'big-one']);
    expect(await allowed(other.id)).toEqual([]);
  });

  it('applies the allow-list example’s priority classes: per cluster, united with plain entries', async () => {
    const research = await prisma.project.create({ data: { name: 'research' } });
    await prisma.projectMember.create({ data: { projectId: research.id, userId: user.id } });
    const file = join(mkdtempSync(join(tmpdir(), 'allowlist-')), 'allowlist.yaml');
    writeFileSync(
      file,
      [
        'projects:',
        '  research:',
        '    - alpha',
        '    - { cluster: alpha, priorityClasses: [low] }',
        '    - { cluster: zeta, priorityClasses: [low] }',
        '    - { cluster: "*", priorityClasses: [high] }',
        'default: [{ cluster: first, priorityClasses: [] }]',
        '',
      ].join('\n'),
    );
    const hooks = new HookRegistry();
    hooks.register(createProjectAllowlistPlugin({ file }));
    const grants = async (projectId?: string) => {
      const allowed = await getAllowedClusterGrants({ prisma, hooks }, user, projectId);
      return Object.fromEntries(allowed.clusters.map((c) => [c.name, allowed.classes.get(c.id)]));
    };
    expect(await grants(research.id)).toEqual({
      first: ['high'],
      alpha: null,
      zeta: ['low', 'high'],
      'big-one': ['high'],
    });
    // Without a project: the user's projects and the default, united ("first" gets [] ∪ [high]).
    expect((await grants()).first).toEqual(['high']);
    const other = await prisma.project.create({ data: { name: 'other' } });
    expect(await grants(other.id)).toEqual({ first: [] });

    writeFileSync(file, 'projects:\n  research: [{ cluster: alpha, priorityClasses: low }]\n');
    const later = new Date(Date.now() + 5_000);
    utimesSync(file, later, later);
    await expect(grants(research.id)).rejects.toThrow(AllowedClustersError);
  });

  it('applies the resource rule example: big requests only reach matching clusters', async () => {
    const hooks = new HookRegistry();
    hooks.register(
      createResourceRulePlugin({ cpuAbove: '16', memoryAbove: '64Gi', clusterPattern: /^big-/ }),
    );
    const allowed = (cpu?: string, memory?: string) =>
      getAllowedClusters({ prisma, hooks }, user, null, { cpu, memory }).then(names);

    expect(await allowed('16', '64Gi')).toEqual(['first', 'alpha', 'zeta', 'big-one']);
    expect(await allowed('16001m')).toEqual(['big-one']);
    expect(await allowed('1', '65Gi')).toEqual(['big-one']);
    expect(await allowed()).toEqual(['first', 'alpha', 'zeta', 'big-one']);
    await expect(allowed('lots')).rejects.toThrow(AllowedClustersError);
  });
});
