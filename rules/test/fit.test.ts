import { describe, expect, it } from 'vitest';
import { asResourceGroup, checkFit, checkRequest, fitGroups, fitsFlavor, maxima } from '../src/index.ts';

const GiB = 1024n ** 3n;
const flavors = [
  { name: 'wide', cpuMillis: 64_000n, memoryBytes: 16n * GiB },
  { name: 'tall', cpuMillis: 8_000n, memoryBytes: 256n * GiB },
];

describe('the flavor fit rule', () => {
  it('fits when one flavor holds both cpu and memory, at the exact boundary too', () => {
    expect(fitsFlavor(flavors[0]!, { cpuMillis: 64_000n, memoryBytes: 16n * GiB })).toBe(true);
    expect(fitsFlavor(flavors[0]!, { cpuMillis: 64_001n, memoryBytes: 0n })).toBe(false);
    expect(checkFit(flavors, { cpuMillis: 8_000n, memoryBytes: 200n * GiB })).toMatchObject({
      fits: true,
      flavor: { name: 'tall' },
    });
  });

  it('takes the maxima over flavors', () => {
    expect(maxima(flavors)).toEqual({ cpuMillis: 64_000n, memoryBytes: 256n * GiB });
    expect(maxima([])).toEqual({ cpuMillis: 0n, memoryBytes: 0n });
  });
});

describe('checkRequest', () => {
  const limits = { flavors, maxRuntimeSeconds: 3600 };

  it('accepts a request one flavor holds, names that flavor and turns an absent deadline into the bound', () => {
    const check = checkRequest(limits, { cpuMillis: 2_000n, memoryBytes: 100n * GiB });
    expect(check).toMatchObject({
      ok: true,
      flavor: { name: 'tall' },
      deadlineSeconds: 3600,
      violations: [],
    });
    expect(check.flavorFits.map((f) => [f.flavor.name, f.fitsCpu, f.fitsMemory])).toEqual([
      ['wide', true, false],
      ['tall', true, true],
    ]);
  });

  it('reports a resource above every flavor against the maximum, exactly', () => {
    const check = checkRequest(limits, { cpuMillis: 64_001n, memoryBytes: 1_610_612_736n });
    expect(check.ok).toBe(false);
    expect(check.crossFlavor).toBe(false);
    expect(check.violations).toEqual([
      { resource: 'CPU', requested: 64_001n, limit: 64_000n, flavor: 'wide' },
    ]);
  });

  it('lists cpu, memory and runtime at once', () => {
    const check = checkRequest(limits, {
      cpuMillis: 100_000n,
      memoryBytes: 300n * GiB,
      deadlineSeconds: 3601,
    });
    expect(check.violations).toEqual([
      { resource: 'CPU', requested: 100_000n, limit: 64_000n, flavor: 'wide' },
      { resource: 'MEMORY', requested: 300n * GiB, limit: 256n * GiB, flavor: 'tall' },
      { resource: 'RUNTIME', requested: 3601n, limit: 3600n, flavor: null },
    ]);
    expect(check.deadlineViolation).toEqual({ requested: 3601, limit: 3600 });
  });

  it('refuses a request within both maxima that no single flavor holds, against the closest flavor', () => {
    const check = checkRequest(limits, { cpuMillis: 32_000n, memoryBytes: 128n * GiB });
    expect(check.ok).toBe(false);
    expect(check.crossFlavor).toBe(true);
    expect(check.violations).toEqual([
      { resource: 'MEMORY', requested: 128n * GiB, limit: 16n * GiB, flavor: 'wide' },
    ]);
  });

  it('bounds nothing on an unbounded cluster and fits nothing on a cluster without flavors', () => {
    expect(checkRequest({ flavors, maxRuntimeSeconds: null }, { deadlineSeconds: 10 ** 9 })).toMatchObject({
      ok: true,
      deadlineSeconds: 10 ** 9,
    });
    const none = checkRequest({ flavors: [], maxRuntimeSeconds: null }, { cpuMillis: 1n });
    expect(none.ok).toBe(false);
    expect(none.violations.map((v) => [v.resource, v.limit, v.flavor])).toEqual([['CPU', 0n, null]]);
  });
});

describe('the cpu/memory entry points are the general rule over one group', () => {
  it('agrees with fitGroups on a grid of requests, boundaries included', () => {
    const amounts = [0n, 1n, 7_999n, 8_000n, 8_001n, 64_000n, 64_001n];
    const memories = [0n, 16n * GiB, 16n * GiB + 1n, 256n * GiB, 256n * GiB + 1n];
    for (const cpuMillis of amounts) {
      for (const memoryBytes of memories) {
        const general = fitGroups([asResourceGroup(flavors)], { cpuMillis, memoryBytes });
        const legacy = checkRequest({ flavors, maxRuntimeSeconds: null }, { cpuMillis, memoryBytes });
        expect(legacy.ok).toBe(general.fits);
        expect(legacy.violations).toEqual(
          general.violations.map(({ resource, requested, limit, flavor }) => ({
            resource,
            requested,
            limit,
            flavor,
          })),
        );
        if (general.fits && general.assignments[0]) {
          expect(legacy.flavor?.name).toBe(general.assignments[0].flavor.name);
        }
      }
    }
  });
});
