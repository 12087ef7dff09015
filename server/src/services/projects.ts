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

/** Parses `email` or `email:ROLE` (role defaults to MEMBER; checked with the rest by createProjectAs). */
export function parseMemberSpec(spec: string): { email: string; role: string } {
  const idx = spec.lastIndexOf(':');
  if (idx === -1) return { email: spec, role: 'MEMBER' };
  return { email: spec.slice(0, idx), role: spec.slice(idx + 1) };
}

export const PROJECT_DESCRIPTION_MAX = 500;
