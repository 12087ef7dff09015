import { BatchV1Api } from '@kubernetes/client-node';
import { type KubeSim, QUEUE_LABEL, startKubeSim } from 'kube-sim';
import { Agent, fetch } from 'undici';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ClusterClientRegistry } from '../../src/kube/client-registry.ts';
import { KueueCaches } from '../../src/kube/kueue-caches.ts';
import {
  type ClusterForLimits,
  checkRequestAgainstLimits,
  createLimitsLoader,
  FALLBACK_MEMORY_BYTES,
  readClusterLimits,
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
  let caches: KueueCaches | undefined;
  afterEach(async () => {
    await caches?.close();
    caches = undefined;
    await Promise.all(sim.clusters.map((c) => c.faults.clear()));
    await registry?.close();
  });
  /** The limits as the server reads them: from the cluster's watch-fed cache (one per registry, like the server). */
  const fetchClusterLimits = (reg: ClusterClientRegistry, row: ClusterForLimits, timeoutMs?: number) => {
    caches ??= new KueueCaches({ registry: reg, timeoutMs: timeoutMs ?? 2_000 });
    return readClusterLimits(caches, row);
  };
  const states = (reg: ClusterClientRegistry, timeoutMs?: number) => ({
    limits: (row: ClusterForLimits) => fetchClusterLimits(reg, row, timeoutMs),
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

  it('lists a cluster once and then follows it by watches: readings cost no request, discovery only once', async () => {
    registry = createTestRegistry();
    const current = registry.get(row('multi'));
    await fetchClusterLimits(registry, row('multi'));
    const afterFirst = current.stats.requests;
    // Discovery, then one list per kind (ClusterQueues, LocalQueues, ResourceFlavors, priority classes, Workloads,
    // other tenants' Jobs); watches go beside the request path.
    expect(afterFirst).toBeLessThanOrEqual(8);
    for (let i = 0; i < 5; i++) await fetchClusterLimits(registry, row('multi'));
    expect(current.stats.requests).toBe(afterFirst);
    const old = await fetchClusterLimits(registry, row('old'));
    expect(old.kueueVersion).toBe('v1beta1');
  });

  it('follows a quota change within a second, by the watch', async () => {
    registry = createTestRegistry();
    const first = await fetchClusterLimits(registry, row('multi'));
    expect(first.limits.maxCpuCores).toBe(64);
    const cpuQuota = async (value: string) => {
      const cluster = sim.cluster('multi');
      const dispatcher = new Agent({ connect: { ca: cluster.caPem } });
      const res = await fetch(`${cluster.url}/apis/kueue.x-k8s.io/v1beta2/clusterqueues/team`, {
        method: 'PATCH',
        dispatcher,
        headers: { authorization: `Bearer ${cluster.token}`, 'content-type': 'application/json-patch+json' },
        body: JSON.stringify([
          { op: 'replace', path: '/spec/resourceGroups/0/flavors/0/resources/0/nominalQuota', value },
        ]),
      });
      expect(res.status).toBe(200);
      await dispatcher.close();
    };
    await cpuQuota('32');
    await expect
      .poll(async () => (await fetchClusterLimits(registry, row('multi'))).limits.flavors[0]!.cpuMillis, {
        timeout: 1_000,
        interval: 20,
      })
      .toBe(32_000n);
    await cpuQuota('64');
  });

  it('keeps the limits when the ResourceFlavors cannot be listed: nodeLabels unknown, the queue still read', async () => {
    registry = createTestRegistry({ timeoutMs: 300 });
    await sim.cluster('faulty').faults.set({ forbidden: ['resourceflavors'] });
    const result = await fetchClusterLimits(registry, row('faulty'), 300);
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
    const result = await fetchClusterLimits(registry, row('faulty'), 300);
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
    const results = await Promise.all(
      [row('healthy'), row('faulty'), row('multi')].map((r) => fetchClusterLimits(registry, r, 500)),
    );
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

  it('costs a hanging cluster one timeout, then nothing per reading', async () => {
    registry = createTestRegistry({ timeoutMs: 300, breakerThreshold: 1 });
    await sim.cluster('faulty').faults.set({ hang: true });
    const first = await fetchClusterLimits(registry, row('faulty'), 300);
    expect(first.health.message).toBe('cluster faulty did not answer within 300 ms');
    const started = Date.now();
    const second = await fetchClusterLimits(registry, row('faulty'), 300);
    expect(second.limits.source).toBe('FALLBACK');
    expect(second.health.status).toBe('UNREACHABLE');
    expect(Date.now() - started).toBeLessThan(300);
  });

  it('re-reads when the cluster’s credentials or queue change, and shows the current runtime bound at once', async () => {
    registry = createTestRegistry();
    await fetchClusterLimits(registry, row('multi'));
    expect(
      (await fetchClusterLimits(registry, row('multi', { maxRuntimeSeconds: 60 }))).limits.maxRuntimeSeconds,
    ).toBe(60);
    const missing = await fetchClusterLimits(registry, row('multi', { clusterQueue: 'other' }));
    expect(missing.health.status).toBe('QUEUE_NOT_FOUND');
    expect(missing.health.message).toBe('ClusterQueue "other" was not found on cluster multi');
  });

  it('batches and dedupes per request through the DataLoader', async () => {
    registry = createTestRegistry();
    let readings = 0;
    const loader = createLimitsLoader({
      limits: (r: ClusterForLimits) => {
        readings += 1;
        return states(registry).limits(r);
      },
    });
    const [a, b, c] = await Promise.all([
      loader.load(row('multi')),
      loader.load(row('multi')),
      loader.load(row('old')),
    ]);
    expect(a).toBe(b);
    expect(c?.clusterName).toBe('old');
    expect(readings).toBe(2);
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
    await expect
      .poll(async () => (await fetchClusterLimits(registry, row('healthy'))).queue, { timeout: 10_000 })
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
