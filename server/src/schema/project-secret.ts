import type { Context } from '../context.ts';
import { deleteProjectSecret, setProjectSecret } from '../services/project-secrets.ts';
import { builder } from './builder.ts';
import { InputValidationError, NotFoundError } from './errors.ts';

// A project's secrets (ARCHITECTURE §21): names and who set them when, never values. Rules in
// services/project-secrets.ts.

builder.prismaObject('ProjectSecret', {
  description:
    'A secret of a project: its name and when and by whom it was last set. The value is never returned.',
  fields: (t) => ({
    name: t.exposeString('name'),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
    updatedBy: t.relation('updatedBy'),
  }),
});

builder.prismaObjectField('Project', 'secrets', (t) =>
  t.relation('secrets', {
    description: 'The names of its secrets (every member and viewer sees them), by name.',
    query: { orderBy: { name: 'asc' } },
  }),
);

const deps = (ctx: Context) => ({ prisma: ctx.prisma, keyring: ctx.services.keyring });

builder.mutationFields((t) => ({
  setProjectSecret: t.prismaField({
    type: 'ProjectSecret',
    description:
      'Creates or replaces a secret of the project (OWNERs). Versions name it in their env; each launch reads its current value.',
    authScopes: { authenticated: true },
    errors: { types: [InputValidationError, NotFoundError], directResult: true },
    args: {
      projectId: t.arg.id({ required: true }),
      name: t.arg.string({ required: true, description: 'Like an environment variable name.' }),
      value: t.arg.string({ required: true, description: 'At most 64 KiB; stored encrypted.' }),
    },
    resolve: async (query, _root, args, ctx) => {
      const row = await setProjectSecret(deps(ctx), ctx.viewer!, {
        projectId: String(args.projectId),
        name: args.name,
        value: args.value,
      });
      return ctx.prisma.projectSecret.findUniqueOrThrow({
        ...query,
        where: { projectId_name: { projectId: row.projectId, name: row.name } },
      });
    },
  }),
  deleteProjectSecret: t.prismaField({
    type: 'Project',
    description:
      'Deletes a secret of the project (OWNERs). Versions that name it fail to launch; new ones are refused.',
    authScopes: { authenticated: true },
    errors: { types: [NotFoundError], directResult: true },
    args: { projectId: t.arg.id({ required: true }), name: t.arg.string({ required: true }) },
    resolve: async (query, _root, args, ctx) => {
      const project = await deleteProjectSecret(deps(ctx), ctx.viewer!, {
        projectId: String(args.projectId),
        name: args.name,
      });
      return ctx.prisma.project.findUniqueOrThrow({ ...query, where: { id: project.id } });
    },
  }),
}));
