import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import type { Cluster } from '../../src/generated/prisma/client.ts';
import { createLogger } from '../../src/logger.ts';
import { applyTransition } from '../../src/services/lifecycle.ts';
import { TransitionBatcher } from '../../src/services/transition-batch.ts';
import { createInProcessVersionEventBus, type VersionEvent } from '../../src/services/version-events.ts';
import { seedProject, seedUser } from '../helpers/app.ts';
import { seedCluster } from '../helpers/clusters.ts';
import { createTestDatabase, describePostgres, type TestDatabase } from '../helpers/database.ts';
import { seedVersion } from '../helpers/versions.ts';

/**
 * Transitions grouped as a monitor's flush groups them (services/transition-batch.ts): the steps asked in one turn
 * go out as one statement, each row fenced by its own attempt and `from` exactly as `applyTransition` alone, with
 * its timeline row and its published event; what alone would change nothing changes nothing in the group either.
 */
describePostgres('transitions grouped per flush: one statement, each step as alone', () => {
  let db: TestDatabase;
  let cluster: Cluster;
  let userId: string;
  let projectId: string;
  const logger = createLogger('silent');
  const bus = createInProcessVersionEventBus();
  const events: VersionEvent[] = [];
  const abort = new AbortController();

  beforeAll(async () => {
    db = await createTestDatabase();
    cluster = await seedCluster(db.prisma, null, { name: 'alpha' });
    userId = (await seedUser(db.prisma)).user.id;
    projectId = (await seedProject(db.prisma, [{ userId }])).id;
    void (async () => {
      for await (const e of bus.subscribe(() => true, abort.signal)) events.push(e);
    })();
  }, 60_000);

  afterAll(async () => {
    abort.abort();
    await db?.drop();
  });

  const deps = () => ({ prisma: db.prisma, logger, versionEvents: bus });
  const seed = () => seedVersion(db.prisma, { userId, projectId, cluster, launch: false });
  const launching = async () => {
    const v = await seed();
    await applyTransition(deps(), v.id, { status: 'LAUNCHING', message: 'launching on cluster alpha' });
    return v;
  };
  const timeline = async (versionId: string) =>
    (
      await db.prisma.processVersionEvent.findMany({ where: { versionId }, orderBy: { createdAt: 'asc' } })
    ).map((e) => `${e.status}${e.reason ? `/${e.reason}` : ''}${e.message ? `: ${e.message}` : ''}`);
  const published = (versionId: string) => events.filter((e) => e.versionId === versionId);
  const version = (id: string) => db.prisma.processVersion.findUniqueOrThrow({ where: { id } });

  it('steps several versions to QUEUED in one statement; one whose attempt moved on is not touched', async () => {
    const [a, b, c, moved, ended] = await Promise.all([
      launching(),
      launching(),
      launching(),
      launching(),
      seed(),
    ]);
    // A failover moved one on to attempt 2 meanwhile; another ended already (final: nothing follows).
    await db.prisma.processVersion.update({ where: { id: moved.id }, data: { attempt: 2 } });
    await applyTransition(deps(), ended.id, {
      status: 'CANCELLED',
      reason: 'Cancelled',
      message: 'cancelled',
    });

    const batcher = new TransitionBatcher(deps());
    const sql = vi.spyOn(db.prisma, '$queryRaw');
    const queued = (attempt: number) => ({
      attempt,
      status: 'QUEUED' as const,
      reason: 'Pending',
      message: 'waiting for quota',
    });
    const answers = await Promise.all([
      batcher.step(a.id, queued(1)),
      batcher.step(b.id, queued(1)),
      batcher.step(c.id, { ...queued(1), assignedFlavors: [{ coveredResources: ['cpu'], flavor: 'f1' }] }),
      batcher.step(moved.id, queued(1)),
      batcher.step(ended.id, { status: 'QUEUED', reason: 'Pending' }),
    ]);
    const statements = sql.mock.calls.length;
    sql.mockRestore();
    expect(answers).toEqual([true, true, true, false, false]);
    // One statement for the group (no one to notify of a QUEUED step: no outbox question either).
    expect(statements).toBe(1);

    for (const v of [a, b, c]) {
      expect(await timeline(v.id)).toEqual([
        'PENDING',
        'LAUNCHING: launching on cluster alpha',
        'QUEUED/Pending: waiting for quota',
      ]);
      const row = await version(v.id);
      expect(row).toMatchObject({ status: 'QUEUED', statusReason: 'Pending', message: 'waiting for quota' });
      expect(row.queuedAt).not.toBeNull();
      expect(published(v.id).map((e) => e.status)).toEqual(['LAUNCHING', 'QUEUED']);
      expect(published(v.id).at(-1)).toMatchObject({ processId: v.processId, projectId });
    }
    expect((await version(c.id)).assignedFlavors).toEqual([{ coveredResources: ['cpu'], flavor: 'f1' }]);
    expect((await version(a.id)).assignedFlavors).toEqual([]);
    // The moved and the ended versions: not a column, not a row, not an event.
    expect(await version(moved.id)).toMatchObject({ status: 'LAUNCHING', queuedAt: null, attempt: 2 });
    expect(await timeline(moved.id)).toEqual(['PENDING', 'LAUNCHING: launching on cluster alpha']);
    expect(published(moved.id).map((e) => e.status)).toEqual(['LAUNCHING']);
    expect((await version(ended.id)).status).toBe('CANCELLED');
    expect(published(ended.id).map((e) => e.status)).toEqual(['CANCELLED']);
  });

  it('groups the same step with newer detail (no timeline row), a version twice in order, and `also` apart', async () => {
    const [a, b, c] = await Promise.all([launching(), launching(), launching()]);
    const batcher = new TransitionBatcher(deps());
    await Promise.all([a, b, c].map((v) => batcher.step(v.id, { status: 'QUEUED', message: 'first' })));
    let alsoRan = 0;
    const answers = await Promise.all([
      // Same step, newer detail: the message only.
      batcher.step(a.id, { status: 'QUEUED', message: 'second' }),
      // Twice in one turn: the second after the first, as two calls in a row.
      batcher.step(b.id, { status: 'RUNNING', message: 'running' }),
      batcher.step(b.id, { status: 'SUCCEEDED', reason: 'Completed', exitCode: 0 }),
      // With `also`: its own transaction, `also` run once.
      batcher.step(c.id, {
        status: 'FAILED',
        reason: 'BackoffLimitExceeded',
        exitCode: 3,
        also: async () => {
          alsoRan++;
        },
      }),
    ]);
    expect(answers).toEqual([false, true, true, true]);
    expect(alsoRan).toBe(1);
    expect(await version(a.id)).toMatchObject({ status: 'QUEUED', message: 'second' });
    expect(await timeline(a.id)).toEqual([
      'PENDING',
      'LAUNCHING: launching on cluster alpha',
      'QUEUED: first',
    ]);
    const bRow = await version(b.id);
    expect(bRow).toMatchObject({ status: 'SUCCEEDED', exitCode: 0 });
    expect(bRow.startedAt).not.toBeNull();
    expect(bRow.finishedAt).not.toBeNull();
    expect((await timeline(b.id)).slice(-2)).toEqual(['RUNNING: running', 'SUCCEEDED/Completed']);
    expect(await version(c.id)).toMatchObject({ status: 'FAILED', exitCode: 3 });
    const statuses = (id: string) => published(id).map((e) => e.status);
    expect(statuses(a.id)).toEqual(['LAUNCHING', 'QUEUED']);
    expect(statuses(b.id)).toEqual(['LAUNCHING', 'QUEUED', 'RUNNING', 'SUCCEEDED']);
    expect(statuses(c.id)).toEqual(['LAUNCHING', 'QUEUED', 'FAILED']);
  });

  it('steps each version alone once more when the group’s statement fails (a deadlock), then answers as alone', async () => {
    const [a, b] = await Promise.all([launching(), launching()]);
    const batcher = new TransitionBatcher(deps());
    const sql = vi.spyOn(db.prisma, '$queryRaw').mockRejectedValueOnce(new Error('deadlock detected'));
    const answers = await Promise.all(
      [a, b].map((v) => batcher.step(v.id, { status: 'QUEUED', attempt: 1 })),
    );
    // The group, then each alone.
    expect(sql.mock.calls.length).toBe(3);
    sql.mockRestore();
    expect(answers).toEqual([true, true]);
    for (const v of [a, b]) {
      expect((await timeline(v.id)).at(-1)).toBe('QUEUED');
      expect(published(v.id).map((e) => e.status)).toEqual(['LAUNCHING', 'QUEUED']);
    }
  });
});
