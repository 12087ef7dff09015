import type { ReactNode, SelectHTMLAttributes } from 'react';
import { Field, useFieldIds } from './Field.tsx';

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  hint?: ReactNode;
  error?: string | null;
}

/** A native select with a label, a hint below and an error message; options are its children. */
export function SelectField({ label, hint, error, className, children, ...rest }: SelectFieldProps) {
  const ids = useFieldIds(hint, error);
  return (
    <Field ids={ids} label={label} hint={hint} error={error}>
      <div className="select">
        <select
          {...rest}
          id={ids.id}
          className={['input', 'select__control', className].filter(Boolean).join(' ')}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
        >
          {children}
        </select>
        <svg className="select__chevron" viewBox="0 0 16 16" aria-hidden="true">
          <path d="m4 6 4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" />
        </svg>
      </div>
    </Field>
  );
}
