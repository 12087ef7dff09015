import { decodeEnv, decodeExtended, decodeLimits, decodeMounts } from '../../db/version-data.ts';
import type { StoredShape } from '../../db/version-shape.ts';

/**
 * A stored version as the input it was created from (what a re-run starts from and a failover places again): the
 * same image, command, environment and requests, the deadline the user asked for (not the cluster's maximum).
 */
export type VersionSource = Omit<
  StoredShape,
  'cpuMillis' | 'memoryBytes' | 'flavorNodeLabels' | 'backoffLimit'
>;

export function inputOfVersion(source: VersionSource) {
  return {
    image: source.image,
    command: source.command,
    args: source.args,
    env: decodeEnv(source.env),
    mounts: decodeMounts(source.mounts),
    resources: {
      cpu: source.cpu,
      memory: source.memory,
      deadlineSeconds: requestedDeadline(source),
      extended: decodeExtended(source.extendedResources),
      flavor: source.flavor,
      priorityClass: source.priorityClass,
    },
    // An array or gang keeps its shape (ARCHITECTURE §19); its parameters are in its task rows, not needed to place it.
    tasks:
      source.taskCount == null
        ? null
        : {
            count: source.taskCount,
            parallelism: source.gang ? null : source.taskParallelism,
            gang: source.gang,
            retriesPerTask: source.retriesPerTask,
            maxFailedTasks: source.maxFailedTasks,
          },
  };
}

/** What the source version's user asked for as a deadline (versions from before it was recorded: their deadline). */
export function requestedDeadline(source: {
  deadlineSeconds: number | null;
  limitsSnapshot: unknown;
}): number | null {
  const snapshot = decodeLimits(source.limitsSnapshot);
  if (snapshot.requestedDeadlineSeconds !== undefined) return snapshot.requestedDeadlineSeconds;
  return source.deadlineSeconds;
}
