import { useState } from 'react';
import { useQuery } from 'urql';
import { graphql } from '../../gql';
import { Link } from '../../router.tsx';
import { Button } from '../../ui/Button.tsx';
import { viewerCanSetBudget } from '../access/access.ts';
import { BudgetForm } from './BudgetForm.tsx';
import { formatMoney } from './CostEstimate.tsx';

export const BudgetQuery = graphql(`
  query BudgetBar_Query($id: ID!) {
    project(id: $id) {
      id
      budget { period unit limit hard used committed remaining }
    }
    viewer {
      id
      isAdmin
    }
  }
`);

/**
 * The project's monthly budget as a bar (used, committed, what remains), and the way to its usage page; for an
 * administrator, the form that sets or removes it.
 */
export function BudgetBar({
  projectId,
  currency = 'EUR',
  usageLink = true,
}: {
  projectId: string;
  currency?: string;
  /** False on the usage page itself (no link to the page it is on). */
  usageLink?: boolean;
}) {
  const [{ data }, reexecute] = useQuery({ query: BudgetQuery, variables: { id: projectId } });
  const [editing, setEditing] = useState(false);
  const budget = data?.project?.budget;
  const canSet = data?.viewer ? viewerCanSetBudget(data.viewer) : false;
  const usage = usageLink && (
    <Link to={`/projects/${encodeURIComponent(projectId)}/usage`} activeWhen={() => false}>
      Usage and cost
    </Link>
  );
  const edit = canSet && !editing && (
    <Button variant="ghost" size="small" onClick={() => setEditing(true)}>
      {budget ? 'Edit budget' : 'Set a budget'}
    </Button>
  );
  const form = editing && (
    <BudgetForm
      projectId={projectId}
      budget={budget ?? null}
      currency={currency}
      onDone={() => {
        setEditing(false);
        reexecute({ requestPolicy: 'network-only' });
      }}
    />
  );
  if (!budget) {
    if (!usage && !canSet) return null;
    return (
      <section className="budget-bar budget-bar--none" aria-label="Monthly budget">
        <div className="budget-bar__head">
          {canSet && <span className="muted">No budget.</span>}
          {usage}
          {edit}
        </div>
        {form}
      </section>
    );
  }
  const show = (x: number) =>
    budget.unit === 'COST' ? formatMoney(x, currency) : `${x.toFixed(1)} GPU-hours`;
  const pct = (x: number) => `${Math.max(0, Math.min(100, (x / (budget.limit || 1)) * 100)).toFixed(1)}%`;
  const over = budget.remaining < 0;
  return (
    <section className="budget-bar" aria-label="Monthly budget">
      <div className="budget-bar__head">
        <strong>
          {budget.hard ? 'Hard' : 'Soft'} budget this month: {show(budget.limit)}
        </strong>
        <span className={over ? 'budget-bar__over' : 'muted'}>
          {over ? `over by ${show(-budget.remaining)}` : `${show(budget.remaining)} remaining`}
        </span>
        {usage}
        {edit}
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: two segments (used, committed), which <meter> cannot draw */}
      <div
        className="budget-bar__track"
        role="meter"
        aria-valuemin={0}
        aria-valuemax={budget.limit}
        aria-valuenow={budget.used + budget.committed}
        aria-label={`Used ${show(budget.used)}, committed ${show(budget.committed)} of ${show(budget.limit)}`}
      >
        <span className="budget-bar__used" style={{ width: pct(budget.used) }} />
        <span className="budget-bar__committed" style={{ width: pct(budget.committed) }} />
      </div>
      <p className="muted budget-bar__legend">
        Used {show(budget.used)} · committed to unfinished versions {show(budget.committed)}
      </p>
      {form}
    </section>
  );
}
