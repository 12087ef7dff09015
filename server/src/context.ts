import type { YogaInitialContext } from 'graphql-yoga';
import type { Config } from './config.ts';
import type { Cluster, PrismaClient, User } from './generated/prisma/client.ts';
import type { ClusterStatusView } from './services/cluster-view.ts';
import type { Logger } from './logger.ts';
import type { HookRegistry } from './plugins/registry.ts';
import type { Keyring } from './services/secrets.ts';

/** Long-lived parts shared by every request; built once at start-up. */
export interface AppServices {
  config: Config;
  prisma: PrismaClient;
  logger: Logger;
  /** Keys for cluster credentials at rest (SECRET_KEY or the generated one). */
  keyring: Keyring;
  /** Loaded plugins (selectClusters …). */
  hooks: HookRegistry;
  /** Live cluster state (limits, health, queue): cached across requests, batched per request. */
  clusterStatus: ClusterStatusSource;
}

export interface Context extends YogaInitialContext {
  services: AppServices;
  prisma: PrismaClient;
  viewer: User | null;
  /** How the viewer authenticated: an API token (Bearer) or a browser session cookie. */
  authMethod: 'token' | 'session' | null;
  /** Why credentials that were sent were not accepted (never echoes them). */
  authProblem: string | null;
  /** This request's loader of cluster state (DataLoader: each cluster fetched at most once per request). */
  clusterStatus: (cluster: Cluster) => Promise<ClusterStatusView>;
}

export interface ClusterStatusSource {
  /** A per-request loader over the shared cache. */
  forRequest(): (cluster: Cluster) => Promise<ClusterStatusView>;
}

/** What our context factory adds to Yoga's initial context. */
export type ContextExtra = Omit<Context, keyof YogaInitialContext>;
