import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import type { Cluster } from '../src/generated/prisma/client.ts';
import { ClusterClientRegistry } from '../src/kube/client-registry.ts';
import { jobNameFor } from '../src/kube/jobs.ts';
import { KueueCaches } from '../src/kube/kueue-caches.ts';
import { createLogger } from '../src/logger.ts';
import { Runner } from '../src/runner/index.ts';
import { clusterKubeconfig } from '../src/services/clusters.ts';
import { generateSecretKey, parseSecretKey } from '../src/services/secrets.ts';
import { benchDatabase } from './database.ts';
import { benchOwner, registerBenchClusters } from './fixtures.ts';
import { JobSightings } from './job-sightings.ts';
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
const NAMESPACE = 'work';

export async function benchExecutionReal(): Promise<void> {
  // @ts-expect-error plain .mjs module of the harness, no types
  const build = await import('../../scripts/real-cluster/build.mjs');
  // @ts-expect-error plain .mjs module of the harness, no types
  const cp = await import('../../scripts/real-cluster/control-plane.mjs');
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
    console.log(
      `\n## execution on the real control plane (${db.kind}): up in ${upSeconds.toFixed(1)} s; ${availableParallelism()} cores, load average ${loadavg()[0]!.toFixed(2)}`,
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
      metadata: { name: `raw-${process.pid}-${n}`, labels: { 'kueue.x-k8s.io/queue-name': 'small-lq' } },
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
    let next = 20;
    const rawStart = performance.now();
    await Promise.all(
      Array.from({ length: 16 }, async () => {
        while (next < 20 + THROUGHPUT_JOBS) {
          const n = next++;
          await raw.request((_, http) =>
            http.sendJson('POST', `/apis/batch/v1/namespaces/${NAMESPACE}/jobs`, rawJob(n)),
          );
        }
      }),
    );
    const rawPerSecond = THROUGHPUT_JOBS / ((performance.now() - rawStart) / 1000);
    console.log(
      `one Job create by a plain client      p50 ${fmt(percentile(createOne, 50))}   p95 ${fmt(percentile(createOne, 95))}   (n=${createOne.length}; Kueue's webhooks and etcd included)`,
    );
    console.log(
      `plain client, ${THROUGHPUT_JOBS} creates at concurrency 16: ${rawPerSecond.toFixed(1)} jobs/s (the cluster's bound for this pattern)`,
    );

    const later = new Date(Date.now() + 3_600_000);
    const ids: string[] = [];
    for (let i = 0; i < THROUGHPUT_JOBS; i++) ids.push(await commit(clusters[i % clusters.length]!, later));
    const released = performance.now();
    const cpu0 = process.cpuUsage();
    await db.prisma.launchJob.updateMany({
      where: { versionId: { in: ids } },
      data: { runAfter: new Date() },
    });
    runner.wake();
    const seenTimes = await Promise.all(ids.map((id) => jobSeen(jobNameFor(id))));
    const seconds = (Math.max(...seenTimes) - released) / 1000;
    const cpu = process.cpuUsage(cpu0);
    const bound = (16 * 1000) / rt50;
    console.log(
      `throughput: ${THROUGHPUT_JOBS} launches in ${seconds.toFixed(2)} s = ${(THROUGHPUT_JOBS / seconds).toFixed(1)} jobs/s; one read round trip per Job at concurrency 16 would allow ${bound.toFixed(0)} jobs/s (ratio ${(THROUGHPUT_JOBS / seconds / bound).toFixed(2)}); the plain client's creates ${rawPerSecond.toFixed(1)} jobs/s (ratio ${(THROUGHPUT_JOBS / seconds / rawPerSecond).toFixed(2)})`,
    );
    console.log(
      `  CPU of this process in that window: ${fmt((cpu.user + cpu.system) / 1000 / THROUGHPUT_JOBS)} per launch; load average ${loadavg()[0]!.toFixed(2)}`,
    );
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
