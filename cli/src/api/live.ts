import { UnreachableError } from '../exit.ts';
import {
  type Api,
  describeFetchError,
  type GraphQLErrorBody,
  graphQLRefusal,
  isNetworkError,
  type Operation,
  TransportError,
} from './client.ts';
import { parseSse } from './sse.ts';

/** The first wait before a dropped stream is opened again; doubles per failed attempt, up to the most. */
const RECONNECT_FIRST_MS = 250;
const RECONNECT_MAX_MS = 5_000;
/** A server that cannot be reached for this long, continuously, ends the follow (exit 4). */
const DEFAULT_GIVE_UP_MS = 5 * 60_000;

/** A stream that ended without its final event: opened again. */
class StreamDropped extends Error {}

/**
 * One subscription stream over SSE (the transport the web app uses): yields each result's data, returns when
 * the server completes it; throws StreamDropped when the connection fails or is cut, a RefusedError on a
 * GraphQL error.
 */
async function* openStream<R, V>(
  api: Api,
  operation: Operation<R, V>,
  variables: V,
  signal: AbortSignal,
): AsyncGenerator<R> {
  let response: Response;
  try {
    response = await fetch(`${api.url}/graphql`, {
      method: 'POST',
      headers: api.headers('text/event-stream'),
      body: JSON.stringify({ query: operation.toString(), variables }),
      signal,
    });
  } catch (error) {
    if (signal.aborted) return;
    if (isNetworkError(error)) throw new StreamDropped(describeFetchError(error));
    throw error;
  }
  if (!response.ok && !response.headers.get('content-type')?.includes('json')) {
    throw new StreamDropped(`the server answered ${response.status}`);
  }
  if (!response.headers.get('content-type')?.startsWith('text/event-stream')) {
    // A refusal before the stream began (not signed in, a validation error) comes as one JSON answer.
    const answer = (await response.json().catch(() => ({}))) as { errors?: GraphQLErrorBody[] };
    if (answer.errors?.length) throw graphQLRefusal(answer.errors);
    throw new StreamDropped(`the server answered ${response.status} without a stream`);
  }
  try {
    for await (const event of parseSse(response.body as unknown as AsyncIterable<Uint8Array>)) {
      if (event.event === 'complete') return;
      if (event.event !== 'next') continue;
      const result = JSON.parse(event.data) as { data?: R | null; errors?: GraphQLErrorBody[] };
      if (result.errors?.length) {
        // RATE_LIMITED frees up as streams close: asked again like a dropped connection.
        if (result.errors.every((e) => e.extensions?.code === 'RATE_LIMITED')) {
          throw new StreamDropped('rate limited');
        }
        throw graphQLRefusal(result.errors);
      }
      if (result.data != null) yield result.data;
    }
  } catch (error) {
    if (signal.aborted) return;
    if (isNetworkError(error) || error instanceof TransportError) {
      throw new StreamDropped(describeFetchError(error));
    }
    throw error;
  }
  // Ended without `complete`: cut (a server stopping, a proxy timing out).
  throw new StreamDropped('the stream was cut');
}

export interface FollowOptions<R, V> {
  /** The variables of the next stream, from the last event received (undefined: none yet). */
  variables: (last: R | undefined) => V;
  /** The event after which the server ends the stream on purpose (a final status, a complete log). */
  isFinal: (event: R) => boolean;
  signal: AbortSignal;
  /** Told when a dropped stream is being opened again, and when it is open again. */
  onReconnecting?: (why: string) => void;
  onReconnected?: () => void;
  giveUpAfterMs?: number;
}

/**
 * A subscription that survives its server: a stream that ends without its final event, or fails on the
 * connection, is opened again after a backoff (250 ms doubling to 5 s) with the variables of its last event
 * (e.g. `after` its cursor: no event lost or repeated). A server unreachable for `giveUpAfterMs` in a row ends
 * it with UnreachableError; a GraphQL refusal ends it at once. Returns after the final event, or when `signal`
 * aborts.
 */
export async function* follow<R, V>(
  api: Api,
  operation: Operation<R, V>,
  options: FollowOptions<R, V>,
): AsyncGenerator<R> {
  const { signal } = options;
  const giveUpAfterMs =
    options.giveUpAfterMs ?? (Number(process.env.KB_RECONNECT_SECONDS) * 1000 || DEFAULT_GIVE_UP_MS);
  let last: R | undefined;
  let attempt = 0;
  let failingSince: number | null = null;
  let reconnecting = false;
  while (!signal.aborted) {
    try {
      for await (const event of openStream(api, operation, options.variables(last), signal)) {
        if (reconnecting) {
          reconnecting = false;
          options.onReconnected?.();
        }
        attempt = 0;
        failingSince = null;
        last = event;
        yield event;
        if (options.isFinal(event)) return;
      }
      if (signal.aborted) return;
      // Completed without the final event (a server shutting down ends its streams this way): open again.
      throw new StreamDropped('the server ended the stream');
    } catch (error) {
      if (!(error instanceof StreamDropped)) throw error;
      if (signal.aborted) return;
      failingSince ??= Date.now();
      if (Date.now() - failingSince > giveUpAfterMs) {
        throw new UnreachableError(`lost the server at ${api.url}: ${error.message}`);
      }
      if (!reconnecting) {
        reconnecting = true;
        options.onReconnecting?.(error.message);
      }
      const ceiling = Math.min(RECONNECT_MAX_MS, RECONNECT_FIRST_MS * 2 ** attempt);
      attempt += 1;
      await abortableSleep(ceiling / 2 + (Math.random() * ceiling) / 2, signal);
    }
  }
}

function abortableSleep(ms: number, signal: AbortSignal): Promise<void> {
  if (signal.aborted) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });
}
