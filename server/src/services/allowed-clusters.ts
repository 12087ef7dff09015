import type { RequestedResources } from '@kueue-batch/rules';
import type { Cluster, Prisma, PrismaClient } from '../generated/prisma/client.ts';
import { HookError, type HookRegistry } from '../plugins/registry.ts';
import type { PluginUser, ResourceRequests } from '../plugins/types.ts';
import { BadUserInputError, ServiceError } from './errors.ts';
import { type ParsedRequests, parseRequests, type ResourceRequestsInput } from './requests.ts';

/** A cluster-selection plugin failed: the request fails closed, never with a wider set of clusters. */
export class AllowedClustersError extends ServiceError {
  override readonly name = 'AllowedClustersError';
  constructor(
    readonly pluginName: string,
    options?: { cause?: unknown },
  ) {
    super(
      `cluster selection failed in plugin "${pluginName}"; no cluster can be offered until it is fixed`,
      'CLUSTER_SELECTION_FAILED',
      {},
      options,
    );
  }
}

/** The order clusters are offered and listed in, everywhere: sortOrder, then name. */
export const CLUSTER_ORDER = [
  { sortOrder: 'asc' },
  { name: 'asc' },
] satisfies Prisma.ClusterOrderByWithRelationInput[];

export interface AllowedClustersContext {
  prisma: PrismaClient;
  /** Absent or empty: no plugin, every active cluster is allowed. */
  hooks?: Pick<HookRegistry, 'anyRegistered' | 'run'> | null;
}

/**
 * The single source of truth for which clusters a user may use (ARCHITECTURE §2), for display and enforcement:
 * no `selectClusters` plugin → all active clusters; plugins → the union of their ids ∩ active clusters; always
 * ordered by sortOrder, then name. A throwing plugin throws `AllowedClustersError`.
 */
export async function getAllowedClusters(
  { prisma, hooks }: AllowedClustersContext,
  user: PluginUser,
  projectId?: string | null,
  resourceRequests?: ResourceRequests | null,
): Promise<Cluster[]> {
  const activeQuery = prisma.cluster.findMany({
    where: { active: true },
    orderBy: CLUSTER_ORDER,
  });
  if (!hooks?.anyRegistered('selectClusters')) return activeQuery;

  const selected = hooks
    .run('selectClusters', {
      db: prisma,
      user,
      projectId: projectId ?? null,
      resourceRequests: resourceRequests ?? null,
    })
    .catch((error: unknown) => {
      if (error instanceof HookError) throw new AllowedClustersError(error.pluginName, { cause: error });
      throw new AllowedClustersError('unknown', { cause: error });
    });
  const [active, ids] = await Promise.all([activeQuery, selected]);
  const granted = new Set(ids);
  return active.filter((cluster) => granted.has(cluster.id));
}

/**
 * availableClusters (ARCHITECTURE §4): the allowed clusters for this user, project and request, with the parsed
 * request each will be checked against (malformed quantities → BadUserInputError naming each field).
 */
export async function availableClusters(
  deps: AllowedClustersContext,
  user: PluginUser,
  projectId: string | null,
  requests: ResourceRequestsInput | null,
): Promise<{ clusters: Cluster[]; requests: ParsedRequests | null }> {
  let parsed: ParsedRequests | null = null;
  if (requests) {
    const result = parseRequests(requests);
    if (result.issues.length > 0) throw new BadUserInputError(result.issues);
    parsed = result.parsed;
  }
  const clusters = await getAllowedClusters(deps, user, projectId, requests);
  return { clusters, requests: parsed };
}

/** Every registered cluster, active or not, in the order clusters are listed everywhere (admins). */
export function listAllClusters(prisma: PrismaClient): Promise<Cluster[]> {
  return prisma.cluster.findMany({ orderBy: CLUSTER_ORDER });
}
