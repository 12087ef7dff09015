import { createHash, timingSafeEqual } from 'node:crypto';
import type { Server } from 'node:http';
import { createGuardedServer } from '../http-listener.ts';
import type { Logger } from '../logger.ts';
import type { Metrics } from './metrics.ts';

const digest = (text: string) => createHash('sha256').update(text).digest();
const bearer = (header: string | null) =>
  header ? (/^Bearer\s+(\S+)\s*$/i.exec(header)?.[1] ?? null) : null;

/**
 * The answer to GET /metrics: the scrape, when `token` is unset or the request carries it as a Bearer token
 * (compared in constant time); 401 otherwise.
 */
export async function metricsResponse(
  request: Request,
  metrics: Metrics,
  token: string | undefined,
): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return new Response(JSON.stringify({ error: 'Method not allowed' }), {
      status: 405,
      headers: { 'content-type': 'application/json', allow: 'GET, HEAD' },
    });
  }
  if (token !== undefined) {
    const sent = bearer(request.headers.get('authorization'));
    if (sent === null || !timingSafeEqual(digest(sent), digest(token))) {
      return new Response(JSON.stringify({ error: 'Send the metrics token as a Bearer token.' }), {
        status: 401,
        headers: { 'content-type': 'application/json', 'www-authenticate': 'Bearer realm="metrics"' },
      });
    }
  }
  const { body, contentType } = await metrics.scrape();
  return new Response(request.method === 'HEAD' ? null : body, {
    status: 200,
    headers: { 'content-type': contentType, 'cache-control': 'no-store' },
  });
}

/** The METRICS_PORT listener: /metrics only (METRICS_TOKEN still applies when set), 404 for anything else. */
export function createMetricsServer(metrics: Metrics, token: string | undefined, logger?: Logger): Server {
  return createGuardedServer((req, res, url) => {
    if (url.pathname !== '/metrics') {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"Not found"}');
      return;
    }
    const headers = new Headers();
    if (req.headers.authorization) headers.set('authorization', req.headers.authorization);
    metricsResponse(new Request(url, { method: req.method ?? 'GET', headers }), metrics, token)
      .then(async (answer) => {
        res.writeHead(answer.status, Object.fromEntries(answer.headers));
        res.end(Buffer.from(await answer.arrayBuffer()));
      })
      .catch(() => {
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
        res.end('{"error":"Internal server error"}');
      });
  }, logger);
}
