import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ProjectsTest_AuditQuery, ProjectsTest_AuditQueryVariables } from '../gql/graphql.ts';
import { graphql } from '../gql/index.ts';
import { createTestApp, seedProject, seedUser, type TestApp } from '../helpers/app.ts';
import { createTestDatabase, describePostgres, type TestDatabase } from '../helpers/database.ts';

const CreateProject = graphql(`
  mutation ProjectsTest_Create($input: CreateProjectInput!) {
    createProject(input: $input) {
      __typename
      ... on Project { id name description viewerRole viewerCanManage members { role user { email } } }
      ... on ValidationError { message issues { field message } }
    }
  }
`);

const UpdateProject = graphql(`
  mutation ProjectsTest_Update($input: UpdateProjectInput!) {
    updateProject(input: $input) {
      __typename
      ... on Project { id name description }
      ... on ValidationError { issues { field message } }
      ... on NotFoundError { message }
    }
  }
`);

const AddMember = graphql(`
  mutation ProjectsTest_AddMember($input: AddProjectMemberInput!) {
    addProjectMember(input: $input) {
      __typename
      ... on ProjectMember { role user { id email active } }
      ... on ValidationError { message issues { field message } }
      ... on NotFoundError { message }
    }
  }
`);

const UpdateMember = graphql(`
  mutation ProjectsTest_UpdateMember($input: UpdateProjectMemberInput!) {
    updateProjectMember(input: $input) {
      __typename
      ... on ProjectMember { role user { email } }
      ... on LastOwnerError { message }
      ... on NotFoundError { message }
      ... on ValidationError { message }
    }
  }
`);

const RemoveMember = graphql(`
  mutation ProjectsTest_RemoveMember($input: RemoveProjectMemberInput!) {
    removeProjectMember(input: $input) {
      __typename
      ... on Project { id members { user { email } } }
      ... on LastOwnerError { message }
      ... on NotFoundError { message }
    }
  }
`);

const ProjectQuery = graphql(`
  query ProjectsTest_Project($id: ID!) {
    project(id: $id) { id name members { role user { email } } }
  }
`);

const Audit = graphql(`
  query ProjectsTest_Audit($first: Int, $after: String) {
    auditEvents(first: $first, after: $after) {
      edges { cursor node { action targetType targetId summary actor { email } } }
      pageInfo { hasNextPage endCursor }
    }
  }
`);

describePostgres('projects and members through GraphQL', () => {
  let db: TestDatabase;
  let t: TestApp;
  let anyone: TestApp;
  let admin: Awaited<ReturnType<typeof seedUser>>;
  let owner: Awaited<ReturnType<typeof seedUser>>;
  let member: Awaited<ReturnType<typeof seedUser>>;
  let viewer: Awaited<ReturnType<typeof seedUser>>;
  let outsider: Awaited<ReturnType<typeof seedUser>>;

  beforeAll(async () => {
    db = await createTestDatabase();
    t = createTestApp(db.prisma);
    anyone = createTestApp(db.prisma, { configOverrides: { projectCreation: 'anyone' } });
    admin = await seedUser(db.prisma, { admin: true });
    owner = await seedUser(db.prisma);
    member = await seedUser(db.prisma);
    viewer = await seedUser(db.prisma);
    outsider = await seedUser(db.prisma);
  });
  afterAll(async () => {
    await db?.drop();
  });

  async function seedTeam() {
    return seedProject(db.prisma, [
      { userId: owner.user.id, role: 'OWNER' },
      { userId: member.user.id, role: 'MEMBER' },
      { userId: viewer.user.id, role: 'VIEWER' },
    ]);
  }

  async function auditOf(targetId: string) {
    const rows = await db.prisma.auditEvent.findMany({
      where: { targetId: { startsWith: targetId } },
      orderBy: { at: 'asc' },
      include: { actor: true },
    });
    return rows.map((r) => ({ action: r.action, actor: r.actor?.email ?? null, summary: r.summary }));
  }

  it('an admin creates a project and becomes its owner; names are checked and unique', async () => {
    const created = await t.execute(
      CreateProject,
      { input: { name: '  Climate  ', description: 'models' } },
      { token: admin.token },
    );
    expect(created.data?.createProject).toMatchObject({
      __typename: 'Project',
      name: 'Climate',
      description: 'models',
      viewerRole: 'OWNER',
      viewerCanManage: true,
      members: [{ role: 'OWNER', user: { email: admin.user.email } }],
    });
    const again = await t.execute(CreateProject, { input: { name: 'Climate' } }, { token: admin.token });
    expect(again.data?.createProject).toEqual({
      __typename: 'ValidationError',
      message: 'name: a project named "Climate" already exists',
      issues: [{ field: 'name', message: 'a project named "Climate" already exists' }],
    });
    const bad = await t.execute(
      CreateProject,
      { input: { name: '   ', description: 'a\u202eb' } },
      { token: admin.token },
    );
    expect(bad.data?.createProject).toMatchObject({
      __typename: 'ValidationError',
      issues: [
        { field: 'name', message: 'must not be empty' },
        { field: 'description', message: expect.stringMatching(/bidirectional/) },
      ],
    });
    const id = (created.data!.createProject as { id: string }).id;
    expect(await auditOf(id)).toEqual([
      { action: 'project.create', actor: admin.user.email, summary: 'created project "Climate"' },
    ]);
  });

  it('a user who is not an admin may create projects only with PROJECT_CREATION=anyone', async () => {
    const refused = await t.execute(CreateProject, { input: { name: 'Mine' } }, { token: member.token });
    expect(refused.data).toBeNull();
    expect(refused.errors?.[0]).toMatchObject({
      message: 'Only administrators may create projects on this server.',
      extensions: { code: 'FORBIDDEN' },
    });
    const allowed = await anyone.execute(CreateProject, { input: { name: 'Mine' } }, { token: member.token });
    expect(allowed.data?.createProject).toMatchObject({
      __typename: 'Project',
      name: 'Mine',
      viewerRole: 'OWNER',
    });
  });

  it('owners and admins rename and describe a project; members, viewers and outsiders are refused', async () => {
    const project = await seedTeam();
    for (const who of [member, viewer, outsider]) {
      const refused = await t.execute(
        UpdateProject,
        { input: { id: project.id, name: 'Taken over' } },
        { token: who.token },
      );
      expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    const renamed = await t.execute(
      UpdateProject,
      { input: { id: project.id, name: `${project.name}-renamed`, description: 'about' } },
      { token: owner.token },
    );
    expect(renamed.data?.updateProject).toMatchObject({
      name: `${project.name}-renamed`,
      description: 'about',
    });
    const cleared = await t.execute(
      UpdateProject,
      { input: { id: project.id, description: '' } },
      { token: admin.token },
    );
    expect(cleared.data?.updateProject).toMatchObject({ description: null });
    const missing = await t.execute(
      UpdateProject,
      { input: { id: 'nope', name: 'x' } },
      { token: admin.token },
    );
    expect(missing.data?.updateProject).toEqual({
      __typename: 'NotFoundError',
      message: 'Project was not found.',
    });
    // For anyone else an unknown project is the same refusal as one they may not manage.
    const probe = await t.execute(
      UpdateProject,
      { input: { id: 'nope', name: 'x' } },
      { token: owner.token },
    );
    expect(probe.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await auditOf(project.id)).map((a) => a.summary)).toEqual([
      `project "${project.name}": name "${project.name}" → "${project.name}-renamed"; description none → "about"`,
      `project "${project.name}-renamed": description "about" → none`,
    ]);
  });

  it('an owner adds people by email (normalised; unknown emails are invited), with every input checked', async () => {
    const project = await seedTeam();
    const invited = await t.execute(
      AddMember,
      { input: { projectId: project.id, email: '  New.Person@Example.COM ', role: 'MEMBER' } },
      { token: owner.token },
    );
    expect(invited.data?.addProjectMember).toMatchObject({
      __typename: 'ProjectMember',
      role: 'MEMBER',
      user: { email: 'new.person@example.com', active: true },
    });
    const invitedRow = await db.prisma.user.findUniqueOrThrow({ where: { email: 'new.person@example.com' } });
    expect(invitedRow.isAdmin).toBe(false);

    const twice = await t.execute(
      AddMember,
      { input: { projectId: project.id, email: 'new.person@example.com', role: 'VIEWER' } },
      { token: owner.token },
    );
    expect(twice.data?.addProjectMember).toMatchObject({
      __typename: 'ValidationError',
      issues: [
        { field: 'email', message: '"new.person@example.com" is already a member of this project (MEMBER)' },
      ],
    });
    const badEmail = await t.execute(
      AddMember,
      { input: { projectId: project.id, email: 'not-an-email', role: 'VIEWER' } },
      { token: owner.token },
    );
    expect(badEmail.data?.addProjectMember).toMatchObject({
      __typename: 'ValidationError',
      issues: [{ field: 'email', message: 'is not a valid email address' }],
    });
    const badRole = await t.execute(
      AddMember,
      // @ts-expect-error: a role outside the enum, as a hand-written client could send it
      { input: { projectId: project.id, email: 'x@example.com', role: 'KING' } },
      { token: owner.token },
    );
    expect(badRole.errors?.[0]?.message).toMatch(/ProjectRole/);

    for (const who of [member, viewer, outsider]) {
      const refused = await t.execute(
        AddMember,
        { input: { projectId: project.id, email: 'friend@example.com', role: 'OWNER' } },
        { token: who.token },
      );
      expect(refused.data).toBeNull();
      expect(refused.errors?.[0]).toMatchObject({
        message: 'Only owners of this project and administrators may manage it.',
        extensions: { code: 'FORBIDDEN' },
      });
    }
    expect(await db.prisma.user.findUnique({ where: { email: 'friend@example.com' } })).toBeNull();

    const byAdmin = await t.execute(
      AddMember,
      { input: { projectId: project.id, email: outsider.user.email, role: 'VIEWER' } },
      { token: admin.token },
    );
    expect(byAdmin.data?.addProjectMember).toMatchObject({ role: 'VIEWER', user: { id: outsider.user.id } });
    const missing = await t.execute(
      AddMember,
      { input: { projectId: 'nope', email: 'a@example.com', role: 'VIEWER' } },
      { token: admin.token },
    );
    expect(missing.data?.addProjectMember).toEqual({
      __typename: 'NotFoundError',
      message: 'Project was not found.',
    });

    expect((await auditOf(project.id)).map((a) => [a.action, a.actor, a.summary])).toEqual([
      [
        'member.add',
        owner.user.email,
        `added new.person@example.com to project "${project.name}" as MEMBER (invited)`,
      ],
      ['member.add', admin.user.email, `added ${outsider.user.email} to project "${project.name}" as VIEWER`],
    ]);
  });

  it('roles change by owners and admins only, and the last owner can be neither demoted nor removed', async () => {
    const project = await seedTeam();
    const input = (userId: string, role: 'OWNER' | 'MEMBER' | 'VIEWER') => ({
      input: { projectId: project.id, userId, role },
    });
    for (const who of [member, viewer, outsider]) {
      const refused = await t.execute(UpdateMember, input(viewer.user.id, 'OWNER'), { token: who.token });
      expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      const notRemoved = await t.execute(
        RemoveMember,
        { input: { projectId: project.id, userId: owner.user.id } },
        { token: who.token },
      );
      expect(notRemoved.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }

    const demoteSelf = await t.execute(UpdateMember, input(owner.user.id, 'MEMBER'), { token: owner.token });
    expect(demoteSelf.data?.updateProjectMember).toEqual({
      __typename: 'LastOwnerError',
      message: `${owner.user.email} is the last owner of "${project.name}": make someone else an owner first.`,
    });
    const removeLast = await t.execute(
      RemoveMember,
      { input: { projectId: project.id, userId: owner.user.id } },
      { token: admin.token },
    );
    expect(removeLast.data?.removeProjectMember).toMatchObject({ __typename: 'LastOwnerError' });

    const promoted = await t.execute(UpdateMember, input(member.user.id, 'OWNER'), { token: owner.token });
    expect(promoted.data?.updateProjectMember).toMatchObject({
      role: 'OWNER',
      user: { email: member.user.email },
    });
    // Now there are two owners: one may step down, and then the other is the last again.
    const stepDown = await t.execute(UpdateMember, input(owner.user.id, 'VIEWER'), { token: owner.token });
    expect(stepDown.data?.updateProjectMember).toMatchObject({ role: 'VIEWER' });
    const noLonger = await t.execute(UpdateMember, input(viewer.user.id, 'MEMBER'), { token: owner.token });
    expect(noLonger.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const lastAgain = await t.execute(UpdateMember, input(member.user.id, 'MEMBER'), { token: admin.token });
    expect(lastAgain.data?.updateProjectMember).toMatchObject({ __typename: 'LastOwnerError' });

    const unknown = await t.execute(UpdateMember, input(outsider.user.id, 'VIEWER'), { token: admin.token });
    expect(unknown.data?.updateProjectMember).toEqual({
      __typename: 'NotFoundError',
      message: 'Project member was not found.',
    });
    expect((await auditOf(project.id)).map((a) => a.summary)).toEqual([
      `${member.user.email} in project "${project.name}": role MEMBER → OWNER`,
      `${owner.user.email} in project "${project.name}": role OWNER → VIEWER`,
    ]);
  });

  it('two owners demoting each other at once leave one owner', async () => {
    const project = await seedProject(db.prisma, [
      { userId: owner.user.id, role: 'OWNER' },
      { userId: member.user.id, role: 'OWNER' },
    ]);
    const [a, b] = await Promise.all([
      t.execute(
        UpdateMember,
        { input: { projectId: project.id, userId: member.user.id, role: 'MEMBER' } },
        { token: owner.token },
      ),
      t.execute(
        UpdateMember,
        { input: { projectId: project.id, userId: owner.user.id, role: 'MEMBER' } },
        { token: member.token },
      ),
    ]);
    const kinds = [a, b].map((r) => {
      const result = r.data?.updateProjectMember as { __typename: string } | undefined;
      return result?.__typename ?? (r.errors?.[0]?.extensions?.code as string);
    });
    // One wins; the other is refused (last owner, or no longer an owner to ask).
    expect(kinds).toContain('ProjectMember');
    expect(await db.prisma.projectMember.count({ where: { projectId: project.id, role: 'OWNER' } })).toBe(1);
  });

  it('a removed member loses access at once', async () => {
    const project = await seedTeam();
    const before = await t.execute(ProjectQuery, { id: project.id }, { token: viewer.token });
    expect(before.data?.project?.id).toBe(project.id);
    const removed = await t.execute(
      RemoveMember,
      { input: { projectId: project.id, userId: viewer.user.id } },
      { token: owner.token },
    );
    expect(removed.data?.removeProjectMember).toMatchObject({ __typename: 'Project', id: project.id });
    expect(
      (removed.data!.removeProjectMember as { members: { user: { email: string } }[] }).members.map(
        (m) => m.user.email,
      ),
    ).toEqual([owner.user.email, member.user.email]);
    const after = await t.execute(ProjectQuery, { id: project.id }, { token: viewer.token });
    expect(after.data?.project).toBeNull();
    const again = await t.execute(
      RemoveMember,
      { input: { projectId: project.id, userId: viewer.user.id } },
      { token: owner.token },
    );
    expect(again.data?.removeProjectMember).toMatchObject({ __typename: 'NotFoundError' });
    expect((await auditOf(project.id)).map((a) => a.summary)).toEqual([
      `removed ${viewer.user.email} (VIEWER) from project "${project.name}"`,
    ]);
  });

  it('the audit log is for admins, newest first, in pages, and holds no secret', async () => {
    const refused = await t.execute(Audit, { first: 5 }, { token: owner.token });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const all = await db.prisma.auditEvent.count();
    const seen: string[] = [];
    let after: string | null | undefined = null;
    for (let page = 0; page < 100; page++) {
      const res: Awaited<
        ReturnType<typeof t.execute<ProjectsTest_AuditQuery, ProjectsTest_AuditQueryVariables>>
      > = await t.execute(Audit, { first: 3, after }, { token: admin.token });
      const conn = res.data!.auditEvents;
      seen.push(...conn.edges.map((e) => e.node.summary));
      if (!conn.pageInfo.hasNextPage) break;
      after = conn.pageInfo.endCursor;
    }
    expect(seen).toHaveLength(all);
    const newestFirst = await db.prisma.auditEvent.findMany({ orderBy: [{ at: 'desc' }, { id: 'desc' }] });
    expect(seen).toEqual(newestFirst.map((r) => r.summary));
    const bad = await t.execute(Audit, { first: 3, after: 'garbage' }, { token: admin.token });
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const dump = JSON.stringify(newestFirst);
    for (const secret of [admin.token, owner.token, member.token, viewer.token, outsider.token]) {
      expect(dump).not.toContain(secret);
      expect(dump).not.toContain(secret.slice('kbt_'.length + 13));
    }
  });
});
