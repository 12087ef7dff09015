import { describe, expect, it } from 'vitest';
import { runScript } from '../src/shell.ts';

const run = async (script: string, env: Record<string, string> = {}) => {
  const r = await runScript({ script, env, startMs: 0, memoryBytes: 1_000_000 });
  return { out: r.lines.map((l) => l.text), exitCode: r.exitCode };
};

describe("the sandboxed shell's arithmetic, as bash computes it", () => {
  it('reads a leading zero as octal, in literals and in variables', async () => {
    expect((await run('echo $((01 % 6))')).out).toEqual(['1']);
    expect((await run('echo $((010 % 6))')).out).toEqual(['2']);
    expect((await run('i=010; echo $((i % 6)) $((i))')).out).toEqual(['2 8']);
    expect((await run('echo $((KB_TASK_INDEX % 6))', { KB_TASK_INDEX: '07' })).out).toEqual(['1']);
    expect((await run('for i in 00 01 02 07 12; do echo -n "$((i % 6)) "; done')).out).toEqual([
      '0 1 2 1 0 ',
    ]);
    expect((await run('echo $((10#08 + 0x10))')).out).toEqual(['24']);
  });

  it('refuses 08 and 09 as bash does (value too great for base)', async () => {
    const literal = await run('echo $((08))');
    expect(literal.exitCode).toBe(1);
    expect(literal.out.join('\n')).toContain('value too great for base');
    const variable = await run('i=09; echo $((i + 1))');
    expect(variable.exitCode).toBe(1);
    expect(variable.out.join('\n')).toContain('value too great for base');
  });
});
