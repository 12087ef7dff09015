import { type Client, createRequest, type GraphQLRequest, type OperationContext } from '@urql/core';
import type { DocumentNode } from 'graphql';
import { vi } from 'vitest';
import { concat, fromValue, never, pipe, type Source, take, toPromise } from 'wonka';

type Respond = (request: GraphQLRequest, context?: Partial<OperationContext>) => Source<unknown>;

/**
 * An urql client whose queries are answered by `respond`, mutations by `mutate` and subscriptions by `subscribe`
 * (both unanswered by default); the mock functions record every request. `client.query(...).toPromise()` goes
 * through `executeQuery` as urql's does.
 */
export function mockClient(
  respond: Respond,
  mutate: Respond = () => never,
  subscribe: Respond = () => never,
) {
  const mocks = {
    executeQuery: vi.fn<Respond>(respond),
    executeMutation: vi.fn<Respond>(mutate),
    executeSubscription: vi.fn<Respond>(subscribe),
  };
  const query = (document: DocumentNode, variables?: object, context?: Partial<OperationContext>) => {
    const source = mocks.executeQuery(createRequest(document, variables as never), context);
    return { toPromise: () => pipe(source, take(1), toPromise) };
  };
  return { ...mocks, client: { ...mocks, query } as unknown as Client };
}

/** One result, then silence: a real client keeps a query's stream open (a completed stream clears `error`). */
export const answer = (result: object): Source<unknown> => concat([fromValue(result), never]);

/** A mutation's one result: it completes, as urql's mutation results do. */
export const once = (result: object): Source<unknown> => fromValue(result);

/** A query that never answers. */
export const pending: Source<unknown> = never;
