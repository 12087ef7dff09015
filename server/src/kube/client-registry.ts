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
import { Agent } from 'undici';
import { decryptSecretText, type Keyring } from '../services/secrets.ts';
import { type NormalizedKubeconfig, validateKubeconfig } from './kubeconfig-policy.ts';

/**
 * The one place that builds Kubernetes clients (ARCHITECTURE §3, §6): per cluster, from the decrypted and
 * policy-checked kubeconfig; cached until the cluster's credentials change; one undici Agent per cluster so
 * connections are reused (client-node 2.0 otherwise builds a new agent for every call); every call bounded by a
 * timeout and passed through a per-cluster circuit breaker; every failure mapped to a `ClusterError` whose
 * message carries no response text, header, body or credential.
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
  keyring: Keyring;
  /** Default per-call timeout (reads), in ms. Default 2000. */
  timeoutMs?: number;
  /** Consecutive failures (unreachable, timeout, 5xx) that open a cluster's breaker. Default 2. */
  breakerThreshold?: number;
  /** How long an open breaker refuses calls before letting one probe through, in ms. Default 10 000. */
  breakerHalfOpenAfterMs?: number;
  /** Accept kubeconfigs registered with the admin escape hatch (http, insecure TLS). Default false. */
  allowUnsafeKubeconfigs?: boolean;
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
  if (error instanceof ApiException) {
    const statusCode = error.code;
    const reason = statusReason(error.body);
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
  #kubeConfigObject: KubeConfig | undefined;

  constructor(
    record: ClusterCredentialsRecord,
    kubeconfig: NormalizedKubeconfig,
    options: Required<Omit<ClientRegistryOptions, 'keyring' | 'allowUnsafeKubeconfigs'>>,
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
    const bearer = 'token' in kubeconfig.auth ? `Bearer ${kubeconfig.auth.token}` : undefined;
    const authentication: SecurityAuthentication = {
      getName: () => 'cluster registry',
      applySecurityAuthentication: (context: RequestContext) => {
        if (bearer) context.setHeaderParam('Authorization', bearer);
        context.setDispatcher(agent);
      },
    };
    const userAgent = options.userAgent;
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
   * covering all of it. Pass `options` to every client-node call made inside. Throws only `ClusterError`.
   */
  async request<T>(
    call: (options: ConfigurationOptions) => Promise<T>,
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

  async #attempt<T>(
    call: (options: ConfigurationOptions) => Promise<T>,
    timeoutMs: number,
    what: string | undefined,
  ): Promise<T> {
    const signal = AbortSignal.timeout(timeoutMs);
    const stats = this.stats;
    const timeoutMiddleware: ObservableMiddleware = {
      pre: (context: RequestContext) => {
        stats.requests += 1;
        context.setSignal(signal);
        return observable(context);
      },
      post: (context: ResponseContext) => observable(context),
    };
    let timer: NodeJS.Timeout | undefined;
    // Belt and braces: the signal aborts the request; this bounds anything else the call might wait on.
    const guard = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new CallTimeout()), timeoutMs + 100);
    });
    try {
      return await Promise.race([
        call({ middleware: [timeoutMiddleware], middlewareMergeStrategy: 'append' }),
        guard,
      ]);
    } catch (error) {
      throw toClusterError(error, this.clusterName, { timeoutMs, what });
    } finally {
      clearTimeout(timer);
    }
  }

  get breakerState(): 'closed' | 'open' | 'half-open' {
    const state = this.#breaker.state;
    if (state === CircuitState.Closed) return 'closed';
    if (state === CircuitState.HalfOpen) return 'half-open';
    return 'open';
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
            : { name: k.userName, certData: k.auth.clientCertData, keyData: k.auth.clientKeyData },
        ],
        contexts: [{ name: k.contextName, cluster: k.clusterName, user: k.userName, namespace: k.namespace }],
        currentContext: k.contextName,
      });
      this.#kubeConfigObject = kc;
    }
    return this.#kubeConfigObject;
  }

  /** The agent reused for every call to this cluster (for callers making raw requests). */
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

/** Per-cluster clients, cached by cluster id and rebuilt when `credentialsUpdatedAt` changes. */
export class ClusterClientRegistry {
  readonly #clients = new Map<string, ClusterClient>();
  readonly #keyring: Keyring;
  readonly #allowUnsafe: boolean;
  readonly #clientOptions: Required<Omit<ClientRegistryOptions, 'keyring' | 'allowUnsafeKubeconfigs'>>;

  constructor(options: ClientRegistryOptions) {
    this.#keyring = options.keyring;
    this.#allowUnsafe = options.allowUnsafeKubeconfigs ?? false;
    this.#clientOptions = {
      timeoutMs: options.timeoutMs ?? 2_000,
      breakerThreshold: options.breakerThreshold ?? 2,
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
    if (cached && cached.credentialsUpdatedAt.getTime() === record.credentialsUpdatedAt.getTime())
      return cached;
    let kubeconfig: NormalizedKubeconfig;
    try {
      const text = decryptSecretText(record.kubeconfigEncrypted, this.#keyring, record.id);
      kubeconfig = validateKubeconfig(text, { allowUnsafe: this.#allowUnsafe });
    } catch (error) {
      const why =
        error instanceof Error && error.name === 'KubeconfigPolicyError'
          ? error.message
          : 'cannot be decrypted';
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

  /** Drops a cluster's client (deleted cluster, or credentials known to have changed). */
  async invalidate(clusterId: string): Promise<void> {
    const client = this.#clients.get(clusterId);
    this.#clients.delete(clusterId);
    await client?.close().catch(() => {});
  }

  async close(): Promise<void> {
    const clients = [...this.#clients.values()];
    this.#clients.clear();
    await Promise.all(clients.map((client) => client.close().catch(() => {})));
  }
}
