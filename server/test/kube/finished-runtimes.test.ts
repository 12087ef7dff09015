import { describe, expect, it } from 'vitest';
import { FinishedRuntimes, MIN_FINISHED_SAMPLES, RING } from '../../src/kube/finished-runtimes.ts';
import type { KubeObject } from '../../src/kube/job-status.ts';
import { slimWorkload } from '../../src/kube/slim.ts';

/** A Workload as Kueue writes it: admitted at `admittedS`, finished at `finishedS` (seconds after t0). */
function workload(o: {
  name: string;
  namespace?: string;
  queue?: string;
  job?: string;
  admittedS?: number | null;
  finishedS?: number | null;
  maxExecS?: number;
}): KubeObject {
  const at = (s: number) => new Date(Date.UTC(2026, 0, 1) + s * 1000).toISOString();
  const conditions = [
    ...(o.admittedS == null
      ? []
      : [
          {
            type: 'QuotaReserved',
            status: 'True',
            reason: 'QuotaReserved',
            lastTransitionTime: at(o.admittedS),
          },
        ]),
    ...(o.finishedS == null
      ? []
      : [{ type: 'Finished', status: 'True', reason: 'Succeeded', lastTransitionTime: at(o.finishedS) }]),
  ];
  return {
    metadata: {
      name: o.name,
      namespace: o.namespace ?? 'jobs',
      creationTimestamp: at(0),
      ownerReferences: [{ kind: 'Job', name: o.job ?? `job-${o.name}` }],
    },
    spec: {
      queueName: o.queue ?? 'team',
      ...(o.maxExecS === undefined ? {} : { maximumExecutionTimeSeconds: o.maxExecS }),
      podSets: [
        {
          name: 'main',
          count: 1,
          template: { spec: { containers: [{ name: 'm', resources: { requests: { cpu: '1' } } }] } },
        },
      ],
    },
    status: {
      conditions,
      ...(o.admittedS == null
        ? {}
        : {
            admission: {
              clusterQueue: 'team',
              podSetAssignments: [{ name: 'main', flavors: { cpu: 'default' }, resourceUsage: { cpu: '1' } }],
            },
          }),
    },
  };
}

const jobDeadlines = new Map<string, number>();
const learner = () =>
  new FinishedRuntimes({
    isOurs: (namespace, job) => namespace === 'jobs' && job !== null && job.startsWith('kb-'),
    jobDeadline: (_, job) => jobDeadlines.get(job) ?? null,
  });

describe('FinishedRuntimes', () => {
  it('learns runtime ÷ bound per LocalQueue from finished Workloads (slim, as the cache keeps them), once each', () => {
    const f = learner();
    for (let i = 0; i < MIN_FINISHED_SAMPLES; i++) {
      const w = slimWorkload(
        workload({ name: `w${i}`, admittedS: 10, finishedS: 10 + 60 * (i + 1), maxExecS: 600 }),
      );
      expect(f.observe(w)).toBe(true);
      // The same object seen again (a later event, a relist) counts once.
      expect(f.observe(w)).toBe(false);
    }
    expect(f.ratiosFor('jobs', 'team')).toEqual({
      source: 'QUEUE',
      // Newest first.
      ratios: [0.5, 0.4, 0.3, 0.2, 0.1].map((r) => expect.closeTo(r, 10)),
    });
    // Another queue of the cluster has none of its own: the cluster's.
    expect(f.ratiosFor('lab', 'gpu')?.source).toBe('CLUSTER');
  });

  it('leaves out unfinished, never admitted, unbounded Workloads and our own versions', () => {
    const f = learner();
    expect(f.observe(workload({ name: 'running', admittedS: 0, finishedS: null, maxExecS: 600 }))).toBe(
      false,
    );
    expect(f.observe(workload({ name: 'never', admittedS: null, finishedS: 30, maxExecS: 600 }))).toBe(false);
    expect(f.observe(workload({ name: 'unbounded', admittedS: 0, finishedS: 30 }))).toBe(false);
    expect(
      f.observe(workload({ name: 'ours', job: 'kb-v1', admittedS: 0, finishedS: 30, maxExecS: 600 })),
    ).toBe(false);
    // The Job's activeDeadlineSeconds is the bound when the Workload names none.
    jobDeadlines.set('job-with-deadline', 300);
    expect(f.observe(workload({ name: 'jd', job: 'job-with-deadline', admittedS: 0, finishedS: 30 }))).toBe(
      true,
    );
    expect(f.ratiosFor('jobs', 'team')).toBeNull();
  });

  it('below the minimum sample size neither the queue nor the cluster answers; the ring keeps the newest', () => {
    const f = learner();
    for (let i = 0; i < MIN_FINISHED_SAMPLES - 1; i++)
      f.observe(workload({ name: `a${i}`, queue: 'a', admittedS: 0, finishedS: 100, maxExecS: 1000 }));
    expect(f.ratiosFor('jobs', 'a')).toBeNull();
    f.observe(workload({ name: 'b0', queue: 'b', admittedS: 0, finishedS: 900, maxExecS: 1000 }));
    // Five in the cluster, four in queue a: a reads the cluster's, the newest (queue b's 0.9) first.
    expect(f.ratiosFor('jobs', 'a')).toMatchObject({ source: 'CLUSTER', ratios: [0.9, 0.1, 0.1, 0.1, 0.1] });
    for (let i = 0; i < RING + 5; i++)
      f.observe(workload({ name: `c${i}`, queue: 'a', admittedS: 0, finishedS: 500, maxExecS: 1000 }));
    const a = f.ratiosFor('jobs', 'a')!;
    expect(a.source).toBe('QUEUE');
    expect(a.ratios).toHaveLength(RING);
    expect(a.ratios.every((r) => r === 0.5)).toBe(true);
  });

  it('a deleted Workload is forgotten, so a new one of the same name counts', () => {
    const f = learner();
    const w = workload({ name: 'again', admittedS: 0, finishedS: 100, maxExecS: 1000 });
    expect(f.observe(w)).toBe(true);
    f.forget(w);
    expect(f.observe(w)).toBe(true);
  });
});
