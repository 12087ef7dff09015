import { formatWait, type StartEstimate } from '@kueue-batch/rules';
import { pendingSituation, preemptingCount, quotaShortfalls } from '../kube/kueue-reasons.ts';

/**
 * One plain sentence for a queued version (ARCHITECTURE §12), from Kueue's `QuotaReserved=False` condition in either
 * reason vocabulary of its UnadmittedWorkloadsObservability gate — granular (`WaitingForQuota`, `ExceedsMaxQuota`,
 * `NoMatchingFlavor`, `Misconfigured`, `Suspended`) or legacy (`Pending`, `Inadmissible`, telling only by the
 * message) — plus what Kueue's visibility API and our estimate add: how many are ahead and when it should start.
 */
export interface WaitingFacts {
  clusterName: string;
  /** Kueue's reason as the version stores it (or ours: `Suspended` before Kueue made a workload). */
  reason: string | null;
  message: string | null;
  workloadsAhead?: number | null;
  estimate?: StartEstimate | null;
}

function resourceWords(resource: string, amount: string): string {
  if (resource === 'cpu') return `${amount} more CPU`;
  if (resource === 'memory') return `${amount} more memory`;
  return `${amount} more ${resource}`;
}

/** "needs 2 more CPU in flavor small and 1 more nvidia.com/gpu in flavor a100", or null. */
export function shortfallWords(message: string | null): string | null {
  const parts = quotaShortfalls(message).map(
    (s) => `${resourceWords(s.resource, s.amount)} in flavor ${s.flavor}`,
  );
  return parts.length ? `needs ${[...new Set(parts)].join(' or ')}` : null;
}

export function waitingReason(facts: WaitingFacts): string {
  const on = `on cluster ${facts.clusterName}`;
  const kind = pendingSituation(facts.reason, facts.message);
  let head: string;
  switch (kind) {
    case 'QUOTA': {
      const short = shortfallWords(facts.message);
      head = `Waiting for quota ${on}${short ? `: ${short}` : ''}`;
      break;
    }
    case 'NEVER':
      head = `Cannot start ${on}: the request exceeds what its queue can ever hold`;
      break;
    case 'MISCONFIGURED':
      head = `Cannot be queued ${on}: its Kueue queue is missing or misconfigured (an administrator must fix it)`;
      break;
    case 'STOPPED':
      head = `Held ${on}: its Kueue queue is stopped`;
      break;
    case 'PREEMPTING':
      head = `Starting ${on} by preempting ${preemptingCount(facts.message)} lower-priority workload${preemptingCount(facts.message) === 1 ? '' : 's'}`;
      break;
    case 'NOT_QUEUED_YET':
      head = `Waiting for Kueue to queue it ${on}`;
      break;
    default:
      head = `Waiting in the queue ${on}`;
  }
  const parts = [head];
  const ahead = facts.workloadsAhead ?? facts.estimate?.workloadsAhead ?? null;
  if (ahead !== null && kind !== 'NEVER') {
    parts.push(
      ahead === 0 ? 'it is next in line' : `${ahead} workload${ahead === 1 ? ' is' : 's are'} ahead`,
    );
  }
  const e = facts.estimate;
  if (e && kind !== 'NEVER') {
    if (e.basis === 'QUEUE' && e.expectedWaitSeconds !== null) {
      parts.push(
        `expected to start in about ${formatWait(e.expectedWaitSeconds)}${
          e.latestWaitSeconds !== null ? ` (at the latest in ${formatWait(e.latestWaitSeconds)})` : ''
        }`,
      );
    } else if (e.basis === 'PREEMPTION' && kind !== 'PREEMPTING') {
      parts.push(
        `it should start by preempting ${e.preempts ?? 'some'} lower-priority workload${e.preempts === 1 ? '' : 's'}`,
      );
    } else if (e.basis === 'NOW') {
      parts.push('it should start any moment');
    } else if (e.basis === 'UNKNOWN' && e.reason) {
      parts.push(`no estimate: ${e.reason}`);
    }
  }
  return `${parts.join('; ')}.`;
}
