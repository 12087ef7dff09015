import { type ReactNode, useState } from 'react';
import { Button } from './Button.tsx';

/**
 * A destructive action asked twice: the button shows a question with "Yes" and "Keep" in its place (focus on
 * "Yes"); "Keep" puts the button back.
 */
export function ConfirmAction({
  label,
  question,
  confirmLabel,
  keepLabel = 'Keep',
  busy,
  onConfirm,
}: {
  /** The button, e.g. `Remove <span class="visually-hidden">ana@example.com</span>`. */
  label: ReactNode;
  question: string;
  confirmLabel: string;
  keepLabel?: string;
  busy?: boolean;
  onConfirm: () => void | Promise<void>;
}) {
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <Button size="small" variant="ghost" onClick={() => setAsking(true)}>
        {label}
      </Button>
    );
  }
  return (
    <fieldset className="confirm-action">
      <legend>{question}</legend>
      <Button
        variant="danger"
        size="small"
        busy={busy}
        autoFocus
        onClick={async () => {
          await onConfirm();
          setAsking(false);
        }}
      >
        {confirmLabel}
      </Button>
      <Button size="small" onClick={() => setAsking(false)}>
        {keepLabel}
      </Button>
    </fieldset>
  );
}
