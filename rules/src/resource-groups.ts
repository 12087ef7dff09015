/**
 * The fit rule over resource groups (ARCHITECTURE §11), one implementation for display and enforcement.
 *
 * Kueue's unit of choice is the resource group: a ClusterQueue lists groups, each covering some resources with
 * flavors in order, and a pod set gets ONE flavor per group — the first, in order, that holds every requested
 * resource of that group and whose `nodeLabels` agree with the pod's required node labels. So a request fits when,
 * for every group covering a requested resource, some flavor of that group holds all of the group's requested
 * resources (a pinned flavor: only that one, in its group); a requested resource that no group covers never fits
 * (Kueue would leave the workload pending forever).
 *
 * Exact: quantities are bigint integers — milli-cores for cpu, bytes for memory, whole units for everything else
 * (as Kueue counts them). A request of zero asks for nothing of that resource. The rule is pure, so the start
 * estimate (`estimate.ts`) uses it against free quota as well as against the quota itself.
 */

import type { LimitedResource } from './limited-resource.ts';

/** One flavor of a resource group: its quota per covered resource (exact integers) and its node labels. */
export interface GroupFlavor {
  name: string;
  /** Per resource name ("cpu", "memory", "nvidia.com/gpu"): milli-cores, bytes or units. Missing = 0. */
  quota: Readonly<Record<string, bigint>>;
  nodeLabels?: Readonly<Record<string, string>>;
}

export interface ResourceGroup<F extends GroupFlavor = GroupFlavor> {
  coveredResources: readonly string[];
  flavors: readonly F[];
}

export interface ExtendedRequest {
  name: string;
  /** Whole units. */
  quantity: bigint;
}

/** What a pod set asks for; an absent or zero amount asks for nothing of that resource. */
export interface GroupRequest {
  cpuMillis?: bigint | null;
  memoryBytes?: bigint | null;
  extended?: readonly ExtendedRequest[] | null;
  /** Run only on this flavor (its group); omitted: the first fitting flavor of each group, as Kueue assigns. */
  flavor?: string | null;
  /** Node labels the pod requires (node selector / required affinity); a pinned flavor adds its own. */
  nodeSelector?: Readonly<Record<string, string>> | null;
}

export type ResourceKind = Exclude<LimitedResource, 'RUNTIME'>;

/** One requested resource that cannot fit, exact; `limit` is the best the relevant flavor(s) offer. */
export interface ResourceViolation {
  resource: ResourceKind;
  resourceName: string;
  requested: bigint;
  limit: bigint;
  /** The flavor whose quota `limit` is; null when no group covers the resource or no flavor is eligible. */
  flavor: string | null;
}

/** The flavor chosen for one group. */
export interface FlavorAssignment<F extends GroupFlavor = GroupFlavor> {
  coveredResources: readonly string[];
  flavor: F;
}

/** How one group compares with the request. */
export interface GroupCheck<F extends GroupFlavor = GroupFlavor> {
  group: ResourceGroup<F>;
  /** The requested resources this group covers, in request order. */
  requested: Array<{ name: string; amount: bigint }>;
  /** The flavors considered (the pinned one only, when pinned here; those agreeing with the node labels). */
  candidates: F[];
  /** The first candidate holding every requested resource of the group, if any. */
  flavor: F | null;
  /** Per candidate: the requested resources it cannot hold (empty = it fits). */
  flavorFits: Array<{ flavor: F; short: string[] }>;
  /** Each requested resource is within some candidate, yet no single candidate holds them all. */
  crossFlavor: boolean;
  violations: ResourceViolation[];
}

export interface GroupsFit<F extends GroupFlavor = GroupFlavor> {
  fits: boolean;
  /** One per group covering a requested resource, in group order, when that group fits. */
  assignments: FlavorAssignment<F>[];
  /** One per group covering a requested resource, in group order. */
  groups: GroupCheck<F>[];
  violations: ResourceViolation[];
  /** Requested resources that no group covers. */
  uncovered: string[];
  /** The pinned flavor when no group has it (then nothing fits). */
  unknownFlavor: string | null;
  /** One plain sentence per problem (empty when it fits). */
  messages: string[];
}

export function resourceKind(name: string): ResourceKind {
  if (name === 'cpu') return 'CPU';
  if (name === 'memory') return 'MEMORY';
  return 'EXTENDED';
}

/** The requested resources with their amounts (zero dropped, duplicates summed), cpu then memory then extended. */
export function requestedResources(request: GroupRequest): Array<{ name: string; amount: bigint }> {
  const amounts = new Map<string, bigint>();
  const add = (name: string, amount: bigint | null | undefined) => {
    if (amount === null || amount === undefined || amount <= 0n) return;
    amounts.set(name, (amounts.get(name) ?? 0n) + amount);
  };
  add('cpu', request.cpuMillis);
  add('memory', request.memoryBytes);
  for (const e of request.extended ?? []) add(e.name, e.quantity);
  return [...amounts].map(([name, amount]) => ({ name, amount }));
}

const quotaOf = (flavor: GroupFlavor, resource: string) => flavor.quota[resource] ?? 0n;

function labelsAgree(
  flavorLabels: Readonly<Record<string, string>> | undefined,
  required: Readonly<Record<string, string>>,
): boolean {
  for (const [key, value] of Object.entries(flavorLabels ?? {})) {
    if (key in required && required[key] !== value) return false;
  }
  return true;
}

/** Human amounts for messages: cores, GiB/MiB or units. */
export function formatAmount(resource: string, amount: bigint): string {
  if (resource === 'cpu') {
    const whole = amount / 1000n;
    const rest = amount % 1000n;
    const cores =
      rest === 0n ? `${whole}` : `${whole}.${rest.toString().padStart(3, '0').replace(/0+$/, '')}`;
    return `${cores} ${cores === '1' ? 'core' : 'cores'}`;
  }
  if (resource === 'memory') {
    const GiB = 1024n ** 3n;
    const MiB = 1024n ** 2n;
    if (amount % GiB === 0n) return `${amount / GiB} GiB`;
    if (amount % MiB === 0n) return `${amount / MiB} MiB`;
    return `${amount} bytes`;
  }
  return `${amount} ${resource}`;
}

function checkGroup<F extends GroupFlavor>(
  group: ResourceGroup<F>,
  requested: Array<{ name: string; amount: bigint }>,
  pinned: string | null,
  required: Readonly<Record<string, string>>,
): GroupCheck<F> {
  const pinnedHere = pinned !== null && group.flavors.some((f) => f.name === pinned);
  const candidates = pinnedHere
    ? group.flavors.filter((f) => f.name === pinned)
    : group.flavors.filter((f) => labelsAgree(f.nodeLabels, required));
  const flavorFits = candidates.map((flavor) => ({
    flavor,
    short: requested.filter((r) => r.amount > quotaOf(flavor, r.name)).map((r) => r.name),
  }));
  const chosen = flavorFits.find((f) => f.short.length === 0)?.flavor ?? null;
  const violations: ResourceViolation[] = [];
  let crossFlavor = false;
  if (!chosen) {
    // A resource above every candidate is reported against the best candidate; when each resource is held by
    // some candidate but none holds them all, against the closest candidate (fewest short, first on ties).
    for (const r of requested) {
      let best: F | null = null;
      for (const f of candidates) if (!best || quotaOf(f, r.name) > quotaOf(best, r.name)) best = f;
      const limit = best ? quotaOf(best, r.name) : 0n;
      if (r.amount > limit) {
        violations.push({
          resource: resourceKind(r.name),
          resourceName: r.name,
          requested: r.amount,
          limit,
          flavor: best?.name ?? null,
        });
      }
    }
    if (violations.length === 0) {
      crossFlavor = true;
      let closest = flavorFits[0]!;
      for (const f of flavorFits) if (f.short.length < closest.short.length) closest = f;
      for (const name of closest.short) {
        const r = requested.find((x) => x.name === name)!;
        violations.push({
          resource: resourceKind(name),
          resourceName: name,
          requested: r.amount,
          limit: quotaOf(closest.flavor, name),
          flavor: closest.flavor.name,
        });
      }
    }
  }
  return { group, requested, candidates, flavor: chosen, flavorFits, crossFlavor, violations };
}

/**
 * The rule: every group covering a requested resource must give one flavor holding all of the group's requested
 * resources; the first such flavor in order is the one chosen (as Kueue assigns).
 */
export function fitGroups<F extends GroupFlavor>(
  groups: readonly ResourceGroup<F>[],
  request: GroupRequest,
): GroupsFit<F> {
  const requested = requestedResources(request);
  const pinned = request.flavor ?? null;
  const pinnedFlavor =
    pinned === null ? undefined : groups.flatMap((g) => g.flavors).find((f) => f.name === pinned);
  const unknownFlavor = pinned !== null && !pinnedFlavor ? pinned : null;
  const required: Record<string, string> = {
    ...(request.nodeSelector ?? {}),
    ...(pinnedFlavor?.nodeLabels ?? {}),
  };

  const owner = new Map<string, number>();
  groups.forEach((g, i) => {
    for (const r of g.coveredResources) if (!owner.has(r)) owner.set(r, i);
  });
  const uncovered = requested.filter((r) => !owner.has(r.name)).map((r) => r.name);
  const checks: GroupCheck<F>[] = [];
  groups.forEach((group, i) => {
    const mine = requested.filter((r) => owner.get(r.name) === i);
    if (mine.length > 0) checks.push(checkGroup(group, mine, pinned, required));
  });

  const violations: ResourceViolation[] = [];
  const messages: string[] = [];
  for (const check of checks) {
    violations.push(...check.violations);
    if (!check.flavor) messages.push(groupMessage(check, pinned));
  }
  for (const name of uncovered) {
    violations.push({
      resource: resourceKind(name),
      resourceName: name,
      requested: requested.find((r) => r.name === name)!.amount,
      limit: 0n,
      flavor: null,
    });
    messages.push(
      `no resource group of this cluster covers ${name}, so a request for it can never be admitted`,
    );
  }
  if (unknownFlavor !== null) {
    const names = groups.flatMap((g) => g.flavors.map((f) => f.name));
    messages.unshift(
      `this cluster has no flavor "${unknownFlavor}"${names.length ? ` (it has ${names.join(', ')})` : ''}`,
    );
  }
  const fits = unknownFlavor === null && uncovered.length === 0 && checks.every((c) => c.flavor !== null);
  return {
    fits,
    assignments: checks
      .filter((c) => c.flavor !== null)
      .map((c) => ({ coveredResources: c.group.coveredResources, flavor: c.flavor! })),
    groups: checks,
    violations,
    uncovered,
    unknownFlavor,
    messages,
  };
}

function groupMessage<F extends GroupFlavor>(check: GroupCheck<F>, pinned: string | null): string {
  const covered = check.group.coveredResources.join('/');
  if (check.candidates.length === 0)
    return `no flavor of the ${covered} group matches the required node labels`;
  const parts = check.violations.map(
    (v) =>
      `${formatAmount(v.resourceName, v.requested)} requested, ${formatAmount(v.resourceName, v.limit)} at most`,
  );
  const where =
    pinned !== null && check.candidates.length === 1 && check.candidates[0]!.name === pinned
      ? `the pinned flavor ${pinned}`
      : check.crossFlavor
        ? `any single flavor of the ${covered} group (closest: ${check.violations[0]?.flavor})`
        : `the ${covered} group`;
  return `does not fit ${where}: ${parts.join('; ')}`;
}

/** Per resource, the largest quota any flavor of its (first covering) group offers: what sliders use. */
export function resourceMaxima(groups: readonly ResourceGroup[]): Map<string, bigint> {
  const max = new Map<string, bigint>();
  for (const group of groups) {
    for (const resource of group.coveredResources) {
      if (max.has(resource)) continue;
      let best = 0n;
      for (const f of group.flavors) if (quotaOf(f, resource) > best) best = quotaOf(f, resource);
      max.set(resource, best);
    }
  }
  return max;
}

/** One violation of the whole creation rule: a resource (exact) or the runtime bound (seconds). */
export interface RequestViolation {
  resource: LimitedResource;
  /** "cpu", "memory", "nvidia.com/gpu", "runtime". */
  resourceName: string;
  requested: bigint;
  limit: bigint;
  flavor: string | null;
}

export interface GroupsRequestCheck<F extends GroupFlavor = GroupFlavor> {
  ok: boolean;
  fit: GroupsFit<F>;
  /** The deadline to use: the requested one, or the cluster's bound when none was requested. */
  deadlineSeconds: number | null;
  deadlineViolation: { requested: number; limit: number } | null;
  violations: RequestViolation[];
}

/** The whole creation rule over groups: the fit rule above, and the deadline within the runtime bound. */
export function checkGroupsRequest<F extends GroupFlavor>(
  limits: { resourceGroups: readonly ResourceGroup<F>[]; maxRuntimeSeconds: number | null },
  request: GroupRequest & { deadlineSeconds?: number | null },
): GroupsRequestCheck<F> {
  const fit = fitGroups(limits.resourceGroups, request);
  const bound = limits.maxRuntimeSeconds;
  const wanted = request.deadlineSeconds ?? null;
  const deadlineViolation =
    bound !== null && wanted !== null && wanted > bound ? { requested: wanted, limit: bound } : null;
  const violations: RequestViolation[] = [...fit.violations];
  if (deadlineViolation) {
    violations.push({
      resource: 'RUNTIME',
      resourceName: 'runtime',
      requested: BigInt(wanted!),
      limit: BigInt(bound!),
      flavor: null,
    });
  }
  return {
    ok: fit.fits && deadlineViolation === null,
    fit,
    deadlineSeconds: wanted ?? bound,
    deadlineViolation,
    violations,
  };
}
