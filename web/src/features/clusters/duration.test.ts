import { describe, expect, it } from 'vitest';
import { formatDuration, formatDurationExact, parseDuration } from './resources.ts';

describe('durations typed and shown as the UI writes them', () => {
  it('reads what formatDuration and formatDurationExact write, and common spellings', () => {
    for (const seconds of [1, 59, 60, 90, 3600, 5400, 86_400, 90_061, 604_800]) {
      expect(parseDuration(formatDurationExact(seconds))).toEqual({ seconds });
    }
    expect(parseDuration(formatDuration(5400))).toEqual({ seconds: 5400 });
    expect(parseDuration('1.5h')).toEqual({ seconds: 5400 });
    expect(parseDuration(' 2 D 3 Min ')).toEqual({ seconds: 172_980 });
    expect(parseDuration('10m')).toEqual({ seconds: 600 });
    expect(formatDurationExact(90_061)).toBe('1 d 1 h 1 min 1 s');
  });

  it('refuses a bare number, unknown words and fractions of a second', () => {
    expect(parseDuration('3600')).toEqual({ error: 'Add a unit: s, min, h or d (e.g. "90 min").' });
    expect(parseDuration('an hour')).toEqual({ error: 'Enter a duration such as "90 min" or "1 h 30 min".' });
    expect(parseDuration('1 h lots')).toEqual({
      error: 'Enter a duration such as "90 min" or "1 h 30 min".',
    });
    expect(parseDuration('1.5 s')).toEqual({ error: 'Enter whole seconds (e.g. "1 min 30 s").' });
  });
});
