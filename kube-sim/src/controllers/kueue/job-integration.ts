import { createHash } from 'node:crypto';
import { hasCondition, setCondition } from '../../cluster-core.ts';
import { dns1123LabelErrors } from '../../names.ts';
import type { KubeObject, StoreEvent } from '../../store.ts';
import type { KueueContext } from './context.ts';
import { jobReclaimablePods, limitToPodSets, sameReclaimable } from './reclaimable.ts';
import type { WorkloadController } from './workload-controller.ts';
import {
  JOB_UID_LABEL,
  JOBS,
  MAX_EXEC_LABEL,
  PRIORITY_CLASS_LABEL,
  patchAdmissionStatus,
  QUEUE_LABEL,
  quotaReserved,
  RESOURCE_IN_USE,
  RF,
  WL,
  WPC,
  workloadFinished,
  workloadKey,
} from './workloads.ts';

/** What Kueue v0.17 puts on an admitted Job's pod template (pkg/controller/constants, apis/kueue/v1beta2). */
const PODSET_LABEL = 'kueue.x-k8s.io/podset';
const LOCAL_QUEUE_LABEL = 'kueue.x-k8s.io/local-queue-name';
const CLUSTER_QUEUE_LABEL = 'kueue.x-k8s.io/cluster-queue-name';
const WORKLOAD_ANNOTATION = 'kueue.x-k8s.io/workload';
/** Set on the Job while Kueue stops it (pkg/controller/jobs/job StoppingAnnotation). */
const STOPPING_ANNOTATION = 'kueue.x-k8s.io/stopping';

/** jobframework MaximumExecutionTimeSecondsForObject: the label as a positive int32, else none. */
function maxExecutionTimeSeconds(job: KubeObject): number | undefined {
  const raw: string | undefined = job.metadata.labels?.[MAX_EXEC_LABEL];
  if (raw === undefined || !/^[+-]?\d+$/.test(raw)) return undefined;
  const v = Number.parseInt(raw, 10);
  return v > 0 && v <= 2147483647 ? v : undefined;
}

/** Kueue's GetWorkloadNameForOwnerWithGVK for a batch/v1 Job: `job-<name>-<hash>`. */
export function workloadName(job: KubeObject): string {
  const hash = createHash('sha1')
    .update(`Job/batch/${job.metadata.name}/${job.metadata.uid}`)
    .digest('hex')
    .slice(0, 5);
  const prefix = `job-${job.metadata.name}`.slice(0, 253 - 6);
  return `${prefix}-${hash}`;
}

/**
 * Kueue's job integration for batch/v1 Jobs (pkg/controller/jobframework reconciler): a queued job gets its
 * workload (priority from its WorkloadPriorityClass), is started when the workload is admitted and stopped when
 * it is not (or evicted), finishes its workload with the job, and takes it along when deleted.
 */
export class JobIntegration {
  /** Queued jobs whose WorkloadPriorityClass does not exist yet. */
  private readonly waitingForPriorityClass = new Set<string>();
  /** Workload keys by owner uid. */
  private readonly workloadIndex = new Map<string, Set<string>>();

  constructor(
    private readonly ctx: KueueContext,
    private readonly workloads: WorkloadController,
  ) {}

  jobDeleted(job: KubeObject): void {
    this.waitingForPriorityClass.delete(`${job.metadata.namespace}/${job.metadata.name}`);
    this.deleteWorkloadsOf(job);
  }

  /** Keeps the owner index current. */
  observeWorkload(ev: StoreEvent): void {
    this.index(ev.object, ev.type === 'DELETED');
  }

  /** Records workloads loaded without events. */
  resync(w: KubeObject): void {
    this.index(w, false);
  }

  private index(o: KubeObject, removed: boolean): void {
    const wlKey = workloadKey(o);
    for (const ref of o.metadata.ownerReferences ?? []) {
      let set = this.workloadIndex.get(ref.uid);
      if (removed) set?.delete(wlKey);
      else {
        if (!set) {
          set = new Set();
          this.workloadIndex.set(ref.uid, set);
        }
        set.add(wlKey);
      }
    }
  }

  /** The jobs waiting for a WorkloadPriorityClass to appear. */
  jobsWaitingForPriorityClass(): Iterable<string> {
    return this.waitingForPriorityClass;
  }

  private workloadsOwnedBy(uid: string): KubeObject[] {
    const out: KubeObject[] = [];
    for (const k of this.workloadIndex.get(uid) ?? []) {
      const i = k.indexOf('/');
      const w = this.ctx.core.store.get(WL, k.slice(0, i), k.slice(i + 1));
      if (w) out.push(w);
    }
    return out;
  }

  private workloadOf(job: KubeObject): KubeObject | undefined {
    return this.workloadsOwnedBy(job.metadata.uid).find((w) => !w.metadata.deletionTimestamp);
  }

  private deleteWorkloadsOf(job: KubeObject): void {
    for (const w of this.workloadsOwnedBy(job.metadata.uid)) {
      this.ctx.core.store.mutate(WL, w.metadata.namespace, w.metadata.name, (x) => {
        x.metadata.finalizers = (x.metadata.finalizers ?? []).filter((f: string) => f !== RESOURCE_IN_USE);
      });
      this.ctx.core.store.delete(WL, w.metadata.namespace, w.metadata.name);
    }
    this.ctx.requestPass();
  }

  syncJob(namespace: string, name: string): void {
    const job = this.ctx.core.store.get(JOBS, namespace, name);
    if (!job || job.metadata.deletionTimestamp) return;
    const queue = job.metadata.labels?.[QUEUE_LABEL];
    if (!queue) return;
    const now = this.ctx.core.nowTime();
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
        patchAdmissionStatus(this.ctx.core.store, namespace, wl.metadata.name, (w) => {
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
        const wpc = this.ctx.core.store.get(WPC, undefined, wpcName);
        if (!wpc) {
          this.waitingForPriorityClass.add(`${namespace}/${name}`);
          return;
        }
        priority = wpc.value ?? 0;
      }
      this.waitingForPriorityClass.delete(`${namespace}/${name}`);
      const maxExec = maxExecutionTimeSeconds(job);
      wl = this.ctx.core.createObject(WL, {
        apiVersion: 'kueue.x-k8s.io/v1beta2',
        kind: 'Workload',
        metadata: {
          name: workloadName(job),
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
      this.ctx.requestPass();
    }
    if (
      quotaReserved(wl) &&
      hasCondition(wl, 'Evicted') &&
      job.spec?.suspend === true &&
      (job.status?.active ?? 0) === 0
    ) {
      this.workloads.releaseEvicted(wl);
      wl = this.ctx.core.store.get(WL, namespace, wl.metadata.name)!;
    }
    // jobframework step 4: the workload's reclaimable pods follow the job's finished pods
    const reclaimable = limitToPodSets(wl, jobReclaimablePods(job));
    if (!sameReclaimable(reclaimable, wl.status?.reclaimablePods)) {
      this.ctx.core.store.mutate(WL, namespace, wl.metadata.name, (w) => {
        w.status ??= {};
        if (reclaimable.length > 0) w.status.reclaimablePods = reclaimable;
        else delete w.status.reclaimablePods;
      });
      this.ctx.requestPass();
      wl = this.ctx.core.store.get(WL, namespace, wl.metadata.name)!;
    }
    const admitted = hasCondition(wl, 'Admitted') && quotaReserved(wl) && !hasCondition(wl, 'Evicted');
    const suspended = job.spec?.suspend === true;
    if (admitted && suspended) {
      const nodeLabels: Record<string, string> = {};
      const tolerations: unknown[] = [];
      for (const psa of wl.status.admission.podSetAssignments ?? []) {
        for (const flavor of new Set(Object.values((psa.flavors ?? {}) as Record<string, string>))) {
          const rf = this.ctx.core.store.get(RF, undefined, flavor);
          Object.assign(nodeLabels, rf?.spec?.nodeLabels ?? {});
          tolerations.push(...(rf?.spec?.tolerations ?? []));
        }
      }
      // Kueue v0.17's podSetsInfo (jobframework getPodSetsInfoFromStatus): the pod set's name, and with
      // AssignQueueLabelsForPods (beta, on) the queues, as labels; the workload's name as an annotation (TAS, on).
      const psa0 = wl.status.admission.podSetAssignments?.[0];
      const cqName: string = wl.status.admission.clusterQueue;
      const podLabels: Record<string, string> = {
        [PODSET_LABEL]: psa0?.name ?? 'main',
        [LOCAL_QUEUE_LABEL]: wl.spec.queueName,
        ...(dns1123LabelErrors(cqName).length === 0 ? { [CLUSTER_QUEUE_LABEL]: cqName } : {}),
      };
      this.ctx.core.store.mutate(JOBS, namespace, name, (j) => {
        j.spec.suspend = false;
        j.spec.template.metadata ??= {};
        const meta = j.spec.template.metadata;
        meta.labels = { ...(meta.labels ?? {}), ...podLabels };
        meta.annotations = { ...(meta.annotations ?? {}), [WORKLOAD_ANNOTATION]: wl.metadata.name };
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
      // Kueue's Job.Stop, in its writes to the spec: suspend (with the `stopping` annotation), then the pod template
      // restored to what the workload recorded (RestorePodSetsInfo: the flavor's nodeSelector and tolerations, the
      // labels and annotation added at admission) and the annotation removed — two generations. (Its reset of
      // status.startTime is the Job controller's too, on suspension: JobController.)
      const podSet = wl.spec?.podSets?.[0]?.template ?? {};
      const original = podSet.spec ?? {};
      this.ctx.core.store.mutate(JOBS, namespace, name, (j) => {
        j.spec.suspend = true;
        j.metadata.annotations = { ...(j.metadata.annotations ?? {}), [STOPPING_ANNOTATION]: 'true' };
      });
      this.ctx.core.store.mutate(JOBS, namespace, name, (j) => {
        const t = j.spec.template.spec;
        if (original.nodeSelector) t.nodeSelector = structuredClone(original.nodeSelector);
        else delete t.nodeSelector;
        if (original.tolerations) t.tolerations = structuredClone(original.tolerations);
        else delete t.tolerations;
        j.spec.template.metadata ??= {};
        const meta = j.spec.template.metadata;
        const labels: Record<string, string> = { ...(meta.labels ?? {}) };
        for (const k of [PODSET_LABEL, LOCAL_QUEUE_LABEL, CLUSTER_QUEUE_LABEL]) {
          const was = podSet.metadata?.labels?.[k];
          if (was === undefined) delete labels[k];
          else labels[k] = was;
        }
        meta.labels = labels;
        if (podSet.metadata?.annotations) meta.annotations = structuredClone(podSet.metadata.annotations);
        else delete meta.annotations;
        delete j.metadata.annotations?.[STOPPING_ANNOTATION];
        if (j.metadata.annotations && Object.keys(j.metadata.annotations).length === 0)
          delete j.metadata.annotations;
      });
    }
  }
}
