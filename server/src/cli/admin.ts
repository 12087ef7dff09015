import { readFile } from 'node:fs/promises';
import { Command, CommanderError } from 'commander';
import pino from 'pino';
import { type Config, ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import type { Cluster, PrismaClient } from '../generated/prisma/client.ts';
import { createLogger } from '../logger.ts';
import { resolveSecretKey } from '../secret-key.ts';
import { roleOf } from '../services/access.ts';
import { listAllClusters } from '../services/allowed-clusters.ts';
import { ADMIN_CLI, auditRefusal } from '../services/audit.ts';
import {
  type ClusterAdminDeps,
  ClusterInputError,
  findCluster,
  registerCluster,
  updateCluster,
} from '../services/clusters.ts';
import { ForbiddenError, NotFoundError, ServiceError, ValidationError } from '../services/errors.ts';
import {
  addProjectMember,
  createProjectAs,
  findProject,
  LastOwnerError,
  PROJECT_ROLES,
  removeProjectMember,
  updateProjectMember,
} from '../services/project-admin.ts';
import { setProjectSecret } from '../services/project-secrets.ts';
import { parseMemberSpec } from '../services/projects.ts';
import { parseSecretKey, SecretKeyError } from '../services/secrets.ts';
import { createApiToken, ensureUser, normalizeEmail } from '../services/tokens.ts';
import { setFlavorPrice, setProjectBudget } from '../services/usage/admin.ts';
import { deactivateUser, reactivateUser } from '../services/users.ts';
import { registerVolume, removeVolume } from '../services/volumes/registry.ts';
import { commandRegistry, readClusterOffer } from './cluster-offer.ts';
import { checkDatabase } from './database-check.ts';

/** A failure the operator can fix; printed without a stack trace. */
export class AdminError extends Error {}

type Db = { prisma: PrismaClient; close: () => Promise<void> };

/** The command being run (`user:deactivate`), named in the audit row of a refusal. */
let command = '?';

async function withDatabase<T>(
  fn: (prisma: PrismaClient, deps: ClusterAdminDeps, config: Config) => Promise<T>,
): Promise<T> {
  const config = loadConfig();
  const logger = createLogger(process.env.LOG_LEVEL ?? 'warn', pino.destination(2));
  // Said first, on stderr (stdout carries only what the command prints, e.g. a token): which database this is.
  const check = await checkDatabase(config);
  if (check.kind === 'elsewhere') throw new AdminError(check.refusal);
  if (check.kind === 'alone' && check.created) info(`warning: ${check.line}`);
  else if (process.env.LOG_LEVEL !== 'silent') info(`admin: ${check.line}`);
  const keyring = parseSecretKey(await resolveSecretKey(config, logger));
  const db: Db = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    migrate: true,
    logger,
  });
  try {
    return await fn(
      db.prisma,
      { prisma: db.prisma, keyring, allowUnsafeKubeconfig: config.allowUnsafeKubeconfig },
      config,
    );
  } catch (error) {
    // A refused privileged change (the last active admin, …) is audited as the GraphQL ones are; a LastOwnerError
    // is audited by the project service itself.
    if (error instanceof ForbiddenError)
      await auditRefusal(db.prisma, logger, ADMIN_CLI, {
        operation: command,
        code: error.code,
        reason: error.message,
      });
    throw error;
  } finally {
    await db.close();
  }
}

/** Everything on stdin (a secret's value: never an argument, which `ps` and shell history would show). */
async function readStdin(): Promise<string> {
  if (process.stdin.isTTY) info('reading the value from stdin; end with Ctrl-D');
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

async function readInputFile(file: string, what: string): Promise<string> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    throw new AdminError(
      `cannot read the ${what} file ${file}: ${(error as NodeJS.ErrnoException).code ?? 'error'}`,
    );
  }
}

function intOption(flag: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  if (!/^-?\d+$/.test(value)) throw new AdminError(`${flag} must be a whole number`);
  return Number(value);
}

function runtimeOption(value: string | undefined): number | null | undefined {
  if (value === undefined) return undefined;
  if (value === 'none' || value === 'unbounded') return null;
  if (!/^\d+$/.test(value) || Number(value) < 1)
    throw new AdminError('--max-runtime must be a number of seconds ≥ 1, or "none"');
  return Number(value);
}

/** A price or budget limit: a plain decimal number ≥ 0 ("0.5", "12"). */
function amountOption(flag: string, value: string): number {
  if (!/^\d+(\.\d+)?$/.test(value)) throw new AdminError(`${flag} must be a number ≥ 0, e.g. 0.5`);
  return Number(value);
}

function clusterLine(c: Cluster): string {
  return [
    c.name,
    `sortOrder=${c.sortOrder}`,
    c.active ? 'active' : 'inactive',
    `maxRuntime=${c.maxRuntimeSeconds ?? 'unbounded'}`,
    `namespace=${c.namespace}`,
    `localQueue=${c.localQueue}`,
    `clusterQueue=${c.clusterQueue}`,
    c.registryAuthEncrypted ? 'registryAuth=set' : 'registryAuth=none',
    `id=${c.id}`,
  ].join('\t');
}

function volumeLine(
  clusterName: string,
  v: { name: string; claimName: string; readOnly: boolean; description: string | null },
): string {
  return [
    clusterName,
    v.name,
    `claim=${v.claimName}`,
    v.readOnly ? 'read-only' : 'read-write',
    ...(v.description ? [v.description] : []),
  ].join('\t');
}

const out = (line: string) => process.stdout.write(`${line}\n`);
const info = (line: string) => process.stderr.write(`${line}\n`);

export function buildProgram(): Command {
  const program = new Command('admin')
    .description('kueue-batch administration (uses the same configuration as the server)')
    .exitOverride()
    .showHelpAfterError()
    .hook('preAction', (_program, action) => {
      command = action.name();
    });

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
      async (opts: {
        email: string;
        name?: string;
        tokenName: string;
        admin: boolean;
        expiresInDays?: string;
      }) => {
        let expiresAt: Date | null = null;
        if (opts.expiresInDays !== undefined) {
          const days = Number(opts.expiresInDays);
          if (!Number.isInteger(days) || days < 1)
            throw new AdminError('--expires-in-days must be a whole number ≥ 1');
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
    .option(
      '--member <spec>',
      'add a member (repeatable)',
      (v: string, acc: string[]) => [...acc, v],
      [] as string[],
    )
    .action(async (opts: { name: string; description?: string; member: string[] }) => {
      const members = opts.member.map(parseMemberSpec);
      const project = await withDatabase((prisma) =>
        createProjectAs({ prisma, projectCreation: 'admins' }, ADMIN_CLI, {
          name: opts.name,
          description: opts.description,
          members,
        }),
      );
      out(`${project.id}\t${project.name}`);
    });

  program
    .command('user:deactivate')
    .description('deactivate a user: their sessions and tokens stop working, their open streams end')
    .requiredOption('--email <email>')
    .action(async (opts: { email: string }) => {
      const user = await withDatabase(async (prisma) => {
        const found = await prisma.user.findUnique({ where: { email: normalizeEmail(opts.email) } });
        if (!found) throw new AdminError(`no user with the email ${opts.email}`);
        return deactivateUser({ prisma }, ADMIN_CLI, found.id);
      });
      out(`${user.id}\t${user.email}\tinactive`);
    });

  program
    .command('user:reactivate')
    .description('reactivate a deactivated user: their unexpired tokens work again, they may sign in again')
    .requiredOption('--email <email>')
    .action(async (opts: { email: string }) => {
      const user = await withDatabase(async (prisma) => {
        const found = await prisma.user.findUnique({ where: { email: normalizeEmail(opts.email) } });
        if (!found) throw new AdminError(`no user with the email ${opts.email}`);
        return reactivateUser({ prisma }, ADMIN_CLI, found.id);
      });
      out(`${user.id}\t${user.email}\tactive`);
    });

  program
    .command('secret:set')
    .description(
      'set (create or replace) a secret of a project, its value read from stdin (one trailing newline dropped); never printed',
    )
    .requiredOption('--project <name or id>')
    .requiredOption('--name <NAME>', 'like an environment variable name')
    .option('--by <email>', 'the user it is recorded as set by (default: the project’s first OWNER)')
    .action(async (opts: { project: string; name: string; by?: string }) => {
      const value = (await readStdin()).replace(/\r?\n$/, '');
      const line = await withDatabase(async (prisma, deps) => {
        const project = await findProject(prisma, opts.project);
        if (!project) throw new AdminError(`no project named ${opts.project}`);
        const by = opts.by
          ? await prisma.user.findUnique({ where: { email: normalizeEmail(opts.by) } })
          : (
              await prisma.projectMember.findFirst({
                where: { projectId: project.id, role: 'OWNER' },
                orderBy: { createdAt: 'asc' },
                include: { user: true },
              })
            )?.user;
        if (!by)
          throw new AdminError(
            opts.by ? `no user ${opts.by}` : 'the project has no OWNER: give --by <email>',
          );
        const secret = await setProjectSecret({ prisma, keyring: deps.keyring }, ADMIN_CLI, {
          projectId: project.id,
          name: opts.name,
          value,
          updatedById: by.id,
        });
        return `${project.name}\t${secret.name}\tset (recorded as by ${by.email})`;
      });
      out(line);
    });

  program
    .command('volume:register')
    .description(
      'register (or replace) a data volume of a cluster, backed by an existing PersistentVolumeClaim in its namespace (read first: it must exist, be Bound, and allow writing unless --read-only)',
    )
    .requiredOption('--cluster <name or id>')
    .requiredOption('--name <name>', 'what processes mount it by (a DNS label)')
    .requiredOption('--claim <pvc>', 'the PersistentVolumeClaim')
    .option('--read-only', 'every mount of it read-only (datasets)', false)
    .option('--description <text>')
    .action(
      async (opts: {
        cluster: string;
        name: string;
        claim: string;
        readOnly: boolean;
        description?: string;
      }) => {
        const line = await withDatabase(async (prisma, deps, config) => {
          const cluster = await findCluster(prisma, opts.cluster);
          if (!cluster) throw new AdminError(`no cluster named ${opts.cluster}`);
          const kube = commandRegistry(deps.keyring, config);
          try {
            const volume = await registerVolume({ prisma, kube }, ADMIN_CLI, {
              clusterId: cluster.id,
              name: opts.name,
              claimName: opts.claim,
              readOnly: opts.readOnly,
              description: opts.description ?? null,
            });
            return volumeLine(cluster.name, volume);
          } finally {
            await kube.close();
          }
        });
        out(line);
      },
    );

  program
    .command('volume:remove')
    .description('remove a data volume of a cluster (the PersistentVolumeClaim itself is left as it is)')
    .requiredOption('--cluster <name or id>')
    .requiredOption('--name <name>')
    .action(async (opts: { cluster: string; name: string }) => {
      const line = await withDatabase(async (prisma) => {
        const cluster = await findCluster(prisma, opts.cluster);
        if (!cluster) throw new AdminError(`no cluster named ${opts.cluster}`);
        await removeVolume({ prisma }, ADMIN_CLI, { clusterId: cluster.id, name: opts.name });
        return `${cluster.name}\t${opts.name}\tremoved`;
      });
      out(line);
    });

  program
    .command('volume:list')
    .description('list the data volumes of every cluster (or of one)')
    .option('--cluster <name or id>')
    .action(async (opts: { cluster?: string }) => {
      const lines = await withDatabase(async (prisma) => {
        const cluster = opts.cluster ? await findCluster(prisma, opts.cluster) : null;
        if (opts.cluster && !cluster) throw new AdminError(`no cluster named ${opts.cluster}`);
        const volumes = await prisma.dataVolume.findMany({
          where: cluster ? { clusterId: cluster.id } : {},
          include: { cluster: { select: { name: true } } },
          orderBy: [{ cluster: { name: 'asc' } }, { name: 'asc' }],
        });
        return volumes.map((v) => volumeLine(v.cluster.name, v));
      });
      if (lines.length === 0) info('no volumes registered');
      for (const line of lines) out(line);
    });

  program
    .command('project:member')
    .description(
      `add a member to a project or change their role (--role ${PROJECT_ROLES.join('|')}), or remove them (--remove)`,
    )
    .requiredOption('--project <name or id>')
    .requiredOption('--email <email>')
    .option('--role <role>', 'the role to give (adds the person when not a member yet)')
    .option('--remove', 'remove the person from the project', false)
    .action(async (opts: { project: string; email: string; role?: string; remove: boolean }) => {
      if (opts.remove === (opts.role !== undefined))
        throw new AdminError('give either --role <role> or --remove');
      const line = await withDatabase(async (prisma) => {
        const deps = { prisma, projectCreation: 'admins' as const };
        const project = await findProject(prisma, opts.project);
        if (!project) throw new AdminError(`no project named ${opts.project}`);
        const email = normalizeEmail(opts.email);
        const user = await prisma.user.findUnique({ where: { email } });
        const role = user && (await roleOf(prisma, user.id, project.id));
        if (opts.remove) {
          if (!user || !role) throw new AdminError(`${email} is not a member of ${project.name}`);
          await removeProjectMember(deps, ADMIN_CLI, { projectId: project.id, userId: user.id });
          return `${project.name}\t${email}\tremoved`;
        }
        const member =
          role && user
            ? await updateProjectMember(deps, ADMIN_CLI, {
                projectId: project.id,
                userId: user.id,
                role: opts.role!,
              })
            : await addProjectMember(deps, ADMIN_CLI, { projectId: project.id, email, role: opts.role! });
        return `${project.name}\t${email}\t${member.role}`;
      });
      out(line);
    });

  program
    .command('cluster:register')
    .description('register a Kubernetes cluster with Kueue (the kubeconfig must pass the safety policy)')
    .requiredOption('--name <name>')
    .requiredOption('--kubeconfig <file>')
    .requiredOption('--cluster-queue <name>')
    .requiredOption('--local-queue <name>')
    .requiredOption('--namespace <ns>')
    .option('--sort-order <n>', 'position in the dropdown (lower first)', '0')
    .option('--max-runtime <seconds>', 'maximum runtime of a process on this cluster')
    .option('--max-queue-wait <seconds>', 'end jobs that wait longer than this in the Kueue queue')
    .option('--registry-auth <file>', 'Docker config JSON for pulling images')
    .option('--description <text>')
    .action(async (opts: Record<string, string | undefined>) => {
      const kubeconfig = await readInputFile(opts.kubeconfig!, 'kubeconfig');
      const registryAuth = opts.registryAuth ? await readInputFile(opts.registryAuth, 'registry auth') : null;
      const cluster = await withDatabase((_prisma, deps) =>
        registerCluster(deps, ADMIN_CLI, {
          name: opts.name!,
          kubeconfig,
          clusterQueue: opts.clusterQueue!,
          localQueue: opts.localQueue!,
          namespace: opts.namespace!,
          sortOrder: intOption('--sort-order', opts.sortOrder),
          maxRuntimeSeconds: runtimeOption(opts.maxRuntime),
          maxQueueWaitSeconds: intOption('--max-queue-wait', opts.maxQueueWait),
          registryAuth,
          description: opts.description,
        }),
      );
      out(clusterLine(cluster));
    });

  program
    .command('cluster:update')
    .description('change a registered cluster')
    .argument('<name>', 'cluster name or id')
    .option('--sort-order <n>')
    .option(
      '--active <bool>',
      'true or false (false retires it: no new launches, running jobs still followed)',
    )
    .option('--max-runtime <seconds|none>')
    .option('--max-queue-wait <seconds|none>')
    .option('--kubeconfig <file>', 'replace the credentials')
    .option('--registry-auth <file>', 'replace the registry credentials ("none" removes them)')
    .option('--cluster-queue <name>')
    .option('--local-queue <name>')
    .option('--namespace <ns>')
    .option('--description <text>')
    .action(async (name: string, opts: Record<string, string | undefined>) => {
      let active: boolean | undefined;
      if (opts.active !== undefined) {
        if (opts.active !== 'true' && opts.active !== 'false')
          throw new AdminError('--active must be true or false');
        active = opts.active === 'true';
      }
      const kubeconfig = opts.kubeconfig ? await readInputFile(opts.kubeconfig, 'kubeconfig') : undefined;
      const registryAuth =
        opts.registryAuth === undefined
          ? undefined
          : opts.registryAuth === 'none'
            ? ''
            : await readInputFile(opts.registryAuth, 'registry auth');
      const cluster = await withDatabase(async (_prisma, deps) => {
        const patch = {
          sortOrder: intOption('--sort-order', opts.sortOrder),
          active,
          maxRuntimeSeconds: runtimeOption(opts.maxRuntime),
          maxQueueWaitSeconds: opts.maxQueueWait === undefined ? undefined : runtimeOption(opts.maxQueueWait),
          kubeconfig,
          registryAuth,
          clusterQueue: opts.clusterQueue,
          localQueue: opts.localQueue,
          namespace: opts.namespace,
          description: opts.description,
        };
        return updateCluster(deps, ADMIN_CLI, name, patch);
      });
      out(clusterLine(cluster));
    });

  program
    .command('cluster:list')
    .description('list registered clusters (credentials are never shown)')
    .action(async () => {
      const clusters = await withDatabase(listAllClusters);
      if (clusters.length === 0) info('no clusters registered');
      for (const c of clusters) out(clusterLine(c));
    });

  program
    .command('price:set')
    .description(
      'set the hourly price of one unit of a resource on a flavor of a cluster (cpu: a core, memory: a GiB, extended: one unit), or remove it (--none); the flavor and resource must be ones its ClusterQueue has',
    )
    .requiredOption('--cluster <name or id>')
    .requiredOption('--flavor <name>')
    .requiredOption('--resource <name>', 'cpu, memory, nvidia.com/gpu, …')
    .option('--per-hour <price>', 'price of one unit for an hour, in USAGE_CURRENCY')
    .option('--none', 'remove the price (the resource becomes free on that flavor)', false)
    .action(
      async (opts: {
        cluster: string;
        flavor: string;
        resource: string;
        perHour?: string;
        none: boolean;
      }) => {
        if (opts.none === (opts.perHour !== undefined))
          throw new AdminError('give either --per-hour <price> or --none');
        const price = opts.none ? null : amountOption('--per-hour', opts.perHour!);
        const line = await withDatabase(async (prisma, deps, config) => {
          const cluster = await findCluster(prisma, opts.cluster);
          if (!cluster) throw new AdminError(`no cluster named ${opts.cluster}`);
          await setFlavorPrice(
            prisma,
            ADMIN_CLI,
            { clusterId: cluster.id, flavor: opts.flavor, resource: opts.resource, pricePerHour: price },
            config.usageCurrency,
            (c) => readClusterOffer(c, deps.keyring, config),
          );
          const shown = price === null ? 'none' : `${price} ${config.usageCurrency}/h`;
          return `${cluster.name}\t${opts.flavor}\t${opts.resource}\t${shown}`;
        });
        out(line);
      },
    );

  program
    .command('budget:set')
    .description(
      "set a project's monthly budget (--limit, --unit COST|GPU_HOURS, --hard or --soft), or remove it (--none)",
    )
    .requiredOption('--project <name or id>')
    .option('--limit <amount>', 'per calendar month (UTC): USAGE_CURRENCY for COST, hours for GPU_HOURS')
    .option('--unit <unit>', 'COST or GPU_HOURS', 'COST')
    .option('--hard', 'refuse a process whose worst case exceeds what remains', false)
    .option('--soft', 'create it anyway, with a warning', false)
    .option('--none', 'remove the budget', false)
    .action(
      async (opts: {
        project: string;
        limit?: string;
        unit: string;
        hard: boolean;
        soft: boolean;
        none: boolean;
      }) => {
        let input: Parameters<typeof setProjectBudget>[3] = null;
        if (opts.none) {
          if (opts.limit !== undefined || opts.hard || opts.soft)
            throw new AdminError('--none takes no --limit, --hard or --soft');
        } else {
          if (opts.limit === undefined) throw new AdminError('give --limit <amount> (or --none)');
          if (opts.hard === opts.soft) throw new AdminError('give either --hard or --soft');
          const unit = opts.unit.toUpperCase();
          if (unit !== 'COST' && unit !== 'GPU_HOURS')
            throw new AdminError('--unit must be COST or GPU_HOURS');
          input = { period: 'MONTH', limit: amountOption('--limit', opts.limit), unit, hard: opts.hard };
        }
        const line = await withDatabase(async (prisma, _deps, config) => {
          const project = await findProject(prisma, opts.project);
          if (!project) throw new AdminError(`no project named ${opts.project}`);
          await setProjectBudget(prisma, ADMIN_CLI, project.id, input, config.usageCurrency);
          if (!input) return `${project.name}\tno budget`;
          const unit = input.unit === 'COST' ? config.usageCurrency : 'GPU-hours';
          return `${project.name}\t${input.hard ? 'hard' : 'soft'}\t${input.limit} ${unit} a month`;
        });
        out(line);
      },
    );

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
      error instanceof ClusterInputError ||
      error instanceof SecretKeyError ||
      error instanceof ValidationError ||
      error instanceof NotFoundError ||
      error instanceof LastOwnerError ||
      error instanceof ServiceError
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
