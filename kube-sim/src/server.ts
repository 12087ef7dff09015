import type { IncomingMessage, ServerResponse } from 'node:http';
import https from 'node:https';
import type { Socket } from 'node:net';
import type { ApiHandler } from './api/handler.ts';
import type { Identity } from './api/rbac.ts';
import type { Faults } from './faults.ts';
import { ApiError, unauthorized } from './status.ts';

const ANONYMOUS_PATHS = new Set(['/version', '/healthz', '/livez', '/readyz']);

export interface ServerOptions {
  host: string;
  port?: number;
  keyPem: string;
  certPem: string;
  handler: ApiHandler;
  faults: () => Faults;
  baseLatencyMs: () => number;
  /** Who a bearer token belongs to; undefined for an unknown token (401). */
  identify: (token: string) => Identity | undefined;
}

function errorFor(code: number): ApiError {
  switch (code) {
    case 429:
      return new ApiError(
        429,
        'TooManyRequests',
        'Too many requests, please try again later.',
        { retryAfterSeconds: 1 },
        { 'Retry-After': '1' },
      );
    case 502:
      return new ApiError(502, 'InternalError', 'Internal error occurred: bad gateway');
    case 503:
      return new ApiError(503, 'ServiceUnavailable', 'the server is currently unable to handle the request');
    case 504:
      return new ApiError(504, 'Timeout', 'Timeout: request did not complete within the allotted timeout');
    default:
      return new ApiError(
        500,
        'InternalError',
        'Internal error occurred: injected fault (kube-sim errorRate)',
        { causes: [{ message: 'injected fault (kube-sim errorRate)' }] },
      );
  }
}

/**
 * The TLS listener of one cluster: authentication, injected faults, and bookkeeping of every socket so faults
 * and `stop()` can cut them.
 */
export class ClusterServer {
  private server: https.Server;
  private readonly sockets = new Set<Socket>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private listening = false;
  private closedForGood = false;
  port = 0;
  private op: Promise<void> = Promise.resolve();

  constructor(private readonly o: ServerOptions) {
    this.server = https.createServer({ key: o.keyPem, cert: o.certPem, keepAlive: true }, (req, res) => {
      this.onRequest(req, res);
    });
    this.server.on('connection', (s: Socket) => {
      this.sockets.add(s);
      s.setNoDelay(true);
      s.on('close', () => this.sockets.delete(s));
    });
    this.server.on('tlsClientError', () => {});
    this.server.keepAliveTimeout = 60_000;
    this.server.headersTimeout = 0;
    this.server.requestTimeout = 0;
  }

  get connections(): number {
    return this.sockets.size;
  }

  /** API requests received since start (every request, watches included), for load measurements. */
  requests = 0;

  async start(): Promise<void> {
    await this.listenOn(this.o.port ?? 0);
  }

  private listenOn(port: number): Promise<void> {
    return new Promise((resolve, reject) => {
      const onError = (err: Error) => reject(err);
      this.server.once('error', onError);
      this.server.listen({ port, host: this.o.host, exclusive: true }, () => {
        this.server.off('error', onError);
        this.port = (this.server.address() as { port: number }).port;
        this.listening = true;
        resolve();
      });
    });
  }

  private closeListener(): Promise<void> {
    if (!this.listening) return Promise.resolve();
    this.listening = false;
    return new Promise((resolve) => {
      this.server.close(() => resolve());
      for (const s of this.sockets) s.destroy();
      this.sockets.clear();
    });
  }

  /** Applies the `refuse` fault: stop listening (and cut live connections) or listen again on the same port. */
  setRefusing(refuse: boolean): Promise<void> {
    this.op = this.op.then(async () => {
      if (this.closedForGood) return;
      if (refuse && this.listening) await this.closeListener();
      else if (!refuse && !this.listening) {
        for (let attempt = 0; ; attempt++) {
          try {
            await this.listenOn(this.port);
            return;
          } catch (err) {
            if (attempt > 50) throw err;
            await new Promise((r) => setTimeout(r, 20));
          }
        }
      }
    });
    return this.op;
  }

  /** Cuts every open connection (including hanging requests and watches). */
  dropConnections(): void {
    for (const s of this.sockets) s.destroy();
  }

  async stop(): Promise<void> {
    this.closedForGood = true;
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
    await this.op.catch(() => {});
    const closing = this.listening
      ? new Promise<void>((r) => this.server.close(() => r()))
      : Promise.resolve();
    this.listening = false;
    for (const s of this.sockets) s.destroy();
    this.sockets.clear();
    this.server.closeAllConnections?.();
    await closing;
  }

  private send(res: ServerResponse, err: ApiError): void {
    const body = JSON.stringify(err.toStatus());
    res.writeHead(err.code, {
      'Content-Type': 'application/json',
      'Content-Length': Buffer.byteLength(body),
      ...err.headers,
    });
    res.end(body);
  }

  private onRequest(req: IncomingMessage, res: ServerResponse): void {
    this.requests += 1;
    const faults = this.o.faults();
    if (faults.hang) {
      // Accept and read, never answer; the socket stays tracked so stop() can cut it.
      req.resume();
      return;
    }
    const latency = this.o.baseLatencyMs() + (faults.latencyMs ?? 0);
    if (latency > 0) {
      const t = setTimeout(() => {
        this.timers.delete(t);
        if (!res.destroyed) this.process(req, res);
      }, latency);
      this.timers.add(t);
    } else this.process(req, res);
  }

  private process(req: IncomingMessage, res: ServerResponse): void {
    const faults = this.o.faults();
    if (faults.hang) {
      req.resume();
      return;
    }
    const path = (req.url ?? '/').split('?')[0]!;
    const auth = req.headers.authorization;
    let identity: Identity | undefined;
    if (auth !== undefined || !ANONYMOUS_PATHS.has(path)) {
      if (auth === undefined) {
        req.resume();
        this.send(res, anonymousForbidden(req.method ?? 'GET', req.url ?? '/'));
        return;
      }
      const m = /^Bearer\s+(.+)$/i.exec(auth);
      identity = m ? this.o.identify(m[1]!.trim()) : undefined;
      if (faults.unauthorized || !identity) {
        req.resume();
        this.send(res, unauthorized());
        return;
      }
    }
    const rate = faults.errorRate ?? 0;
    if (rate > 0 && Math.random() < rate) {
      req.resume();
      this.send(res, errorFor(faults.errorCode ?? 500));
      return;
    }
    void this.o.handler.handle(req, res, identity);
  }
}

/**
 * The API server's 403 for an anonymous request: in the resource form for resource URLs (`jobs.batch "x" is
 * forbidden: User "system:anonymous" cannot get resource "jobs" in API group "batch" in the namespace "jobs"`), in
 * the path form for the others (`forbidden: User "system:anonymous" cannot get path "/apis"`).
 */
export function anonymousForbidden(method: string, url: string): ApiError {
  const [path, query = ''] = url.split('?') as [string, string?];
  const m =
    /^\/(?:api\/v1|apis\/([^/]+)\/[^/]+)(?:\/namespaces\/([^/]+)(?=\/))?\/([^/]+)(?:\/([^/]+)(?:\/([^/]+))?)?\/?$/.exec(
      path,
    );
  const user = 'system:anonymous';
  if (!m) {
    return forbiddenStatus(`forbidden: User "${user}" cannot ${method.toLowerCase()} path "${path}"`, {});
  }
  const [, group = '', namespace, resource, name, sub] = m as unknown as (string | undefined)[];
  const watch = /(^|&)watch=(1|true)(&|$)/.test(query);
  const verb =
    method === 'GET'
      ? name
        ? 'get'
        : watch
          ? 'watch'
          : 'list'
      : method === 'POST'
        ? 'create'
        : method === 'PUT'
          ? 'update'
          : method === 'PATCH'
            ? 'patch'
            : method === 'DELETE'
              ? name
                ? 'delete'
                : 'deletecollection'
              : method.toLowerCase();
  const qr = group ? `${resource}.${group}` : resource!;
  const scope = namespace ? ` in the namespace "${namespace}"` : ' at the cluster scope';
  const what = sub ? `${resource}/${sub}` : resource;
  return forbiddenStatus(
    `${qr}${name ? ` "${name}"` : ''} is forbidden: User "${user}" cannot ${verb} resource "${what}" in API group "${group}"${scope}`,
    { ...(name ? { name } : {}), ...(group ? { group } : {}), kind: resource },
  );
}

function forbiddenStatus(message: string, details: Record<string, string | undefined>): ApiError {
  return new ApiError(403, 'Forbidden', message, details);
}
