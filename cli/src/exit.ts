/** Exit codes of every command (docs/cli.md): the job's outcome, or why the command could not do its work. */
export const EXIT = {
  OK: 0,
  /** The job failed (or was cancelled, or lost). */
  JOB_FAILED: 1,
  /** A usage error: an unknown flag, a missing argument, a bad value, a spec file that does not parse. */
  USAGE: 2,
  /** The server refused: its typed error's message and fields are printed. */
  REFUSED: 3,
  /** The server could not be reached (after retries). */
  UNREACHABLE: 4,
  /** Ctrl+C while waiting: detached, the job goes on. */
  DETACHED: 130,
} as const;

/** An expected failure of a command: printed as its message (and fields), never as a stack trace. */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode: number,
    /** The server's typed error object (`__typename`, `message`, its fields), printed under the message. */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export class UsageError extends CliError {
  constructor(message: string) {
    super(message, EXIT.USAGE);
  }
}

export class RefusedError extends CliError {
  constructor(message: string, details?: Record<string, unknown>) {
    super(message, EXIT.REFUSED, details);
  }
}

export class UnreachableError extends CliError {
  constructor(message: string) {
    super(message, EXIT.UNREACHABLE);
  }
}

/** A typed error of a result union (`{ __typename: 'ResourceLimitExceededError', message, … }`) as a refusal. */
export function refusal(error: { __typename?: string; message: string }): RefusedError {
  return new RefusedError(error.message, error as Record<string, unknown>);
}
