import { afterAll, beforeAll, expect, it } from 'vitest';
import { ADMIN_CLI } from '../../src/services/audit.ts';
import { addProjectMember, createProjectAs } from '../../src/services/project-admin.ts';
import { ensureUser } from '../../src/services/tokens.ts';
import { seedUser } from '../helpers/app.ts';
import { createTestDatabase, describePostgres, type TestDatabase } from '../helpers/database.ts';

// Every way a user row comes to be writes one `user.create` row (issue 25); a user who already exists writes none.
describePostgres('user.create in the audit log', () => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => {
    await db?.drop();
  });

  async function creations(email: string) {
    const rows = await db.prisma.auditEvent.findMany({
      where: { action: 'user.create', summary: { contains: email } },
      include: { actor: true },
    });
    return rows.map((r) => ({ actor: r.actor?.email ?? null, targetId: r.targetId, summary: r.summary }));
  }

  it('the command line creating a user writes user.create once; the same email again writes nothing', async () => {
    const user = await ensureUser(db.prisma, { email: 'New.Person@Example.org' });
    await ensureUser(db.prisma, { email: 'new.person@example.org', admin: true });
    expect(await creations('new.person@example.org')).toEqual([
      { actor: null, targetId: user.id, summary: 'created user new.person@example.org (admin command line)' },
    ]);
  });

  it('an invitation to a project creates the user and says so, by the inviter; a known user writes none', async () => {
    const owner = await seedUser(db.prisma, { admin: true });
    const deps = { prisma: db.prisma, projectCreation: 'admins' as const };
    const project = await createProjectAs(deps, owner.user, {
      name: 'Invites',
      members: [{ email: 'listed@example.org', role: 'MEMBER' }],
    });
    const invited = await addProjectMember(deps, owner.user, {
      projectId: project.id,
      email: 'invited@example.org',
      role: 'VIEWER',
    });
    const known = await ensureUser(db.prisma, { email: 'known@example.org' }, ADMIN_CLI);
    await addProjectMember(deps, owner.user, { projectId: project.id, email: known.email, role: 'VIEWER' });

    const listed = await db.prisma.user.findUniqueOrThrow({ where: { email: 'listed@example.org' } });
    expect(await creations('listed@example.org')).toEqual([
      {
        actor: owner.user.email,
        targetId: listed.id,
        summary: 'created user listed@example.org (invited to project "Invites")',
      },
    ]);
    expect(await creations('invited@example.org')).toEqual([
      {
        actor: owner.user.email,
        targetId: invited.userId,
        summary: 'created user invited@example.org (invited to project "Invites")',
      },
    ]);
    expect((await creations('known@example.org')).map((c) => c.summary)).toEqual([
      'created user known@example.org (admin command line)',
    ]);
  });
});
