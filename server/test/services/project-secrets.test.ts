import { afterAll, beforeAll, expect, it } from 'vitest';
import { MissingSecretError, secretValuesFor, setProjectSecret } from '../../src/services/project-secrets.ts';
import { parseSecretKey, secretKeyVersion } from '../../src/services/secrets.ts';
import { seedProject, seedUser } from '../helpers/app.ts';
import { createTestDatabase, describePostgres, type TestDatabase } from '../helpers/database.ts';

const v1 = Buffer.alloc(32, 1).toString('base64');
const v2 = Buffer.alloc(32, 2).toString('base64');
const oldKeys = parseSecretKey(`v1:${v1}`);
const rotated = parseSecretKey(`v1:${v1},v2:${v2}`);

describePostgres('project secrets at rest', () => {
  let db: TestDatabase;
  let projectId = '';
  let otherProjectId = '';
  let owner: Awaited<ReturnType<typeof seedUser>>['user'];

  beforeAll(async () => {
    db = await createTestDatabase();
    owner = (await seedUser(db.prisma)).user;
    projectId = (await seedProject(db.prisma, [{ userId: owner.id, role: 'OWNER' }])).id;
    otherProjectId = (await seedProject(db.prisma, [{ userId: owner.id, role: 'OWNER' }])).id;
  });
  afterAll(async () => {
    await db?.drop();
  });

  it('stays readable after SECRET_KEY gains a newer key, and setting it again re-encrypts with that key', async () => {
    await setProjectSecret({ prisma: db.prisma, keyring: oldKeys }, owner, {
      projectId,
      name: 'API_KEY',
      value: 'first',
    });
    const stored = await db.prisma.projectSecret.findFirstOrThrow({ where: { projectId } });
    expect(secretKeyVersion(stored.valueEncrypted)).toBe(1);
    expect(await secretValuesFor(db.prisma, rotated, projectId, ['API_KEY'])).toEqual(
      new Map([['API_KEY', 'first']]),
    );

    await setProjectSecret({ prisma: db.prisma, keyring: rotated }, owner, {
      projectId,
      name: 'API_KEY',
      value: 'second',
    });
    const again = await db.prisma.projectSecret.findFirstOrThrow({ where: { projectId } });
    expect([secretKeyVersion(again.valueEncrypted), again.secretKeyVersion]).toEqual([2, 2]);
    expect(await secretValuesFor(db.prisma, rotated, projectId, ['API_KEY'])).toEqual(
      new Map([['API_KEY', 'second']]),
    );
  });

  it('a ciphertext moved to another project does not decrypt, and the error names the secret only', async () => {
    const row = await db.prisma.projectSecret.findFirstOrThrow({ where: { projectId } });
    await db.prisma.projectSecret.create({
      data: { ...row, projectId: otherProjectId, updatedAt: undefined },
    });
    const error = await secretValuesFor(db.prisma, rotated, otherProjectId, ['API_KEY']).catch((e) => e);
    expect(error).toBeInstanceOf(MissingSecretError);
    expect(error.message).toBe(
      'the secret "API_KEY" cannot be decrypted with SECRET_KEY (was its key removed?)',
    );
    const missing = await secretValuesFor(db.prisma, rotated, projectId, ['API_KEY', 'GONE']).catch((e) => e);
    expect(missing.message).toBe('the project has no secret named "GONE"');
  });
});
