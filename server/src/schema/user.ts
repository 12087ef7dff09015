import type { Context } from '../context.ts';
import { createOwnApiToken, revokeApiToken } from '../services/tokens.ts';
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
    current: t.boolean({
      description:
        'True for the token this request authenticated with, directly or through the browser session made from it.',
      resolve: async (token, _args, ctx) => (await currentTokenId(ctx)) === token.id,
    }),
  }),
});

const currentTokenIds = new WeakMap<object, Promise<string | null>>();

/** The id of the API token behind this request's credential (a session's token is read once per request). */
function currentTokenId(ctx: Context): Promise<string | null> {
  let found = currentTokenIds.get(ctx);
  if (!found) {
    const credential = ctx.credential;
    found =
      credential?.kind === 'token'
        ? Promise.resolve(credential.id)
        : credential?.kind === 'session'
          ? ctx.prisma.session
              .findUnique({ where: { id: credential.id }, select: { apiTokenId: true } })
              .then((s) => s?.apiTokenId ?? null)
          : Promise.resolve(null);
    currentTokenIds.set(ctx, found);
  }
  return found;
}

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
    resolve: (_root, args, ctx) =>
      createOwnApiToken(ctx.prisma, ctx.viewer!, args.name, args.expiresAt ?? null),
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
