import { loadavg } from 'node:os';
import { startKubeSim } from 'kube-sim';
import { createApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { AppServices } from '../src/context.ts';
import type { Cluster } from '../src/generated/prisma/client.ts';
import { ClusterClientRegistry } from '../src/kube/client-registry.ts';
import { VERSION_LABEL } from '../src/kube/jobs.ts';
import { KueueCaches } from '../src/kube/kueue-caches.ts';
import { createLogger } from '../src/logger.ts';
import { HookRegistry } from '../src/plugins/registry.ts';
import { Runner } from '../src/runner/index.ts';
import { ClusterStates } from '../src/services/cluster-states.ts';
import { clusterKubeconfig } from '../src/services/clusters.ts';
import { generateSecretKey, parseSecretKey } from '../src/services/secrets.ts';
import { createInProcessVersionEventBus } from '../src/services/version-events.ts';
import { benchDatabase } from './database.ts';
import { benchOwner, registerBenchClusters } from './fixtures.ts';
import { percentile } from './stats.ts';

/*
 * The failover chaos bench (issue 23): VERSIONS versions with failover, 1 CPU each, spread evenly over 4 clusters
 * of VERSIONS / 2 CPUs each (half full); then at one moment cluster c1 stops answering (refuses connections) and c2
 * is flooded with high-priority work that fills it (its queue preempts LowerPriority). The half of the fleet left
 * has exactly the room for the 2 × VERSIONS / 4 versions affected, so each should start elsewhere at once:
 * - lost (c1's): running elsewhere within CLUSTER_LOST_AFTER_SECONDS + the launch time measured at the start;
 * - preempted (c2's): running elsewhere within the launch time (plus the eviction itself);
 * - at the end (c1 back, fencing done): no version with two Jobs, every attempt's outcome right.
 * Ratios are against the same run's baseline: create → RUNNING of the first wave on idle clusters.
 * kube-sim runs in this process (faults are set directly); its clock runs at real speed.
 */

const VERSIONS = Number(process.env.BENCH_VERSIONS ?? 200);
const LOST_AFTER_S = Number(process.env.BENCH_LOST_AFTER_S ?? 5);
const NAMES = ['c1', 'c2', 'c3', 'c4'];
const FLOOD_JOBS = 10;

const CREATE = `mutation($input: CreateProcessInput!) {
  createProcess(input: $input) { __typename ... on CreateProcessPayload { version { id } } ... on Error { message } }
}`;

export async function benchFailover(): Promise<void> {
  const perCluster = Math.floor(VERSIONS / NAMES.length);
  const capacity = String(perCluster * 2);
  const classes = [
    { name: 'low', value: 0, description: 'batch' },
    { name: 'high', value: 100, description: 'urgent' },
  ];
  const sim = await startKubeSim({
    clock: { speed: 1 },
    clusters: NAMES.map((name) => ({
      name,
      namespaces: ['jobs'],
      workloadPriorityClasses: classes,
      clusterQueues: [
        {
          name: 'team',
          flavors: [{ name: 'default', cpu: capacity, memory: '4000Gi' }],
          preemption: { withinClusterQueue: 'LowerPriority' as const },
        },
      ],
      localQueues: [{ namespace: 'jobs', name: 'team', clusterQueue: 'team' }],
    })),
  });
  const db = await benchDatabase();
  const keyring = parseSecretKey(generateSecretKey());
  const clusters = await registerBenchClusters(db.prisma, keyring, sim.clusters);
  const { token, project } = await benchOwner(db.prisma);
  const config = {
    ...loadConfig({ LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: '1000000' }),
    maxSubscriptionsPerUser: 1000,
  };
  const kube = new ClusterClientRegistry({
    kubeconfigOf: (c) => clusterKubeconfig(c, keyring),
    timeoutMs: 2_000,
    breakerHalfOpenAfterMs: 1_000,
  });
  const logger = createLogger((process.env.BENCH_LOG as 'info') ?? 'silent');
  const bus = createInProcessVersionEventBus();
  const caches = new KueueCaches({ registry: kube, timeoutMs: 2_000 });
  const hooks = new HookRegistry();
  const states = new ClusterStates({ caches, prisma: db.prisma });
  const runner = new Runner({
    prisma: db.prisma,
    kube,
    caches,
    keyring,
    logger,
    versionEvents: bus,
    settings: {
      launchPollMs: 200,
      sweepMs: 500,
      leaseTtlMs: 15_000,
      watchIdleTimeoutMs: 30_000,
      clusterLostAfterMs: LOST_AFTER_S * 1000,
    },
    placement: { hooks, states },
  });
  const services: AppServices = {
    config,
    prisma: db.prisma,
    logger,
    keyring,
    hooks,
    kube,
    clusterStates: states,
    versionEvents: bus,
    launchQueue: runner,
  };
  const app = createApp(services);
  runner.start();

  const create = async (cluster: Cluster, o: { cpu: string; priorityClass: string; failover: boolean }) => {
    const res = await app.fetch(
      new Request('http://bench/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({
          query: CREATE,
          variables: {
            input: {
              projectId: project.id,
              clusterId: cluster.id,
              name: `chaos-${Math.random().toString(36).slice(2, 10)}`,
              image: 'busybox:1.36',
              command: ['sh', '-c', 'sleep 3000'],
              resources: { cpu: o.cpu, memory: '1Gi', deadlineSeconds: 3600, priorityClass: o.priorityClass },
              ...(o.failover ? { failover: { maxAttempts: 3 } } : {}),
            },
          },
        }),
      }),
    );
    const body = (await res.json()) as {
      data?: { createProcess: { __typename: string; version?: { id: string }; message?: string } };
      errors?: unknown;
    };
    const p = body.data?.createProcess;
    if (p?.__typename !== 'CreateProcessPayload') throw new Error(JSON.stringify(body));
    runner.wake();
    return p.version!.id;
  };

  const byId = new Map(clusters.map((c) => [c.id, c.name]));
  const versionsRunning = async () =>
    db.prisma.processVersion.findMany({
      select: { id: true, status: true, clusterId: true, startedAt: true, attempt: true, createdAt: true },
    });

  try {
    // 1. The first wave, evenly spread: its create → RUNNING is the baseline.
    const home = new Map<string, string>();
    const created = new Map<string, number>();
    const ids: string[] = [];
    for (let i = 0; i < perCluster * NAMES.length; i++) {
      const cluster = clusters[i % NAMES.length]!;
      const t0 = Date.now();
      const id = await create(cluster, { cpu: '1', priorityClass: 'low', failover: true });
      created.set(id, t0);
      home.set(id, cluster.name);
      ids.push(id);
    }
    const runningAt = new Map<string, number>();
    const waitAll = async (
      want: (v: Awaited<ReturnType<typeof versionsRunning>>[number]) => boolean,
      of: string[],
      seconds: number,
      into?: Map<string, number>,
    ) => {
      const deadline = Date.now() + seconds * 1000;
      const pending = new Set(of);
      while (pending.size > 0) {
        for (const v of await versionsRunning()) {
          if (pending.has(v.id) && want(v)) {
            pending.delete(v.id);
            into?.set(v.id, Date.now());
          }
        }
        if (pending.size === 0) break;
        if (Date.now() > deadline) return pending;
        await new Promise((r) => setTimeout(r, 100));
      }
      return pending;
    };
    const notRunning = await waitAll((v) => v.status === 'RUNNING', ids, 120, runningAt);
    if (notRunning.size > 0) throw new Error(`${notRunning.size} of the first wave never ran`);
    const launch = ids.map((id) => runningAt.get(id)! - created.get(id)!);
    const launchP95 = percentile(launch, 95);

    // 2. Chaos: c1 stops answering, c2 is flooded with high-priority work that fills it.
    const c2 = clusters.find((c) => c.name === 'c2')!;
    const t0 = Date.now();
    await sim.cluster('c1').faults.set({ refuse: true });
    const floodCpu = String(Math.ceil((perCluster * 2) / FLOOD_JOBS));
    const flood: string[] = [];
    for (let i = 0; i < FLOOD_JOBS; i++)
      flood.push(await create(c2, { cpu: floodCpu, priorityClass: 'high', failover: false }));
    const lost = ids.filter((id) => home.get(id) === 'c1');
    const preempted = ids.filter((id) => home.get(id) === 'c2');
    const untouched = ids.filter((id) => home.get(id) === 'c3' || home.get(id) === 'c4');
    const movedAt = new Map<string, number>();
    // Running on another cluster than its first, in a later attempt (both groups watched at once).
    const elsewhere = (v: { id: string; status: string; clusterId: string; attempt: number }) =>
      v.status === 'RUNNING' && byId.get(v.clusterId) !== home.get(v.id) && v.attempt > 1;
    const left = await waitAll(elsewhere, [...lost, ...preempted], LOST_AFTER_S + 90, movedAt);
    const lostLeft = new Set(lost.filter((id) => left.has(id)));
    const preemptedLeft = new Set(preempted.filter((id) => left.has(id)));
    const floodLeft = await waitAll((v) => v.status === 'RUNNING', flood, 60);

    // 3. c1 answers again: its old Jobs are fenced; then count Jobs and outcomes.
    await sim.cluster('c1').faults.clear();
    const fenceDeadline = Date.now() + 60_000;
    while (
      (await db.prisma.processAttempt.count({ where: { jobDeletedAt: null } })) > 0 &&
      Date.now() < fenceDeadline
    )
      await new Promise((r) => setTimeout(r, 200));
    const unfenced = await db.prisma.processAttempt.count({ where: { jobDeletedAt: null } });
    const jobs = new Map<string, string[]>();
    for (const c of sim.clusters) {
      for (const j of c.listObjects('jobs', 'jobs') as unknown as {
        metadata: { name: string; labels?: Record<string, string>; deletionTimestamp?: string };
        status?: { succeeded?: number; failed?: number };
      }[]) {
        const id = j.metadata.labels?.[VERSION_LABEL];
        if (!id || j.metadata.deletionTimestamp) continue;
        jobs.set(id, [...(jobs.get(id) ?? []), `${c.name}/${j.metadata.name}`]);
      }
    }
    const twoJobs = [...jobs.values()].filter((list) => list.length > 1).length;
    const attempts = await db.prisma.processAttempt.findMany({ select: { versionId: true, outcome: true } });
    const outcomeOf = new Map<string, string[]>();
    for (const a of attempts) outcomeOf.set(a.versionId, [...(outcomeOf.get(a.versionId) ?? []), a.outcome]);
    const wrong = {
      lost: lost.filter((id) => outcomeOf.get(id)?.join() !== 'CLUSTER_LOST').length,
      preempted: preempted.filter((id) => outcomeOf.get(id)?.join() !== 'PREEMPTED').length,
      untouched: untouched.filter((id) => outcomeOf.has(id)).length,
    };
    const final = await versionsRunning();
    const placedOn = new Map<string, number>();
    for (const v of final)
      if (v.status === 'RUNNING')
        placedOn.set(byId.get(v.clusterId)!, (placedOn.get(byId.get(v.clusterId)!) ?? 0) + 1);

    const times = (list: string[]) => list.filter((id) => movedAt.has(id)).map((id) => movedAt.get(id)! - t0);
    const row = (name: string, list: string[], left: Set<string>, targetMs: number) => {
      const t = times(list);
      const p95 = percentile(t, 95);
      console.log(
        `| ${name.padEnd(22)} | ${String(list.length).padStart(4)} | ${String(left.size).padStart(11)} | ` +
          `${t.length ? `${(percentile(t, 50) / 1000).toFixed(1)} / ${(p95 / 1000).toFixed(1)} / ${(Math.max(...t) / 1000).toFixed(1)} s` : '—'} | ` +
          `${(targetMs / 1000).toFixed(1)} s | ${t.length ? (Math.max(...t) / targetMs).toFixed(2) : '—'} |`,
      );
    };
    console.log(
      `\nfailover chaos: ${perCluster * NAMES.length} versions over ${NAMES.length} clusters of ${capacity} CPUs, ` +
        `CLUSTER_LOST_AFTER_SECONDS=${LOST_AFTER_S}, load average ${loadavg()[0]!.toFixed(1)}, ${db.kind}`,
    );
    console.log(
      `baseline (first wave, create → RUNNING on idle clusters): p50 ${(percentile(launch, 50) / 1000).toFixed(2)} s, p95 ${(launchP95 / 1000).toFixed(2)} s`,
    );
    console.log(
      '| group                  |    n | not in time | moved p50 / p95 / max (from the fault) | target | max / target |',
    );
    console.log(
      '| ---------------------- | ---- | ----------- | -------------------------------------- | ------ | ------------ |',
    );
    row('c1 lost (refuses)', lost, lostLeft, LOST_AFTER_S * 1000 + launchP95);
    row('c2 preempted (flooded)', preempted, preemptedLeft, launchP95);
    console.log(`high-priority flood on c2 running: ${flood.length - floodLeft.size} of ${flood.length}`);
    console.log(
      `at the end: versions with two Jobs ${twoJobs}; attempts not fenced ${unfenced}; wrong outcomes: lost ${wrong.lost}, preempted ${wrong.preempted}, untouched ${wrong.untouched}`,
    );
    console.log(
      `running per cluster at the end: ${NAMES.map((n) => `${n} ${placedOn.get(n) ?? 0}`).join(', ')}`,
    );
  } finally {
    await runner.stop();
    await states.close();
    await kube.close();
    await sim.stop();
    await db.drop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchFailover();
