import type { ProcessVersion } from '../generated/prisma/client.ts';
import type { StoredEnvVar, StoredExtended, StoredFailover, StoredMount } from './version-data.ts';

/**
 * A version's shape, declared once: the columns that say what runs (image, command, environment, requests, the
 * pinned flavor and class, the deadline). The workload kinds build from it, re-run and failover start from it,
 * and services/process/store.ts writes exactly these columns (`shapeColumns`) in its raw and its Prisma insert.
 */
export const VERSION_SHAPE_FIELDS = [
  'image',
  'command',
  'args',
  'env',
  'cpu',
  'memory',
  'cpuMillis',
  'memoryBytes',
  'deadlineSeconds',
  'extendedResources',
  'flavor',
  'flavorNodeLabels',
  'priorityClass',
  'backoffLimit',
  'taskCount',
  'taskParallelism',
  'gang',
  'retriesPerTask',
  'maxFailedTasks',
  'mounts',
  'taskRunCount',
] as const;

export type VersionShapeField = (typeof VERSION_SHAPE_FIELDS)[number];

/**
 * The shape as written: its JSON columns in the codec's stored types (db/version-data.ts), which a create takes and
 * a version row holds as they are (services/process/store.ts, no cast).
 */
export type ShapeColumns = Omit<
  Pick<ProcessVersion, VersionShapeField>,
  'env' | 'extendedResources' | 'flavorNodeLabels' | 'mounts'
> & {
  env: StoredEnvVar[];
  mounts: StoredMount[];
  extendedResources: StoredExtended[];
  flavorNodeLabels: Record<string, string> | null;
};

/**
 * What a creation records beside the shape, asked of each run and not copied by a re-run: the failover policy
 * (null: off), whether to notify, and the start estimate at creation (null times: none).
 */
export type CreationColumns = Pick<
  ProcessVersion,
  'notify' | 'estimatedAt' | 'estimatedStartAt' | 'estimatedLatestStartAt'
> & { failover: StoredFailover | null };

/** What a workload kind builds from: the shape, plus the version's identity and its current attempt. */
export type VersionShape = Pick<ProcessVersion, VersionShapeField | 'id' | 'processId'> &
  Partial<Pick<ProcessVersion, 'attempt'>>;

/** The shape's columns of a stored version (a re-run's or a failover's source). */
export type StoredShape = Pick<ProcessVersion, VersionShapeField | 'limitsSnapshot'>;

/** Prisma's `select` of the shape. */
export const VERSION_SHAPE_SELECT = Object.fromEntries(VERSION_SHAPE_FIELDS.map((f) => [f, true])) as {
  [K in VersionShapeField]: true;
};
