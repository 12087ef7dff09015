import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { ErrorCode, ListToolsRequestSchema, McpError } from '@modelcontextprotocol/sdk/types.js';
import { type DocumentNode, type ExecutionResult, print } from 'graphql';
import type { YogaServerInstance } from 'graphql-yoga';
import { z } from 'zod';
import { type Authentication, authenticateBearer } from '../auth.ts';
import type { AppServices, ContextExtra, ServerContext } from '../context.ts';
import { boundResponse } from '../response-bound.ts';
import { schema } from '../schema/index.ts';
import { quote } from '../text.ts';
import type { Execute, McpTool } from './tool.ts';
import { mcpTools } from './tools.ts';

/**
 * tools/call as the SDK routes it, its params checked here rather than by the SDK's schema: that schema's failures
 * come back as -32603 with a raw zod dump, and its record parsing drops an own "__proto__" argument key.
 */
const LENIENT_CALL_TOOL = z.object({
  method: z.literal('tools/call'),
  params: z.looseObject({ name: z.unknown(), arguments: z.unknown().optional() }),
});

/** Bodies are JSON-RPC messages of a few kB; anything bigger is refused (413) before it is parsed. */
export const MCP_MAX_BODY_BYTES = 256 * 1024;

const SERVER_INFO = { name: 'kueue-batch', version: '0.1.0' };

const INSTRUCTIONS = `kueue-batch runs batch processes (container image + command) as Kubernetes Jobs on Kueue clusters.
Flow: available_clusters (with project_id and your cpu/memory/deadline_seconds) → pick a cluster whose limits hold the request (or omit cluster_id for the first one) → create_process with dry_run: true → create_process (with an idempotency_key) → get_process / get_logs to follow it; cancel_process to stop it; rerun_process to run it again, possibly elsewhere.
Units: cpu in cores ("500m", "2"), memory in bytes ("512Mi", "4Gi"), times in seconds. Refusals are tool results with isError: true whose structuredContent.__typename names the error (see each tool's description).`;

/**
 * The MCP endpoint (Streamable HTTP, stateless): every POST carries its own Bearer token and is answered on its
 * own, so any replica can serve any request and nothing outlives a request. Tools execute GraphQL documents
 * through `yoga` as the token's user.
 */
export function createMcpHandler(
  services: AppServices,
  yoga: YogaServerInstance<ServerContext, ContextExtra>,
): (request: Request) => Promise<Response> {
  const tools = mcpTools(schema);
  const byName = new Map(tools.map((t) => [t.name, t]));
  const listing = tools.map((t) => t.listing);
  const allowedOrigins = new Set(services.config.mcpAllowedOrigins);
  const printed = new WeakMap<DocumentNode, string>();

  const executeAs =
    (authentication: Authentication, url: URL): Execute =>
    async (document, variables) => {
      let query = printed.get(document);
      if (query === undefined) {
        query = print(document);
        printed.set(document, query);
      }
      const response = await boundResponse(
        await yoga.fetch(
          new Request(new URL('/graphql', url), {
            method: 'POST',
            headers: { 'content-type': 'application/json', accept: 'application/json' },
            body: JSON.stringify({ query, variables }),
          }),
          { authentication },
        ),
        services.config.maxResponseBytes,
      );
      return (await response.json()) as ExecutionResult<never>;
    };

  return async (request) => {
    const origin = request.headers.get('origin');
    if (origin !== null && !originAllowed(origin, allowedOrigins)) {
      // Quoted cut short: an answer never grows with its input (an 8 KB Origin is not sent back).
      return rpcError(403, `Origin ${quote(origin)} is not allowed to use this endpoint.`);
    }

    const authentication = await authenticate(services, request);
    if (!authentication.viewer) {
      const problem = authentication.authProblem;
      return rpcError(401, problem ?? 'Authentication required: send "Authorization: Bearer <API token>".', {
        'www-authenticate': problem
          ? `Bearer realm="kueue-batch", error="invalid_token", error_description="${problem.replace(/"/g, "'")}"`
          : 'Bearer realm="kueue-batch"',
      });
    }

    // Stateless: no stream to resume (GET) and no session to end (DELETE).
    if (request.method !== 'POST') {
      return rpcError(405, 'Method not allowed: this MCP endpoint is stateless; send JSON-RPC with POST.', {
        allow: 'POST',
      });
    }

    const refusal = await toolsCallParamsRefusal(request, byName);
    if (refusal) return refusal;

    const server = new Server(SERVER_INFO, { capabilities: { tools: {} }, instructions: INSTRUCTIONS });
    const execute = executeAs(authentication, new URL(request.url));
    server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: listing }));
    server.setRequestHandler(LENIENT_CALL_TOOL, async (call) => {
      const { name, arguments: args } = call.params;
      const tool = typeof name === 'string' ? byName.get(name) : undefined;
      if (!tool) throw new McpError(ErrorCode.InvalidParams, `Unknown tool: ${String(name).slice(0, 100)}`);
      services.logger.info({ tool: tool.name, userId: authentication.viewer!.id }, 'mcp tool call');
      return tool.call(args, execute);
    });
    const transport = new WebStandardStreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
      maxRequestBodySize: MCP_MAX_BODY_BYTES,
    });
    await server.connect(transport);
    try {
      return await transport.handleRequest(request);
    } finally {
      await server.close();
    }
  };
}

/** Bearer tokens only: a browser session cookie never authorizes an MCP call (no ambient credentials here). */
async function authenticate(services: AppServices, request: Request): Promise<Authentication> {
  const header = request.headers.get('authorization');
  if (!header) return { viewer: null, authMethod: null, authProblem: null };
  return authenticateBearer(services.prisma, header);
}

/**
 * Browsers send Origin; a page reached through DNS rebinding carries its own (attacker's) host name there, so
 * only loopback origins (local MCP tools) and the configured MCP_ALLOWED_ORIGINS pass. Clients outside a browser
 * send no Origin.
 */
function originAllowed(origin: string, allowed: Set<string>): boolean {
  if (allowed.has(origin)) return true;
  try {
    const { hostname, protocol } = new URL(origin);
    return (
      (protocol === 'http:' || protocol === 'https:') &&
      (hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]')
    );
  } catch {
    return false;
  }
}

/**
 * A tools/call whose params the SDK would refuse with its schema's raw dump (-32603 or -32602 with zod's JSON):
 * answered here with -32602 and a sentence. Bodies over the MCP limit are left to the transport's 413.
 */
async function toolsCallParamsRefusal(
  request: Request,
  tools: Map<string, McpTool>,
): Promise<Response | null> {
  const length = Number(request.headers.get('content-length') ?? Number.NaN);
  if (!(length <= MCP_MAX_BODY_BYTES)) return null;
  let message: unknown;
  try {
    message = JSON.parse(await request.clone().text());
  } catch {
    return null;
  }
  if (!message || typeof message !== 'object' || (message as { method?: unknown }).method !== 'tools/call')
    return null;
  const { id, params } = message as { id?: unknown; params?: unknown };
  const problem = (() => {
    if (!params || typeof params !== 'object' || Array.isArray(params))
      return 'params must be an object with the tool name and its arguments.';
    const { name, arguments: args } = params as { name?: unknown; arguments?: unknown };
    if (typeof name !== 'string') return 'params.name must be a tool name (a string).';
    if (args !== undefined && (args === null || typeof args !== 'object' || Array.isArray(args))) {
      const tool = tools.get(name)?.name ?? 'the tool';
      return `params.arguments must be a JSON object of ${tool}'s arguments (see its input schema).`;
    }
    return null;
  })();
  if (!problem) return null;
  return new Response(
    JSON.stringify({
      jsonrpc: '2.0',
      id: typeof id === 'string' || typeof id === 'number' ? id : null,
      error: { code: ErrorCode.InvalidParams, message: problem },
    }),
    { status: 200, headers: { 'content-type': 'application/json' } },
  );
}

function rpcError(status: number, message: string, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify({ jsonrpc: '2.0', error: { code: -32000, message }, id: null }), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}
