import { Badge } from '../../ui/Badge.tsx';
import { summarizeLimits } from './ceilings.ts';
import { healthLabel, healthTone } from './cluster-health.ts';
import type { AvailableCluster } from './cluster-picker-operations.ts';

/** The chosen cluster: health, where its limits come from, its queue and description. */
export function ClusterSummary({ cluster, stale }: { cluster: AvailableCluster; stale: boolean }) {
  const healthy = cluster.health.status === 'REACHABLE';
  return (
    <div className="cluster-summary">
      <div className="cluster-summary__badges">
        {stale && <Badge tone="warning">Stale</Badge>}
        <Badge tone={healthTone[cluster.health.status]}>{healthLabel[cluster.health.status]}</Badge>
        {cluster.limits.source === 'FALLBACK' ? (
          <Badge tone="warning">Fallback limits</Badge>
        ) : (
          <Badge tone="primary">Live limits from Kueue</Badge>
        )}
        <span className="cluster-summary__limits">{summarizeLimits(cluster.limits)}</span>
        {cluster.queue && (
          <span className="cluster-summary__queue">
            {cluster.queue.pendingWorkloads} pending · {cluster.queue.admittedWorkloads} admitted
          </span>
        )}
      </div>
      {!healthy && (
        <p className="cluster-summary__message">
          {cluster.health.message ?? 'The cluster’s queue could not be read.'}
          {cluster.limits.source === 'FALLBACK' &&
            ' Until it can be read, the fallback limits apply; the server checks again at creation.'}
        </p>
      )}
      {cluster.description && healthy && (
        <p className="cluster-summary__description">{cluster.description}</p>
      )}
    </div>
  );
}
