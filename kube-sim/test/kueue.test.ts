import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANNOTATIONS, startKubeSim } from '../src/index.ts';
import { clientsFor, condition, jobManifest, type KubeSim, startAlpha } from './helpers.ts';

const KUEUE = { group: 'kueue.x-k8s.io', version: 'v1beta2' };

type Obj = Record<string, any>;

describe('Kueue admission', () => {
  let sim: KubeSim;
  let c: ReturnType<typeof clientsFor>;
  beforeAll(async () => {
    sim = await startAlpha();
    c = clientsFor(sim.cluster('alpha'));
  });
  afterAll(async () => {
    await sim.stop();
  });

  const workloadOf = async (job: string, cl = c): Promise<Obj> => {
    const j = await cl.batch.readNamespacedJob({ namespace: 'jobs', name: job });
    const list = (await cl.custom.listNamespacedCustomObject({
      ...KUEUE,
      namespace: 'jobs',
      plural: 'workloads',
    })) as { items: Obj[] };
    const wl = list.items.find((w) =>
      w.metadata.ownerReferences?.some((r: Obj) => r.uid === j.metadata?.uid),
    );
    if (!wl) throw new Error(`no workload for job ${job}`);
    return wl;
  };
  const clusterQueue = async (version = 'v1beta2', cl = c): Promise<Obj> =>
    (await cl.custom.getClusterCustomObject({
      group: 'kueue.x-k8s.io',
      version,
      plural: 'clusterqueues',
      name: 'team',
    })) as Obj;

  it('suspends a queued job, creates a Workload and admits it into the first flavor that fits', async () => {
    const created = await c.batch.createNamespacedJob({
      namespace: 'jobs',
      body: jobManifest({ name: 'fits', queue: 'team', cpu: '2', memory: '4Gi' }),
    });
    expect(created.spec?.suspend).toBe(true);
    const wl = await workloadOf('fits');
    expect(wl.metadata.name).toMatch(/^job-fits-[0-9a-f]{5}$/);
    expect(wl.spec).toMatchObject({ queueName: 'team', podSets: [{ name: 'main', count: 1 }] });
    expect(wl.status.admission).toEqual({
      clusterQueue: 'team',
      podSetAssignments: [
        {
          name: 'main',
          flavors: { cpu: 'small', memory: 'small' },
          resourceUsage: { cpu: '2', memory: '4Gi' },
          count: 1,
        },
      ],
    });
    expect(condition(wl, 'QuotaReserved')).toMatchObject({
      status: 'True',
      reason: 'QuotaReserved',
      message: 'Quota reserved in ClusterQueue team',
    });
    expect(condition(wl, 'Admitted')).toMatchObject({ status: 'True', reason: 'Admitted' });
    const job = await c.batch.readNamespacedJob({ namespace: 'jobs', name: 'fits' });
    expect(job.spec?.suspend).toBe(false);
    const cq = await clusterQueue();
    expect(cq.status).toMatchObject({ pendingWorkloads: 0, reservingWorkloads: 1, admittedWorkloads: 1 });
    expect(cq.status.flavorsUsage[0]).toEqual({
      name: 'small',
      resources: [
        { name: 'cpu', total: '2', borrowed: '0' },
        { name: 'memory', total: '4Gi', borrowed: '0' },
      ],
    });
    expect(condition(cq, 'Active')).toMatchObject({
      status: 'True',
      reason: 'Ready',
      message: 'Can admit new workloads',
    });
  });

  it('chooses the next flavor when the first cannot hold the request', async () => {
    await c.batch.createNamespacedJob({
      namespace: 'jobs',
      body: jobManifest({ name: 'bigmem', queue: 'team', cpu: '2', memory: '100Gi' }),
    });
    const wl = await workloadOf('bigmem');
    expect(wl.status.admission.podSetAssignments[0].flavors).toEqual({ cpu: 'big', memory: 'big' });
  });

  it('keeps a job waiting (WaitingForQuota) until quota frees, then admits it', async () => {
    // its own simulator: the quota arithmetic must not depend on what earlier tests left running
    const own = await startAlpha();
    const oc = clientsFor(own.cluster('alpha'));
    try {
      await oc.batch.createNamespacedJob({
        namespace: 'jobs',
        body: jobManifest({
          name: 'hog',
          queue: 'team',
          cpu: '13',
          memory: '1Gi',
          annotations: { [ANNOTATIONS.duration]: '20s' },
        }),
      });
      await oc.batch.createNamespacedJob({
        namespace: 'jobs',
        body: jobManifest({ name: 'waits', queue: 'team', cpu: '5', memory: '1Gi' }),
      });
      let wl = await workloadOf('waits', oc);
      const qr = condition(wl, 'QuotaReserved');
      expect(qr).toMatchObject({ status: 'False', reason: 'WaitingForQuota' });
      expect(qr?.message).toMatch(/^couldn't assign flavors to pod set main: /);
      expect(qr?.message).toContain('insufficient unused quota for cpu in flavor small, 2 more needed');
      expect((await oc.batch.readNamespacedJob({ namespace: 'jobs', name: 'waits' })).spec?.suspend).toBe(
        true,
      );
      expect((await clusterQueue('v1beta2', oc)).status.pendingWorkloads).toBe(1);
      const lq = (await oc.custom.getNamespacedCustomObject({
        ...KUEUE,
        namespace: 'jobs',
        plural: 'localqueues',
        name: 'team',
      })) as Obj;
      expect(lq.status.pendingWorkloads).toBe(1);
      own.clock.advance(1_000 + 20_000 + 100);
      wl = await workloadOf('waits', oc);
      expect(condition(wl, 'Admitted')?.status).toBe('True');
      const hog = await workloadOf('hog', oc);
      expect(condition(hog, 'Finished')).toMatchObject({ status: 'True', reason: 'Succeeded' });
    } finally {
      await own.stop();
    }
  });

  it('marks a request that can never fit with ExceedsMaxQuota and a Kueue-shaped message', async () => {
    await c.batch.createNamespacedJob({
      namespace: 'jobs',
      body: jobManifest({ name: 'huge', queue: 'team', cpu: '24', memory: '1Gi' }),
    });
    const wl = await workloadOf('huge');
    expect(condition(wl, 'QuotaReserved')).toMatchObject({
      status: 'False',
      reason: 'ExceedsMaxQuota',
      message:
        "couldn't assign flavors to pod set main: insufficient quota for cpu in flavor big, previously considered podsets requests (0) + current podset request (24) > maximum capacity (4), insufficient quota for cpu in flavor small, previously considered podsets requests (0) + current podset request (24) > maximum capacity (16)",
    });
    sim.clock.advance(600_000);
    expect((await c.batch.readNamespacedJob({ namespace: 'jobs', name: 'huge' })).spec?.suspend).toBe(true);
    const unknownResource = jobManifest({ name: 'gpu', queue: 'team' });
    unknownResource.spec!.template.spec!.containers[0]!.resources = { limits: { 'nvidia.com/gpu': '1' } };
    await c.batch.createNamespacedJob({ namespace: 'jobs', body: unknownResource });
    const gwl = await workloadOf('gpu');
    expect(condition(gwl, 'QuotaReserved')).toMatchObject({
      reason: 'NoMatchingFlavor',
      message: "couldn't assign flavors to pod set main: resource nvidia.com/gpu unavailable in ClusterQueue",
    });
  });

  it('leaves a job for a missing LocalQueue Misconfigured, with Admitted=False NoReservation (gate on)', async () => {
    await c.batch.createNamespacedJob({
      namespace: 'jobs',
      body: jobManifest({ name: 'lost', queue: 'nosuchqueue' }),
    });
    const wl = await workloadOf('lost');
    expect(condition(wl, 'QuotaReserved')).toMatchObject({
      status: 'False',
      reason: 'Misconfigured',
      message: "LocalQueue nosuchqueue doesn't exist",
    });
    expect(condition(wl, 'Admitted')).toMatchObject({
      status: 'False',
      reason: 'NoReservation',
      message: 'The workload has no reservation',
    });
  });

  it('stops admitting under stopPolicy Hold and resumes when it is lifted', async () => {
    await c.custom.patchClusterCustomObject({
      ...KUEUE,
      plural: 'clusterqueues',
      name: 'team',
      body: [{ op: 'replace', path: '/spec/stopPolicy', value: 'Hold' }],
    });
    let cq = await clusterQueue();
    expect(condition(cq, 'Active')).toMatchObject({
      status: 'False',
      reason: 'Stopped',
      message: "Can't admit new workloads: is stopped.",
    });
    await c.batch.createNamespacedJob({
      namespace: 'jobs',
      body: jobManifest({ name: 'held', queue: 'team', cpu: '1' }),
    });
    let wl = await workloadOf('held');
    expect(condition(wl, 'QuotaReserved')).toMatchObject({
      status: 'False',
      reason: 'Suspended',
      message: 'ClusterQueue team is inactive',
    });
    await c.custom.patchClusterCustomObject({
      ...KUEUE,
      plural: 'clusterqueues',
      name: 'team',
      body: [{ op: 'replace', path: '/spec/stopPolicy', value: 'None' }],
    });
    wl = await workloadOf('held');
    expect(condition(wl, 'Admitted')?.status).toBe('True');
    cq = await clusterQueue();
    expect(condition(cq, 'Active')?.status).toBe('True');
  });

  it('does not count time spent waiting in the queue against activeDeadlineSeconds', async () => {
    const hold = (policy: string) =>
      c.custom.patchClusterCustomObject({
        ...KUEUE,
        plural: 'clusterqueues',
        name: 'team',
        body: [{ op: 'replace', path: '/spec/stopPolicy', value: policy }],
      });
    await hold('Hold');
    await c.batch.createNamespacedJob({
      namespace: 'jobs',
      body: jobManifest({
        name: 'queued-deadline',
        queue: 'team',
        activeDeadlineSeconds: 5,
        annotations: { [ANNOTATIONS.duration]: '1h' },
      }),
    });
    sim.clock.advance(120_000);
    let job = await c.batch.readNamespacedJob({ namespace: 'jobs', name: 'queued-deadline' });
    expect(job.spec?.suspend).toBe(true);
    expect(job.status?.startTime).toBeUndefined();
    expect(condition(job, 'Failed')).toBeUndefined();
    await hold('None');
    sim.clock.advance(4_000);
    job = await c.batch.readNamespacedJob({ namespace: 'jobs', name: 'queued-deadline' });
    expect(job.spec?.suspend).toBe(false);
    expect(condition(job, 'Failed')).toBeUndefined();
    sim.clock.advance(1_500);
    job = await c.batch.readNamespacedJob({ namespace: 'jobs', name: 'queued-deadline' });
    expect(condition(job, 'FailureTarget')).toMatchObject({ reason: 'DeadlineExceeded' });
    sim.clock.advance(1_000); // the pod's container stops (SIGTERM), then Failed is set
    job = await c.batch.readNamespacedJob({ namespace: 'jobs', name: 'queued-deadline' });
    expect(condition(job, 'Failed')).toMatchObject({ reason: 'DeadlineExceeded' });
    const wl = await workloadOf('queued-deadline');
    expect(condition(wl, 'Finished')).toMatchObject({
      status: 'True',
      reason: 'Failed',
      message: 'Job was active longer than specified deadline',
    });
  });

  it('serves the same objects through v1beta1 with its field names', async () => {
    const cq = await clusterQueue('v1beta1');
    expect(cq.apiVersion).toBe('kueue.x-k8s.io/v1beta1');
    const lq = (await c.custom.getNamespacedCustomObject({
      group: 'kueue.x-k8s.io',
      version: 'v1beta1',
      namespace: 'jobs',
      plural: 'localqueues',
      name: 'team',
    })) as Obj;
    expect(lq.status.flavorUsage).toBeDefined();
    expect(lq.status.flavorsUsage).toBeUndefined();
    const rf = (await c.custom.listClusterCustomObject({
      group: 'kueue.x-k8s.io',
      version: 'v1beta1',
      plural: 'resourceflavors',
    })) as { items: Obj[] };
    expect(rf.items.map((f) => f.metadata.name)).toEqual(['big', 'small']);
  });

  it('frees quota when a job is deleted', async () => {
    const before = (await clusterQueue()).status.reservingWorkloads;
    await c.batch.createNamespacedJob({
      namespace: 'jobs',
      body: jobManifest({
        name: 'todelete',
        queue: 'team',
        cpu: '1',
        annotations: { [ANNOTATIONS.duration]: '1h' },
      }),
    });
    expect((await clusterQueue()).status.reservingWorkloads).toBe(before + 1);
    await c.batch.deleteNamespacedJob({
      namespace: 'jobs',
      name: 'todelete',
      propagationPolicy: 'Background',
    });
    expect((await clusterQueue()).status.reservingWorkloads).toBe(before);
    await expect(workloadOf('todelete')).rejects.toThrow();
  });
});

describe('Kueue quota arithmetic with cohorts', () => {
  it('lets a ClusterQueue borrow unused quota from its cohort up to borrowingLimit', async () => {
    const sim = await startKubeSim({
      clock: { speed: 0 },
      clusters: [
        {
          name: 'co',
          namespaces: ['jobs'],
          clusterQueues: [
            {
              name: 'a',
              cohort: 'shared',
              flavors: [{ name: 'f', cpu: 4, memory: '16Gi', borrowingLimit: { cpu: 2 } }],
            },
            { name: 'b', cohort: 'shared', flavors: [{ name: 'f', cpu: 4, memory: '16Gi' }] },
          ],
          localQueues: [{ namespace: 'jobs', name: 'a', clusterQueue: 'a' }],
        },
      ],
    });
    try {
      const c = clientsFor(sim.cluster('co'));
      await c.batch.createNamespacedJob({
        namespace: 'jobs',
        body: jobManifest({ name: 'borrow', queue: 'a', cpu: '6', memory: '1Gi' }),
      });
      await c.batch.createNamespacedJob({
        namespace: 'jobs',
        body: jobManifest({ name: 'toomuch', queue: 'a', cpu: '7', memory: '1Gi' }),
      });
      const wls = (await c.custom.listNamespacedCustomObject({
        ...KUEUE,
        namespace: 'jobs',
        plural: 'workloads',
      })) as { items: Obj[] };
      const byJob = (n: string) => wls.items.find((w) => w.metadata.ownerReferences[0].name === n)!;
      expect(condition(byJob('borrow'), 'Admitted')?.status).toBe('True');
      expect(condition(byJob('toomuch'), 'QuotaReserved')).toMatchObject({ reason: 'ExceedsMaxQuota' });
      expect(condition(byJob('toomuch'), 'QuotaReserved')?.message).toContain('maximum capacity (6)');
      const cq = (await c.custom.getClusterCustomObject({
        ...KUEUE,
        plural: 'clusterqueues',
        name: 'a',
      })) as Obj;
      expect(cq.spec.cohortName).toBe('shared');
      expect(cq.status.flavorsReservation[0].resources[0]).toEqual({
        name: 'cpu',
        total: '6',
        borrowed: '2',
      });
    } finally {
      await sim.stop();
    }
  });
});
