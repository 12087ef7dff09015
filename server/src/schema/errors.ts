import { ValidationError as InputValidationError, NotFoundError } from '../services/errors.ts';
import { builder } from './builder.ts';

/** Every expected failure implements `interface Error { message: String! }`. */
export const ErrorInterface = builder.interfaceRef<Error>('Error').implement({
  fields: (t) => ({ message: t.exposeString('message') }),
});

builder.objectType(Error, {
  name: 'BaseError',
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof Error,
});

/**
 * Input that fails validation; `field` names the input path (e.g. "resources.cpu"). The services' ValidationError,
 * and every subclass of it (ClusterInputError …), is the GraphQL `ValidationError` of mutation results.
 */
export { InputValidationError };

const FieldIssue = builder
  .objectRef<{ field: string; message: string }>('FieldIssue')
  .implement({ fields: (t) => ({ field: t.exposeString('field'), message: t.exposeString('message') }) });

builder.objectType(InputValidationError, {
  name: 'ValidationError',
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof InputValidationError,
  fields: (t) => ({ issues: t.field({ type: [FieldIssue], resolve: (e) => e.issues }) }),
});

/** Raised by services and resolvers alike (services/errors.ts). */
export { NotFoundError };

builder.objectType(NotFoundError, {
  name: 'NotFoundError',
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof NotFoundError,
});
