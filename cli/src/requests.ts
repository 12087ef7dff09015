import { parseDuration } from './duration.ts';
import { UsageError } from './exit.ts';
import type { MountInput, ResourceRequestsInput, TasksInput } from './gql/graphql.ts';

/** The resource flags `kb clusters` and `kb run` share. */
export interface RequestFlags {
  cpu?: string;
  memory?: string;
  gpu?: string;
  gpuFlavor?: string;
  flavor?: string;
  priority?: string;
  runtime?: string;
  tasks?: string;
  parallelism?: string;
  gang?: boolean;
  /** `--mount VOLUME:PATH[:ro]`, repeatable. */
  mount?: string[];
}

/** The extended resource `--gpu N` asks for. */
export const GPU_RESOURCE = 'nvidia.com/gpu';

/**
 * `VOLUME:PATH[:ro]` pairs of `--mount` as MountInput: the cluster's data volume VOLUME mounted at the absolute PATH,
 * read-only with `:ro` (`:rw`, the default, asks for read-write; a read-only volume is read-only anyway).
 */
export function parseMounts(values: readonly string[]): MountInput[] {
  return values.map((value) => {
    const [volume = '', path = '', mode, ...rest] = value.split(':');
    if (!volume || !path || rest.length > 0 || (mode !== undefined && mode !== 'ro' && mode !== 'rw')) {
      throw new UsageError(`--mount ${value}: use VOLUME:PATH or VOLUME:PATH:ro (e.g. datasets:/data:ro)`);
    }
    return { volume, path, readOnly: mode === 'ro' };
  });
}

/** What `kb run` asks for when neither the flags nor the spec file say. */
export const DEFAULT_REQUESTS = { cpu: '1', memory: '1Gi' } as const;

/** The flags as a ResourceRequestsInput (only what was given). */
export function requestsFrom(flags: RequestFlags): ResourceRequestsInput {
  const requests: ResourceRequestsInput = {};
  if (flags.cpu !== undefined) requests.cpu = flags.cpu;
  if (flags.memory !== undefined) requests.memory = flags.memory;
  if (flags.runtime !== undefined) requests.deadlineSeconds = parseDuration(flags.runtime);
  if (flags.priority !== undefined) requests.priorityClass = flags.priority;
  if (flags.gpu !== undefined) {
    if (!/^\d+$/.test(flags.gpu) || Number(flags.gpu) <= 0) {
      throw new UsageError(`--gpu ${flags.gpu}: a whole number above zero`);
    }
    requests.extended = [{ name: GPU_RESOURCE, quantity: flags.gpu }];
  }
  const flavor = flags.flavor ?? flags.gpuFlavor;
  if (flavor !== undefined) requests.flavor = flavor;
  return requests;
}

/** Whether any resource flag was given (so `kb clusters` asks for fit, estimate and cost). */
export function hasRequests(requests: ResourceRequestsInput): boolean {
  return Object.keys(requests).length > 0;
}

function wholeNumber(flag: string, raw: string): number {
  if (!/^\d+$/.test(raw) || Number(raw) <= 0)
    throw new UsageError(`${flag} ${raw}: a whole number above zero`);
  return Number(raw);
}

/**
 * `--tasks N --parallelism P --gang` as a TasksInput (undefined: one pod). `rows`, the --params rows: the count
 * when --tasks is absent, and it must agree when given.
 */
export function tasksFrom(flags: RequestFlags, rows?: number): TasksInput | undefined {
  let count = flags.tasks === undefined ? undefined : wholeNumber('--tasks', flags.tasks);
  if (rows !== undefined) {
    if (count !== undefined && count !== rows) {
      throw new UsageError(`--tasks ${count} but --params has ${rows} rows: one row per task`);
    }
    count = rows;
  }
  if (count === undefined) {
    if (flags.parallelism !== undefined || flags.gang) {
      throw new UsageError(`${flags.gang ? '--gang' : '--parallelism'}: say how many tasks with --tasks N`);
    }
    return undefined;
  }
  const tasks: TasksInput = { count, gang: Boolean(flags.gang) };
  if (flags.parallelism !== undefined) {
    if (flags.gang) throw new UsageError('--parallelism: a gang always starts all its tasks at once');
    tasks.parallelism = wholeNumber('--parallelism', flags.parallelism);
  }
  return tasks;
}
