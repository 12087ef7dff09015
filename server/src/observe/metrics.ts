import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/*
 * The server's own metrics, in Prometheus text at /metrics. Every label takes values from a set bounded by the
 * code or by what administrators register (cluster names): no version, process, user or token ids, no operation
 * names chosen by clients, no URL paths. Values that live in the database (versions by status, launch queue depth)
 * are read when scraped.
 */

export const METRICS_PREFIX = 'kueue_batch_';

/** The HTTP routes a request is counted under; anything else is `other`. */
export type HttpRoute =
  | '/graphql'
  | '/mcp'
  | '/auth/session'
  | '/healthz'
  | '/readyz'
  | '/metrics'
  | 'web'
  | 'other';

const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** What a scrape reads from elsewhere in the server (set once the parts exist). */
export interface MetricsSources {
  /** Versions counted by status (one small GROUP BY). */
  versionsByStatus?: () => Promise<Record<string, number>>;
  /** Launch rows due now (not yet claimed or whose claim expired), and all of them. */
  launchQueue?: () => Promise<{ due: number; total: number }>;
  /** Launches this server is working on right now. */
  launchesInFlight?: () => number;
  /** Each known cluster's circuit breaker. */
  breakers?: () => { cluster: string; state: 'closed' | 'open' | 'half-open' }[];
  /** The clusters whose watcher lease this server holds (by name), and those it wants watched. */
  leases?: () => Promise<{ held: string[] }>;
}

export class Metrics {
  readonly registry = new Registry();
  readonly sources: MetricsSources = {};

  readonly httpDuration = new Histogram({
    name: `${METRICS_PREFIX}http_request_duration_seconds`,
    help: 'HTTP requests until the answer starts (the headers of an SSE stream), by route, method and status.',
    labelNames: ['route', 'method', 'status'] as const,
    buckets: SECONDS,
    registers: [this.registry],
  });

  readonly graphqlDuration = new Histogram({
    name: `${METRICS_PREFIX}graphql_operation_duration_seconds`,
    help: 'GraphQL executions (queries and mutations), by operation type, first root field and outcome.',
    labelNames: ['type', 'field', 'outcome'] as const,
    buckets: SECONDS,
    registers: [this.registry],
  });

  readonly graphqlSubscriptions = new Counter({
    name: `${METRICS_PREFIX}graphql_subscriptions_started_total`,
    help: 'GraphQL subscriptions started, by root field.',
    labelNames: ['field'] as const,
    registers: [this.registry],
  });

  readonly clusterCallDuration = new Histogram({
    name: `${METRICS_PREFIX}cluster_call_duration_seconds`,
    help: 'Calls to a cluster API server (timeouts and breaker included), by cluster and outcome (ok or the error kind).',
    labelNames: ['cluster', 'outcome'] as const,
    buckets: SECONDS,
    registers: [this.registry],
  });

  readonly usageResourceSeconds = new Counter({
    name: `${METRICS_PREFIX}usage_resource_seconds_total`,
    help: 'Resource-seconds written to the usage ledger by this server (closed pod running intervals × requested quantity; cpu in cores, memory in bytes), by cluster, flavor and resource. No project or user labels.',
    labelNames: ['cluster', 'flavor', 'resource'] as const,
    registers: [this.registry],
  });

  readonly notificationDeliveries = new Counter({
    name: `${METRICS_PREFIX}notification_deliveries_total`,
    help: 'Notification send attempts (ARCHITECTURE §22), by channel kind (EMAIL, WEBHOOK, SLACK) and outcome (delivered, retry, failed).',
    labelNames: ['kind', 'outcome'] as const,
    registers: [this.registry],
  });

  readonly clusterCallErrors = new Counter({
    name: `${METRICS_PREFIX}cluster_call_errors_total`,
    help: 'Failed calls to a cluster, by cluster and kind (UNREACHABLE, TIMEOUT, UNAUTHORIZED, ...).',
    labelNames: ['cluster', 'kind'] as const,
    registers: [this.registry],
  });

  readonly launchLatency = new Histogram({
    name: `${METRICS_PREFIX}launch_latency_seconds`,
    help: 'From a version committed to its Job created on the cluster, by cluster.',
    labelNames: ['cluster'] as const,
    buckets: [0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300],
    registers: [this.registry],
  });

  readonly launches = new Counter({
    name: `${METRICS_PREFIX}launches_total`,
    help: 'Launch attempts finished by this server, by cluster and outcome (launched, retry, failed).',
    labelNames: ['cluster', 'outcome'] as const,
    registers: [this.registry],
  });

  readonly failovers = new Counter({
    name: `${METRICS_PREFIX}failovers_total`,
    help: 'Attempts ended by failover (ARCHITECTURE §17), by outcome: PREEMPTED or CLUSTER_LOST (moved to another cluster), NO_CLUSTER (none took it: the version FAILED).',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });

  readonly watchReconnects = new Counter({
    name: `${METRICS_PREFIX}watch_reconnects_total`,
    help: 'Watches opened again after the first one (resumes, relists after 410, after errors), by cluster and resource.',
    labelNames: ['cluster', 'resource'] as const,
    registers: [this.registry],
  });

  constructor(options: { defaults?: boolean } = {}) {
    const sources = this.sources;
    if (options.defaults !== false)
      collectDefaultMetrics({ register: this.registry, prefix: METRICS_PREFIX });

    new Gauge({
      name: `${METRICS_PREFIX}versions`,
      help: 'Process versions by status (all servers: read from the database).',
      labelNames: ['status'] as const,
      registers: [this.registry],
      async collect() {
        if (!sources.versionsByStatus) return;
        const counts = await sources.versionsByStatus().catch(() => null);
        this.reset();
        if (counts) for (const [status, count] of Object.entries(counts)) this.set({ status }, count);
      },
    });

    new Gauge({
      name: `${METRICS_PREFIX}launch_queue_depth`,
      help: 'Launch rows in the queue (all servers): due = ready to be claimed now, total = including retries waiting.',
      labelNames: ['state'] as const,
      registers: [this.registry],
      async collect() {
        if (!sources.launchQueue) return;
        const queue = await sources.launchQueue().catch(() => null);
        this.reset();
        if (queue) {
          this.set({ state: 'due' }, queue.due);
          this.set({ state: 'total' }, queue.total);
        }
      },
    });

    new Gauge({
      name: `${METRICS_PREFIX}launches_in_flight`,
      help: 'Launches this server is working on.',
      registers: [this.registry],
      collect() {
        this.set(sources.launchesInFlight?.() ?? 0);
      },
    });

    new Gauge({
      name: `${METRICS_PREFIX}cluster_breaker_state`,
      help: 'Circuit breaker of each cluster this server has called: 0 closed, 1 half-open, 2 open.',
      labelNames: ['cluster'] as const,
      registers: [this.registry],
      collect() {
        this.reset();
        for (const { cluster, state } of sources.breakers?.() ?? []) {
          this.set({ cluster }, state === 'closed' ? 0 : state === 'half-open' ? 1 : 2);
        }
      },
    });

    new Gauge({
      name: `${METRICS_PREFIX}cluster_leases_held`,
      help: 'Cluster watcher leases this server holds: 1 per cluster it watches.',
      labelNames: ['cluster'] as const,
      registers: [this.registry],
      async collect() {
        if (!sources.leases) return;
        const leases = await sources.leases().catch(() => null);
        this.reset();
        for (const cluster of leases?.held ?? []) this.set({ cluster }, 1);
      },
    });
  }

  /** The text a scrape gets, and its content type. */
  async scrape(): Promise<{ body: string; contentType: string }> {
    return { body: await this.registry.metrics(), contentType: this.registry.contentType };
  }
}

const NAMED_ROUTES = new Set<string>(['/mcp', '/auth/session', '/healthz', '/readyz', '/metrics']);

/** The route label of a request (a fixed set: never the path itself); other GETs are the web app's. */
export function httpRoute(pathname: string, method: string): HttpRoute {
  if (pathname === '/graphql' || pathname.startsWith('/graphql/')) return '/graphql';
  if (NAMED_ROUTES.has(pathname)) return pathname as HttpRoute;
  return method === 'GET' || method === 'HEAD' ? 'web' : 'other';
}

/** GET, POST and the other methods together (a client may send any token as a method). */
export function httpMethod(method: string): string {
  return ['GET', 'POST', 'HEAD', 'DELETE', 'OPTIONS', 'PUT', 'PATCH'].includes(method) ? method : 'other';
}
