import { ApiException } from '@kubernetes/client-node';

/**
 * Cluster errors in one place: the `ClusterError` every cluster call fails with (its message is built only from our
 * own words and the cluster's name, never from the answer), the mapping of anything a call throws to one, and what
 * each kind means elsewhere: the short wording of the execution paths, the timeline reason, whether it is worth
 * retrying, whether it counts against the circuit breaker, and the cluster health it stands for.
 *
 * Two wordings exist on purpose: `ClusterError.message` is the diagnostic one (health messages, limits: it names
 * the timeout and the object), `clusterProblem` the short one users read on launch, cancel and log paths.
 */

export const CLUSTER_ERROR_KINDS = [
  'UNREACHABLE',
  'TIMEOUT',
  'UNAUTHORIZED',
  'NOT_FOUND',
  'INVALID',
  'SERVER_ERROR',
] as const;
export type ClusterErrorKind = (typeof CLUSTER_ERROR_KINDS)[number];

export interface ClusterErrorDetails {
  /** HTTP status of the cluster's answer, when there was one. */
  statusCode?: number;
  /** The Kubernetes `Status.reason` (e.g. `AlreadyExists`, `NotFound`), when the answer carried one. */
  reason?: string;
  /** The network error code (e.g. `ECONNREFUSED`), when the call failed below HTTP. */
  networkCode?: string;
  /** True when the call was not even tried because the cluster's circuit breaker is open. */
  circuitOpen?: boolean;
  /**
   * True when the caller itself gave up before the cluster answered (a follower left while its log stream was
   * connecting): not a failure of the cluster, so it never counts against the circuit breaker.
   */
  callerLeft?: boolean;
}

/** A failed call to a cluster. Safe to show: the message is built only from our own words and the cluster name. */
export class ClusterError extends Error {
  override readonly name = 'ClusterError';
  readonly statusCode?: number;
  readonly reason?: string;
  readonly networkCode?: string;
  readonly circuitOpen: boolean;
  readonly callerLeft: boolean;

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
    this.callerLeft = details.callerLeft ?? false;
  }
}

/**
 * The cluster did not answer: unreachable, or no answer in time (failover's CLUSTER_LOST, and why a cancel or a
 * fencing stops waiting on it). The one statement of that rule.
 */
export function didNotAnswer(error: unknown): boolean {
  return error instanceof ClusterError && (error.kind === 'UNREACHABLE' || error.kind === 'TIMEOUT');
}

/** The error of a call to `clusterName` that got no answer within `timeoutMs`. */
export function noAnswerWithin(
  clusterName: string,
  timeoutMs: number,
  details: ClusterErrorDetails = {},
): ClusterError {
  return new ClusterError(
    clusterName,
    'TIMEOUT',
    `cluster ${clusterName} did not answer within ${timeoutMs} ms`,
    details,
  );
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

export class CallTimeout extends Error {}

/** A non-2xx answer on the direct path. Stays in this module (its body may hold anything): `toClusterError` maps it. */
export class ClusterHttpStatusError extends Error {
  override readonly name = 'ClusterHttpStatusError';
  constructor(
    readonly statusCode: number,
    readonly body: string,
  ) {
    super(`HTTP ${statusCode}`);
  }
}

/** The answer on the direct path was larger than we accept for one object. */
export class AnswerTooLarge extends Error {}
/** A 2xx answer on the direct path that is not JSON. */
export class UnreadableAnswer extends Error {}

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
    return noAnswerWithin(clusterName, context.timeoutMs, { networkCode: code });
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

export const COUNTED_BY_BREAKER = new Set<ClusterErrorKind>(['UNREACHABLE', 'TIMEOUT', 'SERVER_ERROR']);

/** A failure that says the cluster is in trouble (opens its circuit breaker); a caller that left is not one. */
export function countedByBreaker(error: unknown): boolean {
  return error instanceof ClusterError && COUNTED_BY_BREAKER.has(error.kind) && !error.callerLeft;
}

/**
 * What a user reads when a cluster call fails on the execution paths: always names the cluster, never carries
 * text from the cluster's answer (ClusterError messages are built from our own words already).
 */
export function clusterProblem(error: ClusterError): string {
  const cluster = `cluster ${error.clusterName}`;
  switch (error.kind) {
    case 'UNREACHABLE':
      return `${cluster} is not reachable`;
    case 'TIMEOUT':
      return `${cluster} is not reachable (no answer in time)`;
    case 'UNAUTHORIZED':
      return error.statusCode === 403
        ? `${cluster} denied access`
        : `credentials for ${cluster} were rejected`;
    default:
      return error.message;
  }
}

/** Why a launch or monitor step failed, as a short reason for the timeline. */
export function clusterReason(error: ClusterError): string {
  switch (error.kind) {
    case 'UNREACHABLE':
    case 'TIMEOUT':
      return 'ClusterUnreachable';
    case 'UNAUTHORIZED':
      return 'ClusterCredentialsRejected';
    case 'SERVER_ERROR':
      return 'ClusterServerError';
    default:
      return 'ClusterRefused';
  }
}

/** Failures worth retrying: the cluster may answer later. A 4xx (our request refused) will not change. */
export function isTransient(error: ClusterError): boolean {
  return (
    error.kind === 'UNREACHABLE' ||
    error.kind === 'TIMEOUT' ||
    error.kind === 'SERVER_ERROR' ||
    error.kind === 'UNAUTHORIZED'
  );
}

/** Every cluster health (GraphQL `ClusterHealthStatus`): the one list, the type and the enum are made from it. */
export const HEALTH_STATUSES = [
  'REACHABLE',
  'UNREACHABLE',
  'UNAUTHORIZED',
  'QUEUE_NOT_FOUND',
  'DEGRADED',
] as const;
export type HealthStatus = (typeof HEALTH_STATUSES)[number];

/** The cluster health a failed read of a cluster's queue stands for. */
export function healthStatusOf(kind: ClusterErrorKind): Exclude<HealthStatus, 'REACHABLE'> {
  switch (kind) {
    case 'UNREACHABLE':
    case 'TIMEOUT':
      return 'UNREACHABLE';
    case 'UNAUTHORIZED':
      return 'UNAUTHORIZED';
    case 'NOT_FOUND':
      return 'QUEUE_NOT_FOUND';
    default:
      return 'DEGRADED';
  }
}

/** Any error of a cluster call as a `ClusterError` (a foreign error gets our own neutral words). */
export function asClusterError(error: unknown, clusterName: string): ClusterError {
  return error instanceof ClusterError
    ? error
    : new ClusterError(clusterName, 'SERVER_ERROR', `cluster ${clusterName} could not be used`);
}
