import SchemaBuilder from '@pothos/core';
import ErrorsPlugin from '@pothos/plugin-errors';
import PrismaPlugin from '@pothos/plugin-prisma';
import RelayPlugin from '@pothos/plugin-relay';
import ScopeAuthPlugin, { type AuthFailure } from '@pothos/plugin-scope-auth';
import { GraphQLError, type GraphQLResolveInfo } from 'graphql';
import type { Context } from '../context.ts';
import type PrismaTypes from '../generated/pothos-types.ts';
import { getDatamodel } from '../generated/pothos-types.ts';
import type { Logger } from '../logger.ts';
import { can, roleOf } from '../services/access.ts';

/**
 * Where the schema's own warnings go (Pothos' unused-prisma-query check): the server's logger once `createApp` set
 * it; silent before.
 */
export const schemaWarnings = {
  logger: null as Logger | null,
  warn(info: GraphQLResolveInfo): void {
    this.logger?.warn(
      { field: `${info.parentType.name}.${info.fieldName}` },
      'prisma query of a field was not used by its resolver',
    );
  },
};

export const builder = new SchemaBuilder<{
  Context: Context;
  PrismaTypes: PrismaTypes;
  AuthScopes: {
    authenticated: boolean;
    admin: boolean;
    /** Any role in the project (OWNER, MEMBER or VIEWER): may read it. */
    projectMember: string;
    /** OWNER or MEMBER of the project: may create and run processes in it. */
    projectContributor: string;
  };
  DefaultFieldNullability: false;
  Scalars: {
    DateTime: { Input: Date; Output: Date };
    JSON: { Input: unknown; Output: unknown };
    ID: { Input: string; Output: string | number };
  };
}>({
  plugins: [ScopeAuthPlugin, RelayPlugin, PrismaPlugin, ErrorsPlugin],
  relay: {
    cursorType: 'String',
    clientMutationId: 'omit',
    nodeQueryOptions: false,
    nodesQueryOptions: false,
  },
  defaultFieldNullability: false,
  scopeAuth: {
    authScopes: (ctx) => ({
      authenticated: ctx.viewer !== null,
      admin: ctx.viewer?.isAdmin === true,
      projectMember: async (projectId) =>
        ctx.viewer ? can(ctx.viewer, 'view', await roleOf(ctx.prisma, ctx.viewer.id, projectId)) : false,
      projectContributor: async (projectId) =>
        ctx.viewer ? can(ctx.viewer, 'run', await roleOf(ctx.prisma, ctx.viewer.id, projectId)) : false,
    }),
    unauthorizedError: (_parent, ctx, _info, result) =>
      ctx.viewer
        ? new GraphQLError(forbiddenMessage(result.failure), { extensions: { code: 'FORBIDDEN' } })
        : new GraphQLError(
            ctx.authProblem ??
              'Authentication required: send "Authorization: Bearer <API token>" or sign in.',
            {
              extensions: { code: 'UNAUTHENTICATED', http: { status: 401 } },
            },
          ),
  },
  prisma: {
    client: (ctx) => ctx.prisma,
    dmmf: getDatamodel(),
    exposeDescriptions: false,
    filterConnectionTotalCount: true,
    // Through the server's logger (JSON), not Pothos' console.warn (plain text on stdout).
    onUnusedQuery: process.env.NODE_ENV === 'production' ? null : (info) => schemaWarnings.warn(info),
  },
  errors: {
    defaultTypes: [],
    defaultUnionOptions: {
      name: ({ fieldName }) => `${fieldName.charAt(0).toUpperCase()}${fieldName.slice(1)}Result`,
    },
  },
});

function failedScopes(failure: AuthFailure): string[] {
  if ('failures' in failure) return failure.failures.flatMap(failedScopes);
  return 'scope' in failure ? [failure.scope] : [];
}

function forbiddenMessage(failure: AuthFailure): string {
  const scopes = failedScopes(failure);
  if (scopes.includes('projectContributor')) {
    return 'Only owners and members of this project may do this (viewers may only look).';
  }
  if (scopes.includes('projectMember')) return 'You are not a member of this project (or it does not exist).';
  return 'You are not allowed to do this.';
}
