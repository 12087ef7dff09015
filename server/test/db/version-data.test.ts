import { describe, expect, it } from 'vitest';
import {
  decodeAssignments,
  decodeEnv,
  decodeEvictions,
  decodeExtended,
  decodeExtendedAmounts,
  decodeFailover,
  decodeLimits,
  decodeNodeLabels,
  encodeExtended,
  encodeFailover,
} from '../../src/db/version-data.ts';
import { Prisma } from '../../src/generated/prisma/client.ts';

describe('the codec of a version’s stored JSON', () => {
  it('reads back what it writes for extended resources, bigint-safe', () => {
    const stored = encodeExtended([
      { name: 'nvidia.com/gpu', quantity: 2n },
      { name: 'example.com/big', quantity: 2n ** 70n },
    ]);
    const json = JSON.parse(JSON.stringify(stored));
    expect(decodeExtended(json)).toEqual([
      { name: 'nvidia.com/gpu', quantity: '2' },
      { name: 'example.com/big', quantity: '1180591620717411303424' },
    ]);
    expect(decodeExtendedAmounts(json)).toEqual([
      { name: 'nvidia.com/gpu', amount: 2n },
      { name: 'example.com/big', amount: 2n ** 70n },
    ]);
  });

  it('keeps only the stored shape of a hand-edited or foreign value, without throwing', () => {
    expect(decodeExtended({ name: 'x' })).toEqual([]);
    expect(decodeExtended([null, { name: 'a', quantity: 3 }, { name: 'b', quantity: '1' }])).toEqual([
      { name: 'b', quantity: '1' },
    ]);
    expect(
      decodeExtendedAmounts([
        { name: 'a', quantity: '1.5' },
        { name: 'b', quantity: '4' },
      ]),
    ).toEqual([{ name: 'b', amount: 4n }]);
    expect(decodeEnv([{ name: 'A', value: '1' }, { name: 'B' }, 'C=3'])).toEqual([{ name: 'A', value: '1' }]);
    expect(decodeEnv(null)).toEqual([]);
    expect(
      decodeAssignments([
        { flavor: 'gpu', coveredResources: ['cpu', 7, 'nvidia.com/gpu'] },
        { coveredResources: ['memory'] },
      ]),
    ).toEqual([{ flavor: 'gpu', coveredResources: ['cpu', 'nvidia.com/gpu'] }]);
  });

  it('reads a limits snapshot as written, optional parts kept as they are', () => {
    const written = {
      requestedDeadlineSeconds: null,
      source: 'KUEUE',
      flavor: 'gpu',
      maxCpuCores: 8,
      maxMemoryBytes: 34359738368,
      maxRuntimeSeconds: 3600,
      flavors: [{ name: 'gpu', cpuMillis: '8000', memoryBytes: '34359738368' }],
      resourceGroups: [
        {
          coveredResources: ['cpu', 'memory'],
          flavors: [{ name: 'gpu', quota: { cpu: '8000' }, nodeLabels: { pool: 'gpu' } }],
        },
      ],
      assignments: [{ coveredResources: ['cpu', 'memory'], flavor: 'gpu' }],
      checkedAt: '2026-12-01T10:00:00.000Z',
    };
    expect(decodeLimits(JSON.parse(JSON.stringify(written)), new Date(0))).toEqual(written);
  });

  it('reads a legacy snapshot without the later parts, and tells an absent asked deadline from none', () => {
    const legacy = decodeLimits(
      {
        source: 'FALLBACK',
        flavor: null,
        maxCpuCores: 2,
        maxMemoryBytes: 1024,
        maxRuntimeSeconds: null,
        flavors: [],
        checkedAt: '2025-01-01T00:00:00.000Z',
      },
      new Date(0),
    );
    expect(legacy).not.toHaveProperty('resourceGroups');
    expect(legacy).not.toHaveProperty('assignments');
    expect(legacy).not.toHaveProperty('requestedDeadlineSeconds');
    expect(decodeLimits({ requestedDeadlineSeconds: null }).requestedDeadlineSeconds).toBeNull();
    expect(decodeLimits({ requestedDeadlineSeconds: 600 }).requestedDeadlineSeconds).toBe(600);
  });

  it('reads a foreign snapshot as nothing checked, at the version’s creation, without throwing', () => {
    const created = new Date('2026-03-04T05:06:07.000Z');
    for (const value of [null, 'x', 42, [], { checkedAt: 'yesterday' }]) {
      expect(decodeLimits(value, created)).toEqual({
        source: 'FALLBACK',
        flavor: null,
        maxCpuCores: 0,
        maxMemoryBytes: 0,
        maxRuntimeSeconds: null,
        flavors: [],
        checkedAt: '2026-03-04T05:06:07.000Z',
      });
    }
    const odd = decodeLimits(
      {
        source: 'SOMETHING',
        maxCpuCores: '8',
        maxRuntimeSeconds: Number.NaN,
        flavors: [
          { name: 'a', cpuMillis: '1.5', memoryBytes: '1' },
          { name: 'b', cpuMillis: '1', memoryBytes: '2' },
          { name: 'c', cpuMillis: 4000, memoryBytes: -1 },
          { name: 'd', cpuMillis: 4000, memoryBytes: 1024 },
          7,
        ],
        resourceGroups: [
          null,
          { coveredResources: ['cpu', 3], flavors: [{ name: 'b', quota: { cpu: 1 } }, {}] },
        ],
        assignments: 'gpu',
      },
      created,
    );
    expect(odd.source).toBe('FALLBACK');
    expect(odd.maxCpuCores).toBe(0);
    expect(odd.maxRuntimeSeconds).toBeNull();
    expect(odd.flavors).toEqual([
      { name: 'b', cpuMillis: '1', memoryBytes: '2' },
      { name: 'd', cpuMillis: '4000', memoryBytes: '1024' },
    ]);
    expect(odd.resourceGroups).toEqual([
      { coveredResources: ['cpu'], flavors: [{ name: 'b', quota: {}, nodeLabels: {} }] },
    ]);
    expect(odd.assignments).toEqual([]);
  });

  it('reads a pinned flavor’s node labels: strings only, null for anything not an object', () => {
    expect(decodeNodeLabels({ pool: 'gpu', zone: 3, 'node.kubernetes.io/x': 'y' })).toEqual({
      pool: 'gpu',
      'node.kubernetes.io/x': 'y',
    });
    expect(decodeNodeLabels({})).toEqual({});
    for (const value of [null, undefined, 'pool=gpu', ['pool'], 1])
      expect(decodeNodeLabels(value)).toBeNull();
  });

  it('reads evictions oldest first, leaving out entries without a time, cluster or reason', () => {
    expect(
      decodeEvictions([
        {
          at: '2026-01-01T00:00:00Z',
          clusterId: 'c1',
          reason: 'Preempted',
          message: 'by x',
          preemptionReason: 'InClusterQueue',
        },
        { at: '2026-01-01T00:01:00Z', clusterId: 'c1', reason: 'PodsReadyTimeout' },
        { at: '2026-01-01T00:02:00Z', reason: 'Preempted' },
        'evicted',
        null,
      ]),
    ).toEqual([
      {
        at: '2026-01-01T00:00:00Z',
        clusterId: 'c1',
        reason: 'Preempted',
        message: 'by x',
        preemptionReason: 'InClusterQueue',
      },
      { at: '2026-01-01T00:01:00Z', clusterId: 'c1', reason: 'PodsReadyTimeout', message: '' },
    ]);
    expect(decodeEvictions({ at: 'x' })).toEqual([]);
    expect(decodeEvictions(null)).toEqual([]);
  });

  it('reads back the failover policy it writes; off (null) is SQL NULL, and a foreign value reads as off', () => {
    const policy = { onPreemption: true, onClusterLost: false, maxAttempts: 3 };
    expect(decodeFailover(JSON.parse(JSON.stringify(encodeFailover(policy))))).toEqual(policy);
    expect(encodeFailover(null)).toBe(Prisma.DbNull);
    expect(decodeFailover(null)).toBeNull();
    expect(decodeFailover([policy])).toBeNull();
    expect(decodeFailover({ onPreemption: true, maxAttempts: '3' })).toBeNull();
    expect(decodeFailover({ onPreemption: 'yes', maxAttempts: 2 })).toEqual({
      onPreemption: false,
      onClusterLost: false,
      maxAttempts: 2,
    });
  });
});
