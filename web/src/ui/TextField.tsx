import type { InputHTMLAttributes, ReactNode } from 'react';
import { Field, useFieldIds } from './Field.tsx';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  hint?: ReactNode;
  error?: string | null;
  monospace?: boolean;
}

export function TextField({ label, hint, error, monospace = false, className, ...rest }: TextFieldProps) {
  const ids = useFieldIds(hint, error);
  return (
    <Field ids={ids} label={label} hint={hint} error={error}>
      <input
        {...rest}
        id={ids.id}
        className={['input', monospace && 'input--mono', className].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
      />
    </Field>
  );
}
