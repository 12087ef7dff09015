import { useId } from 'react';
import { Button } from '../../ui/Button.tsx';
import { TextAreaField } from '../../ui/TextAreaField.tsx';
import { TextField } from '../../ui/TextField.tsx';
import {
  gridSize,
  gridValues,
  MAX_TASKS,
  newGridRow,
  type ParamMode,
  parametersOf,
  type TaskKind,
  type TasksErrors,
  type TasksFieldKey,
  type TasksForm,
} from './tasks-form.ts';

const KINDS: { value: TaskKind; label: string; hint: string }[] = [
  { value: 'one', label: 'One pod', hint: '' },
  { value: 'array', label: 'Array of tasks', hint: '(a sweep: each task runs on its own)' },
  { value: 'gang', label: 'Gang', hint: '(all pods start together and reach each other)' },
];

const MODES: { value: ParamMode; label: string }[] = [
  { value: 'none', label: 'No parameters' },
  { value: 'grid', label: 'Grid of values' },
  { value: 'paste', label: 'Paste JSON or CSV' },
];

/**
 * The editor's "Tasks": one pod, an array of `count` tasks (at most N at once, retries per task, a failure bound,
 * parameters from a grid or pasted) or a gang of `count` pods. With parameters the count is their number.
 */
export function TasksSection({
  form,
  errors,
  edit,
}: {
  form: TasksForm;
  errors: TasksErrors;
  edit: (patch: Partial<TasksForm>, clears: TasksFieldKey[]) => void;
}) {
  const ids = useId();
  const params = parametersOf(form);
  const fromParams = Array.isArray(params) && params.length > 0 ? params.length : null;
  const gang = form.kind === 'gang';
  return (
    <fieldset className="process-editor__group tasks-section">
      <legend className="process-editor__legend">Tasks</legend>
      <fieldset className="choice-group">
        <legend className="field__label">How many pods</legend>
        {KINDS.map((k) => (
          <label className="choice" key={k.value}>
            <input
              type="radio"
              name={`${ids}-kind`}
              value={k.value}
              checked={form.kind === k.value}
              onChange={() =>
                edit({ kind: k.value }, [
                  'count',
                  'parallelism',
                  'retriesPerTask',
                  'maxFailedTasks',
                  'parameters',
                ])
              }
            />
            {k.label} {k.hint && <span className="muted">{k.hint}</span>}
          </label>
        ))}
      </fieldset>
      {form.kind !== 'one' && (
        <>
          <div className="form-grid">
            <TextField
              label={gang ? 'Pods' : 'Tasks'}
              inputMode="numeric"
              value={fromParams != null ? String(fromParams) : form.count}
              readOnly={fromParams != null}
              error={errors.count}
              hint={
                fromParams != null
                  ? 'One task per parameters object.'
                  : `1 to ${MAX_TASKS.toLocaleString('en')}; each gets KB_TASK_INDEX 0…count−1.`
              }
              onChange={(e) => edit({ count: e.target.value }, ['count', 'parallelism', 'maxFailedTasks'])}
            />
            {!gang && (
              <TextField
                label="At most N at once"
                inputMode="numeric"
                value={form.parallelism}
                placeholder="100"
                error={errors.parallelism}
                hint="Empty: all of them, up to 100 at once. Kueue admits this many pods."
                onChange={(e) => edit({ parallelism: e.target.value }, ['parallelism'])}
              />
            )}
            {!gang && (
              <TextField
                label="Retries per task"
                inputMode="numeric"
                value={form.retriesPerTask}
                error={errors.retriesPerTask}
                hint="A failed task runs again up to this many times."
                onChange={(e) => edit({ retriesPerTask: e.target.value }, ['retriesPerTask'])}
              />
            )}
            {!gang && (
              <TextField
                label="Max failed tasks"
                inputMode="numeric"
                value={form.maxFailedTasks}
                error={errors.maxFailedTasks}
                hint="The version fails once more tasks failed. Empty: every task runs."
                onChange={(e) => edit({ maxFailedTasks: e.target.value }, ['maxFailedTasks'])}
              />
            )}
          </div>
          {gang ? (
            <p className="muted tasks-section__note">
              All pods are admitted and started together; one failed pod fails the gang. Each gets KB_RANK,
              KB_WORLD_SIZE, KB_LEADER_ADDR and PyTorch’s MASTER_ADDR, MASTER_PORT, WORLD_SIZE and RANK.
            </p>
          ) : (
            <Parameters form={form} errors={errors} edit={edit} />
          )}
        </>
      )}
    </fieldset>
  );
}

function Parameters({
  form,
  errors,
  edit,
}: {
  form: TasksForm;
  errors: TasksErrors;
  edit: (patch: Partial<TasksForm>, clears: TasksFieldKey[]) => void;
}) {
  const ids = useId();
  const size = gridSize(form.grid);
  const setRow = (index: number, patch: { name?: string; values?: string }) =>
    edit({ grid: form.grid.map((r, i) => (i === index ? { ...r, ...patch } : r)) }, [
      'parameters',
      'count',
      'maxFailedTasks',
      'parallelism',
    ]);
  return (
    <div className="tasks-params">
      <fieldset className="choice-group">
        <legend className="field__label">Parameters</legend>
        {MODES.map((m) => (
          <label className="choice" key={m.value}>
            <input
              type="radio"
              name={`${ids}-mode`}
              value={m.value}
              checked={form.paramMode === m.value}
              onChange={() => edit({ paramMode: m.value }, ['parameters', 'count'])}
            />
            {m.label}
          </label>
        ))}
      </fieldset>
      {form.paramMode === 'grid' && (
        <fieldset className="tasks-grid-params" aria-describedby={`${ids}-grid-note`}>
          <legend className="visually-hidden">Parameter grid</legend>
          <ul className="env-rows__list">
            {form.grid.map((row, index) => (
              <li key={row.key} className="env-row">
                <input
                  className="input input--mono"
                  aria-label={`Name of parameter ${index + 1}`}
                  placeholder="lr"
                  autoComplete="off"
                  spellCheck={false}
                  value={row.name}
                  onChange={(e) => setRow(index, { name: e.target.value })}
                />
                <input
                  className="input input--mono"
                  aria-label={`Values of parameter ${index + 1}`}
                  placeholder="0.1, 0.01, 0.001"
                  autoComplete="off"
                  spellCheck={false}
                  value={row.values}
                  onChange={(e) => setRow(index, { values: e.target.value })}
                />
                <Button
                  variant="ghost"
                  size="small"
                  aria-label={`Remove parameter ${index + 1}`}
                  onClick={() =>
                    edit({ grid: form.grid.filter((_, i) => i !== index) }, ['parameters', 'count'])
                  }
                >
                  Remove
                </Button>
              </li>
            ))}
          </ul>
          <Button size="small" onClick={() => edit({ grid: [...form.grid, newGridRow()] }, ['parameters'])}>
            Add parameter
          </Button>
          <p className="muted" id={`${ids}-grid-note`} aria-live="polite">
            {size > 0
              ? `${form.grid
                  .filter((r) => r.name.trim())
                  .map((r) => `${gridValues(r).length} ${r.name.trim()}`)
                  .join(
                    ' × ',
                  )} = ${size.toLocaleString('en')} tasks. Each reads its object from the file KB_TASK_PARAMS names.`
              : 'Each parameter’s values, separated by commas; every combination becomes one task.'}
          </p>
        </fieldset>
      )}
      {form.paramMode === 'paste' && (
        <TextAreaField
          label="Parameters (JSON or CSV)"
          value={form.pasted}
          monospace
          rows={5}
          spellCheck={false}
          placeholder={'lr,seed\n0.1,1\n0.01,2'}
          hint="A JSON array of objects, or CSV with a header line: one task per object or line."
          onChange={(e) => edit({ pasted: e.target.value }, ['parameters', 'count'])}
        />
      )}
      {errors.parameters && (
        <p className="field__error" role="alert">
          {errors.parameters}
        </p>
      )}
    </div>
  );
}
