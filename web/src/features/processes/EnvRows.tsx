import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../ui/Button.tsx';
import type { EnvRow, FormErrors } from './process-form.ts';
import type { SecretNames } from './use-project-secret-names.ts';

/**
 * The environment rows: a name and a value each, or a name and one of the project's secrets (chosen by name; its
 * value is never in the page), added and removed with focus kept where the user is.
 */
export function EnvRows({
  rows,
  secrets,
  errors,
  error,
  onEdit,
  onAdd,
  onRemove,
}: {
  rows: EnvRow[];
  /** The project's secret names, for the rows that read a secret. */
  secrets: SecretNames;
  errors: FormErrors['envRows'];
  error: string | undefined;
  onEdit: (index: number, patch: Partial<EnvRow>) => void;
  onAdd: () => void;
  onRemove: (index: number) => void;
}) {
  const ids = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const [focusRow, setFocusRow] = useState<number | null>(null);
  useEffect(() => {
    if (focusRow === null) return;
    const inputs = listRef.current?.querySelectorAll<HTMLInputElement>('input[data-env-name]');
    const target = inputs?.[Math.min(focusRow, (inputs?.length ?? 1) - 1)];
    if (target) target.focus();
    else document.getElementById(`${ids}-add`)?.focus();
    setFocusRow(null);
  }, [focusRow, ids]);

  return (
    <fieldset className="env-rows" aria-describedby={error ? `${ids}-error` : undefined}>
      <legend className="field__label">Environment variables</legend>
      {rows.length === 0 ? (
        <p className="muted env-rows__empty">None. The container gets the image’s environment.</p>
      ) : (
        <ul className="env-rows__list" ref={listRef}>
          {rows.map((row, index) => {
            const rowErrors = errors[index];
            const errorId = rowErrors ? `${ids}-${row.key}-error` : undefined;
            return (
              <li key={row.key} className="env-row">
                <input
                  className="input input--mono"
                  data-env-name
                  aria-label={`Name of variable ${index + 1}`}
                  placeholder="NAME"
                  autoComplete="off"
                  spellCheck={false}
                  value={row.name}
                  aria-invalid={rowErrors?.name ? true : undefined}
                  aria-describedby={errorId}
                  onChange={(event) => onEdit(index, { name: event.target.value })}
                />
                {row.secret ? (
                  <SecretSelect
                    index={index}
                    value={row.value}
                    secrets={secrets}
                    invalid={Boolean(rowErrors?.value)}
                    describedBy={errorId}
                    onChange={(value) => onEdit(index, { value })}
                  />
                ) : (
                  <input
                    className="input input--mono"
                    aria-label={`Value of variable ${index + 1}`}
                    placeholder="value"
                    autoComplete="off"
                    spellCheck={false}
                    value={row.value}
                    aria-invalid={rowErrors?.value ? true : undefined}
                    aria-describedby={errorId}
                    onChange={(event) => onEdit(index, { value: event.target.value })}
                  />
                )}
                <select
                  className="input"
                  aria-label={`Source of variable ${index + 1}`}
                  value={row.secret ? 'secret' : 'value'}
                  onChange={(event) => onEdit(index, { secret: event.target.value === 'secret', value: '' })}
                >
                  <option value="value">value</option>
                  <option value="secret">project secret</option>
                </select>
                <Button
                  variant="ghost"
                  size="small"
                  aria-label={`Remove variable ${index + 1}`}
                  onClick={() => {
                    onRemove(index);
                    setFocusRow(index);
                  }}
                >
                  Remove
                </Button>
                {rowErrors && (
                  <div className="field__error env-row__error" id={errorId}>
                    {[rowErrors.name, rowErrors.value].filter(Boolean).join(' ')}
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {error && (
        <div className="field__error" id={`${ids}-error`}>
          {error}
        </div>
      )}
      <div>
        <Button
          id={`${ids}-add`}
          size="small"
          onClick={() => {
            onAdd();
            setFocusRow(rows.length);
          }}
        >
          Add variable
        </Button>
      </div>
    </fieldset>
  );
}

/**
 * The secret a row reads, from the project's secret names. A name the project no longer has (a re-run of a version
 * whose secret was deleted) stays selectable and says so; the server refuses it with the row's error.
 */
function SecretSelect({
  index,
  value,
  secrets,
  invalid,
  describedBy,
  onChange,
}: {
  index: number;
  value: string;
  secrets: SecretNames;
  invalid: boolean;
  describedBy: string | undefined;
  onChange: (value: string) => void;
}) {
  const names = secrets.state === 'ready' ? secrets.names : [];
  const unknown = value !== '' && secrets.state === 'ready' && !names.includes(value);
  const prompt =
    secrets.state === 'loading'
      ? 'Loading secrets…'
      : secrets.state === 'error'
        ? 'Secrets could not be loaded'
        : names.length === 0
          ? 'No secrets in this project'
          : 'Choose a secret';
  return (
    <select
      className="input input--mono"
      aria-label={`Secret of variable ${index + 1}`}
      value={value}
      aria-invalid={invalid ? true : undefined}
      aria-describedby={describedBy}
      onChange={(event) => onChange(event.target.value)}
    >
      <option value="">{prompt}</option>
      {value !== '' && secrets.state !== 'ready' && <option value={value}>{value}</option>}
      {unknown && <option value={value}>{`${value} (not a secret of this project)`}</option>}
      {names.map((name) => (
        <option key={name} value={name}>
          {name}
        </option>
      ))}
    </select>
  );
}
