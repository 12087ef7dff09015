import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createServerAdapter } from '@whatwg-node/server';
import { type App, createApp } from './app.ts';
import { type Config, loadConfig } from './config.ts';
import type { AppServices } from './context.ts';
import { openDatabase } from './db/client.ts';
import type { PrismaClient } from './generated/prisma/client.ts';
import { createLogger, type Logger } from './logger.ts';
import { resolveSecretKey } from './secret-key.ts';

export type RunningServer = {
  url: string;
  config: Config;
  prisma: PrismaClient;
  services: AppServices;
  app: App;
  logger: Logger;
  stop: () => Promise<void>;
};

export type StartOptions = Partial<Config> & { env?: NodeJS.ProcessEnv; logger?: Logger };

/** Opens the database (migrating it), builds the app and listens. Used by main.ts and by end-to-end tests. */
export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const { env, logger: givenLogger, ...overrides } = options;
  const config: Config = { ...loadConfig(env ?? process.env), ...overrides };
  const logger = givenLogger ?? createLogger(config.logLevel);
  const secretKey = await resolveSecretKey(config, logger);
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, migrate: true, logger });
  const cleanups: (() => Promise<void>)[] = [() => db.close()];
  try {
    const services: AppServices = { config, prisma: db.prisma, logger, secretKey };
    const app = createApp(services);
    const server = createServer(createServerAdapter(app.fetch));
    await listen(server, config.port, config.host);
    cleanups.unshift(() => close(server));
    const { port } = server.address() as AddressInfo;
    const host = config.host.includes(':') ? `[${config.host}]` : config.host;
    const url = `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`;
    logger.info({ url, database: db.embedded ? 'embedded' : 'postgresql' }, 'server listening');
    return {
      url,
      config,
      prisma: db.prisma,
      services,
      app,
      logger,
      stop: async () => {
        for (const c of cleanups) await c().catch((e) => logger.warn({ err: String(e) }, 'shutdown step failed'));
      },
    };
  } catch (error) {
    for (const c of cleanups) await c().catch(() => {});
    throw error;
  }
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
