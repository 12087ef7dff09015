import { describe, expect, it } from 'vitest';
import { expectedRemainingSeconds, median, predictRuntime } from '../src/index.ts';

describe('runtime prediction from history', () => {
  it('prefers the same process’s earlier versions, capped at the deadline', () => {
    expect(predictRuntime(600, { sameProcessSeconds: [120, 900], userRatios: [0.9, 0.9, 0.9] })).toEqual({
      samplesSeconds: [120, 600],
      source: 'SAME_PROCESS',
    });
  });

  it('else the user’s ratios when there are a few, else the cluster’s, else the user’s few', () => {
    expect(predictRuntime(1000, { userRatios: [0.1, 0.2, 0.3], clusterRatios: [0.5] })).toEqual({
      samplesSeconds: [100, 200, 300],
      source: 'USER_RATIO',
    });
    expect(predictRuntime(1000, { userRatios: [0.1], clusterRatios: [0.5, 2] })).toEqual({
      samplesSeconds: [500, 1000],
      source: 'CLUSTER_RATIO',
    });
    expect(predictRuntime(1000, { userRatios: [0.1] }).source).toBe('USER_RATIO');
  });

  it('else the deadline; nothing at all without a deadline', () => {
    expect(predictRuntime(3600)).toEqual({ samplesSeconds: [3600], source: 'DEADLINE' });
    expect(predictRuntime(null, { userRatios: [0.5, 0.5, 0.5] })).toEqual({
      samplesSeconds: [],
      source: 'NONE',
    });
  });

  it('remaining time: the median of the samples still ahead, else half of what the deadline leaves', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([])).toBeNull();
    expect(expectedRemainingSeconds([100, 200, 300], 1000, 150)).toBe(50);
    expect(expectedRemainingSeconds([100], 1000, 400)).toBe(300);
    expect(expectedRemainingSeconds([100], null, 400)).toBeNull();
    expect(expectedRemainingSeconds([5000], 1000, 0)).toBe(1000);
  });
});
