// What one flavor holds, as the picker states a cluster's ceilings: Kueue gives a pod set ONE flavor per resource
// group, so "16 cores · 256 GiB" taken from two flavors is a combination no request gets. Ceilings are said per
// flavor ("16 cores/64 GiB or 4 cores/256 GiB"), and a pinned flavor bounds the controls of its group alone.

import {
  exactAmount,
  extendedOffered,
  formatUnits,
  type GroupFlavorLike,
  type GroupLike,
  groupsOf,
  isExtended,
  joinPhrases,
} from './resource-groups.ts';
import {
  boundsOf,
  type Clamped,
  formatCores,
  formatDuration,
  formatMiB,
  type LimitsLike,
  memoryMiBOfBytes,
} from './resources.ts';

/** At most this many flavors are named in a cluster's one-line summary; the flavor table lists them all. */
const SUMMARY_FLAVORS = 3;

const amountOf = (flavor: GroupFlavorLike, resource: string) =>
  exactAmount(resource, flavor.resources.find((r) => r.name === resource)?.amount ?? 0);

/**
 * The flavors of a group worth naming: those holding something, and not outdone on every resource by another
 * (a request that fits `small` also fits `large`, so "up to" is `large`'s). Group order kept.
 */
export function ceilingFlavors(group: GroupLike): GroupFlavorLike[] {
  const resources = group.coveredResources;
  const holding = group.flavors.filter((f) => resources.some((r) => amountOf(f, r) > 0n));
  return holding.filter(
    (f, i) =>
      !holding.some(
        (other, j) =>
          j !== i &&
          resources.every((r) => amountOf(other, r) >= amountOf(f, r)) &&
          // Of equal flavors, the first is named.
          (resources.some((r) => amountOf(other, r) > amountOf(f, r)) || j < i),
      ),
  );
}

/** "16 cores/64 GiB", "4 GPUs", "16 cores/64 GiB/2 GPUs": what one flavor holds of its group. */
export function flavorCeiling(flavor: GroupFlavorLike, covered: readonly string[]): string {
  return covered
    .map((resource) => {
      const amount = amountOf(flavor, resource);
      if (resource === 'cpu') return formatCores(Number(amount));
      if (resource === 'memory') return formatMiB(memoryMiBOfBytes(Number(amount)));
      return isExtended(resource) ? formatUnits(resource, Number(amount)) : String(amount);
    })
    .join('/');
}

/** One group's ceilings, one alternative each: ["16 cores/64 GiB", "or 4 cores/256 GiB"], ["up to 8 GPUs"]; [] for none. */
function groupCeilings(group: GroupLike): string[] {
  const named = ceilingFlavors(group);
  if (named.length === 0) return [];
  if (group.coveredResources.length === 1) {
    const most = flavorCeiling(named[0]!, group.coveredResources);
    return [group.flavors.length > 1 ? `up to ${most}` : most];
  }
  const shown = named.slice(0, SUMMARY_FLAVORS).map((f) => flavorCeiling(f, group.coveredResources));
  if (named.length > SUMMARY_FLAVORS) shown.push('others');
  return shown.map((text, i) => (i === 0 ? text : `or ${text}`));
}

/**
 * "16 cores/64 GiB or 4 cores/256 GiB · up to 8 GPUs · max 1 h" (or "no time limit"): per resource group what one
 * flavor holds, then the runtime bound. Groups combine (a pod set gets a flavor of each), flavors do not.
 */
export function summarizeLimits(limits: LimitsLike): string {
  const runtime =
    limits.maxRuntimeSeconds == null ? 'no time limit' : `max ${formatDuration(limits.maxRuntimeSeconds)}`;
  return [summarizeCeilings(limits), runtime].join(' · ');
}

/** The resource part of `summarizeLimits`: "16 cores/64 GiB or 4 cores/256 GiB · up to 8 GPUs". */
export function summarizeCeilings(limits: LimitsLike): string {
  return ceilingLines(limits)
    .map((alternatives) => alternatives.join(' '))
    .join(' · ');
}

/** The same per resource group, one alternative each (a table cell shows them a line each). */
export function ceilingLines(limits: LimitsLike): string[][] {
  const lines = groupsOf(limits)
    .map(groupCeilings)
    .filter((alternatives) => alternatives.length > 0);
  if (lines.length === 0) {
    const bounds = boundsOf(limits);
    const extended = extendedOffered(limits).map(({ name, max }) => [formatUnits(name, max)]);
    lines.push([`${formatCores(bounds.cpuMillis)}/${formatMiB(bounds.memoryMiB)}`], ...extended);
  }
  return lines;
}

/**
 * The limits the controls are bounded by when `flavor` is pinned: its group holds that flavor alone (the other
 * groups as they are, Kueue still assigns there). Unchanged when nothing is pinned or the cluster has no such
 * flavor.
 */
export function pinnedLimits<L extends LimitsLike>(limits: L, flavor: string | null | undefined): L {
  if (!flavor) return limits;
  const groups = groupsOf(limits);
  const pinned = groups.find((g) => g.flavors.some((f) => f.name === flavor));
  if (!pinned) return limits;
  const only = pinned.flavors.filter((f) => f.name === flavor);
  const resourceGroups = groups.map((g) => (g === pinned ? { ...g, flavors: only } : g));
  const cpuMemory = pinned.coveredResources.includes('cpu') || pinned.coveredResources.includes('memory');
  const flavors = cpuMemory ? limits.flavors.filter((f) => f.name === flavor) : limits.flavors;
  const bounds = boundsOf({ ...limits, resourceGroups, flavors });
  return {
    ...limits,
    resourceGroups,
    flavors,
    maxCpuCores: bounds.cpuMillis / 1000,
    maxMemoryBytes: bounds.memoryMiB * 1024 * 1024,
  };
}

/** What pinning a flavor lowered, in one note (null: nothing). */
export function pinNote(flavor: string, { changes }: Clamped): string | null {
  return changes.length ? `Pinned ${flavor}: lowered ${joinPhrases(changes)} to what it holds.` : null;
}
