/** The process domain: create, re-run, cluster choice, idempotency, input and the one store that writes a version. */
export { createProcess } from './create.ts';
export { rerunProcess } from './rerun.ts';
export type {
  CreateProcessRequest,
  LimitsSnapshot,
  ProcessCreated,
  ProcessDeps,
  RerunProcessRequest,
} from './types.ts';
