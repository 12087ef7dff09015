import { readFile } from 'node:fs/promises';
import { inputJsonSchema, type JsonSchemaDocument } from './mcp/json-schema.ts';
import { schema } from './schema/index.ts';

/*
 * What typed clients download from their server: the `kb` command line (so it always matches this server's
 * schema) and the JSON Schema of its spec files, made from the GraphQL input itself.
 */

let processSchema: JsonSchemaDocument | undefined;

/** GET /schemas/process.json: CreateProcessInput as JSON Schema (spec files for `kb run -f`, editors). */
export function processSchemaResponse(request: Request): Response {
  const origin = new URL(request.url).origin;
  processSchema ??= inputJsonSchema(schema, 'CreateProcessInput');
  return new Response(
    `${JSON.stringify({ ...processSchema, $id: `${origin}/schemas/process.json` }, null, 2)}\n`,
    {
      headers: { 'content-type': 'application/schema+json; charset=utf-8', 'cache-control': 'no-cache' },
    },
  );
}

/** GET /cli/kb.mjs: the bundled command line (`pnpm build` writes it); 404 with how to build it when missing. */
export async function cliBundleResponse(request: Request, file: string): Promise<Response> {
  let body: Uint8Array<ArrayBuffer>;
  try {
    body = new Uint8Array(await readFile(file));
  } catch {
    return new Response('The command line is not built on this server: run "pnpm build".\n', {
      status: 404,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    });
  }
  return new Response(request.method === 'HEAD' ? null : body, {
    headers: {
      'content-type': 'text/javascript; charset=utf-8',
      'content-disposition': 'attachment; filename="kb.mjs"',
      'cache-control': 'no-cache',
    },
  });
}
