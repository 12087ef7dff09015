import { useId } from 'react';
import { Link } from '../../router.tsx';

/**
 * The editor's notification switch (ARCHITECTURE §22): on (the default) sends this process's events to the
 * viewer's channels as they are set on the Notifications page; off sends none for it (`notify: false`).
 */
export function NotifyChoice({ value, onChange }: { value: boolean; onChange: (next: boolean) => void }) {
  const ids = useId();
  return (
    <div className="failover-choice">
      <label className="failover-choice__toggle">
        <input
          type="checkbox"
          checked={value}
          onChange={(e) => onChange(e.target.checked)}
          aria-describedby={`${ids}-hint`}
        />{' '}
        Notify me about this process
      </label>
      <p className="muted failover-choice__hint" id={`${ids}-hint`}>
        Its events go to your channels as set on the <Link to="/notifications">Notifications</Link> page. Off:
        nothing is sent for it.
      </p>
    </div>
  );
}
