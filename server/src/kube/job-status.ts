import type { ProcessStatus } from '../generated/prisma/client.ts';
import { neverAdmissible, neverAdmissibleReason } from './kueue-reasons.ts';

/** The parts of Kubernetes objects the status mapping reads (raw JSON, as lists and watches deliver them). */
export interface KubeCondition {
  type: string;
  status: string;
  reason?: string;
  message?: string;
  lastTransitionTime?: string;
}

export interface KubeObject {
  metadata: {
    name: string;
    namespace?: string;
    resourceVersion?: string;
    labels?: Record<string, string>;
    deletionTimestamp?: string;
    creationTimestamp?: string;
    ownerReferences?: { kind: string; name: string; uid?: string }[];
  };
  spec?: Record<string, unknown>;
  status?: Record<string, unknown>;
}

interface ContainerState {
  waiting?: { reason?: string; message?: string };
  running?: { startedAt?: string };
  terminated?: {
    exitCode?: number;
    reason?: string;
    message?: string;
    startedAt?: string;
    finishedAt?: string;
  };
}

interface ContainerStatus {
  name: string;
  image?: string;
  state?: ContainerState;
  lastState?: ContainerState;
}

export interface Observed {
  job: KubeObject;
  workload?: KubeObject;
  pods: KubeObject[];
}

export interface Desired {
  status: ProcessStatus;
  reason: string | null;
  message: string | null;
  exitCode?: number | null;
  startedAt?: Date | null;
  /** We end the Job ourselves (it would otherwise wait or retry forever). */
  endJob?: boolean;
}

function conditions(o: KubeObject | undefined): KubeCondition[] {
  const list = (o?.status as { conditions?: unknown } | undefined)?.conditions;
  return Array.isArray(list) ? (list as KubeCondition[]) : [];
}

function condition(o: KubeObject | undefined, type: string, status = 'True'): KubeCondition | undefined {
  return conditions(o).find((c) => c.type === type && c.status === status);
}

function containerStatuses(pod: KubeObject): ContainerStatus[] {
  const list = (pod.status as { containerStatuses?: unknown } | undefined)?.containerStatuses;
  return Array.isArray(list) ? (list as ContainerStatus[]) : [];
}

function podTime(pod: KubeObject): number {
  return Date.parse(pod.metadata.creationTimestamp ?? '') || 0;
}

/** The exit code of the newest terminated main container, if any pod ran to the end. */
export function lastExitCode(pods: KubeObject[]): number | undefined {
  const sorted = [...pods].sort((a, b) => podTime(b) - podTime(a));
  for (const pod of sorted) {
    for (const cs of containerStatuses(pod)) {
      const terminated = cs.state?.terminated ?? cs.lastState?.terminated;
      if (terminated && typeof terminated.exitCode === 'number') return terminated.exitCode;
    }
  }
  return undefined;
}

const PULL_FAILURES = new Set(['ImagePullBackOff', 'InvalidImageName', 'ErrImageNeverPull']);

function imagePullFailure(pods: KubeObject[]): { reason: string; message: string } | undefined {
  for (const pod of pods) {
    if (pod.metadata.deletionTimestamp) continue;
    for (const cs of containerStatuses(pod)) {
      const waiting = cs.state?.waiting;
      if (waiting?.reason && PULL_FAILURES.has(waiting.reason)) {
        return {
          reason: waiting.reason,
          message: `image ${cs.image ? `"${cs.image}" ` : ''}could not be pulled${waiting.message ? `: ${waiting.message}` : ''}`,
        };
      }
    }
  }
  return undefined;
}

/** The version status a Job (with its Workload and pods) shows. */
export function desiredStatus({ job, workload, pods }: Observed): Desired {
  // When the Job started, for an ending seen before any running (a short run between two looks).
  const startTime = (job.status as { startTime?: string } | undefined)?.startTime;
  const startedAt = startTime ? new Date(startTime) : null;
  const complete = condition(job, 'SuccessCriteriaMet') ?? condition(job, 'Complete');
  if (complete) {
    return {
      status: 'SUCCEEDED',
      reason: complete.reason || 'Completed',
      message: complete.message || 'the Job completed',
      exitCode: lastExitCode(pods) ?? 0,
      startedAt,
    };
  }
  const failed = condition(job, 'FailureTarget') ?? condition(job, 'Failed');
  if (failed) {
    const exitCode = lastExitCode(pods);
    const pull = imagePullFailure(pods);
    const detail = failed.message || 'the Job failed';
    return {
      status: 'FAILED',
      reason: failed.reason || 'Failed',
      message:
        exitCode !== undefined && exitCode !== 0
          ? `exit code ${exitCode}: ${detail}`
          : pull
            ? `${pull.message}: ${detail}`
            : detail,
      exitCode: exitCode ?? null,
      // Its start only when a container ran (an exit code): a Job that never ran one did not run.
      startedAt: exitCode === undefined ? null : startedAt,
    };
  }
  const pull = imagePullFailure(pods);
  if (pull) return { status: 'FAILED', reason: pull.reason, message: pull.message, endJob: true };

  const suspended = (job.spec as { suspend?: boolean } | undefined)?.suspend === true;
  if (suspended) {
    const notReserved = condition(workload, 'QuotaReserved', 'False');
    if (notReserved && neverAdmissible(notReserved.reason, notReserved.message)) {
      const reason = neverAdmissibleReason(notReserved.reason, notReserved.message);
      return {
        status: 'FAILED',
        reason,
        message: `can never be admitted: ${notReserved.message ?? 'the request exceeds the queue'}`,
        endJob: true,
      };
    }
    if (notReserved) {
      return {
        status: 'QUEUED',
        reason: notReserved.reason || 'Pending',
        message: notReserved.message ?? null,
      };
    }
    if (!workload)
      return { status: 'QUEUED', reason: 'Suspended', message: 'waiting for Kueue to queue the Job' };
    return { status: 'QUEUED', reason: 'Pending', message: 'waiting in the queue' };
  }
  const running = pods.some(
    (p) => !p.metadata.deletionTimestamp && (p.status as { phase?: string } | undefined)?.phase === 'Running',
  );
  const finishedPods = pods.some((p) => {
    const phase = (p.status as { phase?: string } | undefined)?.phase;
    return phase === 'Succeeded' || phase === 'Failed';
  });
  if (running || finishedPods) {
    return { status: 'RUNNING', reason: null, message: null, startedAt };
  }
  const admitted = condition(workload, 'Admitted') ?? condition(workload, 'QuotaReserved');
  return {
    status: 'QUEUED',
    reason: 'Admitted',
    message: admitted?.message ? `${admitted.message}; starting` : 'admitted; starting',
  };
}

/** A Job that ran to its end (its terminal condition is set). */
export function jobFinished(job: KubeObject): boolean {
  return !!(
    condition(job, 'Complete') ??
    condition(job, 'Failed') ??
    condition(job, 'SuccessCriteriaMet') ??
    condition(job, 'FailureTarget')
  );
}
