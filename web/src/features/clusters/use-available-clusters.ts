import { useEffect, useMemo, useState } from 'react';
import { useQuery } from 'urql';
import { withLimits } from './cluster-limits.ts';
import { type AvailableCluster, AvailableClustersQuery } from './cluster-picker-operations.ts';
import { useRetryWithBackoff } from './use-retry-with-backoff.ts';

/**
 * The clusters `projectId` may use, with their limits and health. A failed refresh keeps the last answer on
 * screen (`stale`) and tries again by itself with backoff (`retryingIn`, ms until the next try).
 */
export function useAvailableClusters(projectId: string) {
  const [{ data, fetching, error }, reexecute] = useQuery({
    query: AvailableClustersQuery,
    variables: { projectId },
  });
  // A failed refresh clears urql's data; the last answer stays on screen, marked stale, until a retry succeeds.
  const [lastClusters, setLastClusters] = useState<AvailableCluster[] | null>(null);
  const answered = useMemo(
    () => (data?.availableClusters ? withLimits(data.availableClusters) : undefined),
    [data],
  );
  useEffect(() => {
    if (answered) setLastClusters(answered);
  }, [answered]);
  const clusters = answered ?? lastClusters ?? undefined;
  const stale = Boolean(error && clusters);
  const refetch = () => reexecute({ requestPolicy: 'network-only' });
  // An unreachable server or a rate limit passes: the query tries again by itself, waiting longer each time.
  const retryingIn = useRetryWithBackoff(error, fetching, refetch);
  return { clusters, fetching, error, stale, retryingIn, refetch };
}
