import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import nodemailer from 'nodemailer';
import { DELIVERY_HEADER, SIGNATURE_HEADER, signBody } from './signing.ts';
import { checkTargetUrl, type Resolver, resolveTarget, TargetRefused } from './targets.ts';

/**
 * The senders: an HTTP POST to a webhook or Slack (to the address checked just before, no redirect followed,
 * bounded in time) and a mail through SMTP_URL. A failure says whether trying again may help (`permanent`).
 */

export class SendError extends Error {
  override readonly name = 'SendError';
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
  }
}

export interface HttpSendOptions {
  resolver: Resolver;
  allowPrivate: boolean;
  timeoutMs: number;
}

/** POSTs `body` (JSON) to the target with the delivery id and, when there is a secret, the signature. */
export async function postJson(
  target: string,
  body: string,
  deliveryId: string,
  secret: string | null,
  o: HttpSendOptions,
): Promise<void> {
  let url: URL;
  try {
    url = checkTargetUrl(target, o.allowPrivate);
  } catch (error) {
    if (error instanceof TargetRefused) throw new SendError(`target refused: the URL ${error.message}`, true);
    throw error;
  }
  let resolved: { address: string; family: 4 | 6 };
  try {
    resolved = await resolveTarget(url, o.resolver, o.allowPrivate);
  } catch (error) {
    if (error instanceof TargetRefused) throw new SendError(`target refused: ${error.message}`, true);
    // Not found or no answer now: DNS may answer later.
    throw new SendError(`${url.hostname} does not resolve`, false);
  }
  // Connect to the address that was checked, whatever DNS would answer a moment later.
  const lookup: LookupFunction = (_host, options, callback) => {
    if ((options as { all?: boolean }).all)
      (callback as unknown as (e: null, a: { address: string; family: number }[]) => void)(null, [resolved]);
    else callback(null, resolved.address, resolved.family);
  };
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'content-length': String(Buffer.byteLength(body)),
    'user-agent': 'kueue-batch-notify/1',
    [DELIVERY_HEADER]: deliveryId,
  };
  if (secret) headers[SIGNATURE_HEADER] = signBody(body, secret);
  const client = url.protocol === 'https:' ? https : http;
  const status = await new Promise<number>((resolve, reject) => {
    const req = client.request(
      url,
      { method: 'POST', headers, lookup, timeout: o.timeoutMs, agent: false },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer within ${o.timeoutMs} ms`)));
    req.on('error', reject);
    req.end(body);
  }).catch((error: Error) => {
    throw new SendError(`${url.host}: ${error.message}`, false);
  });
  if (status >= 200 && status < 300) return;
  if (status >= 300 && status < 400)
    throw new SendError(`${url.host} answered ${status}: redirects are not followed`, true);
  // Worth another try: the receiver is down or overloaded; anything else it refused for good.
  const retry = status >= 500 || status === 408 || status === 429;
  throw new SendError(`${url.host} answered ${status}`, !retry);
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  deliveryId: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): void;
}

/** Mails through SMTP_URL; the Message-ID carries the delivery id, so a duplicate after a crash is recognisable. */
export function smtpMailer(smtpUrl: string, from: string, timeoutMs: number): Mailer {
  const transport = nodemailer.createTransport(
    { url: smtpUrl, connectionTimeout: timeoutMs, greetingTimeout: timeoutMs, socketTimeout: timeoutMs },
    { from },
  );
  const domain = /@([^>\s]+)>?$/.exec(from)?.[1] ?? 'kueue-batch.local';
  return {
    async send(mail) {
      try {
        await transport.sendMail({
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          messageId: `<${mail.deliveryId}@${domain}>`,
          headers: { [DELIVERY_HEADER]: mail.deliveryId },
        });
      } catch (error) {
        const code = (error as { responseCode?: number }).responseCode;
        // 5xx from the mail server: this address or message is refused; the rest may pass later.
        throw new SendError(
          `mail server: ${(error as Error).message.split('\n')[0]}`,
          code !== undefined && code >= 500,
        );
      }
    },
    close: () => transport.close(),
  };
}

/** Without SMTP_URL: mail deliveries wait (and fail after a day), saying why. */
export const noMailer: Mailer = {
  async send() {
    throw new SendError('no mail server is configured (SMTP_URL)', false);
  },
  close() {},
};
