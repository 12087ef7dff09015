import { useEffect, useMemo, useState } from 'react';
import { useQuery } from 'urql';
import type { MountInput, TasksInput } from '../../gql/graphql';
import { errorCode } from './cluster-health.ts';
import { FitQuery } from './cluster-picker-operations.ts';
import type { ServerRequests } from './use-cluster-choice.ts';
import { useRetryWithBackoff } from './use-retry-with-backoff.ts';

const FIT_CHECK_DELAY_MS = 400;

function useDebounced<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/**
 * The server's answer to "does this request fit, and when would it start?" for every allowed cluster, asked again
 * (debounced) whenever the request changes; an answer for an older request is never shown as current.
 */
export function useFitCheck(
  projectId: string,
  requests: ServerRequests | null,
  selectedId: string | null,
  /** An array or gang: the fit, estimate and cost are for its podset (ARCHITECTURE §19). */
  tasks?: TasksInput | null,
  /** Data volumes to mount: a cluster without one of them does not fit (ARCHITECTURE §21). */
  mounts?: readonly MountInput[] | null,
) {
  const requestsKey = requests
    ? JSON.stringify({ requests, tasks: tasks ?? null, mounts: mounts?.length ? mounts : null })
    : null;
  const settledKey = useDebounced(requestsKey, FIT_CHECK_DELAY_MS);
  const settled = useMemo(
    () =>
      settledKey
        ? (JSON.parse(settledKey) as {
            requests: ServerRequests;
            tasks: TasksInput | null;
            mounts: MountInput[] | null;
          })
        : null,
    [settledKey],
  );
  const settledRequests = settled?.requests ?? null;
  const [fit, reexecuteFit] = useQuery({
    query: FitQuery,
    variables: {
      projectId,
      requests: settledRequests ?? {},
      ...(settled?.tasks ? { tasks: settled.tasks } : {}),
      ...(settled?.mounts ? { mounts: settled.mounts } : {}),
    },
    pause: !settledRequests || !selectedId,
    requestPolicy: 'cache-first',
  });
  const refetch = () => {
    if (settledRequests) reexecuteFit({ requestPolicy: 'network-only' });
  };
  useRetryWithBackoff(fit.error, fit.fetching, () => reexecuteFit({ requestPolicy: 'network-only' }));

  const outdated = settledKey !== requestsKey;
  const checking = fit.fetching || outdated;
  const answer = outdated ? undefined : fit.data?.availableClusters;
  return {
    checking,
    error: fit.error,
    /** The answer for the request shown, per cluster (undefined while it is asked). */
    answer,
    /** Whether any cluster holds the request (earliest start), by the latest answer even if older. */
    fitsAnywhere: fit.data?.availableClusters.some((c) => c.fitsRequest) ?? null,
    serverFits: answer?.find((c) => c.id === selectedId)?.fitsRequest,
    // A rate limit is no failure (the status says so politely); anything else is shown as the error it is.
    failed: Boolean(fit.error && !outdated && errorCode(fit.error) !== 'RATE_LIMITED'),
    fitsElsewhere: answer?.filter((c) => c.id !== selectedId && c.fitsRequest).map((c) => c.name) ?? [],
    refetch,
  };
}
