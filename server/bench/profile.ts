import diagnostics from 'node:diagnostics_channel';
import { writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import pg from 'pg';
import { ClusterClientRegistry } from '../src/kube/client-registry.ts';
import { getAllowedClusters } from '../src/services/allowed-clusters.ts';
import { clusterKubeconfig } from '../src/services/clusters.ts';
import { authenticateToken } from '../src/services/tokens.ts';
import { availableClustersFixture, readClusterQueueOnce } from './setup.ts';
import { fmt, percentile } from './stats.ts';

/**
 * Where the time of a cold availableClusters request goes (not part of `pnpm bench`):
 * `pnpm --filter server exec tsx bench/profile.ts [rounds] [out.cpuprofile]`. Prints a timeline of one request
 * (when the fan-out starts, when answers arrive), CPU per request, and the top self-time entries of a sampled
 * CPU profile of the cold rounds, grouped by function and by package.
 */
const ROUNDS = Number(process.argv[2] ?? 30);
const OUT = process.argv[3];

const fixture = await availableClustersFixture({
  clusters: 20,
  latencyMs: 50,
  timeoutMs: 1000,
  withHanging: false,
});
try {
  const kube = new ClusterClientRegistry({
    kubeconfigOf: (c) => clusterKubeconfig(c, fixture.keyring),
    timeoutMs: 1000,
  });
  const app = fixture.makeApp(kube);
  for (let i = 0; i < 5; i++) {
    app.emptyCache();
    await app.query();
  }

  // Timeline of cold requests: request start → first/last cluster request sent → first/last headers → end.
  let t0 = 0;
  let marks: { created: number[]; headers: number[]; sql: number[] } = { created: [], headers: [], sql: [] };
  diagnostics.subscribe('undici:request:create', () => marks.created.push(performance.now() - t0));
  diagnostics.subscribe('undici:request:headers', () => marks.headers.push(performance.now() - t0));
  // SQL statements: when each is sent and when its answer is back (pg's callback-less query returns a promise).
  const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const sent = performance.now() - t0;
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === 'function') {
      args[last] = (...answer: unknown[]) => {
        marks.sql.push(sent, performance.now() - t0);
        return callback(...answer);
      };
    }
    const result = query.apply(this, args);
    if (result instanceof Promise) {
      void result.finally(() => marks.sql.push(sent, performance.now() - t0)).catch(() => {});
    }
    return result;
  } as typeof pg.Client.prototype.query;
  const rows: number[][] = [];
  const cpu: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    app.emptyCache();
    marks = { created: [], headers: [], sql: [] };
    const c0 = process.cpuUsage();
    t0 = performance.now();
    await app.query();
    const total = performance.now() - t0;
    const c = process.cpuUsage(c0);
    cpu.push((c.user + c.system) / 1000);
    rows.push([
      marks.sql[0] ?? Number.NaN,
      marks.sql[1] ?? Number.NaN,
      marks.sql.at(-2) ?? Number.NaN,
      marks.sql.at(-1) ?? Number.NaN,
      marks.created[0] ?? Number.NaN,
      marks.created.at(-1) ?? Number.NaN,
      marks.headers[0] ?? Number.NaN,
      marks.headers.at(-1) ?? Number.NaN,
      total,
    ]);
  }
  const col = (j: number, p: number) =>
    fmt(
      percentile(
        rows.map((r) => r[j]!),
        p,
      ),
    );
  console.log('cold request timeline (ms since request start), p50 / p95:');
  const labels = [
    'first SQL sent',
    'first SQL answered',
    'last SQL sent',
    'last SQL answered',
    'first cluster request',
    'last cluster request',
    'first headers',
    'last headers',
    'response read',
  ];
  labels.forEach((label, j) => {
    console.log(`  ${label.padEnd(24)} ${col(j, 50).padStart(9)} ${col(j, 95).padStart(9)}`);
  });
  console.log(
    `  CPU per cold request      ${fmt(percentile(cpu, 50)).padStart(9)} ${fmt(percentile(cpu, 95)).padStart(9)}`,
  );

  const fan: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const c0 = process.cpuUsage();
    await Promise.all(fixture.healthy.map((r) => readClusterQueueOnce(kube, r)));
    const c = process.cpuUsage(c0);
    fan.push((c.user + c.system) / 1000);
  }
  console.log(
    `  CPU per bare fan-out      ${fmt(percentile(fan, 50)).padStart(9)} ${fmt(percentile(fan, 95)).padStart(9)}`,
  );

  // The part of the request before the fan-out: authentication and the allowed clusters (two queries).
  const sample = async (fn: () => Promise<unknown>) => {
    const ms: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      const t = performance.now();
      await fn();
      ms.push(performance.now() - t);
    }
    return `${fmt(percentile(ms, 50)).padStart(9)} ${fmt(percentile(ms, 95)).padStart(9)}`;
  };
  const prisma = fixture.db.prisma;
  const viewer = (await authenticateToken(prisma, fixture.token))!.user;
  console.log(`  authenticateToken         ${await sample(() => authenticateToken(prisma, fixture.token))}`);
  console.log(`  getAllowedClusters        ${await sample(() => getAllowedClusters({ prisma }, viewer))}`);
  const noLimits = JSON.stringify({ query: '{ availableClusters { id name } }' });
  console.log(`  GraphQL without limits    ${await sample(() => app.run(noLimits))}`);
  const bigger = JSON.stringify(
    await kube.get(fixture.healthy[0]!).getJson('/apis/kueue.x-k8s.io/v1beta2/clusterqueues/team'),
  );
  console.log(`  ClusterQueue answer       ${bigger.length} bytes`);

  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 100 });
  await session.post('Profiler.start');
  for (let i = 0; i < ROUNDS; i++) {
    app.emptyCache();
    await app.query();
  }
  const { profile } = await session.post('Profiler.stop');
  session.disconnect();
  if (OUT) await writeFile(OUT, JSON.stringify(profile));

  // Self time per function and per package.
  const interval = new Map<number, number>();
  const deltas = profile.timeDeltas ?? [];
  for (const [i, id] of (profile.samples ?? []).entries()) {
    interval.set(id, (interval.get(id) ?? 0) + (deltas[i] ?? 0));
  }
  const byFn = new Map<string, number>();
  const byPkg = new Map<string, number>();
  for (const node of profile.nodes) {
    const us = interval.get(node.id) ?? 0;
    if (!us) continue;
    const f = node.callFrame;
    const url = f.url.replace(/^file:\/\//, '');
    const pkg = url.includes('node_modules')
      ? url.replace(/.*node_modules\/(@[^/]+\/[^/]+|[^/]+).*/, '$1')
      : url.startsWith('node:')
        ? url
        : url.includes('/server/src/')
          ? `src/${url.split('/server/src/')[1]}`
          : url || `(${f.functionName || 'native'})`;
    if (f.functionName === 'dispatch' && !f.url) continue; // the inspector answering Profiler.stop
    byPkg.set(pkg, (byPkg.get(pkg) ?? 0) + us);
    const key = `${f.functionName || '(anonymous)'} ${pkg}:${f.lineNumber + 1}`;
    byFn.set(key, (byFn.get(key) ?? 0) + us);
  }
  const total = [...byPkg.values()].reduce((a, b) => a + b, 0);
  const idle = byPkg.get('((idle))') ?? 0;
  const top = (m: Map<string, number>, n: number) =>
    [...m.entries()]
      .filter(([k]) => k !== '((idle))')
      .sort((a, b) => b[1] - a[1])
      .slice(0, n);
  console.log(
    `\nprofile of ${ROUNDS} cold requests: busy ${fmt((total - idle) / 1000 / ROUNDS)} per request`,
  );
  console.log('by package (per request):');
  for (const [k, us] of top(byPkg, 25)) console.log(`  ${fmt(us / 1000 / ROUNDS).padStart(9)}  ${k}`);
  console.log('by function (per request):');
  for (const [k, us] of top(byFn, 40)) console.log(`  ${fmt(us / 1000 / ROUNDS).padStart(9)}  ${k}`);
  await kube.close();
} finally {
  await fixture.stop();
}
