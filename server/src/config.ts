import path from 'node:path';
import { z } from 'zod';
import { repoRoot } from './db/paths.ts';
import { STATEMENT_CACHE_PROBLEM, takeStatementCacheSize } from './db/statement-cache.ts';

/** The repository root (or the root of a production build), found from this file rather than from process.cwd(). */
export { repoRoot };

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const boolFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const intFromEnv = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));

/** Where Kubernetes mounts a pod's ServiceAccount token, CA and namespace (SERVICE_ACCOUNT_DIR overrides it). */
export const DEFAULT_SERVICE_ACCOUNT_DIR = '/var/run/secrets/kubernetes.io/serviceaccount';

/** Consecutive failed calls that open a cluster's circuit breaker, unless CLUSTER_BREAKER_THRESHOLD says. */
export const DEFAULT_CLUSTER_BREAKER_THRESHOLD = 1;

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: intFromEnv(0, 65535).default(4000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgresql:// URL')
    .refine((url) => {
      try {
        takeStatementCacheSize(url);
        return true;
      } catch {
        return false;
      }
    }, STATEMENT_CACHE_PROBLEM)
    .optional(),
  SECRET_KEY: z.string().min(1).optional(),
  PLUGINS: z.string().optional(),
  LOG_LEVEL: z.enum(logLevels).default('info'),
  KUBECONFIG: z.string().min(1).optional(),
  GRAPHIQL: boolFromEnv.optional(),
  INTROSPECTION: boolFromEnv.optional(),
  CLUSTER_TIMEOUT_MS: intFromEnv(100, 120_000).default(2000),
  CLUSTER_LOG_TIMEOUT_MS: intFromEnv(100, 300_000).default(10_000),
  MAX_LOG_READS_PER_USER: intFromEnv(1, 1_000).default(4),
  MAX_TASKS: intFromEnv(1, 100_000).default(10_000),
  CLUSTER_BREAKER_THRESHOLD: intFromEnv(1, 100).default(DEFAULT_CLUSTER_BREAKER_THRESHOLD),
  RATE_LIMIT_PER_MINUTE: intFromEnv(1, 1_000_000).default(300),
  LIMITS_CACHE_TTL_MS: intFromEnv(0, 3_600_000).default(15_000),
  ENFORCEMENT_LIMITS_MAX_AGE_MS: intFromEnv(0, 60_000).default(2_000),
  QUEUE_POSITION_REFRESH_MS: intFromEnv(0, 3_600_000).default(10_000),
  SESSION_TTL_HOURS: intFromEnv(1, 24 * 90).default(24 * 7),
  MAX_SUBSCRIPTIONS_PER_USER: intFromEnv(1, 10_000).default(20),
  WEB_DIST: z.string().optional(),
  SIMULATED_CLUSTERS: boolFromEnv.optional(),
  ALLOW_UNSAFE_KUBECONFIG: boolFromEnv.default(false),
  TRUST_PROXY: z
    .enum(['false', 'true', 'x-forwarded', 'forwarded'], {
      message: 'must be false, true, x-forwarded or forwarded',
    })
    .default('false')
    .transform((v) => (v === 'false' ? false : v === 'forwarded' ? 'forwarded' : 'x-forwarded')),
  DEFAULT_CLUSTER_QUEUE: z.string().min(1).default('cluster-queue'),
  DEFAULT_LOCAL_QUEUE: z.string().min(1).default('user-queue'),
  DEFAULT_NAMESPACE: z.string().min(1).default('default'),
  RUNNER: boolFromEnv.default(true),
  LAUNCH_CONCURRENCY: intFromEnv(1, 1_000).default(16),
  LAUNCH_MAX_ATTEMPTS: intFromEnv(1, 1_000).default(8),
  LAUNCH_RETRY_BASE_MS: intFromEnv(10, 3_600_000).default(1_000),
  LAUNCH_POLL_MS: intFromEnv(50, 3_600_000).default(5_000),
  LAUNCH_CLAIM_MS: intFromEnv(1_000, 3_600_000).default(60_000),
  CLUSTER_LEASE_TTL_MS: intFromEnv(300, 3_600_000).default(15_000),
  WATCH_IDLE_TIMEOUT_MS: intFromEnv(1_000, 3_600_000).default(90_000),
  RUNNER_SWEEP_MS: intFromEnv(50, 3_600_000).default(5_000),
  CLUSTER_LOST_AFTER_SECONDS: intFromEnv(1, 86_400).default(300),
  MCP_ALLOWED_ORIGINS: z.string().optional(),
  PROJECT_CREATION: z.enum(['admins', 'anyone'], { message: 'must be admins or anyone' }).default('admins'),
  USAGE_CURRENCY: z
    .string()
    .regex(/^[A-Z]{3}$/, 'must be a three-letter currency code (ISO 4217), e.g. EUR')
    .default('EUR'),
  PUBLIC_URL: z.string().optional(),
  OIDC_ISSUER: z.string().optional(),
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_CLIENT_SECRET: z.string().optional(),
  OIDC_SCOPES: z.string().optional(),
  OIDC_ADMIN_GROUPS: z.string().optional(),
  OIDC_GROUPS_CLAIM: z.string().optional(),
  OIDC_PROVIDER_NAME: z.string().optional(),
  OIDC_TIMEOUT_MS: intFromEnv(100, 120_000).default(5_000),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  METRICS_PORT: intFromEnv(1, 65535).optional(),
  SHUTDOWN_TIMEOUT_MS: intFromEnv(100, 600_000).default(10_000),
  IN_CLUSTER: boolFromEnv.default(false),
  IN_CLUSTER_NAME: z.string().min(1).default('In-cluster'),
  SERVICE_ACCOUNT_DIR: z.string().min(1).default(DEFAULT_SERVICE_ACCOUNT_DIR),
  KUBERNETES_SERVICE_HOST: z.string().min(1).optional(),
  KUBERNETES_SERVICE_PORT: intFromEnv(1, 65535).optional(),
});

/** TRUST_PROXY: the kind of forwarding header the proxy in front writes, or false. */
export type TrustProxy = false | 'x-forwarded' | 'forwarded';

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Raw SECRET_KEY; undefined means "generate into DATA_DIR" (embedded default). */
  secretKey: string | undefined;
  plugins: string[];
  logLevel: (typeof logLevels)[number];
  kubeconfigPath: string | undefined;
  graphiql: boolean;
  introspection: boolean;
  clusterTimeoutMs: number;
  /** Budget of one log read from a cluster (own breaker: log reads never open the control breaker). */
  clusterLogTimeoutMs: number;
  /** Log reads (processVersion logs fields) one user may have in flight on one server; more are RATE_LIMITED. */
  maxLogReadsPerUser: number;
  /** The most tasks one array or gang may have (ARCHITECTURE §19). */
  maxTasks: number;
  /** Consecutive failed calls that open a cluster's circuit breaker (then no calls for 10 s). */
  clusterBreakerThreshold: number;
  /** Per-user budget of availableClusters (and process creation) calls per minute. */
  rateLimitPerMinute: number;
  limitsCacheTtlMs: number;
  /** How old a limits reading may be when createProcess / rerunProcess checks a request against it. */
  enforcementLimitsMaxAgeMs: number;
  /** How often processVersionUpdated re-sends a QUEUED version (its position and estimate); 0 = only on changes. */
  queuePositionRefreshMs: number;
  sessionTtlHours: number;
  /** Open subscriptions (status, logs, project list) one user may hold on one server. */
  maxSubscriptionsPerUser: number;
  webDist: string;
  /** Run kube-sim demo clusters in-process when no cluster is registered and no KUBECONFIG is given. */
  simulatedClusters: boolean;
  allowUnsafeKubeconfig: boolean;
  /**
   * The server is reached only through a reverse proxy: its `Forwarded` / `X-Forwarded-Proto` say whether the client
   * used https (session cookie `Secure`), its `Forwarded: for=` / `X-Forwarded-For` who the client is (rate limits).
   */
  /**
   * Which headers of the one reverse proxy in front to believe (its last entry only): `X-Forwarded-For`/`-Proto`,
   * or the standard `Forwarded`; false: none (the default).
   */
  trustProxy: TrustProxy;
  /** Kueue queues and namespace of the "Default Cluster" registered from KUBECONFIG. */
  defaultClusterQueue: string;
  defaultLocalQueue: string;
  defaultNamespace: string;
  /** Launch and monitor jobs in this process (off: a server that only answers requests). */
  runner: boolean;
  launchConcurrency: number;
  /** Attempts at a launch whose cluster keeps failing before the version is FAILED. */
  launchMaxAttempts: number;
  /** First delay between launch attempts (doubles per attempt, at most 60 s). */
  launchRetryBaseMs: number;
  /** Safety-net poll of the launch queue (it is woken in-process on every new version). */
  launchPollMs: number;
  /** How long a server's claim on a launch holds; a crashed server's launches are taken over after it. */
  launchClaimMs: number;
  /** A cluster's watcher lease: another server takes over within this time when its holder dies. */
  clusterLeaseTtlMs: number;
  /** A watch silent this long (no event, no bookmark) is reconnected. */
  watchIdleTimeoutMs: number;
  /** Period of each monitor's sweep: queue-wait limits, pending cancels, full reconcile. */
  runnerSweepMs: number;
  /** How long a cluster may not answer before the attempts on it of versions with failover move (ARCHITECTURE §17). */
  clusterLostAfterSeconds: number;
  /** Browser origins (besides loopback ones) allowed to call /mcp; requests without Origin are not browsers. */
  mcpAllowedOrigins: string[];
  /** Who may create projects: admins (default), or every signed-in user (who becomes its OWNER). */
  projectCreation: 'admins' | 'anyone';
  /** The currency flavor prices, costs and COST budgets are in (ARCHITECTURE §18). */
  usageCurrency: string;
  /** Where browsers reach this server (scheme, host, optional path prefix; no trailing slash), when set. */
  publicUrl: string | undefined;
  /** Sign-in with an OpenID Provider, when OIDC_ISSUER is set. */
  oidc: OidcConfig | null;
  /** Bearer token /metrics requires (never logged); with neither it nor `metricsPort`, /metrics answers 404. */
  metricsToken: string | undefined;
  /** A separate listener (on HOST) serving only /metrics; the main one then answers 404 there. */
  metricsPort: number | undefined;
  /** SIGTERM: how long a graceful stop may take before the process exits anyway. */
  shutdownTimeoutMs: number;
  /**
   * IN_CLUSTER=true: register the cluster this server runs in from its ServiceAccount (kube/in-cluster.ts). The
   * namespace is DEFAULT_NAMESPACE when set, else the ServiceAccount's own.
   */
  inCluster?: {
    name: string;
    serviceAccountDir: string;
    host: string;
    port: number;
    namespace: string | undefined;
  };
};

export type OidcConfig = {
  /** The issuer identifier, exactly as the provider's discovery document must state it. */
  issuer: string;
  clientId: string;
  /** Absent: a public client (PKCE only, no client authentication). */
  clientSecret: string | undefined;
  /** `${PUBLIC_URL}/auth/oidc/callback`. */
  redirectUri: string;
  scopes: string[];
  /** Values of the groups claim that make a user an admin; null: the admin flag is not managed by sign-in. */
  adminGroups: string[] | null;
  groupsClaim: string;
  /** Shown as "Sign in with <providerName>" (OIDC_PROVIDER_NAME, else the issuer's host). */
  providerName: string;
  /** Timeout of each call to the provider (discovery, token, userinfo). */
  timeoutMs: number;
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses the environment once, listing every problem at once. Never echoes a value (it may be a secret). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const input: Record<string, string> = {};
  for (const key of Object.keys(envSchema.shape)) {
    const value = env[key];
    if (value !== undefined && value !== '') input[key] = value;
  }
  const parsed = envSchema.safeParse(input);
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((i) => `${i.path.join('.') || 'environment'}: ${i.message}`);
  problems.push(...oidcProblems(input));
  if (!parsed.success || problems.length > 0) throw new ConfigError(problems);
  const e = parsed.data;
  if (e.IN_CLUSTER && (e.KUBERNETES_SERVICE_HOST === undefined || e.KUBERNETES_SERVICE_PORT === undefined)) {
    throw new ConfigError([
      'IN_CLUSTER: needs KUBERNETES_SERVICE_HOST and KUBERNETES_SERVICE_PORT (Kubernetes sets both in every pod)',
    ]);
  }
  const dev = e.NODE_ENV === 'development';
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR ?? path.join(repoRoot, '.data')),
    databaseUrl: e.DATABASE_URL,
    secretKey: e.SECRET_KEY,
    plugins: (e.PLUGINS ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    logLevel: e.LOG_LEVEL,
    kubeconfigPath: e.KUBECONFIG,
    graphiql: e.GRAPHIQL ?? (dev || !e.DATABASE_URL),
    introspection: e.INTROSPECTION ?? true,
    clusterTimeoutMs: e.CLUSTER_TIMEOUT_MS,
    clusterLogTimeoutMs: e.CLUSTER_LOG_TIMEOUT_MS,
    maxLogReadsPerUser: e.MAX_LOG_READS_PER_USER,
    maxTasks: e.MAX_TASKS,
    clusterBreakerThreshold: e.CLUSTER_BREAKER_THRESHOLD,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    limitsCacheTtlMs: e.LIMITS_CACHE_TTL_MS,
    enforcementLimitsMaxAgeMs: e.ENFORCEMENT_LIMITS_MAX_AGE_MS,
    queuePositionRefreshMs: e.QUEUE_POSITION_REFRESH_MS,
    sessionTtlHours: e.SESSION_TTL_HOURS,
    maxSubscriptionsPerUser: e.MAX_SUBSCRIPTIONS_PER_USER,
    webDist: path.resolve(e.WEB_DIST ?? path.join(repoRoot, 'web/dist')),
    simulatedClusters: e.SIMULATED_CLUSTERS ?? true,
    allowUnsafeKubeconfig: e.ALLOW_UNSAFE_KUBECONFIG,
    trustProxy: e.TRUST_PROXY,
    defaultClusterQueue: e.DEFAULT_CLUSTER_QUEUE,
    defaultLocalQueue: e.DEFAULT_LOCAL_QUEUE,
    defaultNamespace: e.DEFAULT_NAMESPACE,
    runner: e.RUNNER,
    launchConcurrency: e.LAUNCH_CONCURRENCY,
    launchMaxAttempts: e.LAUNCH_MAX_ATTEMPTS,
    launchRetryBaseMs: e.LAUNCH_RETRY_BASE_MS,
    launchPollMs: e.LAUNCH_POLL_MS,
    launchClaimMs: e.LAUNCH_CLAIM_MS,
    clusterLeaseTtlMs: e.CLUSTER_LEASE_TTL_MS,
    watchIdleTimeoutMs: e.WATCH_IDLE_TIMEOUT_MS,
    runnerSweepMs: e.RUNNER_SWEEP_MS,
    clusterLostAfterSeconds: e.CLUSTER_LOST_AFTER_SECONDS,
    mcpAllowedOrigins: (e.MCP_ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((s) => s.trim().replace(/\/+$/, ''))
      .filter(Boolean),
    projectCreation: e.PROJECT_CREATION,
    usageCurrency: e.USAGE_CURRENCY,
    publicUrl: e.PUBLIC_URL ? trimSlashes(e.PUBLIC_URL) : undefined,
    oidc: e.OIDC_ISSUER
      ? {
          issuer: e.OIDC_ISSUER,
          clientId: e.OIDC_CLIENT_ID!,
          clientSecret: e.OIDC_CLIENT_SECRET,
          redirectUri: `${trimSlashes(e.PUBLIC_URL!)}/auth/oidc/callback`,
          scopes: words(e.OIDC_SCOPES ?? DEFAULT_OIDC_SCOPES),
          adminGroups: e.OIDC_ADMIN_GROUPS ? list(e.OIDC_ADMIN_GROUPS) : null,
          groupsClaim: e.OIDC_GROUPS_CLAIM?.trim() || 'groups',
          providerName: e.OIDC_PROVIDER_NAME?.trim() || new URL(e.OIDC_ISSUER).host,
          timeoutMs: e.OIDC_TIMEOUT_MS,
        }
      : null,
    metricsToken: e.METRICS_TOKEN,
    metricsPort: e.METRICS_PORT,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    ...(e.IN_CLUSTER && {
      inCluster: {
        name: e.IN_CLUSTER_NAME,
        serviceAccountDir: path.resolve(e.SERVICE_ACCOUNT_DIR),
        host: e.KUBERNETES_SERVICE_HOST!,
        port: e.KUBERNETES_SERVICE_PORT!,
        namespace: input.DEFAULT_NAMESPACE,
      },
    }),
  };
}

export const DEFAULT_OIDC_SCOPES = 'openid email profile';

const trimSlashes = (url: string) => url.trim().replace(/\/+$/, '');
const words = (text: string) => text.split(/\s+/).filter(Boolean);
const list = (text: string) =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** 127.0.0.0/8, ::1 and localhost: the only hosts an http:// issuer may name (a provider on this machine). */
function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return host === 'localhost' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);
}

function parseUrl(text: string): URL | null {
  try {
    return new URL(text);
  } catch {
    return null;
  }
}

/** PUBLIC_URL and the OIDC_* settings, checked together (each problem named, no value echoed). */
function oidcProblems(input: Record<string, string>): string[] {
  const problems: string[] = [];
  const publicUrl = input.PUBLIC_URL ? parseUrl(input.PUBLIC_URL.trim()) : null;
  if (input.PUBLIC_URL !== undefined) {
    if (!publicUrl || (publicUrl.protocol !== 'https:' && publicUrl.protocol !== 'http:')) {
      problems.push('PUBLIC_URL: must be an http:// or https:// URL');
    } else if (publicUrl.search || publicUrl.hash || publicUrl.username || publicUrl.password) {
      problems.push('PUBLIC_URL: must not carry a query, a fragment or credentials');
    }
  }
  if (input.OIDC_ISSUER === undefined) {
    for (const key of [
      'OIDC_CLIENT_ID',
      'OIDC_CLIENT_SECRET',
      'OIDC_SCOPES',
      'OIDC_ADMIN_GROUPS',
      'OIDC_GROUPS_CLAIM',
      'OIDC_PROVIDER_NAME',
    ]) {
      if (input[key] !== undefined) problems.push(`${key}: is set but OIDC_ISSUER is not`);
    }
    return problems;
  }
  const issuer = parseUrl(input.OIDC_ISSUER);
  if (!issuer || (issuer.protocol !== 'https:' && issuer.protocol !== 'http:')) {
    problems.push('OIDC_ISSUER: must be an https:// URL');
  } else if (issuer.protocol === 'http:' && !isLoopbackHost(issuer.hostname)) {
    problems.push('OIDC_ISSUER: must be https:// (http:// only for a loopback address)');
  } else if (issuer.search || issuer.hash || issuer.username || issuer.password) {
    problems.push('OIDC_ISSUER: must not carry a query, a fragment or credentials');
  }
  if (!input.OIDC_CLIENT_ID?.trim()) problems.push('OIDC_CLIENT_ID: is required with OIDC_ISSUER');
  if (input.PUBLIC_URL === undefined) {
    problems.push(
      'PUBLIC_URL: is required with OIDC_ISSUER (the redirect URI is PUBLIC_URL + /auth/oidc/callback)',
    );
  }
  if (input.OIDC_SCOPES !== undefined && !words(input.OIDC_SCOPES).includes('openid')) {
    problems.push('OIDC_SCOPES: must include openid');
  }
  if (input.OIDC_ADMIN_GROUPS !== undefined && list(input.OIDC_ADMIN_GROUPS).length === 0) {
    problems.push('OIDC_ADMIN_GROUPS: must name at least one group (comma-separated)');
  }
  return problems;
}
