import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { graphql } from '../gql/index.ts';
import { createTestApp, seedUser, type TestApp } from '../helpers/app.ts';
import { createTestDatabase, describePostgres, type TestDatabase } from '../helpers/database.ts';

const CreateTokenMutation = graphql(`
  mutation TokenExpiryTest_CreateToken($name: String!, $expiresAt: DateTime) {
    createApiToken(name: $name, expiresAt: $expiresAt) {
      __typename
      ... on CreatedApiToken { apiToken { id expiresAt } }
      ... on ValidationError { issues { field message } }
    }
  }
`);

const TokensQuery = graphql(`
  query TokenExpiryTest_Tokens {
    apiTokens { id name expiresAt }
  }
`);

describePostgres('token expiries the date scalar can print back', () => {
  let db: TestDatabase;
  let t: TestApp;
  beforeAll(async () => {
    db = await createTestDatabase();
    t = createTestApp(db.prisma);
  });
  afterAll(async () => {
    await db?.drop();
  });

  it('a far-future expiry is refused and the token list keeps answering', async () => {
    const { token } = await seedUser(db.prisma);
    for (const expiresAt of ['+010000-01-01T00:00:00Z', '+275760-09-13T00:00:00Z', '2027-01-01']) {
      const res = await t.execute(CreateTokenMutation, { name: 'far', expiresAt }, { token });
      expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(res.errors?.[0]?.message).toMatch(/year from 0001 to 9999/);
    }
    const farButPrintable = await t.execute(
      CreateTokenMutation,
      { name: 'far', expiresAt: '9999-12-31T00:00:00Z' },
      { token },
    );
    expect(farButPrintable.data?.createApiToken).toMatchObject({
      __typename: 'ValidationError',
      issues: [{ field: 'expiresAt', message: expect.stringMatching(/at most 3660 days/) }],
    });
    const ok = await t.execute(
      CreateTokenMutation,
      { name: 'year', expiresAt: new Date(Date.now() + 365 * 86_400_000).toISOString() },
      { token },
    );
    expect(ok.data?.createApiToken.__typename).toBe('CreatedApiToken');
    const list = await t.execute(TokensQuery, {}, { token });
    expect(list.errors).toBeUndefined();
    expect(list.data?.apiTokens.map((x) => x.name)).toEqual(expect.arrayContaining(['year']));
  });

  it('a stored expiry beyond year 9999 is a clear field error, and the migration repairs it', async () => {
    const { token, user } = await seedUser(db.prisma);
    const legacy = await db.prisma.apiToken.create({
      data: { userId: user.id, name: 'legacy', prefix: 'legacyprefix', tokenHash: 'x'.repeat(64) },
    });
    await db.prisma.$executeRawUnsafe(
      `UPDATE "ApiToken" SET "expiresAt" = TIMESTAMP '10000-01-01 00:00:00' WHERE id = '${legacy.id}'`,
    );
    const broken = await t.execute(TokensQuery, {}, { token });
    expect(broken.errors?.map((e) => [e.message, e.extensions?.code])).toEqual([
      ['A stored date is out of range.', 'DATA_OUT_OF_RANGE'],
    ]);
    expect(broken.data?.apiTokens.find((x) => x.name === 'legacy')).toMatchObject({ expiresAt: null });

    const sql = await readFile(
      new URL(
        '../../../prisma/migrations/20261202140000_clamp_unprintable_dates/migration.sql',
        import.meta.url,
      ),
      'utf8',
    );
    for (const statement of sql.split(';').filter((x) => /UPDATE/.test(x)))
      await db.prisma.$executeRawUnsafe(statement);
    const repaired = await t.execute(TokensQuery, {}, { token });
    expect(repaired.errors).toBeUndefined();
    expect(repaired.data?.apiTokens.find((x) => x.name === 'legacy')?.expiresAt).toBe(
      '9999-12-31T23:59:59.999Z',
    );
  });

  it('an unparseable DateTime argument is a clear refusal', async () => {
    const { token } = await seedUser(db.prisma);
    const res = await t.execute(CreateTokenMutation, { name: 'x', expiresAt: 'tomorrow' }, { token });
    expect(res.errors?.[0]?.message).toMatch(/DateTime/);
    expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
