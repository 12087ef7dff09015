import { GraphQLError } from 'graphql';
import { builder } from './builder.ts';

builder.scalarType('DateTime', {
  description: 'An ISO-8601 instant in UTC.',
  serialize: (value) => (value instanceof Date ? value.toISOString() : String(value)),
  parseValue: (value) => {
    const d = typeof value === 'string' ? new Date(value) : null;
    if (!d || Number.isNaN(d.getTime())) throw new GraphQLError('DateTime must be an ISO-8601 string');
    return d;
  },
});
