import { GraphQLError } from 'graphql';
import { ServiceError } from '../services/errors.ts';
import { builder } from './builder.ts';

// What `Date.prototype.toISOString` prints back unchanged: a four-digit year, so every accepted value round-trips
// through the database (Prisma reads timestamps with years beyond 9999 as an invalid Date) and back to clients.
const ISO_8601 =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})$/i;

/** Parses a client's DateTime: ISO-8601 with a time zone and a four-digit year (0001–9999), else null. */
export function parseDateTime(value: unknown): Date | null {
  if (typeof value !== 'string' || !ISO_8601.test(value)) return null;
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return null;
  const year = d.getUTCFullYear();
  return year >= 1 && year <= 9999 ? d : null;
}

builder.scalarType('DateTime', {
  description: 'An ISO-8601 instant in UTC, with a four-digit year.',
  // Never throws on a value read back from the database: an unreadable one is a clear field error, not a masked
  // internal error that takes the whole list down with it.
  serialize: (value) => {
    if (value instanceof Date) {
      if (Number.isNaN(value.getTime()))
        throw new ServiceError('A stored date is out of range.', 'DATA_OUT_OF_RANGE');
      return value.toISOString();
    }
    return String(value);
  },
  parseValue: (value) => {
    const d = parseDateTime(value);
    if (!d) {
      throw new GraphQLError(
        'DateTime must be an ISO-8601 string with a time zone and a year from 0001 to 9999, e.g. 2027-01-31T12:00:00Z',
      );
    }
    return d;
  },
});
