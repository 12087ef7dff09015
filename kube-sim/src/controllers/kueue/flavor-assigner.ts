import { formatAmount } from '../../quantity.ts';
import type { KubeObject } from '../../store.ts';
import { flavorMatchesPod, untoleratedTaint } from '../node-affinity.ts';
import { podRequests } from '../pod-requests.ts';

/** Kueue's severity of the granular no-fit reasons (pkg/scheduler/flavorassigner `reasonSeverity`). */
const SEVERITY: Record<string, number> = { WaitingForQuota: 2, ExceedsMaxQuota: 3, NoMatchingFlavor: 4 };

/** The quota a ClusterQueue offers, as the scheduler's snapshot sees it. */
export interface QuotaView {
  /** Index of the resource group covering `resource`, or -1. */
  covered(resource: string): number;
  group(index: number): { coveredResources: string[]; flavors: { name: string }[] };
  nominal(flavor: string, resource: string): number;
  /** Nominal quota plus what may be borrowed from the cohort (Kueue's `PotentialAvailable`). */
  maxCapacity(flavor: string, resource: string): number;
  /** Unused quota now, borrowing included (Kueue's `Available`). */
  available(flavor: string, resource: string): number;
}

export interface PodSetAssignment {
  name: string;
  count: number;
  flavors: Record<string, string>;
  amounts: Record<string, number>;
}

export type AssignResult =
  | { fit: true; assignments: PodSetAssignment[]; requests: Record<string, string>[] }
  | { fit: false; reason: string; message: string; requests: Record<string, string>[] };

type Mode = 'fit' | 'wait' | 'nofit';

function fk(flavor: string, resource: string): string {
  return `${flavor}/${resource}`;
}

function moreSevere(a: string, b: string): string {
  return (SEVERITY[a] ?? 0) >= (SEVERITY[b] ?? 0) ? a : b;
}

/**
 * Kueue's flavor assignment for one workload (pkg/scheduler/flavorassigner `assignFlavors`): per pod set, the
 * requested resources in name order; for the group covering each one, the flavors in order — a flavor is skipped
 * when its ResourceFlavor is missing, has a `nodeTaints` entry the pod does not tolerate, or its `nodeLabels`
 * contradict the pod's node selector / required affinity;
 * the first flavor where every requested resource of the group fits is taken. A resource no group covers stops
 * the assignment (`resource X unavailable in ClusterQueue`); so does a group where no flavor could ever fit.
 * Where only quota in use is missing (nominal quota would hold it) the search goes on, so the message lists
 * every reason, sorted, as Kueue's does.
 */
export function assignFlavors(
  wl: KubeObject,
  view: QuotaView,
  resourceFlavor: (name: string) => KubeObject | undefined,
): AssignResult {
  const assumed = new Map<string, number>();
  const assignments: PodSetAssignment[] = [];
  const requestsOut: Record<string, string>[] = [];
  const messages: string[] = [];
  let overall = '';
  let waiting = false;
  const coversPods = view.covered('pods') >= 0;
  for (const ps of wl.spec?.podSets ?? []) {
    const count: number = ps.count ?? 1;
    const perPod = podRequests(ps.template?.spec);
    const total = new Map<string, number>();
    for (const [r, v] of perPod) if (v > 0) total.set(r, v * count);
    if (coversPods) total.set('pods', count);
    requestsOut.push(Object.fromEntries([...perPod].map(([r, v]) => [r, formatAmount(r, v)])));
    const flavors: Record<string, string> = {};
    let reasons: string[] = [];
    let psReason = '';
    let failed = false;
    let psWaiting = false;
    for (const r of [...total.keys()].sort()) {
      if (flavors[r]) continue;
      const gi = view.covered(r);
      if (gi < 0) {
        reasons = [`resource ${r} unavailable in ClusterQueue`];
        psReason = 'NoMatchingFlavor';
        failed = true;
        break;
      }
      const group = view.group(gi);
      const resources = [...total.keys()].filter((x) => group.coveredResources.includes(x)).sort();
      const groupReasons: string[] = [];
      let chosen: string | undefined;
      let best: { flavor: string; mode: Mode } | undefined;
      let minReason = '';
      const noFit = (reason: string) => {
        if (!minReason || SEVERITY[reason]! < SEVERITY[minReason]!) minReason = reason;
      };
      for (const f of group.flavors ?? []) {
        const rf = resourceFlavor(f.name);
        if (!rf) {
          groupReasons.push(`flavor ${f.name} not found`);
          noFit('NoMatchingFlavor');
          continue;
        }
        const taint = untoleratedTaint(ps.template?.spec?.tolerations, rf.spec);
        if (taint) {
          groupReasons.push(`untolerated taint ${taint} in flavor ${f.name}`);
          noFit('NoMatchingFlavor');
          continue;
        }
        if (!flavorMatchesPod(ps.template?.spec, rf.spec?.nodeLabels)) {
          groupReasons.push(`flavor ${f.name} doesn't match node affinity`);
          noFit('NoMatchingFlavor');
          continue;
        }
        let mode: Mode = 'fit';
        let flavorReason = '';
        for (const res of resources) {
          const req = total.get(res)!;
          const before = assumed.get(fk(f.name, res)) ?? 0;
          const val = before + req;
          const maxCap = view.maxCapacity(f.name, res);
          if (val > maxCap) {
            groupReasons.push(
              `insufficient quota for ${res} in flavor ${f.name}, previously considered podsets requests (${formatAmount(res, before)}) + current podset request (${formatAmount(res, req)}) > maximum capacity (${formatAmount(res, maxCap)})`,
            );
            mode = 'nofit';
            flavorReason = 'ExceedsMaxQuota';
            break;
          }
          const avail = view.available(f.name, res);
          if (val > avail) {
            groupReasons.push(
              `insufficient unused quota for ${res} in flavor ${f.name}, ${formatAmount(res, val - avail)} more needed`,
            );
            flavorReason = 'WaitingForQuota';
            // Within nominal quota the workload waits for usage to end (Kueue: preemption without candidates);
            // beyond it, borrowing would be needed and the flavor does not fit.
            if (view.nominal(f.name, res) < val) {
              mode = 'nofit';
              break;
            }
            mode = 'wait';
          }
        }
        if (mode === 'fit') {
          chosen = f.name;
          break;
        }
        if (mode === 'wait') {
          if (!best) best = { flavor: f.name, mode };
        } else noFit(flavorReason);
      }
      if (chosen) {
        for (const res of resources) flavors[res] = chosen;
        continue;
      }
      if (best) {
        // Quota in use: the assignment goes on with this flavor (it would be admitted once usage ends).
        for (const res of resources) flavors[res] = best.flavor;
        reasons.push(...groupReasons);
        psWaiting = true;
        continue;
      }
      reasons = groupReasons;
      psReason = minReason || 'NoMatchingFlavor';
      failed = true;
      break;
    }
    if (failed || psWaiting) {
      messages.push(`couldn't assign flavors to pod set ${ps.name ?? 'main'}: ${reasons.sort().join(', ')}`);
    }
    if (failed) {
      overall = moreSevere(overall, psReason);
      break;
    }
    const amounts: Record<string, number> = {};
    for (const [r, v] of total) {
      amounts[r] = v;
      assumed.set(fk(flavors[r]!, r), (assumed.get(fk(flavors[r]!, r)) ?? 0) + v);
    }
    if (psWaiting) waiting = true;
    assignments.push({ name: ps.name ?? 'main', count, flavors, amounts });
  }
  if (overall) return { fit: false, reason: overall, message: messages.join('; '), requests: requestsOut };
  if (waiting)
    return { fit: false, reason: 'WaitingForQuota', message: messages.join('; '), requests: requestsOut };
  return { fit: true, assignments, requests: requestsOut };
}
