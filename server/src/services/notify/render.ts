import type { NotificationChannel } from '../../generated/prisma/client.ts';
import { codeText, type Links, type NotifyPayload, subjectOf, textOf, versionUrl } from './events.ts';
import { SendError } from './senders.ts';

/** A delivery as each kind of channel receives it. */
export interface Message {
  kind: 'code' | 'event' | 'test';
  subject: string;
  /** Mail text, plain words with the link. */
  text: string;
  /** Slack's `text`. */
  slack: string;
  /** The webhook's JSON (the delivery id is added by the sender). */
  json: Record<string, unknown>;
}

export function renderMessage(p: NotifyPayload, channel: NotificationChannel, links: Links): Message {
  if (p.kind === 'code') {
    if (channel.kind !== 'EMAIL' || !p.code) throw new SendError('nothing to send: the code is gone', true);
    const text = codeText(p.code, links);
    return { kind: 'code', subject: 'kueue-batch: your verification code', text, slack: text, json: {} };
  }
  // An address receives nothing but its code until it is verified.
  if (channel.kind === 'EMAIL' && !channel.verified) throw new SendError('the address is not verified', true);
  const subject = subjectOf(p);
  const text = textOf(p, links);
  if (p.kind === 'test') {
    return {
      kind: 'test',
      subject,
      text,
      slack: text.trim(),
      json: { event: 'TEST', occurredAt: p.occurredAt },
    };
  }
  const { kind: _kind, ...facts } = p;
  const json: Record<string, unknown> =
    p.kind === 'version' ? { ...facts, url: versionUrl(links, p) } : { ...facts };
  return {
    kind: 'event',
    subject,
    text,
    slack: `${subject.replace(/^kueue-batch: /, '')}\n${text}`.trim(),
    json,
  };
}
