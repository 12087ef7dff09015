/**
 * The one Kubernetes quantity parser of the server: exact, in BigInt, following
 * k8s.io/apimachinery pkg/api/resource/quantity.go.
 *
 *   <quantity>        ::= <sign>? <number> <suffix>?
 *   <number>          ::= <digits> | <digits>.<digits> | <digits>. | .<digits>
 *   <suffix>          ::= Ki | Mi | Gi | Ti | Pi | Ei | n | u | m | k | M | G | T | P | E | (e|E) <sign>? <digits>
 *
 * Like Kubernetes, a value is kept exactly down to nano-units; a finer non-zero value is rounded away from zero
 * ("0.9n" is 1n), a binary-suffixed value is capped at 2^63-1, and the integer accessors (`toMilli`, `toUnits`)
 * round away from zero, as `MilliValue()` and `Value()` do ("1n" is 1 milli-unit and 1 unit).
 *
 * Stricter than Kubernetes' scanner on purpose, following its documented grammar: a number with no digit at all
 * ("." or "e3", which Kubernetes silently reads as 0) is rejected, and so is a decimal exponent beyond ±300.
 */

export type QuantityFormat = 'DecimalSI' | 'BinarySI' | 'DecimalExponent';

export type QuantityErrorCode = 'EMPTY' | 'FORMAT' | 'SUFFIX' | 'OUT_OF_RANGE' | 'NEGATIVE';

export class QuantityError extends Error {
  override readonly name = 'QuantityError';
  constructor(
    readonly code: QuantityErrorCode,
    readonly input: string,
    detail: string,
  ) {
    super(`invalid quantity ${JSON.stringify(shorten(input))}: ${detail}`);
  }
}

const NANO_PER_UNIT = 1_000_000_000n;
const NANO_PER_MILLI = 1_000_000n;
/** Kubernetes caps binary-suffixed quantities at MaxInt64 units. */
/** The largest value Kubernetes (and a PostgreSQL bigint) keeps. */
export const INT64_MAX = 2n ** 63n - 1n;
const MAX_BINARY_UNITS = INT64_MAX;
const MAX_EXPONENT = 300;
const MAX_INPUT_LENGTH = 256;

const DECIMAL_SUFFIXES: Record<string, number> = {
  n: -9,
  u: -6,
  m: -3,
  '': 0,
  k: 3,
  M: 6,
  G: 9,
  T: 12,
  P: 15,
  E: 18,
};
const BINARY_SUFFIXES: Record<string, number> = { Ki: 10, Mi: 20, Gi: 30, Ti: 40, Pi: 50, Ei: 60 };

const QUANTITY_RE = /^([+-]?)(?:(\d+)(?:\.(\d*))?|\.(\d+))([KMGTPE]i|[numkMGTPE]|[eE][+-]?\d+)?$/;
// Used only to tell a bad suffix from a bad number in error messages.
const NUMBER_PREFIX_RE = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)/;

/** Divides, rounding any remainder away from zero (Kubernetes' rounding for quantities). */
function divideAwayFromZero(numerator: bigint, denominator: bigint): bigint {
  const quotient = numerator / denominator;
  if (numerator % denominator === 0n) return quotient;
  return numerator < 0n ? quotient - 1n : quotient + 1n;
}

function shorten(input: string): string {
  return input.length > 40 ? `${input.slice(0, 40)}…` : input;
}

export class Quantity {
  constructor(
    /** The exact value in nano-units (10^-9). */
    readonly nanos: bigint,
    readonly format: QuantityFormat,
  ) {}

  /** Milli-units, rounded away from zero like Kubernetes' `MilliValue()`: "500m" → 500n, "1.5" → 1500n. */
  toMilli(): bigint {
    return divideAwayFromZero(this.nanos, NANO_PER_MILLI);
  }

  /** Whole units (bytes for memory), rounded away from zero like Kubernetes' `Value()`: "1.5Gi" → 1610612736n. */
  toUnits(): bigint {
    return divideAwayFromZero(this.nanos, NANO_PER_UNIT);
  }

  isNegative(): boolean {
    return this.nanos < 0n;
  }

  isZero(): boolean {
    return this.nanos === 0n;
  }
}

/** Parses a Kubernetes quantity string exactly; throws `QuantityError` on anything Kubernetes' grammar refuses. */
export function parseQuantity(input: string): Quantity {
  if (typeof input !== 'string' || input.length === 0) {
    throw new QuantityError('EMPTY', String(input ?? ''), 'a quantity must not be empty');
  }
  if (input.length > MAX_INPUT_LENGTH) {
    throw new QuantityError('OUT_OF_RANGE', input, `longer than ${MAX_INPUT_LENGTH} characters`);
  }
  const match = QUANTITY_RE.exec(input);
  if (!match) {
    const prefix = NUMBER_PREFIX_RE.exec(input);
    if (prefix && !/\s/.test(input)) {
      throw new QuantityError(
        'SUFFIX',
        input,
        `unknown suffix ${JSON.stringify(shorten(input.slice(prefix[0].length)))}`,
      );
    }
    throw new QuantityError(
      'FORMAT',
      input,
      'expected a number with an optional suffix (n, u, m, k, M, G, T, P, E, Ki…Ei or an exponent), no spaces',
    );
  }
  const [, sign = '', intPart = '', fracPartAfterInt, fracPartOnly, suffix = ''] = match;
  const fraction = fracPartAfterInt ?? fracPartOnly ?? '';
  const digits = BigInt(`${intPart}${fraction}` || '0');

  let format: QuantityFormat;
  let magnitudeNanos: bigint;
  const binaryExponent = BINARY_SUFFIXES[suffix];
  if (binaryExponent !== undefined) {
    format = 'BinarySI';
    magnitudeNanos = divideAwayFromZero(
      digits * 2n ** BigInt(binaryExponent) * NANO_PER_UNIT,
      10n ** BigInt(fraction.length),
    );
    if (magnitudeNanos > MAX_BINARY_UNITS * NANO_PER_UNIT) magnitudeNanos = MAX_BINARY_UNITS * NANO_PER_UNIT;
    if (magnitudeNanos > 0n && magnitudeNanos < NANO_PER_UNIT) format = 'DecimalSI';
  } else {
    let exponent: number;
    const decimalExponent = DECIMAL_SUFFIXES[suffix];
    if (decimalExponent !== undefined) {
      format = 'DecimalSI';
      exponent = decimalExponent;
    } else {
      format = 'DecimalExponent';
      exponent = Number.parseInt(suffix.slice(1), 10);
      if (!Number.isSafeInteger(exponent) || Math.abs(exponent) > MAX_EXPONENT) {
        throw new QuantityError('OUT_OF_RANGE', input, `exponent beyond ±${MAX_EXPONENT}`);
      }
    }
    const shift = exponent - fraction.length + 9;
    magnitudeNanos =
      shift >= 0 ? digits * 10n ** BigInt(shift) : divideAwayFromZero(digits, 10n ** BigInt(-shift));
  }
  return new Quantity(sign === '-' ? -magnitudeNanos : magnitudeNanos, format);
}

/** True when `input` is a valid Kubernetes quantity. */
export function isQuantity(input: string): boolean {
  try {
    parseQuantity(input);
    return true;
  } catch (error) {
    if (error instanceof QuantityError) return false;
    throw error;
  }
}

function parseNonNegative(input: string, what: string): Quantity {
  const quantity = parseQuantity(input);
  if (quantity.isNegative()) throw new QuantityError('NEGATIVE', input, `${what} must not be negative`);
  return quantity;
}

/** CPU as integer milli-cores: "500m" → 500n, "2" → 2000n, "1n" → 1n (rounded up). Negative values throw. */
export function parseCpuMillis(input: string): bigint {
  return parseNonNegative(input, 'cpu').toMilli();
}

/** Memory as integer bytes: "1.5Gi" → 1610612736n, "1k" → 1000n, "1m" → 1n (rounded up). Negative values throw. */
export function parseMemoryBytes(input: string): bigint {
  return parseNonNegative(input, 'memory').toUnits();
}

/** Canonical CPU string for milli-cores: 2000n → "2", 1500n → "1500m". */
export function formatCpu(millis: bigint): string {
  return millis % 1000n === 0n ? `${millis / 1000n}` : `${millis}m`;
}

const BINARY_STEPS: ReadonlyArray<[string, bigint]> = [
  ['Ei', 2n ** 60n],
  ['Pi', 2n ** 50n],
  ['Ti', 2n ** 40n],
  ['Gi', 2n ** 30n],
  ['Mi', 2n ** 20n],
  ['Ki', 2n ** 10n],
];

/** Canonical memory string for bytes, with the largest binary suffix that keeps it exact: 1610612736n → "1536Mi". */
export function formatBytes(bytes: bigint): string {
  if (bytes !== 0n) {
    for (const [suffix, size] of BINARY_STEPS) {
      if (bytes % size === 0n) return `${bytes / size}${suffix}`;
    }
  }
  return `${bytes}`;
}

/** Milli-cores as a (display) number of cores: 1500n → 1.5. */
export function millisToCores(millis: bigint): number {
  return Number(millis) / 1000;
}

/** Bytes as a (display) number of GiB: 1610612736n → 1.5. */
export function bytesToGiB(bytes: bigint): number {
  return Number(bytes) / 2 ** 30;
}

/** Human display of bytes in GiB, at most two decimals: 1610612736n → "1.5 GiB". */
export function formatGiB(bytes: bigint): string {
  return `${Number(bytesToGiB(bytes).toFixed(2))} GiB`;
}
