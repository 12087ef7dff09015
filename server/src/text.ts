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

// C0 and C1 controls, DEL and the line and paragraph separators (a one-line label has no line breaks).
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/u;
// The bidirectional marks, overrides, embeddings and isolates that make text display in another order than it is
// stored (a name that reads differently from what it is).
const BIDI = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;
// Invisible characters: every format character (zero-width space, word joiner, byte-order mark, soft hyphen, tag
// characters, …) and the fillers that render as blank. A name holding them looks like another name, or like none.
const INVISIBLE = /[\p{Cf}\u115f\u1160\u3164\uffa0]/gu;
// Zero-width joiner and non-joiner are kept between two visible characters: emoji sequences and Persian or Indic
// words need them.
const JOINERS = new Set(['\u200c', '\u200d']);
const VISIBLE = /^[^\s\p{Cf}\p{Cc}]$/u;

function invisibleAt(value: string): number {
  const chars = Array.from(value);
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i]!;
    INVISIBLE.lastIndex = 0;
    if (!INVISIBLE.test(c)) continue;
    if (JOINERS.has(c) && VISIBLE.test(chars[i - 1] ?? '') && VISIBLE.test(chars[i + 1] ?? '')) continue;
    return i;
  }
  return -1;
}

/**
 * Why `value` cannot be a name, an email or a one-line label, or null when it can: the one rule for every display
 * name (users, projects, processes, tokens, clusters) and every email address.
 */
export function displayTextProblem(value: string, maxChars: number): string | null {
  const length = Array.from(value).length;
  if (length > maxChars) return `must be at most ${maxChars} characters`;
  if (CONTROL.test(value)) return 'must not contain control characters (line breaks, tabs, NUL …)';
  if (BIDI.test(value)) return 'must not contain bidirectional-text control characters';
  if (invisibleAt(value) >= 0) return 'must not contain invisible characters (zero-width spaces, joiners, …)';
  return null;
}

/**
 * What an outside source (an OpenID Provider's `name` claim) says, made to pass `displayTextProblem`: characters
 * it refuses become spaces, runs of spaces one, cut to `maxChars`; null when nothing readable is left. The person
 * cannot fix their provider's data, so it is cleaned rather than refused.
 */
export function cleanDisplayText(value: string, maxChars: number): string | null {
  const chars = Array.from(value);
  const kept = chars.map((c, i) => {
    if (CONTROL.test(c) || BIDI.test(c)) return ' ';
    INVISIBLE.lastIndex = 0;
    if (!INVISIBLE.test(c)) return c;
    return JOINERS.has(c) && VISIBLE.test(chars[i - 1] ?? '') && VISIBLE.test(chars[i + 1] ?? '') ? c : ' ';
  });
  const text = kept.join('').replace(/\s+/gu, ' ').trim();
  const cut = Array.from(text).slice(0, maxChars).join('').trim();
  return cut.length > 0 && displayTextProblem(cut, maxChars) === null ? cut : null;
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

/**
 * Letters of other scripts that look like a Latin letter (Unicode's confusables, the common ones in names): the
 * key of a name maps them to their Latin twin, so "раусheck" (Cyrillic р, а, у, с) reads as "paycheck".
 */
const CONFUSABLES: Readonly<Record<string, string>> = {
  // Cyrillic
  а: 'a',
  в: 'b',
  е: 'e',
  ё: 'e',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  ѕ: 's',
  і: 'i',
  ї: 'i',
  ј: 'j',
  ԁ: 'd',
  ԛ: 'q',
  ԝ: 'w',
  ӏ: 'l',
  һ: 'h',
  ɡ: 'g',
  ь: 'b',
  // Greek
  α: 'a',
  β: 'b',
  ε: 'e',
  η: 'n',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
  ω: 'w',
  // Latin look-alikes
  ı: 'i',
  ȷ: 'j',
  ℓ: 'l',
};

/**
 * How a name reads, for telling two names apart (projects, processes): compatibility-composed (full-width letters
 * are letters, composed and decomposed accents the same), case-folded, and each letter of another script that looks
 * like a Latin one taken as that one. Two names with one key are one name to people.
 */
export function nameKey(name: string): string {
  const folded = name.normalize('NFKC').toLowerCase().normalize('NFKC');
  let out = '';
  for (const c of folded) out += CONFUSABLES[c] ?? c;
  return out;
}
