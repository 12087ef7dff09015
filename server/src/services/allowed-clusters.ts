import type { Cluster, DataVolume, Prisma, PrismaClient } from '../generated/prisma/client.ts';
import { HookError, type HookRegistry } from '../plugins/registry.ts';
import type { PluginUser, ResourceRequests } from '../plugins/types.ts';
import { type GrantedClasses, uniteGrants } from './cluster-grants.ts';
import type { FieldIssue } from './errors.ts';
import { BadUserInputError, ServiceError } from './errors.ts';
import { checkTasks, DEFAULT_MAX_TASKS, podSetCount, type TasksInput } from './process/tasks.ts';
import { type ParsedRequests, parseRequests, type ResourceRequestsInput, scaleRequests } from './requests.ts';
import { checkMounts, type MountInput } from './volumes/mount-input.ts';
import { missingVolumes, volumesOf } from './volumes/placement.ts';

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

/** The allowed clusters, in order, with the priority classes the policy allows on each (null: every class). */
export interface AllowedClusters {
  clusters: Cluster[];
  classes: GrantedClasses;
}

/** The classes the policy allows on a cluster of `allowed`: null when every class of the cluster is. */
export function classesAllowedOn(allowed: AllowedClusters, clusterId: string): readonly string[] | null {
  return allowed.classes.get(clusterId) ?? null;
}

/**
 * The single source of truth for which clusters a user may use (ARCHITECTURE §2), for display and enforcement:
 * no `selectClusters` plugin → all active clusters; plugins → the union of their grants ∩ active clusters; always
 * ordered by sortOrder, then name. A grant may allow only some priority classes on its cluster (§16): `classes`.
 * A throwing plugin throws `AllowedClustersError`.
 */
export async function getAllowedClusterGrants(
  { prisma, hooks }: AllowedClustersContext,
  user: PluginUser,
  projectId?: string | null,
  resourceRequests?: ResourceRequests | null,
): Promise<AllowedClusters> {
  const activeQuery = prisma.cluster.findMany({
    where: { active: true },
    orderBy: CLUSTER_ORDER,
  });
  if (!hooks?.anyRegistered('selectClusters')) return { clusters: await activeQuery, classes: new Map() };

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
  const [active, grants] = await Promise.all([activeQuery, selected]);
  const classes = uniteGrants(grants);
  return { clusters: active.filter((cluster) => classes.has(cluster.id)), classes };
}

/** The allowed clusters alone (see getAllowedClusterGrants). */
export async function getAllowedClusters(
  deps: AllowedClustersContext,
  user: PluginUser,
  projectId?: string | null,
  resourceRequests?: ResourceRequests | null,
): Promise<Cluster[]> {
  return (await getAllowedClusterGrants(deps, user, projectId, resourceRequests)).clusters;
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
  /** An array or gang (ARCHITECTURE §19): the fit and estimate take its podset count, the cost its task count. */
  tasks: TasksInput | null = null,
  maxTasks = DEFAULT_MAX_TASKS,
  /** Data volumes to mount (ARCHITECTURE §21): per cluster, those it lacks. */
  mounts: readonly MountInput[] | null = null,
): Promise<
  AllowedClusters & {
    requests: ParsedRequests | null;
    costRequests: ParsedRequests | null;
    /** With mounts given: every allowed cluster's data volumes; null without. */
    volumes: Map<string, DataVolume[]> | null;
    /** With mounts given: per cluster, the volumes they name that it lacks; null without mounts. */
    missingVolumes: Map<string, string[]> | null;
  }
> {
  let parsed: ParsedRequests | null = null;
  if (requests) {
    const result = parseRequests(requests);
    if (result.issues.length > 0) throw new BadUserInputError(result.issues);
    parsed = result.parsed;
  }
  const issues: FieldIssue[] = [];
  const plan = checkTasks(tasks, null, maxTasks, issues);
  const checkedMounts = checkMounts(mounts, issues);
  if (issues.length > 0) throw new BadUserInputError(issues);
  const allowed = await getAllowedClusterGrants(deps, user, projectId, requests);
  // Read only when asked about (the field Cluster.volumes reads its own otherwise).
  const volumes =
    mounts === null || mounts.length === 0
      ? null
      : await volumesOf(
          deps.prisma,
          allowed.clusters.map((c) => c.id),
        );
  return {
    ...allowed,
    requests: parsed && scaleRequests(parsed, podSetCount(plan)),
    costRequests: parsed && scaleRequests(parsed, plan?.count ?? 1),
    volumes,
    missingVolumes:
      volumes === null
        ? null
        : new Map(
            allowed.clusters.map((c) => [c.id, missingVolumes(volumes.get(c.id) ?? [], checkedMounts)]),
          ),
  };
}

/** Every registered cluster, active or not, in the order clusters are listed everywhere (admins). */
export function listAllClusters(prisma: PrismaClient): Promise<Cluster[]> {
  return prisma.cluster.findMany({ orderBy: CLUSTER_ORDER });
}
