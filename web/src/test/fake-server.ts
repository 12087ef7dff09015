import { vi } from 'vitest';

export interface RecordedRequest {
  method: string;
  url: string;
  body: unknown;
}

type Handler = (request: RecordedRequest) => Response | Promise<Response>;

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * Replaces `fetch` with a routing table keyed by "METHOD /path" and records every request.
 * The HTTP shapes are the server's contract; the end-to-end tests check them against the real server.
 */
export function stubServer(routes: Record<string, Handler>) {
  const requests: RecordedRequest[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://app.test',
    );
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const request = { method, url: url.pathname, body };
    requests.push(request);
    const handler = routes[`${method} ${url.pathname}`];
    return handler ? handler(request) : json(404, { error: 'Not found' });
  });
  vi.stubGlobal('fetch', fetchStub);
  return { requests };
}
