import { describe, expect, it } from 'vitest';
import { compareStarts } from '../src/earliest.ts';

const now = { basis: 'NOW', expectedWaitSeconds: 0, latestWaitSeconds: 0 };
const queue = (expected: number | null, latest: number | null) => ({
  basis: 'QUEUE',
  expectedWaitSeconds: expected,
  latestWaitSeconds: latest,
});

describe('compareStarts (EARLIEST_START)', () => {
  it('the earlier expected wait first, then the earlier bound, then a tie for the list order to decide', () => {
    expect(compareStarts(queue(60, 600), queue(120, 130))).toBeLessThan(0);
    // Expected as soon as a start that is certain: the certain one first (its bound is now).
    expect(compareStarts(queue(0, 3600), now)).toBeGreaterThan(0);
    expect(compareStarts(now, queue(0, 3600))).toBeLessThan(0);
    expect(compareStarts(queue(30, 600), queue(30, 300))).toBeGreaterThan(0);
    expect(compareStarts(now, now)).toBe(0);
    // Whole seconds: a fraction does not outrank the bound.
    expect(compareStarts(queue(0.4, 3600), now)).toBeGreaterThan(0);
  });

  it('no estimate, or no expected wait, comes last; two of them tie', () => {
    expect(compareStarts(null, now)).toBeGreaterThan(0);
    expect(compareStarts(queue(null, null), queue(7200, null))).toBeGreaterThan(0);
    expect(compareStarts(null, undefined)).toBe(0);
    expect(compareStarts(queue(null, 100), queue(null, 50))).toBeGreaterThan(0);
  });
});
