import { ClusterError } from '../kube/client-registry.ts';
import { ClusterUnavailableError } from '../services/execution-errors.ts';

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

export function toUnavailable(error: unknown, clusterName: string, retrying: boolean, suffix = '') {
  const clusterError =
    error instanceof ClusterError
      ? error
      : new ClusterError(clusterName, 'SERVER_ERROR', `cluster ${clusterName} could not be used`);
  return new ClusterUnavailableError(
    `${clusterProblem(clusterError)}${suffix}`,
    clusterError.clusterName,
    clusterError.kind,
    retrying,
  );
}
