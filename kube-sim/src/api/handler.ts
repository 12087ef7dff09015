import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ApiError } from '../status.ts';
import { ApiContext, type HandlerContext, type Reply } from './context.ts';
import type { Identity } from './rbac.ts';
import { route } from './routing.ts';

export type { FaultView, HandlerContext } from './context.ts';

/*
 * The REST face of one simulated cluster, split by concern as the apiserver splits its handlers: routing.ts
 * (paths, verbs, discovery), authorize.ts (RBAC), reads.ts (get, list, tables), watch-request.ts, writes.ts
 * (create, update, patch), delete.ts and logs.ts, over the shared context.ts.
 */

/** Requests without a token reach only `/version` and the health paths. */
const ANONYMOUS: Identity = { user: 'system:anonymous', rules: { namespaced: new Map(), cluster: [] } };

/** The REST face of one simulated cluster. */
export class ApiHandler {
  private readonly api: ApiContext;

  constructor(ctx: HandlerContext) {
    this.api = new ApiContext(ctx);
  }

  async handle(req: IncomingMessage, res: ServerResponse, identity: Identity = ANONYMOUS): Promise<void> {
    let reply: Reply | undefined;
    try {
      reply = await route(this.api, req, res, identity);
    } catch (err) {
      if (err instanceof ApiError) reply = { status: err.code, body: err.toStatus(), headers: err.headers };
      else {
        console.error(`[kube-sim] ${this.api.core.name}: ${req.method} ${req.url} failed:`, err);
        const e = new ApiError(500, 'InternalError', `Internal error occurred: ${(err as Error).message}`);
        reply = { status: 500, body: e.toStatus() };
      }
    }
    if (!reply || res.headersSent || res.writableEnded) return;
    const body = typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body);
    res.writeHead(reply.status, {
      'Content-Type': reply.contentType ?? 'application/json',
      'Cache-Control': 'no-cache, private',
      'Audit-Id': randomUUID(),
      'Content-Length': Buffer.byteLength(body),
      ...(reply.headers ?? {}),
    });
    res.end(body);
    this.api.core.drain();
  }
}
