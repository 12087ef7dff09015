import SchemaBuilder from '@pothos/core';
import ErrorsPlugin from '@pothos/plugin-errors';
import PrismaPlugin from '@pothos/plugin-prisma';
import RelayPlugin from '@pothos/plugin-relay';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import { GraphQLError } from 'graphql';
import type { Context } from '../context.ts';
import type PrismaTypes from '../generated/pothos-types.ts';
import { getDatamodel } from '../generated/pothos-types.ts';
import { isProjectMember } from '../services/projects.ts';

export const builder = new SchemaBuilder<{
  Context: Context;
  PrismaTypes: PrismaTypes;
  AuthScopes: { authenticated: boolean; admin: boolean; projectMember: string };
  DefaultFieldNullability: false;
  Scalars: {
    DateTime: { Input: Date; Output: Date };
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
      projectMember: (projectId) =>
        ctx.viewer ? isProjectMember(ctx.prisma, ctx.viewer.id, projectId) : false,
    }),
    unauthorizedError: (_parent, ctx) =>
      ctx.viewer
        ? new GraphQLError('You are not allowed to do this.', { extensions: { code: 'FORBIDDEN' } })
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
    onUnusedQuery: process.env.NODE_ENV === 'production' ? null : 'warn',
  },
  errors: {
    defaultTypes: [],
    defaultUnionOptions: {
      name: ({ fieldName }) => `${fieldName.charAt(0).toUpperCase()}${fieldName.slice(1)}Result`,
    },
  },
});
