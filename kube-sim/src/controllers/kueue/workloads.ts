import { hasCondition } from '../../cluster-core.ts';
import type { KubeObject } from '../../store.ts';

/** Store keys of the kinds Kueue reads and writes. */
export const JOBS = 'jobs.batch';
export const WL = 'workloads.kueue.x-k8s.io';
export const CQ = 'clusterqueues.kueue.x-k8s.io';
export const LQ = 'localqueues.kueue.x-k8s.io';
export const RF = 'resourceflavors.kueue.x-k8s.io';
export const WPC = 'workloadpriorityclasses.kueue.x-k8s.io';

/** The job label naming a WorkloadPriorityClass (Kueue's WorkloadPriorityClassLabel). */
export const PRIORITY_CLASS_LABEL = 'kueue.x-k8s.io/priority-class';
export const MAX_EXEC_LABEL = 'kueue.x-k8s.io/max-exec-time-seconds';
export const QUEUE_LABEL = 'kueue.x-k8s.io/queue-name';
export const JOB_UID_LABEL = 'kueue.x-k8s.io/job-uid';
export const RESOURCE_IN_USE = 'kueue.x-k8s.io/resource-in-use';

/** Quantities by `${flavor}/${resource}`. */
export type Amounts = Map<string, number>;

export function fk(flavor: string, resource: string): string {
  return `${flavor}/${resource}`;
}

export function workloadKey(w: KubeObject): string {
  return `${w.metadata.namespace}/${w.metadata.name}`;
}

export function workloadFinished(wl: KubeObject): boolean {
  return hasCondition(wl, 'Finished');
}

export function quotaReserved(wl: KubeObject): boolean {
  return hasCondition(wl, 'QuotaReserved') && !!wl.status?.admission;
}

/** `namespace/name` of the Job owning a workload, if any. */
export function ownerJobKey(w: KubeObject): string | undefined {
  const owner = (w.metadata.ownerReferences ?? []).find((r: { kind: string }) => r.kind === 'Job');
  return owner ? `${w.metadata.namespace}/${owner.name}` : undefined;
}
