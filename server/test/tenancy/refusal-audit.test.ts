import { Writable } from 'node:stream';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createLogger } from '../../src/logger.ts';
import { ensureUser } from '../../src/services/tokens.ts';
import { graphql } from '../gql/index.ts';
import { createTestApp, seedProject, seedUser, type TestApp } from '../helpers/app.ts';
import { createTestDatabase, describePostgres, type TestDatabase } from '../helpers/database.ts';

const Deactivate = graphql(`
  mutation RefusalAuditTest_Deactivate($id: ID!) {
    deactivateUser(id: $id) { __typename }
  }
`);

const RemoveMember = graphql(`
  mutation RefusalAuditTest_RemoveMember($input: RemoveProjectMemberInput!) {
    removeProjectMember(input: $input) {
      __typename
      ... on LastOwnerError { message }
    }
  }
`);

describePostgres(
  'admin grants and refused privileged attempts leave audit rows; refusals are logged by who and what',
  () => {
    let db: TestDatabase;
    let t: TestApp;
    const lines: Array<Record<string, unknown>> = [];
    beforeAll(async () => {
      db = await createTestDatabase();
      const sink = new Writable({
        write(chunk, _e, done) {
          for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
          done();
        },
      });
      t = createTestApp(db.prisma, { logger: createLogger('info', sink) });
    });
    afterAll(async () => {
      t?.services.accessWatch?.close();
      await db?.drop();
    });

    it('user:create --admin (ensureUser) records the grant, once', async () => {
      const created = await ensureUser(db.prisma, { email: 'new-admin@example.org', admin: true });
      const existing = await ensureUser(db.prisma, { email: 'later-admin@example.org' });
      await ensureUser(db.prisma, { email: 'later-admin@example.org', admin: true });
      await ensureUser(db.prisma, { email: 'later-admin@example.org', admin: true });
      const rows = await db.prisma.auditEvent.findMany({
        where: { action: 'user.admin', targetId: { in: [created.id, existing.id] } },
        orderBy: { at: 'asc' },
      });
      expect(rows.map((r) => ({ targetId: r.targetId, actorId: r.actorId, summary: r.summary }))).toEqual([
        { targetId: created.id, actorId: null, summary: 'new-admin@example.org: admin no → yes' },
        { targetId: existing.id, actorId: null, summary: 'later-admin@example.org: admin no → yes' },
      ]);
    });

    it('a FORBIDDEN mutation is audited and logged with the user and the operation', async () => {
      const someone = await seedUser(db.prisma);
      const target = await seedUser(db.prisma);
      const refused = await t.execute(Deactivate, { id: target.user.id }, { token: someone.token });
      expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      const rows = await db.prisma.auditEvent.findMany({ where: { actorId: someone.user.id } });
      expect(rows).toEqual([
        expect.objectContaining({
          action: 'access.refused',
          targetType: 'Operation',
          targetId: 'deactivateUser',
          summary: expect.stringMatching(/^refused deactivateUser: /),
        }),
      ]);
      expect(lines).toContainEqual(
        expect.objectContaining({
          msg: 'request refused',
          userId: someone.user.id,
          operation: 'Mutation.deactivateUser',
          code: 'FORBIDDEN',
        }),
      );
      expect((await db.prisma.user.findUniqueOrThrow({ where: { id: target.user.id } })).active).toBe(true);
    });

    it('a LastOwnerError is audited with the actor, and the membership stays', async () => {
      const owner = await seedUser(db.prisma);
      const project = await seedProject(db.prisma, [{ userId: owner.user.id, role: 'OWNER' }]);
      const answer = await t.execute(
        RemoveMember,
        { input: { projectId: project.id, userId: owner.user.id } },
        { token: owner.token },
      );
      expect(answer.data?.removeProjectMember).toMatchObject({ __typename: 'LastOwnerError' });
      const rows = await db.prisma.auditEvent.findMany({
        where: { actorId: owner.user.id, action: 'access.refused' },
      });
      expect(rows).toEqual([
        expect.objectContaining({
          targetType: 'Operation',
          targetId: 'removeProjectMember',
          summary: expect.stringMatching(/last owner/),
        }),
      ]);
      expect(lines).toContainEqual(
        expect.objectContaining({
          msg: 'request refused',
          userId: owner.user.id,
          operation: 'Mutation.removeProjectMember',
        }),
      );
      expect(await db.prisma.projectMember.count({ where: { projectId: project.id } })).toBe(1);
    });
  },
);
