import { stringify } from 'yaml';
import { UsageError } from '../exit.ts';

export const FORMATS = ['table', 'json', 'yaml'] as const;
export type Format = (typeof FORMATS)[number];

export function parseFormat(value: string | undefined): Format {
  const format = value ?? 'table';
  if (!(FORMATS as readonly string[]).includes(format)) {
    throw new UsageError(`-o ${format}: use one of ${FORMATS.join(', ')}`);
  }
  return format as Format;
}

/** The API's objects as they came (the API's field names), as JSON or YAML. */
export function renderData(format: 'json' | 'yaml', data: unknown): string {
  if (format === 'json') return `${JSON.stringify(data, null, 2)}\n`;
  return stringify(data, { lineWidth: 0 });
}
