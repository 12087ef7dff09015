import { createHash } from 'node:crypto';
import { type ClusterCore, type Controller, hasCondition, setCondition } from '../cluster-core.ts';
import { formatAmount, resourceAmount } from '../quantity.ts';
import type { KubeObject, StoreEvent } from '../store.ts';
import { assignFlavors } from './flavor-assigner.ts';

export { podRequests } from './pod-requests.ts';

const JOBS = 'jobs.batch';
const WL = 'workloads.kueue.x-k8s.io';
const CQ = 'clusterqueues.kueue.x-k8s.io';
const LQ = 'localqueues.kueue.x-k8s.io';
const RF = 'resourceflavors.kueue.x-k8s.io';
const WPC = 'workloadpriorityclasses.kueue.x-k8s.io';
/** The job label naming a WorkloadPriorityClass (Kueue's WorkloadPriorityClassLabel). */
export const PRIORITY_CLASS_LABEL = 'kueue.x-k8s.io/priority-class';
const MAX_EXEC_LABEL = 'kueue.x-k8s.io/max-exec-time-seconds';

export const QUEUE_LABEL = 'kueue.x-k8s.io/queue-name';
const JOB_UID_LABEL = 'kueue.x-k8s.io/job-uid';
const RESOURCE_IN_USE = 'kueue.x-k8s.io/resource-in-use';

type Amounts = Map<string, number>; // key `${flavor}/${resource}`

/** jobframework MaximumExecutionTimeSecondsForObject: the label as a positive int32, else none. */
function maxExecutionTimeSeconds(job: KubeObject): number | undefined {
  const raw: string | undefined = job.metadata.labels?.[MAX_EXEC_LABEL];
  if (raw === undefined || !/^[+-]?\d+$/.test(raw)) return undefined;
  const v = Number.parseInt(raw, 10);
  return v > 0 && v <= 2147483647 ? v : undefined;
}

function fk(flavor: string, resource: string): string {
  return `${flavor}/${resource}`;
}

/**
 * Kueue's queue order (pkg/cache/queue `baseCompareFunc`): higher priority first, then the earlier queue-order
 * timestamp (the creation time, in whole seconds). Where Kueue breaks ties by UID (in effect at random), the
 * simulator takes the order of creation (`sequence`), then the name, so that ties are stable and first come,
 * first served.
 */
export function queueOrder(
  a: KubeObject,
  b: KubeObject,
  sequence: (w: KubeObject) => number = () => 0,
): number {
  const pa = a.spec?.priority ?? 0;
  const pb = b.spec?.priority ?? 0;
  if (pa !== pb) return pb - pa;
  const ta = a.metadata.creationTimestamp as string;
  const tb = b.metadata.creationTimestamp as string;
  if (ta !== tb) return ta < tb ? -1 : 1;
  const sa = sequence(a);
  const sb = sequence(b);
  if (sa !== sb) return sa - sb;
  const ka = `${a.metadata.namespace}/${a.metadata.name}`;
  const kb = `${b.metadata.namespace}/${b.metadata.name}`;
  return ka < kb ? -1 : ka > kb ? 1 : 0;
}

function workloadFinished(wl: KubeObject): boolean {
  return hasCondition(wl, 'Finished');
}

function quotaReserved(wl: KubeObject): boolean {
  return hasCondition(wl, 'QuotaReserved') && !!wl.status?.admission;
}

/** Kueue feature gates the simulator honours (Kueue's `--feature-gates`). */
export interface KueueFeatureGates {
  /**
   * Kueue v0.19's KEP-10852 (with its companion gate UnadmittedWorkloadsExplicitStatus, which follows it here):
   * on, `QuotaReserved=False` carries the granular reasons (`WaitingForQuota`, `ExceedsMaxQuota`,
   * `NoMatchingFlavor`, `Misconfigured`, `Suspended`) and pending workloads carry `Admitted=False`
   * (`NoReservation`); off, the reasons are the legacy `Pending` (quota) and `Inadmissible` (queues).
   */
  UnadmittedWorkloadsObservability: boolean;
}

export const DEFAULT_KUEUE_FEATURE_GATES: KueueFeatureGates = { UnadmittedWorkloadsObservability: true };

/** The legacy reason Kueue writes for each granular one when UnadmittedWorkloadsObservability is off. */
const LEGACY_REASON: Record<string, string> = {
  Misconfigured: 'Inadmissible',
  Suspended: 'Inadmissible',
  WaitingForQuota: 'Pending',
  ExceedsMaxQuota: 'Pending',
  NoMatchingFlavor: 'Pending',
  PendingEvaluation: 'Pending',
};

/** Kueue's controllers and scheduler for batch/v1 Jobs: workloads, quota admission, queue status. */
export class KueueController implements Controller {
  private readonly dirtyJobs = new Set<string>();
  private scheduleNeeded = false;
  private statusNeeded = false;
  private gates: KueueFeatureGates;

  constructor(
    private readonly core: ClusterCore,
    gates: Partial<KueueFeatureGates> = {},
  ) {
    this.gates = { ...DEFAULT_KUEUE_FEATURE_GATES, ...gates };
  }

  get featureGates(): KueueFeatureGates {
    return { ...this.gates };
  }

  /**
   * Changes feature gates, as restarting Kueue with other `--feature-gates` does: every pending workload is
   * re-evaluated at once, so one cluster never shows both vocabularies.
   */
  setFeatureGates(gates: Partial<KueueFeatureGates>): void {
    this.gates = { ...this.gates, ...gates };
    if (!this.gates.UnadmittedWorkloadsObservability) {
      for (const w of this.core.store.list(WL)) {
        if (quotaReserved(w) || !hasCondition(w, 'Admitted', 'False')) continue;
        this.core.store.mutate(WL, w.metadata.namespace, w.metadata.name, (x) => {
          x.status.conditions = (x.status.conditions as { type: string }[]).filter(
            (c) => c.type !== 'Admitted',
          );
        });
      }
    }
    this.poke();
  }

  /** The reason Kueue writes for a granular reason under the current gates. */
  private reason(granular: string): string {
    return this.gates.UnadmittedWorkloadsObservability ? granular : (LEGACY_REASON[granular] ?? granular);
  }

  observe(resource: string, ev: StoreEvent): void {
    const o = ev.object;
    if (resource === JOBS) {
      if (ev.type === 'DELETED') {
        this.waitingForPriorityClass.delete(`${o.metadata.namespace}/${o.metadata.name}`);
        this.deleteWorkloadsOf(o);
        return;
      }
      if (o.metadata.labels?.[QUEUE_LABEL] || ev.previous?.metadata.labels?.[QUEUE_LABEL])
        this.dirtyJobs.add(`${o.metadata.namespace}/${o.metadata.name}`);
    } else if (resource === WL) {
      const wlKey = `${o.metadata.namespace}/${o.metadata.name}`;
      for (const ref of o.metadata.ownerReferences ?? []) {
        let set = this.workloadIndex.get(ref.uid);
        if (ev.type === 'DELETED') set?.delete(wlKey);
        else {
          if (!set) {
            set = new Set();
            this.workloadIndex.set(ref.uid, set);
          }
          set.add(wlKey);
        }
      }
      if (ev.type === 'ADDED' && !this.created.has(o.metadata.uid))
        this.created.set(o.metadata.uid, this.createdCount++);
      if (ev.type === 'DELETED') {
        this.created.delete(o.metadata.uid);
        this.execTimers.get(wlKey)?.handle.cancel();
        this.execTimers.delete(wlKey);
      } else if (o.spec?.maximumExecutionTimeSeconds !== undefined || o.spec?.active === false)
        this.execDirty.add(wlKey);
      const owner = (o.metadata.ownerReferences ?? []).find((r: { kind: string }) => r.kind === 'Job');
      if (owner) this.dirtyJobs.add(`${o.metadata.namespace}/${owner.name}`);
      this.scheduleNeeded = true;
      this.statusNeeded = true;
      if (
        ev.type === 'MODIFIED' &&
        o.metadata.deletionTimestamp &&
        !ev.previous?.metadata.deletionTimestamp
      ) {
        this.pendingFinalize.add(`${o.metadata.namespace}/${o.metadata.name}`);
      }
    } else if (resource === WPC) {
      for (const k of this.waitingForPriorityClass) this.dirtyJobs.add(k);
    } else if (resource === CQ || resource === LQ || resource === RF) {
      // Status-only writes by this controller do not need another pass.
      if (
        ev.type === 'MODIFIED' &&
        ev.previous &&
        JSON.stringify(ev.previous.spec) === JSON.stringify(o.spec)
      )
        return;
      this.scheduleNeeded = true;
      this.statusNeeded = true;
    }
  }

  private readonly pendingFinalize = new Set<string>();
  /** Workloads to check against their maximum execution time or deactivation. */
  private readonly execDirty = new Set<string>();
  private readonly execTimers = new Map<string, { due: number; handle: { cancel(): void } }>();
  /** Creation order of workloads (by uid), the simulator's tie-break within one second. */
  private readonly created = new Map<string, number>();
  private createdCount = 0;
  private readonly order = (a: KubeObject, b: KubeObject) =>
    queueOrder(a, b, (w) => this.created.get(w.metadata.uid) ?? Number.MAX_SAFE_INTEGER);
  /** Queued jobs whose WorkloadPriorityClass does not exist yet. */
  private readonly waitingForPriorityClass = new Set<string>();
  /** Workload keys by owner uid. */
  private readonly workloadIndex = new Map<string, Set<string>>();

  private workloadsOwnedBy(uid: string): KubeObject[] {
    const out: KubeObject[] = [];
    for (const k of this.workloadIndex.get(uid) ?? []) {
      const i = k.indexOf('/');
      const w = this.core.store.get(WL, k.slice(0, i), k.slice(i + 1));
      if (w) out.push(w);
    }
    return out;
  }

  /**
   * The pending workloads of a ClusterQueue in queue order, as Kueue's queue manager holds them (heap and
   * inadmissible alike): not holding quota, active, not finished or being deleted, submitted to a LocalQueue that
   * points at this ClusterQueue. Undefined when the ClusterQueue does not exist.
   */
  pendingWorkloads(clusterQueue: string): KubeObject[] | undefined {
    if (!this.core.store.get(CQ, undefined, clusterQueue)) return undefined;
    const lqs = new Set<string>();
    for (const lq of this.core.store.list(LQ))
      if (lq.spec?.clusterQueue === clusterQueue) lqs.add(`${lq.metadata.namespace}/${lq.metadata.name}`);
    const out: KubeObject[] = [];
    for (const w of this.core.store.list(WL)) {
      if (quotaReserved(w) || workloadFinished(w) || w.metadata.deletionTimestamp || w.spec?.active === false)
        continue;
      if (lqs.has(`${w.metadata.namespace}/${w.spec?.queueName}`)) out.push(w);
    }
    return out.sort(this.order);
  }

  /**
   * Rebuilds what this controller keeps beside the store (workloads by owner, timers of maximum execution times,
   * jobs waiting for their WorkloadPriorityClass, the creation order of workloads) from the objects stored — after objects were
   * loaded into the store without events. Also runs once on the first pass.
   */
  resync(): void {
    for (const w of this.core.store.list(WL)) {
      for (const ref of w.metadata.ownerReferences ?? []) {
        let set = this.workloadIndex.get(ref.uid);
        if (!set) {
          set = new Set();
          this.workloadIndex.set(ref.uid, set);
        }
        set.add(`${w.metadata.namespace}/${w.metadata.name}`);
      }
      if (!this.created.has(w.metadata.uid)) this.created.set(w.metadata.uid, this.createdCount++);
      if (w.spec?.maximumExecutionTimeSeconds !== undefined || w.spec?.active === false)
        this.execDirty.add(`${w.metadata.namespace}/${w.metadata.name}`);
    }
    for (const j of this.core.store.list(JOBS))
      if (j.metadata.labels?.[QUEUE_LABEL]) this.dirtyJobs.add(`${j.metadata.namespace}/${j.metadata.name}`);
    this.poke();
  }

  /** Forces a scheduling pass (e.g. after a fault changed). */
  poke(): void {
    this.scheduleNeeded = true;
    this.statusNeeded = true;
  }

  private synced = false;

  work(): boolean {
    let did = false;
    if (!this.synced) {
      this.synced = true;
      this.resync();
    }
    if (this.pendingFinalize.size > 0) {
      const keys = [...this.pendingFinalize];
      this.pendingFinalize.clear();
      for (const k of keys) {
        const [ns, name] = k.split('/') as [string, string];
        this.core.store.mutate(WL, ns, name, (w) => {
          w.metadata.finalizers = (w.metadata.finalizers ?? []).filter((f: string) => f !== RESOURCE_IN_USE);
        });
      }
      did = true;
    }
    if (this.execDirty.size > 0) {
      const keys = [...this.execDirty];
      this.execDirty.clear();
      for (const k of keys) this.checkExecution(k);
      did = true;
    }
    if (this.dirtyJobs.size > 0) {
      const keys = [...this.dirtyJobs];
      this.dirtyJobs.clear();
      for (const k of keys) {
        const [ns, name] = k.split('/') as [string, string];
        this.syncJob(ns, name);
      }
      did = true;
    }
    if (this.scheduleNeeded) {
      this.scheduleNeeded = false;
      this.schedule();
      did = true;
    }
    if (this.statusNeeded) {
      this.statusNeeded = false;
      this.updateQueueStatuses();
      did = true;
    }
    return did;
  }

  /**
   * Kueue's workload controller for an admitted workload: deactivated by a user (`spec.active: false`) → evicted
   * (`Deactivated`); past `maximumExecutionTimeSeconds` since admission (reconcileMaxExecutionTime) → deactivated
   * and evicted (`DeactivatedDueToMaximumExecutionTimeExceeded`). The job is then stopped and, once no pod is
   * active, the quota released.
   */
  private checkExecution(key: string): void {
    const i = key.indexOf('/');
    const w = this.core.store.get(WL, key.slice(0, i), key.slice(i + 1));
    const timer = this.execTimers.get(key);
    const admittedCond = (w?.status?.conditions ?? []).find(
      (c: { type: string; status: string }) => c.type === 'Admitted' && c.status === 'True',
    );
    if (!w || workloadFinished(w) || !quotaReserved(w) || !admittedCond || hasCondition(w, 'Evicted')) {
      timer?.handle.cancel();
      this.execTimers.delete(key);
      return;
    }
    if (w.spec?.active === false) {
      this.evict(w, 'Deactivated', 'The workload is deactivated');
      return;
    }
    const max = w.spec?.maximumExecutionTimeSeconds;
    if (typeof max !== 'number') return;
    const past = w.status?.accumulatedPastExecutionTimeSeconds ?? 0;
    const due = Date.parse(admittedCond.lastTransitionTime) + (max - past) * 1000;
    if (this.core.now() >= due) {
      this.execTimers.delete(key);
      this.core.store.mutate(WL, w.metadata.namespace, w.metadata.name, (x) => {
        x.spec.active = false;
        if (x.status) delete x.status.accumulatedPastExecutionTimeSeconds;
      });
      this.evict(
        this.core.store.get(WL, w.metadata.namespace, w.metadata.name)!,
        'DeactivatedDueToMaximumExecutionTimeExceeded',
        'The workload is deactivated due to exceeding the maximum execution time',
      );
      return;
    }
    if (timer?.due === due) return;
    timer?.handle.cancel();
    this.execTimers.set(key, {
      due,
      handle: this.core.at(due, () => {
        this.execDirty.add(key);
      }),
    });
  }

  /** Sets `Evicted`; the job controller side stops the job and releases the quota (see syncJob). */
  private evict(w: KubeObject, reason: string, message: string): void {
    const now = this.core.nowTime();
    this.core.store.mutate(WL, w.metadata.namespace, w.metadata.name, (x) => {
      x.status.conditions = setCondition(
        x.status.conditions,
        { type: 'Evicted', status: 'True', reason, message },
        now,
        { observedGeneration: x.metadata.generation },
      );
    });
    const owner = (w.metadata.ownerReferences ?? []).find((r: { kind: string }) => r.kind === 'Job');
    if (owner) this.dirtyJobs.add(`${w.metadata.namespace}/${owner.name}`);
  }

  /** An evicted workload whose job has no active pod left gives its quota back (jobframework, step 6). */
  private releaseEvicted(w: KubeObject): void {
    const now = this.core.nowTime();
    const ev = (w.status?.conditions ?? []).find((c: { type: string }) => c.type === 'Evicted');
    this.core.store.mutate(WL, w.metadata.namespace, w.metadata.name, (x) => {
      delete x.status.admission;
      const extra = { observedGeneration: x.metadata.generation };
      x.status.conditions = setCondition(
        x.status.conditions,
        { type: 'Requeued', status: 'False', reason: ev.reason, message: ev.message },
        now,
        extra,
      );
      x.status.conditions = setCondition(
        x.status.conditions,
        {
          type: 'QuotaReserved',
          status: 'False',
          reason: this.reason('PendingEvaluation'),
          message: ev.message,
        },
        now,
        extra,
      );
      x.status.conditions = setCondition(
        x.status.conditions,
        {
          type: 'Admitted',
          status: 'False',
          reason: 'NoReservation',
          message: 'The workload has no reservation',
        },
        now,
        extra,
      );
    });
    this.scheduleNeeded = true;
    this.statusNeeded = true;
  }

  private workloadOf(job: KubeObject): KubeObject | undefined {
    return this.workloadsOwnedBy(job.metadata.uid).find((w) => !w.metadata.deletionTimestamp);
  }

  private deleteWorkloadsOf(job: KubeObject): void {
    for (const w of this.workloadsOwnedBy(job.metadata.uid)) {
      this.core.store.mutate(WL, w.metadata.namespace, w.metadata.name, (x) => {
        x.metadata.finalizers = (x.metadata.finalizers ?? []).filter((f: string) => f !== RESOURCE_IN_USE);
      });
      this.core.store.delete(WL, w.metadata.namespace, w.metadata.name);
    }
    this.scheduleNeeded = true;
    this.statusNeeded = true;
  }

  static workloadName(job: KubeObject): string {
    const hash = createHash('sha1')
      .update(`Job/batch/${job.metadata.name}/${job.metadata.uid}`)
      .digest('hex')
      .slice(0, 5);
    const prefix = `job-${job.metadata.name}`.slice(0, 253 - 6);
    return `${prefix}-${hash}`;
  }

  private syncJob(namespace: string, name: string): void {
    const job = this.core.store.get(JOBS, namespace, name);
    if (!job || job.metadata.deletionTimestamp) return;
    const queue = job.metadata.labels?.[QUEUE_LABEL];
    if (!queue) return;
    const now = this.core.nowTime();
    let wl = this.workloadOf(job);
    const jobFinished = hasCondition(job, 'Complete') || hasCondition(job, 'Failed');
    if (jobFinished) {
      if (wl && !workloadFinished(wl)) {
        // Kueue's batch/v1 integration finishes the workload with the terminal condition's message
        const terminal = (job.status?.conditions ?? []).find(
          (c: { type: string; status: string }) =>
            (c.type === 'Complete' || c.type === 'Failed') && c.status === 'True',
        );
        const failed = terminal?.type === 'Failed';
        this.core.store.mutate(WL, namespace, wl.metadata.name, (w) => {
          w.status ??= {};
          w.status.conditions = setCondition(
            w.status.conditions,
            {
              type: 'Finished',
              status: 'True',
              reason: failed ? 'Failed' : 'Succeeded',
              message: terminal?.message ?? '',
            },
            now,
            { observedGeneration: w.metadata.generation },
          );
          w.metadata.finalizers = (w.metadata.finalizers ?? []).filter((f: string) => f !== RESOURCE_IN_USE);
        });
      }
      return;
    }
    if (!wl) {
      const spec = job.spec ?? {};
      const count = Math.min(spec.parallelism ?? 1, spec.completions ?? spec.parallelism ?? 1);
      // The priority comes from the WorkloadPriorityClass the job's label names (jobframework ExtractPriority);
      // while that class does not exist, Kueue cannot build the workload and the job stays suspended.
      const wpcName: string | undefined = job.metadata.labels?.[PRIORITY_CLASS_LABEL] || undefined;
      let priority = 0;
      if (wpcName) {
        const wpc = this.core.store.get(WPC, undefined, wpcName);
        if (!wpc) {
          this.waitingForPriorityClass.add(`${namespace}/${name}`);
          return;
        }
        priority = wpc.value ?? 0;
      }
      this.waitingForPriorityClass.delete(`${namespace}/${name}`);
      const maxExec = maxExecutionTimeSeconds(job);
      wl = this.core.createObject(WL, {
        apiVersion: 'kueue.x-k8s.io/v1beta2',
        kind: 'Workload',
        metadata: {
          name: KueueController.workloadName(job),
          namespace,
          labels: { [JOB_UID_LABEL]: job.metadata.uid },
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
          finalizers: [RESOURCE_IN_USE],
        },
        spec: {
          active: true,
          queueName: queue,
          podSets: [
            {
              name: 'main',
              count,
              template: {
                metadata: {
                  ...(spec.template?.metadata?.labels ? { labels: spec.template.metadata.labels } : {}),
                  ...(spec.template?.metadata?.annotations
                    ? { annotations: spec.template.metadata.annotations }
                    : {}),
                },
                spec: structuredClone(spec.template?.spec ?? {}),
              },
            },
          ],
          priority,
          ...(wpcName
            ? { priorityClassRef: { group: 'kueue.x-k8s.io', kind: 'WorkloadPriorityClass', name: wpcName } }
            : {}),
          ...(maxExec !== undefined ? { maximumExecutionTimeSeconds: maxExec } : {}),
        },
      });
      this.scheduleNeeded = true;
      this.statusNeeded = true;
    }
    if (
      quotaReserved(wl) &&
      hasCondition(wl, 'Evicted') &&
      job.spec?.suspend === true &&
      (job.status?.active ?? 0) === 0
    ) {
      this.releaseEvicted(wl);
      wl = this.core.store.get(WL, namespace, wl.metadata.name)!;
    }
    const admitted = hasCondition(wl, 'Admitted') && quotaReserved(wl) && !hasCondition(wl, 'Evicted');
    const suspended = job.spec?.suspend === true;
    if (admitted && suspended) {
      const nodeLabels: Record<string, string> = {};
      const tolerations: unknown[] = [];
      for (const psa of wl.status.admission.podSetAssignments ?? []) {
        for (const flavor of new Set(Object.values((psa.flavors ?? {}) as Record<string, string>))) {
          const rf = this.core.store.get(RF, undefined, flavor);
          Object.assign(nodeLabels, rf?.spec?.nodeLabels ?? {});
          tolerations.push(...(rf?.spec?.tolerations ?? []));
        }
      }
      this.core.store.mutate(JOBS, namespace, name, (j) => {
        j.spec.suspend = false;
        if (Object.keys(nodeLabels).length > 0) {
          j.spec.template.spec.nodeSelector = { ...(j.spec.template.spec.nodeSelector ?? {}), ...nodeLabels };
        }
        if (tolerations.length > 0) {
          const have: unknown[] = j.spec.template.spec.tolerations ?? [];
          const add = tolerations.filter((t) => !have.some((h) => JSON.stringify(h) === JSON.stringify(t)));
          if (add.length > 0) j.spec.template.spec.tolerations = [...have, ...add];
        }
      });
    } else if (!admitted && !suspended) {
      // Stopping the job restores the pod template's scheduling directives the workload recorded (Kueue's
      // RestorePodSetsInfo): the flavor's nodeSelector and tolerations come off again.
      const original = wl.spec?.podSets?.[0]?.template?.spec ?? {};
      this.core.store.mutate(JOBS, namespace, name, (j) => {
        j.spec.suspend = true;
        const t = j.spec.template.spec;
        if (original.nodeSelector) t.nodeSelector = structuredClone(original.nodeSelector);
        else delete t.nodeSelector;
        if (original.tolerations) t.tolerations = structuredClone(original.tolerations);
        else delete t.tolerations;
      });
    }
  }

  private clusterQueueProblem(cq: KubeObject): { reason: string; message: string } | undefined {
    const stop = cq.spec?.stopPolicy;
    if (stop === 'Hold' || stop === 'HoldAndDrain')
      return { reason: 'Stopped', message: "Can't admit new workloads: is stopped." };
    const missing: string[] = [];
    for (const rg of cq.spec?.resourceGroups ?? []) {
      for (const f of rg.flavors ?? [])
        if (!this.core.store.get(RF, undefined, f.name) && !missing.includes(f.name)) missing.push(f.name);
    }
    if (missing.length > 0)
      return {
        reason: 'FlavorNotFound',
        message: `Can't admit new workloads: references missing ResourceFlavor(s): ${missing.join(', ')}.`,
      };
    return undefined;
  }

  /** Quota arithmetic for one ClusterQueue, including what it may borrow from its cohort. */
  private quotaView(cq: KubeObject, usageByCq: Map<string, Amounts>) {
    const nominal = (
      q: KubeObject,
      f: string,
      r: string,
    ): { nominal: number; borrowingLimit?: number; lendingLimit?: number } | undefined => {
      for (const rg of q.spec?.resourceGroups ?? []) {
        for (const fl of rg.flavors ?? []) {
          if (fl.name !== f) continue;
          for (const res of fl.resources ?? []) {
            if (res.name !== r) continue;
            return {
              nominal: resourceAmount(r, res.nominalQuota ?? 0),
              borrowingLimit:
                res.borrowingLimit !== undefined ? resourceAmount(r, res.borrowingLimit) : undefined,
              lendingLimit: res.lendingLimit !== undefined ? resourceAmount(r, res.lendingLimit) : undefined,
            };
          }
        }
      }
      return undefined;
    };
    const cohort: string | undefined = cq.spec?.cohortName;
    const peers = cohort
      ? this.core.store
          .list(CQ)
          .filter((o) => o.metadata.name !== cq.metadata.name && o.spec?.cohortName === cohort)
      : [];
    const usage = usageByCq.get(cq.metadata.name) ?? new Map();
    const lendable = (f: string, r: string) => {
      let unused = 0;
      let capacity = 0;
      for (const p of peers) {
        const q = nominal(p, f, r);
        if (!q) continue;
        const lend = Math.min(q.lendingLimit ?? q.nominal, q.nominal);
        capacity += lend;
        const used = usageByCq.get(p.metadata.name)?.get(fk(f, r)) ?? 0;
        const usedOfLendable = Math.max(0, used - (q.nominal - lend));
        unused += Math.max(0, lend - usedOfLendable);
      }
      return { unused, capacity };
    };
    return {
      covered: (r: string) =>
        (cq.spec?.resourceGroups ?? []).findIndex((rg: { coveredResources?: string[] }) =>
          (rg.coveredResources ?? []).includes(r),
        ),
      group: (i: number) =>
        cq.spec.resourceGroups[i] as { coveredResources: string[]; flavors: { name: string }[] },
      nominal: (f: string, r: string) => nominal(cq, f, r)?.nominal ?? 0,
      used: (f: string, r: string) => usage.get(fk(f, r)) ?? 0,
      maxCapacity: (f: string, r: string) => {
        const q = nominal(cq, f, r);
        if (!q) return 0;
        if (!cohort) return q.nominal;
        const { capacity } = lendable(f, r);
        return q.nominal + Math.min(q.borrowingLimit ?? Number.POSITIVE_INFINITY, capacity);
      },
      available: (f: string, r: string) => {
        const q = nominal(cq, f, r);
        if (!q) return 0;
        const used = usage.get(fk(f, r)) ?? 0;
        if (!cohort) return q.nominal - used;
        const { unused } = lendable(f, r);
        const borrowedNow = Math.max(0, used - q.nominal);
        const canBorrow = Math.min((q.borrowingLimit ?? Number.POSITIVE_INFINITY) - borrowedNow, unused);
        return Math.max(0, q.nominal - used) + Math.max(0, canBorrow);
      },
    };
  }

  private usage(): Map<string, Amounts> {
    const byCq = new Map<string, Amounts>();
    for (const w of this.core.store.list(WL)) {
      if (!quotaReserved(w) || workloadFinished(w)) continue;
      const cqName = w.status.admission.clusterQueue as string;
      const m = byCq.get(cqName) ?? new Map<string, number>();
      for (const psa of w.status.admission.podSetAssignments ?? []) {
        for (const [r, q] of Object.entries((psa.resourceUsage ?? {}) as Record<string, string>)) {
          const f = psa.flavors?.[r];
          if (!f) continue;
          m.set(fk(f, r), (m.get(fk(f, r)) ?? 0) + resourceAmount(r, q));
        }
      }
      byCq.set(cqName, m);
    }
    return byCq;
  }

  private setPending(
    wl: KubeObject,
    reason: string,
    message: string,
    requests?: Record<string, string>[],
  ): void {
    const now = this.core.nowTime();
    this.core.store.mutate(WL, wl.metadata.namespace, wl.metadata.name, (w) => {
      w.status ??= {};
      const extra = { observedGeneration: w.metadata.generation };
      w.status.conditions = setCondition(
        w.status.conditions,
        { type: 'QuotaReserved', status: 'False', reason: this.reason(reason), message },
        now,
        extra,
      );
      if (this.gates.UnadmittedWorkloadsObservability)
        w.status.conditions = setCondition(
          w.status.conditions,
          {
            type: 'Admitted',
            status: 'False',
            reason: 'NoReservation',
            message: 'The workload has no reservation',
          },
          now,
          extra,
        );
      if (requests)
        w.status.resourceRequests = requests.map((resources, i) => ({
          name: w.spec.podSets[i]?.name ?? 'main',
          resources,
        }));
    });
  }

  /** The scheduler: admits pending workloads whose pod sets fit a flavor's free quota, in queue order. */
  private schedule(): void {
    const lqs = new Map<string, KubeObject>();
    for (const lq of this.core.store.list(LQ)) lqs.set(`${lq.metadata.namespace}/${lq.metadata.name}`, lq);
    const pendingByCq = new Map<string, KubeObject[]>();
    for (const w of this.core.store.list(WL)) {
      if (quotaReserved(w) || workloadFinished(w) || w.metadata.deletionTimestamp || w.spec?.active === false)
        continue;
      const lq = lqs.get(`${w.metadata.namespace}/${w.spec?.queueName}`);
      if (!lq) {
        this.setPending(w, 'Misconfigured', `LocalQueue ${w.spec?.queueName} doesn't exist`);
        continue;
      }
      if (lq.spec?.stopPolicy === 'Hold' || lq.spec?.stopPolicy === 'HoldAndDrain') {
        this.setPending(w, 'Suspended', `LocalQueue ${w.spec?.queueName} is inactive`);
        continue;
      }
      const cqName = lq.spec?.clusterQueue as string;
      const cq = this.core.store.get(CQ, undefined, cqName);
      if (!cq) {
        this.setPending(w, 'Misconfigured', `ClusterQueue ${cqName} doesn't exist`);
        continue;
      }
      if (this.clusterQueueProblem(cq)) {
        this.setPending(w, 'Suspended', `ClusterQueue ${cqName} is inactive`);
        continue;
      }
      const list = pendingByCq.get(cqName) ?? [];
      list.push(w);
      pendingByCq.set(cqName, list);
    }
    this.drainStopped();
    if (pendingByCq.size === 0) return;
    const usage = this.usage();
    for (const [cqName, pending] of pendingByCq) {
      const cq = this.core.store.get(CQ, undefined, cqName)!;
      pending.sort(this.order);
      const strict = cq.spec?.queueingStrategy === 'StrictFIFO';
      for (const wl of pending) {
        const view = this.quotaView(cq, usage);
        const res = assignFlavors(wl, view, (name) => this.core.store.get(RF, undefined, name));
        if (res.fit) {
          const cqUsage = usage.get(cqName) ?? new Map<string, number>();
          for (const psa of res.assignments) {
            for (const [r, f] of Object.entries(psa.flavors))
              cqUsage.set(fk(f, r), (cqUsage.get(fk(f, r)) ?? 0) + psa.amounts[r]!);
          }
          usage.set(cqName, cqUsage);
          this.admit(wl, cqName, res.assignments, res.requests);
        } else {
          this.setPending(wl, res.reason, res.message, res.requests);
          if (strict) break;
        }
      }
    }
  }

  private admit(
    wl: KubeObject,
    cqName: string,
    assignments: {
      name: string;
      count: number;
      flavors: Record<string, string>;
      amounts: Record<string, number>;
    }[],
    requests: Record<string, string>[],
  ): void {
    const now = this.core.nowTime();
    this.core.store.mutate(WL, wl.metadata.namespace, wl.metadata.name, (w) => {
      w.status ??= {};
      w.status.admission = {
        clusterQueue: cqName,
        podSetAssignments: assignments.map((a) => ({
          name: a.name,
          flavors: a.flavors,
          resourceUsage: Object.fromEntries(
            Object.entries(a.amounts).map(([r, v]) => [r, formatAmount(r, v)]),
          ),
          count: a.count,
        })),
      };
      const extra = { observedGeneration: w.metadata.generation };
      w.status.conditions = setCondition(
        w.status.conditions,
        {
          type: 'QuotaReserved',
          status: 'True',
          reason: 'QuotaReserved',
          message: `Quota reserved in ClusterQueue ${cqName}`,
        },
        now,
        extra,
      );
      w.status.conditions = setCondition(
        w.status.conditions,
        { type: 'Admitted', status: 'True', reason: 'Admitted', message: 'The workload is admitted' },
        now,
        extra,
      );
      w.status.conditions = (w.status.conditions as { type: string }[]).filter((c) => c.type !== 'Evicted');
      w.status.resourceRequests = requests.map((resources, i) => ({
        name: w.spec.podSets[i]?.name ?? 'main',
        resources,
      }));
    });
  }

  /** stopPolicy HoldAndDrain evicts admitted workloads. */
  private drainStopped(): void {
    const now = this.core.nowTime();
    for (const w of this.core.store.list(WL)) {
      if (!quotaReserved(w) || workloadFinished(w)) continue;
      const cq = this.core.store.get(CQ, undefined, w.status.admission.clusterQueue);
      if (cq?.spec?.stopPolicy !== 'HoldAndDrain') continue;
      this.core.store.mutate(WL, w.metadata.namespace, w.metadata.name, (x) => {
        delete x.status.admission;
        const extra = { observedGeneration: x.metadata.generation };
        x.status.conditions = setCondition(
          x.status.conditions,
          {
            type: 'Evicted',
            status: 'True',
            reason: 'ClusterQueueStopped',
            message: 'The ClusterQueue is stopped',
          },
          now,
          extra,
        );
        x.status.conditions = setCondition(
          x.status.conditions,
          {
            type: 'QuotaReserved',
            status: 'False',
            reason: this.reason('PendingEvaluation'),
            message: 'The ClusterQueue is stopped',
          },
          now,
          extra,
        );
        x.status.conditions = setCondition(
          x.status.conditions,
          {
            type: 'Admitted',
            status: 'False',
            reason: 'NoReservation',
            message: 'The workload has no reservation',
          },
          now,
          extra,
        );
      });
    }
  }

  private updateQueueStatuses(): void {
    const now = this.core.nowTime();
    const usage = this.usage();
    const lqs = this.core.store.list(LQ);
    const lqToCq = new Map<string, string>();
    for (const lq of lqs) lqToCq.set(`${lq.metadata.namespace}/${lq.metadata.name}`, lq.spec?.clusterQueue);
    const counts = new Map<string, { pending: number; reserving: number; admitted: number }>();
    const lqCounts = new Map<
      string,
      { pending: number; reserving: number; admitted: number; usage: Amounts }
    >();
    for (const w of this.core.store.list(WL)) {
      if (workloadFinished(w) || w.metadata.deletionTimestamp) continue;
      const lqKey = `${w.metadata.namespace}/${w.spec?.queueName}`;
      const cqName = quotaReserved(w) ? w.status.admission.clusterQueue : lqToCq.get(lqKey);
      const bump = (
        m: Map<string, { pending: number; reserving: number; admitted: number }>,
        k: string | undefined,
      ) => {
        if (!k) return;
        const c = m.get(k) ?? { pending: 0, reserving: 0, admitted: 0 };
        if (quotaReserved(w)) {
          c.reserving++;
          if (hasCondition(w, 'Admitted')) c.admitted++;
        } else if (w.spec?.active !== false) c.pending++;
        m.set(k, c);
      };
      bump(counts, cqName);
      if (lqToCq.has(lqKey)) {
        const c = lqCounts.get(lqKey) ?? { pending: 0, reserving: 0, admitted: 0, usage: new Map() };
        lqCounts.set(lqKey, c);
        bump(
          lqCounts as unknown as Map<string, { pending: number; reserving: number; admitted: number }>,
          lqKey,
        );
        if (quotaReserved(w)) {
          for (const psa of w.status.admission.podSetAssignments ?? []) {
            for (const [r, q] of Object.entries((psa.resourceUsage ?? {}) as Record<string, string>)) {
              const f = psa.flavors?.[r];
              if (f) c.usage.set(fk(f, r), (c.usage.get(fk(f, r)) ?? 0) + resourceAmount(r, q));
            }
          }
        }
      }
    }
    for (const cq of this.core.store.list(CQ)) {
      const u = usage.get(cq.metadata.name) ?? new Map<string, number>();
      const c = counts.get(cq.metadata.name) ?? { pending: 0, reserving: 0, admitted: 0 };
      const flavorsUsage = (cq.spec?.resourceGroups ?? []).flatMap(
        (rg: {
          coveredResources?: string[];
          flavors?: { name: string; resources?: { name: string; nominalQuota?: string }[] }[];
        }) =>
          (rg.flavors ?? []).map((f) => ({
            name: f.name,
            resources: (rg.coveredResources ?? []).map((r) => {
              const total = u.get(fk(f.name, r)) ?? 0;
              const nominalQ = (f.resources ?? []).find((x) => x.name === r)?.nominalQuota;
              const nominal = nominalQ !== undefined ? resourceAmount(r, nominalQ) : 0;
              return {
                name: r,
                total: formatAmount(r, total),
                borrowed: formatAmount(r, Math.max(0, total - nominal)),
              };
            }),
          })),
      );
      const problem = this.clusterQueueProblem(cq);
      this.core.store.mutate(CQ, undefined, cq.metadata.name, (q) => {
        const prevConds = q.status?.conditions;
        q.status = {
          ...(q.status ?? {}),
          flavorsReservation: flavorsUsage,
          flavorsUsage,
          pendingWorkloads: c.pending,
          reservingWorkloads: c.reserving,
          admittedWorkloads: c.admitted,
        };
        q.status.conditions = setCondition(
          prevConds,
          problem
            ? { type: 'Active', status: 'False', ...problem }
            : { type: 'Active', status: 'True', reason: 'Ready', message: 'Can admit new workloads' },
          now,
          { observedGeneration: q.metadata.generation },
        );
      });
    }
    for (const lq of lqs) {
      const key = `${lq.metadata.namespace}/${lq.metadata.name}`;
      const c = lqCounts.get(key) ?? {
        pending: 0,
        reserving: 0,
        admitted: 0,
        usage: new Map<string, number>(),
      };
      const cq = this.core.store.get(CQ, undefined, lq.spec?.clusterQueue);
      const flavors = cq
        ? (cq.spec?.resourceGroups ?? []).flatMap(
            (rg: { coveredResources?: string[]; flavors?: { name: string }[] }) =>
              (rg.flavors ?? []).map((f) => ({
                name: f.name,
                resources: (rg.coveredResources ?? []).map((r) => ({
                  name: r,
                  total: formatAmount(r, c.usage.get(fk(f.name, r)) ?? 0),
                })),
              })),
          )
        : [];
      let cond: { type: string; status: string; reason: string; message: string };
      if (lq.spec?.stopPolicy === 'Hold' || lq.spec?.stopPolicy === 'HoldAndDrain')
        cond = { type: 'Active', status: 'False', reason: 'Stopped', message: 'LocalQueue is stopped' };
      else if (!cq)
        cond = {
          type: 'Active',
          status: 'False',
          reason: 'ClusterQueueDoesNotExist',
          message: "Can't submit new workloads to clusterQueue",
        };
      else if (this.clusterQueueProblem(cq))
        cond = {
          type: 'Active',
          status: 'False',
          reason: 'ClusterQueueIsInactive',
          message: "Can't submit new workloads to clusterQueue",
        };
      else
        cond = {
          type: 'Active',
          status: 'True',
          reason: 'Ready',
          message: 'Can submit new workloads to localQueue',
        };
      this.core.store.mutate(LQ, lq.metadata.namespace, lq.metadata.name, (q) => {
        const prevConds = q.status?.conditions;
        q.status = {
          ...(q.status ?? {}),
          pendingWorkloads: c.pending,
          reservingWorkloads: c.reserving,
          admittedWorkloads: c.admitted,
          flavorsReservation: flavors,
          flavorsUsage: flavors,
        };
        q.status.conditions = setCondition(prevConds, cond, now, {
          observedGeneration: q.metadata.generation,
        });
      });
    }
  }
}
