import { decodeFailover, type StoredFailover } from '../../db/version-data.ts';
import type { FieldIssue } from '../errors.ts';

/**
 * A version's failover policy (ARCHITECTURE §17): whether an attempt its cluster fails — preempted there, or the
 * cluster lost — goes on on another allowed cluster, and how many attempts the version may have in all. Stored on
 * the version (`failover` column, through db/version-data.ts); null: off, the version is bound to its cluster for life.
 */
export type FailoverPolicy = StoredFailover;

export interface FailoverInput {
  onPreemption?: boolean | null;
  onClusterLost?: boolean | null;
  maxAttempts?: number | null;
}

export const MAX_ATTEMPTS_LIMIT = 10;
export const DEFAULT_MAX_ATTEMPTS = 3;

/** The input checked (issues under `failover.*`); null input → null (off). */
export function checkFailoverInput(
  input: FailoverInput | null | undefined,
  issues: FieldIssue[],
): FailoverPolicy | null {
  if (input == null) return null;
  const maxAttempts = input.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  if (!Number.isInteger(maxAttempts) || maxAttempts < 1 || maxAttempts > MAX_ATTEMPTS_LIMIT) {
    issues.push({
      field: 'failover.maxAttempts',
      message: `maxAttempts must be a whole number from 1 to ${MAX_ATTEMPTS_LIMIT} (the first attempt counts)`,
    });
    return null;
  }
  return {
    onPreemption: input.onPreemption ?? true,
    onClusterLost: input.onClusterLost ?? true,
    maxAttempts,
  };
}

/** The stored column read back (anything else: off). */
export const failoverPolicyOf: (value: unknown) => FailoverPolicy | null = decodeFailover;

export type FailoverTrigger = 'PREEMPTED' | 'CLUSTER_LOST';

/** Whether the policy lets this attempt end by this trigger and a next one begin. */
export function mayFailOver(
  policy: FailoverPolicy | null,
  trigger: FailoverTrigger,
  attempt: number,
): { ok: true } | { ok: false; why: string } {
  if (!policy) return { ok: false, why: 'failover is off for this version' };
  if (trigger === 'PREEMPTED' && !policy.onPreemption)
    return { ok: false, why: 'failover on preemption is off for this version' };
  if (trigger === 'CLUSTER_LOST' && !policy.onClusterLost)
    return { ok: false, why: 'failover on a lost cluster is off for this version' };
  if (attempt >= policy.maxAttempts)
    return { ok: false, why: `all ${policy.maxAttempts} attempts of this version are used` };
  return { ok: true };
}
