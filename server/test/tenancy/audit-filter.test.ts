import { afterAll, beforeAll, expect, it } from 'vitest';
import { graphql } from '../gql/index.ts';
import { createTestApp, seedUser, type TestApp } from '../helpers/app.ts';
import { createTestDatabase, describePostgres, type TestDatabase } from '../helpers/database.ts';

const Audit = graphql(`
  query AuditFilterTest_Events($first: Int, $after: String, $filter: AuditEventFilter) {
    auditEvents(first: $first, after: $after, filter: $filter) {
      edges { node { action summary actor { email } } }
      pageInfo { hasNextPage endCursor }
    }
    auditActions
  }
`);

const CreateProject = graphql(`
  mutation AuditFilterTest_Create($input: CreateProjectInput!) {
    createProject(input: $input) { __typename }
  }
`);

describePostgres('the audit log filtered by action and actor', () => {
  let db: TestDatabase;
  let t: TestApp;

  beforeAll(async () => {
    db = await createTestDatabase();
    t = createTestApp(db.prisma);
  });
  afterAll(async () => {
    t?.services.accessWatch?.close();
    await db?.drop();
  });

  it('lists only the rows of one action, of one actor, or of both; pages keep the filter', async () => {
    const ada = await seedUser(db.prisma, { admin: true, email: 'ada@example.org' });
    const bob = await seedUser(db.prisma, { admin: true, email: 'bob@example.org' });
    for (const [who, name] of [
      [ada, 'A1'],
      [bob, 'B1'],
      [ada, 'A2'],
      [ada, 'A3'],
    ] as const) {
      const res = await t.execute(CreateProject, { input: { name } }, { token: who.token });
      expect(res.data?.createProject.__typename).toBe('Project');
    }
    const read = async (filter: object | null, first = 50, after: string | null = null) => {
      const res = await t.execute(Audit, { first, after, filter }, { token: ada.token });
      expect(res.errors).toBeUndefined();
      return res.data!;
    };

    const all = await read(null);
    // Two admins made by the command line (seedUser: user, admin flag, token each), then four projects.
    expect(all.auditActions).toEqual(['project.create', 'token.create', 'user.admin', 'user.create']);
    expect(all.auditEvents.edges).toHaveLength(10);

    const projectsOfAda = await read({ action: 'project.create', actor: 'ADA@' });
    expect(projectsOfAda.auditEvents.edges.map((e) => e.node.summary)).toEqual([
      'created project "A3"',
      'created project "A2"',
      'created project "A1"',
    ]);
    const ofBob = await read({ actor: 'bob' });
    expect(ofBob.auditEvents.edges.map((e) => [e.node.action, e.node.actor?.email])).toEqual([
      ['project.create', 'bob@example.org'],
    ]);
    const noActor = await read({ action: 'user.create', actor: 'Command line' });
    expect(noActor.auditEvents.edges.map((e) => e.node.summary)).toEqual([
      'created user bob@example.org (admin command line)',
      'created user ada@example.org (admin command line)',
    ]);

    const page1 = await read({ action: 'project.create', actor: 'ada' }, 2);
    expect(page1.auditEvents.pageInfo.hasNextPage).toBe(true);
    const page2 = await read(
      { action: 'project.create', actor: 'ada' },
      2,
      page1.auditEvents.pageInfo.endCursor,
    );
    expect(page2.auditEvents.edges.map((e) => e.node.summary)).toEqual(['created project "A1"']);
    expect(page2.auditEvents.pageInfo.hasNextPage).toBe(false);
  });

  it('auditActions is for admins', async () => {
    const someone = await seedUser(db.prisma);
    const res = await t.execute(Audit, { first: 1 }, { token: someone.token });
    expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
