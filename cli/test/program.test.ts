import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { IoStreams } from '../src/output/iostreams.ts';
import { buildProgram, main } from '../src/program.ts';

function io() {
  const out = new PassThrough();
  const err = new PassThrough();
  let stdout = '';
  let stderr = '';
  out.on('data', (d) => {
    stdout += String(d);
  });
  err.on('data', (d) => {
    stderr += String(d);
  });
  const streams: IoStreams = { out, err, stdoutTty: false, stderrTty: false, colour: false };
  return { streams, text: () => ({ stdout, stderr }) };
}

describe('kb', () => {
  it('every command has -o table|json|yaml, an example in its help, and completion lists its flags', async () => {
    const { streams, text } = io();
    const program = buildProgram(streams, {}, () => {});
    for (const command of program.commands) {
      expect(
        command.options.some((o) => o.long === '--output'),
        command.name(),
      ).toBe(true);
      expect(command.helpInformation(), command.name()).toContain('--output <format>');
    }
    expect(await main(['completion', 'bash'], streams, {})).toBe(0);
    const bash = text().stdout;
    for (const command of program.commands) {
      for (const option of command.options) expect(bash).toContain(option.long!);
    }
    for (const name of program.commands.map((c) => c.name())) {
      const help = io();
      expect(await main([name, '--help'], help.streams, {})).toBe(0);
      expect(help.text().stdout, name).toMatch(/Example:\n {2}\$ /);
    }
  });

  it('exits 2 on a usage error (unknown flag, bad -o, missing argument) and when not logged in', async () => {
    const cases = [['run', '--nope'], ['whoami', '-o', 'xml'], ['status'], ['frobnicate']];
    for (const argv of cases) expect(await main(argv, io().streams, {}), argv.join(' ')).toBe(2);
    const notLoggedIn = io();
    expect(await main(['whoami'], notLoggedIn.streams, { HOME: '/nonexistent' })).toBe(2);
    expect(notLoggedIn.text().stderr).toContain('kb login');
  });
});
