import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadPlugin, loadPlugins, PluginLoadError, parsePluginSpecs } from '../../src/plugins/loader.ts';
import { HookError, HookRegistry } from '../../src/plugins/registry.ts';
import { definePlugin, type SelectClustersArgs } from '../../src/plugins/types.ts';

const args = {
  db: {} as never,
  user: { id: 'u1', email: 'u@example.com', isAdmin: false },
} satisfies SelectClustersArgs;

const grant = (name: string, ids: string[] | (() => unknown)) =>
  definePlugin({
    name,
    hooks: { selectClusters: (typeof ids === 'function' ? ids : () => ids) as () => string[] },
  });

describe('HookRegistry', () => {
  it('reports whether a hook is registered', () => {
    const registry = new HookRegistry();
    expect(registry.anyRegistered('selectClusters')).toBe(false);
    registry.register(definePlugin({ name: 'no-hooks', hooks: {} }));
    expect(registry.anyRegistered('selectClusters')).toBe(false);
    registry.register(grant('a', ['c1']));
    expect(registry.anyRegistered('selectClusters')).toBe(true);
  });

  it('runs every hook and flattens their results in registration order', async () => {
    const registry = new HookRegistry();
    registry.register(grant('a', ['c1', 'c2']));
    registry.register(
      definePlugin({
        name: 'b',
        hooks: { selectClusters: async () => ['c3'] },
      }),
    );
    registry.register(grant('c', []));
    expect(await registry.run('selectClusters', args)).toEqual(['c1', 'c2', 'c3']);
  });

  it('passes the arguments through to each hook', async () => {
    const registry = new HookRegistry();
    const seen: SelectClustersArgs[] = [];
    registry.register(
      definePlugin({
        name: 'spy',
        hooks: {
          selectClusters: (a) => {
            seen.push(a);
            return [];
          },
        },
      }),
    );
    const withRequest = { ...args, projectId: 'p1', resourceRequests: { cpu: '2', memory: '1Gi' } };
    await registry.run('selectClusters', withRequest);
    expect(seen).toEqual([withRequest]);
  });

  it('returns the first non-empty result with runFirst', async () => {
    const registry = new HookRegistry();
    let thirdCalled = false;
    registry.register(grant('empty', []));
    registry.register(grant('second', ['c2']));
    registry.register(
      grant('third', () => {
        thirdCalled = true;
        return ['c3'];
      }),
    );
    expect(await registry.runFirst('selectClusters', args)).toEqual(['c2']);
    expect(thirdCalled).toBe(false);
    expect(await new HookRegistry().runFirst('selectClusters', args)).toBeUndefined();
  });

  it('names the plugin when a hook throws', async () => {
    const registry = new HookRegistry();
    registry.register(grant('good', ['c1']));
    registry.register(
      grant('broken', () => {
        throw new Error('database is down');
      }),
    );
    const error = await registry.run('selectClusters', args).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HookError);
    expect(error).toMatchObject({
      pluginName: 'broken',
      message: 'plugin "broken" failed in selectClusters: database is down',
    });
  });

  it('fails a hook that returns something other than a list of grants', async () => {
    const bads = [
      undefined,
      'c1',
      [1, 2],
      { ids: [] },
      [{ id: 'c1' }],
      [{ clusterId: 'c1', priorityClasses: 'high' }],
      [{ clusterId: 'c1', priorityClasses: [1] }],
      [null],
    ];
    for (const bad of bads) {
      const registry = new HookRegistry();
      registry.register(grant('sloppy', () => bad));
      await expect(registry.run('selectClusters', args)).rejects.toThrow(
        'plugin "sloppy" failed in selectClusters: returned something other than a list of cluster ids (or { clusterId, priorityClasses } objects)',
      );
    }
  });

  it('passes grants with priority classes through, beside plain ids', async () => {
    const registry = new HookRegistry();
    registry.register(grant('classes', () => [{ clusterId: 'c1', priorityClasses: ['low'] }, 'c2']));
    registry.register(grant('all', () => [{ clusterId: 'c3' }, { clusterId: 'c4', priorityClasses: null }]));
    expect(await registry.run('selectClusters', args)).toEqual([
      { clusterId: 'c1', priorityClasses: ['low'] },
      'c2',
      { clusterId: 'c3' },
      { clusterId: 'c4', priorityClasses: null },
    ]);
  });

  it('fails a hook that does not answer in time', async () => {
    const registry = new HookRegistry({ hookTimeoutMs: 50 });
    registry.register(grant('stuck', () => new Promise(() => {})));
    await expect(registry.run('selectClusters', args)).rejects.toThrow(
      /plugin "stuck" .* no answer within 50 ms/,
    );
  });

  it('refuses duplicate plugin names and unknown hooks', () => {
    const registry = new HookRegistry();
    registry.register(grant('a', []));
    expect(() => registry.register(grant('a', []))).toThrow(/already registered/);
    expect(() => registry.register({ name: 'x', hooks: { pickCluster: () => [] } as never })).toThrow(
      /unknown hook "pickCluster"/,
    );
  });
});

describe('loadPlugins', () => {
  const dir = mkdtempSync(join(tmpdir(), 'plugins-'));
  const file = (name: string, text: string) => {
    const path = join(dir, name);
    writeFileSync(path, text);
    return path;
  };

  it('splits the PLUGINS setting', () => {
    expect(parsePluginSpecs(' ./a.ts, b ,,@scope/c ')).toEqual(['./a.ts', 'b', '@scope/c']);
    expect(parsePluginSpecs(undefined)).toEqual([]);
  });

  it('loads plugin objects, named exports and factories, relative to cwd', async () => {
    file('object.mjs', `export default { name: 'object', hooks: { selectClusters: () => ['o'] } };`);
    file('named.mjs', `export const plugin = { name: 'named', hooks: { selectClusters: () => ['n'] } };`);
    file(
      'factory.mjs',
      `export default async () => ({ name: 'factory', hooks: { selectClusters: () => ['f'] } });`,
    );
    const registry = await loadPlugins(['./object.mjs', join(dir, 'named.mjs'), 'factory.mjs'], { cwd: dir });
    expect(registry.plugins.map((p) => p.name)).toEqual(['object', 'named', 'factory']);
    expect(await registry.run('selectClusters', args)).toEqual(['o', 'n', 'f']);
  });

  it('loads the shipped examples by path', async () => {
    process.env.RESOURCE_RULE_CLUSTERS = '^big-';
    process.env.RESOURCE_RULE_CPU_ABOVE = '8';
    try {
      const plugin = await loadPlugin('src/plugins/examples/resource-rule.ts', {
        cwd: join(import.meta.dirname, '../..'),
      });
      expect(plugin.name).toBe('resource-rule');
    } finally {
      delete process.env.RESOURCE_RULE_CLUSTERS;
      delete process.env.RESOURCE_RULE_CPU_ABOVE;
    }
  });

  it.each([
    [
      'a missing file',
      './missing.mjs',
      /cannot load plugin "\.\/missing\.mjs": .*(Cannot find|Failed to load|not found|does not exist)/i,
    ],
    ['a module that throws on import', 'throws.mjs', /cannot load plugin "throws\.mjs": boom at import/],
    [
      'a factory that throws',
      'bad-factory.mjs',
      /cannot load plugin "bad-factory\.mjs": ALLOWLIST_FILE is not set/,
    ],
    [
      'a module without a plugin export',
      'empty.mjs',
      /cannot load plugin "empty\.mjs": the module has no default/,
    ],
    ['a plugin without a name', 'nameless.mjs', /cannot load plugin "nameless\.mjs": the plugin has no name/],
    [
      'an unknown hook',
      'unknown-hook.mjs',
      /cannot load plugin "unknown-hook\.mjs": unknown hook "onLaunch"/,
    ],
    [
      'a package that is not installed',
      'kueue-batch-no-such-plugin',
      /cannot load plugin "kueue-batch-no-such-plugin"/,
    ],
  ])('stops on %s with its path and the cause', async (_what, spec, message) => {
    file('throws.mjs', `throw new Error('boom at import');`);
    file('bad-factory.mjs', `export default () => { throw new Error('ALLOWLIST_FILE is not set'); };`);
    file('empty.mjs', `export const nothing = 1;`);
    file('nameless.mjs', `export default { hooks: {} };`);
    file('unknown-hook.mjs', `export default { name: 'x', hooks: { onLaunch() {} } };`);
    const error = await loadPlugins(['object.mjs', spec], { cwd: dir }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PluginLoadError);
    expect((error as Error).message).toMatch(message);
    expect((error as PluginLoadError).spec).toBe(spec);
  });
});
