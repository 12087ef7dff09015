import type { ClusterClient, RequestOptions } from './cluster-client.ts';
import { ClusterError, isHttpStatus } from './cluster-error.ts';
import { type ClusterQueueReading, flavorNodeLabels, interpretClusterQueue } from './cluster-queue.ts';

/**
 * Reading a Kueue ClusterQueue (ARCHITECTURE §3).
 *
 * Version: `kueue.x-k8s.io/v1beta2` when the cluster serves it, else `v1beta1`, found by discovery (`GET /apis`)
 * and remembered per client for a few minutes.
 *
 * Ceilings: Kueue gives one flavor per resource group to a pod set, so limits are per flavor. A flavor's ceiling
 * for a resource is its `nominalQuota`. `borrowingLimit` is NOT counted by default: what can be borrowed depends
 * on what the other queues of the cohort leave idle, so a request above the nominal quota may wait indefinitely;
 * the nominal quota is the amount a job is sure to be admissible against. Pass `includeBorrowing` to add
 * `borrowingLimit` when the queue is in a cohort and the limit is set (an unset limit, "borrow anything", is never
 * counted). When cpu and memory are covered by different resource groups, every pairing of a cpu flavor with a
 * memory flavor is one option (named `cpuFlavor+memoryFlavor`). A resource not covered at all has a ceiling of 0,
 * as Kueue would never admit a pod requesting it.
 */

export const KUEUE_GROUP = 'kueue.x-k8s.io';
export type KueueVersion = 'v1beta2' | 'v1beta1';
const PREFERRED_VERSIONS: readonly KueueVersion[] = ['v1beta2', 'v1beta1'];
const DISCOVERY_TTL_MS = 5 * 60_000;
/** At most this many ResourceFlavors are listed with a ClusterQueue. */
export const MAX_FLAVORS_READ = 500;

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

/**
 * Reads and interprets a ClusterQueue: discovery (when needed) and the read share one time budget.
 * Throws `ClusterError` (not found, unreachable…) or `MalformedClusterQueueError`.
 *
 * When the version is not known yet, v1beta2 is read first: on a current Kueue that is the only request (one
 * round trip, one connection). Only a 404 sends discovery to tell "no such queue" from "v1beta2 not served",
 * then reads v1beta1 when that is what the cluster serves.
 */
export async function readClusterQueue(
  client: ClusterClient,
  name: string,
  options: RequestOptions & { includeBorrowing?: boolean } = {},
): Promise<ClusterQueueReading> {
  const what = `ClusterQueue "${name}"`;
  const path = (version: KueueVersion) =>
    `/apis/${KUEUE_GROUP}/${version}/clusterqueues/${encodeURIComponent(name)}`;
  // The ResourceFlavors (their nodeLabels) are listed beside the ClusterQueue, in parallel: the same round trip.
  // A list we may not read (RBAC) or that fails leaves the labels unknown; it never fails the queue's reading.
  const flavorsPath = (version: KueueVersion) =>
    `/apis/${KUEUE_GROUP}/${version}/resourceflavors?limit=${MAX_FLAVORS_READ}`;
  const { version, object, flavorList } = await client.request(
    async (_, http) => {
      const listFlavors = (version: KueueVersion) =>
        http.getJson(flavorsPath(version)).catch((error: unknown) => ({ unreadable: error }));
      const cached = discoveryCache.get(client);
      if (cached && Date.now() - cached.at < DISCOVERY_TTL_MS) {
        const [object, flavorList] = await Promise.all([
          http.getJson(path(cached.version)),
          listFlavors(cached.version),
        ]);
        return { version: cached.version, object, flavorList };
      }
      const flavorsV2 = listFlavors('v1beta2');
      try {
        const object = await http.getJson(path('v1beta2'));
        discoveryCache.set(client, { version: 'v1beta2', at: Date.now() });
        return { version: 'v1beta2' as const, object, flavorList: await flavorsV2 };
      } catch (error) {
        if (!isHttpStatus(error, 404)) throw error;
        const version = rememberVersion(client, groupsOf(await http.getJson('/apis')));
        if (version === 'v1beta2') throw error;
        const [object, flavorList] = await Promise.all([http.getJson(path(version)), listFlavors(version)]);
        return { version, object, flavorList };
      }
    },
    { ...options, what },
  );
  return interpretClusterQueue(
    object,
    version,
    client.clusterName,
    options.includeBorrowing ?? false,
    flavorNodeLabels(flavorList),
  );
}

// The fit rule lives in the shared rules package (the web applies the very same code).
export {
  checkFit,
  type FitResult,
  type FitViolation as LimitViolation,
  fitsFlavor,
  maxima,
  type ResourceRequest,
} from '@kueue-batch/rules';
// What a ClusterQueue object says: its groups, flavors, labels and state (pure, cluster-queue.ts).
export * from './cluster-queue.ts';
