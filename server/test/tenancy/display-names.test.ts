import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureUser, normalizeEmail } from '../../src/services/tokens.ts';
import { cleanDisplayText, displayTextProblem } from '../../src/text.ts';
import { graphql } from '../gql/index.ts';
import { createTestApp, seedProject, seedUser, type TestApp } from '../helpers/app.ts';
import { createTestDatabase, describePostgres, type TestDatabase } from '../helpers/database.ts';

const ZWSP = '\u200b';
const RLO = '\u202e';

describe('one rule for display names', () => {
  it.each([
    ['a NUL', 'Ada\u0000Lovelace', /control characters/],
    ['a line separator', 'Ada\u2028Lovelace', /control characters/],
    ['a right-to-left override', `Ada${RLO}ecalevol`, /bidirectional/],
    ['a zero-width space', `Ada${ZWSP}`, /invisible/],
    ['a lone zero-width space', ZWSP, /invisible/],
    ['a word joiner', 'Ada\u2060Lovelace', /invisible/],
    ['a byte-order mark', '\ufeffAda', /invisible/],
    ['a soft hyphen', 'Ada\u00adLovelace', /invisible/],
    ['a Hangul filler', '\u3164', /invisible/],
    ['a zero-width joiner at the end', 'Ada\u200d', /invisible/],
  ])('refuses %s', (_what, value, says) => {
    expect(displayTextProblem(value, 100)).toMatch(says);
  });

  it.each([
    ['letters of any script', 'Zoë Ångström 李小龍'],
    ['a joiner inside an emoji sequence', 'Team 👩\u200d🔬'],
    ['a non-joiner between Persian letters', 'می\u200cخواهم'],
  ])('accepts %s', (_what, value) => {
    expect(displayTextProblem(value, 100)).toBeNull();
  });

  it('cleans what a provider sends instead of refusing the person', () => {
    expect(cleanDisplayText('Ada\u0000 Lovelace', 100)).toBe('Ada Lovelace');
    expect(cleanDisplayText(`${RLO}Ada${ZWSP}\ufeff`, 100)).toBe('Ada');
    expect(cleanDisplayText(`\u0000${ZWSP}`, 100)).toBeNull();
    expect(cleanDisplayText('x'.repeat(300), 100)).toBe('x'.repeat(100));
    expect(cleanDisplayText('Team 👩\u200d🔬', 100)).toBe('Team 👩\u200d🔬');
  });

  it('refuses emails with invisible or direction-changing characters', () => {
    expect(() => normalizeEmail(`ada${ZWSP}@example.org`)).toThrow(/not a valid email address/);
    expect(() => normalizeEmail(`ada@exa${RLO}mple.org`)).toThrow(/not a valid email address/);
    expect(normalizeEmail(' Ada@Example.org ')).toBe('ada@example.org');
  });
});

const CreateProject = graphql(`
  mutation DisplayNamesTest_Create($input: CreateProjectInput!) {
    createProject(input: $input) {
      __typename
      ... on Project { id name }
      ... on ValidationError { issues { field message } }
    }
  }
`);

const AddMember = graphql(`
  mutation DisplayNamesTest_AddMember($input: AddProjectMemberInput!) {
    addProjectMember(input: $input) {
      __typename
      ... on ProjectMember { role }
      ... on ValidationError { issues { field message } }
    }
  }
`);

describePostgres('the display-name rule at every door', () => {
  let db: TestDatabase;
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof seedUser>>;
  beforeAll(async () => {
    db = await createTestDatabase();
    t = createTestApp(db.prisma);
    admin = await seedUser(db.prisma, { admin: true });
  });
  afterAll(async () => {
    await db?.drop();
  });

  it('a project name of a lone zero-width space is refused', async () => {
    const answer = await t.execute(CreateProject, { input: { name: ZWSP } }, { token: admin.token });
    expect(answer.data?.createProject).toMatchObject({
      __typename: 'ValidationError',
      issues: [{ field: 'name', message: expect.stringMatching(/invisible/) }],
    });
  });

  it('a user name (admin user:create) with a bidi override or a NUL is refused', async () => {
    await expect(ensureUser(db.prisma, { email: 'bidi@example.org', name: `Ada${RLO}` })).rejects.toThrow(
      /name must not contain bidirectional/,
    );
    await expect(ensureUser(db.prisma, { email: 'nul@example.org', name: 'A\u0000' })).rejects.toThrow(
      /name must not contain control characters/,
    );
    expect(
      await db.prisma.user.count({ where: { email: { in: ['bidi@example.org', 'nul@example.org'] } } }),
    ).toBe(0);
  });

  it('an invitation to an email with a zero-width space is refused', async () => {
    const project = await seedProject(db.prisma, []);
    const answer = await t.execute(
      AddMember,
      { input: { projectId: project.id, email: `new${ZWSP}@example.org`, role: 'MEMBER' } },
      { token: admin.token },
    );
    expect(answer.data?.addProjectMember).toMatchObject({
      __typename: 'ValidationError',
      issues: [{ field: 'email' }],
    });
  });
});
