import { Command, CommanderError } from 'commander';
import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import type { PrismaClient } from '../generated/prisma/client.ts';
import { createLogger } from '../logger.ts';
import { parseMemberSpec, ProjectInputError, validateProjectName } from '../services/projects.ts';
import { AuthError, createApiToken, ensureUser, normalizeEmail } from '../services/tokens.ts';

/** A failure the operator can fix; printed without a stack trace. */
export class AdminError extends Error {}

type Db = { prisma: PrismaClient; close: () => Promise<void> };

async function withDatabase<T>(fn: (prisma: PrismaClient) => Promise<T>): Promise<T> {
  const config = loadConfig();
  const logger = createLogger(process.env.LOG_LEVEL ?? 'warn', process.stderr as never);
  const db: Db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, migrate: true, logger });
  try {
    return await fn(db.prisma);
  } finally {
    await db.close();
  }
}

const out = (line: string) => process.stdout.write(`${line}\n`);
const info = (line: string) => process.stderr.write(`${line}\n`);

export function buildProgram(): Command {
  const program = new Command('admin')
    .description('kueue-batch administration (uses the same configuration as the server)')
    .exitOverride()
    .showHelpAfterError();

  program
    .command('user:create')
    .description('create a user (or update its name / admin flag)')
    .requiredOption('--email <email>')
    .option('--name <name>')
    .option('--admin', 'make the user an administrator', false)
    .action(async (opts: { email: string; name?: string; admin: boolean }) => {
      const user = await withDatabase((prisma) => ensureUser(prisma, opts));
      out(`${user.id}\t${user.email}${user.isAdmin ? '\tadmin' : ''}`);
    });

  program
    .command('token:create')
    .description('create an API token (and the user when missing); prints only the token')
    .requiredOption('--email <email>')
    .option('--name <name>', 'user name, for a new user')
    .option('--token-name <name>', 'a label for the token', 'cli')
    .option('--admin', 'make the user an administrator', false)
    .option('--expires-in-days <days>', 'expire the token after this many days')
    .action(
      async (opts: { email: string; name?: string; tokenName: string; admin: boolean; expiresInDays?: string }) => {
        let expiresAt: Date | null = null;
        if (opts.expiresInDays !== undefined) {
          const days = Number(opts.expiresInDays);
          if (!Number.isInteger(days) || days < 1) throw new AdminError('--expires-in-days must be a whole number ≥ 1');
          expiresAt = new Date(Date.now() + days * 86_400_000);
        }
        const { token, user } = await withDatabase((prisma) =>
          createApiToken(prisma, {
            email: opts.email,
            name: opts.name,
            tokenName: opts.tokenName,
            admin: opts.admin,
            expiresAt,
          }),
        );
        info(`token for ${user.email}${user.isAdmin ? ' (admin)' : ''}; it is shown only once:`);
        out(token);
      },
    );

  program
    .command('project:create')
    .description('create a project with members (EMAIL or EMAIL:ROLE, role OWNER|MEMBER|VIEWER)')
    .requiredOption('--name <name>')
    .option('--description <text>')
    .option('--member <spec>', 'add a member (repeatable)', (v: string, acc: string[]) => [...acc, v], [] as string[])
    .action(async (opts: { name: string; description?: string; member: string[] }) => {
      const name = validateProjectName(opts.name);
      const members = opts.member.map((m) => {
        const spec = parseMemberSpec(m);
        return { ...spec, email: normalizeEmail(spec.email) };
      });
      const project = await withDatabase(async (prisma) => {
        if (await prisma.project.findUnique({ where: { name } })) {
          throw new AdminError(`a project named "${name}" already exists`);
        }
        return prisma.$transaction(async (tx) => {
          const p = await tx.project.create({ data: { name, description: opts.description ?? null } });
          for (const m of members) {
            const user = await tx.user.upsert({ where: { email: m.email }, create: { email: m.email }, update: {} });
            await tx.projectMember.create({ data: { projectId: p.id, userId: user.id, role: m.role } });
          }
          return p;
        });
      });
      out(`${project.id}\t${project.name}`);
    });

  return program;
}

export async function runAdmin(argv: string[]): Promise<number> {
  try {
    await buildProgram().parseAsync(argv, { from: 'user' });
    return 0;
  } catch (error) {
    if (error instanceof CommanderError) return error.exitCode;
    if (
      error instanceof AdminError ||
      error instanceof ConfigError ||
      error instanceof AuthError ||
      error instanceof ProjectInputError
    ) {
      info(`error: ${error.message}`);
      return 2;
    }
    info(`error: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exitCode = await runAdmin(process.argv.slice(2));
}
