import {
  createTokenForUser,
  revokeApiToken,
  tokenExpiryProblem,
  tokenNameProblem,
} from '../services/tokens.ts';
import { deactivateUser, listUsers, reactivateUser } from '../services/users.ts';
import { builder } from './builder.ts';
import { InputValidationError, NotFoundError } from './errors.ts';

export const UserRef = builder.prismaObject('User', {
  fields: (t) => ({
    id: t.exposeID('id'),
    email: t.exposeString('email'),
    name: t.exposeString('name', { nullable: true }),
    isAdmin: t.exposeBoolean('isAdmin'),
    active: t.exposeBoolean('active', {
      description:
        'False once an administrator deactivated the user (their sessions and tokens stop working).',
    }),
    lastSeenAt: t.expose('lastSeenAt', {
      type: 'DateTime',
      nullable: true,
      description: 'Last authenticated request (to the minute). Admins only.',
      authScopes: { admin: true },
    }),
    canCreateProjects: t.boolean({
      description: 'This user may create projects (admins, or everyone when PROJECT_CREATION=anyone).',
      resolve: (user, _args, ctx) => user.isAdmin || ctx.services.config.projectCreation === 'anyone',
    }),
  }),
});

const ApiTokenRef = builder.prismaObject('ApiToken', {
  description: 'An API token. Its secret is shown only once, when it is created.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    prefix: t.exposeString('prefix', { description: 'Public lookup part of the token, safe to show.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    expiresAt: t.expose('expiresAt', { type: 'DateTime', nullable: true }),
    revokedAt: t.expose('revokedAt', { type: 'DateTime', nullable: true }),
    lastUsedAt: t.expose('lastUsedAt', { type: 'DateTime', nullable: true }),
  }),
});

type CreatedToken = { token: string; apiToken: import('../generated/prisma/client.ts').ApiToken };

const CreatedApiToken = builder.objectRef<CreatedToken>('CreatedApiToken').implement({
  fields: (t) => ({
    token: t.exposeString('token', { description: 'The secret. Store it now: it cannot be shown again.' }),
    apiToken: t.field({ type: ApiTokenRef, resolve: (r) => r.apiToken }),
  }),
});

builder.queryFields((t) => ({
  viewer: t.prismaField({
    type: 'User',
    authScopes: { authenticated: true },
    resolve: (query, _root, _args, ctx) =>
      ctx.prisma.user.findUniqueOrThrow({ ...query, where: { id: ctx.viewer!.id } }),
  }),
  users: t.prismaField({
    type: ['User'],
    description: 'Every user, active ones first (admins only).',
    authScopes: { admin: true },
    resolve: (_query, _root, _args, ctx) => listUsers(ctx.prisma),
  }),
  apiTokens: t.prismaField({
    type: ['ApiToken'],
    description: "The viewer's API tokens (secrets are never shown).",
    authScopes: { authenticated: true },
    resolve: (query, _root, _args, ctx) =>
      ctx.prisma.apiToken.findMany({
        ...query,
        where: { userId: ctx.viewer!.id },
        orderBy: { createdAt: 'desc' },
      }),
  }),
}));

builder.mutationFields((t) => ({
  createApiToken: t.field({
    type: CreatedApiToken,
    authScopes: { authenticated: true },
    errors: { types: [InputValidationError], directResult: true },
    args: {
      name: t.arg.string({ required: true }),
      expiresAt: t.arg({ type: 'DateTime', required: false }),
    },
    resolve: async (_root, args, ctx) => {
      const problem = tokenNameProblem(args.name);
      if (problem)
        throw new InputValidationError('Invalid token name.', [{ field: 'name', message: problem }]);
      const expiryProblem = tokenExpiryProblem(args.expiresAt ?? null);
      if (expiryProblem) {
        throw new InputValidationError('Invalid expiry.', [{ field: 'expiresAt', message: expiryProblem }]);
      }
      const { token, apiToken } = await createTokenForUser(
        ctx.prisma,
        ctx.viewer!,
        args.name,
        args.expiresAt ?? null,
        ctx.viewer!,
      );
      return { token, apiToken };
    },
  }),
  revokeApiToken: t.boolean({
    description: 'Revokes one of the viewer’s tokens and the browser sessions made from it.',
    authScopes: { authenticated: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const tokenId = String(args.id);
      const revoked = await revokeApiToken(ctx.prisma, ctx.viewer!.id, tokenId);
      if (revoked) ctx.services.accessWatch?.changed({ kind: 'token', tokenId });
      return revoked;
    },
  }),
  deactivateUser: t.field({
    type: UserRef,
    description:
      'Deactivates a user: their sessions and tokens stop working at once and their open subscriptions end. Admins only.',
    authScopes: { admin: true },
    errors: { types: [NotFoundError], directResult: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) =>
      deactivateUser({ prisma: ctx.prisma, access: ctx.services.accessWatch }, ctx.viewer!, String(args.id)),
  }),
  reactivateUser: t.field({
    type: UserRef,
    description:
      'Reactivates a deactivated user: their unexpired, unrevoked tokens work again and they may sign in. Admins only.',
    authScopes: { admin: true },
    errors: { types: [NotFoundError], directResult: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) =>
      reactivateUser({ prisma: ctx.prisma, access: ctx.services.accessWatch }, ctx.viewer!, String(args.id)),
  }),
}));
