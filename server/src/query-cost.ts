import {
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  GraphQLError,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  getNamedType,
  getNullableType,
  isInterfaceType,
  isListType,
  isObjectType,
  Kind,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValueNode,
} from 'graphql';
import { PAGE_SIZE } from './schema/builder.ts';

/**
 * The query-cost limit (ARCHITECTURE §6): what an operation may ask for at most, counted before it runs. Every
 * field costs 1 plus what it selects; a page (`first`/`last`) multiplies what it selects by its size (a size sent
 * as a variable counts as the largest page, one omitted as the default page); a list that grows with use counts as
 * `LIST_SIZE` items; a field whose answer may be large costs by its size (`logs`: up to a MiB). So 20 aliases
 * of a process's versions with their logs are refused at once, not after reading 250 MiB of logs.
 */

export const MAX_QUERY_COST = 20_000;

/**
 * Items a list that is not a page is counted for: the lists that grow with use (clusters, projects, users, a
 * version's timeline); the others (a cluster's flavors, a version's attempts) hold what their configuration says
 * and count once.
 */
const LIST_SIZE: Readonly<Record<string, number>> = {
  'Query.clusters': 10,
  'Query.availableClusters': 10,
  'Query.projects': 10,
  'Query.users': 10,
  'Query.apiTokens': 10,
  'Project.members': 10,
  'ProcessVersion.history': 10,
  'UsageReport.rows': 10,
};

/** Fields whose answer may be large, by their size (about 1,000 bytes per unit). */
const FIELD_COST: Readonly<Record<string, number>> = {
  // At most the last MiB of a log.
  'ProcessVersion.logs': 1_000,
};

type Fragments = (name: string) => FragmentDefinitionNode | undefined | null;

/** The cost of one operation of `document` (the first, or the one named), as the limit counts it. */
export function operationCost(schema: GraphQLSchema, document: DocumentNode, operationName?: string): number {
  const fragments = new Map<string, FragmentDefinitionNode>();
  let operation: OperationDefinitionNode | undefined;
  for (const d of document.definitions) {
    if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
    else if (d.kind === Kind.OPERATION_DEFINITION && !operation)
      if (!operationName || d.name?.value === operationName) operation = d;
  }
  return operation ? costOfOperation(schema, operation, (name) => fragments.get(name)) : 0;
}

function costOfOperation(schema: GraphQLSchema, operation: OperationDefinitionNode, fragments: Fragments) {
  const root =
    operation.operation === 'query'
      ? schema.getQueryType()
      : operation.operation === 'mutation'
        ? schema.getMutationType()
        : schema.getSubscriptionType();
  if (!root) return 0;
  const defaults = new Map<string, ValueNode>();
  for (const v of operation.variableDefinitions ?? [])
    if (v.defaultValue) defaults.set(v.variable.name.value, v.defaultValue);
  return costOfSelections(schema, operation.selectionSet, root, fragments, defaults, new Set());
}

function costOfSelections(
  schema: GraphQLSchema,
  selectionSet: SelectionSetNode,
  parent: GraphQLNamedType,
  fragments: Fragments,
  defaults: Map<string, ValueNode>,
  visiting: Set<string>,
  memo: Map<string, number> = new Map(),
): number {
  let cost = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      cost += costOfField(schema, selection, parent, fragments, defaults, visiting, memo);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      const type = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : parent;
      if (type)
        cost += costOfSelections(schema, selection.selectionSet, type, fragments, defaults, visiting, memo);
    } else {
      const name = selection.name.value;
      // Each fragment is counted once per operation, however often it is spread (no exponential walk).
      const known = memo.get(name);
      if (known !== undefined) {
        cost += known;
        continue;
      }
      const fragment = fragments(name);
      // A cycle is another rule's error; counted once here.
      if (!fragment || visiting.has(name)) continue;
      const type = schema.getType(fragment.typeCondition.name.value);
      if (!type) continue;
      visiting.add(name);
      const own = costOfSelections(schema, fragment.selectionSet, type, fragments, defaults, visiting, memo);
      visiting.delete(name);
      memo.set(name, own);
      cost += own;
    }
  }
  return cost;
}

function costOfField(
  schema: GraphQLSchema,
  node: FieldNode,
  parent: GraphQLNamedType,
  fragments: Fragments,
  defaults: Map<string, ValueNode>,
  visiting: Set<string>,
  memo: Map<string, number>,
): number {
  const name = node.name.value;
  // Introspection and __typename cost nothing (introspection is switched off where it must be).
  if (name.startsWith('__')) return 0;
  if (!isObjectType(parent) && !isInterfaceType(parent)) return 0;
  const field = parent.getFields()[name];
  if (!field) return 0;
  const own = FIELD_COST[`${parent.name}.${name}`] ?? 1;
  const children = node.selectionSet
    ? costOfSelections(
        schema,
        node.selectionSet,
        getNamedType(field.type),
        fragments,
        defaults,
        visiting,
        memo,
      )
    : 0;
  return own + itemsOf(field, node, parent, defaults) * children;
}

/** How many items a field's selection is counted for: a page's size, a list's assumed size, else 1. */
function itemsOf(
  field: GraphQLField<unknown, unknown>,
  node: FieldNode,
  parent: GraphQLNamedType,
  defaults: Map<string, ValueNode>,
): number {
  const isPage = field.args.some((a) => a.name === 'first' || a.name === 'last');
  if (isPage) {
    const given = node.arguments?.filter((a) => a.name.value === 'first' || a.name.value === 'last') ?? [];
    if (given.length === 0) return PAGE_SIZE.default;
    return Math.max(...given.map((a) => pageSize(a.value, defaults)));
  }
  // A page's edges are counted by the page.
  if (parent.name.endsWith('Connection')) return 1;
  return isListType(getNullableType(field.type)) ? (LIST_SIZE[`${parent.name}.${field.name}`] ?? 1) : 1;
}

function pageSize(value: ValueNode, defaults: Map<string, ValueNode>): number {
  if (value.kind === Kind.INT) return Math.max(0, Math.min(Number(value.value), PAGE_SIZE.max));
  if (value.kind === Kind.VARIABLE) {
    const fallback = defaults.get(value.name.value);
    return fallback && fallback.kind === Kind.INT ? pageSize(fallback, defaults) : PAGE_SIZE.max;
  }
  return PAGE_SIZE.max;
}

/** The validation rule: an operation above `limit` is refused before it runs, saying its cost and the limit. */
export function queryCostRule(limit: number = MAX_QUERY_COST) {
  return (context: ValidationContext) => ({
    OperationDefinition(operation: OperationDefinitionNode) {
      const cost = costOfOperation(context.getSchema(), operation, (name) => context.getFragment(name));
      if (cost > limit) {
        context.reportError(
          new GraphQLError(
            `This query is too costly: it may cost ${cost}, and the limit is ${limit}. Ask for smaller pages (first), fewer logs or fewer fields.`,
            { nodes: [operation], extensions: { code: 'QUERY_TOO_COSTLY', cost, limit } },
          ),
        );
      }
    },
  });
}
