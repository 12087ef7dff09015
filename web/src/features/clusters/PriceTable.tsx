import { useState } from 'react';
import { useMutation } from 'urql';
import { describeError } from '../../client.ts';
import { graphql } from '../../gql';
import { Card } from '../../ui/Card.tsx';
import { ScrollArea } from '../../ui/ScrollArea.tsx';

export const SetFlavorPriceMutation = graphql(`
  mutation PriceTable_SetFlavorPriceMutation(
    $clusterId: ID!
    $flavor: String!
    $resource: String!
    $pricePerHour: Float
  ) {
    setFlavorPrice(clusterId: $clusterId, flavor: $flavor, resource: $resource, pricePerHour: $pricePerHour) {
      __typename
      ... on Cluster {
        id
        prices {
          flavor
          resource
          pricePerHour
          currency
        }
      }
      ... on ValidationError {
        message
        issues {
          field
          message
        }
      }
      ... on NotFoundError {
        message
      }
    }
  }
`);

/** What the price table needs of a cluster: its flavors per resource group, and its prices. */
export interface PricedCluster {
  id: string;
  name: string;
  limits: {
    source: string;
    resourceGroups: readonly { coveredResources: readonly string[]; flavors: readonly { name: string }[] }[];
  };
  prices: readonly { flavor: string; resource: string; pricePerHour: number; currency: string }[];
}

/** "core-hour", "GiB-hour", "unit-hour": what one unit of the price is. */
export function priceUnit(resource: string): string {
  if (resource === 'cpu') return 'core-hour';
  if (resource === 'memory') return 'GiB-hour';
  return 'unit-hour';
}

/** Every (flavor, resource) the cluster's ClusterQueue offers, in its order. */
export function pricedPairs(cluster: PricedCluster): { flavor: string; resource: string }[] {
  return cluster.limits.resourceGroups.flatMap((g) =>
    g.flavors.flatMap((f) => g.coveredResources.map((resource) => ({ flavor: f.name, resource }))),
  );
}

/**
 * The admin's price table of one cluster: a row per flavor × resource its ClusterQueue has, each price edited in
 * place (empty: free). Prices left on flavors the queue no longer has are listed, to remove.
 */
export function PriceTable({ cluster, currency }: { cluster: PricedCluster; currency: string }) {
  const offered = cluster.limits.source === 'KUEUE' ? pricedPairs(cluster) : [];
  const key = (p: { flavor: string; resource: string }) => `${p.flavor}\u0000${p.resource}`;
  const known = new Set(offered.map(key));
  const stale = cluster.prices.filter((p) => !known.has(key(p)));
  const rows = [...offered, ...stale.map((p) => ({ flavor: p.flavor, resource: p.resource, stale: true }))];
  const priceOf = (p: { flavor: string; resource: string }) =>
    cluster.prices.find((x) => x.flavor === p.flavor && x.resource === p.resource)?.pricePerHour ?? null;
  return (
    <Card className="table-card price-table">
      <h3 className="price-table__title">{cluster.name}</h3>
      {cluster.limits.source !== 'KUEUE' && (
        <p className="muted price-table__note">
          Its ClusterQueue could not be read, so its flavors are not known: prices can be set when it answers.
        </p>
      )}
      {rows.length > 0 && (
        <ScrollArea label={`Prices of ${cluster.name}`}>
          <table className="table table--compact">
            <caption className="visually-hidden">Prices of {cluster.name}</caption>
            <thead>
              <tr>
                <th scope="col">Flavor</th>
                <th scope="col">Resource</th>
                <th scope="col">Price ({currency})</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={key(row)}>
                  <td>
                    {row.flavor}
                    {'stale' in row && <span className="table__secondary"> no longer in its queue</span>}
                  </td>
                  <td>
                    <code>{row.resource}</code>
                  </td>
                  <td>
                    <PriceCell
                      clusterId={cluster.id}
                      clusterName={cluster.name}
                      flavor={row.flavor}
                      resource={row.resource}
                      value={priceOf(row)}
                      unit={`${currency}/${priceUnit(row.resource)}`}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollArea>
      )}
    </Card>
  );
}

/** One price: saved on Enter or when it loses focus (empty removes it), reset on Escape. */
function PriceCell({
  clusterId,
  clusterName,
  flavor,
  resource,
  value,
  unit,
}: {
  clusterId: string;
  clusterName: string;
  flavor: string;
  resource: string;
  value: number | null;
  unit: string;
}) {
  const [{ fetching }, setPrice] = useMutation(SetFlavorPriceMutation);
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  // The value the server just refused: leaving the box does not send it again.
  const [refused, setRefused] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const shown = value === null ? '' : String(value);
  const commit = async () => {
    if (fetching || draft === null) return;
    const typed = draft.trim().replace(',', '.');
    if (typed === shown) {
      setDraft(null);
      return;
    }
    if (typed === refused) return;
    if (typed !== '' && !/^\d+(\.\d+)?$/.test(typed)) {
      setError('Enter a price ≥ 0 such as 0.25, or leave it empty for free.');
      return;
    }
    setError(null);
    setSaved(false);
    const result = await setPrice({
      clusterId,
      flavor,
      resource,
      pricePerHour: typed === '' ? null : Number(typed),
    });
    const outcome = result.data?.setFlavorPrice;
    if (result.error || !outcome) {
      setError(describeError(result.error));
      return;
    }
    if (outcome.__typename !== 'Cluster') {
      setRefused(typed);
      setError(
        outcome.__typename === 'ValidationError'
          ? outcome.issues.map((i) => i.message).join('; ') || outcome.message
          : outcome.message,
      );
      return;
    }
    setRefused(null);
    setDraft(null);
    setSaved(true);
  };
  return (
    <div>
      <div className="inline-number">
        <input
          className="input"
          type="text"
          inputMode="decimal"
          aria-label={`Price of ${resource} on ${flavor} of ${clusterName}`}
          aria-invalid={error ? true : undefined}
          placeholder="free"
          value={draft ?? shown}
          readOnly={fetching}
          aria-busy={fetching || undefined}
          onChange={(event) => {
            setDraft(event.target.value);
            setSaved(false);
          }}
          onBlur={() => void commit()}
          onKeyDown={(event) => {
            if (event.key === 'Enter') void commit();
            if (event.key === 'Escape') {
              setDraft(null);
              setError(null);
            }
          }}
        />
        <span className="inline-number__unit">{unit}</span>
      </div>
      {error && <div className="inline-error">{error}</div>}
      <span className="visually-hidden" role="status">
        {saved ? `Saved: ${value === null ? 'free' : `${value} ${unit}`}` : ''}
      </span>
    </div>
  );
}
