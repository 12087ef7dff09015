import { readFileSync } from 'node:fs';
import { createSecureContext } from 'node:tls';
import {
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
import type { ClientOptions, ClientRegistryOptions, ClusterCredentialsRecord } from './client-options.ts';
import {
  CallTimeout,
  ClusterError,
  ClusterHttpStatusError,
  countedByBreaker,
  toClusterError,
} from './cluster-error.ts';
import {
  type ClusterHttp,
  JsonAnswer,
  readLimited,
  TextAnswer,
  type TextAnswerResult,
} from './cluster-http.ts';
import { TokenFileReader } from './in-cluster.ts';
import type { NormalizedKubeconfig } from './kubeconfig-policy.ts';

/**
 * The clients of one cluster (see client-registry.ts for how they are built and cached): client-node APIs and the
 * direct path, every call bounded by a timeout and passed through the cluster's circuit breaker.
 */

export interface RequestOptions {
  /** Overrides the registry's default timeout for this call (e.g. longer for writes). */
  timeoutMs?: number;
  /** What is being read, for NOT_FOUND messages: e.g. `ClusterQueue "team-a"`. Must not contain secrets. */
  what?: string;
  /**
   * The kind of call: `control` (default: limits, launches, the monitor) or `logs` (log reads and follows). Each
   * kind has its own breaker and default budget: a slow or huge log read times out on its own budget and never
   * opens the breaker that limits, launches and the monitor go through. Log reads still fail fast while the
   * control breaker is open (then the API server itself does not answer).
   */
  kind?: 'control' | 'logs';
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
  readonly #logBreaker: CircuitBreakerPolicy;
  readonly #timeoutMs: number;
  readonly #logTimeoutMs: number;
  readonly #onCall: ClientRegistryOptions['onCall'];
  readonly #apis = new Map<unknown, unknown>();
  /** Direct path: origin, path prefix of the server URL (e.g. a proxy's `/k8s/clusters/c-1`), fixed headers. */
  readonly #origin: string;
  readonly #pathPrefix: string;
  readonly #fixedHeaders: Record<string, string>;
  readonly #bearer: () => string | undefined;
  #kubeConfigObject: KubeConfig | undefined;

  /** The budget of one call (what a watch's connect is bounded by). */
  get timeoutMs(): number {
    return this.#timeoutMs;
  }

  constructor(record: ClusterCredentialsRecord, kubeconfig: NormalizedKubeconfig, options: ClientOptions) {
    this.clusterId = record.id;
    this.clusterName = record.name;
    this.credentialsUpdatedAt = record.credentialsUpdatedAt;
    this.server = kubeconfig.server;
    this.#kubeconfig = kubeconfig;
    this.#timeoutMs = options.timeoutMs;
    this.#logTimeoutMs = options.logTimeoutMs;
    this.#onCall = options.onCall;

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

    const breaker = () =>
      circuitBreaker(
        // A caller that left before the answer (a follower gone while its stream connected) is not counted: on a
        // busy cluster the answer is merely late, and one such leave would otherwise open the breaker (threshold
        // 1) and refuse every log read and follow of the cluster for `halfOpenAfter`.
        handleWhen(countedByBreaker),
        {
          halfOpenAfter: options.breakerHalfOpenAfterMs,
          breaker: new ConsecutiveBreaker(options.breakerThreshold),
        },
      );
    this.#breaker = breaker();
    this.#logBreaker = breaker();
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
    const logs = options.kind === 'logs';
    const timeoutMs = options.timeoutMs ?? (logs ? this.#logTimeoutMs : this.#timeoutMs);
    const breaker = logs ? this.#logBreaker : this.#breaker;
    const onCall = this.#onCall;
    const started = onCall ? performance.now() : 0;
    try {
      if (logs && this.#breaker.state === CircuitState.Open) throw new BrokenCircuitError();
      const answer = await breaker.execute(() => this.#attempt(call, timeoutMs, options.what));
      onCall?.(this.clusterName, (performance.now() - started) / 1000);
      return answer;
    } catch (error) {
      const failure =
        error instanceof BrokenCircuitError
          ? new ClusterError(
              this.clusterName,
              'UNREACHABLE',
              `cluster ${this.clusterName} is not reachable (recent calls failed; retrying shortly)`,
              { circuitOpen: true },
            )
          : toClusterError(error, this.clusterName, { timeoutMs, what: options.what });
      // The caller's own leaving is no failure of the cluster's (nor a call it answered): not measured.
      if (!failure.callerLeft) onCall?.(this.clusterName, (performance.now() - started) / 1000, failure.kind);
      throw failure;
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
      sendJson: (method, path, body) => this.#sendJson(method, path, body, signal),
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

  #sendJson(
    method: 'POST' | 'PUT' | 'DELETE',
    path: string,
    body: unknown,
    signal: AbortSignal,
  ): Promise<unknown> {
    this.stats.requests += 1;
    const payload = Buffer.from(JSON.stringify(body));
    return new Promise((resolve, reject) => {
      if (signal.aborted) {
        reject(signal.reason);
        return;
      }
      this.#agent.dispatch(
        {
          origin: this.#origin,
          path: this.#pathPrefix + path,
          method,
          headers: {
            ...this.#headers,
            'content-type': 'application/json',
            'content-length': String(payload.length),
          },
          body: payload,
        },
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
    } catch (error) {
      // The caller stopped waiting (its stream signal), not the call's timeout: the cluster did not fail.
      if (streamSignal.aborted && !callSignal.aborted) {
        throw new ClusterError(
          this.clusterName,
          'TIMEOUT',
          `the call to cluster ${this.clusterName} was given up by its caller before the answer`,
          { callerLeft: true },
        );
      }
      throw error;
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

  /** The control breaker's state (limits, launches, the monitor); `logBreakerState` is the log reads' one. */
  get breakerState(): 'closed' | 'open' | 'half-open' {
    return stateName(this.#breaker.state);
  }

  get logBreakerState(): 'closed' | 'open' | 'half-open' {
    return stateName(this.#logBreaker.state);
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

function stateName(state: CircuitState): 'closed' | 'open' | 'half-open' {
  if (state === CircuitState.Closed) return 'closed';
  if (state === CircuitState.HalfOpen) return 'half-open';
  return 'open';
}
