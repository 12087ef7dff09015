import type { KubeSim } from 'kube-sim';
import { startKubeSim } from 'kube-sim';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parse as parseYaml, stringify as stringifyYaml } from 'yaml';
import type { AppServices } from '../../src/context.ts';
import { HookRegistry } from '../../src/plugins/registry.ts';
import type { Plugin, SelectClustersArgs } from '../../src/plugins/types.ts';
import { RateLimiter } from '../../src/services/rate-limit.ts';
import { graphql } from '../gql/index.ts';
import { clusterStatesFor, createTestApp, seedProject, seedUser, type TestApp } from '../helpers/app.ts';
import {
  capturingLogger,
  createTestRegistry,
  secretsOf,
  seedCluster,
  simCluster,
} from '../helpers/clusters.ts';
import { createTestDatabase, describePostgres, type TestDatabase } from '../helpers/database.ts';
import { seedVersion } from '../helpers/versions.ts';

const AvailableClusters = graphql(`
  query ClustersTest_AvailableClusters($projectId: ID, $requests: ResourceRequestsInput) {
    availableClusters(projectId: $projectId, requests: $requests) {
      id
      name
      sortOrder
      active
      maxRuntimeSeconds
      fitsRequest
      limits {
        maxCpuCores
        maxMemoryBytes
        maxMemoryGiB
        maxRuntimeSeconds
        source
        flavors { name cpu memory cpuCores memoryGiB }
      }
      health { status message checkedAt }
      queue { pendingWorkloads admittedWorkloads usage { flavor resource used } }
    }
  }
`);

const RegisterCluster = graphql(`
  mutation ClustersTest_Register($input: RegisterClusterInput!) {
    registerCluster(input: $input) {
      __typename
      ... on Cluster { id name sortOrder active namespace localQueue clusterQueue hasRegistryAuth }
      ... on ValidationError { message issues { field message } }
    }
  }
`);

const UpdateCluster = graphql(`
  mutation ClustersTest_Update($input: UpdateClusterInput!) {
    updateCluster(input: $input) {
      __typename
      ... on Cluster { id name sortOrder active maxRuntimeSeconds }
      ... on ValidationError { message issues { field message } }
    }
  }
`);

const AdminClusters = graphql(`
  query ClustersTest_AdminClusters {
    clusters { id name active namespace clusterQueue localQueue hasRegistryAuth }
  }
`);

const GiB = 2 ** 30;

/** A kubeconfig as parsed YAML, loose enough for tests to break it on purpose. */
type KubeconfigDoc = {
  clusters: [{ cluster: Record<string, unknown> & { server: string } }];
  users: [{ user: Record<string, unknown> }];
};
let sim: KubeSim;
let db: TestDatabase;
const seen: string[] = [];
const { logger, lines } = capturingLogger();

function app(hooks = new HookRegistry(), overrides: Partial<AppServices> = {}): TestApp {
  const kube = createTestRegistry({ timeoutMs: 400, breakerHalfOpenAfterMs: 60_000 });
  const t = createTestApp(db.prisma, {
    hooks,
    kube,
    clusterStates: clusterStatesFor(db.prisma, kube, { timeoutMs: 400 }),
    logger,
    ...overrides,
  });
  const execute = t.execute.bind(t);
  // Every response of this suite is kept and checked for leaked secrets at the end.
  t.execute = async (doc, vars, opts) => {
    const res = await execute(doc, vars, opts);
    seen.push(JSON.stringify(res));
    return res;
  };
  return t;
}

function pluginOf(
  name: string,
  selectClusters: (args: SelectClustersArgs) => string[] | Promise<string[]>,
): Plugin {
  return { name, hooks: { selectClusters } };
}

// Cluster behaviour is tested on real PostgreSQL (skipped with a notice when it is unreachable, failing in CI).
describePostgres('clusters', () => {
  beforeAll(async () => {
    db = await createTestDatabase();
    sim = await startKubeSim({
      clusters: [
        simCluster('alpha', [
          { name: 'standard', cpu: '16', memory: '64Gi' },
          { name: 'highmem', cpu: '4', memory: '512Gi' },
        ]),
        simCluster('beta', [{ name: 'default', cpu: '32', memory: '128Gi' }]),
        simCluster('gamma', [{ name: 'default', cpu: '8', memory: '16Gi' }], {
          kueueVersions: ['v1beta1'],
        }),
        simCluster('hang'),
        simCluster('refused'),
        simCluster('unauth'),
        simCluster('noqueue'),
      ],
    });
    sim.cluster('hang').faults.set({ hang: true });
    sim.cluster('refused').faults.set({ refuse: true });
    sim.cluster('unauth').faults.set({ unauthorized: true });
    sim.cluster('noqueue').faults.set({ clusterQueueMissing: true });
  });

  afterAll(async () => {
    await sim?.stop();
    await db?.drop();
  });

  beforeEach(async () => {
    await db.prisma.process.deleteMany();
    await db.prisma.cluster.deleteMany();
  });

  describe('availableClusters', () => {
    it('lists active clusters sorted by sortOrder then name, never inactive ones', async () => {
      const t = app();
      const { token } = await seedUser(db.prisma);
      await seedCluster(db.prisma, sim.cluster('beta'), { name: 'b-second', sortOrder: 5 });
      await seedCluster(db.prisma, sim.cluster('alpha'), { name: 'z-first', sortOrder: 1 });
      await seedCluster(db.prisma, sim.cluster('gamma'), { name: 'a-second', sortOrder: 5 });
      await seedCluster(db.prisma, sim.cluster('alpha'), { name: 'retired', sortOrder: 0, active: false });

      const res = await t.execute(AvailableClusters, {}, { token });
      expect(res.errors).toBeUndefined();
      expect(res.data?.availableClusters.map((c) => [c.name, c.sortOrder])).toEqual([
        ['z-first', 1],
        ['a-second', 5],
        ['b-second', 5],
      ]);
    });

    it('reads per-flavor limits from Kueue and applies the one-flavor fit rule', async () => {
      const t = app();
      const { token } = await seedUser(db.prisma);
      await seedCluster(db.prisma, sim.cluster('alpha'), { maxRuntimeSeconds: 3600 });

      const fits = async (requests: { cpu?: string; memory?: string; deadlineSeconds?: number }) =>
        (await t.execute(AvailableClusters, { requests }, { token })).data?.availableClusters[0]?.fitsRequest;

      const res = await t.execute(AvailableClusters, {}, { token });
      const alpha = res.data!.availableClusters[0]!;
      expect(alpha.limits).toMatchObject({
        source: 'KUEUE',
        maxCpuCores: 16,
        maxMemoryBytes: 512 * GiB,
        maxMemoryGiB: 512,
        maxRuntimeSeconds: 3600,
      });
      expect(alpha.limits.flavors.map((f) => [f.name, f.cpu, f.memory])).toEqual([
        ['standard', '16', '64Gi'],
        ['highmem', '4', '512Gi'],
      ]);
      expect(alpha.health.status).toBe('REACHABLE');
      expect(alpha.fitsRequest).toBeNull();
      expect(alpha.queue).toMatchObject({ pendingWorkloads: 0, admittedWorkloads: 0 });

      expect(await fits({ cpu: '16', memory: '64Gi' })).toBe(true);
      expect(await fits({ cpu: '4', memory: '512Gi' })).toBe(true);
      // Each resource is within the maxima, but no single flavor holds both.
      expect(await fits({ cpu: '8', memory: '100Gi' })).toBe(false);
      expect(await fits({ cpu: '16001m' })).toBe(false);
      expect(await fits({ cpu: '500m', memory: '1.5Gi', deadlineSeconds: 3600 })).toBe(true);
      expect(await fits({ cpu: '500m', deadlineSeconds: 3601 })).toBe(false);
    });

    it('reads a Kueue that only serves v1beta1', async () => {
      const t = app();
      const { token } = await seedUser(db.prisma);
      await seedCluster(db.prisma, sim.cluster('gamma'));
      const [gamma] = (await t.execute(AvailableClusters, {}, { token })).data!.availableClusters;
      expect(gamma!.limits).toMatchObject({ source: 'KUEUE', maxCpuCores: 8, maxMemoryGiB: 16 });
      expect(gamma!.health.status).toBe('REACHABLE');
    });

    it('returns every cluster with fallback limits and its health when some are hanging, refusing, unauthorized or queueless', async () => {
      const t = app();
      const { token } = await seedUser(db.prisma);
      await seedCluster(db.prisma, sim.cluster('alpha'), { sortOrder: 0 });
      await seedCluster(db.prisma, sim.cluster('hang'), { sortOrder: 1 });
      await seedCluster(db.prisma, sim.cluster('refused'), { sortOrder: 2 });
      await seedCluster(db.prisma, sim.cluster('unauth'), { sortOrder: 3 });
      await seedCluster(db.prisma, sim.cluster('noqueue'), { sortOrder: 4 });

      const res = await t.execute(AvailableClusters, {}, { token });
      expect(res.errors).toBeUndefined();
      const byName = Object.fromEntries(res.data!.availableClusters.map((c) => [c.name, c]));
      expect(Object.keys(byName)).toEqual(['alpha', 'hang', 'refused', 'unauth', 'noqueue']);
      expect(byName.alpha!.limits.source).toBe('KUEUE');
      for (const name of ['hang', 'refused', 'unauth', 'noqueue']) {
        expect(byName[name]!.limits).toMatchObject({ source: 'FALLBACK', maxCpuCores: 8, maxMemoryGiB: 32 });
        expect(byName[name]!.queue).toBeNull();
      }
      expect(byName.hang!.health.status).toBe('UNREACHABLE');
      expect(byName.refused!.health.status).toBe('UNREACHABLE');
      expect(byName.unauth!.health.status).toBe('UNAUTHORIZED');
      expect(byName.noqueue!.health.status).toBe('QUEUE_NOT_FOUND');
      for (const name of ['hang', 'refused', 'unauth', 'noqueue']) {
        expect(byName[name]!.health.message).toContain(name);
      }
    });

    it('asks plugins, passing the project and requests, and offers the union of their grants among active clusters', async () => {
      const calls: SelectClustersArgs[] = [];
      const alpha = await seedCluster(db.prisma, sim.cluster('alpha'), { sortOrder: 2 });
      const beta = await seedCluster(db.prisma, sim.cluster('beta'), { sortOrder: 1 });
      const gamma = await seedCluster(db.prisma, sim.cluster('gamma'), { sortOrder: 3, active: false });
      await seedCluster(db.prisma, sim.cluster('alpha'), { name: 'not-granted' });
      const hooks = new HookRegistry();
      hooks.register(
        pluginOf('one', (args) => {
          calls.push(args);
          return [alpha.id, gamma.id];
        }),
      );
      hooks.register(pluginOf('two', async () => [beta.id, alpha.id]));
      const t = app(hooks);
      const { token, user } = await seedUser(db.prisma);
      const project = await seedProject(db.prisma, [{ userId: user.id }]);

      const res = await t.execute(
        AvailableClusters,
        { projectId: project.id, requests: { cpu: '2', memory: '4Gi', deadlineSeconds: 60 } },
        { token },
      );
      expect(res.errors).toBeUndefined();
      expect(res.data?.availableClusters.map((c) => c.name)).toEqual(['beta', 'alpha']);
      expect(calls).toHaveLength(1);
      expect(calls[0]).toMatchObject({
        projectId: project.id,
        resourceRequests: { cpu: '2', memory: '4Gi', deadlineSeconds: 60 },
        user: { id: user.id },
      });
    });

    it('offers nothing when plugins are registered and all return nothing', async () => {
      await seedCluster(db.prisma, sim.cluster('alpha'));
      const hooks = new HookRegistry();
      hooks.register(pluginOf('empty', () => []));
      const { token } = await seedUser(db.prisma);
      const res = await app(hooks).execute(AvailableClusters, {}, { token });
      expect(res.errors).toBeUndefined();
      expect(res.data?.availableClusters).toEqual([]);
    });

    it('fails closed with a clear error when a plugin throws', async () => {
      await seedCluster(db.prisma, sim.cluster('alpha'));
      const hooks = new HookRegistry();
      hooks.register(pluginOf('generous', () => [`everything`]));
      hooks.register(
        pluginOf('broken', () => {
          throw new Error('allow-list file unreadable at /etc/secret/path');
        }),
      );
      const { token } = await seedUser(db.prisma);
      const res = await app(hooks).execute(AvailableClusters, {}, { token });
      expect(res.data).toBeNull();
      expect(res.errors?.[0]?.message).toMatch(/cluster selection failed in plugin "broken"/);
      expect(res.errors?.[0]?.extensions?.code).toBe('CLUSTER_SELECTION_FAILED');
      expect(JSON.stringify(res)).not.toContain('/etc/secret/path');
    });

    it('is for project members only', async () => {
      await seedCluster(db.prisma, sim.cluster('alpha'));
      const owner = await seedUser(db.prisma);
      const outsider = await seedUser(db.prisma);
      const project = await seedProject(db.prisma, [{ userId: owner.user.id }]);
      const t = app();
      const denied = await t.execute(AvailableClusters, { projectId: project.id }, { token: outsider.token });
      expect(denied.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      const allowed = await t.execute(AvailableClusters, { projectId: project.id }, { token: owner.token });
      expect(allowed.data?.availableClusters).toHaveLength(1);
      const anonymous = await t.execute(AvailableClusters, {});
      expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    });

    it('limits how often one user may ask, per minute', async () => {
      await seedCluster(db.prisma, sim.cluster('alpha'));
      const t = app(new HookRegistry(), { rateLimiter: new RateLimiter(2) });
      const alice = await seedUser(db.prisma);
      const bob = await seedUser(db.prisma);
      expect((await t.execute(AvailableClusters, {}, { token: alice.token })).errors).toBeUndefined();
      expect((await t.execute(AvailableClusters, {}, { token: alice.token })).errors).toBeUndefined();
      const limited = await t.execute(AvailableClusters, {}, { token: alice.token });
      expect(limited.errors?.[0]?.extensions).toMatchObject({ code: 'RATE_LIMITED', retryAfterSeconds: 30 });
      expect(limited.headers.get('retry-after')).toBe('30');
      expect(limited.errors?.[0]?.extensions).not.toHaveProperty('http');
      expect((await t.execute(AvailableClusters, {}, { token: bob.token })).errors).toBeUndefined();
    });

    it('rejects malformed quantities in requests with the field named', async () => {
      const { token } = await seedUser(db.prisma);
      const res = await app().execute(
        AvailableClusters,
        { requests: { cpu: '1i', memory: ' 1Gi' } },
        { token },
      );
      expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(res.errors?.[0]?.message).toContain('requests.cpu');
      expect(res.errors?.[0]?.message).toContain('requests.memory');
    });

    it('quotes at most 40 characters of an invalid quantity, however long it is', async () => {
      const { token } = await seedUser(db.prisma);
      const huge = `1${'x'.repeat(500_000)}`;
      const res = await app().execute(AvailableClusters, { requests: { cpu: huge } }, { token });
      expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(res.errors?.[0]?.message).toContain(`"1${'x'.repeat(39)}…"`);
      expect(JSON.stringify(res).length).toBeLessThan(2_000);
    });
  });

  describe('cluster administration', () => {
    const input = (overrides: Record<string, unknown> = {}) => ({
      name: 'registered',
      kubeconfig: sim.cluster('beta').kubeconfig,
      clusterQueue: 'team',
      localQueue: 'team',
      namespace: 'jobs',
      sortOrder: 3,
      ...overrides,
    });

    it('puts a cluster registered without a sort order after every existing one', async () => {
      const admin = await seedUser(db.prisma, { admin: true });
      const t = app();
      await seedCluster(db.prisma, null, { name: 'ordered-before', sortOrder: 5 });
      const { _max } = await db.prisma.cluster.aggregate({ _max: { sortOrder: true } });
      const res = await t.execute(
        RegisterCluster,
        { input: input({ name: 'unordered-newcomer', sortOrder: undefined }) },
        { token: admin.token },
      );
      const created = res.data?.registerCluster;
      if (created?.__typename !== 'Cluster') throw new Error(JSON.stringify(res));
      expect(created.sortOrder).toBe((_max.sortOrder ?? -10) + 10);
      const others = await db.prisma.cluster.findMany({ where: { id: { not: created.id } } });
      expect(others.every((c) => c.sortOrder < created.sortOrder)).toBe(true);
    });

    it('refuses a cluster name that differs from a registered one only by case', async () => {
      const admin = await seedUser(db.prisma, { admin: true });
      const t = app();
      await seedCluster(db.prisma, null, { name: 'Alpha' });
      const res = await t.execute(
        RegisterCluster,
        { input: input({ name: 'alpha' }) },
        { token: admin.token },
      );
      expect(res.data?.registerCluster).toMatchObject({
        __typename: 'ValidationError',
        message: 'a cluster named "Alpha" is already registered (names must differ by more than case)',
        issues: [{ field: 'name' }],
      });
      expect(await db.prisma.cluster.count()).toBe(1);
    });

    it('keeps the namespace while launched versions are active in it', async () => {
      const admin = await seedUser(db.prisma, { admin: true });
      const t = app();
      const cluster = await seedCluster(db.prisma, null, { name: 'Busy' });
      const project = await seedProject(db.prisma, [{ userId: admin.user.id }]);
      const version = await seedVersion(db.prisma, {
        userId: admin.user.id,
        projectId: project.id,
        cluster,
        launch: false,
      });
      await db.prisma.processVersion.update({
        where: { id: version.id },
        data: { status: 'RUNNING', jobName: `kb-${version.id}` },
      });
      const move = () =>
        t.execute(
          UpdateCluster,
          { input: { id: cluster.id, namespace: 'elsewhere' } },
          { token: admin.token },
        );
      expect((await move()).data?.updateCluster).toMatchObject({
        __typename: 'ValidationError',
        issues: [
          {
            field: 'namespace',
            message: `1 launched version is still active in namespace "${cluster.namespace}"; change the namespace once they have finished (or cancel them)`,
          },
        ],
      });
      await db.prisma.processVersion.update({ where: { id: version.id }, data: { status: 'SUCCEEDED' } });
      expect((await move()).data?.updateCluster).toMatchObject({ __typename: 'Cluster', id: cluster.id });
      expect((await db.prisma.cluster.findUniqueOrThrow({ where: { id: cluster.id } })).namespace).toBe(
        'elsewhere',
      );
    });

    it('keeps a description to 500 characters on one line, without control or bidirectional characters', async () => {
      const admin = await seedUser(db.prisma, { admin: true });
      const t = app();
      const refusal = async (description: string) => {
        const res = await t.execute(
          RegisterCluster,
          { input: input({ description }) },
          { token: admin.token },
        );
        const result = res.data?.registerCluster;
        return result?.__typename === 'ValidationError' ? result.issues[0] : result?.__typename;
      };
      expect(await refusal('d'.repeat(501))).toEqual({
        field: 'description',
        message: 'description must be at most 500 characters',
      });
      expect(await refusal('GPU nodes\r\nsecond line')).toMatchObject({ field: 'description' });
      expect(await refusal('GPU \u2066nodes\u2069')).toMatchObject({
        field: 'description',
        message: 'description must not contain bidirectional-text control characters',
      });
      expect(await db.prisma.cluster.count()).toBe(0);
      expect(await refusal(' GPU nodes, Zürich ')).toBe('Cluster');
      const row = await db.prisma.cluster.findFirstOrThrow();
      expect(row.description).toBe('GPU nodes, Zürich');
      const update = await t.execute(
        UpdateCluster,
        { input: { id: row.id, description: '\u202Eevil' } },
        { token: admin.token },
      );
      expect(update.data?.updateCluster).toMatchObject({ __typename: 'ValidationError' });
    });

    it('admins register and update clusters; credentials are never readable back', async () => {
      const admin = await seedUser(db.prisma, { admin: true });
      const t = app();
      const created = await t.execute(
        RegisterCluster,
        {
          input: input({
            registryAuth: JSON.stringify({ auths: { 'registry.example.com': { auth: 'dXNlcjpwYXNz' } } }),
          }),
        },
        { token: admin.token },
      );
      const cluster = created.data?.registerCluster;
      expect(cluster).toMatchObject({
        __typename: 'Cluster',
        name: 'registered',
        sortOrder: 3,
        active: true,
        hasRegistryAuth: true,
      });
      if (cluster?.__typename !== 'Cluster') throw new Error('not registered');

      const row = await db.prisma.cluster.findUniqueOrThrow({ where: { id: cluster.id } });
      expect(Buffer.from(row.kubeconfigEncrypted).toString('latin1')).not.toContain(
        sim.cluster('beta').token,
      );

      const updated = await t.execute(
        UpdateCluster,
        { input: { id: cluster.id, sortOrder: 7, active: false, maxRuntimeSeconds: 120 } },
        { token: admin.token },
      );
      expect(updated.data?.updateCluster).toMatchObject({
        sortOrder: 7,
        active: false,
        maxRuntimeSeconds: 120,
      });
      const unbounded = await t.execute(
        UpdateCluster,
        { input: { id: cluster.id, maxRuntimeSeconds: null } },
        { token: admin.token },
      );
      expect(unbounded.data?.updateCluster).toMatchObject({ maxRuntimeSeconds: null, sortOrder: 7 });

      const listed = await t.execute(AdminClusters, {}, { token: admin.token });
      expect(listed.data?.clusters.map((c) => c.name)).toEqual(['registered']);
      expect(JSON.stringify(listed)).not.toMatch(/certificate-authority-data|token:|BEGIN/);
    });

    it('non-admins can neither register clusters nor list them all', async () => {
      const user = await seedUser(db.prisma);
      const t = app();
      const res = await t.execute(RegisterCluster, { input: input() }, { token: user.token });
      expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect(await db.prisma.cluster.count()).toBe(0);
      expect((await t.execute(AdminClusters, {}, { token: user.token })).errors?.[0]?.extensions?.code).toBe(
        'FORBIDDEN',
      );
    });

    const kubeconfigWith = (mutate: (doc: KubeconfigDoc) => void) => {
      const doc = JSON.parse(JSON.stringify(parseYaml(sim.cluster('beta').kubeconfig)));
      mutate(doc);
      return stringifyYaml(doc);
    };

    const rejections: [string, (doc: KubeconfigDoc) => void, RegExp][] = [
      [
        'exec',
        (d) => (d.users[0].user = { exec: { command: 'rm', apiVersion: 'client.authentication.k8s.io/v1' } }),
        /exec/,
      ],
      ['auth-provider', (d) => (d.users[0].user = { 'auth-provider': { name: 'gcp' } }), /auth-provider/],
      ['a token file', (d) => (d.users[0].user = { tokenFile: '/var/run/token' }), /tokenFile/],
      [
        'a CA file path',
        (d) => (d.clusters[0].cluster['certificate-authority'] = '/etc/ca.pem'),
        /certificate-authority/,
      ],
      [
        'insecure-skip-tls-verify',
        (d) => (d.clusters[0].cluster['insecure-skip-tls-verify'] = true),
        /insecure-skip-tls-verify/,
      ],
      ['proxy-url', (d) => (d.clusters[0].cluster['proxy-url'] = 'http://proxy:3128'), /proxy-url/],
      [
        'an http server',
        (d) => (d.clusters[0].cluster.server = d.clusters[0].cluster.server.replace('https:', 'http:')),
        /server/,
      ],
      [
        'userinfo in the URL',
        (d) =>
          (d.clusters[0].cluster.server = d.clusters[0].cluster.server.replace('https://', 'https://u:p@')),
        /server/,
      ],
    ];

    for (const [what, mutate, field] of rejections) {
      it(`a kubeconfig with ${what} is rejected, naming the field`, async () => {
        const admin = await seedUser(db.prisma, { admin: true });
        const res = await app().execute(
          RegisterCluster,
          { input: input({ kubeconfig: kubeconfigWith(mutate) }) },
          { token: admin.token },
        );
        const result = res.data?.registerCluster;
        expect(result?.__typename).toBe('ValidationError');
        if (result?.__typename !== 'ValidationError') return;
        expect(result.issues[0]?.field).toBe('kubeconfig');
        expect(result.message).toMatch(field);
        expect(await db.prisma.cluster.count()).toBe(0);
      });
    }
  });

  describe('secrets', () => {
    it('no token of a kubeconfig appears in a response or log line, whether the cluster accepts it, rejects it or the policy does', async () => {
      const admin = await seedUser(db.prisma, { admin: true });
      const t = app();
      const before = { seen: seen.length, lines: lines.length };
      await seedCluster(db.prisma, sim.cluster('alpha'));
      await seedCluster(db.prisma, sim.cluster('unauth'));
      await t.execute(AvailableClusters, {}, { token: admin.token });
      await t.execute(AdminClusters, {}, { token: admin.token });
      const withExec = sim
        .cluster('beta')
        .kubeconfig.replace(/token: (.*)/, 'token: $1\n    exec: { command: sh }');
      const refused = await t.execute(
        RegisterCluster,
        {
          input: {
            name: 'leaky',
            kubeconfig: withExec,
            clusterQueue: 'team',
            localQueue: 'team',
            namespace: 'jobs',
          },
        },
        { token: admin.token },
      );
      expect(refused.data?.registerCluster.__typename).toBe('ValidationError');
      const responses = seen.slice(before.seen);
      const logged = lines.slice(before.lines);
      expect(responses).toHaveLength(3);
      expect(responses[0]).toContain('UNAUTHORIZED');
      expect(logged.length).toBeGreaterThan(0);
      for (const text of [...responses, ...logged]) {
        for (const secret of secretsOf(sim)) expect(text).not.toContain(secret);
        expect(text).not.toMatch(/BEGIN (CERTIFICATE|[A-Z ]*PRIVATE KEY)|certificate-authority-data/);
      }
    });
  });

  // Whatever each test above did, nothing it answered or logged carried a secret.
  afterEach(() => {
    for (const text of [...seen.splice(0), ...lines.splice(0)]) {
      for (const secret of secretsOf(sim)) expect(text).not.toContain(secret);
    }
  });
});
