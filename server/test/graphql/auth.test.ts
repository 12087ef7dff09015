import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../gql/index.ts';
import { createTestApp, seedProject, seedUser, type TestApp } from '../helpers/app.ts';
import { createTestDatabase, describePostgres, type TestDatabase } from '../helpers/database.ts';

const ViewerQuery = graphql(`
  query AuthTest_Viewer {
    viewer { id email isAdmin }
  }
`);

const ProjectsQuery = graphql(`
  query AuthTest_Projects {
    projects { id name viewerRole memberCount }
  }
`);

const ProjectQuery = graphql(`
  query AuthTest_Project($id: ID!) {
    project(id: $id) { id name }
  }
`);

const CreateTokenMutation = graphql(`
  mutation AuthTest_CreateToken($name: String!, $expiresAt: DateTime) {
    createApiToken(name: $name, expiresAt: $expiresAt) {
      __typename
      ... on CreatedApiToken { token apiToken { id prefix name } }
      ... on ValidationError { message issues { field message } }
    }
  }
`);

const RevokeTokenMutation = graphql(`
  mutation AuthTest_RevokeToken($id: ID!) {
    revokeApiToken(id: $id)
  }
`);

const TokensQuery = graphql(`
  query AuthTest_Tokens {
    apiTokens { id name prefix revokedAt lastUsedAt }
  }
`);

for (const kind of ['postgresql', 'embedded'] as const) {
  (kind === 'postgresql' ? describePostgres : describe)(`sign-in and access on ${kind}`, () => {
    let db: TestDatabase;
    let t: TestApp;

    beforeAll(async () => {
      db = await createTestDatabase({ embedded: kind === 'embedded' });
      t = createTestApp(db.prisma);
    });
    afterAll(async () => {
      await db?.drop();
    });

    it('an API token signs the user in', async () => {
      const { token, user } = await seedUser(db.prisma, { admin: true });
      const res = await t.execute(ViewerQuery, {}, { token });
      expect(res.errors).toBeUndefined();
      expect(res.data?.viewer).toEqual({ id: user.id, email: user.email, isAdmin: true });
    });

    it('a request without credentials gets a clear authentication error', async () => {
      const res = await t.execute(ViewerQuery);
      expect(res.data).toBeNull();
      expect(res.errors?.[0]?.message).toMatch(/Authentication required/);
      expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    });

    it('an unknown token is rejected without echoing it', async () => {
      const bogus = 'kbt_0123456789ab_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
      const res = await t.execute(ViewerQuery, {}, { token: bogus });
      expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      expect(res.errors?.[0]?.message).toMatch(/invalid, expired or revoked/);
      expect(JSON.stringify(res)).not.toContain(bogus);
    });

    it('a revoked token no longer works, and neither do sessions made from it', async () => {
      const { token } = await seedUser(db.prisma);
      const created = await t.execute(CreateTokenMutation, { name: 'laptop' }, { token });
      const result = created.data?.createApiToken;
      if (result?.__typename !== 'CreatedApiToken') throw new Error(`unexpected ${JSON.stringify(created)}`);
      const second = result.token;

      const login = await t.request('/auth/session', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token: second }),
      });
      expect(login.status).toBe(200);
      const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
      expect(login.headers.get('set-cookie')).toMatch(/HttpOnly/);
      expect((await t.execute(ViewerQuery, {}, { cookie })).data?.viewer).toBeTruthy();

      const revoked = await t.execute(RevokeTokenMutation, { id: result.apiToken.id }, { token });
      expect(revoked.data?.revokeApiToken).toBe(true);

      expect((await t.execute(ViewerQuery, {}, { token: second })).errors?.[0]?.extensions?.code).toBe(
        'UNAUTHENTICATED',
      );
      const viaCookie = await t.execute(ViewerQuery, {}, { cookie });
      expect(viaCookie.errors?.[0]?.message).toMatch(/session has expired or was revoked/);
      // The web's session probe says so too, as an answer (200), not as a failure the browser logs.
      const probe = await t.request('/auth/session', { headers: { cookie } });
      expect(probe.status).toBe(200);
      expect(await probe.json()).toEqual({
        signedIn: false,
        message: 'Your session has expired or was revoked: sign in again.',
      });

      const tokens = await t.execute(TokensQuery, {}, { token });
      const listed = tokens.data?.apiTokens.find((x) => x.id === result.apiToken.id);
      expect(listed?.revokedAt).toBeTruthy();
      expect(JSON.stringify(tokens.data)).not.toContain(second);
    });

    it('a session made while its token was being revoked dies with the token', async () => {
      const { token, apiToken } = await seedUser(db.prisma);
      const login = await t.request('/auth/session', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token }),
      });
      const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
      expect((await t.execute(ViewerQuery, {}, { cookie })).data?.viewer).toBeTruthy();
      // The revocation's first write landed, its sweep of the sessions missed this one (created in between).
      await db.prisma.apiToken.update({ where: { id: apiToken.id }, data: { revokedAt: new Date() } });
      const viaCookie = await t.execute(ViewerQuery, {}, { cookie });
      expect(viaCookie.errors?.[0]?.message).toMatch(/session has expired or was revoked/);
    });

    it('an expired token is refused', async () => {
      const { token, apiToken } = await seedUser(db.prisma);
      expect((await t.execute(ViewerQuery, {}, { token })).data?.viewer).toBeTruthy();
      await db.prisma.apiToken.update({
        where: { id: apiToken.id },
        data: { expiresAt: new Date(Date.now() - 1000) },
      });
      const res = await t.execute(ViewerQuery, {}, { token });
      expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    });

    it('a token cannot be created already expired', async () => {
      const { token } = await seedUser(db.prisma);
      const res = await t.execute(
        CreateTokenMutation,
        { name: 'old', expiresAt: new Date(Date.now() - 60_000).toISOString() },
        { token },
      );
      expect(res.data?.createApiToken).toMatchObject({
        __typename: 'ValidationError',
        issues: [{ field: 'expiresAt', message: 'must be in the future' }],
      });
    });

    it('a token name is 1 to 100 characters, on one line, without bidirectional controls', async () => {
      const { token } = await seedUser(db.prisma);
      const issue = async (name: string) => {
        const res = await t.execute(CreateTokenMutation, { name }, { token });
        const result = res.data?.createApiToken;
        return result?.__typename === 'ValidationError' ? result.issues[0]?.message : result?.__typename;
      };
      expect(await issue('x'.repeat(101))).toBe('must be 1 to 100 characters');
      expect(await issue('   ')).toBe('must be 1 to 100 characters');
      expect(await issue('two\nlines')).toMatch(/control characters/);
      expect(await issue('laptop\u202Egnp.exe')).toMatch(/bidirectional/);
      expect(await issue(`  ${'é'.repeat(100)}  `)).toBe('CreatedApiToken');
      const names = (await db.prisma.apiToken.findMany({ select: { name: true } })).map((n) => n.name);
      expect(names).toContain('é'.repeat(100));
      expect(names.filter((n) => /lines|gnp/.test(n))).toEqual([]);
    });

    it('a signed-in user sees only the projects they are a member of', async () => {
      const alice = await seedUser(db.prisma);
      const bob = await seedUser(db.prisma);
      const shared = await seedProject(db.prisma, [
        { userId: alice.user.id, role: 'OWNER' },
        { userId: bob.user.id },
      ]);
      const private_ = await seedProject(db.prisma, [{ userId: alice.user.id, role: 'OWNER' }]);

      const bobs = await t.execute(ProjectsQuery, {}, { token: bob.token });
      expect(bobs.data?.projects).toEqual([
        { id: shared.id, name: shared.name, viewerRole: 'MEMBER', memberCount: 2 },
      ]);
      const denied = await t.execute(ProjectQuery, { id: private_.id }, { token: bob.token });
      expect(denied.errors).toBeUndefined();
      expect(denied.data?.project).toBeNull();
      const allowed = await t.execute(ProjectQuery, { id: private_.id }, { token: alice.token });
      expect(allowed.data?.project).toEqual({ id: private_.id, name: private_.name });
    });

    it('a bad token is refused at the session endpoint with a 401', async () => {
      const res = await t.request('/auth/session', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token: 'nope' }),
      });
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ error: 'That API token is invalid, expired or revoked.' });
      expect(res.headers.get('set-cookie')).toBeNull();
    });
  });
}

describePostgres('masked errors', () => {
  it('an internal failure reaches the client as a masked error with no detail', async () => {
    const db = await createTestDatabase();
    try {
      const t = createTestApp(db.prisma);
      const { token } = await seedUser(db.prisma);
      await db.prisma.$executeRawUnsafe('ALTER TABLE "Project" RENAME TO "ProjectGone"');
      const res = await t.execute(ProjectsQuery, {}, { token });
      expect(res.errors?.[0]?.message).toBe('Unexpected error.');
      expect(JSON.stringify(res)).not.toMatch(/Project(Gone)?"|relation|does not exist|prisma/i);
    } finally {
      await db.drop();
    }
  });
});
