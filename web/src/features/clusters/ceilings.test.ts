import { describe, expect, it } from 'vitest';
import { cpuMemoryGroup, flavor, group, groupLimits } from '../../test/cluster-fixtures.ts';
import { pinnedLimits, summarizeLimits } from './ceilings.ts';
import { boundsOf } from './resources.ts';

const limitsOf = (groups: Parameters<typeof groupLimits>[0], maxRuntimeSeconds: number | null = 3600) => ({
  ...groupLimits(groups),
  maxRuntimeSeconds,
});

describe('ceilings per flavor', () => {
  it('names each flavor not outdone by another, never a combination of two', () => {
    const alpha = limitsOf([
      cpuMemoryGroup([
        ['small', 8, 32],
        ['standard', 16, 64],
        ['highmem', 4, 256],
        ['copy', 16, 64],
      ]),
    ]);
    // small fits inside standard; the second 16/64 is the same as the first.
    expect(summarizeLimits(alpha)).toBe('16 cores/64 GiB or 4 cores/256 GiB · max 1 h');
    expect(summarizeLimits({ ...alpha, maxRuntimeSeconds: null })).toMatch(/ · no time limit$/);
  });

  it('combines resource groups (a pod set gets a flavor of each); a one-resource group says "up to"', () => {
    const gpu = limitsOf([
      cpuMemoryGroup([['host', 64, 512]]),
      group(
        ['nvidia.com/gpu'],
        [flavor('a100', { 'nvidia.com/gpu': 8 }), flavor('h100', { 'nvidia.com/gpu': 4 })],
      ),
    ]);
    expect(summarizeLimits(gpu)).toBe('64 cores/512 GiB · up to 8 GPUs · max 1 h');
    const one = limitsOf([
      cpuMemoryGroup([['host', 64, 512]]),
      group(['nvidia.com/gpu'], [flavor('h100', { 'nvidia.com/gpu': 4 })]),
    ]);
    expect(summarizeLimits(one)).toBe('64 cores/512 GiB · 4 GPUs · max 1 h');
    // A group with no quota anywhere is not named.
    const drained = limitsOf([
      cpuMemoryGroup([['host', 16, 64]]),
      group(['nvidia.com/gpu'], [flavor('a100', { 'nvidia.com/gpu': 0 })]),
    ]);
    expect(summarizeLimits(drained)).toBe('16 cores/64 GiB · max 1 h');
  });

  it('names three flavors at most', () => {
    const many = limitsOf([
      cpuMemoryGroup([
        ['a', 64, 64],
        ['b', 32, 128],
        ['c', 16, 256],
        ['d', 8, 512],
      ]),
    ]);
    expect(summarizeLimits(many)).toBe(
      '64 cores/64 GiB or 32 cores/128 GiB or 16 cores/256 GiB or others · max 1 h',
    );
  });

  it('bounds a pinned flavor’s group by that flavor alone, the other groups as they are', () => {
    const gpu = limitsOf([
      cpuMemoryGroup([
        ['host', 64, 512],
        ['small', 8, 32],
      ]),
      group(
        ['nvidia.com/gpu'],
        [flavor('a100', { 'nvidia.com/gpu': 8 }), flavor('h100', { 'nvidia.com/gpu': 4 })],
      ),
    ]);
    expect(boundsOf(pinnedLimits(gpu, 'h100'))).toMatchObject({ cpuMillis: 64_000, memoryMiB: 512 * 1024 });
    expect(summarizeLimits(pinnedLimits(gpu, 'h100'))).toBe('64 cores/512 GiB · 4 GPUs · max 1 h');
    expect(boundsOf(pinnedLimits(gpu, 'small'))).toMatchObject({ cpuMillis: 8000, memoryMiB: 32 * 1024 });
    expect(pinnedLimits(gpu, null)).toBe(gpu);
    expect(pinnedLimits(gpu, 'unknown')).toBe(gpu);
  });
});
