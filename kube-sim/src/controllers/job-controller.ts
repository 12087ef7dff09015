import { rfc3339, type TimerHandle } from '../clock.ts';
import {
  type ClusterCore,
  type Controller,
  hasCondition,
  randomSuffix,
  setCondition,
} from '../cluster-core.ts';
import type { KubeObject, StoreEvent } from '../store.ts';
import {
  completionIndex,
  hasBackoffLimitPerIndex,
  type IndexFailure,
  indexedPodTemplate,
  indexFailure,
  isIndexed,
  isIndexFailed,
  matchPodFailurePolicy,
  matchSuccessPolicy,
  pendingIndexes,
} from './job/indexed.ts';
import { formatIndexes, type Interval, parseIndexes, totalIndexes, withIndexes } from './job/intervals.ts';
import type { Kubelet } from './kubelet.ts';

const JOBS = 'jobs.batch';
const isTerminal = (p: KubeObject) => p.status?.phase === 'Succeeded' || p.status?.phase === 'Failed';

interface JobMemory {
  succeeded: Set<string>;
  /** Failed pods counted in status.failed (not those a podFailurePolicy Ignore rule matched). */
  failed: Set<string>;
  /** Failed pods an Ignore rule matched. */
  ignored: Set<string>;
  /** The message of the first pod that matched a FailJob rule. */
  failJobMessage?: string;
  /** Indexed jobs: the indexes seen succeeded, and each index's last failed pod. */
  succeededIndexes: Set<number>;
  indexFailures: Map<number, IndexFailure>;
  indexBackoffTimer?: TimerHandle;
  indexBackoffAt?: number;
  /** Pods this controller deleted itself (suspend, finish): not counted as failures. */
  expectedGone: Set<string>;
  lastFailureAt?: number;
  deadlineTimer?: TimerHandle;
  deadlineAt?: number;
  backoffTimer?: TimerHandle;
}

/** The Job controller of kube-controller-manager: pods for jobs, counts, suspension, deadlines, backoff. */
export class JobController implements Controller {
  private readonly dirty = new Set<string>();
  private readonly memory = new Map<string, JobMemory>();
  /** Pod keys by the uid of the job that controls them. */
  private readonly podIndex = new Map<string, Set<string>>();

  constructor(
    private readonly core: ClusterCore,
    private readonly kubelet: Kubelet,
  ) {}

  observe(resource: string, ev: StoreEvent): void {
    if (resource === JOBS) {
      if (ev.type === 'DELETED') {
        const m = this.memory.get(ev.object.metadata.uid);
        m?.deadlineTimer?.cancel();
        m?.backoffTimer?.cancel();
        m?.indexBackoffTimer?.cancel();
        this.memory.delete(ev.object.metadata.uid);
        return;
      }
      this.dirty.add(`${ev.object.metadata.namespace}/${ev.object.metadata.name}`);
    } else if (resource === 'pods') {
      const key = `${ev.object.metadata.namespace}/${ev.object.metadata.name}`;
      for (const o of [ev.previous, ev.object]) {
        const ref = (o?.metadata.ownerReferences ?? []).find(
          (r: { controller?: boolean; kind: string }) => r.controller && r.kind === 'Job',
        );
        if (!ref) continue;
        let set = this.podIndex.get(ref.uid);
        if (ev.type === 'DELETED' || o === ev.previous) {
          if (ev.type === 'DELETED') set?.delete(key);
          continue;
        }
        if (!set) {
          set = new Set();
          this.podIndex.set(ref.uid, set);
        }
        set.add(key);
      }
      // a pod orphaned by a patch leaves its job's index
      const before = (ev.previous?.metadata.ownerReferences ?? []).find(
        (r: { controller?: boolean }) => r.controller,
      );
      const after = (ev.object.metadata.ownerReferences ?? []).find(
        (r: { controller?: boolean }) => r.controller,
      );
      if (before && before.uid !== after?.uid) this.podIndex.get(before.uid)?.delete(key);
      const owner = (ev.object.metadata.ownerReferences ?? []).find(
        (r: { kind: string; controller?: boolean }) => r.kind === 'Job' && r.controller,
      );
      if (owner) {
        // counted when seen terminal, even if the pod is removed before the next sync (job-tracking finalizer)
        if (ev.type !== 'DELETED' && this.memory.has(owner.uid)) {
          const job = this.core.store.get(JOBS, ev.object.metadata.namespace, owner.name);
          this.record(this.mem(owner.uid), ev.object, this.core.now(), job);
        }
        this.dirty.add(`${ev.object.metadata.namespace}/${owner.name}`);
      }
    }
  }

  work(): boolean {
    if (this.dirty.size === 0) return false;
    const keys = [...this.dirty];
    this.dirty.clear();
    for (const k of keys) {
      const [ns, name] = k.split('/') as [string, string];
      this.sync(ns, name);
    }
    return true;
  }

  private mem(uid: string): JobMemory {
    let m = this.memory.get(uid);
    if (!m) {
      m = {
        succeeded: new Set(),
        failed: new Set(),
        ignored: new Set(),
        expectedGone: new Set(),
        succeededIndexes: new Set(),
        indexFailures: new Map(),
      };
      this.memory.set(uid, m);
    }
    return m;
  }

  private record(m: JobMemory, p: KubeObject, now: number, job: KubeObject | undefined): void {
    const puid = p.metadata.uid as string;
    const phase = p.status?.phase;
    const ix = job && isIndexed(job) ? completionIndex(p) : -1;
    if (phase === 'Succeeded') {
      if (!m.failed.has(puid)) m.succeeded.add(puid);
      if (ix >= 0) m.succeededIndexes.add(ix);
    } else if (phase === 'Failed') {
      if (m.succeeded.has(puid) || m.expectedGone.has(puid)) return;
      if (m.failed.has(puid) || m.ignored.has(puid)) return;
      m.lastFailureAt = now;
      const match = matchPodFailurePolicy(job?.spec?.podFailurePolicy, p);
      if (match.countFailed) m.failed.add(puid);
      else m.ignored.add(puid);
      if (match.failJobMessage && !m.failJobMessage) m.failJobMessage = match.failJobMessage;
      if (ix >= 0) {
        const f = indexFailure(p, match, now);
        const prev = m.indexFailures.get(ix);
        if (!prev || f.failureCount + f.ignoredCount >= prev.failureCount + prev.ignoredCount)
          m.indexFailures.set(ix, f);
      }
    }
  }

  private podsOf(job: KubeObject): KubeObject[] {
    const uid = job.metadata.uid;
    const keys = this.podIndex.get(uid) ?? new Set<string>();
    return [...keys]
      .map((k) => {
        const i = k.indexOf('/');
        return this.core.store.get('pods', k.slice(0, i), k.slice(i + 1));
      })
      .filter((p): p is KubeObject => !!p)
      .filter((p) =>
        (p.metadata.ownerReferences ?? []).some(
          (r: { uid: string; controller?: boolean }) => r.uid === uid && r.controller,
        ),
      );
  }

  private sync(namespace: string, name: string): void {
    const job = this.core.store.get(JOBS, namespace, name);
    if (!job || job.metadata.deletionTimestamp) return;
    const uid = job.metadata.uid as string;
    const m = this.mem(uid);
    const now = this.core.now();
    const nowStr = rfc3339(now);
    const pods = this.podsOf(job);
    const seen = new Set<string>();
    let active = 0;
    let ready = 0;
    let terminating = 0;
    const activePods: KubeObject[] = [];
    for (const p of pods) {
      const puid = p.metadata.uid as string;
      seen.add(puid);
      const phase = p.status?.phase;
      this.record(m, p, now, job);
      if (phase === 'Succeeded' || phase === 'Failed') {
        // terminal: neither active nor terminating
      } else if (p.metadata.deletionTimestamp) {
        terminating++;
      } else {
        active++;
        activePods.push(p);
        if (
          (p.status?.conditions ?? []).some(
            (c: { type: string; status: string }) => c.type === 'Ready' && c.status === 'True',
          )
        )
          ready++;
      }
    }
    const restarts = pods.reduce(
      (n, p) =>
        n +
        (p.status?.containerStatuses ?? []).reduce(
          (k: number, c: { restartCount?: number }) => k + (c.restartCount ?? 0),
          0,
        ),
      0,
    );

    const spec = job.spec ?? {};
    const completions: number = spec.completions ?? 1;
    const parallelism: number = spec.parallelism ?? 1;
    const backoffLimit: number = spec.backoffLimit ?? 6;
    const suspended = spec.suspend === true;
    const finished = hasCondition(job, 'Complete') || hasCondition(job, 'Failed');
    const failureTarget = (job.status?.conditions ?? []).find(
      (c: { type: string; status: string }) => c.type === 'FailureTarget' && c.status === 'True',
    );
    const successMet = (job.status?.conditions ?? []).find(
      (c: { type: string; status: string }) => c.type === 'SuccessCriteriaMet' && c.status === 'True',
    );
    const indexed = isIndexed(job);
    const perIndex = hasBackoffLimitPerIndex(job);
    let succeededIv: Interval[] = [];
    let failedIv: Interval[] | undefined;
    if (indexed) {
      succeededIv = withIndexes(
        parseIndexes(job.status?.completedIndexes, completions),
        [...m.succeededIndexes].filter((i) => i < completions),
      );
      if (perIndex)
        failedIv = withIndexes(
          parseIndexes(job.status?.failedIndexes, completions),
          [...m.indexFailures].filter(([i, f]) => i < completions && isIndexFailed(job, f)).map(([i]) => i),
        );
    }
    const succeeded = indexed ? totalIndexes(succeededIv) : m.succeeded.size;
    const failed = m.failed.size;

    const status: Record<string, unknown> = structuredClone(job.status ?? {});
    if (indexed) {
      status.completedIndexes = formatIndexes(succeededIv);
      if (status.completedIndexes === '') delete status.completedIndexes;
      if (failedIv) status.failedIndexes = formatIndexes(failedIv);
    }
    let conditions = status.conditions as Record<string, unknown>[] | undefined;

    /** Deletes the active pods; `counted`: their failure counts in status.failed (deadline, backoff limit). */
    const deleteActive = (counted = false) => {
      for (const p of activePods) {
        if (!counted) m.expectedGone.add(p.metadata.uid);
        this.kubelet.deletePod(namespace, p.metadata.name);
      }
    };

    if (finished) {
      if (active > 0) deleteActive();
      this.writeStatus(job, {
        ...status,
        active: 0,
        ready: 0,
        terminating: terminating + active,
        succeeded,
        failed: m.failed.size,
      });
      return;
    }

    // Kubernetes >= 1.31: the interim condition (FailureTarget / SuccessCriteriaMet) comes first; the terminal one
    // (Failed / Complete) only once no pod of the job is still terminating.
    const finish = (kind: 'fail' | 'succeed', reason: string, message: string) => {
      const extra = { lastProbeTime: nowStr };
      const interim = kind === 'fail' ? 'FailureTarget' : 'SuccessCriteriaMet';
      if (!hasCondition(job, interim))
        conditions = setCondition(
          conditions,
          { type: interim, status: 'True', reason, message },
          nowStr,
          extra,
        );
      if (active > 0) deleteActive(kind === 'fail');
      m.deadlineTimer?.cancel();
      m.backoffTimer?.cancel();
      const stillTerminating = terminating + active;
      const out: Record<string, unknown> = {
        ...status,
        active: 0,
        ready: 0,
        terminating: stillTerminating,
        succeeded,
        failed: m.failed.size,
        uncountedTerminatedPods: {},
      };
      if (stillTerminating === 0) {
        const type = kind === 'fail' ? 'Failed' : 'Complete';
        conditions = setCondition(conditions, { type, status: 'True', reason, message }, nowStr, extra);
        if (kind === 'succeed') out.completionTime = nowStr;
      }
      out.conditions = conditions;
      this.writeStatus(job, out);
    };
    const fail = (reason: string, message: string) => finish('fail', reason, message);

    if (failureTarget) {
      fail(failureTarget.reason, failureTarget.message);
      return;
    }
    if (successMet) {
      finish('succeed', successMet.reason, successMet.message);
      return;
    }
    if (m.failJobMessage) {
      fail('PodFailurePolicy', m.failJobMessage);
      return;
    }

    if (suspended) {
      if (active > 0) deleteActive();
      m.deadlineTimer?.cancel();
      m.deadlineTimer = undefined;
      m.deadlineAt = undefined;
      m.backoffTimer?.cancel();
      conditions = setCondition(
        conditions,
        { type: 'Suspended', status: 'True', reason: 'JobSuspended', message: 'Job suspended' },
        nowStr,
        { lastProbeTime: nowStr },
      );
      // Kubernetes >= 1.36 (MutableSchedulingDirectivesForSuspendedJobs, beta and on): a suspended job has no start
      // time.
      delete status.startTime;
      this.writeStatus(job, {
        ...status,
        conditions,
        active: 0,
        ready: 0,
        terminating: terminating + active,
        succeeded,
        failed,
        uncountedTerminatedPods: {},
      });
      return;
    }

    if (hasCondition(job, 'Suspended')) {
      conditions = setCondition(
        conditions,
        { type: 'Suspended', status: 'False', reason: 'JobResumed', message: 'Job resumed' },
        nowStr,
        { lastProbeTime: nowStr },
      );
      status.startTime = nowStr;
    }
    if (!status.startTime) status.startTime = nowStr;

    const startMs = Date.parse(status.startTime as string);
    const ads: number | undefined = spec.activeDeadlineSeconds;
    if (ads !== undefined && ads !== null) {
      const due = startMs + ads * 1000;
      if (now >= due) {
        fail('DeadlineExceeded', 'Job was active longer than specified deadline');
        return;
      }
      if (m.deadlineAt !== due) {
        m.deadlineTimer?.cancel();
        m.deadlineAt = due;
        m.deadlineTimer = this.core.at(due, () => this.dirty.add(`${namespace}/${name}`));
      }
    }

    const onFailure = spec.template?.spec?.restartPolicy === 'OnFailure';
    const failures = failed + (onFailure ? restarts : 0);
    if (failures > backoffLimit) {
      fail('BackoffLimitExceeded', 'Job has reached the specified backoff limit');
      return;
    }

    if (failedIv) {
      const nFailed = totalIndexes(failedIv);
      if (typeof spec.maxFailedIndexes === 'number' && nFailed > spec.maxFailedIndexes) {
        fail('MaxFailedIndexesExceeded', 'Job has exceeded the specified maximal number of failed indexes');
        return;
      }
      if (nFailed > 0 && nFailed + succeeded >= completions) {
        fail('FailedIndexes', 'Job has failed indexes');
        return;
      }
    }
    if (indexed) {
      const matched = matchSuccessPolicy(spec.successPolicy, completions, succeededIv);
      if (matched) {
        finish('succeed', 'SuccessPolicy', matched);
        return;
      }
    }

    if (succeeded >= completions) {
      finish('succeed', 'CompletionsReached', 'Reached expected number of succeeded pods');
      return;
    }

    // podReplacementPolicy TerminatingOrFailed (the default) replaces a terminating pod at once; Failed waits for it
    const waitForTerminating = spec.podReplacementPolicy === 'Failed' ? terminating : 0;
    const want = Math.max(0, Math.min(parallelism, completions - succeeded) - active - waitForTerminating);
    let created = 0;
    // the job's pod failure backoff (10 s, 20 s, … up to 6 min); with backoffLimitPerIndex each index has its own
    const backoffUntil =
      !perIndex && failed > 0 && m.lastFailureAt !== undefined
        ? m.lastFailureAt + Math.min(10_000 * 2 ** (failed - 1), 360_000)
        : 0;
    if (want > 0 && now < backoffUntil) {
      m.backoffTimer ??= this.core.at(backoffUntil, () => {
        m.backoffTimer = undefined;
        this.dirty.add(`${namespace}/${name}`);
      });
    } else if (want > 0 && indexed) {
      const replacingTerminating = spec.podReplacementPolicy !== 'Failed';
      const running = activePods.concat(
        replacingTerminating ? [] : pods.filter((p) => p.metadata.deletionTimestamp && !isTerminal(p)),
      );
      created = this.createIndexedPods(job, m, want, succeededIv, failedIv, running);
    } else if (want > 0) {
      for (let i = 0; i < want; i++) this.createPod(job);
      created = want;
    }
    this.writeStatus(job, {
      ...status,
      conditions,
      active: active + created,
      ready,
      terminating,
      succeeded,
      failed,
      uncountedTerminatedPods: {},
    });
  }

  /** manageJob for an Indexed job: pods for the first pending indexes, each after its own backoff (per index). */
  private createIndexedPods(
    job: KubeObject,
    m: JobMemory,
    want: number,
    succeededIv: Interval[],
    failedIv: Interval[] | undefined,
    running: KubeObject[],
  ): number {
    const now = this.core.now();
    const { indexes, waitMs } = pendingIndexes(
      job,
      want,
      succeededIv,
      failedIv,
      running,
      m.indexFailures,
      now,
    );
    if (waitMs !== undefined && (m.indexBackoffAt === undefined || m.indexBackoffAt > now + waitMs)) {
      m.indexBackoffTimer?.cancel();
      m.indexBackoffAt = now + waitMs;
      m.indexBackoffTimer = this.core.at(now + waitMs, () => {
        m.indexBackoffTimer = undefined;
        m.indexBackoffAt = undefined;
        this.dirty.add(`${job.metadata.namespace}/${job.metadata.name}`);
      });
    }
    for (const ix of indexes) this.createPod(job, indexedPodTemplate(job, ix, m.indexFailures.get(ix)));
    return indexes.length;
  }

  private createPod(
    job: KubeObject,
    indexed?: { generateName: string; metadata: Record<string, any>; spec: Record<string, any> },
  ): void {
    const tpl = indexed ?? job.spec.template ?? {};
    const generateName = indexed?.generateName ?? `${job.metadata.name}-`;
    const name = `${generateName}${randomSuffix()}`;
    const pod: KubeObject = {
      apiVersion: 'v1',
      kind: 'Pod',
      metadata: {
        name,
        generateName,
        namespace: job.metadata.namespace,
        labels: { ...(tpl.metadata?.labels ?? {}) },
        annotations: tpl.metadata?.annotations ? { ...tpl.metadata.annotations } : undefined,
        ownerReferences: [
          {
            apiVersion: 'batch/v1',
            kind: 'Job',
            name: job.metadata.name,
            uid: job.metadata.uid,
            controller: true,
            blockOwnerDeletion: true,
          },
        ],
      },
      spec: structuredClone(tpl.spec ?? {}),
      status: { phase: 'Pending', qosClass: 'BestEffort' },
    };
    if (!pod.metadata.annotations) delete pod.metadata.annotations;
    this.core.createObject('pods', pod);
  }

  private writeStatus(job: KubeObject, status: Record<string, unknown>): void {
    for (const k of Object.keys(status)) if (status[k] === undefined) delete status[k];
    if (status.active === 0) delete status.active;
    if (status.succeeded === 0) delete status.succeeded;
    if (status.failed === 0) delete status.failed;
    this.core.store.mutate(JOBS, job.metadata.namespace, job.metadata.name, (j) => {
      if (j.metadata.uid !== job.metadata.uid) return false;
      j.status = status;
    });
  }
}
