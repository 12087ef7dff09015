import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cluster } from '../../src/generated/prisma/client.ts';
import { quantile } from '../../src/services/waits.ts';
import { graphql } from '../gql/index.ts';
import { createTestApp, seedProject, seedUser, type TestApp } from '../helpers/app.ts';
import { seedCluster } from '../helpers/clusters.ts';
import { createTestDatabase, describePostgres, type TestDatabase } from '../helpers/database.ts';
import { seedProcessHistory } from '../helpers/process-history.ts';

/* waits(projectId, from, to): per cluster of the first start, how long versions waited and why. */

const Waits = graphql(`
  query Waits_Report($projectId: ID!, $from: DateTime!, $to: DateTime!) {
    waits(projectId: $projectId, from: $from, to: $to) {
      rows {
        cluster { name }
        count
        medianSeconds
        p90Seconds
        reasons { reason count }
      }
    }
  }
`);

describe('quantile', () => {
  it('interpolates between neighbours as percentile_cont does', () => {
    expect(quantile([10], 0.9)).toBe(10);
    expect(quantile([10, 20], 0.5)).toBe(15);
    expect(quantile([0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100], 0.9)).toBe(90);
    expect(quantile([60, 120, 600], 0.5)).toBe(120);
    expect(quantile([60, 120, 600], 0.9)).toBeCloseTo(504, 9);
  });
});

describePostgres('the waits report', () => {
  let db: TestDatabase;
  let t: TestApp;
  let viewer: Awaited<ReturnType<typeof seedUser>>;
  let outsider: Awaited<ReturnType<typeof seedUser>>;
  let alpha: Cluster;
  let gpu: Cluster;
  let projectId: string;
  const t0 = Date.UTC(2026, 10, 10, 12);
  const at = (seconds: number) => new Date(t0 + seconds * 1000);
  const period = {
    from: new Date(Date.UTC(2026, 10, 1)).toISOString(),
    to: new Date(Date.UTC(2026, 11, 1)).toISOString(),
  };

  beforeAll(async () => {
    db = await createTestDatabase();
    alpha = await seedCluster(db.prisma, null, { name: 'alpha' });
    gpu = await seedCluster(db.prisma, null, { name: 'gpu' });
    viewer = await seedUser(db.prisma);
    outsider = await seedUser(db.prisma);
    projectId = (await seedProject(db.prisma, [{ userId: viewer.user.id, role: 'VIEWER' }])).id;
    const queued = (reason: string, s: number) => ({ status: 'QUEUED' as const, reason, at: at(s) });
    const version = (start: number | null, events: ReturnType<typeof queued>[], clusterId = alpha.id) => ({
      clusterId,
      status: (start === null ? 'QUEUED' : 'SUCCEEDED') as 'QUEUED' | 'SUCCEEDED',
      createdAt: at(0),
      startedAt: start === null ? null : at(start),
      events,
    });
    // On alpha: waits of 60 s, 120 s and 600 s; quota the commonest reason.
    await seedProcessHistory(db.prisma, {
      projectId,
      name: 'a',
      userId: viewer.user.id,
      versions: [
        version(60, [queued('WaitingForQuota', 5), queued('WaitingForQuota', 30)]),
        version(120, [queued('WaitingForQuota', 5), queued('Admitted', 100)]),
        version(600, [queued('Preempted', 10), queued('Admitted', 590)]),
        // Not started: does not count. Its reasons neither.
        version(null, [queued('NoMatchingFlavor', 5)]),
      ],
    });
    // First started on gpu (an attempt there, preempted), then moved to alpha: counts on gpu, from its first start.
    await seedProcessHistory(db.prisma, {
      projectId,
      name: 'b',
      userId: viewer.user.id,
      versions: [
        {
          clusterId: alpha.id,
          status: 'RUNNING',
          createdAt: at(0),
          startedAt: at(900),
          events: [queued('Pending', 1), queued('WaitingForQuota', 800)],
          attempts: [{ clusterId: gpu.id, createdAt: at(0), startedAt: at(30), endedAt: at(200) }],
        },
      ],
    });
    // Created before the period: not in it.
    await seedProcessHistory(db.prisma, {
      projectId,
      name: 'c',
      userId: viewer.user.id,
      versions: [
        {
          clusterId: alpha.id,
          status: 'SUCCEEDED',
          createdAt: new Date(Date.UTC(2026, 9, 31)),
          startedAt: at(5),
        },
      ],
    });
    t = createTestApp(db.prisma);
  }, 60_000);

  afterAll(async () => {
    await db?.drop();
  });

  it('per cluster of the first start: how many started, median and p90 of creation to first start, the commonest reasons', async () => {
    const r = await t.execute(Waits, { projectId, ...period }, { token: viewer.token });
    expect(r.errors).toBeUndefined();
    expect(r.data?.waits.rows).toEqual([
      {
        cluster: { name: 'alpha' },
        count: 3,
        medianSeconds: 120,
        p90Seconds: expect.closeTo(504, 6),
        reasons: [
          { reason: 'Admitted', count: 2 },
          { reason: 'WaitingForQuota', count: 2 },
          { reason: 'Preempted', count: 1 },
        ],
      },
      {
        cluster: { name: 'gpu' },
        count: 1,
        medianSeconds: 30,
        p90Seconds: 30,
        reasons: [{ reason: 'Pending', count: 1 }],
      },
    ]);
  });

  it('an empty period has no rows; a reversed or too long one is refused; a non-member is refused', async () => {
    const empty = await t.execute(
      Waits,
      { projectId, from: '2026-01-01T00:00:00Z', to: '2026-02-01T00:00:00Z' },
      { token: viewer.token },
    );
    expect(empty.data?.waits.rows).toEqual([]);
    const reversed = await t.execute(
      Waits,
      { projectId, from: period.to, to: period.from },
      { token: viewer.token },
    );
    expect(reversed.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const long = await t.execute(
      Waits,
      { projectId, from: '2020-01-01T00:00:00Z', to: '2026-01-01T00:00:00Z' },
      { token: viewer.token },
    );
    expect(long.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const refused = await t.execute(Waits, { projectId, ...period }, { token: outsider.token });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(refused.data).toBeNull();
  });
});
