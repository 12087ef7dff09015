import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { type ExecutionResult, print } from 'graphql';
import { type App, createApp } from '../../src/app.ts';
import { type Config, loadConfig } from '../../src/config.ts';
import type { AppServices } from '../../src/context.ts';
import type { PrismaClient } from '../../src/generated/prisma/client.ts';
import type { ClusterClientRegistry } from '../../src/kube/client-registry.ts';
import { KueueCaches } from '../../src/kube/kueue-caches.ts';
import { createLogger } from '../../src/logger.ts';
import { HookRegistry } from '../../src/plugins/registry.ts';
import { ClusterStates } from '../../src/services/cluster-states.ts';
import { createApiToken } from '../../src/services/tokens.ts';
import { createTestRegistry, TEST_KEYRING } from './clusters.ts';

export type TestApp = {
  app: App;
  services: AppServices;
  prisma: PrismaClient;
  /** Executes a typed operation through the Yoga instance over its fetch API, like a real client. */
  execute<R, V>(
    document: TypedDocumentNode<R, V>,
    variables?: V,
    options?: { token?: string; cookie?: string },
  ): Promise<ExecutionResult<R> & { status: number; headers: Headers }>;
  /** Raw HTTP against the app (auth routes, static files), from the client address `peer` when given. */
  request(path: string, init?: RequestInit, peer?: string): Promise<Response>;
};

/** Kept here too for older imports: the same keyring as `helpers/clusters.ts`. */
export { TEST_KEYRING };

export function createTestApp(
  prisma: PrismaClient,
  overrides: Partial<AppServices> & { configOverrides?: Partial<Config> } = {},
): TestApp {
  const { configOverrides, ...rest } = overrides;
  const config = { ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), ...configOverrides };
  const keyring = rest.keyring ?? TEST_KEYRING;
  const kube =
    rest.kube ??
    createTestRegistry({
      keyring,
      timeoutMs: config.clusterTimeoutMs,
      logTimeoutMs: config.clusterLogTimeoutMs,
      breakerHalfOpenAfterMs: 60_000,
    });
  const services: AppServices = {
    config,
    prisma,
    logger: createLogger('silent'),
    keyring,
    hooks: new HookRegistry(),
    kube,
    clusterStates:
      rest.clusterStates ??
      clusterStatesFor(prisma, kube, { timeoutMs: config.clusterTimeoutMs, now: rest.now }),
    ...rest,
  };
  const app = createApp(services);
  const request = (path: string, init?: RequestInit, peer?: string) =>
    app.fetch(new Request(`http://localhost${path}`, init), { peer });
  return {
    app,
    services,
    prisma,
    request,
    async execute(document, variables, options = {}) {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      if (options.cookie) headers.cookie = options.cookie;
      const res = await request('/graphql', {
        method: 'POST',
        headers,
        body: JSON.stringify({ query: print(document), variables: variables ?? {} }),
      });
      return { status: res.status, headers: res.headers, ...((await res.json()) as ExecutionResult<never>) };
    },
  };
}

/** The cluster states a test app reads (watch-fed Kueue caches over `kube`), with their own timeout when given. */
export function clusterStatesFor(
  prisma: PrismaClient,
  kube: ClusterClientRegistry,
  options: { timeoutMs?: number; now?: () => Date } = {},
): ClusterStates {
  return new ClusterStates({
    caches: new KueueCaches({ registry: kube, timeoutMs: options.timeoutMs }),
    prisma,
    now: options.now,
  });
}

let counter = 0;
/** Seeds a user with an API token. */
export async function seedUser(prisma: PrismaClient, opts: { admin?: boolean; email?: string } = {}) {
  counter += 1;
  const email = opts.email ?? `user${counter}-${Date.now()}@example.com`;
  const { token, user, apiToken } = await createApiToken(prisma, { email, admin: opts.admin ?? false });
  return { token, user, apiToken };
}

/** Seeds a project whose members are the given users (role MEMBER unless said). */
export async function seedProject(
  prisma: PrismaClient,
  members: { userId: string; role?: 'OWNER' | 'MEMBER' | 'VIEWER' }[] = [],
  name = `project-${++counter}-${Date.now()}`,
) {
  return prisma.project.create({
    data: { name, members: { create: members.map((m) => ({ userId: m.userId, role: m.role ?? 'MEMBER' })) } },
  });
}
