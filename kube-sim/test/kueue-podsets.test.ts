import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientsFor, condition, jobManifest, type KubeSim, startAlpha } from './helpers.ts';

// biome-ignore lint/suspicious/noExplicitAny: Kueue objects read as plain JSON
type Obj = any;
const KUEUE = { group: 'kueue.x-k8s.io', version: 'v1beta2' };

describe("Kueue's pod set count and reclaimable pods for Indexed jobs", () => {
  let sim: KubeSim;
  let c: ReturnType<typeof clientsFor>;
  beforeAll(async () => {
    sim = await startAlpha();
    c = clientsFor(sim.cluster('alpha'));
  });
  afterAll(async () => {
    await sim.stop();
  });

  const workloadOf = async (job: string): Promise<Obj> => {
    const j = await c.batch.readNamespacedJob({ namespace: 'jobs', name: job });
    const list = (await c.custom.listNamespacedCustomObject({
      ...KUEUE,
      namespace: 'jobs',
      plural: 'workloads',
    })) as {
      items: Obj[];
    };
    return list.items.find((w) => w.metadata.ownerReferences?.some((r: Obj) => r.uid === j.metadata?.uid));
  };
  const cpuInUse = async (): Promise<string> => {
    const cq = (await c.custom.getClusterCustomObject({
      ...KUEUE,
      plural: 'clusterqueues',
      name: 'team',
    })) as Obj;
    return cq.status.flavorsUsage[0].resources.find((r: Obj) => r.name === 'cpu').total;
  };
  const indexedJob = (name: string, completions: number, parallelism: number, seconds: number) => {
    const m = jobManifest({
      name,
      queue: 'team',
      cpu: '2',
      memory: '1Gi',
      completions,
      parallelism,
      command: ['sh', '-c', `sleep ${seconds}`],
    });
    m.spec!.completionMode = 'Indexed';
    return m;
  };

  it('admits count = parallelism pods of quota and gives back the slots no index needs any more', async () => {
    await c.batch.createNamespacedJob({ namespace: 'jobs', body: indexedJob('array', 6, 4, 5) });
    let wl = await workloadOf('array');
    expect(wl.spec.podSets[0].count).toBe(4);
    expect(wl.status.admission.podSetAssignments[0]).toMatchObject({
      count: 4,
      resourceUsage: { cpu: '8', memory: '4Gi' },
    });
    expect(await cpuInUse()).toBe('8');
    sim.clock.advance(6_000);
    const job = await c.batch.readNamespacedJob({ namespace: 'jobs', name: 'array' });
    expect(job.status?.completedIndexes).toBe('0-3');
    wl = await workloadOf('array');
    // 2 indexes remain for 4 slots: 2 reclaimable, and the queue counts 2 pods of quota
    expect(wl.status.reclaimablePods).toEqual([{ name: 'main', count: 2 }]);
    expect(await cpuInUse()).toBe('4');
    sim.clock.advance(6_000);
    wl = await workloadOf('array');
    expect(condition(wl, 'Finished')).toMatchObject({ status: 'True', reason: 'Succeeded' });
    expect(await cpuInUse()).toBe('0');
  });

  it('keeps a gang that can never fit pending, whole: its request is count × per-pod', async () => {
    await c.batch.createNamespacedJob({ namespace: 'jobs', body: indexedJob('gang', 10, 10, 5) });
    const wl = await workloadOf('gang');
    expect(wl.spec.podSets[0].count).toBe(10);
    expect(condition(wl, 'QuotaReserved')).toMatchObject({ status: 'False', reason: 'ExceedsMaxQuota' });
    expect(condition(wl, 'QuotaReserved')?.message).toContain(
      'current podset request (20) > maximum capacity (16)',
    );
    const job = await c.batch.readNamespacedJob({ namespace: 'jobs', name: 'gang' });
    expect(job.spec?.suspend).toBe(true);
    const pods = await c.core.listNamespacedPod({ namespace: 'jobs', labelSelector: 'job-name=gang' });
    expect(pods.items).toHaveLength(0);
  });
});
