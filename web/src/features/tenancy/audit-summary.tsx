const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' });

/** An audit row's time in the reader's words and zone ("4 Dec 2026, 10:00:00"). */
export function formatAuditTime(iso: string): string {
  return timeFormat.format(new Date(iso));
}

// An ISO 8601 instant the server wrote into a summary (e.g. a token's expiry).
const ISO_INSTANT = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})/g;

/** A summary with the instants in it shown like the When column (machine-readable in `<time dateTime>`). */
export function AuditSummary({ text }: { text: string }) {
  const parts: (string | { iso: string })[] = [];
  let last = 0;
  for (const match of text.matchAll(ISO_INSTANT)) {
    const at = match.index;
    if (Number.isNaN(new Date(match[0]).getTime())) continue;
    parts.push(text.slice(last, at), { iso: match[0] });
    last = at + match[0].length;
  }
  parts.push(text.slice(last));
  return (
    <>
      {parts.map((part, i) =>
        typeof part === 'string' ? (
          part
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text, in order
          <time key={i} dateTime={part.iso}>
            {formatAuditTime(part.iso)}
          </time>
        ),
      )}
    </>
  );
}
