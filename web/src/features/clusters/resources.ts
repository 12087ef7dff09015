// Resource amounts as the picker holds them: integers (CPU in milli-cores, memory in MiB, runtime in seconds),
// so comparisons with a cluster's limits are exact and the quantities sent to the server are canonical. The fit
// rule itself is the server's, from @kueue-batch/rules: one implementation for display and for enforcement.

import { checkGroupsRequest, type GroupRequest } from '@kueue-batch/rules';
import { keepClass, type PriorityClassLike } from './priority-classes.ts';
import {
  flavorNames,
  flavorRows,
  formatUnits,
  GPU,
  type GroupFlavorLike,
  type GroupLike,
  groupsOf,
  isExtended,
  joinPhrases,
  maximaOf,
  resourceNoun,
  ruleGroups,
} from './resource-groups.ts';

const MIB = 1024 * 1024;
/** When a cluster sets no maximum runtime, the runtime slider still needs an end: one week. */
export const UNBOUNDED_RUNTIME_CAP_SECONDS = 7 * 24 * 3600;

export interface FlavorLike {
  name: string;
  cpuCores: number;
  memoryBytes: number;
}

export interface LimitsLike {
  maxCpuCores: number;
  maxMemoryBytes: number;
  maxRuntimeSeconds: number | null | undefined;
  flavors: readonly FlavorLike[];
  /** Every resource group of the ClusterQueue (ARCHITECTURE §11); absent: the flavors are one cpu/memory group. */
  resourceGroups?: readonly GroupLike[] | null;
  /** The WorkloadPriorityClasses the request may name here (absent: none known). */
  priorityClasses?: readonly PriorityClassLike[] | null;
}

export interface Request {
  cpuMillis: number;
  memoryMiB: number;
  runtimeSeconds: number;
  /** Extended resources in whole units by name (e.g. `{ "nvidia.com/gpu": 2 }`); absent or 0: none. */
  extended?: Readonly<Record<string, number>>;
  /** Run only on this flavor; absent or null: Kueue assigns. */
  flavor?: string | null;
  /** One of the cluster's WorkloadPriorityClasses; absent or null: none (priority 0). */
  priorityClass?: string | null;
}

export const cpuMillisOfCores = (cores: number) => Math.round(cores * 1000);
export const memoryMiBOfBytes = (bytes: number) => Math.floor(bytes / MIB);

/** CPU as a Kubernetes quantity: whole cores plain ("2"), otherwise milli-cores ("500m"). */
export function cpuQuantity(millis: number): string {
  return millis % 1000 === 0 ? String(millis / 1000) : `${millis}m`;
}

/** Memory as a Kubernetes quantity: whole GiB as "Gi", otherwise "Mi". */
export function memoryQuantity(mib: number): string {
  return mib % 1024 === 0 ? `${mib / 1024}Gi` : `${mib}Mi`;
}

const trim = (n: number, digits: number) => String(Number(n.toFixed(digits)));

export function formatCores(millis: number): string {
  const cores = millis / 1000;
  return `${trim(cores, 3)} ${cores === 1 ? 'core' : 'cores'}`;
}

export function formatMiB(mib: number): string {
  if (mib >= 1024) return `${trim(mib / 1024, 2)} GiB`;
  return `${mib} MiB`;
}

export const formatBytes = (bytes: number) => formatMiB(memoryMiBOfBytes(bytes));

/** "45 s", "10 min", "1 h", "1 h 30 min", "2 d 4 h". */
export function formatDuration(seconds: number): string {
  if (seconds < 60) return `${seconds} s`;
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const parts: string[] = [];
  if (days) parts.push(`${days} d`);
  if (hours) parts.push(`${hours} h`);
  if (minutes && !days) parts.push(`${minutes} min`);
  return parts.join(' ') || `${seconds} s`;
}

/** Every part of a duration, nothing rounded away ("1 d 2 h 3 min 4 s"): what an editable duration box shows. */
export function formatDurationExact(seconds: number): string {
  const parts: string[] = [];
  let rest = seconds;
  for (const [unit, size] of DURATION_UNITS) {
    const n = Math.floor(rest / size);
    if (n) parts.push(`${n} ${unit}`);
    rest -= n * size;
  }
  return parts.join(' ') || '0 s';
}

const DURATION_UNITS: ReadonlyArray<readonly [string, number]> = [
  ['d', 86_400],
  ['h', 3600],
  ['min', 60],
  ['s', 1],
];

const UNIT_SECONDS: Record<string, number> = { d: 86_400, h: 3600, min: 60, m: 60, s: 1, sec: 1 };

/**
 * A duration typed as the UI writes them ("1 h 30 min", "90 min", "1.5 h", "3600 s"): whole seconds, or the
 * reason it is not one. A bare number is refused (seconds or minutes? the reader cannot tell).
 */
export function parseDuration(text: string): { seconds: number } | { error: string } {
  const compact = text.trim().toLowerCase();
  const part = /(\d+(?:\.\d+)?)\s*(d|h|min|m|sec|s)\b/g;
  let seconds = 0;
  let consumed = '';
  for (const match of compact.matchAll(part)) {
    seconds += Number(match[1]) * UNIT_SECONDS[match[2]!]!;
    consumed += match[0];
  }
  if (compact === '' || consumed.replace(/\s/g, '') !== compact.replace(/\s/g, '')) {
    return {
      error: /^\d+(\.\d+)?$/.test(compact)
        ? 'Add a unit: s, min, h or d (e.g. "90 min").'
        : 'Enter a duration such as "90 min" or "1 h 30 min".',
    };
  }
  if (!Number.isInteger(seconds)) return { error: 'Enter whole seconds (e.g. "1 min 30 s").' };
  return { seconds };
}

/** The upper bounds of the sliders on a cluster: the maxima over its flavors and its runtime bound. */
export function boundsOf(limits: LimitsLike): Request {
  const maxima = maximaOf(limits);
  const hasGroups = groupsOf(limits).length > 0;
  return {
    cpuMillis: hasGroups ? Number(maxima.get('cpu') ?? 0n) : cpuMillisOfCores(limits.maxCpuCores),
    memoryMiB: hasGroups
      ? memoryMiBOfBytes(Number(maxima.get('memory') ?? 0n))
      : memoryMiBOfBytes(limits.maxMemoryBytes),
    runtimeSeconds: limits.maxRuntimeSeconds ?? UNBOUNDED_RUNTIME_CAP_SECONDS,
  };
}

export interface Clamped {
  request: Request;
  /** One phrase per lowered value, e.g. "CPU from 8 to 4 cores". */
  changes: string[];
  /** The extended resources asked for that the cluster does not offer (no group covers them). */
  dropped: Array<{ name: string; units: number }>;
  /** The pinned flavor, when the cluster has no flavor of that name (the request then lets Kueue choose). */
  unpinned: string | null;
  /** The priority class, when the cluster does not offer it (the request then has none: priority 0). */
  unclassed: string | null;
}

/** Lowers each value to the cluster's bound, drops what it does not offer, saying what changed. */
export function clampToLimits(request: Request, limits: LimitsLike): Clamped {
  const bounds = boundsOf(limits);
  const changes: string[] = [];
  const cpuMillis = Math.min(request.cpuMillis, bounds.cpuMillis);
  if (cpuMillis < request.cpuMillis) {
    changes.push(`CPU from ${formatCores(request.cpuMillis)} to ${formatCores(cpuMillis)}`);
  }
  const memoryMiB = Math.min(request.memoryMiB, bounds.memoryMiB);
  if (memoryMiB < request.memoryMiB) {
    changes.push(`memory from ${formatMiB(request.memoryMiB)} to ${formatMiB(memoryMiB)}`);
  }
  const runtimeSeconds = Math.min(request.runtimeSeconds, bounds.runtimeSeconds);
  if (runtimeSeconds < request.runtimeSeconds) {
    changes.push(
      `runtime from ${formatDuration(request.runtimeSeconds)} to ${formatDuration(runtimeSeconds)}`,
    );
  }
  const maxima = maximaOf(limits);
  const dropped: Clamped['dropped'] = [];
  const extended: Record<string, number> = {};
  for (const [name, units] of Object.entries(request.extended ?? {})) {
    if (units <= 0) continue;
    const max = Number(maxima.get(name) ?? 0n);
    if (max === 0) {
      dropped.push({ name, units });
      continue;
    }
    extended[name] = Math.min(units, max);
    if (extended[name] < units) {
      changes.push(`${resourceNoun(name)} from ${units} to ${extended[name]}`);
    }
  }
  const flavor = request.flavor ?? null;
  const unpinned = flavor !== null && !flavorNames(limits).includes(flavor) ? flavor : null;
  const clamped: Request = { cpuMillis, memoryMiB, runtimeSeconds };
  if (Object.keys(extended).length > 0) clamped.extended = extended;
  if (flavor !== null && unpinned === null) clamped.flavor = flavor;
  const kept = keepClass(request.priorityClass, limits);
  if (kept.priorityClass !== null) clamped.priorityClass = kept.priorityClass;
  return { request: clamped, changes, dropped, unpinned, unclassed: kept.dropped };
}

/** What a switch of cluster changed in the request, in one note (null: nothing). */
export function switchNote(
  cluster: string,
  { changes, dropped, unpinned, unclassed }: Clamped,
): string | null {
  const parts: string[] = [];
  if (changes.length) parts.push(`lowered ${joinPhrases(changes)} to fit its limits`);
  if (dropped.length) {
    const asked = dropped.map((d) => formatUnits(d.name, d.units));
    const nouns = dropped.map((d) => resourceNoun(d.name));
    parts.push(`dropped the request for ${joinPhrases(asked)}, as ${cluster} has no ${joinPhrases(nouns)}`);
  }
  if (unpinned) parts.push(`let Kueue choose the flavor, as ${cluster} has no flavor ${unpinned}`);
  if (unclassed) parts.push(`set the default priority, as ${cluster} offers no priority class ${unclassed}`);
  return parts.length ? `Switched to ${cluster}: ${parts.join('; ')}.` : null;
}

const exactRequest = (request: Request): GroupRequest & { deadlineSeconds: number } => ({
  cpuMillis: BigInt(request.cpuMillis),
  memoryBytes: BigInt(request.memoryMiB) * BigInt(MIB),
  extended: Object.entries(request.extended ?? {}).map(([name, units]) => ({
    name,
    quantity: BigInt(units),
  })),
  flavor: request.flavor ?? null,
  deadlineSeconds: request.runtimeSeconds,
});

/** Per group and flavor of the cluster, what of the request each flavor holds. */
export const flavorRowsOf = (limits: LimitsLike, request: Request) =>
  flavorRows(limits, exactRequest(request));

export const describeFlavor = (flavor: FlavorLike) =>
  `${flavor.name} ${trim(flavor.cpuCores, 3)} cores/${formatBytes(flavor.memoryBytes)}`;

/** The flavor chosen for one group, as Kueue would assign it. */
export interface AssignedFlavor {
  coveredResources: readonly string[];
  flavor: string;
}

export type FitVerdict = { fits: true; flavors: AssignedFlavor[] } | { fits: false; reasons: string[] };

/**
 * The server's rule (the shared package), with the reasons a person needs: for every resource group the request
 * uses, ONE flavor must hold all it asks of that group (Kueue gives a pod set a single flavor per group), a
 * resource no group covers never fits, and the runtime must be within the cluster's maximum.
 */
export function checkFit(request: Request, limits: LimitsLike): FitVerdict {
  const groups = groupsOf(limits);
  const check = checkGroupsRequest(
    { resourceGroups: ruleGroups(groups), maxRuntimeSeconds: limits.maxRuntimeSeconds ?? null },
    exactRequest(request),
  );
  if (check.ok) {
    return {
      fits: true,
      flavors: check.fit.assignments.map((a) => ({
        coveredResources: a.coveredResources,
        flavor: a.flavor.name,
      })),
    };
  }
  const reasons: string[] = [];
  if (groups.length === 0) {
    reasons.push('this cluster offers no resource flavors');
  } else {
    const fit = check.fit;
    // The rule's sentences, in its order: the unknown pinned flavor, each group that does not fit, each resource
    // no group covers. A cpu/memory group that fails unpinned says which flavors there are, as before.
    let at = fit.unknownFlavor !== null ? 1 : 0;
    if (fit.unknownFlavor !== null) reasons.push(fit.messages[0]!);
    for (const g of fit.groups) {
      if (g.flavor) continue;
      const message = fit.messages[at++]!;
      const cpuMemory = g.group.coveredResources.some((r) => !isExtended(r));
      const pinned = request.flavor != null && g.group.flavors.some((f) => f.name === request.flavor);
      const onlyCpuMemory = g.requested.every((r) => !isExtended(r.name));
      reasons.push(
        cpuMemory && !pinned && onlyCpuMemory && g.candidates.length > 0
          ? `${formatCores(request.cpuMillis)} and ${formatMiB(request.memoryMiB)} do not fit one flavor: ${g.group.flavors.map((f) => describeFlavor(legacyFlavor(f.of))).join(', ')}`
          : message,
      );
    }
    for (const name of fit.uncovered) {
      const message = fit.messages[at++]!;
      reasons.push(name === GPU ? `${message} (this cluster has no GPUs)` : message);
    }
  }
  if (check.deadlineViolation) {
    reasons.push(
      `a runtime of ${formatDuration(check.deadlineViolation.requested)} exceeds the cluster’s maximum of ${formatDuration(check.deadlineViolation.limit)}`,
    );
  }
  return { fits: false, reasons };
}

const legacyFlavor = (flavor: GroupFlavorLike): FlavorLike => ({
  name: flavor.name,
  cpuCores: flavor.resources.find((r) => r.name === 'cpu')?.amount ?? 0,
  memoryBytes: flavor.resources.find((r) => r.name === 'memory')?.amount ?? 0,
});
