import type { PrismaClient, ProjectRole } from '../generated/prisma/client.ts';

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

export class ProjectInputError extends Error {}

const ROLES: ProjectRole[] = ['OWNER', 'MEMBER', 'VIEWER'];

/** Parses `email` or `email:ROLE` (role defaults to MEMBER). */
export function parseMemberSpec(spec: string): { email: string; role: ProjectRole } {
  const idx = spec.lastIndexOf(':');
  if (idx === -1) return { email: spec, role: 'MEMBER' };
  const role = spec.slice(idx + 1).toUpperCase() as ProjectRole;
  if (!ROLES.includes(role)) {
    throw new ProjectInputError(`unknown role "${spec.slice(idx + 1)}" (use ${ROLES.join(', ')})`);
  }
  return { email: spec.slice(0, idx), role };
}

export function validateProjectName(name: string): string {
  const n = name.trim();
  if (n.length < 1 || n.length > 100) throw new ProjectInputError('project name must be 1 to 100 characters');
  return n;
}
