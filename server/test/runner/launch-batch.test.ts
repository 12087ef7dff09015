import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Cluster } from '../../src/generated/prisma/client.ts';
import { claimAndStep, LaunchRecorder } from '../../src/runner/launch-batch.ts';
import { seedProject, seedUser } from '../helpers/app.ts';
import { seedCluster } from '../helpers/clusters.ts';
import { createTestDatabase, describePostgres, type TestDatabase } from '../helpers/database.ts';
import { seedVersion } from '../helpers/versions.ts';

/**
 * The launch queue's batch statements (runner/launch-batch.ts) on real PostgreSQL: the claim steps to LAUNCHING
 * exactly the versions the launcher would step itself, and grouped launch records write only what each one's own
 * statement wrote (the attempt fence, the launch row, the cancel answer).
 */
describePostgres('launch batches: claim with the LAUNCHING step, grouped records', () => {
  let db: TestDatabase;
  let active: Cluster;
  let retired: Cluster;
  let userId: string;
  let projectId: string;

  beforeAll(async () => {
    db = await createTestDatabase();
    active = await seedCluster(db.prisma, null, { name: 'alpha' });
    retired = await seedCluster(db.prisma, null, { name: 'old', active: false });
    userId = (await seedUser(db.prisma)).user.id;
    projectId = (await seedProject(db.prisma, [{ userId }])).id;
  }, 60_000);

  afterAll(async () => {
    await db?.drop();
  });

  const seed = (cluster: Cluster, runAfter?: Date) =>
    seedVersion(db.prisma, { userId, projectId, cluster, runAfter });
  const timeline = async (versionId: string) =>
    (
      await db.prisma.processVersionEvent.findMany({ where: { versionId }, orderBy: { createdAt: 'asc' } })
    ).map((e) => `${e.status}${e.message ? `: ${e.message}` : ''}`);

  it('claims due rows once, steps the launchable PENDING ones with their timeline row, leaves the others', async () => {
    const plain = await seed(active);
    const cancelled = await seed(active);
    await db.prisma.processVersion.update({
      where: { id: cancelled.id },
      data: { cancelRequestedAt: new Date() },
    });
    const onRetired = await seed(retired);
    const retrying = await seed(active);
    await db.prisma.processVersion.update({ where: { id: retrying.id }, data: { status: 'LAUNCHING' } });
    const later = await seed(active, new Date(Date.now() + 3_600_000));

    const rows = await claimAndStep(db.prisma, 'server-a', 60_000, 16);
    const byVersion = new Map(rows.map((r) => [r.versionId, r]));
    expect([...byVersion.keys()].sort()).toEqual([plain.id, cancelled.id, onRetired.id, retrying.id].sort());
    expect(byVersion.get(plain.id)).toMatchObject({ stepped: true, attempts: 1, projectId });
    expect(byVersion.get(plain.id)!.processId).toBe(plain.processId);
    for (const id of [cancelled.id, onRetired.id, retrying.id]) {
      expect(byVersion.get(id)).toMatchObject({ stepped: false, processId: null, projectId: null });
    }
    const stepped = await db.prisma.processVersion.findUniqueOrThrow({ where: { id: plain.id } });
    expect(stepped).toMatchObject({ status: 'LAUNCHING', message: 'launching on cluster alpha' });
    expect(await timeline(plain.id)).toEqual(['PENDING', 'LAUNCHING: launching on cluster alpha']);
    expect(await timeline(cancelled.id)).toEqual(['PENDING']);
    expect(await timeline(onRetired.id)).toEqual(['PENDING']);
    expect((await db.prisma.processVersion.findUniqueOrThrow({ where: { id: cancelled.id } })).status).toBe(
      'PENDING',
    );
    const claimed = await db.prisma.launchJob.findMany({
      where: { versionId: { in: [...byVersion.keys()] } },
    });
    expect(claimed.every((r) => r.lockedBy === 'server-a' && r.lockedUntil !== null)).toBe(true);

    // Held rows are not claimed again (another server, or this one), and a row not yet due is left.
    expect(await claimAndStep(db.prisma, 'server-b', 60_000, 16)).toEqual([]);
    expect((await db.prisma.launchJob.findUniqueOrThrow({ where: { versionId: later.id } })).lockedBy).toBe(
      null,
    );
    // Limit: one row at a time.
    await db.prisma.launchJob.updateMany({ where: { versionId: later.id }, data: { runAfter: new Date(0) } });
    const extra = await seed(active);
    const one = await claimAndStep(db.prisma, 'server-b', 60_000, 1);
    expect(one.map((r) => r.versionId)).toEqual([later.id]);
    expect((await claimAndStep(db.prisma, 'server-b', 60_000, 1)).map((r) => r.versionId)).toEqual([
      extra.id,
    ]);
  });

  it('records launches grouped: each for its own attempt only, launch rows dropped, cancels answered', async () => {
    const versions = await Promise.all(Array.from({ length: 6 }, () => seed(active)));
    const rows = await claimAndStep(db.prisma, 'server-a', 60_000, 16);
    const rowOf = new Map(rows.map((r) => [r.versionId, r.id]));
    const [moved, cancelling, ...rest] = versions;
    // One failed over meanwhile (its attempt moved on), one was asked to cancel while its Job was being created.
    await db.prisma.processVersion.update({ where: { id: moved!.id }, data: { attempt: 2 } });
    await db.prisma.processVersion.update({
      where: { id: cancelling!.id },
      data: { cancelRequestedAt: new Date() },
    });
    const recorder = new LaunchRecorder(db.prisma);
    const at = new Date('2026-12-06T20:00:00.123Z');
    // All at once: the first goes alone, the others wait for it and go together.
    const answers = await Promise.all(
      versions.map((v) => recorder.record(rowOf.get(v.id)!, v.id, 1, `job-${v.id}`, at)),
    );
    expect(answers[0]).toBeNull();
    expect(answers[1]).toEqual({ cancelRequested: true });
    expect(answers.slice(2)).toEqual(rest.map(() => ({ cancelRequested: false })));

    const after = await db.prisma.processVersion.findMany({
      where: { id: { in: versions.map((v) => v.id) } },
    });
    for (const v of after) {
      if (v.id === moved!.id) {
        expect(v).toMatchObject({ jobName: null, launchedAt: null });
      } else {
        expect(v.jobName).toBe(`job-${v.id}`);
        expect(v.launchedAt?.toISOString()).toBe(at.toISOString());
      }
    }
    const left = await db.prisma.launchJob.findMany({
      where: { versionId: { in: versions.map((v) => v.id) } },
    });
    expect(left.map((r) => r.versionId)).toEqual([moved!.id]);
  });
});
