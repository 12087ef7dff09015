import { useMemo, useState } from 'react';
import { useQuery } from 'urql';
import { graphql } from '../../gql';
import { Link } from '../../router.tsx';
import { Button } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { pageState } from '../../ui/PageStates.tsx';
import { SelectField } from '../../ui/SelectField.tsx';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';
import { BudgetBar } from './BudgetBar.tsx';
import { formatMoney } from './CostEstimate.tsx';
import { download, toCsv } from './csv.ts';
import { UsageChart } from './UsageChart.tsx';
import { UsageTable } from './UsageTable.tsx';

export const UsagePageQuery = graphql(`
  query UsagePage_Query($projectId: ID!, $from: DateTime!, $to: DateTime!, $groupBy: [UsageDimension!]!) {
    project(id: $projectId) { id name }
    usage(projectId: $projectId, from: $from, to: $to, groupBy: $groupBy) {
      totalCost
      currency
      rows { cluster { id name } flavor resource day resourceSeconds cost }
    }
  }
`);

type By = 'CLUSTER' | 'FLAVOR';
const GIB = 1024 ** 3;

/** Hours of a resource in the units people count it in: cores, GiB, units. */
function hoursOf(resource: string, resourceSeconds: number): number {
  return resource === 'memory' ? resourceSeconds / GIB / 3600 : resourceSeconds / 3600;
}
function unitOf(resource: string): string {
  return resource === 'cpu' ? 'core-hours' : resource === 'memory' ? 'GiB-hours' : `${resource} hours`;
}

function monthRange(offset: number): { from: Date; to: Date; label: string } {
  const now = new Date();
  const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1));
  const to = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + 1, 1));
  const label = from.toLocaleDateString('en', { month: 'long', year: 'numeric', timeZone: 'UTC' });
  return { from, to, label };
}

/** A project's usage (ARCHITECTURE §18): a month's resource-hours or cost per day by cluster or flavor. */
export function UsagePage({ projectId }: { projectId: string }) {
  const [offset, setOffset] = useState(0);
  const [by, setBy] = useState<By>('CLUSTER');
  // null: chosen by what there is (cost when anything is priced, else resource-hours).
  const [chosenMetric, setMetric] = useState<string | null>(null);
  const month = useMemo(() => monthRange(offset), [offset]);
  const [{ data, fetching, error }, reexecute] = useQuery({
    query: UsagePageQuery,
    variables: {
      projectId,
      from: month.from.toISOString(),
      to: month.to.toISOString(),
      groupBy: ['DAY', by, 'RESOURCE'],
    },
  });
  useDocumentTitle(data?.project ? `Usage · ${data.project.name}` : 'Usage');
  const state = pageState(
    {
      error,
      fetching,
      loaded: Boolean(data),
      found: Boolean(data?.project),
      retry: () => reexecute({ requestPolicy: 'network-only' }),
    },
    {
      errorTitle: 'Usage could not be loaded',
      loadingLabel: 'Loading usage…',
      notFoundTitle: 'Project not found',
      notFound: 'It does not exist, or you are not one of its members.',
      headingLevel: 1,
    },
  );
  const rows = data?.usage.rows ?? [];
  const currency = data?.usage.currency ?? 'EUR';
  const resources = [...new Set(rows.map((r) => r.resource ?? ''))].sort();
  const priced = data?.usage.totalCost != null;
  const metric =
    chosenMetric ??
    (priced || resources.length === 0 ? 'cost' : resources.includes('cpu') ? 'cpu' : resources[0]!);
  const keyOf = (r: (typeof rows)[number]) =>
    by === 'CLUSTER' ? (r.cluster?.name ?? '?') : r.flavor || 'unknown';
  const days: Date[] = [];
  for (let t = month.from.getTime(); t < month.to.getTime(); t += 86_400_000) days.push(new Date(t));
  const seriesKeys = [...new Set(rows.map(keyOf))].sort();
  const values = days.map(() => ({}) as Record<string, number>);
  for (const r of rows) {
    if (!r.day) continue;
    const i = Math.round((new Date(r.day).getTime() - month.from.getTime()) / 86_400_000);
    if (i < 0 || i >= days.length) continue;
    const v =
      metric === 'cost' ? (r.cost ?? 0) : r.resource === metric ? hoursOf(metric, r.resourceSeconds) : 0;
    const k = keyOf(r);
    values[i]![k] = (values[i]![k] ?? 0) + v;
  }
  const unit = metric === 'cost' ? currency : unitOf(metric);
  const format = (v: number) => (metric === 'cost' ? formatMoney(v, currency) : `${v.toFixed(1)}`);
  const table = [...rows].sort(
    (a, b) => String(a.day).localeCompare(String(b.day)) || keyOf(a).localeCompare(keyOf(b)),
  );
  const csv = () =>
    download(
      `usage-${data?.project?.name ?? projectId}-${month.from.toISOString().slice(0, 7)}.csv`,
      toCsv(
        [
          'day',
          by === 'CLUSTER' ? 'cluster' : 'flavor',
          'resource',
          'resource_seconds',
          'hours',
          `cost_${currency}`,
        ],
        table.map((r) => [
          String(r.day).slice(0, 10),
          keyOf(r),
          r.resource ?? '',
          r.resourceSeconds,
          hoursOf(r.resource ?? '', r.resourceSeconds),
          r.cost ?? null,
        ]),
      ),
    );

  return (
    <>
      <nav className="breadcrumb" aria-label="Breadcrumb">
        <Link to="/projects" activeWhen={() => false}>
          Projects
        </Link>
        <span aria-hidden="true">/</span>
        <Link to={`/projects/${encodeURIComponent(projectId)}`} activeWhen={() => false}>
          {data?.project?.name ?? 'Project'}
        </Link>
        <span aria-hidden="true">/</span>
      </nav>
      {state ?? (
        <>
          <PageHeader
            title={`Usage · ${month.label}`}
            description={`Total cost ${data?.usage.totalCost == null ? 'none (nothing priced)' : formatMoney(data.usage.totalCost, currency)}; every pod counts (each task of an array or gang), running ones up to now.`}
            actions={
              <div className="usage-controls">
                <Button variant="ghost" size="small" onClick={() => setOffset(offset - 1)}>
                  ← Previous month
                </Button>
                <Button
                  variant="ghost"
                  size="small"
                  disabled={offset >= 0}
                  onClick={() => setOffset(offset + 1)}
                >
                  Next month →
                </Button>
              </div>
            }
          />
          <BudgetBar projectId={projectId} currency={currency} usageLink={false} />
          <Card padded className="usage-panel">
            <div className="usage-controls">
              <SelectField label="Show" value={metric} onChange={(e) => setMetric(e.target.value)}>
                <option value="cost">Cost ({currency})</option>
                {resources.map((r) => (
                  <option key={r} value={r}>
                    {unitOf(r)}
                  </option>
                ))}
              </SelectField>
              <SelectField label="By" value={by} onChange={(e) => setBy(e.target.value as By)}>
                <option value="CLUSTER">cluster</option>
                <option value="FLAVOR">flavor</option>
              </SelectField>
              <Button variant="secondary" size="small" onClick={csv} disabled={rows.length === 0}>
                Download CSV
              </Button>
            </div>
            {rows.length === 0 ? (
              <p className="muted">Nothing ran in {month.label}.</p>
            ) : (
              <UsageChart
                days={days}
                series={seriesKeys.map((k) => ({ key: k, label: k }))}
                values={values}
                unit={unit}
                format={format}
              />
            )}
          </Card>
          {rows.length > 0 && (
            <UsageTable
              groupLabel={by === 'CLUSTER' ? 'Cluster' : 'Flavor'}
              currency={currency}
              rows={table.map((r) => ({
                key: `${r.day}|${keyOf(r)}|${r.resource}`,
                day: String(r.day).slice(0, 10),
                group: keyOf(r),
                resource: r.resource ?? '',
                hours: hoursOf(r.resource ?? '', r.resourceSeconds),
                unit: unitOf(r.resource ?? ''),
                cost: r.cost ?? null,
              }))}
            />
          )}
        </>
      )}
    </>
  );
}
