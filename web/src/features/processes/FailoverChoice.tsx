import { useId } from 'react';

/** The editor's failover choice (ARCHITECTURE §17): off, or on with how many attempts in all. */
export interface FailoverSetting {
  on: boolean;
  maxAttempts: number;
}

export const FAILOVER_OFF: FailoverSetting = { on: false, maxAttempts: 3 };

/** What createProcess/rerunProcess take for this setting (null: off). */
export function failoverInputOf(setting: FailoverSetting) {
  return setting.on ? { onPreemption: true, onClusterLost: true, maxAttempts: setting.maxAttempts } : null;
}

export function FailoverChoice({
  value,
  onChange,
}: {
  value: FailoverSetting;
  onChange: (next: FailoverSetting) => void;
}) {
  const ids = useId();
  return (
    <div className="failover-choice">
      <label className="failover-choice__toggle">
        <input
          type="checkbox"
          checked={value.on}
          onChange={(e) => onChange({ ...value, on: e.target.checked })}
          aria-describedby={`${ids}-hint`}
        />{' '}
        If its cluster fails it, run it on another allowed cluster
      </label>
      <p className="muted failover-choice__hint" id={`${ids}-hint`}>
        When it is preempted there and another cluster would start it sooner, or the cluster stops answering
        or is retired, the next attempt goes to the allowed cluster that starts it first (its limits checked
        again).
      </p>
      {value.on && (
        <label className="failover-choice__attempts">
          Attempts in all{' '}
          <select
            value={value.maxAttempts}
            onChange={(e) => onChange({ ...value, maxAttempts: Number(e.target.value) })}
          >
            {[2, 3, 5, 10].map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
      )}
    </div>
  );
}
