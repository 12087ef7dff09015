// Where the data is (ARCHITECTURE §21), as the server's placement reads it (server/src/services/volumes/placement.ts):
// a cluster fits a process's mounts only when it has every volume they name.

/** The volumes the mounts name that the cluster lacks (each once, in mount order). */
export function missingVolumes(
  cluster: { volumes: readonly { name: string }[] },
  mounts: readonly { volume: string }[] | null | undefined,
): string[] {
  const have = new Set(cluster.volumes.map((v) => v.name));
  return [...new Set((mounts ?? []).map((m) => m.volume))].filter((name) => name !== '' && !have.has(name));
}

/** "has no volume datasets" / "has no volumes datasets, results": the server's words for the refusal. */
export const missingVolumesWords = (missing: readonly string[]) =>
  `has no volume${missing.length > 1 ? 's' : ''} ${missing.join(', ')}`;

/** Each volume name any of the clusters has, with the clusters holding it (in their order) and how. */
export interface VolumeOffer {
  name: string;
  description: string | null;
  holders: { clusterId: string; clusterName: string; readOnly: boolean }[];
}

export function volumeOffers(
  clusters: readonly {
    id: string;
    name: string;
    volumes: readonly { name: string; description?: string | null; readOnly: boolean }[];
  }[],
): VolumeOffer[] {
  const byName = new Map<string, VolumeOffer>();
  for (const cluster of clusters) {
    for (const v of cluster.volumes) {
      const offer = byName.get(v.name) ?? { name: v.name, description: v.description ?? null, holders: [] };
      offer.holders.push({ clusterId: cluster.id, clusterName: cluster.name, readOnly: v.readOnly });
      byName.set(v.name, offer);
    }
  }
  return [...byName.values()].sort((a, b) => a.name.localeCompare(b.name));
}
