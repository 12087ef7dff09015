import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { createServerAdapter, type ServerAdapterNodeContext } from '@whatwg-node/server';

/*
 * What every HTTP listener of ours does before its handler sees a request: methods no handler serves (TRACE,
 * CONNECT, TRACK) get 405, a Host or a request target that makes no URL gets 400, and a handler that throws
 * synchronously gets the request answered instead of taking the process down. A malformed request is the client's
 * mistake: logged at info, never at error.
 */

/** Methods some route of ours may answer; every other one is refused before routing. */
export const SERVED_METHODS: ReadonlySet<string> = new Set([
  'GET',
  'HEAD',
  'POST',
  'PUT',
  'PATCH',
  'DELETE',
  'OPTIONS',
]);

// A host name, an IPv4 address or a bracketed IPv6 address, with an optional port: what a URL's authority holds.
const HOST = /^(?:[A-Za-z0-9_-]{1,63}(?:\.[A-Za-z0-9_-]{1,63})*\.?|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

export interface RequestProblem {
  status: 400 | 405;
  message: string;
}

/** Why `req` is refused before any handler runs, or null; `url` is the URL it names otherwise. */
export function requestProblem(req: IncomingMessage): RequestProblem | { url: URL } {
  const method = req.method ?? '';
  if (!SERVED_METHODS.has(method))
    return { status: 405, message: `The method ${method} is not allowed here.` };
  const host = req.headers.host ?? '';
  if (!HOST.test(host)) return { status: 400, message: 'The Host header is not a host name.' };
  const target = req.url ?? '';
  if (!target.startsWith('/')) return { status: 400, message: 'The request target is not a path.' };
  try {
    // Joined as text, not resolved against a base: "//x" is a path here, not another host.
    return { url: new URL(`http://${host}${target}`) };
  } catch {
    return { status: 400, message: 'The request target is not a URL.' };
  }
}

type Log = {
  info: (fields: object, message: string) => void;
  error: (fields: object, message: string) => void;
};

function answer(
  res: ServerResponse,
  status: number,
  message: string,
  extra: Record<string, string> = {},
): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const body = JSON.stringify({ error: message });
  res.writeHead(status, {
    'content-type': 'application/json',
    'content-length': String(Buffer.byteLength(body)),
    connection: 'close',
    ...extra,
  });
  res.end(body);
}

/**
 * An HTTP server with `handler` behind the checks above: it is called only for requests with a served method and a readable URL, and
 * whatever it throws synchronously is answered with 500 and logged, never left to kill the process.
 */
export function createGuardedServer(
  handler: (req: IncomingMessage, res: ServerResponse, url: URL) => void,
  logger?: Log,
): Server {
  const server = createServer((req, res) => {
    const checked = requestProblem(req);
    if (!('url' in checked)) {
      logger?.info(
        { method: String(req.method).slice(0, 20), status: checked.status, reason: checked.message },
        'malformed request refused',
      );
      answer(
        res,
        checked.status,
        checked.message,
        checked.status === 405 ? { allow: [...SERVED_METHODS].join(', ') } : {},
      );
      return;
    }
    try {
      handler(req, res, checked.url);
    } catch (error) {
      logger?.error(
        { err: error instanceof Error ? { name: error.name, message: error.message } : String(error) },
        'request handler failed',
      );
      answer(res, 500, 'Internal server error');
    }
  });
  // CONNECT never reaches the request handler: Node hands its socket over, which would otherwise just be dropped.
  server.on('connect', (_req: IncomingMessage, socket: Duplex) => {
    logger?.info({ method: 'CONNECT', status: 405 }, 'malformed request refused');
    const body = JSON.stringify({ error: 'The method CONNECT is not allowed here.' });
    socket.end(
      `HTTP/1.1 405 Method Not Allowed\r\ncontent-type: application/json\r\nallow: ${[...SERVED_METHODS].join(', ')}\r\ncontent-length: ${body.length}\r\nconnection: close\r\n\r\n${body}`,
    );
  });
  return server;
}

/** The main port's server: the app's fetch handler behind the checks above, given the connection's peer address. */
export function createAppServer(
  fetchHandler: (request: Request, connection: { peer?: string | undefined }) => Promise<Response>,
  logger?: Log,
): Server {
  const adapter = createServerAdapter<ServerAdapterNodeContext>((request, { req }) =>
    fetchHandler(request, { peer: req.socket?.remoteAddress }),
  );
  return createGuardedServer((req, res) => {
    void adapter(req, res);
  }, logger);
}
