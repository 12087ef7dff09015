import {
  astFromValue,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLObjectType,
  type GraphQLOutputType,
  getNamedType,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  isUnionType,
  print,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../src/schema/index.ts';
import { createTestApp, seedUser, type TestApp } from '../helpers/app.ts';
import { offlineKubeconfig } from '../helpers/clusters.ts';
import { createTestDatabase, describePostgres, type TestDatabase } from '../helpers/database.ts';

type GraphQLAnswer = {
  data?: unknown;
  errors?: Array<{ message: string; extensions?: { code?: string; field?: string } }>;
};

/** A valid value of an input type, with only the required fields of input objects. */
function dummy(type: GraphQLInputType): unknown {
  const t = getNullableType(type);
  if (isListType(t)) return [dummy(t.ofType)];
  if (isInputObjectType(t)) {
    const value: Record<string, unknown> = {};
    for (const field of Object.values(t.getFields())) {
      if (isNonNullType(field.type) && field.defaultValue === undefined)
        value[field.name] = dummy(field.type);
    }
    return value;
  }
  if (isEnumType(t)) return t.getValues()[0]!.value;
  if (isScalarType(t)) {
    if (t.name === 'Int' || t.name === 'Float') return 1;
    if (t.name === 'Boolean') return false;
    if (t.name === 'DateTime') return '2999-01-01T00:00:00Z';
    return 'x';
  }
  throw new Error(`no dummy for ${String(type)}`);
}

/** Every way to put `bad` into one string leaf of an input type: the value and the path of the leaf. */
function* withBadLeaf(type: GraphQLInputType, bad: string, path: string): Generator<[unknown, string]> {
  const t = getNullableType(type);
  if (isListType(t)) {
    for (const [value, at] of withBadLeaf(t.ofType, bad, `${path}[0]`)) yield [[value], at];
  } else if (isInputObjectType(t)) {
    for (const field of Object.values(t.getFields())) {
      for (const [value, at] of withBadLeaf(field.type, bad, `${path}.${field.name}`)) {
        yield [{ ...(dummy(t) as object), [field.name]: value }, at];
      }
    }
  } else if (isScalarType(t) && !['Int', 'Float', 'Boolean'].includes(t.name)) {
    yield [`x${bad}`, path];
  }
}

const literal = (value: unknown, type: GraphQLInputType) => print(astFromValue(value, type)!);

const selection = (type: GraphQLOutputType): string => {
  const named = getNamedType(type);
  return isLeafType(named) ? '' : '{ __typename }';
};

const requiredArgs = (args: readonly GraphQLArgument[], except?: string) =>
  args
    .filter((a) => a.name !== except && isNonNullType(a.type) && a.defaultValue === undefined)
    .map((a) => `${a.name}: ${literal(dummy(a.type), a.type)}`);

type Reach = { operation: 'query' | 'mutation'; wrap: (inner: string) => string };

/** How to reach every object type from the roots: the shortest selection around a field of it. */
function reachableTypes(): Map<GraphQLObjectType, Reach> {
  const reached = new Map<GraphQLObjectType, Reach>();
  const queue: GraphQLObjectType[] = [];
  for (const [operation, root] of [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
  ] as const) {
    if (!root) continue;
    reached.set(root, { operation, wrap: (inner) => inner });
    queue.push(root);
  }
  while (queue.length > 0) {
    const parent = queue.shift()!;
    const { operation, wrap } = reached.get(parent)!;
    for (const field of Object.values(parent.getFields()) as GraphQLField<unknown, unknown>[]) {
      const named = getNamedType(field.type);
      const args = requiredArgs(field.args);
      const call = `${field.name}${args.length ? `(${args.join(', ')})` : ''}`;
      const targets = isObjectType(named)
        ? [[named, (inner: string) => wrap(`${call} { ${inner} }`)] as const]
        : isUnionType(named) || isInterfaceType(named)
          ? schema
              .getPossibleTypes(named)
              .map((o) => [o, (inner: string) => wrap(`${call} { ... on ${o.name} { ${inner} } }`)] as const)
          : [];
      for (const [type, nextWrap] of targets) {
        if (reached.has(type)) continue;
        reached.set(type, { operation, wrap: nextWrap });
        queue.push(type);
      }
    }
  }
  return reached;
}

/** One operation per string leaf of every argument of every reachable field, `bad` in that leaf. */
function operationsWith(bad: string) {
  const operations: Array<{ where: string; body: { query: string; variables?: Record<string, unknown> } }> =
    [];
  for (const [type, { operation, wrap }] of reachableTypes()) {
    for (const field of Object.values(type.getFields()) as GraphQLField<unknown, unknown>[]) {
      for (const arg of field.args) {
        const others = requiredArgs(field.args, arg.name);
        for (const [value, at] of withBadLeaf(arg.type, bad, arg.name)) {
          const where = `${type.name}.${field.name}(${at})`;
          const asVariable = [...others, `${arg.name}: $v`].join(', ');
          operations.push({
            where: `${where} as a variable`,
            body: {
              query: `${operation} Walk($v: ${String(arg.type)}) { ${wrap(`${field.name}(${asVariable}) ${selection(field.type)}`)} }`,
              variables: { v: value },
            },
          });
          const asLiteral = [...others, `${arg.name}: ${literal(value, arg.type)}`].join(', ');
          operations.push({
            where: `${where} as a literal`,
            body: {
              query: `${operation} { ${wrap(`${field.name}(${asLiteral}) ${selection(field.type)}`)} }`,
            },
          });
        }
      }
    }
  }
  return operations;
}

describePostgres('the HTTP edge', () => {
  let db: TestDatabase;
  let t: TestApp;
  let adminToken: string;

  beforeAll(async () => {
    db = await createTestDatabase();
    t = createTestApp(db.prisma);
    ({ token: adminToken } = await seedUser(db.prisma, { admin: true }));
  });
  afterAll(async () => {
    await db?.drop();
  });

  const post = (app: TestApp, body: unknown, headers: Record<string, string> = {}) =>
    app.request('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });

  describe('string inputs', () => {
    for (const [name, bad] of [
      ['a NUL byte', '\u0000'],
      ['an escape character', '\u001b'],
      ['an unpaired UTF-16 surrogate', '\ud800'],
    ] as const) {
      it(`${name} in any argument or input field of the schema is refused as BAD_USER_INPUT, never an internal error`, async () => {
        const operations = operationsWith(bad);
        // The walk covers the inputs we know of, and whatever is added later.
        expect(operations.map((o) => o.where)).toEqual(
          expect.arrayContaining([
            'Query.project(id) as a literal',
            'Query.availableClusters(projectId) as a variable',
            'Query.availableClusters(requests.cpu) as a variable',
            'Mutation.createApiToken(name) as a variable',
            'Mutation.revokeApiToken(id) as a literal',
            'Mutation.registerCluster(input.description) as a variable',
            'Mutation.updateCluster(input.id) as a variable',
          ]),
        );
        const wrong: string[] = [];
        for (const { where, body } of operations) {
          const res = await post(t, body, { authorization: `Bearer ${adminToken}` });
          const answer = (await res.json()) as GraphQLAnswer;
          const codes = answer.errors?.map((e) => e.extensions?.code) ?? [];
          // A literal a scalar cannot parse is already refused by validation, before the guard; one that is no
          // text at all (an unpaired surrogate) by the parser.
          const refused =
            codes[0] === 'BAD_USER_INPUT' ||
            codes[0] === 'GRAPHQL_VALIDATION_FAILED' ||
            codes[0] === 'GRAPHQL_PARSE_FAILED';
          if (res.status >= 500 || codes.length !== 1 || !refused) {
            wrong.push(`${where}: HTTP ${res.status} ${JSON.stringify(answer)}`);
          }
        }
        expect(wrong).toEqual([]);
        expect(await db.prisma.cluster.count()).toBe(0);
      });
    }

    it('line breaks and tabs still pass in text (a kubeconfig), and the refusal names the field, not the value', async () => {
      const register = `mutation($input: RegisterClusterInput!) { registerCluster(input: $input) { __typename } }`;
      const input = {
        name: 'edge-text',
        kubeconfig: offlineKubeconfig().replace('\n', '\n\t# a comment after a tab\n'),
        clusterQueue: 'team',
        localQueue: 'team',
        namespace: 'jobs',
      };
      const ok = (await (
        await post(t, { query: register, variables: { input } }, { authorization: `Bearer ${adminToken}` })
      ).json()) as GraphQLAnswer;
      expect(ok).toEqual({ data: { registerCluster: { __typename: 'Cluster' } } });
      const refused = (await (
        await post(
          t,
          {
            query: register,
            variables: { input: { ...input, name: 'edge-2', namespace: 'jo\u0000bs-secret' } },
          },
          { authorization: `Bearer ${adminToken}` },
        )
      ).json()) as GraphQLAnswer;
      expect(refused.errors?.[0]).toMatchObject({
        message: 'Variable "$input.namespace" contains the control character U+0000, which is not accepted.',
        extensions: { code: 'BAD_USER_INPUT', field: '$input.namespace' },
      });
      await db.prisma.cluster.deleteMany();
    });
  });

  describe('sizes', () => {
    it('a request body over 3 MiB is refused with 413 before it is parsed', async () => {
      const res = await post(t, { query: '{ __typename }', variables: { x: 'x'.repeat(3 * 1024 * 1024) } });
      expect(res.status).toBe(413);
      expect(((await res.json()) as GraphQLAnswer).errors?.[0]?.extensions?.code).toBe('PAYLOAD_TOO_LARGE');
    });

    it('a string over 1 MiB characters is refused as BAD_USER_INPUT; a kubeconfig just under 1 MiB gets through', async () => {
      const register = `mutation($input: RegisterClusterInput!) { registerCluster(input: $input) { __typename ... on Error { message } } }`;
      const input = (kubeconfig: string) => ({
        name: 'big-config',
        kubeconfig,
        clusterQueue: 'team',
        localQueue: 'team',
        namespace: 'jobs',
      });
      const tooLong = (await (
        await post(
          t,
          { query: register, variables: { input: input(`# ${'x'.repeat(1024 * 1024)}`) } },
          { authorization: `Bearer ${adminToken}` },
        )
      ).json()) as GraphQLAnswer;
      expect(tooLong.errors?.[0]?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        field: '$input.kubeconfig',
      });
      const big = `# ${'x'.repeat(1000 * 1000)}\n${offlineKubeconfig()}`;
      const accepted = (await (
        await post(
          t,
          { query: register, variables: { input: input(big) } },
          { authorization: `Bearer ${adminToken}` },
        )
      ).json()) as GraphQLAnswer;
      expect(accepted).toEqual({ data: { registerCluster: { __typename: 'Cluster' } } });
      await db.prisma.cluster.deleteMany();
    });

    it('an error quotes at most 40 characters of the input it complains about', async () => {
      const long = 'y'.repeat(200_000);
      const res = await post(t, {
        query: 'query($r: ResourceRequestsInput) { availableClusters(requests: $r) { id } }',
        variables: { r: { deadlineSeconds: long } },
      });
      const text = await res.text();
      expect(text.length).toBeLessThan(2_000);
      expect(text).toContain(`${'y'.repeat(40)}…`);
      expect(text).not.toContain('y'.repeat(41));
    });
  });

  describe('suggestions', () => {
    const misspelt = {
      query: 'mutation($input: RegisterClusterInput!) { registerCluster(input: $input) { __typename } }',
      variables: {
        input: {
          name: 'n',
          kubeconfig: 'k',
          clusterQueue: 'q',
          localQueue: 'q',
          namespace: 'n',
          registryAth: 'x',
        },
      },
    };

    it('with introspection off, a variable that does not fit its type is refused without suggesting schema names', async () => {
      const closed = createTestApp(db.prisma, { configOverrides: { introspection: false } });
      const answer = (await (await post(closed, misspelt)).json()) as GraphQLAnswer;
      expect(answer.errors?.[0]?.message).toContain(
        'Field "registryAth" is not defined by type "RegisterClusterInput"',
      );
      expect(JSON.stringify(answer)).not.toMatch(/Did you mean|registryAuth/);
    });

    it('a variable that does not coerce (an Int beyond 32 bits) is the caller’s input: BAD_USER_INPUT', async () => {
      const answer = (await (
        await post(
          t,
          {
            query: 'query($id: ID!, $n: Int) { processVersion(id: $id) { logs(tailLines: $n) } }',
            variables: { id: 'x', n: 2 ** 31 },
          },
          { authorization: `Bearer ${adminToken}` },
        )
      ).json()) as GraphQLAnswer;
      expect(answer.errors?.[0]?.message).toMatch(/^Variable "\$n" got invalid value/);
      expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    });

    it('with introspection on, the same error suggests the field meant', async () => {
      const answer = (await (await post(t, misspelt)).json()) as GraphQLAnswer;
      expect(answer.errors?.[0]?.message).toContain('Did you mean "registryAuth"?');
    });
  });

  describe('cookies', () => {
    it('a session cookie that cannot be decoded counts as no cookie: nothing answers 500', async () => {
      const cookie = { cookie: 'kb_session=%E0%A4%A' };
      const graphqlRes = await post(t, { query: '{ __typename }' }, cookie);
      expect(graphqlRes.status).toBe(200);
      expect(await graphqlRes.json()).toEqual({ data: { __typename: 'Query' } });
      const viewer = (await (await post(t, { query: '{ viewer { id } }' }, cookie)).json()) as GraphQLAnswer;
      expect(viewer.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      // The session probe answers signed out as data (200), not as a failure the browser would log.
      const session = await t.request('/auth/session', { headers: cookie });
      expect(session.status).toBe(200);
      expect(await session.json()).toEqual({ signedIn: false, message: 'Not signed in.' });
      const signOut = await t.request('/auth/session', { method: 'DELETE', headers: cookie });
      expect(signOut.status).toBe(204);
    });
  });

  describe('sign-in', () => {
    const signIn = (app: TestApp, token: string, peer: string, headers: Record<string, string> = {}) =>
      app.request(
        '/auth/session',
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body: JSON.stringify({ token }),
        },
        peer,
      );
    const bogus = 'kbt_0123456789ab_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';

    it('is limited per client address: after 10 attempts in a row, 429 with Retry-After; other addresses still answered', async () => {
      const app = createTestApp(db.prisma);
      for (let i = 0; i < 10; i++) expect((await signIn(app, bogus, '192.0.2.1')).status).toBe(401);
      const limited = await signIn(app, bogus, '192.0.2.1');
      expect(limited.status).toBe(429);
      const wait = Number(limited.headers.get('retry-after'));
      expect(wait).toBeGreaterThanOrEqual(1);
      expect(wait).toBeLessThanOrEqual(6);
      expect(await limited.json()).toMatchObject({ code: 'RATE_LIMITED', retryAfterSeconds: wait });
      expect((await signIn(app, bogus, '192.0.2.2')).status).toBe(401);
      // Forwarded addresses count only behind a trusted proxy: here they are the client's to invent.
      expect((await signIn(app, bogus, '192.0.2.1', { 'x-forwarded-for': '198.51.100.9' })).status).toBe(429);
    });

    it('with TRUST_PROXY=true (= x-forwarded), the address the proxy appended to X-Forwarded-For is the one limited', async () => {
      const app = createTestApp(db.prisma, { configOverrides: { trustProxy: 'x-forwarded' } });
      const from = (client: string) => ({ 'x-forwarded-for': `203.0.113.50, ${client}` });
      for (let i = 0; i < 10; i++) await signIn(app, bogus, '10.0.0.1', from('198.51.100.1'));
      expect((await signIn(app, bogus, '10.0.0.1', from('198.51.100.1'))).status).toBe(429);
      expect((await signIn(app, bogus, '10.0.0.1', from('198.51.100.2'))).status).toBe(401);
    });

    it('behind an X-Forwarded proxy, a Forwarded header the client sends changes neither the address nor Secure', async () => {
      const app = createTestApp(db.prisma, { configOverrides: { trustProxy: 'x-forwarded' } });
      // The proxy appends the address it saw (198.51.100.77) and says http; the client invents a new Forwarded
      // identity on every attempt: 30 failed sign-ins from one client are still one client.
      const statuses: number[] = [];
      for (let i = 0; i < 30; i++) {
        const answer = await signIn(app, bogus, '10.0.0.1', {
          'x-forwarded-for': '198.51.100.77',
          'x-forwarded-proto': 'http',
          forwarded: `for=192.0.2.${i};proto=https`,
        });
        statuses.push(answer.status);
      }
      expect(statuses.filter((s) => s === 429).length).toBe(20);
      const { token } = await seedUser(db.prisma);
      const cookie = await signIn(app, token, '10.0.0.2', {
        'x-forwarded-for': '198.51.100.78',
        'x-forwarded-proto': 'http',
        forwarded: 'for=192.0.2.200;proto=https',
      });
      expect(cookie.status).toBe(200);
      expect(cookie.headers.get('set-cookie')).not.toContain('Secure');
    });

    it('with TRUST_PROXY=forwarded only the last Forwarded element counts; X-Forwarded-* are the client’s', async () => {
      const app = createTestApp(db.prisma, { configOverrides: { trustProxy: 'forwarded' } });
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) {
        const answer = await signIn(app, bogus, '10.0.0.1', {
          forwarded: `for=192.0.2.${i}, for="198.51.100.5:40123";proto=http`,
          'x-forwarded-for': `192.0.2.${i}`,
        });
        statuses.push(answer.status);
      }
      expect(statuses.slice(10)).toEqual([429, 429]);
      const { token } = await seedUser(db.prisma);
      const secure = await signIn(app, token, '10.0.0.3', {
        forwarded: 'for=198.51.100.9;proto=https',
        'x-forwarded-proto': 'http',
      });
      expect(secure.headers.get('set-cookie')).toContain('; Secure');
      const plain = await signIn(app, token, '10.0.0.3', {
        forwarded: 'proto=https, for=198.51.100.9;proto=http',
        'x-forwarded-proto': 'https',
      });
      expect(plain.headers.get('set-cookie')).not.toContain('Secure');
    });

    it('the session cookie is Secure behind a TLS-terminating proxy only when TRUST_PROXY says to believe it', async () => {
      const { token } = await seedUser(db.prisma);
      const https = { 'x-forwarded-proto': 'https' };
      const untrusted = await signIn(createTestApp(db.prisma), token, '192.0.2.7', https);
      expect(untrusted.headers.get('set-cookie')).not.toContain('Secure');
      const trusting = createTestApp(db.prisma, { configOverrides: { trustProxy: 'x-forwarded' } });
      expect((await signIn(trusting, token, '192.0.2.7', https)).headers.get('set-cookie')).toContain(
        '; Secure',
      );
      const plain = await signIn(trusting, token, '192.0.2.7', { 'x-forwarded-proto': 'http' });
      expect(plain.headers.get('set-cookie')).not.toContain('Secure');
      // Two X-Forwarded-Proto values: the client's first, the proxy's last.
      const appended = await signIn(trusting, token, '192.0.2.7', { 'x-forwarded-proto': 'https, http' });
      expect(appended.headers.get('set-cookie')).not.toContain('Secure');
    });
  });
});
