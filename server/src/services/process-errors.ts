import type { LimitedResource } from '@kueue-batch/rules';
import type { Cluster } from '../generated/prisma/client.ts';
import type { FlavorLimits } from '../kube/cluster-queue.ts';
import { ResultError } from './errors.ts';

/**
 * Expected refusals of createProcess / rerunProcess (ARCHITECTURE §4). Services throw them; the schema maps each
 * onto its GraphQL type of the same name, once (schema/process.ts).
 */

/** No cluster is allowed for this user, project and request. */
export class NoClustersAvailableError extends ResultError {
  override readonly name = 'NoClustersAvailableError';
}

/** The chosen cluster is unknown, inactive or filtered out by a plugin. */
export class ClusterNotAllowedError extends ResultError {
  override readonly name = 'ClusterNotAllowedError';
  constructor(
    message: string,
    readonly clusterId: string,
  ) {
    super(message);
  }
}

/** One resource over its limit: cores, bytes, units or seconds. */
export interface LimitViolation {
  resource: LimitedResource;
  /** "cpu", "memory", "runtime" or the extended resource's name. */
  resourceName: string;
  requested: number;
  limit: number;
  /** The flavor whose quota `limit` is (null for RUNTIME, or a resource no group covers). */
  flavor?: string | null;
}

/** How one flavor of the cluster compares with the request. */
export interface FlavorFit {
  flavor: FlavorLimits;
  fitsCpu: boolean;
  fitsMemory: boolean;
}

/** The request does not fit the chosen cluster: every violation at once, and each flavor's fit. */
export class ResourceLimitExceededError extends ResultError {
  override readonly name = 'ResourceLimitExceededError';
  constructor(
    message: string,
    readonly cluster: Cluster,
    readonly violations: LimitViolation[],
    readonly flavorFits: FlavorFit[],
  ) {
    super(message);
  }
}
