// The editor's "Tasks" section as plain data: an array (sweep) or gang of `count` pods, and the parameters of an
// array built as a grid (each parameter's values; their product gives the tasks) or pasted as JSON or CSV. It
// mirrors the server's rules (ARCHITECTURE §19) so each problem shows on its field before anything is sent.

import type { TasksInput } from '../../gql/graphql';

/** The server's default MAX_TASKS; it checks again with its own. */
export const MAX_TASKS = 10_000;
/** An array's default parallelism: all of them, up to 100 at once. */
export const DEFAULT_PARALLELISM = 100;
export const MAX_RETRIES_PER_TASK = 100;

export type TaskKind = 'one' | 'array' | 'gang';
export type ParamMode = 'none' | 'grid' | 'paste';

export interface GridRow {
  /** Stable React key; never sent. */
  key: string;
  name: string;
  /** Comma-separated values: `0.1, 0.01` (numbers, true/false and null are read as JSON). */
  values: string;
}

export interface TasksForm {
  kind: TaskKind;
  /** Text of the inputs, so a half-typed number stays as typed. */
  count: string;
  parallelism: string;
  retriesPerTask: string;
  maxFailedTasks: string;
  paramMode: ParamMode;
  grid: GridRow[];
  pasted: string;
}

export type TasksFieldKey = 'count' | 'parallelism' | 'retriesPerTask' | 'maxFailedTasks' | 'parameters';
export type TasksErrors = Partial<Record<TasksFieldKey, string>>;

let gridCounter = 0;
export const newGridRow = (name = '', values = ''): GridRow => ({
  key: `param-${++gridCounter}`,
  name,
  values,
});

export const emptyTasksForm = (): TasksForm => ({
  kind: 'one',
  count: '10',
  parallelism: '',
  retriesPerTask: '0',
  maxFailedTasks: '',
  paramMode: 'none',
  grid: [newGridRow()],
  pasted: '',
});

/** A version's tasks as the section shows them (a re-run starts from its source). */
export function tasksFormOf(
  tasks: { count: number; parallelism: number; gang: boolean } | null | undefined,
): TasksForm {
  if (!tasks) return emptyTasksForm();
  return {
    ...emptyTasksForm(),
    kind: tasks.gang ? 'gang' : 'array',
    count: String(tasks.count),
    parallelism: tasks.gang ? '' : String(tasks.parallelism),
  };
}

/** One value of a grid cell: JSON scalars as such (`3`, `0.1`, `true`, `null`, `"x"`), anything else a string. */
function cellValue(text: string): unknown {
  const t = text.trim();
  if (/^-?\d+(\.\d+)?([eE][+-]?\d+)?$/.test(t) || t === 'true' || t === 'false' || t === 'null') {
    return JSON.parse(t);
  }
  if (/^".*"$/.test(t)) {
    try {
      return JSON.parse(t);
    } catch {
      return t;
    }
  }
  return t;
}

export const gridValues = (row: GridRow): unknown[] =>
  row.values
    .split(',')
    .map((v) => v.trim())
    .filter((v) => v !== '')
    .map(cellValue);

/** How many tasks the grid makes: the product of each named parameter's number of values (0 with none). */
export function gridSize(grid: readonly GridRow[]): number {
  const rows = grid.filter((r) => r.name.trim() !== '');
  if (rows.length === 0) return 0;
  return rows.reduce((n, r) => n * gridValues(r).length, 1);
}

/**
 * The grid's product in order (the last parameter varies fastest): `lr: 0.1, 0.01` × `seed: 1, 2` gives
 * `{lr:0.1,seed:1}, {lr:0.1,seed:2}, {lr:0.01,seed:1}, {lr:0.01,seed:2}`. Null past `limit` objects.
 */
export function gridProduct(grid: readonly GridRow[], limit = MAX_TASKS): Record<string, unknown>[] | null {
  const rows = grid.filter((r) => r.name.trim() !== '');
  if (rows.length === 0) return [];
  if (gridSize(rows) > limit) return null;
  let out: Record<string, unknown>[] = [{}];
  for (const row of rows) {
    const values = gridValues(row);
    const name = row.name.trim();
    out = out.flatMap((o) => values.map((v) => ({ ...o, [name]: v })));
  }
  return out;
}

/** One CSV line's cells, with double-quoted cells (`"a,b"`, `""` for a quote). */
function csvCells(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      cells.push(cell);
      cell = '';
    } else cell += c;
  }
  cells.push(cell);
  return cells;
}

/**
 * Pasted parameters: a JSON array of objects, or CSV with a header line (one task per further line; numbers,
 * true/false and null read as JSON). An error names the line or the element.
 */
export function parsePasted(text: string): { parameters: Record<string, unknown>[] } | { error: string } {
  const trimmed = text.trim();
  if (trimmed === '') return { parameters: [] };
  if (trimmed.startsWith('{'))
    return { error: 'JSON must be an array of objects, one per task: wrap the object in [ ].' };
  if (trimmed.startsWith('[')) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(trimmed);
    } catch (e) {
      return { error: `Not valid JSON: ${(e as Error).message}` };
    }
    if (!Array.isArray(parsed)) return { error: 'JSON must be an array of objects, one per task.' };
    const bad = parsed.findIndex((p) => p === null || typeof p !== 'object' || Array.isArray(p));
    if (bad >= 0) return { error: `Element ${bad} is not a JSON object: each task’s parameters are one.` };
    return { parameters: parsed as Record<string, unknown>[] };
  }
  const lines = trimmed.split(/\r?\n/).filter((l) => l.trim() !== '');
  const header = csvCells(lines[0]!).map((h) => h.trim());
  if (header.some((h) => h === '')) return { error: 'CSV line 1 (the header) has an empty column name.' };
  const parameters: Record<string, unknown>[] = [];
  for (let i = 1; i < lines.length; i++) {
    const cells = csvCells(lines[i]!);
    if (cells.length !== header.length) {
      return { error: `CSV line ${i + 1} has ${cells.length} values; the header has ${header.length}.` };
    }
    parameters.push(Object.fromEntries(header.map((h, j) => [h, cellValue(cells[j]!)])));
  }
  return { parameters };
}

/** The parameters the section makes, or an error (null: none). */
export function parametersOf(form: TasksForm): Record<string, unknown>[] | { error: string } | null {
  if (form.kind !== 'array' || form.paramMode === 'none') return null;
  if (form.paramMode === 'grid') {
    const product = gridProduct(form.grid);
    if (product === null)
      return {
        error: `The grid makes ${gridSize(form.grid).toLocaleString('en')} tasks; at most ${MAX_TASKS.toLocaleString('en')}.`,
      };
    const unnamed = form.grid.find((r) => r.name.trim() === '' && r.values.trim() !== '');
    if (unnamed) return { error: 'Name each parameter that has values.' };
    const empty = form.grid.find((r) => r.name.trim() !== '' && gridValues(r).length === 0);
    if (empty) return { error: `Give ${empty.name.trim()} at least one value.` };
    return product.length ? product : null;
  }
  const pasted = parsePasted(form.pasted);
  if ('error' in pasted) return pasted;
  return pasted.parameters.length ? pasted.parameters : null;
}

/** The count the section sends: with parameters, their number (the count follows the product). */
export function effectiveCount(form: TasksForm): number {
  const params = parametersOf(form);
  if (Array.isArray(params) && params.length > 0) return params.length;
  return Number(form.count);
}

const intOf = (text: string) => (/^\s*-?\d+\s*$/.test(text) ? Number(text) : Number.NaN);

/**
 * What the section sends (`tasks` and `taskParameters`), or the problems on its fields, by the server's rules:
 * count 1..MAX_TASKS, parallelism 1..count (a gang's is its count), retries 0..100 (a gang's 0), the failure bound
 * 0..count-1 (arrays), no parameters on a gang and one parameters object per task.
 */
export function tasksInputOf(
  form: TasksForm,
  maxTasks = MAX_TASKS,
):
  | { tasks: TasksInput | null; taskParameters: Record<string, unknown>[] | null; errors: null }
  | { errors: TasksErrors } {
  if (form.kind === 'one') return { tasks: null, taskParameters: null, errors: null };
  const errors: TasksErrors = {};
  const gang = form.kind === 'gang';
  const params = parametersOf(form);
  if (params && !Array.isArray(params)) errors.parameters = params.error;
  const fromParams = Array.isArray(params) ? params.length : 0;
  const count = fromParams > 0 ? fromParams : intOf(form.count);
  if (!Number.isInteger(count) || count < 1 || count > maxTasks)
    errors.count = `The count must be a whole number from 1 to ${maxTasks.toLocaleString('en')}.`;
  const countOk = !errors.count;
  let parallelism: number | null = null;
  if (!gang && form.parallelism.trim() !== '') {
    parallelism = intOf(form.parallelism);
    if (!Number.isInteger(parallelism) || parallelism < 1)
      errors.parallelism = 'At least 1 at once (or leave it empty for up to 100).';
    else if (countOk && parallelism > count)
      errors.parallelism = `At most the count (${count}): more tasks than there are cannot run at once.`;
  }
  const retries = form.retriesPerTask.trim() === '' ? 0 : intOf(form.retriesPerTask);
  if (!gang && (!Number.isInteger(retries) || retries < 0 || retries > MAX_RETRIES_PER_TASK))
    errors.retriesPerTask = `Retries must be from 0 to ${MAX_RETRIES_PER_TASK}.`;
  let maxFailed: number | null = null;
  if (!gang && form.maxFailedTasks.trim() !== '') {
    maxFailed = intOf(form.maxFailedTasks);
    if (!Number.isInteger(maxFailed) || maxFailed < 0 || (countOk && maxFailed >= count))
      errors.maxFailedTasks = `From 0 to ${countOk ? count - 1 : 'the count − 1'} (leave it empty to run every task).`;
  }
  if (Object.keys(errors).length) return { errors };
  return {
    tasks: {
      count,
      gang,
      ...(parallelism != null ? { parallelism } : {}),
      retriesPerTask: gang ? 0 : retries,
      ...(maxFailed != null ? { maxFailedTasks: maxFailed } : {}),
    },
    taskParameters: Array.isArray(params) && params.length ? params : null,
    errors: null,
  };
}

/** The server's `tasks.*` and `taskParameters[…]` issues on the section's fields; null for other fields. */
export function tasksFieldOfIssue(field: string): TasksFieldKey | null {
  const path = field.replace(/^input\./, '');
  if (/^taskParameters(\[\d+\])?/.test(path)) return 'parameters';
  const m = /^tasks\.(count|parallelism|retriesPerTask|maxFailedTasks|gang)$/.exec(path);
  if (!m) return path === 'tasks' ? 'count' : null;
  return m[1] === 'gang' ? 'count' : (m[1] as TasksFieldKey);
}

/** "10 tasks, at most 4 at once", "a gang of 4 pods": the podset a plan asks Kueue for. */
export function describePlan(tasks: TasksInput | null): string | null {
  if (!tasks) return null;
  if (tasks.gang) return `a gang of ${tasks.count.toLocaleString('en')} pods started together`;
  const at = Math.min(tasks.parallelism ?? DEFAULT_PARALLELISM, tasks.count);
  return `${tasks.count.toLocaleString('en')} tasks, at most ${at.toLocaleString('en')} at once`;
}
