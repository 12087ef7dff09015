import { setCondition } from '../../cluster-core.ts';
import { formatAmount } from '../../quantity.ts';
import type { KubeObject } from '../../store.ts';
import type { KueueContext } from './context.ts';
import {
  type AssignPolicy,
  type AssignResult,
  assignFlavors,
  type PodSetAssignment,
} from './flavor-assigner.ts';
import type { Preemptor } from './preemption.ts';
import { isQueued, type QueueOrder } from './queue-order.ts';
import { clusterQueueProblem } from './queue-status.ts';
import { type AdmittedWorkload, type ClusterQueueNode, QuotaSnapshot } from './quota.ts';
import type { WorkloadController } from './workload-controller.ts';
import { type Amounts, CQ, fk, LQ, RF, WL, workloadKey } from './workloads.ts';

/** What an assignment reserves per `flavor/resource` (Kueue's Assignment.Usage.Quota). */
function totals(assignments: PodSetAssignment[]): Amounts {
  const m: Amounts = new Map();
  for (const psa of assignments)
    for (const [r, f] of Object.entries(psa.flavors))
      m.set(fk(f, r), (m.get(fk(f, r)) ?? 0) + psa.amounts[r]!);
  return m;
}

/**
 * Kueue's scheduler (pkg/scheduler/scheduler.go): per ClusterQueue, its queued workloads in queue order get a
 * flavor assignment against the quota left; those that fit are admitted (quota reserved, `Admitted`); those that
 * need room preempt what the preemptor finds and wait for it (`WaitingForPreemptedWorkloads`); the others get
 * `QuotaReserved=False` with the assigner's reason and message. StrictFIFO stops at the first not admitted.
 */
export class Scheduler {
  constructor(
    private readonly ctx: KueueContext,
    private readonly queues: QueueOrder,
    private readonly workloads: WorkloadController,
    readonly preemptor: Preemptor,
  ) {}

  private setPending(
    wl: KubeObject,
    reason: string,
    message: string,
    requests?: Record<string, string>[],
  ): void {
    const now = this.ctx.core.nowTime();
    this.ctx.core.store.mutate(WL, wl.metadata.namespace, wl.metadata.name, (w) => {
      w.status ??= {};
      const extra = { observedGeneration: w.metadata.generation };
      w.status.conditions = setCondition(
        w.status.conditions,
        { type: 'QuotaReserved', status: 'False', reason: this.ctx.reason(reason), message },
        now,
        extra,
      );
      if (this.ctx.gates.UnadmittedWorkloadsObservability)
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
  schedule(): void {
    const lqs = new Map<string, KubeObject>();
    for (const lq of this.ctx.core.store.list(LQ))
      lqs.set(`${lq.metadata.namespace}/${lq.metadata.name}`, lq);
    const pendingByCq = new Map<string, KubeObject[]>();
    for (const w of this.ctx.core.store.list(WL)) {
      if (!isQueued(w)) continue;
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
      const cq = this.ctx.core.store.get(CQ, undefined, cqName);
      if (!cq) {
        this.setPending(w, 'Misconfigured', `ClusterQueue ${cqName} doesn't exist`);
        continue;
      }
      if (clusterQueueProblem(this.ctx.core.store, cq)) {
        this.setPending(w, 'Suspended', `ClusterQueue ${cqName} is inactive`);
        continue;
      }
      const list = pendingByCq.get(cqName) ?? [];
      list.push(w);
      pendingByCq.set(cqName, list);
    }
    this.workloads.drainStopped();
    if (pendingByCq.size === 0) return;
    const store = this.ctx.core.store;
    const snap = new QuotaSnapshot(store);
    // Workloads whose preemption this pass issued, by key (Kueue's PreemptedWorkloads of a cycle).
    const preempted = new Map<string, AdmittedWorkload>();
    // Kueue's scheduling cycles: each takes the head of every ClusterQueue, assigns flavors on the same snapshot,
    // then handles them with those not borrowing first, then by priority and age. A ClusterQueue moves on to its
    // next workload after an admission, or (BestEffortFIFO) after one that cannot be admitted; one waiting for its
    // preemptions, or any not admitted under StrictFIFO, holds it for this pass.
    const queues = [...pendingByCq].map(([cqName, list]) => ({
      node: snap.clusterQueue(cqName)!,
      list: list.sort(this.queues.compare),
      next: 0,
      held: false,
    }));
    for (;;) {
      const entries = [];
      for (const q of queues) {
        if (q.held || q.next >= q.list.length) continue;
        const wl = q.list[q.next]!;
        const res = assignFlavors(
          wl,
          snap.view(q.node),
          (name) => store.get(RF, undefined, name),
          this.policy(q.node, (f, r, val) => this.preemptor.simulate(snap, wl, q.node, fk(f, r), val)),
        );
        const borrows = res.fit ? res.borrows : (res.preempt?.borrows ?? 0);
        entries.push({ q, wl, res, borrows });
      }
      if (entries.length === 0) break;
      entries.sort((a, b) => a.borrows - b.borrows || this.queues.compare(a.wl, b.wl));
      for (const { q, wl, res } of entries) {
        const strict = q.node.object.spec?.queueingStrategy === 'StrictFIFO';
        let outcome: 'admitted' | 'preempting' | 'waiting' = 'waiting';
        if (res.fit) {
          const usage = totals(res.assignments);
          if ([...usage].every(([fr, v]) => snap.available(q.node, fr) >= v)) {
            snap.addUsage(q.node, usage);
            this.admit(wl, q.node.name, res.assignments, res.requests);
            outcome = 'admitted';
          } else
            this.setPending(
              wl,
              'WaitingForQuota',
              'Workload no longer fits after processing another workload',
              res.requests,
            );
        } else if (res.preempt) {
          if (this.preemptFor(wl, q.node, res, snap, preempted)) outcome = 'preempting';
        } else this.setPending(wl, res.reason, res.message, res.requests);
        if (outcome === 'admitted' || (outcome === 'waiting' && !strict)) q.next++;
        else q.held = true;
      }
    }
  }

  /** The assigner's policy from the ClusterQueue's flavorFungibility and preemption settings. */
  private policy(
    node: ClusterQueueNode,
    simulatePreemption: AssignPolicy['simulatePreemption'],
  ): AssignPolicy {
    const ff = node.object.spec?.flavorFungibility ?? {};
    return {
      whenCanBorrow: ff.whenCanBorrow ?? 'MayStopSearch',
      whenCanPreempt: ff.whenCanPreempt ?? 'TryNextFlavor',
      preference: ff.preference,
      canPreemptWhileBorrowing: this.preemptor.canPreemptWhileBorrowing(node),
      simulatePreemption,
    };
  }

  /**
   * A workload in Kueue's Preempt mode: without candidates it waits for quota; with targets that overlap those of
   * an earlier workload of this pass, or that no longer make room, it is skipped; else the targets are preempted
   * and it waits for them (its usage counted in this pass, so later workloads do not take the room).
   */
  private preemptFor(
    wl: KubeObject,
    node: ClusterQueueNode,
    res: Extract<AssignResult, { fit: false }>,
    snap: QuotaSnapshot,
    preempted: Map<string, AdmittedWorkload>,
  ): boolean {
    const requests = totals(res.preempt!.assignments);
    const targets = this.preemptor.getTargets(snap, {
      preemptor: wl,
      cq: node,
      needPreemption: res.preempt!.needPreemption,
      requests,
    });
    if (targets.length === 0) {
      this.setPending(wl, 'WaitingForQuota', res.message, res.requests);
      return false;
    }
    if (targets.some((t) => preempted.has(workloadKey(t.admitted.workload)))) {
      this.setPending(
        wl,
        'WaitingForQuota',
        'Workload has overlapping preemption targets with another workload',
        res.requests,
      );
      return false;
    }
    const removed = [...preempted.values(), ...targets.map((t) => t.admitted)];
    for (const r of removed) snap.removeWorkload(r);
    let fits = true;
    for (const [fr, v] of requests) if (snap.available(node, fr) < v) fits = false;
    for (const r of removed) snap.addWorkload(r);
    if (!fits) {
      this.setPending(
        wl,
        'WaitingForQuota',
        'Workload no longer fits after processing another workload',
        res.requests,
      );
      return false;
    }
    for (const t of targets) preempted.set(workloadKey(t.admitted.workload), t.admitted);
    snap.addUsage(node, requests);
    const n = this.preemptor.issuePreemptions(wl, node, targets, snap);
    this.setPending(
      wl,
      'WaitingForPreemptedWorkloads',
      `${res.message}. Pending the preemption of ${n} workload(s)`,
      res.requests,
    );
    return true;
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
    const now = this.ctx.core.nowTime();
    this.ctx.core.store.mutate(WL, wl.metadata.namespace, wl.metadata.name, (w) => {
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
      // Kueue's SetQuotaReservation: an eviction and preemption of before are kept, as no longer active.
      for (const type of ['Evicted', 'Preempted']) {
        const prev = (w.status.conditions as { type: string; status: string; message: string }[]).find(
          (c) => c.type === type,
        );
        if (prev?.status === 'True')
          w.status.conditions = setCondition(
            w.status.conditions,
            { type, status: 'False', reason: 'QuotaReserved', message: `Previously: ${prev.message}` },
            now,
            extra,
          );
      }
      w.status.resourceRequests = requests.map((resources, i) => ({
        name: w.spec.podSets[i]?.name ?? 'main',
        resources,
      }));
    });
  }

  /** stopPolicy HoldAndDrain evicts admitted workloads. */
}
