import { decodeMounts, type StoredMount } from '../db/version-data.ts';
import { builder } from './builder.ts';

// A process's data volumes (ARCHITECTURE §21): the input of createProcess, rerunProcess and availableClusters, and
// what a version mounts. Rules in services/volumes/.

export const MountInput = builder.inputType('MountInput', {
  description:
    'A data volume of the cluster mounted into every pod of the process at an absolute path. readOnly is forced on a read-only volume.',
  fields: (t) => ({
    volume: t.string({ required: true, description: 'The volume’s name on the cluster (Cluster.volumes).' }),
    path: t.string({
      required: true,
      description:
        'Absolute, normal (no "..", "//" or trailing "/"), not over the container’s own files (/dev, /proc, /sys, /etc/hosts, /var/run/secrets, /var/run/kueue-batch …); at most one mount per path, none nested.',
    }),
    readOnly: t.boolean({
      required: false,
      description: 'Default false; always true on a read-only volume.',
    }),
  }),
});

export const MountRef = builder.objectRef<StoredMount>('Mount').implement({
  description: 'A data volume a version mounts, where, and whether read-only (as mounted).',
  fields: (t) => ({
    volume: t.exposeString('volume'),
    path: t.exposeString('path'),
    readOnly: t.exposeBoolean('readOnly'),
  }),
});

builder.prismaObjectField('ProcessVersion', 'mounts', (t) =>
  t.field({
    type: [MountRef],
    description: 'The data volumes it mounts (ARCHITECTURE §21); a re-run copies them.',
    select: { mounts: true },
    resolve: (v) => decodeMounts(v.mounts),
  }),
);
