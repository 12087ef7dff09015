import * as k8s from '@kubernetes/client-node';
import { afterEach, describe, expect, it } from 'vitest';
import type { ClusterQueueConfig, PreemptionConfig } from '../src/index.ts';
import { ANNOTATIONS, PRIORITY_CLASS_LABEL, startKubeSim } from '../src/index.ts';
import { clientsFor, condition, eventually, jobManifest, type KubeSim } from './helpers.ts';

type Obj = Record<string, any>;
const KUEUE = { group: 'kueue.x-k8s.io', version: 'v1beta2' };
const LOWER: PreemptionConfig = { withinClusterQueue: 'LowerPriority' };

/** One cluster "p" with the given ClusterQueues, a LocalQueue per queue (same name) and classes low/mid/high. */
async function start(queues: ClusterQueueConfig[]): Promise<KubeSim> {
  return startKubeSim({
    clock: { speed: 0 },
    clusters: [
      {
        name: 'p',
        namespaces: ['jobs'],
        workloadPriorityClasses: [
          { name: 'low', value: 0, description: 'may be preempted' },
          { name: 'mid', value: 50 },
          { name: 'high', value: 100 },
        ],
        clusterQueues: queues,
        localQueues: queues.map((q) => ({ namespace: 'jobs', name: q.name, clusterQueue: q.name })),
      },
    ],
  });
}

describe('preemption, as Kueue v0.17 does it', () => {
  let sim: KubeSim;
  afterEach(async () => {
    await sim?.stop();
  });

  const submit = async (name: string, cpu: string, priorityClass: string, queue = 'team') => {
    await clientsFor(sim.cluster('p')).batch.createNamespacedJob({
      namespace: 'jobs',
      body: jobManifest({
        name,
        queue,
        cpu,
        labels: { [PRIORITY_CLASS_LABEL]: priorityClass },
        annotations: { [ANNOTATIONS.duration]: '10m' },
      }),
    });
  };
  const workload = (job: string): Obj =>
    sim
      .cluster('p')
      .listObjects('workloads', 'jobs')
      .find((w) => w.metadata.ownerReferences?.[0]?.name === job)!;
  const job = (name: string): Obj => sim.cluster('p').getObject('jobs', 'jobs', name)!;
  const pods = (jobName: string) =>
    sim
      .cluster('p')
      .listObjects('pods', 'jobs')
      .filter((p) => p.metadata.labels?.['job-name'] === jobName);
  const conditions = (w: Obj) =>
    Object.fromEntries(
      (w.status.conditions as Obj[]).map((c) => [
        c.type,
        { status: c.status, reason: c.reason, message: c.message },
      ]),
    );
  const admitted = (jobName: string) => condition(workload(jobName), 'Admitted')?.status === 'True';
  const preemptedMessage = (
    preemptor: string,
    reason: string,
    preemptorPath: string,
    preempteePath: string,
  ) => {
    const w = workload(preemptor);
    return (
      `Preempted to accommodate a workload (UID: ${w.metadata.uid}, JobUID: ${job(preemptor).metadata.uid}) due to ` +
      `${reason}; preemptor path: ${preemptorPath}; preemptee path: ${preempteePath}`
    );
  };

  it('LowerPriority: a high workload evicts the low ones it needs, which are suspended, requeued and admitted again', async () => {
    sim = await start([
      { name: 'team', preemption: LOWER, flavors: [{ name: 'default', cpu: '8', memory: '64Gi' }] },
    ]);
    await submit('low-a', '4', 'low');
    await submit('low-b', '4', 'low');
    sim.clock.advance(2000);
    expect(pods('low-a')[0]?.status.phase).toBe('Running');
    // Record every version of the workloads, as a monitor watching them sees them.
    const seen: Obj[] = [];
    const ctl = new k8s.Watch(clientsFor(sim.cluster('p')).kc).watch(
      '/apis/kueue.x-k8s.io/v1beta2/namespaces/jobs/workloads',
      {},
      (_type, obj: Obj) => seen.push(obj),
      () => {},
    );
    await eventually(() => sim.cluster('p').openWatches === 1);
    await submit('urgent', '8', 'high');
    await eventually(() =>
      seen.some(
        (w) => w.metadata.ownerReferences[0].name === 'urgent' && condition(w, 'Admitted')?.status === 'True',
      ),
    );
    (await ctl).abort();
    const versions = (jobName: string) => seen.filter((w) => w.metadata.ownerReferences[0].name === jobName);

    const message = preemptedMessage('urgent', 'prioritization in the ClusterQueue', '/team', '/team');
    for (const victim of ['low-a', 'low-b']) {
      const atEviction = versions(victim).find((w) => condition(w, 'Evicted')?.status === 'True')!;
      expect(conditions(atEviction)).toEqual({
        QuotaReserved: {
          status: 'True',
          reason: 'QuotaReserved',
          message: 'Quota reserved in ClusterQueue team',
        },
        Admitted: { status: 'True', reason: 'Admitted', message: 'The workload is admitted' },
        Preempted: { status: 'True', reason: 'InClusterQueue', message },
        Evicted: { status: 'True', reason: 'Preempted', message },
      });
      // In the order of Kueue's admission status patch (as real Kueue v0.17 shows them); Preempted carries no
      // observedGeneration.
      expect(atEviction.status.conditions.map((c: Obj) => c.type)).toEqual([
        'QuotaReserved',
        'Evicted',
        'Admitted',
        'Preempted',
      ]);
      expect((condition(atEviction, 'Preempted') as Obj).observedGeneration).toBeUndefined();
      // Released once the job has no active pod (Kueue's batch/v1 IsActive), its pods still terminating.
      const released = versions(victim).find((w) => condition(w, 'Requeued'))!;
      expect(conditions(released)).toEqual({
        QuotaReserved: { status: 'False', reason: 'PendingEvaluation', message },
        Admitted: { status: 'False', reason: 'NoReservation', message: 'The workload has no reservation' },
        Preempted: { status: 'True', reason: 'InClusterQueue', message },
        Evicted: { status: 'True', reason: 'Preempted', message },
        Requeued: { status: 'True', reason: 'Preempted', message },
      });
      expect(released.status.conditions.map((c: Obj) => c.type)).toEqual([
        'QuotaReserved',
        'Evicted',
        'Admitted',
        'Preempted',
        'Requeued',
      ]);
      expect(released.status.admission).toBeUndefined();
      // Kueue counts the eviction (workloadEvictionStateInc) and keeps the time it was admitted (2 s here).
      expect(atEviction.status.schedulingStats).toEqual({
        evictions: [{ count: 1, reason: 'Preempted', underlyingCause: '' }],
      });
      expect(atEviction.status.accumulatedPastExecutionTimeSeconds).toBeUndefined();
      expect(released.status.accumulatedPastExecutionTimeSeconds).toBe(2);
      expect(job(victim).spec.suspend).toBe(true);
      expect(job(victim).status.active ?? 0).toBe(0);
      expect(pods(victim).length).toBe(1);
      expect(pods(victim).every((p) => p.metadata.deletionTimestamp)).toBe(true);
    }
    const waiting = versions('urgent').find(
      (w) => condition(w, 'QuotaReserved')?.reason === 'WaitingForPreemptedWorkloads',
    )!;
    expect(conditions(waiting).QuotaReserved).toEqual({
      status: 'False',
      reason: 'WaitingForPreemptedWorkloads',
      message:
        "couldn't assign flavors to pod set main: insufficient unused quota for cpu in flavor default, 8 more needed. " +
        'Pending the preemption of 2 workload(s)',
    });
    expect(admitted('urgent')).toBe(true);

    // Their pods end; they wait in the queue behind the high one.
    sim.clock.advance(2000);
    for (const victim of ['low-a', 'low-b']) {
      expect(pods(victim)).toEqual([]);
      const c = conditions(workload(victim));
      expect(c.Requeued).toEqual({ status: 'True', reason: 'Preempted', message });
      expect(c.Evicted).toEqual({ status: 'True', reason: 'Preempted', message });
      expect(c.Admitted).toEqual({
        status: 'False',
        reason: 'NoReservation',
        message: 'The workload has no reservation',
      });
      expect(c.QuotaReserved).toEqual({
        status: 'False',
        reason: 'WaitingForQuota',
        message:
          "couldn't assign flavors to pod set main: insufficient unused quota for cpu in flavor default, 4 more needed",
      });
      expect(workload(victim).status.admission).toBeUndefined();
    }
    const cq = sim.cluster('p').getObject('clusterqueues', undefined, 'team')!;
    expect(cq.status).toMatchObject({ pendingWorkloads: 2, admittedWorkloads: 1 });

    // When the high one ends, the low ones run again; their eviction is kept as past.
    await clientsFor(sim.cluster('p')).batch.deleteNamespacedJob({
      name: 'urgent',
      namespace: 'jobs',
      propagationPolicy: 'Background',
    });
    sim.clock.advance(1000);
    for (const victim of ['low-a', 'low-b']) {
      expect(admitted(victim)).toBe(true);
      const c = conditions(workload(victim));
      expect(c.Evicted).toEqual({
        status: 'False',
        reason: 'QuotaReserved',
        message: `Previously: ${message}`,
      });
      expect(c.Preempted).toEqual({
        status: 'False',
        reason: 'QuotaReserved',
        message: `Previously: ${message}`,
      });
      expect(job(victim).spec.suspend).toBe(false);
    }
  });

  it('takes lower priority first, then the most recently admitted, and gives back what it does not need', async () => {
    sim = await start([
      { name: 'team', preemption: LOWER, flavors: [{ name: 'default', cpu: '8', memory: '64Gi' }] },
    ]);
    await submit('mid-old', '2', 'mid');
    sim.clock.advance(1000);
    await submit('low-old', '2', 'low');
    sim.clock.advance(1000);
    await submit('low-new', '2', 'low');
    sim.clock.advance(1000);
    await submit('mid-new', '2', 'mid');
    sim.clock.advance(1000);
    // Needs 4: the low ones go first (newest first), the mid ones stay.
    await submit('urgent', '4', 'high');
    const evicted = (name: string) => condition(workload(name), 'Evicted')?.status === 'True';
    expect(['mid-old', 'low-old', 'low-new', 'mid-new'].filter(evicted)).toEqual(['low-old', 'low-new']);
    sim.clock.advance(2000);
    expect(admitted('urgent')).toBe(true);

    // A mid request needing 2 finds no lower priority left to evict (the low ones wait in the queue): it waits.
    await submit('mid-late', '2', 'mid');
    expect(condition(workload('mid-late'), 'QuotaReserved')).toMatchObject({
      status: 'False',
      reason: 'WaitingForQuota',
      message:
        "couldn't assign flavors to pod set main: insufficient unused quota for cpu in flavor default, 2 more needed",
    });
    // A high request needing 2 takes the most recently admitted of the mid ones (fill-back keeps the other).
    await submit('urgent-2', '2', 'high');
    expect(['mid-old', 'mid-new'].filter(evicted)).toEqual(['mid-new']);
  });

  it('Never: a high workload waits for quota and evicts nothing', async () => {
    sim = await start([
      {
        name: 'team',
        preemption: { withinClusterQueue: 'Never' },
        flavors: [{ name: 'default', cpu: '8', memory: '64Gi' }],
      },
    ]);
    await submit('low-a', '8', 'low');
    sim.clock.advance(2000);
    await submit('urgent', '4', 'high');
    sim.clock.advance(2000);
    expect(conditions(workload('low-a')).Evicted).toBeUndefined();
    expect(admitted('low-a')).toBe(true);
    expect(conditions(workload('urgent')).QuotaReserved).toEqual({
      status: 'False',
      reason: 'WaitingForQuota',
      message:
        "couldn't assign flavors to pod set main: insufficient unused quota for cpu in flavor default, 4 more needed",
    });
  });

  it('LowerOrNewerEqualPriority also evicts a newer workload of the same priority; LowerPriority does not', async () => {
    for (const policy of ['LowerOrNewerEqualPriority', 'LowerPriority'] as const) {
      sim = await start([
        {
          name: 'team',
          preemption: { withinClusterQueue: policy },
          flavors: [{ name: 'default', cpu: '8', memory: '64Gi' }],
        },
      ]);
      const c = clientsFor(sim.cluster('p'));
      await c.custom.createNamespacedCustomObject({
        ...KUEUE,
        namespace: 'jobs',
        plural: 'localqueues',
        body: {
          apiVersion: 'kueue.x-k8s.io/v1beta2',
          kind: 'LocalQueue',
          metadata: { name: 'held', namespace: 'jobs' },
          spec: { clusterQueue: 'team', stopPolicy: 'Hold' },
        },
      });
      await submit('older', '8', 'low', 'held'); // queued first, but its LocalQueue is held
      sim.clock.advance(2000);
      await submit('newer', '8', 'low');
      sim.clock.advance(2000);
      expect(admitted('newer')).toBe(true);
      await c.custom.patchNamespacedCustomObject({
        ...KUEUE,
        namespace: 'jobs',
        plural: 'localqueues',
        name: 'held',
        body: [{ op: 'replace', path: '/spec/stopPolicy', value: 'None' }],
      });
      const evicted = condition(workload('newer'), 'Evicted');
      if (policy === 'LowerPriority') expect(evicted).toBeUndefined();
      else {
        expect(evicted).toMatchObject({ status: 'True', reason: 'Preempted' });
        sim.clock.advance(2000);
        expect(admitted('older')).toBe(true);
      }
      await sim.stop();
    }
  });

  it('reclaimWithinCohort takes back lent quota from a borrowing queue; Never leaves it borrowed', async () => {
    for (const reclaim of ['Any', 'Never'] as const) {
      sim = await start([
        {
          name: 'a',
          cohort: 'shared',
          preemption: { reclaimWithinCohort: reclaim },
          flavors: [{ name: 'default', cpu: '4', memory: '32Gi' }],
        },
        { name: 'b', cohort: 'shared', flavors: [{ name: 'default', cpu: '4', memory: '32Gi' }] },
      ]);
      await submit('borrower', '8', 'high', 'b'); // 4 of its own, 4 borrowed from a
      sim.clock.advance(2000);
      expect(admitted('borrower')).toBe(true);
      await submit('owner', '4', 'low', 'a');
      if (reclaim === 'Never') {
        expect(condition(workload('borrower'), 'Evicted')).toBeUndefined();
        expect(condition(workload('owner'), 'QuotaReserved')?.reason).toBe('WaitingForQuota');
      } else {
        const message = preemptedMessage('owner', 'reclamation within the cohort', '/shared/a', '/shared/b');
        expect(conditions(workload('borrower'))).toMatchObject({
          Preempted: { status: 'True', reason: 'InCohortReclamation', message },
          Evicted: { status: 'True', reason: 'Preempted', message },
        });
        // Its job had no active pod left at once, so the quota came back and the owner was admitted.
        sim.clock.advance(2000);
        expect(admitted('owner')).toBe(true);
        expect(admitted('borrower')).toBe(false);
      }
      await sim.stop();
    }
  });

  it('borrowWithinCohort lets a queue preempt lower priority in a borrowing queue while it borrows itself', async () => {
    for (const borrow of ['LowerPriority', 'Never'] as const) {
      sim = await start([
        {
          name: 'a',
          cohort: 'shared',
          preemption: { reclaimWithinCohort: 'LowerPriority', borrowWithinCohort: { policy: borrow } },
          flavors: [{ name: 'default', cpu: '2', memory: '32Gi' }],
        },
        { name: 'b', cohort: 'shared', flavors: [{ name: 'default', cpu: '6', memory: '32Gi' }] },
      ]);
      await submit('borrower', '7', 'low', 'b'); // borrows 1 of a's 2
      sim.clock.advance(2000);
      await submit('urgent', '3', 'high', 'a'); // needs 1 more than a's nominal quota
      if (borrow === 'Never') {
        expect(condition(workload('borrower'), 'Evicted')).toBeUndefined();
        expect(condition(workload('urgent'), 'QuotaReserved')).toMatchObject({
          status: 'False',
          reason: 'WaitingForQuota',
          message:
            "couldn't assign flavors to pod set main: insufficient unused quota for cpu in flavor default, 2 more needed",
        });
      } else {
        const message = preemptedMessage(
          'urgent',
          'reclamation within the cohort while borrowing',
          '/shared/a',
          '/shared/b',
        );
        expect(conditions(workload('borrower'))).toMatchObject({
          Preempted: { status: 'True', reason: 'InCohortReclaimWhileBorrowing', message },
          Evicted: { status: 'True', reason: 'Preempted', message },
        });
        sim.clock.advance(2000);
        expect(admitted('urgent')).toBe(true);
      }
      await sim.stop();
    }
  });

  it('with UnadmittedWorkloadsObservability off, the preemptor waits with the legacy reason Pending', async () => {
    sim = await start([
      { name: 'team', preemption: LOWER, flavors: [{ name: 'default', cpu: '8', memory: '64Gi' }] },
    ]);
    sim.cluster('p').setKueueFeatureGates({ UnadmittedWorkloadsObservability: false });
    await submit('low-a', '8', 'low');
    sim.clock.advance(2000);
    const seen: Obj[] = [];
    const ctl = new k8s.Watch(clientsFor(sim.cluster('p')).kc).watch(
      '/apis/kueue.x-k8s.io/v1beta2/namespaces/jobs/workloads',
      {},
      (_type, obj: Obj) => seen.push(obj),
      () => {},
    );
    await eventually(() => sim.cluster('p').openWatches === 1);
    await submit('urgent', '8', 'high');
    await eventually(() =>
      seen.some(
        (w) => condition(w, 'Admitted')?.status === 'True' && w.metadata.ownerReferences[0].name === 'urgent',
      ),
    );
    (await ctl).abort();
    const waiting = seen
      .filter((w) => w.metadata.ownerReferences[0].name === 'urgent')
      .map((w) => condition(w, 'QuotaReserved'))
      .filter((c) => c?.status === 'False');
    expect(waiting.at(-1)).toMatchObject({
      reason: 'Pending',
      message:
        "couldn't assign flavors to pod set main: insufficient unused quota for cpu in flavor default, 8 more needed. " +
        'Pending the preemption of 1 workload(s)',
    });
    sim.clock.advance(2000);
    expect(condition(workload('low-a'), 'QuotaReserved')).toMatchObject({
      status: 'False',
      reason: 'Pending',
    });
    expect(admitted('urgent')).toBe(true);
  });
});
