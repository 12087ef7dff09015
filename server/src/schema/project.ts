import { ProjectRole } from '../generated/prisma/enums.ts';
import { visibleProjects } from '../services/access.ts';
import { builder } from './builder.ts';

export const ProjectRoleEnum = builder.enumType(ProjectRole, { name: 'ProjectRole' });

builder.prismaObject('ProjectMember', {
  fields: (t) => ({
    user: t.relation('user'),
    role: t.expose('role', { type: ProjectRoleEnum }),
  }),
});

builder.prismaObject('Project', {
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    description: t.exposeString('description', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    viewerRole: t.field({
      type: ProjectRoleEnum,
      select: (_args, ctx) => ({
        members: { where: { userId: ctx.viewer?.id ?? '' }, select: { role: true } },
      }),
      resolve: (project) => project.members[0]?.role ?? 'VIEWER',
    }),
    memberCount: t.relationCount('members'),
    members: t.relation('members', { query: { orderBy: { createdAt: 'asc' } } }),
  }),
});

builder.queryFields((t) => ({
  projects: t.prismaField({
    type: ['Project'],
    description: 'Projects the viewer is a member of.',
    authScopes: { authenticated: true },
    resolve: (query, _root, _args, ctx) =>
      ctx.prisma.project.findMany({
        ...query,
        where: visibleProjects(ctx.viewer!.id),
        orderBy: { name: 'asc' },
      }),
  }),
  project: t.prismaField({
    type: 'Project',
    nullable: true,
    description: 'A project, visible to its members only (null otherwise).',
    authScopes: { authenticated: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (query, _root, args, ctx) =>
      ctx.prisma.project.findFirst({
        ...query,
        where: { id: String(args.id), ...visibleProjects(ctx.viewer!.id) },
      }),
  }),
}));
