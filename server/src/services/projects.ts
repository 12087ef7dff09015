import type { PrismaClient, Project, ProjectRole } from '../generated/prisma/client.ts';
import { displayTextProblem, quote } from '../text.ts';
import { AuthError, normalizeEmail } from './tokens.ts';

export async function isProjectMember(
  prisma: PrismaClient,
  userId: string,
  projectId: string,
): Promise<boolean> {
  return (await projectRole(prisma, userId, projectId)) !== null;
}

/** OWNER and MEMBER create and run processes; VIEWER only reads. */
export function canContribute(role: ProjectRole | null): boolean {
  return role === 'OWNER' || role === 'MEMBER';
}

export async function projectRole(
  prisma: PrismaClient,
  userId: string,
  projectId: string,
): Promise<ProjectRole | null> {
  const m = await prisma.projectMember.findUnique({
    where: { projectId_userId: { projectId, userId } },
    select: { role: true },
  });
  return m?.role ?? null;
}

export class ProjectInputError extends Error {
  override readonly name = 'ProjectInputError';
}

const ROLES: ProjectRole[] = ['OWNER', 'MEMBER', 'VIEWER'];

/** Parses `email` or `email:ROLE` (role defaults to MEMBER). */
export function parseMemberSpec(spec: string): { email: string; role: ProjectRole } {
  const idx = spec.lastIndexOf(':');
  if (idx === -1) return { email: spec, role: 'MEMBER' };
  const role = spec.slice(idx + 1).toUpperCase() as ProjectRole;
  if (!ROLES.includes(role)) {
    throw new ProjectInputError(`unknown role ${quote(spec.slice(idx + 1))} (use ${ROLES.join(', ')})`);
  }
  return { email: spec.slice(0, idx), role };
}

export function validateProjectName(name: string): string {
  const n = name.trim();
  if (n.length < 1 || n.length > 100) throw new ProjectInputError('project name must be 1 to 100 characters');
  const problem = displayTextProblem(n, 100);
  if (problem) throw new ProjectInputError(`project name ${problem}`);
  return n;
}

export const PROJECT_DESCRIPTION_MAX = 500;

/** Creates a project with its members (users created by email when missing), all or nothing. */
export async function createProject(
  prisma: PrismaClient,
  input: { name: string; description?: string | null; members: Array<{ email: string; role: ProjectRole }> },
): Promise<Project> {
  const name = validateProjectName(input.name);
  const description = input.description?.trim() || null;
  const problem = description && displayTextProblem(description, PROJECT_DESCRIPTION_MAX);
  if (problem) throw new ProjectInputError(`project description ${problem}`);
  const members = new Map<string, ProjectRole>();
  for (const member of input.members) {
    let email: string;
    try {
      email = normalizeEmail(member.email);
    } catch (error) {
      if (error instanceof AuthError) throw new ProjectInputError(error.message);
      throw error;
    }
    if (members.has(email)) throw new ProjectInputError(`${quote(email)} is listed twice`);
    members.set(email, member.role);
  }
  if (await prisma.project.findUnique({ where: { name }, select: { id: true } })) {
    throw new ProjectInputError(`a project named ${quote(name)} already exists`);
  }
  return prisma.$transaction(async (tx) => {
    const project = await tx.project.create({ data: { name, description } });
    for (const [email, role] of members) {
      const user = await tx.user.upsert({ where: { email }, create: { email }, update: {} });
      await tx.projectMember.create({ data: { projectId: project.id, userId: user.id, role } });
    }
    return project;
  });
}
