import { randomUUID } from 'node:crypto';
import type { ChannelKind, NotificationChannel, PrismaClient } from '../../generated/prisma/client.ts';
import type { Logger } from '../../logger.ts';
import type { Keyring } from '../secrets.ts';
import { checkBudgets } from './budget-events.ts';
import type { Links, NotifyPayload } from './events.ts';
import { outboxWake } from './outbox.ts';
import { type Message, renderMessage } from './render.ts';
import { type Mailer, postJson, SendError } from './senders.ts';
import { openSigningSecret } from './signing.ts';
import type { Resolver } from './targets.ts';

/**
 * The delivery worker (ARCHITECTURE §22): claims due outbox rows with `FOR UPDATE SKIP LOCKED` and a lease
 * (`lockedUntil`, `lockedBy`), so across replicas one server sends a delivery at a time and a crashed server's
 * claims are taken over when their lease ends; sends each; records DELIVERED, or the error and the next try with
 * exponential backoff (jittered, at most `retryMaxMs` apart) until a day after the event, then FAILED.
 * Every write after a send is fenced on the claim, so a server whose lease ran out records nothing.
 */

export interface NotifySettings {
  allowPrivateTargets: boolean;
  pollMs: number;
  claimMs: number;
  retryBaseMs: number;
  retryMaxMs: number;
  giveUpAfterMs: number;
  sendTimeoutMs: number;
  budgetCheckMs: number;
  batch: number;
}

export const DEFAULT_NOTIFY_SETTINGS: NotifySettings = {
  allowPrivateTargets: false,
  pollMs: 1_000,
  claimMs: 60_000,
  retryBaseMs: 10_000,
  retryMaxMs: 3_600_000,
  giveUpAfterMs: 24 * 3_600_000,
  sendTimeoutMs: 10_000,
  budgetCheckMs: 60_000,
  batch: 16,
};

export interface NotifyWorkerDeps {
  prisma: PrismaClient;
  keyring: Keyring;
  logger: Logger;
  settings: NotifySettings;
  mailer: Mailer;
  resolver: Resolver;
  links: Links;
  /** The currency of COST budgets (USAGE_CURRENCY). */
  currency: string;
  /** The clock of due times, backoff and leases (tests advance it). */
  now?: () => Date;
  onOutcome?: (kind: ChannelKind, outcome: 'delivered' | 'retry' | 'failed') => void;
}

interface Claimed {
  id: string;
  attempts: number;
  createdAt: Date;
  payload: unknown;
  channel: NotificationChannel;
}

export class NotifyWorker {
  readonly id = `notify-${randomUUID()}`;
  readonly #d: NotifyWorkerDeps;
  readonly #now: () => Date;
  #timer: NodeJS.Timeout | undefined;
  #budgetTimer: NodeJS.Timeout | undefined;
  #running = false;
  #busy: Promise<unknown> = Promise.resolve();
  readonly #onWake = () => this.wake();

  constructor(deps: NotifyWorkerDeps) {
    this.#d = deps;
    this.#now = deps.now ?? (() => new Date());
  }

  start(): void {
    if (this.#running) return;
    this.#running = true;
    outboxWake.on('wake', this.#onWake);
    this.#schedule(0);
    const budgets = () => {
      this.#budgetTimer = setTimeout(() => {
        void this.checkBudgets().finally(() => this.#running && budgets());
      }, this.#d.settings.budgetCheckMs);
      this.#budgetTimer.unref();
    };
    budgets();
  }

  async stop(): Promise<void> {
    this.#running = false;
    outboxWake.off('wake', this.#onWake);
    clearTimeout(this.#timer);
    clearTimeout(this.#budgetTimer);
    await this.#busy.catch(() => {});
  }

  /** Looks at the outbox now (after a commit on this server). */
  wake(): void {
    if (this.#running) this.#schedule(0);
  }

  #schedule(ms: number): void {
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => void this.#loop(), ms);
    this.#timer.unref();
  }

  async #loop(): Promise<void> {
    if (!this.#running) return;
    const run = this.#busy.then(async () => {
      let sent = 0;
      try {
        sent = await this.runOnce();
      } catch (error) {
        this.#d.logger.warn({ err: String(error) }, 'notification worker: a round failed');
      }
      return sent;
    });
    this.#busy = run;
    const sent = await run;
    if (this.#running) this.#schedule(sent >= this.#d.settings.batch ? 0 : this.#d.settings.pollMs);
  }

  /** One round: claims what is due and sends it. Returns how many were claimed. */
  async runOnce(): Promise<number> {
    const claimed = await this.#claim();
    await Promise.all(claimed.map((c) => this.#deliver(c)));
    return claimed.length;
  }

  /** The budget events due now (any server may look; the alert row makes each fire once per period). */
  async checkBudgets(): Promise<void> {
    try {
      await checkBudgets(this.#d.prisma, this.#now(), this.#d.currency);
    } catch (error) {
      this.#d.logger.warn({ err: String(error) }, 'notification worker: budget check failed');
    }
  }

  async #claim(): Promise<Claimed[]> {
    const now = this.#now();
    const until = new Date(now.getTime() + this.#d.settings.claimMs);
    const ids = await this.#d.prisma.$queryRaw<{ id: string }[]>`
      UPDATE "NotificationDelivery" d SET "lockedUntil" = ${until}::timestamp(3), "lockedBy" = ${this.id},
        attempts = d.attempts + 1
      FROM (
        SELECT id FROM "NotificationDelivery"
        WHERE status = 'PENDING' AND "runAfter" <= ${now}::timestamp(3)
          AND ("lockedUntil" IS NULL OR "lockedUntil" <= ${now}::timestamp(3))
        ORDER BY "runAfter" LIMIT ${this.#d.settings.batch} FOR UPDATE SKIP LOCKED
      ) due
      WHERE d.id = due.id RETURNING d.id`;
    if (ids.length === 0) return [];
    return this.#d.prisma.notificationDelivery.findMany({
      where: { id: { in: ids.map((r) => r.id) }, lockedBy: this.id },
      select: { id: true, attempts: true, createdAt: true, payload: true, channel: true },
    });
  }

  async #deliver(c: Claimed): Promise<void> {
    const kind = c.channel.kind;
    try {
      const message = renderMessage(c.payload as NotifyPayload, c.channel, this.#d.links);
      await this.#send(c, message);
      await this.#record(c, {
        status: 'DELIVERED',
        deliveredAt: this.#now(),
        lastError: null,
        // A code is needed only until it is sent.
        ...(message.kind === 'code' ? { payload: { kind: 'code', code: null } } : {}),
      });
      this.#d.onOutcome?.(kind, 'delivered');
    } catch (error) {
      const send = error instanceof SendError ? error : new SendError(String(error), false);
      const now = this.#now();
      const expired = now.getTime() - c.createdAt.getTime() >= this.#d.settings.giveUpAfterMs;
      const lastError = send.message.slice(0, 1_000);
      if (send.permanent || expired) {
        await this.#record(c, { status: 'FAILED', lastError });
        this.#d.onOutcome?.(kind, 'failed');
      } else {
        await this.#record(c, { lastError, runAfter: new Date(now.getTime() + this.backoffMs(c.attempts)) });
        this.#d.onOutcome?.(kind, 'retry');
      }
      this.#d.logger.info(
        { deliveryId: c.id, kind, attempt: c.attempts, permanent: send.permanent || expired, err: lastError },
        'notification not delivered',
      );
    }
  }

  /** The wait after the n-th failed attempt: base × 2^(n−1), at most retryMaxMs, ±20 % jitter. */
  backoffMs(attempts: number): number {
    const { retryBaseMs, retryMaxMs } = this.#d.settings;
    const plain = Math.min(retryMaxMs, retryBaseMs * 2 ** Math.min(30, Math.max(0, attempts - 1)));
    return Math.round(plain * (0.8 + Math.random() * 0.4));
  }

  async #send(c: Claimed, message: Message): Promise<void> {
    const { settings, resolver } = this.#d;
    const http = { resolver, allowPrivate: settings.allowPrivateTargets, timeoutMs: settings.sendTimeoutMs };
    switch (c.channel.kind) {
      case 'EMAIL':
        return this.#d.mailer.send({
          to: c.channel.target,
          subject: message.subject,
          text: message.text,
          deliveryId: c.id,
        });
      case 'WEBHOOK': {
        const secret = c.channel.secret
          ? openSigningSecret(c.channel.secret, this.#d.keyring, c.channel.id)
          : null;
        const body = JSON.stringify({ deliveryId: c.id, ...message.json });
        return postJson(c.channel.target, body, c.id, secret, http);
      }
      case 'SLACK':
        return postJson(c.channel.target, JSON.stringify({ text: message.slack }), c.id, null, http);
    }
  }

  async #record(c: Claimed, data: Parameters<PrismaClient['notificationDelivery']['updateMany']>[0]['data']) {
    await this.#d.prisma.notificationDelivery.updateMany({
      where: { id: c.id, lockedBy: this.id, status: 'PENDING' },
      data: { ...data, lockedUntil: null, lockedBy: null },
    });
  }
}
