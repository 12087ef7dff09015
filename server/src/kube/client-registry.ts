import { DEFAULT_CLUSTER_BREAKER_THRESHOLD } from '../config.ts';
import type { ClientOptions, ClientRegistryOptions, ClusterCredentialsRecord } from './client-options.ts';
import { ClusterClient } from './cluster-client.ts';
import { ClusterError } from './cluster-error.ts';
import { KubeconfigPolicyError, type NormalizedKubeconfig, validateKubeconfig } from './kubeconfig-policy.ts';

export type { ClientOptions, ClientRegistryOptions, ClusterCredentialsRecord } from './client-options.ts';

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

/** Per-cluster clients, cached by cluster id and rebuilt when `credentialsUpdatedAt` changes. */
export class ClusterClientRegistry {
  readonly #clients = new Map<string, ClusterClient>();
  readonly #kubeconfigOf: (record: ClusterCredentialsRecord) => string;
  readonly #allowUnsafe: boolean;
  readonly #inClusterTokenFile: string | undefined;
  readonly #clientOptions: ClientOptions;

  constructor(options: ClientRegistryOptions) {
    this.#kubeconfigOf = options.kubeconfigOf;
    this.#allowUnsafe = options.allowUnsafeKubeconfigs ?? false;
    this.#inClusterTokenFile = options.inClusterTokenFile;
    this.#clientOptions = {
      timeoutMs: options.timeoutMs ?? 2_000,
      logTimeoutMs: options.logTimeoutMs ?? 10_000,
      breakerThreshold: options.breakerThreshold ?? DEFAULT_CLUSTER_BREAKER_THRESHOLD,
      breakerHalfOpenAfterMs: options.breakerHalfOpenAfterMs ?? 10_000,
      keepAliveTimeoutMs: options.keepAliveTimeoutMs ?? 30_000,
      userAgent: options.userAgent ?? 'kueue-batch',
      onCall: options.onCall,
    };
  }

  /** The circuit breaker of every cluster with a client (metrics). */
  breakerStates(): { cluster: string; state: 'closed' | 'open' | 'half-open' }[] {
    return [...this.#clients.values()].map((c) => ({ cluster: c.clusterName, state: c.breakerState }));
  }

  get defaultTimeoutMs(): number {
    return this.#clientOptions.timeoutMs;
  }

  /** The budget of one log read (`request(…, { kind: 'logs' })` uses it by default). */
  get logTimeoutMs(): number {
    return this.#clientOptions.logTimeoutMs;
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
