import { usageReport } from '../src/services/usage/report.ts';
import { benchDatabase } from './database.ts';
import { fmt, percentile } from './stats.ts';

const ROWS = Number(process.env.BENCH_USAGE_ROWS ?? 1_000_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 8);
const CALLS = Number(process.env.BENCH_CALLS_PER_ROUND ?? 25);

/**
 * `pnpm bench usage` (ARCHITECTURE §18): the `usage` report over a month of 1,000,000 ledger rows grouped by day ×
 * cluster (the service as the resolver calls it, open intervals included), against `SELECT count(*)` of the same
 * rows as the baseline, measured in alternating rounds in the same process. Also: one project's month (what its
 * usage page asks for) and a range starting and ending mid-day (edge days read from the ledger rows themselves).
 *
 * The rows: 30 days, 4 clusters, 2 flavors, 3 resources, 20 projects of 10 users each, spread independently (so
 * the rollup holds about every combination: ~144,000 rows); the daily rollups are built from them as the ledger's
 * writer keeps them (and the report is checked against the ledger's total).
 */
export async function benchUsage(): Promise<void> {
  const db = await benchDatabase();
  try {
    const p = db.prisma;
    const start = Date.UTC(2026, 10, 1);
    const from = new Date(start);
    const to = new Date(start + 30 * 86_400_000);
    const t0 = performance.now();
    await p.$executeRawUnsafe(`
      INSERT INTO "UsageRecord" ("intervalKey", resource, day, "versionId", "projectId", "userId", "clusterId",
        flavor, quantity, "startedAt", "endedAt", "resourceSeconds", cost)
      SELECT 'k' || (i / 3), (ARRAY['cpu', 'memory', 'nvidia.com/gpu'])[1 + i % 3],
        d::date, 'v' || (i / 6), 'project-' || pr, 'user-' || (pr * 10 + abs(hashint8(i + 13)) % 10), 'cluster-' || abs(hashint8(i + 7)) % 4,
        (ARRAY['standard', 'a100'])[1 + abs(hashint8(i + 11)) % 2], q, s, s + make_interval(secs => secs), q * secs,
        CASE WHEN i % 3 = 1 THEN NULL ELSE q * secs / 3600 * 0.5 END
      FROM generate_series(0::bigint, ${ROWS - 1}::bigint) AS i,
        LATERAL (SELECT timestamp '2026-11-01' + (abs(hashint8(i)) % 30) * interval '1 day' AS d) AS dd,
        LATERAL (SELECT abs(hashint8(i + 5)) % 20 AS pr) AS pp,
        LATERAL (SELECT dd.d + ((i * 104729) % 80000) * interval '1 second' AS s,
                        (1 + i % 6000)::float8 AS secs,
                        (1 + i % 8)::float8 AS q) AS x`);
    await p.$executeRawUnsafe(`
      INSERT INTO "UsageDaily" (day, "projectId", "userId", "clusterId", flavor, resource, "resourceSeconds", cost)
      SELECT day, "projectId", "userId", "clusterId", flavor, resource, sum("resourceSeconds"), sum(cost)
      FROM "UsageRecord" GROUP BY 1, 2, 3, 4, 5, 6`);
    await p.$executeRawUnsafe(`
      INSERT INTO "UsageDailyCluster" (day, "clusterId", flavor, resource, "resourceSeconds", cost)
      SELECT day, "clusterId", flavor, resource, sum("resourceSeconds"), sum(cost)
      FROM "UsageRecord" GROUP BY 1, 2, 3, 4`);
    await p.$executeRawUnsafe('ANALYZE "UsageRecord"; ');
    await p.$executeRawUnsafe('ANALYZE "UsageDaily"');
    await p.$executeRawUnsafe('ANALYZE "UsageDailyCluster"');
    const [{ n, rollup } = { n: 0, rollup: 0 }] = await p.$queryRawUnsafe<{ n: number; rollup: number }[]>(
      `SELECT (SELECT count(*) FROM "UsageRecord")::int AS n, (SELECT count(*) FROM "UsageDaily")::int AS rollup`,
    );
    console.log(
      `usage (${db.kind}): ${n} ledger rows, ${rollup} rollup rows, loaded in ${fmt(performance.now() - t0)}`,
    );

    const admin = { id: 'bench-admin', isAdmin: true };
    const report = () =>
      usageReport(p, admin, { projectId: null, from, to, groupBy: ['DAY', 'CLUSTER'] }, to, 'EUR');
    const project = () =>
      usageReport(
        p,
        admin,
        { projectId: 'project-7', from, to, groupBy: ['DAY', 'CLUSTER', 'RESOURCE'] },
        to,
        'EUR',
      );
    const midDay = () =>
      usageReport(
        p,
        admin,
        {
          projectId: null,
          from: new Date(start + 12 * 3600_000),
          to: new Date(start + 29 * 86_400_000 + 12 * 3600_000),
          groupBy: ['DAY', 'CLUSTER'],
        },
        to,
        'EUR',
      );
    const baseline = () =>
      p.$queryRawUnsafe(
        `SELECT count(*) FROM "UsageRecord" WHERE day >= '2026-11-01'::date AND day < '2026-12-01'::date`,
      );

    // The answer is the ledger's: total resource-seconds per day × cluster sum to the ledger's total.
    const check = await report();
    const [{ total } = { total: 0 }] = await p.$queryRawUnsafe<{ total: number }[]>(
      `SELECT sum("resourceSeconds")::float8 AS total FROM "UsageRecord"`,
    );
    const sum = check.rows.reduce((s, r) => s + r.resourceSeconds, 0);
    if (Math.abs(sum - Number(total)) / Number(total) > 1e-9 || check.rows.length !== 30 * 4)
      throw new Error(
        `usage report disagrees with the ledger: ${sum} vs ${total}, ${check.rows.length} rows`,
      );

    const samples: Record<string, number[]> = { report: [], project: [], midDay: [], baseline: [] };
    const cases = { report, project, midDay, baseline } as Record<string, () => Promise<unknown>>;
    for (let i = 0; i < 5; i++) for (const fn of Object.values(cases)) await fn(); // warm-up
    for (let round = 0; round < ROUNDS; round++) {
      for (const [name, fn] of Object.entries(cases)) {
        for (let i = 0; i < CALLS; i++) {
          const s = performance.now();
          await fn();
          samples[name]!.push(performance.now() - s);
        }
      }
    }
    const base50 = percentile(samples.baseline!, 50);
    const base95 = percentile(samples.baseline!, 95);
    for (const [name, label] of [
      ['baseline', 'SELECT count(*) of the month’s rows (baseline)'],
      ['report', 'usage, all projects, month, day × cluster'],
      ['project', 'usage, one project, month, day × cluster × resource'],
      ['midDay', 'usage, all projects, noon to noon (edge days from the ledger)'],
    ] as const) {
      const s = samples[name]!;
      const p50 = percentile(s, 50);
      const p95 = percentile(s, 95);
      console.log(
        `  ${label}: p50 ${fmt(p50)} (${(p50 / base50).toFixed(3)}× baseline), p95 ${fmt(p95)} (${(p95 / base95).toFixed(3)}× baseline), n=${s.length}`,
      );
    }
    const p95 = percentile(samples.report!, 95);
    console.log(`  target p95 ≤ 100 ms for day × cluster: ${p95 <= 100 ? 'met' : 'NOT met'} (${fmt(p95)})`);
  } finally {
    await db.drop();
  }
}
