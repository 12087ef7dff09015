import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { runAdmin } from '../../src/cli/admin.ts';
import { createTestDatabase, describePostgres, type TestDatabase } from '../helpers/database.ts';

describePostgres('admin commands for users and members', () => {
  let db: TestDatabase;
  let dir: string;
  const saved = { ...process.env };

  beforeAll(async () => {
    db = await createTestDatabase();
    dir = await mkdtemp(path.join(tmpdir(), 'kb-admin-'));
    Object.assign(process.env, {
      DATABASE_URL: db.url,
      DATA_DIR: dir,
      SECRET_KEY: `v1:${Buffer.alloc(32, 7).toString('base64')}`,
      LOG_LEVEL: 'silent',
    });
  });
  afterAll(async () => {
    process.env = saved;
    await db?.drop();
    await rm(dir, { recursive: true, force: true });
  });

  /** Runs one admin command in this process, returning its exit code and what it printed. */
  async function admin(...argv: string[]): Promise<{ code: number; stdout: string[]; stderr: string[] }> {
    const stdout: string[] = [];
    const stderr: string[] = [];
    const out = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      stdout.push(...String(chunk).split('\n').filter(Boolean));
      return true;
    });
    const err = vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
      stderr.push(...String(chunk).split('\n').filter(Boolean));
      return true;
    });
    try {
      return { code: await runAdmin(argv), stdout, stderr };
    } finally {
      out.mockRestore();
      err.mockRestore();
    }
  }

  it('project:member adds (inviting), changes and removes members, protecting the last owner, all audited', async () => {
    expect(
      await admin('project:create', '--name', 'Cli', '--member', 'boss@example.com:OWNER'),
    ).toMatchObject({
      code: 0,
    });
    expect(
      await admin('project:member', '--project', 'Cli', '--email', 'New@Example.com', '--role', 'viewer'),
    ).toEqual({ code: 0, stdout: ['Cli\tnew@example.com\tVIEWER'], stderr: [] });
    expect(
      await admin('project:member', '--project', 'Cli', '--email', 'new@example.com', '--role', 'MEMBER'),
    ).toEqual({ code: 0, stdout: ['Cli\tnew@example.com\tMEMBER'], stderr: [] });
    const lastOwner = await admin(
      'project:member',
      '--project',
      'Cli',
      '--email',
      'boss@example.com',
      '--remove',
    );
    expect(lastOwner.code).toBe(2);
    expect(lastOwner.stderr.join('\n')).toMatch(/boss@example.com is the last owner of "Cli"/);
    expect(
      await admin('project:member', '--project', 'Cli', '--email', 'new@example.com', '--remove'),
    ).toEqual({
      code: 0,
      stdout: ['Cli\tnew@example.com\tremoved'],
      stderr: [],
    });
    const badRole = await admin(
      'project:member',
      '--project',
      'Cli',
      '--email',
      'x@example.com',
      '--role',
      'KING',
    );
    expect(badRole).toMatchObject({ code: 2, stderr: ['error: role: must be one of OWNER, MEMBER, VIEWER'] });
    const both = await admin('project:member', '--project', 'Cli', '--email', 'x@example.com');
    expect(both).toMatchObject({ code: 2, stderr: ['error: give either --role <role> or --remove'] });
    const events = await db.prisma.auditEvent.findMany({
      where: { action: { startsWith: 'member.' } },
      orderBy: { at: 'asc' },
    });
    expect(events.map((e) => [e.action, e.actorId, e.summary])).toEqual([
      // project:create's --member is audited like every other membership change.
      ['member.add', null, 'added boss@example.com to project "Cli" as OWNER'],
      ['member.add', null, 'added new@example.com to project "Cli" as VIEWER (invited)'],
      ['member.update', null, 'new@example.com in project "Cli": role VIEWER → MEMBER'],
      ['member.remove', null, 'removed new@example.com (MEMBER) from project "Cli"'],
    ]);
  });

  it('user:deactivate deactivates a user by email, whose token then stops working', async () => {
    const { createApiToken, authenticateToken } = await import('../../src/services/tokens.ts');
    const { token } = await createApiToken(db.prisma, { email: 'leaver@example.com' });
    expect(await authenticateToken(db.prisma, token)).not.toBeNull();
    const done = await admin('user:deactivate', '--email', 'Leaver@Example.com');
    expect(done).toMatchObject({ code: 0, stderr: [] });
    expect(done.stdout[0]).toMatch(/\tleaver@example.com\tinactive$/);
    expect(await authenticateToken(db.prisma, token)).toBeNull();
    expect(await admin('user:deactivate', '--email', 'nobody@example.com')).toMatchObject({
      code: 2,
      stderr: ['error: no user with the email nobody@example.com'],
    });
    const row = await db.prisma.auditEvent.findFirstOrThrow({ where: { action: 'user.deactivate' } });
    expect(row).toMatchObject({
      actorId: null,
      summary: 'deactivated leaver@example.com: active → inactive',
    });
  });

  it('user:reactivate gives a deactivated user their access back, audited', async () => {
    const { createApiToken, authenticateToken } = await import('../../src/services/tokens.ts');
    const { token } = await createApiToken(db.prisma, { email: 'returner@example.com' });
    expect(await admin('user:deactivate', '--email', 'returner@example.com')).toMatchObject({ code: 0 });
    expect(await authenticateToken(db.prisma, token)).toBeNull();
    const done = await admin('user:reactivate', '--email', 'Returner@Example.com');
    expect(done).toMatchObject({ code: 0, stderr: [] });
    expect(done.stdout[0]).toMatch(/\treturner@example.com\tactive$/);
    expect(await authenticateToken(db.prisma, token)).not.toBeNull();
    const row = await db.prisma.auditEvent.findFirstOrThrow({ where: { action: 'user.reactivate' } });
    expect(row).toMatchObject({
      actorId: null,
      summary: 'reactivated returner@example.com: inactive → active',
    });
  });

  it('token:create refuses a deactivated user instead of printing a token that cannot work', async () => {
    expect(await admin('token:create', '--email', 'gone@example.com')).toMatchObject({ code: 0 });
    expect(await admin('user:deactivate', '--email', 'gone@example.com')).toMatchObject({ code: 0 });
    const tokens = await db.prisma.apiToken.count({ where: { user: { email: 'gone@example.com' } } });
    expect(await admin('token:create', '--email', 'gone@example.com')).toEqual({
      code: 2,
      stdout: [],
      stderr: ['error: gone@example.com is deactivated: reactivate them first (user:reactivate)'],
    });
    expect(await db.prisma.apiToken.count({ where: { user: { email: 'gone@example.com' } } })).toBe(tokens);
  });

  it('a refused privileged command (the last active admin) is audited with the command it was', async () => {
    expect(await admin('user:create', '--email', 'last-admin@example.com', '--admin')).toMatchObject({
      code: 0,
    });
    const others = await db.prisma.user.findMany({
      where: { isAdmin: true, active: true, NOT: { email: 'last-admin@example.com' } },
    });
    for (const o of others)
      expect(await admin('user:deactivate', '--email', o.email)).toMatchObject({ code: 0 });
    expect(await admin('user:deactivate', '--email', 'last-admin@example.com')).toEqual({
      code: 2,
      stdout: [],
      stderr: ['error: At least one administrator must stay active.'],
    });
    const rows = await db.prisma.auditEvent.findMany({
      where: { action: 'access.refused', targetId: 'user:deactivate' },
    });
    expect(rows.map((r) => [r.actorId, r.targetId, r.summary])).toEqual([
      [null, 'user:deactivate', 'refused user:deactivate: At least one administrator must stay active.'],
    ]);
    expect(
      await db.prisma.user.findUniqueOrThrow({ where: { email: 'last-admin@example.com' } }),
    ).toMatchObject({ active: true });
  });
});
