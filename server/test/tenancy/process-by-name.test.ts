import { afterAll, beforeAll, expect, it } from 'vitest';
import { graphql } from '../gql/index.ts';
import { createTestApp, seedProject, seedUser, type TestApp } from '../helpers/app.ts';
import { createTestDatabase, describePostgres, type TestDatabase } from '../helpers/database.ts';

const ByName = graphql(`
  query ProcessByNameTest($projectId: ID!, $name: String!) {
    project(id: $projectId) { id processByName(name: $name) { id name } }
  }
`);

// Where the editor's "already exists: re-run it instead" leads: the process of that name, for members only.
describePostgres('Project.processByName', () => {
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

  it('finds the process of that name in this project only, and nothing for a stranger', async () => {
    const member = await seedUser(db.prisma);
    const stranger = await seedUser(db.prisma);
    const mine = await seedProject(db.prisma, [{ userId: member.user.id, role: 'VIEWER' }]);
    const other = await seedProject(db.prisma, [{ userId: member.user.id }]);
    const nightly = await db.prisma.process.create({
      data: { projectId: mine.id, name: 'nightly', createdById: member.user.id },
    });
    await db.prisma.process.create({
      data: { projectId: other.id, name: 'weekly', createdById: member.user.id },
    });

    const found = await t.execute(ByName, { projectId: mine.id, name: 'nightly' }, { token: member.token });
    expect(found.data?.project?.processByName).toEqual({ id: nightly.id, name: 'nightly' });
    const elsewhere = await t.execute(
      ByName,
      { projectId: mine.id, name: 'weekly' },
      { token: member.token },
    );
    expect(elsewhere.data?.project).toEqual({ id: mine.id, processByName: null });
    const refused = await t.execute(
      ByName,
      { projectId: mine.id, name: 'nightly' },
      { token: stranger.token },
    );
    expect(refused.data?.project ?? null).toBeNull();
  });
});
