import type { KubeObject } from '../store.ts';

/**
 * Conversion between Kueue's served versions. Objects are stored as v1beta2 (Kueue's storage version) and converted
 * on the way in and out, so the same object is visible through both versions, as with Kueue's conversion webhook.
 */
const GROUP = 'kueue.x-k8s.io';

function rename(o: Record<string, unknown> | undefined, from: string, to: string): void {
  if (!o || !(from in o)) return;
  o[to] = o[from];
  delete o[from];
}

export function convertKueueOut(kind: string, stored: KubeObject, version: string): KubeObject {
  if (version === 'v1beta2') {
    return stored.apiVersion === `${GROUP}/v1beta2` ? stored : { ...stored, apiVersion: `${GROUP}/v1beta2` };
  }
  const o = structuredClone(stored);
  o.apiVersion = `${GROUP}/${version}`;
  if (kind === 'ClusterQueue') {
    rename(o.spec, 'cohortName', 'cohort');
  } else if (kind === 'LocalQueue') {
    rename(o.status, 'flavorsUsage', 'flavorUsage');
  } else if (kind === 'Workload') {
    const ref = o.spec?.priorityClassRef;
    if (ref) {
      o.spec.priorityClassName = ref.name;
      o.spec.priorityClassSource =
        ref.group === GROUP ? 'kueue.x-k8s.io/workloadpriorityclass' : 'scheduling.k8s.io/priorityclass';
      delete o.spec.priorityClassRef;
    }
    rename(o.status, 'accumulatedPastExecutionTimeSeconds', 'accumulatedPastExexcutionTimeSeconds');
  }
  return o;
}

export function convertKueueIn(kind: string, incoming: KubeObject, version: string): KubeObject {
  if (version === 'v1beta2') return { ...incoming, apiVersion: `${GROUP}/v1beta2` };
  const o = structuredClone(incoming);
  o.apiVersion = `${GROUP}/v1beta2`;
  if (kind === 'ClusterQueue') {
    rename(o.spec, 'cohort', 'cohortName');
    if (Array.isArray(o.spec?.admissionChecks)) {
      const checks = o.spec.admissionChecks as string[];
      delete o.spec.admissionChecks;
      if (checks.length > 0)
        o.spec.admissionChecksStrategy ??= { admissionChecks: checks.map((name) => ({ name })) };
    }
    const ff = o.spec?.flavorFungibility;
    if (ff?.whenCanBorrow === 'Borrow') ff.whenCanBorrow = 'MayStopSearch';
    if (ff?.whenCanPreempt === 'Preempt') ff.whenCanPreempt = 'MayStopSearch';
    if (o.status) delete o.status.pendingWorkloadsStatus;
  } else if (kind === 'LocalQueue') {
    rename(o.status, 'flavorUsage', 'flavorsUsage');
    if (o.status) delete o.status.flavors;
  } else if (kind === 'Workload') {
    if (o.spec?.priorityClassName) {
      const kueueClass = o.spec.priorityClassSource === 'kueue.x-k8s.io/workloadpriorityclass';
      o.spec.priorityClassRef = {
        group: kueueClass ? GROUP : 'scheduling.k8s.io',
        kind: kueueClass ? 'WorkloadPriorityClass' : 'PriorityClass',
        name: o.spec.priorityClassName,
      };
    }
    if (o.spec) {
      delete o.spec.priorityClassName;
      delete o.spec.priorityClassSource;
    }
    rename(o.status, 'accumulatedPastExexcutionTimeSeconds', 'accumulatedPastExecutionTimeSeconds');
  }
  return o;
}
