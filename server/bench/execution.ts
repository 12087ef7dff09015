import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { availableParallelism, loadavg } from 'node:os';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { BatchV1Api } from '@kubernetes/client-node';
import { createApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { AppServices } from '../src/context.ts';
import type { Cluster, PrismaClient } from '../src/generated/prisma/client.ts';
import { ClusterClientRegistry } from '../src/kube/client-registry.ts';
import { ClusterError } from '../src/kube/cluster-error.ts';
import { jobNameFor } from '../src/kube/jobs.ts';
import { KueueCaches } from '../src/kube/kueue-caches.ts';
import { buildJob } from '../src/kube/workloads/batch-job.ts';
import { createLogger } from '../src/logger.ts';
import { HookRegistry } from '../src/plugins/registry.ts';
import { Runner } from '../src/runner/index.ts';
import { ClusterStates } from '../src/services/cluster-states.ts';
import { clusterKubeconfig } from '../src/services/clusters.ts';
import { generateSecretKey, parseSecretKey } from '../src/services/secrets.ts';
import { createInProcessVersionEventBus, type VersionEventBus } from '../src/services/version-events.ts';
import { startCpuProfile } from './cpu-profile.ts';
import { benchDatabase } from './database.ts';
import { benchOwner, registerBenchClusters } from './fixtures.ts';
import { JobSightings } from './job-sightings.ts';
import { countStatements, printStatements } from './launch-costs.ts';
import { startSimProcess } from './setup.ts';
import { fmt, percentile, timed } from './stats.ts';

const CLUSTERS = 10;
const LATENCY_MS = 50;
const LAUNCH_ROUNDS = Number(process.env.BENCH_ROUNDS ?? 60);
const WARMUP = 10;
const THROUGHPUT_JOBS = 200;
const MONITOR_JOBS = Number(process.env.BENCH_JOBS ?? 5000);
const FEW_JOBS = Math.round(MONITOR_JOBS / 5);
const WINDOW_S = Number(process.env.BENCH_WINDOW_S ?? 30);
const PROPAGATION_SAMPLES = 40;
/** A path, or 1: profile the throughput window (slows it down: the figures of such a run are not the ones to keep). */
const PROFILE = process.env.BENCH_PROFILE;

// A full garbage collection on demand (for the heap per watched job), without a command-line flag.
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

/** V8 heap in use after two full collections, in bytes. */
async function settledHeap(): Promise<number> {
  collectGarbage();
  await new Promise((r) => setTimeout(r, 100));
  collectGarbage();
  return process.memoryUsage().heapUsed;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

interface Fixture {
  prisma: PrismaClient;
  dbKind: string;
  clusters: Cluster[];
  runner: Runner;
  bus: VersionEventBus;
  app: ReturnType<typeof createApp>;
  token: string;
  userId: string;
  projectId: string;
  /** Our own view of each cluster (its own registry): round trips, Job sightings, deletions. */
  observer: ClusterClientRegistry;
  /** Resolves when the Job of this name was seen on its cluster (watch ADDED), with the time seen. */
  jobSeen(jobName: string): Promise<number>;
  simRequests(): Promise<Record<string, number>>;
  openWatches(): Promise<number>;
  stop(): Promise<void>;
}

async function fixture(): Promise<Fixture> {
  const controlPort = await freePort();
  const sim = await startSimProcess(
    Array.from({ length: CLUSTERS }, (_, i) => ({
      name: `c${i}`,
      latencyMs: LATENCY_MS,
      namespaces: ['jobs'],
      clusterQueues: [{ name: 'team', flavors: [{ name: 'default', cpu: '2000', memory: '8000Gi' }] }],
      localQueues: [{ namespace: 'jobs', name: 'team', clusterQueue: 'team' }],
    })),
    { controlPort },
  );
  const db = await benchDatabase().catch(async (error: unknown) => {
    await sim.stop();
    throw error;
  });
  const keyring = parseSecretKey(generateSecretKey());
  const clusters = await registerBenchClusters(db.prisma, keyring, sim.clusters);
  const { token, user, project } = await benchOwner(db.prisma);
  const config = {
    ...loadConfig({ LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: '1000000' }),
    maxSubscriptionsPerUser: 1000,
  };
  const kube = new ClusterClientRegistry({
    kubeconfigOf: (c) => clusterKubeconfig(c, keyring),
    timeoutMs: 5_000,
  });
  // The bench's own client: patient, and never refusing calls (no breaker in the way of the set-up).
  const observer = new ClusterClientRegistry({
    kubeconfigOf: (c) => clusterKubeconfig(c, keyring),
    timeoutMs: 15_000,
    breakerThreshold: 1_000_000,
  });
  const logger = createLogger('silent');
  const bus = createInProcessVersionEventBus();
  const caches = new KueueCaches({ registry: kube, timeoutMs: kube.defaultTimeoutMs });
  const runner = new Runner({ prisma: db.prisma, kube, caches, keyring, logger, versionEvents: bus });
  const services: AppServices = {
    config,
    prisma: db.prisma,
    logger,
    keyring,
    hooks: new HookRegistry(),
    kube,
    clusterStates: new ClusterStates({ caches, prisma: db.prisma }),
    versionEvents: bus,
    launchQueue: runner,
  };
  const app = createApp(services);

  // Job sightings: one watch per cluster from our own client (not the runner's).
  const sightings = new JobSightings();
  for (const cluster of clusters) await sightings.watch(observer.get(cluster), 'jobs');
  runner.start();
  const until = Date.now() + 60_000;
  while (runner.monitors.size < CLUSTERS) {
    if (Date.now() > until) throw new Error('the runner did not take every cluster within 60 s');
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    prisma: db.prisma,
    dbKind: db.kind,
    clusters,
    runner,
    bus,
    app,
    token,
    userId: user.id,
    projectId: project.id,
    observer,
    jobSeen: (jobName) => sightings.seen(jobName),
    openWatches: async () => {
      const res = await fetch(`http://127.0.0.1:${controlPort}/stats`);
      return ((await res.json()) as { openWatches: number }).openWatches;
    },
    simRequests: async () => {
      const res = await fetch(`http://127.0.0.1:${controlPort}/stats`);
      return ((await res.json()) as { requests: Record<string, number> }).requests;
    },
    stop: async () => {
      sightings.stop();
      await runner.stop();
      await caches.close();
      await kube.close();
      await observer.close();
      await db.drop();
      await sim.stop();
    },
  };
}

let seq = 0;

/** What createProcess commits (process, version, first timeline row, launch row) in one transaction. */
async function commitVersion(f: Fixture, cluster: Cluster, runAfter?: Date): Promise<string> {
  seq += 1;
  const name = `bench-${seq}`;
  return f.prisma.$transaction(
    async (tx) => {
      const process = await tx.process.create({
        data: { projectId: f.projectId, name, createdById: f.userId },
      });
      const version = await tx.processVersion.create({
        data: {
          processId: process.id,
          version: 1,
          image: 'busybox:1.36',
          command: ['sh', '-c', 'echo started; sleep 7200'],
          cpu: '100m',
          memory: '64Mi',
          cpuMillis: 100n,
          memoryBytes: 64n * 1024n * 1024n,
          clusterId: cluster.id,
          limitsSnapshot: {},
          createdById: f.userId,
          events: { create: { status: 'PENDING' } },
        },
      });
      await tx.launchJob.create({ data: { versionId: version.id, runAfter } });
      return version.id;
    },
    { maxWait: 30_000, timeout: 30_000 },
  );
}

async function launchOne(f: Fixture, cluster: Cluster): Promise<number> {
  const id = await commitVersion(f, cluster);
  const committed = performance.now();
  f.runner.wake();
  const seenAt = await f.jobSeen(jobNameFor(id));
  return seenAt - committed;
}

async function countStatus(f: Fixture, status: 'RUNNING'): Promise<number> {
  return f.prisma.processVersion.count({ where: { status } });
}

/** Waits until `n` versions are RUNNING, or the count stopped growing for a minute; returns the count. */
async function waitForRunning(f: Fixture, n: number): Promise<number> {
  let last = -1;
  let since = Date.now();
  for (;;) {
    const running = await countStatus(f, 'RUNNING');
    if (running >= n) return running;
    if (running !== last) {
      last = running;
      since = Date.now();
    } else if (Date.now() - since > 60_000) {
      const byStatus = await f.prisma.processVersion.groupBy({
        by: ['status', 'statusReason'],
        _count: true,
      });
      console.log(
        `  (stalled at ${running} RUNNING: ${byStatus.map((g) => `${g.status}/${g.statusReason} ${g._count}`).join(', ')})`,
      );
      const lost = await f.prisma.processVersion.findFirst({
        where: { status: 'LOST' },
        select: { message: true },
      });
      if (lost) console.log(`  (a LOST one says: ${lost.message})`);
      return running;
    }
    await new Promise((r) => setTimeout(r, 500));
  }
}

/**
 * Active jobs for the monitoring measurement, set up fast: version rows written in bulk (LAUNCHING, with their Job
 * name) and their Jobs created on the clusters exactly as the launcher builds them (`buildJob`), 16 at a time.
 * What is measured afterwards is the monitor, not the launch.
 */
async function seedMany(f: Fixture, n: number) {
  if (n <= 0) return;
  const rows = Array.from({ length: n }, (_, i) => {
    seq += 1;
    return {
      id: `bench${seq}x${randomUUID().slice(0, 8)}`,
      name: `bench-${seq}`,
      cluster: f.clusters[i % CLUSTERS]!,
    };
  });
  // In chunks of 100, in the launcher's order: the row first (LAUNCHING, no Job name), then its Job, then the Job
  // name on the row. A row that names a Job the cluster does not have is what the monitor rightly calls LOST.
  for (let i = 0; i < rows.length; i += 100) {
    const chunk = rows.slice(i, i + 100);
    await f.prisma.process.createMany({
      data: chunk.map((r) => ({ id: r.id, projectId: f.projectId, name: r.name, createdById: f.userId })),
    });
    await f.prisma.processVersion.createMany({
      data: chunk.map((r) => ({
        id: r.id,
        processId: r.id,
        version: 1,
        image: 'busybox:1.36',
        command: ['sh', '-c', 'echo started; sleep 7200'],
        cpu: '100m',
        memory: '64Mi',
        cpuMillis: 100n,
        memoryBytes: 64n * 1024n * 1024n,
        clusterId: r.cluster.id,
        limitsSnapshot: {},
        createdById: f.userId,
        status: 'LAUNCHING' as const,
      })),
    });
    const versions = await f.prisma.processVersion.findMany({
      where: { id: { in: chunk.map((r) => r.id) } },
    });
    const byId = new Map(chunk.map((r) => [r.id, r.cluster]));
    let next = 0;
    await Promise.all(
      Array.from({ length: 16 }, async () => {
        while (next < versions.length) {
          const version = versions[next++]!;
          const cluster = byId.get(version.id)!;
          const client = f.observer.get(cluster);
          // A loaded simulator may not answer in time: try again (409 means the first try got through).
          for (let attempt = 0; ; attempt++) {
            try {
              await client.call(BatchV1Api, (api, options) =>
                api.createNamespacedJob({ namespace: 'jobs', body: buildJob(version, cluster) }, options),
              );
              break;
            } catch (error) {
              if (error instanceof ClusterError && error.statusCode === 409) break;
              if (attempt >= 5) throw error;
              await new Promise((r) => setTimeout(r, 1_000));
            }
          }
        }
      }),
    );
    const ids = chunk.map((r) => r.id);
    await f.prisma.$executeRaw`
      UPDATE "ProcessVersion" v SET "jobName" = d.job, "launchedAt" = now() AT TIME ZONE 'UTC'
      FROM unnest(${ids}::text[], ${ids.map((id) => jobNameFor(id))}::text[]) AS d(id, job)
      WHERE v.id = d.id`;
  }
}

async function steadyState(f: Fixture, label: string) {
  const before = await f.simRequests();
  const start = performance.now();
  await new Promise((r) => setTimeout(r, WINDOW_S * 1000));
  const after = await f.simRequests();
  const watches = await f.openWatches();
  const minutes = (performance.now() - start) / 60_000;
  const perCluster = Object.keys(after).map((k) => (after[k]! - (before[k] ?? 0)) / minutes);
  const total = perCluster.reduce((a, b) => a + b, 0);
  const rss = process.memoryUsage().rss / 2 ** 20;
  const heap = await settledHeap();
  console.log(
    `${label.padEnd(34)} ${total.toFixed(1).padStart(7)} requests/min (all ${CLUSTERS} clusters; per cluster ${Math.min(...perCluster).toFixed(1)}–${Math.max(...perCluster).toFixed(1)}), server RSS ${rss.toFixed(0)} MiB, ${watches} open watches`,
  );
  return { total, rss, heap };
}

/** Deletes a running version's Job behind the runner's back and times the subscription's next event. */
async function propagation(f: Fixture, samples: number): Promise<number[]> {
  const versions = await f.prisma.processVersion.findMany({
    where: { status: 'RUNNING' },
    include: { cluster: true },
    take: samples,
  });
  const times: number[] = [];
  for (const version of versions) {
    const controller = new AbortController();
    const res = await f.app.fetch(
      new Request('http://bench/graphql', {
        method: 'POST',
        signal: controller.signal,
        headers: {
          'content-type': 'application/json',
          accept: 'text/event-stream',
          authorization: `Bearer ${f.token}`,
        },
        body: JSON.stringify({
          query: 'subscription($id: ID!) { processVersionUpdated(id: $id) { id status } }',
          variables: { id: version.id },
        }),
      }),
    );
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    const nextEvent = async () => {
      for (;;) {
        const end = buffer.indexOf('\n\n');
        if (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (block.startsWith('event: next')) return block;
          continue;
        }
        const { value, done } = await reader.read();
        if (done) throw new Error('subscription ended');
        buffer += value;
      }
    };
    await nextEvent(); // the current state
    const client = f.observer.get(version.cluster);
    await client.call(BatchV1Api, (api, options) =>
      api.deleteNamespacedJob(
        { name: version.jobName!, namespace: 'jobs', propagationPolicy: 'Background' },
        options,
      ),
    );
    const changed = performance.now();
    await nextEvent();
    times.push(performance.now() - changed);
    controller.abort();
    await reader.cancel().catch(() => {});
  }
  return times;
}

export async function benchExecution(): Promise<void> {
  const f = await fixture();
  try {
    console.log(
      `\n## execution: ${CLUSTERS} kube-sim clusters, ${LATENCY_MS} ms API latency each (${f.dbKind}); launch concurrency 16`,
    );
    console.log(
      `machine: ${availableParallelism()} cores, load average ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')} at start (the simulator runs in its own process on the same cores)`,
    );
    const rss0 = process.memoryUsage().rss / 2 ** 20;
    const heap0 = await settledHeap();

    // Launch latency, interleaved with the baseline (one GET of the cluster's namespace).
    const roundTrip: number[] = [];
    const launch: number[] = [];
    for (let i = 0; i < WARMUP + LAUNCH_ROUNDS; i++) {
      const cluster = f.clusters[i % CLUSTERS]!;
      const client = f.observer.get(cluster);
      const rt = (await timed(() => client.getJson('/api/v1/namespaces/jobs'))).ms;
      const l = await launchOne(f, cluster);
      if (i >= WARMUP) {
        roundTrip.push(rt);
        launch.push(l);
      }
    }
    const rt50 = percentile(roundTrip, 50);
    console.log(
      `one cluster round trip (baseline)   p50 ${fmt(rt50)}   p95 ${fmt(percentile(roundTrip, 95))}   (n=${roundTrip.length})`,
    );
    console.log(
      `launch: commit → Job on the cluster p50 ${fmt(percentile(launch, 50))}   p95 ${fmt(percentile(launch, 95))}`,
    );
    console.log(`  launch p50 − round trip p50 = ${fmt(percentile(launch, 50) - rt50)}   (target ≤ 50 ms)`);

    // Throughput: THROUGHPUT_JOBS versions committed (held back), then released at once over the clusters.
    const later = new Date(Date.now() + 3_600_000);
    const ids: string[] = [];
    await Promise.all(
      Array.from({ length: 4 }, async (_, w) => {
        for (let i = w; i < THROUGHPUT_JOBS; i += 4)
          ids.push(await commitVersion(f, f.clusters[i % CLUSTERS]!, later));
      }),
    );
    const released = performance.now();
    await f.prisma.launchJob.updateMany({
      where: { versionId: { in: ids } },
      data: { runAfter: new Date() },
    });
    const requests0 = await f.simRequests();
    const profiling = PROFILE ? await startCpuProfile() : undefined;
    const cpu0 = process.cpuUsage();
    const statements = countStatements();
    f.runner.wake();
    const seenTimes = await Promise.all(ids.map((id) => f.jobSeen(jobNameFor(id))));
    const lastSeen = Math.max(...seenTimes);
    const since = seenTimes.map((t) => t - released);
    const seconds = (lastSeen - released) / 1000;
    const inWindow = new Map(statements.stop());
    const cpu = process.cpuUsage(cpu0);
    const requests1 = await f.simRequests();
    const apiRequests = Object.keys(requests1).reduce((n, k) => n + requests1[k]! - (requests0[k] ?? 0), 0);
    console.log(
      `throughput: ${THROUGHPUT_JOBS} launches over ${CLUSTERS} clusters in ${seconds.toFixed(2)} s = ${(THROUGHPUT_JOBS / seconds).toFixed(1)} jobs/s (one round trip per Job at concurrency 16 would allow ${((16 * 1000) / rt50).toFixed(0)} jobs/s)`,
    );
    console.log(
      `  Jobs seen after the release: first ${fmt(Math.min(...since))}, 25 % ${fmt(percentile(since, 25))}, 50 % ${fmt(percentile(since, 50))}, 90 % ${fmt(percentile(since, 90))}, 99 % ${fmt(percentile(since, 99))}`,
    );
    console.log(
      `  CPU of this process (runner, Prisma, the bench's watches) in that window: ${fmt((cpu.user + cpu.system) / 1000 / THROUGHPUT_JOBS)} per launch${profiling ? ' (profiled)' : ''}; API requests to the clusters ${(apiRequests / THROUGHPUT_JOBS).toFixed(2)} per launch`,
    );
    await profiling?.stop(THROUGHPUT_JOBS, 'launch', PROFILE === '1' ? undefined : PROFILE);
    printStatements(
      inWindow,
      THROUGHPUT_JOBS,
      'from the release to the last Job seen (launcher, monitors, leases)',
    );
    // One launch at a time, alone: every statement it causes from the release (not counted) until its version
    // left LAUNCHING (launcher and monitor), and 300 ms more for what follows.
    const soloCounts = new Map<string, number>();
    const SOLO = 10;
    for (let i = 0; i < SOLO; i++) {
      const id = await commitVersion(f, f.clusters[i % CLUSTERS]!, later);
      await new Promise((r) => setTimeout(r, 300));
      const stopped = new AbortController();
      const moved = (async () => {
        for await (const _ of f.bus.subscribe(
          (e) => e.versionId === id && e.status !== 'PENDING' && e.status !== 'LAUNCHING',
          stopped.signal,
        ))
          return;
      })();
      await f.prisma.launchJob.updateMany({ where: { versionId: id }, data: { runAfter: new Date() } });
      const one = countStatements();
      f.runner.wake();
      await Promise.race([moved, new Promise((r) => setTimeout(r, 15_000))]);
      stopped.abort();
      await new Promise((r) => setTimeout(r, 300));
      for (const [k, n] of one.stop()) soloCounts.set(k, (soloCounts.get(k) ?? 0) + n);
    }
    printStatements(soloCounts, SOLO, 'one launch alone, until its version left LAUNCHING + 300 ms');

    // Monitoring: FEW_JOBS, then MONITOR_JOBS active jobs; requests per minute in steady state.
    const launched = WARMUP + LAUNCH_ROUNDS + THROUGHPUT_JOBS + SOLO;
    let phase = performance.now();
    await seedMany(f, FEW_JOBS - launched);
    const fewRunning = await waitForRunning(f, FEW_JOBS);
    console.log(
      `  ${fewRunning} jobs running after ${((performance.now() - phase) / 1000).toFixed(0)} s of set-up`,
    );
    await new Promise((r) => setTimeout(r, 5_000));
    const few = await steadyState(f, `steady state, ${fewRunning} running jobs`);
    phase = performance.now();
    await seedMany(f, MONITOR_JOBS - FEW_JOBS);
    const manyRunning = await waitForRunning(f, MONITOR_JOBS);
    console.log(
      `  ${manyRunning} jobs running after ${((performance.now() - phase) / 1000).toFixed(0)} s of set-up`,
    );
    await new Promise((r) => setTimeout(r, 5_000));
    const many = await steadyState(f, `steady state, ${manyRunning} running jobs`);
    console.log(
      many.total === 0 && few.total === 0
        ? `  no request at either size in ${WINDOW_S} s: only the open watches (renewed at their server-side timeout), whatever the number of jobs`
        : `  requests/min at ${manyRunning} jobs ÷ at ${fewRunning} jobs = ${(many.total / Math.max(1, few.total)).toFixed(2)}   (jobs ×${(manyRunning / Math.max(1, fewRunning)).toFixed(1)}; target: about 1)`,
    );
    console.log(
      `  server RSS: ${rss0.toFixed(0)} MiB at start, ${few.rss.toFixed(0)} MiB at ${fewRunning} jobs, ${many.rss.toFixed(0)} MiB at ${manyRunning} jobs`,
    );
    // The monitors' caches (and the rest kept per job in this process) as V8 heap after full collections.
    const kb = (bytes: number) => (bytes / 1024).toFixed(1);
    console.log(
      `  heap after GC: ${(heap0 / 2 ** 20).toFixed(0)} MiB at start; per watched job: ${kb((few.heap - heap0) / Math.max(1, fewRunning))} KB at ${fewRunning} jobs, ${kb((many.heap - heap0) / Math.max(1, manyRunning))} KB at ${manyRunning} jobs, ${kb((many.heap - few.heap) / Math.max(1, manyRunning - fewRunning))} KB from ${fewRunning} to ${manyRunning} (target ≤ 5 KB)`,
    );

    const prop = await propagation(f, PROPAGATION_SAMPLES);
    console.log(
      `status propagation (Job deleted on the cluster → processVersionUpdated over SSE) p50 ${fmt(percentile(prop, 50))}   p95 ${fmt(percentile(prop, 95))}   (n=${prop.length}, with ${MONITOR_JOBS} jobs watched)`,
    );
    console.log(`load average at the end: ${loadavg()[0]!.toFixed(2)} (1 min)`);
  } finally {
    await f.stop();
  }
}
