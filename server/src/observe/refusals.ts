import { getOperationAST } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Context } from '../context.ts';
import { auditRefusal } from '../services/audit.ts';
import { ServiceError } from '../services/errors.ts';

/** Codes of refusals worth a log line naming who and what (the caller's mistakes, not our failures). */
const REFUSAL_CODES = new Set(['FORBIDDEN', 'UNAUTHENTICATED', 'RATE_LIMITED', 'NOT_FOUND']);

/**
 * Every refusal an operation ends with is logged at info with the user and the operation (`Mutation.deactivateUser`);
 * a FORBIDDEN mutation (a privileged attempt) is also written to the audit log. Result-union refusals
 * (LastOwnerError) are audited by the service that raises them.
 */
export function useRefusalLog(): Plugin<Context> {
  return {
    onExecute({ args }) {
      const operation = getOperationAST(args.document, args.operationName ?? undefined);
      const rootType =
        operation?.operation === 'mutation' ? 'Mutation' : operation?.operation === 'query' ? 'Query' : null;
      if (!rootType) return;
      return {
        async onExecuteDone({ result }) {
          if (Symbol.asyncIterator in result) return;
          const ctx = args.contextValue as Context;
          for (const error of result.errors ?? []) {
            // A service's refusal gets its code when Yoga masks the result, after this hook.
            const code =
              error.extensions?.code ??
              (error.originalError instanceof ServiceError ? error.originalError.code : undefined);
            if (typeof code !== 'string' || !REFUSAL_CODES.has(code)) continue;
            const field = typeof error.path?.[0] === 'string' ? error.path[0] : '?';
            if (rootType === 'Mutation' && code === 'FORBIDDEN' && ctx.viewer) {
              await auditRefusal(ctx.prisma, ctx.services.logger, ctx.viewer, {
                operation: field,
                code,
                reason: error.message,
              });
              continue;
            }
            ctx.services.logger.info(
              {
                userId: ctx.viewer?.id ?? null,
                operation: `${rootType}.${field}`,
                code,
                refusal: error.message,
              },
              'request refused',
            );
          }
        },
      };
    },
  };
}
