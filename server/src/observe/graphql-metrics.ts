import { getOperationAST, Kind, type OperationDefinitionNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Metrics } from './metrics.ts';

/** The first root field of the operation (bounded by the schema: execution only runs validated documents). */
function rootField(operation: OperationDefinitionNode | null | undefined): string {
  for (const selection of operation?.selectionSet.selections ?? []) {
    if (selection.kind === Kind.FIELD && selection.name.value !== '__typename') return selection.name.value;
  }
  return operation ? '__typename' : 'none';
}

/** Times every GraphQL execution into `kueue_batch_graphql_operation_duration_seconds`. */
export function useOperationMetrics(metrics: Metrics): Plugin {
  return {
    onExecute({ args }) {
      const operation = getOperationAST(args.document, args.operationName);
      const labels = { type: operation?.operation ?? 'unknown', field: rootField(operation) };
      const stop = metrics.graphqlDuration.startTimer(labels);
      return {
        onExecuteDone({ result }) {
          const failed =
            !(Symbol.asyncIterator in result) &&
            (Array.isArray(result) ? result : [result]).some((r) => (r.errors?.length ?? 0) > 0);
          stop({ outcome: failed ? 'error' : 'ok' });
        },
      };
    },
    onSubscribe({ args }) {
      const operation = getOperationAST(args.document, args.operationName);
      metrics.graphqlSubscriptions.inc({ field: rootField(operation) });
    },
  };
}
