import { LogQueryError } from './logs.ts';

/**
 * Where a log follow stands, as `processVersionLogChunks` hands it to clients (opaque to them): the pod followed,
 * the kubelet timestamp (`timestamps=true`, nanoseconds) of the last line sent and how many lines carried it —
 * exactly what the follow resumes from (`sinceTime` of that second, then the lines already sent skipped). `end`
 * says the log was complete: nothing follows it.
 */
export type LogCursor =
  | { kind: 'at'; pod: string; lastAt: bigint | null; seenAtLast: number }
  | { kind: 'end' };

const MAX_CURSOR_CHARS = 1024;
/** A Kubernetes object name (RFC 1123 subdomain). */
const POD_NAME = /^[a-z0-9]([-a-z0-9.]{0,251}[a-z0-9])?$/;
const NANOS = /^\d{1,20}$/;
const MAX_SEEN = 1_000_000_000;

export function encodeLogCursor(cursor: LogCursor): string {
  const json =
    cursor.kind === 'end'
      ? { v: 1, end: true }
      : {
          v: 1,
          p: cursor.pod,
          t: cursor.lastAt === null ? null : cursor.lastAt.toString(),
          n: cursor.seenAtLast,
        };
  return Buffer.from(JSON.stringify(json)).toString('base64url');
}

/** Reads a cursor a client sent back; anything this server did not make is refused (LogQueryError). */
export function decodeLogCursor(text: string): LogCursor {
  const bad = () => new LogQueryError('after is not a cursor of this log (use the cursor of a chunk)');
  if (text.length === 0 || text.length > MAX_CURSOR_CHARS || !/^[A-Za-z0-9_-]+$/.test(text)) throw bad();
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw bad();
  }
  if (typeof value !== 'object' || value === null || (value as { v?: unknown }).v !== 1) throw bad();
  const { p, t, n, end } = value as { p?: unknown; t?: unknown; n?: unknown; end?: unknown };
  if (end === true) return { kind: 'end' };
  if (typeof p !== 'string' || !POD_NAME.test(p)) throw bad();
  if (t !== null && (typeof t !== 'string' || !NANOS.test(t))) throw bad();
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 0 || n > MAX_SEEN) throw bad();
  if ((t === null) !== (n === 0)) throw bad();
  return { kind: 'at', pod: p, lastAt: t === null ? null : BigInt(t), seenAtLast: n };
}
