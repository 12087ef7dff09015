// Resource amounts as the picker holds them: integers (CPU in milli-cores, memory in MiB, runtime in seconds),
// so comparisons with a cluster's limits are exact and the quantities sent to the server are canonical. The fit
// rule itself is the server's, from @kueue-batch/rules: one implementation for display and for enforcement.

import { checkRequest, type FlavorCeiling, type RequestLimits } from '@kueue-batch/rules';

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
}

export interface Request {
  cpuMillis: number;
  memoryMiB: number;
  runtimeSeconds: number;
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

/** The upper bounds of the sliders on a cluster: the maxima over its flavors and its runtime bound. */
export function boundsOf(limits: LimitsLike): Request {
  const cpu = Math.max(0, ...limits.flavors.map((f) => cpuMillisOfCores(f.cpuCores)));
  const memory = Math.max(0, ...limits.flavors.map((f) => memoryMiBOfBytes(f.memoryBytes)));
  return {
    cpuMillis: limits.flavors.length ? cpu : cpuMillisOfCores(limits.maxCpuCores),
    memoryMiB: limits.flavors.length ? memory : memoryMiBOfBytes(limits.maxMemoryBytes),
    runtimeSeconds: limits.maxRuntimeSeconds ?? UNBOUNDED_RUNTIME_CAP_SECONDS,
  };
}

export interface Clamped {
  request: Request;
  /** One phrase per lowered value, e.g. "CPU from 8 to 4 cores". */
  changes: string[];
}

/** Lowers each value to the cluster's bound, saying what changed. */
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
  return { request: { cpuMillis, memoryMiB, runtimeSeconds }, changes };
}

const ceilingOf = <F extends FlavorLike>(flavor: F): FlavorCeiling & { of: F } => ({
  name: flavor.name,
  cpuMillis: BigInt(cpuMillisOfCores(flavor.cpuCores)),
  memoryBytes: BigInt(Math.round(flavor.memoryBytes)),
  of: flavor,
});

const exactRequest = (request: Request) => ({
  cpuMillis: BigInt(request.cpuMillis),
  memoryBytes: BigInt(request.memoryMiB) * BigInt(MIB),
  deadlineSeconds: request.runtimeSeconds,
});

/** Which of the request's CPU and memory one flavor holds (the rule's per-flavor comparison). */
export function flavorFitOf(flavor: FlavorLike, request: Request): { fitsCpu: boolean; fitsMemory: boolean } {
  const [fit] = checkRequest(
    { flavors: [ceilingOf(flavor)], maxRuntimeSeconds: null },
    exactRequest(request),
  ).flavorFits;
  return { fitsCpu: fit?.fitsCpu ?? false, fitsMemory: fit?.fitsMemory ?? false };
}

export const describeFlavor = (flavor: FlavorLike) =>
  `${flavor.name} ${trim(flavor.cpuCores, 3)} cores/${formatBytes(flavor.memoryBytes)}`;

export type FitVerdict = { fits: true; flavor: FlavorLike } | { fits: false; reasons: string[] };

/**
 * The server's rule (the shared package), with the reasons a person needs: CPU and memory must fit ONE flavor
 * (Kueue gives a pod set a single flavor), and the runtime must be within the cluster's maximum.
 */
export function checkFit(request: Request, limits: LimitsLike): FitVerdict {
  const rule: RequestLimits<ReturnType<typeof ceilingOf<FlavorLike>>> = {
    flavors: limits.flavors.map(ceilingOf),
    maxRuntimeSeconds: limits.maxRuntimeSeconds ?? null,
  };
  const check = checkRequest(rule, exactRequest(request));
  if (check.ok && check.flavor) return { fits: true, flavor: check.flavor.of };
  const reasons: string[] = [];
  if (!check.flavor) {
    reasons.push(
      limits.flavors.length === 0
        ? 'this cluster offers no resource flavors'
        : `${formatCores(request.cpuMillis)} and ${formatMiB(request.memoryMiB)} do not fit one flavor: ${limits.flavors.map(describeFlavor).join(', ')}`,
    );
  }
  if (check.deadlineViolation) {
    reasons.push(
      `a runtime of ${formatDuration(check.deadlineViolation.requested)} exceeds the cluster’s maximum of ${formatDuration(check.deadlineViolation.limit)}`,
    );
  }
  return { fits: false, reasons };
}

/** "16 cores · 256 GiB · max 1 h" (or "no time limit"). */
export function summarizeLimits(limits: LimitsLike): string {
  const bounds = boundsOf(limits);
  const runtime =
    limits.maxRuntimeSeconds == null ? 'no time limit' : `max ${formatDuration(limits.maxRuntimeSeconds)}`;
  return `${formatCores(bounds.cpuMillis)} · ${formatMiB(bounds.memoryMiB)} · ${runtime}`;
}
