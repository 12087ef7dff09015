import { BatchV1Api, KubeConfig } from '@kubernetes/client-node';
import type { KubeSim, SimCluster } from 'kube-sim';
import { QUEUE_LABEL, startKubeSim } from 'kube-sim';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIN_FINISHED_SAMPLES } from '../../src/kube/finished-runtimes.ts';
import { MANAGED_BY, MANAGED_BY_LABEL } from '../../src/kube/jobs.ts';
import { KueueCaches } from '../../src/kube/kueue-caches.ts';
import { createTestRegistry, rowFor, simCluster } from '../helpers/clusters.ts';

/**
 * Other tenants' runtimes learned by a cluster's watch-fed cache from the Workloads it sees finish (ARCHITECTURE
 * §12, §23), through the real client and watches against kube-sim: runtime ÷ the Job's activeDeadlineSeconds, per
 * LocalQueue, else the cluster's, from the minimum sample size; our own Jobs (`kb-…`) left out; a cache started later
 * learns the same from its first list.
 */

let sim: KubeSim;
const caches: KueueCaches[] = [];

/**
 * A Job on a LocalQueue of namespace `jobs`, its deadline on the Job, a script that runs `runSeconds`; `ours`: labelled
 * as our runner labels its Jobs, with its bound as Kueue's maximum execution time.
 */
async function job(
  cluster: SimCluster,
  o: { name: string; queue: string; deadlineSeconds: number; runSeconds: number; ours?: boolean },
) {
  const kc = new KubeConfig();
  kc.loadFromString(cluster.kubeconfig);
  await kc.makeApiClient(BatchV1Api).createNamespacedJob({
    namespace: 'jobs',
    body: {
      metadata: {
        name: o.name,
        labels: {
          [QUEUE_LABEL]: o.queue,
          ...(o.ours
            ? {
                [MANAGED_BY_LABEL]: MANAGED_BY,
                'kueue.x-k8s.io/max-exec-time-seconds': String(o.deadlineSeconds),
              }
            : {}),
        },
      },
      spec: {
        activeDeadlineSeconds: o.deadlineSeconds,
        backoffLimit: 0,
        template: {
          spec: {
            restartPolicy: 'Never',
            containers: [
              {
                name: 'main',
                image: 'busybox:1.36',
                command: ['sh', '-c', `echo start; sleep ${o.runSeconds}; echo done`],
                resources: { requests: { cpu: '1', memory: '1Gi' }, limits: { cpu: '1', memory: '1Gi' } },
              },
            ],
          },
        },
      },
    },
  });
}

function finished(cluster: SimCluster, jobName: string): boolean {
  const workloads = cluster.listObjects('workloads', 'jobs') as Array<{
    metadata: { ownerReferences?: { name: string }[] };
    status?: { conditions?: { type: string; status: string }[] };
  }>;
  return workloads.some(
    (w) =>
      (w.metadata.ownerReferences ?? []).some((o) => o.name === jobName) &&
      (w.status?.conditions ?? []).some((c) => c.type === 'Finished' && c.status === 'True'),
  );
}

/** Runs the jobs one after another on simulated time until each has finished. */
async function runToEnd(
  cluster: SimCluster,
  jobs: { name: string; queue: string; deadlineSeconds: number; runSeconds: number; ours?: boolean }[],
) {
  for (const j of jobs) {
    await job(cluster, j);
    for (let s = 0; s < 200 && !finished(cluster, j.name); s++) {
      sim.clock.advance(5_000);
      await new Promise((r) => setTimeout(r, 2));
    }
    expect(finished(cluster, j.name)).toBe(true);
  }
}

function startedCache(cluster: SimCluster) {
  const c = new KueueCaches({ registry: createTestRegistry({ timeoutMs: 2_000 }) });
  caches.push(c);
  return c.get({ ...rowFor(cluster), namespace: 'jobs' });
}

describe('other tenants’ runtimes learned from the Workloads a cluster’s cache saw finish', () => {
  beforeAll(async () => {
    sim = await startKubeSim({
      clock: { speed: 0 },
      clusters: [
        simCluster('learn', undefined, {
          clusterQueues: [
            { name: 'team', flavors: [{ name: 'default', cpu: '4', memory: '16Gi' }] },
            { name: 'side', flavors: [{ name: 'default', cpu: '4', memory: '16Gi' }] },
          ],
          localQueues: [
            { namespace: 'jobs', name: 'team', clusterQueue: 'team' },
            { namespace: 'jobs', name: 'side', clusterQueue: 'side' },
          ],
        }),
      ],
    });
  }, 60_000);

  afterAll(async () => {
    await Promise.all(caches.map((c) => c.close()));
    await sim?.stop();
  });

  it('per LocalQueue, else the cluster’s, from the minimum sample size; our own Jobs left out; learned again from a list', async () => {
    const c = sim.cluster('learn');
    const cache = startedCache(c);
    await cache.ready(2_000);
    const side = (i: number) => ({ name: `side-${i}`, queue: 'side', deadlineSeconds: 400, runSeconds: 100 });

    // Below the minimum: neither the queue nor the cluster answers (the deadline stands).
    await runToEnd(
      c,
      Array.from({ length: MIN_FINISHED_SAMPLES - 1 }, (_, i) => side(i)),
    );
    // Ours (named and labelled as our versions' Jobs are) run at another ratio and are not counted.
    await runToEnd(c, [
      { name: 'kb-ours-1', queue: 'side', deadlineSeconds: 400, runSeconds: 380, ours: true },
    ]);
    // (once the cache has seen it finish)
    await expect
      .poll(
        () =>
          [...(cache.workloads?.cache.values() ?? [])].some(
            (w) =>
              w.metadata.ownerReferences?.[0]?.name === 'kb-ours-1' &&
              JSON.stringify(w.status?.conditions ?? []).includes('"Finished"'),
          ),
        { timeout: 20_000 },
      )
      .toBe(true);
    expect(cache.finishedRuntimes.ratiosFor('jobs', 'side')).toBeNull();

    await runToEnd(c, [side(MIN_FINISHED_SAMPLES - 1)]);
    await expect
      .poll(() => cache.finishedRuntimes.ratiosFor('jobs', 'side')?.source, { timeout: 20_000 })
      .toBe('QUEUE');
    const learned = cache.finishedRuntimes.ratiosFor('jobs', 'side')!.ratios;
    expect(learned).toHaveLength(MIN_FINISHED_SAMPLES);
    // Admitted → finished against the Job's 400 s: 100 s of script, plus the pod's start and end as Kueue's times show.
    for (const r of learned) {
      expect(r).toBeGreaterThanOrEqual(0.25);
      expect(r).toBeLessThan(0.3);
    }
    // The team queue has none of its own: the cluster's.
    expect(cache.finishedRuntimes.ratiosFor('jobs', 'team')).toEqual({ source: 'CLUSTER', ratios: learned });

    // A cache started now learns the same from its first list of Workloads and Jobs.
    const fresh = startedCache(c);
    await fresh.ready(2_000);
    await expect
      .poll(() => fresh.finishedRuntimes.ratiosFor('jobs', 'side')?.ratios.length ?? 0, { timeout: 20_000 })
      .toBe(MIN_FINISHED_SAMPLES);
    expect([...fresh.finishedRuntimes.ratiosFor('jobs', 'side')!.ratios].sort((a, b) => a - b)).toEqual(
      [...learned].sort((a, b) => a - b),
    );
  });
});
