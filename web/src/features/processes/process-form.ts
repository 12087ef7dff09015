// The process editor's form as plain data: what the user typed, what is sent to the server, and where the
// server's answers land. No React here, so the mapping is tested on its own.

import type { LimitedResource } from '@kueue-batch/rules';
import type { ClusterPickerErrors } from '../clusters/cluster-picker-operations.ts';
import { formatUnits } from '../clusters/resource-groups.ts';
import {
  cpuMillisOfCores,
  formatBytes,
  formatCores,
  formatDuration,
  memoryMiBOfBytes,
  type Request,
} from '../clusters/resources.ts';
import { type MountRow, newMountRow } from './mounts-form.ts';

export type CommandMode = 'script' | 'argv';

export interface EnvRow {
  /** Stable React key of the row; never sent. */
  key: string;
  name: string;
  /** The literal value, or the project secret's name when `secret`. */
  value: string;
  /** The variable reads a project secret (its value is never shown): `value` is the secret's name. */
  secret: boolean;
}

export interface ProcessForm {
  name: string;
  image: string;
  commandMode: CommandMode;
  /** Script mode: run with `sh -c`. */
  script: string;
  /** Argv mode: one argument per line; empty means the image's entrypoint. */
  command: string;
  args: string;
  env: EnvRow[];
  /** Data volumes to mount (ARCHITECTURE §21). */
  mounts: MountRow[];
}

/** Where an error can land: a field of the form, an environment row's name or value, or the cluster picker. */
export type FieldKey = 'name' | 'image' | 'script' | 'command' | 'args' | 'env' | 'mounts';

export interface FormErrors {
  fields: Partial<Record<FieldKey, string>>;
  /** Per environment row (by index): the name's and the value's problem. */
  envRows: Record<number, { name?: string; value?: string }>;
  /** Per mount row (by index): the server's word on its volume and its path. */
  mountRows: Record<number, { volume?: string; path?: string }>;
  picker: ClusterPickerErrors;
  /** Problems the form has no field for. */
  general: string[];
}

export const noErrors = (): FormErrors => ({
  fields: {},
  envRows: {},
  mountRows: {},
  picker: {},
  general: [],
});

export const hasErrors = (errors: FormErrors) =>
  Object.values(errors.fields).some(Boolean) ||
  Object.keys(errors.envRows).length > 0 ||
  Object.keys(errors.mountRows).length > 0 ||
  Object.values(errors.picker).some(Boolean) ||
  errors.general.length > 0;

/** The version a re-run starts from. */
export interface RerunSource {
  versionId: string;
  version: number;
  processName: string;
  clusterId: string;
  clusterName: string;
  form: ProcessForm;
  request: Request;
  /** The source's array or gang (null: one pod). */
  tasks?: { count: number; parallelism: number; gang: boolean } | null;
}

let rowCounter = 0;
export const newEnvRow = (name = '', value = '', secret = false): EnvRow => ({
  key: `env-${++rowCounter}`,
  name,
  value,
  secret,
});

export const emptyForm = (): ProcessForm => ({
  name: '',
  image: '',
  commandMode: 'script',
  script: '',
  command: '',
  args: '',
  env: [],
  mounts: [],
});

/** Lines of a textarea as an argv list: one argument per line, empty lines dropped. */
export const linesOf = (text: string): string[] =>
  text
    .split('\n')
    .map((line) => line.replace(/\r$/, ''))
    .filter((line) => line !== '');

const isShellScript = (command: readonly string[]) =>
  command.length === 3 && command[0] === 'sh' && command[1] === '-c';

/** A version's command and arguments as the form shows them: `sh -c SCRIPT` as a script, anything else as lines. */
export function formOfVersion(version: {
  image: string;
  command: readonly string[];
  args: readonly string[];
  env: readonly { name: string; value: string | null; secret?: string | null }[];
  mounts?: readonly { volume: string; path: string; readOnly: boolean }[] | null;
  name: string;
}): ProcessForm {
  const script = isShellScript(version.command) && version.args.length === 0;
  return {
    name: version.name,
    image: version.image,
    commandMode: script ? 'script' : 'argv',
    script: script ? version.command[2]! : '',
    command: script ? '' : version.command.join('\n'),
    args: script ? '' : version.args.join('\n'),
    env: version.env.map((e) => newEnvRow(e.name, e.secret ?? e.value ?? '', e.secret != null)),
    mounts: (version.mounts ?? []).map((m) => newMountRow(m.volume, m.path, m.readOnly)),
  };
}

/** The resources a version asked for, as the cluster picker holds them (extended resources, flavor, priority). */
export function requestOfVersion(
  resources: {
    cpuCores: number;
    memoryBytes: number;
    deadlineSeconds?: number | null;
    extended?: readonly { name: string; amount: number }[] | null;
    flavor?: string | null;
    priorityClass?: string | null;
  },
  fallbackRuntimeSeconds = 3600,
): Request {
  const request: Request = {
    cpuMillis: cpuMillisOfCores(resources.cpuCores),
    memoryMiB: memoryMiBOfBytes(resources.memoryBytes),
    runtimeSeconds: resources.deadlineSeconds ?? fallbackRuntimeSeconds,
  };
  const extended = (resources.extended ?? []).filter((e) => e.amount > 0);
  if (extended.length)
    request.extended = Object.fromEntries(extended.map((e) => [e.name, Math.round(e.amount)]));
  if (resources.flavor) request.flavor = resources.flavor;
  if (resources.priorityClass) request.priorityClass = resources.priorityClass;
  return request;
}

export interface ProcessSpec {
  image: string;
  command: string[] | null;
  args: string[] | null;
  env: ({ name: string; value: string } | { name: string; secret: string })[];
}

/** What the form sends, beside the name and the resources. Empty lists are omitted: the image's defaults apply. */
export function specOf(form: ProcessForm): ProcessSpec {
  const env = form.env
    .filter((row) => row.name !== '' || row.value !== '')
    .map(({ name, value, secret }) => (secret ? { name, secret: value } : { name, value }));
  if (form.commandMode === 'script') {
    return {
      image: form.image.trim(),
      command: form.script.trim() === '' ? null : ['sh', '-c', form.script],
      args: null,
      env,
    };
  }
  const command = linesOf(form.command);
  const args = linesOf(form.args);
  return {
    image: form.image.trim(),
    command: command.length ? command : null,
    args: args.length ? args : null,
    env,
  };
}

/** Which env row a sent env entry came from (blank rows are not sent, so indexes differ). */
function sentEnvRowIndexes(form: ProcessForm): number[] {
  return form.env.flatMap((row, index) => (row.name !== '' || row.value !== '' ? [index] : []));
}

/**
 * Puts each `ValidationError` issue on the field its path names (`name`, `command[2]`, `env[1].name`,
 * `resources.cpu`, `clusterId`, with or without an `input.` prefix); what no field shows goes to `general`.
 */
export function errorsOfIssues(
  issues: readonly { field: string; message: string }[],
  form: ProcessForm,
  /** The extended resources sent, in order, so `resources.extended[1]` lands on its control. */
  sentExtended: readonly string[] = [],
): FormErrors {
  const errors = noErrors();
  const envIndexes = sentEnvRowIndexes(form);
  const put = (key: FieldKey, message: string) => {
    errors.fields[key] = errors.fields[key] ? `${errors.fields[key]} ${message}` : message;
  };
  for (const issue of issues) {
    const path = issue.field.replace(/^input\./, '');
    const [, head = '', index, rest] = /^([A-Za-z]+)(?:\[(\d+)\])?(?:\.(.+))?$/.exec(path) ?? [];
    const at = index === undefined ? undefined : Number(index);
    switch (head) {
      case 'name':
      case 'image':
        put(head, issue.message);
        break;
      case 'command':
        if (form.commandMode === 'script') put('script', issue.message);
        else put('command', at === undefined ? issue.message : `Line ${at + 1}: ${issue.message}`);
        break;
      case 'args':
        if (form.commandMode === 'script') errors.general.push(issue.message);
        else put('args', at === undefined ? issue.message : `Line ${at + 1}: ${issue.message}`);
        break;
      case 'env': {
        const row = at === undefined ? undefined : envIndexes[at];
        if (row === undefined) {
          put('env', issue.message);
        } else {
          const part = rest === 'value' || rest === 'secret' ? 'value' : 'name';
          const existing = errors.envRows[row] ?? {};
          existing[part] = existing[part] ? `${existing[part]} ${issue.message}` : issue.message;
          errors.envRows[row] = existing;
        }
        break;
      }
      case 'resources':
      case 'cpu':
      case 'memory':
      case 'deadlineSeconds': {
        const leaf = head === 'resources' ? rest : head;
        const extended = /^extended(?:\[(\d+)\])?/.exec(leaf ?? '');
        const extendedName = extended?.[1] === undefined ? undefined : sentExtended[Number(extended[1])];
        if (extended && extendedName) {
          errors.picker.extended = { ...errors.picker.extended, [extendedName]: issue.message };
        } else if (extended) errors.general.push(issue.message);
        else if (leaf === 'flavor') errors.picker.flavor = issue.message;
        else if (leaf === 'priorityClass') errors.picker.priorityClass = issue.message;
        else if (leaf === 'cpu') errors.picker.cpu = issue.message;
        else if (leaf === 'memory') errors.picker.memory = issue.message;
        else if (leaf === 'deadlineSeconds') errors.picker.runtime = issue.message;
        else errors.general.push(issue.message);
        break;
      }
      case 'clusterId':
        errors.picker.cluster = issue.message;
        break;
      case 'mounts': {
        const row = at === undefined || at >= form.mounts.length ? undefined : at;
        if (row === undefined) put('mounts', issue.message);
        else {
          const part = rest === 'path' ? 'path' : 'volume';
          const existing = errors.mountRows[row] ?? {};
          existing[part] = existing[part] ? `${existing[part]} ${issue.message}` : issue.message;
          errors.mountRows[row] = existing;
        }
        break;
      }
      default:
        errors.general.push(issue.message);
    }
  }
  return errors;
}

export interface LimitRefusal {
  cluster: { name: string };
  violations: readonly {
    resource: LimitedResource;
    /** "cpu", "memory", "nvidia.com/gpu", "runtime" (older answers: absent). */
    resourceName?: string;
    requested: number;
    limit: number;
    flavor?: string | null;
  }[];
  flavors: readonly {
    name: string;
    cpu: string;
    memory: string;
    fitsCpu: boolean;
    fitsMemory: boolean;
  }[];
}

/**
 * A `ResourceLimitExceededError` on the sliders, with the numbers: each violation on its own slider, and, when each
 * amount fits some flavor but no flavor holds both, the flavors that hold each.
 */
export function errorsOfLimits(refusal: LimitRefusal): {
  picker: ClusterPickerErrors;
  flavorNote: string | null;
} {
  const picker: ClusterPickerErrors = {};
  const name = refusal.cluster.name;
  // Each of CPU and memory fits some flavor, but none holds both: the limits given are the closest flavor's.
  // The cpu/memory flavors' fit says something only when CPU or memory was refused (an extended refusal alone
  // is about another group).
  const cpuMemoryRefused = refusal.violations.some((v) => v.resource === 'CPU' || v.resource === 'MEMORY');
  const crossFlavor =
    cpuMemoryRefused &&
    refusal.flavors.some((f) => f.fitsCpu) &&
    refusal.flavors.some((f) => f.fitsMemory) &&
    !refusal.flavors.some((f) => f.fitsCpu && f.fitsMemory);
  const ceiling = crossFlavor ? 'the closest flavor holds' : 'fit one flavor now';
  for (const v of refusal.violations) {
    if (v.resource === 'CPU') {
      const asked = formatCores(cpuMillisOfCores(v.requested));
      const limit = formatCores(cpuMillisOfCores(v.limit));
      picker.cpu = crossFlavor
        ? `${name} has no flavor for ${asked} together with the memory asked: ${ceiling} ${limit}.`
        : `${name} refused ${asked}: at most ${limit} ${ceiling}.`;
    } else if (v.resource === 'MEMORY') {
      const asked = formatBytes(v.requested);
      const limit = formatBytes(v.limit);
      picker.memory = crossFlavor
        ? `${name} has no flavor for ${asked} together with the CPU asked: ${ceiling} ${limit}.`
        : `${name} refused ${asked}: at most ${limit} ${ceiling}.`;
    } else if (v.resource === 'EXTENDED' && v.resourceName) {
      const what = v.resourceName;
      const asked = formatUnits(what, v.requested);
      const message =
        v.limit === 0 && !v.flavor
          ? `${name} refused ${asked}: no resource group of it covers ${what}.`
          : `${name} refused ${asked}: at most ${formatUnits(what, v.limit)}${v.flavor ? ` in flavor ${v.flavor}` : ''}.`;
      picker.extended = { ...picker.extended, [what]: message };
    } else if (v.resource === 'RUNTIME') {
      picker.runtime = `${name} refused a runtime of ${formatDuration(v.requested)}: its maximum is ${formatDuration(v.limit)}.`;
    }
  }
  let flavorNote: string | null = null;
  if (
    cpuMemoryRefused &&
    refusal.flavors.length > 0 &&
    !refusal.flavors.some((f) => f.fitsCpu && f.fitsMemory)
  ) {
    const holds = refusal.flavors.map((f) => {
      const what =
        f.fitsCpu && !f.fitsMemory
          ? 'the CPU but not the memory'
          : f.fitsMemory && !f.fitsCpu
            ? 'the memory but not the CPU'
            : 'neither';
      return `${f.name} (${f.cpu} CPU, ${f.memory}) holds ${what}`;
    });
    flavorNote = crossFlavor
      ? `No single flavor of ${name} holds both the CPU and the memory: ${holds.join('; ')}.`
      : `Flavors of ${name}: ${holds.join('; ')}.`;
    if (crossFlavor && !picker.cpu)
      picker.cpu = `Does not fit one flavor of ${name} together with the memory asked.`;
    if (crossFlavor && !picker.memory)
      picker.memory = `Does not fit one flavor of ${name} together with the CPU asked.`;
  }
  return { picker, flavorNote };
}
