import { parseDuration } from './duration.ts';
import { UsageError } from './exit.ts';
import type { ResourceRequestsInput, TasksInput } from './gql/graphql.ts';

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
}

/** The extended resource `--gpu N` asks for. */
export const GPU_RESOURCE = 'nvidia.com/gpu';

/**
 * Flags that ARCHITECTURE §19 and §21 name but this server's schema does not have yet: refused as a usage error
 * (never silently dropped) until the schema gains them.
 */
export function refuseUnsupported(flags: Record<string, unknown>, names: readonly string[]): void {
  const given = names.filter((name) => {
    const value = flags[name];
    return value !== undefined && value !== false && !(Array.isArray(value) && value.length === 0);
  });
  if (given.length > 0) {
    const shown = given.map((n) => `--${n.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`);
    throw new UsageError(`${shown.join(', ')}: not supported by this server yet`);
  }
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
