import type { CombinedError } from '@urql/core';
import { Alert } from '../../ui/Alert.tsx';
import { describeClusterError } from './cluster-health.ts';
import { groupLabel, joinPhrases } from './resource-groups.ts';
import type { FitVerdict as Verdict } from './resources.ts';

/** Whether the request fits the chosen cluster (the client's reading, then the server's), and why not. */
export function FitVerdict({
  clusterName,
  verdict,
  checking,
  serverFits,
  error,
  failed,
  fitsElsewhere,
  onRefresh,
}: {
  clusterName: string;
  verdict: Verdict | null;
  checking: boolean;
  serverFits: boolean | null | undefined;
  error: CombinedError | undefined;
  failed: boolean;
  fitsElsewhere: string[];
  onRefresh: () => void;
}) {
  return (
    <div className="cluster-picker__verdict" aria-live="polite">
      {verdict?.fits && failed && error ? (
        <Alert tone="danger">
          <span>
            Could not check this request with the server: {describeClusterError(error)} By the limits shown it
            fits <strong>{clusterName}</strong> <FlavorsPhrase verdict={verdict} />, and the server checks
            again at creation.
          </span>
        </Alert>
      ) : verdict?.fits ? (
        <Alert tone="success">
          <span>
            Fits <strong>{clusterName}</strong> <FlavorsPhrase verdict={verdict} />.{' '}
            <FitCheckStatus checking={checking} serverFits={serverFits} error={error} />
          </span>
        </Alert>
      ) : (
        <Alert tone="danger">
          <span>
            Does not fit <strong>{clusterName}</strong>:{' '}
            {verdict && !verdict.fits ? verdict.reasons.join('; ') : ''}.
            {fitsElsewhere.length > 0 && <> It would fit {joinPhrases(fitsElsewhere)}.</>}
          </span>
        </Alert>
      )}
      {verdict?.fits && serverFits === false && (
        <Alert tone="warning">
          <span>
            The server says this request no longer fits {clusterName}: its limits may have just changed.{' '}
            <button type="button" className="link-button" onClick={onRefresh}>
              Refresh limits
            </button>
          </span>
        </Alert>
      )}
    </div>
  );
}

function FitCheckStatus({
  checking,
  serverFits,
  error,
}: {
  checking: boolean;
  serverFits: boolean | null | undefined;
  error: CombinedError | undefined;
}) {
  if (checking) return <span className="muted">Checking with the server…</span>;
  if (error) return <span className="muted">{describeClusterError(error)}</span>;
  if (serverFits) return <span className="muted">Confirmed by the server.</span>;
  return null;
}

/** "in flavor standard", "in flavors gpu-host (CPU and memory) and h100 (nvidia.com/gpu)". */
function FlavorsPhrase({ verdict }: { verdict: Extract<Verdict, { fits: true }> }) {
  const { flavors } = verdict;
  if (flavors.length <= 1) {
    return (
      <>
        in flavor <strong>{flavors[0]?.flavor ?? 'none'}</strong>
      </>
    );
  }
  return (
    <>
      in flavors{' '}
      {flavors.map((f, i) => (
        <span key={f.flavor}>
          {i > 0 && (i === flavors.length - 1 ? ' and ' : ', ')}
          <strong>{f.flavor}</strong> ({groupLabel(f.coveredResources)})
        </span>
      ))}
    </>
  );
}
