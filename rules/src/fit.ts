/**
 * The fit rule (ARCHITECTURE §3–§4), one implementation for display (availableClusters' `fitsRequest`, the web
 * editor's fit box) and for enforcement (createProcess, rerunProcess): Kueue gives a pod set ONE flavor per
 * resource group, so a request fits a cluster when some flavor holds both its cpu and its memory; its deadline
 * must be within the cluster's maximum runtime when there is one (no deadline on a bounded cluster → the bound
 * becomes the deadline). Exact: cpu in milli-cores and memory in bytes as bigint, seconds as integers.
 *
 * These are the cpu/memory-only entry points of the first version, kept for their callers: each is the general
 * rule over resource groups (`resource-groups.ts`, ARCHITECTURE §11) applied to one group covering cpu and memory.
 */

import type { LimitedResource } from './limited-resource.ts';
import { checkGroupsRequest, fitGroups, type GroupFlavor, type ResourceGroup } from './resource-groups.ts';

/** The exact ceilings of one flavor (or flavor pairing). */
export interface FlavorCeiling {
  name: string;
  cpuMillis: bigint;
  memoryBytes: bigint;
}

export interface ResourceRequest {
  cpuMillis: bigint;
  memoryBytes: bigint;
}

/** A request fits a flavor when both its cpu and its memory are within the flavor's ceilings. */
export function fitsFlavor(flavor: FlavorCeiling, request: ResourceRequest): boolean {
  return request.cpuMillis <= flavor.cpuMillis && request.memoryBytes <= flavor.memoryBytes;
}

export interface FitViolation {
  resource: 'cpu' | 'memory';
  /** Milli-cores for cpu, bytes for memory. */
  requested: bigint;
  limit: bigint;
  /** The flavor the limit belongs to. */
  flavor: string;
}

export type FitResult<F extends FlavorCeiling = FlavorCeiling> =
  | { fits: true; flavor: F }
  | { fits: false; violations: FitViolation[] };

/** The legacy cpu/memory flavors as one resource group of the general rule (`resource-groups.ts`). */
export function asResourceGroup<F extends FlavorCeiling>(
  flavors: readonly F[],
): ResourceGroup<GroupFlavor & { ceiling: F }> {
  return {
    coveredResources: ['cpu', 'memory'],
    flavors: flavors.map((ceiling) => ({
      name: ceiling.name,
      quota: { cpu: ceiling.cpuMillis, memory: ceiling.memoryBytes },
      ceiling,
    })),
  };
}

// cpu and memory are always both considered here (a zero request is within any ceiling).
function cpuMemoryCheck<F extends FlavorCeiling>(flavors: readonly F[], request: ResourceRequest) {
  const group = asResourceGroup(flavors);
  const check = fitGroups([group], {
    extended: [
      { name: 'cpu', quantity: request.cpuMillis },
      { name: 'memory', quantity: request.memoryBytes },
    ],
  });
  return { check, group };
}

/**
 * Some flavor must hold both cpu and memory (the first that does is the one chosen). When none does, the
 * violations are those of the closest flavor (fewest violated resources, first in order on ties).
 * The general rule (`fitGroups`) with one group covering cpu and memory.
 */
export function checkFit<F extends FlavorCeiling>(
  flavors: readonly F[],
  request: ResourceRequest,
): FitResult<F> {
  const { check } = cpuMemoryCheck(flavors, request);
  if (flavors.length === 0) {
    return {
      fits: false,
      violations: [
        { resource: 'cpu', requested: request.cpuMillis, limit: 0n, flavor: 'none' },
        { resource: 'memory', requested: request.memoryBytes, limit: 0n, flavor: 'none' },
      ],
    };
  }
  const chosen = check.assignments[0]?.flavor.ceiling;
  if (check.fits && chosen) return { fits: true, flavor: chosen };
  if (check.fits) return { fits: true, flavor: flavors[0]! };
  let closest: F | undefined;
  let fewest = Number.POSITIVE_INFINITY;
  for (const f of check.groups[0]?.flavorFits ?? []) {
    if (f.short.length < fewest) {
      fewest = f.short.length;
      closest = f.flavor.ceiling;
    }
  }
  closest ??= flavors[0]!;
  const violations: FitViolation[] = [];
  if (request.cpuMillis > closest.cpuMillis) {
    violations.push({
      resource: 'cpu',
      requested: request.cpuMillis,
      limit: closest.cpuMillis,
      flavor: closest.name,
    });
  }
  if (request.memoryBytes > closest.memoryBytes) {
    violations.push({
      resource: 'memory',
      requested: request.memoryBytes,
      limit: closest.memoryBytes,
      flavor: closest.name,
    });
  }
  return { fits: false, violations };
}

/** The maxima over flavors (what sliders use). */
export function maxima(flavors: readonly FlavorCeiling[]): { cpuMillis: bigint; memoryBytes: bigint } {
  let cpuMillis = 0n;
  let memoryBytes = 0n;
  for (const flavor of flavors) {
    if (flavor.cpuMillis > cpuMillis) cpuMillis = flavor.cpuMillis;
    if (flavor.memoryBytes > memoryBytes) memoryBytes = flavor.memoryBytes;
  }
  return { cpuMillis, memoryBytes };
}

/** What a cluster offers: its flavors and the admin's runtime bound (null = unbounded). */
export interface RequestLimits<F extends FlavorCeiling = FlavorCeiling> {
  flavors: readonly F[];
  maxRuntimeSeconds: number | null;
}

/** A request as submitted; an absent cpu or memory asks for nothing of it. */
export interface RequestedResources {
  cpuMillis?: bigint | null;
  memoryBytes?: bigint | null;
  deadlineSeconds?: number | null;
}

/** How one flavor compares with a request. */
export interface FlavorFit<F extends FlavorCeiling = FlavorCeiling> {
  flavor: F;
  fitsCpu: boolean;
  fitsMemory: boolean;
}

/** One resource over its limit, exact: milli-cores (CPU), bytes (MEMORY) or seconds (RUNTIME). */
export interface LimitViolation {
  resource: Exclude<LimitedResource, 'EXTENDED'>;
  requested: bigint;
  limit: bigint;
  /** The flavor whose ceiling `limit` is (null for RUNTIME, or when the cluster offers no flavor). */
  flavor: string | null;
}

export interface RequestCheck<F extends FlavorCeiling = FlavorCeiling> {
  ok: boolean;
  fit: FitResult<F>;
  /** The flavor that holds cpu and memory, if any. */
  flavor: F | null;
  /** Every flavor and which of cpu and memory it would hold. */
  flavorFits: FlavorFit<F>[];
  /** Each of cpu and memory is within the maxima over flavors, yet no single flavor holds both. */
  crossFlavor: boolean;
  /** The deadline to use: the requested one, or the cluster's bound when none was requested. */
  deadlineSeconds: number | null;
  deadlineViolation: { requested: number; limit: number } | null;
  /**
   * Every violation at once. A resource above the maxima over flavors is reported against that maximum; a request
   * within both maxima that no single flavor holds (`crossFlavor`) against the closest flavor's ceilings.
   */
  violations: LimitViolation[];
}

/** The whole rule for one cluster: cpu and memory in one flavor, deadline within the runtime bound. */
export function checkRequest<F extends FlavorCeiling>(
  limits: RequestLimits<F>,
  requested: RequestedResources,
): RequestCheck<F> {
  const request: ResourceRequest = {
    cpuMillis: requested.cpuMillis ?? 0n,
    memoryBytes: requested.memoryBytes ?? 0n,
  };
  const fit = checkFit(limits.flavors, request);
  const flavorFits = limits.flavors.map((flavor) => ({
    flavor,
    fitsCpu: request.cpuMillis <= flavor.cpuMillis,
    fitsMemory: request.memoryBytes <= flavor.memoryBytes,
  }));
  // The general rule over one cpu/memory group gives the violations and the runtime bound.
  const general = checkGroupsRequest(
    { resourceGroups: [asResourceGroup(limits.flavors)], maxRuntimeSeconds: limits.maxRuntimeSeconds },
    {
      cpuMillis: request.cpuMillis,
      memoryBytes: request.memoryBytes,
      deadlineSeconds: requested.deadlineSeconds,
    },
  );
  const violations: LimitViolation[] = [];
  let crossFlavor = general.fit.groups[0]?.crossFlavor ?? false;
  if (!fit.fits && limits.flavors.length === 0 && general.fit.violations.length === 0) {
    // Nothing requested, yet no flavor at all: both resources are reported against a ceiling of 0.
    violations.push(
      { resource: 'CPU', requested: request.cpuMillis, limit: 0n, flavor: null },
      { resource: 'MEMORY', requested: request.memoryBytes, limit: 0n, flavor: null },
    );
    crossFlavor = false;
  }
  for (const v of general.violations) {
    if (v.resource === 'EXTENDED') continue;
    violations.push({ resource: v.resource, requested: v.requested, limit: v.limit, flavor: v.flavor });
  }
  const deadlineViolation = general.deadlineViolation;
  const wanted = requested.deadlineSeconds ?? null;
  const bound = limits.maxRuntimeSeconds;
  return {
    ok: fit.fits && deadlineViolation === null,
    fit,
    flavor: fit.fits ? fit.flavor : null,
    flavorFits,
    crossFlavor,
    deadlineSeconds: wanted ?? bound,
    deadlineViolation,
    violations,
  };
}
