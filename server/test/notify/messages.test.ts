import { describe, expect, it } from 'vitest';
import { eventOfTransition, textOf, type VersionPayload } from '../../src/services/notify/events.ts';

const base: VersionPayload = {
  kind: 'version',
  event: 'FAILED_OVER',
  occurredAt: '2026-12-06T10:00:00.000Z',
  project: { id: 'p1', name: 'vision' },
  process: { id: 'pr1', name: 'sweep', versionId: 'v1', version: 2 },
  status: 'PENDING',
  attempt: 2,
  cluster: 'home',
  reason: 'FailedOver',
  message: null,
  exitCode: null,
  fromCluster: 'home',
  toCluster: 'away',
};
const links = { baseUrl: 'https://kb.example' };

describe('notification messages', () => {
  it('names both clusters of a move, and links the version', () => {
    const text = textOf(base, links);
    expect(text).toContain(
      'sweep (version 2, project vision) moved from cluster home to cluster away (attempt 2).',
    );
    expect(text).toContain('Details: https://kb.example/processes/pr1/versions/v1');
  });

  it('gives an array’s or gang’s one summary with its task counts', () => {
    const text = textOf(
      { ...base, event: 'FAILED', status: 'FAILED', tasks: { total: 100, succeeded: 97, failed: 3 } },
      links,
    );
    expect(text).toContain('failed on cluster home (FailedOver).');
    expect(text).toContain('Tasks: 100 in all, 97 succeeded, 3 failed.');
  });

  it('maps transitions to events: a preemption is one, a plain requeue is not', () => {
    expect(eventOfTransition('RUNNING', null)).toBe('STARTED');
    expect(eventOfTransition('LOST', null)).toBe('FAILED');
    expect(eventOfTransition('QUEUED', 'Preempted')).toBe('PREEMPTED');
    expect(eventOfTransition('QUEUED', 'Evicted')).toBeNull();
    expect(eventOfTransition('LAUNCHING', null)).toBeNull();
  });
});
