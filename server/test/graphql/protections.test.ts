import { parse, validate } from 'graphql';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { GRAPHIQL_EXAMPLE } from '../../src/app.ts';
import { MAX_QUERY_COST, operationCost } from '../../src/query-cost.ts';
import { schema } from '../../src/schema/index.ts';
import { createTestApp, seedUser, type TestApp } from '../helpers/app.ts';
import { createTestDatabase, describePostgres, type TestDatabase } from '../helpers/database.ts';

describePostgres('request protections', () => {
  let db: TestDatabase;
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    db = await createTestDatabase();
    t = createTestApp(db.prisma);
    ({ token } = await seedUser(db.prisma));
  });
  afterAll(async () => {
    await db?.drop();
  });

  const post = (query: string) =>
    t.request('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query }),
    });

  it('a query within the limits is answered', async () => {
    const res = await post('{ a: viewer { email } b: viewer { email } }');
    expect(res.status).toBe(200);
    expect(((await res.json()) as { errors?: unknown }).errors).toBeUndefined();
  });

  it('too many aliases are refused before execution', async () => {
    const aliases = Array.from({ length: 30 }, (_, i) => `a${i}: viewer { email }`).join(' ');
    const body = (await (await post(`{ ${aliases} }`)).json()) as {
      data?: unknown;
      errors: { message: string }[];
    };
    expect(body.data).toBeUndefined();
    expect(body.errors[0]!.message).toMatch(/aliases/i);
  });

  it('a query nested too deeply (or too costly) is refused before execution', async () => {
    const levels = 13;
    const tooDeep = `{ ${'projects { members { user { '.repeat(levels)} email ${'} } } '.repeat(levels)} }`;
    const body = (await (await post(tooDeep)).json()) as { data?: unknown; errors?: { message: string }[] };
    expect(body.data).toBeUndefined();
    expect(body.errors?.[0]?.message).toMatch(/depth|cost/i);
  });

  it('a GET query without the CSRF header is refused', async () => {
    const res = await t.request(`/graphql?query=${encodeURIComponent('{ viewer { email } }')}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(403);
    const allowed = await t.request(`/graphql?query=${encodeURIComponent('{ viewer { email } }')}`, {
      headers: { authorization: `Bearer ${token}`, 'x-graphql-yoga-csrf': '1' },
    });
    expect(allowed.status).toBe(200);
  });

  it('GraphiQL is served without assets from elsewhere', async () => {
    const res = await t.request('/graphql', { headers: { accept: 'text/html' } });
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    expect(html).toContain('GraphiQL');
    expect(html).not.toMatch(/<script[^>]+src="https?:\/\//);
    expect(html).not.toMatch(/<link[^>]+href="https?:\/\//);
  });

  it('GraphiQL opens with an example operation of this product (issue 39)', async () => {
    const html = await (await t.request('/graphql', { headers: { accept: 'text/html' } })).text();
    expect(html).toContain('query MyProjectsAndClusters');
    expect(html).toContain('availableClusters');
    // A valid operation of this schema, within the cost limit.
    expect(validate(schema, parse(GRAPHIQL_EXAMPLE))).toEqual([]);
    expect(operationCost(schema, parse(GRAPHIQL_EXAMPLE))).toBeLessThanOrEqual(MAX_QUERY_COST);
  });
});
