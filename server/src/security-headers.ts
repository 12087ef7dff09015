/*
 * The security headers of every answer the main port gives, chosen by what the answer is. The web app's files set
 * theirs (web-static.ts); everything else gets them in one place, app.ts' fetch, so no route can forget them.
 */

const COMMON = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'same-origin',
} as const;

/**
 * The web app's files. It loads nothing from elsewhere (no CDN, no inline script; React sets styles through the
 * DOM, which style-src does not govern), so a strict policy fits; it talks to its own origin only (GraphQL over
 * fetch and SSE), and no page may frame it.
 */
export const WEB_APP_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy':
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; font-src 'self'; " +
    "connect-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'",
  ...COMMON,
};

/** The server's own small HTML pages (sign-in outcomes): one inline style sheet, nothing else. */
export const PAGE_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy':
    "default-src 'none'; style-src 'unsafe-inline'; img-src data:; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
  ...COMMON,
};

/**
 * GraphiQL (a development tool, GRAPHIQL): one self-contained page with inline scripts, fonts and workers, so
 * scripts are not restricted; it may still not be framed, load plugins or change its base URL.
 */
export const GRAPHIQL_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "object-src 'none'; base-uri 'none'; frame-ancestors 'none'",
  ...COMMON,
};

/** JSON, Prometheus text and event streams: nothing in them may be rendered or run. */
export const API_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  ...COMMON,
};

/** `response` with the headers its kind needs, where it does not set them itself. */
export function withSecurityHeaders(response: Response, pathname: string): Response {
  const type = response.headers.get('content-type') ?? '';
  const html = type.startsWith('text/html');
  const wanted = !html ? API_HEADERS : pathname === '/graphql' ? GRAPHIQL_HEADERS : PAGE_HEADERS;
  const missing = Object.entries(wanted).filter(([name]) => !response.headers.has(name));
  if (missing.length === 0) return response;
  try {
    for (const [name, value] of missing) response.headers.set(name, value);
    return response;
  } catch {
    // Immutable headers (a response passed through from fetch): the same body under a copy of them.
    const headers = new Headers(response.headers);
    for (const [name, value] of missing) headers.set(name, value);
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }
}
