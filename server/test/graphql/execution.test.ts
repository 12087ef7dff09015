import type { KubeSim } from 'kube-sim';
import { startKubeSim } from 'kube-sim';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Cluster } from '../../src/generated/prisma/client.ts';
import { jobNameFor } from '../../src/kube/jobs.ts';
import { graphql } from '../gql/index.ts';
import { createTestApp, seedProject, seedUser, type TestApp } from '../helpers/app.ts';
import { createTestRegistry, secretsOf, seedCluster, simCluster } from '../helpers/clusters.ts';
import { createTestDatabase, describePostgres, type TestDatabase } from '../helpers/database.ts';
import { seedVersion } from '../helpers/versions.ts';

const Cancel = graphql(`
  mutation ExecutionTest_Cancel($id: ID!) {
    cancelProcessVersion(id: $id) {
      __typename
      ... on Error { message }
      ... on ProcessVersion {
        id
        status
        statusReason
        statusMessage
        cancelRequestedAt
        jobName
        finishedAt
        history { status reason message createdAt }
      }
      ... on ClusterUnavailableError { clusterName kind retrying }
      ... on VersionNotCancellableError { status }
    }
  }
`);

const Version = graphql(`
  query ExecutionTest_Version($id: ID!) {
    processVersion(id: $id) {
      status
      statusReason
      statusMessage
      jobName
      launchedAt
      startedAt
      finishedAt
      exitCode
      history { status reason }
    }
  }
`);

describePostgres('cancelProcessVersion through GraphQL', () => {
  let db: TestDatabase;
  let sim: KubeSim;
  let t: TestApp;
  let cluster: Cluster;
  let member: Awaited<ReturnType<typeof seedUser>>;
  let viewer: Awaited<ReturnType<typeof seedUser>>;
  let outsider: Awaited<ReturnType<typeof seedUser>>;
  let projectId: string;

  beforeAll(async () => {
    db = await createTestDatabase();
    sim = await startKubeSim({ clock: { speed: 0 }, clusters: [simCluster('edge')] });
    cluster = await seedCluster(db.prisma, sim.cluster('edge'), { name: 'Edge' });
    // No breaker in the way: each test meets the fault it sets, not the previous test's open circuit.
    t = createTestApp(db.prisma, {
      configOverrides: { clusterTimeoutMs: 500 },
      kube: createTestRegistry({ timeoutMs: 500, breakerThreshold: 1_000 }),
    });
    member = await seedUser(db.prisma);
    viewer = await seedUser(db.prisma);
    outsider = await seedUser(db.prisma);
    projectId = (
      await seedProject(db.prisma, [
        { userId: member.user.id, role: 'MEMBER' },
        { userId: viewer.user.id, role: 'VIEWER' },
      ])
    ).id;
  }, 60_000);

  afterAll(async () => {
    await t?.services.kube.close();
    await sim?.stop();
    await db?.drop();
  });

  const seed = (extra: Partial<Parameters<typeof seedVersion>[1]> = {}) =>
    seedVersion(db.prisma, {
      userId: member.user.id,
      projectId,
      cluster,
      runAfter: new Date(Date.now() + 3_600_000),
      ...extra,
    });

  it('lets a member cancel a version before launch and answers it CANCELLED with its timeline', async () => {
    const v = await seed();
    const res = await t.execute(Cancel, { id: v.id }, { token: member.token });
    expect(res.errors).toBeUndefined();
    expect(res.data?.cancelProcessVersion).toMatchObject({
      __typename: 'ProcessVersion',
      status: 'CANCELLED',
      statusReason: 'Cancelled',
      statusMessage: 'cancelled before launch',
      jobName: null,
      history: [
        { status: 'PENDING', reason: null },
        { status: 'CANCELLED', reason: 'Cancelled', message: 'cancelled before launch' },
      ],
    });
    const again = await t.execute(Cancel, { id: v.id }, { token: member.token });
    expect(again.data?.cancelProcessVersion).toMatchObject({
      __typename: 'VersionNotCancellableError',
      status: 'CANCELLED',
    });
  });

  it('refuses a viewer with FORBIDDEN and hides the version from non-members', async () => {
    const v = await seed();
    const asViewer = await t.execute(Cancel, { id: v.id }, { token: viewer.token });
    expect(asViewer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const asOutsider = await t.execute(Cancel, { id: v.id }, { token: outsider.token });
    expect(asOutsider.data?.cancelProcessVersion).toMatchObject({ __typename: 'NotFoundError' });
    const stored = await db.prisma.processVersion.findUniqueOrThrow({ where: { id: v.id } });
    expect(stored.cancelRequestedAt).toBeNull();
    expect(stored.status).toBe('PENDING');
  });

  it('says the cluster is not reachable, within the budget, and keeps the cancel for later', async () => {
    const v = await seed({ launch: false });
    await db.prisma.processVersion.update({
      where: { id: v.id },
      data: { status: 'RUNNING', jobName: jobNameFor(v.id), launchedAt: new Date() },
    });
    await sim.cluster('edge').faults.set({ hang: true });
    try {
      const res = await t.execute(Cancel, { id: v.id }, { token: member.token });
      expect(res.data?.cancelProcessVersion).toEqual({
        __typename: 'ClusterUnavailableError',
        message:
          'cluster Edge is not reachable (no answer in time); the cancel is kept and retried until the cluster answers',
        clusterName: 'Edge',
        kind: 'TIMEOUT',
        retrying: true,
      });
      for (const secret of secretsOf(sim)) expect(JSON.stringify(res)).not.toContain(secret);
    } finally {
      await sim.cluster('edge').faults.clear();
    }
    const stored = await db.prisma.processVersion.findUniqueOrThrow({ where: { id: v.id } });
    expect(stored.cancelRequestedAt).not.toBeNull();
    expect(stored.status).toBe('RUNNING');
  });

  it('names the cluster when its credentials are rejected', async () => {
    const v = await seed({ launch: false });
    await db.prisma.processVersion.update({
      where: { id: v.id },
      data: { status: 'QUEUED', jobName: jobNameFor(v.id), launchedAt: new Date() },
    });
    await sim.cluster('edge').faults.set({ unauthorized: true });
    try {
      const res = await t.execute(Cancel, { id: v.id }, { token: member.token });
      expect(res.data?.cancelProcessVersion).toMatchObject({
        __typename: 'ClusterUnavailableError',
        message:
          'credentials for cluster Edge were rejected; the cancel is kept and retried until the cluster answers',
        kind: 'UNAUTHORIZED',
      });
    } finally {
      await sim.cluster('edge').faults.clear();
    }
  });

  it('exposes the execution fields of a version', async () => {
    const v = await seed();
    const res = await t.execute(Version, { id: v.id }, { token: member.token });
    expect(res.data?.processVersion).toEqual({
      status: 'PENDING',
      statusReason: null,
      statusMessage: null,
      jobName: null,
      launchedAt: null,
      startedAt: null,
      finishedAt: null,
      exitCode: null,
      history: [{ status: 'PENDING', reason: null }],
    });
  });
});
