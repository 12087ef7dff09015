import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type App, createApp } from './app.ts';
import { type Config, loadConfig } from './config.ts';
import type { AppServices } from './context.ts';
import { openDatabase } from './db/client.ts';
import { migrationNames } from './db/migration-status.ts';
import type { PrismaClient } from './generated/prisma/client.ts';
import { createAppServer } from './http-listener.ts';
import { ClusterClientRegistry } from './kube/client-registry.ts';
import { inClusterTokenFile } from './kube/in-cluster.ts';
import { KueueCaches } from './kube/kueue-caches.ts';
import { createLogger, type Logger } from './logger.ts';
import { createReadiness } from './observe/health.ts';
import { Metrics } from './observe/metrics.ts';
import { createMetricsServer } from './observe/metrics-http.ts';
import { loadPlugins } from './plugins/loader.ts';
import { Runner, runnerSettings } from './runner/index.ts';
import { resolveSecretKey } from './secret-key.ts';
import { bootstrapClusters } from './services/bootstrap.ts';
import { ClusterStates } from './services/cluster-states.ts';
import { clusterKubeconfig } from './services/clusters.ts';
import { createLogArchiver, withLogArchiving } from './services/logs.ts';
import { notifyRuntime } from './services/notify/runtime.ts';
import { NotifyWorker } from './services/notify/worker.ts';
import { OidcProvider } from './services/oidc.ts';
import { parseSecretKey } from './services/secrets.ts';
import { createInProcessVersionEventBus, type VersionEventBus } from './services/version-events.ts';
import { createPostgresVersionEventBus } from './services/version-events-pg.ts';
import { drainHttpServer } from './shutdown.ts';

export type RunningServer = {
  url: string;
  /** What start-up did that the operator should know (demo clusters, Default Cluster). */
  notes: string[];
  config: Config;
  prisma: PrismaClient;
  services: AppServices;
  /** The launch queue and cluster monitors (absent with RUNNER=false). */
  runner?: Runner;
  app: App;
  logger: Logger;
  stop: () => Promise<void>;
};

/** Overrides of the parsed configuration; `environment` replaces process.env as the source to parse. */
export type StartOptions = Partial<Config> & { environment?: NodeJS.ProcessEnv; logger?: Logger };

/** Opens the database (migrating it), builds the app and listens. Used by main.ts and by end-to-end tests. */
export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const { environment, logger: givenLogger, ...overrides } = options;
  const config: Config = { ...loadConfig(environment ?? process.env), ...overrides };
  const logger = givenLogger ?? createLogger(config.logLevel);
  const keyring = parseSecretKey(await resolveSecretKey(config, logger));
  const hooks = await loadPlugins(config.plugins, { cwd: process.cwd() });
  if (hooks.plugins.length > 0) logger.info({ plugins: hooks.plugins.map((p) => p.name) }, 'plugins loaded');
  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    migrate: true,
    logger,
    role: 'server',
  });
  const cleanups: (() => Promise<void>)[] = [() => db.close()];
  try {
    const boot = await bootstrapClusters(
      config,
      { prisma: db.prisma, keyring, allowUnsafeKubeconfig: config.allowUnsafeKubeconfig },
      logger,
    );
    if (boot.simulation) cleanups.unshift(boot.simulation.stop);
    const metrics = new Metrics();
    const kube = new ClusterClientRegistry({
      kubeconfigOf: (cluster) => clusterKubeconfig(cluster, keyring),
      timeoutMs: config.clusterTimeoutMs,
      logTimeoutMs: config.clusterLogTimeoutMs,
      breakerThreshold: config.clusterBreakerThreshold,
      allowUnsafeKubeconfigs: config.allowUnsafeKubeconfig,
      onCall: (cluster, seconds, errorKind) => {
        metrics.clusterCallDuration.observe({ cluster, outcome: errorKind ?? 'ok' }, seconds);
        if (errorKind) metrics.clusterCallErrors.inc({ cluster, kind: errorKind });
      },
      inClusterTokenFile: config.inCluster && inClusterTokenFile(config.inCluster.serviceAccountDir),
    });
    metrics.sources.breakers = () => kube.breakerStates();
    cleanups.unshift(() => kube.close());
    const caches = new KueueCaches({
      registry: kube,
      timeoutMs: config.clusterTimeoutMs,
      idleTimeoutMs: config.watchIdleTimeoutMs,
      logger: logger.child({ component: 'kueue-cache' }),
      onReconnect: (cluster, resource) => metrics.watchReconnects.inc({ cluster, resource }),
    });
    cleanups.unshift(() => caches.close());
    const clusterStates = new ClusterStates({ caches, prisma: db.prisma });
    // Each cluster's caches start with the server: the first availableClusters finds them listed (not awaited).
    void db.prisma.cluster
      .findMany({ where: { active: true } })
      .then((clusters) => clusterStates.warm(clusters))
      .catch((error: unknown) => logger.warn({ err: error }, 'cluster caches did not start'));
    const services: AppServices = {
      config,
      prisma: db.prisma,
      logger,
      keyring,
      hooks,
      kube,
      clusterStates,
      metrics,
    };
    const versionEvents = withLogArchiving(
      await openVersionEvents(services, db.url, db.embedded, cleanups),
      archiverOf(services, cleanups),
    );
    services.versionEvents = versionEvents;
    const runner = config.runner
      ? new Runner({
          prisma: db.prisma,
          kube,
          caches,
          keyring,
          logger,
          versionEvents,
          settings: runnerSettings(config),
          metrics,
          placement: { hooks, states: clusterStates, currency: config.usageCurrency },
        })
      : undefined;
    services.launchQueue = runner;
    if (config.oidc) {
      const oidc = new OidcProvider(config.oidc, logger);
      cleanups.unshift(async () => oidc.stop());
      // One attempt bounded by OIDC_TIMEOUT_MS; when it fails the server starts anyway and keeps retrying.
      await oidc.start();
      services.oidc = oidc;
    }
    let runnerStarted = false;
    let stopping = false;
    // Aborted when the server starts to stop: open SSE streams end cleanly (shutdown.ts).
    const stopSignal = new AbortController();
    services.stopping = stopSignal.signal;
    const migrations = await migrationNames();
    services.readiness = createReadiness({
      prisma: db.prisma,
      migrations,
      runnerStarted: runner ? () => runnerStarted : undefined,
      stopping: () => stopping,
    });
    observeSources(metrics, db.prisma, runner);
    const app = createApp(services);
    const server = createAppServer(app.fetch, logger);
    await listen(server, config.port, config.host);
    let draining: Promise<void> | undefined;
    // Requests in flight get until shortly before SHUTDOWN_TIMEOUT_MS; what is left then is cut.
    const drain = () => {
      draining ??= drainHttpServer(server, Math.max(100, config.shutdownTimeoutMs - 2_000));
      return draining;
    };
    cleanups.unshift(drain);
    if (config.metricsPort !== undefined) {
      const metricsServer = createMetricsServer(metrics, config.metricsToken, logger);
      await listen(metricsServer, config.metricsPort, config.host);
      cleanups.unshift(() => close(metricsServer));
    }
    if (runner) {
      runner.start();
      runnerStarted = true;
      // Before the HTTP server and the clients close: the runner finishes its bounded calls and frees its leases.
      cleanups.unshift(() => runner.stop());
    }
    const { port } = server.address() as AddressInfo;
    const host = config.host.includes(':') ? `[${config.host}]` : config.host;
    const url = `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`;
    // Notifications (ARCHITECTURE §22): the API's test messages, and the outbox's worker where the runner runs.
    const notify = notifyRuntime(config, url);
    services.notify = notify;
    cleanups.push(async () => notify.mailer.close());
    if (config.runner) {
      const worker = new NotifyWorker({
        prisma: db.prisma,
        keyring,
        logger: logger.child({ component: 'notify' }),
        ...notify,
        currency: config.usageCurrency,
        onOutcome: (kind, outcome) => metrics.notificationDeliveries.inc({ kind, outcome }),
      });
      worker.start();
      cleanups.unshift(() => worker.stop());
    }
    logger.info({ url, database: db.embedded ? 'embedded' : 'postgresql' }, 'server listening');
    return {
      url,
      notes: boot.notes,
      config,
      prisma: db.prisma,
      services,
      runner,
      app,
      logger,
      stop: async () => {
        if (stopping) return;
        stopping = true;
        // At once: no new connection, /readyz says so, SSE streams end; then the runner hands over (launches in
        // flight finish, monitors stop, leases are freed) while requests in flight finish.
        void drain();
        stopSignal.abort();
        for (const c of cleanups)
          await c().catch((e) => logger.warn({ err: String(e) }, 'shutdown step failed'));
      },
    };
  } catch (error) {
    for (const c of cleanups) await c().catch(() => {});
    throw error;
  }
}

/** What /metrics reads at scrape time: the database's counts and this server's runner. */
function observeSources(metrics: Metrics, prisma: PrismaClient, runner: Runner | undefined): void {
  metrics.sources.versionsByStatus = async () => {
    const groups = await prisma.processVersion.groupBy({ by: ['status'], _count: { _all: true } });
    return Object.fromEntries(groups.map((g) => [g.status, g._count._all]));
  };
  metrics.sources.launchQueue = async () => {
    const [row] = await prisma.$queryRaw<{ due: bigint; total: bigint }[]>`
      SELECT count(*) FILTER (WHERE "runAfter" <= (now() AT TIME ZONE 'UTC')
               AND ("lockedUntil" IS NULL OR "lockedUntil" < (now() AT TIME ZONE 'UTC'))) AS due,
             count(*) AS total
      FROM "LaunchJob"`;
    return { due: Number(row?.due ?? 0), total: Number(row?.total ?? 0) };
  };
  if (!runner) return;
  metrics.sources.launchesInFlight = () => runner.launcher.inFlight;
  metrics.sources.leases = async () => {
    const ids = runner.leases.held;
    if (ids.length === 0) return { held: [] };
    const clusters = await prisma.cluster.findMany({ where: { id: { in: ids } }, select: { name: true } });
    return { held: clusters.map((c) => c.name) };
  };
}

/**
 * Version events: LISTEN/NOTIFY on real PostgreSQL, so that subscribers on every server see every change; in
 * process on the embedded database (one server process; its wire server delivers NOTIFY to the wrong connection).
 */
async function openVersionEvents(
  services: AppServices,
  url: string,
  embedded: boolean,
  cleanups: (() => Promise<void>)[],
): Promise<VersionEventBus> {
  if (embedded) return createInProcessVersionEventBus();
  const bus = createPostgresVersionEventBus({ url, prisma: services.prisma, logger: services.logger });
  cleanups.unshift(() => bus.close());
  // Start-up does not wait long for it: the bus reconnects in the background and local events flow meanwhile.
  await Promise.race([bus.ready(), new Promise((resolve) => setTimeout(resolve, 5_000).unref())]);
  if (!bus.listening) services.logger.warn('version events: not listening yet; retrying in the background');
  return bus;
}

/** Archives the logs of versions that finish (and, once at start, of recent ones that were missed). */
function archiverOf(services: AppServices, cleanups: (() => Promise<void>)[]) {
  const archiver = createLogArchiver(services);
  cleanups.unshift(async () => archiver.stop());
  const sweep = setTimeout(() => {
    archiver.sweep().catch((error: unknown) => {
      services.logger.warn(
        { err: error instanceof Error ? error.message : String(error) },
        'log archive sweep failed',
      );
    });
  }, 10_000);
  sweep.unref();
  cleanups.unshift(async () => clearTimeout(sweep));
  return archiver;
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

function close(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}
