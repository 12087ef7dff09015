import { useState } from 'react';
import { useQuery } from 'urql';
import { describeError } from '../../client.ts';
import { graphql } from '../../gql';
import { Card } from '../../ui/Card.tsx';
import { ScrollArea } from '../../ui/ScrollArea.tsx';
import { SelectField } from '../../ui/SelectField.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../ui/States.tsx';
import { formatDuration } from '../clusters/resources.ts';

export const WaitsQuery = graphql(`
  query WaitsReport_WaitsQuery($projectId: ID!, $from: DateTime!, $to: DateTime!) {
    waits(projectId: $projectId, from: $from, to: $to) {
      rows {
        cluster {
          id
          name
        }
        count
        medianSeconds
        p90Seconds
        reasons {
          reason
          count
        }
      }
    }
  }
`);

const DAY_MS = 86_400_000;
export const PERIODS = [
  { days: 1, label: 'Last 24 hours' },
  { days: 7, label: 'Last 7 days' },
  { days: 30, label: 'Last 30 days' },
  { days: 90, label: 'Last 90 days' },
];

/** A wait in words: "45 s", "2 min", "1 h 5 min" (whole seconds). */
export function waitWords(seconds: number): string {
  return formatDuration(Math.round(seconds));
}

/**
 * How long this project's jobs waited to start, and why, over a chosen period, per cluster: how many started, the
 * median and 90th-percentile wait (creation to first start), Kueue's commonest reasons.
 */
export function WaitsReport({
  projectId,
  now = () => Date.now(),
}: {
  projectId: string;
  now?: () => number;
}) {
  const [days, setDays] = useState(7);
  // The period's end is fixed when the period is chosen, so the query's variables stay the same between renders.
  const [to, setTo] = useState(() => now());
  const from = new Date(to - days * DAY_MS).toISOString();
  const [{ data, fetching, error }, reexecute] = useQuery({
    query: WaitsQuery,
    variables: { projectId, from, to: new Date(to).toISOString() },
  });
  const rows = data?.waits?.rows;
  return (
    <div className="waits-report">
      <div className="waits-report__controls">
        <SelectField
          label="Period"
          value={String(days)}
          onChange={(event) => {
            setDays(Number(event.target.value));
            setTo(now());
          }}
        >
          {PERIODS.map((p) => (
            <option key={p.days} value={p.days}>
              {p.label}
            </option>
          ))}
        </SelectField>
      </div>
      {error && !data ? (
        <Card>
          <ErrorState
            title="The waits could not be loaded"
            message={describeError(error)}
            actions={
              <button
                type="button"
                className="link-button"
                onClick={() => reexecute({ requestPolicy: 'network-only' })}
              >
                Try again
              </button>
            }
          />
        </Card>
      ) : !rows ? (
        <Card>
          <LoadingState label={fetching ? 'Loading waits…' : 'Loading'} />
        </Card>
      ) : rows.length === 0 ? (
        <Card>
          <EmptyState title="No job started in this period">
            Waits are counted for the versions created in the period that have started.
          </EmptyState>
        </Card>
      ) : (
        <Card className="table-card">
          <ScrollArea label="Waits by cluster">
            <table className="table">
              <caption className="visually-hidden">How long jobs waited to start, per cluster</caption>
              <thead>
                <tr>
                  <th scope="col">Cluster</th>
                  <th scope="col">Started</th>
                  <th scope="col">Median wait</th>
                  <th scope="col">90% started within</th>
                  <th scope="col">Commonest reasons</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.cluster.id}>
                    <td className="table__primary">{row.cluster.name}</td>
                    <td>{row.count}</td>
                    <td className="nowrap">{waitWords(row.medianSeconds)}</td>
                    <td className="nowrap">{waitWords(row.p90Seconds)}</td>
                    <td>
                      {row.reasons.length === 0
                        ? '—'
                        : row.reasons.map((r) => `${r.reason} (${r.count} of ${row.count})`).join(', ')}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollArea>
        </Card>
      )}
    </div>
  );
}
