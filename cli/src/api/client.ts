import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import { RefusedError, UnreachableError } from '../exit.ts';

/** A generated operation (graphql-codegen, documentMode string): its text, typed by its result and variables. */
export type Operation<R, V> = DocumentTypeDecoration<R, V> & { toString(): string };

export interface GraphQLErrorBody {
  message: string;
  extensions?: { code?: string; [key: string]: unknown };
}

const REQUEST_TIMEOUT_MS = 30_000;
/** Waits before the retries of a request that did not reach the server (or got 502/503/504). */
const RETRY_DELAYS_MS = [250, 1_000, 2_000];

/** A request that never got a GraphQL answer: no connection, a timeout, a gateway error. Retried. */
export class TransportError extends Error {}

export interface ApiOptions {
  url: string;
  token: string;
  /** Waits between retries (tests shorten them). */
  retryDelaysMs?: readonly number[];
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Why a fetch failed, in words (the cause of undici's "fetch failed"). */
export function describeFetchError(error: unknown): string {
  if (error instanceof TransportError) return error.message;
  if (error instanceof Error && error.name === 'TimeoutError') return 'no answer in time';
  const cause = (error as { cause?: { code?: string; message?: string } })?.cause;
  return cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
}

/** The GraphQL API of one server with one token: typed requests and subscriptions (SSE, as the web app uses). */
export class Api {
  readonly url: string;
  private readonly token: string;
  private readonly retryDelaysMs: readonly number[];

  constructor(options: ApiOptions) {
    this.url = options.url;
    this.token = options.token;
    this.retryDelaysMs = options.retryDelaysMs ?? RETRY_DELAYS_MS;
  }

  headers(accept: string): Record<string, string> {
    return {
      'content-type': 'application/json',
      accept,
      authorization: `Bearer ${this.token}`,
      // graphql-yoga's CSRF prevention asks non-browser clients for this header.
      'x-graphql-yoga-csrf': 'kb',
    };
  }

  /**
   * One query or mutation. A request that does not reach the server is retried (a mutation only when it is safe
   * to repeat: createProcess and rerunProcess carry their idempotency key); an unreachable server is an
   * UnreachableError (exit 4), a GraphQL error a RefusedError (exit 3).
   */
  async request<R, V>(operation: Operation<R, V>, variables: V): Promise<R> {
    const body = JSON.stringify({ query: operation.toString(), variables });
    let lastProblem = '';
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await this.requestOnce<R>(body);
      } catch (error) {
        if (!(error instanceof TransportError) && !isNetworkError(error)) throw error;
        lastProblem = describeFetchError(error);
        const delay = this.retryDelaysMs[attempt];
        if (delay === undefined) break;
        await sleep(delay);
      }
    }
    throw new UnreachableError(`cannot reach the server at ${this.url}: ${lastProblem}`);
  }

  private async requestOnce<R>(body: string): Promise<R> {
    const response = await fetch(`${this.url}/graphql`, {
      method: 'POST',
      headers: this.headers('application/graphql-response+json, application/json'),
      body,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    if ([502, 503, 504].includes(response.status)) {
      throw new TransportError(`the server answered ${response.status}`);
    }
    const text = await response.text();
    let answer: { data?: R | null; errors?: GraphQLErrorBody[] };
    try {
      answer = JSON.parse(text);
    } catch {
      throw new TransportError(
        `the server answered ${response.status} without GraphQL (is ${this.url} a kueue-batch server?)`,
      );
    }
    if (answer.errors?.length) throw graphQLRefusal(answer.errors);
    if (answer.data == null) throw new RefusedError(`the server answered ${response.status} without data`);
    return answer.data;
  }
}

export function isNetworkError(error: unknown): boolean {
  return (
    error instanceof TypeError ||
    (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'))
  );
}

/** GraphQL errors (not signed in, not found, rate limited …) as one refusal carrying the first one's code. */
export function graphQLRefusal(errors: GraphQLErrorBody[]): RefusedError {
  const first = errors[0]!;
  const code = first.extensions?.code;
  const hint = code === 'UNAUTHENTICATED' ? ' (run "kb login" with a valid token)' : '';
  return new RefusedError(`${errors.map((e) => e.message).join('; ')}${hint}`, {
    ...(code ? { code } : {}),
    ...first.extensions,
  });
}
