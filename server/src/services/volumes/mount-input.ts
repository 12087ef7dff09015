import { MOUNT_PATH_MAX, MOUNTS_MAX, mountPathFault, pathsOverlap } from '@kueue-batch/rules';
import type { StoredMount } from '../../db/version-data.ts';
import { quote } from '../../text.ts';
import type { FieldIssue } from '../errors.ts';

/**
 * The shape of a process's mounts (ARCHITECTURE §21), checked with no database and no cluster: volume names, paths
 * (absolute, normal, not over a path the platform or Kubernetes puts in the container), no volume or path twice,
 * no mount inside another. Whether the chosen cluster has each volume is placement's question (placement.ts).
 */

/** A volume's name: a DNS label (lowercase letters, digits and "-"), as Kubernetes names its volumes. */
export const VOLUME_NAME = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?$/;
export const VOLUME_NAME_MAX = 63;

/** A mount as given (GraphQL MountInput). */
export interface MountInput {
  volume: string;
  path: string;
  readOnly?: boolean | null;
}

/** The problem with a volume's name, or null. */
export function volumeNameProblem(name: string): string | null {
  if (name.length === 0) return 'must not be empty';
  if (name.length > VOLUME_NAME_MAX || !VOLUME_NAME.test(name)) {
    return `${quote(name.slice(0, VOLUME_NAME_MAX))} is not a valid volume name (lowercase letters, digits and "-", starting and ending with a letter or digit; at most ${VOLUME_NAME_MAX} characters)`;
  }
  return null;
}

/** The problem with a mount path, or null (the rule: `mountPathFault` in @kueue-batch/rules). */
export function mountPathProblem(path: string): string | null {
  const fault = mountPathFault(path);
  switch (fault?.kind) {
    case undefined:
      return null;
    case 'empty':
      return 'a path is required';
    case 'tooLong':
      return `must be at most ${MOUNT_PATH_MAX} characters`;
    case 'control':
      return 'must not contain control characters';
    case 'relative':
      return `${quote(path.slice(0, 80))} is not an absolute path (start it with "/")`;
    case 'root':
      return 'cannot be "/": mount the volume at a folder such as /data';
    case 'abnormal':
      return `${quote(path.slice(0, 80))} is not a normal path (no "//", ".", ".." or trailing "/")`;
    case 'colon':
      return 'must not contain ":"';
    case 'system':
      return `overlaps ${fault.system}, where the container has files of its own: pick another folder`;
  }
}

/** Checks every mount's shape; the mounts as stored (readOnly false when not asked; a read-only volume forces it). */
export function checkMounts(
  mounts: readonly MountInput[] | null | undefined,
  issues: FieldIssue[],
): StoredMount[] {
  const given = mounts ?? [];
  if (given.length > MOUNTS_MAX) {
    issues.push({ field: 'mounts', message: `at most ${MOUNTS_MAX} mounts (got ${given.length})` });
    return [];
  }
  const checked: StoredMount[] = [];
  given.forEach((m, i) => {
    const volume = m.volume.trim();
    const nameProblem = volumeNameProblem(volume);
    if (nameProblem) issues.push({ field: `mounts[${i}].volume`, message: nameProblem });
    else if (checked.some((c) => c.volume === volume)) {
      issues.push({ field: `mounts[${i}].volume`, message: `${quote(volume)} is mounted twice` });
    }
    const pathProblem = mountPathProblem(m.path);
    if (pathProblem) issues.push({ field: `mounts[${i}].path`, message: pathProblem });
    else {
      const other = checked.find((c) => pathsOverlap(c.path, m.path));
      if (other) {
        issues.push({
          field: `mounts[${i}].path`,
          message:
            other.path === m.path
              ? `${quote(m.path)} is used by another mount`
              : `${quote(m.path)} overlaps the mount at ${quote(other.path)}: mounts may not nest`,
        });
      }
    }
    checked.push({ volume, path: m.path, readOnly: m.readOnly === true });
  });
  return checked;
}
