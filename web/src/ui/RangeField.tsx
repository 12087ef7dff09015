import { type CSSProperties, useId, useState } from 'react';

export interface RangeFieldProps {
  label: string;
  /** The value in the unit of the controls (e.g. cores, GiB, minutes). */
  value: number;
  min: number;
  max: number;
  step: number;
  /** Unit shown after the number box, e.g. "cores". */
  unit: string;
  /** The value as people read it, e.g. "1 h 30 min (3600)". */
  display?: string;
  /** The value as a screen reader says it, with its unit: "16 cores", "64 GiB", "1 h". */
  valueText: string;
  /** Labels of the slider's two ends. */
  minLabel?: string;
  maxLabel?: string;
  disabled?: boolean;
  /** What the server refused about this value, shown below the slider. */
  error?: string | null;
  onChange: (value: number) => void;
}

const decimalsOf = (step: number) => (String(step).split('.')[1] ?? '').length;

/**
 * A slider and a number box kept in step. The number box accepts any value while typing and settles on
 * a value within [min, max] (rounded to `step`) when it loses focus (or on Enter); a value it had to lower
 * (100 cores → 16) or raise says so below the control.
 */
export function RangeField({
  label,
  value,
  min,
  max,
  step,
  unit,
  display,
  valueText,
  minLabel,
  maxLabel,
  disabled,
  error,
  onChange,
}: RangeFieldProps) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  const noteId = `${id}-note`;
  const [draft, setDraft] = useState<string | null>(null);
  // A typed value outside [min, max] is set to the nearest end, and says so until the value changes again.
  // (Kept with the bounds it was said for: other bounds, e.g. after a switch of cluster, drop it.)
  const [noted, setClampNote] = useState<{ text: string; min: number; max: number } | null>(null);
  const clampNote = noted && noted.min === min && noted.max === max ? noted.text : null;
  const settle = (n: number) => {
    const rounded = Number((Math.round(n / step) * step).toFixed(decimalsOf(step)));
    return Math.min(max, Math.max(min, rounded));
  };
  const change = (n: number) => {
    setClampNote(null);
    onChange(n);
  };
  const commitDraft = () => {
    if (draft === null) return;
    const n = Number(draft);
    setDraft(null);
    if (draft.trim() === '' || !Number.isFinite(n)) return;
    const settled = settle(n);
    onChange(settled);
    const text =
      n > max
        ? `${draft.trim()} ${unit} is more than the maximum here: set to ${maxLabel ?? `${max} ${unit}`}.`
        : n < min
          ? `${draft.trim()} ${unit} is less than the minimum: set to ${minLabel ?? `${min} ${unit}`}.`
          : null;
    setClampNote(text ? { text, min, max } : null);
  };
  const describedBy = [errorId, clampNote ? noteId : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <div className="range-field">
      <div className="range-field__head">
        <label className="field__label" htmlFor={id}>
          {label}
        </label>
        {display && <span className="range-field__display">{display}</span>}
      </div>
      <div className="range-field__controls">
        <input
          id={id}
          type="range"
          className="range"
          min={min}
          max={max}
          step={step}
          value={Math.min(max, Math.max(min, value))}
          aria-valuetext={valueText}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          disabled={disabled}
          onChange={(event) => change(settle(Number(event.target.value)))}
          style={
            { '--range-fill': `${max > min ? ((value - min) / (max - min)) * 100 : 0}%` } as CSSProperties
          }
        />
        <div className="range-field__number">
          <input
            type="number"
            className="input range-field__input"
            aria-label={`${label} (${unit})`}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            min={min}
            max={max}
            step={step}
            value={draft !== null && (draft.trim() === '' || Number(draft) === value) ? draft : String(value)}
            disabled={disabled}
            onChange={(event) => {
              setDraft(event.target.value);
              const n = Number(event.target.value);
              if (event.target.value.trim() !== '' && Number.isFinite(n) && n >= min && n <= max) change(n);
            }}
            onBlur={commitDraft}
            onKeyDown={(event) => {
              // Enter settles the number; it does not submit the form around it.
              if (event.key === 'Enter') {
                event.preventDefault();
                commitDraft();
              }
            }}
          />
          <span className="range-field__unit">{unit}</span>
        </div>
      </div>
      {(minLabel || maxLabel) && (
        <div className="range-field__scale" aria-hidden="true">
          <span>{minLabel}</span>
          <span>{maxLabel}</span>
        </div>
      )}
      {/* Always present, so that assistive technology announces the note when it appears. */}
      <div className="range-field__note" aria-live="polite">
        {clampNote && <span id={noteId}>{clampNote}</span>}
      </div>
      {error && (
        <div className="field__error" id={errorId}>
          {error}
        </div>
      )}
    </div>
  );
}
