import type { ButtonHTMLAttributes } from 'react';
import { Spinner } from './Spinner.tsx';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: 'medium' | 'small';
  block?: boolean;
  /**
   * Shows a spinner and ignores presses while an action runs. The button stays focusable (aria-disabled, not
   * disabled), so keyboard focus is not dropped to the page while it is busy.
   */
  busy?: boolean;
}

export function Button({
  variant = 'secondary',
  size = 'medium',
  block = false,
  busy = false,
  className,
  disabled,
  children,
  type = 'button',
  onClick,
  ...rest
}: ButtonProps) {
  const classes = [
    'button',
    `button--${variant}`,
    size === 'small' && 'button--small',
    block && 'button--block',
    className,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <button
      {...rest}
      type={type}
      className={classes}
      disabled={disabled}
      aria-disabled={busy && !disabled ? true : undefined}
      aria-busy={busy || undefined}
      onClick={(event) => {
        // Also stops a busy submit button from submitting its form again.
        if (busy) event.preventDefault();
        else onClick?.(event);
      }}
    >
      {busy && <Spinner />}
      {children}
    </button>
  );
}
