import { describe, expect, it } from 'vitest';
import type { Cluster, PrismaClient } from '../../src/generated/prisma/client.ts';
import { HookRegistry } from '../../src/plugins/registry.ts';
import { definePlugin } from '../../src/plugins/types.ts';
import { AllowedClustersError, getAllowedClusters } from '../../src/services/allowed-clusters.ts';

// A tiny stand-in for the one query getAllowedClusters makes; the real-PostgreSQL test covers the rest.
function fakePrisma(rows: Array<Pick<Cluster, 'id' | 'name' | 'sortOrder' | 'active'>>): PrismaClient {
  return {
    cluster: {
      findMany: async ({ where }: { where: { active: boolean } }) =>
        rows
          .filter((row) => row.active === where.active)
          .sort((a, b) => a.sortOrder - b.sortOrder || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)),
    },
  } as unknown as PrismaClient;
}

const user = { id: 'u1', email: 'u@example.com', isAdmin: false };
const rows = [
  { id: 'c-zeta', name: 'zeta', sortOrder: 1, active: true },
  { id: 'c-alpha', name: 'alpha', sortOrder: 1, active: true },
  { id: 'c-first', name: 'first', sortOrder: 0, active: true },
  { id: 'c-retired', name: 'retired', sortOrder: 0, active: false },
];
const grant = (name: string, ids: string[]) => definePlugin({ name, hooks: { selectClusters: () => ids } });

describe('getAllowedClusters (logic)', () => {
  it('offers every active cluster, by sortOrder then name, when no plugin is registered', async () => {
    const clusters = await getAllowedClusters({ prisma: fakePrisma(rows), hooks: new HookRegistry() }, user);
    expect(clusters.map((c) => c.name)).toEqual(['first', 'alpha', 'zeta']);
  });

  it('unites plugin grants, keeps only active clusters and the cluster order', async () => {
    const hooks = new HookRegistry();
    hooks.register(grant('a', ['c-zeta', 'c-retired', 'c-unknown']));
    hooks.register(grant('b', ['c-first', 'c-zeta']));
    const clusters = await getAllowedClusters({ prisma: fakePrisma(rows), hooks }, user);
    expect(clusters.map((c) => c.name)).toEqual(['first', 'zeta']);
  });

  it('offers nothing when every plugin grants nothing', async () => {
    const hooks = new HookRegistry();
    hooks.register(grant('a', []));
    hooks.register(grant('b', []));
    expect(await getAllowedClusters({ prisma: fakePrisma(rows), hooks }, user)).toEqual([]);
  });

  it('fails closed, naming the plugin, when one plugin throws', async () => {
    const hooks = new HookRegistry();
    hooks.register(grant('generous', ['c-first', 'c-alpha', 'c-zeta']));
    hooks.register(
      definePlugin({
        name: 'broken',
        hooks: {
          selectClusters: () => {
            throw new Error('allow-list unreadable');
          },
        },
      }),
    );
    const error = await getAllowedClusters({ prisma: fakePrisma(rows), hooks }, user).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(AllowedClustersError);
    expect(error).toMatchObject({ pluginName: 'broken' });
    expect((error as Error).message).toContain('"broken"');
  });
});
