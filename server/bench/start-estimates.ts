import { writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { loadavg } from 'node:os';
import { BatchV1Api, KubeConfig, type V1Job } from '@kubernetes/client-node';
import { estimateStart, predictRuntime, type StartEstimate } from '@kueue-batch/rules';
import { PRIORITY_CLASS_LABEL, QUEUE_LABEL } from 'kube-sim';
import { createApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { AppServices } from '../src/context.ts';
import type { Cluster } from '../src/generated/prisma/client.ts';
import { ClusterClientRegistry } from '../src/kube/client-registry.ts';
import { buildJob } from '../src/kube/workloads/batch-job.ts';
import { createLogger } from '../src/logger.ts';
import { HookRegistry } from '../src/plugins/registry.ts';
import { ADMIN_CLI } from '../src/services/audit.ts';
import { clusterKubeconfig, registerCluster } from '../src/services/clusters.ts';
import { estimateForRequest } from '../src/services/estimates/estimate.ts';
import type { QueueReading } from '../src/services/estimates/queue-reading.ts';
import { toSnapshot, workloadKey } from '../src/services/estimates/snapshot.ts';
import { generateSecretKey, parseSecretKey } from '../src/services/secrets.ts';
import { createApiToken } from '../src/services/tokens.ts';
import { benchDatabase } from './database.ts';
import { freshStates, startSimProcess } from './setup.ts';
import { reportStartEstimates } from './start-estimates-report.ts';
import {
  HIGH_PRIORITY,
  HIGH_PRIORITY_CLASS,
  quantile,
  TRACE_CLUSTERS,
  type TraceJob,
} from './start-estimates-trace.ts';
import { loadTrace } from './start-estimates-traces.ts';

/**
 * `pnpm bench start-estimates` (issue 15): how well our start estimates predict the real start on kube-sim, against
 * two baselines computed from the same reading of the same queue, and what EARLIEST_START placement does to waits.
 *
 * One trace (seeded) is replayed three times, each on fresh kube-sim clusters (in this process, frozen clock moved
 * with `advance`) and a fresh database: the users' own cluster choice (accuracy and bounds), then our jobs placed by
 * FIRST_ALLOWED and by EARLIEST_START (waits). Our jobs go through the real `createProcess` (GraphQL, placement
 * included) and the runner's `buildJob`; the bench plays the runner's launcher and monitor (creates each version's
 * Job at once, records admission and end in the database as the monitor does), so the model's history is real.
 */

const SEED = Number(process.env.BENCH_SEED ?? 15);
const JOBS = Number(process.env.BENCH_JOBS ?? 300);
/** `BENCH_PLACEMENT=0` skips the two placement runs (the accuracy and timing run only). */
const PLACEMENT = process.env.BENCH_PLACEMENT !== '0';
const TIMING_ROUNDS = Number(process.env.BENCH_ROUNDS ?? 40);
const TIMING_LATENCY_MS = 50;
/** Quiet time after which the clusters' watch-fed caches are taken to have caught up. */
const SETTLE_MS = Number(process.env.BENCH_SETTLE_MS ?? 40);
const NAMESPACE = 'jobs';
/** Kubernetes times have whole seconds: a start read up to this late is not a bound violation. */
export const BOUND_TOLERANCE_MS = 1_000;
/** The recent-admission window of baseline (b). */
const RATE_WINDOW_MS = 3_600_000;

export type Mode = 'CHOSEN' | 'FIRST_ALLOWED' | 'EARLIEST_START';

export interface Submission {
  job: TraceJob;
  cluster: string;
  submittedMs: number;
  ours: StartEstimate;
  /** (a) the same replay with every deadline as the runtime (Slurm-like). */
  deadlineReplayMs: number | null;
  /** (b) queue length ÷ recent admission rate. */
  queueRateMs: number | null;
  /** Diagnostic, not the contract: ours with other tenants' runtimes learned from the Workloads seen to finish. */
  foreignRatioMs: number | null;
  admittedMs: number | null;
}

export interface Observed {
  job: TraceJob;
  cluster: string;
  createdMs: number;
  admittedMs: number | null;
  finishedMs: number | null;
  evictedMs: number | null;
}

export interface RunResult {
  mode: Mode;
  submissions: Submission[];
  observed: Map<string, Observed>;
  strategies: Map<string, string>;
  timing?: { without: number[]; with: number[]; parts: Record<string, { ms: number; kb: number }> };
  simEndMs: number;
  startMs: number;
}

const CREATE = `mutation($input: CreateProcessInput!) { createProcess(input: $input) {
  __typename ... on CreateProcessPayload { cluster { id name } version { id } } ... on Error { message } } }`;
const AVAILABLE = (withEstimate: boolean) =>
  `query($projectId: ID, $requests: ResourceRequestsInput) { availableClusters(projectId: $projectId, requests: $requests) {
    id name fitsRequest limits { maxCpuCores source } health { status }${withEstimate ? ' startEstimate { basis expectedStartAt latestStartAt workloadsAhead message }' : ''} } }`;

type Condition = { type: string; status: string; lastTransitionTime: string; reason?: string };
const conditionTime = (conditions: Condition[] | undefined, type: string) => {
  const c = (conditions ?? []).find((x) => x.type === type && x.status === 'True');
  return c ? new Date(c.lastTransitionTime).getTime() : null;
};

async function runTrace(trace: TraceJob[], mode: Mode, timing: boolean): Promise<RunResult> {
  const controlPort = await freePort();
  const sim = await startSimProcess(
    TRACE_CLUSTERS.map((c) => ({
      name: c.name,
      namespaces: [NAMESPACE],
      clusterQueues: [
        {
          name: 'team',
          queueingStrategy: c.queueingStrategy,
          flavors: [{ name: 'default', cpu: String(c.cores), memory: `${c.cores * 4}Gi` }],
          ...(c.preemption ? { preemption: { withinClusterQueue: c.preemption } } : {}),
        },
      ],
      localQueues: [{ namespace: NAMESPACE, name: 'team', clusterQueue: 'team' }],
      workloadPriorityClasses: [{ name: HIGH_PRIORITY_CLASS, value: HIGH_PRIORITY }],
    })),
    { controlPort, clock: { speed: 0 } },
  );
  const control = async (method: string, path: string, body?: object) => {
    const res = await fetch(`http://127.0.0.1:${controlPort}${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    if (!res.ok) throw new Error(`kube-sim control ${method} ${path}: ${res.status} ${await res.text()}`);
    return res.json() as Promise<Record<string, unknown>>;
  };
  let clockMs = new Date(String((await control('GET', '/clock')).now)).getTime();
  const db = await benchDatabase();
  const registry = new ClusterClientRegistry({
    kubeconfigOf: (c) => clusterKubeconfig(c, keyring),
    timeoutMs: 10_000,
  });
  const keyring = parseSecretKey(generateSecretKey());
  try {
    const rows = new Map<string, Cluster>();
    for (const [i, c] of sim.clusters.entries()) {
      rows.set(
        c.name,
        await registerCluster({ prisma: db.prisma, keyring }, ADMIN_CLI, {
          name: c.name,
          kubeconfig: c.kubeconfig,
          clusterQueue: 'team',
          localQueue: 'team',
          namespace: NAMESPACE,
          sortOrder: i,
        }),
      );
    }
    const users: Awaited<ReturnType<typeof createApiToken>>[] = [];
    const userCount = 1 + Math.max(0, ...trace.filter((j) => j.ours).map((j) => j.user));
    for (let i = 0; i < userCount; i++)
      users.push(await createApiToken(db.prisma, { email: `user${i}@bench.example` }));
    const project = await db.prisma.project.create({
      data: {
        name: 'trace',
        members: { create: users.map((u) => ({ userId: u.user.id, role: 'MEMBER' as const })) },
      },
    });
    const now = () => new Date(clockMs);
    const config = loadConfig({ LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: '1000000' });
    const services: AppServices = {
      config,
      prisma: db.prisma,
      logger: createLogger('silent'),
      keyring,
      hooks: new HookRegistry(),
      kube: registry,
      clusterStates: freshStates(db.prisma, registry, now),
      now,
    };
    /** The clusters' caches have caught up: no watch event for a while (the simulator answers at once). */
    const settle = async () => {
      const caches = [...rows.values()].map((r) => services.clusterStates.caches.get(r));
      for (;;) {
        const last = Math.max(...caches.map((c) => c.lastChangeAt));
        if (performance.now() - last >= SETTLE_MS) return;
        await new Promise((r) => setTimeout(r, 5));
      }
    };
    const app = createApp(services);
    const gql = async (token: string, query: string, variables: object) => {
      const res = await app.fetch(
        new Request('http://bench/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ query, variables }),
        }),
      );
      const body = (await res.json()) as { data?: Record<string, unknown>; errors?: unknown };
      if (!body.data || body.errors) throw new Error(`GraphQL failed: ${JSON.stringify(body)}`);
      return body.data;
    };
    const batch = new Map(
      sim.clusters.map((c) => {
        const kc = new KubeConfig();
        kc.loadFromString(c.kubeconfig);
        return [c.name, kc.makeApiClient(BatchV1Api)] as const;
      }),
    );

    const startMs = clockMs;
    const observed = new Map<string, Observed>(); // by Job name
    const versionOfJob = new Map<string, { id: string; status: string }>();
    const submissions: Submission[] = [];
    const admissions = new Map<string, number[]>(TRACE_CLUSTERS.map((c) => [c.name, []]));

    /** Reads the clusters as a monitor does (through their API): admissions and ends, written to our versions. */
    const sync = async () => {
      for (const c of sim.clusters) {
        const listed = (await registry
          .get(rows.get(c.name)!)
          .getJson(`/apis/kueue.x-k8s.io/v1beta2/namespaces/${NAMESPACE}/workloads`, {
            what: 'Workloads',
          })) as {
          items: Array<{
            metadata: { ownerReferences?: { name: string }[] };
            status?: { conditions?: Condition[] };
          }>;
        };
        for (const w of listed.items) {
          const jobName = w.metadata.ownerReferences?.[0]?.name;
          const o = jobName ? observed.get(jobName) : undefined;
          if (!o || o.finishedMs !== null) continue;
          const conditions = w.status?.conditions;
          if (o.admittedMs === null) {
            o.admittedMs = conditionTime(conditions, 'QuotaReserved');
            if (o.admittedMs !== null) admissions.get(c.name)!.push(o.admittedMs);
          }
          o.finishedMs = conditionTime(conditions, 'Finished');
          if (o.evictedMs === null) o.evictedMs = conditionTime(conditions, 'Evicted');
          const version = versionOfJob.get(jobName!);
          if (!version) continue;
          if (o.finishedMs !== null && version.status !== 'SUCCEEDED') {
            await db.prisma.processVersion.update({
              where: { id: version.id },
              data: {
                status: 'SUCCEEDED',
                startedAt: new Date(o.admittedMs!),
                finishedAt: new Date(o.finishedMs),
              },
            });
            version.status = 'SUCCEEDED';
          } else if (o.admittedMs !== null && version.status === 'QUEUED') {
            await db.prisma.processVersion.update({
              where: { id: version.id },
              data: { status: 'RUNNING', startedAt: new Date(o.admittedMs) },
            });
            version.status = 'RUNNING';
          }
        }
      }
    };
    const advanceTo = async (ms: number) => {
      if (ms > clockMs) {
        await control('POST', '/clock/advance', { ms: ms - clockMs });
        clockMs = ms;
      }
    };
    const createJob = async (cluster: string, job: V1Job) => {
      await batch.get(cluster)!.createNamespacedJob({ namespace: NAMESPACE, body: job });
      observed.set(job.metadata!.name!, {
        job: trace[0]!,
        cluster,
        createdMs: clockMs,
        admittedMs: null,
        finishedMs: null,
        evictedMs: null,
      });
    };
    const script = (job: TraceJob) => ['sh', '-c', `echo start; sleep ${job.runtimeSeconds}; echo done`];

    const timingAt = Math.floor(trace.length * 0.8);
    let timingResult: RunResult['timing'];
    for (const job of trace) {
      await advanceTo(startMs + job.arrivalSeconds * 1000);
      await sync();
      if (timing && job.index === timingAt) timingResult = await measureTiming();
      if (!job.ours) {
        const name = `other-${job.index}`;
        await createJob(job.chosen, {
          metadata: {
            name,
            labels: {
              [QUEUE_LABEL]: 'team',
              ...(job.high ? { [PRIORITY_CLASS_LABEL]: HIGH_PRIORITY_CLASS } : {}),
            },
          },
          spec: {
            activeDeadlineSeconds: job.deadlineSeconds,
            backoffLimit: 0,
            template: {
              spec: {
                restartPolicy: 'Never',
                containers: [
                  {
                    name: 'main',
                    image: 'busybox:1.36',
                    command: script(job),
                    resources: {
                      requests: { cpu: String(job.cpu), memory: `${job.cpu}Gi` },
                      limits: { cpu: String(job.cpu), memory: `${job.cpu}Gi` },
                    },
                  },
                ],
              },
            },
          },
        });
        observed.get(name)!.job = job;
        continue;
      }
      const requests = {
        cpu: String(job.cpu),
        memory: `${job.cpu}Gi`,
        deadlineSeconds: job.deadlineSeconds,
        ...(job.high ? { priorityClass: HIGH_PRIORITY_CLASS } : {}),
      };
      const input = {
        projectId: project.id,
        name: `job-${job.index}`,
        image: 'busybox:1.36',
        command: script(job),
        resources: requests,
        ...(mode === 'CHOSEN' ? { clusterId: rows.get(job.chosen)!.id } : { placement: mode }),
      };
      const created = (await gql(users[job.user]!.token, CREATE, { input })).createProcess as {
        __typename: string;
        message?: string;
        cluster: { name: string };
        version: { id: string };
      };
      if (created.__typename !== 'CreateProcessPayload')
        throw new Error(`createProcess refused: ${created.message}`);
      const clusterRow = rows.get(created.cluster.name)!;
      // The estimate the user saw, and both baselines, from one reading of the queue (the Job is not created yet).
      const nowMs = clockMs;
      await settle();
      const reading = await services.clusterStates.queue(clusterRow);
      const request = { cpuMillis: BigInt(job.cpu * 1000), memoryBytes: BigInt(job.cpu) * 2n ** 30n };
      const ours = estimateForRequest(
        reading,
        clusterRow,
        { ...request, extended: null, flavor: null },
        nowMs,
        job.high ? HIGH_PRIORITY : 0,
      );
      const submission: Submission = {
        job,
        cluster: clusterRow.name,
        submittedMs: nowMs,
        ours,
        deadlineReplayMs: deadlineReplay(reading, clusterRow, request, nowMs),
        queueRateMs: queueRate(reading, ours, admissions.get(clusterRow.name)!, nowMs),
        foreignRatioMs: foreignRatioReplay(reading, clusterRow, request, nowMs),
        admittedMs: null,
      };
      submissions.push(submission);
      // The launcher's part: the version's Job, as the runner builds it.
      const version = await db.prisma.processVersion.findUniqueOrThrow({ where: { id: created.version.id } });
      const body = buildJob(version, clusterRow);
      await createJob(clusterRow.name, body);
      observed.get(body.metadata!.name!)!.job = job;
      await db.prisma.processVersion.update({
        where: { id: version.id },
        data: { status: 'QUEUED', jobName: body.metadata!.name!, queuedAt: new Date(nowMs) },
      });
      versionOfJob.set(body.metadata!.name!, { id: version.id, status: 'QUEUED' });
    }
    // Drain until every job of the trace has started.
    for (let guard = 0; guard < 20_000; guard++) {
      await sync();
      if ([...observed.values()].every((o) => o.admittedMs !== null)) break;
      await advanceTo(clockMs + 120_000);
    }
    for (const s of submissions) {
      const o = [...observed.values()].find((x) => x.job === s.job)!;
      s.admittedMs = o.admittedMs;
    }
    return {
      mode,
      submissions,
      observed,
      strategies: new Map(TRACE_CLUSTERS.map((c) => [c.name, c.queueingStrategy])),
      timing: timingResult,
      simEndMs: clockMs,
      startMs,
    };

    /**
     * Cold availableClusters with requests, with and without `startEstimate` selected, interleaved, on the loaded
     * clusters with 50 ms of API latency each: the first request of a server just started (fresh caches, started
     * with the server for every cluster) each time.
     */
    async function measureTiming() {
      for (const c of sim.clusters)
        await control('PATCH', `/clusters/${c.name}/faults`, { latencyMs: TIMING_LATENCY_MS });
      const variables = {
        projectId: project.id,
        requests: { cpu: '2', memory: '2Gi', deadlineSeconds: 1800 },
      };
      const token = users[0]!.token;
      // A server just started: new caches, started with it for every cluster (as server.ts does), nothing else.
      const cold = async () => {
        void services.clusterStates.close();
        services.clusterStates = freshStates(db.prisma, registry, now);
        await services.clusterStates.warm([...rows.values()]);
      };
      const without: number[] = [];
      const withEstimates: number[] = [];
      for (let i = 0; i < TIMING_ROUNDS + 5; i++) {
        for (const [withEstimate, into] of [
          [false, without],
          [true, withEstimates],
        ] as const) {
          await cold();
          const t0 = performance.now();
          const data = (await gql(token, AVAILABLE(withEstimate), variables)).availableClusters as {
            limits: { source: string };
            startEstimate?: { basis: string };
          }[];
          const ms = performance.now() - t0;
          if (data.some((c) => c.limits.source !== 'KUEUE')) throw new Error('a cluster answered FALLBACK');
          if (withEstimate && data.some((c) => !c.startEstimate)) throw new Error('no estimate');
          if (i >= 5) into.push(ms); // the first rounds warm the JIT and the connections
        }
      }
      // Where the difference goes: each request of a reading alone (median of 10, one cluster after the other).
      const parts: Record<string, { ms: number; kb: number }> = {};
      const paths = {
        'ClusterQueue get': '/apis/kueue.x-k8s.io/v1beta2/clusterqueues/team',
        'pending workloads (visibility)':
          '/apis/visibility.kueue.x-k8s.io/v1beta2/clusterqueues/team/pendingworkloads?limit=500',
        'Workloads list': '/apis/kueue.x-k8s.io/v1beta2/workloads?limit=2000',
        'Jobs list (not ours)': `/apis/batch/v1/namespaces/${NAMESPACE}/jobs?limit=2000&labelSelector=${encodeURIComponent('app.kubernetes.io/managed-by!=kueue-batch')}`,
      };
      for (const [what, path] of Object.entries(paths)) {
        const ms: number[] = [];
        let bytes = 0;
        for (let i = 0; i < 10; i++) {
          for (const row of rows.values()) {
            const t0 = performance.now();
            const answer = await registry.get(row).getJson(path, { what });
            ms.push(performance.now() - t0);
            bytes += JSON.stringify(answer).length;
          }
        }
        parts[what] = { ms: quantile(ms, 0.5), kb: bytes / ms.length / 1024 };
      }
      // The same requests, all of them for the three clusters at once (what a cold reading sends), and the
      // ClusterQueues alone (what a cold read of the limits sends): the transport's share of the difference.
      for (const [what, list] of [
        ['all requests of the 3 readings at once', Object.entries(paths)],
        ['the 3 ClusterQueue gets at once', [['ClusterQueue get', paths['ClusterQueue get']]]],
      ] as const) {
        const ms: number[] = [];
        for (let i = 0; i < 20; i++) {
          const t0 = performance.now();
          await Promise.all(
            [...rows.values()].flatMap((row) =>
              list.map(([w, path]) => registry.get(row).getJson(path, { what: w })),
            ),
          );
          ms.push(performance.now() - t0);
        }
        parts[what] = { ms: quantile(ms, 0.5), kb: Number.NaN };
      }
      {
        // One cluster's reading alone (as when each cluster is its own API server, not one simulator for three).
        const ms: number[] = [];
        for (let i = 0; i < 20; i++) {
          const row = [...rows.values()][i % rows.size]!;
          const t0 = performance.now();
          await Promise.all(
            Object.entries(paths).map(([w, path]) => registry.get(row).getJson(path, { what: w })),
          );
          ms.push(performance.now() - t0);
        }
        parts['the 4 requests of one reading at once'] = { ms: quantile(ms, 0.5), kb: Number.NaN };
      }
      {
        // The service's whole reading of the three clusters (requests, decoding, database), no GraphQL.
        const ms: number[] = [];
        for (let i = 0; i < 20; i++) {
          const t0 = performance.now();
          await Promise.all([...rows.values()].map((row) => services.clusterStates.queue(row)));
          ms.push(performance.now() - t0);
        }
        parts['warm queue readings of the 3 clusters at once (cache and database)'] = {
          ms: quantile(ms, 0.5),
          kb: Number.NaN,
        };
      }
      // The rest of a reading: the database (while the cluster answers) and the model, CPU only.
      {
        const readings = await Promise.all(
          [...rows.values()].map((row) => services.clusterStates.queue(row)),
        );
        const ms: number[] = [];
        for (let i = 0; i < 20; i++) {
          const t0 = performance.now();
          for (const [j, row] of [...rows.values()].entries())
            estimateForRequest(
              readings[j]!,
              row,
              { cpuMillis: 2000n, memoryBytes: 2n ** 31n, extended: null, flavor: null },
              clockMs,
            );
          ms.push(performance.now() - t0);
        }
        parts['the model for the 3 clusters (CPU)'] = { ms: quantile(ms, 0.5), kb: Number.NaN };
        const dbMs: number[] = [];
        for (let i = 0; i < 20; i++) {
          const t0 = performance.now();
          await Promise.all(
            [...rows.values()].map((row) =>
              db.prisma.processVersion.findMany({
                where: { clusterId: row.id, status: { in: ['PENDING', 'LAUNCHING', 'QUEUED', 'RUNNING'] } },
                select: { id: true, processId: true, createdById: true },
              }),
            ),
          );
          dbMs.push(performance.now() - t0);
        }
        parts['one database round of a reading, 3 clusters'] = { ms: quantile(dbMs, 0.5), kb: Number.NaN };
      }
      for (const c of sim.clusters) await control('DELETE', `/clusters/${c.name}/faults`);
      void services.clusterStates.close();
      services.clusterStates = freshStates(db.prisma, registry, now);
      return { without, with: withEstimates, parts };
    }
  } finally {
    await registry.close();
    await sim.stop();
    await db.drop();
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Baseline (a): the same replay, every workload running to its deadline (what Slurm's estimate trusts). */
function deadlineReplay(
  reading: QueueReading,
  cluster: Cluster,
  request: { cpuMillis: bigint; memoryBytes: bigint },
  nowMs: number,
): number | null {
  const { snapshot } = toSnapshot(reading, cluster, nowMs);
  if (!snapshot) return null;
  const e = estimateStart(
    {
      ...snapshot,
      endSlackSeconds: 0,
      running: snapshot.running.map((w) => ({ ...w, runtimeSamplesSeconds: [] })),
      pending: snapshot.pending.map((w) => ({ ...w, runtimeSamplesSeconds: [] })),
    },
    { request: { ...request, extended: null, flavor: null } },
  );
  return e.expectedStartAtMs;
}

/**
 * Diagnostic (issue 40): the same model, with the workloads that are not ours (no history of their own) given the
 * runtime ÷ bound ratios the cluster's cache learned from the Workloads it saw finish (kube/finished-runtimes.ts:
 * their LocalQueue's, else the cluster's, from 5 samples) instead of their deadline.
 */
function foreignRatioReplay(
  reading: QueueReading,
  cluster: Cluster,
  request: { cpuMillis: bigint; memoryBytes: bigint },
  nowMs: number,
): number | null {
  const { snapshot } = toSnapshot(reading, cluster, nowMs);
  if (!snapshot) return null;
  const byKey = new Map((reading.observation?.workloads ?? []).map((w) => [workloadKey(w), w]));
  const samples = <
    W extends { name: string; deadlineSeconds: number | null; runtimeSamplesSeconds?: readonly number[] },
  >(
    w: W,
  ): W => {
    const observed = byKey.get(w.name);
    if (w.runtimeSamplesSeconds?.length || w.deadlineSeconds === null || !observed) return w;
    const ratios = reading.finished?.ratiosFor(observed.namespace, observed.queueName)?.ratios ?? [];
    if (ratios.length === 0) return w;
    return {
      ...w,
      runtimeSamplesSeconds: predictRuntime(w.deadlineSeconds, { clusterRatios: ratios }).samplesSeconds,
    };
  };
  const e = estimateStart(
    { ...snapshot, running: snapshot.running.map(samples), pending: snapshot.pending.map(samples) },
    { request: { ...request, extended: null, flavor: null } },
  );
  return e.expectedStartAtMs;
}

/**
 * Baseline (b), as proposed in Kueue #14477: the workloads ahead ÷ the admission rate of the last hour (starts now
 * when it fits free quota, as every method knows); no admissions yet → no prediction.
 */
function queueRate(
  reading: QueueReading,
  ours: StartEstimate,
  admitted: readonly number[],
  nowMs: number,
): number | null {
  if (ours.basis === 'NOW') return nowMs;
  const pending = reading.observation?.pendingOrder.items.length ?? reading.observation?.pendingCount ?? 0;
  const recent = admitted.filter((t) => t > nowMs - RATE_WINDOW_MS && t <= nowMs).length;
  const windowMs = Math.min(RATE_WINDOW_MS, nowMs - (admitted[0] ?? nowMs));
  if (recent === 0 || windowMs <= 0) return null;
  const perMs = recent / windowMs;
  return nowMs + (pending + 1) / perMs;
}

export async function benchStartEstimates(): Promise<void> {
  const { trace, name } = await loadTrace({ seed: SEED, jobs: JOBS });
  console.log(
    `\n## start estimates: ${name}, ${trace.length} jobs, clusters ${TRACE_CLUSTERS.map((c) => `${c.name} ${c.cores} cores ${c.queueingStrategy}${c.preemption ? ` preempting ${c.preemption}` : ''}`).join(', ')}; load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  const t0 = performance.now();
  const chosen = await runTrace(trace, 'CHOSEN', true);
  const first = PLACEMENT ? await runTrace(trace, 'FIRST_ALLOWED', false) : null;
  const earliest = PLACEMENT ? await runTrace(trace, 'EARLIEST_START', false) : null;
  const figures = reportStartEstimates(trace, chosen, first, earliest, (performance.now() - t0) / 1000);
  if (process.env.BENCH_OUT) {
    await writeFile(process.env.BENCH_OUT, `${JSON.stringify({ trace: name, ...figures }, null, 2)}\n`);
    console.log(`\nfigures written to ${process.env.BENCH_OUT}`);
  }
}
