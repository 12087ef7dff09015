import { useQuery } from 'urql';
import { describeError } from '../../client.ts';
import { graphql } from '../../gql';
import { Alert } from '../../ui/Alert.tsx';
import { Badge } from '../../ui/Badge.tsx';
import { Button } from '../../ui/Button.tsx';
import { formatDateTime } from './process-status.ts';
import { taskStatusLabel } from './task-grid.ts';

export const TaskDetailQuery = graphql(`
  query TaskGrid_TaskDetailQuery($id: ID!, $after: String, $tailLines: Int) {
    processVersion(id: $id) {
      id
      tasks {
        items(first: 1, after: $after) {
          edges {
            node {
              index
              status
              exitCode
              restarts
              startedAt
              finishedAt
              parameters
              message
              logs(tailLines: $tailLines)
            }
          }
        }
      }
    }
  }
`);

const toneOf = {
  PENDING: 'neutral',
  RUNNING: 'primary',
  SUCCEEDED: 'success',
  FAILED: 'danger',
  CANCELLED: 'neutral',
} as const;

/** One task, opened from the grid: its status, exit code, restarts, parameters, message and its last log lines. */
export function TaskDetail({
  versionId,
  index,
  after,
  onClose,
}: {
  versionId: string;
  index: number;
  /** The cursor of the task before it (null for task 0). */
  after: string | null;
  onClose: () => void;
}) {
  const [{ data, fetching, error }, reread] = useQuery({
    query: TaskDetailQuery,
    variables: { id: versionId, after, tailLines: 500 },
    requestPolicy: 'network-only',
  });
  const task = data?.processVersion?.tasks?.items.edges[0]?.node;
  const shown = task && task.index === index ? task : null;
  return (
    <section className="task-detail" aria-label={`Task ${index}`}>
      <div className="version-logs__bar">
        <h4 className="version-logs__title">Task {index}</h4>
        {shown && <Badge tone={toneOf[shown.status]}>{taskStatusLabel[shown.status]}</Badge>}
        {shown?.exitCode != null && <span className="muted">exit code {shown.exitCode}</span>}
        {shown && shown.restarts > 0 && <span className="muted">{shown.restarts} restarts</span>}
        <Button
          size="small"
          variant="ghost"
          busy={fetching}
          onClick={() => reread({ requestPolicy: 'network-only' })}
        >
          Reload
        </Button>
        <Button size="small" variant="ghost" onClick={onClose}>
          Close
        </Button>
      </div>
      {error && (
        <Alert tone="warning">
          <span>{describeError(error)}</span>
        </Alert>
      )}
      {shown && (
        <>
          <p className="muted task-detail__times">
            {shown.startedAt ? `Started ${formatDateTime(shown.startedAt)}` : 'Not started yet'}
            {shown.finishedAt ? ` · finished ${formatDateTime(shown.finishedAt)}` : ''}
            {shown.message ? ` · ${shown.message}` : ''}
          </p>
          {shown.parameters != null && (
            <p className="task-detail__params">
              Parameters: <code>{JSON.stringify(shown.parameters)}</code>
            </p>
          )}
          <section
            className="version-logs__text"
            aria-label={`Log output of task ${index}`}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
            tabIndex={0}
          >
            <pre>{shown.logs ?? 'No logs to read for this task.'}</pre>
          </section>
        </>
      )}
      {!shown && fetching && <p className="muted">Loading task {index}…</p>}
      {!shown && !fetching && !error && <p className="muted">Task {index} could not be found.</p>}
    </section>
  );
}
