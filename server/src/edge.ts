import {
  type DocumentNode,
  GraphQLError,
  type GraphQLInputType,
  type GraphQLSchema,
  getNamedType,
  getNullableType,
  isInputObjectType,
  isListType,
  isScalarType,
  Kind,
  TypeInfo,
  typeFromAST,
  visit,
  visitWithTypeInfo,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { TrustProxy } from './config.ts';
import { ECHO_MAX_CHARS } from './text.ts';

/*
 * What the HTTP edge refuses or rewrites before (and after) any resolver runs, for every input at once: sizes of
 * bodies and strings, control characters in strings, and what error messages may echo.
 */

/** Largest request body: a 1 MiB kubeconfig and registry credentials, JSON-escaped, fit with room to spare. */
export const MAX_BODY_BYTES = 3 * 1024 * 1024;
/** Largest string any argument or input field may carry (the 1 MiB kubeconfig is the largest input). */
export const MAX_INPUT_STRING_CHARS = 1024 * 1024;

// In String inputs only tab, line feed and carriage return (kubeconfig YAML, multi-line text) pass; an ID or any
// other scalar (names, dates, quantities) takes no control character at all.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const TEXT_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/u;
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const ANY_CONTROL = /[\u0000-\u001f\u007f]/u;
/** With the `u` flag a surrogate range matches only surrogates that are not part of a pair. */
const LONE_SURROGATE = /[\ud800-\udfff]/u;

function inputProblem(value: string, scalar: string): string | null {
  if (value.length > MAX_INPUT_STRING_CHARS) return `is longer than ${MAX_INPUT_STRING_CHARS} characters`;
  const found = (scalar === 'String' ? TEXT_CONTROL : ANY_CONTROL).exec(value);
  if (found) {
    const code = found[0].codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0');
    return `contains the control character U+${code}, which is not accepted`;
  }
  // A lone UTF-16 surrogate ("\ud800" in JSON) is no character at all: PostgreSQL refuses it in json and rewrites
  // it in text, so what was checked would not be what is stored.
  if (LONE_SURROGATE.test(value)) return 'contains an unpaired UTF-16 surrogate, which is not text';
  return null;
}

/** The first unacceptable string among the variables and literals of an operation, as a message naming where. */
export function findUnacceptableInput(
  schema: GraphQLSchema,
  document: DocumentNode,
  variableValues: Record<string, unknown> | null | undefined,
): { message: string; field: string } | null {
  let found: { message: string; field: string } | null = null;

  // Variables, walked along their declared input types as coercion will walk them.
  const walk = (type: GraphQLInputType, value: unknown, path: string): void => {
    if (found || value === null || value === undefined) return;
    const nullable = getNullableType(type);
    if (isListType(nullable)) {
      const items = Array.isArray(value) ? value : [value];
      items.forEach((item, index) => {
        walk(nullable.ofType, item, `${path}[${index}]`);
      });
    } else if (isInputObjectType(nullable)) {
      if (typeof value !== 'object' || Array.isArray(value)) return;
      for (const field of Object.values(nullable.getFields())) {
        walk(field.type, (value as Record<string, unknown>)[field.name], `${path}.${field.name}`);
      }
    } else if (isScalarType(nullable) && typeof value === 'string') {
      const problem = inputProblem(value, nullable.name);
      if (problem) found = { message: `Variable "${path}" ${problem}.`, field: path };
    }
  };
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    for (const variable of definition.variableDefinitions ?? []) {
      const type = typeFromAST(schema, variable.type) as GraphQLInputType | undefined;
      const name = variable.variable.name.value;
      if (type) walk(type, variableValues?.[name], `$${name}`);
    }
  }
  if (found) return found;
  // Literals depend on the document alone, and Yoga hands the same parsed document to every request with the same
  // text: each document's literals are walked once.
  const known = literalFindings.get(document);
  if (known !== undefined) return known;
  found = findUnacceptableLiteral(schema, document);
  literalFindings.set(document, found);
  return found;
}

const literalFindings = new WeakMap<DocumentNode, { message: string; field: string } | null>();

/** Literals written in the document, each checked against the input type it is given for. */
function findUnacceptableLiteral(
  schema: GraphQLSchema,
  document: DocumentNode,
): { message: string; field: string } | null {
  let found: { message: string; field: string } | null = null;
  const typeInfo = new TypeInfo(schema);
  const names: string[] = [];
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Argument: {
        enter: (node) => {
          names.push(node.name.value);
        },
        leave: () => {
          names.pop();
        },
      },
      ObjectField: {
        enter: (node) => {
          names.push(node.name.value);
        },
        leave: () => {
          names.pop();
        },
      },
      StringValue(node) {
        if (found) return;
        const type = typeInfo.getInputType();
        const named = type ? getNamedType(type) : undefined;
        if (!named || !isScalarType(named)) return;
        const problem = inputProblem(node.value, named.name);
        const field = names.join('.') || 'a value';
        if (problem) found = { message: `Argument "${field}" ${problem}.`, field };
      },
    }),
  );
  return found;
}

/** Refuses, as BAD_USER_INPUT, any operation with a string input the database or a cluster must never see. */
export function useInputGuard(): Plugin {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const bad = findUnacceptableInput(args.schema, args.document, args.variableValues);
      if (bad) {
        setResultAndStopExecution({
          errors: [
            new GraphQLError(bad.message, { extensions: { code: 'BAD_USER_INPUT', field: bad.field } }),
          ],
        });
      }
    },
  };
}

const QUOTED = /"((?:[^"\\]|\\.)*)"/g;
const SUGGESTION = /\s*Did you mean [^?]*\?/g;

/** A message with every quoted stretch cut to ECHO_MAX_CHARS and, when asked, no "Did you mean" suggestions. */
export function cleanMessage(message: string, hideSuggestions: boolean): string {
  let text = hideSuggestions ? message.replace(SUGGESTION, '') : message;
  text = text.replace(QUOTED, (whole, inner: string) => {
    const chars = Array.from(inner);
    return chars.length > ECHO_MAX_CHARS ? `"${chars.slice(0, ECHO_MAX_CHARS).join('')}…"` : whole;
  });
  return text.length > 1000 ? `${text.slice(0, 1000)}…` : text;
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: replacing what is not text is the point
const NOT_TEXT = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\ufffd]/gu;

/** The message with control characters and undecodable bytes replaced by "?". */
function printable(message: string): string {
  return message.replace(NOT_TEXT, '?');
}

/**
 * Rewrites the errors of every answer (parse, validation, variable coercion, execution): echoed input is cut, and
 * with introspection off no error suggests names of the schema.
 */
export function useErrorHygiene(options: { hideSuggestions: boolean }): Plugin {
  const clean = (error: unknown) => {
    if (!(error instanceof GraphQLError)) return;
    // In place: the same objects may sit in Yoga's validation cache, and cleaning is idempotent.
    error.message = cleanMessage(error.message, options.hideSuggestions);
    // graphql-js's own refusals of a request (a variable that does not coerce, an Int out of range) and the
    // GraphQLErrors a plugin throws for bad arguments (an unreadable cursor) carry no code: they are the caller's
    // input, so they say BAD_USER_INPUT (an agent must not read them as our failure). Masked failures already
    // carry INTERNAL_SERVER_ERROR.
    if (error.extensions.code === undefined) {
      const cause = error.originalError;
      if (!cause || cause instanceof GraphQLError)
        (error.extensions as Record<string, unknown>).code = 'BAD_USER_INPUT';
    }
    // Yoga puts JSON.parse's own message (which quotes the body it could not read) in the answer: cut it as every
    // echo is cut, and never send back bytes that are not text (a gzip body sent as JSON).
    const original = error.extensions?.originalError as { name?: unknown; message?: unknown } | undefined;
    if (original && typeof original.message === 'string') {
      (error.extensions as Record<string, unknown>).originalError = {
        name: original.name,
        message: printable(cleanMessage(original.message, options.hideSuggestions)),
      };
    }
    const issues = error.extensions?.issues;
    if (Array.isArray(issues)) {
      for (const issue of issues as Array<{ message?: unknown }>) {
        if (typeof issue?.message === 'string')
          issue.message = cleanMessage(issue.message, options.hideSuggestions);
      }
    }
  };
  return {
    onResultProcess({ result }) {
      if (Symbol.asyncIterator in result) return;
      for (const single of Array.isArray(result) ? result : [result]) single.errors?.forEach(clean);
    },
  };
}

/** The request with its body read into memory, or a 413 answer when the body is larger than `maxBytes`. */
export async function limitBody(request: Request, maxBytes: number): Promise<Request | Response> {
  if (!request.body || request.method === 'GET' || request.method === 'HEAD') return request;
  // A declared length within the limit: Node's HTTP parser delivers exactly that many bytes, so the body needs no
  // second copy. Without one (chunked), it is read here and cut at the limit.
  const length = request.headers.get('content-length');
  if (length !== null && /^\d+$/.test(length) && Number(length) <= maxBytes) return request;
  const tooLarge = () =>
    new Response(
      JSON.stringify({
        errors: [
          {
            message: `The request body is larger than ${maxBytes / 1024 / 1024} MiB.`,
            extensions: { code: 'PAYLOAD_TOO_LARGE' },
          },
        ],
      }),
      { status: 413, headers: { 'content-type': 'application/json', connection: 'close' } },
    );
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > maxBytes) {
    // Not cancelled: destroying the request mid-upload resets the connection before the client reads the 413.
    // The answer says `connection: close`; Node discards the rest of the body and then closes.
    return tooLarge();
  }
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      return tooLarge();
    }
    chunks.push(value);
  }
  return new Request(request.url, {
    method: request.method,
    headers: request.headers,
    body: Buffer.concat(chunks),
    signal: request.signal,
  });
}

/** The last element of a header that may be sent several times or as a list: the one our proxy added. */
function lastElement(request: Request, name: string): string | undefined {
  return request.headers.get(name)?.split(',').at(-1)?.trim() || undefined;
}

/** One parameter (`for`, `proto`) of the last element of `Forwarded` (RFC 7239), unquoted. */
function forwardedParameter(request: Request, parameter: string): string | undefined {
  const last = lastElement(request, 'forwarded');
  if (!last) return undefined;
  for (const pair of last.split(';')) {
    const [key, ...rest] = pair.split('=');
    if (key?.trim().toLowerCase() === parameter)
      return rest
        .join('=')
        .trim()
        .replace(/^"(.*)"$/, '$1');
  }
  return undefined;
}

/**
 * Whether the client reached us over https: the request URL says so, or (only with TRUST_PROXY) the one proxy in
 * front says so in the header kind configured: the last `X-Forwarded-Proto` value, or the `proto` of the last
 * `Forwarded` element. The other kind is the client's to invent and never read.
 */
export function isHttps(request: Request, trustProxy: TrustProxy): boolean {
  if (new URL(request.url).protocol === 'https:') return true;
  if (trustProxy === 'x-forwarded')
    return lastElement(request, 'x-forwarded-proto')?.toLowerCase() === 'https';
  if (trustProxy === 'forwarded') return forwardedParameter(request, 'proto')?.toLowerCase() === 'https';
  return false;
}

/**
 * The address of the client: the peer of the connection, or (only with TRUST_PROXY) the address the one proxy in
 * front saw, i.e. the last entry of the header kind configured (earlier entries are the client's to invent).
 */
export function clientAddress(request: Request, peer: string | undefined, trustProxy: TrustProxy): string {
  const seen =
    trustProxy === 'x-forwarded'
      ? lastElement(request, 'x-forwarded-for')
      : trustProxy === 'forwarded'
        ? // for=192.0.2.1, for="192.0.2.1:4711" or for="[2001:db8::1]:4711": the address without its port.
          forwardedParameter(request, 'for')
            ?.replace(/^\[([^\]]+)\](?::\d+)?$/, '$1')
            .replace(/^(\d+\.\d+\.\d+\.\d+):\d+$/, '$1')
        : undefined;
  return seen || peer || 'unknown';
}
