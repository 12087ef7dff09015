import { describe, expect, it } from 'vitest';
import {
  bytesToGiB,
  formatBytes,
  formatCpu,
  formatGiB,
  isQuantity,
  millisToCores,
  parseCpuMillis,
  parseMemoryBytes,
  parseQuantity,
  QuantityError,
} from '../../src/kube/quantity.ts';

const Ki = 1024n;
const Mi = Ki * 1024n;
const Gi = Mi * 1024n;
const Ti = Gi * 1024n;
const Pi = Ti * 1024n;
const Ei = Pi * 1024n;

// [input, exact nano-units, format] — values from k8s.io/apimachinery quantity_test.go TestQuantityParse.
const exact: Array<[string, bigint, string]> = [
  ['0', 0n, 'DecimalSI'],
  ['0n', 0n, 'DecimalSI'],
  ['0m', 0n, 'DecimalSI'],
  ['0Ki', 0n, 'BinarySI'],
  ['0Ti', 0n, 'BinarySI'],
  ['1', 1_000_000_000n, 'DecimalSI'],
  ['1Ki', Ki * 1_000_000_000n, 'BinarySI'],
  ['8Ki', 8n * Ki * 1_000_000_000n, 'BinarySI'],
  ['7Mi', 7n * Mi * 1_000_000_000n, 'BinarySI'],
  ['6Gi', 6n * Gi * 1_000_000_000n, 'BinarySI'],
  ['5Ti', 5n * Ti * 1_000_000_000n, 'BinarySI'],
  ['4Pi', 4n * Pi * 1_000_000_000n, 'BinarySI'],
  ['3Ei', 3n * Ei * 1_000_000_000n, 'BinarySI'],
  ['5n', 5n, 'DecimalSI'],
  ['4u', 4_000n, 'DecimalSI'],
  ['3m', 3_000_000n, 'DecimalSI'],
  ['8k', 8_000n * 1_000_000_000n, 'DecimalSI'],
  ['50k', 50_000n * 1_000_000_000n, 'DecimalSI'],
  ['7M', 7n * 10n ** 15n, 'DecimalSI'],
  ['6G', 6n * 10n ** 18n, 'DecimalSI'],
  ['2P', 2n * 10n ** 24n, 'DecimalSI'],
  ['1E', 10n ** 27n, 'DecimalSI'],
  ['12E', 12n * 10n ** 27n, 'DecimalSI'],
  ['1E-3', 1_000_000n, 'DecimalExponent'],
  ['1e3', 1_000n * 1_000_000_000n, 'DecimalExponent'],
  ['1E3', 1_000n * 1_000_000_000n, 'DecimalExponent'],
  ['1e+3', 1_000n * 1_000_000_000n, 'DecimalExponent'],
  ['1E18', 10n ** 27n, 'DecimalExponent'],
  ['100.035k', 100_035n * 1_000_000_000n, 'DecimalSI'],
  ['0.001', 1_000_000n, 'DecimalSI'],
  ['0.0005k', 500_000_000n, 'DecimalSI'],
  ['0.5e-2', 5_000_000n, 'DecimalExponent'],
  ['10.035M', 10_035n * 10n ** 12n, 'DecimalSI'],
  ['1.2e3', 1_200n * 1_000_000_000n, 'DecimalExponent'],
  ['1.3E+6', 1_300_000n * 1_000_000_000n, 'DecimalExponent'],
  ['7.123456M', 7_123_456n * 1_000_000_000n, 'DecimalSI'],
  ['1.01E', 101n * 10n ** 25n, 'DecimalSI'],
  // Things that round away from zero at nano precision.
  ['3.001n', 4n, 'DecimalSI'],
  ['1.1E-9', 2n, 'DecimalExponent'],
  ['0.0000000001', 1n, 'DecimalSI'],
  ['0.9n', 1n, 'DecimalSI'],
  ['0.00000012345', 124n, 'DecimalSI'],
  // Binary quantities are capped at 2^63-1.
  ['9Ei', (2n ** 63n - 1n) * 1_000_000_000n, 'BinarySI'],
  ['9223372036854775807Ki', (2n ** 63n - 1n) * 1_000_000_000n, 'BinarySI'],
  // Fractional binary.
  ['100.035Ki', 10_243_584n * 10_000_000n, 'BinarySI'],
  ['0.5Mi', 524_288n * 1_000_000_000n, 'BinarySI'],
  ['0.05Gi', 53_687_091_200_000_000n, 'BinarySI'],
  ['1.5Gi', 1_610_612_736n * 1_000_000_000n, 'BinarySI'],
  // Written by trolls, still valid.
  ['0.000000000001Ki', 2n, 'DecimalSI'],
  ['.001', 1_000_000n, 'DecimalSI'],
  ['.5', 500_000_000n, 'DecimalSI'],
  ['1.', 1_000_000_000n, 'DecimalSI'],
  ['1.G', 10n ** 18n, 'DecimalSI'],
  ['+1', 1_000_000_000n, 'DecimalSI'],
  ['-1.5', -1_500_000_000n, 'DecimalSI'],
  ['007', 7_000_000_000n, 'DecimalSI'],
  ['18446744073709551616', 18446744073709551616n * 1_000_000_000n, 'DecimalSI'],
];

const invalid = [
  '',
  ' 1',
  '1 ',
  '1 Gi',
  '1i',
  '.5i',
  '-3.01i',
  '-3.01e-',
  '1.5.5',
  '1.1.M',
  '1+1.0M',
  '0.1mi',
  '0.1am',
  'aoeu',
  'e3',
  '1e',
  '1e1.5',
  '--1',
  '+-1',
  '1KiB',
  '1kb',
  '1K',
  '1gi',
  '.',
  '-.',
  'Gi',
  '1e400',
  '1\n',
  '１',
];

describe('parseQuantity', () => {
  it.each(exact)('parses %s exactly as Kubernetes does', (input, nanos, format) => {
    const quantity = parseQuantity(input);
    expect(quantity.nanos).toBe(nanos);
    expect(quantity.format).toBe(format);
  });

  it.each(exact.filter(([input]) => !input.startsWith('-') && !input.startsWith('+')))(
    'parses -%s as the negation and +%s as the same value',
    (input, nanos) => {
      expect(parseQuantity(`-${input}`).nanos).toBe(-nanos);
      expect(parseQuantity(`+${input}`).nanos).toBe(nanos);
    },
  );

  it.each(invalid)('rejects %j with a QuantityError', (input) => {
    expect(() => parseQuantity(input)).toThrow(QuantityError);
    expect(isQuantity(input)).toBe(false);
  });

  it('names the bad suffix in the error message', () => {
    expect(() => parseQuantity('1KiB')).toThrow(/unknown suffix "KiB"/);
    expect(() => parseQuantity('1i')).toThrowError(expect.objectContaining({ code: 'SUFFIX', input: '1i' }));
    expect(() => parseQuantity('')).toThrowError(expect.objectContaining({ code: 'EMPTY' }));
    expect(() => parseQuantity('1 Gi')).toThrowError(expect.objectContaining({ code: 'FORMAT' }));
  });

  it('rounds milli-units and units away from zero like MilliValue() and Value()', () => {
    expect(parseQuantity('1n').toMilli()).toBe(1n);
    expect(parseQuantity('1u').toMilli()).toBe(1n);
    expect(parseQuantity('1n').toUnits()).toBe(1n);
    expect(parseQuantity('1001m').toUnits()).toBe(2n);
    expect(parseQuantity('1000m').toUnits()).toBe(1n);
    expect(parseQuantity('0').toUnits()).toBe(0n);
    expect(parseQuantity('-1.5').toUnits()).toBe(-2n);
    expect(parseQuantity('-1u').toMilli()).toBe(-1n);
    expect(parseQuantity('100.035Ki').toUnits()).toBe(102_436n);
  });
});

describe('parseCpuMillis and parseMemoryBytes', () => {
  it.each([
    ['500m', 500n],
    ['0.5', 500n],
    ['.5', 500n],
    ['2', 2000n],
    ['1.5', 1500n],
    ['1e3', 1_000_000n],
    ['1n', 1n],
    ['1u', 1n],
    ['1.0001', 1001n],
    ['0', 0n],
  ])('reads cpu %s as %d milli-cores', (input, millis) => {
    expect(parseCpuMillis(input)).toBe(millis);
  });

  it.each([
    ['1.5Gi', 1_610_612_736n],
    ['1Ki', 1024n],
    ['1Mi', 1_048_576n],
    ['1Gi', 1_073_741_824n],
    ['1Ti', 1_099_511_627_776n],
    ['1Pi', 1_125_899_906_842_624n],
    ['1Ei', 1_152_921_504_606_846_976n],
    ['1k', 1000n],
    ['1G', 1_000_000_000n],
    ['128974848', 128_974_848n],
    ['129e6', 129_000_000n],
    ['129M', 129_000_000n],
    ['123Mi', 128_974_848n],
    ['1m', 1n],
    ['32Gi', 34_359_738_368n],
  ])('reads memory %s as %d bytes', (input, bytes) => {
    expect(parseMemoryBytes(input)).toBe(bytes);
  });

  it('rejects negative requests', () => {
    expect(() => parseCpuMillis('-1')).toThrowError(expect.objectContaining({ code: 'NEGATIVE' }));
    expect(() => parseMemoryBytes('-1Gi')).toThrowError(expect.objectContaining({ code: 'NEGATIVE' }));
  });
});

describe('formatting', () => {
  it('prints cpu in the canonical Kubernetes form', () => {
    expect(formatCpu(2000n)).toBe('2');
    expect(formatCpu(1500n)).toBe('1500m');
    expect(formatCpu(0n)).toBe('0');
    expect(millisToCores(1500n)).toBe(1.5);
  });

  it('prints bytes with the largest exact binary suffix', () => {
    expect(formatBytes(1_610_612_736n)).toBe('1536Mi');
    expect(formatBytes(32n * Gi)).toBe('32Gi');
    expect(formatBytes(1000n)).toBe('1000');
    expect(formatBytes(0n)).toBe('0');
    expect(bytesToGiB(1_610_612_736n)).toBe(1.5);
    expect(formatGiB(1_610_612_736n)).toBe('1.5 GiB');
    expect(formatGiB(1_000_000_000n)).toBe('0.93 GiB');
  });

  it('round-trips formatted values through the parser', () => {
    for (const millis of [1n, 999n, 1000n, 1500n, 64_000n])
      expect(parseCpuMillis(formatCpu(millis))).toBe(millis);
    for (const bytes of [1n, 1024n, 1_610_612_736n, 3n * Ti + 5n]) {
      expect(parseMemoryBytes(formatBytes(bytes))).toBe(bytes);
    }
  });
});
