import { afterEach, describe, expect, it } from 'vitest';
import { ANNOTATIONS, DEMO_CONFIG, PRIORITY_CLASS_LABEL, startKubeSim } from '../src/index.ts';
import { clientsFor, condition, jobManifest, type KubeSim } from './helpers.ts';

type Obj = Record<string, any>;

describe('WorkloadPriorityClasses', () => {
  let sim: KubeSim;
  afterEach(async () => {
    await sim?.stop();
  });

  it('the demo clusters serve low and high (both versions, with descriptions) and preempt, but for gamma', async () => {
    sim = await startKubeSim({ ...DEMO_CONFIG, clock: { speed: 0 } });
    for (const name of ['alpha', 'beta', 'gamma', 'delta']) {
      const { custom } = clientsFor(sim.cluster(name));
      for (const version of ['v1beta2', 'v1beta1']) {
        const list = (await custom.listClusterCustomObject({
          group: 'kueue.x-k8s.io',
          version,
          plural: 'workloadpriorityclasses',
        })) as Obj;
        expect(
          list.items.map((c: Obj) => [c.apiVersion, c.metadata.name, c.value, typeof c.description]),
        ).toEqual([
          [`kueue.x-k8s.io/${version}`, 'high', 100, 'string'],
          [`kueue.x-k8s.io/${version}`, 'low', 0, 'string'],
        ]);
      }
      const cq = (await custom.getClusterCustomObject({
        group: 'kueue.x-k8s.io',
        version: 'v1beta2',
        plural: 'clusterqueues',
        name: 'team',
      })) as Obj;
      expect(cq.spec.preemption).toEqual({
        withinClusterQueue: name === 'gamma' ? 'Never' : 'LowerPriority',
        reclaimWithinCohort: 'Never',
        borrowWithinCohort: { policy: 'Never' },
      });
    }
  });

  it('creates classes through either version and refuses a description past the CRD’s 2048 bytes', async () => {
    sim = await startKubeSim({ clock: { speed: 0 }, clusters: [{ name: 'q', namespaces: ['jobs'] }] });
    const { custom } = clientsFor(sim.cluster('q'));
    const body = (name: string, description: string, version: string) => ({
      apiVersion: `kueue.x-k8s.io/${version}`,
      kind: 'WorkloadPriorityClass',
      metadata: { name },
      value: 7,
      description,
    });
    await custom.createClusterCustomObject({
      group: 'kueue.x-k8s.io',
      version: 'v1beta1',
      plural: 'workloadpriorityclasses',
      body: body('old-style', 'made through v1beta1', 'v1beta1'),
    });
    const read = (await custom.getClusterCustomObject({
      group: 'kueue.x-k8s.io',
      version: 'v1beta2',
      plural: 'workloadpriorityclasses',
      name: 'old-style',
    })) as Obj;
    expect([read.value, read.description]).toEqual([7, 'made through v1beta1']);
    const err = await custom
      .createClusterCustomObject({
        group: 'kueue.x-k8s.io',
        version: 'v1beta2',
        plural: 'workloadpriorityclasses',
        body: body('wordy', 'x'.repeat(2049), 'v1beta2'),
      })
      .catch((e) => e);
    expect(err.code).toBe(422);
    expect(JSON.parse(err.body).message).toBe(
      'WorkloadPriorityClass.kueue.x-k8s.io "wordy" is invalid: description: Too long: may not be more than 2048 bytes',
    );
  });

  it('under StrictFIFO a later, higher-priority workload is the head and is admitted before an earlier one', async () => {
    sim = await startKubeSim({
      clock: { speed: 0 },
      clusters: [
        {
          name: 'q',
          namespaces: ['jobs'],
          workloadPriorityClasses: [
            { name: 'low', value: 0 },
            { name: 'high', value: 100 },
          ],
          clusterQueues: [
            {
              name: 'team',
              queueingStrategy: 'StrictFIFO',
              flavors: [{ name: 'default', cpu: '8', memory: '64Gi' }],
            },
          ],
          localQueues: [{ namespace: 'jobs', name: 'team', clusterQueue: 'team' }],
        },
      ],
    });
    const c = clientsFor(sim.cluster('q'));
    const submit = async (name: string, cpu: string, priorityClass?: string) => {
      await c.batch.createNamespacedJob({
        namespace: 'jobs',
        body: jobManifest({
          name,
          queue: 'team',
          cpu,
          labels: priorityClass ? { [PRIORITY_CLASS_LABEL]: priorityClass } : {},
          annotations: { [ANNOTATIONS.duration]: '10m' },
        }),
      });
    };
    const workload = (job: string): Obj =>
      sim
        .cluster('q')
        .listObjects('workloads', 'jobs')
        .find((w) => w.metadata.ownerReferences?.[0]?.name === job)!;
    await submit('running', '6', 'low');
    await submit('early', '4', 'low'); // blocks the queue: 2 cpu free
    sim.clock.advance(2000);
    await submit('urgent', '2', 'high'); // later, but ahead by priority, and fits
    await submit('small', '2', 'low'); // would fit, but StrictFIFO waits behind "early"
    sim.clock.advance(1000);
    expect(condition(workload('urgent'), 'Admitted')?.status).toBe('True');
    expect(workload('urgent').spec).toMatchObject({
      priority: 100,
      priorityClassRef: { group: 'kueue.x-k8s.io', kind: 'WorkloadPriorityClass', name: 'high' },
    });
    expect(condition(workload('early'), 'QuotaReserved')?.reason).toBe('WaitingForQuota');
    // Behind the head, StrictFIFO does not even try it (no condition yet, as in Kueue).
    expect(workload('small').status?.admission).toBeUndefined();
    expect(condition(workload('small'), 'QuotaReserved')).toBeUndefined();
    const summary = (await c.custom.getClusterCustomObject({
      group: 'visibility.kueue.x-k8s.io',
      version: 'v1beta2',
      plural: 'clusterqueues',
      name: 'team/pendingworkloads',
    })) as Obj;
    expect(
      summary.items.map((i: Obj) => [i.metadata.name.split('-')[1], i.priority, i.positionInClusterQueue]),
    ).toEqual([
      ['early', 0, 0],
      ['small', 0, 1],
    ]);
  });
});
