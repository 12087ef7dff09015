import type { StoredMount } from '../../db/version-data.ts';
import { parseQuantity, QuantityError } from '../../kube/quantity.ts';
import type { PodSet } from '../../kube/workloads/pod-sets.ts';
import { displayTextProblem, quote } from '../../text.ts';
import type { FieldIssue } from '../errors.ts';
import { checkFailoverInput, type FailoverInput, type FailoverPolicy } from '../failover/policy.ts';
import type { ClusterRequest } from '../limits.ts';
import { secretNameProblem } from '../project-secrets.ts';
import { parseRequests, type ResourceRequestsInput } from '../requests.ts';
import { checkMounts, type MountInput } from '../volumes/mount-input.ts';
import { checkTasks, DEFAULT_MAX_TASKS, podSetCount, type TaskPlan, type TasksInput } from './tasks.ts';

/**
 * Input shapes of createProcess / rerunProcess (ARCHITECTURE §4): every issue at once, each on its field. Pure;
 * the one rule needing the database (a name unique in its project) is in create.ts.
 */

export const NAME_MAX = 100;
export const IMAGE_MAX = 512;
export const COMMAND_MAX_ITEMS = 64;
export const ARGS_MAX_ITEMS = 1024;
export const ENV_MAX_ITEMS = 256;
export const ENV_NAME_MAX = 256;
/** One command word, argument or env value (a whole `sh -c` script fits). */
export const STRING_MAX_BYTES = 64 * 1024;
/** command + args + env together: far below the Kubernetes object size limit (1.5 MiB). */
export const TOTAL_MAX_BYTES = 256 * 1024;
export const IDEMPOTENCY_KEY_MAX = 255;
/** Below this, container runtimes refuse to start a container (runc needs about 6 MiB). */
export const MIN_MEMORY_BYTES = 6n * 1024n * 1024n;

/** An env variable as given: exactly one of a literal `value` or the name of a project `secret` (§21). */
export interface EnvVar {
  name: string;
  value?: string | null;
  secret?: string | null;
}

/** An env variable as checked and stored: a literal, or a project secret's name (its value is read at launch). */
export type CheckedEnvVar = { name: string; value: string } | { name: string; secret: string };

export interface ProcessSpecInput {
  image: string;
  command?: readonly string[] | null;
  args?: readonly string[] | null;
  env?: readonly EnvVar[] | null;
  /** ARCHITECTURE §21; null or absent: none. */
  mounts?: readonly MountInput[] | null;
  resources: ResourceRequestsInput;
  /** ARCHITECTURE §17; null or absent: off. */
  failover?: FailoverInput | null;
  /** ARCHITECTURE §22: null or absent, the creator's channels as set; false, no notifications. */
  notify?: boolean | null;
  /** ARCHITECTURE §19; null or absent: one pod. */
  tasks?: TasksInput | null;
  taskParameters?: readonly unknown[] | null;
}

export interface ProcessSpec {
  image: string;
  command: string[];
  args: string[];
  env: CheckedEnvVar[];
  /**
   * Data volumes (ARCHITECTURE §21), shape-checked; readOnly as asked until the chosen cluster's volumes force it
   * (services/volumes/placement.ts `mountsOnCluster`).
   */
  mounts: StoredMount[];
  /** As submitted (Kubernetes quantities). */
  cpu: string;
  memory: string;
  /** Exact; `extended` in whole units (each name once), `flavor` as given (null: Kueue assigns). */
  requested: ClusterRequest & {
    cpuMillis: bigint;
    memoryBytes: bigint;
    extended: NonNullable<ClusterRequest['extended']>;
    flavor: string | null;
    priorityClass: string | null;
  };
  /** null: off. */
  failover: FailoverPolicy | null;
  /** null: the creator's channels as set; false: none. */
  notify: boolean | null;
  /** Kueue's podsets of the version (count: 1, an array's parallelism or a gang's size, of `requested`). */
  podSets: PodSet[];
  /** An array or gang (ARCHITECTURE §19); null: one pod. */
  tasks: TaskPlan | null;
}

// C0 controls, DEL and C1 controls (tabs and line breaks are fine in a command, an argument or a value).
const isControl = (code: number) => code < 0x20 || (code >= 0x7f && code <= 0x9f);
const CONTROL_EXCEPT_WHITESPACE = {
  test: (s: string) =>
    [...s].some((c) => c !== '\t' && c !== '\n' && c !== '\r' && isControl(c.codePointAt(0)!)),
};

/** Kubernetes' IsEnvVarName: letters, digits, '_', '-', '.', not starting with a digit. */
const ENV_NAME = /^[-._a-zA-Z][-._a-zA-Z0-9]*$/;

// The OCI / distribution reference grammar (github.com/distribution/reference, regexp.go).
const domainComponent = '(?:[a-zA-Z0-9]|[a-zA-Z0-9][a-zA-Z0-9-]*[a-zA-Z0-9])';
const host = `(?:${domainComponent}(?:\\.${domainComponent})*|\\[[a-fA-F0-9:]+\\])`;
const domain = `${host}(?::[0-9]+)?`;
const pathComponent = '[a-z0-9]+(?:(?:[_.]|__|[-]+)[a-z0-9]+)*';
const remoteName = `${pathComponent}(?:/${pathComponent})*`;
const tag = '[\\w][\\w.-]{0,127}';
const digest = '[A-Za-z][A-Za-z0-9]*(?:[-_+.][A-Za-z][A-Za-z0-9]*)*:[0-9a-fA-F]{32,}';
const REFERENCE = new RegExp(`^((?:${domain}/)?${remoteName})(?::(${tag}))?(?:@(${digest}))?$`);
const NAME_TOTAL_MAX = 255;

/** Why `image` is not an OCI image reference, or null when it is one. */
export function imageReferenceProblem(image: string): string | null {
  if (image.length === 0) return 'is required';
  if (image.length > IMAGE_MAX) return `must be at most ${IMAGE_MAX} characters`;
  const match = REFERENCE.exec(image);
  if (!match) {
    return REFERENCE.test(image.toLowerCase())
      ? `${quote(image)} is not an image reference: repository names must be lowercase`
      : `${quote(image)} is not an image reference (e.g. "python:3.12", "ghcr.io/org/app:1.0", "app@sha256:<64 hex digits>")`;
  }
  if (match[1]!.length > NAME_TOTAL_MAX)
    return `the repository name must be at most ${NAME_TOTAL_MAX} characters`;
  const hash = match[3];
  if (hash?.startsWith('sha256:') && hash.length !== 'sha256:'.length + 64) {
    return 'a sha256 digest has exactly 64 hex digits';
  }
  return null;
}

/** The process name: 1–100 printable characters (surrounding whitespace is dropped). */
/** A process name as kept: composed (NFC, so "café" typed either way is one name) and trimmed. */
export function checkName(raw: string, issues: FieldIssue[], field = 'name'): string {
  const name = raw.normalize('NFC').trim();
  const problem = name.length === 0 ? 'a name is required' : displayTextProblem(name, NAME_MAX);
  if (problem) issues.push({ field, message: problem });
  return name;
}

export function checkIdempotencyKey(key: string | null | undefined, issues: FieldIssue[]): void {
  if (key === null || key === undefined) return;
  if (key.length === 0 || key.length > IDEMPOTENCY_KEY_MAX || !/^[\x21-\x7e]+$/.test(key)) {
    issues.push({
      field: 'idempotencyKey',
      message: `must be 1 to ${IDEMPOTENCY_KEY_MAX} printable ASCII characters without spaces`,
    });
  }
}

const utf8 = (s: string) => Buffer.byteLength(s, 'utf8');

function checkStrings(
  field: string,
  values: readonly string[],
  maxItems: number,
  issues: FieldIssue[],
): void {
  if (values.length > maxItems) {
    issues.push({ field, message: `at most ${maxItems} items (got ${values.length})` });
    return;
  }
  values.forEach((value, i) => {
    if (utf8(value) > STRING_MAX_BYTES) {
      issues.push({ field: `${field}[${i}]`, message: `must be at most ${STRING_MAX_BYTES / 1024} KiB` });
    } else if (CONTROL_EXCEPT_WHITESPACE.test(value)) {
      issues.push({
        field: `${field}[${i}]`,
        message: 'must not contain NUL or control characters (tabs and line breaks are fine)',
      });
    }
  });
}

/** Checks image, command, args, env and resources; returns the spec when there is no issue. */
export function checkProcessSpec(
  input: ProcessSpecInput,
  issues: FieldIssue[],
  options: { maxTasks?: number } = {},
): ProcessSpec | null {
  const before = issues.length;
  const imageProblem = imageReferenceProblem(input.image);
  if (imageProblem) issues.push({ field: 'image', message: imageProblem });

  const command = [...(input.command ?? [])];
  const args = [...(input.args ?? [])];
  const given = input.env ?? [];
  const env: CheckedEnvVar[] = given.map((e) =>
    e.secret != null ? { name: e.name, secret: e.secret } : { name: e.name, value: e.value ?? '' },
  );
  checkStrings('command', command, COMMAND_MAX_ITEMS, issues);
  if (command.length > 0 && command[0]!.trim() === '') {
    issues.push({ field: 'command[0]', message: 'the program to run must not be empty' });
  }
  checkStrings('args', args, ARGS_MAX_ITEMS, issues);
  if (env.length > ENV_MAX_ITEMS) {
    issues.push({ field: 'env', message: `at most ${ENV_MAX_ITEMS} variables (got ${env.length})` });
  } else {
    const seen = new Set<string>();
    env.forEach((e, i) => {
      if (e.name.length > ENV_NAME_MAX || !ENV_NAME.test(e.name)) {
        issues.push({
          field: `env[${i}].name`,
          message: `${quote(e.name)} is not a valid environment variable name (letters, digits, "_", "-" and ".", not starting with a digit; at most ${ENV_NAME_MAX} characters)`,
        });
      } else if (seen.has(e.name)) {
        issues.push({ field: `env[${i}].name`, message: `"${e.name}" is set twice` });
      }
      seen.add(e.name);
      const raw = given[i]!;
      if ((raw.value == null) === (raw.secret == null)) {
        issues.push({ field: `env[${i}]`, message: 'give exactly one of value and secret' });
        return;
      }
      if ('secret' in e) {
        const problem = secretNameProblem(e.secret);
        if (problem) issues.push({ field: `env[${i}].secret`, message: problem });
        return;
      }
      if (utf8(e.value) > STRING_MAX_BYTES) {
        issues.push({ field: `env[${i}].value`, message: `must be at most ${STRING_MAX_BYTES / 1024} KiB` });
      } else if (CONTROL_EXCEPT_WHITESPACE.test(e.value)) {
        issues.push({
          field: `env[${i}].value`,
          message: 'must not contain NUL or control characters (tabs and line breaks are fine)',
        });
      }
    });
  }
  const total =
    [...command, ...args].reduce((n, s) => n + utf8(s), 0) +
    env.reduce((n, e) => n + utf8(e.name) + utf8('secret' in e ? e.secret : e.value), 0);
  if (total > TOTAL_MAX_BYTES) {
    issues.push({
      field: 'command',
      message: `command, args and env together must be at most ${TOTAL_MAX_BYTES / 1024} KiB`,
    });
  }

  const resources = input.resources;
  const { parsed, issues: quantityIssues } = parseRequests(resources, 'resources');
  issues.push(...quantityIssues);
  if (resources.cpu == null) issues.push({ field: 'resources.cpu', message: 'cpu is required' });
  else if (parsed.cpuMillis != null && belowOneMilli(resources.cpu)) {
    issues.push({ field: 'resources.cpu', message: 'cpu must be at least 1m (one thousandth of a core)' });
  }
  if (resources.memory == null) issues.push({ field: 'resources.memory', message: 'memory is required' });
  else if (parsed.memoryBytes != null && parsed.memoryBytes < MIN_MEMORY_BYTES) {
    issues.push({
      field: 'resources.memory',
      message: 'memory must be at least 6Mi: a container cannot start with less',
    });
  }
  const mounts = checkMounts(input.mounts, issues);
  const failover = checkFailoverInput(input.failover, issues);
  const tasks = checkTasks(input.tasks, input.taskParameters, options.maxTasks ?? DEFAULT_MAX_TASKS, issues);
  if (issues.length > before || parsed.cpuMillis == null || parsed.memoryBytes == null) return null;
  return {
    image: input.image,
    command,
    args,
    env,
    mounts,
    cpu: resources.cpu!,
    memory: resources.memory!,
    requested: {
      cpuMillis: parsed.cpuMillis,
      memoryBytes: parsed.memoryBytes,
      deadlineSeconds: parsed.deadlineSeconds ?? null,
      extended: parsed.extended,
      flavor: parsed.flavor,
      priorityClass: parsed.priorityClass,
    },
    failover,
    notify: input.notify ?? null,
    tasks,
    podSets: [
      {
        name: 'main',
        count: podSetCount(tasks),
        perPod: { cpuMillis: parsed.cpuMillis, memoryBytes: parsed.memoryBytes, extended: parsed.extended },
        flavor: parsed.flavor,
      },
    ],
  };
}

function belowOneMilli(cpu: string): boolean {
  try {
    return parseQuantity(cpu).nanos < 1_000_000n;
  } catch (error) {
    if (error instanceof QuantityError) return false;
    throw error;
  }
}
