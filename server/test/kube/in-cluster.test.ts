import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { KubeSim } from 'kube-sim';
import { startKubeSim } from 'kube-sim';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.ts';
import { readInClusterKubeconfig, TokenFileReader } from '../../src/kube/in-cluster.ts';
import { KubeconfigPolicyError, validateKubeconfig } from '../../src/kube/kubeconfig-policy.ts';
import { type RunningServer, startServer } from '../../src/server.ts';
import { ClusterInputError, clusterKubeconfig, normalizeKubeconfig } from '../../src/services/clusters.ts';
import { seedProject, seedUser } from '../helpers/app.ts';
import { simCluster } from '../helpers/clusters.ts';
import { createTestDatabase, describePostgres, type TestDatabase } from '../helpers/database.ts';
import { seedVersion } from '../helpers/versions.ts';

// IN_CLUSTER=true: the server registers the cluster it runs in from a ServiceAccount folder laid out as a pod sees
// it (token, ca.crt, namespace), here a scratch folder for a kube-sim cluster that accepts that token.

const SECRET_KEY = `v1:${Buffer.alloc(32, 9).toString('base64')}`;

let sim: KubeSim;
let saDir: string;
let port: number;

beforeAll(async () => {
  sim = await startKubeSim({ clusters: [simCluster('home')] });
  const home = sim.cluster('home');
  saDir = await mkdtemp(path.join(tmpdir(), 'kb-serviceaccount-'));
  await writeFile(path.join(saDir, 'token'), home.token);
  await writeFile(path.join(saDir, 'ca.crt'), home.caPem);
  await writeFile(path.join(saDir, 'namespace'), 'jobs\n');
  port = Number(new URL(home.url).port);
});
afterAll(async () => {
  await sim?.stop();
  if (saDir) await rm(saDir, { recursive: true, force: true });
});

describe('the in-cluster kubeconfig', () => {
  it('names the token file, holds the CA inline and never the token', async () => {
    const { kubeconfig, namespace, server } = await readInClusterKubeconfig({
      serviceAccountDir: saDir,
      host: '127.0.0.1',
      port,
    });
    expect(namespace).toBe('jobs');
    expect(server).toBe(`https://127.0.0.1:${port}`);
    expect(kubeconfig).not.toContain(sim.cluster('home').token);
    const tokenFile = path.join(saDir, 'token');
    expect(validateKubeconfig(kubeconfig, { inClusterTokenFile: tokenFile }).auth).toEqual({ tokenFile });
  });

  it('is refused by the policy everywhere else: no option, or another path', async () => {
    const { kubeconfig } = await readInClusterKubeconfig({
      serviceAccountDir: saDir,
      host: '127.0.0.1',
      port,
    });
    expect(() => validateKubeconfig(kubeconfig)).toThrow(KubeconfigPolicyError);
    expect(() => validateKubeconfig(kubeconfig)).toThrow(/tokenFile is not allowed/);
    expect(() => validateKubeconfig(kubeconfig, { inClusterTokenFile: '/etc/other/token' })).toThrow(
      /tokenFile is not allowed/,
    );
    // What registerCluster/updateCluster (GraphQL, admin CLI) call: no allowance there.
    expect(() => normalizeKubeconfig(kubeconfig)).toThrow(ClusterInputError);
  });

  it('needs the ServiceAccount files, and says which one is missing', async () => {
    const empty = await mkdtemp(path.join(tmpdir(), 'kb-serviceaccount-empty-'));
    try {
      await expect(
        readInClusterKubeconfig({ serviceAccountDir: empty, host: '127.0.0.1', port }),
      ).rejects.toThrow(/cannot read ca\.crt/);
    } finally {
      await rm(empty, { recursive: true, force: true });
    }
  });

  it('needs KUBERNETES_SERVICE_HOST and _PORT with IN_CLUSTER=true', () => {
    expect(() => loadConfig({ IN_CLUSTER: 'true' })).toThrow(ConfigError);
    expect(loadConfig({}).inCluster).toBeUndefined();
    expect(
      loadConfig({ IN_CLUSTER: 'true', KUBERNETES_SERVICE_HOST: '10.0.0.1', KUBERNETES_SERVICE_PORT: '443' })
        .inCluster,
    ).toMatchObject({
      name: 'In-cluster',
      serviceAccountDir: '/var/run/secrets/kubernetes.io/serviceaccount',
      host: '10.0.0.1',
      port: 443,
      namespace: undefined,
    });
  });
});

describe('the token file reader', () => {
  it('follows a rotated token after its refresh period, and keeps the last one through a failed read', async () => {
    const file = path.join(saDir, 'rotating-token');
    await writeFile(file, 'first-token\n');
    const { readFileSync } = await import('node:fs');
    const reader = new TokenFileReader(file, 60_000, (f) => readFileSync(f, 'utf8'));
    expect(reader.token(1_000)).toBe('first-token');
    await writeFile(file, 'second-token');
    expect(reader.token(30_000)).toBe('first-token'); // within the refresh period
    expect(reader.token(62_000)).toBe('second-token');
    await rm(file);
    expect(reader.token(200_000)).toBe('second-token');
  });
});

describePostgres('a server with IN_CLUSTER=true', () => {
  let db: TestDatabase;
  let server: RunningServer | undefined;

  const environment = () => ({
    NODE_ENV: 'test',
    DATABASE_URL: db.url,
    SECRET_KEY,
    PORT: '0',
    LOG_LEVEL: 'silent',
    SIMULATED_CLUSTERS: 'true', // ignored: a cluster is registered
    RUNNER: 'false',
    IN_CLUSTER: 'true',
    IN_CLUSTER_NAME: 'Home',
    SERVICE_ACCOUNT_DIR: saDir,
    KUBERNETES_SERVICE_HOST: '127.0.0.1',
    KUBERNETES_SERVICE_PORT: String(port),
    DEFAULT_CLUSTER_QUEUE: 'team',
    DEFAULT_LOCAL_QUEUE: 'team',
  });

  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => {
    await server?.stop();
    await db?.drop();
  });

  it('registers its own cluster from the ServiceAccount and reads its Kueue limits with that token', async () => {
    server = await startServer({ environment: environment() });
    const clusters = await db.prisma.cluster.findMany();
    expect(clusters.map((c) => [c.name, c.namespace, c.clusterQueue, c.simulated])).toEqual([
      ['Home', 'jobs', 'team', false],
    ]);
    const stored = clusterKubeconfig(clusters[0]!, server.services.keyring);
    expect(stored).not.toContain(sim.cluster('home').token);
    expect(stored).toContain(`tokenFile: ${path.join(saDir, 'token')}`);

    const { token } = await seedUser(db.prisma, { admin: true });
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        query: '{ availableClusters { name health { status } limits { source maxCpuCores } } }',
      }),
    });
    const body = (await response.json()) as { data?: { availableClusters: unknown[] }; errors?: unknown };
    expect(body.errors).toBeUndefined();
    expect(body.data?.availableClusters).toEqual([
      { name: 'Home', health: { status: 'REACHABLE' }, limits: { source: 'KUEUE', maxCpuCores: 16 } },
    ]);
    await server.stop();
    server = undefined;
  });

  it('uses the token in the file at the next start after a rotation, registering nothing twice', async () => {
    const rotated = sim.cluster('home').rotateToken();
    await writeFile(path.join(saDir, 'token'), rotated);
    server = await startServer({ environment: environment() });
    expect(await db.prisma.cluster.count()).toBe(1);
    const { token } = await seedUser(db.prisma, { admin: true });
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: '{ availableClusters { name health { status } } }' }),
    });
    const body = (await response.json()) as { data?: { availableClusters: unknown[] } };
    expect(body.data?.availableClusters).toEqual([{ name: 'Home', health: { status: 'REACHABLE' } }]);
  });

  it('launches and follows a job there: the Job created, its watch authenticated by the token file', async () => {
    await server?.stop();
    server = await startServer({ environment: { ...environment(), RUNNER: 'true', RUNNER_SWEEP_MS: '200' } });
    const cluster = await db.prisma.cluster.findUniqueOrThrow({ where: { name: 'Home' } });
    const { user } = await seedUser(db.prisma);
    const project = await seedProject(db.prisma, [{ userId: user.id }]);
    const version = await seedVersion(db.prisma, {
      userId: user.id,
      projectId: project.id,
      cluster,
      command: ['sh', '-c', 'echo in-cluster'],
    });
    const deadline = Date.now() + 60_000;
    let status = '';
    while (Date.now() < deadline) {
      status = (await db.prisma.processVersion.findUniqueOrThrow({ where: { id: version.id } })).status;
      if (status === 'SUCCEEDED' || status === 'FAILED') break;
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(status).toBe('SUCCEEDED');
    expect(sim.cluster('home').listObjects('jobs', 'jobs').length).toBe(1);
  }, 90_000);
});
