import { describe, expect, it } from 'vitest';
import type { FitAnswer } from './cluster-picker-operations.ts';
import { earliestOf } from './StartEstimates.tsx';

const cluster = (name: string, basis: string, expected: number | null, latest: number | null, fits = true) =>
  ({
    id: name,
    name,
    fitsRequest: fits,
    startEstimate: { basis, expectedWaitSeconds: expected, latestWaitSeconds: latest, message: name },
  }) as unknown as FitAnswer[number];

describe('earliestOf (the editor mirrors EARLIEST_START)', () => {
  it('a certain start beats one only expected as soon; otherwise the earlier expected wait, then list order', () => {
    // "about 0 s, at the latest 1 h" on the first cluster, "starts now" on the fourth: the fourth.
    const answer = [
      cluster('Batch Large', 'QUEUE', 0, 3600),
      cluster('Edge', 'NEVER', null, null),
      cluster('Small', 'NOW', 0, 0, false),
      cluster('GPU', 'NOW', 0, 0),
    ] as FitAnswer;
    expect(earliestOf(answer)?.name).toBe('GPU');
    expect(
      earliestOf([cluster('A', 'QUEUE', 120, 600), cluster('B', 'QUEUE', 60, 3600)] as FitAnswer)?.name,
    ).toBe('B');
    expect(earliestOf([cluster('A', 'NOW', 0, 0), cluster('B', 'NOW', 0, 0)] as FitAnswer)?.name).toBe('A');
    expect(earliestOf([cluster('A', 'NEVER', null, null)] as FitAnswer)).toBeNull();
  });
});
