import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Cluster, ProcessStatus } from '../../src/generated/prisma/client.ts';
import { createLogger } from '../../src/logger.ts';
import { applyTransition, type Transition } from '../../src/services/lifecycle.ts';
import { createInProcessVersionEventBus, type VersionEvent } from '../../src/services/version-events.ts';
import { seedProject, seedUser } from '../helpers/app.ts';
import { seedCluster } from '../helpers/clusters.ts';
import { createTestDatabase, describePostgres, type TestDatabase } from '../helpers/database.ts';
import { seedVersion } from '../helpers/versions.ts';

/**
 * applyTransition: without `also` one statement, with `also` a transaction; both must write the same thing. Each
 * sequence runs on two versions, one through each path, and the versions' columns, timelines and published
 * events are compared (and checked against what the lifecycle promises).
 */
describePostgres('applyTransition: one statement, the same writes as the transaction', () => {
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
    cluster = await seedCluster(db.prisma);
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

  /** What a version and its timeline look like, times as "set or not" and in order. */
  async function state(versionId: string) {
    const v = await db.prisma.processVersion.findUniqueOrThrow({ where: { id: versionId } });
    const timeline = await db.prisma.processVersionEvent.findMany({
      where: { versionId },
      orderBy: { createdAt: 'asc' },
    });
    return {
      status: v.status,
      statusReason: v.statusReason,
      message: v.message,
      exitCode: v.exitCode,
      queuedAt: v.queuedAt?.getTime() ?? null,
      startedAt: v.startedAt?.getTime() ?? null,
      finishedAt: v.finishedAt?.getTime() ?? null,
      updatedAt: v.updatedAt.getTime(),
      timeline: timeline.map((e) => ({
        status: e.status,
        reason: e.reason,
        message: e.message,
        at: e.createdAt.getTime(),
      })),
      events: events.filter((e) => e.versionId === versionId).map((e) => e.status),
    };
  }

  /** Runs the same steps through both paths; returns each step's answers and the two end states, times relative. */
  async function both(steps: Transition[]) {
    const one = await seed();
    const tx = await seed();
    const answers: [boolean, boolean][] = [];
    for (const step of steps) {
      const a = await applyTransition(deps(), one.id, step);
      const b = await applyTransition(deps(), tx.id, { ...step, also: async () => {} });
      answers.push([a, b]);
    }
    const raw = { one: await state(one.id), tx: await state(tx.id) };
    for (const s of [raw.one, raw.tx]) {
      // The version's updatedAt moves with every write (the last step written at the latest).
      expect(s.updatedAt).toBeGreaterThanOrEqual(s.timeline.at(-1)!.at);
    }
    // Times as set or not (the two versions were written at different moments).
    const relative = ({ updatedAt: _, ...s }: Awaited<ReturnType<typeof state>>) => ({
      ...s,
      queuedAt: s.queuedAt === null ? null : 'set',
      startedAt: s.startedAt === null ? null : 'set',
      finishedAt: s.finishedAt === null ? null : 'set',
      timeline: s.timeline.map(({ at: _at, ...e }) => e),
    });
    return { answers, one: relative(raw.one), tx: relative(raw.tx), raw, ids: { one: one.id, tx: tx.id } };
  }

  it('records a run to success the same way: columns, timeline, published events', async () => {
    const startedAt = new Date(Date.now() - 5_000);
    const r = await both([
      { status: 'LAUNCHING', message: 'launching on cluster x', from: ['PENDING'] },
      { status: 'QUEUED', reason: 'WaitingForQuota', message: '2 more needed' },
      { status: 'QUEUED', reason: 'WaitingForQuota', message: '1 more needed' },
      { status: 'QUEUED', reason: 'WaitingForQuota', message: '1 more needed' },
      { status: 'QUEUED', reason: 'Admitted' },
      { status: 'RUNNING', startedAt },
      { status: 'SUCCEEDED', reason: 'Completed', exitCode: 0 },
      { status: 'FAILED', reason: 'Late' },
    ]);
    expect(r.answers).toEqual([
      [true, true],
      [true, true],
      [false, false],
      [false, false],
      [true, true],
      [true, true],
      [true, true],
      [false, false],
    ]);
    expect(r.one).toEqual(r.tx);
    expect(r.one).toMatchObject({
      status: 'SUCCEEDED',
      statusReason: 'Completed',
      exitCode: 0,
      message: null,
      queuedAt: 'set',
      startedAt: 'set',
      finishedAt: 'set',
      events: ['LAUNCHING', 'QUEUED', 'QUEUED', 'RUNNING', 'SUCCEEDED'],
    });
    expect(r.one.timeline.map((e) => `${e.status}/${e.reason}/${e.message}`)).toEqual([
      'PENDING/null/null',
      'LAUNCHING/null/launching on cluster x',
      'QUEUED/WaitingForQuota/2 more needed',
      'QUEUED/Admitted/null',
      'RUNNING/null/null',
      'SUCCEEDED/Completed/null',
    ]);
    // The newer detail of the same step is on the version, not in the timeline.
    // The start time given is the one kept; queuedAt is from the first queueing (Admitted is the same wait).
    for (const s of [r.raw.one, r.raw.tx]) {
      expect(s.startedAt).toBe(startedAt.getTime());
      expect(s.queuedAt).toBe(s.timeline[2]!.at);
      expect(s.finishedAt).toBe(s.timeline[5]!.at);
    }
  });

  it('keeps a short run’s start given with its ending (never seen running), and never moves a known start', async () => {
    const startedAt = new Date(Date.now() - 2_000);
    const short = await both([
      { status: 'QUEUED', reason: 'Admitted' },
      { status: 'SUCCEEDED', reason: 'Completed', exitCode: 0, startedAt },
    ]);
    expect(short.one).toEqual(short.tx);
    for (const s of [short.raw.one, short.raw.tx]) expect(s.startedAt).toBe(startedAt.getTime());
    const seen = new Date(Date.now() - 9_000);
    const known = await both([
      { status: 'RUNNING', startedAt: seen },
      { status: 'SUCCEEDED', reason: 'Completed', exitCode: 0, startedAt },
    ]);
    for (const s of [known.raw.one, known.raw.tx]) expect(s.startedAt).toBe(seen.getTime());
    // An ending with no start given (a cancel) sets none.
    const cancelled = await both([{ status: 'CANCELLED', reason: 'Cancelled' }]);
    expect(cancelled.one).toMatchObject({ startedAt: null });
  });

  it('keeps the message of the same step up to date without a timeline row, on both paths', async () => {
    const r = await both([
      { status: 'QUEUED', reason: 'WaitingForQuota', message: '2 more needed' },
      { status: 'QUEUED', reason: 'WaitingForQuota', message: '1 more needed' },
    ]);
    expect(r.one).toEqual(r.tx);
    expect(r.one.message).toBe('1 more needed');
    expect(r.one.timeline).toHaveLength(2);
  });

  it('starts a new queue wait after a preemption, keeps the first start time, and sets exit codes only when given', async () => {
    const first = new Date(Date.now() - 60_000);
    const r = await both([
      { status: 'QUEUED', reason: 'Admitted' },
      { status: 'RUNNING', startedAt: first },
      { status: 'QUEUED', reason: 'Preempted' },
      { status: 'RUNNING', startedAt: new Date() },
      { status: 'FAILED', reason: 'BackoffLimitExceeded', message: 'exit code 3', exitCode: 3 },
    ]);
    expect(r.one).toEqual(r.tx);
    for (const s of [r.raw.one, r.raw.tx]) {
      expect(s.startedAt).toBe(first.getTime());
      // queuedAt: when it went back to the queue (the third step), not the first queueing.
      expect(s.queuedAt).toBe(s.timeline[3]!.at);
      expect(s.exitCode).toBe(3);
    }
    const noExit = await both([{ status: 'CANCELLED', reason: 'Cancelled' }]);
    expect(noExit.one).toEqual(noExit.tx);
    expect(noExit.one).toMatchObject({ status: 'CANCELLED', exitCode: null, finishedAt: 'set' });
  });

  it('writes what Kueue assigned with its step, and alone within the same step', async () => {
    const first = [{ coveredResources: ['cpu', 'memory'], flavor: 'default' }];
    const second = [{ coveredResources: ['cpu', 'memory'], flavor: 'spot' }];
    const r = await both([
      { status: 'QUEUED', reason: 'Admitted', assignedFlavors: first },
      { status: 'QUEUED', reason: 'Admitted', assignedFlavors: second },
      { status: 'RUNNING' },
    ]);
    expect(r.answers).toEqual([
      [true, true],
      [false, false],
      [true, true],
    ]);
    expect(r.one).toEqual(r.tx);
    for (const id of [r.ids.one, r.ids.tx]) {
      const v = await db.prisma.processVersion.findUniqueOrThrow({ where: { id } });
      // Left as it was by the step that did not say (RUNNING), the second admission's value kept.
      expect(v.assignedFlavors).toEqual(second);
    }
  });

  it('changes nothing outside `from`, and nothing once final', async () => {
    const r = await both([
      { status: 'LAUNCHING', from: ['QUEUED'] },
      { status: 'LOST', reason: 'JobDeleted', from: ['PENDING'] },
      { status: 'RUNNING' },
      { status: 'CANCELLED', reason: 'Cancelled', from: ['PENDING', 'LAUNCHING'] },
    ]);
    expect(r.answers).toEqual([
      [false, false],
      [true, true],
      [false, false],
      [false, false],
    ]);
    expect(r.one).toEqual(r.tx);
    expect(r.one).toMatchObject({ status: 'LOST', startedAt: null, events: ['LOST'] });
    expect(await applyTransition(deps(), 'no-such-version', { status: 'RUNNING' })).toBe(false);
  });

  it('records a step once when many observers report it at the same moment', async () => {
    const v = await seed();
    const statuses: ProcessStatus[] = ['QUEUED', 'RUNNING'];
    for (const status of statuses) {
      const answers = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          applyTransition(deps(), v.id, {
            status,
            message: `observer ${i}`,
            // Half of them through the transaction, so the two paths also lock against each other.
            ...(i % 2 ? { also: async () => {} } : {}),
          }),
        ),
      );
      expect(answers.filter(Boolean)).toHaveLength(1);
    }
    const s = await state(v.id);
    expect(s.timeline.map((e) => e.status)).toEqual(['PENDING', 'QUEUED', 'RUNNING']);
    expect(s.events).toEqual(['QUEUED', 'RUNNING']);
    // A final status races a running one: whichever is first, nothing follows the final one.
    const ends = await Promise.all([
      applyTransition(deps(), v.id, { status: 'SUCCEEDED', reason: 'Completed', exitCode: 0 }),
      applyTransition(deps(), v.id, { status: 'FAILED', reason: 'DeadlineExceeded' }),
      applyTransition(deps(), v.id, { status: 'RUNNING', reason: 'Again' }),
    ]);
    const after = await state(v.id);
    const final = after.timeline.filter((e) => e.status === 'SUCCEEDED' || e.status === 'FAILED');
    expect(final).toHaveLength(1);
    expect(after.timeline.at(-1)).toEqual(final[0]);
    expect(after.status).toBe(final[0]!.status);
    expect(ends.filter(Boolean)).toHaveLength(after.timeline.length - 3);
  });
});
