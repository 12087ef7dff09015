/**
 * Exact Kubernetes resource quantities: parsed into integer milli-units (cpu) or units (everything else), the way
 * Kueue accounts for them, and formatted back canonically.
 */
const BINARY: Record<string, bigint> = {
  Ki: 1024n,
  Mi: 1024n ** 2n,
  Gi: 1024n ** 3n,
  Ti: 1024n ** 4n,
  Pi: 1024n ** 5n,
  Ei: 1024n ** 6n,
};
const DECIMAL: Record<string, number> = { n: -9, u: -6, m: -3, '': 0, k: 3, M: 6, G: 9, T: 12, P: 15, E: 18 };

const QUANTITY_RE = /^([+-]?)([0-9]+(?:\.[0-9]*)?|\.[0-9]+)(Ki|Mi|Gi|Ti|Pi|Ei|[numkMGTPE]|[eE][+-]?[0-9]+)?$/;

export function isQuantity(s: unknown): boolean {
  return typeof s === 'number' || (typeof s === 'string' && QUANTITY_RE.test(s.trim()) && s.trim() !== '');
}

/** Returns the quantity as a rational numerator/denominator in base units. */
function rational(input: string | number): { num: bigint; den: bigint } {
  const s = String(input).trim();
  const m = QUANTITY_RE.exec(s);
  if (!m)
    throw new Error(
      `quantities must match the regular expression '^([+-]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$'`,
    );
  const sign = m[1] === '-' ? -1n : 1n;
  const [intPart, fracPart = ''] = m[2]!.split('.');
  let num = BigInt((intPart || '0') + fracPart) * sign;
  let den = 10n ** BigInt(fracPart.length);
  const suffix = m[3] ?? '';
  if (suffix in BINARY) num *= BINARY[suffix]!;
  else {
    const exp = suffix in DECIMAL ? DECIMAL[suffix]! : Number(suffix.slice(1));
    if (exp >= 0) num *= 10n ** BigInt(exp);
    else den *= 10n ** BigInt(-exp);
  }
  return { num, den };
}

function ceilDiv(a: bigint, b: bigint): bigint {
  const q = a / b;
  return a % b !== 0n && a > 0n ? q + 1n : q;
}

/** Milli-units, rounded up (Kubernetes' MilliValue). */
export function parseMilli(q: string | number): number {
  const { num, den } = rational(q);
  return Number(ceilDiv(num * 1000n, den));
}

/** Whole units, rounded up (Kubernetes' Value). */
export function parseUnits(q: string | number): number {
  const { num, den } = rational(q);
  return Number(ceilDiv(num, den));
}

/** The amount Kueue accounts for a resource: milli-cpu for cpu, units for everything else. */
const memo = new Map<string, number>();
export function resourceAmount(resource: string, q: string | number): number {
  const key = `${resource === 'cpu' ? 'm' : 'u'}${q}`;
  let v = memo.get(key);
  if (v === undefined) {
    v = resource === 'cpu' ? parseMilli(q) : parseUnits(q);
    if (memo.size > 50_000) memo.clear();
    memo.set(key, v);
  }
  return v;
}

/** Canonical string of an accounted amount (cpu in milli-units: "2", "1500m"; memory in bytes: "4Gi"). */
export function formatAmount(resource: string, amount: number): string {
  if (resource === 'cpu') {
    if (amount % 1000 === 0) return String(amount / 1000);
    return `${amount}m`;
  }
  if (amount === 0) return '0';
  const v = BigInt(amount);
  if (resource === 'memory' || resource.includes('storage')) {
    for (const suf of ['Ei', 'Pi', 'Ti', 'Gi', 'Mi', 'Ki']) {
      const f = BINARY[suf]!;
      if (v % f === 0n) return `${v / f}${suf}`;
    }
  }
  for (const [suf, exp] of [
    ['E', 18],
    ['P', 15],
    ['T', 12],
    ['G', 9],
    ['M', 6],
    ['k', 3],
  ] as const) {
    const f = 10n ** BigInt(exp);
    if (v % f === 0n) return `${v / f}${suf}`;
  }
  return String(amount);
}
