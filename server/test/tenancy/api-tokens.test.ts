import { afterAll, beforeAll, expect, it } from 'vitest';
import { graphql } from '../gql/index.ts';
import { createTestApp, seedUser, type TestApp } from '../helpers/app.ts';
import { createTestDatabase, describePostgres, type TestDatabase } from '../helpers/database.ts';

const CreateToken = graphql(`
  mutation ApiTokensTest_CreateToken($name: String!) {
    createApiToken(name: $name) {
      __typename
      ... on CreatedApiToken { token apiToken { id name current } }
      ... on ValidationError { message issues { field message } }
    }
  }
`);

const Tokens = graphql(`
  query ApiTokensTest_Tokens {
    apiTokens { id name current }
  }
`);

const RevokeToken = graphql(`
  mutation ApiTokensTest_RevokeToken($id: ID!) {
    revokeApiToken(id: $id)
  }
`);

describePostgres('API tokens: names told apart, the current one marked', () => {
  let db: TestDatabase;
  let t: TestApp;
  let user: Awaited<ReturnType<typeof seedUser>>;

  beforeAll(async () => {
    db = await createTestDatabase();
    t = createTestApp(db.prisma);
    user = await seedUser(db.prisma);
  });
  afterAll(async () => {
    t?.services.accessWatch?.close();
    await db?.drop();
  });

  it('a second live token with the same name (trimmed, any case) is refused on its name; a revoked one frees it', async () => {
    const first = await t.execute(CreateToken, { name: 'laptop' }, { token: user.token });
    expect(first.data?.createApiToken.__typename).toBe('CreatedApiToken');
    const again = await t.execute(CreateToken, { name: ' Laptop ' }, { token: user.token });
    expect(again.data?.createApiToken).toEqual({
      __typename: 'ValidationError',
      message: 'Invalid token name.',
      issues: [
        {
          field: 'name',
          message: 'is already used by another of your tokens: choose another name, or revoke that one first',
        },
      ],
    });
    const id = (first.data!.createApiToken as { apiToken: { id: string } }).apiToken.id;
    expect((await t.execute(RevokeToken, { id }, { token: user.token })).data?.revokeApiToken).toBe(true);
    const freed = await t.execute(CreateToken, { name: 'laptop' }, { token: user.token });
    expect(freed.data?.createApiToken.__typename).toBe('CreatedApiToken');
    // Another user's token of that name is no conflict.
    const other = await seedUser(db.prisma);
    const theirs = await t.execute(CreateToken, { name: 'laptop' }, { token: other.token });
    expect(theirs.data?.createApiToken.__typename).toBe('CreatedApiToken');
  });

  it('marks the token the request authenticated with, and no other', async () => {
    const made = await t.execute(CreateToken, { name: 'pipeline' }, { token: user.token });
    const { token, apiToken } = made.data!.createApiToken as { token: string; apiToken: { id: string } };
    const asNew = await t.execute(Tokens, {}, { token });
    const current = asNew.data!.apiTokens.filter((x) => x.current).map((x) => x.id);
    expect(current).toEqual([apiToken.id]);
    const asSeed = await t.execute(Tokens, {}, { token: user.token });
    expect(asSeed.data!.apiTokens.find((x) => x.id === apiToken.id)?.current).toBe(false);
    expect(asSeed.data!.apiTokens.filter((x) => x.current)).toHaveLength(1);
  });
});
