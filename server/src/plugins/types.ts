import type { PrismaClient } from '../generated/prisma/client.ts';

/** What the user asked for, as typed in the form or the API (Kubernetes quantity strings), when known. */
export interface ResourceRequests {
  cpu?: string | null;
  memory?: string | null;
  deadlineSeconds?: number | null;
  /** Extended resources, e.g. [{ name: "nvidia.com/gpu", quantity: "2" }]. */
  extended?: ReadonlyArray<{ name: string; quantity: string }> | null;
  /** The flavor the request is pinned to. */
  flavor?: string | null;
  /** The WorkloadPriorityClass the request names. */
  priorityClass?: string | null;
}

/**
 * One cluster a plugin grants: its id (every priority class of the cluster allowed), or the id with the
 * WorkloadPriorityClasses the request may name there (`priorityClasses: []`: none; omitting a class, priority 0,
 * is always allowed). Grants of several plugins for one cluster are united.
 */
export type ClusterGrant = string | { clusterId: string; priorityClasses?: readonly string[] | null };

/** The signed-in user a hook decides for. */
export interface PluginUser {
  id: string;
  email: string;
  name?: string | null;
  isAdmin: boolean;
}

export interface SelectClustersArgs {
  /** The Prisma client: read whatever you need (projects, memberships, clusters). */
  db: PrismaClient;
  user: PluginUser;
  /** The project the process belongs to; absent when listing clusters outside a project. */
  projectId?: string | null;
  resourceRequests?: ResourceRequests | null;
}

/** Every hook a plugin may implement. Each may be sync or async. */
export interface Hooks {
  /**
   * The clusters this plugin grants for the request — ids, or `{ clusterId, priorityClasses }` to allow only some
   * priority classes there; the grants of all plugins are united.
   */
  selectClusters(args: SelectClustersArgs): ClusterGrant[] | Promise<ClusterGrant[]>;
}

export type HookName = keyof Hooks;
export type HookArgs<N extends HookName> = Parameters<Hooks[N]>[0];
export type HookResult<N extends HookName> = Awaited<ReturnType<Hooks[N]>>;

export interface Plugin {
  /** Shown in errors and logs. */
  name: string;
  hooks: Partial<Hooks>;
}

export const HOOK_NAMES: readonly HookName[] = ['selectClusters'];

/** Declares a plugin with its types checked: `export default definePlugin({ name, hooks: { selectClusters } })`. */
export function definePlugin<P extends Plugin>(plugin: P): P {
  return plugin;
}
