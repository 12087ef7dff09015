import { describe, expect, it } from 'vitest';
import type { KubeObject } from '../../src/kube/job-status.ts';
import { MANAGED_BY, MANAGED_BY_LABEL, VERSION_LABEL } from '../../src/kube/jobs.ts';
import { slimJob, slimPod } from '../../src/kube/slim.ts';
import {
  COMPLETION_INDEX_LABEL,
  formatIndexes,
  parseIndexes,
  taskOutcomes,
} from '../../src/kube/workloads/task-status.ts';

describe("Kubernetes' interval form of indexes", () => {
  it.each([
    ['', []],
    ['0', [0]],
    ['1,3-5,7', [1, 3, 4, 5, 7]],
    ['0-2,9', [0, 1, 2]],
    ['x,2', [2]],
  ])('%j reads as %j (indexes past a count of 4 left out)', (text, indexes) => {
    expect(parseIndexes(text, 4)).toEqual(indexes.filter((i) => i < 4));
  });

  it.each([
    [[], ''],
    [[2], '2'],
    [[7, 1, 3, 4, 5], '1,3-5,7'],
    [[0, 1, 2, 2], '0-2'],
  ])('%j is written %j', (indexes, text) => {
    expect(formatIndexes(indexes)).toBe(text);
  });
});

const labels = (index: number) => ({
  [MANAGED_BY_LABEL]: MANAGED_BY,
  [VERSION_LABEL]: 'v1',
  [COMPLETION_INDEX_LABEL]: String(index),
  'batch.kubernetes.io/job-name': 'kb-v1',
  'controller-uid': 'c0ffee',
});

function pod(name: string, index: number, phase: string, exitCode?: number): KubeObject {
  return {
    metadata: {
      name,
      labels: labels(index),
      creationTimestamp: `2026-01-01T00:00:0${name.endsWith('b') ? 5 : 1}Z`,
      // What a real pod carries that the mapping does not read.
      ownerReferences: [{ kind: 'Job', name: 'kb-v1', uid: 'c0ffee' }],
    } as KubeObject['metadata'],
    spec: { containers: [{ name: 'main', image: 'busybox' }], nodeName: 'node-1' },
    status: {
      phase,
      startTime: '2026-01-01T00:00:02Z',
      podIP: '10.0.0.1',
      containerStatuses: [
        {
          name: 'main',
          containerID: 'containerd://abc',
          state:
            exitCode === undefined
              ? { running: { startedAt: '2026-01-01T00:00:02Z' } }
              : { terminated: { exitCode, finishedAt: '2026-01-01T00:00:09Z', reason: 'Completed' } },
        },
      ],
    },
  };
}

describe('each task of an Indexed Job, from its status and pods', () => {
  const job: KubeObject = {
    metadata: { name: 'kb-v1', labels: labels(0) },
    spec: { completionMode: 'Indexed', completions: 5 },
    status: { completedIndexes: '0,3', failedIndexes: '1', active: 1, startTime: '2026-01-01T00:00:01Z' },
  };
  const pods = [
    pod('p0', 0, 'Succeeded', 0),
    pod('p1a', 1, 'Failed', 2),
    pod('p1b', 1, 'Failed', 2),
    pod('p2', 2, 'Running'),
    pod('p3', 3, 'Succeeded', 0),
  ];

  it('tells final, running and pending tasks apart, with exit codes and retries', () => {
    const outcomes = taskOutcomes(job, pods, 5);
    expect(outcomes.map((o) => [o.index, o.status, o.exitCode, o.restarts])).toEqual([
      [0, 'SUCCEEDED', 0, 0],
      [1, 'FAILED', 2, 1],
      [2, 'RUNNING', null, 0],
      [3, 'SUCCEEDED', 0, 0],
      [4, 'PENDING', null, 0],
    ]);
  });

  it('says the same of the slim objects the monitor keeps', () => {
    const full = taskOutcomes(job, pods, 5);
    const slim = taskOutcomes(
      slimJob(structuredClone(job)),
      pods.map((p) => slimPod(structuredClone(p))),
      5,
    );
    expect(slim).toEqual(full);
  });

  it('counts a failed pod of an ended Job (a gang that failed whole) as a failed task', () => {
    const failedGang: KubeObject = {
      metadata: { name: 'kb-v1' },
      status: { conditions: [{ type: 'Failed', status: 'True', reason: 'PodFailurePolicy' }] },
    };
    const outcomes = taskOutcomes(failedGang, [pod('p0', 0, 'Failed', 4), pod('p1', 1, 'Running')], 2);
    expect(outcomes.map((o) => o.status)).toEqual(['FAILED', 'RUNNING']);
  });
});
