import type { ClusterClient, RequestOptions } from './cluster-client.ts';
import { ClusterError } from './cluster-error.ts';

/**
 * Which Kueue API a cluster serves: `kueue.x-k8s.io/v1beta2` when it serves it, else `v1beta1`, found by discovery
 * (`GET /apis`) and remembered per client for a few minutes.
 */

export const KUEUE_GROUP = 'kueue.x-k8s.io';
export type KueueVersion = 'v1beta2' | 'v1beta1';
const PREFERRED_VERSIONS: readonly KueueVersion[] = ['v1beta2', 'v1beta1'];
const DISCOVERY_TTL_MS = 5 * 60_000;

const discoveryCache = new WeakMap<ClusterClient, { version: KueueVersion; at: number }>();

interface ApiGroup {
  name?: string;
  versions?: Array<{ version?: string }>;
}

/** Finds the Kueue version to use on a cluster; throws `ClusterError` NOT_FOUND when Kueue is not installed. */
export async function discoverKueueVersion(
  client: ClusterClient,
  options: RequestOptions & { refresh?: boolean } = {},
): Promise<KueueVersion> {
  const cached = discoveryCache.get(client);
  if (cached && !options.refresh && Date.now() - cached.at < DISCOVERY_TTL_MS) return cached.version;
  const groups = await client.getJson('/apis', { ...options, what: 'API discovery' });
  return rememberVersion(client, groupsOf(groups));
}

function groupsOf(apiGroupList: unknown): ApiGroup[] | undefined {
  const groups = (apiGroupList as { groups?: unknown } | null)?.groups;
  return Array.isArray(groups) ? (groups as ApiGroup[]) : undefined;
}

function rememberVersion(client: ClusterClient, groups: ApiGroup[] | undefined): KueueVersion {
  const kueue = groups?.find((group) => group.name === KUEUE_GROUP);
  const served = new Set((kueue?.versions ?? []).map((v) => v.version));
  const version = PREFERRED_VERSIONS.find((v) => served.has(v));
  if (!version) {
    throw new ClusterError(
      client.clusterName,
      'NOT_FOUND',
      `Kueue (${KUEUE_GROUP} v1beta2 or v1beta1) is not installed on cluster ${client.clusterName}`,
    );
  }
  discoveryCache.set(client, { version, at: Date.now() });
  return version;
}
