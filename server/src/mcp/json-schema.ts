import {
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLInputObjectType,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLObjectType,
  type GraphQLOutputType,
  type GraphQLSchema,
  isAbstractType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  Kind,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';

/** The subset of JSON Schema (2020-12, also valid draft-07) that tool schemas use. */
export type JsonSchema = {
  type?: string | string[];
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  enum?: string[];
  const?: string;
  format?: string;
  anyOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  default?: unknown;
  $ref?: string;
};

const SCALARS: Record<string, JsonSchema> = {
  ID: { type: 'string' },
  String: { type: 'string' },
  Int: { type: 'integer' },
  Float: { type: 'number' },
  Boolean: { type: 'boolean' },
  DateTime: { type: 'string', format: 'date-time' },
};

/**
 * The JSON Schema of what a GraphQL selection returns, from the schema's types: non-null fields are required,
 * nullable ones admit null, unions and interfaces become `anyOf` their possible types (told apart by
 * `__typename`), descriptions are the schema's. `path` picks a field of the operation (aliases count).
 */
export function selectionJsonSchema(
  schema: GraphQLSchema,
  document: DocumentNode,
  path: string[],
): JsonSchema {
  const operation = document.definitions.find(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  );
  if (!operation) throw new Error('The document has no operation');
  const fragments = new Map(
    document.definitions
      .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
      .map((f) => [f.name.value, f]),
  );
  const root = schema.getRootType(operation.operation);
  if (!root) throw new Error(`The schema has no ${operation.operation} type`);
  let type: GraphQLOutputType = root;
  let selectionSet: SelectionSetNode | undefined = operation.selectionSet;
  for (const key of path) {
    const named = unwrap(type);
    if (!isObjectType(named) || !selectionSet) throw new Error(`Cannot follow ${path.join('.')}`);
    const field = collectFields(schema, named, selectionSet, fragments).get(key);
    if (!field) throw new Error(`No field ${key} in ${path.join('.')}`);
    type = named.getFields()[field.name]!.type;
    selectionSet = field.selectionSet;
  }
  const named = unwrap(type);
  if (!selectionSet || !(isObjectType(named) || isAbstractType(named))) {
    throw new Error(`${path.join('.')} is not an object`);
  }
  return compositeSchema(schema, named, selectionSet, fragments);
}

/** The JSON Schema of `fragment on Type { … }` written as GraphQL. */
export function fragmentJsonSchema(schema: GraphQLSchema, document: DocumentNode): JsonSchema {
  const fragment = document.definitions.find(
    (d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION,
  );
  if (!fragment) throw new Error('The document has no fragment');
  const type = schema.getType(fragment.typeCondition.name.value);
  if (!type || !(isObjectType(type) || isAbstractType(type))) throw new Error('Not a composite type');
  return compositeSchema(schema, type, fragment.selectionSet, new Map());
}

function unwrap(type: GraphQLOutputType) {
  let t = type;
  while (isNonNullType(t) || isListType(t)) t = t.ofType;
  return t;
}

type Fields = Map<string, { name: string; selectionSet: SelectionSetNode | undefined }>;

function collectFields(
  schema: GraphQLSchema,
  type: GraphQLObjectType,
  selectionSet: SelectionSetNode,
  fragments: Map<string, FragmentDefinitionNode>,
  into: Fields = new Map(),
): Fields {
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      const key = selection.alias?.value ?? selection.name.value;
      const previous = into.get(key);
      into.set(key, {
        name: selection.name.value,
        selectionSet: mergeSelections(previous?.selectionSet, selection.selectionSet),
      });
    } else {
      const fragment =
        selection.kind === Kind.INLINE_FRAGMENT ? selection : fragments.get(selection.name.value);
      if (!fragment) continue;
      const condition = fragment.typeCondition?.name.value;
      if (condition && !appliesTo(schema, condition, type)) continue;
      collectFields(schema, type, fragment.selectionSet, fragments, into);
    }
  }
  return into;
}

function mergeSelections(a: SelectionSetNode | undefined, b: SelectionSetNode | undefined) {
  if (!a) return b;
  if (!b) return a;
  return { ...a, selections: [...a.selections, ...b.selections] };
}

function appliesTo(schema: GraphQLSchema, condition: string, type: GraphQLObjectType): boolean {
  if (condition === type.name) return true;
  const conditionType = schema.getType(condition);
  return (
    conditionType !== undefined && isAbstractType(conditionType) && schema.isSubType(conditionType, type)
  );
}

function compositeSchema(
  schema: GraphQLSchema,
  type: GraphQLCompositeType,
  selectionSet: SelectionSetNode,
  fragments: Map<string, FragmentDefinitionNode>,
): JsonSchema {
  if (isObjectType(type)) return objectSchema(schema, type, selectionSet, fragments);
  return {
    anyOf: schema.getPossibleTypes(type).map((t) => objectSchema(schema, t, selectionSet, fragments)),
  };
}

function objectSchema(
  schema: GraphQLSchema,
  type: GraphQLObjectType,
  selectionSet: SelectionSetNode,
  fragments: Map<string, FragmentDefinitionNode>,
): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  for (const [key, field] of collectFields(schema, type, selectionSet, fragments)) {
    required.push(key);
    if (field.name === '__typename') {
      properties[key] = { type: 'string', const: type.name };
      continue;
    }
    const definition = type.getFields()[field.name]!;
    const property = outputSchema(schema, definition.type, field.selectionSet, fragments);
    if (definition.description) property.description = definition.description;
    properties[key] = property;
  }
  return {
    type: 'object',
    ...(type.description ? { description: type.description } : {}),
    properties,
    required,
    additionalProperties: false,
  };
}

function outputSchema(
  schema: GraphQLSchema,
  type: GraphQLOutputType,
  selectionSet: SelectionSetNode | undefined,
  fragments: Map<string, FragmentDefinitionNode>,
): JsonSchema {
  if (isNonNullType(type)) return valueSchema(schema, type.ofType, selectionSet, fragments);
  return nullable(valueSchema(schema, type, selectionSet, fragments));
}

function valueSchema(
  schema: GraphQLSchema,
  type: GraphQLOutputType,
  selectionSet: SelectionSetNode | undefined,
  fragments: Map<string, FragmentDefinitionNode>,
): JsonSchema {
  if (isListType(type))
    return { type: 'array', items: outputSchema(schema, type.ofType, selectionSet, fragments) };
  if (isScalarType(type)) return { ...(SCALARS[type.name] ?? {}) };
  if (isEnumType(type)) {
    return {
      type: 'string',
      enum: type.getValues().map((v) => v.name),
      ...(type.description ? { description: type.description } : {}),
    };
  }
  if (isNonNullType(type) || !selectionSet) throw new Error(`${String(type)} needs a selection`);
  return compositeSchema(schema, type, selectionSet, fragments);
}

function nullable(schema: JsonSchema): JsonSchema {
  if (typeof schema.type === 'string' && !schema.enum && schema.const === undefined) {
    return { ...schema, type: [schema.type, 'null'] };
  }
  return { anyOf: [schema, { type: 'null' }] };
}

/** A JSON Schema document (2020-12) with its named parts under `$defs`. */
export type JsonSchemaDocument = JsonSchema & {
  $schema: string;
  $id?: string;
  title: string;
  $defs: Record<string, JsonSchema>;
};

/**
 * The JSON Schema of a GraphQL input object (e.g. CreateProcessInput, for spec files): non-null fields without a
 * default are required, nullable ones admit null, nested input objects are `$defs` referenced by `$ref`, enums
 * list their values, descriptions and defaults are the schema's. Unknown fields are refused, as GraphQL does.
 */
export function inputJsonSchema(schema: GraphQLSchema, typeName: string, id?: string): JsonSchemaDocument {
  const root = schema.getType(typeName);
  if (!root || !isInputObjectType(root)) throw new Error(`${typeName} is not an input type`);
  const defs: Record<string, JsonSchema> = {};
  const objectOf = (type: GraphQLInputObjectType): JsonSchema => {
    const properties: Record<string, JsonSchema> = {};
    const required: string[] = [];
    for (const field of Object.values(type.getFields())) {
      const property = inputSchema(field.type);
      if (field.description) property.description = field.description;
      if (field.defaultValue !== undefined) property.default = field.defaultValue;
      properties[field.name] = property;
      if (isNonNullType(field.type) && field.defaultValue === undefined) required.push(field.name);
    }
    return {
      type: 'object',
      ...(type.description ? { description: type.description } : {}),
      properties,
      ...(required.length > 0 ? { required } : {}),
      additionalProperties: false,
    };
  };
  const namedSchema = (type: GraphQLNamedType): JsonSchema => {
    if (isInputObjectType(type)) {
      if (!(type.name in defs)) {
        defs[type.name] = {};
        defs[type.name] = objectOf(type);
      }
      return { $ref: `#/$defs/${type.name}` };
    }
    if (isEnumType(type)) {
      return {
        type: 'string',
        enum: type.getValues().map((v) => v.name),
        ...(type.description ? { description: type.description } : {}),
      };
    }
    if (isScalarType(type)) return { ...(SCALARS[type.name] ?? {}) };
    throw new Error(`${String(type)} is not an input type`);
  };
  const inputSchema = (type: GraphQLInputType): JsonSchema => {
    if (isNonNullType(type)) return inputValue(type.ofType);
    const value = inputValue(type);
    return value.$ref ? { anyOf: [value, { type: 'null' }] } : nullable(value);
  };
  const inputValue = (type: GraphQLInputType): JsonSchema => {
    if (isNonNullType(type)) return inputValue(type.ofType);
    if (isListType(type)) return { type: 'array', items: inputSchema(type.ofType) };
    return namedSchema(type);
  };
  const body = objectOf(root);
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    ...(id ? { $id: id } : {}),
    title: typeName,
    ...body,
    $defs: defs,
  };
}
