import type { ProcessVersion } from '../../generated/prisma/client.ts';
import type { EnvVar } from './input.ts';
import type { LimitsSnapshot } from './types.ts';

/**
 * A stored version as the input it was created from (what a re-run starts from and a failover places again): the
 * same image, command, environment and requests, the deadline the user asked for (not the cluster's maximum).
 */
export type VersionSource = Pick<
  ProcessVersion,
  | 'image'
  | 'command'
  | 'args'
  | 'env'
  | 'cpu'
  | 'memory'
  | 'deadlineSeconds'
  | 'limitsSnapshot'
  | 'extendedResources'
  | 'flavor'
  | 'priorityClass'
>;

export function inputOfVersion(source: VersionSource) {
  return {
    image: source.image,
    command: source.command,
    args: source.args,
    env: envOf(source.env),
    resources: {
      cpu: source.cpu,
      memory: source.memory,
      deadlineSeconds: requestedDeadline(source),
      extended: storedExtended(source.extendedResources),
      flavor: source.flavor,
      priorityClass: source.priorityClass,
    },
  };
}

/** What the source version's user asked for as a deadline (versions from before it was recorded: their deadline). */
export function requestedDeadline(source: {
  deadlineSeconds: number | null;
  limitsSnapshot: unknown;
}): number | null {
  const snapshot = source.limitsSnapshot as Partial<LimitsSnapshot> | null;
  if (snapshot && typeof snapshot === 'object' && 'requestedDeadlineSeconds' in snapshot)
    return snapshot.requestedDeadlineSeconds ?? null;
  return source.deadlineSeconds;
}

/** The source's `extendedResources` column as input again. */
export function storedExtended(value: unknown): { name: string; quantity: string }[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (e): e is { name: string; quantity: string } =>
      e !== null && typeof e === 'object' && typeof e.name === 'string' && typeof e.quantity === 'string',
  );
}

export function envOf(value: unknown): EnvVar[] {
  return Array.isArray(value) ? (value as EnvVar[]) : [];
}
