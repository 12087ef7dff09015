/**
 * Failures the services raise on purpose. Two kinds:
 * - `ValidationError` (and subclasses): input a person must fix, field by field. Mutations list it in their result
 *   union (the GraphQL `ValidationError` type), so it comes back as data.
 * - `ServiceError` (and subclasses): a refusal with a GraphQL error code (FORBIDDEN, RATE_LIMITED, …). Resolvers let
 *   them through; `toGraphQLError` maps them, in one place (app.ts' error masking), onto a GraphQL error with that
 *   code. Anything else is unexpected and masked.
 */

export interface FieldIssue {
  /** The input path, e.g. "resources.cpu" or "env[2].name". */
  field: string;
  message: string;
}

/** Input that fails validation: every issue at once, each with its field. */
export class ValidationError extends Error {
  override name = 'ValidationError';
  constructor(
    message: string,
    readonly issues: FieldIssue[],
  ) {
    super(message);
  }

  /** One error listing every issue ("field: message; …"). */
  static of(issues: FieldIssue[]): ValidationError {
    return new ValidationError(issues.map((i) => `${i.field}: ${i.message}`).join('; '), issues);
  }
}

/** A refusal carried as a GraphQL error with `extensions.code`. */
export class ServiceError extends Error {
  override name = 'ServiceError';
  constructor(
    message: string,
    readonly code: string,
    readonly extensions: Record<string, unknown> = {},
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export class ForbiddenError extends ServiceError {
  override name = 'ForbiddenError';
  constructor(message = 'You are not allowed to do this.') {
    super(message, 'FORBIDDEN');
  }
}

export class RateLimitedError extends ServiceError {
  override name = 'RateLimitedError';
  constructor(
    operation: string,
    readonly retryAfterSeconds: number,
  ) {
    super(`Too many ${operation} requests: try again in ${retryAfterSeconds} s.`, 'RATE_LIMITED', {
      retryAfterSeconds,
      http: { headers: { 'retry-after': String(retryAfterSeconds) } },
    });
  }
}

/** Arguments of a query that cannot be used (queries have no result union to carry a ValidationError). */
export class BadUserInputError extends ServiceError {
  override name = 'BadUserInputError';
  constructor(readonly issues: FieldIssue[]) {
    super(issues.map((i) => `${i.field}: ${i.message}`).join('; '), 'BAD_USER_INPUT', { issues });
  }
}

/** The thing asked for does not exist (or is not visible to the caller). A GraphQL `NotFoundError` result. */
export class NotFoundError extends Error {
  constructor(what: string) {
    super(`${what} was not found.`);
    this.name = 'NotFoundError';
  }
}
