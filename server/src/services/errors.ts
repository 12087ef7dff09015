/**
 * Failures the services raise on purpose: always thrown, never returned, from one of two bases (each domain's
 * errors extend them: process-errors.ts, execution-errors.ts, usage/errors.ts, project-admin.ts, tokens.ts …):
 * - `ResultError` (and subclasses): a refusal that is data. Mutations list it in their result union (the errors
 *   plugin, each class its GraphQL type: `ValidationError` with its field issues, `NotFoundError`,
 *   `LastOwnerError`, …), so it comes back as a typed result; the schema files only map them.
 * - `ServiceError` (and subclasses): a refusal with a GraphQL error code (FORBIDDEN, RATE_LIMITED, …). Resolvers let
 *   them through; `toGraphQLError` maps them, in one place (app.ts' error masking), onto a GraphQL error with that
 *   code.
 * Anything else is unexpected and masked.
 */

/** An expected refusal a mutation answers as one of its result union's error types (see above). */
export class ResultError extends Error {
  override name = 'ResultError';
}

export interface FieldIssue {
  /** The input path, e.g. "resources.cpu" or "env[2].name". */
  field: string;
  message: string;
}

/** Input that fails validation: every issue at once, each with its field. */
export class ValidationError extends ResultError {
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

/**
 * One input a person must fix, as a sentence (`message`, what the command line prints) and as its field's issue
 * (`issue`, what the form shows beside the field).
 */
export class FieldInputError extends ValidationError {
  override name = 'FieldInputError';
  constructor(
    readonly field: string,
    message: string,
    issue: string = message,
  ) {
    super(message, [{ field, message: issue }]);
  }
}

/** A refusal carried as a GraphQL error with `extensions.code`. */
export class ServiceError extends Error {
  override name = 'ServiceError';
  constructor(
    message: string,
    /** The GraphQL `extensions.code`; null for the few refusals that have always gone out without one. */
    readonly code: string | null,
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

/** No signed-in user where one is needed (subscriptions check it themselves: they have no scope plugin pass). */
export class UnauthenticatedError extends ServiceError {
  override name = 'UnauthenticatedError';
  constructor(message: string) {
    super(message, 'UNAUTHENTICATED');
  }
}

/** Something that does not exist, or that this user may not see (the two are not told apart). */
export class NotVisibleError extends ServiceError {
  override name = 'NotVisibleError';
  constructor(message: string) {
    super(message, 'NOT_FOUND');
  }
}

/** A feature this server was started without (e.g. live updates without an event bus). */
export class UnavailableFeatureError extends ServiceError {
  override name = 'UnavailableFeatureError';
  constructor(message: string) {
    super(message, null);
  }
}

/** An argument out of range, said in one sentence (no field list). */
export class InvalidArgumentError extends ServiceError {
  override name = 'InvalidArgumentError';
  constructor(message: string) {
    super(message, 'BAD_USER_INPUT');
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
export class NotFoundError extends ResultError {
  override name = 'NotFoundError';
  constructor(what: string) {
    super(`${what} was not found.`);
  }
}
