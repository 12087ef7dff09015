import { Writable } from 'node:stream';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createLogger } from '../../src/logger.ts';
import { createTestApp } from '../helpers/app.ts';
import { createTestDatabase, describePostgres, type TestDatabase } from '../helpers/database.ts';
import { listen } from '../helpers/http.ts';
import { rawRequest } from '../helpers/raw-http.ts';

/** Log lines the app wrote, parsed. */
function capturedLogger() {
  const lines: Array<{ level: number; msg?: string }> = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { logger: createLogger('debug', sink), lines };
}

const ERROR = 50;

describePostgres('the main port refuses malformed requests as the client’s mistake', () => {
  let db: TestDatabase;
  let server: { url: string; close: () => Promise<void> };
  let port: number;
  const log = capturedLogger();
  beforeAll(async () => {
    db = await createTestDatabase();
    const app = createTestApp(db.prisma, { logger: log.logger, configOverrides: { graphiql: true } });
    server = await listen(app.app, log.logger);
    port = Number(new URL(server.url).port);
  });
  afterAll(async () => {
    await server?.close();
    await db?.drop();
  });

  const cases: Array<[string, string, number]> = [
    ['TRACE /graphql', 'TRACE /graphql HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n', 405],
    ['CONNECT', 'CONNECT x:443 HTTP/1.1\r\nHost: x:443\r\n\r\n', 405],
    ['a Host with a bracket', 'GET /graphql HTTP/1.1\r\nHost: [bad\r\nConnection: close\r\n\r\n', 400],
    ['a Host with a space', 'GET /healthz HTTP/1.1\r\nHost: a b\r\nConnection: close\r\n\r\n', 400],
    ['a Host with a path', 'GET /healthz HTTP/1.1\r\nHost: a/b\r\nConnection: close\r\n\r\n', 400],
  ];
  for (const [what, text, status] of cases) {
    it(`${what} gets ${status}, with no stack trace, logged below error level`, async () => {
      const before = log.lines.length;
      const answer = await rawRequest(port, text);
      expect(answer.status).toBe(status);
      expect(answer.body).not.toMatch(/ at |TypeError/);
      expect(JSON.parse(answer.body)).toEqual({ error: expect.any(String) });
      const written = log.lines.slice(before);
      expect(written.filter((l) => l.level >= ERROR)).toEqual([]);
      expect(written.some((l) => l.msg === 'malformed request refused')).toBe(true);
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    });
  }

  it('a well-formed request with a port in its Host is served', async () => {
    const answer = await rawRequest(
      port,
      `GET /healthz HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`,
    );
    expect(answer.status).toBe(200);
  });
});

describePostgres('security headers on every page the server makes', () => {
  let db: TestDatabase;
  let app: ReturnType<typeof createTestApp>;
  beforeAll(async () => {
    db = await createTestDatabase();
    app = createTestApp(db.prisma, { configOverrides: { graphiql: true } });
  });
  afterAll(async () => {
    await db?.drop();
  });

  const expectHardened = (response: Response) => {
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('referrer-policy')).toBe('same-origin');
    expect(response.headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'/);
  };

  it('GraphiQL', async () => {
    const response = await app.request('/graphql', { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expectHardened(response);
  });

  it('/auth/methods', async () => {
    const response = await app.request('/auth/methods');
    expect(response.status).toBe(200);
    expectHardened(response);
  });

  it('the OpenID pages (here: sign-in not configured)', async () => {
    const response = await app.request('/auth/oidc/login');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expectHardened(response);
    expect(response.headers.get('content-security-policy')).toMatch(/default-src 'none'/);
  });

  it('GraphQL answers and /healthz', async () => {
    expectHardened(await app.request('/healthz'));
    expectHardened(
      await app.request('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ __typename }' }),
      }),
    );
  });
});
