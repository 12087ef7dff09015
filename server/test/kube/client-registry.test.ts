import { readdir, readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { CoreV1Api, CustomObjectsApi } from '@kubernetes/client-node';
import { type KubeSim, startKubeSim } from 'kube-sim';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig, repoRoot } from '../../src/config.ts';
import { ClusterClientRegistry } from '../../src/kube/client-registry.ts';
import { ClusterError, didNotAnswer } from '../../src/kube/cluster-error.ts';
import { discoverKueueVersion } from '../../src/kube/kueue-discovery.ts';
import { encryptWithKeyring, generateSecretKey, parseSecretKey } from '../../src/services/secrets.ts';
import { createTestRegistry, rowFor, simCluster } from '../helpers/clusters.ts';

describe('ClusterClientRegistry against kube-sim', () => {
  let sim: KubeSim;
  let registry: ClusterClientRegistry;
  const errors: ClusterError[] = [];

  async function failure(promise: Promise<unknown>): Promise<ClusterError> {
    const error = await promise.then(
      () => {
        throw new Error('the call succeeded');
      },
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ClusterError);
    errors.push(error as ClusterError);
    return error as ClusterError;
  }

  const readQueue = (row: ReturnType<typeof rowFor>, name = 'team') =>
    registry
      .get(row)
      .call(
        CustomObjectsApi,
        (api, options) =>
          api.getClusterCustomObject(
            { group: 'kueue.x-k8s.io', version: 'v1beta2', plural: 'clusterqueues', name },
            options,
          ),
        { what: `ClusterQueue "${name}"` },
      );

  beforeAll(async () => {
    sim = await startKubeSim({ clusters: [simCluster('alpha'), simCluster('beta')] });
  });
  afterEach(async () => {
    await Promise.all(sim.clusters.map((c) => c.faults.clear()));
    await registry?.close();
  });
  afterAll(async () => {
    await sim?.stop();
    // Whatever went wrong above, no error said anything secret.
    const secrets = sim.clusters.map((c) => c.token);
    for (const error of errors) {
      for (const secret of secrets) expect(error.message).not.toContain(secret);
      expect(error.message).not.toMatch(
        /Bearer|authorization|content-type|"kind"|Status|HTTP-Code|Headers|Body/i,
      );
    }
  });

  it('reads through a cached client that reuses its connection across calls', async () => {
    registry = createTestRegistry();
    const row = rowFor(sim.cluster('alpha'));
    for (let i = 0; i < 20; i++) {
      const queue = await readQueue(row);
      expect(queue.metadata.name).toBe('team');
    }
    const client = registry.get(row);
    expect(registry.get(row)).toBe(client);
    expect(client.stats.requests).toBe(20);
    // Keep-alive connections serve sequential calls: client-node 2.0 alone would open one per call. (undici may
    // open a second one when a call starts in the same tick the previous response is released.)
    expect(client.stats.connections).toBeLessThanOrEqual(2);
  });

  it('rebuilds the client when credentialsUpdatedAt changes, and uses the new credentials', async () => {
    registry = createTestRegistry();
    const cluster = sim.cluster('beta');
    const row = rowFor(cluster);
    const first = registry.get(row);
    await readQueue(row);
    const oldKubeconfig = cluster.kubeconfig;
    cluster.rotateToken();
    try {
      expect((await failure(readQueue(row))).kind).toBe('UNAUTHORIZED');
      const updated = rowFor(cluster, { credentialsUpdatedAt: new Date('2026-02-01T00:00:00Z') });
      const second = registry.get(updated);
      expect(second).not.toBe(first);
      expect((await readQueue(updated)).metadata.name).toBe('team');
      expect(oldKubeconfig).not.toBe(cluster.kubeconfig);
    } finally {
      await registry.close();
    }
  });

  it('maps a hanging cluster to TIMEOUT after the configured timeout', async () => {
    registry = createTestRegistry({ timeoutMs: 300 });
    await sim.cluster('alpha').faults.set({ hang: true });
    const error = await failure(readQueue(rowFor(sim.cluster('alpha'))));
    expect(error).toMatchObject({
      kind: 'TIMEOUT',
      clusterName: 'alpha',
      message: 'cluster alpha did not answer within 300 ms',
    });
    expect(didNotAnswer(error)).toBe(true);
  });

  it('abandons timed-out requests, so the connection pool closes with nothing left in flight', async () => {
    registry = createTestRegistry({ timeoutMs: 200 });
    await sim.cluster('alpha').faults.set({ hang: true });
    // Each request must be aborted, not just given up on. With a grace far beyond the test timeout, close()
    // only resolves when no request is still pending.
    const reader = registry.get(rowFor(sim.cluster('alpha')));
    expect(
      (
        await failure(
          reader.getJson('/apis/kueue.x-k8s.io/v1beta2/clusterqueues/team', { what: 'ClusterQueue "team"' }),
        )
      ).kind,
    ).toBe('TIMEOUT');
    await reader.close(10 * 60_000);
    const discoverer = registry.get(rowFor(sim.cluster('alpha'), { credentialsUpdatedAt: new Date() }));
    expect((await failure(discoverKueueVersion(discoverer))).kind).toBe('TIMEOUT');
    await discoverer.close(10 * 60_000);
  });

  it('honours a per-call timeout override', async () => {
    registry = createTestRegistry({ timeoutMs: 10_000 });
    await sim.cluster('alpha').faults.set({ hang: true });
    const client = registry.get(rowFor(sim.cluster('alpha')));
    const error = await failure(
      client.call(CoreV1Api, (api, options) => api.listNamespace({}, options), { timeoutMs: 200 }),
    );
    expect(error.message).toBe('cluster alpha did not answer within 200 ms');
  });

  it('verifies the server against the kubeconfig’s CA only', async () => {
    registry = createTestRegistry();
    const other = await startKubeSim({ clusters: [simCluster('elsewhere')] });
    try {
      const foreignCa = Buffer.from(other.caPem).toString('base64');
      const kubeconfig = sim
        .cluster('alpha')
        .kubeconfig.replace(/certificate-authority-data: .*/, `certificate-authority-data: ${foreignCa}`);
      const error = await failure(readQueue(rowFor(sim.cluster('alpha'), { kubeconfig })));
      expect(error).toMatchObject({
        kind: 'UNREACHABLE',
        message: 'cluster alpha is not reachable (TLS verification failed)',
      });
    } finally {
      await other.stop();
    }
  });

  it('maps refused connections to UNREACHABLE', async () => {
    registry = createTestRegistry();
    await sim.cluster('alpha').faults.set({ refuse: true });
    const error = await failure(readQueue(rowFor(sim.cluster('alpha'))));
    expect(error).toMatchObject({
      kind: 'UNREACHABLE',
      networkCode: 'ECONNREFUSED',
      message: 'cluster alpha is not reachable',
    });
    expect(didNotAnswer(error)).toBe(true);
  });

  it('maps 401 to UNAUTHORIZED, 403 to UNAUTHORIZED, 404 to NOT_FOUND and 5xx to SERVER_ERROR', async () => {
    registry = createTestRegistry({ breakerThreshold: 10 });
    const row = rowFor(sim.cluster('alpha'));
    await sim.cluster('alpha').faults.set({ unauthorized: true });
    const rejected = await failure(readQueue(row));
    expect(rejected).toMatchObject({
      kind: 'UNAUTHORIZED',
      statusCode: 401,
      message: 'cluster alpha rejected our credentials',
    });
    // It answered, with a refusal: not a cluster that did not answer.
    expect(didNotAnswer(rejected)).toBe(false);
    await sim.cluster('alpha').faults.clear();
    await sim.cluster('alpha').faults.set({ forbidden: ['clusterqueues'] });
    expect(await failure(readQueue(row))).toMatchObject({
      kind: 'UNAUTHORIZED',
      statusCode: 403,
      message: 'cluster alpha denied access to ClusterQueue "team"',
    });
    await sim.cluster('alpha').faults.clear();
    expect(await failure(readQueue(row, 'nope'))).toMatchObject({
      kind: 'NOT_FOUND',
      reason: 'NotFound',
      message: 'ClusterQueue "nope" was not found on cluster alpha',
    });
    await sim.cluster('alpha').faults.set({ errorRate: 1, errorCode: 503 });
    expect(await failure(readQueue(row))).toMatchObject({
      kind: 'SERVER_ERROR',
      statusCode: 503,
      message: 'cluster alpha answered with a server error (HTTP 503)',
    });
  });

  it('opens the circuit after consecutive failures, fails fast while open, then lets a probe through', async () => {
    registry = createTestRegistry({ breakerThreshold: 2, breakerHalfOpenAfterMs: 60_000 });
    const row = rowFor(sim.cluster('alpha'));
    const client = registry.get(row);
    await sim.cluster('alpha').faults.set({ errorRate: 1 });
    await failure(readQueue(row));
    expect(client.breakerState).toBe('closed');
    await failure(readQueue(row));
    expect(client.breakerState).toBe('open');
    const requestsBefore = client.stats.requests;
    const fast = await failure(readQueue(row));
    expect(fast).toMatchObject({ kind: 'UNREACHABLE', circuitOpen: true });
    expect(client.stats.requests).toBe(requestsBefore);
    // Not-found and unauthorized answers are the cluster working: they never open the circuit.
    await sim.cluster('alpha').faults.clear();
    // The breaker reads Date.now(): move that clock past the half-open delay instead of waiting for it.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 59_000);
      expect(await failure(readQueue(row))).toMatchObject({ circuitOpen: true });
      vi.setSystemTime(Date.now() + 1_001);
      expect((await readQueue(row)).metadata.name).toBe('team');
    } finally {
      vi.useRealTimers();
    }
    expect(client.breakerState).toBe('closed');
    for (let i = 0; i < 3; i++) await failure(readQueue(row, 'missing'));
    expect(client.breakerState).toBe('closed');
  });

  it('keeps one cluster’s failures from affecting another’s breaker', async () => {
    registry = createTestRegistry({ breakerThreshold: 1 });
    await sim.cluster('alpha').faults.set({ errorRate: 1 });
    await failure(readQueue(rowFor(sim.cluster('alpha'))));
    expect(registry.get(rowFor(sim.cluster('alpha'))).breakerState).toBe('open');
    expect((await readQueue(rowFor(sim.cluster('beta')))).metadata.name).toBe('team');
  });

  it('refuses stored credentials that cannot be decrypted or break the kubeconfig policy, without secrets', async () => {
    registry = createTestRegistry();
    const cluster = sim.cluster('alpha');
    const otherKey = parseSecretKey(generateSecretKey());
    const wrongKey = {
      ...rowFor(cluster),
      kubeconfigEncrypted: encryptWithKeyring(cluster.kubeconfig, otherKey, 'id-alpha'),
    };
    expect(() => registry.get(wrongKey)).toThrowError(
      expect.objectContaining({
        kind: 'INVALID',
        message: 'the stored credentials of cluster alpha are unusable: cannot be decrypted',
      }),
    );
    const exec = cluster.kubeconfig.replace(/token: .*/, 'exec: { command: sh }');
    const error = (() => {
      try {
        registry.get(rowFor(cluster, { kubeconfig: exec }));
      } catch (e) {
        return e as ClusterError;
      }
    })();
    expect(error?.message).toBe(
      'the stored credentials of cluster alpha are unusable: users[0].user.exec is not allowed',
    );
    if (error) errors.push(error);
  });

  it('reads credentials only through the function it was given, reporting its failures without their text', async () => {
    const cluster = sim.cluster('alpha');
    const asked: string[] = [];
    registry = new ClusterClientRegistry({
      kubeconfigOf: (record) => {
        asked.push(record.id);
        if (record.id === 'broken') {
          throw Object.assign(new Error(`s3cret ${cluster.token}`), { name: 'KubeconfigPolicyError' });
        }
        return cluster.kubeconfig;
      },
    });
    expect((await readQueue(rowFor(cluster))).metadata.name).toBe('team');
    const error = (() => {
      try {
        registry.get(rowFor(cluster, { id: 'broken' }));
      } catch (e) {
        return e as ClusterError;
      }
    })();
    expect(error?.message).toBe('the stored credentials of cluster alpha are unusable: cannot be decrypted');
    expect(asked).toEqual(['id-alpha', 'broken']);
  });

  it('the kube layer imports nothing from services (credentials come in through kubeconfigOf)', async () => {
    const dir = path.join(repoRoot, 'server/src/kube');
    // Recursive: the workload kinds live in kube/workloads/.
    const files = (await readdir(dir, { recursive: true })).filter((f) => f.endsWith('.ts'));
    expect(files).toContain('workloads/batch-job.ts');
    for (const file of files) {
      const text = await readFile(path.join(dir, file), 'utf8');
      expect({ file, imports: text.match(/from '(\.\.\/)+services\/[^']+'/g) ?? [] }).toEqual({
        file,
        imports: [],
      });
    }
  });

  it('opens a breaker after the same number of failures by default as CLUSTER_BREAKER_THRESHOLD', async () => {
    registry = createTestRegistry();
    const row = rowFor(sim.cluster('alpha'));
    await sim.cluster('alpha').faults.set({ errorRate: 1 });
    for (let i = 0; i < loadConfig({}).clusterBreakerThreshold; i++) await failure(readQueue(row));
    expect(registry.get(row).breakerState).toBe('open');
  });

  it('gives Watch and Log helpers a KubeConfig for the same cluster', async () => {
    registry = createTestRegistry();
    const kc = registry.get(rowFor(sim.cluster('beta'))).kubeConfig();
    expect(kc.getCurrentCluster()?.server).toBe(sim.cluster('beta').url);
    const namespaces = await kc.makeApiClient(CoreV1Api).listNamespace();
    expect(namespaces.items.map((n) => n.metadata?.name)).toContain('jobs');
  });
  describe('the direct read path (getJson, used for ClusterQueue reads and discovery)', () => {
    const cqPath = (name: string) => `/apis/kueue.x-k8s.io/v1beta2/clusterqueues/${name}`;
    const readDirect = (row: ReturnType<typeof rowFor>, name = 'team') =>
      registry.get(row).getJson(cqPath(name), { what: `ClusterQueue "${name}"` });
    const outcome = (promise: Promise<unknown>) =>
      promise.then(
        () => 'succeeded',
        (e: ClusterError) => ({
          kind: e.kind,
          statusCode: e.statusCode,
          reason: e.reason,
          networkCode: e.networkCode,
          message: e.message,
        }),
      );

    it('reads the same object as client-node, through the same reused connection', async () => {
      registry = createTestRegistry();
      const row = rowFor(sim.cluster('alpha'));
      const viaClientNode = await readQueue(row);
      for (let i = 0; i < 20; i++) expect(await readDirect(row)).toEqual(viaClientNode);
      const client = registry.get(row);
      expect(client.stats.requests).toBe(21);
      expect(client.stats.connections).toBeLessThanOrEqual(2);
    });

    it('maps every failure exactly as the client-node path does', async () => {
      registry = createTestRegistry({ breakerThreshold: 100 });
      const row = rowFor(sim.cluster('alpha'));
      const faults = [
        { unauthorized: true },
        { forbidden: ['clusterqueues'] },
        { clusterQueueMissing: true },
        { errorRate: 1, errorCode: 503 },
        { errorRate: 1, errorCode: 429 },
        { refuse: true },
      ];
      for (const fault of faults) {
        // Fresh connections for each path, so both meet the fault the same way (not a pooled socket it closed).
        await registry.close();
        await sim.cluster('alpha').faults.set(fault);
        const direct = await outcome(readDirect(row));
        await registry.close();
        const viaClientNode = await outcome(readQueue(row));
        expect(direct, JSON.stringify(fault)).not.toBe('succeeded');
        // client-node drops the Status body of a 401 (so its `reason`); the direct path keeps the safe word.
        const { reason, ...rest } = direct as Exclude<typeof direct, string>;
        const { reason: clientNodeReason, ...expected } = viaClientNode as Exclude<typeof direct, string>;
        expect(rest, JSON.stringify(fault)).toEqual(expected);
        if (clientNodeReason !== undefined) expect(reason).toBe(clientNodeReason);
        await sim.cluster('alpha').faults.clear();
      }
      expect(await outcome(readDirect(row, 'nope'))).toEqual({
        kind: 'NOT_FOUND',
        statusCode: 404,
        reason: 'NotFound',
        networkCode: undefined,
        message: 'ClusterQueue "nope" was not found on cluster alpha',
      });
    });

    it('times out a hanging cluster and counts the failure on its breaker', async () => {
      registry = createTestRegistry({ timeoutMs: 200, breakerThreshold: 1 });
      await sim.cluster('beta').faults.set({ hang: true });
      const row = rowFor(sim.cluster('beta'));
      expect(await failure(readDirect(row))).toMatchObject({
        kind: 'TIMEOUT',
        message: 'cluster beta did not answer within 200 ms',
      });
      expect(registry.get(row).breakerState).toBe('open');
      expect(await failure(readDirect(row))).toMatchObject({ kind: 'UNREACHABLE', circuitOpen: true });
    });

    describe('against a plain HTTP server (admin escape hatch)', () => {
      let server: Server;
      let seen: { url?: string; authorization?: string; accept?: string }[] = [];
      let answer: (url: string) => { status: number; body: string | Buffer } = () => ({
        status: 200,
        body: '{}',
      });

      beforeAll(async () => {
        server = createServer((req, res) => {
          seen.push({ url: req.url, authorization: req.headers.authorization, accept: req.headers.accept });
          const { status, body } = answer(req.url ?? '');
          res.writeHead(status, { 'content-type': 'application/json' });
          res.end(body);
        });
        await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      });
      afterAll(async () => {
        await new Promise((resolve) => server.close(resolve));
      });

      const rowWithPrefix = (prefix: string) => {
        const { port } = server.address() as AddressInfo;
        const kubeconfig = `apiVersion: v1
kind: Config
clusters:
- name: proxied
  cluster:
    server: http://127.0.0.1:${port}${prefix}
users:
- name: u
  user:
    token: s3cret-direct-token
contexts:
- name: c
  context: { cluster: proxied, user: u }
current-context: c
`;
        return rowFor(sim.cluster('alpha'), { id: `id-proxied${prefix}`, kubeconfig });
      };

      it('keeps the path of the server URL, sends the bearer token and asks for JSON', async () => {
        registry = createTestRegistry({ allowUnsafeKubeconfigs: true });
        seen = [];
        answer = () => ({ status: 200, body: '{"kind":"ClusterQueue"}' });
        expect(await readDirect(rowWithPrefix('/k8s/clusters/c-1/'))).toEqual({ kind: 'ClusterQueue' });
        expect(seen).toEqual([
          {
            url: '/k8s/clusters/c-1/apis/kueue.x-k8s.io/v1beta2/clusterqueues/team',
            authorization: 'Bearer s3cret-direct-token',
            accept: 'application/json',
          },
        ]);
      });

      it('turns an answer that is not JSON, or too large, into SERVER_ERROR without its text', async () => {
        registry = createTestRegistry({ allowUnsafeKubeconfigs: true, breakerThreshold: 100 });
        answer = () => ({ status: 200, body: '<html>s3cret-direct-token</html>' });
        expect(await failure(readDirect(rowWithPrefix('')))).toMatchObject({
          kind: 'SERVER_ERROR',
          message: 'cluster alpha gave an answer that could not be read',
        });
        answer = () => ({ status: 200, body: Buffer.alloc(9 * 1024 * 1024, 0x20) });
        expect(await failure(readDirect(rowWithPrefix('')))).toMatchObject({
          kind: 'SERVER_ERROR',
          message: 'cluster alpha sent an answer too large to read',
        });
        answer = () => ({ status: 500, body: '{"kind":"Status","reason":"s3cret-direct-token is wrong!"}' });
        const error = await failure(readDirect(rowWithPrefix('')));
        expect(error).toMatchObject({ kind: 'SERVER_ERROR', statusCode: 500, reason: undefined });
        expect(JSON.stringify({ ...error, message: error.message })).not.toContain('s3cret');
      });
    });
  });
});
