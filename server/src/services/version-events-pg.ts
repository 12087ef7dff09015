import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import pg from 'pg';
import type { PrismaClient } from '../generated/prisma/client.ts';
import { ProcessStatus } from '../generated/prisma/enums.ts';
import type { Logger } from '../logger.ts';
import { listen, type VersionEvent, type VersionEventBus } from './version-events.ts';

export const VERSION_EVENTS_CHANNEL = 'kb_version_events';
/** The listening connection is pinged this often, each ping bounded, so a dead connection is noticed in time. */
const PING_MS = 30_000;
const PING_TIMEOUT_MS = 10_000;

const STATUSES = new Set<string>(Object.values(ProcessStatus));

export interface PostgresVersionEventBus extends VersionEventBus {
  /** Resolves once the listening connection is up (at once when it is). */
  ready(): Promise<void>;
  /** True while the listening connection is up. */
  readonly listening: boolean;
  close(): Promise<void>;
}

export interface PostgresBusOptions {
  /** The database URL; the bus opens one dedicated connection to LISTEN on it. */
  url: string;
  /** NOTIFY goes through the app's pool, so a publish never waits for the listening connection. */
  prisma: PrismaClient;
  logger: Logger;
  /** Reconnect backoff: first delay and cap, in ms. */
  minBackoffMs?: number;
  maxBackoffMs?: number;
}

/**
 * Version events across servers on real PostgreSQL: a publish is delivered to this server's subscribers at once
 * and sent with NOTIFY (through the app's pool); one dedicated connection per server LISTENs and delivers what
 * other servers sent (its own notifications are recognised by the origin id and skipped). The listening
 * connection reconnects with exponential backoff (jittered); events sent while it was down are not replayed —
 * subscribers re-read the version from the database on the next event, and a follow ends on the pod's state, not
 * on an event.
 *
 * Not for the embedded database: every connection to PGlite through the wire server shares one session, and a
 * NOTIFY is delivered to the sending connection instead of the listening one; the embedded database serves one
 * server process anyway, so the in-process bus is exact there.
 */
export function createPostgresVersionEventBus(options: PostgresBusOptions): PostgresVersionEventBus {
  const { url, prisma, logger } = options;
  const minBackoff = options.minBackoffMs ?? 250;
  const maxBackoff = options.maxBackoffMs ?? 10_000;
  const origin = randomUUID();
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  let client: pg.Client | null = null;
  let closed = false;
  let listening = false;
  let failures = 0;
  let retryTimer: NodeJS.Timeout | undefined;
  const status = new EventEmitter();

  const deliver = (event: VersionEvent) => emitter.emit('version', event);

  function onNotification(message: pg.Notification) {
    if (message.channel !== VERSION_EVENTS_CHANNEL || !message.payload) return;
    try {
      const parsed = JSON.parse(message.payload) as { o?: string; e?: VersionEvent };
      if (parsed.o === origin || !parsed.e) return;
      const e = parsed.e;
      if (
        typeof e.versionId === 'string' &&
        typeof e.processId === 'string' &&
        typeof e.projectId === 'string' &&
        STATUSES.has(e.status)
      )
        deliver({ versionId: e.versionId, processId: e.processId, projectId: e.projectId, status: e.status });
    } catch {
      logger.warn('unreadable version event notification ignored');
    }
  }

  function scheduleReconnect() {
    if (closed || retryTimer) return;
    const delay = Math.min(maxBackoff, minBackoff * 2 ** failures) * (0.5 + Math.random() / 2);
    failures += 1;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void connect();
    }, delay);
    retryTimer.unref();
  }

  async function connect() {
    if (closed) return;
    const next = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: 5_000,
      keepAlive: true,
      // A listening connection never writes: without early TCP keepalives (the OS default waits two hours) and
      // a periodic ping, a half-open connection after a failover would drop other servers' events unnoticed.
      keepAliveInitialDelayMillis: 10_000,
      query_timeout: PING_TIMEOUT_MS,
      application_name: 'kueue-batch version events',
    });
    const lost = (why: string) => {
      if (client !== next) return;
      client = null;
      if (listening) logger.warn({ why }, 'version events: listening connection lost; reconnecting');
      listening = false;
      next.removeAllListeners('notification');
      void next.end().catch(() => {});
      scheduleReconnect();
    };
    next.on('error', (error) => lost(error.message));
    next.on('end', () => lost('connection ended'));
    next.on('notification', onNotification);
    client = next;
    try {
      await next.connect();
      await next.query(`LISTEN ${VERSION_EVENTS_CHANNEL}`);
      if (client !== next || closed) {
        await next.end().catch(() => {});
        return;
      }
      listening = true;
      failures = 0;
      status.emit('listening');
      const ping = setInterval(() => {
        if (client !== next) {
          clearInterval(ping);
          return;
        }
        next.query('SELECT 1').catch((error: unknown) => {
          clearInterval(ping);
          lost(`ping failed: ${error instanceof Error ? error.message : String(error)}`);
        });
      }, PING_MS);
      ping.unref();
    } catch (error) {
      lost(error instanceof Error ? error.message : String(error));
    }
  }

  void connect();

  return {
    publish(event) {
      deliver(event);
      const payload = JSON.stringify({ o: origin, e: event });
      prisma.$executeRaw`SELECT pg_notify(${VERSION_EVENTS_CHANNEL}, ${payload})`.catch((error: unknown) => {
        logger.warn(
          { versionId: event.versionId, err: error instanceof Error ? error.message : String(error) },
          'version event not sent to other servers',
        );
      });
    },
    subscribe: (filter, signal) => listen(emitter, filter, signal),
    ready: () =>
      listening
        ? Promise.resolve()
        : new Promise<void>((resolve) => status.once('listening', () => resolve())),
    get listening() {
      return listening;
    },
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      const current = client;
      client = null;
      listening = false;
      await current?.end().catch(() => {});
      emitter.removeAllListeners();
    },
  };
}
