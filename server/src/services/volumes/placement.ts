import type { StoredMount } from '../../db/version-data.ts';
import type { Cluster, DataVolume, Prisma, PrismaClient } from '../../generated/prisma/client.ts';
import { quote } from '../../text.ts';
import type { FieldIssue } from '../errors.ts';

/**
 * Placement that knows where the data is (ARCHITECTURE §21): a process mounting volumes runs only on a cluster that
 * has every one of them. availableClusters, EARLIEST_START, CHEAPEST, failover and createProcess all ask here.
 */

type Db = PrismaClient | Prisma.TransactionClient;

/** The volumes of each of the clusters, by cluster id (a cluster with none: an empty list), by name. */
export async function volumesOf(db: Db, clusterIds: readonly string[]): Promise<Map<string, DataVolume[]>> {
  const byCluster = new Map<string, DataVolume[]>(clusterIds.map((id) => [id, []]));
  if (clusterIds.length === 0) return byCluster;
  const rows = await db.dataVolume.findMany({
    where: { clusterId: { in: [...clusterIds] } },
    orderBy: { name: 'asc' },
  });
  for (const row of rows) byCluster.get(row.clusterId)?.push(row);
  return byCluster;
}

/** The volumes the mounts name that the cluster lacks (each once, in mount order). */
export function missingVolumes(
  volumes: readonly Pick<DataVolume, 'name'>[],
  mounts: readonly Pick<StoredMount, 'volume'>[],
): string[] {
  const have = new Set(volumes.map((v) => v.name));
  return [...new Set(mounts.map((m) => m.volume))].filter((name) => !have.has(name));
}

/** "has no volume "a"" / "has no volumes "a", "b"": the NEVER estimate's and the refusal's words. */
export function missingVolumesWords(clusterName: string, missing: readonly string[]): string {
  return `cluster ${clusterName} has no volume${missing.length > 1 ? 's' : ''} ${missing.map((n) => quote(n)).join(', ')}`;
}

/** The clusters (in their order) that have every volume the mounts name. */
export async function clustersHoldingMounts<C extends Pick<Cluster, 'id'>>(
  db: Db,
  clusters: readonly C[],
  mounts: readonly StoredMount[],
): Promise<C[]> {
  if (mounts.length === 0) return [...clusters];
  const volumes = await volumesOf(
    db,
    clusters.map((c) => c.id),
  );
  return clusters.filter((c) => missingVolumes(volumes.get(c.id) ?? [], mounts).length === 0);
}

/**
 * The mounts as they run on a cluster: each volume must be one of its own (else an issue on `mounts[i].volume`
 * naming what it has), and a read-only volume is mounted read-only whatever the mount asked.
 */
export function mountsOnCluster(
  cluster: Pick<Cluster, 'name'>,
  volumes: readonly DataVolume[],
  mounts: readonly StoredMount[],
): { mounts: StoredMount[]; issues: FieldIssue[] } {
  const byName = new Map(volumes.map((v) => [v.name, v]));
  const issues: FieldIssue[] = [];
  const resolved = mounts.map((m, i) => {
    const volume = byName.get(m.volume);
    if (!volume) {
      const has =
        volumes.length > 0 ? `its volumes are ${volumes.map((v) => v.name).join(', ')}` : 'it has none';
      issues.push({
        field: `mounts[${i}].volume`,
        message: `${missingVolumesWords(cluster.name, [m.volume])} (${has})`,
      });
      return m;
    }
    return { ...m, readOnly: m.readOnly || volume.readOnly };
  });
  return { mounts: resolved, issues };
}

/**
 * The claims of the volumes the mounts name, as registered on the cluster now (a launch's lookup: an attempt on
 * another cluster after a failover mounts that cluster's claims); `missing`, the volumes it no longer has.
 */
export async function claimsForMounts(
  db: Db,
  clusterId: string,
  mounts: readonly StoredMount[],
): Promise<{ claims: Map<string, { claimName: string; readOnly: boolean }>; missing: string[] }> {
  if (mounts.length === 0) return { claims: new Map(), missing: [] };
  const volumes = (await volumesOf(db, [clusterId])).get(clusterId) ?? [];
  return {
    claims: new Map(volumes.map((v) => [v.name, { claimName: v.claimName, readOnly: v.readOnly }])),
    missing: missingVolumes(volumes, mounts),
  };
}
