import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultName, parseEnv } from '../src/commands/run.ts';
import { formatDuration, monthRange, parseDuration } from '../src/duration.ts';
import { UsageError } from '../src/exit.ts';
import { requestsFrom } from '../src/requests.ts';
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

  it('refuses array flags this server does not have yet, naming them', () => {
    expect(() => requestsFrom({ tasks: '4', gang: true })).toThrow(
      '--tasks, --gang: not supported by this server yet',
    );
  });

  it('reads --env NAME=value (the value may hold "=")', () => {
    expect(parseEnv(['A=1', 'B=x=y'])).toEqual([
      { name: 'A', value: '1' },
      { name: 'B', value: 'x=y' },
    ]);
    expect(() => parseEnv(['=1'])).toThrow(UsageError);
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
    await writeFile(file, 'image: x\nimgae: y\n');
    await expect(readSpec(file)).rejects.toThrow('unknown field imgae');
    await writeFile(file, '- a\n');
    await expect(readSpec(file)).rejects.toThrow(UsageError);
    await expect(readSpec(path.join(dir, 'missing.yaml'))).rejects.toThrow('cannot read');
  });
});
