import { setCondition } from '../../cluster-core.ts';
import { formatAmount } from '../../quantity.ts';
import type { KubeObject } from '../../store.ts';
import type { KueueContext } from './context.ts';
import { assignFlavors } from './flavor-assigner.ts';
import type { Preemptor } from './preemption.ts';
import { isQueued, type QueueOrder } from './queue-order.ts';
import { clusterQueueProblem } from './queue-status.ts';
import { quotaView, usageByClusterQueue } from './quota.ts';
import type { WorkloadController } from './workload-controller.ts';
import { CQ, fk, LQ, RF, WL } from './workloads.ts';

/**
 * Kueue's scheduler (pkg/scheduler/scheduler.go): per ClusterQueue, its queued workloads in queue order get a
 * flavor assignment against the quota left; those that fit are admitted (quota reserved, `Admitted`), the others
 * get `QuotaReserved=False` with the assigner's reason and message (StrictFIFO stops at the first).
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
    const usage = usageByClusterQueue(this.ctx.core.store);
    for (const [cqName, pending] of pendingByCq) {
      const cq = this.ctx.core.store.get(CQ, undefined, cqName)!;
      pending.sort(this.queues.compare);
      const strict = cq.spec?.queueingStrategy === 'StrictFIFO';
      for (const wl of pending) {
        const view = quotaView(this.ctx.core.store, cq, usage);
        const res = assignFlavors(wl, view, (name) => this.ctx.core.store.get(RF, undefined, name));
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
      w.status.conditions = (w.status.conditions as { type: string }[]).filter((c) => c.type !== 'Evicted');
      w.status.resourceRequests = requests.map((resources, i) => ({
        name: w.spec.podSets[i]?.name ?? 'main',
        resources,
      }));
    });
  }

  /** stopPolicy HoldAndDrain evicts admitted workloads. */
}
