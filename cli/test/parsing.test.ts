import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultName, parseEnv, parseSecretEnv } from '../src/commands/run.ts';
import { formatDuration, monthRange, parseDuration } from '../src/duration.ts';
import { UsageError } from '../src/exit.ts';
import { parseCsv, readParams } from '../src/params.ts';
import { parseMounts, requestsFrom, tasksFrom } from '../src/requests.ts';
import { readSpec } from '../src/spec.ts';

describe('durations', () => {
  it.each([
    ['90', 90],
    ['90s', 90],
    ['30m', 1800],
    ['2h', 7200],
    ['1h30m', 5400],
    ['1d', 86400],
  ])('%s is %i seconds', (text, seconds) => {
    expect(parseDuration(text)).toBe(seconds);
  });

  it.each(['', '0', '2x', '1h 30m', '-5m', 'h'])('%j is a usage error', (text) => {
    expect(() => parseDuration(text)).toThrow(UsageError);
  });

  it('reads back in short units', () => {
    expect([59, 75, 3600, 3725, 200_000].map(formatDuration)).toEqual(['59s', '1m15s', '1h', '1h2m', '2d7h']);
  });

  it('takes a month as the UTC range [first day, first day of the next)', () => {
    expect(monthRange('2026-12')).toEqual({
      from: '2026-12-01T00:00:00.000Z',
      to: '2027-01-01T00:00:00.000Z',
    });
    expect(() => monthRange('2026-13')).toThrow(UsageError);
  });
});

describe('run flags', () => {
  it('maps resource flags onto ResourceRequestsInput', () => {
    expect(
      requestsFrom({ cpu: '2', memory: '4Gi', gpu: '1', gpuFlavor: 'a100', runtime: '2h', priority: 'high' }),
    ).toEqual({
      cpu: '2',
      memory: '4Gi',
      extended: [{ name: 'nvidia.com/gpu', quantity: '1' }],
      flavor: 'a100',
      deadlineSeconds: 7200,
      priorityClass: 'high',
    });
  });

  it('maps --tasks, --parallelism and --gang onto TasksInput; --params rows are the count', () => {
    expect(tasksFrom({})).toBeUndefined();
    expect(tasksFrom({ tasks: '4', parallelism: '2' })).toEqual({ count: 4, gang: false, parallelism: 2 });
    expect(tasksFrom({ tasks: '2', gang: true })).toEqual({ count: 2, gang: true });
    expect(tasksFrom({}, 3)).toEqual({ count: 3, gang: false });
    expect(() => tasksFrom({ tasks: '4' }, 3)).toThrow('--tasks 4 but --params has 3 rows');
    expect(() => tasksFrom({ gang: true })).toThrow('--gang: say how many tasks with --tasks N');
    expect(() => tasksFrom({ tasks: '0' })).toThrow(UsageError);
    expect(() => tasksFrom({ tasks: '2', gang: true, parallelism: '1' })).toThrow(UsageError);
  });

  it('reads --params as a JSON array of objects or a CSV with a header line', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'kb-params-'));
    const json = path.join(dir, 'p.json');
    await writeFile(json, '[{"lr": 0.1}, {"lr": 0.01, "tag": "b"}]');
    expect(await readParams(json)).toEqual([{ lr: 0.1 }, { lr: 0.01, tag: 'b' }]);
    const csv = path.join(dir, 'p.csv');
    await writeFile(csv, 'lr,tag\r\n0.1,"a, quoted ""one"""\r\n0.01,b\n');
    expect(await readParams(csv)).toEqual([
      { lr: '0.1', tag: 'a, quoted "one"' },
      { lr: '0.01', tag: 'b' },
    ]);
    expect(parseCsv('a\n"x\ny"\n')).toEqual([['a'], ['x\ny']]);
    await writeFile(csv, 'lr,tag\n0.1\n');
    await expect(readParams(csv)).rejects.toThrow('row 2 has 1 fields, the header 2');
    await writeFile(json, '[1, 2]');
    await expect(readParams(json)).rejects.toThrow('task 0 is not an object');
    await writeFile(json, '[]');
    await expect(readParams(json)).rejects.toThrow('no tasks in it');
  });

  it('reads --env NAME=value (the value may hold "=")', () => {
    expect(parseEnv(['A=1', 'B=x=y'])).toEqual([
      { name: 'A', value: '1' },
      { name: 'B', value: 'x=y' },
    ]);
    expect(() => parseEnv(['=1'])).toThrow(UsageError);
  });

  it('reads --secret-env NAME=SECRET as an env entry naming a project secret', () => {
    expect(parseSecretEnv(['HF_TOKEN=hf', 'B=C'])).toEqual([
      { name: 'HF_TOKEN', secret: 'hf' },
      { name: 'B', secret: 'C' },
    ]);
    expect(() => parseSecretEnv(['TOKEN'])).toThrow('use NAME=SECRET');
    expect(() => parseSecretEnv(['TOKEN='])).toThrow(UsageError);
  });

  it('reads --mount VOLUME:PATH[:ro] as MountInput', () => {
    expect(parseMounts(['datasets:/data:ro', 'results:/out', 'scratch:/tmp/s:rw'])).toEqual([
      { volume: 'datasets', path: '/data', readOnly: true },
      { volume: 'results', path: '/out', readOnly: false },
      { volume: 'scratch', path: '/tmp/s', readOnly: false },
    ]);
    for (const bad of ['datasets', 'datasets:', ':/data', 'datasets:/data:rx', 'a:/b:ro:x']) {
      expect(() => parseMounts([bad])).toThrow('use VOLUME:PATH or VOLUME:PATH:ro');
    }
  });

  it('names an unnamed process after its image and the idempotency key', () => {
    expect(defaultName('ghcr.io/org/train:1.2@sha256:abc', '3f2a1c9d-aaaa')).toBe('train-3f2a1c9d');
  });
});

describe('spec files', () => {
  it('reads YAML with the fields of CreateProcessInput, env as a list or a mapping', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'kb-spec-'));
    const file = path.join(dir, 'spec.yaml');
    await writeFile(
      file,
      'image: python:3.12\ncommand: [python, -c, "print(1)"]\nenv: { A: 1 }\nresources: { cpu: "2" }\n',
    );
    expect(await readSpec(file)).toEqual({
      image: 'python:3.12',
      command: ['python', '-c', 'print(1)'],
      env: [{ name: 'A', value: '1' }],
      resources: { cpu: '2' },
    });
    await writeFile(file, 'image: x\nenv: { A: 1, TOKEN: { secret: HF_TOKEN } }\n');
    expect((await readSpec(file)).env).toEqual([
      { name: 'A', value: '1' },
      { name: 'TOKEN', secret: 'HF_TOKEN' },
    ]);
    await writeFile(file, 'image: x\nenv: [{ name: TOKEN, secret: HF_TOKEN }]\n');
    expect((await readSpec(file)).env).toEqual([{ name: 'TOKEN', secret: 'HF_TOKEN' }]);
    await writeFile(file, 'image: x\nenv: { TOKEN: { secret: HF_TOKEN, value: x } }\n');
    await expect(readSpec(file)).rejects.toThrow('env.TOKEN is a value or { secret: SECRET_NAME }');
    await writeFile(file, 'image: x\nmounts: [{ volume: datasets, path: /data, readOnly: true }]\n');
    expect((await readSpec(file)).mounts).toEqual([{ volume: 'datasets', path: '/data', readOnly: true }]);
    await writeFile(file, 'image: x\nimgae: y\n');
    await expect(readSpec(file)).rejects.toThrow('unknown field imgae');
    await writeFile(file, '- a\n');
    await expect(readSpec(file)).rejects.toThrow(UsageError);
    await expect(readSpec(path.join(dir, 'missing.yaml'))).rejects.toThrow('cannot read');
  });
});
