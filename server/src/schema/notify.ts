import type { Context } from '../context.ts';
import type { NotificationChannel, NotificationDelivery } from '../generated/prisma/client.ts';
import { addChannel, removeChannel, testChannel, verifyChannel } from '../services/notify/channels.ts';
import { builder } from './builder.ts';
import { InputValidationError, NotFoundError } from './errors.ts';

/** Notifications (ARCHITECTURE §22): a user's channels and the deliveries of a version. */

const ChannelKindEnum = builder.enumType('ChannelKind', {
  values: {
    EMAIL: { description: 'An email address, verified by a mailed 6-digit code.' },
    WEBHOOK: {
      description: 'An https URL receiving signed JSON (X-KB-Signature: sha256=<HMAC of the body>).',
    },
    SLACK: { description: "A Slack incoming-webhook URL (Slack's JSON)." },
  } as const,
});

const NotifyEventEnum = builder.enumType('NotifyEvent', {
  values: {
    STARTED: { description: 'The version started running.' },
    SUCCEEDED: {},
    FAILED: {},
    CANCELLED: {},
    PREEMPTED: { description: 'Preempted on its cluster by a higher-priority workload and queued again.' },
    FAILED_OVER: { description: 'Moved to another cluster (failover), with both clusters named.' },
    BUDGET_WARNING: { description: "The project's budget is 80 % used this period (project owners)." },
    BUDGET_EXHAUSTED: { description: "The project's budget is used up this period (project owners)." },
  } as const,
});

const DeliveryStatusEnum = builder.enumType('DeliveryStatus', {
  values: {
    PENDING: { description: 'Not delivered yet: waiting for its first try or for the next after a failure.' },
    DELIVERED: {},
    FAILED: { description: 'Given up: refused for good, or not delivered within 24 hours.' },
  } as const,
});

export const NotificationChannelRef = builder.prismaObject('NotificationChannel', {
  description: 'One of the viewer’s notification channels (a webhook’s signing secret is never shown again).',
  fields: (t) => ({
    id: t.exposeID('id'),
    kind: t.expose('kind', { type: ChannelKindEnum }),
    target: t.exposeString('target'),
    events: t.expose('events', { type: [NotifyEventEnum] }),
    verified: t.exposeBoolean('verified', {
      description:
        'False for an address until its mailed code is entered: it receives nothing else until then.',
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    deliveries: t.relation('deliveries', {
      description: 'Its most recent deliveries, newest first.',
      args: { first: t.arg.int({ required: false, defaultValue: 20 }) },
      query: (args) => ({
        where: { event: { not: null } },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        take: Math.min(100, Math.max(1, args.first ?? 20)),
      }),
    }),
  }),
});

builder.prismaObject('NotificationDelivery', {
  description:
    'One message of an event to one channel (X-KB-Delivery and the email’s Message-ID carry its id).',
  fields: (t) => ({
    id: t.exposeID('id'),
    channel: t.relation('channel'),
    event: t.field({
      type: NotifyEventEnum,
      select: { event: true },
      resolve: (d) => d.event ?? 'STARTED',
    }),
    status: t.expose('status', { type: DeliveryStatusEnum }),
    attempts: t.exposeInt('attempts'),
    lastError: t.exposeString('lastError', { nullable: true }),
    deliveredAt: t.expose('deliveredAt', { type: 'DateTime', nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

builder.prismaObjectFields('User', (t) => ({
  notificationChannels: t.relation('notificationChannels', {
    description: 'The viewer’s own notification channels (empty for anyone else).',
    query: (_args, ctx: Context) => ({
      where: { userId: ctx.viewer?.id ?? '' },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    }),
  }),
}));

builder.prismaObjectFields('ProcessVersion', (t) => ({
  notifications: t.relation('notifications', {
    description: 'This version’s notifications to the viewer’s own channels, oldest first.',
    query: (_args, ctx: Context) => ({
      where: { event: { not: null }, channel: { userId: ctx.viewer?.id ?? '' } },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    }),
  }),
}));

const NotificationChannelInput = builder.inputType('NotificationChannelInput', {
  fields: (t) => ({
    kind: t.field({ type: ChannelKindEnum, required: true }),
    target: t.string({
      required: true,
      description: 'EMAIL: the address; WEBHOOK and SLACK: an https URL that resolves to public addresses.',
    }),
    events: t.field({ type: [NotifyEventEnum], required: true }),
  }),
});

type Added = { channel: NotificationChannel; signingSecret: string | null };

const AddNotificationChannelPayload = builder.objectRef<Added>('AddNotificationChannelPayload').implement({
  fields: (t) => ({
    channel: t.field({ type: NotificationChannelRef, resolve: (r) => r.channel }),
    signingSecret: t.exposeString('signingSecret', {
      nullable: true,
      description: 'WEBHOOK: the secret its messages are signed with. Shown only now: store it.',
    }),
  }),
});

const VerifyNotificationChannelPayload = builder
  .objectRef<{ channel: NotificationChannel }>('VerifyNotificationChannelPayload')
  .implement({
    fields: (t) => ({ channel: t.field({ type: NotificationChannelRef, resolve: (r) => r.channel }) }),
  });

const RemoveNotificationChannelPayload = builder
  .objectRef<{ id: string }>('RemoveNotificationChannelPayload')
  .implement({ fields: (t) => ({ id: t.exposeID('id') }) });

const TestNotificationChannelPayload = builder
  .objectRef<{ delivered: boolean; error: string | null }>('TestNotificationChannelPayload')
  .implement({
    fields: (t) => ({
      delivered: t.exposeBoolean('delivered'),
      error: t.exposeString('error', { nullable: true, description: 'Why it was not delivered.' }),
    }),
  });

const deps = (ctx: Context) => ({
  prisma: ctx.prisma,
  keyring: ctx.services.keyring,
  notify: ctx.services.notify,
});

builder.mutationFields((t) => ({
  addNotificationChannel: t.field({
    type: AddNotificationChannelPayload,
    description:
      'Adds a channel: an address is sent a 6-digit code (and nothing else until verified); a webhook gets a signing secret, shown once.',
    authScopes: { authenticated: true },
    errors: { types: [InputValidationError], directResult: true },
    args: { input: t.arg({ type: NotificationChannelInput, required: true }) },
    resolve: (_root, { input }, ctx) => addChannel(deps(ctx), ctx.viewer!, input),
  }),
  verifyNotificationChannel: t.field({
    type: VerifyNotificationChannelPayload,
    description: 'Verifies an address with the code mailed to it.',
    authScopes: { authenticated: true },
    errors: { types: [InputValidationError, NotFoundError], directResult: true },
    args: { id: t.arg.id({ required: true }), code: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => ({
      channel: await verifyChannel(deps(ctx), ctx.viewer!, String(args.id), args.code),
    }),
  }),
  removeNotificationChannel: t.field({
    type: RemoveNotificationChannelPayload,
    authScopes: { authenticated: true },
    errors: { types: [NotFoundError], directResult: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => ({
      id: await removeChannel(deps(ctx), ctx.viewer!, String(args.id)),
    }),
  }),
  testNotificationChannel: t.field({
    type: TestNotificationChannelPayload,
    description: 'Sends a test message now and answers how it went.',
    authScopes: { authenticated: true },
    errors: { types: [InputValidationError, NotFoundError], directResult: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => testChannel(deps(ctx), ctx.viewer!, String(args.id)),
  }),
}));

export type { NotificationDelivery };
