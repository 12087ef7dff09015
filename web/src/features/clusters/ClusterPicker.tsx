import { useEffect } from 'react';
import type { MountInput, TasksInput } from '../../gql/graphql';
import { Alert } from '../../ui/Alert.tsx';
import { Button } from '../../ui/Button.tsx';
import { RefreshIcon } from '../../ui/icons.tsx';
import { SelectField } from '../../ui/SelectField.tsx';
import { EmptyState, ErrorState, Skeleton } from '../../ui/States.tsx';
import { useNarrowScreen } from '../../ui/useNarrowScreen.ts';
import { ClusterSummary } from './ClusterSummary.tsx';
import { summarizeLimits } from './ceilings.ts';
import { describeClusterError, healthLabel } from './cluster-health.ts';
import {
  type AvailableCluster,
  type ClusterPickerErrors,
  type ClusterSelection,
  EARLIEST_START,
} from './cluster-picker-operations.ts';
import { ExtendedControls, missingResources } from './ExtendedResources.tsx';
import { FitVerdict } from './FitVerdict.tsx';
import { FlavorChoice } from './FlavorChoice.tsx';
import { FlavorTable } from './FlavorTable.tsx';
import { PriorityChoice } from './PriorityChoice.tsx';
import { classesOf } from './priority-classes.ts';
import { ResourceSliders } from './ResourceSliders.tsx';
import type { Request } from './resources.ts';
import { EarliestStartVerdict, StartEstimates } from './StartEstimates.tsx';
import { useAvailableClusters } from './use-available-clusters.ts';
import { useClusterChoice } from './use-cluster-choice.ts';
import { useFitCheck } from './use-fit-check.ts';
import { missingVolumes, missingVolumesWords } from './volumes.ts';

/**
 * The dropdown's text for a cluster; on a phone only its name, health and the volumes it lacks (its limits are
 * shown below it).
 */
function optionLabel(
  cluster: AvailableCluster,
  narrow: boolean,
  mounts: readonly MountInput[] | null,
): string {
  const health = cluster.health.status === 'REACHABLE' ? '' : ` — ${healthLabel[cluster.health.status]}`;
  const missing = missingVolumes(cluster, mounts);
  const lacks = missing.length ? ` — does not fit: ${missingVolumesWords(missing)}` : '';
  if (narrow) return `${cluster.name}${health}${lacks}`;
  const limits =
    cluster.limits.source === 'FALLBACK'
      ? `fallback limits ${summarizeLimits(cluster.limits)}`
      : summarizeLimits(cluster.limits);
  return `${cluster.name} — ${limits}${health}${lacks}`;
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
  tasks,
  mounts = null,
}: {
  projectId: string;
  /** An array or gang (ARCHITECTURE §19): the fit, estimates and cost are asked for its podset. */
  tasks?: TasksInput | null;
  /** Data volumes to mount (ARCHITECTURE §21): only a cluster holding each of them fits. */
  mounts?: readonly MountInput[] | null;
  onChange?: (selection: ClusterSelection | null) => void;
  /** Where to start (a re-run starts from its version); a cluster no longer offered falls back to the first. */
  initial?: { clusterId?: string | null; request?: Request };
  /** What the server refused, shown on the dropdown and on the sliders. */
  errors?: ClusterPickerErrors;
}) {
  const narrow = useNarrowScreen();
  const available = useAvailableClusters(projectId);
  const { clusters, stale, error } = available;
  const choice = useClusterChoice(clusters, initial);
  const { anyCluster, selected, current, requests } = choice;
  const fit = useFitCheck(projectId, requests, selected?.id ?? null, tasks, mounts);
  // Where the data is: a cluster without a mounted volume does not fit, whatever its limits (the server agrees).
  const lacking = selected && !anyCluster ? missingVolumes(selected, mounts) : [];
  const verdict =
    choice.verdict && lacking.length
      ? {
          fits: false as const,
          reasons: [
            ...(choice.verdict.fits ? [] : choice.verdict.reasons),
            `it ${missingVolumesWords(lacking)}`,
          ],
        }
      : choice.verdict;
  const fitting = choice.fitting.filter((c) => missingVolumes(c, mounts).length === 0);
  const refresh = () => {
    available.refetch();
    fit.refetch();
  };

  const fits = anyCluster ? (fit.fitsAnywhere ?? false) : (verdict?.fits ?? false);
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
        message={`${describeClusterError(error)}${available.retryingIn != null ? ' Retrying by itself.' : ''}`}
        actions={
          <Button variant="primary" busy={available.fetching} onClick={refresh}>
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
  const bounding = choice.bounding;
  if (clusters.length === 0 || !selected || !current || !bounding) {
    return (
      <EmptyState title="No clusters available for this project">
        An administrator decides which clusters a project may use. Ask one to allow a cluster for it.
      </EmptyState>
    );
  }

  const missing = missingResources(clusters, selected, choice.intended);

  return (
    <div className={stale ? 'cluster-picker cluster-picker--stale' : 'cluster-picker'}>
      <div className="cluster-picker__choice">
        <SelectField
          label="Cluster"
          value={anyCluster ? EARLIEST_START : selected.id}
          onChange={(event) => choice.choose(event.target.value)}
          hint="Listed in the order your administrators prefer."
          error={errors?.cluster}
        >
          {clusters.map((cluster) => (
            <option key={cluster.id} value={cluster.id} title={cluster.health.message ?? undefined}>
              {optionLabel(cluster, narrow, mounts)}
            </option>
          ))}
          <option value={EARLIEST_START}>Any allowed cluster — earliest start</option>
        </SelectField>
        <Button
          variant="ghost"
          size="small"
          busy={available.fetching}
          onClick={refresh}
          aria-label="Refresh limits"
          title="Refresh limits"
        >
          {!available.fetching && <RefreshIcon />}
        </Button>
      </div>

      {stale && error && (
        <Alert tone="warning">
          <span>
            <strong>These limits may be out of date.</strong> {describeClusterError(error)}{' '}
            {available.retryingIn != null
              ? `Trying again in ${Math.ceil(available.retryingIn / 1000)} s by itself.`
              : 'Refresh to try again.'}
          </span>
        </Alert>
      )}

      <StartEstimates
        clusters={fit.answer}
        selectedId={anyCluster ? null : selected.id}
        checking={fit.checking}
        anyCluster={anyCluster}
      />

      {!anyCluster && <ClusterSummary cluster={selected} stale={stale} />}

      {choice.clampNote && (
        <Alert tone="warning">
          <span>{choice.clampNote}</span>
        </Alert>
      )}

      <ResourceSliders limits={bounding} request={current} errors={errors} onChange={choice.update} />

      <div className="cluster-picker__extended">
        <ExtendedControls
          clusterName={selected.name}
          limits={bounding}
          fallback={!anyCluster && selected.limits.source === 'FALLBACK'}
          request={current}
          missing={anyCluster ? [] : missing}
          errors={errors?.extended}
          onChange={choice.updateExtended}
        />
        <PriorityChoice
          classes={classesOf(bounding)}
          value={current.priorityClass}
          error={errors?.priorityClass}
          anyCluster={anyCluster}
          onChange={(priorityClass) => choice.update({ priorityClass })}
        />
        {!anyCluster && (
          <FlavorChoice
            limits={selected.limits}
            value={current.flavor}
            error={errors?.flavor}
            onChange={(flavor) => choice.update({ flavor })}
          />
        )}
      </div>

      {!anyCluster && <FlavorTable cluster={selected} request={current} />}

      {anyCluster ? (
        <EarliestStartVerdict
          answer={fit.answer}
          fitting={fitting}
          checking={fit.checking}
          error={fit.error}
        />
      ) : (
        <FitVerdict
          clusterName={selected.name}
          verdict={verdict}
          checking={fit.checking}
          serverFits={fit.serverFits}
          error={fit.error}
          failed={fit.failed}
          fitsElsewhere={fit.fitsElsewhere}
          onRefresh={refresh}
        />
      )}
    </div>
  );
}
