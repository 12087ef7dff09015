import { afterAll, beforeAll, expect, it } from 'vitest';
import { createLogger } from '../../src/logger.ts';
import { ADMIN_CLI } from '../../src/services/audit.ts';
import { registerCluster, updateCluster } from '../../src/services/clusters.ts';
import { cancelProcessVersion } from '../../src/services/execution.ts';
import { seedProject, seedUser } from '../helpers/app.ts';
import { createTestRegistry, offlineKubeconfig, seedCluster, TEST_KEYRING } from '../helpers/clusters.ts';
import { createTestDatabase, describePostgres, type TestDatabase } from '../helpers/database.ts';
import { seedRunVersion } from '../helpers/log-fixtures.ts';

// The database refuses every audit row whose summary says "refuse-audit": a change whose row is refused must not
// happen either (the row is written in the change's transaction, not after it).
describePostgres('a change and its audit row commit together', () => {
  let db: TestDatabase;
  const deps = () => ({ prisma: db.prisma, keyring: TEST_KEYRING });

  beforeAll(async () => {
    db = await createTestDatabase();
    await db.prisma.$executeRawUnsafe(`
      CREATE FUNCTION refuse_marked_audit() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.summary LIKE '%refuse-audit%' THEN RAISE EXCEPTION 'audit row refused by the test'; END IF;
        RETURN NEW;
      END $$`);
    await db.prisma.$executeRawUnsafe(`
      CREATE TRIGGER refuse_marked_audit BEFORE INSERT ON "AuditEvent"
      FOR EACH ROW EXECUTE FUNCTION refuse_marked_audit()`);
  });
  afterAll(async () => {
    await db?.drop();
  });

  const input = (name: string) => ({
    name,
    kubeconfig: offlineKubeconfig(),
    clusterQueue: 'team',
    localQueue: 'team',
    namespace: 'jobs',
  });

  it('a cluster whose registration cannot be audited is not registered', async () => {
    await expect(registerCluster(deps(), ADMIN_CLI, input('refuse-audit'))).rejects.toThrow(
      /audit row refused/,
    );
    expect(await db.prisma.cluster.count({ where: { name: 'refuse-audit' } })).toBe(0);
    const ok = await registerCluster(deps(), 'start-up', input('audited'));
    expect(
      await db.prisma.auditEvent.findMany({
        where: { targetId: ok.id },
        select: { action: true, actorId: true },
      }),
    ).toEqual([{ action: 'cluster.register', actorId: null }]);
  });

  it('a cluster change (or retirement) that cannot be audited is not made', async () => {
    const cluster = await seedCluster(db.prisma, null, { description: 'before' });
    await expect(
      updateCluster(deps(), ADMIN_CLI, cluster.id, { description: 'refuse-audit', active: false }),
    ).rejects.toThrow(/audit row refused/);
    expect(await db.prisma.cluster.findUniqueOrThrow({ where: { id: cluster.id } })).toMatchObject({
      description: 'before',
      active: true,
    });
    await updateCluster(deps(), ADMIN_CLI, cluster.id, { active: false });
    expect(
      (await db.prisma.auditEvent.findMany({ where: { targetId: cluster.id } })).map((r) => r.action),
    ).toEqual(['cluster.register', 'cluster.retire']);
  });

  it('a cancel of another’s version that cannot be audited is not recorded', async () => {
    const owner = await seedUser(db.prisma);
    const author = await seedUser(db.prisma);
    const project = await seedProject(db.prisma, [
      { userId: owner.user.id, role: 'OWNER' },
      { userId: author.user.id, role: 'MEMBER' },
    ]);
    const cluster = await seedCluster(db.prisma);
    const version = await seedRunVersion(db.prisma, {
      projectId: project.id,
      userId: author.user.id,
      cluster,
      status: 'PENDING',
      jobName: null,
    });
    await db.prisma.process.update({ where: { id: version.processId }, data: { name: 'refuse-audit' } });
    await db.prisma.launchJob.create({ data: { versionId: version.id } });
    const execution = { prisma: db.prisma, kube: createTestRegistry(), logger: createLogger('silent') };
    await expect(cancelProcessVersion(execution, owner.user, version.id)).rejects.toThrow(
      /audit row refused/,
    );
    expect(await db.prisma.processVersion.findUniqueOrThrow({ where: { id: version.id } })).toMatchObject({
      status: 'PENDING',
      cancelRequestedAt: null,
    });
    expect(await db.prisma.launchJob.count({ where: { versionId: version.id } })).toBe(1);
  });
});
