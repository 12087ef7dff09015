import type { Context } from '../context.ts';
import { ProjectRole } from '../generated/prisma/enums.ts';
import { can, viewerRoleOf, visibleProjects } from '../services/access.ts';
import {
  addProjectMember,
  createProjectAs,
  LastOwnerError,
  type ProjectAdminDeps,
  removeProjectMember,
  updateProject,
  updateProjectMember,
} from '../services/project-admin.ts';
import { createStatusCountsLoader, type ProjectStatusCounts } from '../services/project-status.ts';
import { builder } from './builder.ts';
import { ErrorInterface, InputValidationError, NotFoundError } from './errors.ts';

// Projects and members (ARCHITECTURE §13). Rules in services/project-admin.ts; resolvers only translate.

export const ProjectRoleEnum = builder.enumType(ProjectRole, { name: 'ProjectRole' });

const ProjectMemberRef = builder.prismaObject('ProjectMember', {
  fields: (t) => ({
    user: t.relation('user'),
    role: t.expose('role', { type: ProjectRoleEnum }),
    joinedAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const ProjectStatusCountsRef = builder.objectRef<ProjectStatusCounts>('ProjectStatusCounts').implement({
  description: 'How many processes of a project stand where, each by its latest version.',
  fields: (t) => ({
    running: t.exposeInt('running'),
    queued: t.exposeInt('queued', { description: 'Not started yet: PENDING, LAUNCHING or QUEUED.' }),
    failed: t.exposeInt('failed', { description: 'FAILED or LOST.' }),
    succeeded: t.exposeInt('succeeded'),
    cancelled: t.exposeInt('cancelled'),
  }),
});

/** One loader per request (the context object), so one answer's projects share one statement. */
const statusLoaders = new WeakMap<Context, ReturnType<typeof createStatusCountsLoader>>();
function statusCountsLoader(ctx: Context) {
  let loader = statusLoaders.get(ctx);
  if (!loader) {
    loader = createStatusCountsLoader(ctx.prisma);
    statusLoaders.set(ctx, loader);
  }
  return loader;
}

const ProjectRef = builder.prismaObject('Project', {
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
      resolve: (project) => viewerRoleOf(project.members[0]?.role),
    }),
    viewerCanManage: t.boolean({
      description: 'The viewer may rename the project and manage its members (an OWNER, or an admin).',
      select: (_args, ctx) => ({
        members: { where: { userId: ctx.viewer?.id ?? '' }, select: { role: true } },
      }),
      resolve: (project, _args, ctx) =>
        ctx.viewer !== null && can(ctx.viewer, 'manage', project.members[0]?.role ?? null),
    }),
    memberCount: t.relationCount('members'),
    statusCounts: t.field({
      type: ProjectStatusCountsRef,
      description:
        'Its processes by the status of their latest version. Every project of one answer is counted by one grouped query.',
      resolve: (project, _args, ctx) => statusCountsLoader(ctx).load(project.id),
    }),
    members: t.relation('members', { query: { orderBy: { createdAt: 'asc' } } }),
  }),
});

builder.objectType(LastOwnerError, {
  name: 'LastOwnerError',
  description: 'The change would leave the project without an OWNER: make someone else an owner first.',
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof LastOwnerError,
});

/**
 * addProjectMember and updateProjectMember share one result union (ARCHITECTURE §13): the errors plugin builds it
 * once for the result key both fields name.
 */
const memberErrors = () => ({
  types: [InputValidationError, NotFoundError, LastOwnerError],
  directResult: true as const,
  union: { name: 'ProjectMemberResult' },
  result: { name: 'ProjectMemberResultOf' },
});

function deps(ctx: Context): ProjectAdminDeps {
  return {
    prisma: ctx.prisma,
    projectCreation: ctx.services.config.projectCreation,
    access: ctx.services.accessWatch,
    logger: ctx.services.logger,
    invitations: ctx.services.invitationLimiter,
  };
}

const CreateProjectInput = builder.inputType('CreateProjectInput', {
  fields: (t) => ({
    name: t.string({ required: true, description: '1 to 100 characters, unique.' }),
    description: t.string({ required: false }),
  }),
});

const UpdateProjectInput = builder.inputType('UpdateProjectInput', {
  description: 'Absent fields are kept; an empty description removes it.',
  fields: (t) => ({
    id: t.id({ required: true }),
    name: t.string({ required: false }),
    description: t.string({ required: false }),
  }),
});

const AddProjectMemberInput = builder.inputType('AddProjectMemberInput', {
  fields: (t) => ({
    projectId: t.id({ required: true }),
    email: t.string({
      required: true,
      description: 'Someone who has not signed in yet is invited: they join at their first sign-in.',
    }),
    role: t.field({ type: ProjectRoleEnum, required: true }),
  }),
});

const UpdateProjectMemberInput = builder.inputType('UpdateProjectMemberInput', {
  fields: (t) => ({
    projectId: t.id({ required: true }),
    userId: t.id({ required: true }),
    role: t.field({ type: ProjectRoleEnum, required: true }),
  }),
});

const RemoveProjectMemberInput = builder.inputType('RemoveProjectMemberInput', {
  fields: (t) => ({
    projectId: t.id({ required: true }),
    userId: t.id({ required: true }),
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

builder.mutationFields((t) => ({
  createProject: t.field({
    type: ProjectRef,
    description:
      'Creates a project; its creator becomes its OWNER. Admins, or every user when PROJECT_CREATION=anyone.',
    authScopes: { authenticated: true },
    errors: { types: [InputValidationError], directResult: true },
    args: { input: t.arg({ type: CreateProjectInput, required: true }) },
    resolve: (_root, { input }, ctx) => createProjectAs(deps(ctx), ctx.viewer!, input),
  }),
  updateProject: t.field({
    type: ProjectRef,
    description: 'Renames or describes a project. Its OWNERs and admins.',
    authScopes: { authenticated: true },
    errors: { types: [InputValidationError, NotFoundError], directResult: true },
    args: { input: t.arg({ type: UpdateProjectInput, required: true }) },
    resolve: (_root, { input }, ctx) =>
      updateProject(deps(ctx), ctx.viewer!, {
        id: String(input.id),
        name: input.name,
        description: input.description,
      }),
  }),
  addProjectMember: t.field({
    type: ProjectMemberRef,
    errors: memberErrors(),
    description: 'Adds a person by email with a role. The project’s OWNERs and admins.',
    authScopes: { authenticated: true },
    args: { input: t.arg({ type: AddProjectMemberInput, required: true }) },
    resolve: (_root, { input }, ctx) =>
      addProjectMember(deps(ctx), ctx.viewer!, { ...input, projectId: String(input.projectId) }),
  }),
  updateProjectMember: t.field({
    type: ProjectMemberRef,
    errors: memberErrors(),
    description: 'Changes a member’s role; the last OWNER cannot be demoted. OWNERs and admins.',
    authScopes: { authenticated: true },
    args: { input: t.arg({ type: UpdateProjectMemberInput, required: true }) },
    resolve: (_root, { input }, ctx) =>
      updateProjectMember(deps(ctx), ctx.viewer!, {
        projectId: String(input.projectId),
        userId: String(input.userId),
        role: input.role,
      }),
  }),
  removeProjectMember: t.field({
    type: ProjectRef,
    description:
      'Removes a member: their access (open subscriptions too) ends at once. The last OWNER cannot be removed.',
    authScopes: { authenticated: true },
    errors: { types: [NotFoundError, LastOwnerError], directResult: true },
    args: { input: t.arg({ type: RemoveProjectMemberInput, required: true }) },
    resolve: (_root, { input }, ctx) =>
      removeProjectMember(deps(ctx), ctx.viewer!, {
        projectId: String(input.projectId),
        userId: String(input.userId),
      }),
  }),
}));
