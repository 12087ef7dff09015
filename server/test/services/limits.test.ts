import { BatchV1Api } from '@kubernetes/client-node';
import { type KubeSim, QUEUE_LABEL, startKubeSim } from 'kube-sim';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ClusterClientRegistry } from '../../src/kube/client-registry.ts';
import {
  checkRequestAgainstLimits,
  createLimitsLoader,
  FALLBACK_MEMORY_BYTES,
  fetchClusterLimits,
  LimitsCache,
  toClusterLimits,
} from '../../src/services/limits.ts';
import { createTestRegistry, rowFor, simCluster } from '../helpers/clusters.ts';

const GiB = 1024n ** 3n;

describe('cluster limits from kube-sim', () => {
  let sim: KubeSim;
  let registry: ClusterClientRegistry;

  beforeAll(async () => {
    sim = await startKubeSim({
      clusters: [
        simCluster('multi', [
          { name: 'wide', cpu: '64', memory: '16Gi' },
          { name: 'tall', cpu: '8', memory: '256Gi' },
        ]),
        simCluster('old', [{ name: 'default', cpu: '12', memory: '48Gi' }], { kueueVersions: ['v1beta1'] }),
        simCluster('faulty'),
        simCluster('healthy', [{ name: 'default', cpu: '4500m', memory: '1.5Gi' }]),
      ],
    });
  });
  afterEach(async () => {
    await Promise.all(sim.clusters.map((c) => c.faults.clear()));
    await registry?.close();
  });
  afterAll(async () => {
    await sim?.stop();
  });

  const row = (name: string, overrides = {}) => rowFor(sim.cluster(name), overrides);

  it('reads per-flavor ceilings from a v1beta2 ClusterQueue, with maxima over flavors and queue state', async () => {
    registry = createTestRegistry();
    const result = await fetchClusterLimits(registry, row('multi', { maxRuntimeSeconds: 3600 }));
    expect(result.kueueVersion).toBe('v1beta2');
    expect(result.health).toMatchObject({ status: 'REACHABLE', message: null });
    expect(result.limits).toMatchObject({
      source: 'KUEUE',
      flavors: [
        { name: 'wide', cpuMillis: 64_000n, memoryBytes: 16n * GiB },
        { name: 'tall', cpuMillis: 8_000n, memoryBytes: 256n * GiB },
      ],
      maxCpuMillis: 64_000n,
      maxMemoryBytes: 256n * GiB,
      maxCpuCores: 64,
      maxMemoryGiB: 256,
      maxRuntimeSeconds: 3600,
    });
    expect(result.queue).toMatchObject({ pendingWorkloads: 0, admittedWorkloads: 0 });
  });

  it('applies the fit rule: some flavor must hold both cpu and memory', async () => {
    registry = createTestRegistry();
    const { limits } = await fetchClusterLimits(registry, row('multi', { maxRuntimeSeconds: 3600 }));
    expect(checkRequestAgainstLimits(limits, { cpuMillis: 64_000n, memoryBytes: 16n * GiB })).toMatchObject({
      ok: true,
      fit: { fits: true, flavor: { name: 'wide' } },
      deadlineSeconds: 3600,
    });
    const both = checkRequestAgainstLimits(limits, {
      cpuMillis: 32_000n,
      memoryBytes: 128n * GiB,
      deadlineSeconds: 7200,
    });
    expect(both.ok).toBe(false);
    expect(both.fit).toEqual({
      fits: false,
      violations: [{ resource: 'memory', requested: 128n * GiB, limit: 16n * GiB, flavor: 'wide' }],
    });
    expect(both.deadlineViolation).toEqual({ requested: 7200, limit: 3600 });
  });

  it('falls back to v1beta1 when the cluster serves only that version', async () => {
    registry = createTestRegistry();
    const result = await fetchClusterLimits(registry, row('old'));
    expect(result.kueueVersion).toBe('v1beta1');
    expect(result.limits).toMatchObject({ source: 'KUEUE', maxCpuCores: 12, maxMemoryGiB: 48 });
  });

  it('reads a cluster in one round trip (the ClusterQueue and its ResourceFlavors in parallel): discovery only when v1beta2 is missing, then remembered', async () => {
    registry = createTestRegistry();
    const current = registry.get(row('multi'));
    const old = registry.get(row('old'));
    await fetchClusterLimits(registry, row('multi'));
    expect(current.stats.requests).toBe(2);
    // v1beta2 404 (queue and flavors, in parallel) → discovery → v1beta1 queue and flavors, in parallel.
    await fetchClusterLimits(registry, row('old'));
    expect(old.stats.requests).toBe(5);
    for (let i = 0; i < 5; i++) {
      await Promise.all([
        fetchClusterLimits(registry, row('multi')),
        fetchClusterLimits(registry, row('old')),
      ]);
    }
    expect(current.stats.requests).toBe(12);
    expect(old.stats.requests).toBe(15);
    // Two requests at once per cluster, rounds back to back: a few connections each (a socket may not be free
    // yet when the next round starts), reused, not one per reading.
    expect(current.stats.connections + old.stats.connections).toBeLessThanOrEqual(8);
  });

  it('keeps the limits when the ResourceFlavors cannot be listed: nodeLabels unknown, the queue still read', async () => {
    registry = createTestRegistry({ timeoutMs: 300 });
    await sim.cluster('faulty').faults.set({ forbidden: ['resourceflavors'] });
    const result = await fetchClusterLimits(registry, row('faulty'));
    expect(result.limits.source).toBe('KUEUE');
    expect(result.health.status).toBe('REACHABLE');
    expect(result.limits.resourceGroups).toEqual([
      {
        coveredResources: ['cpu', 'memory'],
        flavors: [{ name: 'default', quota: { cpu: 16_000n, memory: 64n * GiB }, nodeLabels: {} }],
      },
    ]);
  });

  it.each([
    [{ hang: true }, 'UNREACHABLE', 'cluster faulty did not answer within 300 ms'],
    [{ refuse: true }, 'UNREACHABLE', 'cluster faulty is not reachable'],
    [{ unauthorized: true }, 'UNAUTHORIZED', 'cluster faulty rejected our credentials'],
    [{ clusterQueueMissing: true }, 'QUEUE_NOT_FOUND', 'ClusterQueue "team" was not found on cluster faulty'],
    [
      { clusterQueueMalformed: 'badQuantity' as const },
      'DEGRADED',
      /^the ClusterQueue of cluster faulty is malformed \(.*nominalQuota is not a quantity\)$/,
    ],
    [{ clusterQueueMalformed: 'noResourceGroups' as const }, 'DEGRADED', /malformed \(spec\.resourceGroups/],
    [{ errorRate: 1 }, 'DEGRADED', 'cluster faulty answered with a server error (HTTP 500)'],
    [{ forbidden: ['clusterqueues'] }, 'UNAUTHORIZED', 'cluster faulty denied access to ClusterQueue "team"'],
  ])('gives FALLBACK limits and the reason in health for %o', async (faults, status, message) => {
    registry = createTestRegistry({ timeoutMs: 300 });
    await sim.cluster('faulty').faults.set(faults);
    const result = await fetchClusterLimits(registry, row('faulty'));
    expect(result.limits).toMatchObject({
      source: 'FALLBACK',
      maxCpuMillis: 8_000n,
      maxMemoryBytes: FALLBACK_MEMORY_BYTES,
      maxCpuCores: 8,
      maxMemoryGiB: 32,
      flavors: [{ name: 'fallback', cpuMillis: 8_000n, memoryBytes: 32n * GiB }],
    });
    expect(result.health.status).toBe(status);
    if (typeof message === 'string') expect(result.health.message).toBe(message);
    else expect(result.health.message).toMatch(message);
    expect(result.health.message).not.toContain(sim.cluster('faulty').token);
    expect(result.queue).toBeNull();
  });

  it('answers for every cluster in parallel: a hanging one gets FALLBACK, the others their live limits', async () => {
    registry = createTestRegistry({ timeoutMs: 500 });
    await sim.cluster('faulty').faults.set({ hang: true });
    const cache = new LimitsCache({ registry });
    const results = await cache.getMany([row('healthy'), row('faulty'), row('multi')]);
    expect(results.map((r) => [r.clusterName, r.limits.source, r.health.status])).toEqual([
      ['healthy', 'KUEUE', 'REACHABLE'],
      ['faulty', 'FALLBACK', 'UNREACHABLE'],
      ['multi', 'KUEUE', 'REACHABLE'],
    ]);
    expect(results[0]!.limits).toMatchObject({
      maxCpuMillis: 4_500n,
      maxMemoryBytes: 1_610_612_736n,
      maxCpuCores: 4.5,
    });
  });

  it('costs a hanging cluster one timeout, then nothing while its breaker is open', async () => {
    registry = createTestRegistry({ timeoutMs: 300, breakerThreshold: 1 });
    await sim.cluster('faulty').faults.set({ hang: true });
    const first = await fetchClusterLimits(registry, row('faulty'));
    expect(first.health.message).toBe('cluster faulty did not answer within 300 ms');
    const client = registry.get(row('faulty'));
    const requests = client.stats.requests;
    const second = await fetchClusterLimits(registry, row('faulty'));
    expect(second.limits.source).toBe('FALLBACK');
    expect(second.health).toMatchObject({
      status: 'UNREACHABLE',
      message: 'cluster faulty is not reachable (recent calls failed; retrying shortly)',
    });
    expect(client.stats.requests).toBe(requests);
  });

  it('serves fresh readings from the cache, stale ones while one refresh runs, then the refreshed one', async () => {
    registry = createTestRegistry({ timeoutMs: 300 });
    let now = Date.parse('2026-06-01T00:00:00Z');
    const cache = new LimitsCache({ registry, ttlMs: 5_000, maxStaleMs: 60_000, now: () => new Date(now) });
    const healthy = row('faulty');

    const first = await cache.get(healthy);
    expect(first.limits.source).toBe('KUEUE');
    expect(await cache.get(healthy)).toBe(first);
    expect(cache.stats).toMatchObject({ fetches: 1, hits: 1 });

    await sim.cluster('faulty').faults.set({ hang: true });
    now += 6_000;
    // Stale: served at once, one background refresh started (not two).
    const stale = await cache.get(healthy);
    const staleAgain = await cache.get(healthy);
    expect(stale).toBe(first);
    expect(staleAgain).toBe(first);
    expect(cache.stats).toMatchObject({ fetches: 2, staleHits: 2 });

    // Once the refresh has timed out, the reading says why.
    await expect
      .poll(async () => (await cache.get(healthy)).health.status, { timeout: 5_000 })
      .toBe('UNREACHABLE');
    expect((await cache.get(healthy)).limits.source).toBe('FALLBACK');
  });

  it('waits for a reading no older than maxAgeMs when asked (validation at creation)', async () => {
    registry = createTestRegistry();
    let now = Date.parse('2026-06-01T00:00:00Z');
    const cache = new LimitsCache({ registry, ttlMs: 60_000, now: () => new Date(now) });
    const first = await cache.get(row('healthy'));
    now += 2_000;
    expect(await cache.get(row('healthy'))).toBe(first);
    const fresh = await cache.get(row('healthy'), { maxAgeMs: 1_000 });
    expect(fresh).not.toBe(first);
    expect(cache.stats.fetches).toBe(2);
  });

  it('re-reads when the cluster’s credentials or queue change, and shows the current runtime bound at once', async () => {
    registry = createTestRegistry();
    const cache = new LimitsCache({ registry });
    await cache.get(row('multi'));
    expect((await cache.get(row('multi', { maxRuntimeSeconds: 60 }))).limits.maxRuntimeSeconds).toBe(60);
    expect(cache.stats.fetches).toBe(1);
    await cache.get(row('multi', { credentialsUpdatedAt: new Date('2026-03-01T00:00:00Z') }));
    expect(cache.stats.fetches).toBe(2);
    const missing = await cache.get(row('multi', { clusterQueue: 'other' }));
    expect(missing.health.status).toBe('QUEUE_NOT_FOUND');
    expect(cache.stats.fetches).toBe(3);
  });

  it('batches and dedupes per request through the DataLoader', async () => {
    registry = createTestRegistry();
    const cache = new LimitsCache({ registry });
    const loader = createLimitsLoader(cache);
    const [a, b, c] = await Promise.all([
      loader.load(row('multi')),
      loader.load(row('multi')),
      loader.load(row('old')),
    ]);
    expect(a).toBe(b);
    expect(c?.clusterName).toBe('old');
    expect(cache.stats.fetches).toBe(2);
  });

  it('shows queue state: usage per flavor and resource, admitted and pending workloads', async () => {
    registry = createTestRegistry();
    const cluster = sim.cluster('healthy');
    const batch = registry.get(row('healthy')).kubeConfig().makeApiClient(BatchV1Api);
    const job = (name: string, cpu: string) => ({
      apiVersion: 'batch/v1',
      kind: 'Job',
      metadata: { name, labels: { [QUEUE_LABEL]: 'team' } },
      spec: {
        suspend: true,
        template: {
          spec: {
            restartPolicy: 'Never',
            containers: [
              { name: 'main', image: 'busybox', resources: { requests: { cpu, memory: '512Mi' } } },
            ],
          },
        },
      },
    });
    // 4500m of cpu: the first fits, the second must wait for it.
    await batch.createNamespacedJob({ namespace: 'jobs', body: job('first', '3') });
    await batch.createNamespacedJob({ namespace: 'jobs', body: job('second', '3') });
    const cache = new LimitsCache({ registry, ttlMs: 0 });
    await expect
      .poll(async () => (await cache.get(row('healthy'))).queue, { timeout: 10_000 })
      .toMatchObject({
        admittedWorkloads: 1,
        pendingWorkloads: 1,
        usage: expect.arrayContaining([
          { flavor: 'default', resource: 'cpu', used: 3000n, borrowed: 0n, nominal: 4500n },
          {
            flavor: 'default',
            resource: 'memory',
            used: 512n * 1024n ** 2n,
            borrowed: 0n,
            nominal: 1_610_612_736n,
          },
        ]),
      });
    expect(cluster.listObjects('jobs', 'jobs').length).toBe(2);
  });

  it('bounds the runtime: a deadline above the bound is a violation, none means the bound', () => {
    const limits = toClusterLimits(
      'KUEUE',
      [
        {
          coveredResources: ['cpu', 'memory'],
          flavors: [{ name: 'f', quota: { cpu: 1000n, memory: GiB }, nodeLabels: {} }],
        },
      ],
      600,
    );
    expect(
      checkRequestAgainstLimits(limits, { cpuMillis: 1000n, memoryBytes: GiB, deadlineSeconds: 600 }),
    ).toMatchObject({
      ok: true,
      deadlineSeconds: 600,
    });
    expect(checkRequestAgainstLimits(limits, { deadlineSeconds: 601 })).toMatchObject({
      ok: false,
      deadlineViolation: { requested: 601, limit: 600 },
    });
    expect(checkRequestAgainstLimits({ ...limits, maxRuntimeSeconds: null }, {})).toMatchObject({
      ok: true,
      deadlineSeconds: null,
    });
  });
});
