import { type FormEvent, useState } from 'react';
import { useMutation } from 'urql';
import { describeError } from '../../client.ts';
import { graphql } from '../../gql';
import type { BudgetUnit, ProjectBudgetInput } from '../../gql/graphql';
import { Alert } from '../../ui/Alert.tsx';
import { Button } from '../../ui/Button.tsx';
import { SelectField } from '../../ui/SelectField.tsx';
import { TextField } from '../../ui/TextField.tsx';

export const SetProjectBudgetMutation = graphql(`
  mutation BudgetForm_SetProjectBudgetMutation($projectId: ID!, $input: ProjectBudgetInput) {
    setProjectBudget(projectId: $projectId, input: $input) {
      __typename
      ... on Project {
        id
        budget { period unit limit hard used committed remaining }
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

export interface BudgetValues {
  unit: BudgetUnit;
  limit: number;
  hard: boolean;
}

/**
 * An administrator's form for a project's monthly budget: the limit, its unit (cost or GPU-hours), hard (refuses
 * what would exceed it) or soft (warns); "Remove budget" leaves the project without one.
 */
export function BudgetForm({
  projectId,
  budget,
  currency,
  onDone,
}: {
  projectId: string;
  budget: BudgetValues | null;
  currency: string;
  onDone: () => void;
}) {
  const [{ fetching }, setBudget] = useMutation(SetProjectBudgetMutation);
  const [limit, setLimit] = useState(budget ? String(budget.limit) : '');
  const [unit, setUnit] = useState<BudgetUnit>(budget?.unit ?? 'COST');
  const [kind, setKind] = useState<'hard' | 'soft'>(budget && !budget.hard ? 'soft' : 'hard');
  const [error, setError] = useState<string | null>(null);
  const [limitError, setLimitError] = useState<string | null>(null);

  const send = async (input: ProjectBudgetInput | null) => {
    setError(null);
    const result = await setBudget({ projectId, input });
    const outcome = result.data?.setProjectBudget;
    if (result.error || !outcome) {
      setError(describeError(result.error));
      return;
    }
    if (outcome.__typename === 'ValidationError') {
      const onLimit = outcome.issues.find((i) => i.field.endsWith('limit'));
      if (onLimit) setLimitError(onLimit.message);
      else setError(outcome.message);
      return;
    }
    if (outcome.__typename === 'NotFoundError') {
      setError(outcome.message);
      return;
    }
    onDone();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (fetching) return;
    const typed = limit.trim().replace(',', '.');
    if (!/^\d+(\.\d+)?$/.test(typed)) {
      setLimitError('Enter a number ≥ 0, such as 500.');
      return;
    }
    setLimitError(null);
    void send({ period: 'MONTH', limit: Number(typed), unit, hard: kind === 'hard' });
  };

  return (
    <form className="budget-form" aria-label="Monthly budget" onSubmit={onSubmit} noValidate>
      {error && <Alert tone="danger">{error}</Alert>}
      <div className="budget-form__fields">
        <TextField
          label={unit === 'COST' ? `Limit a month (${currency})` : 'Limit a month (GPU-hours)'}
          inputMode="decimal"
          value={limit}
          error={limitError}
          onChange={(event) => setLimit(event.target.value)}
        />
        <SelectField
          label="Counted in"
          value={unit}
          onChange={(event) => setUnit(event.target.value as BudgetUnit)}
        >
          <option value="COST">Cost ({currency})</option>
          <option value="GPU_HOURS">GPU-hours</option>
        </SelectField>
        <SelectField
          label="When a process would exceed it"
          value={kind}
          onChange={(event) => setKind(event.target.value as 'hard' | 'soft')}
        >
          <option value="hard">Hard: refuse it</option>
          <option value="soft">Soft: create it, with a warning</option>
        </SelectField>
      </div>
      <div className="budget-form__actions">
        {budget && (
          <Button variant="ghost" disabled={fetching} onClick={() => void send(null)}>
            Remove budget
          </Button>
        )}
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" variant="primary" busy={fetching}>
          Save budget
        </Button>
      </div>
    </form>
  );
}
