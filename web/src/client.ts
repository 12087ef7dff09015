import { Client, type CombinedError, cacheExchange, fetchExchange, mapExchange } from '@urql/core';

const REQUEST_TIMEOUT_MS = 30_000;

export function isUnauthenticated(error: CombinedError): boolean {
  return (
    error.response?.status === 401 ||
    error.graphQLErrors.some((graphQLError) => graphQLError.extensions?.code === 'UNAUTHENTICATED')
  );
}

/**
 * A short, human sentence for an operation error (the server masks internal details already); `fallback` when
 * there is no error to describe (an answer without the data asked for).
 */
export function describeError(
  error: CombinedError | undefined,
  fallback = 'The server gave no answer.',
): string {
  if (!error) return fallback;
  if (error.networkError) {
    return error.networkError.name === 'TimeoutError'
      ? 'The server took too long to answer. Try again in a moment.'
      : 'Could not reach the server. Check your connection and try again.';
  }
  return error.graphQLErrors[0]?.message ?? (error.message || fallback);
}

const isEventStream = (init: RequestInit | undefined) =>
  new Headers(init?.headers).get('accept')?.startsWith('text/event-stream') ?? false;

/**
 * Every request is bounded; a subscription (an SSE stream, which lives as long as its page) only until the server
 * answers with its headers.
 */
const fetchWithTimeout: typeof fetch = async (input, init) => {
  if (!isEventStream(init)) {
    return fetch(input, {
      ...init,
      signal: init?.signal
        ? AbortSignal.any([init.signal, AbortSignal.timeout(REQUEST_TIMEOUT_MS)])
        : AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  }
  const answered = new AbortController();
  const timer = setTimeout(
    () => answered.abort(new DOMException('The server did not answer', 'TimeoutError')),
    REQUEST_TIMEOUT_MS,
  );
  try {
    return await fetch(input, {
      ...init,
      signal: init?.signal ? AbortSignal.any([init.signal, answered.signal]) : answered.signal,
    });
  } finally {
    clearTimeout(timer);
  }
};

/**
 * The GraphQL client of one signed-in session (a new session gets a new client, so no cached data outlives it).
 * Sends the session cookie same-origin, always POSTs (GET requests would trip the server's CSRF prevention),
 * and reports an authentication failure so the app can return to the sign-in page.
 */
export function createApiClient({ onUnauthenticated }: { onUnauthenticated: () => void }): Client {
  return new Client({
    url: '/graphql',
    preferGetMethod: false,
    // Subscriptions go over the same endpoint as Server-Sent Events (graphql-yoga answers Accept: text/event-stream).
    fetchSubscriptions: true,
    requestPolicy: 'cache-and-network',
    fetch: fetchWithTimeout,
    fetchOptions: { credentials: 'same-origin' },
    exchanges: [
      cacheExchange,
      mapExchange({
        onError(error) {
          if (isUnauthenticated(error)) onUnauthenticated();
        },
      }),
      fetchExchange,
    ],
  });
}
