import { describe, expect, it } from 'vitest';
import { desiredStatus, type KubeObject } from '../../src/kube/job-status.ts';
import { neverAdmissible } from '../../src/kube/kueue-reasons.ts';

const job = (status: Record<string, unknown>, suspend = false): KubeObject => ({
  metadata: { name: 'kb-x' },
  spec: { suspend },
  status,
});
const cond = (type: string, reason?: string, message?: string, status = 'True') => ({
  type,
  status,
  reason,
  message,
});
const workload = (reason: string, message: string): KubeObject => ({
  metadata: { name: 'job-kb-x-1' },
  status: { conditions: [cond('QuotaReserved', reason, message, 'False')] },
});
const pod = (phase: string, exitCode?: number): KubeObject => ({
  metadata: { name: 'kb-x-abcde', creationTimestamp: '2026-01-01T00:00:00Z' },
  status: {
    phase,
    containerStatuses:
      exitCode === undefined ? [] : [{ name: 'main', state: { terminated: { exitCode, reason: 'Error' } } }],
  },
});

const EXCEEDS =
  "couldn't assign flavors to pod set main: insufficient quota for cpu in flavor default, previously considered podsets requests (0) + current podset request (24) > maximum capacity (16)";
const WAITING =
  "couldn't assign flavors to pod set main: insufficient unused quota for cpu in flavor default, 2 more needed";

describe('status mapping', () => {
  it('finishes on SuccessCriteriaMet before Complete is set (Kubernetes ≥ 1.31)', () => {
    const d = desiredStatus({
      job: job({ conditions: [cond('SuccessCriteriaMet', 'CompletionsReached')] }),
      pods: [],
    });
    expect(d).toMatchObject({ status: 'SUCCEEDED', reason: 'CompletionsReached', exitCode: 0 });
  });

  it('carries the Job’s start on its ending, for a short run never seen running', () => {
    const ended = (type: string, pods: ReturnType<typeof pod>[]) =>
      desiredStatus({
        job: job({ startTime: '2026-01-01T00:00:01Z', conditions: [cond(type, 'Done')] }),
        pods,
      });
    expect(ended('Complete', []).startedAt).toEqual(new Date('2026-01-01T00:00:01Z'));
    expect(ended('Failed', [pod('Failed', 3)])).toMatchObject({
      status: 'FAILED',
      exitCode: 3,
      startedAt: new Date('2026-01-01T00:00:01Z'),
    });
    // No container ran (no exit code): no start.
    expect(ended('Failed', [])).toMatchObject({ status: 'FAILED', startedAt: null });
  });

  it('fails on FailureTarget before Failed is set, with the exit code of the last pod', () => {
    const d = desiredStatus({
      job: job({
        conditions: [
          cond('FailureTarget', 'BackoffLimitExceeded', 'Job has reached the specified backoff limit'),
        ],
      }),
      pods: [pod('Failed', 3)],
    });
    expect(d).toMatchObject({ status: 'FAILED', reason: 'BackoffLimitExceeded', exitCode: 3 });
    expect(d.message).toBe('exit code 3: Job has reached the specified backoff limit');
  });

  it('reads "can never fit" from either vocabulary of Kueue’s reasons, and waiting from neither', () => {
    expect(neverAdmissible('ExceedsMaxQuota', EXCEEDS)).toBe(true);
    expect(neverAdmissible('Pending', EXCEEDS)).toBe(true);
    expect(neverAdmissible('NoMatchingFlavor', 'resource nvidia.com/gpu unavailable in ClusterQueue')).toBe(
      true,
    );
    expect(neverAdmissible('Pending', 'resource nvidia.com/gpu unavailable in ClusterQueue')).toBe(true);
    expect(neverAdmissible('WaitingForQuota', WAITING)).toBe(false);
    expect(neverAdmissible('Pending', WAITING)).toBe(false);
    expect(neverAdmissible('Pending', `${WAITING}; ${EXCEEDS.replace(/^.*?: /, '')}`)).toBe(false);
    expect(neverAdmissible('Inadmissible', "LocalQueue team doesn't exist")).toBe(false);
  });

  it('maps a suspended Job to QUEUED with Kueue’s reason, and a never-fitting one to FAILED the same way in both modes', () => {
    expect(
      desiredStatus({ job: job({}, true), workload: workload('WaitingForQuota', WAITING), pods: [] }),
    ).toEqual({
      status: 'QUEUED',
      reason: 'WaitingForQuota',
      message: WAITING,
    });
    for (const reason of ['ExceedsMaxQuota', 'Pending']) {
      expect(
        desiredStatus({ job: job({}, true), workload: workload(reason, EXCEEDS), pods: [] }),
      ).toMatchObject({
        status: 'FAILED',
        reason: 'ExceedsMaxQuota',
        endJob: true,
      });
    }
  });

  it('is RUNNING once a pod runs, and fails an image that cannot be pulled', () => {
    expect(
      desiredStatus({ job: job({ startTime: '2026-01-01T00:00:01Z' }), pods: [pod('Running')] }),
    ).toMatchObject({
      status: 'RUNNING',
    });
    const pulling: KubeObject = {
      metadata: { name: 'kb-x-abcde' },
      status: {
        phase: 'Pending',
        containerStatuses: [
          {
            name: 'main',
            image: 'r.invalid/a:1',
            state: { waiting: { reason: 'ImagePullBackOff', message: 'Back-off' } },
          },
        ],
      },
    };
    expect(desiredStatus({ job: job({}), pods: [pulling] })).toMatchObject({
      status: 'FAILED',
      reason: 'ImagePullBackOff',
      endJob: true,
    });
  });
});
