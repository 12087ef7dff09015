import {
  Prisma,
  type PrismaClient,
  type Project,
  type ProjectMember,
  type User,
} from '../generated/prisma/client.ts';
import { ProjectRole } from '../generated/prisma/enums.ts';
import { displayTextProblem, nameKey, quote } from '../text.ts';
import { can, isOwner, OWNERS, roleOf } from './access.ts';
import type { AccessWatch } from './access-watch.ts';
import { type Actor, actorIsAdmin, auditRefusal, auditUserCreated, change, recordAudit } from './audit.ts';
import {
  type FieldIssue,
  ForbiddenError,
  NotFoundError,
  RateLimitedError,
  ResultError,
  ValidationError,
} from './errors.ts';
import { PROJECT_DESCRIPTION_MAX } from './projects.ts';
import type { RateLimiter } from './rate-limit.ts';
import { AccountInputError, normalizeEmail } from './tokens.ts';

// Projects and their members, managed by the project's OWNERs and by admins (ARCHITECTURE §13). Every rule is
// here; the GraphQL resolvers and the admin command line only translate.

export const PROJECT_ROLES: readonly ProjectRole[] = Object.values(ProjectRole);
export const PROJECT_NAME_MAX = 100;
/** New people (invitations) one person may add per minute, as a burst; then one every 3 s. */
export const INVITATIONS_PER_MINUTE = 20;

/** Who may create projects: admins only (default) or every signed-in user (`PROJECT_CREATION=anyone`). */
export type ProjectCreation = 'admins' | 'anyone';

export interface ProjectAdminDeps {
  prisma: PrismaClient;
  projectCreation: ProjectCreation;
  /** Told about every membership change, so the streams of a removed member end at once. */
  access?: AccessWatch | undefined;
  /** Invitations (new user rows) per person and minute; none for the command line. */
  invitations?: RateLimiter | undefined;
  /** Where refusals are logged (with the user and the operation). */
  logger?: { info: (fields: object, message: string) => void } | undefined;
}

/** `work`, with a LastOwnerError it raises logged and audited as a refused privileged attempt, then rethrown. */
async function auditingLastOwner<T>(
  deps: ProjectAdminDeps,
  actor: Actor,
  operation: string,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof LastOwnerError) {
      await auditRefusal(deps.prisma, deps.logger, actor, { operation, code: null, reason: error.message });
    }
    throw error;
  }
}

/** The change would leave the project with no OWNER. */
export class LastOwnerError extends ResultError {
  override readonly name = 'LastOwnerError';
}

export type MemberWithUser = ProjectMember & { user: User };

function nameIssues(field: string, raw: string): { value: string; issues: FieldIssue[] } {
  const value = raw.normalize('NFC').trim();
  if (value.length < 1) return { value, issues: [{ field, message: 'must not be empty' }] };
  const problem = displayTextProblem(value, PROJECT_NAME_MAX);
  return { value, issues: problem ? [{ field, message: problem }] : [] };
}

function descriptionIssues(raw: string | null | undefined): { value: string | null; issues: FieldIssue[] } {
  const value = raw?.trim() || null;
  const problem = value && displayTextProblem(value, PROJECT_DESCRIPTION_MAX);
  return { value, issues: problem ? [{ field: 'description', message: problem }] : [] };
}

function isUniqueViolation(error: unknown): boolean {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002';
}

const nameTaken = (name: string) =>
  ValidationError.of([{ field: 'name', message: `a project named ${quote(name)} already exists` }]);

/** How a project name reads: the one rule for names (text.ts `nameKey`), shared with process names. */
export function projectNameKey(name: string): string {
  return nameKey(name);
}

/**
 * Refuses a name that reads like another project's (case, composition, width). Under a transaction-wide lock, so
 * two projects named alike at the same moment cannot both pass.
 */
async function assertNameFree(tx: Prisma.TransactionClient, name: string, exceptId?: string): Promise<void> {
  await tx.$queryRaw`SELECT 1 AS locked FROM pg_advisory_xact_lock(hashtext('kueue-batch:project-names'))`;
  const key = projectNameKey(name);
  const others = await tx.project.findMany({
    where: exceptId ? { NOT: { id: exceptId } } : {},
    select: { name: true },
  });
  const twin = others.find((p) => projectNameKey(p.name) === key);
  if (twin) throw nameTaken(twin.name);
}

/**
 * Creates a project, all or nothing, audited: its creator (when a user) becomes its OWNER, and `members` (the
 * command line's `--member`, users created by email when missing) join it. Admins, or anyone with
 * PROJECT_CREATION=anyone.
 */
export async function createProjectAs(
  deps: ProjectAdminDeps,
  actor: Actor,
  input: {
    name: string;
    description?: string | null | undefined;
    members?: Array<{ email: string; role: string }> | undefined;
  },
): Promise<Project> {
  if (!actorIsAdmin(actor) && deps.projectCreation !== 'anyone') {
    throw new ForbiddenError('Only administrators may create projects on this server.');
  }
  const name = nameIssues('name', input.name);
  const description = descriptionIssues(input.description);
  const issues = [...name.issues, ...description.issues];
  const members = new Map<string, ProjectRole>();
  (input.members ?? []).forEach((member, i) => {
    try {
      const email = normalizeEmail(member.email);
      if (members.has(email))
        issues.push({ field: `members[${i}].email`, message: `${quote(email)} is listed twice` });
      members.set(email, parseRole(member.role, `members[${i}].role`));
    } catch (error) {
      if (error instanceof AccountInputError)
        issues.push({ field: `members[${i}].email`, message: 'is not a valid email address' });
      else if (error instanceof ValidationError) issues.push(...error.issues);
      else throw error;
    }
  });
  if (issues.length) throw ValidationError.of(issues);
  try {
    return await deps.prisma.$transaction(async (tx) => {
      await assertNameFree(tx, name.value);
      const project = await tx.project.create({
        data: {
          name: name.value,
          description: description.value,
          ...(actor === 'admin-cli' ? {} : { members: { create: { userId: actor.id, role: 'OWNER' } } }),
        },
      });
      await recordAudit(tx, actor, {
        action: 'project.create',
        targetType: 'Project',
        targetId: project.id,
        summary: `created project ${JSON.stringify(project.name)}`,
      });
      for (const [email, role] of members) {
        const known = await tx.user.findUnique({ where: { email } });
        const user = known ?? (await tx.user.create({ data: { email } }));
        if (!known)
          await auditUserCreated(tx, actor, user, `invited to project ${JSON.stringify(project.name)}`);
        await tx.projectMember.upsert({
          where: { projectId_userId: { projectId: project.id, userId: user.id } },
          create: { projectId: project.id, userId: user.id, role },
          update: { role },
        });
        await recordAudit(tx, actor, {
          action: 'member.add',
          targetType: 'ProjectMember',
          targetId: `${project.id}/${user.id}`,
          summary: `added ${email} to project ${JSON.stringify(project.name)} as ${role}`,
        });
      }
      return project;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken(name.value);
    throw error;
  }
}

/**
 * Refuses unless the actor may manage the project (an admin, or an OWNER of it). A project that does not exist is
 * NotFoundError for admins; for anyone else it is the same refusal as a project they may not manage (no probing).
 */
async function requireManager(
  db: Prisma.TransactionClient | PrismaClient,
  actor: Actor,
  projectId: string,
): Promise<Project> {
  const project = await db.project.findUnique({ where: { id: projectId } });
  if (actorIsAdmin(actor)) {
    if (!project) throw new NotFoundError('Project');
    return project;
  }
  const role = project && actor !== 'admin-cli' ? await roleOf(db, actor.id, projectId) : null;
  if (!project || !can(actor, 'manage', role)) {
    throw new ForbiddenError('Only owners of this project and administrators may manage it.');
  }
  return project;
}

/** Renames or describes a project (absent fields are kept; an empty description clears it). */
export async function updateProject(
  deps: ProjectAdminDeps,
  actor: Actor,
  input: { id: string; name?: string | null | undefined; description?: string | null | undefined },
): Promise<Project> {
  const name = input.name == null ? null : nameIssues('name', input.name);
  const description = input.description === undefined ? null : descriptionIssues(input.description);
  const issues = [...(name?.issues ?? []), ...(description?.issues ?? [])];
  const before = await requireManager(deps.prisma, actor, input.id);
  if (issues.length) throw ValidationError.of(issues);
  const data: Prisma.ProjectUpdateInput = {};
  const changes: string[] = [];
  if (name && name.value !== before.name) {
    data.name = name.value;
    changes.push(change('name', before.name, name.value));
  }
  if (description && description.value !== before.description) {
    data.description = description.value;
    changes.push(change('description', before.description, description.value));
  }
  if (changes.length === 0) return before;
  try {
    return await deps.prisma.$transaction(async (tx) => {
      if (data.name) await assertNameFree(tx, name!.value, before.id);
      const project = await tx.project.update({ where: { id: before.id }, data });
      await recordAudit(tx, actor, {
        action: 'project.update',
        targetType: 'Project',
        targetId: project.id,
        summary: `project ${JSON.stringify(before.name)}: ${changes.join('; ')}`,
      });
      return project;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken(name!.value);
    throw error;
  }
}

function parseRole(role: string, field = 'role'): ProjectRole {
  const r = role.trim().toUpperCase() as ProjectRole;
  if (!PROJECT_ROLES.includes(r))
    throw ValidationError.of([{ field, message: `must be one of ${PROJECT_ROLES.join(', ')}` }]);
  return r;
}

/**
 * Adds a person to a project by email (normalised). An email nobody has used yet is an invitation: the user row
 * is created now and is the one that signs in later with that email.
 */
export async function addProjectMember(
  deps: ProjectAdminDeps,
  actor: Actor,
  input: { projectId: string; email: string; role: string },
): Promise<MemberWithUser> {
  let email: string | null = null;
  const issues: FieldIssue[] = [];
  try {
    email = normalizeEmail(input.email);
  } catch (error) {
    if (!(error instanceof AccountInputError)) throw error;
    issues.push({ field: 'email', message: 'is not a valid email address' });
  }
  let role: ProjectRole | null = null;
  try {
    role = parseRole(input.role);
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    issues.push(...error.issues);
  }
  const project = await requireManager(deps.prisma, actor, input.projectId);
  if (issues.length || !email || !role) throw ValidationError.of(issues);
  const existing = await deps.prisma.user.findUnique({
    where: { email },
    include: { memberships: { where: { projectId: project.id } } },
  });
  if (existing && !existing.active) {
    throw ValidationError.of([{ field: 'email', message: `${quote(email)} belongs to a deactivated user` }]);
  }
  if (!existing && deps.invitations && actor !== 'admin-cli') {
    const wait = deps.invitations.take(actor.id);
    if (wait > 0) throw new RateLimitedError('invitation', wait);
  }
  if (existing?.memberships[0]) {
    throw ValidationError.of([
      {
        field: 'email',
        message: `${quote(email)} is already a member of this project (${existing.memberships[0].role})`,
      },
    ]);
  }
  try {
    return await deps.prisma.$transaction(async (tx) => {
      const known = existing ?? (await tx.user.findUnique({ where: { email } }));
      const user = known ?? (await tx.user.create({ data: { email } }));
      if (!known)
        await auditUserCreated(tx, actor, user, `invited to project ${JSON.stringify(project.name)}`);
      const member = await tx.projectMember.create({
        data: { projectId: project.id, userId: user.id, role },
        include: { user: true },
      });
      await recordAudit(tx, actor, {
        action: 'member.add',
        targetType: 'ProjectMember',
        targetId: `${project.id}/${user.id}`,
        summary: `added ${email} to project ${JSON.stringify(project.name)} as ${role}${existing ? '' : ' (invited)'}`,
      });
      return member;
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw ValidationError.of([
        { field: 'email', message: `${quote(email)} is already a member of this project` },
      ]);
    }
    throw error;
  }
}

/**
 * Locks the project row for the rest of the transaction: changes of its owners are serialised, so two demotions
 * at once cannot both see "another owner is left".
 */
async function lockProject(tx: Prisma.TransactionClient, projectId: string): Promise<void> {
  await tx.$queryRaw`SELECT id FROM "Project" WHERE id = ${projectId} FOR UPDATE`;
}

async function memberOf(tx: Prisma.TransactionClient, projectId: string, userId: string) {
  const member = await tx.projectMember.findUnique({
    where: { projectId_userId: { projectId, userId } },
    include: { user: true },
  });
  if (!member) throw new NotFoundError('Project member');
  return member;
}

/** A project keeps an OWNER: the last one may be neither demoted nor removed (LastOwnerError). */
async function refuseLastOwner(
  tx: Prisma.TransactionClient,
  project: { id: string; name: string },
  member: { role: ProjectRole; userId: string; user: { email: string } },
): Promise<void> {
  if (!isOwner(member.role)) return;
  const others = await tx.projectMember.count({
    where: { projectId: project.id, ...OWNERS, userId: { not: member.userId } },
  });
  if (others === 0) {
    throw new LastOwnerError(
      `${member.user.email} is the last owner of ${JSON.stringify(project.name)}: make someone else an owner first.`,
    );
  }
}

/** Changes a member's role; the last OWNER cannot be demoted (LastOwnerError). */
export async function updateProjectMember(
  deps: ProjectAdminDeps,
  actor: Actor,
  input: { projectId: string; userId: string; role: string },
): Promise<MemberWithUser> {
  const role = parseRole(input.role);
  const project = await requireManager(deps.prisma, actor, input.projectId);
  const updated = await auditingLastOwner(deps, actor, 'updateProjectMember', () =>
    deps.prisma.$transaction(async (tx) => {
      await lockProject(tx, project.id);
      const member = await memberOf(tx, project.id, input.userId);
      if (member.role === role) return member;
      await refuseLastOwner(tx, project, member);
      const next = await tx.projectMember.update({
        where: { projectId_userId: { projectId: project.id, userId: member.userId } },
        data: { role },
        include: { user: true },
      });
      await recordAudit(tx, actor, {
        action: 'member.update',
        targetType: 'ProjectMember',
        targetId: `${project.id}/${member.userId}`,
        summary: `${member.user.email} in project ${JSON.stringify(project.name)}: role ${member.role} → ${role}`,
      });
      return next;
    }),
  );
  deps.access?.changed({ kind: 'membership', projectId: project.id, userId: updated.userId });
  return updated;
}

/** Removes a member; their access ends at once (open streams too). The last OWNER cannot be removed. */
export async function removeProjectMember(
  deps: ProjectAdminDeps,
  actor: Actor,
  input: { projectId: string; userId: string },
): Promise<Project> {
  const project = await requireManager(deps.prisma, actor, input.projectId);
  await auditingLastOwner(deps, actor, 'removeProjectMember', () =>
    deps.prisma.$transaction(async (tx) => {
      await lockProject(tx, project.id);
      const member = await memberOf(tx, project.id, input.userId);
      await refuseLastOwner(tx, project, member);
      await tx.projectMember.delete({
        where: { projectId_userId: { projectId: project.id, userId: member.userId } },
      });
      await recordAudit(tx, actor, {
        action: 'member.remove',
        targetType: 'ProjectMember',
        targetId: `${project.id}/${member.userId}`,
        summary: `removed ${member.user.email} (${member.role}) from project ${JSON.stringify(project.name)}`,
      });
    }),
  );
  deps.access?.changed({ kind: 'membership', projectId: project.id, userId: input.userId });
  return project;
}

/** Finds a project by name or id (admin command line). */
export async function findProject(prisma: PrismaClient, nameOrId: string): Promise<Project | null> {
  return prisma.project.findFirst({ where: { OR: [{ id: nameOrId }, { name: nameOrId }] } });
}
