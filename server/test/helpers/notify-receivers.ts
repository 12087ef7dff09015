import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A real HTTP receiver of webhooks on loopback: records each request; answers `status` (or hangs, or is down). */
export interface Receiver {
  url: string;
  port: number;
  received: { headers: http.IncomingHttpHeaders; body: string; path: string }[];
  /** What it answers next (default 200); 'hang' keeps the request open. */
  answer: number | 'hang';
  /** Stops listening (a receiver that is down); `up()` listens again on the same port. */
  down(): Promise<void>;
  up(): Promise<void>;
  close(): Promise<void>;
}

export async function startReceiver(port = 0): Promise<Receiver> {
  const received: Receiver['received'] = [];
  const hanging = new Set<http.ServerResponse>();
  let server: http.Server | undefined;
  const r: Receiver = {
    url: '',
    port,
    received,
    answer: 200,
    async down() {
      const s = server;
      server = undefined;
      if (!s) return;
      for (const res of hanging) res.destroy();
      hanging.clear();
      s.closeAllConnections();
      await new Promise<void>((resolve) => s.close(() => resolve()));
    },
    async up() {
      const s = http.createServer((req, res) => {
        const chunks: Buffer[] = [];
        req.on('data', (c: Buffer) => chunks.push(c));
        req.on('end', () => {
          received.push({
            headers: req.headers,
            body: Buffer.concat(chunks).toString('utf8'),
            path: req.url ?? '',
          });
          if (r.answer === 'hang') {
            hanging.add(res);
            return;
          }
          res.writeHead(r.answer, { 'content-type': 'text/plain' });
          res.end('ok');
        });
      });
      await new Promise<void>((resolve) => s.listen(r.port, '127.0.0.1', () => resolve()));
      r.port = (s.address() as AddressInfo).port;
      r.url = `http://127.0.0.1:${r.port}/hook`;
      server = s;
    },
    close: () => r.down(),
  };
  await r.up();
  return r;
}

/** A real SMTP server on loopback (smtp-server): every mail as received, raw. */
export interface MailServer {
  url: string;
  mails: { from: string; to: string[]; raw: string }[];
  close(): Promise<void>;
}

export async function startMailServer(): Promise<MailServer> {
  const mails: MailServer['mails'] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((a) => a.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A header of a raw mail (unfolded). */
export function mailHeader(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  const line = head.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}

/** The body of a raw plain-text mail (quoted-printable soft breaks joined). */
export function mailBody(raw: string): string {
  const body = raw
    .split(/\r?\n\r?\n/)
    .slice(1)
    .join('\n\n');
  return body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(Number.parseInt(h, 16)));
}
