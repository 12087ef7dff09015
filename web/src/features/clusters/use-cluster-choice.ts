import { useMemo, useState } from 'react';
import { pinNote, pinnedLimits } from './ceilings.ts';
import { type AvailableCluster, EARLIEST_START } from './cluster-picker-operations.ts';
import { unionClasses } from './priority-classes.ts';
import { groupsOf, maximaOf } from './resource-groups.ts';
import {
  boundsOf,
  checkFit,
  clampToLimits,
  cpuQuantity,
  memoryQuantity,
  type Request,
  switchNote,
} from './resources.ts';

const INITIAL_REQUEST: Request = { cpuMillis: 1000, memoryMiB: 2048, runtimeSeconds: 3600 };

type Limits = AvailableCluster['limits'];

/**
 * Limits holding what any of `clusters` holds: per resource the most one flavor of any of them offers (one group
 * per resource, since a resource belongs to one group of a cluster and the clusters' groups differ).
 */
export function unionLimits(clusters: readonly AvailableCluster[]): Limits {
  const max = (values: number[]) => Math.max(0, ...values);
  const runtimes = clusters.map((c) => c.limits.maxRuntimeSeconds);
  const byResource = new Map<string, Limits['resourceGroups'][number]>();
  for (const cluster of clusters) {
    for (const group of groupsOf(cluster.limits)) {
      for (const flavor of group.flavors) {
        for (const resource of flavor.resources) {
          const merged = byResource.get(resource.name) ?? { coveredResources: [resource.name], flavors: [] };
          merged.flavors.push({
            name: `${cluster.name}/${flavor.name}`,
            resources: [{ ...resource }],
            nodeLabels: [],
          });
          byResource.set(resource.name, merged);
        }
      }
    }
  }
  return {
    ...clusters[0]!.limits,
    maxCpuCores: max(clusters.map((c) => c.limits.maxCpuCores)),
    maxMemoryBytes: max(clusters.map((c) => c.limits.maxMemoryBytes)),
    maxMemoryGiB: max(clusters.map((c) => c.limits.maxMemoryGiB)),
    maxRuntimeSeconds: runtimes.some((r) => r == null) ? null : max(runtimes as number[]),
    flavors: [],
    resourceGroups: [...byResource.values()],
    priorityClasses: unionClasses(clusters.map((c) => c.limits)),
  };
}

/** The request in the shapes the server takes (Kubernetes quantities, seconds). */
export type ServerRequests = {
  cpu: string;
  memory: string;
  deadlineSeconds: number;
  extended?: { name: string; quantity: string }[];
  flavor?: string;
  /** What the start estimates are for, and the class the Job is labelled with. */
  priorityClass?: string;
};

/**
 * Which cluster is chosen and what the user asked of it. What is shown and sent (`current`) is what they asked
 * (`intended`) clamped to the chosen cluster, so passing over a smaller cluster lowers nothing for good; a switch
 * says what it lowered (`clampNote`).
 */
export function useClusterChoice(
  clusters: readonly AvailableCluster[] | undefined,
  initial: { clusterId?: string | null; request?: Request } | undefined,
) {
  const [chosenId, setChosenId] = useState<string | null>(initial?.clusterId ?? null);
  const [intended, setIntended] = useState<Request>(initial?.request ?? INITIAL_REQUEST);
  const [clampNote, setClampNote] = useState<string | null>(null);

  const anyCluster = chosenId === EARLIEST_START;
  const wantedKey = Object.entries(intended.extended ?? {})
    .filter(([, units]) => units > 0)
    .map(([name]) => name)
    .join(',');
  // Any cluster: the sliders are bounded by the cluster offering the most (the server picks where it starts first)
  // among those offering every extended resource asked for, when some do.
  const widest = useMemo(() => {
    const wanted = wantedKey ? wantedKey.split(',') : [];
    const offering = clusters?.filter((c) => {
      const maxima = maximaOf(c.limits);
      return wanted.every((name) => (maxima.get(name) ?? 0n) > 0n);
    });
    return (
      (offering?.length ? offering : clusters)?.reduce<AvailableCluster | null>(
        (best, c) => (!best || boundsOf(c.limits).cpuMillis > boundsOf(best.limits).cpuMillis ? c : best),
        null,
      ) ?? null
    );
  }, [clusters, wantedKey]);
  const selected = anyCluster ? widest : (clusters?.find((c) => c.id === chosenId) ?? clusters?.[0] ?? null);
  // What bounds the controls: the chosen cluster's limits, or with "any allowed cluster" what any of them offers
  // (each resource up to the largest cluster's, every extended resource any of them has).
  // A pinned flavor bounds its group's controls alone (the GPU slider goes up to what h100 holds, not a100).
  const pinned = intended.flavor ?? null;
  const bounding = useMemo(
    () =>
      anyCluster && clusters?.length
        ? unionLimits(clusters)
        : selected
          ? pinnedLimits(selected.limits, pinned)
          : null,
    [anyCluster, clusters, selected, pinned],
  );
  const current = useMemo(
    () =>
      bounding
        ? clampToLimits(anyCluster ? { ...intended, flavor: null } : intended, bounding).request
        : null,
    [bounding, intended, anyCluster],
  );
  const verdict = selected && current && !anyCluster ? checkFit(current, selected.limits) : null;
  // Any cluster: which clusters hold the request by the limits shown (the server places it among them).
  const fitting = useMemo(
    () => (anyCluster && current ? (clusters ?? []).filter((c) => checkFit(current, c.limits).fits) : []),
    [anyCluster, current, clusters],
  );

  const requests = useMemo((): ServerRequests | null => {
    if (!current) return null;
    const extended = Object.entries(current.extended ?? {})
      .filter(([, units]) => units > 0)
      .map(([name, units]) => ({ name, quantity: String(units) }));
    return {
      cpu: cpuQuantity(current.cpuMillis),
      memory: memoryQuantity(current.memoryMiB),
      deadlineSeconds: current.runtimeSeconds,
      ...(extended.length ? { extended } : {}),
      ...(current.flavor ? { flavor: current.flavor } : {}),
      ...(current.priorityClass ? { priorityClass: current.priorityClass } : {}),
    };
  }, [current]);

  const choose = (id: string) => {
    if (id === EARLIEST_START) {
      setChosenId(id);
      setClampNote(null);
      return;
    }
    const next = clusters?.find((c) => c.id === id);
    if (!next) return;
    setChosenId(id);
    setClampNote(switchNote(next.name, clampToLimits(intended, pinnedLimits(next.limits, intended.flavor))));
  };
  const update = (patch: Partial<Request>) => {
    const next = { ...intended, ...patch };
    setIntended(next);
    // Pinning a flavor that holds less than asked lowers what is sent, and says so (unpinning restores it).
    const pin = patch.flavor;
    setClampNote(
      pin && selected && !anyCluster
        ? pinNote(
            pin,
            clampToLimits(clampToLimits(next, selected.limits).request, pinnedLimits(selected.limits, pin)),
          )
        : null,
    );
  };
  const updateExtended = (name: string, units: number) =>
    update({ extended: { ...(intended.extended ?? {}), [name]: units } });

  return {
    anyCluster,
    selected,
    bounding,
    intended,
    current,
    verdict,
    fitting,
    requests,
    clampNote,
    choose,
    update,
    updateExtended,
  };
}
