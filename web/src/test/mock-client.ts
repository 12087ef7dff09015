import type { Client, GraphQLRequest, OperationContext } from '@urql/core';
import { vi } from 'vitest';
import { concat, fromValue, never, type Source } from 'wonka';

type Respond = (request: GraphQLRequest, context?: Partial<OperationContext>) => Source<unknown>;

/** An urql client whose queries are answered by `respond`; the mock functions record every request. */
export function mockClient(respond: Respond) {
  const mocks = {
    executeQuery: vi.fn<Respond>(respond),
    executeMutation: vi.fn(() => never),
    executeSubscription: vi.fn(() => never),
  };
  return { ...mocks, client: mocks as unknown as Client };
}

/** One result, then silence: a real client keeps a query's stream open (a completed stream clears `error`). */
export const answer = (result: object): Source<unknown> => concat([fromValue(result), never]);

/** A query that never answers. */
export const pending: Source<unknown> = never;
