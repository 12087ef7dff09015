import type { YogaInitialContext } from 'graphql-yoga';
import type { Authentication } from './auth.ts';
import type { Config } from './config.ts';
import type { Cluster, PrismaClient, User } from './generated/prisma/client.ts';
import type { ClusterClientRegistry } from './kube/client-registry.ts';
import type { Logger } from './logger.ts';
import type { Readiness } from './observe/health.ts';
import type { Metrics } from './observe/metrics.ts';
import type { HookRegistry } from './plugins/registry.ts';
import type { AccessWatch, Credential } from './services/access-watch.ts';
import type { ClusterStates } from './services/cluster-states.ts';
import type { QueueReading } from './services/estimates/queue-reading.ts';
import type { ClusterLimitsResult } from './services/limits.ts';
import type { NotifyRuntime } from './services/notify/channels.ts';
import type { OidcProvider } from './services/oidc.ts';
import type { RateLimiter } from './services/rate-limit.ts';
import type { Keyring } from './services/secrets.ts';
import type { VersionEventBus } from './services/version-events.ts';

/** Long-lived parts shared by every request; built once at start-up. */
export interface AppServices {
  config: Config;
  prisma: PrismaClient;
  logger: Logger;
  /** Keys for cluster credentials at rest (SECRET_KEY or the generated one). */
  keyring: Keyring;
  /** Loaded plugins (selectClusters …). */
  hooks: HookRegistry;
  /** Kubernetes clients per cluster (timeouts, circuit breakers, connection reuse). */
  kube: ClusterClientRegistry;
  /** Live cluster state (limits, health, queue, estimates' readings), from each cluster's watch-fed Kueue cache. */
  clusterStates: ClusterStates;
  /** The clusters' clock for start estimates (default: this machine's); tests and benchmarks pass the simulator's. */
  now?: () => Date;
  /** Per-user rate limits of the expensive operations (built from config when absent). */
  rateLimiter?: RateLimiter;
  /** Invitations per person and minute (project-admin.ts). */
  invitationLimiter?: RateLimiter;
  /** Wakes the launch runner when a version was committed (no polling delay on the happy path). */
  launchQueue?: { wake(): void };
  /** Version status changes, for subscriptions (in-process, or LISTEN/NOTIFY on PostgreSQL). */
  versionEvents?: VersionEventBus;
  /** Ends open subscriptions when the access they were opened with ends (built by createApp when absent). */
  accessWatch?: AccessWatch;
  /** The OpenID Provider to sign in with (absent unless OIDC_ISSUER is set). */
  oidc?: OidcProvider;
  /** Prometheus metrics (/metrics); absent in tests that do not look at them. */
  metrics?: Metrics;
  /** /readyz's check (database, migrations, runner, stopping); without it only the database is asked. */
  readiness?: () => Promise<Readiness>;
  /** What sending notifications needs (test messages from the API; the worker has its own copy). */
  notify?: NotifyRuntime;
  /** Aborts when the server begins to stop: open SSE streams end cleanly then. */
  stopping?: AbortSignal;
}

export interface Context extends YogaInitialContext {
  services: AppServices;
  prisma: PrismaClient;
  viewer: User | null;
  /** How the viewer authenticated: an API token (Bearer) or a browser session cookie. */
  authMethod: 'token' | 'session' | null;
  /** Why credentials that were sent were not accepted (never echoes them). */
  authProblem: string | null;
  /** The token or session this request authenticated with, when any. */
  credential?: Credential | null;
  /** This request's loader of cluster state (DataLoader: each cluster fetched at most once per request). */
  clusterStatus: (cluster: Cluster) => Promise<ClusterLimitsResult>;
  /** This request's loader of queue readings for start estimates (each cluster read at most once per request). */
  queueReading: (cluster: Cluster) => Promise<QueueReading>;
  /** Forgets this request's cluster readings: a subscription's next answer reads the clusters (through the caches) again. */
  freshReadings: () => void;
}

/** What our context factory adds to Yoga's initial context. */
export type ContextExtra = Omit<Context, keyof YogaInitialContext>;

/**
 * What our own callers pass to Yoga besides the request: the MCP endpoint executes its tools' GraphQL documents
 * as the caller it has already authenticated (never set from outside: HTTP requests get an empty server context).
 */
export type ServerContext = { authentication?: Authentication };
