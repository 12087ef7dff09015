import type { CombinedError } from '@urql/core';
import { describeError } from '../../client.ts';
import type { ClusterHealthStatus } from '../../gql/graphql';
import type { BadgeTone } from '../../ui/Badge.tsx';

export const healthLabel: Record<ClusterHealthStatus, string> = {
  REACHABLE: 'Reachable',
  UNREACHABLE: 'Unreachable',
  UNAUTHORIZED: 'Unauthorized',
  QUEUE_NOT_FOUND: 'Queue missing',
  DEGRADED: 'Degraded',
};

export const healthTone: Record<ClusterHealthStatus, BadgeTone> = {
  REACHABLE: 'success',
  UNREACHABLE: 'danger',
  UNAUTHORIZED: 'danger',
  QUEUE_NOT_FOUND: 'warning',
  DEGRADED: 'warning',
};

/** The `extensions.code` of the first GraphQL error (FORBIDDEN, RATE_LIMITED, …), if any. */
export function errorCode(error: CombinedError | undefined): string | undefined {
  const code = error?.graphQLErrors[0]?.extensions?.code;
  return typeof code === 'string' ? code : undefined;
}

export function retryAfterSeconds(error: CombinedError | undefined): number | null {
  const wait = error?.graphQLErrors[0]?.extensions?.retryAfterSeconds;
  return typeof wait === 'number' && wait > 0 ? wait : null;
}

/** A sentence for an error of the cluster operations; rate limiting is not the user's fault, so say it kindly. */
export function describeClusterError(error: CombinedError): string {
  if (errorCode(error) === 'RATE_LIMITED') {
    const wait = retryAfterSeconds(error);
    return `The server is getting a lot of limit checks from you right now${
      wait ? ` and asks to wait ${wait} s` : ''
    }. Nothing is wrong — try again in a moment.`;
  }
  return describeError(error);
}
