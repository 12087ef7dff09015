import { describe, expect, it } from 'vitest';
import type { ObservedWorkload } from '../../src/kube/kueue-workloads.ts';
import { positionOfVersion } from '../../src/services/estimates/estimate.ts';
import type { ClusterForEstimate, QueueReading } from '../../src/services/estimates/queue-reading.ts';

/*
 * A queued version's estimate between the moment its Workload is watched and the moment Kueue's pending order (read
 * from the visibility API after changes) lists it, and after it was admitted before our status moved: neither says
 * "no estimate" with the Workload's generated name.
 */

const NOW = Date.UTC(2026, 11, 7, 1, 0, 0);
const cluster: ClusterForEstimate = {
  id: 'c1',
  name: 'alpha',
  clusterQueue: 'team',
  namespace: 'jobs',
  localQueue: 'team',
  maxRuntimeSeconds: null,
  kubeconfigEncrypted: new Uint8Array(),
  credentialsUpdatedAt: new Date(NOW),
};

const workload = (name: string, o: Partial<ObservedWorkload> = {}): ObservedWorkload => ({
  namespace: 'jobs',
  name,
  jobName: name.replace(/^job-/, ''),
  queueName: 'team',
  priority: 0,
  priorityClass: null,
  createdAt: new Date(NOW - 60_000),
  queuedAt: new Date(NOW - 60_000),
  active: true,
  eviction: null,
  request: { cpuMillis: 4000n },
  admission: null,
  finished: false,
  deadlineSeconds: 600,
  ...o,
});

/** 4 of 4 cores held by `other` for 10 min from now; `mine` as given; the pending order as listed. */
function reading(mine: ObservedWorkload, listed: string[]): QueueReading {
  const other = workload('job-other', {
    admission: {
      clusterQueue: 'team',
      at: new Date(NOW),
      usage: [{ flavor: 'default', resource: 'cpu', amount: 4000n }],
    },
  });
  return {
    clusterId: cluster.id,
    clusterName: cluster.name,
    problem: null,
    own: new Map(),
    history: { byProcess: new Map(), userRatios: new Map(), clusterRatios: [] },
    fetchedAt: new Date(NOW),
    observation: {
      kueueVersion: 'v1beta2',
      resourceGroups: [{ coveredResources: ['cpu'], flavors: [{ name: 'default', quota: { cpu: 4000n } }] }],
      queueingStrategy: 'BestEffortFIFO',
      cohort: null,
      active: true,
      usage: mine.admission ? [] : [{ flavor: 'default', resource: 'cpu', amount: 4000n }],
      pendingCount: listed.length,
      admittedCount: mine.admission ? 2 : 1,
      pendingOrder: {
        source: 'VISIBILITY',
        items: listed.map((name, i) => ({
          namespace: 'jobs',
          name,
          priority: 0,
          localQueueName: 'team',
          positionInClusterQueue: i,
          positionInLocalQueue: i,
        })),
        truncated: false,
        visibilityProblem: null,
      },
      workloads: [other, mine],
      workloadsComplete: true,
      workloadsProblem: null,
      priorityClasses: [],
      withinClusterQueue: 'Never',
    },
  };
}

describe('a queued version of ours', () => {
  it('listed in the pending order: waits for the running workload to end', () => {
    const p = positionOfVersion(reading(workload('job-mine'), ['job-mine']), cluster, 'mine', NOW);
    expect(p.estimate.basis).toBe('QUEUE');
    // The running workload's deadline (10 min), plus the model's slack for its end to be seen.
    expect(p.estimate.latestWaitSeconds).toBeGreaterThanOrEqual(600);
    expect(p.estimate.latestWaitSeconds).toBeLessThan(700);
    expect(p.positionInClusterQueue).toBe(0);
  });

  it('watched but not yet in the pending order: the same estimate, as a request arriving now', () => {
    const listed = positionOfVersion(reading(workload('job-mine'), ['job-mine']), cluster, 'mine', NOW);
    const p = positionOfVersion(reading(workload('job-mine'), []), cluster, 'mine', NOW);
    expect(p.estimate.basis).toBe('QUEUE');
    expect(p.estimate.latestWaitSeconds).toBe(listed.estimate.latestWaitSeconds);
    expect(p.estimate.message).not.toContain('job-mine');
    expect(p.positionInClusterQueue).toBeNull();
  });

  it('admitted before our status moved: starts now', () => {
    const admitted = workload('job-mine', {
      admission: {
        clusterQueue: 'team',
        at: new Date(NOW),
        usage: [{ flavor: 'default', resource: 'cpu', amount: 4000n }],
      },
    });
    const p = positionOfVersion(reading(admitted, []), cluster, 'mine', NOW);
    expect(p.estimate).toMatchObject({ basis: 'NOW', message: 'starts now (admitted)' });
  });

  it('deactivated and not listed: no estimate, said without its name', () => {
    const p = positionOfVersion(reading(workload('job-mine', { active: false }), []), cluster, 'mine', NOW);
    expect(p.estimate.basis).toBe('UNKNOWN');
    expect(p.estimate.message).not.toContain('job-mine');
  });
});
