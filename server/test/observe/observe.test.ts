import type { KubeSim } from 'kube-sim';
import { startKubeSim } from 'kube-sim';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Cluster } from '../../src/generated/prisma/client.ts';
import { type RunningServer, startServer } from '../../src/server.ts';
import { adminUrl } from '../db/postgres-admin.ts';
import { seedProject, seedUser } from '../helpers/app.ts';
import { seedCluster, simCluster } from '../helpers/clusters.ts';
import { createTestDatabase, describePostgres, type TestDatabase } from '../helpers/database.ts';
import { type Family, parsePrometheusText, sampleSum, sampleValue } from '../helpers/prometheus.ts';
import { seedVersion, waitForVersion } from '../helpers/versions.ts';

const METRICS_TOKEN = 'metrics-token-for-tests-0123456789';

describePostgres('/healthz, /readyz and /metrics on a server on PostgreSQL', () => {
  let db: TestDatabase;
  let sim: KubeSim;
  let server: RunningServer;
  let token: string;
  let userId: string;
  let projectId: string;
  let alpha: Cluster;

  beforeAll(async () => {
    db = await createTestDatabase();
    sim = await startKubeSim({ clock: { speed: 0 }, clusters: [simCluster('alpha')] });
    alpha = await seedCluster(db.prisma, sim.cluster('alpha'));
    const member = await seedUser(db.prisma);
    token = member.token;
    userId = member.user.id;
    projectId = (await seedProject(db.prisma, [{ userId }])).id;
    server = await startServer({
      environment: {
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        DATABASE_URL: db.url,
        SECRET_KEY: `v1:${Buffer.alloc(32, 7).toString('base64')}`,
        SIMULATED_CLUSTERS: 'false',
        PORT: '0',
        RUNNER_SWEEP_MS: '200',
        CLUSTER_LEASE_TTL_MS: '3000',
        METRICS_TOKEN,
      },
    });
  }, 60_000);

  afterAll(async () => {
    await server?.stop();
    await sim?.stop();
    await db?.drop();
  });

  const scrape = async (): Promise<{ families: Map<string, Family>; text: string }> => {
    const response = await fetch(`${server.url}/metrics`, {
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await response.text();
    return { families: parsePrometheusText(text), text };
  };

  it('/healthz answers while the process lives, /readyz once the database, migrations and runner are ready', async () => {
    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ ok: true });
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ ready: true });
  });

  it('/metrics refuses a scrape without the token, or with another one', async () => {
    const none = await fetch(`${server.url}/metrics`);
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toMatch(/^Bearer/);
    const wrong = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${token}` } });
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).not.toContain('kueue_batch_');
  });

  it('/metrics is Prometheus text with the product metrics, which change after a launch', async () => {
    const before = await scrape();
    for (const name of [
      'kueue_batch_http_request_duration_seconds',
      'kueue_batch_graphql_operation_duration_seconds',
      'kueue_batch_cluster_call_duration_seconds',
      'kueue_batch_cluster_call_errors_total',
      'kueue_batch_cluster_breaker_state',
      'kueue_batch_launch_queue_depth',
      'kueue_batch_launch_latency_seconds',
      'kueue_batch_launches_in_flight',
      'kueue_batch_versions',
      'kueue_batch_watch_reconnects_total',
      'kueue_batch_cluster_leases_held',
      'kueue_batch_process_resident_memory_bytes',
    ]) {
      expect(before.families.has(name), name).toBe(true);
    }
    // Every family is ours.
    for (const name of before.families.keys()) expect(name.startsWith('kueue_batch_'), name).toBe(true);
    await waitFor(
      async () =>
        sampleValue((await scrape()).families, 'kueue_batch_cluster_leases_held', { cluster: 'alpha' }) === 1,
    );

    const graphql = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: '{ viewer { id } }' }),
    });
    expect(graphql.status).toBe(200);

    const launchedBefore = sampleSum(before.families, 'kueue_batch_launch_latency_seconds_count', {
      cluster: 'alpha',
    });
    const version = await seedVersion(db.prisma, {
      userId,
      projectId,
      cluster: alpha,
      command: ['sleep', '3600'],
    });
    server.runner!.wake();
    await waitForVersion(db.prisma, version.id, (v) => v.jobName !== null && v.status !== 'LAUNCHING');

    const after = await scrape();
    expect(sampleSum(after.families, 'kueue_batch_launch_latency_seconds_count', { cluster: 'alpha' })).toBe(
      launchedBefore + 1,
    );
    expect(
      sampleSum(after.families, 'kueue_batch_launches_total', { cluster: 'alpha', outcome: 'launched' }),
    ).toBeGreaterThanOrEqual(1);
    expect(
      sampleSum(after.families, 'kueue_batch_cluster_call_duration_seconds_count', {
        cluster: 'alpha',
        outcome: 'ok',
      }),
    ).toBeGreaterThan(
      sampleSum(before.families, 'kueue_batch_cluster_call_duration_seconds_count', {
        cluster: 'alpha',
        outcome: 'ok',
      }),
    );
    expect(sampleValue(after.families, 'kueue_batch_cluster_breaker_state', { cluster: 'alpha' })).toBe(0);
    const active = ['QUEUED', 'RUNNING'].map(
      (status) => sampleValue(after.families, 'kueue_batch_versions', { status }) ?? 0,
    );
    expect(active[0]! + active[1]!).toBeGreaterThanOrEqual(1);
    expect(sampleValue(after.families, 'kueue_batch_launch_queue_depth', { state: 'total' })).toBe(0);
    expect(
      sampleSum(after.families, 'kueue_batch_graphql_operation_duration_seconds_count', {
        type: 'query',
        field: 'viewer',
        outcome: 'ok',
      }),
    ).toBeGreaterThanOrEqual(1);
    expect(
      sampleSum(after.families, 'kueue_batch_http_request_duration_seconds_count', {
        route: '/graphql',
        method: 'POST',
        status: '200',
      }),
    ).toBeGreaterThanOrEqual(1);

    // No secret, no unbounded label: not the token, not a version id, not the cluster's server URL.
    expect(after.text).not.toContain(METRICS_TOKEN);
    expect(after.text).not.toContain(token);
    expect(after.text).not.toContain(version.id);
    expect(after.text).not.toContain(new URL(sim.cluster('alpha').url).host);
  });

  it('/readyz answers 503 with a reason while the database refuses connections, and 200 again after', async () => {
    const name = new URL(db.url).pathname.slice(1);
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS false`);
      await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [name]);
      const down = await waitFor(async () => {
        const r = await fetch(`${server.url}/readyz`);
        return r.status === 503 ? r : undefined;
      });
      expect(down.headers.get('content-type')).toBe('application/json');
      const body = (await down.json()) as { ready: boolean; reason: string };
      expect(body.ready).toBe(false);
      expect(body.reason).toMatch(/database/);
      expect(body.reason).not.toContain(name);
      // Alive all the same: the process is fine, the database is not.
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    } finally {
      await admin.query(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS true`);
      await admin.end();
    }
    await waitFor(async () => (await fetch(`${server.url}/readyz`)).status === 200);
  }, 30_000);
});

describePostgres('/metrics on its own port', () => {
  let db: TestDatabase;
  let server: RunningServer;
  let port: number;

  beforeAll(async () => {
    db = await createTestDatabase();
    const probe = (await import('node:net')).createServer();
    port = await new Promise<number>((resolve) =>
      probe.listen(0, '127.0.0.1', () => resolve((probe.address() as { port: number }).port)),
    );
    await new Promise((resolve) => probe.close(resolve));
    server = await startServer({
      environment: {
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        DATABASE_URL: db.url,
        SECRET_KEY: `v1:${Buffer.alloc(32, 7).toString('base64')}`,
        SIMULATED_CLUSTERS: 'false',
        PORT: '0',
        METRICS_PORT: String(port),
      },
    });
  }, 60_000);

  afterAll(async () => {
    await server?.stop();
    await db?.drop();
  });

  it('serves /metrics only on METRICS_PORT, without a token, and nothing else there', async () => {
    expect((await fetch(`${server.url}/metrics`)).status).toBe(404);
    const scrape = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(scrape.status).toBe(200);
    const families = parsePrometheusText(await scrape.text());
    expect(families.has('kueue_batch_versions')).toBe(true);
    expect((await fetch(`http://127.0.0.1:${port}/graphql`)).status).toBe(404);
  });
});

async function waitFor<T>(probe: () => Promise<T | undefined | false>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}
