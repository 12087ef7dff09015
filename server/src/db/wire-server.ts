import { createHash, timingSafeEqual } from 'node:crypto';
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import type { PGlite } from '@electric-sql/pglite';

const SSL_REQUEST = 80877103;
const GSSENC_REQUEST = 80877104;
const CANCEL_REQUEST = 80877102;
/** Frontend messages after which the backend has answered completely (Sync, Query, Flush, CopyDone, CopyFail). */
const CYCLE_ENDS = new Set(['S', 'Q', 'H', 'c', 'f']);
/** Messages that end an extended-query cycle or a simple query: after them a transaction may have ended. */
const SYNC_POINTS = new Set(['S', 'Q']);
const TERMINATE = 'X';
const SYNC_MESSAGE = Buffer.from([0x53, 0, 0, 0, 4]);

function simpleQuery(sql: string): Buffer {
  const text = Buffer.from(`${sql}\0`, 'utf8');
  const message = Buffer.alloc(5 + text.length);
  message.write('Q', 0, 'latin1');
  message.writeInt32BE(4 + text.length, 1);
  text.copy(message, 5);
  return message;
}

function authenticationCleartextPassword(): Buffer {
  const message = Buffer.alloc(9);
  message.write('R', 0, 'latin1');
  message.writeInt32BE(8, 1);
  message.writeInt32BE(3, 5);
  return message;
}

function fatalError(code: string, text: string): Buffer {
  const fields = Buffer.from(`SFATAL\0VFATAL\0C${code}\0M${text}\0\0`, 'utf8');
  const message = Buffer.alloc(5 + fields.length);
  message.write('E', 0, 'latin1');
  message.writeInt32BE(4 + fields.length, 1);
  fields.copy(message, 5);
  return message;
}

function sameSecret(a: string, b: string): boolean {
  return timingSafeEqual(createHash('sha256').update(a).digest(), createHash('sha256').update(b).digest());
}

/** FIFO mutex: whoever holds it owns the single PGlite backend. */
class Mutex {
  private tail: Promise<void> = Promise.resolve();

  acquire(): Promise<() => void> {
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const previous = this.tail;
    this.tail = previous.then(() => held);
    return previous.then(() => release);
  }
}

type Batch = { kind: 'startup'; message: Buffer } | { kind: 'messages'; messages: Buffer[]; types: string[] };

/**
 * One client connection. PGlite is a single backend, so a connection takes the server-wide mutex for a whole
 * protocol cycle (up to Sync or a simple Query) and keeps it for as long as it is inside a transaction block:
 * messages of different connections never interleave (pglite-socket 0.2.17 interleaves extended-protocol
 * messages of concurrent connections, which loses portals), and other connections queue instead of failing.
 */
class Connection {
  private buffer = Buffer.alloc(0);
  private started = false;
  /** The startup message, held back until the client has sent the right password. */
  private pendingStartup: Buffer | undefined;
  private closed = false;
  private release: (() => void) | undefined;
  private work: Promise<void> = Promise.resolve();

  constructor(
    private readonly socket: net.Socket,
    private readonly db: PGlite,
    private readonly mutex: Mutex,
    private readonly password: string | undefined,
  ) {
    socket.setNoDelay(true);
    socket.on('data', (chunk) => {
      this.buffer = this.buffer.length === 0 ? chunk : Buffer.concat([this.buffer, chunk]);
      this.schedule(() => this.drain());
    });
    socket.on('error', () => this.markClosed());
    socket.on('close', () => this.markClosed());
  }

  /** Resolves when the connection has given the backend back in a clean state. */
  finished(): Promise<void> {
    return this.work;
  }

  /** Drops the client; resolves once the backend is handed back in a clean state. */
  shutdown(): Promise<void> {
    this.socket.destroy();
    this.markClosed();
    return this.work;
  }

  private markClosed(): void {
    if (this.closed) return;
    this.closed = true;
    this.schedule(() => this.cleanUp());
  }

  private schedule(step: () => Promise<void>): void {
    this.work = this.work.then(step).catch(() => {
      this.socket.destroy();
    });
  }

  private async drain(): Promise<void> {
    for (;;) {
      if (this.closed) return;
      const batch = this.takeBatch();
      if (!batch) return;
      await this.run(batch);
    }
  }

  private takeBatch(): Batch | undefined {
    const buffer = this.buffer;
    if (!this.started) {
      if (buffer.length < 8) return undefined;
      const length = buffer.readInt32BE(0);
      if (buffer.length < length) return undefined;
      const code = buffer.readInt32BE(4);
      this.buffer = buffer.subarray(length);
      if (code === SSL_REQUEST || code === GSSENC_REQUEST) {
        this.socket.write('N');
        return this.takeBatch();
      }
      if (code === CANCEL_REQUEST) {
        this.socket.end();
        return undefined;
      }
      this.started = true;
      const startup = Buffer.from(buffer.subarray(0, length));
      if (this.password === undefined) return { kind: 'startup', message: startup };
      this.pendingStartup = startup;
      this.socket.write(authenticationCleartextPassword());
      return this.takeBatch();
    }
    if (this.pendingStartup) {
      if (buffer.length < 5) return undefined;
      const end = 1 + buffer.readInt32BE(1);
      if (buffer.length < end) return undefined;
      const type = String.fromCharCode(buffer[0]!);
      const given = buffer.subarray(5, end - 1).toString('utf8');
      this.buffer = buffer.subarray(end);
      if (type !== 'p' || !sameSecret(given, this.password!)) {
        this.socket.end(fatalError('28P01', 'password authentication failed for user "postgres"'));
        this.closed = true;
        return undefined;
      }
      const startup = this.pendingStartup;
      this.pendingStartup = undefined;
      return { kind: 'startup', message: startup };
    }
    const messages: Buffer[] = [];
    const types: string[] = [];
    let offset = 0;
    while (offset + 5 <= buffer.length) {
      const type = String.fromCharCode(buffer[offset]!);
      const end = offset + 1 + buffer.readInt32BE(offset + 1);
      if (end > buffer.length) break;
      messages.push(Buffer.from(buffer.subarray(offset, end)));
      types.push(type);
      offset = end;
      if (CYCLE_ENDS.has(type) || type === TERMINATE) {
        this.buffer = buffer.subarray(offset);
        return { kind: 'messages', messages, types };
      }
    }
    // Incomplete cycle: wait for the rest (the backend answers nothing before Sync or Flush anyway).
    return undefined;
  }

  private async exec(message: Uint8Array, forward: boolean): Promise<void> {
    await this.db.runExclusive(() =>
      this.db.execProtocolRawStream(message, {
        onRawData: (data) => {
          if (forward && !this.socket.destroyed) this.socket.write(Buffer.from(data));
        },
      }),
    );
  }

  private async run(batch: Batch): Promise<void> {
    this.release ??= await this.mutex.acquire();
    if (this.closed) return;
    if (batch.kind === 'startup') {
      await this.exec(batch.message, true);
      this.releaseUnlessInTransaction();
      return;
    }
    for (const [index, message] of batch.messages.entries()) {
      if (batch.types[index] === TERMINATE) {
        this.socket.end();
        return;
      }
      await this.exec(message, true);
    }
    if (SYNC_POINTS.has(batch.types.at(-1)!)) this.releaseUnlessInTransaction();
  }

  private releaseUnlessInTransaction(): void {
    if (!this.release || this.db.isInTransaction()) return;
    const release = this.release;
    this.release = undefined;
    release();
  }

  // A client gone mid-cycle or mid-transaction must not leave its state to the next one.
  private async cleanUp(): Promise<void> {
    if (!this.release) return;
    try {
      if (!this.db.closed) {
        await this.exec(SYNC_MESSAGE, false);
        if (this.db.isInTransaction()) await this.exec(simpleQuery('ROLLBACK'), false);
      }
    } finally {
      const release = this.release;
      this.release = undefined;
      release();
    }
  }
}

/** Serves one PGlite database over the PostgreSQL wire protocol on a TCP port, one protocol cycle at a time. */
export class WireServer {
  private readonly mutex = new Mutex();
  private readonly connections = new Set<Connection>();
  private readonly server: net.Server;

  /** Clients must send `password` (cleartext over loopback) before the backend sees their startup message. */
  constructor(
    private readonly db: PGlite,
    options: { maxConnections: number; password?: string },
  ) {
    this.server = net.createServer((socket) => {
      const connection = new Connection(socket, this.db, this.mutex, options.password);
      this.connections.add(connection);
      socket.on('close', () => {
        void connection.finished().then(() => this.connections.delete(connection));
      });
    });
    this.server.maxConnections = options.maxConnections;
  }

  /** Listens on an ephemeral port of `host`; returns the port. */
  listen(host: string): Promise<number> {
    return new Promise((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(0, host, () => {
        this.server.off('error', reject);
        resolve((this.server.address() as net.AddressInfo).port);
      });
    });
  }

  /**
   * Stops listening, gives the connected clients up to `graceMs` to finish and disconnect, then drops the rest
   * and waits until each has handed the backend back.
   */
  async close(graceMs = 0): Promise<void> {
    const closed = new Promise<void>((resolve) => this.server.close(() => resolve()));
    const deadline = Date.now() + graceMs;
    while (this.connections.size > 0 && Date.now() < deadline) await sleep(50);
    await Promise.all([...this.connections].map((connection) => connection.shutdown()));
    await closed;
  }
}
