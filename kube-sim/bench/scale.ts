/**
 * Scale benchmark: one kube-sim process with many clusters and many jobs, every cluster watched (jobs and pods,
 * as the product's monitors do). Reports the simulator's memory and the request latency clients see.
 *
 *   pnpm --filter kube-sim bench                      # 50 clusters, 10,000 jobs
 *   CLUSTERS=5 JOBS=500 pnpm --filter kube-sim bench  # a quick run
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import YAML from 'yaml';

const CLUSTERS = Number(process.env.CLUSTERS ?? 50);
const JOBS = Number(process.env.JOBS ?? 10_000);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 64);
const here = path.dirname(fileURLToPath(import.meta.url));

function pct(values: number[], p: number): number {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? 0;
}

function summary(name: string, values: number[]): string {
  return `${name.padEnd(34)} n=${String(values.length).padStart(6)}  p50=${pct(values, 50).toFixed(1).padStart(7)} ms  p95=${pct(values, 95).toFixed(1).padStart(7)} ms  p99=${pct(values, 99).toFixed(1).padStart(7)} ms  max=${Math.max(
    ...values,
  )
    .toFixed(1)
    .padStart(7)} ms`;
}

async function timed<T>(out: number[], fn: () => Promise<T>): Promise<T> {
  const t0 = performance.now();
  try {
    return await fn();
  } finally {
    out.push(performance.now() - t0);
  }
}

async function pool<T>(items: T[], n: number, fn: (item: T) => Promise<void>): Promise<void> {
  let i = 0;
  await Promise.all(
    Array.from({ length: n }, async () => {
      while (i < items.length) await fn(items[i++]!);
    }),
  );
}

async function main(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kube-sim-bench-'));
  const config = {
    clock: { speed: 1 },
    clusters: Array.from({ length: CLUSTERS }, (_, i) => ({
      name: `c${String(i).padStart(2, '0')}`,
      namespaces: ['jobs'],
      clusterQueues: [{ name: 'team', flavors: [{ name: 'default', cpu: '1000', memory: '4Ti' }] }],
      localQueues: [{ namespace: 'jobs', name: 'team', clusterQueue: 'team' }],
    })),
  };
  fs.writeFileSync(path.join(dir, 'sim.yaml'), YAML.stringify(config));
  const child: ChildProcess = spawn(
    process.execPath,
    [
      ...(process.env.BENCH_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROF}`] : []),
      '--expose-gc',
      '--import',
      'tsx',
      path.join(here, '..', 'src', 'cli.ts'),
      '--config',
      path.join(dir, 'sim.yaml'),
      '--kubeconfig-dir',
      dir,
      '--control-port',
      '0',
    ],
    { stdio: ['ignore', 'pipe', 'inherit'], cwd: path.join(here, '..') },
  );
  let banner = '';
  const controlUrl = await new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (d) => {
      banner += d;
      const m = /control API\s+(http:\/\/\S+)/.exec(banner);
      if (m) resolve(m[1]!);
    });
    child.on('exit', (code) => reject(new Error(`simulator exited with ${code}`)));
  });
  const stats = async (gc = false) =>
    (await (await fetch(`${controlUrl}/stats${gc ? '?gc=1' : ''}`)).json()) as {
      memory: { rss: number; heapUsed: number };
      objects: Record<string, number>;
      openWatches: number;
    };
  const mb = (n: number) => `${(n / 1024 / 1024).toFixed(0)} MiB`;
  try {
    const idle = await stats(true);
    console.log(
      `kube-sim scale benchmark: ${CLUSTERS} clusters, ${JOBS} jobs, concurrency ${CONCURRENCY}, node ${process.version}, ${os.cpus()[0]?.model ?? ''}`,
    );
    console.log(`idle simulator: rss ${mb(idle.memory.rss)}, heap ${mb(idle.memory.heapUsed)}`);

    const clients = config.clusters.map((c) => {
      const kc = YAML.parse(fs.readFileSync(path.join(dir, `${c.name}.kubeconfig`), 'utf8'));
      const server = new URL(kc.clusters[0].cluster.server);
      const ca = Buffer.from(kc.clusters[0].cluster['certificate-authority-data'], 'base64');
      const token = kc.users[0].user.token as string;
      // A keep-alive agent per cluster, as the product caches one (client-node 2.0.x would handshake per call).
      const agent = new https.Agent({ keepAlive: true, maxSockets: 16, ca });
      const request = (
        method: string,
        p: string,
        body?: unknown,
      ): Promise<{ status: number; text: string }> =>
        new Promise((resolve, reject) => {
          const req = https.request(
            {
              host: server.hostname,
              port: server.port,
              method,
              path: p,
              agent,
              headers: {
                Authorization: `Bearer ${token}`,
                'Content-Type': 'application/json',
                Accept: 'application/json',
              },
            },
            (res) => {
              const chunks: Buffer[] = [];
              res.on('data', (d) => chunks.push(d));
              res.on('end', () =>
                resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
              );
            },
          );
          req.on('error', reject);
          req.end(body === undefined ? undefined : JSON.stringify(body));
        });
      const watch = (p: string, onLine: () => void) => {
        const req = https.request(
          {
            host: server.hostname,
            port: server.port,
            path: p,
            ca,
            headers: { Authorization: `Bearer ${token}` },
          },
          (res) => {
            let buf = '';
            res.on('data', (d) => {
              buf += d;
              let i = buf.indexOf('\n');
              while (i >= 0) {
                JSON.parse(buf.slice(0, i));
                onLine();
                buf = buf.slice(i + 1);
                i = buf.indexOf('\n');
              }
            });
            res.on('error', () => {});
          },
        );
        req.on('error', () => {});
        req.end();
        return req;
      };
      return { name: c.name, request, watch };
    });
    const ok = async (r: Promise<{ status: number; text: string }>) => {
      const res = await r;
      if (res.status >= 300) throw new Error(`HTTP ${res.status}: ${res.text.slice(0, 200)}`);
      return JSON.parse(res.text);
    };

    // Watches on every cluster, like the product's per-cluster monitors (jobs, pods, workloads).
    let events = 0;
    const watches: ReturnType<typeof https.request>[] = [];
    for (const c of clients) {
      for (const p of [
        '/apis/batch/v1/jobs?watch=1&allowWatchBookmarks=true',
        '/api/v1/pods?watch=1',
        '/apis/kueue.x-k8s.io/v1beta2/workloads?watch=1',
      ]) {
        watches.push(c.watch(p, () => events++));
      }
    }
    await new Promise((r) => setTimeout(r, 500));
    const watching = await stats();
    console.log(`open watches: ${watching.openWatches}`);

    const createLat: number[] = [];
    const specs = Array.from({ length: JOBS }, (_, i) => ({
      client: clients[i % clients.length]!,
      name: `job-${i}`,
    }));
    const t0 = performance.now();
    await pool(specs, CONCURRENCY, async ({ client, name }) => {
      await timed(createLat, () =>
        ok(
          client.request('POST', '/apis/batch/v1/namespaces/jobs/jobs', {
            apiVersion: 'batch/v1',
            kind: 'Job',
            metadata: {
              name,
              labels: { 'kueue.x-k8s.io/queue-name': 'team', app: 'bench' },
              annotations: { 'kube-sim.io/duration': '2h' },
            },
            spec: {
              template: {
                spec: {
                  restartPolicy: 'Never',
                  containers: [
                    {
                      name: 'main',
                      image: 'busybox:1.36',
                      command: ['sh', '-c', 'echo hi; sleep 7200'],
                      resources: { requests: { cpu: '100m', memory: '128Mi' } },
                    },
                  ],
                },
              },
            },
          }),
        ),
      );
    });
    const createSecs = (performance.now() - t0) / 1000;
    // Let pods start (1 s start delay) and events settle.
    await new Promise((r) => setTimeout(r, 3000));
    const createdJobs = await stats();
    void createdJobs;
    const loaded = await stats(true);
    console.log(
      `created ${JOBS} jobs in ${createSecs.toFixed(1)} s (${(JOBS / createSecs).toFixed(0)} jobs/s); watch events received: ${events}`,
    );
    console.log(
      `objects: ${Object.entries(loaded.objects)
        .filter(([, n]) => n > 0)
        .map(([k, n]) => `${k.split('.')[0]}=${n}`)
        .join(' ')}`,
    );
    console.log(
      `loaded simulator: rss ${mb(loaded.memory.rss)}, heap ${mb(loaded.memory.heapUsed)} (after GC)`,
    );

    const getLat: number[] = [];
    const listLat: number[] = [];
    const cqLat: number[] = [];
    const podListLat: number[] = [];
    const logLat: number[] = [];
    const perCluster = Math.floor(JOBS / CLUSTERS);
    const rounds = Array.from({ length: 5000 }, (_, i) => i);
    await pool(rounds, 32, async (i) => {
      const ci = i % clients.length;
      const c = clients[ci]!;
      const job = `job-${ci + clients.length * (i % perCluster)}`;
      const k = Math.floor(i / clients.length) % 5;
      if (k === 0)
        await timed(getLat, () => ok(c.request('GET', `/apis/batch/v1/namespaces/jobs/jobs/${job}`)));
      else if (k === 1)
        await timed(listLat, () =>
          ok(c.request('GET', '/apis/batch/v1/namespaces/jobs/jobs?labelSelector=app%3Dbench')),
        );
      else if (k === 2)
        await timed(cqLat, () => ok(c.request('GET', '/apis/kueue.x-k8s.io/v1beta2/clusterqueues/team')));
      else if (k === 3)
        await timed(podListLat, () =>
          ok(c.request('GET', `/api/v1/namespaces/jobs/pods?labelSelector=job-name%3D${job}`)),
        );
      else {
        const pods = await ok(
          c.request('GET', `/api/v1/namespaces/jobs/pods?labelSelector=job-name%3D${job}`),
        );
        const pod = pods.items[0]?.metadata?.name;
        if (pod)
          await timed(
            logLat,
            async () => (await c.request('GET', `/api/v1/namespaces/jobs/pods/${pod}/log`)).text,
          );
      }
    });
    // The same requests one at a time: the latency a single client sees, without queueing behind others.
    const seq = { get: [] as number[], list: [] as number[], cq: [] as number[], log: [] as number[] };
    for (let i = 0; i < 200; i++) {
      const ci = (i * 7) % clients.length;
      const c = clients[ci]!;
      const job = `job-${ci + clients.length * (i % perCluster)}`;
      await timed(seq.get, () => ok(c.request('GET', `/apis/batch/v1/namespaces/jobs/jobs/${job}`)));
      await timed(seq.list, () =>
        ok(c.request('GET', '/apis/batch/v1/namespaces/jobs/jobs?labelSelector=app%3Dbench')),
      );
      await timed(seq.cq, () => ok(c.request('GET', '/apis/kueue.x-k8s.io/v1beta2/clusterqueues/team')));
      const pods = await ok(c.request('GET', `/api/v1/namespaces/jobs/pods?labelSelector=job-name%3D${job}`));
      const pod = pods.items[0]?.metadata?.name;
      if (pod)
        await timed(
          seq.log,
          async () => (await c.request('GET', `/api/v1/namespaces/jobs/pods/${pod}/log`)).text,
        );
    }
    console.log('request latency, one request at a time, all watches open:');
    console.log(`  ${summary('get job', seq.get)}`);
    console.log(`  ${summary(`list ${perCluster} jobs (label selector)`, seq.list)}`);
    console.log(`  ${summary('get ClusterQueue', seq.cq)}`);
    console.log(`  ${summary('pod log', seq.log)}`);
    console.log('request latency, 32 requests in flight, all watches open:');
    console.log(`  ${summary(`create job (${CONCURRENCY} in flight)`, createLat)}`);
    console.log(`  ${summary('get job', getLat)}`);
    console.log(`  ${summary(`list ${JOBS / CLUSTERS} jobs (label selector)`, listLat)}`);
    console.log(`  ${summary('get ClusterQueue', cqLat)}`);
    console.log(`  ${summary('list pods (label selector)', podListLat)}`);
    console.log(`  ${summary('pod log', logLat)}`);
    const after = await stats();
    console.log(`watches still open at the end: ${after.openWatches}; watch events received: ${events}`);
    for (const w of watches) w.destroy();
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
