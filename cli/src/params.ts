import { readFile } from 'node:fs/promises';
import { UsageError } from './exit.ts';

/** One object per task: `--params FILE`, a JSON array of objects or a CSV file with a header line. */
export type TaskParameters = Record<string, unknown>[];

/** Reads `--params FILE` (- for stdin): JSON when it starts with `[`, else CSV (every value a string). */
export async function readParams(file: string): Promise<TaskParameters> {
  let text: string;
  try {
    text = file === '-' ? await readStdin() : await readFile(file, 'utf8');
  } catch (error) {
    throw new UsageError(`--params ${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const rows = text.trimStart().startsWith('[') ? fromJson(file, text) : fromCsv(file, text);
  if (rows.length === 0) throw new UsageError(`--params ${file}: no tasks in it`);
  return rows;
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

function fromJson(file: string, text: string): TaskParameters {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new UsageError(`--params ${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!Array.isArray(data)) throw new UsageError(`--params ${file}: a JSON array of objects, one per task`);
  data.forEach((row, i) => {
    if (row === null || typeof row !== 'object' || Array.isArray(row)) {
      throw new UsageError(`--params ${file}: task ${i} is not an object`);
    }
  });
  return data as TaskParameters;
}

/** RFC 4180 CSV: quoted fields may hold commas, quotes ("") and line breaks. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows.filter((r) => !(r.length === 1 && r[0] === ''));
}

function fromCsv(file: string, text: string): TaskParameters {
  const [header, ...rows] = parseCsv(text.replace(/^\uFEFF/, ''));
  if (!header) return [];
  if (header.some((h) => h.trim() === '')) throw new UsageError(`--params ${file}: an empty column name`);
  return rows.map((cells, i) => {
    if (cells.length !== header.length) {
      throw new UsageError(
        `--params ${file}: row ${i + 2} has ${cells.length} fields, the header ${header.length}`,
      );
    }
    return Object.fromEntries(header.map((h, j) => [h.trim(), cells[j]]));
  });
}
