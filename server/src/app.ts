import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import { GraphQLError, type ValidationContext } from 'graphql';
import { createYoga, type GraphiQLOptions, maskError, type YogaServerInstance } from 'graphql-yoga';
import { authenticateRequest, readCookie, SESSION_COOKIE, sessionCookie } from './auth.ts';
import { cliBundleResponse, processSchemaResponse } from './client-downloads.ts';
import type { AppServices, ContextExtra, ServerContext } from './context.ts';
import { clientAddress, isHttps, limitBody, MAX_BODY_BYTES, useErrorHygiene, useInputGuard } from './edge.ts';
import { createMcpHandler } from './mcp/handler.ts';
import { useOperationMetrics } from './observe/graphql-metrics.ts';
import { httpMethod, httpRoute } from './observe/metrics.ts';
import { metricsResponse } from './observe/metrics-http.ts';
import { useRefusalLog } from './observe/refusals.ts';
import { createAuthRoutes } from './oidc-routes.ts';
import { queryCostRule } from './query-cost.ts';
import { boundResponse } from './response-bound.ts';
import { schemaWarnings } from './schema/builder.ts';
import { schema } from './schema/index.ts';
import { withSecurityHeaders } from './security-headers.ts';
import { AccessWatch } from './services/access-watch.ts';
import { AllowedClustersError } from './services/allowed-clusters.ts';
import { ServiceError } from './services/errors.ts';
import { createQueueLoader } from './services/estimates/estimate.ts';
import { createLimitsLoader } from './services/limits.ts';
import { INVITATIONS_PER_MINUTE } from './services/project-admin.ts';
import { RateLimiter } from './services/rate-limit.ts';
import { createSession, revokeSession } from './services/tokens.ts';
import { endEventStreamOn } from './shutdown.ts';
import { serveWebApp } from './web-static.ts';

export type App = {
  yoga: YogaServerInstance<ServerContext, ContextExtra>;
  /**
   * The whole HTTP surface as a fetch handler: /graphql, /mcp, /auth/session, /healthz, the command line
   * (/cli/kb.mjs, /schemas/process.json) and the web app. `peer` is
   * the address of the connection's other end (the client, or the proxy in front of us).
   */
  fetch: (request: Request, connection?: { peer?: string | undefined }) => Promise<Response>;
};

/** Sign-in attempts per client address and minute (a burst of this many, then one every 60/n s). */
export const SIGN_IN_ATTEMPTS_PER_MINUTE = 10;

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

export function createApp(services: AppServices): App {
  const { config, prisma, logger } = services;
  schemaWarnings.logger = logger;
  services.rateLimiter ??= new RateLimiter(config.rateLimitPerMinute);
  services.invitationLimiter ??= new RateLimiter(INVITATIONS_PER_MINUTE);
  services.accessWatch ??= new AccessWatch({ prisma, logger });
  const accessWatch = services.accessWatch;
  const signInLimiter = new RateLimiter(SIGN_IN_ATTEMPTS_PER_MINUTE);

  const yoga = createYoga<ServerContext, ContextExtra>({
    schema,
    graphqlEndpoint: '/graphql',
    landingPage: false,
    graphiql: config.graphiql ? { title: 'kueue-batch GraphiQL', defaultQuery: GRAPHIQL_EXAMPLE } : false,
    // Its self-contained page is a ~29 MB string in memory: loaded on the first GraphiQL page view, not at start.
    renderGraphiQL: loadGraphiQL as unknown as (options: GraphiQLOptions) => string,
    maskedErrors: {
      isDev: false,
      // Refusals the services raise on purpose get their code here, once for every resolver; the rest is masked.
      maskError: (error, message, isDev) => {
        const original = error instanceof GraphQLError ? error.originalError : error;
        if (original instanceof ServiceError) {
          if (original instanceof AllowedClustersError) {
            logger.error(
              { plugin: original.pluginName, cause: String((original.cause as Error)?.message ?? '') },
              'selectClusters failed',
            );
          }
          return toGraphQLError(original, error);
        }
        // Pothos refuses a page's arguments (a forged cursor, before with first) with its own error: the caller's.
        if (original instanceof Error && original.name === 'PothosValidationError') {
          return new GraphQLError(pageArgumentMessage(original.message), {
            nodes: error instanceof GraphQLError ? error.nodes : undefined,
            path: error instanceof GraphQLError ? error.path : undefined,
            extensions: { code: 'BAD_USER_INPUT' },
          });
        }
        return maskError(error, message, isDev);
      },
    },
    cors: false,
    logging: {
      debug: (...args) => logger.debug({ yoga: args.map(String) }),
      info: (...args) => logger.info({ yoga: args.map(String) }),
      warn: (...args) => logger.warn({ yoga: args.map(String) }),
      // Yoga logs at error level every error maskError turns into another one, refusals included: a refusal the
      // services raise on purpose (RATE_LIMITED, FORBIDDEN, …) is a client's mistake, logged at info.
      error: (...args) => {
        const refusal = args.length === 1 ? expectedRefusal(args[0]) : null;
        if (refusal) {
          // Logged with the user and the operation by useRefusalLog, at info.
          logger.debug({ code: refusal.code, refusal: refusal.message }, 'refusal');
          return;
        }
        logger.error({ yoga: args.map((a) => (a instanceof Error ? `${a.name}: ${a.message}` : String(a))) });
      },
    },
    plugins: [
      useCSRFPrevention({ requestHeaders: ['x-graphql-yoga-csrf'] }),
      EnvelopArmorPlugin({
        maxDepth: { n: 12, ignoreIntrospection: true },
        maxAliases: { n: 20 },
        // Our own rule (query-cost.ts) counts pages and large fields, and says QUERY_TOO_COSTLY.
        costLimit: { enabled: false },
        maxTokens: { n: 3000 },
        blockFieldSuggestion: { enabled: !config.introspection },
      }),
      {
        onValidate({ addValidationRule }: { addValidationRule: (r: unknown) => void }) {
          addValidationRule(queryCostRule());
        },
      },
      useInputGuard(),
      useRefusalLog(),
      ...(services.metrics ? [useOperationMetrics(services.metrics)] : []),
      useErrorHygiene({ hideSuggestions: !config.introspection }),
      ...(config.introspection
        ? []
        : [
            {
              onValidate({ addValidationRule }: { addValidationRule: (r: unknown) => void }) {
                addValidationRule(noIntrospection);
              },
            },
          ]),
    ],
    context: async ({ request, authentication }) => {
      let limitsLoader = createLimitsLoader(services.clusterStates);
      let queueLoader: ReturnType<typeof createQueueLoader> | undefined;
      return {
        services,
        prisma,
        clusterStatus: (cluster) => limitsLoader.load(cluster),
        queueReading: (cluster) => {
          queueLoader ??= createQueueLoader(services.clusterStates);
          return queueLoader.load(cluster);
        },
        freshReadings: () => {
          limitsLoader = createLimitsLoader(services.clusterStates);
          queueLoader = undefined;
        },
        ...(authentication ?? (await authenticateRequest(prisma, request))),
      };
    },
  });

  const mcp = createMcpHandler(services, yoga);
  const authRoutes = createAuthRoutes(services, signInLimiter);

  async function sessionRoute(request: Request, client: string): Promise<Response> {
    if (request.method === 'GET') {
      // A probe, not a guarded resource: signed out is an answer (200), so a signed-out page load logs no error.
      const auth = await authenticateRequest(prisma, request);
      if (!auth.viewer) {
        return json(
          200,
          { signedIn: false, message: auth.authProblem ?? 'Not signed in.' },
          { 'cache-control': 'no-store' },
        );
      }
      return json(200, { signedIn: true, user: publicUser(auth.viewer) }, { 'cache-control': 'no-store' });
    }
    if (request.method === 'DELETE') {
      const secret = readCookie(request, SESSION_COOKIE);
      const ended = secret ? await revokeSession(prisma, secret) : null;
      if (ended) accessWatch.changed({ kind: 'session', sessionId: ended.id });
      return new Response(null, {
        status: 204,
        headers: { 'set-cookie': sessionCookie('', 0, isHttps(request, config.trustProxy)) },
      });
    }
    if (request.method === 'POST') {
      const wait = signInLimiter.take(client);
      if (wait > 0) {
        return json(
          429,
          {
            error: `Too many sign-in attempts: try again in ${wait} s.`,
            code: 'RATE_LIMITED',
            retryAfterSeconds: wait,
          },
          { 'retry-after': String(wait) },
        );
      }
      if (!request.headers.get('content-type')?.startsWith('application/json')) {
        return json(415, { error: 'Send JSON: {"token": "..."}' });
      }
      const body = (await request.json().catch(() => null)) as { token?: unknown } | null;
      if (!body || typeof body.token !== 'string' || !body.token.trim()) {
        return json(400, { error: 'Paste an API token.' });
      }
      const created = await createSession(prisma, body.token, config.sessionTtlHours);
      if (!created) return json(401, { error: 'That API token is invalid, expired or revoked.' });
      const maxAge = Math.max(1, Math.floor((created.session.expiresAt.getTime() - Date.now()) / 1000));
      logger.info({ userId: created.user.id }, 'session created');
      return json(
        200,
        { user: publicUser(created.user) },
        { 'set-cookie': sessionCookie(created.secret, maxAge, isHttps(request, config.trustProxy)) },
      );
    }
    return json(405, { error: 'Method not allowed' }, { allow: 'GET, POST, DELETE' });
  }

  const readiness =
    services.readiness ??
    (async () => {
      await prisma.$queryRaw`SELECT 1`;
      return { ready: true as const };
    });

  async function route(incoming: Request, connection: { peer?: string | undefined }): Promise<Response> {
    const { pathname } = new URL(incoming.url);
    try {
      const request = await limitBody(incoming, MAX_BODY_BYTES);
      if (request instanceof Response) return request;
      if (pathname === '/graphql' || pathname.startsWith('/graphql/'))
        return await boundResponse(await yoga.fetch(request, {}), config.maxResponseBytes);
      if (pathname === '/mcp') return await mcp(request);
      if (pathname === '/auth/session') {
        return await sessionRoute(request, clientAddress(request, connection.peer, config.trustProxy));
      }
      if (pathname.startsWith('/auth/')) {
        const answer = await authRoutes(request, clientAddress(request, connection.peer, config.trustProxy));
        if (answer) return answer;
      }
      if (pathname === '/healthz') return json(200, { ok: true });
      if (pathname === '/cli/kb.mjs' && (request.method === 'GET' || request.method === 'HEAD')) {
        return await cliBundleResponse(request, config.cliBundle);
      }
      if (pathname === '/schemas/process.json' && request.method === 'GET')
        return processSchemaResponse(request);
      if (pathname === '/readyz') {
        const state = await readiness().catch(() => ({
          ready: false,
          reason: 'the database does not answer',
        }));
        return json(state.ready ? 200 : 503, state, { 'cache-control': 'no-store' });
      }
      if (pathname === '/metrics') {
        // Off the public interface: only with a token, or on METRICS_PORT alone.
        if (!services.metrics || config.metricsPort !== undefined || config.metricsToken === undefined)
          return json(404, { error: 'Not found' });
        return await metricsResponse(request, services.metrics, config.metricsToken);
      }
      if (request.method === 'GET' || request.method === 'HEAD')
        return await serveWebApp(request, config.webDist);
      return json(404, { error: 'Not found' });
    } catch (error) {
      if (incoming.signal?.aborted) {
        // The client went away (e.g. a browser closing an SSE subscription): nothing failed on our side.
        logger.debug({ path: pathname }, 'client closed the request');
        return new Response(null, { status: 499 });
      }
      logger.error(
        { err: error instanceof Error ? { name: error.name, message: error.message } : String(error) },
        'request failed',
      );
      return json(500, { error: 'Internal server error' });
    }
  }

  return {
    yoga,
    fetch: async (incoming, connection = {}) => {
      const metrics = services.metrics;
      const started = performance.now();
      const { pathname } = new URL(incoming.url);
      const routed = withSecurityHeaders(await route(incoming, connection), pathname);
      const response = services.stopping ? endEventStreamOn(routed, services.stopping) : routed;
      if (!metrics) return response;
      metrics.httpDuration.observe(
        {
          route: httpRoute(pathname, incoming.method),
          method: httpMethod(incoming.method),
          status: String(response.status),
        },
        (performance.now() - started) / 1000,
      );
      return response;
    },
  };
}

/** What GraphiQL opens with: the first thing a newcomer asks — my projects, and where a job could run. */
export const GRAPHIQL_EXAMPLE = `# kueue-batch: your projects, and the clusters a 1-core job could run on now.
# Sign in first (the web app), or send "Authorization: Bearer <API token>" under Headers.
query MyProjectsAndClusters {
  projects {
    id
    name
    viewerRole
    processes(first: 5) {
      totalCount
      edges { node { id name latestVersion { version status cluster { name } } } }
    }
  }
  availableClusters(requests: { cpu: "1", memory: "1Gi", deadlineSeconds: 600 }) {
    name
    fitsRequest
    limits { maxCpuCores maxMemoryBytes maxRuntimeSeconds }
    startEstimate { basis expectedWaitSeconds }
  }
}
`;

async function loadGraphiQL(options: GraphiQLOptions): Promise<string> {
  const { renderGraphiQL } = await import('@graphql-yoga/render-graphiql');
  return renderGraphiQL(options);
}

function publicUser(user: { id: string; email: string; name: string | null; isAdmin: boolean }) {
  return { id: user.id, email: user.email, name: user.name, isAdmin: user.isAdmin };
}

function noIntrospection(context: ValidationContext) {
  return {
    Field(node: { name: { value: string } }) {
      if (node.name.value === '__schema' || node.name.value === '__type') {
        context.reportError(new GraphQLError('Introspection is disabled on this server.'));
      }
    },
  };
}

/** Pothos' refusal of a page argument in words (never the forged cursor itself). */
function pageArgumentMessage(message: string): string {
  if (/cursor/i.test(message))
    return 'That page cursor (after/before) is not one this list gave: start again without it.';
  return message.length > 200 ? `${message.slice(0, 199)}…` : message;
}

/** A service's refusal as the GraphQL error clients see: its message and code, at the field that raised it. */
function toGraphQLError(error: ServiceError, located: unknown): GraphQLError {
  const at = located instanceof GraphQLError ? located : undefined;
  return new GraphQLError(error.message, {
    nodes: at?.nodes,
    source: at?.source,
    positions: at?.positions,
    path: at?.path,
    extensions: error.code === null ? { ...error.extensions } : { code: error.code, ...error.extensions },
  });
}

/** The ServiceError (an expected refusal with a code) behind what yoga logs, or null for anything else. */
function expectedRefusal(value: unknown): { code: string | null; message: string } | null {
  const original = value instanceof GraphQLError ? value.originalError : value;
  if (!(original instanceof ServiceError) || original instanceof AllowedClustersError) return null;
  return { code: original.code, message: original.message };
}
