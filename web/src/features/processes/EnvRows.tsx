import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../ui/Button.tsx';
import type { EnvRow, FormErrors } from './process-form.ts';

/** The environment rows: a name and a value each, added and removed with focus kept where the user is. */
export function EnvRows({
  rows,
  errors,
  error,
  onEdit,
  onAdd,
  onRemove,
}: {
  rows: EnvRow[];
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
                <input
                  className="input input--mono"
                  aria-label={
                    row.secret ? `Secret of variable ${index + 1}` : `Value of variable ${index + 1}`
                  }
                  placeholder={row.secret ? 'SECRET_NAME (from the project’s Secrets)' : 'value'}
                  autoComplete="off"
                  spellCheck={false}
                  value={row.value}
                  aria-invalid={rowErrors?.value ? true : undefined}
                  aria-describedby={errorId}
                  onChange={(event) => onEdit(index, { value: event.target.value })}
                />
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
