import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { shellIndexRefs, subsetArgv, TASK_PARAMS_DIR } from '../../src/kube/workloads/indexed-job.ts';

/**
 * A subset run's container command (ARCHITECTURE §19) under real POSIX shells (dash and bash): the kubelet's
 * `$(VAR)` expansion done as Kubernetes does it, then the argv executed, KB_TASK_INDEX read from the slot's file.
 */

const dir = mkdtempSync(path.join(tmpdir(), 'kb-subset-'));
writeFileSync(path.join(dir, '0.index'), '7\n');
writeFileSync(path.join(dir, '1.index'), '12\n');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Kubernetes' expansion (`$$` → `$`, `$(NAME)` of a defined variable, the rest as written). */
function kubelet(text: string, env: Record<string, string>): string {
  return text.replace(/\$\$|\$\(([^)]*)\)/g, (m, name: string | undefined) =>
    m === '$$' ? '$' : name !== undefined && name in env ? env[name]! : m,
  );
}

function run(argv: string[], slot: number) {
  const env = { KB_TASK_SLOT: String(slot), KB_TASK_COUNT: '20' };
  // The test's folder stands for the ConfigMap's mount.
  const expanded = argv.map((a) => kubelet(a, env).replaceAll(TASK_PARAMS_DIR, dir));
  const r = spawnSync(expanded[0]!, expanded.slice(1), {
    env: { PATH: process.env.PATH, ...env },
    encoding: 'utf8',
  });
  return { out: r.stdout, err: r.stderr, code: r.status };
}

describe.each(['sh', 'bash'])('a subset run under %s', (shell) => {
  it('a -c script gets the prelude in its own shell: $KB_TASK_INDEX and $(KB_TASK_INDEX) are the task’s', () => {
    const argv = subsetArgv(
      [shell, '-c'],
      ['echo "task $KB_TASK_INDEX/$(KB_TASK_INDEX) of $KB_TASK_COUNT slot $KB_TASK_SLOT; $$(echo kept)"'],
    )!;
    expect(argv.slice(0, 2)).toEqual([shell, '-c']);
    expect(run(argv, 1)).toMatchObject({ out: 'task 12/12 of 20 slot 1; kept\n', code: 0 });
    expect(run(argv, 0).out).toBe('task 7/7 of 20 slot 0; kept\n');
  });

  it('any other command runs under /bin/sh, $(KB_TASK_INDEX) in its arguments replaced, exec’d', () => {
    const argv = subsetArgv(
      ['printf'],
      ['%s|%s|%s\\n', 'seed-$(KB_TASK_INDEX)-x$(KB_TASK_INDEX)', 'plain $x'],
    )!;
    expect(argv[0]).toBe('/bin/sh');
    expect(run(argv, 1)).toMatchObject({ out: 'seed-12-x12|plain $x|\n', code: 0 });
  });

  it('a slot without an index file fails the task, saying so (exit 125)', () => {
    const r = run(subsetArgv([shell, '-c'], ['echo never'])!, 5);
    expect(r.code).toBe(125);
    expect(r.out).toBe('');
    expect(r.err).toContain('kueue-batch: no task index for slot 5');
  });
});

describe('the pieces', () => {
  it('no command: nothing to wrap (the image’s entrypoint is not known)', () => {
    expect(subsetArgv([], ['--lr', '0.1'])).toBeNull();
  });

  it('shellIndexRefs keeps Kubernetes’ escapes and other references for the kubelet', () => {
    expect(shellIndexRefs('a $(KB_TASK_INDEX) $$(KB_TASK_INDEX) $(OTHER) $$ $x')).toBe(
      'a ${KB_TASK_INDEX} $$(KB_TASK_INDEX) $(OTHER) $$ $x',
    );
  });
});
