import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseDateTime } from '../../src/schema/scalars.ts';
import { graphql } from '../gql/index.ts';
import { createTestApp, seedUser, type TestApp } from '../helpers/app.ts';
import { createTestDatabase, describePostgres, type TestDatabase } from '../helpers/database.ts';

describe('DateTime input', () => {
  it.each([
    '2027-02-30T00:00:00Z',
    '2027-02-29T12:00:00Z',
    '2027-04-31T12:00:00Z',
    '2027-13-01T12:00:00Z',
    '2027-00-10T12:00:00Z',
    '2027-01-00T12:00:00Z',
    '2027-01-31T24:00:00Z',
    '2027-01-31T23:60:00Z',
    '2027-01-31T23:59:60Z',
    '2027-01-31T12:00:00+24:00',
    '2027-01-31T12:00:00+05:60',
    '0000-01-01T00:00:00Z',
  ])('refuses the impossible %s instead of rolling it over', (value) => {
    expect(parseDateTime(value)).toBeNull();
  });

  it.each([
    ['2028-02-29T12:00:00Z', '2028-02-29T12:00:00.000Z'],
    ['2027-12-31T23:59:59.999Z', '2027-12-31T23:59:59.999Z'],
    ['2027-01-31T00:30:00+01:00', '2027-01-30T23:30:00.000Z'],
    ['2027-01-31T12:00:00-0530', '2027-01-31T17:30:00.000Z'],
    ['2027-01-31T12:00Z', '2027-01-31T12:00:00.000Z'],
  ])('accepts %s', (value, instant) => {
    expect(parseDateTime(value)?.toISOString()).toBe(instant);
  });
});

const CreateToken = graphql(`
  mutation DateTimeTest_CreateToken($name: String!, $expiresAt: DateTime) {
    createApiToken(name: $name, expiresAt: $expiresAt) { __typename }
  }
`);

describePostgres('DateTime through GraphQL', () => {
  let db: TestDatabase;
  let t: TestApp;
  beforeAll(async () => {
    db = await createTestDatabase();
    t = createTestApp(db.prisma);
  });
  afterAll(async () => {
    await db?.drop();
  });

  it('an expiry of 30 February is a BAD_USER_INPUT, and no token is made', async () => {
    const { token, user } = await seedUser(db.prisma);
    const before = await db.prisma.apiToken.count({ where: { userId: user.id } });
    const answer = await t.execute(CreateToken, { name: 'x', expiresAt: '2027-02-30T00:00:00Z' }, { token });
    expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await db.prisma.apiToken.count({ where: { userId: user.id } })).toBe(before);
  });
});
