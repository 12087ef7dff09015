import type { ProcessStatus } from '../generated/prisma/client.ts';
import { asClusterError, type ClusterErrorKind, clusterProblem } from '../kube/cluster-error.ts';
import { ResultError } from './errors.ts';

/** A cluster call on the execution paths failed; the message names the cluster and nothing else of the answer. */
export class ClusterUnavailableError extends ResultError {
  override readonly name = 'ClusterUnavailableError';
  constructor(
    message: string,
    readonly clusterName: string,
    readonly kind: ClusterErrorKind,
    /** The request is remembered and retried (e.g. a cancel while the cluster is unreachable). */
    readonly retrying: boolean,
  ) {
    super(message);
  }
}

/** The version already finished: there is nothing left to cancel. */
export class VersionNotCancellableError extends ResultError {
  override readonly name = 'VersionNotCancellableError';
  constructor(
    message: string,
    readonly status: ProcessStatus,
  ) {
    super(message);
  }
}

/** A failed cluster call on the execution paths as the service error users see. */
export function toUnavailable(error: unknown, clusterName: string, retrying: boolean, suffix = '') {
  const clusterError = asClusterError(error, clusterName);
  return new ClusterUnavailableError(
    `${clusterProblem(clusterError)}${suffix}`,
    clusterError.clusterName,
    clusterError.kind,
    retrying,
  );
}
