import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { lexicographicSortSchema, printSchema } from 'graphql';
import { repoRoot } from '../config.ts';
import { schema } from '../schema/index.ts';

/** Prints the Pothos schema, sorted, to the committed schema.graphql. */
const target = path.join(repoRoot, 'schema.graphql');
await writeFile(target, `${printSchema(lexicographicSortSchema(schema))}\n`);
process.stderr.write(`wrote ${path.relative(process.cwd(), target)}\n`);
