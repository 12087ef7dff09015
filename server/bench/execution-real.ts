import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { availableParallelism, loadavg } from 'node:os';
import type { Cluster } from '../src/generated/prisma/client.ts';
import { ClusterClientRegistry } from '../src/kube/client-registry.ts';
import { jobNameFor } from '../src/kube/jobs.ts';
import { KueueCaches } from '../src/kube/kueue-caches.ts';
import { createLogger } from '../src/logger.ts';
import { Runner } from '../src/runner/index.ts';
import { clusterKubeconfig } from '../src/services/clusters.ts';
import { generateSecretKey, parseSecretKey } from '../src/services/secrets.ts';
import { startCpuProfile } from './cpu-profile.ts';
import { benchDatabase } from './database.ts';
import { benchOwner, registerBenchClusters } from './fixtures.ts';
import { JobSightings } from './job-sightings.ts';
import { countRequests, countStatements, cpuMeter, printStatements, totalOf } from './launch-costs.ts';
import { fmt, percentile, timed } from './stats.ts';

/*
 * `pnpm bench execution-real` (issue 21): the launch half of `pnpm bench execution` against the real control plane
 * (real-cluster/README.md: etcd, kube-apiserver, controllers, kwok nodes, Kueue), brought up for the bench and
 * torn down after. The product's two registered clusters on it (`small` and `gpu` queues, namespace `work`), the
 * product's ServiceAccount kubeconfig, launch concurrency 16 as in production.
 * - Baseline: one round trip to the API server (a one-item Job list, what the product's role may read).
 * - Launch latency: commit → the Job seen on the cluster (our own watch), one at a time.
 * - Throughput: 200 versions released at once; against one round trip per Job at concurrency 16.
 * Needs Go (the binaries are built once, then cached); without it the bench says so and stops.
 */

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 40);
const WARMUP = 10;
const THROUGHPUT_JOBS = Number(process.env.BENCH_JOBS ?? 200);
/** Interleaved throughput rounds (a plain client's, then ours, each round). */
const TP_ROUNDS = Number(process.env.BENCH_TP_ROUNDS ?? 3);
/** After a window, how long its costs are still counted (the monitors' status steps, Kueue's admissions). */
const SETTLE_MS = 2_000;
/** The longest wait for the control plane to become idle before a window. */
const QUIESCE_MAX_MS = 20_000;
/** A path, or 1: profile our last throughput window (the figures of such a run are not the ones to keep). */
const PROFILE = process.env.BENCH_PROFILE;

interface Window {
  perSecond: number;
  load: number;
  /** CPU ms per process name in the window, and with the settle after it. */
  window: Map<string, number>;
  settled: Map<string, number>;
  statements: Map<string, number>;
  /** HTTP requests this process sent, by kind (window + settle). */
  requests: Map<string, number>;
}
interface Round {
  plain: Window;
  ours: Window;
  ratio: number;
}

/** Runs `work` (n Jobs), timing it and counting CPU (this process's and others') and SQL statements. */
async function measureWindow(
  meter: ReturnType<typeof cpuMeter>,
  n: number,
  work: () => Promise<void>,
): Promise<Window> {
  const load = loadavg()[0]!;
  const others = await meter.start();
  const statements = countStatements();
  const requests = countRequests();
  const cpu0 = process.cpuUsage();
  const started = performance.now();
  await work();
  const seconds = (performance.now() - started) / 1000;
  const own = (c: NodeJS.CpuUsage) => (c.user + c.system) / 1000;
  const ownWindow = own(process.cpuUsage(cpu0));
  const counted = statements.stop();
  const window = await others.stop();
  window.set('bench process', ownWindow);
  const more = countStatements();
  await new Promise((r) => setTimeout(r, SETTLE_MS));
  const ownSettled = own(process.cpuUsage(cpu0));
  for (const [k, v] of more.stop()) counted.set(k, (counted.get(k) ?? 0) + v);
  const sent = requests.stop();
  const settled = await others.stop();
  settled.set('bench process', ownSettled);
  return { perSecond: n / seconds, load, window, settled, statements: counted, requests: sent };
}
const NAMESPACE = 'work';

export async function benchExecutionReal(): Promise<void> {
  // @ts-expect-error plain .mjs module of the harness, no types
  const build = await import('../../scripts/real-cluster/build.mjs');
  // @ts-expect-error plain .mjs module of the harness, no types
  const cp = await import('../../scripts/real-cluster/control-plane.mjs');
  // @ts-expect-error plain .mjs module of the harness, no types
  const { readState } = await import('../../scripts/real-cluster/processes.mjs');
  if (!build.goAvailable()) {
    console.log(
      '\n## execution on the real control plane: skipped (Go is not installed; real-cluster/README.md)',
    );
    return;
  }
  const name = `bench-${process.pid}`;
  const upStarted = Date.now();
  const up = (await cp.up({ name })) as { kubeconfig: string };
  const upSeconds = (Date.now() - upStarted) / 1000;
  const db = await benchDatabase();
  const keyring = parseSecretKey(generateSecretKey());
  const kubeconfig = readFileSync(up.kubeconfig, 'utf8');
  const clusters = await registerBenchClusters(
    db.prisma,
    keyring,
    ['small', 'gpu'].map((queue) => ({
      name: `real-${queue}`,
      kubeconfig,
      clusterQueue: queue,
      localQueue: `${queue}-lq`,
      namespace: NAMESPACE,
    })),
  );
  const { user, project } = await benchOwner(db.prisma);
  const kube = new ClusterClientRegistry({
    kubeconfigOf: (c) => clusterKubeconfig(c, keyring),
    timeoutMs: 10_000,
  });
  const observer = new ClusterClientRegistry({
    kubeconfigOf: (c) => clusterKubeconfig(c, keyring),
    timeoutMs: 30_000,
    breakerThreshold: 1_000_000,
  });
  const caches = new KueueCaches({ registry: kube, timeoutMs: 10_000 });
  const runner = new Runner({ prisma: db.prisma, kube, caches, keyring, logger: createLogger('silent') });

  // Job sightings: one watch from our own client (both registered clusters are the same API server).
  const sightings = new JobSightings();
  await sightings.watch(observer.get(clusters[0]!), NAMESPACE);
  const jobSeen = (jobName: string) => sightings.seen(jobName);
  let seq = 0;
  const commit = async (cluster: Cluster, runAfter?: Date) => {
    seq += 1;
    return db.prisma.$transaction(async (tx) => {
      const process = await tx.process.create({
        data: { projectId: project.id, name: `bench-${seq}`, createdById: user.id },
      });
      const version = await tx.processVersion.create({
        data: {
          processId: process.id,
          version: 1,
          image: 'busybox:1.36',
          command: ['sh', '-c', 'sleep 7200'],
          cpu: '10m',
          memory: '16Mi',
          cpuMillis: 10n,
          memoryBytes: 16n * 1024n * 1024n,
          clusterId: cluster.id,
          limitsSnapshot: {},
          createdById: user.id,
          events: { create: { status: 'PENDING' } },
        },
      });
      await tx.launchJob.create({ data: { versionId: version.id, runAfter } });
      return version.id;
    });
  };

  runner.start();
  try {
    const until = Date.now() + 60_000;
    while (runner.monitors.size < clusters.length) {
      if (Date.now() > until) throw new Error('the runner did not take both clusters within 60 s');
      await new Promise((r) => setTimeout(r, 50));
    }
    const loadAtStart = loadavg()[0]!;
    console.log(
      `\n## execution on the real control plane (${db.kind}): up in ${upSeconds.toFixed(1)} s; ${availableParallelism()} cores, load average ${loadAtStart.toFixed(2)}`,
    );
    const roundTrip: number[] = [];
    const launch: number[] = [];
    for (let i = 0; i < WARMUP + ROUNDS; i++) {
      const cluster = clusters[i % clusters.length]!;
      const client = observer.get(cluster);
      const rt = (await timed(() => client.getJson(`/apis/batch/v1/namespaces/${NAMESPACE}/jobs?limit=1`)))
        .ms;
      const id = await commit(cluster);
      const committed = performance.now();
      runner.wake();
      const l = (await jobSeen(jobNameFor(id))) - committed;
      if (i >= WARMUP) {
        roundTrip.push(rt);
        launch.push(l);
      }
    }
    const rt50 = percentile(roundTrip, 50);
    console.log(
      `one round trip (baseline)           p50 ${fmt(rt50)}   p95 ${fmt(percentile(roundTrip, 95))}   (n=${roundTrip.length})`,
    );
    console.log(
      `launch: commit → Job on the cluster p50 ${fmt(percentile(launch, 50))}   p95 ${fmt(percentile(launch, 95))}`,
    );
    console.log(`  launch p50 − round trip p50 = ${fmt(percentile(launch, 50) - rt50)}`);

    // The cluster's own bound for this pattern: the same number of Job creates (suspended, queued to Kueue like
    // ours, through its webhooks) by a plain client at concurrency 16, no database, no launcher.
    const raw = observer.get(clusters[0]!);
    const rawJob = (n: number) => ({
      apiVersion: 'batch/v1',
      kind: 'Job',
      // Over both queues, every other Job, as ours go (what Kueue admits, and the pods that follow, alike).
      metadata: {
        name: `raw-${process.pid}-${n}`,
        labels: { 'kueue.x-k8s.io/queue-name': n % 2 === 0 ? 'small-lq' : 'gpu-lq' },
      },
      spec: {
        suspend: true,
        backoffLimit: 0,
        template: {
          spec: {
            restartPolicy: 'Never',
            containers: [
              {
                name: 'main',
                image: 'busybox:1.36',
                command: ['sh', '-c', 'sleep 7200'],
                resources: {
                  requests: { cpu: '10m', memory: '16Mi' },
                  limits: { cpu: '10m', memory: '16Mi' },
                },
              },
            ],
          },
        },
      },
    });
    const createOne: number[] = [];
    for (let i = 0; i < 20; i++) {
      createOne.push(
        (
          await timed(() =>
            raw.request((_, http) =>
              http.sendJson('POST', `/apis/batch/v1/namespaces/${NAMESPACE}/jobs`, rawJob(i)),
            ),
          )
        ).ms,
      );
    }
    console.log(
      `one Job create by a plain client      p50 ${fmt(percentile(createOne, 50))}   p95 ${fmt(percentile(createOne, 95))}   (n=${createOne.length}; Kueue's webhooks and etcd included)`,
    );

    // Throughput, interleaved: a plain client's creates, then our launches, round after round, so that the
    // machine's other load hits both alike; each round's ratio is ours ÷ the plain client's of the same round.
    const state = readState(cp.clusterDir(name)) as { processes: Record<string, { pid: number }> };
    const benchDb = (await db.prisma.$queryRaw<{ d: string }[]>`SELECT current_database() AS d`)[0]!.d;
    const meter = cpuMeter(async () => {
      const m = new Map<string, number[]>(
        Object.entries(state.processes).map(([c, p]) => [c, [p.pid]] as [string, number[]]),
      );
      const backends = await db.prisma.$queryRaw<{ pid: number }[]>`
        SELECT pid FROM pg_stat_activity WHERE datname = ${benchDb}`;
      m.set(
        'postgres',
        backends.map((b) => b.pid),
      );
      return m;
    });
    // Before each window the control plane finishes what earlier Jobs caused (Kueue's Workloads and admissions,
    // the Job controller), so that one window's after-work does not run in the next one's.
    const cpMeter = cpuMeter(async () => new Map([['cp', Object.values(state.processes).map((p) => p.pid)]]));
    const cpRate = async (ms: number) => {
      const m = await cpMeter.start();
      await new Promise((r) => setTimeout(r, ms));
      return ((await m.stop()).get('cp') ?? 0) / ms;
    };
    const idle = await cpRate(1_000);
    const quiesce = async () => {
      const until = Date.now() + QUIESCE_MAX_MS;
      while (Date.now() < until && (await cpRate(500)) > Math.max(0.1, 2 * idle));
    };
    console.log(`control plane idle: ${(idle * 100).toFixed(0)} % of a core`);
    const later = new Date(Date.now() + 3_600_000);
    const rounds: Round[] = [];
    for (let r = 0; r < TP_ROUNDS; r++) {
      const base = 20 + r * THROUGHPUT_JOBS;
      let next = base;
      await quiesce();
      const plain = await measureWindow(meter, THROUGHPUT_JOBS, async () => {
        await Promise.all(
          Array.from({ length: 16 }, async () => {
            while (next < base + THROUGHPUT_JOBS) {
              const n = next++;
              await raw.request((_, http) =>
                http.sendJson('POST', `/apis/batch/v1/namespaces/${NAMESPACE}/jobs`, rawJob(n)),
              );
            }
          }),
        );
      });
      const ids: string[] = [];
      for (let i = 0; i < THROUGHPUT_JOBS; i++) ids.push(await commit(clusters[i % clusters.length]!, later));
      await quiesce();
      const profile = PROFILE && r === TP_ROUNDS - 1 ? await startCpuProfile() : undefined;
      const http = () =>
        clusters.reduce(
          (a, c) => {
            const st = kube.get(c).stats;
            return { requests: a.requests + st.requests, connections: a.connections + st.connections };
          },
          { requests: 0, connections: 0 },
        );
      const http0 = http();
      let since: number[] = [];
      const ours = await measureWindow(meter, THROUGHPUT_JOBS, async () => {
        const released = performance.now();
        await db.prisma.launchJob.updateMany({
          where: { versionId: { in: ids } },
          data: { runAfter: new Date() },
        });
        runner.wake();
        since = (await Promise.all(ids.map((id) => jobSeen(jobNameFor(id))))).map((t) => t - released);
      });
      const http1 = http();
      await profile?.stop(THROUGHPUT_JOBS, 'launch', PROFILE === '1' ? undefined : PROFILE);
      rounds.push({ plain, ours, ratio: ours.perSecond / plain.perSecond });
      console.log(
        `round ${r + 1}: plain client ${plain.perSecond.toFixed(1)} creates/s (load ${plain.load.toFixed(2)}), ours ${ours.perSecond.toFixed(1)} launches/s (load ${ours.load.toFixed(2)}): ratio ${(ours.perSecond / plain.perSecond).toFixed(2)}; Jobs seen after the release: 50 % ${fmt(percentile(since, 50))}, 90 % ${fmt(percentile(since, 90))}; our API requests ${((http1.requests - http0.requests) / THROUGHPUT_JOBS).toFixed(2)} per launch, ${http1.connections - http0.connections} connections opened`,
      );
    }
    const med = (f: (r: Round) => number) => percentile(rounds.map(f), 50);
    const plainRate = med((r) => r.plain.perSecond);
    const ourRate = med((r) => r.ours.perSecond);
    const ratio = med((r) => r.ratio);
    const perLaunch = (w: (r: Round) => Window, key: string, settled: boolean) =>
      med((r) => ((settled ? w(r).settled : w(r).window).get(key) ?? 0) / THROUGHPUT_JOBS);
    const cpuKeys = ['bench process', 'postgres', ...Object.keys(state.processes)];
    console.log(
      `throughput (median of ${TP_ROUNDS} rounds of ${THROUGHPUT_JOBS}): plain client ${plainRate.toFixed(1)} creates/s, ours ${ourRate.toFixed(1)} launches/s; **ratio ${ratio.toFixed(2)}** (rounds ${rounds.map((r) => r.ratio.toFixed(2)).join(', ')}; target ≥ 0.8); one read round trip per Job at concurrency 16 would allow ${((16 * 1000) / rt50).toFixed(0)}/s`,
    );
    console.log(
      `  CPU per Job, median over rounds, ms (window: release → last Job seen | + ${SETTLE_MS / 1000} s settle):`,
    );
    console.log(`    ${'process'.padEnd(24)} ${'plain'.padStart(15)} ${'ours'.padStart(15)}`);
    for (const k of cpuKeys) {
      const cell = (w: (r: Round) => Window) =>
        `${perLaunch(w, k, false).toFixed(2)} | ${perLaunch(w, k, true).toFixed(2)}`.padStart(15);
      console.log(`    ${k.padEnd(24)} ${cell((r) => r.plain)} ${cell((r) => r.ours)}`);
    }
    // On cores the whole machine shares, the rate a window reaches is about the cores over all processes' CPU
    // per Job: so this ratio of CPU (the machine's other users' load left out) predicts the rate ratio.
    const cpuTotal = (w: (r: Round) => Window) => cpuKeys.reduce((a, k) => a + perLaunch(w, k, false), 0);
    const cpuRatio = cpuTotal((r) => r.plain) / cpuTotal((r) => r.ours);
    console.log(
      `  all processes' CPU per Job in the window: plain ${cpuTotal((r) => r.plain).toFixed(2)} ms, ours ${cpuTotal((r) => r.ours).toFixed(2)} ms: **CPU ratio ${cpuRatio.toFixed(2)}** (plain ÷ ours; the control plane's own background work counts in both)`,
    );
    const statements = rounds.at(-1)!.ours.statements;
    printStatements(
      statements,
      THROUGHPUT_JOBS,
      'of our last round (window + settle: launcher, monitors, leases)',
    );
    const sent = rounds.at(-1)!.ours.requests;
    console.log(
      `  HTTP requests of this process in our last round (window + settle): ${(totalOf(sent) / THROUGHPUT_JOBS).toFixed(2)} per launch`,
    );
    for (const [kind, n] of [...sent].sort((a, b) => b[1] - a[1]).slice(0, 8)) {
      console.log(`    ${(n / THROUGHPUT_JOBS).toFixed(2).padStart(5)}  ${kind}`);
    }
    const figures = {
      loadAverage: { start: loadAtStart, end: loadavg()[0]! },
      roundTripP50Ms: rt50,
      plainCreateP50Ms: percentile(createOne, 50),
      launchP50Ms: percentile(launch, 50),
      launchP95Ms: percentile(launch, 95),
      jobsPerRound: THROUGHPUT_JOBS,
      plainCreatesPerSecond: plainRate,
      launchesPerSecond: ourRate,
      ratio,
      rounds: rounds.map((r) => ({
        plainCreatesPerSecond: r.plain.perSecond,
        launchesPerSecond: r.ours.perSecond,
        ratio: r.ratio,
        loadAverage: { plain: r.plain.load, ours: r.ours.load },
      })),
      cpuPerLaunchMs: Object.fromEntries(cpuKeys.map((k) => [k, perLaunch((r) => r.ours, k, true)])),
      cpuPerPlainCreateMs: Object.fromEntries(cpuKeys.map((k) => [k, perLaunch((r) => r.plain, k, true)])),
      cpuRatio,
      cpuPerJobAllProcessesMs: { plain: cpuTotal((r) => r.plain), ours: cpuTotal((r) => r.ours) },
      serverCpuPerLaunchMs: perLaunch((r) => r.ours, 'bench process', false),
      statementsPerLaunch: med((r) => totalOf(r.ours.statements) / THROUGHPUT_JOBS),
      requestsPerLaunch: med((r) => totalOf(r.ours.requests) / THROUGHPUT_JOBS),
      statementsByKind: Object.fromEntries(
        [...statements].sort((x, y) => y[1] - x[1]).map(([k, n]) => [k, n / THROUGHPUT_JOBS]),
      ),
    };
    if (process.env.BENCH_OUT) {
      await writeFile(process.env.BENCH_OUT, `${JSON.stringify(figures, null, 2)}\n`);
      console.log(`figures written to ${process.env.BENCH_OUT}`);
    }
  } finally {
    sightings.stop();
    await runner.stop();
    await caches.close();
    await kube.close();
    await observer.close();
    await db.drop();
    await cp.down({ name });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchExecutionReal();
