import { describe, expect, it } from 'vitest';
import {
  decodeAssignments,
  decodeEnv,
  decodeExtended,
  decodeExtendedAmounts,
  encodeExtended,
} from '../../src/db/version-data.ts';

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
});
