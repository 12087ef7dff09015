import { describe, expect, it } from 'vitest';
import { MAX_EXEC_TIME_LABEL } from '../../src/kube/jobs.ts';
import { batchJob } from '../../src/kube/workloads/batch-job.ts';

/** Issue 39: the deadline counted across restarts is Kueue's maximum execution time, set on the Job by its label. */
describe('the Job’s maximum execution time label', () => {
  const version = (deadlineSeconds: number | null, taskCount: number | null) => ({
    id: 'v1',
    processId: 'p1',
    image: 'busybox:1.36',
    command: ['sh', '-c', 'sleep 600'],
    args: [],
    env: [],
    cpu: '1',
    memory: '1Gi',
    cpuMillis: 1000n,
    memoryBytes: 1024n ** 3n,
    priorityClass: null,
    taskCount,
    taskParallelism: taskCount,
    gang: false,
    retriesPerTask: 0,
    maxFailedTasks: null,
    taskRunCount: null,
    deadlineSeconds,
    backoffLimit: 0,
    extendedResources: [],
    flavor: null,
    flavorNodeLabels: null,
    mounts: [],
  });
  const labels = (deadlineSeconds: number | null, taskCount: number | null) =>
    batchJob.build(version(deadlineSeconds, taskCount), { namespace: 'jobs', localQueue: 'team' }).workload
      .metadata?.labels ?? {};

  it('carries the deadline of a single job, in seconds', () => {
    expect(labels(60, null)[MAX_EXEC_TIME_LABEL]).toBe('60');
    expect(MAX_EXEC_TIME_LABEL in labels(null, null)).toBe(false);
  });

  it('is not set on an array, whose deadline bounds each task', () => {
    expect(MAX_EXEC_TIME_LABEL in labels(60, 4)).toBe(false);
  });
});
