import type {
  ChannelKind,
  NotificationChannel,
  NotifyEvent,
  PrismaClient,
  User,
} from '../../generated/prisma/client.ts';
import { recordAudit } from '../audit.ts';
import { NotFoundError, ValidationError } from '../errors.ts';
import type { Keyring } from '../secrets.ts';
import type { TestPayload } from './events.ts';
import { enqueueCode } from './outbox.ts';
import { renderMessage } from './render.ts';
import { type Mailer, postJson, SendError } from './senders.ts';
import {
  hashCode,
  newSigningSecret,
  newVerificationCode,
  openSigningSecret,
  sealSigningSecret,
} from './signing.ts';
import { checkTargetUrl, type Resolver, TargetRefused } from './targets.ts';
import type { NotifySettings } from './worker.ts';

/**
 * A user's notification channels (ARCHITECTURE §22): add (an address gets a mailed 6-digit code, a webhook a
 * signing secret shown once), verify, remove, test. Only the owner sees or touches a channel.
 */

export const MAX_CHANNELS_PER_USER = 20;
/** Addresses one user may have a code mailed to per hour (removing and adding again counts too). */
export const MAX_CODES_PER_HOUR = 5;
const CODE_TTL_MS = 3_600_000;
const MAX_CODE_ATTEMPTS = 5;
const EMAIL =
  /^[^\s@<>()[\]\\,;:"]{1,64}@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

/** What sending needs (built once at start-up; tests inject the resolver and the mail server). */
export interface NotifyRuntime {
  settings: NotifySettings;
  mailer: Mailer;
  resolver: Resolver;
  links: { baseUrl: string };
}

export interface ChannelDeps {
  prisma: PrismaClient;
  keyring: Keyring;
  notify?: NotifyRuntime;
}

export interface ChannelInput {
  kind: ChannelKind;
  target: string;
  events: readonly NotifyEvent[];
}

/** Adds a channel; a webhook's signing secret is returned here and never again. */
export async function addChannel(
  deps: ChannelDeps,
  viewer: User,
  input: ChannelInput,
): Promise<{ channel: NotificationChannel; signingSecret: string | null }> {
  const allowPrivate = deps.notify?.settings.allowPrivateTargets ?? false;
  const issues: { field: string; message: string }[] = [];
  const target = input.target.trim();
  if (input.kind === 'EMAIL') {
    if (target.length > 254 || !EMAIL.test(target))
      issues.push({ field: 'target', message: 'must be an email address' });
  } else {
    if (target.length > 2_000) issues.push({ field: 'target', message: 'must be at most 2000 characters' });
    else {
      try {
        checkTargetUrl(target, allowPrivate);
      } catch (error) {
        if (!(error instanceof TargetRefused)) throw error;
        issues.push({ field: 'target', message: `is refused: the URL ${error.message}` });
      }
    }
  }
  const events = [...new Set(input.events)];
  if (events.length === 0) issues.push({ field: 'events', message: 'choose at least one event' });
  if (issues.length > 0) throw ValidationError.of(issues);
  const count = await deps.prisma.notificationChannel.count({ where: { userId: viewer.id } });
  if (count >= MAX_CHANNELS_PER_USER)
    throw ValidationError.of([
      { field: 'kind', message: `at most ${MAX_CHANNELS_PER_USER} channels per user` },
    ]);

  if (input.kind === 'EMAIL') {
    // Counted from the audit rows, which outlive removed channels: no one is sent a stream of codes.
    const mailed = await deps.prisma.auditEvent.count({
      where: {
        actorId: viewer.id,
        action: 'notification.add',
        summary: { startsWith: 'added an EMAIL' },
        at: { gt: new Date(Date.now() - 3_600_000) },
      },
    });
    if (mailed >= MAX_CODES_PER_HOUR)
      throw ValidationError.of([
        {
          field: 'target',
          message: `at most ${MAX_CODES_PER_HOUR} addresses an hour can be sent a code: try later`,
        },
      ]);
  }
  return deps.prisma.$transaction(async (tx) => {
    const channel = await tx.notificationChannel.create({
      data: { userId: viewer.id, kind: input.kind, target, events, verified: input.kind !== 'EMAIL' },
    });
    // The target is not written (a Slack URL is its own secret; an address is personal).
    await recordAudit(tx, viewer, {
      action: 'notification.add',
      targetType: 'NotificationChannel',
      targetId: channel.id,
      summary: `added ${input.kind === 'EMAIL' ? 'an EMAIL' : `a ${input.kind}`} notification channel`,
    });
    if (input.kind === 'WEBHOOK') {
      const secret = newSigningSecret();
      const updated = await tx.notificationChannel.update({
        where: { id: channel.id },
        data: { secret: sealSigningSecret(secret, deps.keyring, channel.id) },
      });
      return { channel: updated, signingSecret: secret };
    }
    if (input.kind === 'EMAIL') {
      const { code, hash } = newVerificationCode(channel.id);
      const updated = await tx.notificationChannel.update({
        where: { id: channel.id },
        data: { codeHash: hash, codeExpiresAt: new Date(Date.now() + CODE_TTL_MS), codeAttempts: 0 },
      });
      await enqueueCode(tx, channel.id, code);
      return { channel: updated, signingSecret: null };
    }
    return { channel, signingSecret: null };
  });
}

async function ownChannel(prisma: PrismaClient, viewer: User, id: string): Promise<NotificationChannel> {
  const channel = await prisma.notificationChannel.findFirst({ where: { id, userId: viewer.id } });
  if (!channel) throw new NotFoundError('Notification channel');
  return channel;
}

/** Checks the mailed code; at most five tries per code, valid for an hour. */
export async function verifyChannel(
  deps: ChannelDeps,
  viewer: User,
  id: string,
  code: string,
): Promise<NotificationChannel> {
  const channel = await ownChannel(deps.prisma, viewer, id);
  if (channel.verified) return channel;
  const given = code.trim();
  if (!/^\d{6}$/.test(given))
    throw ValidationError.of([{ field: 'code', message: 'must be the 6 digits mailed' }]);
  if (!channel.codeHash || !channel.codeExpiresAt || channel.codeExpiresAt.getTime() < Date.now())
    throw ValidationError.of([
      { field: 'code', message: 'has expired: remove the address and add it again' },
    ]);
  if (channel.codeAttempts >= MAX_CODE_ATTEMPTS)
    throw ValidationError.of([
      { field: 'code', message: 'too many wrong codes: remove the address and add it again' },
    ]);
  if (hashCode(channel.id, given) !== channel.codeHash) {
    await deps.prisma.notificationChannel.update({
      where: { id },
      data: { codeAttempts: { increment: 1 } },
    });
    throw ValidationError.of([{ field: 'code', message: 'is not the code that was mailed' }]);
  }
  return deps.prisma.notificationChannel.update({
    where: { id },
    data: { verified: true, codeHash: null, codeExpiresAt: null, codeAttempts: 0 },
  });
}

export async function removeChannel(deps: ChannelDeps, viewer: User, id: string): Promise<string> {
  await deps.prisma.$transaction(async (tx) => {
    const removed = await tx.notificationChannel.deleteMany({ where: { id, userId: viewer.id } });
    if (removed.count === 0) throw new NotFoundError('Notification channel');
    await recordAudit(tx, viewer, {
      action: 'notification.remove',
      targetType: 'NotificationChannel',
      targetId: id,
      summary: 'removed a notification channel',
    });
  });
  return id;
}

/** Sends a test message now and says how it went (the same senders and target checks as deliveries). */
export async function testChannel(
  deps: ChannelDeps,
  viewer: User,
  id: string,
): Promise<{ delivered: boolean; error: string | null }> {
  const channel = await ownChannel(deps.prisma, viewer, id);
  if (channel.kind === 'EMAIL' && !channel.verified)
    throw ValidationError.of([{ field: 'id', message: 'verify the address first (enter the mailed code)' }]);
  const runtime = deps.notify;
  if (!runtime) return { delivered: false, error: 'notifications are not running on this server' };
  const payload: TestPayload = { kind: 'test', occurredAt: new Date().toISOString() };
  const message = renderMessage(payload, channel, runtime.links);
  const deliveryId = `test-${crypto.randomUUID()}`;
  const http = {
    resolver: runtime.resolver,
    allowPrivate: runtime.settings.allowPrivateTargets,
    timeoutMs: runtime.settings.sendTimeoutMs,
  };
  try {
    if (channel.kind === 'EMAIL')
      await runtime.mailer.send({
        to: channel.target,
        subject: message.subject,
        text: message.text,
        deliveryId,
      });
    else if (channel.kind === 'SLACK')
      await postJson(channel.target, JSON.stringify({ text: message.slack }), deliveryId, null, http);
    else {
      const secret = channel.secret ? openSigningSecret(channel.secret, deps.keyring, channel.id) : null;
      await postJson(
        channel.target,
        JSON.stringify({ deliveryId, ...message.json }),
        deliveryId,
        secret,
        http,
      );
    }
    return { delivered: true, error: null };
  } catch (error) {
    return { delivered: false, error: error instanceof SendError ? error.message : 'sending failed' };
  }
}
