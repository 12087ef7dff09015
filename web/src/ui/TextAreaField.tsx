import type { ReactNode, TextareaHTMLAttributes } from 'react';
import { Field, useFieldIds } from './Field.tsx';

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  hint?: ReactNode;
  error?: string | null;
  monospace?: boolean;
}

export function TextAreaField({
  label,
  hint,
  error,
  monospace = false,
  className,
  ...rest
}: TextAreaFieldProps) {
  const ids = useFieldIds(hint, error);
  return (
    <Field ids={ids} label={label} hint={hint} error={error}>
      <textarea
        {...rest}
        id={ids.id}
        className={['input', 'textarea', monospace && 'input--mono', className].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
      />
    </Field>
  );
}
