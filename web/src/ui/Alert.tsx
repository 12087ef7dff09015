import type { ReactNode } from 'react';

/** An inline message; `danger` alerts are announced to assistive technology. */
export function Alert({
  tone = 'info',
  children,
}: {
  tone?: 'info' | 'danger' | 'success' | 'warning';
  children: ReactNode;
}) {
  return (
    <div className={`alert alert--${tone}`} role={tone === 'danger' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
