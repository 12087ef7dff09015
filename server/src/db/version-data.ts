/**
 * The one codec of a process version's stored JSON columns (`env`, `extendedResources`, `assignedFlavors`):
 * what services/process/store.ts writes, read back the same way by the Job builder, the usage ledger, rerun and
 * the GraphQL fields. A value that is not the stored shape (a hand-edited row, an older version) decodes to what
 * it holds of that shape, never to a throw: the read paths show what is there.
 */

export type StoredEnvVar = { name: string; value: string };
/** One extended resource as stored: its whole-unit quantity as a string (bigint-safe). */
export type StoredExtended = { name: string; quantity: string };
/** Which flavor holds which resources of a version (Kueue's assignment, or the one predicted at creation). */
export type StoredAssignment = { flavor: string; coveredResources: string[] };

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object';
}

/** The `env` column: [{ name, value }]. */
export function decodeEnv(value: unknown): StoredEnvVar[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((e) =>
    isObject(e) && typeof e.name === 'string' && typeof e.value === 'string'
      ? [{ name: e.name, value: e.value }]
      : [],
  );
}

/** The `extendedResources` column: [{ name, quantity }] with whole numbers as strings. */
export function decodeExtended(value: unknown): StoredExtended[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((e) =>
    isObject(e) && typeof e.name === 'string' && typeof e.quantity === 'string'
      ? [{ name: e.name, quantity: e.quantity }]
      : [],
  );
}

/** The `extendedResources` column as whole amounts (entries whose quantity is not a whole number left out). */
export function decodeExtendedAmounts(value: unknown): { name: string; amount: bigint }[] {
  return decodeExtended(value).flatMap((e) =>
    /^[0-9]+$/.test(e.quantity) ? [{ name: e.name, amount: BigInt(e.quantity) }] : [],
  );
}

/** The `extendedResources` column from a request's extended amounts. */
export function encodeExtended(extended: readonly { name: string; quantity: bigint }[]): StoredExtended[] {
  return extended.map((e) => ({ name: e.name, quantity: e.quantity.toString() }));
}

/** The `assignedFlavors` column: [{ flavor, coveredResources }]. */
export function decodeAssignments(value: unknown): StoredAssignment[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((a) =>
    isObject(a) && typeof a.flavor === 'string' && Array.isArray(a.coveredResources)
      ? [
          {
            flavor: a.flavor,
            coveredResources: a.coveredResources.filter((r): r is string => typeof r === 'string'),
          },
        ]
      : [],
  );
}
