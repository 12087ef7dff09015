import { useEffect, useMemo, useState } from 'react';
import { useQuery } from 'urql';
import { graphql } from '../../gql';
import type {
  ClusterPicker_AvailableClustersQueryQuery,
  ClusterPicker_FitQueryQuery,
} from '../../gql/graphql';
import { Alert } from '../../ui/Alert.tsx';
import { Badge } from '../../ui/Badge.tsx';
import { Button } from '../../ui/Button.tsx';
import { RefreshIcon } from '../../ui/icons.tsx';
import { RangeField } from '../../ui/RangeField.tsx';
import { SelectField } from '../../ui/SelectField.tsx';
import { EmptyState, ErrorState, Skeleton } from '../../ui/States.tsx';
import { describeClusterError, errorCode, healthLabel, healthTone } from './cluster-health.ts';
import { ExtendedControls, FlavorChoice, missingResources } from './ExtendedResources.tsx';
import { FlavorTable } from './FlavorTable.tsx';
import { groupLabel, joinPhrases, maximaOf } from './resource-groups.ts';
import {
  boundsOf,
  checkFit,
  clampToLimits,
  cpuQuantity,
  type FitVerdict,
  formatCores,
  formatDuration,
  formatMiB,
  memoryQuantity,
  type Request,
  summarizeLimits,
  switchNote,
} from './resources.ts';
import { useRetryWithBackoff } from './use-retry-with-backoff.ts';

export const AvailableClustersQuery = graphql(`
  query ClusterPicker_AvailableClustersQuery($projectId: ID!) {
    availableClusters(projectId: $projectId) {
      id
      name
      description
      limits {
        maxCpuCores
        maxMemoryBytes
        maxMemoryGiB
        maxRuntimeSeconds
        source
        flavors {
          name
          cpu
          memory
          cpuCores
          memoryBytes
          memoryGiB
        }
        resourceGroups {
          coveredResources
          flavors {
            name
            resources {
              name
              quantity
              amount
            }
            nodeLabels {
              key
              value
            }
          }
        }
      }
      health {
        status
        message
        checkedAt
      }
      queue {
        pendingWorkloads
        admittedWorkloads
      }
    }
  }
`);

export const FitQuery = graphql(`
  query ClusterPicker_FitQuery($projectId: ID!, $requests: ResourceRequestsInput!) {
    availableClusters(projectId: $projectId, requests: $requests) {
      id
      name
      fitsRequest
      startEstimate {
        basis
        expectedWaitSeconds
        latestWaitSeconds
        workloadsAhead
        message
      }
    }
  }
`);

type AvailableCluster = ClusterPicker_AvailableClustersQueryQuery['availableClusters'][number];

/** What the user has chosen, in the shapes the server takes (Kubernetes quantities, seconds). */
export interface ClusterSelection {
  clusterId: string;
  cpu: string;
  memory: string;
  deadlineSeconds: number;
  /** Extended resources asked for (whole units), when any: `[{ name: "nvidia.com/gpu", quantity: "2" }]`. */
  extended?: { name: string; quantity: string }[];
  /** The pinned flavor, when one is. */
  flavor?: string;
  /** The client's reading of the one-flavor rule; the server checks again at creation. */
  fits: boolean;
  /**
   * EARLIEST_START: "any allowed cluster — earliest start", the server places it (clusterId is then only the
   * cluster whose limits bound the sliders, not sent).
   */
  placement?: 'EARLIEST_START';
}

/** The dropdown's value for "Any allowed cluster — earliest start". */
export const EARLIEST_START = '__earliest-start__';

export interface ClusterPickerErrors {
  cluster?: string | null;
  cpu?: string | null;
  memory?: string | null;
  runtime?: string | null;
  /** Per extended resource name. */
  extended?: Readonly<Record<string, string | null | undefined>> | null;
  flavor?: string | null;
}

const FIT_CHECK_DELAY_MS = 400;
const CPU_STEP_MILLIS = 100;
const MEMORY_STEP_MIB = 256;
const RUNTIME_STEP_SECONDS = 60;
const INITIAL_REQUEST: Request = { cpuMillis: 1000, memoryMiB: 2048, runtimeSeconds: 3600 };

function optionLabel(cluster: AvailableCluster): string {
  const limits =
    cluster.limits.source === 'FALLBACK'
      ? `fallback limits ${summarizeLimits(cluster.limits)}`
      : summarizeLimits(cluster.limits);
  const health = cluster.health.status === 'REACHABLE' ? '' : ` — ${healthLabel[cluster.health.status]}`;
  return `${cluster.name} — ${limits}${health}`;
}

function useDebounced<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/**
 * Chooses a cluster for a process of `projectId` and the resources to ask of it: a dropdown of the clusters
 * the server allows (in its order) with their live limits and health, sliders bounded by the chosen cluster,
 * and the server's verdict on whether the request fits, explained by the one-flavor rule.
 */
export function ClusterPicker({
  projectId,
  onChange,
  initial,
  errors,
}: {
  projectId: string;
  onChange?: (selection: ClusterSelection | null) => void;
  /** Where to start (a re-run starts from its version); a cluster no longer offered falls back to the first. */
  initial?: { clusterId?: string | null; request?: Request };
  /** What the server refused, shown on the dropdown and on the sliders. */
  errors?: ClusterPickerErrors;
}) {
  const [{ data, fetching, error }, reexecute] = useQuery({
    query: AvailableClustersQuery,
    variables: { projectId },
  });
  // A failed refresh clears urql's data; the last answer stays on screen, marked stale, until a retry succeeds.
  const [lastClusters, setLastClusters] = useState<AvailableCluster[] | null>(null);
  useEffect(() => {
    if (data) setLastClusters(data.availableClusters);
  }, [data]);
  const clusters = data?.availableClusters ?? lastClusters ?? undefined;
  const stale = Boolean(error && clusters);
  const [chosenId, setChosenId] = useState<string | null>(initial?.clusterId ?? null);
  // What the user asked for. What is shown and sent is this clamped to the chosen cluster, so passing over a
  // smaller cluster (arrowing through the dropdown) lowers nothing for good.
  const [intended, setIntended] = useState<Request>(initial?.request ?? INITIAL_REQUEST);
  const [clampNote, setClampNote] = useState<string | null>(null);

  const anyCluster = chosenId === EARLIEST_START;
  const wantedKey = Object.entries(intended.extended ?? {})
    .filter(([, units]) => units > 0)
    .map(([name]) => name)
    .join(',');
  // Any cluster: the sliders are bounded by the cluster offering the most (the server picks where it starts first)
  // among those offering every extended resource asked for, when some do.
  const widest = useMemo(() => {
    const wanted = wantedKey ? wantedKey.split(',') : [];
    const offering = clusters?.filter((c) => {
      const maxima = maximaOf(c.limits);
      return wanted.every((name) => (maxima.get(name) ?? 0n) > 0n);
    });
    return (
      (offering?.length ? offering : clusters)?.reduce<AvailableCluster | null>(
        (best, c) => (!best || boundsOf(c.limits).cpuMillis > boundsOf(best.limits).cpuMillis ? c : best),
        null,
      ) ?? null
    );
  }, [clusters, wantedKey]);
  const selected = anyCluster ? widest : (clusters?.find((c) => c.id === chosenId) ?? clusters?.[0] ?? null);
  const current = useMemo(
    () =>
      selected
        ? clampToLimits(anyCluster ? { ...intended, flavor: null } : intended, selected.limits).request
        : null,
    [selected, intended, anyCluster],
  );
  const verdict = selected && current ? checkFit(current, selected.limits) : null;

  const requests = useMemo(() => {
    if (!current) return null;
    const extended = Object.entries(current.extended ?? {})
      .filter(([, units]) => units > 0)
      .map(([name, units]) => ({ name, quantity: String(units) }));
    return {
      cpu: cpuQuantity(current.cpuMillis),
      memory: memoryQuantity(current.memoryMiB),
      deadlineSeconds: current.runtimeSeconds,
      ...(extended.length ? { extended } : {}),
      ...(current.flavor ? { flavor: current.flavor } : {}),
    };
  }, [current]);
  const requestsKey = requests ? JSON.stringify(requests) : null;
  const settledKey = useDebounced(requestsKey, FIT_CHECK_DELAY_MS);
  const settledRequests = useMemo(
    () => (settledKey ? (JSON.parse(settledKey) as NonNullable<typeof requests>) : null),
    [settledKey],
  );
  const [fit, reexecuteFit] = useQuery({
    query: FitQuery,
    variables: { projectId, requests: settledRequests ?? {} },
    pause: !settledRequests || !selected,
    requestPolicy: 'cache-first',
  });
  const refresh = () => {
    reexecute({ requestPolicy: 'network-only' });
    if (settledRequests) reexecuteFit({ requestPolicy: 'network-only' });
  };
  const checking = fit.fetching || settledKey !== requestsKey;
  const fitStale = settledKey !== requestsKey;

  // An unreachable server or a rate limit passes: both queries try again by themselves, waiting longer each time.
  const retryingIn = useRetryWithBackoff(error, fetching, () => reexecute({ requestPolicy: 'network-only' }));
  useRetryWithBackoff(fit.error, fit.fetching, () => reexecuteFit({ requestPolicy: 'network-only' }));

  const fitsAnywhere = fit.data?.availableClusters.some((c) => c.fitsRequest) ?? null;
  const fits = anyCluster ? (fitsAnywhere ?? verdict?.fits ?? false) : (verdict?.fits ?? false);
  useEffect(() => {
    onChange?.(
      selected && requests
        ? {
            clusterId: selected.id,
            ...requests,
            fits,
            ...(anyCluster ? { placement: 'EARLIEST_START' as const } : {}),
          }
        : null,
    );
  }, [onChange, selected, requests, fits, anyCluster]);

  if (error && !clusters) {
    return (
      <ErrorState
        title="Clusters could not be loaded"
        message={`${describeClusterError(error)}${retryingIn != null ? ' Retrying by itself.' : ''}`}
        actions={
          <Button variant="primary" busy={fetching} onClick={refresh}>
            Try again
          </Button>
        }
      />
    );
  }
  if (!clusters) {
    return (
      <div className="cluster-picker" aria-busy="true">
        <span className="visually-hidden" role="status">
          Loading clusters and their limits…
        </span>
        <Skeleton width="40%" />
        <Skeleton />
        <Skeleton width="70%" />
      </div>
    );
  }
  if (clusters.length === 0 || !selected || !current) {
    return (
      <EmptyState title="No clusters available for this project">
        An administrator decides which clusters a project may use. Ask one to allow a cluster for it.
      </EmptyState>
    );
  }

  const bounds = boundsOf(selected.limits);
  const serverAnswer = fitStale ? undefined : fit.data?.availableClusters;
  const serverFits = serverAnswer?.find((c) => c.id === selected.id)?.fitsRequest;
  // A rate limit is no failure (the status says so politely); anything else is shown as the error it is.
  const fitCheckFailed = Boolean(fit.error && !fitStale && errorCode(fit.error) !== 'RATE_LIMITED');
  const fitsElsewhere =
    serverAnswer?.filter((c) => c.id !== selected.id && c.fitsRequest).map((c) => c.name) ?? [];

  const choose = (id: string) => {
    if (id === EARLIEST_START) {
      setChosenId(id);
      setClampNote(null);
      return;
    }
    const next = clusters.find((c) => c.id === id);
    if (!next) return;
    setChosenId(id);
    setClampNote(switchNote(next.name, clampToLimits(intended, next.limits)));
  };
  const update = (patch: Partial<Request>) => {
    setIntended({ ...intended, ...patch });
    setClampNote(null);
  };
  const updateExtended = (name: string, units: number) =>
    update({ extended: { ...(intended.extended ?? {}), [name]: units } });

  const missing = missingResources(clusters, selected, intended);

  return (
    <div className={stale ? 'cluster-picker cluster-picker--stale' : 'cluster-picker'}>
      <div className="cluster-picker__choice">
        <SelectField
          label="Cluster"
          value={anyCluster ? EARLIEST_START : selected.id}
          onChange={(event) => choose(event.target.value)}
          hint="Listed in the order your administrators prefer."
          error={errors?.cluster}
        >
          {clusters.map((cluster) => (
            <option key={cluster.id} value={cluster.id} title={cluster.health.message ?? undefined}>
              {optionLabel(cluster)}
            </option>
          ))}
          <option value={EARLIEST_START}>Any allowed cluster — earliest start</option>
        </SelectField>
        <Button
          variant="ghost"
          size="small"
          busy={fetching}
          onClick={refresh}
          aria-label="Refresh limits"
          title="Refresh limits"
        >
          {!fetching && <RefreshIcon />}
        </Button>
      </div>

      {stale && error && (
        <Alert tone="warning">
          <span>
            <strong>These limits may be out of date.</strong> {describeClusterError(error)}{' '}
            {retryingIn != null
              ? `Trying again in ${Math.ceil(retryingIn / 1000)} s by itself.`
              : 'Refresh to try again.'}
          </span>
        </Alert>
      )}

      <StartEstimates
        clusters={serverAnswer}
        selectedId={anyCluster ? null : selected.id}
        checking={checking}
        anyCluster={anyCluster}
      />

      {!anyCluster && <ClusterSummary cluster={selected} stale={stale} />}

      {clampNote && (
        <Alert tone="warning">
          <span>{clampNote}</span>
        </Alert>
      )}

      <div className="cluster-picker__sliders">
        <RangeField
          label="CPU"
          unit="cores"
          value={current.cpuMillis / 1000}
          min={CPU_STEP_MILLIS / 1000}
          max={bounds.cpuMillis / 1000}
          step={CPU_STEP_MILLIS / 1000}
          display={`${formatCores(current.cpuMillis)} (${cpuQuantity(current.cpuMillis)})`}
          valueText={formatCores(current.cpuMillis)}
          minLabel={formatCores(CPU_STEP_MILLIS)}
          maxLabel={formatCores(bounds.cpuMillis)}
          disabled={bounds.cpuMillis < CPU_STEP_MILLIS}
          error={errors?.cpu}
          onChange={(cores) => update({ cpuMillis: Math.round(cores * 1000) })}
        />
        <RangeField
          label="Memory"
          unit="GiB"
          value={current.memoryMiB / 1024}
          min={MEMORY_STEP_MIB / 1024}
          max={bounds.memoryMiB / 1024}
          step={MEMORY_STEP_MIB / 1024}
          display={`${formatMiB(current.memoryMiB)} (${memoryQuantity(current.memoryMiB)})`}
          valueText={formatMiB(current.memoryMiB)}
          minLabel={formatMiB(MEMORY_STEP_MIB)}
          maxLabel={formatMiB(bounds.memoryMiB)}
          disabled={bounds.memoryMiB < MEMORY_STEP_MIB}
          error={errors?.memory}
          onChange={(gib) => update({ memoryMiB: Math.round(gib * 1024) })}
        />
        <RangeField
          label="Runtime"
          unit="min"
          value={current.runtimeSeconds / 60}
          min={RUNTIME_STEP_SECONDS / 60}
          max={Math.floor(bounds.runtimeSeconds / 60)}
          step={1}
          display={formatDuration(current.runtimeSeconds)}
          valueText={formatDuration(current.runtimeSeconds)}
          minLabel="1 min"
          maxLabel={
            selected.limits.maxRuntimeSeconds == null
              ? `${formatDuration(bounds.runtimeSeconds)} (no cluster limit)`
              : formatDuration(bounds.runtimeSeconds)
          }
          error={errors?.runtime}
          onChange={(minutes) => update({ runtimeSeconds: Math.round(minutes * 60) })}
        />
      </div>

      <div className="cluster-picker__extended">
        <ExtendedControls
          clusterName={selected.name}
          limits={selected.limits}
          fallback={selected.limits.source === 'FALLBACK'}
          request={current}
          missing={anyCluster ? [] : missing}
          errors={errors?.extended}
          onChange={updateExtended}
        />
        {!anyCluster && (
          <FlavorChoice
            limits={selected.limits}
            value={current.flavor}
            error={errors?.flavor}
            onChange={(flavor) => update({ flavor })}
          />
        )}
      </div>

      {!anyCluster && <FlavorTable cluster={selected} request={current} />}

      <div className="cluster-picker__verdict" aria-live="polite">
        {verdict?.fits && fitCheckFailed && fit.error ? (
          <Alert tone="danger">
            <span>
              Could not check this request with the server: {describeClusterError(fit.error)} By the limits
              shown it fits <strong>{selected.name}</strong> <FlavorsPhrase verdict={verdict} />, and the
              server checks again at creation.
            </span>
          </Alert>
        ) : verdict?.fits ? (
          <Alert tone="success">
            <span>
              Fits <strong>{selected.name}</strong> <FlavorsPhrase verdict={verdict} />.{' '}
              <FitCheckStatus checking={checking} serverFits={serverFits} error={fit.error} />
            </span>
          </Alert>
        ) : (
          <Alert tone="danger">
            <span>
              Does not fit <strong>{selected.name}</strong>:{' '}
              {verdict && !verdict.fits ? verdict.reasons.join('; ') : ''}.
              {fitsElsewhere.length > 0 && <> It would fit {joinPhrases(fitsElsewhere)}.</>}
            </span>
          </Alert>
        )}
        {verdict?.fits && serverFits === false && (
          <Alert tone="warning">
            <span>
              The server says this request no longer fits {selected.name}: its limits may have just changed.{' '}
              <button type="button" className="link-button" onClick={refresh}>
                Refresh limits
              </button>
            </span>
          </Alert>
        )}
      </div>
    </div>
  );
}

type FitAnswer = ClusterPicker_FitQueryQuery['availableClusters'];

/** What the user chooses by: per cluster, when the job would start there (the server's estimate, one line). */
function StartEstimates({
  clusters,
  selectedId,
  checking,
  anyCluster,
}: {
  clusters: FitAnswer | undefined;
  selectedId: string | null;
  checking: boolean;
  anyCluster: boolean;
}) {
  if (!clusters) {
    return (
      <p className="muted start-estimates" aria-live="polite">
        {checking ? 'Estimating when it would start on each cluster…' : ''}
      </p>
    );
  }
  const earliest = anyCluster ? earliestOf(clusters) : null;
  return (
    <div className="start-estimates" aria-live="polite">
      <p className="start-estimates__title">When it would start</p>
      <ul aria-label="When it would start">
        {clusters.map((c) => (
          <li
            key={c.id}
            className={c.id === selectedId || c.id === earliest?.id ? 'start-estimates__chosen' : undefined}
          >
            <strong>{c.name}</strong>: {c.startEstimate?.message ?? 'no estimate'}
            {c.id === earliest?.id && <span className="muted"> (earliest: it goes here)</span>}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The cluster the server's EARLIEST_START would pick by these estimates (fitting, earliest, then list order). */
export function earliestOf(clusters: FitAnswer): FitAnswer[number] | null {
  let best: FitAnswer[number] | null = null;
  let bestWait = Number.POSITIVE_INFINITY;
  for (const c of clusters) {
    const e = c.startEstimate;
    if (!c.fitsRequest || !e || e.basis === 'NEVER') continue;
    const wait = e.basis === 'NOW' ? 0 : (e.expectedWaitSeconds ?? Number.POSITIVE_INFINITY);
    if (!best || wait < bestWait) {
      best = c;
      bestWait = wait;
    }
  }
  return best;
}

function FitCheckStatus({
  checking,
  serverFits,
  error,
}: {
  checking: boolean;
  serverFits: boolean | null | undefined;
  error: Parameters<typeof describeClusterError>[0] | undefined;
}) {
  if (checking) return <span className="muted">Checking with the server…</span>;
  if (error) return <span className="muted">{describeClusterError(error)}</span>;
  if (serverFits) return <span className="muted">Confirmed by the server.</span>;
  return null;
}

function ClusterSummary({ cluster, stale }: { cluster: AvailableCluster; stale: boolean }) {
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

/** "in flavor standard", "in flavors gpu-host (CPU and memory) and h100 (nvidia.com/gpu)". */
function FlavorsPhrase({ verdict }: { verdict: Extract<FitVerdict, { fits: true }> }) {
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
