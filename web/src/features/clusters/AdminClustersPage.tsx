import { useMemo, useRef, useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { graphql } from '../../gql';
import type { AdminClustersPage_ClustersQueryQuery, UpdateClusterInput } from '../../gql/graphql';
import { Alert } from '../../ui/Alert.tsx';
import { Badge } from '../../ui/Badge.tsx';
import { Button } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { pageState } from '../../ui/PageStates.tsx';
import { ScrollArea } from '../../ui/ScrollArea.tsx';
import { EmptyState } from '../../ui/States.tsx';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';
import { viewerCanAdminister } from '../access/access.ts';
import { useSignedInUser } from '../auth/SessionProvider.tsx';
import { ceilingLines } from './ceilings.ts';
import { describeClusterError, healthLabel, healthTone } from './cluster-health.ts';
import { type WithLimits, withLimits } from './cluster-limits.ts';
import { PriceTable } from './PriceTable.tsx';
import { RegisterClusterForm } from './RegisterClusterForm.tsx';
import { formatDurationExact, parseDuration } from './resources.ts';

export const ClustersQuery = graphql(`
  query AdminClustersPage_ClustersQuery {
    clusters {
      id
      name
      description
      sortOrder
      active
      maxRuntimeSeconds
      namespace
      localQueue
      clusterQueue
      hasRegistryAuth
      simulated
      limits {
        ...ClusterLimits_Limits
      }
      health {
        status
        message
      }
      prices {
        flavor
        resource
        pricePerHour
        currency
      }
    }
  }
`);

export const UpdateClusterMutation = graphql(`
  mutation AdminClustersPage_UpdateClusterMutation($input: UpdateClusterInput!) {
    updateCluster(input: $input) {
      __typename
      ... on Cluster {
        id
        sortOrder
        active
        maxRuntimeSeconds
      }
      ... on ValidationError {
        message
        issues {
          field
          message
        }
      }
    }
  }
`);

type AdminCluster = WithLimits<AdminClustersPage_ClustersQueryQuery['clusters'][number]>;

/** `/admin/clusters`: every registered cluster with its health and limits, inline edits, and registration. */
export function AdminClustersPage() {
  const user = useSignedInUser();
  useDocumentTitle('Clusters');
  const [{ data, fetching, error }, reexecute] = useQuery({
    query: ClustersQuery,
    pause: !viewerCanAdminister(user),
  });
  const clusters = useMemo(() => (data ? withLimits(data.clusters) : undefined), [data]);
  const [registering, setRegistering] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const refresh = () => reexecute({ requestPolicy: 'network-only' });

  if (!viewerCanAdminister(user)) {
    return (
      <Card>
        <EmptyState title="Administrators only" headingLevel={1}>
          Ask an administrator to register or change clusters.
        </EmptyState>
      </Card>
    );
  }

  const header = (
    <PageHeader
      title="Clusters"
      description="Where processes run. Users see active clusters in this order, with their live limits."
      actions={
        !registering && (
          <Button
            variant="primary"
            onClick={() => {
              setRegistering(true);
              setNotice(null);
            }}
          >
            Register cluster
          </Button>
        )
      }
    />
  );

  const body =
    pageState(
      { error, fetching, loaded: Boolean(data), found: Boolean(data?.clusters.length), retry: refresh },
      {
        errorTitle: 'Clusters could not be loaded',
        describe: describeClusterError,
        loadingLabel: 'Loading clusters…',
        notFoundTitle: 'No clusters yet',
        notFound: 'Register one with its kubeconfig and Kueue queues.',
      },
    ) ??
    (clusters && (
      <>
        <ClustersTable clusters={clusters} onChanged={refresh} />
        <Prices clusters={clusters} />
      </>
    ));

  return (
    <>
      {header}
      {notice && (
        <div className="page-section">
          <Alert tone="success">{notice}</Alert>
        </div>
      )}
      {registering && (
        <Card padded className="page-section">
          <RegisterClusterForm
            onCancel={() => setRegistering(false)}
            onRegistered={(cluster) => {
              setRegistering(false);
              setNotice(`Registered ${cluster.name}. Its limits are read from its ClusterQueue.`);
              refresh();
            }}
          />
        </Card>
      )}
      {body}
    </>
  );
}

/** Per cluster, what each flavor's resources cost an hour (what usage is charged at; nothing priced: free). */
function Prices({ clusters }: { clusters: AdminCluster[] }) {
  const currency = clusters.flatMap((c) => c.prices)[0]?.currency ?? 'USAGE_CURRENCY';
  return (
    <section aria-labelledby="prices-heading" className="page-section">
      <h2 className="section-title" id="prices-heading">
        Prices
      </h2>
      <p className="muted">
        What an hour of one unit costs on each flavor (cpu: a core, memory: a GiB, other resources: one unit).
        Usage is charged at the price in force when it is recorded; an empty price is free.
      </p>
      <div className="price-tables">
        {clusters.map((cluster) => (
          <PriceTable key={cluster.id} cluster={cluster} currency={currency} />
        ))}
      </div>
    </section>
  );
}

function ClustersTable({ clusters, onChanged }: { clusters: AdminCluster[]; onChanged: () => void }) {
  return (
    <Card className="table-card">
      <ScrollArea label="Clusters table">
        <table className="table table--compact admin-clusters-table">
          <thead>
            <tr>
              <th scope="col">Cluster</th>
              <th scope="col">Sort order</th>
              <th scope="col">Active</th>
              <th scope="col">Health</th>
              <th scope="col">Limits</th>
              <th scope="col" className="hide-narrow">
                Where jobs go
              </th>
              <th scope="col">Max runtime</th>
            </tr>
          </thead>
          <tbody>
            {clusters.map((cluster) => (
              <ClusterRow key={cluster.id} cluster={cluster} onChanged={onChanged} />
            ))}
          </tbody>
        </table>
      </ScrollArea>
    </Card>
  );
}

type EditableField = 'sortOrder' | 'active' | 'maxRuntimeSeconds';

const savedLabel: Record<EditableField, string> = {
  sortOrder: 'sort order',
  active: 'active or retired',
  maxRuntimeSeconds: 'max runtime',
};

function ClusterRow({ cluster, onChanged }: { cluster: AdminCluster; onChanged: () => void }) {
  const [{ fetching }, update] = useMutation(UpdateClusterMutation);
  const [errors, setErrors] = useState<Partial<Record<EditableField | 'form', string>>>({});
  const [saved, setSaved] = useState<EditableField | null>(null);

  const save = async (field: EditableField, patch: Omit<UpdateClusterInput, 'id'>) => {
    setErrors({});
    setSaved(null);
    const result = await update({ input: { id: cluster.id, ...patch } });
    if (result.error) {
      setErrors({ [field]: describeClusterError(result.error) });
      return false;
    }
    const outcome = result.data?.updateCluster;
    if (outcome?.__typename === 'ValidationError') {
      const next: Partial<Record<EditableField | 'form', string>> = {};
      for (const issue of outcome.issues) {
        const key = (['sortOrder', 'active', 'maxRuntimeSeconds'] as const).find((f) => f === issue.field);
        next[key ?? field] = issue.message;
      }
      if (outcome.issues.length === 0) next[field] = outcome.message;
      setErrors(next);
      return false;
    }
    setSaved(field);
    onChanged();
    return true;
  };

  return (
    <tr>
      <td>
        <div className="table__primary cluster-name">
          <span className="cluster-name__text">{cluster.name}</span>
          {cluster.simulated && <Badge>Simulated</Badge>}
        </div>
        {cluster.description && <div className="table__secondary">{cluster.description}</div>}
        <div className="table__secondary" role="status">
          {saved && `Saved: ${savedLabel[saved]} of ${cluster.name}.`}
        </div>
      </td>
      <td>
        <InlineNumber
          label={`Sort order of ${cluster.name}`}
          value={cluster.sortOrder}
          busy={fetching}
          error={errors.sortOrder}
          onSave={(value) => save('sortOrder', { sortOrder: value ?? 0 })}
        />
      </td>
      <td>
        <label className="checkbox">
          <input
            type="checkbox"
            checked={cluster.active}
            // Busy, not disabled: a disabled control drops keyboard focus to the page.
            aria-disabled={fetching || undefined}
            aria-label={`${cluster.name} is active`}
            onChange={(event) => {
              if (!fetching) void save('active', { active: event.target.checked });
            }}
          />
          {cluster.active ? 'Active' : 'Retired'}
        </label>
        {errors.active && <div className="inline-error">{errors.active}</div>}
      </td>
      <td>
        <div className="stack-sm">
          <Badge tone={healthTone[cluster.health.status]}>{healthLabel[cluster.health.status]}</Badge>
          {cluster.health.message && <span className="table__secondary">{cluster.health.message}</span>}
        </div>
      </td>
      <td>
        <div className="stack-sm">
          <span>
            {ceilingLines(cluster.limits)
              .flat()
              .map((line) => (
                <span key={line} className="nowrap admin-clusters-table__ceiling">
                  {line}
                </span>
              ))}
          </span>
          <Badge tone={cluster.limits.source === 'FALLBACK' ? 'warning' : 'primary'}>
            {cluster.limits.source === 'FALLBACK' ? 'Fallback limits' : 'From Kueue'}
          </Badge>
        </div>
      </td>
      <td className="hide-narrow">
        <dl className="queue-list">
          <dt>Namespace</dt>
          <dd>
            <code>{cluster.namespace}</code>
          </dd>
          <dt>Local queue</dt>
          <dd>
            <code>{cluster.localQueue}</code>
          </dd>
          <dt>Cluster queue</dt>
          <dd>
            <code>{cluster.clusterQueue}</code>
          </dd>
        </dl>
        <div className="table__secondary">
          {cluster.hasRegistryAuth ? 'Registry credentials set' : 'No registry credentials'}
        </div>
      </td>
      <td>
        <InlineNumber
          label={`Max runtime of ${cluster.name}`}
          value={cluster.maxRuntimeSeconds}
          emptyMeans="no limit"
          duration
          busy={fetching}
          error={errors.maxRuntimeSeconds}
          onSave={(value) => save('maxRuntimeSeconds', { maxRuntimeSeconds: value })}
        />
      </td>
    </tr>
  );
}

/** A number edited in place: saved on Enter or when it loses focus, reset on Escape. */
function InlineNumber({
  label,
  value,
  unit,
  emptyMeans,
  duration = false,
  busy,
  error,
  onSave,
}: {
  label: string;
  value: number | null;
  unit?: string;
  /** A duration in seconds, shown and typed as the rest of the UI writes durations ("1 h 30 min"). */
  duration?: boolean;
  /** When set, an empty box is allowed and saved as null (shown as this placeholder). */
  emptyMeans?: string;
  busy: boolean;
  error: string | undefined;
  onSave: (value: number | null) => Promise<boolean>;
}) {
  const shown = value === null ? '' : duration ? formatDurationExact(value) : String(value);
  const [draft, setDraft] = useState<string | null>(null);
  const [localError, setLocalError] = useState<string | null>(null);
  const saving = useRef(false);
  const commit = async () => {
    if (saving.current) return;
    const trimmed = draft?.trim() ?? null;
    if (trimmed === null || trimmed === shown) {
      setDraft(null);
      setLocalError(null);
      return;
    }
    if (duration && trimmed !== '') {
      const typed = parseDuration(trimmed);
      if ('error' in typed) {
        setLocalError(typed.error);
        return;
      }
      if (typed.seconds === value) {
        setDraft(null);
        setLocalError(null);
        return;
      }
    }
    const parsed =
      trimmed === ''
        ? null
        : duration
          ? (parseDuration(trimmed) as { seconds: number }).seconds
          : Number(trimmed);
    if ((parsed === null && !emptyMeans) || (parsed !== null && !Number.isInteger(parsed))) {
      setLocalError(
        emptyMeans ? 'Enter a whole number, or leave it empty for no limit.' : 'Enter a whole number.',
      );
      return;
    }
    setLocalError(null);
    saving.current = true;
    try {
      if (await onSave(parsed)) setDraft(null);
    } finally {
      saving.current = false;
    }
  };
  const shownError = localError ?? error;
  return (
    <div>
      <div className="inline-number">
        <input
          className="input"
          type={duration ? 'text' : 'number'}
          inputMode={duration ? 'text' : 'numeric'}
          aria-label={label}
          aria-invalid={shownError ? true : undefined}
          placeholder={emptyMeans}
          value={draft ?? shown}
          readOnly={busy}
          aria-busy={busy || undefined}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={() => void commit()}
          onKeyDown={(event) => {
            if (event.key === 'Enter') void commit();
            if (event.key === 'Escape') {
              setDraft(null);
              setLocalError(null);
            }
          }}
        />
        {unit && <span className="inline-number__unit">{unit}</span>}
      </div>
      {shownError && <div className="inline-error">{shownError}</div>}
    </div>
  );
}
