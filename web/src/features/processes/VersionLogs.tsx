import { useId, useLayoutEffect, useRef, useState } from 'react';
import { useQuery } from 'urql';
import { describeError } from '../../client.ts';
import { graphql } from '../../gql';
import type { ProcessStatus } from '../../gql/graphql';
import { Alert } from '../../ui/Alert.tsx';
import { Badge } from '../../ui/Badge.tsx';
import { Button } from '../../ui/Button.tsx';
import { RefreshIcon } from '../../ui/icons.tsx';
import { useLiveSubscription } from '../../useLiveSubscription.ts';
import { finishedStatuses } from './process-status.ts';

export const LogsQuery = graphql(`
  query VersionLogs_LogsQuery($id: ID!, $tailLines: Int) {
    processVersion(id: $id) {
      id
      logs(tailLines: $tailLines)
      logSource
      logMessage
      logsTruncated
    }
  }
`);

export const LogsSubscription = graphql(`
  subscription VersionLogs_LogsSubscription($id: ID!, $tailLines: Int, $after: String) {
    processVersionLogChunks(id: $id, tailLines: $tailLines, after: $after) {
      text
      cursor
      finished
    }
  }
`);

const TAILS = [
  { value: '100', label: 'Last 100 lines' },
  { value: '1000', label: 'Last 1,000 lines' },
  { value: '10000', label: 'Last 10,000 lines' },
  { value: 'all', label: 'Everything kept (1 MiB)' },
];

const sourceLabel = { CLUSTER: 'From the cluster', ARCHIVE: 'Kept copy', NONE: 'No logs' } as const;

/**
 * A version's log: followed live (SSE) while its container runs, otherwise read once (from the cluster, or the
 * copy kept when it finished); the last N lines or everything kept.
 */
export function VersionLogs({ versionId, status }: { versionId: string; status: ProcessStatus }) {
  const ids = useId();
  const [tail, setTail] = useState('1000');
  const [follow, setFollow] = useState(true);
  const tailLines = tail === 'all' ? null : Number(tail);
  const finished = finishedStatuses.includes(status);
  const following = follow && status === 'RUNNING';
  const notStarted = !finished && status !== 'RUNNING';

  const [read, reread] = useQuery({
    query: LogsQuery,
    variables: { id: versionId, tailLines },
    pause: following || notStarted,
    requestPolicy: 'network-only',
  });
  // Followed in chunks with a cursor: a stream that drops before the log is complete (a server shutting down) is
  // opened again, on whichever server answers, after the last line it has.
  const stream = useLiveSubscription(
    {
      query: LogsSubscription,
      variables: { id: versionId, tailLines },
      pause: !following,
      isFinal: (event) => event.processVersionLogChunks.finished,
      resumeVariables: (last) => ({ id: versionId, tailLines, after: last.processVersionLogChunks.cursor }),
    },
    (text: string | undefined, event) => (text ?? '') + event.processVersionLogChunks.text,
  );

  // A finished stream (the container ended) leaves its text; a fresh read follows once the status says so.
  const text = following ? (stream.data ?? '') : (read.data?.processVersion?.logs ?? '');
  const logsRef = useRef<HTMLElement>(null);
  const atBottom = useRef(true);
  useLayoutEffect(() => {
    const el = logsRef.current;
    if (el && following && atBottom.current && text) el.scrollTop = el.scrollHeight;
  }, [text, following]);

  const info = read.data?.processVersion;
  const error = following ? stream.error : read.error;
  return (
    <section aria-labelledby={`${ids}-title`} className="version-logs">
      <div className="version-logs__bar">
        <h3 className="version-logs__title" id={`${ids}-title`}>
          Logs
        </h3>
        {following && stream.reconnecting ? (
          <Badge>Reconnecting…</Badge>
        ) : following && !stream.error ? (
          <Badge tone="primary">Following</Badge>
        ) : info && !following ? (
          <Badge>{sourceLabel[info.logSource]}</Badge>
        ) : null}
        <label className="version-logs__control">
          <span>Show</span>
          <select
            className="input select__control version-logs__tail"
            value={tail}
            onChange={(e) => setTail(e.target.value)}
          >
            {TAILS.map((t) => (
              <option key={t.value} value={t.value}>
                {t.label}
              </option>
            ))}
          </select>
        </label>
        <label className="version-logs__control checkbox">
          <input
            type="checkbox"
            checked={follow}
            disabled={status !== 'RUNNING'}
            onChange={(e) => setFollow(e.target.checked)}
          />
          <span>Follow</span>
        </label>
        {!following && !notStarted && (
          <Button
            size="small"
            variant="ghost"
            busy={read.fetching}
            onClick={() => reread({ requestPolicy: 'network-only' })}
            aria-label="Reload logs"
            title="Reload logs"
          >
            {!read.fetching && <RefreshIcon />}
          </Button>
        )}
      </div>
      {error && (
        <Alert tone="warning">
          <span>{describeError(error)}</span>
        </Alert>
      )}
      {!following && info?.logMessage && <p className="muted version-logs__note">{info.logMessage}</p>}
      {!following && info?.logsTruncated && (
        <p className="muted version-logs__note">Older lines were left out to keep the last MiB.</p>
      )}
      {notStarted ? (
        <p className="muted version-logs__note">Logs appear once the job runs.</p>
      ) : (
        <section
          ref={logsRef}
          className="version-logs__text"
          // Not live: a busy log would drown a screen reader.
          aria-label={`Log output${following ? ', following' : ''}`}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
          tabIndex={0}
          onScroll={(event) => {
            const el = event.currentTarget;
            atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < 24;
          }}
        >
          <pre>{text || (read.fetching || (following && stream.fetching) ? 'Loading…' : 'No output.')}</pre>
        </section>
      )}
    </section>
  );
}
