import { type ReactNode, useId } from 'react';

export interface FieldIds {
  id: string;
  hintId: string | undefined;
  errorId: string | undefined;
  /** For the control's aria-describedby: the hint and the error, when shown. */
  describedBy: string | undefined;
}

/** Ids that tie a control to its label, hint and error. */
export function useFieldIds(hint: ReactNode, error: string | null | undefined): FieldIds {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return { id, hintId, errorId, describedBy: [hintId, errorId].filter(Boolean).join(' ') || undefined };
}

/** The frame every form field shares: a label above the control, a hint and an error message below. */
export function Field({
  ids,
  label,
  hint,
  error,
  announceError = false,
  children,
}: {
  ids: FieldIds;
  label: string;
  hint?: ReactNode;
  error?: string | null;
  /** Announce the error as it appears (role="alert"): for a form whose only message is this field's. */
  announceError?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={ids.id}>
        {label}
      </label>
      {children}
      {hint && (
        <div className="field__hint" id={ids.hintId}>
          {hint}
        </div>
      )}
      {error && (
        <div className="field__error" id={ids.errorId} role={announceError ? 'alert' : undefined}>
          {error}
        </div>
      )}
    </div>
  );
}
