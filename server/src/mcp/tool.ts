import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { CallToolResult, Tool, ToolAnnotations } from '@modelcontextprotocol/sdk/types.js';
import {
  type ExecutionResult,
  GRAPHQL_MAX_INT,
  GRAPHQL_MIN_INT,
  type GraphQLSchema,
  isObjectType,
  parse,
} from 'graphql';
import { z } from 'zod';
import { fragmentJsonSchema, type JsonSchema, selectionJsonSchema } from './json-schema.ts';

/** Runs a GraphQL document as the caller (through Yoga, like any /graphql request). */
export type Execute = <R, V>(document: TypedDocumentNode<R, V>, variables: V) => Promise<ExecutionResult<R>>;

/** A refusal that is not a member of the operation's typed union (the GraphQL error's `extensions.code`). */
export type RequestErrorValue = {
  __typename: 'RequestError';
  code: string;
  message: string;
  retryAfterSeconds?: number;
};

/** An integer argument bound by GraphQL's Int (32 bits), which it becomes: the listed schema says what passes. */
export function graphqlInt() {
  return z.number().int().min(GRAPHQL_MIN_INT).max(GRAPHQL_MAX_INT);
}

export interface ToolDefinition<A extends z.ZodObject, R, V> {
  name: string;
  title: string;
  description: string;
  input: A;
  annotations: ToolAnnotations;
  document: TypedDocumentNode<R, V>;
  variables: (args: z.output<A>) => V;
  /** Where the tool's answer is in `data` (aliases count); [] is the whole of `data`. */
  resultPath: string[];
  /** When the answer is null (not visible to the caller): the message of the NotFoundError returned instead. */
  notFound?: (args: z.output<A>) => string;
  /** Maps a field named by a GraphQL ValidationError (e.g. "resources.cpu") onto this tool's argument. */
  argumentOf?: (field: string, args: z.output<A>) => string;
}

export interface McpTool {
  name: string;
  /** What tools/list answers. */
  listing: Tool;
  call: (args: unknown, execute: Execute) => Promise<CallToolResult>;
}

export function defineTool<A extends z.ZodObject, R, V>(
  schema: GraphQLSchema,
  definition: ToolDefinition<A, R, V>,
): McpTool {
  const inputSchema = withoutSafeIntegerBounds(z.toJSONSchema(definition.input, { io: 'input' }));
  delete inputSchema.$schema;
  const answer = selectionJsonSchema(schema, definition.document, definition.resultPath);
  const variants = [...(answer.anyOf ?? [answer])];
  const typenames = new Set(variants.map((v) => v.properties?.__typename?.const));
  const extra = [
    validationErrorSchema(schema),
    ...(definition.notFound ? [notFoundErrorSchema(schema)] : []),
    REQUEST_ERROR_SCHEMA,
  ].filter((v) => !typenames.has(v.properties?.__typename?.const));
  const outputSchema = { type: 'object', anyOf: [...variants, ...extra] } as Tool['outputSchema'];

  return {
    name: definition.name,
    listing: {
      name: definition.name,
      title: definition.title,
      description: definition.description,
      inputSchema: inputSchema as Tool['inputSchema'],
      outputSchema,
      annotations: { title: definition.title, ...definition.annotations },
    },
    async call(rawArgs, execute) {
      const records = ownRecords(definition.input, rawArgs);
      const parsed = definition.input.safeParse(rawArgs ?? {});
      if (!parsed.success) {
        return toolResult({
          __typename: 'ValidationError',
          message: 'The arguments do not match the input schema of this tool.',
          issues: parsed.error.issues.flatMap((issue) => zodIssue(issue)),
        });
      }
      const args = { ...parsed.data, ...records };
      const result = await execute(definition.document, definition.variables(args));
      if (result.errors?.length) {
        return toolResult(requestError(result.errors[0]!, (f) => definition.argumentOf?.(f, args) ?? f));
      }
      let value: unknown = result.data;
      for (const key of definition.resultPath) value = (value as Record<string, unknown> | null)?.[key];
      if (value == null) {
        if (!definition.notFound) throw new Error(`${definition.name}: no data`);
        return toolResult({ __typename: 'NotFoundError', message: definition.notFound(args) });
      }
      const answerValue = value as Record<string, unknown>;
      if (answerValue.__typename === 'ValidationError' && definition.argumentOf) {
        const issues = answerValue.issues as { field: string; message: string }[];
        answerValue.issues = issues.map((i) => ({ ...i, field: definition.argumentOf!(i.field, args) }));
      }
      return toolResult(answerValue, isErrorType(schema, answerValue.__typename));
    },
  };
}

/**
 * The record arguments (env) exactly as sent. zod rebuilds records by assignment, which drops an own "__proto__"
 * key ({"__proto__": "x"} is a valid environment variable name that GraphQL accepts): copied again here with
 * defining semantics once zod has checked the values.
 */
function ownRecords(input: z.ZodObject, rawArgs: unknown): Record<string, Record<string, unknown>> {
  const records: Record<string, Record<string, unknown>> = {};
  if (!rawArgs || typeof rawArgs !== 'object') return records;
  for (const [key, field] of Object.entries(input.shape)) {
    const inner = field instanceof z.ZodOptional ? field.unwrap() : field;
    const value = (rawArgs as Record<string, unknown>)[key];
    if (inner instanceof z.ZodRecord && value && typeof value === 'object' && !Array.isArray(value)) {
      const entries = Object.entries(value);
      if (entries.every(([, v]) => typeof v === 'string')) records[key] = Object.fromEntries(entries);
    }
  }
  return records;
}

/** zod writes ±(2^53 − 1) bounds on every integer: noise to an agent (the GraphQL Int range is the real one). */
function withoutSafeIntegerBounds(schema: unknown): Record<string, unknown> {
  return JSON.parse(JSON.stringify(schema), (key, value) =>
    (key === 'minimum' || key === 'maximum') && Math.abs(value) === Number.MAX_SAFE_INTEGER
      ? undefined
      : value,
  );
}

function toolResult(value: Record<string, unknown>, isError = 'message' in value): CallToolResult {
  return {
    content: [{ type: 'text', text: JSON.stringify(value) }],
    structuredContent: value,
    ...(isError ? { isError: true } : {}),
  };
}

function isErrorType(schema: GraphQLSchema, typename: unknown): boolean {
  const type = typeof typename === 'string' ? schema.getType(typename) : undefined;
  return isObjectType(type) && type.getInterfaces().some((i) => i.name === 'Error');
}

function zodIssue(issue: z.core.$ZodIssue): { field: string; message: string }[] {
  if (issue.code === 'unrecognized_keys') {
    return issue.keys.map((key) => ({
      field: [...issue.path, key].join('.'),
      message: 'Unknown argument: see the input schema of this tool.',
    }));
  }
  return [{ field: issue.path.join('.') || '(arguments)', message: issue.message }];
}

type GraphQLErrorLike = { message: string; extensions?: Record<string, unknown> };

function requestError(
  error: GraphQLErrorLike,
  argumentOf: (field: string) => string,
): RequestErrorValue | Record<string, unknown> {
  const extensions = error.extensions ?? {};
  const code = typeof extensions.code === 'string' ? extensions.code : 'INTERNAL_SERVER_ERROR';
  const issues = extensions.issues;
  if (code === 'BAD_USER_INPUT' && Array.isArray(issues)) {
    return {
      __typename: 'ValidationError',
      message: error.message,
      issues: (issues as { field: string; message: string }[]).map((i) => ({
        field: argumentOf(i.field),
        message: i.message,
      })),
    };
  }
  const retryAfter = extensions.retryAfterSeconds;
  return {
    __typename: 'RequestError',
    code,
    message: error.message,
    ...(typeof retryAfter === 'number' ? { retryAfterSeconds: retryAfter } : {}),
  };
}

/** camelCase → snake_case, one path segment at a time ("resources.deadlineSeconds" → "resources.deadline_seconds"). */
export function snakeCase(path: string): string {
  return path.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

let validationSchema: JsonSchema | undefined;
function validationErrorSchema(schema: GraphQLSchema): JsonSchema {
  validationSchema ??= fragmentJsonSchema(
    schema,
    parse('fragment V on ValidationError { __typename message issues { field message } }'),
  );
  return validationSchema;
}

let notFoundSchema: JsonSchema | undefined;
function notFoundErrorSchema(schema: GraphQLSchema): JsonSchema {
  notFoundSchema ??= fragmentJsonSchema(schema, parse('fragment N on NotFoundError { __typename message }'));
  return notFoundSchema;
}

const REQUEST_ERROR_SCHEMA: JsonSchema = {
  type: 'object',
  description:
    'A refusal outside the typed results (the GraphQL error code): FORBIDDEN (not a member of the project, or a VIEWER changing it), RATE_LIMITED (wait retryAfterSeconds), CLUSTER_SELECTION_FAILED (a cluster-selection plugin failed: ask an administrator), BAD_USER_INPUT, INTERNAL_SERVER_ERROR.',
  properties: {
    __typename: { type: 'string', const: 'RequestError' },
    code: { type: 'string' },
    message: { type: 'string' },
    retryAfterSeconds: {
      type: 'integer',
      description: 'With RATE_LIMITED: seconds to wait before retrying.',
    },
  },
  required: ['__typename', 'code', 'message'],
  additionalProperties: false,
};
