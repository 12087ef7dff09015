import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createServerAdapter, type ServerAdapterNodeContext } from '@whatwg-node/server';
import { type App, createApp } from './app.ts';
import { type Config, loadConfig } from './config.ts';
import type { AppServices } from './context.ts';
import { openDatabase } from './db/client.ts';
import type { PrismaClient } from './generated/prisma/client.ts';
import { ClusterClientRegistry } from './kube/client-registry.ts';
import { createLogger, type Logger } from './logger.ts';
import { loadPlugins } from './plugins/loader.ts';
import { Runner, runnerSettings } from './runner/index.ts';
import { resolveSecretKey } from './secret-key.ts';
import { bootstrapClusters } from './services/bootstrap.ts';
import { clusterKubeconfig } from './services/clusters.ts';
import { LimitsCache } from './services/limits.ts';
import { createLogArchiver, withLogArchiving } from './services/logs.ts';
import { parseSecretKey } from './services/secrets.ts';
import { createInProcessVersionEventBus, type VersionEventBus } from './services/version-events.ts';
import { createPostgresVersionEventBus } from './services/version-events-pg.ts';

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
    const kube = new ClusterClientRegistry({
      kubeconfigOf: (cluster) => clusterKubeconfig(cluster, keyring),
      timeoutMs: config.clusterTimeoutMs,
      logTimeoutMs: config.clusterLogTimeoutMs,
      breakerThreshold: config.clusterBreakerThreshold,
      allowUnsafeKubeconfigs: config.allowUnsafeKubeconfig,
    });
    cleanups.unshift(() => kube.close());
    const limits = new LimitsCache({ registry: kube, ttlMs: config.limitsCacheTtlMs });
    const services: AppServices = { config, prisma: db.prisma, logger, keyring, hooks, kube, limits };
    const versionEvents = withLogArchiving(
      await openVersionEvents(services, db.url, db.embedded, cleanups),
      archiverOf(services, cleanups),
    );
    services.versionEvents = versionEvents;
    const runner = config.runner
      ? new Runner({
          prisma: db.prisma,
          kube,
          keyring,
          logger,
          versionEvents,
          settings: runnerSettings(config),
        })
      : undefined;
    services.launchQueue = runner;
    const app = createApp(services);
    const server = createServer(
      createServerAdapter<ServerAdapterNodeContext>((request, { req }) =>
        app.fetch(request, { peer: req.socket?.remoteAddress }),
      ),
    );
    await listen(server, config.port, config.host);
    cleanups.unshift(() => close(server));
    if (runner) {
      runner.start();
      // Before the HTTP server and the clients close: the runner finishes its bounded calls and frees its leases.
      cleanups.unshift(() => runner.stop());
    }
    const { port } = server.address() as AddressInfo;
    const host = config.host.includes(':') ? `[${config.host}]` : config.host;
    const url = `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`;
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
        for (const c of cleanups)
          await c().catch((e) => logger.warn({ err: String(e) }, 'shutdown step failed'));
      },
    };
  } catch (error) {
    for (const c of cleanups) await c().catch(() => {});
    throw error;
  }
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
