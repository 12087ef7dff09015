import { request as httpRequest } from 'node:http';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, seedUser } from '../helpers/app.ts';
import { createTestDatabase, describePostgres, type TestDatabase } from '../helpers/database.ts';
import { listen } from '../helpers/http.ts';

type Answer = { status: number; body: string };

/** A POST over a real socket, writing the body in pieces as a client on a network does. */
function post(url: string, path: string, body: Buffer, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      `${url}${path}`,
      { method: 'POST', headers: { 'content-length': String(body.length), ...headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode!, body: Buffer.concat(chunks).toString('utf8') }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    let offset = 0;
    const writeMore = () => {
      while (offset < body.length) {
        const piece = body.subarray(offset, offset + 64 * 1024);
        offset += piece.length;
        if (!req.write(piece)) return void req.once('drain', writeMore);
      }
      req.end();
    };
    writeMore();
  });
}

describePostgres('the HTTP edge', () => {
  let db: TestDatabase;
  let server: { url: string; close: () => Promise<void> };
  let token: string;
  beforeAll(async () => {
    db = await createTestDatabase();
    server = await listen(createTestApp(db.prisma).app);
    token = (await seedUser(db.prisma)).token;
  });
  afterAll(async () => {
    await server?.close();
    await db?.drop();
  });

  for (const path of ['/graphql', '/mcp']) {
    it(`a body over the limit with a Content-Length gets 413 with the usual error body on ${path}`, async () => {
      const body = Buffer.from(
        JSON.stringify({ query: '{ __typename }', variables: { x: 'x'.repeat(4 << 20) } }),
      );
      const answer = await post(server.url, path, body, {
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
        authorization: `Bearer ${token}`,
      });
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body)).toMatchObject({
        errors: [
          { message: expect.stringMatching(/larger than 3 MiB/), extensions: { code: 'PAYLOAD_TOO_LARGE' } },
        ],
      });
    });
  }

  it('an invalid JSON body is not echoed back whole', async () => {
    const garbage = `{"query": "${'y'.repeat(2 << 20)}`;
    const answer = await post(server.url, '/graphql', Buffer.from(garbage), {
      'content-type': 'application/json',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.length).toBeLessThan(4096);
    expect(JSON.parse(answer.body).errors[0].extensions.code).toBe('BAD_REQUEST');
  });

  it('a gzip body sent as JSON is refused without echoing its bytes', async () => {
    const packed = gzipSync(Buffer.from(JSON.stringify({ query: '{ __typename }' })));
    const answer = await post(server.url, '/graphql', packed, { 'content-type': 'application/json' });
    expect(answer.status).toBe(400);
    expect(answer.body).not.toContain(packed.subarray(10, 20).toString('latin1'));
    // Printable and short: no binary comes back.
    // biome-ignore lint/suspicious/noControlCharactersInRegex: looking for binary
    expect(answer.body).not.toMatch(/[\u0000-\u0008\u000e-\u001f\ufffd]/);
    expect(answer.body.length).toBeLessThan(4096);
  });
});
