import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { WEB_APP_HEADERS } from './security-headers.ts';

export { WEB_APP_HEADERS };

type Encoding = 'br' | 'gzip';

const EXTENSION: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

/**
 * Serves the built web app from `root`: files as they are, index.html for every other path (the app routes in
 * the browser). A file with a precompressed sibling (`app.js.br`, `app.js.gz`, written by the web build) is sent
 * in the best encoding the client accepts.
 */
export async function serveWebApp(request: Request, root: string): Promise<Response> {
  let rel: string;
  try {
    rel = decodeURIComponent(new URL(request.url).pathname).replace(/^\/+/, '');
  } catch {
    return new Response('Bad request: the path has a malformed percent-escape.\n', {
      status: 400,
      headers: { ...WEB_APP_HEADERS, 'content-type': 'text/plain; charset=utf-8' },
    });
  }
  const candidate = path.resolve(root, rel);
  if (candidate.startsWith(root + path.sep) && !rel.includes('\0') && (await isFile(candidate))) {
    const cacheControl = rel.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
    return sendFile(request, candidate, cacheControl);
  }
  const index = path.join(root, 'index.html');
  if (await isFile(index)) return sendFile(request, index, 'no-cache');
  return new Response(
    '<!doctype html><title>kueue-batch</title><link rel="icon" href="data:,"><p>The web app is not built. Run <code>pnpm --filter web build</code>, or use <a href="/graphql">/graphql</a>.</p>',
    { status: 503, headers: { ...WEB_APP_HEADERS, 'content-type': 'text/html; charset=utf-8' } },
  );
}

async function sendFile(request: Request, file: string, cacheControl: string): Promise<Response> {
  const headers: Record<string, string> = {
    ...WEB_APP_HEADERS,
    'content-type': contentType(file),
    'cache-control': cacheControl,
  };
  const available: Encoding[] = [];
  for (const encoding of ['br', 'gzip'] as const) {
    if (await isFile(file + EXTENSION[encoding])) available.push(encoding);
  }
  if (available.length > 0) {
    // Caches must keep one copy per encoding, whichever this answer is.
    headers.vary = 'Accept-Encoding';
    const accepted = acceptedEncodings(request.headers.get('accept-encoding'));
    const chosen = available.find((encoding) => accepted.has(encoding));
    if (chosen) {
      headers['content-encoding'] = chosen;
      return new Response(await readFile(file + EXTENSION[chosen]), { headers });
    }
  }
  return new Response(await readFile(file), { headers });
}

/** The encodings an Accept-Encoding header allows (q > 0), `*` standing for any not named. */
export function acceptedEncodings(header: string | null): Set<Encoding> {
  const accepted = new Set<Encoding>();
  if (!header) return accepted;
  const quality = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = q ? Number(q.slice(2)) : 1;
    quality.set(name, Number.isFinite(value) ? value : 0);
  }
  for (const encoding of ['br', 'gzip'] as const) {
    const q = quality.get(encoding) ?? quality.get('*') ?? 0;
    if (q > 0) accepted.add(encoding);
  }
  return accepted;
}

async function isFile(p: string): Promise<boolean> {
  try {
    return (await stat(p)).isFile();
  } catch {
    return false;
  }
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.map': 'application/json',
};

function contentType(file: string): string {
  return TYPES[path.extname(file)] ?? 'application/octet-stream';
}
