import { readFile } from 'node:fs/promises';
import { parse } from 'yaml';
import { UsageError } from './exit.ts';
import type { CreateProcessInput } from './gql/graphql.ts';

/** The fields of CreateProcessInput a spec file may hold (projectId and clusterId may be names). */
const FIELDS = [
  'projectId',
  'name',
  'image',
  'command',
  'args',
  'env',
  'mounts',
  'resources',
  'clusterId',
  'placement',
  'maxWaitSeconds',
  'failover',
  'idempotencyKey',
  'dryRun',
] as const satisfies readonly (keyof CreateProcessInput)[];

export type Spec = Partial<CreateProcessInput>;

/**
 * A spec file: YAML (or JSON) with the fields of CreateProcessInput (`/schemas/process.json` is its JSON
 * Schema). Unknown fields are a usage error naming them; the server checks the values.
 */
export async function readSpec(file: string): Promise<Spec> {
  let text: string;
  try {
    text = file === '-' ? await readStdin() : await readFile(file, 'utf8');
  } catch (error) {
    throw new UsageError(`cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`);
  }
  let data: unknown;
  try {
    data = parse(text);
  } catch (error) {
    throw new UsageError(`${file} is not valid YAML: ${(error as Error).message.split('\n')[0]}`);
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    throw new UsageError(
      `${file}: a spec is a mapping of CreateProcessInput fields (image, command, resources, …)`,
    );
  }
  const unknown = Object.keys(data).filter((k) => !(FIELDS as readonly string[]).includes(k));
  if (unknown.length > 0) {
    throw new UsageError(
      `${file}: unknown field${unknown.length > 1 ? 's' : ''} ${unknown.join(', ')} (fields: ${FIELDS.join(', ')})`,
    );
  }
  const spec = data as Spec & { env?: unknown };
  if (spec.env && !Array.isArray(spec.env) && typeof spec.env === 'object') {
    // A mapping is the friendlier way to write it: { KEY: value, TOKEN: { secret: HF_TOKEN } }.
    spec.env = Object.entries(spec.env as Record<string, unknown>).map(([name, value]) =>
      envEntry(file, name, value),
    );
  }
  return spec as Spec;
}

/** One entry of an env mapping: a literal (any scalar, as text) or `{ secret: NAME }`, a project secret. */
function envEntry(
  file: string,
  name: string,
  value: unknown,
): { name: string; value: string } | { name: string; secret: string } {
  if (value !== null && typeof value === 'object') {
    const keys = Object.keys(value);
    const secret = (value as { secret?: unknown }).secret;
    if (keys.length !== 1 || typeof secret !== 'string' || secret === '') {
      throw new UsageError(`${file}: env.${name} is a value or { secret: SECRET_NAME }`);
    }
    return { name, secret };
  }
  return { name, value: String(value) };
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
