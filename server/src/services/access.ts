import type { Prisma, PrismaClient, ProjectRole } from '../generated/prisma/client.ts';
import { ForbiddenError } from './errors.ts';

// Who may do what in a project (ARCHITECTURE §13), written once: the auth scopes, create/rerun/cancel, project
// administration, `viewerRole`/`viewerCanManage`, usage reports, live streams and the admin command line ask here.

/**
 * What a person does in a project: `view` it and its processes (any role), `run` processes there (create, re-run,
 * cancel: OWNER and MEMBER), `manage` it (rename, members: OWNERs and administrators), read its `usage` (any role
 * and administrators).
 */
export type ProjectAction = 'view' | 'run' | 'manage' | 'usage';

export const PROJECT_ACTIONS: readonly ProjectAction[] = ['view', 'run', 'manage', 'usage'];

/** Who asks: a user (an administrator or not), or the administrator at the server's command line. */
export type AccessActor = { isAdmin: boolean } | 'admin-cli';

const BY_ROLE: Record<ProjectRole, readonly ProjectAction[]> = {
  OWNER: ['view', 'run', 'manage', 'usage'],
  MEMBER: ['view', 'run', 'usage'],
  VIEWER: ['view', 'usage'],
};

/** What being an administrator adds, member or not (they see and run only where they are members). */
const BY_ADMIN: readonly ProjectAction[] = ['manage', 'usage'];

/** May `actor`, whose role in the project is `role` (null: not a member, or no such project), do `action`? */
export function can(actor: AccessActor, action: ProjectAction, role: ProjectRole | null): boolean {
  const admin = actor === 'admin-cli' || actor.isAdmin;
  return (admin && BY_ADMIN.includes(action)) || (role !== null && BY_ROLE[role].includes(action));
}

/** Whether a member with `role` owns the project (only owners set its secrets; a project keeps one). */
export function isOwner(role: ProjectRole | null): boolean {
  return role === 'OWNER';
}

/** The members who own a project, as a filter of its members (budget notices, the last-owner check). */
export const OWNERS = { role: 'OWNER' } as const satisfies Prisma.ProjectMemberWhereInput;

/** The role the viewer reads as: their own, or VIEWER when they see the project without being a member (an admin). */
export function viewerRoleOf(role: ProjectRole | null | undefined): ProjectRole {
  return role ?? 'VIEWER';
}

/** The user's role in the project; null when not a member (or the project does not exist). */
export async function roleOf(
  db: PrismaClient | Prisma.TransactionClient,
  userId: string,
  projectId: string,
): Promise<ProjectRole | null> {
  const m = await db.projectMember.findUnique({
    where: { projectId_userId: { projectId, userId } },
    select: { role: true },
  });
  return m?.role ?? null;
}

/** The user's role in the project when they may do `action` there; else ForbiddenError(`refusal`). */
export async function requireCan(
  db: PrismaClient | Prisma.TransactionClient,
  user: { id: string; isAdmin: boolean },
  action: ProjectAction,
  projectId: string,
  refusal: string,
): Promise<ProjectRole | null> {
  const role = await roleOf(db, user.id, projectId);
  if (!can(user, action, role)) throw new ForbiddenError(refusal);
  return role;
}

/**
 * What a user may see: the projects they are a member of (any role), and the processes and versions in them. Every
 * query that reads on a user's behalf filters with these, so the rule is written once.
 */

export function visibleProjects(userId: string): Prisma.ProjectWhereInput {
  return { members: { some: { userId } } };
}

export function visibleProcesses(userId: string): Prisma.ProcessWhereInput {
  return { project: visibleProjects(userId) };
}

export function visibleVersions(userId: string): Prisma.ProcessVersionWhereInput {
  return { process: visibleProcesses(userId) };
}
