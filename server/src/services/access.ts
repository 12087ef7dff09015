import type { Prisma } from '../generated/prisma/client.ts';

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
