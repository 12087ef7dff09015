import type { RequestedResources } from '@kueue-batch/rules';
import { INT64_MAX, parseCpuMillis, parseMemoryBytes, QuantityError } from '../kube/quantity.ts';
import { quote } from '../text.ts';
import type { FieldIssue } from './errors.ts';

/** Resource requests as a client sends them: Kubernetes quantities and a deadline in seconds. */
export interface ResourceRequestsInput {
  cpu?: string | null;
  memory?: string | null;
  deadlineSeconds?: number | null;
}

/** Parses requests exactly (milli-cores, bytes); every problem is reported with its field under `prefix`. */
export function parseRequests(
  input: ResourceRequestsInput,
  prefix = 'requests',
): { parsed: RequestedResources; issues: FieldIssue[] } {
  const issues: FieldIssue[] = [];
  const parse = (field: 'cpu' | 'memory', fn: (s: string) => bigint): bigint | null => {
    const value = input[field];
    if (value === undefined || value === null) return null;
    try {
      const n = fn(value);
      if (n <= 0n) {
        issues.push({ field: `${prefix}.${field}`, message: `${field} must be greater than zero` });
        return null;
      }
      if (n > INT64_MAX) {
        // Kubernetes keeps quantities in 64 bits (and so do we): nothing larger can be requested anywhere.
        issues.push({
          field: `${prefix}.${field}`,
          message: `${quote(value)} is larger than any cluster can hold`,
        });
        return null;
      }
      return n;
    } catch (error) {
      if (!(error instanceof QuantityError)) throw error;
      issues.push({
        field: `${prefix}.${field}`,
        message: `${quote(value)} is not a valid Kubernetes quantity (${error.message})`,
      });
      return null;
    }
  };
  const cpuMillis = parse('cpu', parseCpuMillis);
  const memoryBytes = parse('memory', parseMemoryBytes);
  const deadlineSeconds = input.deadlineSeconds ?? null;
  if (deadlineSeconds !== null && deadlineSeconds < 1) {
    issues.push({ field: `${prefix}.deadlineSeconds`, message: 'deadlineSeconds must be at least 1' });
  }
  return { parsed: { cpuMillis, memoryBytes, deadlineSeconds }, issues };
}
