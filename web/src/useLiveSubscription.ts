import {
  type AnyVariables,
  type CombinedError,
  createRequest,
  type DocumentInput,
  type OperationResult,
} from '@urql/core';
import { useEffect, useRef, useState } from 'react';
import { useClient } from 'urql';
import { onEnd, pipe, subscribe } from 'wonka';
import { isUnauthenticated } from './client.ts';

/** The first wait before a dropped stream is opened again; it doubles per failed attempt, up to the most. */
export const RECONNECT_FIRST_MS = 250;
export const RECONNECT_MAX_MS = 15_000;
/** A stream open this long was healthy: the next drop waits the first delay again. */
export const HEALTHY_STREAM_MS = 10_000;

/** The wait before attempt `attempt` (0-based): jittered between half and all of 250 ms × 2^attempt, at most 15 s. */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(RECONNECT_MAX_MS, RECONNECT_FIRST_MS * 2 ** attempt);
  return ceiling / 2 + (random() * ceiling) / 2;
}

export interface LiveSubscriptionOptions<Data, Variables extends AnyVariables> {
  query: DocumentInput<Data, Variables>;
  variables: Variables;
  pause?: boolean;
  /** The event after which the server ends the stream on purpose (a final status, a complete log): not resumed. */
  isFinal?: (data: Data) => boolean;
  /** The variables a resumed subscription is opened with, from the last event received (e.g. `after` its cursor). */
  resumeVariables?: (last: Data) => Variables;
  /** Called when a dropped stream is opened again: events sent meanwhile were missed. */
  onResume?: () => void;
}

export interface LiveSubscriptionState<Result> {
  data?: Result;
  /** The refusal that ended the subscription for good (a GraphQL error: not found, forbidden, unauthenticated …). */
  error?: CombinedError;
  /** The stream dropped (a server shutting down, a lost connection): waiting to open it again. */
  reconnecting: boolean;
  /** Opened, no event yet. */
  fetching: boolean;
}

const idle = { reconnecting: false, fetching: false };

/**
 * A GraphQL error (not found, forbidden, unauthenticated …) is the server's answer: asking again gets the same.
 * RATE_LIMITED is the exception — the per-user subscription slots of a replica free up (a dropped stream's slot
 * once the server sees the disconnect), so it is asked again like a dropped connection.
 */
function isRefusal(error: CombinedError): boolean {
  if (isUnauthenticated(error)) return true;
  return (
    error.graphQLErrors.length > 0 && !error.graphQLErrors.every((e) => e.extensions?.code === 'RATE_LIMITED')
  );
}

/**
 * An urql subscription (graphql-yoga SSE) that survives its server: a stream that ends without its final event
 * (`isFinal`), or fails on the connection, is opened again after a jittered backoff (250 ms doubling to 15 s,
 * back to 250 ms after a stream that stayed open `HEALTHY_STREAM_MS`), with `resumeVariables` of the last event.
 * A GraphQL refusal ends it for good (`error`; RATE_LIMITED is asked again). `reduce` folds events into `data` across reconnects, as urql's
 * `useSubscription` handler does; a change of query, variables or pause starts over.
 */
export function useLiveSubscription<Data, Variables extends AnyVariables, Result = Data>(
  options: LiveSubscriptionOptions<Data, Variables>,
  reduce?: (previous: Result | undefined, data: Data) => Result,
): LiveSubscriptionState<Result> {
  const client = useClient();
  const { query, variables, pause = false } = options;
  const request = createRequest(query, variables);
  const key = pause ? null : request.key;
  const [state, setState] = useState<LiveSubscriptionState<Result> & { key: number | null }>({
    ...idle,
    key: null,
  });
  // The latest callbacks, without restarting the subscription when they are new closures.
  const latest = useRef({ options, reduce, request });
  latest.current = { options, reduce, request };

  useEffect(() => {
    if (key === null) return;
    setState({ reconnecting: false, fetching: true, key });
    let stopped = false;
    let attempt = 0;
    let last: Data | undefined;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let healthyTimer: ReturnType<typeof setTimeout> | undefined;
    let current: { unsubscribe(): void } | undefined;

    const open = (vars: Variables, resumed: boolean) => {
      let over = false;
      let seen: Data | undefined;
      const end = (refusal?: CombinedError) => {
        if (over || stopped) return;
        over = true;
        clearTimeout(healthyTimer);
        current?.unsubscribe();
        const opts = latest.current.options;
        if (refusal) {
          stopped = true;
          setState((s) => ({ ...s, ...idle, error: refusal }));
          return;
        }
        if (last !== undefined && opts.isFinal?.(last)) {
          setState((s) => ({ ...s, ...idle }));
          return;
        }
        const delay = reconnectDelay(attempt);
        attempt += 1;
        setState((s) => ({ ...s, reconnecting: true, fetching: false }));
        retryTimer = setTimeout(() => {
          const { resumeVariables } = latest.current.options;
          open(last !== undefined && resumeVariables ? resumeVariables(last) : vars, true);
        }, delay);
      };
      healthyTimer = setTimeout(() => {
        attempt = 0;
      }, HEALTHY_STREAM_MS);
      const onResult = (result: OperationResult<Data, Variables>) => {
        if (over || stopped) return;
        if (result.error) {
          end(isRefusal(result.error) ? result.error : undefined);
          return;
        }
        // urql ends a stream with one more result carrying the last data again (`hasNext: false`): not an event.
        if (result.data === undefined || result.data === null || result.data === seen) return;
        const data = result.data;
        seen = data;
        last = data;
        const fold = latest.current.reduce;
        setState((s) => ({
          ...s,
          ...idle,
          error: undefined,
          data: fold ? fold(s.data, data) : (data as unknown as Result),
        }));
      };
      const source = client.executeSubscription<Data, Variables>(
        createRequest(latest.current.options.query, vars),
      );
      current = pipe(
        source,
        onEnd(() => end()),
        subscribe(onResult),
      );
      if (over) current.unsubscribe();
      if (resumed) latest.current.options.onResume?.();
    };

    open(latest.current.request.variables as Variables, false);
    return () => {
      stopped = true;
      clearTimeout(retryTimer);
      clearTimeout(healthyTimer);
      current?.unsubscribe();
    };
  }, [client, key]);

  if (key === null || state.key !== key) return { ...idle, fetching: key !== null };
  const { key: _key, ...rest } = state;
  return rest;
}
