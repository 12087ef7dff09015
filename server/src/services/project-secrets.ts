import type { Prisma, PrismaClient, Project, ProjectSecret } from '../generated/prisma/client.ts';
import { quote } from '../text.ts';
import { isOwner, roleOf } from './access.ts';
import { type Actor, recordAudit } from './audit.ts';
import { type FieldIssue, ForbiddenError, NotFoundError, ValidationError } from './errors.ts';
import { decryptSecretText, encryptWithKeyring, type Keyring } from './secrets.ts';

// A project's secrets (ARCHITECTURE §21): OWNERs set and delete them, every member and viewer sees their names,
// members name them in a version's env. The value is sealed with SECRET_KEY's keyring here and opened only by
// `secretValuesFor`, for the Kubernetes Secret of a launch: no message, audit summary or log line holds it.

/** Env-var-like: a letter or "_", then letters, digits and "_". */
export const SECRET_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
export const SECRET_NAME_MAX = 128;
export const SECRET_VALUE_MAX_BYTES = 64 * 1024;

export interface ProjectSecretDeps {
  prisma: PrismaClient;
  keyring: Keyring;
}

/** What is shown of a secret: never its value. */
export type ProjectSecretInfo = Pick<ProjectSecret, 'projectId' | 'name' | 'updatedAt' | 'updatedById'>;

const INFO = { projectId: true, name: true, updatedAt: true, updatedById: true } as const;

/** Binds a ciphertext to its project and name, so it cannot be moved to another row. */
function associatedData(projectId: string, name: string): string {
  return `project-secret:${projectId}:${name}`;
}

/** The problem with a secret's name, or null. */
export function secretNameProblem(name: string): string | null {
  if (name.length === 0) return 'must not be empty';
  if (name.length > SECRET_NAME_MAX || !SECRET_NAME.test(name)) {
    return `${quote(name.slice(0, SECRET_NAME_MAX))} is not a valid secret name (letters, digits and "_", not starting with a digit; at most ${SECRET_NAME_MAX} characters)`;
  }
  return null;
}

/**
 * Refuses unless the actor is an OWNER of the project (or the administrator at the command line). Anyone else,
 * admins included, and a project that does not exist read the same (no probing).
 */
async function requireOwner(db: PrismaClient | Prisma.TransactionClient, actor: Actor, projectId: string) {
  const project = await db.project.findUnique({ where: { id: projectId } });
  if (actor === 'admin-cli') {
    if (!project) throw new NotFoundError('Project');
    return project;
  }
  const role = project ? await roleOf(db, actor.id, projectId) : null;
  if (!project || !isOwner(role)) {
    throw new ForbiddenError('Only owners of this project may set or delete its secrets.');
  }
  return project;
}

/**
 * Sets (creates or replaces) a project secret, audited by name. `updatedBy` is the user who set it; the command
 * line names one (`--by`).
 */
export async function setProjectSecret(
  deps: ProjectSecretDeps,
  actor: Actor,
  input: { projectId: string; name: string; value: string; updatedById?: string },
): Promise<ProjectSecretInfo> {
  const project = await requireOwner(deps.prisma, actor, input.projectId);
  const name = input.name.trim();
  const issues: FieldIssue[] = [];
  const nameProblem = secretNameProblem(name);
  if (nameProblem) issues.push({ field: 'name', message: nameProblem });
  const bytes = Buffer.byteLength(input.value, 'utf8');
  if (bytes === 0) issues.push({ field: 'value', message: 'must not be empty' });
  else if (bytes > SECRET_VALUE_MAX_BYTES) {
    issues.push({ field: 'value', message: `must be at most ${SECRET_VALUE_MAX_BYTES / 1024} KiB` });
  }
  const updatedById = actor === 'admin-cli' ? input.updatedById : actor.id;
  if (!updatedById) issues.push({ field: 'by', message: 'name the user the secret is recorded as set by' });
  if (issues.length) throw ValidationError.of(issues);
  const sealed = encryptWithKeyring(input.value, deps.keyring, associatedData(project.id, name));
  return deps.prisma.$transaction(async (tx) => {
    const before = await tx.projectSecret.findUnique({
      where: { projectId_name: { projectId: project.id, name } },
      select: { name: true },
    });
    const data = {
      valueEncrypted: new Uint8Array(sealed),
      secretKeyVersion: deps.keyring.current,
      updatedById: updatedById!,
    };
    const row = await tx.projectSecret.upsert({
      where: { projectId_name: { projectId: project.id, name } },
      create: { projectId: project.id, name, ...data },
      update: data,
      select: INFO,
    });
    await recordAudit(tx, actor, {
      action: 'secret.set',
      targetType: 'Project',
      targetId: project.id,
      summary: `project ${JSON.stringify(project.name)}: secret ${name} ${before ? 'replaced' : 'created'}`,
    });
    return row;
  });
}

/** Deletes a project secret, audited by name; the project afterwards. */
export async function deleteProjectSecret(
  deps: Pick<ProjectSecretDeps, 'prisma'>,
  actor: Actor,
  input: { projectId: string; name: string },
): Promise<Project> {
  const project = await requireOwner(deps.prisma, actor, input.projectId);
  return deps.prisma.$transaction(async (tx) => {
    const { count } = await tx.projectSecret.deleteMany({
      where: { projectId: project.id, name: input.name },
    });
    if (count === 0) throw new NotFoundError('Secret');
    await recordAudit(tx, actor, {
      action: 'secret.delete',
      targetType: 'Project',
      targetId: project.id,
      summary: `project ${JSON.stringify(project.name)}: secret ${input.name} deleted`,
    });
    return project;
  });
}

/** The names among `names` that are not (or no longer) secrets of the project. */
export async function missingSecrets(
  db: PrismaClient | Prisma.TransactionClient,
  projectId: string,
  names: readonly string[],
): Promise<string[]> {
  if (names.length === 0) return [];
  const found = await db.projectSecret.findMany({
    where: { projectId, name: { in: [...names] } },
    select: { name: true },
  });
  const have = new Set(found.map((s) => s.name));
  return [...new Set(names)].filter((n) => !have.has(n));
}

export class MissingSecretError extends Error {
  override readonly name = 'MissingSecretError';
}

/**
 * The current values of the named secrets of a project, for the Kubernetes Secret of one launch only. A name no
 * longer there (deleted after the version was created) is a MissingSecretError naming it — never a value.
 */
export async function secretValuesFor(
  db: PrismaClient,
  keyring: Keyring,
  projectId: string,
  names: readonly string[],
): Promise<Map<string, string>> {
  const values = new Map<string, string>();
  if (names.length === 0) return values;
  const rows = await db.projectSecret.findMany({
    where: { projectId, name: { in: [...names] } },
    select: { name: true, valueEncrypted: true },
  });
  for (const row of rows) {
    try {
      values.set(
        row.name,
        decryptSecretText(row.valueEncrypted, keyring, associatedData(projectId, row.name)),
      );
    } catch {
      throw new MissingSecretError(
        `the secret ${quote(row.name)} cannot be decrypted with SECRET_KEY (was its key removed?)`,
      );
    }
  }
  const missing = [...new Set(names)].filter((n) => !values.has(n));
  if (missing.length > 0) {
    throw new MissingSecretError(
      `the project has no secret named ${missing.map((n) => quote(n)).join(', ')}`,
    );
  }
  return values;
}
