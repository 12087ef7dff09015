import type { YogaInitialContext } from 'graphql-yoga';
import type { Config } from './config.ts';
import type { PrismaClient, User } from './generated/prisma/client.ts';
import type { Logger } from './logger.ts';

/** Long-lived parts shared by every request; built once at start-up. */
export interface AppServices {
  config: Config;
  prisma: PrismaClient;
  logger: Logger;
  /** Filled by the cluster layer (hook registry, Kubernetes clients, limits cache). */
  clusters?: unknown;
  /** Keyring text for credential encryption (SECRET_KEY or the generated one). */
  secretKey: string;
}

export interface Context extends YogaInitialContext {
  services: AppServices;
  prisma: PrismaClient;
  viewer: User | null;
  /** How the viewer authenticated: an API token (Bearer) or a browser session cookie. */
  authMethod: 'token' | 'session' | null;
  /** Why credentials that were sent were not accepted (never echoes them). */
  authProblem: string | null;
}

/** What our context factory adds to Yoga's initial context. */
export type ContextExtra = Omit<Context, keyof YogaInitialContext>;
