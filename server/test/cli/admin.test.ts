import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { runAdmin } from '../../src/cli/admin.ts';
import { createTestDatabase, describePostgres, type TestDatabase } from '../helpers/database.ts';

describePostgres('the admin command line', () => {
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

  it('project:create makes the project and its members through the project service', async () => {
    const created = await admin(
      'project:create',
      '--name',
      ' Genomics ',
      '--member',
      'Lead@Example.com:owner',
      '--member',
      'analyst@example.com',
    );
    expect(created).toMatchObject({ code: 0, stderr: [] });
    const project = await db.prisma.project.findUniqueOrThrow({
      where: { name: 'Genomics' },
      include: { members: { include: { user: true } } },
    });
    expect(created.stdout).toEqual([`${project.id}\tGenomics`]);
    expect(project.members.map((m) => [m.user.email, m.role]).sort()).toEqual([
      ['analyst@example.com', 'MEMBER'],
      ['lead@example.com', 'OWNER'],
    ]);

    const again = await admin('project:create', '--name', 'Genomics');
    expect(again).toMatchObject({
      code: 2,
      stderr: ['error: name: a project named "Genomics" already exists'],
    });
    const twice = await admin(
      'project:create',
      '--name',
      'Twice',
      '--member',
      'a@x.io',
      '--member',
      'A@x.io:VIEWER',
    );
    expect(twice).toMatchObject({ code: 2, stderr: ['error: members[1].email: "a@x.io" is listed twice'] });
    const bidi = await admin('project:create', '--name', 'evil\u202Etxt');
    expect(bidi.code).toBe(2);
    expect(await db.prisma.project.count()).toBe(1);
  });

  it('secret:set reads the value from stdin, stores it encrypted and never prints it', async () => {
    const value = 'cli-value-9e1f27c3';
    const stdin = Object.getOwnPropertyDescriptor(process, 'stdin')!;
    Object.defineProperty(process, 'stdin', {
      value: Readable.from([Buffer.from(`${value}\n`)]),
      configurable: true,
    });
    let result: Awaited<ReturnType<typeof admin>>;
    try {
      result = await admin('secret:set', '--project', 'Genomics', '--name', 'HF_TOKEN');
    } finally {
      Object.defineProperty(process, 'stdin', stdin);
    }
    expect(result).toMatchObject({
      code: 0,
      stdout: ['Genomics\tHF_TOKEN\tset (recorded as by lead@example.com)'],
    });
    expect([...result.stdout, ...result.stderr].join('\n')).not.toContain(value);
    const row = await db.prisma.projectSecret.findFirstOrThrow({ where: { name: 'HF_TOKEN' } });
    expect(Buffer.from(row.valueEncrypted).includes(value)).toBe(false);
    const audit = await db.prisma.auditEvent.findFirstOrThrow({ where: { action: 'secret.set' } });
    expect(audit).toMatchObject({ actorId: null, summary: 'project "Genomics": secret HF_TOKEN created' });
  });
  it('a cluster input error is printed once, naming the field', async () => {
    const kubeconfig = path.join(dir, 'kubeconfig.yaml');
    await writeFile(kubeconfig, 'apiVersion: v1\nkind: Config\n');
    const res = await admin(
      'cluster:register',
      '--name',
      'c1',
      '--kubeconfig',
      kubeconfig,
      '--cluster-queue',
      'team',
      '--local-queue',
      'team',
      '--namespace',
      'Not_A_Namespace',
    );
    expect(res).toMatchObject({
      code: 2,
      stdout: [],
      stderr: ['error: namespace must be a DNS-1123 label (lowercase letters, digits, "-"; ≤ 63)'],
    });
  });
});
