import { describe, expect, it } from 'vitest';
import { newLogText } from '../src/commands/task-follow.ts';

describe('newLogText (kb logs --task I -f)', () => {
  it('prints only what a read adds to the last one', () => {
    expect(newLogText('', 'a\n')).toEqual({ text: 'a\n', restarted: false });
    expect(newLogText('a\n', 'a\nb\n')).toEqual({ text: 'b\n', restarted: false });
    expect(newLogText('a\nb\n', 'a\nb\n')).toEqual({ text: '', restarted: false });
  });

  it('after the lines already printed when the window (the last MiB) moved on', () => {
    const before = `${'x'.repeat(5_000)}\none\ntwo\n`;
    expect(newLogText(before, `${before.slice(500)}three\n`)).toEqual({
      text: 'three\n',
      restarted: false,
    });
  });

  it('a retried task’s new pod: its log from its start, said so', () => {
    expect(newLogText('attempt 1 failed\n', 'attempt 2\n')).toEqual({ text: 'attempt 2\n', restarted: true });
  });
});
