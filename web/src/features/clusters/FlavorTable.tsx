import { Badge } from '../../ui/Badge.tsx';
import {
  type FlavorRow,
  formatUnits,
  type GroupLike,
  groupLabel,
  isExtended,
  joinPhrases,
  resourceNoun,
} from './resource-groups.ts';
import { flavorRowsOf, formatBytes, formatCores, type LimitsLike, type Request } from './resources.ts';

const columnLabel = (resource: string) =>
  resource === 'cpu' ? 'CPU' : resource === 'memory' ? 'Memory' : resourceNoun(resource);

function Quantity({ resource, amount, quantity }: { resource: string; amount: number; quantity: string }) {
  const text = isExtended(resource)
    ? formatUnits(resource, Math.round(amount))
    : resource === 'cpu'
      ? formatCores(Math.round(amount * 1000))
      : formatBytes(amount);
  return (
    <>
      {text} <code className="flavor-table__quantity">{quantity}</code>
    </>
  );
}

/** "Too little CPU", "Too little CPU and memory", "Too few GPUs". */
function shortLabel(short: readonly string[]): string {
  const words = short.map((r) => (r === 'cpu' ? 'CPU' : r === 'memory' ? 'memory' : resourceNoun(r)));
  const extended = short.some(isExtended);
  const list = joinPhrases(words);
  return extended && short.every(isExtended) ? `Too few ${list}` : `Too little ${list}`;
}

function FitCell({ row, requested }: { row: FlavorRow; requested: boolean }) {
  if (row.excluded) return <Badge tone="neutral">Not the pinned flavor</Badge>;
  if (!requested) return <Badge tone="neutral">Not requested</Badge>;
  if (row.short.length === 0) return <Badge tone="success">Fits</Badge>;
  return <Badge tone="neutral">{shortLabel(row.short)}</Badge>;
}

/**
 * Every resource group of the cluster, one table each: its flavors in Kueue's order with what each holds (and its
 * node labels), and whether it holds what the request asks of that group.
 */
export function FlavorTable({
  cluster,
  request,
}: {
  cluster: { name: string; limits: LimitsLike };
  request: Request;
}) {
  const groups = flavorRowsOf(cluster.limits, request);
  const several = groups.length > 1;
  return (
    <div className="flavor-tables">
      {groups.map(({ group, requested, rows }, index) => (
        <div className="table-scroll" key={group.coveredResources.join(',')}>
          <table className="table flavor-table">
            <caption className="flavor-table__caption">
              {several
                ? `Resource group ${index + 1} of ${groups.length} on ${cluster.name} (${groupLabel(group.coveredResources)}): a process gets one flavor of each group it uses, which must hold all it asks of that group.`
                : `Resource flavors of ${cluster.name}: a process gets one flavor, so it must fit one of them.`}
            </caption>
            <GroupHead group={group} labelled={hasLabels(group)} />
            <tbody>
              {rows.map((row) => (
                <tr key={row.flavor.name}>
                  <td className="table__primary">{row.flavor.name}</td>
                  {group.coveredResources.map((resource) => {
                    const q = row.flavor.resources.find((r) => r.name === resource);
                    return (
                      <td key={resource} className="table__numeric">
                        {q ? <Quantity resource={resource} amount={q.amount} quantity={q.quantity} /> : '—'}
                      </td>
                    );
                  })}
                  {hasLabels(group) && (
                    <td className="hide-narrow">
                      {row.flavor.nodeLabels.length === 0 ? (
                        <span className="muted">none</span>
                      ) : (
                        <ul className="flavor-table__labels">
                          {row.flavor.nodeLabels.map((l) => (
                            <li key={l.key}>
                              <code>
                                {l.key}={l.value}
                              </code>
                            </li>
                          ))}
                        </ul>
                      )}
                    </td>
                  )}
                  <td>
                    <FitCell row={row} requested={requested} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ))}
    </div>
  );
}

const hasLabels = (group: GroupLike) => group.flavors.some((f) => f.nodeLabels.length > 0);

function GroupHead({ group, labelled }: { group: GroupLike; labelled: boolean }) {
  return (
    <thead>
      <tr>
        <th scope="col">Flavor</th>
        {group.coveredResources.map((resource) => (
          <th scope="col" key={resource} className="table__numeric">
            {columnLabel(resource)}
          </th>
        ))}
        {labelled && (
          <th scope="col" className="hide-narrow">
            Node labels
          </th>
        )}
        <th scope="col">Fit</th>
      </tr>
    </thead>
  );
}
