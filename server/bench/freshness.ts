import { loadavg } from 'node:os';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { createApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { AppServices } from '../src/context.ts';
import { ClusterClientRegistry } from '../src/kube/client-registry.ts';
import { KueueCaches } from '../src/kube/kueue-caches.ts';
import { createLogger } from '../src/logger.ts';
import { HookRegistry } from '../src/plugins/registry.ts';
import { ClusterStates } from '../src/services/cluster-states.ts';
import { clusterKubeconfig } from '../src/services/clusters.ts';
import { generateSecretKey, parseSecretKey } from '../src/services/secrets.ts';
import { benchDatabase } from './database.ts';
import { benchOwner, registerBenchClusters } from './fixtures.ts';
import { startSimProcess } from './setup.ts';
import { fmt, percentile, timed } from './stats.ts';

/*
 * `pnpm bench freshness` (issue 22): how soon what availableClusters says (a cluster's queue counts) follows the
 * cluster, through GraphQL, with the watch-fed caches warm. Each sample changes the cluster behind the product's back
 * (another tenant's Job created and admitted, or deleted) and polls availableClusters every 10 ms until the counts
 * show it. Baseline, in the same run: the same change seen by a plain watch of the Workloads (the cluster's own
 * propagation). Also: a warm availableClusters (target ≤ 5 ms) and the cache's heap per Workload (target ≤ 5 KB).
 * kube-sim in its own process, clock at real speed.
 */

const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 20);
const HEAP_WORKLOADS = Number(process.env.BENCH_WORKLOADS ?? 500);

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;
const settledHeap = async () => {
  collectGarbage();
  await new Promise((r) => setTimeout(r, 100));
  collectGarbage();
  return process.memoryUsage().heapUsed;
};

const QUERY = JSON.stringify({
  query: '{ availableClusters { name queue { admittedWorkloads pendingWorkloads } } }',
});

export async function benchFreshness(): Promise<void> {
  // In its own process: the heap measured below is the server's alone.
  const sim = await startSimProcess([
    {
      name: 'live',
      namespaces: ['jobs', 'others'],
      clusterQueues: [{ name: 'team', flavors: [{ name: 'default', cpu: '1000', memory: '4000Gi' }] }],
      localQueues: [
        { namespace: 'jobs', name: 'team', clusterQueue: 'team' },
        { namespace: 'others', name: 'team', clusterQueue: 'team' },
      ],
    },
  ]);
  const db = await benchDatabase();
  const keyring = parseSecretKey(generateSecretKey());
  const cluster = (
    await registerBenchClusters(db.prisma, keyring, [
      { name: 'live', kubeconfig: sim.clusters[0]!.kubeconfig },
    ])
  )[0]!;
  const { token } = await benchOwner(db.prisma);
  const kube = new ClusterClientRegistry({
    kubeconfigOf: (c) => clusterKubeconfig(c, keyring),
    timeoutMs: 5_000,
  });
  const caches = new KueueCaches({ registry: kube, timeoutMs: 5_000 });
  const states = new ClusterStates({ caches, prisma: db.prisma });
  const logger = createLogger('silent');
  const services: AppServices = {
    config: { ...loadConfig({ LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: '1000000' }) },
    prisma: db.prisma,
    logger,
    keyring,
    hooks: new HookRegistry(),
    kube,
    clusterStates: states,
  };
  const app = createApp(services);
  const client = kube.get(cluster);
  const ask = async () => {
    const res = await app.fetch(
      new Request('http://bench/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: QUERY,
      }),
    );
    const body = (await res.json()) as {
      data: { availableClusters: { queue: { admittedWorkloads: number } | null }[] };
    };
    return body.data.availableClusters[0]?.queue?.admittedWorkloads ?? -1;
  };
  const jobsPath = '/apis/batch/v1/namespaces/others/jobs';
  let n = 0;
  const job = () => ({
    apiVersion: 'batch/v1',
    kind: 'Job',
    metadata: { name: `other-${++n}`, labels: { 'kueue.x-k8s.io/queue-name': 'team' } },
    spec: {
      suspend: true,
      template: {
        spec: {
          restartPolicy: 'Never',
          containers: [
            {
              name: 'main',
              image: 'busybox:1.36',
              command: ['sh', '-c', 'sleep 3600'],
              resources: { requests: { cpu: '100m', memory: '64Mi' } },
            },
          ],
        },
      },
    },
  });
  // The baseline: admitted Workloads as a plain watch of the cluster sees them.
  const admittedSeen = new Set<string>();
  let watchedAdmitted = 0;
  const stop = new AbortController();
  const stream = await client.request((_, http) =>
    http.openStream('/apis/kueue.x-k8s.io/v1beta2/namespaces/others/workloads?watch=1', stop.signal),
  );
  void (async () => {
    let partial = '';
    try {
      for await (const chunk of stream) {
        partial += chunk.toString('utf8');
        let end = partial.indexOf('\n');
        while (end >= 0) {
          const line = partial.slice(0, end);
          partial = partial.slice(end + 1);
          end = partial.indexOf('\n');
          const e = JSON.parse(line) as {
            type: string;
            object: {
              metadata: { name: string };
              status?: { conditions?: { type: string; status: string }[] };
            };
          };
          const admitted = e.object.status?.conditions?.some(
            (c) => c.type === 'QuotaReserved' && c.status === 'True',
          );
          const name = e.object.metadata.name;
          if (e.type !== 'DELETED' && admitted && !admittedSeen.has(name)) admittedSeen.add(name);
          else if ((e.type === 'DELETED' || !admitted) && admittedSeen.has(name)) admittedSeen.delete(name);
          watchedAdmitted = admittedSeen.size;
        }
      }
    } catch {
      // over
    }
  })();
  const until = async (probe: () => Promise<boolean> | boolean) => {
    const start = performance.now();
    for (;;) {
      if (await probe()) return performance.now() - start;
      if (performance.now() - start > 30_000) throw new Error('no change within 30 s');
      await new Promise((r) => setTimeout(r, 10));
    }
  };

  try {
    await ask(); // the caches list once
    await until(async () => (await ask()) === 0);
    const ours: number[] = [];
    const base: number[] = [];
    const warm: number[] = [];
    for (let i = 0; i < SAMPLES; i++) {
      for (const change of ['create', 'delete'] as const) {
        const before = await ask();
        const want = change === 'create' ? before + 1 : before - 1;
        const name = change === 'create' ? undefined : `other-${n}`;
        if (change === 'create') await client.request((_, http) => http.sendJson('POST', jobsPath, job()));
        else
          await client.request((_, http) =>
            http.sendJson('DELETE', `${jobsPath}/${name}`, { propagationPolicy: 'Background' }),
          );
        const [a, b] = await Promise.all([
          until(async () => (await ask()) === want),
          until(() => watchedAdmitted === want),
        ]);
        ours.push(a);
        base.push(b);
      }
      for (let k = 0; k < 5; k++) warm.push((await timed(ask)).ms);
    }
    console.log(
      `\n## freshness: Cluster.queue through availableClusters after a change on the cluster (${SAMPLES * 2} changes, ${db.kind}, load average ${loadavg()[0]!.toFixed(2)})`,
    );
    console.log(
      `plain watch of the Workloads (baseline)   p50 ${fmt(percentile(base, 50))}   p95 ${fmt(percentile(base, 95))}`,
    );
    console.log(
      `availableClusters shows it                p50 ${fmt(percentile(ours, 50))}   p95 ${fmt(percentile(ours, 95))}   (target p95 ≤ 1 s; ${(percentile(ours, 95) / Math.max(1, percentile(base, 95))).toFixed(2)}× the baseline's p95)`,
    );
    console.log(
      `warm availableClusters                    p50 ${fmt(percentile(warm, 50))}   p95 ${fmt(percentile(warm, 95))}   (target ≤ 5 ms)`,
    );
    // The cache's heap per Workload: HEAP_WORKLOADS more admitted Workloads, heap after full collections.
    const heap0 = await settledHeap();
    const have = await ask();
    for (let i = 0; i < HEAP_WORKLOADS; i += 25) {
      await Promise.all(
        Array.from({ length: Math.min(25, HEAP_WORKLOADS - i) }, () =>
          client.request((_, http) => http.sendJson('POST', jobsPath, job())),
        ),
      );
    }
    await until(async () => (await ask()) >= have + HEAP_WORKLOADS);
    const heap1 = await settledHeap();
    console.log(
      `heap per cached Workload: ${((heap1 - heap0) / HEAP_WORKLOADS / 1024).toFixed(1)} KB over ${HEAP_WORKLOADS} Workloads (the bench's own watch keeps nothing; target ≤ 5 KB)`,
    );
  } finally {
    stop.abort();
    await states.close();
    await kube.close();
    await sim.stop();
    await db.drop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchFreshness();
