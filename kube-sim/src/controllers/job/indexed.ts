import type { KubeObject } from '../../store.ts';
import {
  firstPendingIndexes,
  type Interval,
  mergeIntervals,
  parseIndexes,
  totalIndexes,
  withIndexes,
} from './intervals.ts';

/** Kubernetes' batch/v1 annotation (and, since PodIndexLabel, label) holding a pod's completion index. */
export const COMPLETION_INDEX = 'batch.kubernetes.io/job-completion-index';
export const INDEX_FAILURE_COUNT = 'batch.kubernetes.io/job-index-failure-count';
export const INDEX_IGNORED_FAILURE_COUNT = 'batch.kubernetes.io/job-index-ignored-failure-count';
const COMPLETION_INDEX_ENV = 'JOB_COMPLETION_INDEX';
/** Kubernetes' DefaultJobPodFailureBackOff and MaxJobPodFailureBackOff. */
const BACKOFF_MS = 10_000;
const MAX_BACKOFF_MS = 360_000;

export function isIndexed(job: KubeObject): boolean {
  return job.spec?.completionMode === 'Indexed';
}

export function hasBackoffLimitPerIndex(job: KubeObject): boolean {
  return isIndexed(job) && typeof job.spec?.backoffLimitPerIndex === 'number';
}

/** A pod's completion index from its annotation, or -1 (getCompletionIndex). */
export function completionIndex(pod: KubeObject): number {
  const v = pod.metadata.annotations?.[COMPLETION_INDEX];
  if (typeof v !== 'string' || !/^[0-9]+$/.test(v)) return -1;
  return Number(v);
}

function annotationCount(pod: KubeObject, key: string): number {
  const v = pod.metadata.annotations?.[key];
  if (typeof v !== 'string' || !/^[0-9]+$/.test(v)) return 0;
  const n = Number(v);
  return n > 2147483647 ? 0 : n;
}

export interface PolicyMatch {
  /** Set when a FailJob rule matched: the FailureTarget message. */
  failJobMessage?: string;
  /** Whether the failure counts towards backoffLimit / backoffLimitPerIndex (not under an Ignore rule). */
  countFailed: boolean;
  action?: 'Ignore' | 'FailIndex' | 'Count' | 'FailJob';
}

interface ContainerStatus {
  name: string;
  state?: { terminated?: { exitCode: number } };
}

/** matchPodFailurePolicy of pod_failure_policy.go: the first rule matching a failed pod decides. */
export function matchPodFailurePolicy(policy: KubeObject['spec'] | undefined, pod: KubeObject): PolicyMatch {
  if (!policy) return { countFailed: true };
  const rules: Record<string, any>[] = policy.rules ?? [];
  for (const [i, rule] of rules.entries()) {
    if (rule.onExitCodes) {
      const req = rule.onExitCodes;
      const match = (list: ContainerStatus[] | undefined) =>
        (list ?? []).find((cs) => {
          const code = cs.state?.terminated?.exitCode;
          if (code === undefined || code === 0) return false;
          if (req.containerName && req.containerName !== cs.name) return false;
          const values: number[] = req.values ?? [];
          if (req.operator === 'In') return values.includes(code);
          if (req.operator === 'NotIn') return !values.includes(code);
          return false;
        });
      const cs = match(pod.status?.containerStatuses) ?? match(pod.status?.initContainerStatuses);
      if (!cs) continue;
      const hit = decide(rule.action, () => {
        const code = cs.state!.terminated!.exitCode;
        return `Container ${cs.name} for pod ${pod.metadata.namespace}/${pod.metadata.name} failed with exit code ${code} matching FailJob rule at index ${i}`;
      });
      if (hit) return hit;
    } else if (rule.onPodConditions) {
      const patterns: { type: string; status: string }[] = rule.onPodConditions;
      const cond = (pod.status?.conditions ?? []).find((c: { type: string; status: string }) =>
        patterns.some((p) => p.type === c.type && p.status === c.status),
      );
      if (!cond) continue;
      const hit = decide(
        rule.action,
        () =>
          `Pod ${pod.metadata.namespace}/${pod.metadata.name} has condition ${cond.type} matching FailJob rule at index ${i}`,
      );
      if (hit) return hit;
    }
  }
  return { countFailed: true };
}

function decide(action: string, failJobMessage: () => string): PolicyMatch | undefined {
  switch (action) {
    case 'Ignore':
      return { countFailed: false, action: 'Ignore' };
    case 'FailIndex':
      return { countFailed: true, action: 'FailIndex' };
    case 'Count':
      return { countFailed: true, action: 'Count' };
    case 'FailJob':
      return { countFailed: true, action: 'FailJob', failJobMessage: failJobMessage() };
    default:
      // an unknown action matches nothing (Go's switch falls out of the rule)
      return undefined;
  }
}

/** matchSuccessPolicy of success_policy.go: the message of the first rule met, if any. */
export function matchSuccessPolicy(
  policy: KubeObject['spec'] | undefined,
  completions: number,
  succeeded: Interval[],
): string | undefined {
  if (!policy || succeeded.length === 0) return undefined;
  for (const [i, rule] of ((policy.rules ?? []) as Record<string, any>[]).entries()) {
    if (typeof rule.succeededIndexes === 'string') {
      const required = parseIndexes(rule.succeededIndexes, completions);
      if (required.length === 0) continue;
      let contains = 0;
      for (const r of required)
        for (const s of succeeded)
          contains += Math.max(0, Math.min(r.last, s.last) - Math.max(r.first, s.first) + 1);
      if (
        contains === totalIndexes(required) ||
        (typeof rule.succeededCount === 'number' && contains >= rule.succeededCount)
      )
        return `Matched rules at index ${i}`;
    } else if (typeof rule.succeededCount === 'number' && totalIndexes(succeeded) >= rule.succeededCount) {
      return `Matched rules at index ${i}`;
    }
  }
  return undefined;
}

/** What the controller remembers of an index's last failed pod (backoffLimitPerIndex). */
export interface IndexFailure {
  uid: string;
  failureCount: number;
  ignoredCount: number;
  finishedAt: number;
  countFailed: boolean;
  failIndex: boolean;
}

/** The failure record of a failed pod of an indexed job, for the index's next pod and its backoff. */
export function indexFailure(pod: KubeObject, match: PolicyMatch, now: number): IndexFailure {
  return {
    uid: pod.metadata.uid,
    failureCount: annotationCount(pod, INDEX_FAILURE_COUNT),
    ignoredCount: annotationCount(pod, INDEX_IGNORED_FAILURE_COUNT),
    finishedAt: now,
    countFailed: match.countFailed,
    failIndex: match.action === 'FailIndex',
  };
}

/** isIndexFailed: the index is failed for good (a FailIndex rule, or its counted failures reached the limit). */
export function isIndexFailed(job: KubeObject, f: IndexFailure): boolean {
  if (f.failIndex) return true;
  return f.countFailed && f.failureCount >= (job.spec?.backoffLimitPerIndex ?? 0);
}

/** getRemainingTimePerIndex: how long the index waits before its next pod (exponential in its failures). */
export function perIndexBackoffRemaining(f: IndexFailure | undefined, now: number): number {
  if (!f) return 0;
  const failures = f.failureCount + f.ignoredCount + 1;
  const backoff = Math.min(BACKOFF_MS * 2 ** (failures - 1), MAX_BACKOFF_MS);
  return Math.max(0, f.finishedAt + backoff - now);
}

/**
 * The indexes to start now (firstPendingIndexes: not succeeded, failed or running), with backoffLimitPerIndex only
 * those past their backoff; `waitMs` until the next one is due.
 */
export function pendingIndexes(
  job: KubeObject,
  want: number,
  succeeded: Interval[],
  failed: Interval[] | undefined,
  running: KubeObject[],
  failures: Map<number, IndexFailure>,
  now: number,
): { indexes: number[]; waitMs?: number } {
  let taken = withIndexes(
    succeeded,
    running.map(completionIndex).filter((i) => i >= 0),
  );
  if (failed) taken = mergeIntervals(taken, failed);
  const indexes = firstPendingIndexes(taken, want, job.spec?.completions ?? 1);
  if (!hasBackoffLimitPerIndex(job)) return { indexes };
  let wait = Number.POSITIVE_INFINITY;
  const due = indexes.filter((ix) => {
    const left = perIndexBackoffRemaining(failures.get(ix), now);
    if (left > 0) wait = Math.min(wait, left);
    return left === 0;
  });
  return Number.isFinite(wait) ? { indexes: due, waitMs: wait } : { indexes: due };
}

/**
 * The pod template for one index, as manageJob builds it: the completion index as annotation and label, the
 * hostname `<job>-<index>`, `JOB_COMPLETION_INDEX` from the downward API in every container, and with
 * backoffLimitPerIndex the failure counts carried over from the pod it replaces.
 */
export function indexedPodTemplate(
  job: KubeObject,
  index: number,
  replaced: IndexFailure | undefined,
): { generateName: string; metadata: Record<string, any>; spec: Record<string, any> } {
  const tpl = structuredClone(job.spec.template ?? {});
  const metadata: Record<string, any> = tpl.metadata ?? {};
  const spec: Record<string, any> = tpl.spec ?? {};
  for (const list of [spec.initContainers, spec.containers]) {
    for (const c of list ?? []) {
      c.env ??= [];
      if (!c.env.some((e: { name: string }) => e.name === COMPLETION_INDEX_ENV))
        c.env.push({
          name: COMPLETION_INDEX_ENV,
          valueFrom: { fieldRef: { apiVersion: 'v1', fieldPath: `metadata.labels['${COMPLETION_INDEX}']` } },
        });
    }
  }
  metadata.annotations = { ...(metadata.annotations ?? {}), [COMPLETION_INDEX]: String(index) };
  metadata.labels = { ...(metadata.labels ?? {}), [COMPLETION_INDEX]: String(index) };
  spec.hostname = `${job.metadata.name}-${index}`;
  if (hasBackoffLimitPerIndex(job)) {
    let failures = 0;
    let ignored = 0;
    if (replaced) {
      failures = replaced.failureCount + (replaced.countFailed ? 1 : 0);
      ignored = replaced.ignoredCount + (replaced.countFailed ? 0 : 1);
    }
    metadata.annotations[INDEX_FAILURE_COUNT] = String(failures);
    if (ignored > 0) metadata.annotations[INDEX_IGNORED_FAILURE_COUNT] = String(ignored);
  }
  return { generateName: podGenerateNameWithIndex(job.metadata.name, index), metadata, spec };
}

/** podGenerateNameWithIndex: `<job>-<index>-`, the job's name cut so that it fits the 58 characters of a prefix. */
function podGenerateNameWithIndex(jobName: string, index: number): string {
  const append = `-${index}-`;
  const prefix = jobName + append;
  return prefix.length > 58 ? prefix.slice(0, 58 - append.length) + append : prefix;
}
