import {
  AUDIT_NO_ACTOR,
  AUDIT_PAGE_MAX,
  auditCursor,
  listAuditActions,
  listAuditEvents,
  parseAuditCursor,
} from '../services/audit.ts';
import { BadUserInputError } from '../services/errors.ts';
import { builder } from './builder.ts';

// The audit log (ARCHITECTURE §13): admins read it newest first, a page at a time. Rows are written by the
// services that do the actions (services/audit.ts).

const AuditEventRef = builder.prismaObject('AuditEvent', {
  description: 'One admin or owner action. Its summary says what changed (before → after), never a secret.',
  fields: (t) => ({
    id: t.exposeID('id'),
    at: t.expose('at', { type: 'DateTime' }),
    actor: t.relation('actor', {
      nullable: true,
      description: 'Who did it; null when no person did (see system) or the user was deleted.',
    }),
    system: t.string({
      nullable: true,
      description:
        'Who acted when no person did: "admin-cli" (the admin command line on the server), "failover", "start-up" (clusters registered from the configuration), "oidc-sign-in" (the OpenID Provider’s groups); null when a user did (actor), and on rows from before it was recorded.',
      resolve: (e) => e.actorSystem,
    }),
    action: t.exposeString('action', { description: 'e.g. member.add, token.revoke, cluster.update.' }),
    targetType: t.exposeString('targetType'),
    targetId: t.exposeString('targetId', { nullable: true }),
    summary: t.exposeString('summary'),
  }),
});

type AuditEventRow = Awaited<ReturnType<typeof listAuditEvents>>['events'][number];

const AuditEventConnection = builder.connectionObject({
  type: AuditEventRef,
  name: 'AuditEventConnection',
});

const AuditEventFilter = builder.inputType('AuditEventFilter', {
  description: 'Narrows auditEvents; both given: rows matching both.',
  fields: (t) => ({
    action: t.string({
      required: false,
      description: 'Exactly this action, e.g. member.add (see auditActions).',
    }),
    actor: t.string({
      required: false,
      description: `A part of the actor's email, any case; "${AUDIT_NO_ACTOR}" for the admin command line; failover, start-up or oidc-sign-in for what the server did by itself.`,
    }),
  }),
});

builder.queryFields((t) => ({
  auditActions: t.stringList({
    description: 'The actions the audit log holds, sorted (admins only): the choices of its action filter.',
    authScopes: { admin: true },
    resolve: (_root, _args, ctx) => listAuditActions(ctx.prisma),
  }),
  auditEvents: t.field({
    type: AuditEventConnection,
    description: `Audit events, newest first (admins only). \`first\` at most ${AUDIT_PAGE_MAX} (default 50).`,
    authScopes: { admin: true },
    args: {
      first: t.arg.int({ required: false }),
      after: t.arg.string({ required: false }),
      filter: t.arg({ type: AuditEventFilter, required: false }),
    },
    resolve: async (_root, args, ctx) => {
      const first = args.first ?? 50;
      if (first < 1 || first > AUDIT_PAGE_MAX) {
        throw new BadUserInputError([{ field: 'first', message: `must be 1 to ${AUDIT_PAGE_MAX}` }]);
      }
      const after = args.after ? parseAuditCursor(args.after) : null;
      if (args.after && !after) {
        throw new BadUserInputError([{ field: 'after', message: 'is not a cursor of this list' }]);
      }
      const page = await listAuditEvents(ctx.prisma, { first, after, filter: args.filter ?? undefined });
      const edges = page.events.map((node: AuditEventRow) => ({ cursor: auditCursor(node), node }));
      return {
        edges,
        pageInfo: {
          hasNextPage: page.hasNextPage,
          hasPreviousPage: after !== null,
          startCursor: edges[0]?.cursor ?? null,
          endCursor: edges.at(-1)?.cursor ?? null,
        },
      };
    },
  }),
}));
