import { Prisma } from '../generated/prisma/client.ts';

/**
 * The one codec of a process version's stored JSON columns (`env`, `extendedResources`, `assignedFlavors`,
 * `limitsSnapshot`, `flavorNodeLabels`, `evictions`, `failover`, `mounts`): what services/process/store.ts and the monitor
 * write, read back the same way by the Job builder, the usage ledger and budgets, rerun, failover and the GraphQL
 * fields. A value that is not the stored shape (a hand-edited row, an older version) decodes to what it holds of
 * that shape, never to a throw: the read paths show what is there. The stored shapes are type aliases of JSON
 * values, so a write takes them as they are (the `encode…` functions: no cast).
 */

/** A literal, or the name of a project secret whose value is read at each launch (ARCHITECTURE §21). */
export type StoredEnvVar = { name: string; value: string } | { name: string; secret: string };
/** One extended resource as stored: its whole-unit quantity as a string (bigint-safe). */
export type StoredExtended = { name: string; quantity: string };
/** Which flavor holds which resources of a version (Kueue's assignment, or the one predicted at creation). */
export type StoredAssignment = { flavor: string; coveredResources: string[] };

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object';
}

/** The `env` column: [{ name, value } | { name, secret }]. */
export function decodeEnv(value: unknown): StoredEnvVar[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((e): StoredEnvVar[] => {
    if (!isObject(e) || typeof e.name !== 'string') return [];
    if (typeof e.secret === 'string') return [{ name: e.name, secret: e.secret }];
    return typeof e.value === 'string' ? [{ name: e.name, value: e.value }] : [];
  });
}

/** The project secrets an env names (each once). */
export function envSecretNames(env: readonly StoredEnvVar[]): string[] {
  return [...new Set(env.flatMap((e) => ('secret' in e ? [e.secret] : [])))];
}

/** A data volume mounted (ARCHITECTURE §21): its name on the cluster, where, and whether read-only (as mounted). */
export type StoredMount = { volume: string; path: string; readOnly: boolean };

/** The `mounts` column: [{ volume, path, readOnly }]. */
export function decodeMounts(value: unknown): StoredMount[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((m) =>
    isObject(m) && typeof m.volume === 'string' && typeof m.path === 'string'
      ? [{ volume: m.volume, path: m.path, readOnly: m.readOnly === true }]
      : [],
  );
}

/** The `extendedResources` column: [{ name, quantity }] with whole numbers as strings. */
export function decodeExtended(value: unknown): StoredExtended[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((e) =>
    isObject(e) && typeof e.name === 'string' && typeof e.quantity === 'string'
      ? [{ name: e.name, quantity: e.quantity }]
      : [],
  );
}

/** The `extendedResources` column as whole amounts (entries whose quantity is not a whole number left out). */
export function decodeExtendedAmounts(value: unknown): { name: string; amount: bigint }[] {
  return decodeExtended(value).flatMap((e) =>
    /^[0-9]+$/.test(e.quantity) ? [{ name: e.name, amount: BigInt(e.quantity) }] : [],
  );
}

/** The `extendedResources` column from a request's extended amounts. */
export function encodeExtended(extended: readonly { name: string; quantity: bigint }[]): StoredExtended[] {
  return extended.map((e) => ({ name: e.name, quantity: e.quantity.toString() }));
}

/** The `assignedFlavors` column as written (also a limits snapshot's `assignments`). */
export function encodeAssignments(assignments: readonly StoredAssignment[]): Prisma.InputJsonArray {
  return assignments;
}

/** The `assignedFlavors` column: [{ flavor, coveredResources }]. */
export function decodeAssignments(value: unknown): StoredAssignment[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((a) =>
    isObject(a) && typeof a.flavor === 'string' && Array.isArray(a.coveredResources)
      ? [
          {
            flavor: a.flavor,
            coveredResources: a.coveredResources.filter((r): r is string => typeof r === 'string'),
          },
        ]
      : [],
  );
}

/** The `flavorNodeLabels` column: the pinned flavor's nodeLabels as checked; null when not pinned (or not an object). */
export function decodeNodeLabels(value: unknown): Record<string, string> | null {
  if (!isObject(value) || Array.isArray(value)) return null;
  return stringRecord(value);
}

function stringRecord(value: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (!isObject(value) || Array.isArray(value)) return out;
  for (const [key, v] of Object.entries(value)) if (typeof v === 'string') out[key] = v;
  return out;
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/** One eviction as the monitor records it (from the Workload's `Evicted` and `Preempted` conditions). */
export type StoredEviction = {
  at: string;
  clusterId: string;
  /** The `Evicted` condition's reason (Preempted, PodsReadyTimeout, …). */
  reason: string;
  message: string;
  preemptionReason?: string;
  /** The Workload evicted (its count of evictions tells one missed: issue 39); absent in entries of before. */
  workload?: string;
};

/** The `evictions` column as written. */
export function encodeEvictions(evictions: readonly StoredEviction[]): Prisma.InputJsonArray {
  return evictions;
}

/** The `evictions` column, oldest first: entries without a time, cluster or reason are left out; no message reads ''. */
export function decodeEvictions(value: unknown): StoredEviction[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((e) =>
    isObject(e) && typeof e.at === 'string' && typeof e.clusterId === 'string' && typeof e.reason === 'string'
      ? [
          {
            at: e.at,
            clusterId: e.clusterId,
            reason: e.reason,
            message: typeof e.message === 'string' ? e.message : '',
            ...(typeof e.preemptionReason === 'string' ? { preemptionReason: e.preemptionReason } : {}),
            ...(typeof e.workload === 'string' ? { workload: e.workload } : {}),
          },
        ]
      : [],
  );
}

/** The limits a version was checked against (the `limitsSnapshot` column; GraphQL `CheckedLimits`). */
export type StoredCost = {
  worstCase: number | null;
  expected: number | null;
  currency: string;
  gpuHoursWorstCase: number | null;
  perHour: number;
  unpriced: string[];
};

export type StoredLimits = {
  source: 'KUEUE' | 'FALLBACK';
  flavor: string | null;
  maxCpuCores: number;
  maxMemoryBytes: number;
  maxRuntimeSeconds: number | null;
  /** Quotas as exact integer strings. */
  flavors: { name: string; cpuMillis: string; memoryBytes: string }[];
  /** Every resource group as checked (quota as exact integer strings); absent on versions from before issue 14. */
  resourceGroups?: {
    coveredResources: string[];
    flavors: { name: string; quota: Record<string, string>; nodeLabels: Record<string, string> }[];
  }[];
  /** The flavor per group the rule chose. */
  assignments?: StoredAssignment[];
  /**
   * The cost estimate the creation answered (an idempotent replay answers it again); null amounts: unbounded (no
   * deadline). Absent on versions from before it was kept.
   */
  costEstimate?: StoredCost;
  /** Per group, every flavor that holds the request (Kueue may assign any when the first is full). */
  admissible?: { coveredResources: string[]; flavors: string[] }[];
  /** An ISO instant. */
  checkedAt: string;
  /**
   * The deadline the user asked for (null: none, the cluster's maximum applied). A re-run carries this one over,
   * not the maximum of the cluster the source ran on. Absent on versions from before it was recorded.
   */
  requestedDeadlineSeconds?: number | null;
};

/** The `limitsSnapshot` column as written. */
export function encodeLimits(limits: StoredLimits): Prisma.InputJsonObject {
  return limits;
}

const WHOLE = /^[0-9]+$/;
/** A whole amount as its exact string: a string of digits, or a safe non-negative integer (as JSON may hold it). */
const whole = (v: unknown): string | null =>
  typeof v === 'string' && WHOLE.test(v)
    ? v
    : typeof v === 'number' && Number.isSafeInteger(v) && v >= 0
      ? String(v)
      : null;
const finite = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/**
 * The `limitsSnapshot` column. A field that is not of the stored shape reads as nothing checked: source FALLBACK,
 * no flavor, 0 for a maximum, no runtime limit, no flavors; a missing or invalid check time reads as `checkedAt`
 * (the version's creation, when the check ran). Optional parts absent in the value stay absent.
 */
export function decodeLimits(value: unknown, checkedAt: Date = new Date(0)): StoredLimits {
  const o = isObject(value) && !Array.isArray(value) ? value : {};
  const at = typeof o.checkedAt === 'string' && !Number.isNaN(Date.parse(o.checkedAt)) ? o.checkedAt : null;
  const limits: StoredLimits = {
    source: o.source === 'KUEUE' ? 'KUEUE' : 'FALLBACK',
    flavor: typeof o.flavor === 'string' ? o.flavor : null,
    maxCpuCores: finite(o.maxCpuCores) ?? 0,
    maxMemoryBytes: finite(o.maxMemoryBytes) ?? 0,
    maxRuntimeSeconds: finite(o.maxRuntimeSeconds),
    flavors: Array.isArray(o.flavors)
      ? o.flavors.flatMap((f) => {
          if (!isObject(f) || typeof f.name !== 'string') return [];
          const cpuMillis = whole(f.cpuMillis);
          const memoryBytes = whole(f.memoryBytes);
          return cpuMillis !== null && memoryBytes !== null ? [{ name: f.name, cpuMillis, memoryBytes }] : [];
        })
      : [],
    checkedAt: at ?? checkedAt.toISOString(),
  };
  if (Array.isArray(o.resourceGroups))
    limits.resourceGroups = o.resourceGroups.flatMap((g) =>
      isObject(g)
        ? [
            {
              coveredResources: strings(g.coveredResources),
              flavors: (Array.isArray(g.flavors) ? g.flavors : []).flatMap((f) =>
                isObject(f) && typeof f.name === 'string'
                  ? [{ name: f.name, quota: stringRecord(f.quota), nodeLabels: stringRecord(f.nodeLabels) }]
                  : [],
              ),
            },
          ]
        : [],
    );
  if (o.assignments !== undefined) limits.assignments = decodeAssignments(o.assignments);
  if (isObject(o.costEstimate) && typeof o.costEstimate.currency === 'string') {
    const c = o.costEstimate;
    limits.costEstimate = {
      worstCase: finite(c.worstCase),
      expected: finite(c.expected),
      currency: c.currency as string,
      gpuHoursWorstCase: finite(c.gpuHoursWorstCase),
      perHour: finite(c.perHour) ?? 0,
      unpriced: strings(c.unpriced),
    };
  }
  if (Array.isArray(o.admissible))
    limits.admissible = o.admissible.flatMap((g) =>
      isObject(g) ? [{ coveredResources: strings(g.coveredResources), flavors: strings(g.flavors) }] : [],
    );
  if ('requestedDeadlineSeconds' in o) limits.requestedDeadlineSeconds = finite(o.requestedDeadlineSeconds);
  return limits;
}

/**
 * A version's failover policy (ARCHITECTURE §17), the `failover` column: whether an attempt its cluster fails goes on
 * on another allowed cluster, and how many attempts the version may have in all. Null: off.
 */
export type StoredFailover = {
  onPreemption: boolean;
  onClusterLost: boolean;
  maxAttempts: number;
};

/** The `failover` column as written (null: off, SQL NULL). */
export function encodeFailover(policy: StoredFailover | null): Prisma.InputJsonObject | typeof Prisma.DbNull {
  return policy ?? Prisma.DbNull;
}

/** The `failover` column read back: anything without a numeric `maxAttempts` reads as off. */
export function decodeFailover(value: unknown): StoredFailover | null {
  if (!isObject(value) || Array.isArray(value) || typeof value.maxAttempts !== 'number') return null;
  return {
    onPreemption: value.onPreemption === true,
    onClusterLost: value.onClusterLost === true,
    maxAttempts: value.maxAttempts,
  };
}
