import type { Context } from '../context.ts';
import type { DataVolume } from '../generated/prisma/client.ts';
import { registerVolume, removeVolume, type VolumeDeps } from '../services/volumes/registry.ts';
import { builder } from './builder.ts';
import { ClusterRef } from './cluster.ts';
import { InputValidationError, NotFoundError } from './errors.ts';

// Data volumes of a cluster (ARCHITECTURE §21): every user who sees a cluster sees its volumes' names; admins
// register and remove them. Rules in services/volumes/registry.ts.

export const DataVolumeRef = builder.objectRef<DataVolume>('DataVolume').implement({
  description:
    'A named data volume of a cluster, backed by a PersistentVolumeClaim in its namespace: processes on that cluster mount it by name.',
  fields: (t) => ({
    name: t.exposeString('name'),
    description: t.exposeString('description', { nullable: true }),
    readOnly: t.exposeBoolean('readOnly', { description: 'Every mount of it is read-only.' }),
    claimName: t.exposeString('claimName', {
      authScopes: { admin: true },
      description: 'The PersistentVolumeClaim behind it (admins only).',
    }),
  }),
});

builder.objectField(ClusterRef, 'volumes', (t) =>
  t.field({
    type: [DataVolumeRef],
    description: 'Its data volumes by name (ARCHITECTURE §21): what a process on it may mount.',
    resolve: (e, _args, ctx) =>
      e.volumes ??
      ctx.prisma.dataVolume.findMany({ where: { clusterId: e.cluster.id }, orderBy: { name: 'asc' } }),
  }),
);

const RegisterVolumeInput = builder.inputType('RegisterVolumeInput', {
  fields: (t) => ({
    clusterId: t.id({ required: true }),
    name: t.string({ required: true, description: 'What processes mount it by: a DNS label.' }),
    claimName: t.string({
      required: true,
      description:
        'An existing PersistentVolumeClaim in the cluster’s namespace: it must be Bound, and a read-write volume needs a writable access mode.',
    }),
    readOnly: t.boolean({ required: true, description: 'Every mount of it read-only (datasets).' }),
    description: t.string({ required: false }),
  }),
});

const deps = (ctx: Context): VolumeDeps => ({ prisma: ctx.prisma, kube: ctx.services.kube });

builder.mutationFields((t) => ({
  registerVolume: t.field({
    type: DataVolumeRef,
    description:
      'Registers (or replaces) a data volume of a cluster after reading its claim (admins). Audited.',
    authScopes: { admin: true },
    errors: { types: [InputValidationError, NotFoundError], directResult: true },
    args: { input: t.arg({ type: RegisterVolumeInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const volume = await registerVolume(deps(ctx), ctx.viewer!, {
        ...input,
        clusterId: String(input.clusterId),
      });
      ctx.services.logger.info(
        { clusterId: volume.clusterId, volume: volume.name, by: ctx.viewer!.id },
        'volume registered',
      );
      return volume;
    },
  }),
  removeVolume: t.field({
    type: ClusterRef,
    description:
      'Removes a data volume of a cluster (admins); the claim itself is left as it is. Versions not yet launched that mount it fail their launch. Audited.',
    authScopes: { admin: true },
    errors: { types: [NotFoundError], directResult: true },
    args: { clusterId: t.arg.id({ required: true }), name: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const cluster = await removeVolume(deps(ctx), ctx.viewer!, {
        clusterId: String(args.clusterId),
        name: args.name,
      });
      return { cluster, requests: null };
    },
  }),
}));
