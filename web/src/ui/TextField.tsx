import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { Field, useFieldIds } from './Field.tsx';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  hint?: ReactNode;
  error?: string | null;
  monospace?: boolean;
  announceError?: boolean;
  ref?: Ref<HTMLInputElement>;
}

export function TextField({
  label,
  hint,
  error,
  monospace = false,
  announceError,
  className,
  ...rest
}: TextFieldProps) {
  const ids = useFieldIds(hint, error);
  return (
    <Field ids={ids} label={label} hint={hint} error={error} announceError={announceError}>
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
