import { availableParallelism, loadavg } from 'node:os';
import pg from 'pg';
import { createApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { AppServices } from '../src/context.ts';
import { ClusterClientRegistry } from '../src/kube/client-registry.ts';
import { createLogger } from '../src/logger.ts';
import { HookRegistry } from '../src/plugins/registry.ts';
import { ADMIN_CLI } from '../src/services/audit.ts';
import { clusterKubeconfig, registerCluster } from '../src/services/clusters.ts';
import { generateSecretKey, parseSecretKey } from '../src/services/secrets.ts';
import { createApiToken } from '../src/services/tokens.ts';
import { benchDatabase } from './database.ts';
import { freshStates, startSimProcess } from './setup.ts';
import { fmt, percentile } from './stats.ts';

const CONCURRENCY = 8;
const CALLS = Number(process.env.BENCH_CALLS ?? 1800);
const WARMUP_CALLS = Number(process.env.BENCH_WARMUP ?? 80);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 6);

const VIEWER = JSON.stringify({ query: '{ viewer { id } }' });
const CREATE = `mutation ($input: CreateProcessInput!) {
  createProcess(input: $input) {
    __typename
    ... on CreateProcessPayload { dryRun flavor cluster { id } process { id } version { id version status } }
    ... on Error { message }
  }
}`;

/**
 * createProcess on PostgreSQL (issue 8): real writes and dry runs against `{ viewer { id } }`, each measured at
 * concurrency 8 through the whole HTTP handler in the same run (rounds interleaved, so background load hits all
 * three alike), with SQL round trips per call counted at the pg driver and grouped by statement.
 */
export async function benchCreateProcess(): Promise<void> {
  const sim = await startSimProcess([
    {
      name: 'alpha',
      namespaces: ['jobs'],
      clusterQueues: [{ name: 'team', flavors: [{ name: 'default', cpu: '64', memory: '256Gi' }] }],
      localQueues: [{ namespace: 'jobs', name: 'team', clusterQueue: 'team' }],
    },
  ]);
  const db = await benchDatabase();
  try {
    const keyring = parseSecretKey(generateSecretKey());
    await registerCluster({ prisma: db.prisma, keyring }, ADMIN_CLI, {
      name: 'alpha',
      kubeconfig: sim.clusters[0]!.kubeconfig,
      clusterQueue: 'team',
      localQueue: 'team',
      namespace: 'jobs',
      maxRuntimeSeconds: 3600,
    });
    const { token, user } = await createApiToken(db.prisma, { email: 'bench@example.com' });
    const project = await db.prisma.project.create({
      data: { name: 'bench', members: { create: { userId: user.id, role: 'MEMBER' } } },
    });
    const config = loadConfig({ LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: '1000000' });
    const kube = new ClusterClientRegistry({
      kubeconfigOf: (cluster) => clusterKubeconfig(cluster, keyring),
      timeoutMs: config.clusterTimeoutMs,
    });
    let wakes = 0;
    const services: AppServices = {
      config,
      prisma: db.prisma,
      logger: createLogger('silent'),
      keyring,
      hooks: new HookRegistry(),
      kube,
      clusterStates: freshStates(db.prisma, kube),
      launchQueue: {
        wake: () => {
          wakes += 1;
        },
      },
    };
    const app = createApp(services);
    const post = async (body: string) => {
      const res = await app.fetch(
        new Request('http://bench/graphql', {
          method: 'POST',
          // As every HTTP client sends it (browsers, urql, curl, the MCP SDK): the body's length.
          headers: {
            'content-type': 'application/json',
            'content-length': String(Buffer.byteLength(body)),
            authorization: `Bearer ${token}`,
          },
          body,
        }),
      );
      const json = (await res.json()) as { data?: Record<string, { __typename?: string }>; errors?: unknown };
      if (json.errors) throw new Error(JSON.stringify(json.errors));
      return json.data!;
    };
    let n = 0;
    const create = (dryRun: boolean) => async () => {
      n += 1;
      const data = await post(
        JSON.stringify({
          query: CREATE,
          variables: {
            input: {
              projectId: project.id,
              name: `bench-${n}`,
              image: 'python:3.12',
              command: ['python', '-c', 'print(1)'],
              env: [{ name: 'MODE', value: 'bench' }],
              resources: { cpu: '2', memory: '4Gi', deadlineSeconds: 600 },
              dryRun,
            },
          },
        }),
      );
      if (data.createProcess?.__typename !== 'CreateProcessPayload') throw new Error(JSON.stringify(data));
    };
    const viewer = async () => {
      await post(VIEWER);
    };
    const kinds = [
      ['{ viewer { id } } (baseline)', viewer],
      ['createProcess, dryRun', create(true)],
      ['createProcess (writes)', create(false)],
    ] as const;

    console.log(
      `\n## createProcess: concurrency ${CONCURRENCY}, ${CALLS} calls per kind in ${ROUNDS} interleaved rounds (${db.kind})`,
    );
    console.log(
      `machine: ${availableParallelism()} cores, load average ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')} at start`,
    );
    for (const [, run] of kinds) await atConcurrency(run, WARMUP_CALLS);

    const results = new Map<string, { ms: number; latencies: number[]; rates: number[] }>(
      kinds.map(([label]) => [label, { ms: 0, latencies: [], rates: [] }]),
    );
    for (let round = 0; round < ROUNDS; round++) {
      for (const [label, run] of kinds) {
        const r = await atConcurrency(run, Math.ceil(CALLS / ROUNDS));
        const acc = results.get(label)!;
        acc.ms += r.ms;
        acc.latencies.push(...r.latencies);
        acc.rates.push((r.latencies.length / r.ms) * 1000);
      }
    }

    // SQL round trips (each statement pg sends is one), counted after the timed rounds: one call at a time, then
    // at concurrency 8, where Prisma merges the findUnique calls issued in the same tick into one statement.
    const trips: Record<string, Record<string, number>> = {};
    const loaded: Record<string, number> = {};
    const counter = countStatements();
    for (const [label, run] of kinds) {
      const runs = 20;
      counter.reset();
      for (let i = 0; i < runs; i++) await run();
      trips[label] = Object.fromEntries(
        Object.entries(counter.byStatement()).map(([sql, count]) => [sql, count / runs]),
      );
      counter.reset();
      const calls = 200;
      await atConcurrency(run, calls);
      loaded[label] = Object.values(counter.byStatement()).reduce((a, b) => a + b, 0) / calls;
    }
    counter.restore();

    const rate = (label: string) => {
      const r = results.get(label)!;
      return (r.latencies.length / r.ms) * 1000;
    };
    for (const [label] of kinds) {
      const r = results.get(label)!;
      const total = Object.values(trips[label]!).reduce((a, b) => a + b, 0);
      console.log(
        `${label.padEnd(32)} ${rate(label).toFixed(0).padStart(5)} calls/s   p50 ${fmt(percentile(r.latencies, 50)).padStart(9)}   p95 ${fmt(percentile(r.latencies, 95)).padStart(9)}   SQL round trips/call ${total.toFixed(1)} (${loaded[label]!.toFixed(2)} at concurrency ${CONCURRENCY})`,
      );
    }
    console.log('SQL round trips per call, by statement:');
    for (const [label] of kinds) {
      console.log(`  ${label}`);
      for (const [sql, count] of Object.entries(trips[label]!)) {
        console.log(`    ${count.toFixed(1).padStart(4)}  ${sql}`);
      }
    }
    const base = rate(kinds[0][0]);
    // Each round's ratio against the baseline measured just before it: how much background load moved the figure.
    const perRound = (label: string) => {
      const rates = results.get(label)!.rates;
      const ratios = rates.map((r, i) => r / results.get(kinds[0][0])!.rates[i]!).sort((a, b) => a - b);
      return `rounds: median ${percentile(ratios, 50).toFixed(2)}, ${ratios[0]!.toFixed(2)}–${ratios.at(-1)!.toFixed(2)}`;
    };
    console.log('ratios:');
    console.log(
      `  createProcess (writes) / viewer throughput = ${(rate(kinds[2][0]) / base).toFixed(2)}   (target ≥ 0.3; ${perRound(kinds[2][0])})`,
    );
    console.log(
      `  createProcess dryRun / viewer throughput   = ${(rate(kinds[1][0]) / base).toFixed(2)}   (${perRound(kinds[1][0])})`,
    );
    console.log(
      `load average at the end: ${loadavg()[0]!.toFixed(2)} (1 min); launch queue woken ${wakes} times`,
    );
    await kube.close();
  } finally {
    await db.drop();
    await sim.stop();
  }
}

/** Runs `calls` calls of `run`, `CONCURRENCY` at a time; wall time and each call's latency. */
async function atConcurrency(
  run: () => Promise<void>,
  calls: number,
): Promise<{ ms: number; latencies: number[] }> {
  const latencies: number[] = [];
  let next = 0;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < calls) {
        next += 1;
        const t0 = performance.now();
        await run();
        latencies.push(performance.now() - t0);
      }
    }),
  );
  return { ms: performance.now() - start, latencies };
}

/** Counts the statements pg sends (one round trip each), grouped by their first words and table. */
function countStatements() {
  const counts = new Map<string, number>();
  const original = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const first = args[0];
    const text = typeof first === 'string' ? first : ((first as { text?: string })?.text ?? '');
    const key = describeStatement(text);
    counts.set(key, (counts.get(key) ?? 0) + 1);
    return original.apply(this, args);
  } as typeof pg.Client.prototype.query;
  return {
    reset: () => counts.clear(),
    byStatement: () => Object.fromEntries(counts),
    restore: () => {
      pg.Client.prototype.query = original as typeof pg.Client.prototype.query;
    },
  };
}

function describeStatement(sql: string): string {
  const s = sql.replace(/\s+/g, ' ').trim();
  const verb = s.split(' ')[0]!.toUpperCase();
  const table = /(?:FROM|INTO|UPDATE)\s+"?(?:public"?\."?)?"?(\w+)"?/i.exec(s)?.[1];
  const lock = /FOR (SHARE|UPDATE)/i.exec(s)?.[0]?.toUpperCase();
  return [verb, table, lock].filter(Boolean).join(' ');
}
