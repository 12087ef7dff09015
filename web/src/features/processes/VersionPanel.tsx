import type { CombinedError } from '@urql/core';
import { useEffect, useId, useState } from 'react';
import { useMutation } from 'urql';
import { describeError } from '../../client.ts';
import { graphql } from '../../gql';
import { Alert } from '../../ui/Alert.tsx';
import { Badge } from '../../ui/Badge.tsx';
import { Button } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import { formatBytes, formatCores, formatDuration } from '../clusters/resources.ts';
import { EstimateRecord } from '../clusters/StartEstimates.tsx';
import { plainMessage } from './kueue-message.ts';
import {
  describeAssigned,
  finishedStatuses,
  formatDateTime,
  personName,
  statusLabel,
  statusTone,
  summarizeResources,
} from './process-status.ts';
import { TaskGrid } from './TaskGrid.tsx';
import { VersionAttempts } from './VersionAttempts.tsx';
import { VersionLogs } from './VersionLogs.tsx';
import { VersionMounts } from './VersionMounts.tsx';
import { VersionNotifications } from './VersionNotifications.tsx';
import { VersionTimeline } from './VersionTimeline.tsx';
import type { Version } from './version.ts';

/** What the panel shows of a version: read by the process page's query and by its live subscription alike. */
export const VersionPanelFragment = graphql(`
  fragment VersionPanel_Version on ProcessVersion {
    id
    version
    status
    createdAt
    createdBy {
      id
      name
      email
    }
    cluster {
      id
      name
    }
    image
    command
    args
    env {
      name
      value
      secret
    }
    mounts {
      volume
      path
      readOnly
    }
    resources {
      cpu
      memory
      cpuCores
      memoryBytes
      deadlineSeconds
      extended {
        name
        quantity
        amount
      }
      flavor
      priorityClass
    }
    assignedFlavors {
      coveredResources
      flavor
    }
    checkedLimits {
      source
      flavor
      maxCpuCores
      maxMemoryBytes
      maxRuntimeSeconds
      checkedAt
    }
    statusReason
    statusMessage
    waitingReason
    queuePosition {
      positionInClusterQueue
      workloadsAhead
      estimate {
        basis
        message
        calibration { samples withinBound medianError }
      }
    }
    cancelRequestedAt
    startedAt
    finishedAt
    exitCode
    tasks {
      count
      parallelism
      gang
      pending
      running
      succeeded
      failed
    }
    history {
      id
      createdAt
      status
      reason
      message
    }
    failover {
      maxAttempts
    }
    attempts {
      number
      cluster {
        id
        name
      }
      outcome
      reason
      createdAt
      startedAt
      endedAt
      jobDeletedAt
    }
    notifications {
      id
      event
      status
      attempts
      lastError
      deliveredAt
      channel {
        id
        kind
        target
      }
    }
  }
`);

export const CancelVersionMutation = graphql(`
  mutation VersionPanel_CancelVersionMutation($id: ID!) {
    cancelProcessVersion(id: $id) {
      __typename
      ... on ProcessVersion {
        id
        status
        statusReason
        statusMessage
        cancelRequestedAt
      }
      ... on ClusterUnavailableError {
        message
        retrying
      }
      ... on VersionNotCancellableError {
        message
      }
      ... on NotFoundError {
        message
      }
    }
  }
`);

/** One version: its live status with Kueue's reason, Cancel, its timeline, its logs and what it runs. */
export function VersionPanel({
  version,
  live,
  liveError,
  canCancel,
}: {
  version: Version;
  /** Whether status changes arrive live. */
  live: boolean;
  liveError: CombinedError | undefined;
  canCancel: boolean;
}) {
  const ids = useId();
  const finished = finishedStatuses.includes(version.status);
  return (
    <section aria-labelledby={`${ids}-title`} className="page-section">
      <h2 className="section-title" id={`${ids}-title`}>
        Version {version.version}{' '}
        <Badge tone={statusTone[version.status]}>{statusLabel[version.status]}</Badge>
        {live && <span className="live-dot" title="Updates live" aria-label="updates live" role="img" />}
      </h2>
      <Card padded className="version-panel">
        <div className="version-panel__status">
          <p className="version-panel__status-text" aria-live="polite">
            <strong>{statusLabel[version.status]}</strong>
            {version.statusReason &&
              version.statusReason.toLowerCase() !== statusLabel[version.status].toLowerCase() && (
                <span className="muted"> · {version.statusReason}</span>
              )}

            {version.exitCode != null && <span className="muted"> · exit code {version.exitCode}</span>}
            {version.statusMessage && (
              <span className="version-panel__message">{plainMessage(version.statusMessage)}</span>
            )}
            {version.cancelRequestedAt && !finished && (
              <span className="version-panel__message">
                Cancel asked at {formatDateTime(version.cancelRequestedAt)}: the job is being deleted.
              </span>
            )}
          </p>
          {canCancel && !finished && !version.cancelRequestedAt && <CancelButton version={version} />}
        </div>
        {version.status === 'RUNNING' && version.startedAt && (
          <RunningFor startedAt={version.startedAt} deadlineSeconds={version.resources.deadlineSeconds} />
        )}
        {finished && version.startedAt && version.finishedAt && (
          <p className="muted version-panel__elapsed">
            Ran for{' '}
            {formatDuration(
              Math.max(
                0,
                Math.round((Date.parse(version.finishedAt) - Date.parse(version.startedAt)) / 1000),
              ),
            )}
            .
          </p>
        )}
        {version.status === 'QUEUED' && (version.waitingReason || version.queuePosition) && (
          <div className="version-panel__queue" role="status" aria-label="Place in the queue">
            {version.waitingReason && <p>{version.waitingReason}</p>}
            {version.queuePosition && (
              <p className="muted">
                {version.queuePosition.positionInClusterQueue != null &&
                  `Position ${version.queuePosition.positionInClusterQueue + 1} in the cluster's queue. `}
                {version.queuePosition.estimate &&
                  !version.waitingReason?.includes(version.queuePosition.estimate.message) &&
                  `Estimate: ${version.queuePosition.estimate.message}.`}
                {version.queuePosition.estimate && (
                  <EstimateRecord
                    clusterName={version.cluster.name}
                    calibration={version.queuePosition.estimate.calibration}
                  />
                )}
              </p>
            )}
          </div>
        )}
        {liveError && !finished && (
          <Alert tone="warning">
            <span>
              Live updates stopped: {describeError(liveError)} Reload the page to see the latest status.
            </span>
          </Alert>
        )}
        <VersionAttempts version={version} />
        <VersionNotifications version={version} />
        <VersionTimeline version={version} />
        {version.tasks ? (
          <TaskGrid
            // One grid per version: the opened task, the focus and the pages read belong to it (the re-run's
            // button opens the next version in this same panel).
            key={version.id}
            versionId={version.id}
            version={version.version}
            tasks={version.tasks}
            canRerun={canCancel}
          />
        ) : (
          <VersionLogs versionId={version.id} status={version.status} />
        )}
        <VersionDetails version={version} />
      </Card>
    </section>
  );
}

function CancelButton({ version }: { version: Version }) {
  const [confirming, setConfirming] = useState(false);
  const [result, cancel] = useMutation(CancelVersionMutation);
  const [message, setMessage] = useState<{ tone: 'warning' | 'danger' | 'info'; text: string } | null>(null);
  const doCancel = async () => {
    const answer = await cancel({ id: version.id });
    setConfirming(false);
    const data = answer.data?.cancelProcessVersion;
    if (!data) {
      setMessage({
        tone: 'danger',
        text: answer.error ? describeError(answer.error) : 'No answer from the server.',
      });
      return;
    }
    switch (data.__typename) {
      case 'ProcessVersion':
        setMessage(null);
        break;
      case 'ClusterUnavailableError':
        setMessage({
          tone: 'warning',
          text: `${data.message}${data.retrying ? ' The cancel is kept and retried until the cluster answers.' : ''}`,
        });
        break;
      case 'VersionNotCancellableError':
      case 'NotFoundError':
        setMessage({ tone: 'info', text: data.message });
        break;
    }
  };
  return (
    <div className="version-panel__cancel">
      {confirming ? (
        <fieldset className="version-panel__confirm">
          <legend>Cancel version {version.version}? Its job is deleted.</legend>
          <Button
            variant="danger"
            size="small"
            busy={result.fetching}
            onClick={() => void doCancel()}
            autoFocus
          >
            Yes, cancel it
          </Button>
          <Button size="small" onClick={() => setConfirming(false)}>
            Keep it
          </Button>
        </fieldset>
      ) : (
        <Button variant="danger" size="small" onClick={() => setConfirming(true)}>
          Cancel version {version.version}
        </Button>
      )}
      {message && (
        <Alert tone={message.tone}>
          <span>{message.text}</span>
        </Alert>
      )}
    </div>
  );
}

export function VersionDetails({ version }: { version: Version }) {
  const limits = version.checkedLimits;
  return (
    <dl className="details">
      <div>
        <dt>Cluster</dt>
        <dd>
          {version.cluster.name}
          {version.assignedFlavors.length > 0 ? (
            <span className="muted">
              {' '}
              · {version.assignedFlavors.length > 1 ? 'flavors' : 'flavor'}{' '}
              {version.assignedFlavors.map((a) => a.flavor).join(' and ')}
            </span>
          ) : (
            limits.flavor && <span className="muted"> · checked against flavor {limits.flavor}</span>
          )}
        </dd>
      </div>
      <div>
        <dt>Resources</dt>
        <dd>
          {summarizeResources(version.resources)}{' '}
          <span className="muted">
            (
            {[
              `${version.resources.cpu} CPU`,
              version.resources.memory,
              ...version.resources.extended.map((e) => `${e.name}: ${e.quantity}`),
            ].join(', ')}
            )
          </span>
        </dd>
      </div>
      <div>
        <dt>Flavors</dt>
        <dd>
          <AssignedFlavors version={version} />
        </dd>
      </div>
      <div>
        <dt>Priority</dt>
        <dd>
          {version.resources.priorityClass ?? <span className="muted">Default (no class, priority 0)</span>}
        </dd>
      </div>
      <div>
        <dt>Image</dt>
        <dd>
          <code>{version.image}</code>
        </dd>
      </div>
      <div>
        <dt>Command</dt>
        <dd>
          {version.command.length || version.args.length ? (
            <code className="details__argv">
              {[...version.command, ...version.args].map(shellWord).join(' ')}
            </code>
          ) : (
            <span className="muted">The image’s default</span>
          )}
        </dd>
      </div>
      <div>
        <dt>Environment</dt>
        <dd>
          {version.env.length ? (
            <ul className="details__env">
              {version.env.map((e) => (
                <li key={e.name}>
                  <code>{e.secret != null ? `${e.name} ← secret ${e.secret}` : `${e.name}=${e.value}`}</code>
                </li>
              ))}
            </ul>
          ) : (
            <span className="muted">None</span>
          )}
        </dd>
      </div>
      <VersionMounts mounts={version.mounts} />
      <div>
        <dt>Checked against</dt>
        <dd>
          {limits.source === 'FALLBACK' ? 'Fallback limits' : 'Kueue limits'}:{' '}
          {formatCores(Math.round(limits.maxCpuCores * 1000))}, {formatBytes(limits.maxMemoryBytes)},{' '}
          {limits.maxRuntimeSeconds == null
            ? 'no time limit'
            : `max ${formatDuration(limits.maxRuntimeSeconds)}`}{' '}
          <span className="muted">at {formatDateTime(limits.checkedAt)}</span>
        </dd>
      </div>
      <div>
        <dt>Created</dt>
        <dd>
          {personName(version.createdBy)}, {formatDateTime(version.createdAt)}
        </dd>
      </div>
    </dl>
  );
}

/** What Kueue assigned per resource group on admission, and the pinned flavor when there is one. */
function AssignedFlavors({ version }: { version: Version }) {
  const pinned = version.resources.flavor;
  if (version.assignedFlavors.length > 0) {
    return (
      <>
        {describeAssigned(version.assignedFlavors)}
        <span className="muted"> · assigned by Kueue{pinned ? `, pinned to ${pinned}` : ''}</span>
      </>
    );
  }
  const ran = Boolean(version.startedAt) || version.status === 'RUNNING';
  return (
    <span className="muted">
      {pinned ? `Pinned to ${pinned}; ` : ''}
      {ran
        ? 'Kueue admitted it, but no assignment was recorded for this version.'
        : finishedStatuses.includes(version.status)
          ? 'none assigned: Kueue did not admit it.'
          : 'Kueue assigns them when it admits the workload.'}
    </span>
  );
}

/** An argv element as a shell would need it quoted, so the command reads as one line. */
function shellWord(word: string): string {
  return /^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replaceAll("'", `'\\''`)}'`;
}

/** "Running for 2 min, at most 58 min left" (by its deadline), ticking; outside the live region on purpose. */
function RunningFor({ startedAt, deadlineSeconds }: { startedAt: string; deadlineSeconds: number | null }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const elapsed = Math.max(0, Math.floor((now - Date.parse(startedAt)) / 1000));
  const left = deadlineSeconds == null ? null : Math.max(0, deadlineSeconds - elapsed);
  return (
    <p className="muted version-panel__elapsed">
      Running for {formatDuration(elapsed)}
      {left == null ? '.' : `, at most ${formatDuration(left)} left.`}
    </p>
  );
}
