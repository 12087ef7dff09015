/**
 * Rules for text people type: what may be echoed back in a message, and which characters a name or a description
 * may not hold.
 */

/** How much of a user's input a message may quote. */
export const ECHO_MAX_CHARS = 40;

/** The value in double quotes, cut to ECHO_MAX_CHARS (an answer never grows with the size of its input). */
export function quote(value: string): string {
  const chars = Array.from(value);
  return chars.length > ECHO_MAX_CHARS ? `"${chars.slice(0, ECHO_MAX_CHARS).join('')}…"` : `"${value}"`;
}

// C0 and C1 controls, DEL, and the bidirectional overrides, embeddings and isolates that make text display in
// another order than it is stored (a name that reads differently from what it is).
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/u;
const BIDI = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;

/** Why `value` cannot be a name or a one-line label, or null when it can. */
export function displayTextProblem(value: string, maxChars: number): string | null {
  const length = Array.from(value).length;
  if (length > maxChars) return `must be at most ${maxChars} characters`;
  if (CONTROL.test(value)) return 'must not contain control characters (line breaks, tabs, NUL …)';
  if (BIDI.test(value)) return 'must not contain bidirectional-text control characters';
  return null;
}

/** A duration for people, exact: 600 → "10 min", 3600 → "1 h", 3601 → "1 h 1 s", 90061 → "1 d 1 h 1 min 1 s". */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const parts = [
    [Math.floor(s / 86_400), 'd'],
    [Math.floor((s % 86_400) / 3600), 'h'],
    [Math.floor((s % 3600) / 60), 'min'],
    [s % 60, 's'],
  ] as const;
  return (
    parts
      .filter(([n]) => n > 0)
      .map(([n, unit]) => `${n} ${unit}`)
      .join(' ') || '0 s'
  );
}
