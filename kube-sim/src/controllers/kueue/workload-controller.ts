import { hasCondition, setCondition } from '../../cluster-core.ts';
import type { KubeObject, StoreEvent } from '../../store.ts';
import type { KueueContext } from './context.ts';
import {
  CQ,
  ownerJobKey,
  patchAdmissionStatus,
  quotaReserved,
  RESOURCE_IN_USE,
  WL,
  workloadFinished,
  workloadKey,
} from './workloads.ts';

/**
 * Kueue's workload controller (pkg/controller/core/workload_controller.go) for admitted workloads: deactivation,
 * maximum execution time, a stopped ClusterQueue's drain, the release of an evicted workload's quota once its job
 * is stopped, and the `resource-in-use` finalizer of a deleted workload.
 */
export class WorkloadController {
  private readonly pendingFinalize = new Set<string>();
  /** Workloads to check against their maximum execution time or deactivation. */
  private readonly execDirty = new Set<string>();
  private readonly execTimers = new Map<string, { due: number; handle: { cancel(): void } }>();

  constructor(private readonly ctx: KueueContext) {}

  observe(ev: StoreEvent): void {
    const o = ev.object;
    const key = workloadKey(o);
    if (ev.type === 'DELETED') {
      this.execTimers.get(key)?.handle.cancel();
      this.execTimers.delete(key);
    } else if (o.spec?.maximumExecutionTimeSeconds !== undefined || o.spec?.active === false)
      this.execDirty.add(key);
    if (ev.type === 'MODIFIED' && o.metadata.deletionTimestamp && !ev.previous?.metadata.deletionTimestamp)
      this.pendingFinalize.add(key);
  }

  /** Records workloads loaded without events. */
  resync(w: KubeObject): void {
    if (w.spec?.maximumExecutionTimeSeconds !== undefined || w.spec?.active === false)
      this.execDirty.add(workloadKey(w));
  }

  /** One pass over what changed; true when it did something. */
  work(): boolean {
    let did = false;
    if (this.pendingFinalize.size > 0) {
      const keys = [...this.pendingFinalize];
      this.pendingFinalize.clear();
      for (const k of keys) {
        const [ns, name] = k.split('/') as [string, string];
        this.ctx.core.store.mutate(WL, ns, name, (w) => {
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
    return did;
  }

  private checkExecution(key: string): void {
    const i = key.indexOf('/');
    const w = this.ctx.core.store.get(WL, key.slice(0, i), key.slice(i + 1));
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
    if (this.ctx.core.now() >= due) {
      this.execTimers.delete(key);
      this.ctx.core.store.mutate(WL, w.metadata.namespace, w.metadata.name, (x) => {
        x.spec.active = false;
        if (x.status) delete x.status.accumulatedPastExecutionTimeSeconds;
      });
      this.evict(
        this.ctx.core.store.get(WL, w.metadata.namespace, w.metadata.name)!,
        'Deactivated',
        'The workload is deactivated due to exceeding the maximum execution time',
        { underlyingCause: 'MaximumExecutionTimeExceeded' },
      );
      return;
    }
    if (timer?.due === due) return;
    timer?.handle.cancel();
    this.execTimers.set(key, {
      due,
      handle: this.ctx.core.at(due, () => {
        this.execDirty.add(key);
      }),
    });
  }

  /**
   * Sets `Evicted` (after what `prepare` writes, as Kueue's Evict with a custom prepare) and counts the eviction in
   * `status.schedulingStats.evictions`; the job integration stops the job and releases the quota (see
   * JobIntegration.syncJob). A deactivation's condition reason carries its cause (`DeactivatedDueTo<cause>`, Kueue's
   * ReasonWithCause); the count keeps them apart.
   */
  evict(
    w: KubeObject,
    reason: string,
    message: string,
    { prepare, underlyingCause = '' }: { prepare?: (x: KubeObject) => void; underlyingCause?: string } = {},
  ): void {
    const now = this.ctx.core.nowTime();
    const conditionReason =
      reason === 'Deactivated' && underlyingCause ? `${reason}DueTo${underlyingCause}` : reason;
    patchAdmissionStatus(this.ctx.core.store, w.metadata.namespace, w.metadata.name, (x) => {
      prepare?.(x);
      x.status.conditions = setCondition(
        x.status.conditions,
        { type: 'Evicted', status: 'True', reason: conditionReason, message },
        now,
        { observedGeneration: x.metadata.generation },
      );
      countEviction(x, reason, underlyingCause);
    });
    const job = ownerJobKey(w);
    if (job) this.ctx.syncJob(job);
  }

  /** An evicted workload whose job has no active pod left gives its quota back (jobframework, step 6). */
  releaseEvicted(w: KubeObject): void {
    const now = this.ctx.core.nowTime();
    const ev = (w.status?.conditions ?? []).find((c: { type: string }) => c.type === 'Evicted');
    patchAdmissionStatus(this.ctx.core.store, w.metadata.namespace, w.metadata.name, (x) => {
      delete x.status.admission;
      const extra = { observedGeneration: x.metadata.generation };
      x.status.conditions = setCondition(
        x.status.conditions,
        // Kueue requeues at once only after a preemption (or a node failure); other evictions wait (deactivated,
        // stopped queues).
        {
          type: 'Requeued',
          status: ev.reason === 'Preempted' || ev.reason === 'NodeFailures' ? 'True' : 'False',
          reason: ev.reason,
          message: ev.message,
        },
        now,
        extra,
      );
      this.#unsetQuotaReservation(x, ev.message, now);
    });
    this.ctx.requestPass();
  }

  /**
   * Kueue's UnsetQuotaReservationWithCondition: QuotaReserved False (pending evaluation), Admitted False; the time
   * it was admitted is added to `accumulatedPastExecutionTimeSeconds` (whole seconds, as SyncAdmittedCondition).
   */
  #unsetQuotaReservation(x: KubeObject, message: string, now: string): void {
    const extra = { observedGeneration: x.metadata.generation };
    const admitted = (x.status.conditions ?? []).find(
      (c: { type: string; status: string }) => c.type === 'Admitted' && c.status === 'True',
    );
    if (admitted) {
      const d = Math.max(
        0,
        Math.trunc((this.ctx.core.now() - Date.parse(admitted.lastTransitionTime)) / 1000),
      );
      x.status.accumulatedPastExecutionTimeSeconds = (x.status.accumulatedPastExecutionTimeSeconds ?? 0) + d;
    }
    x.status.conditions = setCondition(
      x.status.conditions,
      { type: 'QuotaReserved', status: 'False', reason: this.ctx.reason('PendingEvaluation'), message },
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
  }

  drainStopped(): void {
    const now = this.ctx.core.nowTime();
    for (const w of this.ctx.core.store.list(WL)) {
      if (!quotaReserved(w) || workloadFinished(w)) continue;
      const cq = this.ctx.core.store.get(CQ, undefined, w.status.admission.clusterQueue);
      if (cq?.spec?.stopPolicy !== 'HoldAndDrain') continue;
      patchAdmissionStatus(this.ctx.core.store, w.metadata.namespace, w.metadata.name, (x) => {
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
        countEviction(x, 'ClusterQueueStopped', '');
        this.#unsetQuotaReservation(x, 'The ClusterQueue is stopped', now);
      });
    }
  }
}

/** Kueue's workloadEvictionStateInc: one count per (reason, underlying cause) in `status.schedulingStats`. */
function countEviction(x: KubeObject, reason: string, underlyingCause: string): void {
  x.status.schedulingStats ??= {};
  x.status.schedulingStats.evictions ??= [];
  const evictions: { reason: string; underlyingCause: string; count: number }[] =
    x.status.schedulingStats.evictions;
  const entry = evictions.find((e) => e.reason === reason && e.underlyingCause === underlyingCause);
  if (entry) entry.count++;
  else evictions.push({ count: 1, reason, underlyingCause });
}
