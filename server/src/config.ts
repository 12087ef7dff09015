import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { STATEMENT_CACHE_PROBLEM, takeStatementCacheSize } from './db/statement-cache.ts';

/** The repository root, found from this file rather than from process.cwd(). */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

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
  CLUSTER_BREAKER_THRESHOLD: intFromEnv(1, 100).default(DEFAULT_CLUSTER_BREAKER_THRESHOLD),
  RATE_LIMIT_PER_MINUTE: intFromEnv(1, 1_000_000).default(300),
  LIMITS_CACHE_TTL_MS: intFromEnv(0, 3_600_000).default(15_000),
  ENFORCEMENT_LIMITS_MAX_AGE_MS: intFromEnv(0, 60_000).default(2_000),
  SESSION_TTL_HOURS: intFromEnv(1, 24 * 90).default(24 * 7),
  MAX_SUBSCRIPTIONS_PER_USER: intFromEnv(1, 10_000).default(20),
  WEB_DIST: z.string().optional(),
  SIMULATED_CLUSTERS: boolFromEnv.optional(),
  ALLOW_UNSAFE_KUBECONFIG: boolFromEnv.default(false),
  TRUST_PROXY: boolFromEnv.default(false),
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
  MCP_ALLOWED_ORIGINS: z.string().optional(),
});

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
  /** Consecutive failed calls that open a cluster's circuit breaker (then no calls for 10 s). */
  clusterBreakerThreshold: number;
  /** Per-user budget of availableClusters (and process creation) calls per minute. */
  rateLimitPerMinute: number;
  limitsCacheTtlMs: number;
  /** How old a limits reading may be when createProcess / rerunProcess checks a request against it. */
  enforcementLimitsMaxAgeMs: number;
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
  trustProxy: boolean;
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
  /** Browser origins (besides loopback ones) allowed to call /mcp; requests without Origin are not browsers. */
  mcpAllowedOrigins: string[];
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
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((i) => `${i.path.join('.') || 'environment'}: ${i.message}`),
    );
  }
  const e = parsed.data;
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
    clusterBreakerThreshold: e.CLUSTER_BREAKER_THRESHOLD,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    limitsCacheTtlMs: e.LIMITS_CACHE_TTL_MS,
    enforcementLimitsMaxAgeMs: e.ENFORCEMENT_LIMITS_MAX_AGE_MS,
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
    mcpAllowedOrigins: (e.MCP_ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((s) => s.trim().replace(/\/+$/, ''))
      .filter(Boolean),
  };
}
