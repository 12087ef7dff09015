import { createServer } from 'node:net';
import { availableParallelism, loadavg } from 'node:os';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { BatchV1Api } from '@kubernetes/client-node';
import { createApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { AppServices } from '../src/context.ts';
import { ClusterClientRegistry } from '../src/kube/client-registry.ts';
import { KueueCaches } from '../src/kube/kueue-caches.ts';
import { createLogger } from '../src/logger.ts';
import { HookRegistry } from '../src/plugins/registry.ts';
import { Runner } from '../src/runner/index.ts';
import { ClusterStates } from '../src/services/cluster-states.ts';
import { clusterKubeconfig } from '../src/services/clusters.ts';
import { generateSecretKey, parseSecretKey } from '../src/services/secrets.ts';
import { createInProcessVersionEventBus } from '../src/services/version-events.ts';
import { startCpuProfile } from './cpu-profile.ts';
import { benchDatabase } from './database.ts';
import { benchOwner, registerBenchClusters } from './fixtures.ts';
import { startSimProcess } from './setup.ts';
import { fmt, percentile } from './stats.ts';

/**
 * Arrays (issue 35, ARCHITECTURE §19 "Scale"): an array of COUNT tasks against a one-pod version, through the whole
 * GraphQL handler, the runner (launcher, monitor) and real PostgreSQL, with kube-sim in its own process reached over
 * HTTPS by the product's cluster client. Four figures, each with its baseline in the same run:
 * launch (createProcess → launch recorded) of the array ÷ of one pod; server heap per running task; task status
 * propagation (kube-sim ends chosen indexes through its control API → the served counts show them); the task
 * list's first page against `{ viewer { id } }`.
 */

const COUNT = Number(process.env.BENCH_TASKS ?? 10_000);
const LAUNCH_ROUNDS = Number(process.env.BENCH_ROUNDS ?? 8);
const WARMUP = 2;
const LATENCY_MS = Number(process.env.BENCH_LATENCY_MS ?? 20);
const FLIPS = Number(process.env.BENCH_FLIPS ?? 40);
const FLIP_SIZE = 10;
const PAGE_ROUNDS = Number(process.env.BENCH_PAGE_ROUNDS ?? 200);
/** 1 or a path: profile the phase named by BENCH_PROFILE_PHASE (launch, start, flips, page). */
const PROFILE = process.env.BENCH_PROFILE;
const PROFILE_PHASE = process.env.BENCH_PROFILE_PHASE ?? 'start';

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

async function settledHeap(): Promise<number> {
  for (let i = 0; i < 3; i++) {
    collectGarbage();
    await new Promise((r) => setTimeout(r, 200));
  }
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

const CREATE = `mutation($input: CreateProcessInput!) {
  createProcess(input: $input) { __typename ... on CreateProcessPayload { version { id } } ... on Error { message } }
}`;
const COUNTS = `query($id: ID!) { processVersion(id: $id) { status tasks { pending running succeeded failed } } }`;
const FIRST_PAGE = `query($id: ID!) { processVersion(id: $id) { tasks { items(first: 50) {
  edges { cursor node { index status exitCode restarts startedAt finishedAt } } pageInfo { hasNextPage endCursor } } } } }`;
/** A page of one status (no index on status: the version's rows scanned in index order). */
const FAILED_PAGE = `query($id: ID!) { processVersion(id: $id) { tasks { items(status: FAILED, first: 50) {
  edges { node { index status exitCode } } pageInfo { hasNextPage } } } } }`;
const VIEWER = '{ viewer { id } }';

interface Counts {
  pending: number;
  running: number;
  succeeded: number;
  failed: number;
}

async function fixture() {
  const controlPort = await freePort();
  const sim = await startSimProcess(
    [
      {
        name: 'c0',
        latencyMs: LATENCY_MS,
        namespaces: ['jobs'],
        clusterQueues: [{ name: 'team', flavors: [{ name: 'default', cpu: '2000', memory: '8000Gi' }] }],
        localQueues: [{ namespace: 'jobs', name: 'team', clusterQueue: 'team' }],
      },
    ],
    { controlPort },
  );
  const db = await benchDatabase().catch(async (error: unknown) => {
    await sim.stop();
    throw error;
  });
  const keyring = parseSecretKey(generateSecretKey());
  const [cluster] = await registerBenchClusters(db.prisma, keyring, sim.clusters);
  const { token, project } = await benchOwner(db.prisma);
  const config = loadConfig({ LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: '1000000' });
  const kube = new ClusterClientRegistry({
    kubeconfigOf: (c) => clusterKubeconfig(c, keyring),
    timeoutMs: 30_000,
  });
  // The bench's own client (another tenant's Job), apart from the product's.
  const observer = new ClusterClientRegistry({
    kubeconfigOf: (c) => clusterKubeconfig(c, keyring),
    timeoutMs: 30_000,
    breakerThreshold: 1_000_000,
  });
  const logger = createLogger((process.env.BENCH_LOG as 'info') ?? 'silent');
  const bus = createInProcessVersionEventBus();
  const caches = new KueueCaches({ registry: kube, timeoutMs: kube.defaultTimeoutMs });
  const hooks = new HookRegistry();
  const states = new ClusterStates({ caches, prisma: db.prisma });
  const runner = new Runner({ prisma: db.prisma, kube, caches, keyring, logger, versionEvents: bus });
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
  const until = Date.now() + 60_000;
  while (runner.monitors.size < 1) {
    if (Date.now() > until) throw new Error('the runner did not take the cluster within 60 s');
    await new Promise((r) => setTimeout(r, 50));
  }
  const gql = async <T>(query: string, variables: Record<string, unknown> = {}): Promise<T> => {
    const res = await app.fetch(
      new Request('http://bench/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query, variables }),
      }),
    );
    const body = (await res.json()) as { data?: T; errors?: unknown };
    if (!body.data || body.errors) throw new Error(JSON.stringify(body));
    return body.data;
  };
  const control = async (path: string, body: object) => {
    const res = await fetch(`http://127.0.0.1:${controlPort}${path}`, {
      method: 'POST',
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return res.json() as Promise<Record<string, unknown>>;
  };
  return {
    prisma: db.prisma,
    dbKind: db.kind,
    cluster: cluster!,
    client: () => observer.get(cluster!),
    projectId: project.id,
    gql,
    control,
    simStats: async () =>
      (await (await fetch(`http://127.0.0.1:${controlPort}/stats`)).json()) as {
        memory: { heapUsed: number };
      },
    stop: async () => {
      await runner.stop();
      await caches.close();
      await kube.close();
      await observer.close();
      await db.drop();
      await sim.stop();
    },
  };
}

type Fixture = Awaited<ReturnType<typeof fixture>>;

let seq = 0;

/** createProcess through GraphQL: one pod, or an array of `count` (with one parameters object per task). */
async function createVersion(
  f: Fixture,
  o: { count?: number; parameters?: boolean; command?: string },
): Promise<string> {
  seq += 1;
  const input: Record<string, unknown> = {
    projectId: f.projectId,
    clusterId: f.cluster.id,
    name: `tasks-${seq}`,
    image: 'busybox:1.36',
    command: ['sh', '-c', o.command ?? 'sleep 7200'],
    resources: { cpu: '100m', memory: '64Mi' },
  };
  if (o.count) {
    input.tasks = { count: o.count, parallelism: o.count };
    if (o.parameters)
      input.taskParameters = Array.from({ length: o.count }, (_, i) => ({
        lr: 10 ** -(1 + (i % 5)),
        seed: i,
      }));
  }
  const data = await f.gql<{
    createProcess: { __typename: string; version?: { id: string }; message?: string };
  }>(CREATE, { input });
  if (data.createProcess.__typename !== 'CreateProcessPayload') throw new Error(JSON.stringify(data));
  return data.createProcess.version!.id;
}

/** Another tenant's Job that takes the whole queue (admitted by Kueue), so that the launches measured queue. */
async function fillQueue(f: Fixture, name: string): Promise<void> {
  await f.client().call(BatchV1Api, (api, options) =>
    api.createNamespacedJob(
      {
        namespace: 'jobs',
        body: {
          metadata: { name, labels: { 'kueue.x-k8s.io/queue-name': 'team' } },
          spec: {
            suspend: true,
            template: {
              spec: {
                restartPolicy: 'Never',
                containers: [
                  {
                    name: 'main',
                    image: 'busybox:1.36',
                    command: ['sh', '-c', 'sleep 7200'],
                    resources: { requests: { cpu: '2000', memory: '1Gi' } },
                  },
                ],
              },
            },
          },
        },
      },
      options,
    ),
  );
  await until(
    async () => {
      const job = (await f.client().getJson(`/apis/batch/v1/namespaces/jobs/jobs/${name}`)) as {
        spec?: { suspend?: boolean };
      };
      return job.spec?.suspend === false;
    },
    50,
    30_000,
  );
}

async function emptyQueue(f: Fixture, name: string): Promise<void> {
  await f
    .client()
    .call(BatchV1Api, (api, options) =>
      api.deleteNamespacedJob({ name, namespace: 'jobs', propagationPolicy: 'Background' }, options),
    );
}

/** Polls (every `stepMs`) until `done` answers true; the time it did. */
async function until(done: () => Promise<boolean>, stepMs: number, timeoutMs: number): Promise<number> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    if (await done()) return performance.now();
    if (performance.now() > deadline) throw new Error(`not done within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, stepMs));
  }
}

const launched = (f: Fixture, id: string) => async () =>
  (await f.prisma.processVersion.findUnique({ where: { id }, select: { launchedAt: true } }))?.launchedAt !=
  null;

/** One launch: createProcess sent → its answer, and → the launch recorded (the Job and what it owns created). */
async function launchOnce(f: Fixture, o: { count?: number; parameters?: boolean }) {
  const t0 = performance.now();
  const id = await createVersion(f, o);
  const answered = performance.now();
  const done = await until(launched(f, id), 2, 120_000);
  // Out of the way (a queued Job stays on the cluster otherwise).
  await f.gql(`mutation($id: ID!) { cancelProcessVersion(id: $id) { __typename } }`, { id });
  return { answer: answered - t0, launch: done - t0 };
}

const counts = async (f: Fixture, id: string) =>
  (await f.gql<{ processVersion: { status: string; tasks: Counts } }>(COUNTS, { id })).processVersion;

async function timedQuery(f: Fixture, query: string, variables: Record<string, unknown> = {}) {
  const t0 = performance.now();
  await f.gql(query, variables);
  return performance.now() - t0;
}

export async function benchTasks(): Promise<void> {
  const f = await fixture();
  const profiling = async (phase: string) =>
    PROFILE && PROFILE_PHASE === phase ? startCpuProfile() : undefined;
  const out = PROFILE === '1' ? undefined : PROFILE;
  try {
    console.log(
      `\n## tasks: an array of ${COUNT} tasks against one pod, one kube-sim cluster (${LATENCY_MS} ms API latency, its own process), ${f.dbKind}`,
    );
    console.log(
      `machine: ${availableParallelism()} cores, load average ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')} at start`,
    );

    // 1. Launch: the queue is held full by another tenant's Job, so every launch queues (no pods): what is measured
    // is createProcess and the launcher (rows, Job, ConfigMap), interleaved one-pod / array / array with parameters.
    const filler = `filler-${Date.now()}`;
    await fillQueue(f, filler);
    const kinds = [
      ['one pod', {}],
      [`array of ${COUNT}`, { count: COUNT }],
      [`array of ${COUNT} with parameters`, { count: COUNT, parameters: true }],
    ] as const;
    const results = kinds.map(() => ({ answer: [] as number[], launch: [] as number[] }));
    const launchProfile = await profiling('launch');
    for (let round = 0; round < WARMUP + LAUNCH_ROUNDS; round++) {
      for (const [k, [, o]] of kinds.entries()) {
        const r = await launchOnce(f, o);
        if (round >= WARMUP) {
          results[k]!.answer.push(r.answer);
          results[k]!.launch.push(r.launch);
        }
      }
    }
    await launchProfile?.stop(LAUNCH_ROUNDS * 3, 'launch', out);
    for (const [k, [label]] of kinds.entries()) {
      const r = results[k]!;
      console.log(
        `launch, ${label.padEnd(32)} createProcess answered p50 ${fmt(percentile(r.answer, 50))}  p95 ${fmt(percentile(r.answer, 95))};  launch recorded p50 ${fmt(percentile(r.launch, 50))}  p95 ${fmt(percentile(r.launch, 95))}`,
      );
    }
    const one = percentile(results[0]!.launch, 50);
    console.log(
      `  array ÷ one pod (launch p50): ${(percentile(results[1]!.launch, 50) / one).toFixed(2)}, with parameters ${(percentile(results[2]!.launch, 50) / one).toFixed(2)}   (target ≤ 2)`,
    );
    await emptyQueue(f, filler);

    // 2. Heap per running task: all COUNT tasks running at once (parallelism = count).
    await new Promise((r) => setTimeout(r, 3_000));
    const heap0 = await settledHeap();
    const rss0 = process.memoryUsage().rss;
    const startProfile = await profiling('start');
    const t0 = performance.now();
    const id = await createVersion(f, { count: COUNT });
    let last: Counts | undefined;
    await until(
      async () => {
        last = (await counts(f, id)).tasks;
        return last.running >= COUNT;
      },
      500,
      900_000,
    ).catch((error: unknown) => {
      console.log(`  (not all running: ${JSON.stringify(last)})`);
      throw error;
    });
    const allRunning = performance.now() - t0;
    await startProfile?.stop(COUNT, 'task started', out);
    console.log(
      `  ${COUNT} tasks running ${(allRunning / 1000).toFixed(1)} s after createProcess (kube-sim starts each pod after 1 s)`,
    );
    await new Promise((r) => setTimeout(r, 5_000));
    const heap1 = await settledHeap();
    const rss1 = process.memoryUsage().rss;
    console.log(
      `heap after GC: ${(heap0 / 2 ** 20).toFixed(1)} MiB before, ${(heap1 / 2 ** 20).toFixed(1)} MiB with ${COUNT} running: ${((heap1 - heap0) / COUNT / 1024).toFixed(2)} KB per running task (target ≤ 1 KB); RSS +${((rss1 - rss0) / 2 ** 20).toFixed(0)} MiB`,
    );

    // 3. Propagation: kube-sim ends FLIP_SIZE indexes (exit 0, or 1 every other time) through its control API; the
    // time from its answer until the served counts (GraphQL, polled every 10 ms) show them.
    const jobName = (await f.prisma.processVersion.findUniqueOrThrow({ where: { id } })).jobName!;
    const prop: number[] = [];
    let expectSucceeded = last!.succeeded;
    let expectFailed = last!.failed;
    const flipProfile = await profiling('flips');
    for (let i = 0; i < FLIPS; i++) {
      const first = i * FLIP_SIZE;
      const exitCode = i % 2 === 0 ? 0 : 1;
      const answer = await f.control('/clusters/c0/finish', {
        namespace: 'jobs',
        job: jobName,
        indexes: `${first}-${first + FLIP_SIZE - 1}`,
        exitCode,
      });
      const changed = performance.now();
      if (answer.ended !== FLIP_SIZE) throw new Error(`kube-sim ended ${JSON.stringify(answer)}`);
      if (exitCode === 0) expectSucceeded += FLIP_SIZE;
      else expectFailed += FLIP_SIZE;
      const seen = await until(
        async () => {
          const c = (await counts(f, id)).tasks;
          return c.succeeded >= expectSucceeded && c.failed >= expectFailed;
        },
        10,
        60_000,
      );
      prop.push(seen - changed);
      await new Promise((r) => setTimeout(r, 100));
    }
    await flipProfile?.stop(FLIPS, 'flip', out);
    console.log(
      `status propagation (kube-sim ends ${FLIP_SIZE} tasks → served counts show them) p50 ${fmt(percentile(prop, 50))}  p95 ${fmt(percentile(prop, 95))}  max ${fmt(Math.max(...prop))}   (n=${prop.length}, ${COUNT} tasks watched, polled every 10 ms; target p95 ≤ 1 s)`,
    );

    // 4. The task list's first page against the trivial query, interleaved.
    const page: number[] = [];
    const failedPage: number[] = [];
    const viewer: number[] = [];
    for (let i = 0; i < 20; i++) {
      await timedQuery(f, FIRST_PAGE, { id });
      await timedQuery(f, VIEWER);
    }
    const pageProfile = await profiling('page');
    for (let i = 0; i < PAGE_ROUNDS; i++) {
      viewer.push(await timedQuery(f, VIEWER));
      page.push(await timedQuery(f, FIRST_PAGE, { id }));
      if (i % 4 === 0) failedPage.push(await timedQuery(f, FAILED_PAGE, { id }));
    }
    await pageProfile?.stop(PAGE_ROUNDS, 'page', out);
    console.log(
      `first page (tasks.items(first: 50)) at ${COUNT} tasks p50 ${fmt(percentile(page, 50))}  p95 ${fmt(percentile(page, 95))}   { viewer { id } } p50 ${fmt(percentile(viewer, 50))}  p95 ${fmt(percentile(viewer, 95))}   (n=${PAGE_ROUNDS}; target p95 ≤ 50 ms)`,
    );
    console.log(
      `  a page of FAILED tasks (items(status: FAILED, first: 50)) p50 ${fmt(percentile(failedPage, 50))}  p95 ${fmt(percentile(failedPage, 95))}   (n=${failedPage.length})`,
    );
    console.log(`load average at the end: ${loadavg()[0]!.toFixed(2)} (1 min)`);
  } finally {
    await f.stop();
  }
}
