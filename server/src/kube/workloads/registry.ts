import type { VersionShape } from '../../db/version-shape.ts';
import { batchJob } from './batch-job.ts';
import type { WorkloadKind } from './kind.ts';

/** Every workload kind the monitor watches (one informer each). */
export const WORKLOAD_KINDS: readonly WorkloadKind[] = [batchJob];

/** The kind a version runs as. Today every version is a batch/v1 Job (one pod, or indexed: ARCHITECTURE §19). */
export function workloadKindOf(_version?: Partial<VersionShape>): WorkloadKind {
  return batchJob;
}
