import { Card } from '../../ui/Card.tsx';
import { formatMoney } from './CostEstimate.tsx';

export interface UsageTableRow {
  key: string;
  day: string;
  /** The cluster's or the flavor's name (what the rows are grouped by). */
  group: string;
  resource: string;
  hours: number;
  unit: string;
  cost: number | null;
}

/**
 * The usage rows, a day per line on a wide screen; stacked on a phone (each row a block: the day, then its cells
 * with their column names), so the table never scrolls sideways at 390 px.
 */
export function UsageTable({
  rows,
  groupLabel,
  currency,
}: {
  rows: readonly UsageTableRow[];
  groupLabel: string;
  currency: string;
}) {
  return (
    <Card className="table-card usage-table">
      <table className="table table--stacked" aria-label="Usage by day">
        <thead>
          <tr>
            <th scope="col">Day (UTC)</th>
            <th scope="col">{groupLabel}</th>
            <th scope="col">Resource</th>
            <th scope="col" className="table__numeric">
              Hours
            </th>
            <th scope="col" className="table__numeric">
              Cost
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key}>
              <td className="table__primary">{r.day}</td>
              <td>
                <span className="table__label">{groupLabel} </span>
                {r.group}
              </td>
              <td>
                <span className="table__label">Resource </span>
                {r.resource}
              </td>
              <td className="table__numeric">
                {r.hours.toFixed(2)} {r.unit}
              </td>
              <td className="table__numeric">
                <span className="table__label">Cost </span>
                {r.cost == null ? '—' : formatMoney(r.cost, currency)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}
