import { GraphQLError } from 'graphql';
import { ServiceError } from '../services/errors.ts';
import { builder } from './builder.ts';

// What `Date.prototype.toISOString` prints back unchanged: a four-digit year, so every accepted value round-trips
// through the database (Prisma reads timestamps with years beyond 9999 as an invalid Date) and back to clients.
const ISO_8601 =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|([+-])(\d{2}):?(\d{2}))$/i;

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * Parses a client's DateTime: ISO-8601 with a time zone and a four-digit year (0001–9999), else null. Every field
 * must exist as written: `Date` would roll 2027-02-30 over to 2 March and T24:00 to the next day.
 */
export function parseDateTime(value: unknown): Date | null {
  if (typeof value !== 'string') return null;
  const m = ISO_8601.exec(value);
  if (!m) return null;
  const [year, month, day, hour, minute] = [m[1], m[2], m[3], m[4], m[5]].map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const second = m[6] === undefined ? 0 : Number(m[6]);
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysIn(year, month)) return null;
  if (hour > 23 || minute > 59 || second > 59) return null;
  if (m[7] !== undefined && (Number(m[8]) > 23 || Number(m[9]) > 59)) return null;
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return null;
  const utcYear = d.getUTCFullYear();
  return utcYear >= 1 && utcYear <= 9999 ? d : null;
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

builder.scalarType('JSON', {
  description: 'Any JSON value (a task’s parameters object).',
  serialize: (value) => value,
  parseValue: (value) => value,
});
