import type { Server } from 'node:http';

/*
 * What a stopping server does with its open HTTP traffic: no new connections, requests in flight finish, idle
 * keep-alive connections close as soon as they are idle, and Server-Sent Event streams end cleanly (a final
 * `complete` event and the end of the chunked body: the client sees a finished stream, not a reset connection,
 * and subscribes again to another replica).
 */

const COMPLETE = new TextEncoder().encode('event: complete\ndata:\n\n');

/**
 * The response, with an SSE body that ends cleanly when `signal` aborts (the source stream is cancelled, which ends
 * the subscription behind it). Other responses are returned as they are.
 */
export function endEventStreamOn(response: Response, signal: AbortSignal): Response {
  if (!response.body || !response.headers.get('content-type')?.startsWith('text/event-stream'))
    return response;
  const reader = response.body.getReader();
  let ended = false;
  let onAbort: (() => void) | undefined;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      onAbort = () => {
        if (ended) return;
        ended = true;
        try {
          controller.enqueue(COMPLETE);
          controller.close();
        } catch {
          // the client went away meanwhile
        }
        reader.cancel().catch(() => {});
      };
      if (signal.aborted) onAbort();
      else signal.addEventListener('abort', onAbort, { once: true });
    },
    async pull(controller) {
      if (ended) return;
      let step: ReadableStreamReadResult<Uint8Array>;
      try {
        step = await reader.read();
      } catch (error) {
        if (ended) return;
        ended = true;
        signal.removeEventListener('abort', onAbort!);
        controller.error(error);
        return;
      }
      if (ended) return;
      if (step.done) {
        ended = true;
        signal.removeEventListener('abort', onAbort!);
        controller.close();
        return;
      }
      controller.enqueue(step.value);
    },
    cancel(reason) {
      ended = true;
      signal.removeEventListener('abort', onAbort!);
      return reader.cancel(reason);
    },
  });
  return new Response(body, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
}

/**
 * Stops accepting connections at once; resolves when every connection has ended (requests in flight answered,
 * idle keep-alive connections closed as they become idle), or after `graceMs`, when the rest are cut.
 */
export function drainHttpServer(server: Server, graceMs: number): Promise<void> {
  return new Promise((resolve) => {
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      clearInterval(sweep);
      clearTimeout(cut);
      resolve();
    };
    server.close(() => finish());
    server.closeIdleConnections();
    // A connection that answered its last request becomes idle: close it then, not after its keep-alive timeout.
    const sweep = setInterval(() => server.closeIdleConnections(), 50);
    const cut = setTimeout(() => {
      server.closeAllConnections();
      finish();
    }, graceMs);
  });
}
