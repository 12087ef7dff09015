import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Cluster } from '../../src/generated/prisma/client.ts';
import { recordIntervals } from '../../src/services/usage/ledger.ts';
import { graphql } from '../gql/index.ts';
import { createTestApp, seedProject, seedUser, type TestApp } from '../helpers/app.ts';
import { seedCluster } from '../helpers/clusters.ts';
import { createTestDatabase, describePostgres, type TestDatabase } from '../helpers/database.ts';
import { seedVersion } from '../helpers/versions.ts';

/*
 * The usage query over known ledger rows: grouping, whole days from the rollups and part days from the ledger,
 * open intervals up to now, cost at the prices in force when written, and who may read what.
 */

const Usage = graphql(`
  query Report_Usage($projectId: ID, $from: DateTime!, $to: DateTime!, $groupBy: [UsageDimension!]!) {
    usage(projectId: $projectId, from: $from, to: $to, groupBy: $groupBy) {
      totalCost
      currency
      rows { project { id } user { id } cluster { name } flavor resource day resourceSeconds cost }
    }
  }
`);

const H = 3600_000;
const DAY = 24 * H;
const T0 = Date.UTC(2026, 10, 1); // 1 November 2026

describePostgres('usage query', () => {
  let db: TestDatabase;
  let t: TestApp;
  let alpha: Cluster;
  let beta: Cluster;
  let admin: { token: string; user: { id: string } };
  let member: { token: string; user: { id: string } };
  let outsider: { token: string };
  let projectId: string;
  let otherProject: string;
  const now = new Date(T0 + 10 * DAY);

  beforeAll(async () => {
    db = await createTestDatabase();
    alpha = await seedCluster(db.prisma, null, { name: 'alpha' });
    beta = await seedCluster(db.prisma, null, { name: 'beta' });
    admin = await seedUser(db.prisma, { admin: true });
    member = await seedUser(db.prisma);
    outsider = await seedUser(db.prisma);
    projectId = (await seedProject(db.prisma, [{ userId: member.user.id }])).id;
    otherProject = (await seedProject(db.prisma, [{ userId: admin.user.id }])).id;
    t = createTestApp(db.prisma, { now: () => now, configOverrides: { usageCurrency: 'EUR' } });
    await db.prisma.flavorPrice.create({
      data: { clusterId: alpha.id, flavor: 'gpu', resource: 'nvidia.com/gpu', pricePerHour: 3 },
    });
    const v = await seedVersion(db.prisma, {
      userId: member.user.id,
      projectId,
      cluster: alpha,
      launch: false,
    });
    const o = await seedVersion(db.prisma, {
      userId: admin.user.id,
      projectId: otherProject,
      cluster: beta,
      launch: false,
    });
    const gpus = [{ resource: 'nvidia.com/gpu', quantity: 2, flavor: 'gpu' }];
    const interval = (key: string, start: number, end: number | null, versionId = v.id, p = projectId) => ({
      key,
      versionId,
      projectId: p,
      userId: versionId === v.id ? member.user.id : admin.user.id,
      startedAt: new Date(start),
      endedAt: end === null ? null : new Date(end),
      resources: gpus,
    });
    // Day 1, 22:00 → day 2, 02:00 on alpha (4 h over midnight); day 3 10:00–11:00 on alpha; the other project:
    // day 2 on beta for 5 h (no price); and an open interval on alpha since day 10, 06:00 (now is 00:00 day 11).
    await recordIntervals(db.prisma, alpha.id, [
      interval('a/1', T0 + 22 * H, T0 + 26 * H),
      interval('a/2', T0 + 2 * DAY + 10 * H, T0 + 2 * DAY + 11 * H),
    ]);
    await recordIntervals(db.prisma, beta.id, [
      interval('b/1', T0 + DAY, T0 + DAY + 5 * H, o.id, otherProject),
    ]);
    await recordIntervals(db.prisma, alpha.id, [interval('a/3', T0 + 9 * DAY + 18 * H, null)]);
    // Written again (another replica, a restart): nothing changes.
    await recordIntervals(db.prisma, alpha.id, [interval('a/1', T0 + 22 * H, T0 + 26 * H)]);
  }, 60_000);

  afterAll(async () => {
    await db?.drop();
  });

  const q = (token: string, v: { projectId?: string | null; from: number; to: number; groupBy: string[] }) =>
    t.execute(
      Usage,
      {
        projectId: v.projectId ?? null,
        from: new Date(v.from).toISOString(),
        to: new Date(v.to).toISOString(),
        groupBy: v.groupBy as never,
      },
      { token },
    );

  it('a project’s month by day: whole days, a run over midnight split, an open run up to now, cost', async () => {
    const r = await q(member.token, { projectId, from: T0, to: T0 + 30 * DAY, groupBy: ['DAY', 'CLUSTER'] });
    expect(r.errors).toBeUndefined();
    const rows = r.data!.usage.rows.map((x) => ({
      day: x.day,
      cluster: x.cluster?.name,
      hours: x.resourceSeconds / 3600,
      cost: x.cost,
    }));
    expect(rows).toEqual([
      { day: new Date(T0).toISOString(), cluster: 'alpha', hours: 4, cost: 12 },
      { day: new Date(T0 + DAY).toISOString(), cluster: 'alpha', hours: 4, cost: 12 },
      { day: new Date(T0 + 2 * DAY).toISOString(), cluster: 'alpha', hours: 2, cost: 6 },
      { day: new Date(T0 + 9 * DAY).toISOString(), cluster: 'alpha', hours: 12, cost: 36 },
    ]);
    expect(r.data!.usage).toMatchObject({ totalCost: 66, currency: 'EUR' });
  });

  it('part days are counted by their share; no grouping gives one total', async () => {
    // From day 1, 23:00 to day 2, 01:00: two hours of the run over midnight (2 GPUs: 4 GPU-hours).
    const r = await q(member.token, { projectId, from: T0 + 23 * H, to: T0 + 25 * H, groupBy: [] });
    expect(r.data!.usage.rows).toHaveLength(1);
    expect(r.data!.usage.rows[0]!.resourceSeconds).toBeCloseTo(4 * 3600, 6);
    expect(r.data!.usage.rows[0]!.cost).toBeCloseTo(12, 9);
    // Noon of day 1 to noon of day 3: part, whole, part.
    const r2 = await q(member.token, {
      projectId,
      from: T0 + 12 * H,
      to: T0 + 2 * DAY + 10.5 * H,
      groupBy: [],
    });
    expect(r2.data!.usage.rows[0]!.resourceSeconds / 3600).toBeCloseTo(8 + 1, 6);
  });

  it('admins see every project, by project and user; the cluster-wide rollup agrees', async () => {
    const r = await q(admin.token, { from: T0, to: T0 + 30 * DAY, groupBy: ['PROJECT', 'USER', 'RESOURCE'] });
    const byProject = Object.fromEntries(
      r.data!.usage.rows.map((x) => [
        x.project!.id,
        { user: x.user!.id, hours: x.resourceSeconds / 3600, cost: x.cost },
      ]),
    );
    expect(byProject).toEqual({
      [projectId]: { user: member.user.id, hours: 22, cost: 66 },
      [otherProject]: { user: admin.user.id, hours: 10, cost: null },
    });
    const c = await q(admin.token, { from: T0, to: T0 + 30 * DAY, groupBy: ['CLUSTER', 'FLAVOR'] });
    const byCluster = c
      .data!.usage.rows.map((x) => [x.cluster!.name, x.flavor, x.resourceSeconds / 3600])
      .sort((a, b) => String(a[0]).localeCompare(String(b[0])));
    expect(byCluster).toEqual([
      ['alpha', 'gpu', 22],
      ['beta', 'gpu', 10],
    ]);
  });

  it('members read their project only; across projects is for admins', async () => {
    const other = await q(member.token, {
      projectId: otherProject,
      from: T0,
      to: T0 + DAY,
      groupBy: ['DAY'],
    });
    expect(other.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const all = await q(member.token, { from: T0, to: T0 + DAY, groupBy: ['DAY'] });
    expect(all.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const none = await q(outsider.token, { projectId, from: T0, to: T0 + DAY, groupBy: ['DAY'] });
    expect(none.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const backwards = await q(member.token, { projectId, from: T0 + DAY, to: T0, groupBy: ['DAY'] });
    expect(backwards.errors?.[0]?.message).toMatch(/to: must be after from/);
  });
});
