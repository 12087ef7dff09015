import type { ClusterErrorKind } from './cluster-error.ts';

/** The registry's options and what each cluster's client gets of them (types only, below both). */

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
  /**
   * Budget of one log read (`kind: 'logs'`: a pod list and a bounded log read), in ms. Default 10 000, as
   * CLUSTER_LOG_TIMEOUT_MS. Log reads have their own breaker: a slow or large log is no sign the API server is down.
   */
  logTimeoutMs?: number;
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
  /** Told of every call (its duration, and the kind of error when it failed), for metrics. */
  onCall?: (cluster: string, seconds: number, errorKind?: ClusterErrorKind) => void;
}

/** What each cluster's client gets of the registry's options. */
export type ClientOptions = Required<
  Omit<ClientRegistryOptions, 'kubeconfigOf' | 'allowUnsafeKubeconfigs' | 'inClusterTokenFile' | 'onCall'>
> &
  Pick<ClientRegistryOptions, 'onCall'>;
