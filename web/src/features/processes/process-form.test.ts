import { describe, expect, it } from 'vitest';
import {
  emptyForm,
  errorsOfIssues,
  errorsOfLimits,
  formOfVersion,
  linesOf,
  newEnvRow,
  type ProcessForm,
  requestOfVersion,
  specOf,
} from './process-form.ts';

const form = (patch: Partial<ProcessForm>): ProcessForm => ({ ...emptyForm(), ...patch });
const GiB = 1024 ** 3;

describe('the process form', () => {
  it('sends a shell script as sh -c and no arguments', () => {
    expect(specOf(form({ image: ' busybox:1.36 ', script: 'echo hi\nsleep 2' }))).toEqual({
      image: 'busybox:1.36',
      command: ['sh', '-c', 'echo hi\nsleep 2'],
      args: null,
      env: [],
    });
  });

  it('sends an argv list one argument per line, dropping empty lines, and omits empty lists', () => {
    expect(
      specOf(form({ commandMode: 'argv', image: 'python:3', command: 'python\r\n-m\n\ntrain\n', args: '' })),
    ).toEqual({ image: 'python:3', command: ['python', '-m', 'train'], args: null, env: [] });
    expect(linesOf('a b\n\n c ')).toEqual(['a b', ' c ']);
  });

  it('leaves out blank environment rows but keeps a row with only a value (the server says what is wrong)', () => {
    const spec = specOf(form({ env: [newEnvRow('A', '1'), newEnvRow('', ''), newEnvRow('', 'x')] }));
    expect(spec.env).toEqual([
      { name: 'A', value: '1' },
      { name: '', value: 'x' },
    ]);
  });

  it('sends a secret row as the secret’s name, and opens a version’s secret row as one again', () => {
    const spec = specOf(form({ env: [newEnvRow('TOKEN', 'HF_TOKEN', true), newEnvRow('A', '1')] }));
    expect(spec.env).toEqual([
      { name: 'TOKEN', secret: 'HF_TOKEN' },
      { name: 'A', value: '1' },
    ]);
    const reopened = formOfVersion({
      name: 'train',
      image: 'busybox',
      command: [],
      args: [],
      env: [{ name: 'TOKEN', value: null, secret: 'HF_TOKEN' }],
    });
    expect(reopened.env.map(({ name, value, secret }) => ({ name, value, secret }))).toEqual([
      { name: 'TOKEN', value: 'HF_TOKEN', secret: true },
    ]);
  });

  it('opens a version’s sh -c command as a script, and any other command as lines', () => {
    const script = formOfVersion({
      name: 'train',
      image: 'busybox',
      command: ['sh', '-c', 'echo "hi"; exit 3'],
      args: [],
      env: [{ name: 'EPOCHS', value: '3' }],
    });
    expect(script).toMatchObject({
      commandMode: 'script',
      script: 'echo "hi"; exit 3',
      command: '',
      args: '',
    });
    expect(script.env.map(({ name, value }) => ({ name, value }))).toEqual([{ name: 'EPOCHS', value: '3' }]);

    const argv = formOfVersion({
      name: 't',
      image: 'i',
      command: ['python', '-m', 'x'],
      args: ['--n', '2'],
      env: [],
    });
    expect(argv).toMatchObject({ commandMode: 'argv', command: 'python\n-m\nx', args: '--n\n2' });
    expect(specOf(argv)).toMatchObject({ command: ['python', '-m', 'x'], args: ['--n', '2'] });
  });

  it('takes a version’s resources back into the picker’s units, an open deadline as the default', () => {
    expect(requestOfVersion({ cpuCores: 1.5, memoryBytes: 1.5 * GiB, deadlineSeconds: 600 })).toEqual({
      cpuMillis: 1500,
      memoryMiB: 1536,
      runtimeSeconds: 600,
    });
    expect(requestOfVersion({ cpuCores: 2, memoryBytes: GiB, deadlineSeconds: null }).runtimeSeconds).toBe(
      3600,
    );
  });
});

describe('server issues on the form', () => {
  it('puts each issue on the field its path names, with or without an input prefix', () => {
    const f = form({
      commandMode: 'argv',
      env: [newEnvRow('A', '1'), newEnvRow('', ''), newEnvRow('1BAD', 'x')],
    });
    const errors = errorsOfIssues(
      [
        { field: 'name', message: 'A process named "x" exists: re-run it instead.' },
        { field: 'input.image', message: 'Not an image reference.' },
        { field: 'command[1]', message: 'Contains a control character.' },
        { field: 'args', message: 'At most 256 arguments.' },
        // The blank second row was not sent: env[1] is the third row.
        { field: 'env[1].name', message: 'Not a valid environment variable name.' },
        { field: 'resources.cpu', message: 'At least 1m.' },
        { field: 'resources.deadlineSeconds', message: 'Must be positive.' },
        { field: 'clusterId', message: 'Unknown cluster.' },
        { field: 'idempotencyKey', message: 'Used before with another input.' },
      ],
      f,
    );
    expect(errors.fields).toEqual({
      name: 'A process named "x" exists: re-run it instead.',
      image: 'Not an image reference.',
      command: 'Line 2: Contains a control character.',
      args: 'At most 256 arguments.',
    });
    expect(errors.envRows).toEqual({ 2: { name: 'Not a valid environment variable name.' } });
    expect(errors.picker).toEqual({
      cpu: 'At least 1m.',
      runtime: 'Must be positive.',
      cluster: 'Unknown cluster.',
    });
    expect(errors.general).toEqual(['Used before with another input.']);
  });

  it('puts a command issue on the script in script mode', () => {
    expect(errorsOfIssues([{ field: 'command[2]', message: 'Too long.' }], form({})).fields).toEqual({
      script: 'Too long.',
    });
  });
});

describe('a limit refusal on the sliders', () => {
  it('says on each slider what was asked and what the cluster allows, in people’s units', () => {
    const { picker, flavorNote } = errorsOfLimits({
      cluster: { name: 'Alpha' },
      violations: [
        { resource: 'CPU', requested: 12, limit: 8 },
        { resource: 'MEMORY', requested: 1.5 * GiB, limit: GiB },
        { resource: 'RUNTIME', requested: 7200, limit: 3600 },
      ],
      flavors: [{ name: 'standard', cpu: '8', memory: '1Gi', fitsCpu: false, fitsMemory: false }],
    });
    expect(picker.cpu).toBe('Alpha refused 12 cores: at most 8 cores fit one flavor now.');
    expect(picker.memory).toBe('Alpha refused 1.5 GiB: at most 1 GiB fit one flavor now.');
    expect(picker.runtime).toBe('Alpha refused a runtime of 2 h: its maximum is 1 h.');
    expect(flavorNote).toBe('Flavors of Alpha: standard (8 CPU, 1Gi) holds neither.');
  });

  it('names the flavors when each amount fits some flavor but none holds both', () => {
    const { picker, flavorNote } = errorsOfLimits({
      cluster: { name: 'Alpha' },
      // The server reports the closest flavor's ceiling (the first on a tie): standard lacks the memory.
      violations: [{ resource: 'MEMORY', requested: 100 * GiB, limit: 64 * GiB }],
      flavors: [
        { name: 'standard', cpu: '16', memory: '64Gi', fitsCpu: true, fitsMemory: false },
        { name: 'highmem', cpu: '4', memory: '256Gi', fitsCpu: false, fitsMemory: true },
      ],
    });
    expect(flavorNote).toBe(
      'No single flavor of Alpha holds both the CPU and the memory: standard (16 CPU, 64Gi) holds the CPU but not the memory; highmem (4 CPU, 256Gi) holds the memory but not the CPU.',
    );
    expect(picker.memory).toBe(
      'Alpha has no flavor for 100 GiB together with the CPU asked: the closest flavor holds 64 GiB.',
    );
    expect(picker.cpu).toBe('Does not fit one flavor of Alpha together with the memory asked.');
  });

  it('puts an extended resource’s or the flavor’s issue on its control, by the order they were sent', () => {
    const errors = errorsOfIssues(
      [
        { field: 'input.resources.extended[1].quantity', message: 'Whole numbers only: "0.5" is not one.' },
        { field: 'resources.flavor', message: 'Alpha has no flavor "h100" (it has standard, highmem).' },
        { field: 'resources.extended', message: 'At most 8 extended resources.' },
        { field: 'resources.priorityClass', message: 'cluster Alpha has no priority class "urgent"' },
      ],
      emptyForm(),
      ['example.com/fpga', 'nvidia.com/gpu'],
    );
    expect(errors.picker.extended).toEqual({ 'nvidia.com/gpu': 'Whole numbers only: "0.5" is not one.' });
    expect(errors.picker.flavor).toBe('Alpha has no flavor "h100" (it has standard, highmem).');
    expect(errors.picker.priorityClass).toBe('cluster Alpha has no priority class "urgent"');
    expect(errors.general).toEqual(['At most 8 extended resources.']);
  });

  it('puts an EXTENDED refusal on its control, with the flavor it was measured against', () => {
    const { picker, flavorNote } = errorsOfLimits({
      cluster: { name: 'GPU' },
      violations: [
        { resource: 'EXTENDED', resourceName: 'nvidia.com/gpu', requested: 6, limit: 4, flavor: 'h100' },
      ],
      // The cpu/memory flavors held the rest: no note about CPU and memory.
      flavors: [{ name: 'gpu-host', cpu: '64', memory: '512Gi', fitsCpu: true, fitsMemory: true }],
    });
    expect(picker.extended).toEqual({
      'nvidia.com/gpu': 'GPU refused 6 GPUs: at most 4 GPUs in flavor h100.',
    });
    expect(picker.cpu).toBeUndefined();
    expect(flavorNote).toBeNull();

    const uncovered = errorsOfLimits({
      cluster: { name: 'Alpha' },
      violations: [
        { resource: 'EXTENDED', resourceName: 'nvidia.com/gpu', requested: 2, limit: 0, flavor: null },
      ],
      flavors: [{ name: 'standard', cpu: '16', memory: '64Gi', fitsCpu: true, fitsMemory: true }],
    });
    expect(uncovered.picker.extended).toEqual({
      'nvidia.com/gpu': 'Alpha refused 2 GPUs: no resource group of it covers nvidia.com/gpu.',
    });
  });

  it('opens a version’s extended resources, pinned flavor and priority class for a re-run', () => {
    expect(
      requestOfVersion({
        cpuCores: 4,
        memoryBytes: 16 * GiB,
        deadlineSeconds: 600,
        extended: [{ name: 'nvidia.com/gpu', amount: 2 }],
        flavor: 'h100',
        priorityClass: 'high',
      }),
    ).toEqual({
      cpuMillis: 4000,
      memoryMiB: 16 * 1024,
      runtimeSeconds: 600,
      extended: { 'nvidia.com/gpu': 2 },
      flavor: 'h100',
      priorityClass: 'high',
    });
    expect(
      requestOfVersion({ cpuCores: 1, memoryBytes: GiB, extended: [], flavor: null, priorityClass: null }),
    ).toEqual({
      cpuMillis: 1000,
      memoryMiB: 1024,
      runtimeSeconds: 3600,
    });
  });
});
