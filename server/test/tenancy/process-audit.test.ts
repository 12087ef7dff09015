import type { KubeSim } from 'kube-sim';
import { startKubeSim } from 'kube-sim';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { RateLimiter } from '../../src/services/rate-limit.ts';
import { graphql } from '../gql/index.ts';
import { clusterStatesFor, createTestApp, seedProject, seedUser, type TestApp } from '../helpers/app.ts';
import { createTestRegistry, seedCluster, simCluster } from '../helpers/clusters.ts';
import { createTestDatabase, describePostgres, type TestDatabase } from '../helpers/database.ts';

const Create = graphql(`
  mutation ProcessAuditTest_Create($input: CreateProcessInput!) {
    createProcess(input: $input) {
      __typename
      ... on CreateProcessPayload { process { id } version { id } }
      ... on ValidationError { issues { field message } }
    }
  }
`);

const Rerun = graphql(`
  mutation ProcessAuditTest_Rerun($input: RerunProcessInput!) {
    rerunProcess(input: $input) {
      __typename
      ... on CreateProcessPayload { version { id version } }
    }
  }
`);

const Cancel = graphql(`
  mutation ProcessAuditTest_Cancel($id: ID!) {
    cancelProcessVersion(id: $id) { __typename ... on ProcessVersion { status } }
  }
`);

const Audit = graphql(`
  query ProcessAuditTest_Audit($filter: AuditEventFilter) {
    auditActions
    auditEvents(first: 100, filter: $filter) {
      edges { node { action targetType targetId summary actor { email } } }
    }
  }
`);

// Process creation, re-run and cancel in the audit log (issue 25): one row each, by whoever did it, written with
// the change itself (a creation refused or only tried writes none), listed by the audit page's action filter.
describePostgres('process create, re-run and cancel in the audit log', () => {
  let db: TestDatabase;
  let sim: KubeSim;
  let t: TestApp;

  beforeAll(async () => {
    db = await createTestDatabase();
    sim = await startKubeSim({
      clusters: [
        {
          ...simCluster('alpha'),
          clusterQueues: [
            {
              name: 'team',
              resourceGroups: [
                { flavors: [{ name: 'default', cpu: '16', memory: '64Gi' }] },
                { flavors: [{ name: 'h100', resources: { 'nvidia.com/gpu': 4 } }] },
              ],
            },
          ],
        },
      ],
    });
    const kube = createTestRegistry({ timeoutMs: 400 });
    t = createTestApp(db.prisma, {
      kube,
      clusterStates: clusterStatesFor(db.prisma, kube, { timeoutMs: 400 }),
      rateLimiter: new RateLimiter(100_000),
      launchQueue: { wake: () => {} },
    });
  });
  afterAll(async () => {
    t?.services.accessWatch?.close();
    await sim?.stop();
    await db?.drop();
  });

  async function audit(token: string, action: string) {
    const res = await t.execute(Audit, { filter: { action } }, { token });
    expect(res.errors).toBeUndefined();
    return {
      actions: res.data!.auditActions,
      rows: res.data!.auditEvents.edges.map((e) => e.node),
    };
  }

  it('create, re-run and cancel each write one row by the member who did it; the action filter lists them', async () => {
    await seedCluster(db.prisma, sim.cluster('alpha'), { name: 'Alpha' });
    const admin = await seedUser(db.prisma, { admin: true });
    const owner = await seedUser(db.prisma);
    const teammate = await seedUser(db.prisma);
    const project = await seedProject(db.prisma, [
      { userId: owner.user.id, role: 'OWNER' },
      { userId: teammate.user.id, role: 'MEMBER' },
    ]);
    const projectName = (await db.prisma.project.findUniqueOrThrow({ where: { id: project.id } })).name;
    const base = {
      projectId: project.id,
      image: 'python:3.12',
      env: [{ name: 'TOKEN', value: 'do-not-log-me' }],
      resources: { cpu: '2', memory: '4Gi' },
    };

    // A dry run and a refused creation write nothing.
    const dry = await t.execute(
      Create,
      { input: { ...base, name: 'train', dryRun: true } },
      { token: owner.token },
    );
    expect(dry.data?.createProcess.__typename).toBe('CreateProcessPayload');
    const refused = await t.execute(
      Create,
      { input: { ...base, name: 'train', resources: { cpu: '100', memory: '4Gi' } } },
      { token: owner.token },
    );
    expect(refused.data?.createProcess.__typename).toBe('ResourceLimitExceededError');
    expect((await audit(admin.token, 'process.create')).rows).toEqual([]);

    const created = await t.execute(
      Create,
      {
        input: {
          ...base,
          name: 'train',
          resources: {
            cpu: '2',
            memory: '4Gi',
            extended: [{ name: 'nvidia.com/gpu', quantity: '2' }],
            flavor: 'h100',
          },
        },
      },
      { token: owner.token },
    );
    const payload = created.data!.createProcess;
    if (payload.__typename !== 'CreateProcessPayload') throw new Error(JSON.stringify(payload));
    const theirs = await t.execute(Create, { input: { ...base, name: 'eval' } }, { token: teammate.token });
    const theirsPayload = theirs.data!.createProcess;
    if (theirsPayload.__typename !== 'CreateProcessPayload') throw new Error(JSON.stringify(theirsPayload));

    const creations = await audit(admin.token, 'process.create');
    expect(creations.rows).toEqual([
      {
        action: 'process.create',
        targetType: 'Process',
        targetId: theirsPayload.process!.id,
        summary: `created process "eval" in project ${JSON.stringify(projectName)} on cluster "Alpha" (cpu 2, memory 4Gi)`,
        actor: { email: teammate.user.email },
      },
      {
        action: 'process.create',
        targetType: 'Process',
        targetId: payload.process!.id,
        summary: `created process "train" in project ${JSON.stringify(projectName)} on cluster "Alpha" (cpu 2, memory 4Gi, nvidia.com/gpu 2, flavor h100)`,
        actor: { email: owner.user.email },
      },
    ]);

    const rerun = await t.execute(
      Rerun,
      { input: { processVersionId: payload.version!.id, resources: { cpu: '4' } } },
      { token: teammate.token },
    );
    const rerunPayload = rerun.data!.rerunProcess;
    if (rerunPayload.__typename !== 'CreateProcessPayload') throw new Error(JSON.stringify(rerunPayload));
    expect(rerunPayload.version!.version).toBe(2);
    expect((await audit(admin.token, 'version.create')).rows).toEqual([
      {
        action: 'version.create',
        targetType: 'ProcessVersion',
        targetId: rerunPayload.version!.id,
        summary: `re-ran "train" in project ${JSON.stringify(projectName)} as version 2 (from version 1) on cluster "Alpha" (cpu 4, memory 4Gi, nvidia.com/gpu 2, flavor h100)`,
        actor: { email: teammate.user.email },
      },
    ]);

    // The owner cancels their own version and the teammate's; cancelling a finished one again writes no row.
    const cancelled = [];
    for (const id of [payload.version!.id, theirsPayload.version!.id, payload.version!.id]) {
      const res = await t.execute(Cancel, { id }, { token: owner.token });
      cancelled.push(res.data?.cancelProcessVersion);
    }
    expect(cancelled).toEqual([
      { __typename: 'ProcessVersion', status: 'CANCELLED' },
      { __typename: 'ProcessVersion', status: 'CANCELLED' },
      { __typename: 'VersionNotCancellableError' },
    ]);
    const cancels = await audit(admin.token, 'version.cancel');
    expect(cancels.rows).toEqual([
      {
        action: 'version.cancel',
        targetType: 'ProcessVersion',
        targetId: theirsPayload.version!.id,
        summary: `cancelled version 1 of "eval" started by ${teammate.user.email} (was PENDING)`,
        actor: { email: owner.user.email },
      },
      {
        action: 'version.cancel',
        targetType: 'ProcessVersion',
        targetId: payload.version!.id,
        summary: 'cancelled version 1 of "train" (was PENDING)',
        actor: { email: owner.user.email },
      },
    ]);
    expect(cancels.actions).toEqual(
      expect.arrayContaining(['process.create', 'version.cancel', 'version.create']),
    );

    const dump = JSON.stringify(await db.prisma.auditEvent.findMany());
    expect(dump).not.toContain('do-not-log-me');
  });

  it('two creations of one name at once: one process, one process.create row', async () => {
    const admin = await seedUser(db.prisma, { admin: true });
    const member = await seedUser(db.prisma);
    const project = await seedProject(db.prisma, [{ userId: member.user.id, role: 'MEMBER' }]);
    const input = {
      projectId: project.id,
      name: 'race',
      image: 'busybox',
      resources: { cpu: '1', memory: '1Gi' },
    };
    const results = await Promise.all(
      [0, 1, 2].map(() => t.execute(Create, { input }, { token: member.token })),
    );
    const won = results.filter((r) => r.data?.createProcess.__typename === 'CreateProcessPayload');
    expect(won).toHaveLength(1);
    const rows = (await audit(admin.token, 'process.create')).rows.filter((r) =>
      r.summary.startsWith('created process "race"'),
    );
    expect(rows).toHaveLength(1);
    expect(await db.prisma.process.count({ where: { projectId: project.id } })).toBe(1);
  });
});
