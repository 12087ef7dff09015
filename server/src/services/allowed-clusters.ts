import type { Cluster, PrismaClient } from '../generated/prisma/client.ts';
import { HookError, type HookRegistry } from '../plugins/registry.ts';
import type { PluginUser, ResourceRequests } from '../plugins/types.ts';

/** A cluster-selection plugin failed: the request fails closed, never with a wider set of clusters. */
export class AllowedClustersError extends Error {
  override readonly name = 'AllowedClustersError';
  constructor(
    readonly pluginName: string,
    options?: { cause?: unknown },
  ) {
    super(
      `cluster selection failed in plugin "${pluginName}"; no cluster can be offered until it is fixed`,
      options,
    );
  }
}

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
    orderBy: [{ sortOrder: 'asc' }, { name: 'asc' }],
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
