import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stringify } from 'yaml';
import { createApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { AppServices } from '../src/context.ts';
import { ClusterClientRegistry } from '../src/kube/client-registry.ts';
import { createLogger } from '../src/logger.ts';
import { HookRegistry } from '../src/plugins/registry.ts';
import { registerCluster } from '../src/services/clusters.ts';
import { fetchClusterLimits, LimitsCache } from '../src/services/limits.ts';
import { generateSecretKey, parseSecretKey } from '../src/services/secrets.ts';
import { createApiToken } from '../src/services/tokens.ts';
import { benchDatabase } from './database.ts';
import { fmt, percentile, timed } from './stats.ts';

const CLUSTERS = 20;
const LATENCY_MS = 50;
const TIMEOUT_MS = 1000;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 30);

const QUERY = JSON.stringify({
  query: '{ availableClusters { id name limits { maxCpuCores maxMemoryBytes source } health { status } } }',
});

/**
 * availableClusters over 20 simulated clusters with 50 ms API latency each: cold (empty limits cache) and warm,
 * against a sequential baseline measured in the same run (each cluster after the other, no cache), plus one
 * hanging cluster. Prints p50/p95 and the ratios to the targets of issue 4.
 */
export async function benchAvailableClusters(): Promise<void> {
  const sim = await startSimProcess(
    Array.from({ length: CLUSTERS + 1 }, (_, i) => ({
      name: i === CLUSTERS ? 'hanging' : `c${String(i).padStart(2, '0')}`,
      latencyMs: LATENCY_MS,
      namespaces: ['jobs'],
      clusterQueues: [{ name: 'team', flavors: [{ name: 'default', cpu: '16', memory: '64Gi' }] }],
      localQueues: [{ namespace: 'jobs', name: 'team', clusterQueue: 'team' }],
      ...(i === CLUSTERS ? { faults: { hang: true } } : {}),
    })),
  );
  const db = await benchDatabase();
  try {
    const keyring = parseSecretKey(generateSecretKey());
    const rows = [];
    for (const [i, c] of sim.clusters.entries()) {
      rows.push(
        await registerCluster(
          { prisma: db.prisma, keyring },
          {
            name: c.name,
            kubeconfig: c.kubeconfig,
            clusterQueue: 'team',
            localQueue: 'team',
            namespace: 'jobs',
            sortOrder: i,
          },
        ),
      );
    }
    const hanging = rows.find((r) => r.name === 'hanging')!;
    const healthy = rows.filter((r) => r !== hanging);
    const { token } = await createApiToken(db.prisma, { email: 'bench@example.com' });
    const config = { ...loadConfig({ LOG_LEVEL: 'silent' }), clusterTimeoutMs: TIMEOUT_MS };

    // One app (one Yoga instance) per registry, as in the server; `emptyCache()` starts a cold round.
    const makeApp = (kube: ClusterClientRegistry, limits: LimitsCache) => {
      const services: AppServices = {
        config,
        prisma: db.prisma,
        logger: createLogger('silent'),
        keyring,
        hooks: new HookRegistry(),
        kube,
        limits,
      };
      const app = createApp(services);
      const query = async () => {
        const res = await app.fetch(
          new Request('http://bench/graphql', {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body: QUERY,
          }),
        );
        const body = (await res.json()) as { data?: { availableClusters: { limits: { source: string } }[] } };
        if (!body.data) throw new Error(`availableClusters failed: ${JSON.stringify(body)}`);
        return body.data.availableClusters;
      };
      const emptyCache = () => {
        services.limits = new LimitsCache({ registry: kube, ttlMs: 60_000 });
      };
      return { query, emptyCache };
    };

    console.log(
      `\n## availableClusters: ${CLUSTERS} kube-sim clusters, ${LATENCY_MS} ms API latency each, ${ROUNDS} rounds (${db.kind})`,
    );

    // Baseline, same run: one cluster's round trip, and all clusters one after the other with no cache.
    const baseKube = new ClusterClientRegistry({ keyring, timeoutMs: TIMEOUT_MS });
    for (const r of healthy) await fetchClusterLimits(baseKube, r); // discovery and TLS set-up, as a warm server has
    const single: number[] = [];
    const sequential: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      single.push((await timed(() => fetchClusterLimits(baseKube, healthy[i % healthy.length]!))).ms);
      sequential.push(
        (
          await timed(async () => {
            for (const r of healthy) await fetchClusterLimits(baseKube, r);
          })
        ).ms,
      );
    }
    await baseKube.close();

    // Our path: parallel fan-out, per-request DataLoader, cross-request cache. Only healthy clusters here.
    await db.prisma.cluster.update({ where: { id: hanging.id }, data: { active: false } });
    const kube = new ClusterClientRegistry({ keyring, timeoutMs: TIMEOUT_MS });
    const ours = makeApp(kube, new LimitsCache({ registry: kube, ttlMs: 60_000 }));
    await ours.query(); // connections and discovery, as on a running server
    const cold: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      ours.emptyCache();
      cold.push((await timed(ours.query)).ms);
    }
    const warm: number[] = [];
    for (let i = 0; i < ROUNDS * 5; i++) warm.push((await timed(ours.query)).ms);
    const fanOut: number[] = [];
    const cpuBefore = process.cpuUsage();
    for (let i = 0; i < ROUNDS; i++) {
      fanOut.push((await timed(() => Promise.all(healthy.map((r) => fetchClusterLimits(kube, r))))).ms);
    }
    const cpu = process.cpuUsage(cpuBefore);
    const fanOutCpuMs = (cpu.user + cpu.system) / 1000 / ROUNDS;
    const connections = healthy.reduce((n, r) => n + kube.get(r).stats.connections, 0);
    const requests = healthy.reduce((n, r) => n + kube.get(r).stats.requests, 0);
    await kube.close();

    // One hanging cluster among them: the first request waits one timeout, then its breaker is open.
    await db.prisma.cluster.update({ where: { id: hanging.id }, data: { active: true } });
    const hangKube = new ClusterClientRegistry({
      keyring,
      timeoutMs: TIMEOUT_MS,
      breakerThreshold: config.clusterBreakerThreshold,
    });
    for (const r of healthy) await fetchClusterLimits(hangKube, r);
    const withHanging = makeApp(hangKube, new LimitsCache({ registry: hangKube, ttlMs: 60_000 }));
    const hangingRuns: number[] = [];
    let fallbacks = 0;
    for (let i = 0; i < Math.min(ROUNDS, 10); i++) {
      withHanging.emptyCache();
      const { ms, value } = await timed(withHanging.query);
      hangingRuns.push(ms);
      fallbacks += value.filter((c) => c.limits.source === 'FALLBACK').length;
    }
    await hangKube.close();

    const rt = percentile(single, 50);
    const rows_ = [
      ['one cluster round trip (baseline)', single],
      ['sequential, no cache (baseline)', sequential],
      ['parallel reads alone (no GraphQL)', fanOut],
      ['cold cache (parallel, DataLoader)', cold],
      ['warm cache', warm],
    ] as const;
    for (const [label, values] of rows_) {
      console.log(
        `${label.padEnd(38)} p50 ${fmt(percentile(values, 50)).padStart(10)}   p95 ${fmt(percentile(values, 95)).padStart(10)}`,
      );
    }
    console.log(
      `hanging cluster (timeout ${TIMEOUT_MS} ms)`.padEnd(38) +
        ` first ${fmt(hangingRuns[0]!)}, then p50 ${fmt(percentile(hangingRuns.slice(1), 50))}, max ${fmt(Math.max(...hangingRuns.slice(1)))}` +
        ` (FALLBACK answers: ${fallbacks}/${hangingRuns.length})`,
    );
    console.log(`  client CPU per 20-cluster fan-out: ${fmt(fanOutCpuMs)}`);
    console.log('ratios:');
    console.log(
      `  cold p95 / one round trip       = ${(percentile(cold, 95) / rt).toFixed(2)}   (target ≤ 1.5)`,
    );
    console.log(
      `  sequential p50 / cold p50       = ${(percentile(sequential, 50) / percentile(cold, 50)).toFixed(1)}x faster`,
    );
    console.log(
      `  warm p50                        = ${fmt(percentile(warm, 50))}   (target ≤ 5 ms server time)`,
    );
    console.log(
      `  hanging: later requests / round trip = ${(Math.max(...hangingRuns.slice(1)) / rt).toFixed(2)}   (≈ nothing while the breaker is open)`,
    );
    console.log(
      `  connection reuse: ${requests} HTTP requests to the clusters over ${connections} TLS connections`,
    );
  } finally {
    await db.drop();
    await sim.stop();
  }
}

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * kube-sim in its own process, as real clusters are elsewhere: the simulator's TLS and JSON work does not share
 * an event loop with the server being measured.
 */
export async function startSimProcess(clusters: object[]): Promise<{
  clusters: { name: string; kubeconfig: string }[];
  stop: () => Promise<void>;
}> {
  const dir = await mkdtemp(path.join(tmpdir(), 'kb-bench-sim-'));
  await writeFile(path.join(dir, 'sim.yaml'), stringify({ clusters }));
  const tsx = path.join(repoRoot, 'kube-sim/node_modules/.bin/tsx');
  const child: ChildProcess = spawn(
    tsx,
    ['src/cli.ts', '--config', path.join(dir, 'sim.yaml'), '--kubeconfig-dir', path.join(dir, 'kube')],
    { cwd: path.join(repoRoot, 'kube-sim'), stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let output = '';
  child.stdout?.on('data', (d) => {
    output += String(d);
  });
  const names = clusters.map((c) => (c as { name: string }).name);
  const deadline = Date.now() + 60_000;
  while (
    !output.includes('Try:') ||
    !names.every((n) => existsSync(path.join(dir, 'kube', `${n}.kubeconfig`)))
  ) {
    if (child.exitCode !== null) throw new Error(`kube-sim exited early:\n${output}`);
    if (Date.now() > deadline) throw new Error('kube-sim did not start within 60 s');
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    clusters: await Promise.all(
      names.map(async (name) => ({
        name,
        kubeconfig: await readFile(path.join(dir, 'kube', `${name}.kubeconfig`), 'utf8'),
      })),
    ),
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      await rm(dir, { recursive: true, force: true });
    },
  };
}
