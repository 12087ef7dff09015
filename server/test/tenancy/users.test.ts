import { afterAll, beforeAll, expect, it } from 'vitest';
import { graphql } from '../gql/index.ts';
import { createTestApp, seedProject, seedUser, type TestApp } from '../helpers/app.ts';
import { offlineKubeconfig } from '../helpers/clusters.ts';
import { createTestDatabase, describePostgres, type TestDatabase } from '../helpers/database.ts';
import { listen, mcpClient } from '../helpers/http.ts';
import { seedRunVersion } from '../helpers/log-fixtures.ts';

const Users = graphql(`
  query UsersTest_Users {
    users { id email isAdmin active lastSeenAt }
  }
`);

const Viewer = graphql(`
  query UsersTest_Viewer {
    viewer { id active canCreateProjects }
  }
`);

const Deactivate = graphql(`
  mutation UsersTest_Deactivate($id: ID!) {
    deactivateUser(id: $id) {
      __typename
      ... on User { id active }
      ... on NotFoundError { message }
    }
  }
`);

const Reactivate = graphql(`
  mutation UsersTest_Reactivate($id: ID!) {
    reactivateUser(id: $id) {
      __typename
      ... on User { id active }
      ... on NotFoundError { message }
    }
  }
`);

const CreateToken = graphql(`
  mutation UsersTest_CreateToken($name: String!, $expiresAt: DateTime) {
    createApiToken(name: $name, expiresAt: $expiresAt) {
      __typename
      ... on CreatedApiToken { token apiToken { id prefix } }
    }
  }
`);

const RevokeToken = graphql(`
  mutation UsersTest_RevokeToken($id: ID!) {
    revokeApiToken(id: $id)
  }
`);

const Register = graphql(`
  mutation UsersTest_Register($input: RegisterClusterInput!) {
    registerCluster(input: $input) { __typename ... on Cluster { id } }
  }
`);

const Update = graphql(`
  mutation UsersTest_Update($input: UpdateClusterInput!) {
    updateCluster(input: $input) { __typename ... on Cluster { id active } }
  }
`);

const Cancel = graphql(`
  mutation UsersTest_Cancel($id: ID!) {
    cancelProcessVersion(id: $id) { __typename ... on ProcessVersion { status } }
  }
`);

const Audit = graphql(`
  query UsersTest_Audit($first: Int) {
    auditEvents(first: $first) {
      edges { node { action targetType targetId summary actor { email } } }
    }
  }
`);

describePostgres('users, deactivation and the audit log', () => {
  let db: TestDatabase;
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof seedUser>>;

  beforeAll(async () => {
    db = await createTestDatabase();
    t = createTestApp(db.prisma);
    admin = await seedUser(db.prisma, { admin: true });
  });
  afterAll(async () => {
    t?.services.accessWatch?.close();
    await db?.drop();
  });

  async function lastAudit(action: string) {
    const res = await t.execute(Audit, { first: 100 }, { token: admin.token });
    return res.data!.auditEvents.edges.map((e) => e.node).filter((n) => n.action === action);
  }

  it('users is for admins, with last seen updated at most once a minute', async () => {
    const someone = await seedUser(db.prisma);
    const refused = await t.execute(Users, {}, { token: someone.token });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    await t.execute(Viewer, {}, { token: someone.token });
    const seen = (await db.prisma.user.findUniqueOrThrow({ where: { id: someone.user.id } })).lastSeenAt;
    expect(seen).toBeInstanceOf(Date);
    await t.execute(Viewer, {}, { token: someone.token });
    const again = (await db.prisma.user.findUniqueOrThrow({ where: { id: someone.user.id } })).lastSeenAt;
    expect(again).toEqual(seen);
    // A minute later (moved back in the database), the next request records it again.
    const earlier = new Date(Date.now() - 120_000);
    await db.prisma.user.update({ where: { id: someone.user.id }, data: { lastSeenAt: earlier } });
    await t.execute(Viewer, {}, { token: someone.token });
    const later = (await db.prisma.user.findUniqueOrThrow({ where: { id: someone.user.id } })).lastSeenAt!;
    expect(later.getTime()).toBeGreaterThan(earlier.getTime());

    const list = await t.execute(Users, {}, { token: admin.token });
    expect(list.data?.users).toContainEqual({
      id: someone.user.id,
      email: someone.user.email,
      isAdmin: false,
      active: true,
      lastSeenAt: later.toISOString(),
    });
  });

  it('deactivateUser stops the user’s tokens, sessions, sign-in and MCP at the next request', async () => {
    const someone = await seedUser(db.prisma);
    await seedProject(db.prisma, [{ userId: someone.user.id }]);
    const signIn = await t.request('/auth/session', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: someone.token }),
    });
    const cookie = signIn.headers.get('set-cookie')!.split(';')[0]!;
    const http = await listen(t.app);
    try {
      const mcp = await mcpClient(http.url, someone.token);
      expect((await mcp.callTool({ name: 'available_clusters', arguments: {} })).isError).toBeFalsy();

      const notAdmin = await t.execute(Deactivate, { id: admin.user.id }, { token: someone.token });
      expect(notAdmin.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      const self = await t.execute(Deactivate, { id: admin.user.id }, { token: admin.token });
      expect(self.errors?.[0]).toMatchObject({
        message: 'You cannot deactivate yourself.',
        extensions: { code: 'FORBIDDEN' },
      });
      const unknown = await t.execute(Deactivate, { id: 'nobody' }, { token: admin.token });
      expect(unknown.data?.deactivateUser).toEqual({
        __typename: 'NotFoundError',
        message: 'User was not found.',
      });

      const done = await t.execute(Deactivate, { id: someone.user.id }, { token: admin.token });
      expect(done.data?.deactivateUser).toEqual({ __typename: 'User', id: someone.user.id, active: false });

      const byToken = await t.execute(Viewer, {}, { token: someone.token });
      expect(byToken.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      const bySession = await t.execute(Viewer, {}, { cookie });
      expect(bySession.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      const newSession = await t.request('/auth/session', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token: someone.token }),
      });
      expect(newSession.status).toBe(401);
      await expect(mcp.callTool({ name: 'available_clusters', arguments: {} })).rejects.toThrow(
        /401|invalid/i,
      );
      await expect(mcpClient(http.url, someone.token)).rejects.toThrow(/401|invalid/i);
    } finally {
      await http.close();
    }
    expect(await lastAudit('user.deactivate')).toContainEqual({
      action: 'user.deactivate',
      targetType: 'User',
      targetId: someone.user.id,
      summary: `deactivated ${someone.user.email}: active → inactive`,
      actor: { email: admin.user.email },
    });
  });

  it('token creation and revocation, cluster administration and cancels of others’ versions are audited, without secrets', async () => {
    const created = await t.execute(CreateToken, { name: 'ci' }, { token: admin.token });
    const { token, apiToken } = created.data!.createApiToken as {
      token: string;
      apiToken: { id: string; prefix: string };
    };
    expect(
      (await t.execute(RevokeToken, { id: apiToken.id }, { token: admin.token })).data?.revokeApiToken,
    ).toBe(true);
    const kubeconfig = offlineKubeconfig();
    const registered = await t.execute(
      Register,
      {
        input: {
          name: 'Audited',
          kubeconfig,
          clusterQueue: 'team',
          localQueue: 'team',
          namespace: 'jobs',
          registryAuth: '{"auths":{"r.example.com":{"auth":"c2VjcmV0OnBhc3N3b3Jk"}}}',
        },
      },
      { token: admin.token },
    );
    const clusterId = (registered.data!.registerCluster as { id: string }).id;
    await t.execute(Update, { input: { id: clusterId, sortOrder: 5, kubeconfig } }, { token: admin.token });
    await t.execute(Update, { input: { id: clusterId, active: false } }, { token: admin.token });

    const owner = await seedUser(db.prisma);
    const teammate = await seedUser(db.prisma);
    const project = await seedProject(db.prisma, [
      { userId: owner.user.id, role: 'OWNER' },
      { userId: teammate.user.id, role: 'MEMBER' },
    ]);
    const cluster = await db.prisma.cluster.findUniqueOrThrow({ where: { id: clusterId } });
    const theirs = await seedRunVersion(db.prisma, {
      projectId: project.id,
      userId: teammate.user.id,
      cluster,
      status: 'PENDING',
      jobName: null,
    });
    const own = await seedRunVersion(db.prisma, {
      projectId: project.id,
      userId: owner.user.id,
      cluster,
      status: 'PENDING',
      jobName: null,
    });
    for (const v of [theirs, own]) {
      await db.prisma.launchJob.create({ data: { versionId: v.id } });
      const res = await t.execute(Cancel, { id: v.id }, { token: owner.token });
      expect(res.data?.cancelProcessVersion).toEqual({ __typename: 'ProcessVersion', status: 'CANCELLED' });
    }

    const all = (await t.execute(Audit, { first: 100 }, { token: admin.token })).data!.auditEvents.edges.map(
      (e) => e.node,
    );
    const mine = all.filter((n) => n.targetId === apiToken.id).map((n) => n.summary);
    expect(mine).toEqual([
      `revoked API token "ci" (${apiToken.prefix}) of ${admin.user.email}`,
      `created API token "ci" (${apiToken.prefix}) for ${admin.user.email}, expires never`,
    ]);
    expect(all.filter((n) => n.targetId === clusterId).map((n) => [n.action, n.summary])).toEqual([
      ['cluster.retire', 'cluster "Audited": active true → false'],
      ['cluster.update', 'cluster "Audited": sortOrder 0 → 5; kubeconfig replaced'],
      ['cluster.register', 'registered cluster "Audited" (namespace jobs, queue team → team, sortOrder 0)'],
    ]);
    const cancels = all.filter((n) => n.action === 'version.cancel');
    // Newest first: the owner's own cancel, then the teammate's version (which says whose it was).
    expect(cancels).toEqual([
      {
        action: 'version.cancel',
        targetType: 'ProcessVersion',
        targetId: own.id,
        summary: `cancelled version 1 of "${own.process.name}" (was PENDING)`,
        actor: { email: owner.user.email },
      },
      {
        action: 'version.cancel',
        targetType: 'ProcessVersion',
        targetId: theirs.id,
        summary: `cancelled version 1 of "${theirs.process.name}" started by ${teammate.user.email} (was PENDING)`,
        actor: { email: owner.user.email },
      },
    ]);
    const dump = JSON.stringify(await db.prisma.auditEvent.findMany());
    for (const secret of [token, 'offline-token', 'c2VjcmV0OnBhc3N3b3Jk', kubeconfig.slice(0, 40)]) {
      expect(dump).not.toContain(secret);
    }
  });

  it('two admins deactivating each other at the same moment: one wins, the other is refused, one admin stays', async () => {
    for (let round = 0; round < 6; round++) {
      const a = await seedUser(db.prisma, { admin: true });
      const b = await seedUser(db.prisma, { admin: true });
      const [ab, ba] = await Promise.all([
        t.execute(Deactivate, { id: b.user.id }, { token: a.token }),
        t.execute(Deactivate, { id: a.user.id }, { token: b.token }),
      ]);
      const won = [ab, ba].filter((r) => r.data?.deactivateUser?.__typename === 'User');
      const refused = [ab, ba].filter((r) => r.errors?.[0]?.extensions?.code === 'FORBIDDEN');
      expect({ round, won: won.length, refused: refused.length }).toEqual({ round, won: 1, refused: 1 });
      const rows = await db.prisma.user.findMany({ where: { id: { in: [a.user.id, b.user.id] } } });
      expect(rows.filter((r) => r.active)).toHaveLength(1);
    }
  });

  it('the last active admin cannot be deactivated, not even from the command line', async () => {
    const { deactivateUser } = await import('../../src/services/users.ts');
    const { ADMIN_CLI } = await import('../../src/services/audit.ts');
    const { ForbiddenError } = await import('../../src/services/errors.ts');
    const others = await db.prisma.user.findMany({
      where: { isAdmin: true, active: true, NOT: { id: admin.user.id } },
    });
    for (const other of others) await deactivateUser({ prisma: db.prisma }, ADMIN_CLI, other.id);
    await expect(deactivateUser({ prisma: db.prisma }, ADMIN_CLI, admin.user.id)).rejects.toThrow(
      ForbiddenError,
    );
    await expect(deactivateUser({ prisma: db.prisma }, ADMIN_CLI, admin.user.id)).rejects.toThrow(
      /at least one administrator must stay active/i,
    );
    expect((await db.prisma.user.findUniqueOrThrow({ where: { id: admin.user.id } })).active).toBe(true);
  });

  it('reactivateUser gives a deactivated user their access back (not their old sessions), audited; admins only', async () => {
    const someone = await seedUser(db.prisma);
    expect(
      (await t.execute(Deactivate, { id: someone.user.id }, { token: admin.token })).data?.deactivateUser,
    ).toEqual({
      __typename: 'User',
      id: someone.user.id,
      active: false,
    });
    const notAdmin = await t.execute(Reactivate, { id: someone.user.id }, { token: someone.token });
    expect(notAdmin.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const other = await seedUser(db.prisma);
    const forbidden = await t.execute(Reactivate, { id: someone.user.id }, { token: other.token });
    expect(forbidden.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const unknown = await t.execute(Reactivate, { id: 'nobody' }, { token: admin.token });
    expect(unknown.data?.reactivateUser).toEqual({
      __typename: 'NotFoundError',
      message: 'User was not found.',
    });
    const done = await t.execute(Reactivate, { id: someone.user.id }, { token: admin.token });
    expect(done.data?.reactivateUser).toEqual({ __typename: 'User', id: someone.user.id, active: true });
    expect((await t.execute(Viewer, {}, { token: someone.token })).data?.viewer).toMatchObject({
      active: true,
    });
    expect(await lastAudit('user.reactivate')).toContainEqual({
      action: 'user.reactivate',
      targetType: 'User',
      targetId: someone.user.id,
      summary: `reactivated ${someone.user.email}: inactive → active`,
      actor: { email: admin.user.email },
    });
  });
});
