import type { KubeSim } from 'kube-sim';
import { startKubeSim } from 'kube-sim';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type { ClusterClientRegistry } from '../../src/kube/client-registry.ts';
import { HookRegistry } from '../../src/plugins/registry.ts';
import type { ClusterGrant } from '../../src/plugins/types.ts';
import { graphql } from '../gql/index.ts';
import { createTestApp, seedProject, seedUser, type TestApp } from '../helpers/app.ts';
import { createTestRegistry, seedCluster, simCluster } from '../helpers/clusters.ts';
import { createTestDatabase, describePostgres, type TestDatabase } from '../helpers/database.ts';

/**
 * The policy hook may restrict priority classes per project (ARCHITECTURE §16, docs/plugins.md): a grant
 * `{ clusterId, priorityClasses }` allows only those classes there. availableClusters offers only the allowed ones
 * (a withheld class: fitsRequest false, estimate NEVER saying why), createProcess and rerunProcess refuse a withheld
 * class with a ValidationError naming the allowed ones, and EARLIEST_START places only where the class is allowed.
 * Real parts: GraphQL, PostgreSQL, kube-sim's Kueue with WorkloadPriorityClasses.
 */

const Classes = graphql(`
  query PriorityPolicyTest_Classes($projectId: ID, $requests: ResourceRequestsInput) {
    availableClusters(projectId: $projectId, requests: $requests) {
      id
      name
      fitsRequest
      limits { priorityClasses { name value description } }
      startEstimate { basis message }
    }
  }
`);

const Create = graphql(`
  mutation PriorityPolicyTest_Create($input: CreateProcessInput!) {
    createProcess(input: $input) {
      __typename
      ... on CreateProcessPayload { cluster { name } version { id resources { priorityClass } } }
      ... on ValidationError { issues { field message } }
      ... on Error { message }
    }
  }
`);

const Rerun = graphql(`
  mutation PriorityPolicyTest_Rerun($input: RerunProcessInput!) {
    rerunProcess(input: $input) {
      __typename
      ... on CreateProcessPayload { cluster { name } version { resources { priorityClass } } }
      ... on ValidationError { issues { field message } }
      ... on Error { message }
    }
  }
`);

const CLASSES = [
  { name: 'urgent', value: 1000, description: 'on call' },
  { name: 'high', value: 100, description: 'interactive work' },
  { name: 'low', value: 0, description: 'batch work, may wait' },
];
const REQUESTS = { cpu: '1', memory: '1Gi', deadlineSeconds: 600 };

let sim: KubeSim;
let db: TestDatabase;
let kube: ClusterClientRegistry;
let t: TestApp;
let token: string;
let projectId: string;
let otherProjectId: string;
const ids: Record<string, string> = {};
/** What the policy plugins answer, per plugin, for the project asked about (set by each test). */
let policy: { first: (projectId: string | null) => ClusterGrant[]; second: ClusterGrant[] | null };

async function classes(requests?: Record<string, unknown>, project = projectId) {
  const res = await t.execute(Classes, { projectId: project, ...(requests ? { requests } : {}) }, { token });
  expect(res.errors).toBeUndefined();
  return Object.fromEntries(res.data!.availableClusters.map((c) => [c.name, c]));
}

const input = (priorityClass: string | null, extra: Record<string, unknown> = {}) => ({
  projectId,
  clusterId: ids.tight!,
  name: `classed-${priorityClass}-${Math.random().toString(36).slice(2, 8)}`,
  image: 'busybox:1.36',
  command: ['sh', '-c', 'sleep 60'],
  resources: { ...REQUESTS, ...(priorityClass ? { priorityClass } : {}) },
  ...extra,
});

const names = (list: { name: string }[]) => list.map((c) => c.name);

describePostgres('the policy hook restricts priority classes per project', () => {
  beforeAll(async () => {
    db = await createTestDatabase();
    const withClasses = { workloadPriorityClasses: CLASSES };
    sim = await startKubeSim({
      clock: { speed: 0 },
      clusters: [
        // "tight" comes first: where a plain createProcess goes, and EARLIEST_START's tie winner.
        simCluster('tight', [{ name: 'default', cpu: '4', memory: '16Gi' }], withClasses),
        simCluster('open', [{ name: 'default', cpu: '4', memory: '16Gi' }], withClasses),
      ],
    });
    kube = createTestRegistry({ timeoutMs: 2_000, breakerHalfOpenAfterMs: 60_000 });
    const hooks = new HookRegistry();
    hooks.register({
      name: 'per-project',
      hooks: { selectClusters: ({ projectId }) => policy.first(projectId ?? null) },
    });
    hooks.register({ name: 'extra', hooks: { selectClusters: () => policy.second ?? [] } });
    t = createTestApp(db.prisma, { kube, hooks, now: () => new Date(sim.clock.now()) });
    for (const [order, c] of sim.clusters.entries())
      ids[c.name] = (await seedCluster(db.prisma, c, { sortOrder: order })).id;
    const user = await seedUser(db.prisma);
    token = user.token;
    projectId = (await seedProject(db.prisma, [{ userId: user.user.id }])).id;
    otherProjectId = (await seedProject(db.prisma, [{ userId: user.user.id }])).id;
  }, 60_000);

  beforeEach(() => {
    // This project: only "low" on tight, every class on open. Any other project: every class everywhere.
    policy = {
      first: (project) =>
        project === projectId
          ? [{ clusterId: ids.tight!, priorityClasses: ['low'] }, ids.open!]
          : [ids.tight!, { clusterId: ids.open! }],
      second: null,
    };
  });

  afterAll(async () => {
    await t?.services.clusterStates.close();
    await kube?.close();
    await sim?.stop();
    await db?.drop();
  });

  it('offers only the allowed classes, and a withheld one does not fit, saying why', async () => {
    const listed = await classes();
    expect(listed.tight!.limits.priorityClasses).toEqual([CLASSES[2]]);
    expect(names(listed.open!.limits.priorityClasses)).toEqual(['urgent', 'high', 'low']);
    // Another project of the same user: the policy allows every class there.
    const other = await classes(undefined, otherProjectId);
    expect(names(other.tight!.limits.priorityClasses)).toEqual(['urgent', 'high', 'low']);

    const high = await classes({ ...REQUESTS, priorityClass: 'high' });
    expect(high.tight).toMatchObject({
      fitsRequest: false,
      startEstimate: {
        basis: 'NEVER',
        message:
          'cannot start: priority class "high" of cluster tight is not allowed to you for this project: the classes allowed to you there are low (0)',
      },
    });
    expect(high.open).toMatchObject({ fitsRequest: true, startEstimate: { basis: 'NOW' } });
    // Allowed, and omitted (priority 0), both fit.
    expect((await classes({ ...REQUESTS, priorityClass: 'low' })).tight!.fitsRequest).toBe(true);
    expect((await classes(REQUESTS)).tight!.fitsRequest).toBe(true);
    // A class no cluster has: named as missing, the allowed ones listed.
    expect((await classes({ ...REQUESTS, priorityClass: 'nope' })).tight!.startEstimate!.message).toBe(
      'cannot start: cluster tight has no priority class "nope": the classes allowed to you there are low (0)',
    );
  });

  it('refuses a withheld class on createProcess, naming the allowed ones, and accepts an allowed one', async () => {
    const refused = await t.execute(Create, { input: input('high') }, { token });
    expect(refused.data!.createProcess).toMatchObject({
      __typename: 'ValidationError',
      issues: [
        {
          field: 'resources.priorityClass',
          message:
            'priority class "high" of cluster tight is not allowed to you for this project: the classes allowed to you there are low (0)',
        },
      ],
    });
    expect(await db.prisma.process.count({ where: { projectId } })).toBe(0);
    const created = await t.execute(Create, { input: input('low') }, { token });
    expect(created.data!.createProcess).toMatchObject({
      __typename: 'CreateProcessPayload',
      cluster: { name: 'tight' },
      version: { resources: { priorityClass: 'low' } },
    });
    // The same class is fine for a project the policy does not restrict.
    const elsewhere = await t.execute(
      Create,
      { input: { ...input('high'), projectId: otherProjectId, dryRun: true } },
      { token },
    );
    expect(elsewhere.data!.createProcess).toMatchObject({ __typename: 'CreateProcessPayload' });
  });

  it('re-derives the classes on rerunProcess: a withheld override is refused, the copied class re-checked', async () => {
    const created = await t.execute(Create, { input: input('low') }, { token });
    const payload = created.data!.createProcess;
    if (payload.__typename !== 'CreateProcessPayload') throw new Error(JSON.stringify(payload));
    const versionId = payload.version!.id;
    const rerun = (extra: Record<string, unknown>) =>
      t.execute(Rerun, { input: { processVersionId: versionId, dryRun: true, ...extra } }, { token });

    expect((await rerun({ resources: { priorityClass: 'urgent' } })).data!.rerunProcess).toMatchObject({
      __typename: 'ValidationError',
      issues: [
        {
          field: 'resources.priorityClass',
          message:
            'priority class "urgent" of cluster tight is not allowed to you for this project: the classes allowed to you there are low (0)',
        },
      ],
    });
    expect((await rerun({ dryRun: false })).data!.rerunProcess).toMatchObject({
      __typename: 'CreateProcessPayload',
      version: { resources: { priorityClass: 'low' } },
    });
    // On open, every class is allowed.
    expect(
      (await rerun({ clusterId: ids.open!, resources: { priorityClass: 'urgent' } })).data!.rerunProcess,
    ).toMatchObject({ __typename: 'CreateProcessPayload', cluster: { name: 'open' } });
    // The policy changes: "low" is withheld on tight now; the copied class is refused.
    policy.first = () => [{ clusterId: ids.tight!, priorityClasses: ['high'] }, ids.open!];
    expect((await rerun({})).data!.rerunProcess).toMatchObject({
      __typename: 'ValidationError',
      issues: [
        {
          field: 'resources.priorityClass',
          message:
            'priority class "low" of cluster tight is not allowed to you for this project: the classes allowed to you there are high (100)',
        },
      ],
    });
  });

  it('places EARLIEST_START only where the class is allowed', async () => {
    const placed = await t.execute(
      Create,
      { input: { ...input('high'), clusterId: null, placement: 'EARLIEST_START', dryRun: true } },
      { token },
    );
    expect(placed.data!.createProcess).toMatchObject({
      __typename: 'CreateProcessPayload',
      cluster: { name: 'open' },
    });
    // With "low" both start now: the tie goes to the first by sort order.
    const low = await t.execute(
      Create,
      { input: { ...input('low'), clusterId: null, placement: 'EARLIEST_START', dryRun: true } },
      { token },
    );
    expect(low.data!.createProcess).toMatchObject({ cluster: { name: 'tight' } });
  });

  it('unites the grants of several plugins: listed classes add up, a plain grant allows every class', async () => {
    policy.second = [{ clusterId: ids.tight!, priorityClasses: ['urgent'] }];
    expect(names((await classes()).tight!.limits.priorityClasses)).toEqual(['urgent', 'low']);
    policy.second = [ids.tight!];
    expect(names((await classes()).tight!.limits.priorityClasses)).toEqual(['urgent', 'high', 'low']);
    // An empty list allows no class there; a request without one (priority 0) still goes.
    policy.first = () => [{ clusterId: ids.tight!, priorityClasses: [] }, ids.open!];
    policy.second = null;
    const none = await classes({ ...REQUESTS, priorityClass: 'low' });
    expect(none.tight!.limits.priorityClasses).toEqual([]);
    expect(none.tight!.startEstimate!.message).toBe(
      'cannot start: priority class "low" of cluster tight is not allowed to you for this project: no class is allowed to you there (omit priorityClass: priority 0)',
    );
    expect((await classes(REQUESTS)).tight!.fitsRequest).toBe(true);
  });
});
