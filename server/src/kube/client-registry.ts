import { readFileSync } from 'node:fs';
import { createSecureContext } from 'node:tls';
import {
  ApiException,
  type Configuration,
  type ConfigurationOptions,
  createConfiguration,
  KubeConfig,
  Observable,
  type ObservableMiddleware,
  type RequestContext,
  type ResponseContext,
  type SecurityAuthentication,
  ServerConfiguration,
} from '@kubernetes/client-node';
import {
  BrokenCircuitError,
  type CircuitBreakerPolicy,
  CircuitState,
  ConsecutiveBreaker,
  circuitBreaker,
  handleWhen,
} from 'cockatiel';
import { Agent, type Dispatcher } from 'undici';
import { DEFAULT_CLUSTER_BREAKER_THRESHOLD } from '../config.ts';
import { TokenFileReader } from './in-cluster.ts';
import { KubeconfigPolicyError, type NormalizedKubeconfig, validateKubeconfig } from './kubeconfig-policy.ts';

/**
 * The one place that builds Kubernetes clients (ARCHITECTURE §3, §6): per cluster, from the decrypted and
 * policy-checked kubeconfig; cached until the cluster's credentials change; one undici Agent per cluster so
 * connections are reused (client-node 2.0 otherwise builds a new agent for every call); every call bounded by a
 * timeout and passed through a per-cluster circuit breaker; every failure mapped to a `ClusterError` whose
 * message carries no response text, header, body or credential.
 *
 * Hot reads (the ClusterQueue GET of every availableClusters, discovery) skip client-node's request machinery
 * (fetch, web streams, observables, per-call configuration merging, about 0.5 ms of CPU per call) and go straight
 * to the cluster's agent through `ClusterHttp.getJson`: same agent, timeout, breaker and error mapping.
 */

export type ClusterErrorKind =
  | 'UNREACHABLE'
  | 'TIMEOUT'
  | 'UNAUTHORIZED'
  | 'NOT_FOUND'
  | 'INVALID'
  | 'SERVER_ERROR';

export interface ClusterErrorDetails {
  /** HTTP status of the cluster's answer, when there was one. */
  statusCode?: number;
  /** The Kubernetes `Status.reason` (e.g. `AlreadyExists`, `NotFound`), when the answer carried one. */
  reason?: string;
  /** The network error code (e.g. `ECONNREFUSED`), when the call failed below HTTP. */
  networkCode?: string;
  /** True when the call was not even tried because the cluster's circuit breaker is open. */
  circuitOpen?: boolean;
}

/** A failed call to a cluster. Safe to show: the message is built only from our own words and the cluster name. */
export class ClusterError extends Error {
  override readonly name = 'ClusterError';
  readonly statusCode?: number;
  readonly reason?: string;
  readonly networkCode?: string;
  readonly circuitOpen: boolean;

  constructor(
    readonly clusterName: string,
    readonly kind: ClusterErrorKind,
    message: string,
    details: ClusterErrorDetails = {},
  ) {
    super(message);
    this.statusCode = details.statusCode;
    this.reason = details.reason;
    this.networkCode = details.networkCode;
    this.circuitOpen = details.circuitOpen ?? false;
  }
}

/** What the registry needs of a `Cluster` row. */
export interface ClusterCredentialsRecord {
  id: string;
  name: string;
  kubeconfigEncrypted: Uint8Array;
  credentialsUpdatedAt: Date;
}

export interface ClientRegistryOptions {
  /**
   * The kubeconfig text of a cluster row (its decrypted credentials). Throwing means the stored credentials cannot
   * be read; the registry reports that without the thrown error's text.
   */
  kubeconfigOf: (record: ClusterCredentialsRecord) => string;
  /** Default per-call timeout (reads), in ms. Default 2000. */
  timeoutMs?: number;
  /** Consecutive failures (unreachable, timeout, 5xx) that open a cluster's breaker. Default 1, as CLUSTER_BREAKER_THRESHOLD. */
  breakerThreshold?: number;
  /** How long an open breaker refuses calls before letting one probe through, in ms. Default 10 000. */
  breakerHalfOpenAfterMs?: number;
  /** Accept kubeconfigs registered with the admin escape hatch (http, insecure TLS). Default false. */
  allowUnsafeKubeconfigs?: boolean;
  /** IN_CLUSTER=true: the server's ServiceAccount token file, the one file path a stored kubeconfig may name. */
  inClusterTokenFile?: string;
  /** Idle keep-alive of pooled connections, in ms. Default 30 000. */
  keepAliveTimeoutMs?: number;
  userAgent?: string;
}

export interface RequestOptions {
  /** Overrides the registry's default timeout for this call (e.g. longer for writes). */
  timeoutMs?: number;
  /** What is being read, for NOT_FOUND messages: e.g. `ClusterQueue "team-a"`. Must not contain secrets. */
  what?: string;
}

const SAFE_REASON = /^[A-Za-z]{1,64}$/;
const TLS_CODES = new Set([
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
  'CERT_HAS_EXPIRED',
  'CERT_NOT_YET_VALID',
  'ERR_TLS_CERT_ALTNAME_INVALID',
  'ERR_SSL_WRONG_VERSION_NUMBER',
]);
const TIMEOUT_CODES = new Set([
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
  'ETIMEDOUT',
]);

class CallTimeout extends Error {}

/** A non-2xx answer on the direct path. Stays in this module (its body may hold anything): `toClusterError` maps it. */
class ClusterHttpStatusError extends Error {
  override readonly name = 'ClusterHttpStatusError';
  constructor(
    readonly statusCode: number,
    readonly body: string,
  ) {
    super(`HTTP ${statusCode}`);
  }
}

/** The answer on the direct path was larger than we accept for one object. */
class AnswerTooLarge extends Error {}
/** A 2xx answer on the direct path that is not JSON. */
class UnreadableAnswer extends Error {}

/** True when a call failed with this HTTP status (direct path or client-node). */
export function isHttpStatus(error: unknown, statusCode: number): boolean {
  return (
    (error instanceof ClusterHttpStatusError && error.statusCode === statusCode) ||
    (error instanceof ApiException && error.code === statusCode)
  );
}

function errorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

function statusReason(body: unknown): string | undefined {
  let parsed = body;
  if (typeof body === 'string') {
    if (body.length > 65_536) return undefined;
    try {
      parsed = JSON.parse(body);
    } catch {
      return undefined;
    }
  }
  const reason = (parsed as { reason?: unknown } | null)?.reason;
  return typeof reason === 'string' && SAFE_REASON.test(reason) ? reason : undefined;
}

/** Maps anything a call can throw to a `ClusterError`; never copies text from the cluster's answer. */
export function toClusterError(
  error: unknown,
  clusterName: string,
  context: { timeoutMs: number; what?: string },
): ClusterError {
  if (error instanceof ClusterError) return error;
  const cluster = `cluster ${clusterName}`;
  const answered =
    error instanceof ApiException
      ? { statusCode: error.code, body: error.body as unknown }
      : error instanceof ClusterHttpStatusError
        ? { statusCode: error.statusCode, body: error.body as unknown }
        : undefined;
  if (answered) {
    const statusCode = answered.statusCode;
    const reason = statusReason(answered.body);
    const details = { statusCode, reason };
    if (statusCode === 401)
      return new ClusterError(clusterName, 'UNAUTHORIZED', `${cluster} rejected our credentials`, details);
    if (statusCode === 403) {
      return new ClusterError(
        clusterName,
        'UNAUTHORIZED',
        `${cluster} denied access${context.what ? ` to ${context.what}` : ''}`,
        details,
      );
    }
    if (statusCode === 404) {
      return new ClusterError(
        clusterName,
        'NOT_FOUND',
        `${context.what ?? 'the requested object'} was not found on ${cluster}`,
        details,
      );
    }
    if (statusCode >= 500 || statusCode === 429) {
      return new ClusterError(
        clusterName,
        'SERVER_ERROR',
        `${cluster} answered with a server error (HTTP ${statusCode})`,
        details,
      );
    }
    return new ClusterError(
      clusterName,
      'INVALID',
      `${cluster} refused the request (HTTP ${statusCode}${reason ? `, ${reason}` : ''})`,
      details,
    );
  }
  const code = errorCode(error);
  const name = (error as { name?: unknown } | null)?.name;
  if (
    error instanceof CallTimeout ||
    name === 'TimeoutError' ||
    name === 'AbortError' ||
    (code && TIMEOUT_CODES.has(code))
  ) {
    return new ClusterError(
      clusterName,
      'TIMEOUT',
      `${cluster} did not answer within ${context.timeoutMs} ms`,
      {
        networkCode: code,
      },
    );
  }
  if (error instanceof AnswerTooLarge) {
    return new ClusterError(clusterName, 'SERVER_ERROR', `${cluster} sent an answer too large to read`);
  }
  if (code && TLS_CODES.has(code)) {
    return new ClusterError(
      clusterName,
      'UNREACHABLE',
      `${cluster} is not reachable (TLS verification failed)`,
      {
        networkCode: code,
      },
    );
  }
  if (code || (error instanceof TypeError && error.message === 'fetch failed')) {
    return new ClusterError(clusterName, 'UNREACHABLE', `${cluster} is not reachable`, { networkCode: code });
  }
  // A 2xx with a body the client could not read, or anything else unexpected from the call.
  return new ClusterError(clusterName, 'SERVER_ERROR', `${cluster} gave an answer that could not be read`);
}

const COUNTED_BY_BREAKER = new Set<ClusterErrorKind>(['UNREACHABLE', 'TIMEOUT', 'SERVER_ERROR']);

/** Largest answer the direct path reads for one object (a ClusterQueue or discovery document is a few KiB). */
const MAX_ANSWER_BYTES = 8 * 1024 * 1024;

/** Direct reads against a cluster inside `ClusterClient.request`, sharing its timeout. */
export interface ClusterHttp {
  /**
   * GETs `path` (below the cluster's server URL, e.g. `/apis`) and parses the JSON answer. Throws on a non-2xx
   * answer or a network failure; `request` maps whatever it throws to a `ClusterError`.
   */
  getJson(path: string): Promise<unknown>;
  /**
   * GETs `path` as text, keeping at most the last `keepBytes` bytes of the answer and reading at most `maxBytes`
   * (then `complete` is false and the caller asks again for less, e.g. with `tailLines`). Throws like `getJson`.
   */
  getText(path: string, limits: { keepBytes: number; maxBytes: number }): Promise<TextAnswerResult>;
  /**
   * Opens a streaming GET (a followed log): resolves once the answer's headers arrived (within the call's
   * timeout), then yields the body's chunks until it ends or `signal` aborts. Errors while streaming are thrown
   * as `ClusterError`; a non-2xx answer is thrown before anything is yielded.
   */
  openStream(path: string, signal: AbortSignal): Promise<AsyncIterable<Buffer>>;
}

export interface TextAnswerResult {
  text: string;
  /** Bytes were dropped from the front of the answer to keep `keepBytes`. */
  truncated: boolean;
  /** False when the answer was larger than `maxBytes` and reading stopped. */
  complete: boolean;
}

/**
 * One GET through undici's dispatcher interface, reading the body into one buffer: no Response object, no web
 * stream, no Readable. Aborts when `signal` does (the call's time budget).
 */
class JsonAnswer implements Dispatcher.DispatchHandler {
  #status = 0;
  #size = 0;
  readonly #chunks: Buffer[] = [];
  #controller: Dispatcher.DispatchController | undefined;
  readonly #signal: AbortSignal;
  readonly #resolve: (value: unknown) => void;
  readonly #reject: (error: unknown) => void;
  readonly #onAbort = () => this.#controller?.abort(this.#signal.reason as Error);

  constructor(signal: AbortSignal, resolve: (value: unknown) => void, reject: (error: unknown) => void) {
    this.#signal = signal;
    this.#resolve = resolve;
    this.#reject = reject;
  }

  onRequestStart(controller: Dispatcher.DispatchController): void {
    this.#controller = controller;
    if (this.#signal.aborted) controller.abort(this.#signal.reason as Error);
    else this.#signal.addEventListener('abort', this.#onAbort, { once: true });
  }

  onResponseStart(_controller: Dispatcher.DispatchController, statusCode: number): void {
    if (statusCode >= 200) this.#status = statusCode;
  }

  onResponseData(controller: Dispatcher.DispatchController, chunk: Buffer): void {
    this.#size += chunk.length;
    if (this.#size > MAX_ANSWER_BYTES) controller.abort(new AnswerTooLarge());
    else this.#chunks.push(chunk);
  }

  onResponseEnd(): void {
    this.#signal.removeEventListener('abort', this.#onAbort);
    const text = (
      this.#chunks.length === 1 ? this.#chunks[0]! : Buffer.concat(this.#chunks, this.#size)
    ).toString('utf8');
    if (this.#status < 200 || this.#status >= 300) {
      this.#reject(new ClusterHttpStatusError(this.#status, text));
      return;
    }
    try {
      this.#resolve(JSON.parse(text));
    } catch {
      this.#reject(new UnreadableAnswer());
    }
  }

  onResponseError(_controller: Dispatcher.DispatchController, error: Error): void {
    this.#signal.removeEventListener('abort', this.#onAbort);
    this.#reject(error);
  }
}

/** Stops a text read at `maxBytes`: not an error, the caller asks again for less. */
class ReadLimitReached extends Error {}

/** One text GET through the dispatcher, keeping only the last `keepBytes` of the body. */
class TextAnswer implements Dispatcher.DispatchHandler {
  #status = 0;
  #read = 0;
  #kept = 0;
  #dropped = false;
  #chunks: Buffer[] = [];
  #controller: Dispatcher.DispatchController | undefined;
  readonly #onAbort = () => this.#controller?.abort(this.signal.reason as Error);

  constructor(
    private readonly signal: AbortSignal,
    private readonly limits: { keepBytes: number; maxBytes: number },
    private readonly resolve: (value: TextAnswerResult) => void,
    private readonly reject: (error: unknown) => void,
  ) {}

  onRequestStart(controller: Dispatcher.DispatchController): void {
    this.#controller = controller;
    if (this.signal.aborted) controller.abort(this.signal.reason as Error);
    else this.signal.addEventListener('abort', this.#onAbort, { once: true });
  }

  onResponseStart(_controller: Dispatcher.DispatchController, statusCode: number): void {
    if (statusCode >= 200) this.#status = statusCode;
  }

  onResponseData(controller: Dispatcher.DispatchController, chunk: Buffer): void {
    this.#read += chunk.length;
    this.#chunks.push(chunk);
    this.#kept += chunk.length;
    // Error bodies are kept whole (bounded by maxBytes) for the status reason.
    const keep = this.#status >= 200 && this.#status < 300 ? this.limits.keepBytes : this.limits.maxBytes;
    while (this.#kept > keep && this.#chunks.length > 0) {
      const first = this.#chunks[0]!;
      const excess = this.#kept - keep;
      if (first.length <= excess) {
        this.#chunks.shift();
        this.#kept -= first.length;
      } else {
        this.#chunks[0] = first.subarray(excess);
        this.#kept -= excess;
      }
      this.#dropped = true;
    }
    if (this.#read > this.limits.maxBytes) controller.abort(new ReadLimitReached());
  }

  onResponseEnd(): void {
    this.#finish(true);
  }

  onResponseError(_controller: Dispatcher.DispatchController, error: Error): void {
    if (error instanceof ReadLimitReached && this.#status >= 200 && this.#status < 300) this.#finish(false);
    else {
      this.signal.removeEventListener('abort', this.#onAbort);
      this.reject(error);
    }
  }

  #finish(complete: boolean): void {
    this.signal.removeEventListener('abort', this.#onAbort);
    let text = Buffer.concat(this.#chunks, this.#kept).toString('utf8');
    if (this.#status < 200 || this.#status >= 300) {
      this.reject(new ClusterHttpStatusError(this.#status, text));
      return;
    }
    // A cut in the middle of a UTF-8 sequence or a line: start at the next whole line.
    if (this.#dropped) {
      const newline = text.indexOf('\n');
      text = newline >= 0 ? text.slice(newline + 1) : text.replace(/^\uFFFD+/, '');
    }
    this.resolve({ text, truncated: this.#dropped, complete });
  }
}

function observable<T>(value: T): Observable<T> {
  // client-node's middleware must return its own Observable; an async `pre` is not supported.
  return new Observable(Promise.resolve(value));
}

/** The clients of one cluster, built from one version of its credentials. */
export class ClusterClient {
  readonly clusterId: string;
  readonly clusterName: string;
  readonly credentialsUpdatedAt: Date;
  readonly server: string;
  /** Connection reuse, measurable: TLS/TCP connections this cluster's agent opened so far. */
  readonly stats = { connections: 0, requests: 0 };

  readonly #kubeconfig: NormalizedKubeconfig;
  readonly #agent: Agent;
  readonly #configuration: Configuration;
  readonly #breaker: CircuitBreakerPolicy;
  readonly #timeoutMs: number;
  readonly #apis = new Map<unknown, unknown>();
  /** Direct path: origin, path prefix of the server URL (e.g. a proxy's `/k8s/clusters/c-1`), fixed headers. */
  readonly #origin: string;
  readonly #pathPrefix: string;
  readonly #fixedHeaders: Record<string, string>;
  readonly #bearer: () => string | undefined;
  #kubeConfigObject: KubeConfig | undefined;

  constructor(
    record: ClusterCredentialsRecord,
    kubeconfig: NormalizedKubeconfig,
    options: Required<
      Omit<ClientRegistryOptions, 'kubeconfigOf' | 'allowUnsafeKubeconfigs' | 'inClusterTokenFile'>
    >,
  ) {
    this.clusterId = record.id;
    this.clusterName = record.name;
    this.credentialsUpdatedAt = record.credentialsUpdatedAt;
    this.server = kubeconfig.server;
    this.#kubeconfig = kubeconfig;
    this.#timeoutMs = options.timeoutMs;

    // One TLS context per cluster, built once: every new connection would otherwise parse the CA and key again.
    const connect: Record<string, unknown> = {
      keepAlive: true,
      keepAliveInitialDelay: 30_000,
      secureContext: createSecureContext({
        ca: kubeconfig.caData ? Buffer.from(kubeconfig.caData, 'base64') : undefined,
        cert:
          'clientCertData' in kubeconfig.auth
            ? Buffer.from(kubeconfig.auth.clientCertData, 'base64')
            : undefined,
        key:
          'clientCertData' in kubeconfig.auth
            ? Buffer.from(kubeconfig.auth.clientKeyData, 'base64')
            : undefined,
      }),
    };
    if (kubeconfig.tlsServerName) connect.servername = kubeconfig.tlsServerName;
    if (kubeconfig.insecureSkipTlsVerify) connect.rejectUnauthorized = false;
    this.#agent = new Agent({ connect, keepAliveTimeout: options.keepAliveTimeoutMs });
    this.#agent.on('connect', () => {
      this.stats.connections += 1;
    });

    const agent = this.#agent;
    const bearer = bearerOf(kubeconfig);
    this.#bearer = bearer;
    const authentication: SecurityAuthentication = {
      getName: () => 'cluster registry',
      applySecurityAuthentication: (context: RequestContext) => {
        const authorization = bearer();
        if (authorization) context.setHeaderParam('Authorization', authorization);
        context.setDispatcher(agent);
      },
    };
    const userAgent = options.userAgent;
    const serverUrl = new URL(kubeconfig.server);
    this.#origin = serverUrl.origin;
    this.#pathPrefix = serverUrl.pathname.replace(/\/+$/, '');
    this.#fixedHeaders = { accept: 'application/json', 'user-agent': userAgent };
    const userAgentMiddleware: ObservableMiddleware = {
      pre: (context: RequestContext) => {
        context.setHeaderParam('User-Agent', userAgent);
        return observable(context);
      },
      post: (context: ResponseContext) => observable(context),
    };
    this.#configuration = createConfiguration({
      baseServer: new ServerConfiguration(kubeconfig.server, {}),
      authMethods: { default: authentication },
      middleware: [userAgentMiddleware],
    });

    this.#breaker = circuitBreaker(
      handleWhen((error) => error instanceof ClusterError && COUNTED_BY_BREAKER.has(error.kind)),
      {
        halfOpenAfter: options.breakerHalfOpenAfterMs,
        breaker: new ConsecutiveBreaker(options.breakerThreshold),
      },
    );
  }

  /** An API object of @kubernetes/client-node bound to this cluster (use it inside `request` for timeouts). */
  api<T>(ApiClass: new (configuration: Configuration) => T): T {
    let api = this.#apis.get(ApiClass) as T | undefined;
    if (!api) {
      api = new ApiClass(this.#configuration);
      this.#apis.set(ApiClass, api);
    }
    return api;
  }

  /**
   * Runs one logical call (one or more requests) against the cluster through its breaker, bounded by a timeout
   * covering all of it. Pass `options` to every client-node call made inside, or use `http` for direct reads.
   * Throws only `ClusterError`.
   */
  async request<T>(
    call: (options: ConfigurationOptions, http: ClusterHttp) => Promise<T>,
    options: RequestOptions = {},
  ): Promise<T> {
    const timeoutMs = options.timeoutMs ?? this.#timeoutMs;
    try {
      return await this.#breaker.execute(() => this.#attempt(call, timeoutMs, options.what));
    } catch (error) {
      if (error instanceof BrokenCircuitError) {
        throw new ClusterError(
          this.clusterName,
          'UNREACHABLE',
          `cluster ${this.clusterName} is not reachable (recent calls failed; retrying shortly)`,
          { circuitOpen: true },
        );
      }
      throw toClusterError(error, this.clusterName, { timeoutMs, what: options.what });
    }
  }

  /** Convenience: one API call through `request`. */
  call<A, T>(
    ApiClass: new (configuration: Configuration) => A,
    call: (api: A, options: ConfigurationOptions) => Promise<T>,
    options: RequestOptions = {},
  ): Promise<T> {
    const api = this.api(ApiClass);
    return this.request((configurationOptions) => call(api, configurationOptions), options);
  }

  /** Convenience: one direct JSON GET through `request` (e.g. `getJson('/apis', { what: 'API discovery' })`). */
  getJson(path: string, options: RequestOptions = {}): Promise<unknown> {
    return this.request((_, http) => http.getJson(path), options);
  }

  async #attempt<T>(
    call: (options: ConfigurationOptions, http: ClusterHttp) => Promise<T>,
    timeoutMs: number,
    what: string | undefined,
  ): Promise<T> {
    // One timer per call: it aborts the requests in flight (client-node's through the middleware's signal, direct
    // ones through their handler) and rejects anything else the call might wait on.
    const abort = new AbortController();
    const signal = abort.signal;
    let timer: NodeJS.Timeout | undefined;
    const guard = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        const timeout = new CallTimeout();
        abort.abort(timeout);
        reject(timeout);
      }, timeoutMs);
    });
    const stats = this.stats;
    const timeoutMiddleware: ObservableMiddleware = {
      pre: (context: RequestContext) => {
        stats.requests += 1;
        context.setSignal(signal);
        return observable(context);
      },
      post: (context: ResponseContext) => observable(context),
    };
    const http: ClusterHttp = {
      getJson: (path) => this.#getJson(path, signal),
      getText: (path, limits) => this.#getText(path, limits, signal),
      openStream: (path, streamSignal) => this.#openStream(path, signal, streamSignal, timeoutMs),
    };
    try {
      return await Promise.race([
        call({ middleware: [timeoutMiddleware], middlewareMergeStrategy: 'append' }, http),
        guard,
      ]);
    } catch (error) {
      throw toClusterError(error, this.clusterName, { timeoutMs, what });
    } finally {
      clearTimeout(timer);
    }
  }

  #getJson(path: string, signal: AbortSignal): Promise<unknown> {
    this.stats.requests += 1;
    return new Promise((resolve, reject) => {
      if (signal.aborted) {
        reject(signal.reason);
        return;
      }
      this.#agent.dispatch(
        { origin: this.#origin, path: this.#pathPrefix + path, method: 'GET', headers: this.#headers },
        new JsonAnswer(signal, resolve, reject),
      );
    });
  }

  #getText(
    path: string,
    limits: { keepBytes: number; maxBytes: number },
    signal: AbortSignal,
  ): Promise<TextAnswerResult> {
    this.stats.requests += 1;
    return new Promise((resolve, reject) => {
      if (signal.aborted) {
        reject(signal.reason);
        return;
      }
      this.#agent.dispatch(
        {
          origin: this.#origin,
          path: this.#pathPrefix + path,
          method: 'GET',
          headers: { ...this.#headers, accept: 'text/plain, */*' },
        },
        new TextAnswer(signal, limits, resolve, reject),
      );
    });
  }

  async #openStream(
    path: string,
    callSignal: AbortSignal,
    streamSignal: AbortSignal,
    timeoutMs: number,
  ): Promise<AsyncIterable<Buffer>> {
    this.stats.requests += 1;
    // The call's signal bounds the wait for the headers; afterwards only the caller's signal ends the stream.
    const connecting = new AbortController();
    const onCallAbort = () => connecting.abort(callSignal.reason);
    callSignal.addEventListener('abort', onCallAbort, { once: true });
    const signal = AbortSignal.any([connecting.signal, streamSignal]);
    let answer: Dispatcher.ResponseData;
    try {
      answer = await this.#agent.request({
        origin: this.#origin,
        path: this.#pathPrefix + path,
        method: 'GET',
        headers: { ...this.#headers, accept: 'text/plain, */*' },
        signal,
      });
    } finally {
      callSignal.removeEventListener('abort', onCallAbort);
    }
    if (answer.statusCode < 200 || answer.statusCode >= 300) {
      const body = await readLimited(answer.body, 65_536).catch(() => '');
      throw new ClusterHttpStatusError(answer.statusCode, body);
    }
    const clusterName = this.clusterName;
    const body = answer.body;
    return {
      async *[Symbol.asyncIterator]() {
        try {
          for await (const chunk of body) yield chunk as Buffer;
        } catch (error) {
          if (streamSignal.aborted) return;
          throw toClusterError(error, clusterName, { timeoutMs });
        } finally {
          body.destroy();
        }
      },
    };
  }

  get breakerState(): 'closed' | 'open' | 'half-open' {
    const state = this.#breaker.state;
    if (state === CircuitState.Closed) return 'closed';
    if (state === CircuitState.HalfOpen) return 'half-open';
    return 'open';
  }

  /** Headers of the direct path: fixed ones and the current bearer token (re-read from a token file). */
  get #headers(): Record<string, string> {
    const authorization = this.#bearer();
    return authorization ? { ...this.#fixedHeaders, authorization } : this.#fixedHeaders;
  }

  /**
   * A KubeConfig for client-node helpers that need one (Watch, Log). Calls made through it do not get this
   * registry's timeouts or breaker: callers bound them themselves.
   */
  kubeConfig(): KubeConfig {
    if (!this.#kubeConfigObject) {
      const k = this.#kubeconfig;
      const kc = new KubeConfig();
      kc.loadFromOptions({
        clusters: [
          {
            name: k.clusterName,
            server: k.server,
            caData: k.caData,
            tlsServerName: k.tlsServerName,
            skipTLSVerify: k.insecureSkipTlsVerify ?? false,
          },
        ],
        users: [
          'token' in k.auth
            ? { name: k.userName, token: k.auth.token }
            : 'tokenFile' in k.auth
              ? // client-node's FileAuth re-reads the file every minute, as this client does.
                {
                  name: k.userName,
                  authProvider: { name: 'tokenFile', config: { tokenFile: k.auth.tokenFile } },
                }
              : { name: k.userName, certData: k.auth.clientCertData, keyData: k.auth.clientKeyData },
        ],
        contexts: [{ name: k.contextName, cluster: k.clusterName, user: k.userName, namespace: k.namespace }],
        currentContext: k.contextName,
      });
      this.#kubeConfigObject = kc;
    }
    return this.#kubeConfigObject;
  }

  /** The cluster's pooled agent: watches (runner/informer.ts) ride on it, so they share its connections and close with it. */
  get dispatcher(): Agent {
    return this.#agent;
  }

  /** Closes pooled connections once in-flight requests finish, destroying them after a grace period. */
  async close(graceMs = 1_000): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const grace = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), graceMs);
    });
    const outcome = await Promise.race([this.#agent.close().then(() => 'closed' as const), grace]);
    clearTimeout(timer);
    if (outcome === 'late') await this.#agent.destroy().catch(() => {});
  }

  toJSON(): object {
    return { clusterId: this.clusterId, clusterName: this.clusterName, server: this.server };
  }
}

/** The Authorization header of a connection: inline token, or the in-cluster token file re-read every minute. */
function bearerOf(kubeconfig: NormalizedKubeconfig): () => string | undefined {
  const auth = kubeconfig.auth;
  if ('token' in auth) {
    const header = `Bearer ${auth.token}`;
    return () => header;
  }
  if ('tokenFile' in auth) {
    const reader = new TokenFileReader(auth.tokenFile, 60_000, (file) => readFileSync(file, 'utf8'));
    return () => {
      const token = reader.token();
      return token ? `Bearer ${token}` : undefined;
    };
  }
  return () => undefined;
}

async function readLimited(body: AsyncIterable<unknown>, maxBytes: number): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > maxBytes) break;
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Per-cluster clients, cached by cluster id and rebuilt when `credentialsUpdatedAt` changes. */
export class ClusterClientRegistry {
  readonly #clients = new Map<string, ClusterClient>();
  readonly #kubeconfigOf: (record: ClusterCredentialsRecord) => string;
  readonly #allowUnsafe: boolean;
  readonly #inClusterTokenFile: string | undefined;
  readonly #clientOptions: Required<
    Omit<ClientRegistryOptions, 'kubeconfigOf' | 'allowUnsafeKubeconfigs' | 'inClusterTokenFile'>
  >;

  constructor(options: ClientRegistryOptions) {
    this.#kubeconfigOf = options.kubeconfigOf;
    this.#allowUnsafe = options.allowUnsafeKubeconfigs ?? false;
    this.#inClusterTokenFile = options.inClusterTokenFile;
    this.#clientOptions = {
      timeoutMs: options.timeoutMs ?? 2_000,
      breakerThreshold: options.breakerThreshold ?? DEFAULT_CLUSTER_BREAKER_THRESHOLD,
      breakerHalfOpenAfterMs: options.breakerHalfOpenAfterMs ?? 10_000,
      keepAliveTimeoutMs: options.keepAliveTimeoutMs ?? 30_000,
      userAgent: options.userAgent ?? 'kueue-batch',
    };
  }

  get defaultTimeoutMs(): number {
    return this.#clientOptions.timeoutMs;
  }

  /** The client for a cluster row; throws `ClusterError` (INVALID) when its stored credentials are unusable. */
  get(record: ClusterCredentialsRecord): ClusterClient {
    const cached = this.#clients.get(record.id);
    // A caller holding an older row (a monitor between its sweeps) keeps the newer client rather than rebuilding
    // one from the old credentials and closing the new one under its other users.
    if (cached && cached.credentialsUpdatedAt.getTime() >= record.credentialsUpdatedAt.getTime())
      return cached;
    let kubeconfig: NormalizedKubeconfig;
    try {
      kubeconfig = validateKubeconfig(this.#kubeconfigOf(record), {
        allowUnsafe: this.#allowUnsafe,
        inClusterTokenFile: this.#inClusterTokenFile,
      });
    } catch (error) {
      const why = error instanceof KubeconfigPolicyError ? error.message : 'cannot be decrypted';
      throw new ClusterError(
        record.name,
        'INVALID',
        `the stored credentials of cluster ${record.name} are unusable: ${why}`,
      );
    }
    const client = new ClusterClient(record, kubeconfig, this.#clientOptions);
    this.#clients.set(record.id, client);
    if (cached) void cached.close().catch(() => {});
    return client;
  }

  async close(): Promise<void> {
    const clients = [...this.#clients.values()];
    this.#clients.clear();
    await Promise.all(clients.map((client) => client.close().catch(() => {})));
  }
}
