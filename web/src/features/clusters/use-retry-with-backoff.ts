import type { CombinedError } from '@urql/core';
import { useEffect, useRef, useState } from 'react';
import { errorCode, retryAfterSeconds } from './cluster-health.ts';

const FIRST_WAIT_MS = 1000;
const LONGEST_WAIT_MS = 30_000;

/** An unreachable server, a timeout or a rate limit passes by itself; other errors need the user. */
export function isPassingError(error: CombinedError): boolean {
  return Boolean(error.networkError) || errorCode(error) === 'RATE_LIMITED';
}

/**
 * Calls `retry` after a query failed for a passing reason: 1 s, then twice as long each time up to 30 s, or as
 * long as a rate limit asks. Returns the current wait in milliseconds, or null when no retry is planned.
 */
export function useRetryWithBackoff(
  error: CombinedError | undefined,
  fetching: boolean,
  retry: () => void,
): number | null {
  const attempts = useRef(0);
  const latestRetry = useRef(retry);
  const [waitMs, setWaitMs] = useState<number | null>(null);
  useEffect(() => {
    latestRetry.current = retry;
  });
  useEffect(() => {
    if (!error || !isPassingError(error)) {
      if (!error) attempts.current = 0;
      setWaitMs(null);
      return;
    }
    if (fetching) return;
    const wait =
      errorCode(error) === 'RATE_LIMITED'
        ? (retryAfterSeconds(error) ?? 5) * 1000
        : Math.min(LONGEST_WAIT_MS, FIRST_WAIT_MS * 2 ** attempts.current);
    attempts.current += 1;
    setWaitMs(wait);
    const timer = setTimeout(() => latestRetry.current(), wait);
    return () => clearTimeout(timer);
  }, [error, fetching]);
  return waitMs;
}
