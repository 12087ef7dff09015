import { stripAnsi } from './iostreams.ts';

export interface Column<T> {
  header: string;
  value: (row: T) => string;
  /** The column that gives up width first when the table is too wide (one per table). */
  flexible?: boolean;
  /** Right-aligned (numbers). */
  right?: boolean;
  /** Never cut (ids, which are only useful whole). */
  keep?: boolean;
}

/**
 * A plain table no wider than `width` (80 by default): columns separated by two spaces, the flexible column cut
 * with "…" (then any other too-wide cell), headers in capitals.
 */
export function renderTable<T>(rows: readonly T[], columns: readonly Column<T>[], width = 80): string {
  const cells = rows.map((row) => columns.map((c) => c.value(row).replace(/\s+/g, ' ')));
  const headers = columns.map((c) => c.header.toUpperCase());
  const widths = columns.map((_, i) =>
    Math.max(headers[i]!.length, ...cells.map((r) => stripAnsi(r[i]!).length)),
  );
  const total = () => widths.reduce((a, b) => a + b, 0) + 2 * (columns.length - 1);
  const flexible = columns.findIndex((c) => c.flexible);
  const order = [flexible, ...widths.map((_, i) => i).sort((a, b) => widths[b]! - widths[a]!)].filter(
    (i) => i >= 0 && !columns[i]!.keep,
  );
  for (const i of order) {
    const excess = total() - width;
    if (excess <= 0) break;
    widths[i] = Math.max(Math.min(widths[i]!, headers[i]!.length, 4), widths[i]! - excess);
  }
  const line = (values: string[]) =>
    values
      .map((v, i) => fit(v, widths[i]!, columns[i]!.right === true, i === values.length - 1))
      .join('  ')
      .trimEnd();
  return `${[line(headers), ...cells.map(line)].join('\n')}\n`;
}

function fit(value: string, width: number, right: boolean, last: boolean): string {
  const plain = stripAnsi(value);
  if (plain.length > width) return `${plain.slice(0, Math.max(0, width - 1))}…`;
  const pad = ' '.repeat(width - plain.length);
  if (right) return pad + value;
  return last ? value : value + pad;
}

/** Key–value lines ("Status:  RUNNING"), for one object. */
export function renderFields(fields: [string, string | null | undefined][], width = 80): string {
  const shown = fields.filter((f): f is [string, string] => f[1] != null && f[1] !== '');
  const keyWidth = Math.max(...shown.map(([k]) => k.length)) + 1;
  return `${shown
    .map(([k, v]) => {
      const text = `${`${k}:`.padEnd(keyWidth)}  ${v}`;
      return stripAnsi(text).length > width ? `${text.slice(0, width - 1)}…` : text;
    })
    .join('\n')}\n`;
}
