import type { PrismaClient } from '../generated/prisma/client.ts';
import type { Logger } from '../logger.ts';

export interface LeaseOptions {
  prisma: PrismaClient;
  logger: Logger;
  holder: string;
  /** A lease not renewed for this long is free for another server. */
  ttlMs: number;
  /** Renewal (and acquisition attempts) period; a third of the TTL by default. */
  renewMs: number;
  /** Which clusters want a watcher (active ones, and retired ones with versions still running). */
  wanted: () => Promise<string[]>;
  onAcquired: (clusterId: string) => void;
  onLost: (clusterId: string) => void;
  /**
   * While another server holds some of the wanted clusters: how often to look (one small query) whether a lease
   * was freed, so that a stopping server's clusters are taken over at once rather than at the next renewal.
   */
  takeoverCheckMs?: number;
}

/**
 * One watcher per cluster across servers: a `ClusterLease` row per cluster, taken when free or expired, renewed
 * well before it expires, judged by the database's clock (servers' clocks may differ). A server that cannot renew
 * (database gone, paused process) gives up its monitors before its lease can expire, so two servers never watch
 * the same cluster for longer than a renewal period. Not advisory locks: on the embedded database every connection
 * shares one session, and they would exclude nothing.
 */
export class ClusterLeases {
  readonly #o: LeaseOptions;
  readonly #held = new Map<string, number>();
  #timer: NodeJS.Timeout | undefined;
  #watchdog: NodeJS.Timeout | undefined;
  #running = false;
  #tick: Promise<void> = Promise.resolve();
  #inRound = false;
  #wantedCount = 0;
  #takeover: NodeJS.Timeout | undefined;

  constructor(options: LeaseOptions) {
    this.#o = options;
  }

  get held(): string[] {
    return [...this.#held.keys()];
  }

  start(): void {
    this.#running = true;
    this.#schedule(0);
    // Rounds can stall on a hung database: give up unrenewed leases on time regardless.
    this.#watchdog = setInterval(() => this.#expireUnrenewed(), Math.max(50, this.#o.renewMs / 2));
    this.#watchdog.unref();
    const checkMs = this.#o.takeoverCheckMs ?? Math.min(1_000, this.#o.renewMs);
    this.#takeover = setInterval(() => void this.#checkTakeover(), checkMs);
    this.#takeover.unref();
  }

  /** A round now when fewer leases are live than clusters are wanted (one was freed, or expired). */
  async #checkTakeover(): Promise<void> {
    if (!this.#running || this.#inRound || this.#held.size >= this.#wantedCount) return;
    try {
      const [row] = await this.#o.prisma.$queryRaw<{ live: number }[]>`
        SELECT count(*)::int AS live FROM "ClusterLease" WHERE "expiresAt" >= (now() AT TIME ZONE 'UTC')`;
      if (!this.#running || this.#inRound || (row?.live ?? 0) >= this.#wantedCount) return;
    } catch {
      return; // the next renewal round says what is wrong
    }
    await this.#tick;
    if (!this.#running || this.#inRound) return;
    // The next renewal is this round (one chain of rounds: the finished one scheduled the timer cleared here).
    clearTimeout(this.#timer);
    this.#tick = this.#round().finally(() => this.#schedule(this.#o.renewMs));
  }

  async stop(): Promise<void> {
    this.#running = false;
    clearTimeout(this.#timer);
    clearInterval(this.#watchdog);
    clearInterval(this.#takeover);
    await this.#tick;
    const held = this.held;
    for (const id of held) this.#lose(id);
    if (held.length > 0) {
      // Let another server take over at once rather than after the TTL: expired, not deleted (the row keeps what
      // the next holder goes on from, e.g. failover's unreachableSince).
      await this.#o.prisma.clusterLease
        .updateMany({
          where: { clusterId: { in: held }, holder: this.#o.holder },
          data: { expiresAt: new Date(0) },
        })
        .catch(() => {});
    }
  }

  #schedule(ms: number): void {
    if (!this.#running) return;
    this.#timer = setTimeout(() => {
      this.#tick = this.#round().finally(() => this.#schedule(this.#o.renewMs));
    }, ms);
  }

  /** One round now (tests, and after clusters change). */
  async refresh(): Promise<void> {
    await this.#tick;
    this.#tick = this.#round();
    await this.#tick;
  }

  async #round(): Promise<void> {
    this.#inRound = true;
    try {
      await this.#roundSteps();
    } finally {
      this.#inRound = false;
    }
  }

  async #roundSteps(): Promise<void> {
    const started = Date.now();
    let wanted: string[];
    try {
      wanted = await this.#o.wanted();
    } catch (error) {
      this.#o.logger.warn({ err: String(error) }, 'lease round: reading clusters failed');
      this.#expireUnrenewed();
      return;
    }
    this.#wantedCount = wanted.length;
    const wantedSet = new Set(wanted);
    for (const id of this.held) {
      if (!wantedSet.has(id)) {
        this.#lose(id);
        await this.#o.prisma.clusterLease
          .updateMany({ where: { clusterId: id, holder: this.#o.holder }, data: { expiresAt: new Date(0) } })
          .catch(() => {});
      }
    }
    for (const clusterId of wanted) {
      if (!this.#running) return;
      try {
        const got = await this.#acquire(clusterId);
        if (got) {
          const fresh = !this.#held.has(clusterId);
          this.#held.set(clusterId, started);
          if (fresh) {
            this.#o.logger.info({ clusterId, holder: this.#o.holder }, 'cluster lease acquired');
            this.#o.onAcquired(clusterId);
          }
        } else if (this.#held.has(clusterId)) {
          this.#lose(clusterId);
        }
      } catch (error) {
        this.#o.logger.warn({ clusterId, err: String(error) }, 'lease renewal failed');
      }
    }
    this.#expireUnrenewed();
  }

  async #acquire(clusterId: string): Promise<boolean> {
    const rows = await this.#o.prisma.$queryRaw<{ holder: string }[]>`
      INSERT INTO "ClusterLease" ("clusterId", holder, "expiresAt", "renewedAt", "createdAt")
      VALUES (${clusterId}, ${this.#o.holder},
        (now() AT TIME ZONE 'UTC') + ${this.#o.ttlMs} * interval '1 millisecond',
        (now() AT TIME ZONE 'UTC'), (now() AT TIME ZONE 'UTC'))
      ON CONFLICT ("clusterId") DO UPDATE
        SET holder = EXCLUDED.holder, "expiresAt" = EXCLUDED."expiresAt", "renewedAt" = EXCLUDED."renewedAt"
        WHERE "ClusterLease".holder = EXCLUDED.holder OR "ClusterLease"."expiresAt" < (now() AT TIME ZONE 'UTC')
      RETURNING holder`;
    return rows.length === 1 && rows[0]!.holder === this.#o.holder;
  }

  /** Stop watching what we could not renew in time: another server may hold it soon. */
  #expireUnrenewed(): void {
    // The database's expiry is at least `renewedAt + ttl` (renewedAt is taken before the renewing query): stopping
    // at 80 % of the TTL leaves a fifth of it for clock drift and a slow stop, and lets a renewal round be slow
    // (a loaded database) for almost half the TTL before the monitors flap.
    for (const [id, renewedAt] of this.#held) {
      if (Date.now() - renewedAt > this.#o.ttlMs * 0.8) this.#lose(id);
    }
  }

  #lose(clusterId: string): void {
    if (!this.#held.delete(clusterId)) return;
    this.#o.logger.info({ clusterId, holder: this.#o.holder }, 'cluster lease released');
    this.#o.onLost(clusterId);
  }
}
