import { afterAll, beforeAll, expect, it } from 'vitest';
import { ADMIN_CLI, recordAudit } from '../../src/services/audit.ts';
import { graphql } from '../gql/index.ts';
import { createTestApp, seedUser, type TestApp } from '../helpers/app.ts';
import { createTestDatabase, describePostgres, type TestDatabase } from '../helpers/database.ts';

/**
 * Issue 39 (newcomer): the audit log names the part of the server that acted by itself (failover, start-up, the
 * OpenID sign-in) as the actor of its automatic actions, not "admin command line".
 */

const Events = graphql(`
  query AuditActorsTest_Events($filter: AuditEventFilter) {
    auditEvents(first: 100, filter: $filter) { edges { node { action summary system actor { email } } } }
  }
`);

describePostgres('who the audit log says acted', () => {
  let db: TestDatabase;
  let t: TestApp;
  let admin: { token: string; user: { id: string; email: string } };

  beforeAll(async () => {
    db = await createTestDatabase();
    t = createTestApp(db.prisma);
    admin = await seedUser(db.prisma, { admin: true });
    const entry = (summary: string) =>
      ({ action: 'version.failover', targetType: 'ProcessVersion', targetId: 'v1', summary }) as const;
    await recordAudit(db.prisma, 'failover', entry('by failover'));
    await recordAudit(db.prisma, 'start-up', { ...entry('by start-up'), action: 'cluster.register' });
    await recordAudit(db.prisma, ADMIN_CLI, { ...entry('by the command line'), action: 'project.create' });
    await recordAudit(db.prisma, admin.user, { ...entry('by a person'), action: 'project.update' });
  });

  afterAll(async () => {
    await db?.drop();
  });

  const list = async (actor?: string) =>
    (await t.execute(Events, { filter: actor ? { actor } : null }, { token: admin.token }))
      .data!.auditEvents.edges.map((e) => e.node)
      .filter((n) => n.summary.startsWith('by '));

  it('an automatic action names the system that did it; the command line and people stay themselves', async () => {
    const bySummary = Object.fromEntries(
      (await list()).map((n) => [n.summary, [n.system, n.actor?.email ?? null]]),
    );
    expect(bySummary).toEqual({
      'by failover': ['failover', null],
      'by start-up': ['start-up', null],
      'by the command line': ['admin-cli', null],
      'by a person': [null, admin.user.email],
    });
  });

  it('the actor filter finds a system by its name, and "command line" no longer matches the automatic actions', async () => {
    expect((await list('failover')).map((n) => n.summary)).toEqual(['by failover']);
    expect((await list('command line')).map((n) => n.summary)).toEqual(['by the command line']);
  });
});
