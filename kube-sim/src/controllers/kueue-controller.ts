import type { ClusterCore, Controller } from '../cluster-core.ts';
import { hasCondition } from '../cluster-core.ts';
import type { KubeObject, StoreEvent } from '../store.ts';
import type { KueueContext } from './kueue/context.ts';
import { DEFAULT_KUEUE_FEATURE_GATES, type KueueFeatureGates, reasonUnder } from './kueue/feature-gates.ts';
import { JobIntegration } from './kueue/job-integration.ts';
import { Preemptor } from './kueue/preemption.ts';
import { QueueOrder } from './kueue/queue-order.ts';
import { updateQueueStatuses } from './kueue/queue-status.ts';
import { Scheduler } from './kueue/scheduler.ts';
import { WorkloadController } from './kueue/workload-controller.ts';
import { CQ, JOBS, LQ, ownerJobKey, QUEUE_LABEL, quotaReserved, RF, WL, WPC } from './kueue/workloads.ts';

export { DEFAULT_KUEUE_FEATURE_GATES, type KueueFeatureGates } from './kueue/feature-gates.ts';
export { queueOrder } from './kueue/queue-order.ts';
export { PRIORITY_CLASS_LABEL, QUEUE_LABEL } from './kueue/workloads.ts';

/**
 * Kueue for batch/v1 Jobs, split along Kueue's own packages (under `kueue/`): the job integration
 * (jobframework), the workload controller (pkg/controller/core), queue order (pkg/cache/queue), quota and flavor
 * assignment (pkg/cache/scheduler, pkg/scheduler/flavorassigner), admission (pkg/scheduler), preemption
 * (pkg/scheduler/preemption) and queue status; the visibility API (api/visibility.ts) reads `pendingWorkloads`.
 * This class routes store events to them and runs their passes.
 */
export class KueueController implements Controller {
  private readonly dirtyJobs = new Set<string>();
  private scheduleNeeded = false;
  private statusNeeded = false;
  private gates: KueueFeatureGates;
  private readonly ctx: KueueContext;
  private readonly queues: QueueOrder;
  private readonly workloads: WorkloadController;
  private readonly jobs: JobIntegration;
  private readonly scheduler: Scheduler;
  private synced = false;

  constructor(
    private readonly core: ClusterCore,
    gates: Partial<KueueFeatureGates> = {},
  ) {
    this.gates = { ...DEFAULT_KUEUE_FEATURE_GATES, ...gates };
    const self = this;
    this.ctx = {
      core,
      get gates() {
        return self.gates;
      },
      reason: (granular) => reasonUnder(this.gates, granular),
      requestPass: () => this.poke(),
      syncJob: (key) => this.dirtyJobs.add(key),
    };
    this.queues = new QueueOrder(core);
    this.workloads = new WorkloadController(this.ctx);
    this.jobs = new JobIntegration(this.ctx, this.workloads);
    this.scheduler = new Scheduler(
      this.ctx,
      this.queues,
      this.workloads,
      new Preemptor(this.ctx, this.workloads),
    );
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

  observe(resource: string, ev: StoreEvent): void {
    const o = ev.object;
    if (resource === JOBS) {
      if (ev.type === 'DELETED') {
        this.jobs.jobDeleted(o);
        return;
      }
      if (o.metadata.labels?.[QUEUE_LABEL] || ev.previous?.metadata.labels?.[QUEUE_LABEL])
        this.dirtyJobs.add(`${o.metadata.namespace}/${o.metadata.name}`);
    } else if (resource === WL) {
      this.jobs.observeWorkload(ev);
      this.queues.observe(ev);
      this.workloads.observe(ev);
      const job = ownerJobKey(o);
      if (job) this.dirtyJobs.add(job);
      this.poke();
    } else if (resource === WPC) {
      for (const k of this.jobs.jobsWaitingForPriorityClass()) this.dirtyJobs.add(k);
    } else if (resource === CQ || resource === LQ || resource === RF) {
      // Status-only writes by this controller do not need another pass.
      if (
        ev.type === 'MODIFIED' &&
        ev.previous &&
        JSON.stringify(ev.previous.spec) === JSON.stringify(o.spec)
      )
        return;
      this.poke();
    }
  }

  /** The pending workloads of a ClusterQueue in queue order (see QueueOrder); undefined when it does not exist. */
  pendingWorkloads(clusterQueue: string): KubeObject[] | undefined {
    return this.queues.pendingWorkloads(clusterQueue);
  }

  /**
   * Rebuilds what this controller keeps beside the store (workloads by owner, timers of maximum execution times,
   * jobs waiting for their WorkloadPriorityClass, the creation order of workloads) from the objects stored — after
   * objects were loaded into the store without events. Also runs once on the first pass.
   */
  resync(): void {
    for (const w of this.core.store.list(WL)) {
      this.jobs.resync(w);
      this.queues.resync(w);
      this.workloads.resync(w);
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

  work(): boolean {
    let did = false;
    if (!this.synced) {
      this.synced = true;
      this.resync();
    }
    if (this.workloads.work()) did = true;
    if (this.dirtyJobs.size > 0) {
      const keys = [...this.dirtyJobs];
      this.dirtyJobs.clear();
      for (const k of keys) {
        const [ns, name] = k.split('/') as [string, string];
        this.jobs.syncJob(ns, name);
      }
      did = true;
    }
    if (this.scheduleNeeded) {
      this.scheduleNeeded = false;
      this.scheduler.schedule();
      did = true;
    }
    if (this.statusNeeded) {
      this.statusNeeded = false;
      updateQueueStatuses(this.core);
      did = true;
    }
    return did;
  }
}
